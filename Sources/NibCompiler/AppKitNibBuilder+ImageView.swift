import AppKitNib
import IBSource
import NibArchive

/// Image views as Xcode 26 archives them (viraptor's `test4` and `test32-hugging-priority`,
/// and the 79 image views of Aerial's nibs): an editable `NSImageView` that accepts the eight
/// image drag types, and an `NSImageCell` naming its image. Only what those show is written; any
/// other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    static let imageViewAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden",
    ])
    static let imageCellAttributes: Set<String> = [
        "key", "id", "refusesFirstResponder", "alignment", "animates", "imageScaling", "image",
    ]
    static let acceptedImageCellValues: [String: Set<String>] = [
        "refusesFirstResponder": ["YES"], "alignment": ["left"], "imageScaling": Set(imageCellScaling.keys),
    ]
    /// `NSScale` by Interface Builder's name.
    static let imageCellScaling: [String: Int64] = [
        "proportionallyDown": 0, "axesIndependently": 1, "proportionallyUpOrDown": 3,
    ]
    /// `NSCellFlags2` of a cell that refuses first responder.
    static let refusesFirstResponderCellFlag: Int64 = 0x200_0000
    /// The pasteboard types every image view in the pairs accepts, editable or not, as Xcode 26
    /// writes them; older Xcodes add EPS, and before Xcode 9 take no file promises.
    static let filePromiseDragTypes = [
        "com.apple.NSFilePromiseItemMetaData", "com.apple.pasteboard.promised-file-content-type",
        "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
    ]
    static let imageDragTypes =
        [
            "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", "NSFilenamesPboardType",
            "NeXT TIFF v4.0 pasteboard type",
        ] + filePromiseDragTypes
    static let epsDragType = "NeXT Encapsulated PostScript v1.2 pasteboard type"

    /// The pasteboard types of an image view for the Xcode to match.
    var imageDragTypes: [String] {
        var types = Self.imageDragTypes
        if !follows(AppKitXcodeRules.imageDragTypesWithoutEPS) { types.append(Self.epsDragType) }
        if !follows(AppKitXcodeRules.imageDragPromises) { types.removeAll { Self.filePromiseDragTypes.contains($0) } }
        return types.sorted()
    }
    /// What every image cell archives the same: centered, no frame, animation by the default.
    static let centeredImage: Int64 = 0
    static let noImageFrame: Int64 = 0
    static let defaultImageAnimation: Int64 = -1
    /// `NS.special` of an `NSValue` holding a size.
    static let sizeValueKind: Int64 = 2

    mutating func addImageView(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.imageViewAttributes, accepted: [:])
        else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == "imageCell" && $0["key"] == "cell" }) else {
            reject("an image view without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard acceptsAttributes(of: cellElement, known: Self.imageCellAttributes, accepted: Self.acceptedImageCellValues),
            cellElement["refusesFirstResponder"] == "YES"
        else {
            reject("an image cell that accepts first responder is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        for child in cellElement.children {
            reject("\(child.name) of an imageCell is not known to the macOS compiler yet", at: child)
        }
        var image: Int?
        if let name = cellElement["image"] {
            guard !AppKitImages.imagesOfUnknownDirection.contains(name) else {
                reject("an image view showing '\(name)' is not known to the macOS compiler yet", at: cellElement)
                return nil
            }
            guard let resource = AppKitImages.resource(named: name, declaration: declaredImages[name]) else {
                reject("the design size of image '\(name)' is not known to the macOS compiler yet", at: cellElement)
                return nil
            }
            image = addNamedImage(resource)
        }
        let imageView = add(AppKitNibClass.imageView, .values([]))
        addDocumentObject(imageView, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: imageView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: imageView, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true)
        addDragTypes(imageDragTypes, to: &fields)
        let cell = add(AppKitNibClass.imageCell, .values([]))
        addDocumentObject(cell, parent: imageView, element: cellElement)
        addControlValues(
            ControlValues(
                cell: cell, refusesFirstResponder: true, textAlignment: Self.cellAlignments["left", default: (0, 0)].control),
            to: &fields)
        fields.add(AppKitNibKey.editable, .bool(true))
        if follows(AppKitXcodeRules.placeholderImage, until: AppKitXcodeRules.symbolConfigurations) {
            fields.add(AppKitNibKey.placeholderImage, .null)
        }
        fields.add(AppKitNibKey.imageViewPlaceholderPrecedence, .integer(0))
        fields.add(AppKitNibKey.shadowedSymbolConfiguration, .null)
        objects[imageView].content = .values(NibGraph.Entries(fields.entries))

        var cellFields = NibFieldWriter()
        cellFields.add(AppKitNibKey.cellFlags, .integer(0))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(Self.refusesFirstResponderCellFlag))
        addControlSize2(of: cellElement, to: &cellFields)
        cellFields.add(AppKitNibKey.contents, image.map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.controlView, .object(imageView))
        cellFields.add(AppKitNibKey.imageAlignment, .integer(Self.centeredImage))
        cellFields.add(
            AppKitNibKey.imageScaling,
            .integer(Self.imageCellScaling[cellElement["imageScaling"] ?? "proportionallyDown", default: 0]))
        cellFields.add(AppKitNibKey.imageFrameStyle, .integer(Self.noImageFrame))
        cellFields.add(AppKitNibKey.animates, .bool(cellElement["animates"] == "YES"))
        cellFields.add(AppKitNibKey.imageAnimation, .integer(Self.defaultImageAnimation))
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return imageView
    }

    /// The `NSCustomResource` of a named image with its design size, made once per nib.
    mutating func addNamedImage(_ resource: AppKitImages.Resource) -> Int {
        if let known = namedImages[resource] { return known }
        var size = NibFieldWriter()
        size.add(AppKitNibKey.valueKind, .integer(Self.sizeValueKind))
        size.add(AppKitNibKey.sizeValue, string(resource.designSize).archived)
        let designSize = add(AppKitNibClass.value, .values(NibGraph.Entries(size.entries)))
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.className, string(AppKitNibClass.image).archived)
        fields.add(AppKitNibKey.resourceName, string(resource.name).archived)
        fields.add(AppKitNibKey.catalogName, resource.catalog.map { string($0).archived })
        fields.add(AppKitNibKey.namespaceID, resource.namespace.map { string($0).archived } ?? .null)
        fields.add(AppKitNibKey.designSize, .object(designSize))
        fields.add(AppKitNibKey.designImageConfiguration, .null)
        let image = add(AppKitNibClass.customResource, .values(NibGraph.Entries(fields.entries)))
        namedImages[resource] = image
        return image
    }
}
