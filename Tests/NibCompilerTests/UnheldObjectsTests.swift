import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// The walk both builders make over a nib they wrote to find the objects nothing holds.
@Suite struct UnheldObjectsTests {
    /// A root holding a list of every object and a view holding its subview: the subview is
    /// reached through the view, a third object only through the list, which the walk skips.
    static let graph = NibGraph(objects: [
        NibGraph.Object(
            className: "NSObject",
            entries: [NibGraph.Entry(key: "Objects", value: .object(1)), NibGraph.Entry(key: "Root", value: .object(2))]),
        NibGraph.Object(
            className: "NSArray",
            entries: [
                NibGraph.Entry(key: NibGraph.memberKey, value: .object(2)), NibGraph.Entry(key: NibGraph.memberKey, value: .object(3)),
                NibGraph.Entry(key: NibGraph.memberKey, value: .object(4)),
            ]),
        NibGraph.Object(className: "NSView", entries: [NibGraph.Entry(key: "Subview", value: .object(3))]),
        NibGraph.Object(className: "NSView", entries: [NibGraph.Entry(key: "Superview", value: .object(2))]),
        NibGraph.Object(className: "NSView", entries: [NibGraph.Entry(key: "Superview", value: .object(2))]),
    ])

    @Test func whatOnlyASkippedListHoldsIsNotReached() {
        let reached = UnheldObjects.reached(in: Self.graph, from: [0]) { index, key in index == 0 && key == "Objects" }
        #expect(reached == [true, false, true, true, false])
        let everything = UnheldObjects.reached(in: Self.graph, from: [0]) { _, _ in false }
        #expect(everything == [true, true, true, true, true])
    }

    /// A walk may start from several objects (AppKit's top-level objects); starts out of the
    /// graph are ignored.
    @Test func everyStartIsReached() {
        let reached = UnheldObjects.reached(in: Self.graph, from: [4, 9, -1]) { _, _ in false }
        #expect(reached == [false, false, true, true, true])
    }

    @Test func theApproximationNamesTheElementByItsKeyAndItsOwner() {
        let view = IBElement(name: "scrollView", attributes: ["key": "documentView"])
        #expect(
            UnheldObjects.approximation(of: view, in: IBElement(name: "clipView"))
                == "documentView of a clipView is left out: no writer attaches it, and no pair shows what Xcode writes for it")
        #expect(
            UnheldObjects.approximation(of: IBElement(name: "button"), in: nil)
                == "button is left out: no writer attaches it, and no pair shows what Xcode writes for it")
    }
}
