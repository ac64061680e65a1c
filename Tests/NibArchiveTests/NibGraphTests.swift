import Foundation
import NibArchive
import Testing

@Suite struct NibGraphTests {
    @Test func aStringIsInlineOrAnObjectHoldingItsText() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSObject"),
            NibGraph.Object(className: "NSString", entries: [.init(key: NibGraph.bytesKey, value: .data(Data("bytes".utf8)))]),
            NibGraph.Object(className: "NSString", entries: [.init(key: "NS.string", value: .string("keyed"))]),
        ])
        #expect(graph.string(.string("inline")) == "inline")
        #expect(graph.string(.object(1)) == "bytes")
        #expect(graph.string(.object(2)) == "keyed")
        #expect(graph.string(.object(0)) == nil)
        #expect(graph.string(.object(3)) == nil)
        // Another holder of objects reads its strings the same way.
        #expect(NibGraph.string(.object(7)) { $0 == 7 ? graph.objects[1].entries : nil } == "bytes")
    }
}
