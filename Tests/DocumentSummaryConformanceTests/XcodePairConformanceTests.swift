import DocumentSummary
import Foundation
import IBSource
import TestSupport
import Testing
import UIKitNib

/// Apple's ibtool compiled each viraptor xib into the nib beside it: the semantic view of the nib
/// must say what the xib says about owner, top level, custom classes and connections.
@Suite struct XcodePairConformanceTests {
    struct Pair {
        var xib: IBDocument
        var nib: IBDocument
    }

    static func pairs() throws -> [(String, Pair)] {
        let folder = try TestPaths.corpus("nib/macos/viraptor")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".xib") }.map { String($0.dropLast(4)) }.sorted()
        return try names.compactMap { name in
            let nibPath = folder.appendingPathComponent(name + ".nib").path
            guard FileManager.default.fileExists(atPath: nibPath) else { return nil }
            let xib = try IBDocumentReader.read(contentsOf: folder.appendingPathComponent(name + ".xib").path)
            return (name, Pair(xib: xib, nib: try CompiledNibReader.read(path: nibPath).document()))
        }
    }

    @Test func compiledNibsAgreeWithTheirXibs() throws {
        let pairs = try Self.pairs()
        #expect(pairs.count == 79)
        for (name, pair) in pairs {
            #expect(pair.nib.platform == .macOS, "\(name)")
            // A compiled nib cannot tell an owner set to NSObject from one left unset: compare classes.
            #expect(pair.nib.filesOwner?.resolvedClass == pair.xib.filesOwner?.resolvedClass, "owner of \(name)")
            #expect(pair.nib.topLevelObjectIDs.count == pair.xib.topLevelObjectIDs.count, "top level of \(name)")
            let xibCustom = Set(pair.xib.objects.filter { $0.placeholderRole == nil }.compactMap(\.customClass))
            let nibCustom = Set(pair.nib.objects.filter { $0.placeholderRole == nil }.compactMap(\.customClass))
            #expect(nibCustom == xibCustom, "custom classes of \(name)")
            for kind in [IBConnection.Kind.outlet, .action, .binding] {
                let xibNames = pair.xib.connections.filter { $0.kind == kind }.compactMap(\.name).sorted()
                let nibNames = pair.nib.connections.filter { $0.kind == kind }.compactMap(\.name).sorted()
                #expect(nibNames == xibNames, "\(kind) names of \(name)")
            }
        }
    }
}

/// The same UI compiled two ways must mean the same thing.
@Suite struct KeyedArchiveSemanticsTests {
    @Test func caffeineKeyedAndNIBArchiveFormsAgree() throws {
        let folder = try TestPaths.corpus("nib/macos/caffeine/English.lproj/MainMenu.nib")
        let keyed = try CompiledNibReader.read(path: folder.appendingPathComponent("keyedobjects.nib").path)
        let archived = try CompiledNibReader.read(path: folder.appendingPathComponent("keyedobjects-101300.nib").path)
        #expect(keyed.format == .keyedArchive)
        #expect(archived.format == .nibArchive)
        // The folder loads the newest variant, as AppKit does.
        #expect(try CompiledNibReader.read(path: folder.path).format == .nibArchive)
        let (a, b) = (try keyed.document(), try archived.document())
        #expect(a.platform == .macOS)
        #expect(a.filesOwner?.resolvedClass == "NSApplication")
        #expect(a.filesOwner?.resolvedClass == b.filesOwner?.resolvedClass)
        #expect(a.topLevelObjectIDs.count == b.topLevelObjectIDs.count)
        #expect(Set(a.objects.compactMap(\.customClass)) == Set(b.objects.compactMap(\.customClass)))
        for kind in [IBConnection.Kind.outlet, .action, .binding] {
            let names = { (document: IBDocument) in document.connections.filter { $0.kind == kind }.compactMap(\.name).sorted() }
            #expect(names(a) == names(b), "\(kind)")
        }
        #expect(!a.connections.isEmpty)
    }

    @Test func preIOS6KeyedNibHasOwnerDelegateAndWindow() throws {
        let nib = try CompiledNibReader.read(path: try TestPaths.corpus("nib/keyed/MainWindow.nib").path)
        let document = try nib.document()
        #expect(document.platform == .iOS)
        #expect(document.filesOwner != nil)
        let classes = document.topLevelObjectIDs.compactMap { document.object(withID: $0)?.resolvedClass }
        #expect(classes.contains("CassiusAppDelegate"))
        #expect(classes.contains("UIWindow"))
        #expect(Set(document.connections.filter { $0.kind == .outlet }.compactMap(\.name)) == ["window", "delegate", "viewController"])
    }
}
