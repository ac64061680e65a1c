#!/usr/bin/env python3
"""Write the iOS xib that Scripts/bench-load.sh compiles and loads: a list of ROWS rows, each a
custom view (class swapper) holding a label, an image view and a button, laid out with
constraints, as Xcode writes them.

    gen-load-xib.py OUT.xib [--rows 14]

With the default 14 rows the compiled nib has 200 document objects: File's Owner and First
Responder, the root view and its safe-area guide, and per row 4 views, 8 constraints in the row
and 2 in the root view. File's Owner has an outlet to the root view, one to each row and an
outlet collection of every label; each button sends `rowTapped:` to File's Owner. The same
ROWS give the same bytes.
"""
import argparse


def ident(kind, n):
    """An Xcode-style object id, unique per kind and number (aBc-12-xYz)."""
    return "%s%d-%02d-%s" % (kind, n // 100, n % 100, "zQx")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--rows", type=int, default=14)
    args = parser.parse_args()

    root = "Rot-00-zQx"
    guide = "Saf-00-zQx"
    owner_connections = ['<outlet property="view" destination="%s" id="%s"/>' % (root, ident("oV", 0))]
    subviews = []
    root_constraints = []
    for row in range(args.rows):
        view, label, image, button = (ident(k, row) for k in ("rW", "lB", "iM", "bT"))
        owner_connections.append('<outlet property="row%d" destination="%s" id="%s"/>' % (row, view, ident("oR", row)))
        owner_connections.append(
            '<outletCollection property="labels" destination="%s" collectionClass="NSMutableArray" id="%s"/>'
            % (label, ident("oC", row)))
        y = 8 + row * 44
        constraints = [
            (label, "leading", view, "leading", 16),
            (label, "centerY", view, "centerY", 0),
            (image, "leading", label, "trailing", 8),
            (image, "centerY", view, "centerY", 0),
            (button, "trailing", view, "trailing", -16),
            (button, "centerY", view, "centerY", 0),
            (image, "width", None, None, 24),
            (image, "height", None, None, 24),
        ]
        lines = []
        for n, (first, first_attr, second, second_attr, constant) in enumerate(constraints):
            cid = ident("c%d" % n, row)
            if second is None:
                lines.append('<constraint firstAttribute="%s" constant="%d" id="%s"/>' % (first_attr, constant, cid))
            else:
                lines.append(
                    '<constraint firstItem="%s" firstAttribute="%s" secondItem="%s" secondAttribute="%s" constant="%d" id="%s"/>'
                    % (first, first_attr, second, second_attr, constant, cid))
        subviews.append("""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{view}" customClass="RowView" customModule="Bench" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="{y}" width="393" height="44"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row {row}" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                            <rect key="frame" x="16" y="12" width="60" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </label>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="{image}">
                            <rect key="frame" x="84" y="10" width="24" height="24"/>
                        </imageView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{button}">
                            <rect key="frame" x="320" y="5" width="57" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <state key="normal" title="Open"/>
                            <connections>
                                <action selector="rowTapped:" destination="-1" eventType="touchUpInside" id="{action}"/>
                            </connections>
                        </button>
                    </subviews>
                    <constraints>
                        {constraints}
                    </constraints>
                </view>""".format(view=view, y=y, row=row, label=label, image=image, button=button,
                                   action=ident("aT", row), constraints="\n                        ".join(lines)))
        root_constraints.append(
            '<constraint firstItem="%s" firstAttribute="leading" secondItem="%s" secondAttribute="leading" id="%s"/>'
            % (view, root, ident("rL", row)))
        root_constraints.append(
            '<constraint firstItem="%s" firstAttribute="top" secondItem="%s" secondAttribute="top" constant="%d" id="%s"/>'
            % (view, root, y, ident("rT", row)))

    xib = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListViewController" customModule="Bench" customModuleProvider="target">
            <connections>
                {owner}
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="{root}" customClass="ListView" customModule="Bench" customModuleProvider="target">
            <rect key="frame" x="0.0" y="0.0" width="393" height="{height}"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>{subviews}
            </subviews>
            <viewLayoutGuide key="safeArea" id="{guide}"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                {root_constraints}
            </constraints>
            <point key="canvasLocation" x="132" y="-20"/>
        </view>
    </objects>
</document>
""".format(owner="\n                ".join(owner_connections), root=root, height=16 + args.rows * 44,
           subviews="".join(subviews), guide=guide, root_constraints="\n                ".join(root_constraints))
    with open(args.out, "w") as f:
        f.write(xib)


if __name__ == "__main__":
    main()
