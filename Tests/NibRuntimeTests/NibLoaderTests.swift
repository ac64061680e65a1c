import DocumentSummary
import Foundation
import NibArchive
import NibRuntime
import NibRuntimeTestSupport
import TestSupport
import Testing
import UIKitNib

/// The ways the example app loads its views (`Examples/README.md`), on the bundle our packager
/// builds from `Examples/`.
@Suite struct NibLoaderTests {
    let loader = NibLoader(registry: .exampleApp())

    /// The generic objects made for an archived class, in nib order.
    private func generic(_ loaded: LoadedNib, archivedClass: String) -> [NibObject] {
        loaded.objects.compactMap { $0.instance as? NibObject }.filter { $0.archivedClassName == archivedClass }
    }

    @Test func blueViewIsTopLevelObjectZeroWithoutAnOwner() throws {
        let loaded = try loader.load(contentsOf: try PackagedExamples.nib("BlueView"))
        let view = try #require(loaded.topLevelObjects.first as? BlueView)
        #expect(loaded.topLevelObjects.count == 1)
        #expect(loaded.object(at: loaded.topLevelIndices[0])?.archived.archivedClassName == "UIView")
        let owner = try #require(loaded.objects.first { $0.role == .filesOwner })
        #expect(owner.instance == nil)
        #expect(view.awakeCount == 1)
        // Its label is no registered type: a generic object of the archived class.
        #expect(generic(loaded, archivedClass: "UILabel").count == 1)
    }

    @Test func greenViewSetsTheOwnersOutletAndSendsTheButtonsActionToTheOwner() throws {
        let owner = GreenViewController()
        let loaded = try loader.load(contentsOf: try PackagedExamples.nib("GreenView"), owner: owner)
        let view = try #require(loaded.topLevelObjects.first as? NibObject)
        #expect(view.className == "UIView")
        #expect(owner.outlets["greenView"] === view)
        let button = try #require(generic(loaded, archivedClass: "UIButton").first)
        #expect(button.actions.count == 1)
        #expect(button.actions.first?.selector == "tapped:")
        #expect(button.actions.first?.target === owner)
        #expect(button.actions.first?.events.description == "touchUpInside")
        #expect(loaded.connections.map(\.kind) == [.outlet, .action])
        #expect(owner.awakeCount == 0, "a placeholder is never woken")
    }

    @Test func redViewBindsTheOwnersOutlets() throws {
        let owner = RedViewOwner()
        let loaded = try loader.load(contentsOf: try PackagedExamples.nib("RedView"), owner: owner)
        let view = try #require(owner.outlets["redView"] as? RedView)
        #expect(loaded.topLevelObjects.first === view)
        let label = try #require(owner.outlets["titleLabel"] as? NibObject)
        #expect(label.archivedClassName == "UILabel")
        #expect(Set(loaded.connections.map(\.name)) == ["redView", "titleLabel"])
    }

    @Test func yellowViewsOneTopLevelObjectIsAYellowView() throws {
        let loaded = try loader.load(contentsOf: try PackagedExamples.nib("YellowView"))
        #expect(loaded.topLevelObjects.count == 1)
        let view = try #require(loaded.topLevelObjects.first as? YellowView)
        let imageView = try #require(view.outlets["iconImageView"] as? NibObject)
        #expect(imageView.archivedClassName == "UIImageView")
    }

    @Test func toolBarGivesNormalAtIndexZeroAndEditAtIndexOne() throws {
        let loaded = try loader.load(contentsOf: try PackagedExamples.nib("ToolBar"))
        #expect(loaded.topLevelObjects.count == 2)
        let normal = try #require(loaded.topLevelObjects[0] as? NormalToolBar)
        let edit = try #require(loaded.topLevelObjects[1] as? EditToolBar)
        // The buttons' actions go to the toolbar each sits in.
        let targets = generic(loaded, archivedClass: "UIButton").flatMap(\.actions).map { ($0.selector, $0.target) }
        #expect(targets.count == 4)
        for (selector, target) in targets {
            #expect(target === (["editTapped:", "favoriteTapped:"].contains(selector) ? normal as AnyObject : edit), "\(selector)")
        }
    }

    @Test func segmentViewFailsWithoutTheViewControllerManagerNamingIt() throws {
        let url = try PackagedExamples.nib("SegmentView")
        let error = try #require(throws: NibLoadError.self) {
            try loader.load(contentsOf: url, owner: SegmentViewController())
        }
        #expect(error.reason == .missingExternalObject(identifier: "ViewControllerManager"))
        #expect(error.path == url.path)
        #expect(error.diagnostic.message.contains("'ViewControllerManager'"))
    }

    @Test func segmentViewConnectsTheManagersActionAndOutlets() throws {
        let owner = SegmentViewController()
        let manager = ViewControllerManager()
        let loaded = try loader.load(
            contentsOf: try PackagedExamples.nib("SegmentView"), owner: owner,
            externalObjects: ["ViewControllerManager": manager])
        #expect(owner.outlets["manager"] === manager)
        let delegate = try #require(manager.outlets["segmentDelegate"] as? SegmentDelegate)
        #expect(loaded.topLevelObjects.contains { $0 === delegate })
        #expect(loaded.topLevelObjects.contains { $0 is SegmentView })
        let control = try #require(generic(loaded, archivedClass: "UISegmentedControl").first)
        let switchController = try #require(control.actions.first { $0.selector == "switchController:" })
        #expect(switchController.target === manager)
        #expect(switchController.events.description == "valueChanged")
        #expect(control.actions.map(\.selector) == ["segmentChanged:", "selectionChanged:", "switchController:"])
        #expect(control.actions[0].target === owner)
        #expect(control.actions[1].target is SegmentView)
        let external = try #require(loaded.objects.first { $0.instance === manager })
        #expect(external.role == .externalObject(identifier: "ViewControllerManager"))
        #expect(manager.awakeCount == 0 && owner.awakeCount == 0)
    }

    @Test func awakeFromNibRunsOnceAfterEveryConnectionNeverForPlaceholders() throws {
        let log = EventLog()
        var registry = NibClassRegistry.exampleApp(log: log)
        // The plain segmented control by its archived class, so its actions are logged too.
        registry.register("UISegmentedControl") { _ in ExampleControl(log: log) }
        let owner = SegmentViewController(log: log)
        let manager = ViewControllerManager(log: log)
        let loaded = try NibLoader(registry: registry).load(
            contentsOf: try PackagedExamples.nib("SegmentView"), owner: owner,
            externalObjects: ["ViewControllerManager": manager])
        let events = log.events
        let firstAwake = try #require(events.firstIndex { $0.hasPrefix("awake ") })
        #expect(events[..<firstAwake].count == loaded.connections.count)
        #expect(events[firstAwake...].allSatisfy { $0.hasPrefix("awake ") }, "\(events)")
        // Outlets, then actions, each in nib order.
        #expect(
            Array(events[..<firstAwake]) == [
                "outlet SegmentViewController.manager", "outlet ViewControllerManager.segmentDelegate",
                "action segmentChanged:", "action selectionChanged:", "action switchController:",
            ])
        // Every made object once, in nib order; the placeholders never.
        let made = loaded.objects.filter { $0.role == .created }
        let awoken = events[firstAwake...].map { String($0.dropFirst("awake ".count)) }
        #expect(awoken == made.compactMap { ($0.instance as? ExampleObject)?.name })
        // The two top-level trees level by level: both roots, then the view's control.
        #expect(awoken == ["SegmentView", "SegmentDelegate", "ExampleControl"])
        // The generic rest (constraints, layout guides) wake once too, and record no event.
        #expect(made.allSatisfy { (($0.instance as? ExampleObject)?.awakeCount ?? ($0.instance as? NibObject)?.awakeCount) == 1 })
        #expect(!awoken.contains("SegmentViewController") && !awoken.contains("ViewControllerManager"))
        #expect(loaded.objects.count == made.count + 3, "File's Owner, First Responder, the manager")
    }

    @Test func everyMadeGenericObjectAwakesOnce() throws {
        let loaded = try NibLoader().load(
            contentsOf: try PackagedExamples.nib("GreenView"), owner: NibObject(className: "GreenViewController"))
        let made = loaded.objects.filter { $0.role == .created }
        #expect(!made.isEmpty)
        #expect(made.allSatisfy { ($0.instance as? NibObject)?.awakeCount == 1 })
        let owner = try #require(loaded.objects.first { $0.role == .filesOwner }?.instance as? NibObject)
        #expect(owner.awakeCount == 0)
    }

    @Test func anOwnerThatCannotReceiveOutletsIsAnErrorNamingClassAndOutlet() throws {
        final class PlainOwner {}
        let error = try #require(throws: NibLoadError.self) {
            try loader.load(contentsOf: try PackagedExamples.nib("GreenView"), owner: PlainOwner())
        }
        guard case .notConnectable(let className, let name) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(className.hasSuffix("PlainOwner"))
        #expect(name == "greenView")
    }

    @Test func anOutletTheClassLacksIsAnErrorNamingClassAndKey() throws {
        var registry = NibClassRegistry()
        // A YellowView without its outlet.
        registry.register("ExampleApp.YellowView") { _ in BlueView() }
        let error = try #require(throws: NibLoadError.self) {
            try NibLoader(registry: registry).load(contentsOf: try PackagedExamples.nib("YellowView"))
        }
        #expect(error.reason == .unknownConnection(className: String(reflecting: BlueView.self), name: "iconImageView"))
    }

    @Test func aFolderNibLoadsTheVariantUIKitPicks() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = folder.appendingPathComponent("BlueView.nib")
        try FileManager.default.createDirectory(at: nib, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try PackagedExamples.nib("BlueView"), to: nib.appendingPathComponent("runtime.nib"))
        try Data("not a nib".utf8).write(to: nib.appendingPathComponent("notes.txt"))
        let loaded = try loader.load(contentsOf: nib)
        #expect(loaded.topLevelObjects.first is BlueView)
        #expect(loaded.path == nib.path + "/runtime.nib")
    }

    @Test func truncatedAndGarbageBytesGiveTypedErrorsNamingTheFile() throws {
        let bytes = try Data(contentsOf: try PackagedExamples.nib("SegmentView"))
        let path = "/somewhere/SegmentView.nib"
        // Every prefix of the header and tables, and a sample beyond.
        let lengths = Array(0..<200) + Array(stride(from: 200, to: bytes.count, by: 7))
        for length in lengths {
            let error = try #require(throws: NibLoadError.self, "\(length) bytes") {
                try loader.load(data: bytes.prefix(length), path: path)
            }
            #expect(error.path == path)
        }
        var random = SeededGenerator(seed: 6)
        for _ in 0..<200 {
            var garbage = bytes
            for _ in 0..<8 {
                let offset = Int.random(in: 10..<garbage.count, using: &random)
                garbage[offset] = UInt8.random(in: 0...255, using: &random)
            }
            // Corrupted tables may still decode: whatever happens, no trap, and errors name the file.
            do {
                _ = try loader.load(data: garbage, path: path, externalObjects: ["ViewControllerManager": NibObject(className: "M")])
            } catch {
                #expect(error.path == path)
            }
        }
        let error = try #require(throws: NibLoadError.self) {
            try loader.load(data: Data("hello, world".utf8), path: path)
        }
        guard case .undecodable = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test func aMissingFileIsATypedErrorNamingIt() throws {
        let url = URL(fileURLWithPath: "/nonexistent/Nothing.nib")
        let error = try #require(throws: NibLoadError.self) { try loader.load(contentsOf: url) }
        #expect(error.path == url.path)
    }

    @Test func aGraphWithoutTheUIKitKeysIsAnErrorNotATrap() throws {
        let graph = NibGraph(objects: [NibGraph.Object(className: "NSObject", entries: [.init(key: "Other", value: .integer(1))])])
        let error = try #require(throws: NibLoadError.self) { try loader.instantiate(graph, path: "x.nib") }
        #expect(error.reason == .notAUIKitNib("#0 NSObject has an unexpected Other"))
        let bare = NibGraph(objects: [NibGraph.Object(className: "NSObject")])
        let noLists = try #require(throws: NibLoadError.self) { try loader.instantiate(bare, path: "x.nib") }
        #expect(noLists.reason == .notAUIKitNib("the root object has no UINibObjectsKey list"))
        let empty = try #require(throws: NibLoadError.self) { try loader.instantiate(NibGraph(objects: []), path: "y.nib") }
        #expect(empty.path == "y.nib")
    }

    // MARK: Hand-written graphs, for what the example nibs do not show

    @Test func firstResponderResolvesToNothing() throws {
        let graph = syntheticNib(
            [
                proxy("IBFilesOwner"), proxy("IBFirstResponder"), NibGraph.Object(className: "UIButton"),
                connection("UIRuntimeEventConnection", "copy:", source: 3, destination: .object(2), mask: 1 << 6),
                // An outlet of First Responder is a message to nil: nothing is made.
                connection("UIRuntimeOutletConnection", "button", source: 2, destination: .object(3)),
            ],
            documentObjects: [1, 2, 3], topLevel: [1, 2, 3], connections: [4, 5])
        let loaded = try NibLoader().instantiate(graph, path: "Responder.nib", owner: NibObject(className: "Owner"))
        let button = try #require(loaded.topLevelObjects.first as? NibObject)
        #expect(loaded.topLevelObjects.count == 1)
        #expect(button.actions.count == 1)
        #expect(button.actions.first?.target == nil)
        #expect(
            loaded.connections == [
                LoadedNib.Connection(
                    kind: .action, name: "copy:", source: 3, destinations: [2], events: ControlEvents(rawValue: 1 << 6), connectionIndex: 4)
            ])
        #expect(loaded.object(at: 2)?.role == .firstResponder)
        #expect(loaded.object(at: 2)?.instance == nil)
    }

    @Test func outletsThenCollectionsThenActionsWhateverTheArchiveOrder() throws {
        let graph = syntheticNib(
            [
                proxy("IBFilesOwner"), NibGraph.Object(className: "UILabel"), NibGraph.Object(className: "UISwitch"),
                connection("UIRuntimeEventConnection", "toggled:", source: 3, destination: .object(1), mask: 1 << 12),
                connection("UIRuntimeOutletCollectionConnection", "cards", source: 1, destination: .array([.object(2), .object(3)])),
                connection("UIRuntimeOutletConnection", "label", source: 1, destination: .object(2)),
            ],
            documentObjects: [1, 2, 3], topLevel: [2, 3], connections: [4, 5, 6])
        let owner = NibObject(className: "Owner")
        let loaded = try NibLoader().instantiate(graph, path: "Order.nib", owner: owner)
        #expect(loaded.connections.map(\.kind) == [.outlet, .outletCollection, .action])
        #expect(loaded.connections.map(\.connectionIndex) == [6, 5, 4])
        let members = try #require(owner.outletCollections.first?.destinations)
        #expect(members.count == 2)
        #expect(members[0] === loaded.instance(at: 2) && members[1] === loaded.instance(at: 3))
        #expect(owner.outlet("label") === loaded.instance(at: 2))
    }

    @Test func aDocumentObjectListedTwiceIsMadeAndWokenOnce() throws {
        let graph = syntheticNib([NibGraph.Object(className: "UIView")], documentObjects: [1, 1], topLevel: [1])
        let loaded = try NibLoader().instantiate(graph, path: "Twice.nib")
        #expect(loaded.objects.count == 1)
        #expect((loaded.topLevelObjects.first as? NibObject)?.awakeCount == 1)
    }

    @Test func anUnknownConnectionClassIsAnError() throws {
        let graph = syntheticNib(
            [
                proxy("IBFilesOwner"), NibGraph.Object(className: "UIView"),
                connection("UIRuntimeFancyConnection", "x", source: 1, destination: .object(2)),
            ],
            documentObjects: [1, 2], topLevel: [2], connections: [3])
        let error = try #require(throws: NibLoadError.self) { try NibLoader().instantiate(graph, path: "Fancy.nib") }
        #expect(error == NibLoadError(path: "Fancy.nib", reason: .unsupportedConnection(className: "UIRuntimeFancyConnection", index: 3)))
    }

    @Test func aConnectionToAnObjectOutsideTheDocumentIsAnError() throws {
        let graph = syntheticNib(
            [
                proxy("IBFilesOwner"), NibGraph.Object(className: "UIColor"),
                connection("UIRuntimeOutletConnection", "tint", source: 1, destination: .object(2)),
            ],
            documentObjects: [1], topLevel: [], connections: [3])
        let error = try #require(throws: NibLoadError.self) {
            try NibLoader().instantiate(graph, path: "Outside.nib", owner: NibObject(className: "Owner"))
        }
        #expect(error.reason == .malformedConnection(index: 3, "its destination is not an object of the nib"))
    }

    @Test func aPlaceholderWithoutAnIdentifierIsAnError() throws {
        let graph = syntheticNib([NibGraph.Object(className: "UIProxyObject")], documentObjects: [1], topLevel: [1])
        let error = try #require(throws: NibLoadError.self) { try NibLoader().instantiate(graph, path: "Proxy.nib") }
        #expect(error.reason == .notAUIKitNib("#1 UIProxyObject has no UIProxiedObjectIdentifier"))
    }

    @Test func aTopLevelObjectOutsideTheDocumentIsAnError() throws {
        let graph = syntheticNib([NibGraph.Object(className: "UIView")], documentObjects: [], topLevel: [1])
        let error = try #require(throws: NibLoadError.self) { try NibLoader().instantiate(graph, path: "Top.nib") }
        #expect(error.reason == .notAUIKitNib("top-level object #1 is not in UINibObjectsKey"))
    }
}
