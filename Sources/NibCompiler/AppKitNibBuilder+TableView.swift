import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Cell-based tables as Xcode 7.2 to 14.3.1 archive them: an `NSTableView` with its flags, row
/// metrics and colors, a corner view, and its `NSTableColumn`s, each with a header cell and a data
/// cell. Measured on Sparkle's `SUUpdatePermissionPrompt`, which more than 20 apps built with those
/// Xcodes (`AppKitXcodeRules.cellBasedTables`). Since Xcode 12.3 ibtool lays tables out as macOS 11
/// draws them (`AppKitXcodeRules.bigSurTables`), and since 12.4 writes a variant of the nib for
/// macOS 11 (`AppKitXcodeRules.tableStyleVariant`); only the column layouts the pairs show are
/// written, and any other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    static let tableViewAttributes: Set<String> = [
        "id", "focusRingType", "verticalHuggingPriority", "allowsExpansionToolTips", "columnAutoresizingStyle",
        "alternatingRowBackgroundColors", "multipleSelection", "autosaveColumns", "typeSelect", "rowHeight", "headerView",
        "autosaveName", "columnReordering", "columnResizing", "emptySelection", "columnSelection", "rowSizeStyle", "viewBased",
        "selectionHighlightStyle", "usesAutomaticRowHeights", "tableStyle", "floatsGroupRows", "identifier",
        // A tooltip, as any view's (Sequel Ace's); a mask not translated, which only constraints
        // naming the table would make it keep (`isPlacedByConstraints`).
        "toolTip", "translatesAutoresizingMaskIntoConstraints",
    ]
    /// A table's identifier, which no pair shows and apps' delegates tell their tables apart by
    /// (Sequel Ace's, HandBrake's): archived as any view's, after its layout guides.
    static let tableIdentifierApproximation = "a table's identifier, which no pair shows, is archived as any view's identifier is"
    static let acceptedTableViewValues: [String: Set<String>] = [
        // The hugging every table of the pairs has, which archives no NSHuggingPriority.
        "focusRingType": viewFocusRingTypes, "verticalHuggingPriority": ["750"], "allowsExpansionToolTips": ["YES", "NO"],
        "columnAutoresizingStyle": Set(columnAutoresizingStyles.keys), "alternatingRowBackgroundColors": ["YES", "NO"],
        "multipleSelection": ["YES", "NO"], "autosaveColumns": ["YES", "NO"], "typeSelect": ["YES", "NO"],
        "columnReordering": ["YES", "NO"], "columnResizing": ["YES", "NO"], "emptySelection": ["YES", "NO"],
        "columnSelection": ["YES", "NO"], "viewBased": ["YES"],
        // The default row size, which a table archives nothing for (viraptor's `sv-nohs-wide-col`).
        "rowSizeStyle": Set(["automatic"]).union(approximatedRowSizeStyles.keys),
        "selectionHighlightStyle": [sourceListHighlightStyle, noHighlightStyle], "usesAutomaticRowHeights": ["YES"],
        "tableStyle": Set(tableStyles.keys), "floatsGroupRows": ["NO"],
    ]
    /// `NSTableViewStyle` by Interface Builder's name, AppKit's `NSTableView.Style`: a nib for
    /// macOS 11 and later archives the document's style, none where automatic; a nib for older
    /// systems archives the plain style whatever the document's, so a table saved plain needs no
    /// macOS 11 variant of its nib (Aerial's `VideosViewController`, Xcode 26: one nib for macOS
    /// 10.14, style 4; `SidebarViewController`'s source list: style 4 for 10.14, 3 for 11).
    static let tableStyles: [String: Int64] = ["fullWidth": 1, "inset": 2, sourceListStyle: 3, "plain": plainTableStyle]
    /// The styles no pair shows, approximations: AppKit's numbers, and the older systems'
    /// variant as the source list's and the automatic style's.
    static let approximatedTableStyles: Set<String> = ["fullWidth", "inset"]
    /// A source list's intercell height in the nib for older systems, AppKit's classic 2 where
    /// the document saves the macOS 11 style's 0 (`SidebarViewController`).
    static let sourceListStyle = "sourceList"
    static let classicIntercellSpacingHeight = 2.0
    static let tableColumnAttributes = Set(
        ["id", "identifier", "editable", "width", "minWidth", "maxWidth", "headerToolTip"] + customClassAttributes)
    static let acceptedTableColumnValues: [String: Set<String>] = ["editable": ["NO"]]
    static let sortDescriptorAttributes: Set<String> = ["key", "sortKey", "ascending", "selector"]
    static let tableHeaderCellAttributes: Set<String> = ["key", "lineBreakMode", "borderStyle", "alignment", "title"]
    /// The elements of a table and an outline, a clip view's document.
    static let tableElements: Set<String> = ["tableView", outlineElement]
    static let outlineElement = "outlineView"
    /// What an outline view adds (viraptor's `outline-2col-firstcolonly-noreorder`, Xcode 26).
    static let outlineViewAttributes: Set<String> = [
        "indentationPerLevel", "autosaveExpandedItems", "outlineTableColumn", "autoresizesOutlineColumn",
        "indentationMarkerFollowsCell",
    ]
    /// The indentation marker's default, following the cell, is not archived; transmission's
    /// torrent list, which turns it off, archives false (`transmission-MainMenu`, Xcode 26).
    static let acceptedOutlineViewValues: [String: Set<String>] = [
        "autosaveExpandedItems": ["YES", "NO"], "autoresizesOutlineColumn": ["YES", "NO"], "indentationMarkerFollowsCell": ["NO"],
    ]

    /// `NSGridStyleMask` by Interface Builder's grid lines (viraptor's `test-table-vignettes`:
    /// vertical and horizontal, 3), written only when the table draws some.
    static let gridLineBits: [String: Int64] = ["vertical": 1, "horizontal": 2]
    /// `NSTvFlags` of a table drawing grid lines: `0x20000000` (`test-table-vignettes`).
    static let drawsGridFlag: Int64 = 0x2000_0000

    /// The colors a table archives, in the order they are made.
    static let tableColorKeys = ["backgroundColor", "gridColor"]
    /// `NSTableViewColumnAutoresizingStyle` by Interface Builder's name, uniform when it gives
    /// none (viraptor's `test-table-1col-autohide`, Aerial's tables).
    static let columnAutoresizingStyles: [String: Int64] = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
    ]
    static let defaultColumnAutoresizingStyle: Int64 = 1
    /// `NSTvFlags` of a table that resizes its columns uniformly: `0x8000` (viraptor's seven
    /// uniform tables and outlines, Xcode 26; no other table of the pairs has it).
    static let uniformColumnAutoresizing: Int64 = 1
    static let uniformColumnAutoresizingFlag: Int64 = 0x8000
    /// `NSTvFlags`: `0x02000000`, set on every table of the pairs whatever its type select,
    /// `0x00400000` but in a macOS 11 variant (`tableFlagOfMacOS11`); column reordering and
    /// resizing (`0x80000000`, `0x40000000`: viraptor's `test-outline-small-sv` turns both off),
    /// empty, multiple and column selection, autosaved columns and alternating row colors as the
    /// document says (measured on the Xcode 26 tables: `test-table-no-header` has the middle two
    /// by default, `test-sort-desc` the last, `test-table-vignettes` column selection).
    static let tableFlags: Int64 = 0x0240_0000
    static let tableFlagBits: [String: (bit: Int64, byDefault: Bool)] = [
        "columnReordering": (0x8000_0000, true), "columnResizing": (0x4000_0000, true), "emptySelection": (0x1000_0000, true),
        "multipleSelection": (0x0800_0000, true), "columnSelection": (0x0400_0000, false), "autosaveColumns": (0x0100_0000, true),
        "alternatingRowBackgroundColors": (0x0080_0000, false),
    ]
    /// What a table archives whatever the document says: no data source or delegate (the keyed
    /// archive holds a string `$null`, its own null marker, for each), drags to other
    /// applications off and within it on, the regular dragging destination style, group rows in
    /// the source list style.
    static let tableDraggingSourceMasks = (local: Int64(-1), nonLocal: Int64(0))
    static let tableDraggingDestinationStyle: Int64 = 0
    static let tableGroupRowStyle: Int64 = 1
    /// Row size styles other than the automatic one, which archives none, by AppKit's numbers
    /// (`NSTableViewRowSizeStyle`), which no pair shows (NetNewsWire's medium rows): written
    /// after the group row style, where Interface Builder 3's archive (`AppKitNibBuilder`) of
    /// MacPass's outline puts its default style, an approximation.
    static let approximatedRowSizeStyles: [String: Int64] = ["custom": 0, "small": 1, "medium": 2, "large": 3]
    /// A table highlighting its selection as a source list (viraptor's `HSChooserWindow`, Xcode
    /// 26): `NSTableViewSelectionHighlightStyle` 1 and the source list's dragging destination
    /// style 1; its prototype cell views keep their saved frames, the inset style's padding not
    /// being the source list's (saved and archived 11 from the column's edge).
    static let sourceListHighlightStyle = "sourceList"
    static let sourceListSelectionHighlight: Int64 = 1
    static let sourceListDraggingDestinationStyle: Int64 = 1
    /// A table highlighting no selection (MacPass's inspector), which no pair shows: the same key
    /// with AppKit's `NSTableViewSelectionHighlightStyleNone`, -1, and the regular dragging
    /// destination style, as Interface Builder 3's archive (`AppKitNibBuilder`) of it holds.
    static let noHighlightStyle = "none"
    static let noSelectionHighlight: Int64 = -1
    /// The row height of a table that gives none (viraptor's `test-table-no-header`).
    static let defaultRowHeight = 17.0
    /// `NSvFlags` of a table: `0x1100`, and since Xcode 11 the width and height sizable bits
    /// whatever its mask says.
    static let tableViewFlags: Int64 = 0x1100
    static let tableViewSizableFlags: Int64 = 0x12
    static let sizableTableMask: IBAttributes = ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"]
    /// The intercell spacing of a table that saves none.
    static let unsavedIntercellSpacing = (width: 0.0, height: 0.0)
    /// The corner view above the vertical scroller: as high as the header of the build Mac's
    /// system (28 points since macOS 11, `AppKitXcodeRules.bigSurTables`), hidden when the build
    /// Mac shows overlay scrollers.
    static let cornerViewWidths = (before: 15.0, since26: 17.0)
    static let cornerViewHeights = (before: 20.0, bigSur: 28.0)
    /// `NSResizingMask` of a column: resizes with the table (1), by the user (2).
    static let columnResizingBits: [String: Int64] = ["resizeWithTable": 1, "userResizable": 2]

    /// A table's header view, which the scroll view holding the table makes: the view, the
    /// corner view above the vertical scroller, and the header's height.
    struct TableHeaderPlacement {
        var header: Int
        var id: String
        var corner: Int
        var height: Double

        /// Where a table under a header has its corner view, as Xcode 26 archives viraptor's
        /// nine such tables: in the scroll view when it has no horizontal scroller or shows it
        /// (`test-sort-desc`, `sv-hs-visible`), hidden with the vertical scroller; else in no
        /// view, shown (`test24-tables-elastic`, `outline-2col-firstcolonly-noreorder`).
        static func cornerPlacement(scrollView: IBElement, horizontal: IBElement, vertical: IBElement) -> (
            inScrollView: Bool, hidden: Bool
        ) {
            let inScrollView = scrollView["hasHorizontalScroller"] == "NO" || horizontal["hidden"] != "YES"
            return (inScrollView, inScrollView && vertical["hidden"] == "YES")
        }
    }

    /// How the scroll view holding a table tiles it: whether ibtool may widen the table
    /// (`widenedWidth`), and where the corner view of a table without a header goes beside a
    /// vertical scroller shown for good (`test-table-no-header`: 18 × 28 at (362, 1)).
    struct TableTiling {
        var mayWiden = false
        var hasHorizontalScroller = true
        var cornerFrame: (x: Double, y: Double, width: Double, height: Double)?
        /// The table's width as the document saves it, before its clip view was tiled again.
        var savedWidth: Double?
    }

    /// The table that is a clip view's document, with its columns, added after the clip view;
    /// under its header view when it has one.
    mutating func addTableView(
        _ element: IBElement, clip: Int, clipSize: (width: Double, height: Double), tiling: TableTiling,
        header: TableHeaderPlacement?
    ) -> Int? {
        let isOutline = element.name == Self.outlineElement
        let isViewBased = element["viewBased"] == "YES"
        if isViewBased { approximateUnlessMeasured(AppKitXcodeRules.viewBasedTables, "a view-based table", at: element) }
        if isOutline {
            approximateUnlessMeasured(AppKitXcodeRules.outlineViews, "an outline view", at: element)
        }
        guard element["headerView"] == header?.id else {
            reject("a table whose header view is not its scroll view's is not known to the macOS compiler yet", at: element)
            return nil
        }
        let headerHeight = header?.height ?? 0
        guard headerHeight >= 0, headerHeight <= clipSize.height else {
            reject("a table header higher than its scroll view is not known to the macOS compiler", at: element)
            return nil
        }
        approximateUnlessMeasured(AppKitXcodeRules.cellBasedTables, "a table", at: element)
        approximateUnknownAttributes(
            of: element,
            known: (isOutline ? Self.tableViewAttributes.union(Self.outlineViewAttributes) : Self.tableViewAttributes)
                .union(Self.customClassAttributes),
            accepted: Self.acceptedTableViewValues.merging(Self.acceptedOutlineViewValues) { $1 })
        var saved: (x: Double, y: Double, width: Double, height: Double)?
        var spacing: (width: Double, height: Double)?
        var colorElements: [String: IBElement] = [:]
        var columnElements: [IBElement]?
        var gridStyleMask: Int64 = 0
        var others: [IBElement] = []
        var seen: Set<String> = []
        var maskFlags: Int64 = 0
        for child in element.children {
            // Each of these once: a second would silently replace the first.
            guard seen.insert("\(child.name) \(child["key"] ?? "")").inserted || child.name == "connections" else {
                reject("a second \(child.name) of a table is not known to the macOS compiler yet", at: child)
                return nil
            }
            switch (child.name, child["key"]) {
            case ("rect", "frame"):
                guard let rect = rect(child) else { return nil }
                saved = rect
            case ("autoresizingMask", "autoresizingMask") where child.attributes.keys.allSatisfy({ $0 == "key" }):
                continue
            case ("autoresizingMask", "autoresizingMask")
            where child.attributes == Self.sizableTableMask && follows(AppKitXcodeRules.tablesSizeWithTheirClipView):
                // What the table archives whatever its mask says.
                continue
            case ("autoresizingMask", "autoresizingMask") where follows(AppKitXcodeRules.tablesSizeWithTheirClipView):
                // Sequel Pro's source lists (width sizable, flexible top): the pairs' tables of
                // no mask and of the sizable one archive the same flags.
                approximate(
                    "a table's autoresizing mask other than none or sizable, which no pair shows, is archived as those are, "
                        + "width and height sizable",
                    at: child)
            case ("autoresizingMask", "autoresizingMask"):
                // The pairs' tables before Xcode 11 save no mask (Sparkle's); most apps' save the
                // sizable one (iTerm2's, Sequel Ace's, Textual's, HandBrake's).
                approximate(
                    "a table's autoresizing mask for an Xcode before 11, which no pair shows, is archived in its view flags as "
                        + "a view's mask is",
                    at: element)
                guard let bits = flags(of: child, AppKitAutoresizing.bits) else { return nil }
                maskFlags = bits
            case ("animations", nil) where child.holdsNothing:
                continue
            case ("size", "intercellSpacing"):
                guard Set(child.attributes.keys) == ["key", "width", "height"], let width = number(child, "width"),
                    let height = number(child, "height"), width.isFinite, height.isFinite
                else {
                    reject("an intercell spacing other than a width and a height is not known to the macOS compiler yet", at: child)
                    return nil
                }
                spacing = (width, height)
            case ("color", let key?) where Self.tableColorKeys.contains(key):
                colorElements[key] = child
            case ("tableViewGridLines", "gridStyleMask"):
                guard let mask = flags(of: child, Self.gridLineBits) else { return nil }
                gridStyleMask = mask
            case ("tableColumns", nil) where child.attributes.isEmpty:
                columnElements = child.children
            default:
                others.append(child)
            }
        }
        if spacing == nil {
            // GitUp's lists, saved so by Xcode 6 to 16: every other table saves its spacing, even
            // AppKit's 3 × 2, and their scroll views' line scroll is their row height alone.
            approximate(
                "a table saving no intercell spacing, which no pair shows, is written with none, the size Interface Builder leaves out",
                at: element)
            spacing = Self.unsavedIntercellSpacing
        }
        guard let savedFrame = saved, let spacing else {
            reject("a table without a frame is not known to the macOS compiler yet", at: element)
            return nil
        }
        let columnList = (columnElements ?? []).filter { $0.name == "tableColumn" }
        if columnList.isEmpty {
            // Vienna's article list, whose columns its code adds.
            approximate("a table without columns, which no pair shows, is written with an empty list of them", at: element)
        }
        // Interface Builder leaves a table a point off its clip view where constraints pin it
        // (IINA's filter presets, at x -1).
        if savedFrame.x != 0 || savedFrame.y != 0 {
            approximate(
                "a table saved off its clip view's origin, which no pair shows, is written at the origin, where its clip view shows it",
                at: element)
        }
        let frame = (x: 0.0, y: 0.0, width: savedFrame.width, height: savedFrame.height)
        rejectChildren((columnElements ?? []).filter { $0.name != "tableColumn" }, of: element)
        var widths = columnList.map { number($0, "width") ?? -1 }
        let hasStyleVariants = follows(AppKitXcodeRules.tableStyleVariant)
        let style = element["tableStyle"]
        if let style, Self.approximatedTableStyles.contains(style) {
            approximate("a table of the \(style) style, which no pair shows, is written with AppKit's number for it", at: element)
        }
        if style != nil, !hasStyleVariants {
            approximate("a table style for an Xcode before table styles, which no pair shows, is not archived", at: element)
        }
        if style == Self.sourceListStyle, hasStyleVariants, self.variant == .beforeMacOS11, spacing.height != 0 {
            approximate(
                "a source list of an intercell height other than 0, which no pair shows, keeps it in the nib for older systems",
                at: element)
        }
        // A table saved plain is the same in both variants: written as the macOS 11 one.
        let isPlain = style.flatMap { Self.tableStyles[$0] } == Self.plainTableStyle
        let variant = isPlain ? AppKitNibVariant.macOS11 : self.variant
        if hasStyleVariants {
            if tablesAreForMacOS11Only {
                approximateUnlessMeasured(AppKitXcodeRules.tablesForMacOS11Only, "a table for macOS 11 and later only", at: element)
            } else if isPlain {
                approximateUnlessMeasured(AppKitXcodeRules.plainTablesBeforeMacOS11, "a plain table for macOS before 11", at: element)
            } else {
                approximateUnlessMeasured(AppKitXcodeRules.tablesBesideTheirMacOS11Variant, "a table for macOS before 11", at: element)
            }
            if variant == .beforeMacOS11 { needsMacOS11Variant = true }
        }
        // A nib for macOS 11 and later alone has its tables laid out again: one its clip view can
        // show is as wide as the clip view, whatever the document saves (`sv-hs-visible`: saved
        // 299 wide in a 298-point clip view, archived 298); an outline that resizes its outline
        // column gives that column what the table gains or loses (`test-outline-small-sv`: 314
        // wide beside a small scroller, archived 301, its outline column 231 → 218).
        let isLaidOutAgain = tablesAreForMacOS11Only
        var outlineColumnChange = (index: 0, width: 0.0)
        if isLaidOutAgain, isOutline, element["autoresizesOutlineColumn"] == "YES",
            let index = columnList.firstIndex(where: { $0.id == element["outlineTableColumn"] })
        {
            outlineColumnChange = (index, clipSize.width - (tiling.savedWidth ?? frame.width))
            widths[index] += outlineColumnChange.width
        }
        let filledWidth = widths.reduce(0, +) + spacing.width * Double(widths.count)
        // A plain table has no margins to make room for (`lastColumnChange`).
        let isMacOS11Layout = hasStyleVariants && !isPlain && (isLaidOutAgain || variant == .macOS11)
        let fullWidth =
            isMacOS11Layout
            ? fullWidthLayout(
                of: element, columns: columnList, widths: widths, spacing: spacing.width, clipWidth: clipSize.width, tiling: tiling)
            : nil
        let widenedWidth =
            tiling.mayWiden && fullWidth == nil
            ? widenedWidth(of: element, columnWidths: widths, spacing: spacing.width, clipWidth: clipSize.width) : nil
        // Beside its macOS 11 variant, which keeps the width the document saves, a table for older
        // systems is as wide as its clip view (Aerial's `CustomVideos`, 907 in 856, and
        // `SourcesViewController`, 790 in 779, Xcode 26).
        let fillsTable = hasStyleVariants && variant == .beforeMacOS11
        if hasStyleVariants, !isLaidOutAgain, frame.width != clipSize.width {
            approximateUnlessMeasured(
                AppKitXcodeRules.tablesBesideTheirMacOS11VariantOtherThanTheirClip,
                "a table not as wide as its clip view beside its macOS 11 variant", at: element)
            if !fillsTable, frame.width > clipSize.width, !tiling.mayWiden, fullWidth == nil {
                approximate(
                    "a table wider than its clip view, in a scroll view that may not widen it, whose columns leave room for macOS 11's inset margins, which no pair shows, keeps its saved width in its macOS 11 variant",
                    at: element)
            }
        }
        let tableWidth = fullWidth?.tableWidth ?? widenedWidth ?? (isLaidOutAgain || fillsTable ? clipSize.width : frame.width)
        tableWidths[clip] = (tableWidth, widenedWidth != nil)
        // The macOS 11 layout's free width, from which the variant for older systems fills its table.
        let laidOutFreeWidth = (fillsTable ? frame.width : tableWidth) - filledWidth
        var widthChanges: [Double]
        if widths.isEmpty {
            widthChanges = []
        } else if frame.width == clipSize.width || isLaidOutAgain || hasStyleVariants,
            let lastColumnChange = fullWidth?.lastColumnChange
                ?? (widenedWidth != nil
                    ? 0
                    : lastColumnChange(
                        of: element, freeWidth: laidOutFreeWidth, columnCount: widths.count,
                        lastColumnResizes: columnList.last.map(resizesWithTable) ?? false, isPlain: isPlain)),
            let changes = columnWidthChanges(
                lastColumnChange: lastColumnChange, freeWidth: tableWidth - filledWidth, columnCount: widths.count,
                sharingColumns: columnList.indices.filter { resizesWithTable(columnList[$0]) }, fillsTable: fillsTable)
        {
            widthChanges = changes
        } else {
            // AppKit tiles the columns again as the table takes its size.
            approximate(
                "a table that its columns or its clip view do not fill as the pairs show: its columns keep their saved widths",
                at: element)
            widthChanges = Array(repeating: 0, count: widths.count)
        }
        if !widthChanges.isEmpty { widthChanges[outlineColumnChange.index] += outlineColumnChange.width }
        guard let rowHeight = Self.archivedRowHeight(of: element), rowHeight.isFinite, rowHeight > 0 else {
            reject("rowHeight=\"\(element["rowHeight"] ?? "")\" of a table is not known to the macOS compiler yet", at: element)
            return nil
        }
        let indentation = element["indentationPerLevel"].map { Double($0) } ?? 0
        guard let indentation, indentation >= 0, indentation <= Double(Float.greatestFiniteMagnitude) else {
            reject("indentationPerLevel of an outline view is not known to the macOS compiler yet", at: element)
            return nil
        }
        if isOutline, let outlineColumn = element["outlineTableColumn"], !columnList.contains(where: { $0.id == outlineColumn }) {
            reject("an outline column that is not one of the outline's columns is not known to the macOS compiler", at: element)
            return nil
        }
        let table = add(isOutline ? AppKitNibClass.outlineView : AppKitNibClass.tableView, .values([]))
        addDocumentObject(table, parent: clip, element: element)
        collectConnections(others, of: element, source: table)
        if let toolTip = element.text("toolTip") { toolTips.append((table, toolTip, element)) }
        var colors: [String: Int] = [:]
        for key in Self.tableColorKeys {
            guard let colorElement = colorElements[key] else { continue }
            guard let color = addColor(colorElement) else { return nil }
            colors[key] = color
        }
        var columns: [Int] = []
        var prototypes: [PrototypeCellView]? = isViewBased ? [] : nil
        let isSourceList = element["selectionHighlightStyle"] == Self.sourceListHighlightStyle
        let autoresizingStyle =
            element["columnAutoresizingStyle"].flatMap { Self.columnAutoresizingStyles[$0] } ?? Self.defaultColumnAutoresizingStyle
        // A source list of the variant for older systems spaces its rows as the classic style does.
        let rowSpacing =
            hasStyleVariants && variant == .beforeMacOS11 && style == Self.sourceListStyle && spacing.height == 0
            ? Self.classicIntercellSpacingHeight : spacing.height
        var placements: [[AppKitPrototypeLayout.Placement]]?
        if isViewBased, hasStyleVariants {
            if isPlain, tablesAreForMacOS11Only {
                approximate(
                    "the prototype cell views of a plain table in a nib for macOS 11 and later, which no pair shows, fill their columns as AppKit's plain style lays a row out",
                    at: element)
            }
            let outlineColumn =
                isOutline && element["autoresizesOutlineColumn"] == "YES"
                ? columnList.firstIndex { $0.id == element["outlineTableColumn"] } : nil
            placements = prototypePlacements(
                of: element, columns: zip(columnList, widthChanges).map { ($0, $1) },
                style: isPlain || variant == .beforeMacOS11 ? .plain : .inset, tableWidth: tableWidth,
                spacing: (spacing.width, rowSpacing), autoresizedOutlineColumn: outlineColumn,
                resizesColumnsUniformly: autoresizingStyle == Self.uniformColumnAutoresizing)
        }
        for (position, (columnElement, widthChange)) in zip(columnList, widthChanges).enumerated() {
            guard
                let column = addTableColumn(
                    columnElement, table: table, position: position, widthChange: widthChange, prototypes: &prototypes,
                    prototypePlacements: placements.flatMap { $0.indices.contains(position) ? $0[position] : nil })
            else {
                return nil
            }
            columns.append(column)
        }
        var reusableViews: Int?
        if let prototypes {
            guard let nibs = addReusableViewNibs(prototypes, of: element) else { return nil }
            reusableViews = nibs
        }

        var flags = Self.tableFlags
        for (name, rule) in Self.tableFlagBits where element[name].map({ $0 == "YES" }) ?? rule.byDefault {
            flags |= rule.bit
        }
        if autoresizingStyle == Self.uniformColumnAutoresizing { flags |= Self.uniformColumnAutoresizingFlag }
        if gridStyleMask != 0 { flags |= Self.drawsGridFlag }
        var viewFlags = follows(AppKitXcodeRules.tableViewFlagsWithout1000) ? Self.autoresizesSubviewsFlag : Self.tableViewFlags
        viewFlags |= follows(AppKitXcodeRules.tablesSizeWithTheirClipView) ? Self.tableViewSizableFlags : maskFlags
        // A table that saves its state under a name keeps the older systems' flag (viraptor's
        // `outline-2col-firstcolonly-noreorder` and `test-table-vignettes`), and so does one that
        // allows neither column resizing nor column selection (`test-outline-small-sv`,
        // `HSChooserWindow`, Aerial's sidebar and info source tables; Aerial's tables that allow
        // column selection alone and all others of the pairs have the macOS 11 flag).
        let keepsOlderFlag =
            element["autosaveName"] != nil || (element["columnResizing"] == "NO" && element["columnSelection"] != "YES")
        if hasStyleVariants, variant == .macOS11, !keepsOlderFlag {
            flags = flags & ~Self.tableFlagOfOlderSystems | Self.tableFlagOfMacOS11
        }
        // A table wider than its clip view has both, widened (the eight such tables of viraptor's
        // and Aerial's pairs) or saved so (the macOS 11 variants of Aerial's `CustomVideos` and
        // `SourcesViewController`).
        if tableWidth > clipSize.width { flags |= Self.tableFlagOfOlderSystems }
        // In the order of Xcode 14's NIBArchives (Sparkle's `f0ceaf5` build).
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .object(clip))
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(viewFlags))
        // A view-based table's row views go in its subviews, none yet (`outline-cellview`).
        fields.add(AppKitNibKey.subviews, isViewBased ? list(NibCollectionClass.mutableArray, []).archived : nil)
        // A table without rows is as high as its clip view under the header (Sparkle's, saved 16
        // high, archived 113).
        // A view-based table shows a row at least (`test24-tables-elastic`: 52 and 75 high under
        // a clip view 47 high below the header).
        let height = max(clipSize.height - headerHeight, isViewBased ? rowHeight : 0)
        if height > clipSize.height - headerHeight {
            shownHeightParts[clip] = clipSize.height / (height + headerHeight)
        }
        fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: tableWidth, height: height)).archived)
        fields.add(AppKitNibKey.superview, .object(clip))
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        addLayoutGuideValues(to: &fields)
        if let identifier = element.text("identifier") {
            approximate(Self.tableIdentifierApproximation, at: element)
            fields.add(AppKitNibKey.reuseIdentifier, string(identifier).archived)
        }
        // A table sends its action on no event of its own.
        addCelllessControlValues(
            enabled: true, allowsExpansionToolTips: element["allowsExpansionToolTips"] == "YES" ? true : nil, sendActionMask: 0,
            to: &fields)
        fields.add(AppKitNibKey.tableHeaderView, header.map { .object($0.header) })
        fields.add(AppKitNibKey.tableCornerView, .object(header?.corner ?? addCornerView(frame: tiling.cornerFrame)))
        fields.add(AppKitNibKey.tableColumns, list(NibCollectionClass.mutableArray, columns).archived)
        fields.add(AppKitNibKey.tableIntercellSpacingWidth, .double(spacing.width))
        fields.add(AppKitNibKey.tableIntercellSpacingHeight, .double(rowSpacing))
        fields.add(AppKitNibKey.backgroundColor, colors["backgroundColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableGridColor, colors["gridColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableArchivedReusableViews, reusableViews.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableRowHeight, .double(rowHeight))
        fields.add(AppKitNibKey.tvFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        // No delegate or data source: a keyed archive's "$null" string (`AppKitNib.keyedArchiveGraph`).
        fields.add(AppKitNibKey.delegate, .null)
        fields.add(AppKitNibKey.dataSource, .null)
        fields.add(AppKitNibKey.autosaveName, element["autosaveName"].map { string($0).archived })
        fields.add(AppKitNibKey.tableGridStyleMask, gridStyleMask == 0 ? nil : .integer(gridStyleMask))
        fields.add(AppKitNibKey.tableColumnAutoresizingStyle, .integer(autoresizingStyle))
        fields.add(AppKitNibKey.draggingSourceMaskForLocal, .integer(Self.tableDraggingSourceMasks.local))
        fields.add(AppKitNibKey.draggingSourceMaskForNonLocal, .integer(Self.tableDraggingSourceMasks.nonLocal))
        fields.add(AppKitNibKey.allowsTypeSelect, .bool(element["typeSelect"] != "NO"))
        let archivedStyle =
            !hasStyleVariants ? nil : variant == .beforeMacOS11 ? Self.plainTableStyle : style.flatMap { Self.tableStyles[$0] }
        fields.add(AppKitNibKey.tableStyle, archivedStyle.map(NibGraph.Value.integer))
        let highlight: Int64? =
            isSourceList
            ? Self.sourceListSelectionHighlight
            : element["selectionHighlightStyle"] == Self.noHighlightStyle ? Self.noSelectionHighlight : nil
        fields.add(AppKitNibKey.tableSelectionHighlightStyle, highlight.map(NibGraph.Value.integer))
        fields.add(
            AppKitNibKey.tableDraggingDestinationStyle,
            .integer(isSourceList ? Self.sourceListDraggingDestinationStyle : Self.tableDraggingDestinationStyle))
        fields.add(AppKitNibKey.tableGroupRowStyle, .integer(Self.tableGroupRowStyle))
        if let sizeStyle = element["rowSizeStyle"].flatMap({ Self.approximatedRowSizeStyles[$0] }) {
            approximate(
                "a row size style other than the automatic one, which no pair shows, is written as AppKit's number for it after the group row style",
                at: element)
            fields.add(AppKitNibKey.tableRowSizeStyle, .integer(sizeStyle))
        }
        // Written only when off (Aerial's sidebar; no other table of the pairs has it).
        fields.add(AppKitNibKey.tableShouldFloatGroupRows, element["floatsGroupRows"] == "NO" ? .bool(false) : nil)
        fields.add(AppKitNibKey.tableUsesAutomaticRowHeights, element["usesAutomaticRowHeights"] == "YES" ? .bool(true) : nil)
        if isOutline {
            // Written only when off (`test-outline-small-sv`, which resizes it, has none).
            fields.add(
                AppKitNibKey.outlineAutoresizesOutlineColumn, element["autoresizesOutlineColumn"] == "YES" ? nil : .bool(false))
            let unarchivedIndentation = hasStyleVariants ? Self.unarchivedIndentations[archivedStyle] : nil
            fields.add(
                AppKitNibKey.outlineIndentationPerLevel, indentation == unarchivedIndentation ? nil : .float(Float(indentation)))
            fields.add(
                AppKitNibKey.outlineIndentationMarkerFollowsCell, element["indentationMarkerFollowsCell"] == "NO" ? .bool(false) : nil)
            fields.add(AppKitNibKey.outlineAutosaveExpandedItems, element["autosaveExpandedItems"] == "YES" ? .bool(true) : nil)
            fields.add(AppKitNibKey.outlineStronglyReferencesItems, .bool(true))
        }
        objects[table].content = .values(NibGraph.Entries(fields.entries))
        // A table of a class of the app's is archived as that class swapped in for AppKit's
        // (viraptor's `test-outline-small-sv`, a `FileOutlineView`).
        swapClass(of: table, to: element)
        return table
    }

    /// A table's row height: the document's, or its default, and at least as high as its tallest
    /// prototype cell view (viraptor's `test24-tables-elastic`: rows saved 24 high beside
    /// prototypes 52 and 75 high, archived 52 and 75); nil for one that is no number.
    static func archivedRowHeight(of table: IBElement) -> Double? {
        guard let rowHeight = table["rowHeight"].map({ Double($0) }) ?? defaultRowHeight else { return nil }
        guard table["viewBased"] == "YES" else { return rowHeight }
        let prototypeHeights = table.children(in: "tableColumns").flatMap { $0.children(in: prototypeCellViewsElement) }.compactMap {
            $0.child("rect", key: "frame")?["height"].flatMap(Double.init)
        }
        return max(rowHeight, prototypeHeights.filter(\.isFinite).max() ?? rowHeight)
    }

    /// How far a table's scroll view scrolls by a line: a row and the spacing below it, or nil
    /// for a row height or spacing that is no finite number.
    static func rowScrollAmount(of table: IBElement) -> Float? {
        let rowHeight = archivedRowHeight(of: table)
        let spacing = table.child("size", key: "intercellSpacing").map { $0["height"].flatMap(Double.init) } ?? 0
        guard let rowHeight, let spacing, (rowHeight + spacing).isFinite else { return nil }
        return Float(rowHeight + spacing)
    }

    /// The corner view above a table's vertical scroller, in no view or in the scroll view
    /// (`of`), hidden as the scroll view says (`TableHeaderPlacement.cornerPlacement`); tiled
    /// beside the header (`frame`) when the scroll view shows the scroller for good.
    mutating func addCornerView(
        of scrollView: Int? = nil, hidden: Bool = false, frame: (x: Double, y: Double, width: Double, height: Double)? = nil
    ) -> Int {
        var flags = Self.autoresizesSubviewsFlag
        let hiddenByOverlayScrollers =
            options.scrollerStyle == .overlay && !follows(AppKitXcodeRules.cornerViewsShownBesideOverlayScrollers)
        if hiddenByOverlayScrollers || hidden { flags |= Self.hiddenFlag }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, scrollView.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        let height = follows(AppKitXcodeRules.bigSurTables) ? Self.cornerViewHeights.bigSur : Self.cornerViewHeights.before
        let width = follows(AppKitXcodeRules.widerCornerViews) ? Self.cornerViewWidths.since26 : Self.cornerViewWidths.before
        if let frame {
            fields.add(
                AppKitNibKey.frame,
                string(GeometryString.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)).archived)
        } else {
            fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: width, height: height)).archived)
        }
        fields.add(AppKitNibKey.superview, scrollView.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        addLayoutGuideValues(to: &fields)
        return add(AppKitNibClass.cornerView, .values(NibGraph.Entries(fields.entries)))
    }

    /// What an inset-style table (macOS 11's automatic style) needs beside its columns and the
    /// spacing between them: ibtool widens a table to it when the clip view is narrower (viraptor's
    /// `sv-nohs-wide-col`: a 1,200-point column, 1,232; `test-table-no-header`: 120 and 234 with 3
    /// between, 389; `test17-scrollhiding`, `test24-tables-elastic`, `test-outline-header`,
    /// `test-table-header-first-col`: 20 wider than saved, the same sum).
    static let insetTableMargin = 32.0

    /// The width ibtool lays a table of a nib for macOS 11 and later alone out at when its clip
    /// view cannot show its columns (`insetTableMargin`), or nil where it keeps the table's width.
    /// Only where the pairs show it (the scroll view says whether it may: `TableTiling`): not beside
    /// an older systems' variant (Sparkle's `SUUpdatePermissionPrompt` shrinks its last column
    /// there, `lastColumnChange`), and not an outline that resizes its outline column (Aerial's
    /// `CustomVideos` shrinks it by 29 points, viraptor's `outline-cellview` keeps the outline
    /// 301 wide for columns that need 321, `test-outline-small-sv` resizes the column).
    private func widenedWidth(of element: IBElement, columnWidths: [Double], spacing: Double, clipWidth: Double) -> Double? {
        guard tablesAreForMacOS11Only, element["autoresizesOutlineColumn"] != "YES"
        else { return nil }
        let width = columnWidths.reduce(0, +) + spacing * Double(max(columnWidths.count - 1, 0)) + Self.insetTableMargin
        return width > clipWidth ? width : nil
    }

    /// What macOS 11's full-width style needs beside a table's columns and the spacing between
    /// them (6 points a side), where the inset style needs `insetTableMargin`.
    static let fullWidthTableMargin = 12.0

    /// A table of macOS 11's layout that takes the full-width style, and its last column's
    /// change and width then; nil for one that takes the inset style. The automatic style
    /// resolves to inset unless the table needs room to fit its columns (AppKit's documentation
    /// of `NSTableView.Style.automatic`): where the inset margins do not fit its clip view, its
    /// last column cannot give them up (`lastColumnChange`), and its scroll view has no
    /// horizontal scroller, a table whose full-width margins fit, or that may not widen, takes
    /// the full-width style; its last column gives up what those margins need beyond the
    /// spacing (`test-table-vignettes`: 372.09 → 363.09, the saved columns overflowing the table
    /// by 0.09) and the table is as wide as its columns and margins need, a fraction of a point
    /// dropped, or as its clip view (Aerial's `SourcesViewController`: 789 beside a clip view of
    /// 779, where its columns and margins need 789; `outline-cellview`, 301 exactly).
    private func fullWidthLayout(
        of element: IBElement, columns: [IBElement], widths: [Double], spacing: Double, clipWidth: Double, tiling: TableTiling
    ) -> (lastColumnChange: Double, tableWidth: Double)? {
        guard follows(AppKitXcodeRules.bigSurTables), !tiling.hasHorizontalScroller, let lastWidth = widths.last,
            let lastColumn = columns.last
        else { return nil }
        let plainWidth = widths.reduce(0, +) + spacing * Double(widths.count)
        let insetWidth = plainWidth + Self.insetTableMargin - spacing
        let fullWidth = plainWidth + Self.fullWidthTableMargin - spacing
        let resizesLastColumnAlone = Self.resizesLastColumnAlone(element, columnCount: widths.count)
        let minWidth = number(lastColumn, "minWidth") ?? Self.unsavedColumnMinimumWidth
        let maxWidth = number(lastColumn, "maxWidth") ?? minWidth
        func absorbs(_ change: Double) -> Bool {
            resizesLastColumnAlone && resizesWithTable(lastColumn) && minWidth <= lastWidth - change && lastWidth - change <= maxWidth
        }
        guard insetWidth > clipWidth, !(absorbs(insetWidth - plainWidth) && plainWidth <= clipWidth),
            fullWidth <= clipWidth || !tiling.mayWiden
        else { return nil }
        let change = fullWidth > clipWidth && absorbs(fullWidth - plainWidth) ? plainWidth - fullWidth : 0
        return (change, max(clipWidth, (fullWidth + change).rounded(.down)))
    }

    /// How much narrower ibtool archives a table's last column than the document saves it, or
    /// nil where the pairs do not show it. Before macOS 11 the measured tables are filled exactly
    /// by their columns and keep them. Since, ibtool lays a table out again: one whose columns
    /// leave less than `bigSurColumnShrink` free loses that much from its last column (Sparkle's
    /// `SUUpdatePermissionPrompt`, Xcode 12.3 to 14.0.1: filled, and 9 points free; viraptor's
    /// `test-table-1col-autohide`, 5 free, one uniformly resized column), one that leaves more
    /// keeps its columns (Sparkle's, Xcode 14.3.1, 35 free).
    static let bigSurColumnShrink = 29.0

    private mutating func lastColumnChange(
        of element: IBElement, freeWidth: Double, columnCount: Int, lastColumnResizes: Bool, isPlain: Bool
    ) -> Double? {
        guard follows(AppKitXcodeRules.bigSurTables) else { return freeWidth == 0 ? 0 : nil }
        if freeWidth >= Self.bigSurColumnShrink { return 0 }
        // A table saved plain has no inset margins to make room for: it keeps its columns
        // (Aerial's `VideosViewController`, a point free).
        if isPlain { return freeWidth >= 0 ? 0 : nil }
        let style = element["columnAutoresizingStyle"]
        // A table that resizes no column keeps them (Aerial's `CustomVideos`, 9 free), and so
        // does one whose last column cannot resize (its info source list, 9 free, and
        // `SourcesViewController`, 4 short; Xcode 26).
        if style == "none" || !lastColumnResizes { return 0 }
        let resizesLastColumn = Self.resizesLastColumnAlone(element, columnCount: columnCount)
        guard freeWidth >= 0 else { return nil }
        // An outline that resizes its outline column, of several columns resized uniformly,
        // keeps them (viraptor's `outline-cellview` and `test-outline-small-sv`, 9 free).
        if !resizesLastColumn, element.name == Self.outlineElement, element["autoresizesOutlineColumn"] == "YES",
            style == nil || style == "uniform"
        {
            return 0
        }
        guard resizesLastColumn else { return nil }
        return -Self.bigSurColumnShrink
    }

    /// Whether the nib's tables are for macOS 11 and later alone: the Xcode writes tables' style
    /// variants (`AppKitXcodeRules.tableStyleVariant`) and the deployment target has no older
    /// system, so no variant for one is written.
    var tablesAreForMacOS11Only: Bool {
        follows(AppKitXcodeRules.tableStyleVariant) && !options.deploymentTarget(before: AppKitCompiler.macOS11System)
    }

    /// Whether the nib's tables have a variant for the systems before macOS 11 beside their own.
    var tablesHaveVariantBeforeMacOS11: Bool {
        follows(AppKitXcodeRules.tableStyleVariant) && options.deploymentTarget(before: AppKitCompiler.macOS11System)
    }

    /// Since `AppKitXcodeRules.tableStyleVariant`, the tables of a nib for systems before macOS
    /// 11 have the plain style (`NSTableViewStylePlain`), the same flags, and columns that fill
    /// them (`columnWidthChanges`); those of its macOS 11 variant no style and `0x00200000` in
    /// their flags instead of `0x00400000` (Sparkle's `SUUpdatePermissionPrompt`, Xcode 12.4 to
    /// 14.3.1; viraptor's `test-sort-desc`, Xcode 26, for macOS 11 and later alone).
    static let plainTableStyle: Int64 = 4
    /// The indentation an outline of a nib with table styles archives none for, its style's
    /// default: 16 in the plain style of a variant for older systems (Aerial's `CustomVideos`,
    /// which `SourcesViewController`'s 13 there is not), 13 in macOS 11's automatic style, which
    /// archives no style (`SourcesViewController`'s variant; `CustomVideos`'s and viraptor's 16
    /// are written there), Xcode 26.
    static let unarchivedIndentations: [Int64?: Double] = [plainTableStyle: 16, nil: 13]
    static let tableFlagOfOlderSystems: Int64 = 0x0040_0000
    static let tableFlagOfMacOS11: Int64 = 0x0020_0000

    /// How much each column widens or narrows: the last by `lastColumnChange`; then, in a
    /// variant whose columns fill the table, the width left free or missing shared out evenly
    /// among the `sharingColumns`, those that resize with the table, the first taking a point of
    /// what does not divide (Sparkle's 128 and 137 of 306 become 146 and 154; Aerial's
    /// `CustomVideos`, 98 and 794 in 856, 77 and 773; its info source list widens its first
    /// column alone, beside a fixed one). Nil where the pairs do not show the share: a fraction,
    /// a remainder among more than two columns or of a missing width, no column to share it.
    private func columnWidthChanges(
        lastColumnChange: Double, freeWidth: Double, columnCount: Int, sharingColumns: [Int], fillsTable: Bool
    ) -> [Double]? {
        var changes = Array(repeating: 0.0, count: columnCount)
        changes[columnCount - 1] = lastColumnChange
        let left = freeWidth - lastColumnChange
        guard fillsTable, left != 0 else { return changes }
        guard !sharingColumns.isEmpty, let points = Int(exactly: left) else { return nil }
        let (share, remainder) = points.quotientAndRemainder(dividingBy: sharingColumns.count)
        guard remainder == 0 || (remainder > 0 && sharingColumns.count <= 2) else { return nil }
        for (position, column) in sharingColumns.enumerated() {
            changes[column] += Double(share + (position < remainder ? 1 : 0))
        }
        return changes
    }

    /// Whether a column takes a share of its table's width: it resizes with the table and its
    /// bounds let it (Aerial's 24-point grip column, at least and at most 24, keeps its width).
    private func resizesWithTable(_ column: IBElement) -> Bool {
        guard Self.savesResizingWithTable(column) else { return false }
        let minWidth = number(column, "minWidth") ?? Self.unsavedColumnMinimumWidth
        return number(column, "maxWidth").map { minWidth < $0 } ?? false
    }

    /// Whether a table's column autoresizing style gives its last column alone what the table
    /// gains or loses: the last-column style, or the uniform one with a single column.
    static func resizesLastColumnAlone(_ table: IBElement, columnCount: Int) -> Bool {
        let style = table["columnAutoresizingStyle"]
        return style == "lastColumnOnly" || (columnCount == 1 && (style == nil || style == "uniform"))
    }

    /// Whether a column's saved resizing mask has it resize with its table.
    static func savesResizingWithTable(_ column: IBElement) -> Bool {
        column.child("tableColumnResizingMask", key: "resizingMask")?["resizeWithTable"] == "YES"
    }

    /// The width ibtool archives for a column saved `saved` wide that the table's layout changes
    /// by `change`: AppKit keeps it within its bounds.
    static func archivedWidth(saved: Double, change: Double, minimum: Double, maximum: Double) -> Double {
        min(max(saved + change, minimum), maximum)
    }

    /// NSTableColumn's own minimum width, for a column saving none.
    static let unsavedColumnMinimumWidth = 10.0

    /// The identifier of a column the document gives none, followed by its position.
    static let automaticColumnIdentifierPrefix = "AutomaticTableColumnIdentifier."

    /// A column with its header and data cells and its bindings.
    /// The prototype cell views of a view-based table's column are added to `prototypes` (nil
    /// for a cell-based table, whose columns have none) at `prototypePlacements`.
    private mutating func addTableColumn(
        _ element: IBElement, table: Int, position: Int, widthChange: Double, prototypes: inout [PrototypeCellView]?,
        prototypePlacements: [AppKitPrototypeLayout.Placement]?
    ) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.tableColumnAttributes, accepted: Self.acceptedTableColumnValues)
        // Interface Builder keeps a width within its bounds, as AppKit does.
        guard let savedWidth = number(element, "width"), let maxWidth = number(element, "maxWidth") else {
            reject("a table column without a width and a maximum is not known to the macOS compiler yet", at: element)
            return nil
        }
        // OpenEmu's core lists save no minimum: the default Interface Builder leaves unsaved is
        // not known (documents save 10 and 40 alike), so AppKit's own, 10, stands in.
        let minWidth = number(element, "minWidth") ?? Self.unsavedColumnMinimumWidth
        if element["minWidth"] == nil {
            approximate(
                "a table column saving no minimum width, whose unsaved value no pair shows, is archived with AppKit's default minimum, 10",
                at: element)
        }
        if !(minWidth <= savedWidth && savedWidth <= maxWidth) {
            // Quicksilver's check box column: 16 wide, at least 16.4 and at most 16.
            approximate(
                "a table column whose width is not between its minimum and maximum, which no pair shows, is archived with the three as saved",
                at: element)
        }
        var cellElements: [String: IBElement] = [:]
        var resizingElement: IBElement?
        var sortElement: IBElement?
        var prototypeElement: IBElement?
        var others: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case (Self.prototypeCellViewsElement, nil) where prototypeElement == nil && prototypes != nil && child.attributes.isEmpty:
                prototypeElement = child
            case ("sortDescriptor", "sortDescriptorPrototype") where sortElement == nil:
                sortElement = child
            case ("tableHeaderCell", "headerCell"), ("textFieldCell", "dataCell"), ("imageCell", "dataCell"), ("buttonCell", "dataCell"),
                ("levelIndicatorCell", "dataCell"), ("popUpButtonCell", "dataCell"), ("comboBoxCell", "dataCell"):
                guard cellElements.updateValue(child, forKey: child["key"] ?? "") == nil else {
                    reject("a second \(child.name) of a table column is not known to the macOS compiler yet", at: child)
                    return nil
                }
            case ("tableColumnResizingMask", "resizingMask") where resizingElement == nil:
                resizingElement = child
            case ("string", "headerToolTip") where element["headerToolTip"] == nil:
                continue
            case (_, "dataCell"), (_, "headerCell"):
                reject("a \(child.name) as a table column's \(child["key"] ?? "") is not known to the macOS compiler yet", at: child)
                return nil
            default:
                others.append(child)
            }
        }
        guard let headerElement = cellElements["headerCell"], let dataElement = cellElements["dataCell"] else {
            reject("a table column without a header cell and a data cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Only a column that resizes with its table (and by the user, or not:
        // `test-outline-small-sv`'s outline column) is measured, or one without a mask that
        // keeps its width: viraptor's `test-table-no-header`, `test-outline-header` and
        // `test-table-header-first-col` archive no mask and no `NSIsResizeable` for them.
        let resizing = resizingElement.map { flags(of: $0, Self.columnResizingBits) } ?? 0
        let resizesWithTable = Self.columnResizingBits["resizeWithTable"] ?? 0
        guard let resizing else { return nil }
        if resizing & resizesWithTable == 0, widthChange != 0 {
            approximate(
                "a table column that does not resize with its table, which the table's layout would resize, keeps its saved width: no pair shows which column AppKit resizes then",
                at: resizingElement ?? element)
        }
        let change = resizing & resizesWithTable == 0 ? 0 : widthChange
        let width = Self.archivedWidth(saved: savedWidth, change: change, minimum: minWidth, maximum: maxWidth)
        // AppKit keeps a width within its bounds also where the table's layout would take it out
        // of them (IINA's fixed 20-point columns, which the layout would widen).
        if savedWidth + change < minWidth || savedWidth + change > maxWidth {
            approximate(
                "a table column the table's layout would take beyond its minimum or maximum width is archived at that bound: no pair shows how AppKit shares the rest",
                at: element)
        }
        // One only the user resizes, keeping its width as the table's others take none, is
        // archived with its mask as the others are (IINA's and transmission's lists).
        if resizing != 0, resizing & resizesWithTable == 0 {
            approximate(
                "a table column only the user resizes, which no pair shows, is archived with its mask as one resizing with its table is",
                at: resizingElement ?? element)
        }
        let column = add(AppKitNibClass.tableColumn, .values([]))
        addDocumentObject(column, parent: table, element: element)
        collectConnections(others, of: element, source: column)
        // A table's cells get no character picker, even where text fields' do (Sparkle's
        // d1aa6a0 build of a document saved with tools 11762).
        guard let header = addTableHeaderCell(headerElement),
            let data =
                switch dataElement.name {
                case "imageCell": addImageDataCell(dataElement, table: table, column: column)
                case "levelIndicatorCell": addLevelIndicatorDataCell(dataElement, table: table, column: column)
                case "popUpButtonCell": addPopUpDataCell(dataElement, table: table, column: column)
                // A check box column (`test-outline-small-sv`).
                case "buttonCell": addButtonCell(dataElement, control: table, parent: column, identifier: nil, imageHugsTitle: false)
                default: addTextFieldCell(dataElement, control: table, parent: column, characterPicker: false)
                }
        else { return nil }
        var sortDescriptor: Int?
        if let sortElement {
            guard let made = addSortDescriptor(sortElement) else { return nil }
            sortDescriptor = made
        }
        // An empty identifier is none (Sparkle's fb8d600 build).
        let identifier =
            element["identifier"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (follows(AppKitXcodeRules.automaticColumnIdentifiers) ? Self.automaticColumnIdentifierPrefix + String(position) : nil)
        if let prototypeElement {
            guard
                let made = addPrototypeCellViews(
                    prototypeElement, column: column, columnIdentifier: identifier, placements: prototypePlacements)
            else { return nil }
            prototypes? += made
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.identifier, identifier.map { string($0).archived })
        fields.add(AppKitNibKey.columnWidth, .double(width))
        fields.add(AppKitNibKey.columnMinWidth, .double(minWidth))
        fields.add(AppKitNibKey.columnMaxWidth, .double(maxWidth))
        fields.add(AppKitNibKey.columnHeaderCell, .object(header))
        fields.add(AppKitNibKey.columnDataCell, .object(data))
        fields.add(AppKitNibKey.columnResizingMask, resizing == 0 ? nil : .integer(resizing))
        fields.add(AppKitNibKey.columnIsResizeable, resizing == 0 ? nil : .bool(true))
        fields.add(AppKitNibKey.columnIsEditable, element["editable"] == "NO" ? nil : .bool(true))
        fields.add(AppKitNibKey.columnTableView, .object(table))
        fields.add(AppKitNibKey.columnSortDescriptorPrototype, sortDescriptor.map(NibGraph.Value.object))
        if let toolTip = element.text("headerToolTip") {
            // Mac Mouse Fix's and Textual's explanations of their columns.
            approximate("a column header's tooltip, which no pair shows, is archived as AppKit's NSHeaderToolTip, last", at: element)
            fields.add(AppKitNibKey.columnHeaderToolTip, string(toolTip).archived)
        }
        objects[column].content = .values(NibGraph.Entries(fields.entries))
        if element["customClass"] != nil {
            // Colloquy's and Quicksilver's columns of their own classes.
            approximate(Self.customClassApproximation(of: "table column"), at: element)
            swapClass(of: column, to: element)
        }
        return column
    }

    static let imageDataCellAttributes: Set<String> = [
        "key", "id", "controlSize", "refusesFirstResponder", "alignment", "imageScaling", "image", "animates", "imageAlignment",
    ]
    static let acceptedImageDataCellValues: [String: Set<String>] = [
        "controlSize": ["small"], "refusesFirstResponder": ["YES"], "alignment": ["left"], "imageScaling": Set(imageCellScaling.keys),
        "animates": ["YES"], "imageAlignment": Set(imageAlignments.keys),
    ]

    /// A column's image cell, as Xcode 26 writes viraptor's `imagecell-datacell-font`: its font
    /// if it has one, which also sets the text cell bit of its flags; its image, whether it
    /// animates and its alignment, as an image view's cell holds them (transmission's torrent
    /// list, `transmission-MainMenu`; Colloquy's animated status icons).
    private mutating func addImageDataCell(_ element: IBElement, table: Int, column: Int) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.imageDataCells, "an image cell of a table column", at: element)
        approximateUnknownAttributes(of: element, known: Self.imageDataCellAttributes, accepted: Self.acceptedImageDataCellValues)
        var font: Int?
        for child in element.children {
            if child.name == "font", child["key"] == "font", font == nil {
                font = addFont(child)
            } else {
                reject("\(child.name) of a table column's imageCell is not known to the macOS compiler yet", at: child)
            }
        }
        var image: Int?
        if let name = element["image"] {
            guard let added = addImage(named: name, catalog: element["catalog"], at: element) else { return nil }
            image = added
        }
        let cell = add(AppKitNibClass.imageCell, .values([]))
        addDocumentObject(cell, parent: column, element: element)
        var flags2 = element["refusesFirstResponder"] == "YES" ? Self.refusesFirstResponderCellFlag : 0
        flags2 |= Self.sizeCellFlags2(of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(font == nil ? 0 : Self.textCellFlags))
        fields.add(AppKitNibKey.cellFlags2, .integer(flags2))
        // The image, font and table before the image values, as an image view's cell (all 131
        // image cells of the pairs' NIBArchives).
        fields.add(AppKitNibKey.contents, image.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.controlView, .object(table))
        fields.add(AppKitNibKey.imageAlignment, .integer(imageAlignment(of: element)))
        fields.add(AppKitNibKey.imageScaling, .integer(Self.imageCellScaling[element.cellImageScaling, default: 0]))
        fields.add(AppKitNibKey.imageFrameStyle, .integer(Self.noImageFrame))
        fields.add(AppKitNibKey.animates, .bool(element["animates"] == "YES"))
        fields.add(AppKitNibKey.imageAnimation, .integer(Self.defaultImageAnimation))
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        return cell
    }

    static let levelIndicatorDataCellAttributes = Set(
        ["key", "id", "controlSize", "alignment", "maxValue", "warningValue", "criticalValue", "levelIndicatorStyle"]
            + customClassAttributes)
    static let acceptedLevelIndicatorDataCellValues: [String: Set<String>] = [
        "controlSize": ["small"], "alignment": Set(cellAlignments.keys), "levelIndicatorStyle": Set(levelIndicatorStyles.keys),
    ]
    /// `NSLevelIndicatorStyle` by Interface Builder's name.
    static let levelIndicatorStyles: [String: Int64] = [
        "relevancy": 0, "continuousCapacity": 1, "discreteCapacity": 2, "rating": 3,
    ]

    /// A column's level indicator cell (transmission's peer progress), which no pair shows.
    private mutating func addLevelIndicatorDataCell(_ element: IBElement, table: Int, column: Int) -> Int? {
        approximate(
            "a level indicator cell of a table column, which no pair shows, is written with AppKit's keys for its values and style",
            at: element)
        return addLevelIndicatorCell(element, controlView: table, parent: column)
    }

    /// A column's pop-up cell (SameBoy's joypad bindings), which no pair shows: a pop-up
    /// button's cell drawn by the table.
    private mutating func addPopUpDataCell(_ element: IBElement, table: Int, column: Int) -> Int? {
        approximate(
            "a pop-up cell of a table column, which no pair shows, is written as a pop-up button's cell drawn by the table",
            at: element)
        return addPopUpButtonCell(element, control: table, parent: column, identifier: nil)
    }

    /// A level indicator cell: NSCell's flags, then the values and style `NSLevelIndicatorCell`
    /// reads, as given; `controlView` draws it (a table, or its own level indicator).
    mutating func addLevelIndicatorCell(_ element: IBElement, controlView: Int, parent: Int) -> Int? {
        approximateUnknownAttributes(
            of: element, known: Self.levelIndicatorDataCellAttributes, accepted: Self.acceptedLevelIndicatorDataCellValues)
        rejectChildren(element.children, of: element)
        var values: [(key: String, value: Double)] = []
        for (attribute, key) in [
            ("maxValue", AppKitNibKey.maxValue), ("warningValue", AppKitNibKey.warningValue),
            ("criticalValue", AppKitNibKey.criticalValue),
        ] {
            guard let text = element[attribute] else { continue }
            guard let value = Double(text), value.isFinite else {
                reject("\(attribute)=\"\(text)\" of a level indicator cell is not a number", at: element)
                return nil
            }
            values.append((key, value))
        }
        let cell = add(AppKitNibClass.levelIndicatorCell, .values([]))
        addDocumentObject(cell, parent: parent, element: element)
        let alignment = Self.cellAlignments[element.cellAlignment] ?? (4, 4)
        var flags2 = alignment.cell << Self.cellAlignmentShift
        flags2 |= Self.sizeCellFlags2(of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(0))
        fields.add(AppKitNibKey.cellFlags2, .integer(flags2))
        fields.add(AppKitNibKey.controlView, .object(controlView))
        for (key, value) in values { fields.add(key, .double(value)) }
        fields.add(
            AppKitNibKey.indicatorStyle, .integer(Self.levelIndicatorStyles[element["levelIndicatorStyle"] ?? "relevancy", default: 0]))
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        swapClass(of: cell, to: element)
        return cell
    }

    /// A column's sort descriptor prototype: its key, direction and selector (viraptor's
    /// `test-sort-desc`: `name`, ascending, `compare:`).
    private mutating func addSortDescriptor(_ element: IBElement) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.sortDescriptorAttributes, accepted: ["ascending": ["YES", "NO"]])
        guard let key = element["sortKey"], let selector = element["selector"] else {
            reject("a sort descriptor without a key and a selector is not known to the macOS compiler yet", at: element)
            return nil
        }
        rejectChildren(element.children, of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.sortKey, string(key).archived)
        fields.add(AppKitNibKey.sortAscending, .bool(element["ascending"] == "YES"))
        fields.add(AppKitNibKey.sortSelector, string(selector).archived)
        fields.add(AppKitNibKey.sortReverseNullOrder, .bool(false))
        return add(AppKitNibClass.sortDescriptor, .values(NibGraph.Entries(fields.entries)))
    }

    /// A column's header cell: a text cell without a control, its title plain.
    private mutating func addTableHeaderCell(_ element: IBElement) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.tableHeaderCellAttributes, accepted: Self.acceptedTextFieldCellValues)
        let font = follows(AppKitXcodeRules.bigSurTables) ? AppKitFonts.tableHeaderFont : nil
        return addTextFieldCell(element, control: nil, parent: nil, characterPicker: false, font: font)
    }
}
