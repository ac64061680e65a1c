import Testing

@testable import NibCompiler

/// Where the layout places prototypes, on the geometry of the pairs' tables (their archived
/// frames are checked against Xcode's nibs in `AppKitTableCellViewTests`).
@Suite struct AppKitPrototypeLayoutTests {
    typealias Frame = AppKitAutoresizing.Frame

    static func layout(
        _ style: AppKitPrototypeLayout.Style, _ columns: [(saved: Double, archived: Double, prototypes: [Frame])],
        spacing: (Double, Double) = (3, 2), tableWidth: Double, outlineColumn: Int? = nil, uniform: Bool = false
    ) -> (columns: [[AppKitPrototypeLayout.Placement]], unproven: [AppKitPrototypeLayout.Unproven]) {
        AppKitPrototypeLayout(
            style: style,
            columns: columns.map {
                AppKitPrototypeLayout.Column(savedWidth: $0.saved, archivedWidth: $0.archived, prototypes: $0.prototypes)
            },
            spacing: spacing, tableWidth: tableWidth, insetMargin: 32, autoresizedOutlineColumn: outlineColumn,
            resizesColumnsUniformly: uniform
        ).placements()
    }

    /// In the plain style each prototype fills its column from half the spacing on (Aerial's
    /// `SourcesViewController` for 10.14: columns of 50, 614 and 64 with 17 between, the
    /// prototypes at 8, 75 and 706), stacked down the column (its sidebar: 24 and 30 high with 2
    /// between, at 1 and 27).
    @Test func thePlainStyleFillsEachColumn() {
        let sources = Self.layout(
            .plain,
            [
                (50, 50, [Frame(x: 8, y: 0, width: 48, height: 68)]), (629, 614, [Frame(x: 73, y: 0, width: 629, height: 68)]),
                (64, 64, [Frame(x: 719, y: 0, width: 61, height: 68)]),
            ], spacing: (17, 0), tableWidth: 779)
        #expect(
            sources.columns.map { $0.map(\.nested) } == [
                [Frame(x: 8, y: 0, width: 50, height: 68)], [Frame(x: 75, y: 0, width: 614, height: 68)],
                [Frame(x: 706, y: 0, width: 64, height: 68)],
            ])
        #expect(sources.unproven.isEmpty)
        let sidebar = Self.layout(
            .plain, [(188, 217, [Frame(x: 11, y: 0, width: 197, height: 24), Frame(x: 11, y: 24, width: 197, height: 30)])],
            tableWidth: 220)
        #expect(sidebar.columns[0].map(\.main) == [Frame(x: 1, y: 1, width: 217, height: 24), Frame(x: 1, y: 27, width: 217, height: 30)])
    }

    /// In the inset style the prototypes keep their widths and are set side by side from the
    /// padding on (`test17-scrollhiding`: 114 and 90 wide beside columns of 116 and 93, at 18
    /// and 149), each changed as its column is (Aerial's outline, 199 → 170: 208 → 179); an
    /// outline fitting its outline column to the table takes what the table lacks from that
    /// column's prototypes (`reusable-views-order`: 20 short, 223 → 203, the next at 217).
    @Test func theInsetStyleSetsPrototypesSideBySide() {
        let scrollHiding = Self.layout(
            .inset,
            [
                (116, 116, [Frame(x: 8, y: 0, width: 114, height: 24)]), (93, 93, [Frame(x: 139, y: 0, width: 90, height: 24)]),
            ], spacing: (17, 0), tableWidth: 258)
        #expect(scrollHiding.columns.map { $0.map(\.nested.x) } == [[18], [149]])
        #expect(scrollHiding.unproven.isEmpty)
        let outline = Self.layout(.inset, [(199, 170, [Frame(x: 11, y: 1, width: 208, height: 17)])], tableWidth: 211)
        #expect(outline.columns[0][0].nested == Frame(x: 11, y: 1, width: 179, height: 17))
        let reusable = Self.layout(
            .inset,
            [
                (218, 218, [Frame(x: 1, y: 1, width: 223, height: 34)]), (34, 34, [Frame(x: 225, y: 1, width: 34, height: 34)]),
                (31, 31, []),
            ], tableWidth: 301, outlineColumn: 0, uniform: true)
        #expect(
            reusable.columns.map { $0.map(\.main) } == [
                [Frame(x: 11, y: 1, width: 203, height: 34)], [Frame(x: 217, y: 1, width: 34, height: 34)], [],
            ])
        #expect(reusable.unproven.isEmpty)
    }

    /// A table its columns leave short of the margins is placed as Aerial's are, an approximation:
    /// without padding where its columns resize uniformly (the info source list, 20 short: 1 and
    /// 148), else with it for the first column only in the table's nib (`SourcesViewController`:
    /// its own nibs at 18, 83 and 729, the table's at 18, 73 and 719).
    @Test func aShortTableIsAnApproximation() {
        let sources = Self.layout(
            .inset,
            [
                (50, 50, [Frame(x: 8, y: 0, width: 48, height: 68)]), (629, 629, [Frame(x: 73, y: 0, width: 629, height: 68)]),
                (64, 64, [Frame(x: 719, y: 0, width: 61, height: 68)]),
            ], spacing: (17, 0), tableWidth: 789)
        #expect(sources.columns.map { $0.map(\.nested.x) } == [[18], [83], [729]])
        #expect(sources.columns.map { $0.map(\.main.x) } == [[18], [73], [719]])
        #expect(sources.unproven == [.shortTable])
        let infoSources = Self.layout(
            .inset,
            [(139, 139, [Frame(x: 1, y: 1, width: 144, height: 30)]), (24, 24, [Frame(x: 148, y: 1, width: 28, height: 30)])],
            tableWidth: 178, uniform: true)
        #expect(infoSources.columns.map { $0.map(\.main.x) } == [[1], [148]])
        #expect(infoSources.unproven == [.shortTable])
    }

    /// Shapes no pair shows are reported: a column without prototypes before one with some, and
    /// prototypes of several widths in one column.
    @Test func shapesNoPairShowsAreReported() {
        let gap = Self.layout(
            .inset, [(100, 100, []), (100, 100, [Frame(x: 104, y: 0, width: 100, height: 20)])], tableWidth: 400)
        #expect(gap.unproven == [.columnWithoutPrototypes])
        #expect(gap.columns[1][0].nested.x == 11 + 100 + 3)
        let widths = Self.layout(
            .inset, [(100, 100, [Frame(x: 1, y: 0, width: 100, height: 20), Frame(x: 1, y: 22, width: 90, height: 20)])],
            tableWidth: 400)
        #expect(widths.unproven == [.prototypesOfSeveralWidths])
    }
}
