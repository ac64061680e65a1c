import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Bindings: their connectors in Xcode's order, and a binding that follows itself refused.
@Suite struct AppKitBindingBuilderTests {
    /// The connectors of a compiled nib, in order.
    static func connectors(of xib: Data) throws -> (graph: NibGraph, connectors: [NibGraph.Object]) {
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        return (graph, graph.members(data.value(forKey: "NSConnections")).compactMap { graph.object($0)?.object })
    }

    /// Bindings come after the actions, their sources by id in the reverse of the outlets' order
    /// (Sparkle's `SUStatus` and `SUUpdatePermissionPrompt`); each names `binding: keyPath`, its
    /// options and the binding it follows.
    @Test func bindingsAreSortedBySourceLastFirst() throws {
        let labels = """
                <textField id="8"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\
            <textFieldCell key="cell" title="A" id="9"/><connections>\
            <binding destination="-2" name="value" keyPath="title" id="b1"/></connections></textField>
                <textField id="16"><rect key="frame" x="0.0" y="40" width="100" height="20"/>\
            <textFieldCell key="cell" title="B" id="17"/><connections>\
            <binding destination="-2" name="value" keyPath="status" id="b2"/>\
            <binding destination="-2" name="hidden" keyPath="status" previousBinding="b2" id="b3">\
            <dictionary key="options"><string key="NSValueTransformerName">NSIsNil</string>\
            <bool key="NSValidatesImmediately" value="YES"/></dictionary></binding></connections></textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: labels))
        let (graph, connectors) = try Self.connectors(of: xib)
        #expect(connectors.map { graph.string($0.value(forKey: "NSLabel")) } == ["value: status", "hidden: status", "value: title"])
        #expect(connectors[1].value(forKey: "NSPreviousConnector") == graph.objects.firstIndex(of: connectors[0]).map { .object($0) })
        let options = try #require(graph.object(connectors[1].value(forKey: "NSOptions"))?.object)
        let members = graph.members(.object(try #require(graph.objects.firstIndex(of: options))))
        // Key, value, key, value, as Xcode's NIBArchives hold binding options.
        #expect(members.count == 4)
        #expect([members[0], members[2]].compactMap { graph.string($0) } == ["NSValueTransformerName", "NSValidatesImmediately"])
        #expect(graph.string(members[1]) == "NSIsNil")
        #expect(connectors[2].value(forKey: "NSNibBindingConnectorVersion") == .integer(2))

        let elsewhere = try CompilerTestSupport.refusal(
            xib.replacingOccurrences(
                of: #"destination="-2" name="value" keyPath="title""#, with: #"destination="77" name="value" keyPath="title""#))
        #expect(elsewhere.diagnostics.map(\.message) == ["binding value goes to 77, which the macOS compiler does not write"])
        // A real option (transmission's preferences), which no pair shows: approximated.
        let real = xib.replacingOccurrences(
            of: #"<bool key="NSValidatesImmediately" value="YES"/>"#, with: #"<real key="NSConditionallySetsEnabled" value="1"/>"#)
        #expect(
            try CompilerTestSupport.refusal(real).diagnostics.map(\.message) == [
                "a binding option saved as a real number, which no pair shows, is archived as a number of its value"
            ])
        let realOutput = try NibCompiler.compile(data: real, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let realGraph = try CompiledNibReader.decode(realOutput.files[0].contents, path: "Panel.nib").graph
        #expect(realGraph.objects.contains { $0.className == "NSNumber" && $0.value(forKey: "NS.dblval") == .double(1) })
        let unknownOption = try CompilerTestSupport.refusal(xib.replacingOccurrences(of: "<bool key", with: "<date key"))
        #expect(unknownOption.diagnostics.map(\.message) == ["option date of a binding is not known to the macOS compiler yet"])
        let unknownPrevious = try CompilerTestSupport.refusal(
            xib.replacingOccurrences(of: #"previousBinding="b2""#, with: #"previousBinding="b9""#))
        #expect(unknownPrevious.diagnostics.map(\.message) == ["binding hidden follows b9, which is not a binding of the document"])
        // Integers beyond a double's precision stay apart; equal ones share one number.
        let large = xib.replacingOccurrences(
            of: #"<bool key="NSValidatesImmediately" value="YES"/>"#,
            with:
                #"<integer key="A" value="9007199254740993"/><integer key="B" value="9007199254740992"/><integer key="C" value="9007199254740992"/>"#
        )
        let (largeGraph, _) = try Self.connectors(of: large)
        let numbers = largeGraph.objects.filter { $0.className == "NSNumber" }.compactMap { $0.value(forKey: "NS.intval") }
        #expect(numbers.filter { $0 == .integer(9_007_199_254_740_993) }.count == 1)
        #expect(numbers.filter { $0 == .integer(9_007_199_254_740_992) }.count == 1)
    }

    /// A source's bindings by name, last first, whatever the document's order, each followed by
    /// the bindings that follow it (Sparkle: value before hidden; maxValue, then the value that
    /// follows it).
    @Test func aSourcesBindingsAreSortedByNameLastFirstAfterThoseTheyFollow() throws {
        let field = """
                <textField id="8"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\
            <textFieldCell key="cell" title="A" id="9"/><connections>\
            <binding destination="-2" name="hidden" keyPath="asked" id="b1"/>\
            <binding destination="-2" name="value" keyPath="progress" previousBinding="b3" id="b2"/>\
            <binding destination="-2" name="maxValue" keyPath="total" id="b3"/>\
            <binding destination="-2" name="toolTip" keyPath="help" id="b4"/></connections></textField>
            """
        let (graph, connectors) = try Self.connectors(of: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field)))
        #expect(
            connectors.map { graph.string($0.value(forKey: "NSLabel")) } == [
                "toolTip: help", "maxValue: total", "value: progress", "hidden: asked",
            ])
    }

    @Test func aBindingThatFollowsItselfIsRefused() throws {
        let field = """
                <textField id="8"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\
            <textFieldCell key="cell" title="A" id="9"/><connections>\
            <binding destination="-2" name="value" keyPath="a" previousBinding="b2" id="b1"/>\
            <binding destination="-2" name="maxValue" keyPath="b" previousBinding="b1" id="b2"/></connections></textField>
            """
        let refused = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field)))
        #expect(
            refused.diagnostics.map(\.message) == [
                "binding value follows itself through previousBinding", "binding maxValue follows itself through previousBinding",
            ])
    }
}
