import Foundation
import InputFiles

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads `.xib` and `.storyboard` XML into an `IBDocument`.
public enum IBDocumentReader {
    /// Reads the file at `path`; errors name `displayPath` (defaults to `path`). With
    /// `keepingElements`, the document's `root` holds the whole element tree.
    public static func read(
        contentsOf path: String, displayPath: String? = nil, keepingElements: Bool = false
    ) throws(IBReadError) -> IBDocument {
        let shown = displayPath ?? path
        let data: Data
        do {
            data = try InputFile.read(path)
        } catch {
            throw .unreadable(path: shown, reason: error.reason)
        }
        return try read(data: data, path: shown, keepingElements: keepingElements)
    }

    /// Parses `data`; `path` is recorded in the document and in every error.
    public static func read(data: Data, path: String, keepingElements: Bool = false) throws(IBReadError) -> IBDocument {
        try read(data: data, path: path, keepingElements: keepingElements, limit: nil)
    }

    /// How many bytes of names, attribute values and text the parser may deliver for an input of
    /// `count` bytes. Without entities or default attributes it delivers at most what it reads
    /// (U+FFFD for a stray byte is three), so only an expansion can reach this.
    static func deliveryLimit(forInputOf count: Int) -> Int {
        count.multipliedReportingOverflow(by: 4).partialValue &+ 65_536
    }

    /// The offset of the first byte that is not part of valid UTF-8. Checked before parsing because
    /// Foundation's `XMLParser` traps on an element or attribute name that is not UTF-8 (libxml2
    /// passes such names on; it reports bad bytes only in text and values).
    static func firstInvalidUTF8(in data: Data) -> Int? {
        if String(validating: data, as: UTF8.self) != nil { return nil }
        var bytes = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = data.startIndex
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// The offset of the first `<?name?>`, anywhere in `data` (as in a comment: refusing too much
    /// is safe). libxml2 reports such an instruction's data as a null pointer, on which Foundation's
    /// `XMLParser` crashes before any delegate sees it.
    static func firstProcessingInstructionWithoutData(in data: Data) -> Int? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
                index = open + 1
                guard index < bytes.count, bytes[index] == UInt8(ascii: "?") else { continue }
                let nameStart = index + 1
                let nameEnd = bytes[nameStart...].firstIndex { $0 == UInt8(ascii: "?") || $0 <= 0x20 } ?? bytes.count
                if nameEnd > nameStart, bytes[nameEnd...].starts(with: [UInt8(ascii: "?"), UInt8(ascii: ">")]) {
                    return data.startIndex + open
                }
            }
            return nil
        }
    }

    /// `malformedXML` at the line and column of `offset`.
    private static func malformed(_ data: Data, at offset: Int, path: String, reason: String) -> IBReadError {
        let lineStart = data[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
        return .malformedXML(
            path: path, line: XMLInputRules.line(of: offset, in: data), column: offset - lineStart + 1, reason: reason)
    }

    static func read(
        data: Data, path: String, keepingElements: Bool, limit: Int?, reader: XMLReader = .automatic
    ) throws(IBReadError) -> IBDocument {
        if data.allSatisfy(XMLInputRules.isXMLSpace) {
            throw .emptyDocument(path: path)
        }
        if let refusal = XMLInputRules.refusal(of: data, path: path) {
            throw refusal
        }
        if let offset = firstInvalidUTF8(in: data) {
            throw malformed(
                data, at: offset, path: path, reason: "byte 0x\(String(data[offset], radix: 16, uppercase: true)) is not UTF-8")
        }
        if let offset = firstProcessingInstructionWithoutData(in: data) {
            throw malformed(
                data, at: offset, path: path,
                reason: "a processing instruction with no data (<?name?>); Interface Builder never writes one")
        }
        let deliveryLimit = limit ?? deliveryLimit(forInputOf: data.count)
        if reader == .automatic {
            let builder = IBDocumentBuilder(path: path, keepingElements: keepingElements, deliveryLimit: deliveryLimit)
            if IBXMLScanner.scan(data, into: builder) == .finished, builder.failure == nil, builder.isComplete {
                return builder.finish()
            }
        }
        // What the scanner leaves, and every failure, is read again by libxml2, whose errors the
        // messages are worded for.
        let builder = IBDocumentBuilder(path: path, keepingElements: keepingElements, deliveryLimit: deliveryLimit)
        let events = LibXMLEvents(builder: builder)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = events
        let succeeded = parser.parse()
        if let failure = builder.failure {
            throw failure
        }
        if !succeeded || events.syntaxError != nil {
            let error =
                events.syntaxError
                ?? (line: parser.lineNumber, column: parser.columnNumber, code: (parser.parserError as NSError?)?.code ?? 0)
            throw .malformedXML(
                path: path, line: max(error.line, 1), column: max(error.column, 1),
                reason: XMLSyntaxMessages.message(forCode: error.code, in: data, rootClosed: builder.isComplete))
        }
        guard builder.sawDocument else {
            throw .notAnInterfaceBuilderDocument(path: path, line: 1, rootElement: "")
        }
        // libxml2's push parser reports success on input that stops inside an open element.
        guard builder.isComplete else {
            throw .malformedXML(
                path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                reason: XMLSyntaxMessages.message(forCode: XMLSyntaxMessages.documentEnd, in: data, rootClosed: false))
        }
        return builder.finish()
    }

    /// Which parser reads a document: `IBXMLScanner` where it can, else libxml2 (`automatic`), or
    /// libxml2 alone, which the scanner is tested against.
    enum XMLReader {
        case automatic
        case libxml2
    }
}

/// Hands libxml2's events, through Foundation's `XMLParser`, to an `IBDocumentBuilder`.
private final class LibXMLEvents: NSObject, XMLParserDelegate {
    let builder: IBDocumentBuilder
    /// Where libxml2 first reported a syntax error; later positions say where it gave up, not why.
    private(set) var syntaxError: (line: Int, column: Int, code: Int)?

    init(builder: IBDocumentBuilder) {
        self.builder = builder
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        if !builder.startElement(elementName, attributes: IBAttributes(attributes), line: parser.lineNumber) {
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !builder.characters(string, line: parser.lineNumber) {
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        builder.endElement()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if syntaxError == nil {
            syntaxError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code)
        }
    }
}

/// Builds an `IBDocument` from the events of `IBXMLScanner` or libxml2.
private final class IBDocumentBuilder: IBXMLEventHandler {
    private struct Frame {
        var element: String
        var objectID: String?
        var isConnectionBlock: Bool
        var isResources: Bool
    }

    let path: String
    private(set) var failure: IBReadError?
    private(set) var sawDocument = false
    /// Every element that was opened, including `<document>`, was closed again.
    var isComplete: Bool {
        sawDocument && stack.isEmpty
    }

    private var kind: IBDocument.Kind = .xib
    private var platform: IBDocument.Platform = .iOS
    private var toolsVersion: String?
    private var device: IBDevice?
    private var initialViewControllerID: String?
    private var objects: [IBObject] = []
    private var connections: [IBConnection] = []
    private var scenes: [IBScene] = []
    private var storyboardReferences: [IBStoryboardReference] = []
    private var imageReferences: [IBImageReference] = []
    private var declaredImages: [IBDeclaredImage] = []
    private var namedColors: [String] = []
    private var namedColorLines: [String: Int] = [:]
    /// The index in `declaredImages` of the `<resources>` image being read, for its data child.
    private var openDeclaredImage: Int?
    private var fonts: [String] = []
    private var runtimeAttributes: [IBRuntimeAttribute] = []
    private var stack: [Frame] = []
    private var resourcesDepth = 0
    /// Ids of the objects whose elements are open, innermost last.
    private var openObjectIDs: [String] = []

    /// Open elements, innermost last, when the element tree is kept.
    private var openElements: [IBElement] = []
    private let keepsElements: Bool
    /// How deep a kept element tree may nest: far beyond real documents, and shallow enough that
    /// the code walking the tree cannot run out of stack.
    static let elementDepthLimit = 256
    private var keptRoot: IBElement?

    /// Bytes of names, attribute values and text delivered so far, and the most allowed.
    private var delivered = 0
    private let deliveryLimit: Int

    init(path: String, keepingElements: Bool, deliveryLimit: Int) {
        self.path = path
        self.keepsElements = keepingElements
        self.deliveryLimit = deliveryLimit
    }

    /// Counts `bytes` delivered; false (the parse is to stop) once they pass the limit.
    private func deliver(_ bytes: Int, line: Int) -> Bool {
        delivered += bytes
        guard delivered > deliveryLimit else { return true }
        if failure == nil {
            failure = .expansionLimitExceeded(path: path, line: max(line, 1), limit: deliveryLimit)
        }
        return false
    }

    /// Xcode 8.0 saved a view's frame as `<frame key="frameInset">`: its origin as `minX` and
    /// `minY` (0 when left out), its size as `width` and `height`; Xcode 7, and Xcode 8.1 and
    /// later, save the same frame as `<rect key="frame">`. Kept as that rect, so that the compiler
    /// and the renderer read one spelling. An inset from the superview's far edges (`maxX`, `maxY`)
    /// is kept as saved.
    static func frame(fromInset elementName: String, _ attributes: IBAttributes) -> IBAttributes? {
        guard elementName == "frame", attributes["key"] == "frameInset", let width = attributes["width"],
            let height = attributes["height"], attributes.allSatisfy({ frameInsetNames.contains($0.key) })
        else { return nil }
        return ["key": "frame", "x": attributes["minX"] ?? "0.0", "y": attributes["minY"] ?? "0.0", "width": width, "height": height]
    }

    private static let frameInsetNames: Set<String> = ["key", "minX", "minY", "width", "height"]

    func finish() -> IBDocument {
        let systemImages = Set(declaredImages.filter(\.isSystem).map(\.name))
        for index in imageReferences.indices {
            let name = imageReferences[index].name
            if systemImages.contains(name) || (platform == .macOS && name.hasPrefix("NS")) {
                imageReferences[index].isSystem = true
            }
        }
        return IBDocument(
            path: path, kind: kind, platform: platform, toolsVersion: toolsVersion, device: device, objects: objects,
            connections: connections, scenes: scenes,
            initialViewControllerID: initialViewControllerID, storyboardReferences: storyboardReferences,
            imageReferences: imageReferences, declaredImages: declaredImages,
            namedColors: uniqued(namedColors), namedColorLines: namedColorLines, fonts: uniqued(fonts),
            runtimeAttributes: runtimeAttributes, root: keptRoot)
    }

    private func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    private var nearestObjectID: String? {
        openObjectIDs.last
    }

    func startElement(_ elementName: String, attributes: IBAttributes, line: Int) -> Bool {
        var size = elementName.utf8.count
        for (name, value) in attributes {
            size += name.utf8.count + value.utf8.count
        }
        guard deliver(size, line: line) else { return false }
        // An Interface Builder 3 archive is read for its system target only, then refused.
        if var archive = legacyArchive {
            guard failure == nil else { return false }
            archive.depth += 1
            if archive.depth == Self.systemTargetDepth, elementName == "int", attributes["key"] == Self.systemTargetKey {
                archive.systemTargetText = ""
            }
            legacyArchive = archive
            return true
        }
        if stack.isEmpty, elementName == "archive", let format = attributes["type"], format.hasPrefix(Self.legacyArchivePrefix) {
            legacyArchive = LegacyArchive(format: format, line: line)
            return true
        }
        if keepsElements {
            guard openElements.count < Self.elementDepthLimit else {
                failure = .nestedTooDeeply(path: path, line: line, limit: Self.elementDepthLimit)
                openElements.removeAll()
                return false
            }
            if let frame = Self.frame(fromInset: elementName, attributes) {
                openElements.append(IBElement(name: "rect", attributes: frame, line: line))
            } else {
                openElements.append(IBElement(name: elementName, attributes: attributes, line: line))
            }
        }
        if stack.isEmpty {
            guard elementName == "document" else {
                failure = .notAnInterfaceBuilderDocument(path: path, line: line, rootElement: elementName)
                return false
            }
            startDocument(attributes)
            stack.append(Frame(element: elementName, objectID: nil, isConnectionBlock: false, isResources: false))
            return true
        }
        let parent = stack[stack.count - 1]
        var frame = Frame(
            element: elementName, objectID: nil, isConnectionBlock: elementName == "connections",
            isResources: elementName == "resources")

        if elementName == "mutableData" || elementName == "data", parent.element == "image", let index = openDeclaredImage {
            declaredImages[index].isEmbedded = true
        }
        if parent.isResources {
            readResource(elementName, attributes)
        } else if parent.isConnectionBlock, let kind = IBConnection.Kind(rawValue: elementName) {
            readConnection(kind, attributes, line: line)
        } else if elementName == "segue", attributes["key"] != nil || attributes["reference"] != nil {
            // Peek-and-pop `commit`/`preview` segues and back-references repeat a segue declared elsewhere.
        } else if let id = attributes["id"], !Self.nonObjectElements.contains(elementName) {
            frame.objectID = id
            readObject(elementName, id: id, attributes, parentElement: parent.element, line: line)
        }
        if elementName == "scene", let sceneID = attributes["sceneID"] {
            scenes.append(IBScene(sceneID: sceneID, line: line))
        }
        if elementName == "point", parent.element == "scene", attributes["key"] == "canvasLocation", !scenes.isEmpty,
            let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init), x.isFinite, y.isFinite
        {
            scenes[scenes.count - 1].canvasLocation = IBPoint(x: x, y: y)
        }
        if elementName == "device", parent.element == "document", let id = attributes["id"] {
            device = IBDevice(id: id, orientation: attributes["orientation"])
        }
        if resourcesDepth == 0, !frame.isResources, let owner = frame.objectID ?? nearestObjectID {
            readUses(elementName, attributes, owner: owner, line: line)
        }
        if frame.isResources {
            resourcesDepth += 1
        }
        if let id = frame.objectID {
            openObjectIDs.append(id)
        }
        stack.append(frame)
        return true
    }

    func characters(_ string: String, line: Int) -> Bool {
        guard deliver(string.utf8.count, line: line) else { return false }
        if legacyArchive != nil {
            legacyArchive?.systemTargetText?.append(string)
            return true
        }
        guard keepsElements, !openElements.isEmpty else { return true }
        // Appended in place: libxml2 hands over text a reference at a time.
        let last = openElements.count - 1
        if openElements[last].text == nil {
            openElements[last].text = string
        } else {
            openElements[last].text?.append(string)
        }
        return true
    }

    func endElement() {
        if let archive = legacyArchive {
            // The system target read, or the archive closed without one: the reader stops here.
            if archive.depth == Self.systemTargetDepth, let text = archive.systemTargetText {
                refuseLegacyArchive(archive, systemTarget: Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
            } else if archive.depth == 1 {
                refuseLegacyArchive(archive, systemTarget: nil)
            }
            legacyArchive?.depth -= 1
            return
        }
        if keepsElements, let element = openElements.popLast() {
            if openElements.isEmpty {
                keptRoot = element
            } else {
                openElements[openElements.count - 1].children.append(element)
            }
        }
        guard let frame = stack.popLast() else { return }
        if frame.isResources {
            resourcesDepth -= 1
        }
        if frame.objectID != nil {
            openObjectIDs.removeLast()
        }
    }

    /// An Interface Builder 3 archive being read for its system target only.
    private struct LegacyArchive {
        var format: String
        var line: Int
        /// How deep the open element is: 1 for `<archive>`.
        var depth = 1
        /// The text of `IBDocument.SystemTarget` while it is read.
        var systemTargetText: String?
    }
    private var legacyArchive: LegacyArchive?
    private static let legacyArchivePrefix = "com.apple.InterfaceBuilder3."
    /// `<archive><data><int key="IBDocument.SystemTarget">`.
    private static let systemTargetKey = "IBDocument.SystemTarget"
    private static let systemTargetDepth = 3

    private func refuseLegacyArchive(_ archive: LegacyArchive, systemTarget: Int?) {
        guard failure == nil else { return }
        // `com.apple.InterfaceBuilder3.Cocoa.XIB` for macOS; `.CocoaTouch.XIB` and `.CocoaTouch.iPad.XIB` for iOS.
        let platform: IBDocument.Platform = archive.format.contains(".Cocoa.") ? .macOS : .iOS
        failure = .interfaceBuilder3Archive(
            path: path, line: archive.line, format: archive.format, platform: platform, systemTarget: systemTarget)
    }

    /// Elements that carry an `id` but are not objects of the document.
    private static let nonObjectElements: Set<String> = [
        "device", "adaptation", "outlet", "outletCollection", "action", "segue", "binding",
    ]

    private func startDocument(_ attributes: IBAttributes) {
        sawDocument = true
        let type = attributes["type"] ?? ""
        kind = type.contains("Storyboard") ? .storyboard : .xib
        toolsVersion = attributes["toolsVersion"]
        initialViewControllerID = attributes["initialViewController"]
        let runtime = attributes["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || (runtime.isEmpty && type.contains(".Cocoa.")) {
            platform = .macOS
        } else if runtime.hasPrefix("AppleTV") {
            platform = .tvOS
        } else if runtime.lowercased().hasPrefix("watchkit") || type.contains("WatchKit") {
            platform = .watchOS
        } else {
            platform = .iOS
        }
    }

    private func readObject(_ element: String, id: String, _ attributes: IBAttributes, parentElement: String, line: Int) {
        let customClass = attributes["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        let role = placeholderRole(element, id: id, attributes)
        let system: IBClassTable.SystemClass
        switch role {
        case .firstResponder:
            system =
                platform == .macOS
                ? .init(name: "NSResponder", module: "AppKit") : .init(name: "UIResponder", module: "UIKit")
        case .filesOwner, .externalObject, .application:
            system = .init(name: "NSObject", module: "ObjectiveC")
        case .exit, nil:
            system = IBClassTable.systemClass(forElement: element, platform: platform)
        }
        let object = IBObject(
            id: id, element: element, key: attributes["key"], parentID: nearestObjectID,
            customClass: customClass, customModule: attributes["customModule"],
            moduleFromTarget: attributes["customModuleProvider"] == "target",
            resolvedClass: customClass ?? system.name, systemModule: system.module,
            userLabel: attributes["userLabel"], storyboardIdentifier: attributes["storyboardIdentifier"],
            restorationIdentifier: attributes["restorationIdentifier"],
            reuseIdentifier: attributes["reuseIdentifier"], sceneMemberID: attributes["sceneMemberID"],
            placeholderRole: role, placeholderIdentifier: attributes["placeholderIdentifier"],
            isTopLevel: parentElement == "objects" && role == nil, line: line)
        objects.append(object)

        if parentElement == "objects" {
            if object.sceneMemberID == "viewController", !scenes.isEmpty,
                scenes[scenes.count - 1].controllerID == nil
            {
                scenes[scenes.count - 1].controllerID = id
            }
        }
        if element == "viewControllerPlaceholder" || element == "controllerPlaceholder" {
            storyboardReferences.append(
                IBStoryboardReference(
                    objectID: id, storyboardName: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"],
                    bundleIdentifier: attributes["bundleIdentifier"], line: line))
        }
    }

    private func placeholderRole(_ element: String, id: String, _ attributes: IBAttributes) -> IBPlaceholderRole? {
        switch element {
        case "placeholder":
            switch attributes["placeholderIdentifier"] {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            default: return .externalObject
            }
        case "exit":
            return .exit
        case "customObject":
            if attributes["sceneMemberID"] == "firstResponder" {
                return .firstResponder
            }
            guard platform == .macOS, parentElementIsObjects else { return nil }
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return nil
            }
        default:
            return nil
        }
    }

    private var parentElementIsObjects: Bool {
        stack.last?.element == "objects"
    }

    private func readConnection(_ kind: IBConnection.Kind, _ attributes: IBAttributes, line: Int) {
        guard let source = nearestObjectID else { return }
        let destination = attributes["destination"] ?? attributes["target"] ?? ""
        let id = attributes["id"] ?? ""
        switch kind {
        case .outlet, .outletCollection:
            connections.append(
                IBConnection(
                    id: id, kind: kind, sourceID: source, destinationID: destination,
                    name: attributes["property"], line: line))
        case .action:
            connections.append(
                IBConnection(
                    id: id, kind: kind, sourceID: source, destinationID: destination,
                    name: attributes["selector"], eventType: attributes["eventType"], line: line))
        case .binding:
            connections.append(
                IBConnection(
                    id: id, kind: kind, sourceID: source, destinationID: destination,
                    name: attributes["name"], line: line))
        case .segue:
            guard attributes["reference"] == nil, attributes["key"] == nil else { return }
            let customClass = attributes["customClass"].flatMap { $0.isEmpty ? nil : $0 }
            let system = IBClassTable.segueClass(platform: platform)
            let segue = IBSegue(
                kind: attributes["kind"] ?? "", relationship: attributes["relationship"],
                customClass: customClass, customModule: attributes["customModule"],
                moduleFromTarget: attributes["customModuleProvider"] == "target",
                unwindAction: attributes["unwindAction"], resolvedClass: customClass ?? system.name,
                systemModule: system.module)
            connections.append(
                IBConnection(
                    id: id, kind: .segue, sourceID: source, destinationID: destination,
                    name: attributes["identifier"], segue: segue, line: line))
        }
    }

    private func readResource(_ element: String, _ attributes: IBAttributes) {
        openDeclaredImage = nil
        switch element {
        case "image":
            guard let name = attributes["name"] else { return }
            openDeclaredImage = declaredImages.count
            declaredImages.append(
                IBDeclaredImage(
                    name: name, width: attributes["width"].flatMap(Double.init),
                    height: attributes["height"].flatMap(Double.init),
                    isSystem: attributes["catalog"] == "system"))
        case "namedColor":
            if let name = attributes["name"] {
                namedColors.append(name)
            }
        default:
            break
        }
    }

    /// Attributes whose value names an image, on objects and on their `<state>` children, in the
    /// order their uses are recorded.
    private static let imageAttributes = [
        "image", "highlightedImage", "selectedImage", "backgroundImage", "landscapeImage",
        "largeContentSizeImage", "landscapeImagePhone", "shadowImage", "backIndicatorImage",
        "backIndicatorTransitionMaskImage", "selectionIndicatorImage", "scopeBarBackgroundImage",
        "alternateImage", "minimumValueImage", "maximumValueImage", "thumbImage", "minimumTrackImage",
        "maximumTrackImage", "progressImage", "trackImage", "onImage", "offImage", "dividerImage",
    ]
    private static let imageAttributeOrder: [String: Int] = Dictionary(
        uniqueKeysWithValues: imageAttributes.enumerated().map { ($1, $0) })

    private func readUses(_ element: String, _ attributes: IBAttributes, owner: String, line: Int) {
        switch element {
        case "color":
            // `catalog="System"` names an AppKit system color (`controlTextColor`), not an asset.
            if let name = attributes["name"], attributes["catalog"] != "System" {
                namedColors.append(name)
                namedColorLines[name] = namedColorLines[name] ?? line
            }
            return
        case "fontDescription", "font":
            if let name = attributes["name"] {
                fonts.append(name)
            }
            return
        case "accessibilityTraits", "accessibility":
            return
        case "userDefinedRuntimeAttribute":
            if let keyPath = attributes["keyPath"] {
                runtimeAttributes.append(
                    IBRuntimeAttribute(objectID: owner, keyPath: keyPath, type: attributes["type"], line: line))
            }
            if attributes["type"] == "image", let name = attributes["value"] {
                imageReferences.append(
                    IBImageReference(
                        name: name, objectID: owner,
                        attribute: "runtime:" + (attributes["keyPath"] ?? ""), line: line))
            }
            return
        default:
            break
        }
        let isSystem = attributes["catalog"] == "system"
        let prefix: String
        switch element {
        case "state": prefix = (attributes["key"] ?? "state") + "."
        case "imageReference": prefix = (attributes["key"] ?? "image") + "."
        default: prefix = ""
        }
        // One pass over the element's own attributes; most elements name no image at all.
        var named: [(order: Int, attribute: String, name: String)] = []
        for (attribute, name) in attributes where attribute.hasSuffix("mage") && !name.isEmpty {
            if let order = Self.imageAttributeOrder[attribute] {
                named.append((order, attribute, name))
            }
        }
        for (_, attribute, name) in named.sorted(by: { $0.order < $1.order }) {
            let place =
                element == "imageReference" && attribute == "image"
                ? (attributes["key"] ?? "image") : prefix + attribute
            imageReferences.append(
                IBImageReference(name: name, objectID: owner, attribute: place, isSystem: isSystem, line: line))
        }
    }
}
