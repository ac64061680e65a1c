import Foundation
import NibArchive
import TestSupport
import Testing

/// Real keyed-archive nibs decode into the same kind of graph their NIBArchive forms give.
@Suite struct KeyedArchiveTests {
    static func graph(_ relative: String) throws -> NibGraph {
        let file = try TestPaths.corpus(relative)
        return try KeyedArchiveReader.read(try Data(contentsOf: file), path: file.path)
    }

    static func histogram(_ graph: NibGraph) -> [String: Int] {
        graph.objects.reduce(into: [:]) { $0[$1.className, default: 0] += 1 }
    }

    @Test func anOldUIKitNibDecodes() throws {
        let graph = try Self.graph("nib/keyed/MainWindow.nib")
        #expect(
            Self.histogram(graph) == [
                "NSObject": 1, "NSArray": 4, "UIProxyObject": 2, "UIClassSwapper": 2, "UIWindow": 1, "UIColor": 1,
                "UIRuntimeOutletConnection": 3,
            ])
        // The root holds `$top`'s entries, as a NIBArchive's root NSObject does.
        let root = try #require(graph.root)
        #expect(root.className == "NSObject")
        #expect(
            root.entries.map(\.key) == [
                "UINibAccessibilityConfigurationsKey", "UINibConnectionsKey", "UINibObjectsKey",
                "UINibTopLevelObjectsKey", "UINibVisibleWindowsKey",
            ])
        // One empty array serves two keys.
        #expect(root.value(forKey: "UINibVisibleWindowsKey") == root.value(forKey: "UINibAccessibilityConfigurationsKey"))

        let topLevel = graph.members(root.value(forKey: "UINibTopLevelObjectsKey")).compactMap { graph.object($0)?.object }
        #expect(topLevel.map(\.className) == ["UIProxyObject", "UIProxyObject", "UIClassSwapper", "UIClassSwapper", "UIWindow"])
        #expect(topLevel[0].value(forKey: "UIProxiedObjectIdentifier") == .string("IBFilesOwner"))
        #expect(topLevel[1].value(forKey: "UIProxiedObjectIdentifier") == .string("IBFirstResponder"))
        #expect(topLevel[2].value(forKey: "UIClassName") == .string("CassiusAppDelegate"))
        #expect(topLevel[2].value(forKey: "UIOriginalClassName") == .string("UICustomObject"))
        #expect(topLevel[3].value(forKey: "UIWantsFullScreenLayout") == .bool(true))

        let window = topLevel[4]
        #expect(window.fallbackClassNames == ["UIView", "UIResponder", "NSObject"])
        #expect(window.entries.map(\.key) == window.entries.map(\.key).sorted())
        #expect(window.value(forKey: "$class") == nil)
        #expect(window.value(forKey: "UIBounds") == .string("{{0, 0}, {320, 480}}"))
        #expect(window.value(forKey: "UIAutoresizingMask") == .integer(36))
        #expect(window.value(forKey: "UIHidden") == .bool(true))
        let color = try #require(graph.object(window.value(forKey: "UIBackgroundColor"))?.object)
        #expect(color.className == "UIColor")
        #expect(color.value(forKey: "UIRed") == .double(1))
        #expect(color.value(forKey: "UIColorComponentCount") == .integer(4))

        let connections = graph.members(root.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
        #expect(connections.map { graph.string($0.value(forKey: "UILabel")) } == ["window", "delegate", "viewController"])
        #expect(graph.object(connections[0].value(forKey: "UIDestination"))?.object.className == "UIWindow")
    }

    @Test func aMacOSKeyedNibDecodes() throws {
        let graph = try Self.graph("nib/macos/caffeine/English.lproj/MainMenu.nib/keyedobjects.nib")
        #expect(graph.objects.count == 201)
        let root = try #require(graph.root)
        #expect(
            root.entries == [
                NibGraph.Entry(key: "IB.objectdata", value: .object(1)),
                NibGraph.Entry(key: "IB.systemFontUpdateVersion", value: .integer(1)),
            ])
        let objectData = graph.objects[1]
        #expect(objectData.className == "NSIBObjectData")
        let application = try #require(graph.object(objectData.value(forKey: "NSRoot"))?.object)
        #expect(application.className == "NSCustomObject")
        #expect(application.value(forKey: "NSClassName") == .string("NSApplication"))
        let titles = Set(graph.objects.filter { $0.className == "NSMenuItem" }.compactMap { graph.string($0.value(forKey: "NSTitle")) })
        #expect(titles.isSuperset(of: ["About Caffeine", "Caffeine is active"]))
        // Numbers the archive stores as plain `$objects` entries come back inline.
        let mnemonics = graph.objects.filter { $0.className == "NSMenuItem" }.map { $0.value(forKey: "NSMnemonicLoc") }
        #expect(mnemonics.allSatisfy { $0 == .integer(2_147_483_647) })
    }

    /// The keyed and NIBArchive forms of the same UI give the same class histogram apart from
    /// strings, numbers and data, which keyed archives inline: the keyed form stores them as plain
    /// `$objects` entries (inline values in the graph) where the NIBArchive form has `NSString`,
    /// `NSNumber` and `NSData` objects. Both roots are the `NSObject` holding `IB.objectdata`.
    @Test func keyedAndNIBArchiveFormsHaveTheSameClasses() throws {
        let folder = "nib/macos/caffeine/English.lproj/MainMenu.nib/"
        let keyed = try Self.graph(folder + "keyedobjects.nib")
        let archived = NibGraph(try NibArchiveReader.read(contentsOf: try TestPaths.corpus(folder + "keyedobjects-101300.nib").path))
        let inlined: Set = ["NSString", "NSNumber", "NSData"]
        let archivedHistogram = Self.histogram(archived)
        #expect(Self.histogram(keyed) == archivedHistogram.filter { !inlined.contains($0.key) })
        // The exclusions are exactly the classes that differ, and all of them occur.
        #expect(Set(Self.histogram(keyed).keys).isDisjoint(with: inlined))
        #expect(inlined.allSatisfy { archivedHistogram[$0, default: 0] > 0 })

        #expect(archived.root?.entries.map(\.key) == keyed.root?.entries.map(\.key))
        #expect(Set(archived.objects[1].entries.map(\.key)) == Set(keyed.objects[1].entries.map(\.key)))
        func titles(_ graph: NibGraph) -> [String] {
            graph.objects.filter { $0.className == "NSMenuItem" }.compactMap { graph.string($0.value(forKey: "NSTitle")) }.sorted()
        }
        #expect(titles(keyed) == titles(archived))
        #expect(titles(keyed).count == 28)
    }

    @Test func storyboardInfoPlistsParse() throws {
        let root = try TestPaths.corpus("nib/ios/metamap")
        var files: [URL] = []
        for framework in try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) {
            let contents = (try? FileManager.default.contentsOfDirectory(at: framework, includingPropertiesForKeys: nil)) ?? []
            files += contents.filter { $0.pathExtension == "storyboardc" }.map { $0.appendingPathComponent("Info.plist") }
        }
        #expect(files.count == 52)
        for file in files {
            let data = try Data(contentsOf: file)
            #expect(BinaryPropertyListReader.hasMagic(data))
            let plist = try BinaryPropertyListReader.read(data, path: file.path)
            guard case .dictionary(let names) = plist["UIViewControllerIdentifiersToNibNames"] else {
                Issue.record("\(file.path) has no UIViewControllerIdentifiersToNibNames dictionary")
                continue
            }
            #expect(!names.isEmpty)
            #expect(names.values.allSatisfy { if case .string = $0 { true } else { false } })
            #expect(plist["UIStoryboardVersion"] == .integer(1))
            // An Info.plist is a plist, not a keyed archive.
            let error = #expect(throws: NibArchiveError.self) { try KeyedArchiveReader.read(data, path: file.path) }
            #expect(error?.path == file.path)
        }
    }
}
