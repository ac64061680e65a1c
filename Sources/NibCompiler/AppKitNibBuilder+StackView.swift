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
        "horizontalClippingResistancePriority", "verticalClippingResistancePriority",
    ])
    /// The gravity areas of a stack view without a distribution, in the order AppKit arranges
    /// them, each with its container's key (no pair shows one: IINA's and Vienna's do).
    static let gravityAreas: KeyValuePairs<String, String> = [
        "beginningViews": AppKitNibKey.stackBeginningContainer, "middleViews": AppKitNibKey.stackMiddleContainer,
        "endViews": AppKitNibKey.stackEndContainer,
    ]
    static let clippingResistanceAttributes = ["verticalClippingResistancePriority", "horizontalClippingResistancePriority"]
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
    static let requiredVisibilityPriority = 1000.0
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

    /// AppKit's hugging priority of a stack view that sets none, `NSLayoutPriorityDefaultLow`
    /// (`setHuggingPriority(_:for:)`'s documentation).
    static let defaultStackHugging: Float = 250

    /// A stack view's hugging priority by the `attribute` naming it; nil when it is not a number.
    /// Interface Builder writes both (the pairs: 250 and 750); Textual's vertical stacks of an
    /// older Xcode save the vertical one alone, archived here with AppKit's default for the other.
    private mutating func stackHugging(of element: IBElement, _ attribute: String) -> Float? {
        guard let text = element[attribute] else {
            approximate(
                "a stack view without \(attribute), which no pair shows, is archived with AppKit's default, \(Int(Self.defaultStackHugging))",
                at: element)
            return Self.defaultStackHugging
        }
        return Float(text)
    }

    /// A stack view under `superview`, or at the top level under `parent`.
    mutating func addStackView(_ element: IBElement, superview: Int?, parent: Int? = nil) -> Int? {
        guard let parsed = parseView(element, known: Self.stackViewAttributes, accepted: Self.acceptedStackViewValues)
        else { return nil }
        guard let orientation = element["orientation"].flatMap({ Self.stackOrientations[$0] }),
            let alignment = element["alignment"].flatMap({ Self.stackAlignments[$0] }),
            let horizontalHugging = stackHugging(of: element, "horizontalStackHuggingPriority"),
            let verticalHugging = stackHugging(of: element, "verticalStackHuggingPriority"),
            let spacing = element["spacing"].map(Float.init) ?? Self.defaultStackSpacing
        else {
            reject(
                "a stack view without orientation, alignment, hugging or with such a spacing is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        var others: [IBElement] = []
        var insets = [Float](repeating: 0, count: Self.edgeInsetSides.count)
        var gravityViews: [String: [IBElement]] = [:]
        var visibility: (priorities: [Double], element: IBElement)?
        for child in parsed.others {
            switch child.name {
            case let area where Self.gravityAreas.contains { $0.key == area } && child.attributes.isEmpty && gravityViews[area] == nil:
                gravityViews[area] = child.children
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
            case "visibilityPriorities" where visibility == nil:
                var priorities: [Double] = []
                for priority in child.children {
                    guard ["integer", "real"].contains(priority.name), let value = number(priority, "value"), value.isFinite else {
                        reject("a visibility priority that is not a number is not known to the macOS compiler", at: priority)
                        return nil
                    }
                    priorities.append(value)
                }
                visibility = (priorities, child)
            case "customSpacing":
                if !child.children.allSatisfy({ $0.name == "real" && $0["value"].flatMap(Float.init) == Self.defaultCustomSpacing }) {
                    reject("a custom spacing after an arranged view is not known to the macOS compiler yet", at: child)
                }
            default:
                others.append(child)
            }
        }
        // A stack view without a distribution arranges its views in gravity areas, which no pair
        // shows: its views as a flat stack's, listed by area in a container each, as AppKit's
        // coder names them, and no distribution, as a decoder reads gravity areas.
        let hasGravityAreas = element["distribution"] == nil
        if hasGravityAreas {
            approximate(
                "a stack view of gravity areas, which no pair shows, is written as a flat stack of its areas' views, each area in AppKit's container for it",
                at: element)
            if !parsed.subviews.isEmpty {
                reject("a stack view of gravity areas with other subviews is not known to the macOS compiler", at: element)
                return nil
            }
        } else if let area = Self.gravityAreas.first(where: { gravityViews[$0.key] != nil }) {
            reject("\(area.key) of a stack view with a distribution is not known to the macOS compiler", at: element)
            return nil
        }
        var clippingResistance = (vertical: Self.defaultClippingResistance, horizontal: Self.defaultClippingResistance)
        for name in Self.clippingResistanceAttributes {
            guard let text = element[name] else { continue }
            guard let priority = Float(text), priority.isFinite else {
                reject("\(name)=\"\(text)\" of a stack view is not a number", at: element)
                return nil
            }
            // IINA's control bar; the pairs' stack views all resist at 1000.
            approximate("a stack view's \(name), which no pair shows other than 1000, is archived where the pairs' 1000 is", at: element)
            if name == "verticalClippingResistancePriority" {
                clippingResistance.vertical = priority
            } else {
                clippingResistance.horizontal = priority
            }
        }
        guard let owner = parent ?? superview else { return nil }
        let stackView = add(AppKitNibClass.stackView, .values([]))
        addDocumentObject(stackView, parent: owner, element: element)
        collectConnections(others, of: element, source: stackView)
        let arrangedElements =
            hasGravityAreas ? Self.gravityAreas.flatMap { gravityViews[$0.key] ?? [] } : parsed.subviews
        // The ordering connectors follow the stack views' order in the document, outer first.
        if !arrangedElements.isEmpty { stackViewsToOrder.append((stackView, stackSuperviewCounts[element.id ?? ""] ?? 0)) }
        var arrangedByArea: [String: [Int]] = [:]
        for (area, _) in Self.gravityAreas {
            arrangedByArea[area] = (gravityViews[area] ?? []).compactMap { addSubview($0, superview: stackView) }
        }
        let arranged =
            hasGravityAreas
            ? Self.gravityAreas.flatMap { arrangedByArea[$0.key] ?? [] }
            : parsed.subviews.compactMap { addSubview($0, superview: stackView) }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: stackView, superview: superview, defaultHugging: Self.viewHugging, addedSubviews: arranged)
        fields.add(AppKitNibKey.stackOrientation, .integer(orientation))
        fields.add(AppKitNibKey.stackSecondaryAlignment, .integer(alignment.secondary))
        fields.add(AppKitNibKey.stackAlignment, .integer(alignment.attribute))
        fields.add(AppKitNibKey.stackVerticalClippingResistance, .float(clippingResistance.vertical))
        fields.add(AppKitNibKey.stackHorizontalClippingResistance, .float(clippingResistance.horizontal))
        fields.add(AppKitNibKey.stackVerticalHugging, .float(verticalHugging))
        fields.add(AppKitNibKey.stackHorizontalHugging, .float(horizontalHugging))
        fields.add(AppKitNibKey.stackSpacing, .float(spacing))
        if hasGravityAreas {
            fields.add(AppKitNibKey.stackHasEqualSpacing, .bool(false))
        } else {
            fields.add(AppKitNibKey.stackDistribution, .integer(Self.stackDistributions[element["distribution"] ?? "fill"] ?? 0))
        }
        for (key, inset) in zip(AppKitNibKey.stackEdgeInsets, insets) {
            fields.add(key, .float(inset))
        }
        fields.add(AppKitNibKey.stackDetachesHiddenViews, .bool(element["detachesHiddenViews"] == "YES"))
        fields.add(AppKitNibKey.stackHasFlatViewHierarchy, .bool(true))
        // A hidden view the stack detaches is not visible (Aerial's `UpdateCheckWindowController`).
        let detached =
            element["detachesHiddenViews"] == "YES"
            ? zip(arrangedElements, arranged).filter { $0.0["hidden"] == "YES" }.map(\.1) : []
        if !detached.isEmpty {
            approximateUnlessMeasured(AppKitXcodeRules.detachedHiddenViews, "a stack view detaching a hidden view", at: element)
        }
        if detached.count > 1 {
            // GitUp's window title, its lines hidden until they are needed.
            approximate(
                "a stack view detaching several hidden views, which no pair shows, archives one entry for each in its container, in their order",
                at: element)
        }
        // Visibility priorities other than the required one (IINA's and MacPass's bars, Vienna's
        // filter bar), which no pair shows, go in the map table a detached view's goes in.
        var priorities: [Int: Double] = [:]
        if let visibility {
            guard visibility.priorities.count == arrangedElements.count else {
                reject(
                    "visibility priorities that are not one for each arranged view are not known to the macOS compiler",
                    at: visibility.element)
                return nil
            }
            // An arranged view refused (with its own error) leaves its priority nothing to go with.
            guard arranged.count == arrangedElements.count else { return nil }
            for (view, priority) in zip(arranged, visibility.priorities) where priority != Self.requiredVisibilityPriority {
                priorities[view] = priority
            }
            if !priorities.isEmpty { approximate(Self.visibilityPriorityApproximation, at: visibility.element) }
        }
        for view in detached { priorities[view] = Self.notVisiblePriority }
        if hasGravityAreas {
            for (area, key) in Self.gravityAreas {
                let views = arrangedByArea[area] ?? []
                fields.add(key, .object(addStackContainer(of: stackView, arranged: views, priorities: priorities)))
            }
        } else if !arranged.isEmpty {
            fields.add(
                AppKitNibKey.stackBeginningContainer, .object(addStackContainer(of: stackView, arranged: arranged, priorities: priorities)))
        }
        objects[stackView].content = .values(NibGraph.Entries(fields.entries))
        return stackView
    }

    /// The visibility priority of a view a stack view detaches, `NSStackViewVisibilityPriorityNotVisible`,
    /// in a map table with the options of Xcode 26's.
    static let notVisiblePriority = 0.0
    static let visibilityPriorityApproximation =
        "a visibility priority other than 1000, which no pair shows, is archived in its stack's container as a detached view's 0 is, one entry for each view"
    static let visibilityMapOptions: (key: Int64, value: Int64) = (517, 0)

    /// The container of the arranged views at the stack's beginning: a view of no size; the
    /// visibility priorities of its views that have one other than the required one.
    private mutating func addStackContainer(of stackView: Int, arranged: [Int], priorities: [Int: Double]) -> Int {
        let prioritized = arranged.compactMap { view in priorities[view].map { (view, $0) } }
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
            AppKitNibKey.stackContainerVisibilityPriorities,
            prioritized.isEmpty ? .null : .object(addVisibilityPriorities(prioritized)))
        fields.add(AppKitNibKey.stackContainerStackView, .object(stackView))
        fields.add(AppKitNibKey.stackContainerNonDroppedViews, list(NibCollectionClass.mutableArray, arranged).archived)
        return add(AppKitNibClass.stackViewContainer, .values(NibGraph.Entries(fields.entries)))
    }

    /// A map table of views' visibility priorities: its options, then each view and its
    /// priority in the coder's numbered slots, ended by nil, and the count (one entry in
    /// Aerial's `UpdateCheckWindowController`; more, in the slots that follow, an approximation).
    private mutating func addVisibilityPriorities(_ prioritized: [(view: Int, priority: Double)]) -> Int {
        var entries: [NibGraph.Entry] = [
            NibGraph.Entry(key: AppKitNibKey.mapTableKeyOptions, value: .integer(Self.visibilityMapOptions.key)),
            NibGraph.Entry(key: AppKitNibKey.mapTableValueOptions, value: .integer(Self.visibilityMapOptions.value)),
        ]
        var slot = Self.firstMapTableEntrySlot
        for (view, priority) in prioritized {
            entries.append(NibGraph.Entry(key: AppKitNibKey.mapTableSlot(slot), value: .object(view)))
            entries.append(NibGraph.Entry(key: AppKitNibKey.mapTableSlot(slot + 1), value: .object(numberObject(.double(priority)))))
            slot += 2
        }
        entries.append(NibGraph.Entry(key: AppKitNibKey.mapTableSlot(slot), value: .null))
        entries.append(NibGraph.Entry(key: AppKitNibKey.mapTableCount, value: .integer(Int64(prioritized.count))))
        return add(AppKitNibClass.mapTable, .values(NibGraph.Entries(entries)))
    }

    static let firstMapTableEntrySlot = 2

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
