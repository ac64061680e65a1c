#!/usr/bin/env python3
"""Inputs whose size is a multiple of a base, for Scripts/bench-scaling.sh (issue 30: time must
grow linearly with the input): a storyboard of N scenes (each a controller with a storyboard
identifier, a view, a label and a segue to the next; every tenth with a second segue of the same
identifier and every seventh identifier repeated, so lint's duplicate rules have work), and a xib
whose File's Owner has N outlets, half of them declared by a Swift class beside it.

    gen-scaling-inputs.py OUT-DIR SCALE [BASE]     # BASE scenes and outlets at SCALE 1 (default 1000)
"""
import os
import sys


def storyboard(count):
    scenes = []
    for i in range(count):
        segues = f'<segue destination="vc{(i + 1) % count}" kind="show" identifier="next" id="sg{i}"/>'
        if i % 10 == 0:
            segues += f'<segue destination="vc{(i + 2) % count}" kind="show" identifier="next" id="sh{i}"/>'
        identifier = f"S{i // 7 * 7}" if i % 7 == 1 else f"S{i}"
        scenes.append(
            f'''        <scene sceneID="sc{i}"><objects>
            <viewController storyboardIdentifier="{identifier}" id="vc{i}" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v{i}"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews><label opaque="NO" text="L{i}" id="l{i}"><rect key="frame" x="0.0" y="0.0" width="80" height="20"/></label></subviews>
                </view>
                <connections>{segues}</connections>
            </viewController>
        </objects></scene>''')
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc0">
    <scenes>
{chr(10).join(scenes)}
    </scenes>
</document>
'''


def outlets_xib(count):
    connections = "\n".join(f'<outlet property="o{i}" destination="l{i % 50}" id="c{i}"/>' for i in range(count))
    labels = "\n".join(
        f'<label opaque="NO" text="L{i}" id="l{i}"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>'
        for i in range(50))
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
<objects>
<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BigController" customModule="App"><connections>
{connections}
</connections></placeholder>
{labels}
</objects></document>
'''


def main():
    out, scale = sys.argv[1], int(sys.argv[2])
    base = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    count = base * scale
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "Scenes.storyboard"), "w") as f:
        f.write(storyboard(count))
    with open(os.path.join(out, "Outlets.xib"), "w") as f:
        f.write(outlets_xib(count))
    declared = "\n".join(f"    @IBOutlet var o{i}: UILabel!" for i in range(0, count, 2))
    with open(os.path.join(out, "BigController.swift"), "w") as f:
        f.write(f"import UIKit\n\nclass BigController: UIViewController {{\n{declared}\n}}\n")


main()
