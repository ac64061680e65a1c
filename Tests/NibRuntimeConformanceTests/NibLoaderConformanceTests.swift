import DocumentSummary
import Foundation
import NibArchive
import NibRuntime
import NibRuntimeTestSupport
import TestSupport
import Testing
import UIKitNib

/// Nibs of the corpus the loader refuses, or loads though the example app's classes are not theirs.
@Suite struct NibLoaderConformanceTests {
    let loader = NibLoader(registry: .exampleApp())

    @Test func anAppKitNibIsAnErrorNamingTheFile() throws {
        let url = try TestPaths.corpus("nib/macos/viraptor/module_override.nib")
        try #require(try CompiledNibReader.read(path: url.path).graph.root?.value(forKey: "IB.objectdata") != nil)
        let error = try #require(throws: NibLoadError.self) { try loader.load(contentsOf: url) }
        #expect(error.path == url.path)
        #expect(error.diagnostic.message.contains("AppKit"))
    }

    @Test func aPreIOS6KeyedArchiveNibLoads() throws {
        let url = try TestPaths.corpus("nib/keyed/MainWindow.nib")
        let owner = NibObject(className: "UIApplication")
        let loaded = try NibLoader().load(contentsOf: url, owner: owner)
        #expect(owner.outlet("delegate") is NibObject)
        let delegate = try #require(owner.outlet("delegate") as? NibObject)
        #expect(delegate.className == "CassiusAppDelegate")
        #expect(delegate.archivedClassName == "UICustomObject")
        #expect(delegate.outlet("window").map { ($0 as? NibObject)?.className } == "UIWindow")
        #expect(!loaded.topLevelObjects.isEmpty)
    }
}
