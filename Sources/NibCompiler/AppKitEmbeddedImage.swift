import Foundation
import NibArchive

/// An image whose pixels the document holds (`<image name="imageCell:1782:image">` with a
/// `keyedArchiveRepresentation`), as Interface Builder keeps an image pasted into a cell: the
/// `NSImage` it archived with `NSKeyedArchiver`. Xcode decodes it and archives the image again
/// in the nib (transmission's `MainMenu`, Aerial's `VideoFormatViewController`, Xcode 26): its
/// flags, size and resizing mode, no tint color, each bitmap representation's TIFF bytes, and
/// its background color. Only bitmap representations and the two color forms those documents
/// show are read; anything else is an error naming what is not known.
struct AppKitEmbeddedImage: Hashable, Sendable {
    /// One of `NSReps`: a pair of a number (0 in every document) and a bitmap representation.
    struct Representation: Hashable, Sendable {
        var number: Int64
        var layoutDirection: Int64
        var tiff: Data
    }

    /// The image's color as archived: a calibrated white (`NSColorSpace` 3 and its white, as
    /// transmission's older documents hold it), or one in the generic gray gamma 2.2 space,
    /// which Xcode archives as the nib's other gray colors, sharing the nib's color space.
    enum Color: Hashable, Sendable {
        case calibratedWhite(white: Data)
        case genericGray(white: String, components: String)
    }

    var flags: Int64
    var size: String
    var resizingMode: Int64
    var representations: [Representation]
    var color: Color?

    /// Why an embedded image cannot be read, for an error naming its declaration.
    struct Unreadable: Error, Equatable {
        var reason: String
    }

    /// `NSColorSpace` of a calibrated white, and `NSID` of the generic gray gamma 2.2 space.
    static let calibratedWhiteSpace: Int64 = 3
    static let genericGrayID: Int64 = 9

    init(archive: Data) throws(Unreadable) {
        let root: PropertyListValue
        do {
            root = try BinaryPropertyListReader.read(archive, path: "keyedArchiveRepresentation")
        } catch {
            throw Unreadable(reason: "its data is not a property list (\(error.message))")
        }
        let objects = Archive(root)
        guard case .string("NSKeyedArchiver") = root["$archiver"], let image = objects.dictionary(root["$top"]?["root"]),
            objects.className(of: image) == "NSImage"
        else { throw Unreadable(reason: "its data is not a keyed archive of an NSImage") }
        let known: Set<String> = ["$class", "NSImageFlags", "NSSize", "NSResizingMode", "NSReps", "NSColor", "NSTintColor"]
        guard Set(image.keys).isSubset(of: known) else {
            throw Unreadable(reason: "its image has \(Set(image.keys).subtracting(known).sorted().joined(separator: ", "))")
        }
        guard case .integer(let flags) = image["NSImageFlags"], let size = objects.string(image["NSSize"]) else {
            throw Unreadable(reason: "its image has no flags or size")
        }
        if let tint = image["NSTintColor"], objects.resolved(tint) != .string("$null") {
            throw Unreadable(reason: "its image has a tint color")
        }
        self.flags = flags
        self.size = size
        if case .integer(let mode) = image["NSResizingMode"] { resizingMode = mode } else { resizingMode = 0 }
        representations = []
        for pair in try objects.array(image["NSReps"]) {
            let members = try objects.array(pair)
            guard members.count == 2, case .integer(let number) = objects.resolved(members[0]),
                let rep = objects.dictionary(members[1]), objects.className(of: rep) == "NSBitmapImageRep",
                Set(rep.keys).isSubset(of: ["$class", "NSInternalLayoutDirection", "NSTIFFRepresentation"]),
                case .data(let tiff) = objects.resolved(rep["NSTIFFRepresentation"] ?? .null)
            else { throw Unreadable(reason: "its image has a representation other than a bitmap's TIFF") }
            let direction: Int64
            if case .integer(let value) = rep["NSInternalLayoutDirection"] { direction = value } else { direction = 0 }
            representations.append(Representation(number: number, layoutDirection: direction, tiff: tiff))
        }
        color = try image["NSColor"].map { reference throws(Unreadable) in try Self.color(reference, in: objects) }
    }

    private static func color(_ reference: PropertyListValue, in objects: Archive) throws(Unreadable) -> Color {
        guard let color = objects.dictionary(reference), objects.className(of: color) == "NSColor",
            case .integer(calibratedWhiteSpace) = color["NSColorSpace"], case .data(let white) = color["NSWhite"]
        else { throw Unreadable(reason: "its image's color is not a calibrated white") }
        let keys = Set(color.keys)
        if keys == ["$class", "NSColorSpace", "NSWhite"] { return .calibratedWhite(white: white) }
        guard keys == ["$class", "NSColorSpace", "NSWhite", "NSComponents", "NSCustomColorSpace"],
            case .data(let components) = color["NSComponents"], let space = objects.dictionary(color["NSCustomColorSpace"]),
            case .integer(genericGrayID) = space["NSID"],
            let whiteText = String(data: white.last == 0 ? white.dropLast() : white, encoding: .utf8),
            let componentText = String(data: components, encoding: .utf8)
        else { throw Unreadable(reason: "its image's color is in a color space other than generic gray gamma 2.2") }
        return .genericGray(white: whiteText, components: componentText)
    }

    /// The `$objects` of a keyed archive, each reference followed at most one step.
    private struct Archive {
        let objects: [PropertyListValue]

        init(_ root: PropertyListValue) {
            if case .array(let objects) = root["$objects"] { self.objects = objects } else { objects = [] }
        }

        func resolved(_ value: PropertyListValue) -> PropertyListValue {
            guard case .uid(let index) = value else { return value }
            return index < objects.count ? objects[Int(index)] : .null
        }

        func dictionary(_ value: PropertyListValue?) -> [String: PropertyListValue]? {
            guard let value, case .dictionary(let fields) = resolved(value) else { return nil }
            return fields
        }

        func string(_ value: PropertyListValue?) -> String? {
            guard let value, case .string(let text) = resolved(value) else { return nil }
            return text
        }

        func className(of object: [String: PropertyListValue]) -> String? {
            string(dictionary(object["$class"])?["$classname"])
        }

        func array(_ value: PropertyListValue?) throws(Unreadable) -> [PropertyListValue] {
            guard let fields = dictionary(value), ["NSArray", "NSMutableArray"].contains(className(of: fields) ?? ""),
                case .array(let members) = fields["NS.objects"]
            else { throw Unreadable(reason: "its image's representations are not a list") }
            return members
        }
    }
}
