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
        "distribution": ["fill"], "orientation": Set(stackOrientations.keys), "alignment": Set(stackAlignments.keys),
        "detachesHiddenViews": ["YES", "NO"],
    ]
    static let stackOrientations: [String: Int64] = ["horizontal": 0, "vertical": 1]
    /// `NSStackViewAlignment` (the layout attribute) and `NSStackViewSecondaryAlignment` by
    /// Interface Builder's name, from `test22-stackview-orient`.
    static let stackAlignments: [String: (attribute: Int64, secondary: Int64)] = [
        "top": (3, 1), "bottom": (4, 4), "leading": (5, 1), "trailing": (6, 4), "centerX": (9, 3), "centerY": (10, 3),
        "baseline": (11, 5), "firstBaseline": (12, 2),
    ]
    static let fillDistribution: Int64 = 0
    static let defaultStackSpacing: Float = 8
    static let defaultClippingResistance: Float = 1000
    /// What an arranged view has unless the document says otherwise: the required visibility
    /// priority, and the default spacing after it (`NSStackViewSpacingUseDefault`).
    static let defaultVisibilityPriority = "1000"
    static let defaultCustomSpacing = Float.greatestFiniteMagnitude
    /// The ordering connector's label, as Xcode 26 writes it.
    static let stackViewOrderingLabel =
        "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990."

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
        for child in parsed.others {
            switch child.name {
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
        if !parsed.subviews.isEmpty { stackViewsToOrder.append(stackView) }
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
        fields.add(AppKitNibKey.stackDistribution, .integer(Self.fillDistribution))
        for key in AppKitNibKey.stackEdgeInsets {
            fields.add(key, .float(0))
        }
        fields.add(AppKitNibKey.stackDetachesHiddenViews, .bool(element["detachesHiddenViews"] == "YES"))
        fields.add(AppKitNibKey.stackHasFlatViewHierarchy, .bool(true))
        if !arranged.isEmpty {
            fields.add(AppKitNibKey.stackBeginningContainer, .object(addStackContainer(of: stackView, arranged: arranged)))
        }
        objects[stackView].content = .values(NibGraph.Entries(fields.entries))
        return stackView
    }

    /// The container of the arranged views at the stack's beginning: a view of no size.
    private mutating func addStackContainer(of stackView: Int, arranged: [Int]) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(Self.autoresizesSubviewsFlag))
        fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: 0, height: 0)).archived)
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        fields.add(AppKitNibKey.doNotTranslateAutoresizingMask, .bool(true))
        addLayoutGuideValues(to: &fields)
        fields.add(AppKitNibKey.stackContainerCustomSpacing, .null)
        fields.add(AppKitNibKey.stackContainerVisibilityPriorities, .null)
        fields.add(AppKitNibKey.stackContainerStackView, .object(stackView))
        fields.add(AppKitNibKey.stackContainerNonDroppedViews, list(NibCollectionClass.mutableArray, arranged).archived)
        return add(AppKitNibClass.stackViewContainer, .values(NibGraph.Entries(fields.entries)))
    }

    /// The ordering connectors of the stack views with arranged views, in the document's order,
    /// first of the connections (Aerial's `VideosViewController`: three, then the outlets).
    mutating func orderingConnectors() -> [Int] {
        stackViewsToOrder.map { stackView in
            add(AppKitNibClass.connector, .connection(.ordering(source: stackView, label: string(Self.stackViewOrderingLabel))))
        }
    }
}
