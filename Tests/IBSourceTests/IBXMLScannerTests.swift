import Foundation
import TestSupport
import Testing

@testable import IBSource

@Suite struct IBXMLScannerTests {
    private static func document(_ body: String, declaration: String = #"<?xml version="1.0" encoding="UTF-8"?>"#) -> Data {
        Data(
            """
            \(declaration)
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
            \(body)
                </objects>
            </document>

            """.utf8)
    }

    private static func read(_ data: Data, with reader: IBDocumentReader.XMLReader) -> Result<IBDocument, IBReadError> {
        Result { () throws(IBReadError) in
            try IBDocumentReader.read(data: data, path: "Test.xib", keepingElements: true, limit: nil, reader: reader)
        }
    }

    private static func scan(_ data: Data) -> IBXMLScanner.Outcome {
        IBXMLScanner.scan(data, into: EventRecorder())
    }

    /// What Interface Builder writes, read by the scanner into what libxml2 reads: references in
    /// text and values, tabs and line feeds in values (spaces, as XML normalizes them), a start tag
    /// over several lines (its line is its `>`'s), comments, a byte order mark.
    @Test(arguments: [
        #"<label id="a" text="&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#10;&#x263A;&#128512;"/>"#,
        "<label id=\"a\" text=\"one\ttwo\nthree\"/>",
        "<label id=\"a\"\n    text='single \"quoted\"'\n    />",
        "<label id=\"a\"><string key=\"text\">line&#10;and &amp; more\nlast]</string></label>",
        "<!-- a comment - with one hyphen -->\n<label id=\"a\"/><!---->",
        "<label id=\"a\" text=\"\u{263A} \u{1F600}\"   ></label   >",
    ])
    func readsWhatInterfaceBuilderWritesAsLibxml2Does(body: String) throws {
        let data = Self.document(body)
        #expect(Self.scan(data) == .finished)
        let read = Self.read(data, with: .automatic)
        #expect(read == Self.read(data, with: .libxml2))
        _ = try read.get()
    }

    @Test func aByteOrderMarkAndNoDeclarationAreRead() throws {
        for data in [Data([0xEF, 0xBB, 0xBF]) + Self.document("<view id=\"v\"/>"), Self.document("<view id=\"v\"/>", declaration: "")] {
            #expect(Self.scan(data) == .finished)
            #expect(Self.read(data, with: .automatic) == Self.read(data, with: .libxml2))
        }
    }

    /// The events and lines, as the handler sees them.
    @Test func handsOverEventsWithTheLinesOfTheirTags() {
        let recorder = EventRecorder()
        let data = Data("<a x=\"1\">\n  <b\n   y=\"&#10;\"/>t&amp;u</a>\n".utf8)
        #expect(IBXMLScanner.scan(data, into: recorder) == .finished)
        #expect(
            recorder.events == [
                "start a [x=1] 1", "text \"\\n  \" 2", "start b [y=\\n] 3", "end", "text \"t&u\" 3", "end",
            ])
    }

    @Test func stopsWhenTheHandlerSaysSo() {
        let recorder = EventRecorder(stopAfter: 2)
        #expect(IBXMLScanner.scan(Data("<a><b/><c/></a>".utf8), into: recorder) == .stopped)
        #expect(recorder.events == ["start a [] 1", "start b [] 1"])
    }

    /// What Interface Builder does not write, and every syntax error, is left to libxml2: the
    /// document read, or the error worded, is libxml2's.
    @Test(arguments: [
        "<label id=\"a\"><string key=\"text\"><![CDATA[x]]></string></label>",
        "<?custom data?><label id=\"a\"/>",
        "<label id=\"a\" text=\"&custom;\"/>",
        "<x:label xmlns:x=\"urn:x\" id=\"a\"/>",
        "<label id=\"a\" xmlns=\"urn:x\"/>",
        "<label id=\"a\" text=\"1\" text=\"2\"/>",
        "<label id=\"a\" text=\"a<b\"/>",
        "<label id=\"a\"text=\"b\"/>",
        "<label id=\"a\"></labell>",
        "<label id=\"a\">]]></label>",
        "<label id=\"a\">\u{1}</label>",
        "<label id=\"a\" text=\"&#0;\"/>",
        "<label id=\"a\" text=\"&#+10;\"/>",
        "<label id=\"a\" text=\"&#X41;\"/>",
        "<label id=\"a\" text=\"&#x110000;\"/>",
        "<!-- a -- b --><label id=\"a\"/>",
        "<label id=\"a\">line\r\nnext</label>",
    ])
    func leavesTheRestToLibxml2(body: String) {
        let data = Self.document(body)
        #expect(Self.scan(data) == .unsupported)
        #expect(Self.read(data, with: .automatic) == Self.read(data, with: .libxml2))
    }

    @Test func leavesDoctypesSecondRootsOpenElementsAndDeepTreesToLibxml2() {
        let depth = IBXMLScanner.depthLimit + 1
        let documents = [
            "<!DOCTYPE document><document/>", "<document/><document/>", "<document><a>",
            String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth),
        ]
        for document in documents {
            let data = Data(document.utf8)
            #expect(Self.scan(data) == .unsupported, "\(document.prefix(40))")
            #expect(Self.read(data, with: .automatic) == Self.read(data, with: .libxml2))
        }
    }

    /// An element made to hold tens of thousands of attributes is read, by either parser, in time
    /// linear in its size.
    @Test func anElementWithThousandsOfAttributesIsReadAsLibxml2ReadsIt() throws {
        let attributes = (0..<30_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let data = Self.document("<view id=\"v\" \(attributes)/>")
        #expect(Self.scan(data) == .finished)
        let read = try Self.read(data, with: .automatic).get()
        #expect(read == (try Self.read(data, with: .libxml2).get()))
        let view = try #require(read.root?.child("objects")?.child("view"))
        #expect(view.attributes.count == 30_001)
        #expect(view["a29999"] == "29999")
    }

    /// A value and a text made of ninety thousand references each are read in time linear in
    /// their length.
    @Test func manyReferencesAreReadAsLibxml2ReadsThem() throws {
        let references = String(repeating: "&amp;&#10;&#x41;", count: 30_000)
        let data = Self.document("<label id=\"a\" text=\"\(references)\"><string key=\"title\">\(references)</string></label>")
        #expect(Self.scan(data) == .finished)
        let read = try Self.read(data, with: .automatic).get()
        #expect(read == (try Self.read(data, with: .libxml2).get()))
        let label = try #require(read.root?.child("objects")?.child("label"))
        #expect(label["text"] == String(repeating: "&\nA", count: 30_000))
    }

    /// Real documents with bytes inserted, deleted or changed at random: the scanner and libxml2
    /// read each into the same document, or the same error.
    @Test func damagedDocumentsReadAsLibxml2ReadsThem() throws {
        let sources = ["IB/Segues.storyboard", "IB/AppKitWindow.xib"].map { TestPaths.fixtures.appendingPathComponent($0) }
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("<>/=\"'&;#x10 \n\tab-!?[]".utf8)
        var differing: [String] = []
        for source in sources {
            let original = try Data(contentsOf: source)
            for trial in 0..<150 {
                var bytes = Array(original)
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let place = Int.random(in: 0..<bytes.count, using: &generator)
                    let byte = alphabet.randomElement(using: &generator)!
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.insert(byte, at: place)
                    case 1: bytes.remove(at: place)
                    default: bytes[place] = byte
                    }
                }
                let data = Data(bytes)
                if Self.read(data, with: .automatic) != Self.read(data, with: .libxml2) {
                    differing.append("\(source.lastPathComponent) trial \(trial)")
                }
            }
        }
        #expect(differing.isEmpty)
    }
}

/// Writes down each event in a line of text; stops after `stopAfter` start tags when given.
private final class EventRecorder: IBXMLEventHandler {
    var events: [String] = []
    let stopAfter: Int?
    private var starts = 0

    init(stopAfter: Int? = nil) {
        self.stopAfter = stopAfter
    }

    func startElement(_ name: String, attributes: IBAttributes, line: Int) -> Bool {
        let listed = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        events.append("start \(name) [\(listed.replacingOccurrences(of: "\n", with: "\\n"))] \(line)")
        starts += 1
        return starts != stopAfter
    }

    func characters(_ text: String, line: Int) -> Bool {
        events.append("text \(text.debugDescription) \(line)")
        return true
    }

    func endElement() {
        events.append("end")
    }
}
