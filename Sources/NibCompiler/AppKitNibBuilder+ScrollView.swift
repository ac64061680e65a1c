import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Scroll views as Xcode 26 archives them when ibtool keeps the document's geometry (viraptor's
/// `clipview-customview-drawsbg`, and the scroll views of Aerial's and viraptor's nibs around a
/// view that fits): an `NSScrollView` with its clip view, scrollers and pan gesture recognizer,
/// an `NSClipView` holding the document view, and two `NSScroller`s. A document larger than the
/// clip view is refused: ibtool enables the scrollers, sizes their knobs and, unless they hide,
/// tiles the scroll view again (Aerial's `CreditsViewController`: scrollers moved and widened to
/// 17), and so are scrollers shown for good. So are outlines and text views as documents, which
/// ibtool sizes itself, and tables but as the measured Xcodes wrote them (`addTableView`).
extension AppKitNibBuilder {
    static let scrollViewAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "borderType", "autohidesScrollers", "hasHorizontalScroller", "hasVerticalScroller", "usesPredominantAxisScrolling",
        "horizontalLineScroll", "horizontalPageScroll", "verticalLineScroll", "verticalPageScroll",
        "horizontalScrollElasticity", "verticalScrollElasticity", "focusRingType",
    ])
    static let acceptedScrollViewValues: [String: Set<String>] = [
        "borderType": Set(scrollBorderTypes.keys), "autohidesScrollers": ["YES", "NO"], "hasHorizontalScroller": ["YES", "NO"],
        "hasVerticalScroller": ["YES", "NO"], "usesPredominantAxisScrolling": ["YES", "NO"],
        "horizontalScrollElasticity": Set(scrollElasticities.keys), "verticalScrollElasticity": Set(scrollElasticities.keys),
        "focusRingType": viewFocusRingTypes,
    ]
    /// `NSScrollElasticity` by Interface Builder's name, in `NSsFlags` at bit 14 horizontally
    /// and bit 12 vertically (Prune's `Main.storyboard`: none both ways adds 0x5000; viraptor's
    /// `test24-tables-elastic`: none 0x5000 and allowed 0xA000).
    static let scrollElasticities: [String: Int64] = ["automatic": 0, "none": 1, "allowed": 2]
    static let elasticityShifts = (horizontal: Int64(14), vertical: Int64(12))
    /// A clip view's attributes; its label and Interface Builder's layout warnings are the
    /// editor's only, as any view's, and so is its not translating its mask, which its scroll
    /// view tiles anyway (Aerial's `SourcesViewController`, Xcode 26: no key for it).
    static let clipViewAttributes = Set(
        [
            "id", "key", "copiesOnScroll", "drawsBackground", "focusRingType",
            "translatesAutoresizingMaskIntoConstraints",
        ] + customClassAttributes)
    static let acceptedClipViewValues: [String: Set<String>] = [
        "copiesOnScroll": ["NO"], "drawsBackground": ["NO"], "translatesAutoresizingMaskIntoConstraints": ["NO"],
        "focusRingType": viewFocusRingTypes,
    ]
    static let scrollerAttributes: Set<String> = [
        "id", "key", "hidden", "wantsLayer", "verticalHuggingPriority", "horizontalHuggingPriority", "doubleValue", "horizontal",
        "controlSize",
    ]
    static let acceptedScrollerValues: [String: Set<String>] = ["horizontal": ["YES", "NO"], "controlSize": ["small"]]
    static let textViewElement = "textView"
    /// The documents whose size the compiler keeps as the document gives it.
    static let fixedDocumentViews: Set<String> = ["view", "customView"]
    /// The documents of a scroll view the pairs show; another view is an approximation.
    static let knownDocumentViews = fixedDocumentViews.union(tableElements).union([
        textViewElement, collectionViewElement, predicateEditorElement, ruleEditorElement,
    ])

    /// `NSsFlags` of a scroll view: `0x20800` always, the border type, `0x10` a vertical scroller,
    /// `0x20` a horizontal one, `0x200` autohiding, `0x10000` predominant axis scrolling; it
    /// matches all 37 scroll views of the Xcode 26 pairs but for tables wider (`0x80`) or taller
    /// (`0x40`) than their clip view, and elasticity.
    static let scrollViewFlags: Int64 = 0x2_0800
    /// `NSsFlags` of a scroll view whose table is wider than its clip view: the eight widened
    /// tables of the pairs (`AppKitNibBuilder.insetTableMargin`) and no other.
    static let scrollsSidewaysFlag: Int64 = 0x80
    /// `NSsFlags` of a scroll view whose table, with its header, is taller than its clip view
    /// (`test24-tables-elastic`'s second and third: 52 and 75 high below a 28-point header in a
    /// 75-point clip view; the first, 47 high, fits and has none).
    static let scrollsDownFlag: Int64 = 0x40
    static let scrollBorderTypes: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "groove": 3]
    /// The width of a border the clip view is tiled inside.
    static let scrollBorderWidths: [String: Double] = ["none": 0, "line": 1, "bezel": 1]
    static let scrollViewFlagBits: [String: Int64] = [
        "hasVerticalScroller": 0x10, "hasHorizontalScroller": 0x20, "autohidesScrollers": 0x200,
        "usesPredominantAxisScrolling": 0x1_0000,
    ]
    /// What Interface Builder leaves out of a scroll view's flags because it is the default.
    static let scrollViewFlagDefaults: [String: Bool] = [
        "hasVerticalScroller": true, "hasHorizontalScroller": true, "autohidesScrollers": false,
        "usesPredominantAxisScrolling": true,
    ]
    /// Scroll amounts as `NSScrollAmts` holds them (vertical page, horizontal page, vertical line,
    /// horizontal line, each a big-endian float), written only when one is not 10.
    static let scrollAmountNames = ["verticalPageScroll", "horizontalPageScroll", "verticalLineScroll", "horizontalLineScroll"]
    static let lineScrollAmountNames: Set<String> = ["verticalLineScroll", "horizontalLineScroll"]
    static let defaultScrollAmount: Float = 10
    static let magnifications = (minimum: 0.25, maximum: 4.0, current: 1.0)
    /// `NScvFlags`: `4` draws the background (the default), `2` does not copy on scroll.
    static let clipDrawsBackgroundFlag: Int64 = 4
    /// What Xcode 7's clip views add to their `NSvFlags`.
    static let olderClipViewFlag: Int64 = 0x800
    static let clipDoesNotCopyOnScrollFlag: Int64 = 2
    static let clipBackgroundColor = "controlBackgroundColor"
    /// What every scroller archives: its action, sent to the scroll view, and `NSsFlags` 1 when
    /// horizontal, `0x100` when small (its `NSControlSize` stays 0: Sparkle's
    /// `SUUpdatePermissionPrompt`, viraptor's `outline-cellview`).
    static let scrollerAction = "_doScroller:"
    static let horizontalScrollerFlag: Int64 = 1
    static let smallScrollerFlag: Int64 = 0x100
    /// The pan gesture recognizer every scroll view archives.
    static let panAction = "_panWithGestureRecognizer:"

    /// A scroll view under `superview`, or at the top level under `parent`.
    mutating func addScrollView(_ element: IBElement, superview: Int?, parent: Int? = nil) -> Int? {
        guard let owner = parent ?? superview else { return nil }
        guard let parsed = parseView(element, known: Self.scrollViewAttributes, accepted: Self.acceptedScrollViewValues)
        else { return nil }
        var clipElement: IBElement?
        var headerElement: IBElement?
        var scrollerElements: [String: IBElement] = [:]
        var others: [IBElement] = []
        for child in parsed.others {
            switch (child.name, child["key"]) {
            case ("clipView", "contentView"): clipElement = child
            case ("tableHeaderView", "headerView") where headerElement == nil: headerElement = child
            case ("scroller", "horizontalScroller"), ("scroller", "verticalScroller"): scrollerElements[child["key"] ?? ""] = child
            case ("edgeInsets", _) where approximatesInsets(child): continue
            default: others.append(child)
            }
        }
        guard let clipElement, let horizontalElement = scrollerElements["horizontalScroller"],
            let verticalElement = scrollerElements["verticalScroller"]
        else {
            reject("a scroll view without a clip view and two scrollers is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Scrollers shown for good are tiled again at AppKit's legacy width: the clip view, and a
        // document sizable that way, give up 17 points to each (`test20-framecalc`: a clip view
        // saved 181 × 94, archived 164 × 77), 13 to a small one (`test-outline-small-sv`).
        // Overlay scrollers float above the clip view, which keeps its saved frame (Aerial's
        // `AdvancedViewController`: saved and archived 809 × 661 under both scrollers).
        let keepsScrollers = element["autohidesScrollers"] != "YES" && options.scrollerStyle == .legacy
        let tiling = (
            width: keepsScrollers && verticalElement["hidden"] != "YES" ? Self.shownScrollerTile(verticalElement) : 0,
            height: keepsScrollers && horizontalElement["hidden"] != "YES" ? Self.shownScrollerTile(horizontalElement) : 0
        )
        let document = clipElement.child("subviews")?.children.first
        let tableElement = document.flatMap { Self.tableElements.contains($0.name) ? $0 : nil }
        // The border the clip view and scrollers are tiled inside; nil for a border no pair shows.
        let border = Self.scrollBorderWidths[element.scrollViewBorderType]
        var amounts: [Float] = []
        for name in Self.scrollAmountNames {
            guard let amount = element[name].map({ Float($0) }) ?? Self.defaultScrollAmount else {
                reject("\(name)=\"\(element[name] ?? "")\" of a scrollView is not known to the macOS compiler yet", at: element)
                return nil
            }
            amounts.append(amount)
        }
        // A table scrolls by its rows, whatever the document says (`test-table-no-header` saves
        // 10 and archives 19: rows of 17 and 2 between them; `sv-nohs-wide-col` saves none).
        if let table = tableElement {
            guard let rowScroll = Self.rowScrollAmount(of: table) else {
                reject("a table's rowHeight or intercell spacing is not known to the macOS compiler yet", at: table)
                return nil
            }
            for (position, name) in Self.scrollAmountNames.enumerated() where Self.lineScrollAmountNames.contains(name) {
                amounts[position] = rowScroll
            }
        }
        let scrollView = add(AppKitNibClass.scrollView, .values([]))
        addDocumentObject(scrollView, parent: owner, element: element)
        collectConnections(others, of: element, source: scrollView)
        var header: TableHeaderPlacement?
        var parsedHeader: ParsedView?
        var cornerInScrollView = false
        let scrollWidth = parsed.frame.width
        if let headerElement {
            approximateUnlessMeasured(AppKitXcodeRules.tableHeaderViews, "a table header view", at: headerElement)
            // MacPass's character picker and Platypus's arguments keep a horizontal scroller
            // below the header.
            if tiling.height > 0 {
                approximate(Self.headerAboveHorizontalScrollerApproximation, at: headerElement)
            }
            guard
                let parsed = parseView(
                    headerElement, known: Self.tableHeaderViewAttributes,
                    accepted: ["wantsLayer": ["YES"], "focusRingType": Self.viewFocusRingTypes])
            else { return nil }
            guard parsed.frame.x == 0, parsed.frame.y == 0, parsed.subviews.isEmpty, parsed.constraints.isEmpty, let id = headerElement.id
            else {
                reject("a table header view with a place or views of its own is not known to the macOS compiler yet", at: headerElement)
                return nil
            }
            collectConnections(parsed.others, of: headerElement, source: scrollView)
            parsedHeader = parsed
            // Beside its older systems' variant, in both nibs, a table's corner view is in no view
            // and shown whatever the scrollers (Aerial's `CustomVideos` and
            // `SourcesViewController`, Xcode 26).
            let corner =
                tablesHaveVariantBeforeMacOS11
                ? (inScrollView: false, hidden: false)
                : TableHeaderPlacement.cornerPlacement(scrollView: element, horizontal: horizontalElement, vertical: verticalElement)
            // Beside a vertical scroller shown for good, the corner view is tiled above it, as
            // high as the header (`test-table-header-first-col`, `test-outline-header`: 18 × 23
            // at (462, 1) and (362, 1), the scroller's width and the border's).
            var cornerFrame: (x: Double, y: Double, width: Double, height: Double)?
            if tiling.width > 0, corner.inScrollView {
                guard let border else {
                    reject("a table header in a scroll view of this border is not known to the macOS compiler yet", at: element)
                    return nil
                }
                cornerFrame = Self.tiledCornerFrame(scrollWidth: scrollWidth, border: border, height: parsed.frame.height)
            }
            header = TableHeaderPlacement(
                header: add(AppKitNibClass.tableHeaderView, .values([])), id: id,
                corner: addCornerView(of: corner.inScrollView ? scrollView : nil, hidden: corner.hidden, frame: cornerFrame),
                height: parsed.frame.height)
            cornerInScrollView = corner.inScrollView
        }
        // A clip view under a header fills the scroll view inside its border (viraptor's
        // `test-table-1col-autohide`: saved 358 × 237 at y 0 under a 23-point header, archived
        // 358 × 258 at y 1); a clip view beside scrollers shown for good gives up their room.
        let savedClip = clipElement.child("rect", key: "frame").flatMap { rect($0) }
        var clipFrame: (x: Double, y: Double, width: Double, height: Double)?
        if header != nil {
            guard let border else {
                reject("a table header in a scroll view of this border is not known to the macOS compiler yet", at: element)
                return nil
            }
            clipFrame = (
                border, border, parsed.frame.width - 2 * border - tiling.width, parsed.frame.height - 2 * border - tiling.height
            )
        } else if tiling == (0, 0), horizontalElement["hidden"] == "YES", verticalElement["hidden"] == "YES", tableElement != nil,
            let border
        {
            // A table's clip view with both scrollers hidden fills the scroll view inside its
            // border, wherever the document saves it (`sv-nohs-wide-col`: saved at y 0 and as
            // high as the scroll view, archived at (1, 1) two points lower).
            clipFrame = (border, border, parsed.frame.width - 2 * border, parsed.frame.height - 2 * border)
        } else if tiling != (0, 0), let savedClip {
            // The scroll view is tiled again: inside its border, less the scrollers' room, whatever
            // room for a narrower scroller the document saved (`test13-clip-flags`: a clip view
            // saved 523 wide beside a 15-point scroller, archived 521 in a 540-point scroll view).
            guard let border else {
                reject("scrollers shown in a scroll view of this border are not known to the macOS compiler yet", at: element)
                return nil
            }
            clipFrame = (
                savedClip.x, savedClip.y, parsed.frame.width - 2 * border - tiling.width, parsed.frame.height - 2 * border - tiling.height
            )
        }
        // Where a scroll view hides its scrollers and has no horizontal one, ibtool shrinks a
        // column of a table under a header rather than widen the table (`test-table-1col-autohide`,
        // `test-table-vignettes`, Aerial's `SourcesViewController`).
        var tableTiling = TableTiling(
            mayWiden: !(header != nil && element["autohidesScrollers"] == "YES" && element["hasHorizontalScroller"] == "NO"),
            hasHorizontalScroller: element["hasHorizontalScroller"] != "NO")
        var tiledVertical = verticalElement
        if tableElement != nil, tiling.width > 0 {
            // A table tiles a vertical scroller shown for good at AppKit's legacy width, below
            // its header, whatever the document saves (`test-table-no-header`: saved 15 wide at
            // x 364, archived 17 wide at 362; `test-outline-small-sv`: a small one saved 14 wide,
            // archived 13); beside it, the corner view of a table without a header (`TableTiling`).
            guard let border else {
                reject("scrollers shown in a scroll view of this border are not known to the macOS compiler yet", at: element)
                return nil
            }
            let x = scrollWidth - border - tiling.width
            let headerHeight = header?.height ?? 0
            tiledVertical = Self.withFrame(
                verticalElement, x: x, y: border + headerHeight, width: tiling.width,
                height: parsed.frame.height - 2 * border - headerHeight - tiling.height)
            if header == nil {
                let height = follows(AppKitXcodeRules.bigSurTables) ? Self.cornerViewHeights.bigSur : Self.cornerViewHeights.before
                tableTiling.cornerFrame = Self.tiledCornerFrame(scrollWidth: scrollWidth, border: border, height: height)
            }
        }
        var tiledHorizontal = horizontalElement
        let documentScrolledUp = options.scrollerStyle == .overlay ? 1 - (number(verticalElement, "doubleValue") ?? 0) : nil
        guard
            let clip = addClipView(
                clipElement, superview: scrollView, parent: scrollView, frame: clipFrame, header: header, tableTiling: tableTiling,
                documentScrolledUp: documentScrolledUp)
        else { return nil }
        let scrollsSideways = tableWidths[clip]?.isWidened == true
        // A view taller than the clip view beside overlay scrollers tiles them again over the
        // clip view's edges, each leaving the other's corner (Aerial's `OverlaysViewController`:
        // saved 16 × 476 at (606, 1) and 621 × 16 at (1, 461) in a 623 × 478 scroll view, archived
        // 17 × 468.5 at (605, 1) and 613.5 × 17 at (1, 460)).
        if tableElement == nil, shownHeightParts[clip] != nil, let savedClip {
            guard let border else {
                reject("overlay scrollers in a scroll view of this border are not known to the macOS compiler yet", at: element)
                return nil
            }
            let width = Self.overlayScrollerWidth
            tiledVertical = Self.withFrame(
                verticalElement, x: scrollWidth - border - width, y: border, width: width,
                height: savedClip.height - Self.overlayScrollerCorner)
            tiledHorizontal = Self.withFrame(
                horizontalElement, x: border, y: parsed.frame.height - border - width,
                width: savedClip.width - Self.overlayScrollerCorner, height: width)
        }
        // A table tiles its scroll view, which hides an autohiding scroller it does not need
        // (`sv-hs-visible`: a horizontal scroller shown in the document, archived hidden); a
        // custom view does not (`clipview-customview-drawsbg` keeps its shown vertical scroller).
        var knobProportion: Double?
        if tableWidths[clip] != nil, !scrollsSideways, element["autohidesScrollers"] == "YES" {
            tiledHorizontal.attributes["hidden"] = "YES"
        }
        // A widened table needs its horizontal scroller: one the scroll view has is shown, tiled
        // along the bottom inside the border at AppKit's legacy width, its knob as long as the
        // part of the table the clip view shows, whatever the document saves (viraptor's
        // `test17-scrollhiding` and `test24-tables-elastic`: hidden, saved 15 or 16 high, archived
        // 17 high at y 117 and 59, 238 of 258 points shown).
        if scrollsSideways, element["hasHorizontalScroller"] != "NO", let tableWidth = tableWidths[clip]?.width {
            guard let border, let clipWidth = clipFrame?.width ?? savedClip?.width, tableWidth > 0 else {
                reject("a widened table in a scroll view of this border is not known to the macOS compiler yet", at: element)
                return nil
            }
            // A scroll view that does not hide its scrollers shows the vertical one the document
            // hides, tiled below the header at AppKit's legacy width and down to the bottom
            // border, without taking the clip view's room (`test17-scrollhiding`'s first scroll
            // view: saved hidden 15 × 102 at (224, 17), archived shown 17 × 105 at (222, 29)).
            if element["autohidesScrollers"] != "YES", verticalElement["hidden"] == "YES" {
                let headerHeight = header?.height ?? 0
                tiledVertical = Self.withFrame(
                    verticalElement, x: scrollWidth - border - Self.shownScrollerTile, y: border + headerHeight,
                    width: Self.shownScrollerTile, height: parsed.frame.height - 2 * border - headerHeight)
                tiledVertical.attributes["hidden"] = nil
            }
            let height = Self.shownScrollerTile(horizontalElement)
            tiledHorizontal = Self.withFrame(
                horizontalElement, x: border, y: parsed.frame.height - border - height, width: scrollWidth - 2 * border, height: height)
            tiledHorizontal.attributes["hidden"] = nil
            knobProportion = clipWidth / tableWidth
        }
        guard
            let horizontal = addScroller(
                tiledHorizontal, of: element, scrollView: scrollView, scrolls: scrollsSideways, knobProportion: knobProportion),
            let vertical = addScroller(
                tiledVertical, of: element, scrollView: scrollView, scrolls: shownHeightParts[clip] != nil,
                knobProportion: shownHeightParts[clip])
        else { return nil }
        var headerClip: Int?
        if let header, let headerElement, let parsedHeader {
            // The table under the header is the clip view's document.
            guard let clipFrame, let table = document.flatMap({ objectsByID[$0.id ?? ""] })
            else { return nil }
            addDocumentObject(header.header, parent: scrollView, element: headerElement)
            headerClip = addHeaderClipView(
                header, element: headerElement, parsed: parsedHeader, table: table,
                clipFrame: (clipFrame.x, clipFrame.y, clipFrame.width), tableWidth: tableWidths[clip]?.width, scrollView: scrollView)
        }
        var subviews = [clip] + (headerClip.map { [$0] } ?? []) + [horizontal, vertical]
        if let header, cornerInScrollView { subviews.insert(header.corner, at: subviews.count - 1) }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: scrollView, superview: superview, defaultHugging: Self.viewHugging, addedSubviews: subviews)
        var flags = Self.scrollViewFlags | (Self.scrollBorderTypes[element.scrollViewBorderType] ?? 0)
        for (name, bit) in Self.scrollViewFlagBits
        where element[name].map({ $0 == "YES" }) ?? Self.scrollViewFlagDefaults[name, default: false] {
            flags |= bit
        }
        if scrollsSideways { flags |= Self.scrollsSidewaysFlag }
        if shownHeightParts[clip] != nil { flags |= Self.scrollsDownFlag }
        let horizontalElasticity = element["horizontalScrollElasticity"].flatMap { Self.scrollElasticities[$0] } ?? 0
        let verticalElasticity = element["verticalScrollElasticity"].flatMap { Self.scrollElasticities[$0] } ?? 0
        if horizontalElasticity != 0 || verticalElasticity != 0 {
            flags |= horizontalElasticity << Self.elasticityShifts.horizontal | verticalElasticity << Self.elasticityShifts.vertical
        }
        // In the order of the 69 scroll views of the pairs' NIBArchives: the key view after the
        // superview, the gestures after the drawing surface and a scroll view's placing by
        // constraints (Aerial's `CreditsViewController`) and its own constraints (Sparkle's
        // `SUUpdatePermissionPrompt`, Xcode 14.3.1), the scrollers after the flags.
        fields.insert(AppKitNibKey.nextKeyView, .object(clip), after: Self.nextKeyViewPredecessors)
        if follows(AppKitXcodeRules.scrollViewGestures) {
            fields.insert(
                AppKitNibKey.gestureRecognizers, list(NibCollectionClass.array, [addPanRecognizer(of: scrollView)]).archived,
                after: [
                    AppKitNibKey.viewConstraints, AppKitNibKey.doNotTranslateAutoresizingMask,
                    AppKitNibKey.wantsBestResolutionOpenGLSurface,
                ])
        }
        fields.add(AppKitNibKey.scrollFlags, .integer(flags))
        fields.add(AppKitNibKey.verticalScroller, .object(vertical))
        fields.add(AppKitNibKey.horizontalScroller, .object(horizontal))
        fields.add(AppKitNibKey.contentView, .object(clip))
        fields.add(AppKitNibKey.headerClipView, headerClip.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableCornerView, cornerInScrollView ? header.map { .object($0.corner) } : nil)
        if amounts.contains(where: { $0 != Self.defaultScrollAmount }) {
            fields.add(
                AppKitNibKey.scrollAmounts, .data(Data(amounts.flatMap { withUnsafeBytes(of: $0.bitPattern.bigEndian, Array.init) })))
        }
        fields.add(AppKitNibKey.minMagnification, .double(Self.magnifications.minimum))
        fields.add(AppKitNibKey.maxMagnification, .double(Self.magnifications.maximum))
        fields.add(AppKitNibKey.magnification, .double(Self.magnifications.current))
        objects[scrollView].content = .values(NibGraph.Entries(fields.entries))
        return scrollView
    }

    static let headerAboveHorizontalScrollerApproximation =
        "a table header above a horizontal scroller shown for good, which no pair shows, is written with the clip view giving the scroller its room"
    static let tableHeaderViewAttributes: Set<String> = [
        "id", "key", "wantsLayer", "customClass", "customModule", "customModuleProvider", "focusRingType",
    ]

    /// Where a view's next key view goes: after its superview, or at the head of a view without
    /// one (a window's content clip view), before its drawing surface.
    static let nextKeyViewPredecessors = [AppKitNibKey.superview, AppKitNibKey.frame, AppKitNibKey.frameSize]

    /// A table's header view in a clip view of its own, at the content clip view's origin and as
    /// wide, as high as the document saves the header; the header as wide as the table
    /// (`tableWidth`: `test-table-header-first-col`'s 507 in a 461-point clip view,
    /// `sv-hs-visible`'s 298 where the document saves 299).
    private mutating func addHeaderClipView(
        _ header: TableHeaderPlacement, element: IBElement, parsed: ParsedView, table: Int,
        clipFrame: (x: Double, y: Double, width: Double), tableWidth: Double?, scrollView: Int
    ) -> Int {
        let headerClip = add(AppKitNibClass.clipView, .values([]))
        var parsedHeader = parsed
        parsedHeader.autoresizing = 0
        if let tableWidth { parsedHeader.frame.width = tableWidth }
        var headerFields = NibFieldWriter()
        headerFields.entries = viewEntries(
            element, parsedHeader, index: header.header, superview: headerClip, defaultHugging: Self.viewHugging, addedSubviews: [])
        headerFields.entries.removeAll { [AppKitNibKey.huggingPriority, AppKitNibKey.antiCompressionPriority].contains($0.key) }
        headerFields.add(AppKitNibKey.columnTableView, .object(table))
        objects[header.header].content = .values(NibGraph.Entries(headerFields.entries))
        // OpenEmu's game list draws its own header, swapped as any view of a custom class is.
        swapClass(of: header.header, to: element)

        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .object(scrollView))
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(Self.autoresizesSubviewsFlag))
        fields.add(AppKitNibKey.subviews, list(NibCollectionClass.mutableArray, [header.header]).archived)
        if (clipFrame.x, clipFrame.y) == (0, 0) {
            fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: clipFrame.width, height: header.height)).archived)
        } else {
            fields.add(
                AppKitNibKey.frame,
                string(GeometryString.rect(x: clipFrame.x, y: clipFrame.y, width: clipFrame.width, height: header.height)).archived)
        }
        fields.add(AppKitNibKey.superview, .object(scrollView))
        fields.add(AppKitNibKey.nextKeyView, .object(header.header))
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        addLayoutGuideValues(to: &fields)
        fields.add(AppKitNibKey.documentView, .object(header.header))
        fields.add(AppKitNibKey.automaticallyAdjustsContentInsets, .bool(true))
        objects[headerClip].content = .values(NibGraph.Entries(fields.entries))
        return headerClip
    }

    /// A clip view and its document, which must fit in it: a scroll view's, or a window's
    /// content view (`superview` nil), sized to `frame` where given (for scrollers shown for
    /// good, or the window's content), the document and its subviews following by their masks.
    /// Beside overlay scrollers a view may be taller: `documentScrolledUp` is then the part of
    /// the height it overflows by that the clip view shows below it (one less the vertical
    /// scroller's value).
    mutating func addClipView(
        _ clipElement: IBElement, superview: Int?, parent: Int, frame tiledFrame: (x: Double, y: Double, width: Double, height: Double)?,
        header: TableHeaderPlacement?, tableTiling: TableTiling = TableTiling(), documentScrolledUp: Double? = nil
    ) -> Int? {
        let savedElement = withFramedTable(clipElement)
        var element = savedElement
        if var tiledFrame {
            guard let saved = savedElement.child("rect", key: "frame").flatMap({ rect($0) }) else {
                reject("a clip view without a frame is not known to the macOS compiler yet", at: savedElement)
                return nil
            }
            if tiledFrame.width < 0 || tiledFrame.height < 0 {
                // A scroll view collapsed in a split view (Colloquy's crash reporter): less than
                // its border and scrollers.
                approximate(
                    "a clip view too small for its scrollers, which no pair shows, is written with no width or height to spare",
                    at: savedElement)
                tiledFrame.width = max(tiledFrame.width, 0)
                tiledFrame.height = max(tiledFrame.height, 0)
            }
            guard let tiled = autoresized(savedElement, from: (saved.width, saved.height), to: (tiledFrame.width, tiledFrame.height))
            else { return nil }
            element = Self.withFrame(tiled, x: tiledFrame.x, y: tiledFrame.y, width: tiledFrame.width, height: tiledFrame.height)
        }
        guard var parsed = parseView(element, known: Self.clipViewAttributes, accepted: Self.acceptedClipViewValues) else {
            return nil
        }
        if isPlacedByConstraints(element) {
            approximate(
                "a clip view that constraints name, which no pair shows, is written with its constraints as any view's, its scroll view tiling it",
                at: element)
        }
        guard parsed.subviews.count == 1, let document = parsed.subviews.first,
            Self.knownDocumentViews.contains(document.name) || Self.subviewWriters[document.name] != nil
        else {
            reject("a clip view whose document is not one view or table is not known to the macOS compiler yet", at: element)
            return nil
        }
        if !Self.knownDocumentViews.contains(document.name) {
            // Colloquy's style preview, a web view scrolled by its own scroll view.
            approximate(
                "a \(document.name) as a scroll view's document, which no pair shows, is written as a view document is, at its saved frame",
                at: document)
        }
        guard header == nil || Self.tableElements.contains(document.name) else {
            reject("a table header view above a document that is no table is not known to the macOS compiler", at: element)
            return nil
        }
        let savedDocumentFrame = document.child("rect", key: "frame").flatMap { rect($0) }
        if savedDocumentFrame == nil {
            // Sequel Pro's query favorites table; its own view is written with an empty frame too.
            approximate("a scroll view's document without a frame, which no pair shows, is laid out with an empty one", at: element)
        }
        let documentFrame = savedDocumentFrame ?? (x: 0, y: 0, width: 0, height: 0)
        // A table's width is the table's to decide (`addTableView`); a document larger than the
        // clip view elsewhere keeps the frames saved, scrolled where AppKit puts it.
        if !(documentFrame.width <= parsed.frame.width || Self.tableElements.contains(document.name))
            || !(documentFrame.height <= parsed.frame.height
                || (documentScrolledUp != nil && Self.fixedDocumentViews.contains(document.name)))
        {
            approximate(
                "a scroll view whose document does not fit it, which no pair shows with these scrollers, keeps the frames the document saves",
                at: element)
        }
        let clip = add(AppKitNibClass.clipView, .values([]))
        addDocumentObject(clip, parent: parent, element: element)
        let backgroundElement = parsed.others.first { $0.name == "color" && $0["key"] == "backgroundColor" }
        // A clip view saved with no color at all archives none (viraptor's `HSChooserWindow`,
        // Aerial's `SidebarViewController`); both draw no background, the only way the pairs show.
        let noBackground = parsed.others.first { $0.name == "nil" && $0["key"] == "backgroundColor" && $0.children.isEmpty }
        if noBackground != nil, element["drawsBackground"] != "NO" {
            // SameBoy's joypad table in its preferences.
            approximate(
                "a clip view without a background color that draws its background, which no pair shows, is written with the drawing flag and no color, AppKit's own color then drawn",
                at: element)
        }
        let insets = parsed.others.first {
            $0.name == "edgeInsets" && $0["key"] == "contentInsets" && approximatesInsets($0)
        }
        collectConnections(
            parsed.others.filter { $0 != backgroundElement && $0 != noBackground && $0 != insets }, of: element, source: clip)
        // In a scroll view its mask is not archived: AppKit sizes it with the scroll view.
        if superview != nil { parsed.autoresizing = 0 }
        var fields = NibFieldWriter()
        if Self.tableElements.contains(document.name) {
            var tiling = tableTiling
            tiling.savedWidth = savedElement.child("subviews")?.children.first?.child("rect", key: "frame").flatMap { rect($0)?.width }
            guard
                let table = addTableView(
                    document, clip: clip, clipSize: (parsed.frame.width, parsed.frame.height), tiling: tiling,
                    header: header)
            else { return nil }
            fields.entries = viewEntries(
                element, parsed, index: clip, superview: superview, defaultHugging: Self.viewHugging, addedSubviews: [table])
            // Scrolled down by the header's height, which hides the table's top.
            if let header {
                insertBounds(x: 0, y: -header.height, width: parsed.frame.width, height: parsed.frame.height, into: &fields)
            }
        } else if document.name == Self.textViewElement {
            // A text view saved without a frame is the text view's writer to refuse.
            let savedDocument =
                savedElement.child("subviews")?.children.first?.child("rect", key: "frame").flatMap { rect($0) } ?? documentFrame
            guard let textView = addTextView(document, clip: clip, savedSize: (savedDocument.width, savedDocument.height))
            else { return nil }
            // A custom class swaps in, as for any subview (Rectangle's `KeyDownTextView`).
            swapClass(of: textView, to: document)
            fields.entries = viewEntries(
                element, parsed, index: clip, superview: superview, defaultHugging: Self.viewHugging, addedSubviews: [textView])
        } else if [Self.collectionViewElement, Self.predicateEditorElement, Self.ruleEditorElement].contains(document.name) {
            let added =
                document.name == Self.collectionViewElement
                ? addCollectionView(document, clip: clip) : addPredicateEditor(document, clip: clip)
            guard let added else { return nil }
            fields.entries = viewEntries(
                element, parsed, index: clip, superview: superview, defaultHugging: Self.viewHugging, addedSubviews: [added])
        } else {
            fields.entries = viewEntries(element, parsed, index: clip, superview: superview, defaultHugging: Self.viewHugging)
            // Scrolled to the vertical scroller's value: the clip view's bounds start as far
            // below the view's saved origin as the clip view shows of the overflow (Aerial's
            // `OverlaysViewController`: a view 806 high saved at y -345 in a clip view 476 high,
            // a scroller at 0.9939, bounds at y -343; `CreditsViewController`: -2, 0, none).
            let overflow = documentFrame.height - parsed.frame.height
            if overflow > 0, let documentScrolledUp {
                shownHeightParts[clip] = parsed.frame.height / documentFrame.height
                let boundsY = documentFrame.y + documentScrolledUp * overflow
                if boundsY != 0 {
                    insertBounds(x: 0, y: boundsY, width: parsed.frame.width, height: parsed.frame.height, into: &fields)
                }
            }
        }
        guard let documentView = objectsByID[document.id ?? ""] else {
            reject("a clip view whose document view has no id is not known to the macOS compiler yet", at: element)
            return nil
        }
        // The document's background color, else the one a new clip view has.
        // The opaque white an Xcode 8 document saves on a scroll view's clip view around a text
        // view is archived as no background: a new clip view's color, not drawn
        // (`test13-clip-flags`; a window's clip view keeps it, `test6-whitecolor`, and so does
        // another gray, `test11-text-view-back`).
        let keepsBackground =
            superview == nil || document.name != Self.textViewElement || backgroundElement.map(Self.isTextBackground) != true
            || backgroundElement?["colorSpace"] == "catalog"
        var background: Int?
        if noBackground == nil {
            guard
                let color = addColor(
                    (keepsBackground ? backgroundElement : nil) ?? IBElement.systemColor(Self.clipBackgroundColor, line: element.line))
            else { return nil }
            background = color
        }
        if !follows(AppKitXcodeRules.clipViewFlagsWithout800),
            let index = fields.entries.firstIndex(where: { $0.key == AppKitNibKey.viewFlags }),
            case .integer(let viewFlags) = fields.entries[index].value
        {
            fields.entries[index].value = .integer(viewFlags | Self.olderClipViewFlag)
        }
        // A clip view that draws no background and copies on scroll has no flags, and archives
        // none (Aerial's `SidebarViewController`; viraptor's `HSChooserWindow`: 2 without copying).
        var flags: Int64 = element["drawsBackground"] == "NO" || !keepsBackground ? 0 : Self.clipDrawsBackgroundFlag
        if element["copiesOnScroll"] == "NO" { flags |= Self.clipDoesNotCopyOnScrollFlag }
        // In the order of the 47 content clip views of the pairs' NIBArchives.
        fields.insert(AppKitNibKey.nextKeyView, .object(documentView), after: Self.nextKeyViewPredecessors)
        fields.add(AppKitNibKey.documentView, .object(documentView))
        fields.add(AppKitNibKey.clipBackgroundColor, background.map(NibGraph.Value.object))
        // A text view sets its clip view's document cursor.
        fields.add(AppKitNibKey.cursor, document.name == Self.textViewElement ? .object(addCursor(Self.clipDocumentCursor)) : nil)
        fields.add(AppKitNibKey.clipViewFlags, flags == 0 ? nil : .integer(flags))
        fields.add(AppKitNibKey.automaticallyAdjustsContentInsets, .bool(true))
        objects[clip].content = .values(NibGraph.Entries(fields.entries))
        // A clip view of the app's class (viraptor's `test17-scrollhiding`).
        swapClass(of: clip, to: element)
        return clip
    }

    /// Whether `insets` are a scroll or clip view's content insets, or a scroll view's scroller
    /// insets, of four numbers, which no pair shows saved, and so approximated: zero ones are
    /// AppKit's default (IINA's preferences save them so); others (OpenEmu's and Amethyst's
    /// lists, FSNotes's sidebar under its toolbar) are left out, AppKit's keys for them not being
    /// known, so that the document compiles under `--allow-approximation` without them.
    private mutating func approximatesInsets(_ insets: IBElement) -> Bool {
        guard let kind = Self.insetKinds[insets["key"] ?? ""] else { return false }
        let edges = ["top", "left", "bottom", "right"].map { number(insets, $0) }
        guard edges.allSatisfy({ $0?.isFinite == true }), insets.children.isEmpty else { return false }
        if edges.allSatisfy({ $0 == 0 }) {
            approximate("\(kind) of zero, which no pair shows saved, are written as a view without them, AppKit's default", at: insets)
        } else {
            approximate(
                "\(kind) other than zero, whose keys no pair or source shows, are left out: the view is written without them",
                at: insets)
        }
        return true
    }

    /// The insets Interface Builder saves under these keys, by what they are.
    static let insetKinds = ["contentInsets": "content insets", "scrollerInsets": "scroller insets"]

    /// `clip` with its table or outline view given the clip view's size at its origin where it
    /// saves no frame (HockeySDK-Mac's feedback list), which no pair shows: AppKit tiles a
    /// table to its clip view, so an approximation.
    private mutating func withFramedTable(_ clip: IBElement) -> IBElement {
        guard let clipFrame = clip.child("rect", key: "frame").flatMap({ rect($0) }),
            let subviewsIndex = clip.children.firstIndex(where: { $0.name == "subviews" }),
            let tableIndex = clip.children[subviewsIndex].children.firstIndex(where: { ["tableView", "outlineView"].contains($0.name) })
        else { return clip }
        let table = clip.children[subviewsIndex].children[tableIndex]
        guard table.child("rect", key: "frame") == nil else { return clip }
        approximate(
            "a \(table.name) saved without a frame, which no pair shows, is written as large as its clip view, where AppKit tiles it",
            at: table)
        var framed = clip
        framed.children[subviewsIndex].children[tableIndex].children.insert(
            Self.frameElement(x: 0, y: 0, width: clipFrame.width, height: clipFrame.height), at: 0)
        return framed
    }

    /// A clip view's bounds, after its frame.
    private mutating func insertBounds(x: Double, y: Double, width: Double, height: Double, into fields: inout NibFieldWriter) {
        guard let frameIndex = fields.entries.firstIndex(where: { [AppKitNibKey.frame, AppKitNibKey.frameSize].contains($0.key) })
        else { return }
        let bounds = GeometryString.rect(x: x, y: y, width: width, height: height)
        fields.entries.insert(NibGraph.Entry(key: AppKitNibKey.bounds, value: string(bounds).archived), at: frameIndex + 1)
    }

    /// A scroller: a control without a cell that sends `_doScroller:` to the scroll view. It
    /// hosts a layer tree when it wants a layer, or, as Xcode 26 writes it, when its scroll view
    /// has no border and hides its scrollers (`clipview-customview-drawsbg`,
    /// `outline-2col-firstcolonly-noreorder`; `test-table-vignettes`, bezeled, and
    /// `test11-text-view-back`, not hiding, do not); as older Xcodes wrote it, when the build Mac
    /// shows legacy scrollers (`AppKitXcodeRules.legacyScrollerLayers`).
    /// The room a scroller shown for good takes from the clip view: AppKit's legacy scroller
    /// and its border.
    static let shownScrollerTile = 17.0
    static let shownSmallScrollerTile = 13.0
    /// An overlay scroller's width once tiled, and the room it leaves the other at their corner.
    static let overlayScrollerWidth = 17.0
    static let overlayScrollerCorner = 7.5

    /// The room a scroller shown for good takes from the clip view, by its size.
    static func shownScrollerTile(_ scroller: IBElement) -> Double {
        scroller["controlSize"] == "small" ? shownSmallScrollerTile : shownScrollerTile
    }

    /// The corner view tiled above a vertical scroller shown for good: at the scroller's place
    /// for a regular one and as wide with the border, whatever the scroller's size (a small
    /// scroller 13 wide at x 302, the corner 18 wide at 298: `test-outline-small-sv`).
    static func tiledCornerFrame(scrollWidth: Double, border: Double, height: Double) -> (
        x: Double, y: Double, width: Double, height: Double
    ) {
        (scrollWidth - border - shownScrollerTile, border, shownScrollerTile + border, height)
    }

    /// A scroller of the scroll view; enabled when it `scrolls` (a widened table's horizontal
    /// scroller: `sv-nohs-wide-col`, `test-table-no-header`).
    private mutating func addScroller(
        _ element: IBElement, of scrollViewElement: IBElement, scrollView: Int, scrolls: Bool, knobProportion: Double? = nil
    ) -> Int? {
        guard let parsed = parseView(element, known: Self.scrollerAttributes, accepted: Self.acceptedScrollerValues) else {
            return nil
        }
        let scroller = add(AppKitNibClass.scroller, .values([]))
        addDocumentObject(scroller, parent: scrollView, element: element)
        collectConnections(parsed.others, of: element, source: scroller)
        let hostsLayerTree =
            follows(AppKitXcodeRules.scrollerLayersByDocument)
            ? scrollViewElement["borderType"] == "none" && scrollViewElement["autohidesScrollers"] == "YES"
            : options.scrollerStyle == .legacy && follows(AppKitXcodeRules.legacyScrollerLayers)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: scroller, superview: scrollView, defaultHugging: nil, hostsLayerTree: hostsLayerTree)
        // A scroller archives no hugging or compression resistance.
        fields.entries.removeAll { [AppKitNibKey.huggingPriority, AppKitNibKey.antiCompressionPriority].contains($0.key) }
        addCelllessControlValues(enabled: scrolls ? true : nil, to: &fields)
        fields.add(AppKitNibKey.controlAction, string(Self.scrollerAction).archived)
        let scrollerFlags =
            (element["horizontal"] == "YES" ? Self.horizontalScrollerFlag : 0)
            | (element["controlSize"] == "small" ? Self.smallScrollerFlag : 0)
        fields.add(AppKitNibKey.scrollFlags, scrollerFlags == 0 ? nil : .integer(scrollerFlags))
        fields.add(AppKitNibKey.action, string(Self.scrollerAction).archived)
        fields.add(AppKitNibKey.scrollerKnobProportion, knobProportion.map(NibGraph.Value.double))
        let value = number(element, "doubleValue") ?? 0
        fields.add(AppKitNibKey.currentValue, value == 0 ? nil : .double(value))
        fields.add(AppKitNibKey.controlTarget, .object(scrollView))
        fields.add(AppKitNibKey.target, .object(scrollView))
        objects[scroller].content = .values(NibGraph.Entries(fields.entries))
        return scroller
    }

    private mutating func addPanRecognizer(of scrollView: Int) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.gestureAllowedTouchTypes, .integer(1))
        fields.add(AppKitNibKey.gestureAction, string(Self.panAction).archived)
        fields.add(AppKitNibKey.panButtonMask, .integer(0))
        fields.add(AppKitNibKey.panTouchesRequired, .integer(1))
        fields.add(AppKitNibKey.gestureTarget, .object(scrollView))
        if follows(AppKitXcodeRules.panRecognizerDelegate) { fields.add(AppKitNibKey.gestureDelegate, .object(scrollView)) }
        return add(AppKitNibClass.panGestureRecognizer, .values(NibGraph.Entries(fields.entries)))
    }
}
