import Foundation
import TestSupport
import Testing

@testable import IBSource

@Suite struct IBXMLScannerConformanceTests {
    /// The scanner reads real documents into the document libxml2 gives, element for element, with
    /// the same lines and text, and the fixtures' malformed ones into the same errors; it leaves
    /// almost no real document to libxml2.
    @Test func readsWhatLibxml2ReadsFromRealDocuments() throws {
        var real = 0
        for folder in [try TestPaths.corpus(), TestPaths.examples, TestPaths.fixtures] {
            for url in TestPaths.interfaceBuilderDocuments(under: folder)
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let data = try Data(contentsOf: url)
                let expected = Result { () throws(IBReadError) in
                    try IBDocumentReader.read(data: data, path: url.path, keepingElements: true, limit: nil, reader: .libxml2)
                }
                let read = Result { () throws(IBReadError) in
                    try IBDocumentReader.read(data: data, path: url.path, keepingElements: true, limit: nil)
                }
                #expect(read == expected, "\(url.path)")
                guard folder != TestPaths.fixtures else { continue }
                real += 1
                if IBXMLScanner.scan(data, into: EventCounter()) != .finished {
                    Issue.record("left to libxml2: \(url.path)")
                }
            }
        }
        #expect(real >= 490)
    }
}

/// Counts events and keeps none.
final class EventCounter: IBXMLEventHandler {
    var elements = 0

    func startElement(_ name: String, attributes: IBAttributes, line: Int) -> Bool {
        elements += 1
        return true
    }

    func characters(_ text: String, line: Int) -> Bool {
        true
    }

    func endElement() {}
}
