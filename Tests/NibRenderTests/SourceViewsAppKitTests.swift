import Foundation
import IBSource
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing

/// AppKit documents drawn as their controls look: every expected value is read from the
/// document's own XML (frames, cell types and states, column widths and titles).
@Suite struct SourceViewsAppKitTests {
    static let preferences = TestPaths.examples.appendingPathComponent("ExampleApp/Mac/PreferencesWindow.xib").path

    @Test func pushButtonDrawsItsBezelInsideItsFrame() throws {
        // <button id="sB9-tN-5gM"> with <buttonCell type="push" bezelStyle="rounded" borderStyle="border">.
        let button = try SourceViewsAppKitSupport.element("sB9-tN-5gM", inDocumentAt: Self.preferences)
        let cell = try #require(button.child("buttonCell", key: "cell"))
        try #require(cell["bezelStyle"] == "rounded" && cell["borderStyle"] == "border")
        let frame = try SourceViewsAppKitSupport.frame(of: button)
        let svg = try RenderedSVG.render(Self.preferences)
        let group = try #require(svg.group("sB9-tN-5gM"))
        let bezel = try #require(SourceViewsAppKitSupport.shapes(of: group).first { $0.attribute("class") == "bezel" })
        let (x, y, width, height) = (
            SourceViewsAppKitSupport.number(bezel, "x"), SourceViewsAppKitSupport.number(bezel, "y"),
            SourceViewsAppKitSupport.number(bezel, "width"), SourceViewsAppKitSupport.number(bezel, "height")
        )
        #expect(x > 0 && x + width < frame.width && abs(x - (frame.width - x - width)) < 0.01, "centred across the frame")
        #expect(y >= 0 && y + height <= frame.height && abs(y - (frame.height - y - height)) < 0.01, "centred down the frame")
        #expect(SourceViewsAppKitSupport.number(bezel, "rx") > 0)
    }

    /// Secure, search and token fields (IINA's preferences hold a token field) are text fields
    /// to draw: the example's name field made each is drawn as the text field it was.
    @Test(arguments: ["secureTextField", "searchField", "tokenField"])
    func textFieldSubclassesDrawAsTextFields(element: String) throws {
        let drawn = try Self.nameField(madeA: element)
        let expected = SourceViewsAppKitSupport.shapes(of: try #require(try RenderedSVG.render(Self.preferences).group("mT6-fD-2kQ")))
        #expect(drawn.map(\.name) == expected.map(\.name))
        #expect(drawn.contains { $0.name == "text" && $0.textContent == "Display name" })
    }

    /// A combo box (Sequel Ace's and MacPass's) is a field with the tinted end of its list button
    /// and one chevron: the example's name field made one keeps its placeholder beside them.
    @Test func aComboBoxDrawsItsFieldAndListButton() throws {
        let drawn = try Self.nameField(madeA: "comboBox")
        #expect(drawn.map(\.name) == ["rect", "rect", "polyline", "text"])
        #expect(drawn.contains { $0.name == "text" && $0.textContent == "Display name" })
    }

    /// The shapes the example's name field is drawn with, made a field of the `element` kind.
    static func nameField(madeA element: String) throws -> [SVGElement] {
        let original = try String(contentsOfFile: Self.preferences, encoding: .utf8)
        let field =
            #"<textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="mT6-fD-2kQ">"#
        let cell =
            #"<textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" placeholderString="Display name""#
        try #require(original.components(separatedBy: field).count == 2 && original.components(separatedBy: cell).count == 2)
        var edited = original.replacingOccurrences(of: field, with: field.replacingOccurrences(of: "<textField ", with: "<\(element) "))
        edited = edited.replacingOccurrences(of: cell, with: cell.replacingOccurrences(of: "<textFieldCell ", with: "<\(element)Cell "))
        let start = try #require(edited.range(of: "<\(element) "))
        let closing = try #require(
            edited.range(of: "</textFieldCell>\n                    </textField>", range: start.upperBound..<edited.endIndex))
        edited.replaceSubrange(closing, with: "</\(element)Cell>\n                    </\(element)>")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appkit-fields-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("PreferencesWindow.xib").path
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        return SourceViewsAppKitSupport.shapes(of: try #require(try RenderedSVG.render(path).group("mT6-fD-2kQ")))
    }

    /// The example's Save button made a checkbox or a radio button, on and off: the corpus has
    /// none outside table columns and matrices.
    @Test(arguments: [("check", true), ("check", false), ("radio", true), ("radio", false)])
    func checkboxesAndRadioButtonsDrawTheirMarkAndState(type: String, isOn: Bool) throws {
        let original = try String(contentsOfFile: Self.preferences, encoding: .utf8)
        let push = #"<buttonCell key="cell" type="push" title="Save""#
        try #require(original.components(separatedBy: push).count == 2)
        let edited = original.replacingOccurrences(
            of: push, with: #"<buttonCell key="cell" type="\#(type)" title="Save""# + (isOn ? #" state="on""# : ""))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appkit-buttons-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("PreferencesWindow.xib").path
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let svg = try RenderedSVG.render(path, resources: ProjectResources.scan(root: folder.path))
        let shapes = SourceViewsAppKitSupport.shapes(of: try #require(svg.group("sB9-tN-5gM")))
        let title = try #require(shapes.first { $0.name == "text" })
        #expect(title.textContent == "Save")
        if type == "check" {
            let box = try #require(shapes.first { $0.name == "rect" })
            #expect(SourceViewsAppKitSupport.number(box, "width") == SourceViewsAppKitSupport.number(box, "height"))
            #expect(
                SourceViewsAppKitSupport.number(title, "x") > SourceViewsAppKitSupport.number(box, "x")
                    + SourceViewsAppKitSupport.number(box, "width"), "the title beside the box")
            #expect(shapes.contains { $0.name == "polyline" } == isOn, "a check mark when on")
        } else {
            let circles = shapes.filter { $0.name == "circle" }
            #expect(circles.count == (isOn ? 2 : 1), "a dot in the circle when on")
            let ring = try #require(circles.first)
            #expect(
                SourceViewsAppKitSupport.number(title, "x") > SourceViewsAppKitSupport.number(ring, "cx")
                    + SourceViewsAppKitSupport.number(ring, "r"), "the title beside the circle")
        }
        #expect(!shapes.contains { $0.attribute("class") == "bezel" })
    }
}
