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
        "verticalCompressionResistancePriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "tag",
        "focusRingType", "autoresizesSubviews",
    ])
    static let imageCellAttributes: Set<String> = [
        "key", "id", "refusesFirstResponder", "alignment", "animates", "imageScaling", "image", "catalog", "controlSize",
        "imageFrameStyle", "editable", "selectable", "imageAlignment", "enabled", "focusRingType",
    ]
    static let acceptedImageCellValues: [String: Set<String>] = [
        "refusesFirstResponder": ["YES"], "alignment": ["left"], "imageScaling": Set(imageCellScaling.keys),
        "controlSize": ["large"], "catalog": [AppKitImages.systemCatalog], "imageFrameStyle": Set(imageFrameStyles.keys),
        "editable": ["YES"], "selectable": ["YES"], "imageAlignment": Set(imageAlignments.keys), "enabled": ["NO"],
        "focusRingType": ["none"],
    ]
    /// `NSImageFrameStyle` by Interface Builder's name, under the key every image cell writes its
    /// style (none, 0) to. No pair shows another: Interface Builder 3's archives
    /// (`AppKitNibBuilder`) hold AppKit's 2 for Sequel Ace's gray bezels, but set cell flags for
    /// them that no longer mean the same, so a frame is an approximation.
    static let imageFrameStyles: [String: Int64] = ["photo": 1, "grayBezel": 2, "groove": 3, "button": 4]
    /// `NSImageAlignment` by Interface Builder's name, under the key every image cell writes
    /// its alignment (centered, 0) to; no pair shows another (Textual's and Mac Mouse Fix's
    /// pictures aligned to an edge).
    static let imageAlignments: [String: Int64] = [
        "top": 1, "topLeft": 2, "topRight": 3, "left": 4, "bottom": 5, "bottomLeft": 6, "bottomRight": 7, "right": 8,
    ]
    /// The `NSImageAlignment` of an image cell: centered unless it says otherwise, another
    /// alignment an approximation.
    mutating func imageAlignment(of cell: IBElement) -> Int64 {
        guard let alignment = cell["imageAlignment"].flatMap({ Self.imageAlignments[$0] }) else { return Self.centeredImage }
        approximate("an image alignment, which no pair shows, is written as AppKit's number for it", at: cell)
        return alignment
    }

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
            "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", filenamesPasteboardType,
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

    /// An image view in `superview`, or at the top level (no superview) with `parent` its
    /// parent in the nib's object tree.
    mutating func addImageView(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        // Background Music's app icons.
        approximateCellIdentifier(of: element, kind: "image view")
        guard let parsed = parseView(element, known: Self.imageViewAttributes, accepted: ["focusRingType": Self.viewFocusRingTypes])
        else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == "imageCell" && $0["key"] == "cell" }) else {
            reject("an image view without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: cellElement, known: Self.imageCellAttributes, accepted: Self.acceptedImageCellValues)
        // MacPass's inspector icon and Sequel Ace's editable image well take the focus.
        let refusesFirstResponder = cellElement["refusesFirstResponder"] == "YES"
        if !refusesFirstResponder {
            approximate(
                "an image cell that accepts first responder, which no pair shows, is written without the flags that refuse it",
                at: cellElement)
        }
        // Large image views as Xcode 26 writes them: the control and the cell large in
        // NSControlSize2 alone (Aerial's `DisplaysViewController`).
        if cellElement["controlSize"] == "large" {
            approximateUnlessMeasured(AppKitXcodeRules.largeControls, "a large image view", at: cellElement)
        }
        var reference: IBElement?
        for child in cellElement.children {
            if child.name == "imageReference", child["key"] == "image", reference == nil, cellElement["image"] == nil {
                reference = child
            } else {
                reject("\(child.name) of an imageCell is not known to the macOS compiler yet", at: child)
            }
        }
        var image: Int?
        if let reference {
            guard let resource = symbolResource(reference) else { return nil }
            image = addNamedImage(resource)
        } else if let name = cellElement["image"] {
            guard let added = addImage(named: name, catalog: cellElement["catalog"], at: cellElement) else { return nil }
            image = added
        }
        // The view's tint, which its cell archives.
        let tintElements = parsed.others.filter { $0.name == "color" && $0["key"] == "contentTintColor" }
        guard tintElements.count <= 1 else {
            reject("a second contentTintColor of an imageView is not known to the macOS compiler yet", at: tintElements[1])
            return nil
        }
        let symbolElement = parsed.others.first { $0.name == "symbolConfiguration" && $0["key"] == "symbolConfiguration" }
        let imageView = add(AppKitNibClass.imageView, .values([]))
        addDocumentObject(imageView, parent: parent, element: element)
        collectConnections(
            parsed.others.filter { $0 != cellElement && !tintElements.contains($0) && $0 != symbolElement }, of: element,
            source: imageView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: imageView, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true)
        addDragTypes(imageDragTypes, to: &fields)
        let cell = add(AppKitNibClass.imageCell, .values([]))
        addDocumentObject(cell, parent: imageView, element: cellElement)
        guard let tag = integerAttribute("tag", of: element) else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        addControlValues(
            ControlValues(
                cell: cell, sizedCell: cellElement, refusesFirstResponder: refusesFirstResponder,
                textAlignment: Self.cellAlignments["left", default: (0, 0)].control),
            to: &fields)
        fields.add(AppKitNibKey.editable, .bool(true))
        if follows(AppKitXcodeRules.placeholderImage, until: AppKitXcodeRules.symbolConfigurations) {
            fields.add(AppKitNibKey.placeholderImage, .null)
        }
        fields.add(AppKitNibKey.imageViewPlaceholderPrecedence, .integer(0))
        var symbolConfigurations: (cell: Int, control: Int)?
        if let symbolElement {
            guard let added = addSymbolConfigurations(symbolElement) else { return nil }
            symbolConfigurations = added
        }
        fields.add(AppKitNibKey.shadowedSymbolConfiguration, symbolConfigurations.map { .object($0.control) } ?? .null)
        objects[imageView].content = .values(NibGraph.Entries(fields.entries))

        // An image well taking dropped images (Sequel Ace's, Platypus's): AppKit's editable cell is
        // selectable too, the text cell's two bits; Interface Builder 3's archives set the
        // editable bit on each of 4, the selectable bits partly, so this is an approximation.
        // Older Interface Builders save the selectable cell's attribute too (Colloquy's, 9531);
        // Platypus's icon saves it alone.
        let isEditable = cellElement["editable"] == "YES"
        let isSelectable = isEditable || cellElement["selectable"] == "YES"
        if isEditable {
            approximate(
                "an editable image cell, which no pair shows, is written with a text cell's editable and selectable flags", at: cellElement)
        } else if isSelectable {
            approximate("a selectable image cell, which no pair shows, is written with a text cell's selectable flags", at: cellElement)
        }
        let editableFlags =
            (isEditable ? Self.textCellFlagBits["editable", default: 0] : 0)
            | (isSelectable ? Self.textCellFlagBits["selectable", default: 0] : 0)
        var cellFields = NibFieldWriter()
        // A disabled image cell (Quicksilver's About and setup pictures): NSCell's disabled bit,
        // as the pairs' disabled text field and button cells archive it.
        let disabledFlag = cellElement["enabled"] == "NO" ? Self.disabledCellFlag : 0
        cellFields.add(AppKitNibKey.cellFlags, .integer(editableFlags | disabledFlag))
        // No focus ring (Adium's pictures): NSCell's bit, as the pairs' button, pop-up and text
        // field cells archive it.
        let focusRing = cellElement["focusRingType"] == "none" ? Self.noFocusRingCellFlag2 : 0
        cellFields.add(
            AppKitNibKey.cellFlags2, .integer((refusesFirstResponder ? Self.refusesFirstResponderCellFlag : 0) | focusRing))
        addControlSize2(of: cellElement, to: &cellFields)
        cellFields.add(AppKitNibKey.contents, image.map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.cellIdentifier, cellIdentifier(of: element))
        cellFields.add(AppKitNibKey.controlView, .object(imageView))
        cellFields.add(AppKitNibKey.imageAlignment, .integer(imageAlignment(of: cellElement)))
        cellFields.add(
            AppKitNibKey.imageScaling,
            .integer(Self.imageCellScaling[cellElement.cellImageScaling, default: 0]))
        let frameStyle = cellElement["imageFrameStyle"].flatMap { Self.imageFrameStyles[$0] }
        if frameStyle != nil {
            approximate(
                "an image frame style, which no pair shows, is written as AppKit's number for it, the cell's flags as without one",
                at: cellElement)
        }
        cellFields.add(AppKitNibKey.imageFrameStyle, .integer(frameStyle ?? Self.noImageFrame))
        cellFields.add(AppKitNibKey.animates, .bool(buildsPrototypeCellViewNib || cellElement["animates"] == "YES"))
        cellFields.add(AppKitNibKey.imageAnimation, .integer(Self.defaultImageAnimation))
        if let tintElement = tintElements.first {
            guard let tint = addColor(tintElement) else { return nil }
            cellFields.add(AppKitNibKey.contentTintColor, .object(tint))
        }
        cellFields.add(AppKitNibKey.imageSymbolConfiguration, symbolConfigurations.map { .object($0.cell) })
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return imageView
    }

    static let imageReferenceAttributes: Set<String> = ["key", "image", "catalog", "symbolScale", "renderingMode"]

    /// A configured symbol as the image of an object (`kind`, its element's name) no pair shows
    /// holding one: its resource with the configuration, as a button's image reference.
    mutating func addConfiguredSymbolImage(_ reference: IBElement, of kind: String) -> Int? {
        approximate(
            "a configured symbol as the image of a \(kind), which no pair shows, is archived as a button's is, with its configuration",
            at: reference)
        return symbolResource(reference).map { addNamedImage($0) }
    }

    /// The resource of an `<imageReference>`: a symbol at a scale, or at the default scale in
    /// hierarchical colors, a project's or an SF Symbol (its catalog as its declaration gives
    /// it), as Xcode 26 writes it; other rendering modes are approximated as a template, other
    /// attributes left out as approximations.
    mutating func symbolResource(_ reference: IBElement) -> AppKitImages.Resource? {
        approximateUnknownAttributes(
            of: reference, known: Self.imageReferenceAttributes,
            accepted: [
                "symbolScale": Set(AppKitImages.symbolScales.keys).union([AppKitImages.defaultSymbolScale]),
                "catalog": [AppKitImages.systemCatalog], "renderingMode": [AppKitImages.hierarchicalRenderingMode],
            ])
        guard let name = reference["image"] else {
            reject("an image reference without an image is not known to the macOS compiler yet", at: reference)
            return nil
        }
        let symbol: AppKitImages.SymbolConfiguration
        if reference["renderingMode"] == AppKitImages.hierarchicalRenderingMode {
            approximateUnlessMeasured(AppKitXcodeRules.hierarchicalSymbols, "hierarchical symbol '\(name)'", at: reference)
            guard reference["symbolScale"] == AppKitImages.defaultSymbolScale, reference.children.count == 1,
                let colorList = reference.child("hierarchicalColors"), !colorList.children.isEmpty
            else {
                reject(
                    "a hierarchical symbol other than at the default scale with its colors is not known to the macOS compiler yet",
                    at: reference)
                return nil
            }
            var colors: [Int] = []
            for colorElement in colorList.children {
                guard colorElement.name == "color" else {
                    rejectChildren([colorElement], of: colorList)
                    return nil
                }
                guard let color = addColor(colorElement) else { return nil }
                colors.append(color)
            }
            symbol = .hierarchical(colors: colors)
        } else {
            // A symbol of another rendering mode, already reported (CotEditor's multicolor
            // warning sign), at the default scale: the hierarchical symbols' unset scale.
            let otherModeScale =
                reference["renderingMode"] != nil && reference["symbolScale"] == AppKitImages.defaultSymbolScale
                ? AppKitImages.unsetDesignValue : nil
            if otherModeScale != nil {
                approximate(
                    "a symbol of another rendering mode at the default scale, which no pair shows, is written as a template at the hierarchical symbols' unset scale",
                    at: reference)
            }
            guard let scale = otherModeScale ?? reference["symbolScale"].flatMap({ AppKitImages.symbolScales[$0] }),
                reference.children.isEmpty
            else {
                reject("an image reference without a symbol scale is not known to the macOS compiler yet", at: reference)
                return nil
            }
            approximateUnlessMeasured(AppKitXcodeRules.symbolImageConfigurations, "image reference '\(name)'", at: reference)
            symbol = .scaled(scale)
        }
        guard var resource = imageResource(named: name, catalog: reference["catalog"], at: reference) else {
            reject("image reference '\(name)', as this Xcode writes it, is not known to the macOS compiler yet", at: reference)
            return nil
        }
        guard resource.embeddedImage == nil else {
            reject("a symbol configuration of image '\(name)', which the document holds, is not known to the macOS compiler", at: reference)
            return nil
        }
        resource.symbol = symbol
        return resource
    }

    /// The image `name` in `catalog` shows, archived once: its resource, or the image the
    /// document holds; nil with an error naming the element where the design size Xcode records
    /// is not known (an image the document holds has said why already).
    mutating func addImage(named name: String, catalog: String?, at element: IBElement) -> Int? {
        guard let resource = imageResource(named: name, catalog: catalog, at: element) else {
            if declaredImages.declaration(named: name, catalog: catalog)?.holdsImage != true {
                reject("the design size of image '\(name)' is not known to the macOS compiler yet", at: element)
            }
            return nil
        }
        return addNamedImage(resource)
    }

    /// The resource of the image `name` in `catalog` the document declares
    /// (`AppKitImages.resource`); an image of AppKit's whose design size no pair shows is an
    /// approximation.
    mutating func imageResource(named name: String, catalog: String?, at element: IBElement) -> AppKitImages.Resource? {
        let declaration = declaredImages.declaration(named: name, catalog: catalog)
        if let declaration, declaration.holdsImage {
            guard let image = addEmbeddedImage(named: name, archive: declaration.archive, declaredAt: declaration.element)
            else { return nil }
            return AppKitImages.Resource(name: name, designSize: "", embeddedImage: image)
        }
        if let known = AppKitImages.resource(named: name, declaration: declaration) { return known }
        guard let approximated = AppKitImages.approximatedResource(named: name, declaration: declaration) else { return nil }
        approximate(
            "the design size of AppKit's image '\(name)' is not known to the macOS compiler; recorded at the size the document declares",
            at: element)
        return approximated
    }

    /// An `NSValue` holding `size`, spelled as `NSStringFromSize` does.
    mutating func addSizeValue(_ size: String) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.valueKind, .integer(Self.sizeValueKind))
        fields.add(AppKitNibKey.sizeValue, string(size).archived)
        return add(AppKitNibClass.value, .values(NibGraph.Entries(fields.entries)))
    }

    /// The `NSCustomResource` of a named image with its design size, made once per nib.
    mutating func addNamedImage(_ resource: AppKitImages.Resource) -> Int {
        if let embedded = resource.embeddedImage { return embedded }
        if let known = namedImages[resource] { return known }
        let designSize = addSizeValue(resource.designSize)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.className, string(AppKitNibClass.image).archived)
        fields.add(AppKitNibKey.resourceName, string(resource.name).archived)
        fields.add(AppKitNibKey.catalogName, resource.catalog.map { string($0).archived })
        var colorList: Int?
        if case .hierarchical(let colors) = resource.symbol {
            colorList = collection(NibCollectionClass.array, colors)
            fields.add(AppKitNibKey.imageIsTemplate, .object(numberObject(.integer(0))))
        }
        fields.add(
            AppKitNibKey.imageSymbolConfiguration, resource.symbol.map { .object(addSymbolConfiguration($0, colorList: colorList)) })
        fields.add(AppKitNibKey.namespaceID, resource.namespace.map { string($0).archived } ?? .null)
        fields.add(AppKitNibKey.designSize, .object(designSize))
        fields.add(
            AppKitNibKey.designImageConfiguration,
            resource.symbol.map { .object(addDesignImageConfiguration($0, colorList: colorList)) } ?? .null)
        let image = add(AppKitNibClass.customResource, .values(NibGraph.Entries(fields.entries)))
        namedImages[resource] = image
        return image
    }

    /// AppKit's configuration of a symbol: a scale at the default point size and weight, or a
    /// palette of `colorList`'s colors, which are its hierarchical colors too.
    private mutating func addSymbolConfiguration(_ symbol: AppKitImages.SymbolConfiguration, colorList: Int?) -> Int {
        var fields = NibFieldWriter()
        switch symbol {
        case .scaled(let scale):
            fields.add(AppKitNibKey.symbolPointSize, .double(AppKitImages.symbolPointSize))
            fields.add(AppKitNibKey.symbolFontWeight, .double(AppKitImages.symbolFontWeight))
            fields.add(AppKitNibKey.symbolScale, .integer(scale))
        case .hierarchical:
            fields.add(AppKitNibKey.symbolPaletteColors, colorList.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.symbolHierarchicalColors, colorList.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.symbolPaletteType, .integer(AppKitImages.hierarchicalPaletteType))
        }
        return add(AppKitNibClass.imageSymbolConfiguration, .values(NibGraph.Entries(fields.entries)))
    }

    /// Interface Builder's configuration of a symbol: its scale and rendering mode, no variable
    /// value or locale, and its hierarchical colors (none for a scaled one).
    private mutating func addDesignImageConfiguration(_ symbol: AppKitImages.SymbolConfiguration, colorList: Int?) -> Int {
        var fields = NibFieldWriter()
        switch symbol {
        case .scaled(let scale):
            fields.add(AppKitNibKey.designSymbolScale, .integer(scale))
            fields.add(AppKitNibKey.designRenderingMode, .integer(AppKitImages.templateRenderingMode))
        case .hierarchical:
            fields.add(AppKitNibKey.designSymbolScale, .integer(AppKitImages.unsetDesignValue))
            fields.add(AppKitNibKey.designRenderingMode, .integer(AppKitImages.unsetDesignValue))
        }
        fields.add(AppKitNibKey.designVariableValue, .null)
        fields.add(AppKitNibKey.designHierarchicalColors, colorList.map(NibGraph.Value.object) ?? emptyArray().archived)
        fields.add(AppKitNibKey.designLocale, .null)
        return add(AppKitNibClass.designImageConfiguration, .values(NibGraph.Entries(fields.entries)))
    }
}
