import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Accessibility descriptions as attribute connectors; what no pair shows left out or
/// approximated.
@Suite struct AppKitAccessibilityBuilderTests {
    /// A button cell's own accessibility description (Sequel Ace's export options), which no
    /// pair shows, is refused; under `--allow-approximation` its connector names the cell.
    @Test func aCellsAccessibilityIsAnApproximation() throws {
        let xib = AppKitNibBuilderTests.pushButtonXIB(
            replacing: "</buttonCell>", with: #"<accessibility description="Include headers"/></buttonCell>"#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "accessibility of a cell, which no pair shows, is connected to the cell as a view's is to its view"
            ])
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSButtonCell")
    }

    /// A menu's accessibility identifier (iTerm2's Profiles menu), which no pair shows, is
    /// refused; under `--allow-approximation` an accessibility connector to the menu.
    @Test func aMenusAccessibilityIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: #"<menu id="9"><items><menuItem title="One" id="10"/></items><accessibility identifier=".Profiles"/></menu>"#)
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message).contains(
                "accessibility of a menu, which no pair shows, is connected to the menu as a view's is to its view"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSMenu")
    }

    /// A menu item's accessibility help (Background Music's menu), as a menu's.
    @Test func aMenuItemsAccessibilityIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects:
                #"<menu id="9"><items><menuItem title="Auto-pause" id="10"><accessibility help="Pauses music"/></menuItem></items></menu>"#)
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message).contains(
                "accessibility of a menuItem, which no pair shows, is connected to the menuItem as a view's is to its view"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSMenuItem")
        #expect(graph.string(connector.value(forKey: "AXAttributeValueArchiveKey")) == "Pauses music")
    }

    /// An accessibility relationship (HandBrake's labels titling their pop-ups), which no pair
    /// shows, is refused naming it, and left out under `--allow-approximation`: the nib is the
    /// one of the document without it. One to an object the document lacks is an error.
    @Test func anAccessibilityConnectionIsLeftOutAsAnApproximation() throws {
        func xib(_ connection: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: CompilerTestSupport.pushButton(id: "20", y: 20, actions: connection)
                        + CompilerTestSupport.pushButton(id: "30", y: 60, actions: "")))
        }
        let titled = xib(#"<accessibilityConnection property="title" destination="30" id="a1"/>"#)
        #expect(
            try CompilerTestSupport.refusal(titled).diagnostics.map(\.message) == [
                "the accessibility title relationship to 30, which no pair shows, is left out, so VoiceOver does not know it"
            ])
        let options = CompileOptions(allowsApproximation: true)
        let output = try NibCompiler.compile(data: titled, path: "Panel.xib", options: options)
        let without = try NibCompiler.compile(data: xib(""), path: "Panel.xib", options: options)
        #expect(output.files.map(\.contents) == without.files.map(\.contents))
        let dangling = xib(#"<accessibilityConnection property="title" destination="99" id="a1"/>"#)
        #expect(
            try CompilerTestSupport.refusal(dangling, options: options).diagnostics.map(\.message) == [
                "accessibility connection title points at 99, which no object of the document has"
            ])
    }

    /// An accessibility description is an attribute connector with an id after every other
    /// (viraptor's `test-accessibility`); anything else about accessibility is refused.
    @Test func anAccessibilityDescriptionIsAnAttributeConnector() throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(
            of: "</button>", with: #"<accessibility description="Confirm"/></button>"#)
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let connectors = graph.members(data.value(forKey: "NSAccessibilityConnectors")).compactMap { graph.object($0)?.object }
        #expect(connectors.map { graph.string($0.value(forKey: "AXAttributeValueArchiveKey")) } == ["Confirm"])
        #expect(connectors.map { graph.object($0.value(forKey: "AXAttributeTypeArchiveKey"))?.object.className } == ["NSMutableString"])
        let ids = graph.members(data.value(forKey: "NSOidsValues")).count
        let accessibilityIDs = graph.members(data.value(forKey: "NSAccessibilityOidsValues")).compactMap {
            graph.object($0)?.object.value(forKey: "NS.intval")
        }
        #expect(accessibilityIDs == [.integer(Int64(ids) + 1)])

        // Help, which no pair shows, is an approximation: a connector of AXHelp after the description's.
        let help = button.replacingOccurrences(of: #"description="Confirm""#, with: #"description="Confirm" help="More""#)
        let helpXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: help))
        #expect(
            try CompilerTestSupport.refusal(helpXIB).diagnostics.map(\.message) == [
                "accessibility help, which no pair shows, is archived as a description is, as AXHelp"
            ])
        let helped = try NibCompiler.compile(data: helpXIB, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let helpGraph = try CompiledNibReader.decode(helped.files[0].contents, path: "Panel.nib").graph
        let helpData = try #require(helpGraph.object(helpGraph.root?.value(forKey: "IB.objectdata"))?.object)
        let helpConnectors = helpGraph.members(helpData.value(forKey: "NSAccessibilityConnectors")).compactMap {
            helpGraph.object($0)?.object
        }
        #expect(
            helpConnectors.map {
                helpGraph.string(helpGraph.object($0.value(forKey: "AXAttributeTypeArchiveKey"))?.object.value(forKey: "NS.bytes"))
            }
                == ["AXDescription", "AXHelp"])
        // An identifier (IINA's preferences), which no pair shows, likewise, as AXIdentifier.
        let identified = button.replacingOccurrences(of: #"description="Confirm""#, with: #"identifier="confirm""#)
        let identifiedXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: identified))
        #expect(
            try CompilerTestSupport.refusal(identifiedXIB).diagnostics.map(\.message) == [
                "accessibility identifier, which no pair shows, is archived as a description is, as AXIdentifier"
            ])
        let identifiedGraph = try CompilerTestSupport.compiledMacOSGraph(identifiedXIB, options: CompileOptions(allowsApproximation: true))
        let identifiedData = try #require(identifiedGraph.object(identifiedGraph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(
            identifiedGraph.members(identifiedData.value(forKey: "NSAccessibilityConnectors")).compactMap {
                identifiedGraph.object($0)?.object.value(forKey: "AXAttributeValueArchiveKey").flatMap(identifiedGraph.string)
            } == ["confirm"])
        let empty = button.replacingOccurrences(of: #"<accessibility description="Confirm"/>"#, with: "<accessibility/>")
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: empty)),
            options: CompileOptions(allowsApproximation: true))
        #expect(
            refusal.diagnostics.map(\.message).contains(
                "accessibility other than a description, help or identifier is not known to the macOS compiler yet"))
    }
}
