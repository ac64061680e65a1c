import Foundation
import IBSource
import TestSupport
import Testing

/// The attributed strings of a label with one fragment and a label with two (the second's text a
/// `<mutableString key="content">`), and a button state's.
@Suite struct IBAttributedStringTests {
    static func element(_ id: String) throws -> IBElement {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/AttributedLabels.xib").path
        let root = try #require(try IBDocumentReader.read(contentsOf: path, keepingElements: true).root)
        let view = try #require(root.children(in: "objects").first { $0.name == "view" })
        return try #require(view.children(in: "subviews").first { $0.id == id })
    }

    @Test func textAndFirstAttributes() throws {
        let one = try #require(IBAttributedString(of: try Self.element("One-Fr-gmt"), key: "attributedText"))
        #expect(one.text == "Video Agreement")
        #expect(one.firstAttributes.keys.sorted() == ["NSColor", "NSFont", "NSParagraphStyle"])
        #expect(one.paragraphStyle?["alignment"] == "center")
        let two = try #require(IBAttributedString(of: try Self.element("Two-Fr-gmt"), key: "attributedText"))
        #expect(two.fragments.count == 2)
        #expect(two.text == "Read a text while recording\nyourself")
        #expect(two.firstAttributes["NSFont"]?["name"] == "Lato-Bold")
        #expect(two.paragraphStyle?["alignment"] == "natural")
    }

    @Test func aStringWithoutParagraphStyleOrUnderAnotherKey() throws {
        let button = try Self.element("Att-Bu-ttn")
        let normal = try #require(button.child("state", key: "normal"))
        let title = try #require(IBAttributedString(of: normal, key: "attributedTitle"))
        #expect(title.text == "Continue")
        #expect(title.paragraphStyle == nil)
        #expect(IBAttributedString(of: normal, key: "attributedText") == nil)
        #expect(IBAttributedString(of: button, key: "attributedTitle") == nil)
    }
}
