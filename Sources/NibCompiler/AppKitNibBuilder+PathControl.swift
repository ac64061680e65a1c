import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Path controls as Xcode 26 archives Aerial's `CustomVideos` (the one the pairs show): an
/// `NSPathControl` taking dropped URLs and file names, whose selectable `NSPathCell` holds the
/// document's file URL, its font, itself as the control's delegate, and a component cell for each
/// folder of the path from the volume's root, each naming its URL in the cell's font and text
/// colors. ibtool names each component as the build Mac's Finder shows it: the root by the
/// volume's name, which the compiler takes as a Mac's default ("Macintosh HD"), an approximation.
/// Other styles, URLs and cells are refused.
extension AppKitNibBuilder {
    static let pathControlAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "allowsExpansionToolTips", "focusRingType",
    ])
    static let pathCellAttributes = Set(
        ["key", "id", "controlSize", "selectable", "editable", "alignment", "pathStyle", "focusRingType"] + customClassAttributes)
    static let acceptedPathCellValues: [String: Set<String>] = [
        "controlSize": ["small"], "selectable": ["YES"], "editable": ["YES", "NO"], "alignment": ["left"],
        "pathStyle": Set(pathStyles.keys), "focusRingType": ["none"],
    ]
    /// `NSPathStyle` by Interface Builder's name; the pair's standard style archives none.
    static let pathStyles: [String: Int64] = ["standard": 0, "navigationBar": 1, "popUp": 2]
    static let standardPathStyle: Int64 = 0
    static let pathDragTypes = ["Apple URL pasteboard type", filenamesPasteboardType]
    /// `NSCellFlags` of a selectable path cell and of its component cells, and the second flags
    /// of a component cell, beside the small size's.
    static let pathCellFlags: Int64 = 0x420_0001
    static let pathComponentCellFlags: Int64 = 0x400_0040
    static let pathComponentCellFlags2: Int64 = 0x1000_0400
    static let pathComponentColors = (background: "textBackgroundColor", text: "controlTextColor")
    static let rootVolumeName = "Macintosh HD"
    static let localFileURLPrefix = "file://localhost/"
    /// A file URL without a host (MacDown's export folder), which no pair shows.
    static let hostlessFileURLPrefix = "file:///"
    /// The longest path a Mac names (`PATH_MAX`): each component cell repeats the path up to it,
    /// so a longer URL is refused rather than written at a size growing with its square.
    static let longestPath = 1024
    /// The hugging a path control has unless saved otherwise, as a text field's.
    static let pathControlHugging = (horizontal: 250, vertical: 750)

    mutating func addPathControl(_ element: IBElement, superview: Int) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.pathControls, "a path control", at: element)
        guard
            let parsed = parseView(
                element, known: Self.pathControlAttributes,
                accepted: ["allowsExpansionToolTips": ["YES"], "focusRingType": Self.viewFocusRingTypes])
        else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == "pathCell" && $0["key"] == "cell" }) else {
            reject("a path control without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: cellElement, known: Self.pathCellAttributes, accepted: Self.acceptedPathCellValues)
        guard cellElement["selectable"] == "YES", cellElement["alignment"] == "left" else {
            reject("a path cell that is not selectable and left-aligned is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        var fontElement: IBElement?
        var urlText: String?
        var backgroundElement: IBElement?
        var allowedTypes: [String]?
        for child in cellElement.children {
            switch (child.name, child["key"]) {
            case ("font", "font"): fontElement = child
            case ("url", "url"): urlText = child["string"]
            // Cog's file tree and MacDown's export folder. No pair shows either; Cocotron's
            // NSPathCell reads them under these keys.
            case ("color", "backgroundColor") where backgroundElement == nil:
                approximate(
                    "a path cell's background color, which no pair shows, is written under the key Cocotron reads, NSBackgroundColor",
                    at: child)
                backgroundElement = child
            case ("allowedTypes", nil)
            where allowedTypes == nil && child.attributes.isEmpty
                && child.children.allSatisfy({ $0.name == "string" && $0.attributes.isEmpty && $0.children.isEmpty }):
                approximate(
                    "a path cell's allowed types, which no pair shows, are written under the key Cocotron reads, NSAllowedTypes",
                    at: child)
                allowedTypes = child.children.map { $0.text ?? "" }
            default:
                rejectChildren([child], of: cellElement)
                return nil
            }
        }
        let root = [Self.localFileURLPrefix, Self.hostlessFileURLPrefix].first { urlText?.hasPrefix($0) == true }
        guard let fontElement,
            urlText.map({
                $0.utf8.count <= Self.localFileURLPrefix.utf8.count + Self.longestPath && URL(string: $0)?.isFileURL == true
                    && root != nil
            }) ?? true
        else {
            reject(
                "a path cell without a font or with a URL other than a file URL on this Mac no longer than its longest path is not known to the macOS compiler yet",
                at: cellElement)
            return nil
        }
        if urlText == nil {
            // MacPass's database path and Sequel Ace's source file, set by their code.
            approximate(
                "a path cell without a URL, which no pair shows, is written without contents or component cells", at: cellElement)
        } else {
            approximate(
                "a path control's root is named as a Mac names its start volume (\"\(Self.rootVolumeName)\"), where ibtool writes the build Mac's",
                at: cellElement)
        }
        if root == Self.hostlessFileURLPrefix {
            approximate(
                "a path cell's file URL without a host, which no pair shows, is split into folders from its root as one naming localhost is",
                at: cellElement)
        }
        let isEditable = cellElement["editable"] == "YES"
        if isEditable {
            approximate(
                "an editable path cell, which no pair shows, sets the editable bit a text field cell sets in NSCellFlags", at: cellElement)
        }
        let style = cellElement["pathStyle"].flatMap { Self.pathStyles[$0] } ?? Self.standardPathStyle
        if style != Self.standardPathStyle {
            approximate("a path cell of this style, which no pair shows, is written with AppKit's NSPathStyle", at: cellElement)
        }
        let pathControl = add(AppKitNibClass.pathControl, .values([]))
        addDocumentObject(pathControl, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: pathControl)
        let cell = add(AppKitNibClass.pathCell, .values([]))
        addDocumentObject(cell, parent: pathControl, element: cellElement)
        guard let font = addFont(fontElement),
            let background = addColor(IBElement.systemColor(Self.pathComponentColors.background, line: cellElement.line)),
            let text = addColor(IBElement.systemColor(Self.pathComponentColors.text, line: cellElement.line))
        else { return nil }

        // The root and each folder of the path, as file URLs without a closing slash.
        // Each named as the Finder shows it (decoded), its URL as the document writes it.
        let folders = (urlText ?? "").dropFirst(root?.count ?? 0).split(separator: "/").map(String.init)
        var components: [(name: String, url: String)] = []
        if let root {
            components.append((Self.rootVolumeName, root))
            for (index, folder) in folders.enumerated() {
                components.append((folder.removingPercentEncoding ?? folder, root + folders[...index].joined(separator: "/")))
            }
        }
        var componentCells: [Int] = []
        for component in components {
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.cellFlags, .integer(Self.pathComponentCellFlags))
            fields.add(AppKitNibKey.cellFlags2, .integer(Self.pathComponentCellFlags2 | Self.sizeCellFlags2(of: cellElement)))
            fields.add(AppKitNibKey.contents, string(component.name).archived)
            fields.add(AppKitNibKey.support, .object(font))
            fields.add(AppKitNibKey.backgroundColor, .object(background))
            fields.add(AppKitNibKey.textColor, .object(text))
            fields.add(AppKitNibKey.componentURL, .object(addURL(component.url)))
            componentCells.append(add(AppKitNibClass.pathComponentCell, .values(NibGraph.Entries(fields.entries))))
        }
        var cellFields = NibFieldWriter()
        cellFields.add(
            AppKitNibKey.cellFlags, .integer(Self.pathCellFlags | (isEditable ? Self.textCellFlagBits["editable"] ?? 0 : 0)))
        // No focus ring (Sequel Ace's and OpenEmu's path controls): NSCell's bit, as the pairs' button, pop-up
        // and text field cells archive it.
        let focusRing = cellElement["focusRingType"] == "none" ? Self.noFocusRingCellFlag2 : 0
        cellFields.add(AppKitNibKey.cellFlags2, .integer(Self.sizeCellFlags2(of: cellElement) | focusRing))
        cellFields.add(AppKitNibKey.contents, urlText.map { .object(addURL($0)) })
        cellFields.add(AppKitNibKey.support, .object(font))
        cellFields.add(AppKitNibKey.controlView, .object(pathControl))
        cellFields.add(AppKitNibKey.pathComponentCells, list(NibCollectionClass.mutableArray, componentCells).archived)
        cellFields.add(AppKitNibKey.delegate, .object(pathControl))
        cellFields.add(AppKitNibKey.pathStyle, style == Self.standardPathStyle ? nil : .integer(style))
        if let backgroundElement {
            guard let color = addColor(backgroundElement) else { return nil }
            cellFields.add(AppKitNibKey.backgroundColor, .object(color))
        }
        cellFields.add(
            AppKitNibKey.pathAllowedTypes, allowedTypes.map { list(NibCollectionClass.array, $0.map { stringObject($0) }).archived })
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        swapClass(of: cell, to: cellElement)

        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: pathControl, superview: superview, defaultHugging: Self.pathControlHugging)
        addDragTypes(Self.pathDragTypes, to: &fields)
        addControlValues(
            ControlValues(
                cell: cell, size: Self.archivedControlSize(of: cellElement), sizedCell: cellElement,
                allowsExpansionToolTips: element["allowsExpansionToolTips"] == "YES" ? true : nil),
            to: &fields)
        objects[pathControl].content = .values(NibGraph.Entries(fields.entries))
        return pathControl
    }

    /// An `NSURL` of `text`, with no base.
    mutating func addURL(_ text: String) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.urlBase, .null)
        fields.add(AppKitNibKey.urlRelative, string(text).archived)
        return add(AppKitNibClass.url, .values(NibGraph.Entries(fields.entries)))
    }
}
