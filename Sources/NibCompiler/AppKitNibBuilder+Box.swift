import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Separator boxes as Xcode 26 archives them (viraptor's `box-separator-autoresize`): an `NSBox`
/// with no subviews and a title cell it never shows. Boxes with a content view are refused: ibtool
/// lays their content out again for the box's border and title (`test-box-titled`'s content view
/// saved 554 × 84 is archived 560 × 88, and its label widened with it).
extension AppKitNibBuilder {
    static let boxAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden", "boxType",
    ])
    static let acceptedBoxValues: [String: Set<String>] = ["boxType": ["separator"]]
    /// A separator's `NSBoxType`, border, title position and offsets.
    static let separatorBoxType: Int64 = 2
    static let lineBorderType: Int64 = 3
    static let titleAtTop: Int64 = 2
    static let separatorOffsets = "{5, 5}"
    /// The title cell every box archives, a separator's too: "Title", centered, in the small
    /// system font, label on text background.
    static let defaultBoxTitle = "Title"
    static let boxTitleFont = "smallSystem"
    static let boxTitleColors = (text: "labelColor", background: "textBackgroundColor")

    mutating func addBox(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.boxAttributes, accepted: Self.acceptedBoxValues) else { return nil }
        guard element["boxType"] == "separator" else {
            reject("a box other than a separator is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard acceptsPlacement(of: element) else { return nil }
        let box = add(AppKitNibClass.box, .values([]))
        addDocumentObject(box, parent: superview, element: element)
        collectConnections(parsed.others, of: element, source: box)
        guard let titleCell = addBoxTitleCell(element) else { return nil }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: box, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true)
        fields.add(AppKitNibKey.offsets, string(Self.separatorOffsets).archived)
        fields.add(AppKitNibKey.titleCell, .object(titleCell))
        fields.add(AppKitNibKey.borderType, .integer(Self.lineBorderType))
        fields.add(AppKitNibKey.boxType, .integer(Self.separatorBoxType))
        fields.add(AppKitNibKey.titlePosition, .integer(Self.titleAtTop))
        fields.add(AppKitNibKey.transparent, .bool(false))
        objects[box].content = .values(NibGraph.Entries(fields.entries))
        return box
    }

    private mutating func addBoxTitleCell(_ element: IBElement) -> Int? {
        let font = AppKitFonts.metaFonts[Self.boxTitleFont].map { addFont($0, kind: Self.boxTitleFont) }
        guard let background = addColor(IBElement.systemColor(Self.boxTitleColors.background, line: element.line)),
            let text = addColor(IBElement.systemColor(Self.boxTitleColors.text, line: element.line))
        else { return nil }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(Self.textCellFlags))
        fields.add(AppKitNibKey.cellFlags2, .integer(Self.cellAlignments["center", default: (2, 1)].cell << Self.cellAlignmentShift))
        fields.add(AppKitNibKey.contents, string(Self.defaultBoxTitle).archived)
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.controlView, .null)
        fields.add(AppKitNibKey.backgroundColor, .object(background))
        fields.add(AppKitNibKey.textColor, .object(text))
        return add(AppKitNibClass.textFieldCell, .values(NibGraph.Entries(fields.entries)))
    }
}

extension IBElement {
    /// A `<color>` of a system color, as a document would name it.
    static func systemColor(_ name: String, line: Int) -> IBElement {
        var color = IBElement(name: "color", attributes: ["name": name, "catalog": "System", "colorSpace": "catalog"])
        color.line = line
        return color
    }
}
