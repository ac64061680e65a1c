import Foundation
import IBSource
import TestSupport
import Testing

@Suite struct IBElementTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <label text="Hi" id="l1">
                    <rect key="frame" x="1" y="2" width="3" height="4"/>
                    <color key="textColor" white="0" alpha="1"/>
                    <color key="backgroundColor" white="1" alpha="1"/>
                </label>
                <textView id="t1">
                    <string key="text">Two
        lines &amp; more</string>
                </textView>
            </objects>
        </document>
        """

    @Test func theTreeIsKeptOnlyWhenAskedFor() throws {
        let plain = try IBDocumentReader.read(data: Data(Self.xml.utf8), path: "T.xib")
        #expect(plain.root == nil)
        let kept = try IBDocumentReader.read(data: Data(Self.xml.utf8), path: "T.xib", keepingElements: true)
        let root = try #require(kept.root)
        #expect(root.name == "document")
        #expect(root.line == 2)
        #expect(root.children(in: "objects").map(\.name) == ["placeholder", "label", "textView"])
        let label = try #require(root.children(in: "objects").first { $0.id == "l1" })
        #expect(label["text"] == "Hi")
        #expect(label.child("color", key: "backgroundColor")?["white"] == "1")
        #expect(label.child("color")?["white"] == "0")
        #expect(label.child("rect", key: "frame")?.line == 6)
        #expect(label.child("color", key: "tintColor") == nil)
        let text = root.children(in: "objects").last?.child("string", key: "text")?.text
        #expect(text == "Two\nlines & more")
        // The semantic model is the same either way.
        var withoutTree = kept
        withoutTree.root = nil
        #expect(withoutTree == plain)
    }

    /// A text is an attribute, or a `<string>` child when it has a line break, or that child in
    /// base64 (viraptor's `tooltip-both`: `KFJldHVybik=` is "(Return)").
    @Test func aTextIsAnAttributeOrAStringChild() {
        let plain = IBElement(name: "button", attributes: ["toolTip": "Hi"])
        #expect(plain.text("toolTip") == "Hi")
        var child = IBElement(name: "string", attributes: ["key": "toolTip"])
        child.text = "Two\nlines"
        #expect(IBElement(name: "button", children: [child]).text("toolTip") == "Two\nlines")
        child.attributes["base64-UTF8"] = "YES"
        child.text = "\nKFJldHVybik=\n"
        #expect(IBElement(name: "button", children: [child]).text("toolTip") == "(Return)")
        // Interface Builder leaves out base64's padding: "DQ" is a return (Sparkle's key equivalents).
        child.text = "\nDQ\n"
        #expect(IBElement(name: "button", children: [child]).text("toolTip") == "\r")
        child.text = "////"
        #expect(IBElement(name: "button", children: [child]).text("toolTip") == nil)
        #expect(plain.text("title") == nil)
        // A list's `<string>` elements, keyless, read the same (a combo box's values).
        var value = IBElement(name: "string")
        value.text = "Two\nlines"
        #expect(value.stringText == "Two\nlines")
        value.attributes["base64-UTF8"] = "YES"
        value.text = "KFJldHVybik"
        #expect(value.stringText == "(Return)")
    }

    /// An element holds nothing without attributes, children or text other than white space.
    @Test func anEmptyListHoldsNothing() {
        var list = IBElement(name: "toolbarItems")
        #expect(list.holdsNothing)
        list.text = "\n    "
        #expect(list.holdsNothing)
        #expect(!IBElement(name: "animations", children: [IBElement(name: "animation")]).holdsNothing)
        #expect(!IBElement(name: "animations", attributes: ["key": "animations"]).holdsNothing)
        list.text = "x"
        #expect(!list.holdsNothing)
    }

    /// Base64 data in lines without padding, and with one character after the last whole group,
    /// which carries no byte (transmission's `PrefsWindow.xib` holds an image so written).
    @Test func base64DataIsReadAsInterfaceBuilderWritesIt() {
        var data = IBElement(name: "mutableData", attributes: ["key": "keyedArchiveRepresentation"])
        data.text = "\nYnBs\naXN0\nMDA\n"
        #expect(data.base64Data == Data("bplist00".utf8))
        data.text = "YnBsaXN0M"
        #expect(data.base64Data == Data("bplist".utf8))
        data.text = "YnBs!XN0"
        #expect(data.base64Data == nil)
    }
}
