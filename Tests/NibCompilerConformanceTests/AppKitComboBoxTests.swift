import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Combo boxes, which no pair shows, against the small text field of viraptor's
/// `textfield-no-truncates`, which Xcode's nib shows: made a combo box, the document compiles to
/// Xcode's nib but for the classes and the combo box cell's own values, and only as an
/// approximation.
@Suite struct AppKitComboBoxTests {
    static let pairID = "ibtool-1c4e662-textfield-no-truncates.xib"
    /// What only a combo box cell archives: here not completing, its list given, its button
    /// bordered, so no `NSCompletes`, `NSUsesDataSource` or `NSButtonBordered` (Interface Builder
    /// 3's archives of AppKit write each only away from its default).
    static let comboCellKeys = ["NSHasVerticalScroller", "NSPopUpListData", "NSTableView", "NSVisibleItemCount"]

    /// The pair's text field made a combo box whose cell says `cellAttributes` and lists `values`.
    static func compile(
        cellAttributes: String, values: [String], allowsApproximation: Bool, minimumDeploymentTarget: String? = nil
    ) throws -> (output: Result<CompiledOutput, CompileError>, xcode: NibGraph) {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        options.allowsApproximation = allowsApproximation
        if let minimumDeploymentTarget { options.minimumDeploymentTarget = minimumDeploymentTarget }
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        let list = "<objectValues>" + values.map { "<string>\($0)</string>" }.joined() + "</objectValues>"
        let combo =
            source
            .replacingOccurrences(of: "<textField ", with: "<comboBox ")
            .replacingOccurrences(of: "</textField>", with: "</comboBox>")
            .replacingOccurrences(of: #"<textFieldCell key="cell""#, with: #"<comboBoxCell key="cell" \#(cellAttributes)"#)
            .replacingOccurrences(of: "</textFieldCell>", with: list + "</comboBoxCell>")
        #expect(combo.contains("<comboBoxCell") && combo.contains("</comboBox>"))
        let output = Result { () throws(CompileError) in
            try NibCompiler.compile(data: Data(combo.utf8), path: "Combo.xib", options: options)
        }
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (output, xcode)
    }

    static func ours(_ output: Result<CompiledOutput, CompileError>) throws -> NibGraph {
        let compiled = try output.get()
        #expect(compiled.diagnostics.map(\.objectID) == ["4"])
        #expect(compiled.diagnostics.allSatisfy { $0.message.hasPrefix("a combo box, which no pair shows") })
        return try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Combo.nib").graph
    }

    @Test func aComboBoxIsXcodesTextFieldButForItsClassesAndItsList() throws {
        let (output, xcode) = try Self.compile(
            cellAttributes: #"completes="NO" numberOfVisibleItems="3""#, values: ["One", "Two"], allowsApproximation: true)
        let found = NibGraphComparison.differences(try Self.ours(output), xcode)
        let classes = found.filter { $0.kind == .class }
        #expect(classes.map(\.a) == ["NSComboBox", "NSComboBoxCell"])
        #expect(classes.map(\.b) == ["NSTextField", "NSTextFieldCell"])
        let onlyOurs = found.filter { $0.kind == .onlyInA }.map { $0.path.components(separatedBy: ".").last ?? "" }
        #expect(onlyOurs.sorted() == Self.comboCellKeys)
        #expect(found.count == classes.count + onlyOurs.count)
        let count = try #require(found.first { $0.path.hasSuffix("NSVisibleItemCount") })
        #expect(count.a == "3")
        let list = try #require(found.first { $0.path.hasSuffix("NSPopUpListData") })
        #expect(list.a == "NSMutableArray of 2")
    }

    @Test func aComboBoxWhoseDataSourceGivesItsListArchivesNone() throws {
        let (output, xcode) = try Self.compile(
            cellAttributes: #"usesDataSource="YES" buttonBordered="NO""#, values: [], allowsApproximation: true)
        let found = NibGraphComparison.differences(try Self.ours(output), xcode)
        let onlyOurs = Dictionary(
            uniqueKeysWithValues: found.filter { $0.kind == .onlyInA }.map { ($0.path.components(separatedBy: ".").last ?? "", $0.a) })
        #expect(onlyOurs["NSPopUpListData"] == nil)
        #expect(onlyOurs["NSUsesDataSource"] == "true")
        #expect(onlyOurs["NSDataSource"] == "nil")
        #expect(onlyOurs["NSButtonBordered"] == "false")
        // AppKit's five items and Interface Builder's completion, where the document says neither.
        #expect(onlyOurs["NSVisibleItemCount"] == "5")
        #expect(onlyOurs["NSCompletes"] == "true")
    }

    /// For a system before 10.13 the nib is also a keyed archive, which names each class's
    /// superclasses: AppKit's private table too.
    @Test func aComboBoxAlsoCompilesToAKeyedArchive() throws {
        let (output, _) = try Self.compile(
            cellAttributes: "", values: ["One"], allowsApproximation: true, minimumDeploymentTarget: "10.12")
        let files = try output.get().files
        #expect(files.count > 1)
        for file in files {
            let graph = try CompiledNibReader.decode(file.contents, path: "Combo.nib").graph
            #expect(graph.objects.contains { $0.className == "NSComboTableView" }, "\(file.relativePath)")
        }
    }

    @Test func aComboBoxIsRefusedStrictlyNamingItsCell() throws {
        let (output, _) = try Self.compile(cellAttributes: "", values: ["One"], allowsApproximation: false)
        guard case .failure(let refusal) = output else {
            Issue.record("a combo box compiled without --allow-approximation")
            return
        }
        #expect(refusal.diagnostics.map(\.objectID) == ["4"])
        #expect(refusal.diagnostics.map(\.line) == [20])
    }

    /// A combo box cell at the top level (Sequel Ace's data migration keeps one for a table
    /// column) is written as the same cell of a combo box, without its control; only as an
    /// approximation.
    @Test func aComboBoxCellAtTheTopLevelIsTheFieldsCellWithoutItsControl() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(Self.pairID)
        options.allowsApproximation = true
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        let cell = """
            <comboBoxCell controlSize="small" lineBreakMode="charWrapping" sendsActionOnEndEditing="YES" usesDataSource="YES" id="ID">
                <font key="font" metaFont="smallSystem"/>
                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
            </comboBoxCell>
            """
        let inField = cell.replacingOccurrences(of: #"<comboBoxCell "#, with: #"<comboBoxCell key="cell" "#)
            .replacingOccurrences(of: #"id="ID""#, with: #"id="4""#)
        let start = try #require(source.range(of: #"<textFieldCell key="cell""#))
        let end = try #require(source.range(of: "</textFieldCell>"))
        let edited =
            (String(source[..<start.lowerBound]) + inField + String(source[end.upperBound...]))
            .replacingOccurrences(of: "<textField ", with: "<comboBox ").replacingOccurrences(of: "</textField>", with: "</comboBox>")
            .replacingOccurrences(
                of: "    </objects>", with: cell.replacingOccurrences(of: #"id="ID""#, with: #"id="9""#) + "\n    </objects>")
        let output = try NibCompiler.compile(data: Data(edited.utf8), path: "Combo.xib", options: options)
        #expect(output.diagnostics.filter { $0.objectID == "9" }.map(\.message).first?.hasPrefix("a comboBoxCell at the top level") == true)
        let graph = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "Combo.nib").graph
        let cells = graph.objects.filter { $0.className == "NSComboBoxCell" }
        #expect(cells.count == 2)
        let withControl = try #require(cells.first { $0.value(forKey: "NSControlView") != nil })
        let alone = try #require(cells.first { $0.value(forKey: "NSControlView") == nil })
        // The control's own: its view, and the character picker the field allows.
        let ofTheControl: Set<String> = ["NSControlView", "NSCharacterPickerEnabled"]
        #expect(withControl.entries.map(\.key).filter { !ofTheControl.contains($0) } == alone.entries.map(\.key))
        for entry in alone.entries where entry.key != "NSTableView" {
            #expect(entry.value == withControl.value(forKey: entry.key), "\(entry.key)")
        }
        options.allowsApproximation = false
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: Data(edited.utf8), path: "Combo.xib", options: options) }
    }
}
