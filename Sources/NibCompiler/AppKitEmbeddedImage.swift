import AppKitNib
import Foundation
import NibArchive

/// An image whose pixels the document holds (`<image name="imageCell:1782:image">` with a
/// `keyedArchiveRepresentation`), as Interface Builder keeps an image pasted into a cell: the
/// `NSImage` it archived with `NSKeyedArchiver`. Xcode decodes it and archives the image again
/// in the nib (transmission's `MainMenu`, Aerial's `VideoFormatViewController`, Xcode 26): its
/// flags, size and resizing mode, no tint color, each bitmap representation's TIFF bytes, and
/// its background color. Only bitmap representations and the two color forms those documents
/// show are read; anything else is an error naming what is not known. An image Interface Builder
/// archived without a size (Clipy's snippet editor, saved by Xcode 8.3: without the explicit
/// size flag `0x20000000` of the others' `NSImageFlags`) keeps none, an approximation.
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
    /// `NSSize`; nil where the archive holds none.
    var size: String?
    var resizingMode: Int64
    var representations: [Representation]
    var color: Color?

    /// Why an embedded image cannot be read, for an error naming its declaration.
    struct Unreadable: Error, Equatable {
        var reason: String
    }

    /// A keyed archive's own keys: each object's class, its name, a list's members, the root.
    static let archiveKeys = (className: "$class", classname: "$classname", members: "NS.objects", root: "root")

    init(archive: Data) throws(Unreadable) {
        let root: PropertyListValue
        do {
            root = try BinaryPropertyListReader.read(archive, path: AppKitImages.embeddedArchiveKey)
        } catch {
            throw Unreadable(reason: "its data is not a property list (\(error.message))")
        }
        let objects = Archive(root)
        let keys = Self.archiveKeys
        guard case .string("NSKeyedArchiver") = root["$archiver"], let image = objects.dictionary(root["$top"]?[keys.root]),
            objects.className(of: image) == AppKitNibClass.image
        else { throw Unreadable(reason: "its data is not a keyed archive of an NSImage") }
        let known: Set<String> = [
            keys.className, AppKitNibKey.imageFlags, AppKitNibKey.imageSize, AppKitNibKey.imageResizingMode,
            AppKitNibKey.imageRepresentations, AppKitNibKey.color, AppKitNibKey.imageTintColor,
        ]
        guard Set(image.keys).isSubset(of: known) else {
            throw Unreadable(reason: "its image has \(Set(image.keys).subtracting(known).sorted().joined(separator: ", "))")
        }
        guard case .integer(let flags) = image[AppKitNibKey.imageFlags] else { throw Unreadable(reason: "its image has no flags") }
        let size = objects.string(image[AppKitNibKey.imageSize])
        if image[AppKitNibKey.imageSize] != nil, size == nil { throw Unreadable(reason: "its image's size is not a string") }
        if let tint = image[AppKitNibKey.imageTintColor], objects.resolved(tint) != objects.resolved(.uid(0)) {
            throw Unreadable(reason: "its image has a tint color")
        }
        self.flags = flags
        self.size = size
        if case .integer(let mode) = image[AppKitNibKey.imageResizingMode] { resizingMode = mode } else { resizingMode = 0 }
        representations = []
        // Each representation's bytes are the archive's own: a representation or its bytes
        // listed twice would make the nib larger than the document holds, and is refused.
        var bytes = 0
        for pair in try objects.array(image[AppKitNibKey.imageRepresentations]) {
            let members = try objects.array(pair)
            guard members.count == 2, case .integer(let number) = objects.resolved(members[0]),
                let rep = objects.dictionary(members[1]), objects.className(of: rep) == AppKitNibClass.bitmapImageRep,
                Set(rep.keys).isSubset(of: [keys.className, AppKitNibKey.imageRepLayoutDirection, AppKitNibKey.imageRepTIFF]),
                case .data(let tiff) = objects.resolved(rep[AppKitNibKey.imageRepTIFF] ?? .null)
            else { throw Unreadable(reason: "its image has a representation other than a bitmap's TIFF") }
            bytes += tiff.count
            guard bytes <= archive.count else { throw Unreadable(reason: "its image lists a representation twice") }
            let direction: Int64
            if case .integer(let value) = rep[AppKitNibKey.imageRepLayoutDirection] { direction = value } else { direction = 0 }
            representations.append(Representation(number: number, layoutDirection: direction, tiff: tiff))
        }
        color = try image[AppKitNibKey.color].map { reference throws(Unreadable) in try Self.color(reference, in: objects) }
    }

    private static func color(_ reference: PropertyListValue, in objects: Archive) throws(Unreadable) -> Color {
        let className = archiveKeys.className
        guard let color = objects.dictionary(reference), objects.className(of: color) == AppKitNibClass.color,
            case .integer(AppKitColors.calibratedWhiteSpace) = color[AppKitNibKey.colorSpace],
            case .data(let white) = color[AppKitNibKey.white]
        else { throw Unreadable(reason: "its image's color is not a calibrated white") }
        let keys = Set(color.keys)
        if keys == [className, AppKitNibKey.colorSpace, AppKitNibKey.white] { return .calibratedWhite(white: white) }
        guard keys == [className, AppKitNibKey.colorSpace, AppKitNibKey.white, AppKitNibKey.components, AppKitNibKey.customColorSpace],
            case .data(let components) = color[AppKitNibKey.components],
            let space = objects.dictionary(color[AppKitNibKey.customColorSpace]),
            case .integer(ColorProfiles.Kind.genericGrayGamma22.colorSpaceID) = space[AppKitNibKey.colorSpaceID],
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
            string(dictionary(object[archiveKeys.className])?[archiveKeys.classname])
        }

        func array(_ value: PropertyListValue?) throws(Unreadable) -> [PropertyListValue] {
            guard let fields = dictionary(value),
                [NibCollectionClass.array, NibCollectionClass.mutableArray].contains(className(of: fields) ?? ""),
                case .array(let members) = fields[archiveKeys.members]
            else { throw Unreadable(reason: "its image's representations are not a list") }
            return members
        }
    }
}
