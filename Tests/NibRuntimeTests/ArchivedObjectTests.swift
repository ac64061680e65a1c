import Foundation
import NibArchive
import NibRuntime
import NibRuntimeTestSupport
import Testing

@Suite struct ArchivedObjectTests {
    /// A class swapper as Xcode writes it: names in `NSString` objects, a value referring onward.
    private let graph = NibGraph(objects: [
        NibGraph.Object(
            className: "UIClassSwapper",
            entries: [
                .init(key: "UIClassName", value: .object(1)), .init(key: "UIOriginalClassName", value: .object(2)),
                .init(key: "UIBackgroundColor", value: .object(3)), .init(key: "UISubviews", value: .object(4)),
                .init(key: "UITag", value: .integer(7)),
            ]),
        NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data("_TtC10ExampleApp8BlueView".utf8)))]),
        NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data("UIView".utf8)))]),
        NibGraph.Object(className: "UIColor", fallbackClassNames: ["NSColor"], entries: [.init(key: "UIWhite", value: .float(1))]),
        NibGraph.Object(
            className: "NSArray",
            entries: [.init(key: "NSInlinedValue", value: .bool(true)), .init(key: "UINibEncoderEmptyKey", value: .object(3))]),
    ])

    @Test func aClassSwapperNamesTheCustomAndTheArchivedClass() {
        let object = ArchivedObject(graph: graph, index: 0)
        #expect(object.className == "_TtC10ExampleApp8BlueView")
        #expect(object.swiftClassName.qualified == "ExampleApp.BlueView")
        #expect(object.archivedClassName == "UIView")
    }

    @Test func anOrdinaryObjectIsItsOwnClass() {
        let color = ArchivedObject(graph: graph, index: 3)
        #expect(color.className == "UIColor")
        #expect(color.archivedClassName == "UIColor")
        #expect(color.fallbackClassNames == ["NSColor"])
    }

    @Test func valuesReadAsTheCoderWouldGiveThem() throws {
        let object = ArchivedObject(graph: graph, index: 0)
        #expect(object.value(forKey: "UITag") == .integer(7))
        #expect(object.string(forKey: "UIOriginalClassName") == "UIView")
        #expect(object.object(forKey: "UIBackgroundColor")?.index == 3)
        #expect(object.object(forKey: "UITag") == nil)
        #expect(object.members(forKey: "UISubviews") == [.object(3)])
        #expect(object.entries.count == 5)
        #expect(object.value(forKey: "Missing") == nil)
    }
}
