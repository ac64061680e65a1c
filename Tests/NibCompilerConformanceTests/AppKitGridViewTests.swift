import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Grid views, which no pair shows, against the button of viraptor's `bevel-rounded-flags`,
/// whose nib Xcode wrote: put in a grid view's cell, the button is archived as Xcode archives
/// it, the grid view's subview, and the grid's rows, columns and cells hold what the document
/// says; only as an approximation, refused strictly naming the grid view.
@Suite struct AppKitGridViewTests {
    static let pairID = "ibtool-1c4e662-bevel-rounded-flags.xib"
    /// Two rows and two columns: the button in the first cell, merged with the second; the
    /// second row 20 points high at the top, its last cell at the bottom.
    static let replacements: KeyValuePairs<String, String> = [
        "<subviews>\n                    <button focusRingType":
            """
        <subviews><gridView xPlacement="trailing" yPlacement="center" rowAlignment="firstBaseline" columnSpacing="4" \
        translatesAutoresizingMaskIntoConstraints="NO" id="grid"><rect key="frame" x="10" y="10" width="280" height="180"/>\
        <rows><gridRow id="row1"/><gridRow yPlacement="top" height="20" id="row2"/></rows>\
        <columns><gridColumn id="column1"/><gridColumn xPlacement="fill" leadingPadding="2" id="column2"/></columns>\
        <gridCells><gridCell row="row1" column="column1" id="cell1"><button key="contentView" focusRingType
        """,
        "</button>\n                </subviews>":
            """
        </button></gridCell><gridCell row="row1" column="column2" headOfMergedCell="cell1" id="cell2"/>\
        <gridCell row="row2" column="column1" id="cell3"/><gridCell row="row2" column="column2" yPlacement="bottom" id="cell4"/>\
        </gridCells></gridView></subviews>
        """,
    ]

    static func compile(allowsApproximation: Bool) throws -> (output: Result<CompiledOutput, CompileError>, xcode: NibGraph) {
        try AppKitControlApproximationsTests.compile(pairID, replacing: replacements, allowsApproximation: allowsApproximation)
    }

    @Test func aGridViewIsRefusedStrictlyNamingIt() throws {
        let (output, _) = try Self.compile(allowsApproximation: false)
        guard case .failure(let error) = output else {
            Issue.record("the grid view compiled strictly")
            return
        }
        let errors = error.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.objectID) == ["grid"])
        #expect(errors.first?.message.hasPrefix("a grid view, which no pair shows") == true)
    }

    /// The graph walked from the object at `index`, without its keys `dropped`: a comparison
    /// of two of these compares that object and what it holds.
    static func rooted(_ graph: NibGraph, at index: Int, dropping dropped: Set<String>) -> NibGraph {
        func moved(_ object: Int) -> Int { object == index ? 0 : object == 0 ? index : object }
        func remapped(_ value: NibGraph.Value) -> NibGraph.Value {
            switch value {
            case .object(let object): .object(moved(object))
            case .array(let members): .array(members.map(remapped))
            default: value
            }
        }
        var objects = graph.objects
        objects.swapAt(0, index)
        for position in objects.indices {
            let kept = objects[position].entries.filter { position != 0 || !dropped.contains($0.key) }
            objects[position].entries = NibGraph.Entries(kept.map { NibGraph.Entry(key: $0.key, value: remapped($0.value)) })
        }
        return NibGraph(objects: objects)
    }

    static func object(_ value: NibGraph.Value?) -> Int? {
        if case .object(let index) = value { index } else { nil }
    }

    /// The members of the list object `value` refers to.
    static func members(_ graph: NibGraph, _ value: NibGraph.Value?) throws -> [Int] {
        let list = try #require(object(value))
        return graph.objects[list].entries.filter { $0.key == "UINibEncoderEmptyKey" }.compactMap { object($0.value) }
    }

    @Test func theButtonInAGridCellIsXcodesButton() throws {
        let (output, xcode) = try Self.compile(allowsApproximation: true)
        let compiled = try output.get()
        #expect(compiled.diagnostics.map(\.objectID) == ["grid"])
        let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Grid.nib").graph
        let grid = try #require(ours.objects.firstIndex { $0.className == "NSGridView" })
        let subviews = try Self.members(ours, ours.objects[grid].value(forKey: "NSSubviews"))
        let button = try #require(subviews.first)
        #expect(subviews.count == 1 && ours.objects[button].className == "NSButton")
        let xcodeButton = try #require(xcode.objects.firstIndex { $0.className == "NSButton" })
        let placement: Set<String> = ["NSNextResponder", "NSSuperview"]
        let found = NibGraphComparison.differences(
            Self.rooted(ours, at: button, dropping: placement), Self.rooted(xcode, at: xcodeButton, dropping: placement))
        #expect(found.isEmpty, "\(found)")
        #expect(Self.object(ours.objects[button].value(forKey: "NSSuperview")) == grid)
    }

    @Test func theGridsRowsColumnsAndCellsHoldWhatTheDocumentSays() throws {
        let ours = try CompiledNibReader.decode(
            try #require(try Self.compile(allowsApproximation: true).output.get().files.first).contents, path: "Grid.nib"
        ).graph
        let grid = try #require(ours.objects.firstIndex { $0.className == "NSGridView" })
        let values = ours.objects[grid].entries
        #expect(values.value(forKey: "NSGrid_xPlacement") == .integer(3))
        #expect(values.value(forKey: "NSGrid_yPlacement") == .integer(4))
        #expect(values.value(forKey: "NSGrid_alignment") == .integer(2))
        #expect(values.value(forKey: "NSGrid_columnSpacing") == .double(4))
        #expect(values.value(forKey: "NSGrid_rowSpacing") == .double(6))
        let rows = try Self.members(ours, values.value(forKey: "NSGrid_rows"))
        let columns = try Self.members(ours, values.value(forKey: "NSGrid_columns"))
        #expect(rows.count == 2 && columns.count == 2)
        let sizedByContent = NibGraph.Value.double(Double(Float.leastNormalMagnitude))
        #expect(ours.objects[rows[0]].value(forKey: "NSGrid_height") == sizedByContent)
        #expect(ours.objects[rows[1]].value(forKey: "NSGrid_height") == .double(20))
        #expect(ours.objects[rows[1]].value(forKey: "NSGrid_yPlacement") == .integer(2))
        #expect(ours.objects[columns[1]].value(forKey: "NSGrid_xPlacement") == .integer(5))
        #expect(ours.objects[columns[1]].value(forKey: "NSGrid_leadingPadding") == .double(2))
        #expect(ours.objects[columns[0]].value(forKey: "NSGrid_width") == sizedByContent)
        let cells = try rows.flatMap { try Self.members(ours, ours.objects[$0].value(forKey: "NSGrid_cells")) }
        #expect(cells.count == 4)
        let owners = cells.map {
            (
                Self.object(ours.objects[$0].value(forKey: "NSGrid_owningRow")),
                Self.object(ours.objects[$0].value(forKey: "NSGrid_owningColumn"))
            )
        }
        #expect(owners.map(\.0) == [rows[0], rows[0], rows[1], rows[1]])
        #expect(owners.map(\.1) == [columns[0], columns[1], columns[0], columns[1]])
        #expect(Self.object(ours.objects[cells[1]].value(forKey: "NSGrid_mergeHead")) == cells[0])
        #expect(ours.objects[cells[0]].value(forKey: "NSGrid_mergeHead") == .null)
        #expect(ours.objects[Self.object(ours.objects[cells[0]].value(forKey: "NSGrid_content")) ?? 0].className == "NSButton")
        #expect(ours.objects[cells[2]].value(forKey: "NSGrid_content") == .null)
        #expect(ours.objects[cells[3]].value(forKey: "NSGrid_yPlacement") == .integer(3))
    }

    /// For macOS before 10.13 the nib is a keyed archive too, which lists each class's
    /// superclasses: the grid's are AppKit's documented ones.
    @Test func aGridViewInAKeyedArchiveListsItsSuperclasses() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(Self.pairID)
        options.allowsApproximation = true
        options.minimumDeploymentTarget = "10.12"
        var source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        for (original, edited) in Self.replacements { source = source.replacingOccurrences(of: original, with: edited) }
        let output = try NibCompiler.compile(data: Data(source.utf8), path: "Grid.xib", options: options)
        let keyed = try #require(output.files.first { $0.relativePath == "keyedobjects.nib" })
        let chains = try CompilerTestSupport.classHierarchies(ofKeyedArchive: keyed.contents)
        #expect(chains["NSGridView"] == ["NSGridView", "NSView", "NSResponder", "NSObject"])
        for name in ["NSGridRow", "NSGridColumn", "NSGridCell"] {
            #expect(chains[name] == [name, "NSObject"], "\(name)")
        }
    }
}
