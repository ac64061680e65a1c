import DocumentSummary
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// Graphs shaped to hang a naive walker: a long reference chain and an object that refers to itself.
@Suite struct HostileGraphTests {
    @Test(arguments: ["nib-deep-chain.nib", "nib-self-reference.nib"])
    func semanticViewTerminates(name: String) throws {
        let path = TestPaths.fixtures.appendingPathComponent("Deep/\(name)").path
        let nib = try CompiledNibReader.read(path: path)
        // The root holds no UIKit lists: the typed model refuses it at once, naming the root.
        let error = try #require(throws: NibArchiveError.self) { try nib.document() }
        #expect(error.message.hasPrefix("#0 NSObject has an unexpected"), "\(error)")
        for index in nib.graph.objects.indices.prefix(50) {
            _ = nib.graph.string(.object(index))
            _ = nib.graph.members(.object(index))
        }
    }

    @Test func selfReferentialStringAndCollectionStayFinite() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSString", entries: [.init(key: "NS.string", value: .object(0))]),
            NibGraph.Object(
                className: "NSArray",
                entries: [.init(key: "NSInlinedValue", value: .bool(true)), .init(key: "UINibEncoderEmptyKey", value: .object(1))]),
        ])
        #expect(graph.string(.object(0)) == nil)
        #expect(graph.members(.object(1)) == [.object(1)])
        // The root is no UIKit nib's root: the typed model refuses it, naming the object.
        let error = try #require(throws: NibModelError.self) { try NibSemantics.document(from: graph, path: "loop.nib") }
        guard case .uiKit(let modelError) = error else {
            Issue.record("not the UIKit model's error: \(error)")
            return
        }
        #expect(modelError.index == 0 && modelError.className == "NSString")
    }
}

/// An AppKit nib is read through the typed model: a graph it refuses is the model's error.
@Suite struct AppKitSemanticsTests {
    @Test func anAppKitGraphTheModelRefusesIsItsError() throws {
        let list = NibGraph.Object(className: "NSArray", entries: [.init(key: "NS.objects", value: .array([]))])
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSObject", entries: [.init(key: "IB.objectdata", value: .object(1))]),
            NibGraph.Object(className: "NSIBObjectData", entries: [.init(key: "NSRoot", value: .object(2))]),
            NibGraph.Object(className: "NSCustomObject", entries: [.init(key: "NSClassName", value: .string("Owner"))]), list,
        ])
        let error = try #require(throws: NibModelError.self) { try NibSemantics.document(from: graph, path: "x.nib") }
        #expect(error.description == "#1 NSIBObjectData has no NSVisibleWindows")
        guard case .appKit = error else {
            Issue.record("not the AppKit model's error: \(error)")
            return
        }
    }
}

@Suite struct RepeatedReferenceTests {
    @Test func anObjectListedManyTimesIsDescribedOnce() throws {
        let view = NibGraph.Object(
            className: "UIView", entries: (0..<50).map { NibGraph.Entry(key: "K\($0)", value: .integer(Int64($0))) })
        let list = NibGraph.Object(
            className: "NSArray",
            entries: [.init(key: "NSInlinedValue", value: .bool(true))]
                + Array(repeating: NibGraph.Entry(key: "UINibEncoderEmptyKey", value: .object(2)), count: 10_000))
        let root = NibGraph.Object(
            className: "NSObject",
            entries: [.init(key: "UINibTopLevelObjectsKey", value: .object(1)), .init(key: "UINibObjectsKey", value: .object(1))])
        let document = try NibSemantics.document(from: NibGraph(objects: [root, list, view]), path: "repeat.nib")
        #expect(document.objects.map(\.id) == ["#2"])
        #expect(document.topLevelObjectIDs == ["#2"])
    }
}

/// A container's relationship children archived in its scene nib read as the container's
/// children, each segue template coming from the controller that lists it.
@Suite struct ContainerChildrenSemanticsTests {
    static func list(_ className: String, _ members: [Int]) -> NibGraph.Object {
        NibGraph.Object(
            className: className,
            entries: [.init(key: "NSInlinedValue", value: .bool(true))]
                + members.map { NibGraph.Entry(key: "UINibEncoderEmptyKey", value: .object($0)) })
    }

    @Test func aChildHasItsContainerAsParentAndOwnsItsSegues() throws {
        // 0 root, 1 top-level, 2 objects, 3 owner, 4 navigation controller, 5 child, 6 children,
        // 7 the child's templates, 8 template, 9 connections, 10 sceneViewController outlet.
        let objects: [NibGraph.Object] = [
            NibGraph.Object(
                className: "NSObject",
                entries: [
                    .init(key: "UINibTopLevelObjectsKey", value: .object(1)), .init(key: "UINibObjectsKey", value: .object(2)),
                    .init(key: "UINibConnectionsKey", value: .object(9)),
                ]),
            Self.list("NSArray", [3, 4]),
            Self.list("NSArray", [3, 4, 5, 8]),
            NibGraph.Object(className: "UIProxyObject", entries: [.init(key: "UIProxiedObjectIdentifier", value: .string("IBFilesOwner"))]),
            NibGraph.Object(
                className: "UINavigationController",
                entries: [.init(key: "UIChildViewControllers", value: .object(6)), .init(key: "UIViewControllers", value: .object(6))]),
            NibGraph.Object(
                className: "UIViewController",
                entries: [
                    .init(key: "UIParentViewController", value: .object(4)), .init(key: "UIStoryboardSegueTemplates", value: .object(7)),
                    .init(key: "UIStoryboardIdentifier", value: .string("Home")),
                ]),
            Self.list("NSMutableArray", [5]),
            Self.list("NSArray", [8]),
            NibGraph.Object(
                className: "UIStoryboardShowSegueTemplate",
                entries: [
                    .init(key: "UIIdentifier", value: .string("ShowDetail")),
                    .init(key: "UIDestinationViewControllerIdentifier", value: .string("Detail")),
                    .init(key: "UIActionName", value: .string("showViewController:sender:")),
                ]),
            Self.list("NSArray", [10]),
            NibGraph.Object(
                className: "UIRuntimeOutletConnection",
                entries: [
                    .init(key: "UILabel", value: .string("sceneViewController")), .init(key: "UISource", value: .object(3)),
                    .init(key: "UIDestination", value: .object(4)),
                ]),
        ]
        let document = try NibSemantics.document(
            from: NibGraph(objects: objects), path: "RootNavigation.nib", kind: .storyboardc, idPrefix: "RootNavigation",
            isSceneNib: true)
        let child = try #require(document.objects.first { $0.storyboardIdentifier == "Home" })
        #expect(child.parentID == "RootNavigation#4")
        #expect(document.objects.first { $0.id == "RootNavigation#4" }?.sceneMemberID == "viewController")
        let segue = try #require(document.connections.first { $0.kind == .segue })
        #expect(segue.sourceID == child.id)
        #expect(segue.destinationID == "Detail")
    }
}
