import Testing

@testable import NibRender

@Suite struct SVGElementTests {
    @Test func numbersHaveOneSpelling() {
        #expect(SVGElement.number(0) == "0")
        #expect(SVGElement.number(-0.001) == "0")
        #expect(SVGElement.number(12) == "12")
        #expect(SVGElement.number(12.5) == "12.5")
        #expect(SVGElement.number(12.05) == "12.05")
        #expect(SVGElement.number(-0.5) == "-0.5")
        #expect(SVGElement.number(-3.25) == "-3.25")
        #expect(SVGElement.number(.nan) == "0")
    }

    /// A document's frame may be 1e300: written as the limit, not trapped converting to an integer.
    @Test func numbersBeyondTheLimitAreTheLimit() {
        #expect(SVGElement.number(1e300) == "1000000000000")
        #expect(SVGElement.number(-1e300) == "-1000000000000")
        #expect(SVGElement.number(123_456_789.5) == "123456789.5")
    }

    @Test func markupEscapesTextAndAttributes() {
        var label = SVGElement("text", [.init("data-object-id", "a\"<b>")])
        label.append(text: "Tom & Jerry <3")
        var root = SVGElement("svg", [.init("width", "10")])
        root.append(label)
        let markup = root.document()
        #expect(markup.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\">"))
        #expect(markup.contains("<text data-object-id=\"a&quot;&lt;b&gt;\">Tom &amp; Jerry &lt;3</text>"))
        #expect(root.descendants.map(\.name) == ["svg", "text"])
        #expect(root.textContent == "Tom & Jerry <3")
    }
}
