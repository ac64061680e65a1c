/// Where ibtool places a view-based table's prototype cell views before archiving them, as the
/// pairs of Xcode 26 show it (every prototype of the 16 view-based tables of `pairs-macos`).
///
/// In AppKit's plain style (the nib for systems before macOS 11 beside its variant, or a plain
/// table) each prototype fills its column as a row's view does: at the column's origin plus half
/// the spacing, as wide as the column (Aerial's `CustomVideos`: 1 and 77, 81 and 773). In macOS
/// 11's inset style the prototypes keep their own widths, changed as their columns' are, and
/// are set side by side from the inset padding on, whatever their columns' widths (viraptor's
/// `test17-scrollhiding`: 18 and 149 beside columns of 116 and 93; `reusable-views-order`: 11
/// and 217). An outline that fits its outline column to the table takes what the table lacks
/// from that column's prototypes (`outline-cellview`: 223 → 203 in a table 20 short). In every
/// style a column's prototypes are stacked from half the row spacing down.
struct AppKitPrototypeLayout {
    enum Style {
        /// AppKit's plain style: no padding, prototypes as wide as their columns.
        case plain
        /// macOS 11's inset (automatic) style.
        case inset
    }

    struct Column {
        var savedWidth: Double
        var archivedWidth: Double
        /// The saved frames of its prototype cell views, in document order.
        var prototypes: [AppKitAutoresizing.Frame]
    }

    /// A prototype's archived frames: in the table's nib and in its own nib (the reusable one).
    struct Placement: Equatable {
        var main: AppKitAutoresizing.Frame
        var nested: AppKitAutoresizing.Frame
    }

    /// What a layout holds that no pair shows, for the builder to report as an approximation.
    enum Unproven: Equatable {
        /// A column without prototypes before one with some: set aside by its own width.
        case columnWithoutPrototypes
        /// Prototypes of several widths in one column: the next column's set beside the first.
        case prototypesOfSeveralWidths
        /// Columns that leave an inset table less room than its margins: placed as the three
        /// such tables of Aerial's pairs are (no padding where the columns resize uniformly,
        /// else padding only for the first column's copies in the table's nib), a rule no
        /// mechanism explains.
        case shortTable
    }

    /// The inset style's leading padding.
    static let insetPadding = 10.0

    var style: Style
    var columns: [Column]
    var spacing: (width: Double, height: Double)
    /// The table's archived width.
    var tableWidth: Double
    /// The room an inset table needs beside its columns and the spacing between them.
    var insetMargin: Double
    /// The outline column, when the outline fits it to the table.
    var autoresizedOutlineColumn: Int?
    var resizesColumnsUniformly: Bool

    /// Each column's placements, one per prototype in order, and what no pair shows.
    func placements() -> (columns: [[Placement]], unproven: [Unproven]) {
        let halfSpacing = (spacing.width / 2).rounded(.down)
        switch style {
        case .plain:
            var x = halfSpacing
            let placed = columns.map { column in
                defer { x += column.archivedWidth + spacing.width }
                return zip(column.prototypes, rowOrigins(of: column.prototypes)).map { saved, y in
                    let frame = AppKitAutoresizing.Frame(x: x, y: y, width: column.archivedWidth, height: saved.height)
                    return Placement(main: frame, nested: frame)
                }
            }
            return (placed, [])
        case .inset:
            return insetPlacements(halfSpacing: halfSpacing)
        }
    }

    private func insetPlacements(halfSpacing: Double) -> (columns: [[Placement]], unproven: [Unproven]) {
        var unproven: [Unproven] = []
        let needed =
            columns.reduce(0) { $0 + $1.archivedWidth } + spacing.width * Double(max(columns.count - 1, 0)) + insetMargin
        let shortfall = max(0, needed - tableWidth)
        let isShort = shortfall > 0 && autoresizedOutlineColumn == nil
        if isShort { unproven.append(.shortTable) }
        let padding = isShort && resizesColumnsUniformly ? 0 : Self.insetPadding
        // Where the table's nib sets a column's copies when they are not its own nib's.
        let unpaddedInMain = isShort && !resizesColumnsUniformly
        var nestedX = padding + halfSpacing
        var mainX = halfSpacing
        let lastWithPrototypes = columns.lastIndex { !$0.prototypes.isEmpty } ?? -1
        var placed: [[Placement]] = []
        for (index, column) in columns.enumerated() {
            let change = column.archivedWidth - column.savedWidth - (index == autoresizedOutlineColumn ? shortfall : 0)
            let widths = column.prototypes.map { max(0, $0.width + change) }
            if index < lastWithPrototypes, widths.isEmpty { unproven.append(.columnWithoutPrototypes) }
            if Set(widths).count > 1 { unproven.append(.prototypesOfSeveralWidths) }
            let columnMainX = unpaddedInMain && index > 0 ? mainX : nestedX
            placed.append(
                zip(zip(column.prototypes, widths), rowOrigins(of: column.prototypes)).map { prototype, y in
                    let (saved, width) = prototype
                    return Placement(
                        main: AppKitAutoresizing.Frame(x: columnMainX, y: y, width: width, height: saved.height),
                        nested: AppKitAutoresizing.Frame(x: nestedX, y: y, width: width, height: saved.height))
                })
            let setWidth = widths.first ?? column.archivedWidth
            nestedX += setWidth + spacing.width
            mainX += setWidth + spacing.width
        }
        return (placed, unproven.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
    }

    /// The tops of a column's prototypes, stacked from half the row spacing down (Aerial's
    /// sidebar, saved at 0 and 24 without row spacing, archived at 1 and 27 with 2 of it).
    private func rowOrigins(of prototypes: [AppKitAutoresizing.Frame]) -> [Double] {
        var y = (spacing.height / 2).rounded(.down)
        return prototypes.map { prototype in
            defer { y += prototype.height + spacing.height }
            return y
        }
    }
}
