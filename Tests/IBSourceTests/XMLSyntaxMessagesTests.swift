import Foundation
import Testing

@testable import IBSource

@Suite struct XMLSyntaxMessagesTests {
    private func reason(_ source: String) throws -> String? {
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(data: Data(source.utf8), path: "x.xib") }
        guard case .malformedXML(_, _, _, let reason) = error else { return nil }
        return reason
    }

    /// Issue 13: "XML syntax error (code 42)" said nothing; every code libxml2 2.9 defines has words.
    @Test func everyLibxml2CodeHasWords() {
        for code in 1...111 {
            let message = XMLSyntaxMessages.message(forCode: code, in: Data(), rootClosed: false)
            #expect(!message.contains("code"), "code \(code): \(message)")
        }
        #expect(XMLSyntaxMessages.message(forCode: 999, in: Data(), rootClosed: false) == "XML syntax error (libxml2 code 999)")
    }

    @Test func commonMistakesSayWhatIsWrong() throws {
        #expect(try reason("<document a=\"1\" a=\"2\"/>") == "attribute given twice on one element")
        #expect(try reason("<document>&x</document>") == "entity reference without its closing ';'")
        #expect(try reason("<document/>\n<extra/>\n") == "content after the end of the root element")
        #expect(try reason("<document>\n<objects>\n") == "document ends before the root element is closed")
    }

    /// Issue 13: a value past libxml2's size limit was reported as a "malformed attribute".
    @Test func aValuePastTheParsersLimitNamesTheLimit() throws {
        let value = String(repeating: "y", count: XMLSyntaxMessages.textLengthLimit + 1)
        #expect(
            try reason("<document>\n<a x=\"\(value)\"/></document>\n")
                == "an attribute value longer than 10,000,000 bytes, the XML parser's limit")
        #expect(
            try reason("<document>\n<a>\(value)</a></document>\n")
                == "a text node longer than 10,000,000 bytes, the XML parser's limit")
        #expect(
            try reason("<document>\n<a " + String(repeating: "n", count: 50_001) + "=\"1\"/></document>\n")
                == "a name longer than 50,000 bytes, the XML parser's limit")
    }

    /// Issue 30: a well-formed document of small elements past the size limit was "malformed XML
    /// at column 1 (internal error)".
    @Test func aDocumentPastTheParsersLimitSaysItsSizeAndTheLimit() throws {
        let element = "<label text=\"padding padding padding padding\" id=\"l\"/>\n"
        let count = XMLSyntaxMessages.textLengthLimit / element.utf8.count + 100
        let source = "<document>\n<objects>\n" + String(repeating: element, count: count) + "</objects>\n</document>\n"
        let size = source.utf8.count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        #expect(try reason(source) == "the document is \(size) bytes, more than the XML parser reads (10,000,000 bytes)")
    }
}
