import AppKitNib
import IBSource
import NibArchive

/// Segmented controls as Xcode 26 archives them (the one of Prune's `Main.storyboard`, Xcode
/// 26.6): an `NSSegmentedControl` with an empty subview list and the hugging it always writes,
/// and an `NSSegmentedCell` of the rounded style selecting one segment, its segments as
/// `NSSegmentItem`s with their labels (localizable in Base.lproj, by index). Other styles,
/// tracking modes, distributions and sizes, and segments with images, widths, tags, tooltips or disabled,
/// are approximations: no pair shows them, so they are written with AppKit's keys for them
/// (`NSTrackingMode`, `NSSegmentItemTag` and the rest, as AppKit's decoders read them), in a
/// form Xcode's may not share.
extension AppKitNibBuilder {
    static let segmentedControlAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
    ])
    static let segmentedCellAttributes: Set<String> = [
        "key", "id", "borderStyle", "alignment", "style", "trackingMode", "segmentDistribution", "controlSize", "state",
    ]
    static let acceptedSegmentedCellValues: [String: Set<String>] = [
        "borderStyle": ["border"], "alignment": ["left"], "style": Set(segmentStyles.keys),
        "trackingMode": Set(segmentTrackingModes.keys), "segmentDistribution": Set(segmentDistributions.keys),
        "controlSize": ["small", "mini"], "state": ["on"],
    ]
    /// `NSSegmentStyle` by Interface Builder's name; the rounded style is the one a pair shows.
    static let segmentStyles: [String: Int64] = [
        "automatic": 0, "rounded": roundedSegmentStyle, "texturedRounded": 2, "roundRect": 3, "texturedSquare": 4,
        "capsule": 5, "smallSquare": 6, "separated": 8,
    ]
    static let roundedSegmentStyle: Int64 = 1
    static let automaticSegmentStyle: Int64 = 0
    /// `NSSegmentSwitchTracking` by Interface Builder's name; selecting one, the one a pair shows,
    /// archives no `NSTrackingMode`.
    static let segmentTrackingModes: [String: Int64] = [
        selectOneTracking: 0, "selectAny": 1, "momentary": 2, "momentaryAccelerator": 3,
    ]
    static let selectOneTracking = "selectOne"
    /// `NSSegmentDistribution` by Interface Builder's name, and the one a document that names
    /// none has.
    static let segmentDistributions: [String: Int64] = ["fit": 0, "fill": 1, "fillEqually": 2, "fillProportionally": 3]
    static let fitSegmentDistribution: Int64 = 0
    /// What a segment may say beyond its label and selection, each an approximation.
    static let approximatedSegmentAttributes: Set<String> = ["image", "catalog", "width", "tag", "enabled", "imageScaling", "toolTip"]
    /// `NSSegmentItemImageScaling` by Interface Builder's name.
    static let segmentImageScalings: [String: Int64] = [
        "proportionallyDown": 0, "axesIndependently": 1, "none": 2, "proportionallyUpOrDown": 3,
    ]
    /// `NSCellFlags` of a bordered segmented cell: enabled, bordered.
    static let borderedSegmentedCellFlags: Int64 = 0x0480_0000
    /// A segment's image scaling when it has no image: `NSImageScaleProportionallyDown`'s 0.
    static let segmentImageScaling: Int64 = 0

    mutating func addSegmentedControl(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        approximateCellIdentifier(of: element, kind: "segmented control")
        approximateUnlessMeasured(AppKitXcodeRules.segmentedControls, "a segmented control", at: element)
        guard let parsed = parseView(element, known: Self.segmentedControlAttributes, accepted: [:]) else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == "segmentedCell" && $0["key"] == "cell" }) else {
            reject("a segmented control without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: cellElement, known: Self.segmentedCellAttributes, accepted: Self.acceptedSegmentedCellValues)
        var font: Int?
        var segments: [IBElement]?
        var cellConnections: [IBElement] = []
        for child in cellElement.children {
            switch (child.name, child["key"]) {
            case ("connections", nil) where child.attributes.isEmpty:
                // CotEditor's find banner sends its segments' actions from the cell.
                cellConnections.append(child)
            case ("font", "font") where font == nil:
                font = addFont(child)
            case ("segments", nil) where segments == nil && child.attributes.isEmpty:
                segments = child.children
            default:
                reject("\(child.name) of a segmentedCell is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        // A segment saved with a nil label (IINA's disclosure segment, an image only) has none.
        func hasNilLabelOnly(_ segment: IBElement) -> Bool {
            segment["label"] == nil && segment.children.count == 1
                && segment.children[0].name == "nil" && segment.children[0].attributes == ["key": "label"]
        }
        guard let segments, !segments.isEmpty,
            segments.allSatisfy({
                $0.name == "segment" && ($0.children.isEmpty || hasNilLabelOnly($0))
                    && Set($0.attributes.keys).isSubset(of: Self.approximatedSegmentAttributes.union(["label", "selected"]))
            })
        else {
            reject("segments other than labels, images, widths, tags and tooltips are not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let selected = segments.indices.filter { segments[$0]["selected"] == "YES" }
        guard segments.allSatisfy({ [nil, "YES"].contains($0["selected"]) && [nil, "NO"].contains($0["enabled"]) }),
            segments.allSatisfy({ $0["imageScaling"].map { Self.segmentImageScalings[$0] != nil } ?? true })
        else {
            reject("a segment's selection, enabled state or image scaling is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let trackingMode = cellElement["trackingMode"] ?? Self.selectOneTracking
        let unshown =
            ["style", "segmentDistribution", "controlSize", "state"].filter {
                cellElement[$0] != nil && !($0 == "style" && cellElement[$0] == "rounded")
            }
            + (trackingMode == Self.selectOneTracking ? [] : ["trackingMode"])
            + Self.approximatedSegmentAttributes.filter { name in segments.contains { $0[name] != nil } }.sorted()
            + (segments.contains(where: hasNilLabelOnly) ? ["nil label"] : [])
        if !unshown.isEmpty {
            approximate(
                "a segmented control with \(unshown.joined(separator: ", ")), which no pair shows, is written with AppKit's keys for them in a form Xcode's may not share",
                at: cellElement)
        } else if selected.count != 1 {
            reject("a segmented control selecting other than one segment is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        var images: [Int?] = []
        for segment in segments {
            guard let name = segment["image"] else {
                images.append(nil)
                continue
            }
            guard let added = addImage(named: name, catalog: segment["catalog"], at: segment) else { return nil }
            images.append(added)
        }
        var widths: [Double?] = []
        var tags: [Int64?] = []
        for segment in segments {
            guard let tag = integerAttribute("tag", of: segment) else { return nil }
            tags.append(tag)
            if let text = segment["width"] {
                guard let width = Double(text), width.isFinite else {
                    reject("width=\"\(text)\" of a segment is not a number", at: segment)
                    return nil
                }
                widths.append(width)
            } else {
                widths.append(nil)
            }
        }
        let control = add(AppKitNibClass.segmentedControl, .values([]))
        addDocumentObject(control, parent: parent, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: control)
        let cell = add(AppKitNibClass.segmentedCell, .values([]))
        addDocumentObject(cell, parent: control, element: cellElement)
        for connections in cellConnections { collectCellConnections(connections, of: cellElement, cell: cell) }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: control, superview: superview, defaultHugging: nil, writesEmptySubviews: true)
        addControlValues(
            ControlValues(cell: cell, size: cellElement["controlSize"].flatMap { Self.controlSizes[$0] } ?? 0), to: &fields)
        objects[control].content = .values(NibGraph.Entries(fields.entries))

        let items = segments.enumerated().map { index, segment in
            var itemFields = NibFieldWriter()
            itemFields.add(
                AppKitNibKey.segmentItemLabel,
                segment["label"].map { userString($0, property: "ibShadowedLabels[\(index)]", of: cellElement).archived })
            itemFields.add(AppKitNibKey.segmentItemImage, images[index].map(NibGraph.Value.object))
            itemFields.add(AppKitNibKey.segmentItemWidth, widths[index].map(NibGraph.Value.double))
            itemFields.add(AppKitNibKey.segmentItemTag, tags[index].map(NibGraph.Value.integer))
            itemFields.add(
                AppKitNibKey.segmentItemToolTip,
                segment["toolTip"].map { userString($0, property: "ibShadowedToolTips[\(index)]", of: cellElement).archived })
            itemFields.add(AppKitNibKey.segmentItemDisabled, segment["enabled"] == "NO" ? .bool(true) : nil)
            itemFields.add(AppKitNibKey.segmentItemSelected, segment["selected"] == "YES" ? .bool(true) : nil)
            itemFields.add(
                AppKitNibKey.segmentItemImageScaling,
                .integer(segment["imageScaling"].flatMap { Self.segmentImageScalings[$0] } ?? Self.segmentImageScaling))
            return add(AppKitNibClass.segmentItem, .values(NibGraph.Entries(itemFields.entries)))
        }
        // The size and state as any cell's, and no style where it is automatic (0), as Interface
        // Builder 3's archives (`AppKitNibBuilder`) of 40 segmented cells show them.
        var cellFields = NibFieldWriter()
        let state = cellElement["state"] == "on" ? Self.textCellFlagBits["state", default: 0] : 0
        cellFields.add(AppKitNibKey.cellFlags, .integer(Int64(Int32(truncatingIfNeeded: Self.borderedSegmentedCellFlags | state))))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(Self.sizeCellFlags2(of: cellElement)))
        cellFields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.cellIdentifier, cellIdentifier(of: element))
        cellFields.add(AppKitNibKey.controlView, .object(control))
        cellFields.add(AppKitNibKey.segmentImages, list(NibCollectionClass.mutableArray, items).archived)
        cellFields.add(AppKitNibKey.selectedSegment, selected.last.map { .integer(Int64($0)) })
        let style = cellElement["style"].flatMap { Self.segmentStyles[$0] } ?? Self.roundedSegmentStyle
        cellFields.add(AppKitNibKey.segmentStyle, style == Self.automaticSegmentStyle ? nil : .integer(style))
        cellFields.add(
            AppKitNibKey.segmentTrackingMode,
            trackingMode == Self.selectOneTracking ? nil : Self.segmentTrackingModes[trackingMode].map(NibGraph.Value.integer))
        cellFields.add(
            AppKitNibKey.segmentDistribution,
            .integer(cellElement["segmentDistribution"].flatMap { Self.segmentDistributions[$0] } ?? Self.fitSegmentDistribution))
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return control
    }
}
