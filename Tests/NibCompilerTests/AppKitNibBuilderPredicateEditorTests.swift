import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Predicate editors against Xcode 26's nib of viraptor's `pred-compound-chain`, the one pair
/// that shows one: all but the pop-ups' widths, which AppKit takes from its fonts, is Xcode's.
@Suite struct AppKitPredicateEditorBuilderTests {
    static let pair = "pairs-macos/ibtool-1c4e662-pred-compound-chain.xib"

    static func source() throws -> Data {
        try Data(contentsOf: try TestPaths.corpus(pair).appendingPathComponent("source/pred_compound_chain.xib"))
    }

    @Test func allButThePopUpsWidthsIsXcodes() throws {
        let options = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let output = try NibCompiler.compile(data: Self.source(), path: "pred_compound_chain.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "pred_compound_chain.nib").graph
        let xcode = try CompiledNibReader.read(
            path: try TestPaths.corpus(Self.pair).appendingPathComponent("xcode/pred_compound_chain.nib").path
        ).graph
        let differences = NibGraphComparison.differences(graph, xcode)
        #expect(differences.count == 2)
        #expect(differences.allSatisfy { $0.path.hasSuffix("NSPopUpButton.NSFrame") }, "\(differences)")
        // The compound type the first pop-up's selected item stands for; the second has none.
        let cells = graph.objects.filter { $0.className == "NSPopUpButtonCell" }
        #expect(cells.count == 2)
        #expect(
            cells.compactMap { graph.object($0.value(forKey: "NSRepresentedObject"))?.object.value(forKey: "NS.intval") } == [.integer(2)])
    }

    /// For macOS before 10.13 the nib is a keyed archive, in which no pair shows a predicate
    /// editor (Sequel Pro's content filters, for 10.10): an approximation, the editor written
    /// with the objects of the NIBArchive pair, its private holders listed with their superclasses.
    @Test func aPredicateEditorInAKeyedArchiveIsAnApproximation() throws {
        let options = CompileOptions(
            minimumDeploymentTarget: "10.10", allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let output = try NibCompiler.compile(data: Self.source(), path: "pred_compound_chain.xib", options: options)
        #expect(output.diagnostics.contains { $0.message.hasPrefix("a rule or predicate editor in a keyed archive") })
        let decoded = try output.files.map { try CompiledNibReader.decode($0.contents, path: "pred_compound_chain.nib/" + $0.relativePath) }
        #expect(decoded.contains { $0.graph.objects.contains { $0.className == "_NSRuleEditorViewSliceHolder" } })
    }

    @Test func thePopUpsWidthsAreAnApproximation() throws {
        let strict = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(Self.source(), options: strict)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a predicate row template's pop-ups are as wide as AppKit sizes them to their items, which the compiler estimates"
            ])
        let simple = try Self.source().replacingOccurrences(of: #"rowType="compound""#, with: #"rowType="simple""#)
        let approximating = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(simple, options: approximating).diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["a simple predicate row template without a right attribute type is not known to the macOS compiler yet"])
    }

    /// A simple template comparing key paths with a string, of a custom class (transmission's
    /// group rules), after the compound one.
    static let simpleTemplate = """
        <predicateEditorRowTemplate rowType="simple" id="30" customClass="AnyTemplate">
            <array key="leftExpressionObject">
                <expression type="keyPath"><string key="keyPath">name</string></expression>
                <expression type="keyPath"><string key="keyPath">comment</string></expression>
            </array>
            <integer key="rightExpressionObject" value="700"/>
            <comparisonPredicateOptions key="options" caseInsensitive="YES" diacriticInsensitive="YES"/>
            <popUpMenus>
                <menu id="31"><items>
                    <menuItem title="Name" state="on" id="32">
                        <expression key="representedObject" type="keyPath"><string key="keyPath">name</string></expression>
                    </menuItem>
                    <menuItem title="Comment" id="33">
                        <expression key="representedObject" type="keyPath"><string key="keyPath">comment</string></expression>
                    </menuItem>
                </items></menu>
                <menu id="34"><items>
                    <menuItem title="contains" state="on" id="35"><integer key="representedObject" value="99"/></menuItem>
                    <menuItem title="is" id="36"><integer key="representedObject" value="4"/></menuItem>
                </items></menu>
            </popUpMenus>
        </predicateEditorRowTemplate>
        """

    /// Such a template, which no pair shows, is refused strictly naming it; approximated, it is
    /// written as Interface Builder 3's archives of transmission's hold it: type 1 with its
    /// options and the string's attribute type, its pop-ups selecting key path expressions that
    /// share their operand, and a small text field after them; its class swapped.
    @Test func aSimpleTemplateOfKeyPathsAndAStringIsAnApproximation() throws {
        let source = try Self.source().replacingOccurrences(
            of: "</predicateEditorRowTemplate>", with: "</predicateEditorRowTemplate>" + Self.simpleTemplate)
        let strict = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(source, options: strict)
        #expect(refusal.diagnostics.contains { $0.objectID == "30" && $0.message.hasPrefix("a simple predicate row template") })
        let approximating = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let graph = try CompilerTestSupport.compiledMacOSGraph(source, options: approximating)
        let swapper = try #require(graph.objects.first { graph.string($0.value(forKey: "NSClassName")) == "AnyTemplate" })
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == "NSPredicateEditorRowTemplate")
        #expect(swapper.value(forKey: "NSPredicateTemplateType") == .integer(1))
        #expect(swapper.value(forKey: "NSPredicateTemplateOptions") == .integer(3))
        #expect(swapper.value(forKey: "NSPredicateTemplateRightAttributeType") == .integer(700))
        #expect(swapper.value(forKey: "NSPredicateTemplateRightIsWildcard") == .bool(true))
        let views = graph.members(swapper.value(forKey: "NSPredicateTemplateViews")).compactMap { graph.object($0)?.object.className }
        #expect(views == ["NSPopUpButton", "NSPopUpButton", "NSTextField"])
        let expressions = graph.objects.filter { $0.className == "NSKeyPathExpression" }
        #expect(expressions.count == 2)
        let operands = Set(expressions.compactMap { graph.object($0.value(forKey: "NSOperand"))?.index })
        #expect(operands.count == 1)
        let keyPaths = graph.objects.filter { $0.className == "NSKeyPathSpecifierExpression" }.compactMap {
            graph.string($0.value(forKey: "NSKeyPath"))
        }
        #expect(keyPaths.sorted() == ["comment", "name"])
    }

    /// In a keyed archive (macOS 10.10) the template's expressions are listed with their
    /// superclasses, Foundation's private expression classes being expressions.
    @Test func aSimpleTemplatesExpressionsInAKeyedArchiveAreExpressions() throws {
        let source = try Self.source().replacingOccurrences(
            of: "</predicateEditorRowTemplate>", with: "</predicateEditorRowTemplate>" + Self.simpleTemplate)
        let options = CompileOptions(
            minimumDeploymentTarget: "10.10", allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let output = try NibCompiler.compile(data: source, path: "pred_compound_chain.xib", options: options)
        // The folder's keyed archive; its NIBArchive variant lists no superclasses.
        let keyed = try #require(output.files.first { !$0.contents.starts(with: Data("NIBArchive".utf8)) })
        let hierarchies = try CompilerTestSupport.classHierarchies(ofKeyedArchive: keyed.contents)
        #expect(hierarchies["NSKeyPathExpression"] == ["NSKeyPathExpression", "NSFunctionExpression", "NSExpression", "NSObject"])
        #expect(hierarchies["NSKeyPathSpecifierExpression"] == ["NSKeyPathSpecifierExpression", "NSExpression", "NSObject"])
    }

    /// A plain rule editor is the predicate editor's rule editor part, in AppKit's nesting mode
    /// (simple 3): an approximation, as no pair shows one.
    @Test func aRuleEditorIsThePredicateEditorsRuleEditorPart() throws {
        var text = String(decoding: try Self.source(), as: UTF8.self)
        let templates = try #require(text.range(of: "<rowTemplates>")).lowerBound
        let templatesEnd = try #require(text.range(of: "</rowTemplates>")).upperBound
        text.removeSubrange(templates..<templatesEnd)
        text = text.replacingOccurrences(of: "predicateEditor ", with: "ruleEditor ")
            .replacingOccurrences(of: "</predicateEditor>", with: "</ruleEditor>")
            .replacingOccurrences(of: #"nestingMode="compound""#, with: #"nestingMode="simple""#)
        let xib = Data(text.utf8)
        let profiles = try AppKitTextViewBuilderTests.colorProfiles()
        #expect(
            try CompilerTestSupport.refusal(xib, options: CompileOptions(colorProfiles: profiles)).diagnostics.map(\.message) == [
                "a rule editor, which no pair shows, is written as a predicate editor's rule editor is, in AppKit's nesting mode"
            ])
        let output = try NibCompiler.compile(
            data: xib, path: "rules.xib", options: CompileOptions(allowsApproximation: true, colorProfiles: profiles))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "rules.nib").graph
        let editor = try #require(graph.objects.first { $0.className == "NSRuleEditor" })
        #expect(editor.value(forKey: "NSRuleEditorNestingMode") == .integer(3))
        #expect(editor.value(forKey: "NSPredicateTemplates") == nil)
        #expect(!graph.objects.contains { $0.className == "NSPredicateEditor" })
    }
}
