import AppKitNib
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// The model over every AppKit nib Xcode wrote in the corpus: NIBArchives and keyed archives, each
/// member of a folder nib on its own.
@Suite struct AppKitNibCorpusTests {
    /// Every file under `folder` that holds a compiled AppKit nib, sorted by path.
    static func appKitNibFiles(under folder: String) throws -> [(path: String, graph: NibGraph)] {
        let root = try TestPaths.corpus(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [(path: String, graph: NibGraph)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "nib", (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = try? Data(contentsOf: url), let file = try? CompiledNibReader.decode(data, path: url.path),
                AppKitNib.isAppKitNib(file.graph)
            else { continue }
            found.append((url.path, file.graph))
        }
        return found.sorted { $0.path < $1.path }
    }

    @Test func everyMacOSPairNibDecodesStrictlyAndEncodesToAnEqualGraph() throws {
        let files = try Self.appKitNibFiles(under: "pairs-macos")
        // 222 pairs; folder nibs hold two or three archives each.
        #expect(files.count >= 222)
        var formats: Set<String> = []
        for (path, graph) in files {
            let nib = try AppKitNib(graph)
            #expect(NibGraphComparison.differences(nib.graph(), graph).isEmpty, "\(path)")
            #expect(nib.objectData != nil, "\(path)")
            formats.insert(graph.objects.contains { $0.className == "NSString" } ? "NIBArchive" : "keyed")
        }
        #expect(formats == ["NIBArchive", "keyed"])
    }

    /// Each keyed nib's classes, their superclasses stripped, get them back from the model's
    /// table: the same `$classes` Xcode wrote.
    @Test func everyKeyedNibGetsItsClassesSuperclassesFromTheTable() throws {
        var keyedFiles = 0
        for (path, graph) in try Self.appKitNibFiles(under: "pairs-macos")
        where !graph.objects.contains(where: { $0.className == "NSString" }) {
            var nib = try AppKitNib(graph)
            for index in nib.objects.indices {
                nib.objects[index].fallbackClassNames = []
            }
            let keyed = try nib.keyedArchiveGraph()
            #expect(NibGraphComparison.differences(keyed, graph).isEmpty, "\(path)")
            keyedFiles += 1
        }
        #expect(keyedFiles >= 100)
    }

    /// A cell without a control (a box's title cell) names none in a NIBArchive and the string
    /// "$null" in a keyed archive, as Xcode 26 writes Aerial's `WelcomeViewController` for macOS
    /// 10.12: its box title cell's `NSControlView` in both files of the folder.
    @Test func aCellWithoutControlNamesTheNullStringInAKeyedArchive() throws {
        let folder = try TestPaths.corpus("pairs-macos/Aerial-29101a6-WelcomeViewController.xib-2600/xcode")
        let nibFolder = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let keyedPath = folder.appendingPathComponent(nibFolder).appendingPathComponent("keyedobjects.nib").path
        let archivedPath = folder.appendingPathComponent(nibFolder).appendingPathComponent("keyedobjects-101300.nib").path
        let archived = try AppKitNib(try CompiledNibReader.read(path: archivedPath).graph)
        let titleCells = archived.objects.indices.filter {
            if case .values(let entries) = archived.objects[$0].content { return entries.value(forKey: AppKitNibKey.controlView) == .null }
            return false
        }
        #expect(titleCells.count == 1)
        let keyed = try archived.keyedArchiveGraph()
        let cell = keyed.objects[titleCells[0]]
        #expect(keyed.string(cell.entries.value(forKey: AppKitNibKey.controlView) ?? .null) == "$null")
        // Xcode's keyed archive of the same folder: the box title cell ("Box") names "$null".
        let xcodeKeyed = try CompiledNibReader.read(path: keyedPath).graph
        let xcodeCell = try #require(
            xcodeKeyed.objects.first {
                $0.className == "NSTextFieldCell" && xcodeKeyed.string($0.entries.value(forKey: "NSContents") ?? .null) == "Box"
            })
        #expect(xcodeKeyed.string(xcodeCell.entries.value(forKey: AppKitNibKey.controlView) ?? .null) == "$null")
    }

    /// A table without delegate or data source names none in a NIBArchive and "$null" in a keyed
    /// archive, as Xcode 14.0.1 writes Sparkle's `SUUpdatePermissionPrompt` for macOS 10.9.
    @Test func aTableWithoutDelegateNamesTheNullStringInAKeyedArchive() throws {
        let folder = try TestPaths.corpus("pairs-macos/Sparkle-7918c1c-SUUpdatePermissionPrompt.xib/xcode/SUUpdatePermissionPrompt.nib")
        let archived = try AppKitNib(try CompiledNibReader.read(path: folder.appendingPathComponent("keyedobjects-101300.nib").path).graph)
        let keyed = try archived.keyedArchiveGraph()
        let xcodeKeyed = try CompiledNibReader.read(path: folder.appendingPathComponent("keyedobjects.nib").path).graph
        for graph in [keyed, xcodeKeyed] {
            let table = try #require(graph.objects.first { $0.className == AppKitNibClass.tableView })
            #expect(graph.string(table.entries.value(forKey: AppKitNibKey.delegate) ?? .null) == "$null")
            #expect(graph.string(table.entries.value(forKey: AppKitNibKey.dataSource) ?? .null) == "$null")
        }
    }

    @Test func aClassWithoutKnownSuperclassesCannotBeWrittenKeyed() throws {
        var nib = try AppKitNib(try Self.appKitNibFiles(under: "pairs-macos")[0].graph)
        nib.objects.append(AppKitNib.Object(className: "MyUnknownView", content: .values([])))
        let error = try #require(throws: AppKitNibError.self) { try nib.keyedArchiveGraph() }
        #expect(error.className == "MyUnknownView")
        #expect(error.message == "is of a class whose superclasses are not known")
    }

    @Test func everyOtherAppKitNibOfTheCorpusDecodes() throws {
        for (path, graph) in try Self.appKitNibFiles(under: "nib") {
            let nib = try AppKitNib(graph)
            #expect(NibGraphComparison.differences(nib.graph(), graph).isEmpty, "\(path)")
        }
    }

    /// viraptor/ibtool's `test1`: an `NSPanel` with one label, owned by `AboutWindowController`.
    @Test func aPanelNibNamesItsOwnerAndObjects() throws {
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-test1.xib/xcode/test1.nib")
        let nib = try AppKitNib(CompiledNibReader.read(path: url.path).graph)
        let data = try #require(nib.objectData)
        guard case .customObject(let owner) = nib.objects[data.root].content else {
            Issue.record("NSRoot is not a custom object")
            return
        }
        #expect(owner.className.string == "AboutWindowController")
        #expect(
            data.objectsKeys.members.map { nib.objects[$0].className } == [
                "NSCustomObject", "NSWindowTemplate", "NSView", "NSTextField", "NSTextFieldCell",
            ])
        #expect(data.oidsValues.values == [1, 2, 3, 4, 5, 6])
        #expect(nib.connections.isEmpty)
    }
}
