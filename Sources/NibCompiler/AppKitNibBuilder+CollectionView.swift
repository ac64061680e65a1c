import AppKitNib
import IBSource
import NibArchive

/// Collection views as a clip view's document, as Xcode 26 archives Aerial's
/// `NowPlayingViewController` (the one the pairs show): an `NSCollectionView` with no grid limits,
/// selectable with several items at once, dragging to any local destination, its background
/// color in a list, and a core (`_NSCollectionViewCore`, whose keys are UIKit's) holding the
/// selection rule and a flow layout. The layout keeps only what differs from AppKit's defaults
/// (spacings of 10 between items and lines): the item spacing as a float, the item size and the
/// section insets. Other selection settings, another line spacing (under AppKit's
/// `NSLineSpacing`) and a layout without section insets (none archived, their default) are
/// approximations, as is a collection view without a layout, AppKit's older grid of an item
/// prototype (no core, its grid limits); other layouts are refused.
extension AppKitNibBuilder {
    static let collectionViewElement = "collectionView"
    static let collectionViewAttributes: Set<String> = viewAttributes.union([
        "selectable", "allowsMultipleSelection", "maxNumberOfRows", "maxNumberOfColumns", "focusRingType",
    ])
    /// The grid limits of a collection view of item prototypes, by attribute, with their keys.
    static let gridLimitAttributes = [
        (attribute: "maxNumberOfRows", key: AppKitNibKey.maxNumberOfGridRows),
        (attribute: "maxNumberOfColumns", key: AppKitNibKey.maxNumberOfGridColumns),
    ]
    static let prototypeGridApproximation =
        "a collection view without a layout, which no pair shows, is written as AppKit's grid of its item prototype: its grid limits, background and selection, without a core or layout"
    static let acceptedCollectionViewValues: [String: Set<String>] = [
        "selectable": ["YES", "NO"], "allowsMultipleSelection": ["YES", "NO"], "focusRingType": viewFocusRingTypes,
    ]
    static let flowLayoutAttributes: Set<String> = ["key", "id", "minimumInteritemSpacing", "minimumLineSpacing"]
    /// AppKit's flow layout spacing, which the archive leaves out.
    static let defaultFlowLayoutSpacing = 10.0
    static let noGridSize = "{0, 0}"
    /// Items drag to any destination in the app (`NSDragOperationEvery`) and to none outside it.
    static let localDraggingSourceMask: Int64 = -1
    /// `NS.special` of an `NSValue` holding edge insets.
    static let edgeInsetsValueKind: Int64 = 12

    /// A collection view as its clip view's document, its frame as the document saves it.
    mutating func addCollectionView(_ element: IBElement, clip: Int) -> Int? {
        approximateOutsideNIBArchives(AppKitXcodeRules.collectionViews, "a collection view", at: element)
        guard
            let parsed = parseView(element, known: Self.collectionViewAttributes, accepted: Self.acceptedCollectionViewValues)
        else { return nil }
        let selection = (selectable: element["selectable"] == "YES", multiple: element["allowsMultipleSelection"] == "YES")
        if !(selection.selectable && selection.multiple) {
            approximate(
                "a collection view that does not select several items, which no pair shows, is written with its selection flags off",
                at: element)
        }
        guard parsed.subviews.isEmpty, parsed.constraints.isEmpty else {
            reject("a collection view with views or constraints of its own is not known to the macOS compiler yet", at: element)
            return nil
        }
        var layoutElement: IBElement?
        var backgroundElement: IBElement?
        var connections: [IBElement] = []
        for child in parsed.others {
            switch (child.name, child["key"]) {
            case ("collectionViewFlowLayout", "collectionViewLayout"): layoutElement = child
            case ("color", "primaryBackgroundColor"): backgroundElement = child
            case ("connections", nil): connections.append(child)
            default:
                rejectChildren([child], of: element)
                return nil
            }
        }
        guard let backgroundElement else {
            reject("a collection view without a background color is not known to the macOS compiler yet", at: element)
            return nil
        }
        // A collection view of item prototypes (MacPass's icons, Adium's pictures), AppKit's
        // grid before layouts.
        var gridLimits: [Int64] = []
        for limit in Self.gridLimitAttributes {
            guard let text = element[limit.attribute] else {
                gridLimits.append(0)
                continue
            }
            guard layoutElement == nil, let count = Int64(text), count >= 0 else {
                reject("\(limit.attribute)=\"\(text)\" of a collection view is not known to the macOS compiler yet", at: element)
                return nil
            }
            gridLimits.append(count)
        }
        if layoutElement == nil { approximate(Self.prototypeGridApproximation, at: element) }
        let collectionView = add(AppKitNibClass.collectionView, .values([]))
        addDocumentObject(collectionView, parent: clip, element: element)
        collectConnections(connections, of: element, source: collectionView)
        var core: Int?
        if let layoutElement {
            guard let layout = addFlowLayout(layoutElement) else { return nil }
            // The layout is an object of the document, the collection view's child, listed after
            // it (Aerial's `NowPlayingViewController`).
            addDocumentObject(layout, parent: collectionView, element: layoutElement)
            var coreFields = NibFieldWriter()
            coreFields.add(AppKitNibKey.collectionLayout, .object(layout))
            coreFields.add(AppKitNibKey.coreAllowsMultipleSelection, selection.multiple ? .bool(true) : nil)
            core = add(AppKitNibClass.collectionViewCore, .values(NibGraph.Entries(coreFields.entries)))
        }
        guard let background = addColor(backgroundElement) else { return nil }

        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: collectionView, superview: clip, defaultHugging: Self.viewHugging)
        fields.add(AppKitNibKey.collectionViewCore, core.map(NibGraph.Value.object))
        let noGrid = string(Self.noGridSize).archived
        fields.add(AppKitNibKey.minGridSize, noGrid)
        fields.add(AppKitNibKey.maxGridSize, noGrid)
        for (limit, count) in zip(Self.gridLimitAttributes, gridLimits) {
            fields.add(limit.key, .integer(count))
        }
        fields.add(AppKitNibKey.collectionBackgroundColors, list(NibCollectionClass.array, [background]).archived)
        fields.add(AppKitNibKey.selectable, .bool(selection.selectable))
        fields.add(AppKitNibKey.allowsMultipleSelection, .bool(selection.multiple))
        fields.add(AppKitNibKey.draggingSourceMaskForLocal, .integer(Self.localDraggingSourceMask))
        fields.add(AppKitNibKey.draggingSourceMaskForNonLocal, .integer(0))
        objects[collectionView].content = .values(NibGraph.Entries(fields.entries))
        swapClass(of: collectionView, to: element)
        return collectionView
    }

    /// A flow layout: the spacing between items where not AppKit's, the item size and the
    /// section insets.
    private mutating func addFlowLayout(_ element: IBElement) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.flowLayoutAttributes, accepted: [:])
        let edges = AppKitNibKey.edgeValues
        let spacing = Self.defaultFlowLayoutSpacing
        let inset = element.child("edgeInsets", key: "sectionInset")
        guard let itemSpacing = number(element, "minimumInteritemSpacing", unsaved: spacing),
            let lineSpacing = number(element, "minimumLineSpacing", unsaved: spacing),
            let size = element.child("size", key: "itemSize"), let width = number(size, "width"), let height = number(size, "height"),
            element.children.allSatisfy({ $0 == size || $0 == inset })
        else {
            reject(
                "a flow layout other than an item size, section insets and an item spacing is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        if lineSpacing != spacing || inset == nil {
            approximate(
                "a flow layout of another line spacing or without section insets, which no pair shows, is written with AppKit's NSLineSpacing and without insets",
                at: element)
        }
        var insets: [(key: String, value: Double)] = []
        for (attribute, key) in [("top", edges.top), ("left", edges.left), ("bottom", edges.bottom), ("right", edges.right)] {
            guard let inset else { break }
            guard let value = number(inset, attribute) else {
                reject("section insets without a \(attribute) inset are not known to the macOS compiler yet", at: inset)
                return nil
            }
            insets.append((key, value))
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.interitemSpacing, itemSpacing == spacing ? nil : .float(Float(itemSpacing)))
        fields.add(AppKitNibKey.lineSpacing, lineSpacing == spacing ? nil : .float(Float(lineSpacing)))
        fields.add(AppKitNibKey.itemSize, .object(addSizeValue(GeometryString.size(width: width, height: height))))
        if !insets.isEmpty {
            var insetFields = NibFieldWriter()
            insetFields.add(AppKitNibKey.valueKind, .integer(Self.edgeInsetsValueKind))
            for inset in insets {
                insetFields.add(inset.key, .double(inset.value))
            }
            fields.add(AppKitNibKey.sectionInset, .object(add(AppKitNibClass.value, .values(NibGraph.Entries(insetFields.entries)))))
        }
        return add(AppKitNibClass.collectionViewFlowLayout, .values(NibGraph.Entries(fields.entries)))
    }

    /// The number attribute `name` holds, `unsaved` where the element saves none; nil where it
    /// holds no number.
    private func number(_ element: IBElement, _ name: String, unsaved: Double) -> Double? {
        element[name] == nil ? unsaved : number(element, name)
    }
}
