import AppKitNib
import IBSource
import NibArchive

/// Stack views as Xcode 26 archives them (viraptor's `test22-stackview-orient`, eight empty
/// ones, and `stackview-identifier`, one with an arranged label): an `NSStackView` whose subviews
/// are its arranged views, its layout values as floats, and, when it arranges views, a
/// beginning container listing them and an ordering connector ahead of every other connection,
/// which makes the nib loader decode it first. Only the default spacing before a view and
/// visibility priority are known; any other is an error naming it.
extension AppKitNibBuilder {
    static let stackViewAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "identifier", "distribution", "orientation",
        "alignment", "spacing", "horizontalStackHuggingPriority", "verticalStackHuggingPriority", "detachesHiddenViews",
    ])
    static let acceptedStackViewValues: [String: Set<String>] = [
        "distribution": Set(stackDistributions.keys), "orientation": Set(stackOrientations.keys), "alignment": Set(stackAlignments.keys),
        "detachesHiddenViews": ["YES", "NO"],
    ]
    static let stackOrientations: [String: Int64] = ["horizontal": 0, "vertical": 1]
    /// `NSStackViewAlignment` (the layout attribute) and `NSStackViewSecondaryAlignment` by
    /// Interface Builder's name, from `test22-stackview-orient`.
    static let stackAlignments: [String: (attribute: Int64, secondary: Int64)] = [
        "top": (3, 1), "bottom": (4, 4), "leading": (5, 1), "trailing": (6, 4), "centerX": (9, 3), "centerY": (10, 3),
        "baseline": (11, 5), "firstBaseline": (12, 2),
    ]
    /// `NSStackView.Distribution` by Interface Builder's name: AppKit's values, of which the
    /// pairs show fill's 0 archived.
    static let stackDistributions: [String: Int64] = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    static let defaultStackSpacing: Float = 8
    static let defaultClippingResistance: Float = 1000
    /// What an arranged view has unless the document says otherwise: the required visibility
    /// priority, and the default spacing after it (`NSStackViewSpacingUseDefault`).
    static let defaultVisibilityPriority = "1000"
    static let defaultCustomSpacing = Float.greatestFiniteMagnitude
    /// The ordering connector's label, as Xcode 26 writes it: a priority 10 lower for each view
    /// above the stack view (Aerial's `VideosViewController`: 999990 for a stack view in a
    /// top-level view, 999970 and 999960 for ones three and four views deep; its
    /// `TimeSetupViewController`: 999970 in a box's content view).
    static func stackViewOrderingLabel(superviews: Int) -> String {
        let priority = stackViewOrderingPriority - stackViewOrderingStep * superviews
        return "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of \(priority)."
    }
    static let stackViewOrderingPriority = 1_000_000
    /// A stack view's edge insets in the order `AppKitNibKey.stackEdgeInsets` archives them
    /// (transmission's `MainMenu`, Xcode 26: a right inset of 4).
    static let edgeInsetSides = ["top", "left", "right", "bottom"]
    static let cellViewElement = "tableCellView"
    static let stackViewOrderingStep = 10

    /// How many views enclose each stack view of the document, by id: the elements above it
    /// with a frame, up to its nib's top (a table cell view is the top of its own nib:
    /// transmission's `MainMenu`, 999990 for stack views in cell views).
    static func superviewCounts(in root: IBElement) -> [String: Int] {
        var counts: [String: Int] = [:]
        // Each element with the count of views above it; a document nests a few hundred deep at most.
        var stack: [(element: IBElement, views: Int)] = [(root, 0)]
        while let (element, views) = stack.popLast() {
            if element.name == "stackView", let id = element.id { counts[id] = views }
            let isView = element.child("rect", key: "frame") != nil
            let below = element.name == cellViewElement ? 1 : views + (isView ? 1 : 0)
            stack += element.children.map { ($0, below) }
        }
        return counts
    }

    mutating func addStackView(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.stackViewAttributes, accepted: Self.acceptedStackViewValues)
        else { return nil }
        guard let orientation = element["orientation"].flatMap({ Self.stackOrientations[$0] }),
            let alignment = element["alignment"].flatMap({ Self.stackAlignments[$0] }),
            let horizontalHugging = element["horizontalStackHuggingPriority"].flatMap(Float.init),
            let verticalHugging = element["verticalStackHuggingPriority"].flatMap(Float.init),
            let spacing = element["spacing"].map(Float.init) ?? Self.defaultStackSpacing
        else {
            reject(
                "a stack view without orientation, alignment, hugging or with such a spacing is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        var others: [IBElement] = []
        var insets = [Float](repeating: 0, count: Self.edgeInsetSides.count)
        for child in parsed.others {
            switch child.name {
            case "edgeInsets" where child["key"] == "edgeInsets":
                guard Set(child.attributes.keys).isSubset(of: Set(Self.edgeInsetSides + ["key"])) else {
                    reject("edge insets other than top, left, right and bottom are not known to the macOS compiler", at: child)
                    return nil
                }
                for (index, side) in Self.edgeInsetSides.enumerated() {
                    guard let text = child[side] else { continue }
                    guard let inset = Float(text), inset.isFinite else {
                        reject("an edge inset of \"\(text)\" is not a number", at: child)
                        return nil
                    }
                    insets[index] = inset
                }
            case "visibilityPriorities":
                if !child.children.allSatisfy({ $0.name == "integer" && $0["value"] == Self.defaultVisibilityPriority }) {
                    reject("a visibility priority other than 1000 is not known to the macOS compiler yet", at: child)
                }
            case "customSpacing":
                if !child.children.allSatisfy({ $0.name == "real" && $0["value"].flatMap(Float.init) == Self.defaultCustomSpacing }) {
                    reject("a custom spacing after an arranged view is not known to the macOS compiler yet", at: child)
                }
            default:
                others.append(child)
            }
        }
        let stackView = add(AppKitNibClass.stackView, .values([]))
        addDocumentObject(stackView, parent: superview, element: element)
        collectConnections(others, of: element, source: stackView)
        // The ordering connectors follow the stack views' order in the document, outer first.
        if !parsed.subviews.isEmpty { stackViewsToOrder.append((stackView, stackSuperviewCounts[element.id ?? ""] ?? 0)) }
        let arranged = parsed.subviews.compactMap { addSubview($0, superview: stackView) }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: stackView, superview: superview, defaultHugging: Self.viewHugging, addedSubviews: arranged)
        fields.add(AppKitNibKey.stackOrientation, .integer(orientation))
        fields.add(AppKitNibKey.stackSecondaryAlignment, .integer(alignment.secondary))
        fields.add(AppKitNibKey.stackAlignment, .integer(alignment.attribute))
        fields.add(AppKitNibKey.stackVerticalClippingResistance, .float(Self.defaultClippingResistance))
        fields.add(AppKitNibKey.stackHorizontalClippingResistance, .float(Self.defaultClippingResistance))
        fields.add(AppKitNibKey.stackVerticalHugging, .float(verticalHugging))
        fields.add(AppKitNibKey.stackHorizontalHugging, .float(horizontalHugging))
        fields.add(AppKitNibKey.stackSpacing, .float(spacing))
        fields.add(AppKitNibKey.stackDistribution, .integer(Self.stackDistributions[element["distribution"] ?? "fill"] ?? 0))
        for (key, inset) in zip(AppKitNibKey.stackEdgeInsets, insets) {
            fields.add(key, .float(inset))
        }
        fields.add(AppKitNibKey.stackDetachesHiddenViews, .bool(element["detachesHiddenViews"] == "YES"))
        fields.add(AppKitNibKey.stackHasFlatViewHierarchy, .bool(true))
        // A hidden view the stack detaches is not visible (Aerial's `UpdateCheckWindowController`).
        let detached =
            element["detachesHiddenViews"] == "YES"
            ? zip(parsed.subviews, arranged).filter { $0.0["hidden"] == "YES" }.map(\.1) : []
        if !detached.isEmpty, detached.count > 1 || !options.isMeasured(AppKitXcodeRules.detachedHiddenViews) {
            reject("a stack view detaching hidden views, as written here, is not known to the macOS compiler yet", at: element)
            return nil
        }
        if !arranged.isEmpty {
            fields.add(
                AppKitNibKey.stackBeginningContainer,
                .object(addStackContainer(of: stackView, arranged: arranged, detached: detached.first)))
        }
        objects[stackView].content = .values(NibGraph.Entries(fields.entries))
        return stackView
    }

    /// The visibility priority of a view a stack view detaches, `NSStackViewVisibilityPriorityNotVisible`,
    /// in a map table with the options of Xcode 26's.
    static let notVisiblePriority = 0.0
    static let visibilityMapOptions: (key: Int64, value: Int64) = (517, 0)

    /// The container of the arranged views at the stack's beginning: a view of no size; the
    /// visibility priorities of its views when one is detached.
    private mutating func addStackContainer(of stackView: Int, arranged: [Int], detached: Int?) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(Self.autoresizesSubviewsFlag))
        fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: 0, height: 0)).archived)
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        fields.add(AppKitNibKey.doNotTranslateAutoresizingMask, .bool(true))
        addLayoutGuideValues(to: &fields)
        fields.add(AppKitNibKey.stackContainerCustomSpacing, .null)
        fields.add(
            AppKitNibKey.stackContainerVisibilityPriorities, detached.map { .object(addVisibilityPriorities(notVisible: $0)) } ?? .null)
        fields.add(AppKitNibKey.stackContainerStackView, .object(stackView))
        fields.add(AppKitNibKey.stackContainerNonDroppedViews, list(NibCollectionClass.mutableArray, arranged).archived)
        return add(AppKitNibClass.stackViewContainer, .values(NibGraph.Entries(fields.entries)))
    }

    private mutating func addVisibilityPriorities(notVisible view: Int) -> Int {
        let entries: [NibGraph.Entry] = [
            NibGraph.Entry(key: AppKitNibKey.mapTableKeyOptions, value: .integer(Self.visibilityMapOptions.key)),
            NibGraph.Entry(key: AppKitNibKey.mapTableValueOptions, value: .integer(Self.visibilityMapOptions.value)),
            NibGraph.Entry(key: AppKitNibKey.mapTableSlot(2), value: .object(view)),
            NibGraph.Entry(key: AppKitNibKey.mapTableSlot(3), value: .object(numberObject(.double(Self.notVisiblePriority)))),
            NibGraph.Entry(key: AppKitNibKey.mapTableSlot(4), value: .null),
            NibGraph.Entry(key: AppKitNibKey.mapTableCount, value: .integer(1)),
        ]
        return add(AppKitNibClass.mapTable, .values(NibGraph.Entries(entries)))
    }

    /// The ordering connectors of the stack views with arranged views, in the document's order,
    /// first of the connections (Aerial's `VideosViewController`: three, then the outlets).
    mutating func orderingConnectors() -> [Int] {
        stackViewsToOrder.map { stackView, superviews in
            add(
                AppKitNibClass.connector,
                .connection(.ordering(source: stackView, label: string(Self.stackViewOrderingLabel(superviews: superviews)))))
        }
    }
}
