import AppKitNib
import IBSource
import NibArchive

/// Segmented controls as Xcode 26 archives them (the one of Prune's `Main.storyboard`, Xcode
/// 26.6): an `NSSegmentedControl` with an empty subview list and the hugging it always writes,
/// and an `NSSegmentedCell` of the rounded style selecting one segment, its segments as
/// `NSSegmentItem`s with their labels (localizable in Base.lproj, by index). Other styles,
/// tracking modes and segments with images, widths or tags are refused: no pair shows them.
extension AppKitNibBuilder {
    static let segmentedControlAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
    ])
    static let segmentedCellAttributes: Set<String> = ["key", "id", "borderStyle", "alignment", "style", "trackingMode"]
    static let acceptedSegmentedCellValues: [String: Set<String>] = [
        "borderStyle": ["border"], "alignment": ["left"], "style": ["rounded"], "trackingMode": ["selectOne"],
    ]
    /// `NSSegmentStyleRounded`, and the distribution a document that names none has.
    static let roundedSegmentStyle: Int64 = 1
    static let fitSegmentDistribution: Int64 = 0
    /// `NSCellFlags` of a bordered segmented cell: enabled, bordered.
    static let borderedSegmentedCellFlags: Int64 = 0x0480_0000
    /// A segment's image scaling when it has no image: `NSImageScaleProportionallyDown`'s 0.
    static let segmentImageScaling: Int64 = 0

    mutating func addSegmentedControl(_ element: IBElement, superview: Int) -> Int? {
        guard hasNoCellIdentifier(element) else { return nil }
        guard options.isMeasured(AppKitXcodeRules.segmentedControls) else {
            reject("a segmented control as this Xcode writes it is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard let parsed = parseView(element, known: Self.segmentedControlAttributes, accepted: [:]) else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == "segmentedCell" && $0["key"] == "cell" }) else {
            reject("a segmented control without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard acceptsAttributes(of: cellElement, known: Self.segmentedCellAttributes, accepted: Self.acceptedSegmentedCellValues)
        else { return nil }
        var font: Int?
        var segments: [IBElement]?
        for child in cellElement.children {
            switch (child.name, child["key"]) {
            case ("font", "font") where font == nil:
                font = addFont(child)
            case ("segments", nil) where segments == nil && child.attributes.isEmpty:
                segments = child.children
            default:
                reject("\(child.name) of a segmentedCell is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        guard let segments, !segments.isEmpty,
            segments.allSatisfy({
                $0.name == "segment" && $0.children.isEmpty && Set($0.attributes.keys).isSubset(of: ["label", "selected"])
            })
        else {
            reject("segments other than labels are not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let selected = segments.indices.filter { segments[$0]["selected"] == "YES" }
        guard selected.count == 1, segments.allSatisfy({ [nil, "YES"].contains($0["selected"]) }) else {
            reject("a segmented control selecting other than one segment is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let control = add(AppKitNibClass.segmentedControl, .values([]))
        addDocumentObject(control, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: control)
        let cell = add(AppKitNibClass.segmentedCell, .values([]))
        addDocumentObject(cell, parent: control, element: cellElement)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: control, superview: superview, defaultHugging: nil, writesEmptySubviews: true)
        addControlValues(ControlValues(cell: cell), to: &fields)
        objects[control].content = .values(NibGraph.Entries(fields.entries))

        let items = segments.enumerated().map { index, segment in
            var itemFields = NibFieldWriter()
            itemFields.add(
                AppKitNibKey.segmentItemLabel,
                segment["label"].map { userString($0, property: "ibShadowedLabels[\(index)]", of: cellElement).archived })
            itemFields.add(AppKitNibKey.segmentItemSelected, segment["selected"] == "YES" ? .bool(true) : nil)
            itemFields.add(AppKitNibKey.segmentItemImageScaling, .integer(Self.segmentImageScaling))
            return add(AppKitNibClass.segmentItem, .values(NibGraph.Entries(itemFields.entries)))
        }
        var cellFields = NibFieldWriter()
        cellFields.add(AppKitNibKey.cellFlags, .integer(Self.borderedSegmentedCellFlags))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(0))
        cellFields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.controlView, .object(control))
        cellFields.add(AppKitNibKey.segmentImages, list(NibCollectionClass.mutableArray, items).archived)
        cellFields.add(AppKitNibKey.selectedSegment, .integer(Int64(selected[0])))
        cellFields.add(AppKitNibKey.segmentStyle, .integer(Self.roundedSegmentStyle))
        cellFields.add(AppKitNibKey.segmentDistribution, .integer(Self.fitSegmentDistribution))
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return control
    }
}
