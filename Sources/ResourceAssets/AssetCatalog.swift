import Foundation
import InputFiles

/// One named entry of an `.xcassets` folder.
public struct AssetEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case image
        case symbol
        case color
    }

    public var kind: Kind
    /// With the namespaces of enclosing folders that provide one: `Namespace/Icon`.
    public var name: String
    /// The `.imageset`/`.symbolset`/`.colorset` folder, relative to the root given to `read`.
    public var folder: String
    /// The files the set's `Contents.json` lists that exist; none for a color or an empty set.
    public var files: [AssetFile]
    /// A color set's universal, light-mode color; nil for image and symbol sets.
    public var color: AssetColor?
}

/// The color a `.colorset` gives for the universal idiom in the light (default) appearance.
public enum AssetColor: Sendable, Hashable {
    /// Components from 0 to 1 (gray spaces give the white component to all three).
    case components(red: Double, green: Double, blue: Double, alpha: Double)
    /// `"reference": "systemBlueColor"`: a system color by name.
    case system(String)
}

/// A file of an image or symbol set, as its `Contents.json` describes it.
public struct AssetFile: Sendable, Hashable {
    /// Relative to the root given to `AssetCatalog.read`.
    public var path: String
    /// nil when the entry gives no scale (a vector image for every scale, a symbol).
    public var scale: Int?
    /// `ipad`, `iphone`, `mac`, …; nil for `universal`.
    public var device: String?
}

/// A file a set's `Contents.json` lists, before it is looked for in the set's folder.
public struct AssetListedFile: Sendable, Hashable {
    public var filename: String
    public var scale: Int?
    public var device: String?
}

public struct AssetCatalogError: DiagnosticError, Sendable, Hashable {
    /// The `Contents.json` (or folder) at fault, relative to the root given to `read`.
    public var path: String
    public var message: String

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: message)
    }
}

/// Reads `.xcassets` folders: image, symbol and color sets, and the folders that give their
/// children a namespace (`"provides-namespace": true`).
public enum AssetCatalog {
    /// Idioms UIKit and AppKit load for a device; the others (watch, tv, car, marketing…) never
    /// reach an Interface Builder document.
    static let loadedIdioms: [String: String?] = ["universal": nil, "iphone": "iphone", "ipad": "ipad", "mac": "mac"]

    /// The entries of the catalog at `catalog` (relative to `root`), sorted by folder, and the
    /// problems found on the way; a malformed set is left out and reported.
    public static func read(root: String, catalog: String) -> (entries: [AssetEntry], problems: [AssetCatalogError]) {
        var reader = Reader(root: root)
        reader.walk(folder: catalog, namespace: "")
        reader.entries.sort { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }
        return (reader.entries, reader.problems)
    }

    /// The loadable files a set's `Contents.json` lists under `listKey` (`images` or `symbols`),
    /// before they are looked for on disk, and a problem for each entry left out; throws when
    /// `data` is not a JSON object or its list is not a list of objects. `path` names the file in
    /// every error.
    public static func listedFiles(in data: Data, path: String, listKey: String) throws(AssetCatalogError)
        -> (files: [AssetListedFile], problems: [AssetCatalogError])
    {
        let json = try object(data, path: path)
        guard let list = json[listKey] as? [[String: Any]] ?? (json[listKey] == nil ? [] : nil) else {
            throw AssetCatalogError(path: path, message: "\"\(listKey)\" is not a list of objects")
        }
        var files: [AssetListedFile] = []
        var problems: [AssetCatalogError] = []
        for item in list {
            // Dark-mode and other appearance variants are not loadable as plain files.
            guard let name = item["filename"], item["appearances"] == nil else { continue }
            guard let filename = name as? String else {
                problems.append(AssetCatalogError(path: path, message: "file name \(name) is not a string"))
                continue
            }
            guard !filename.contains("/"), filename != "..", filename != "." else {
                problems.append(AssetCatalogError(path: path, message: "file name \"\(TerminalText.excerpt(filename))\" is not a name"))
                continue
            }
            let idiom = item["idiom"] as? String ?? "universal"
            guard let device = loadedIdioms[idiom] else { continue }
            var scale: Int?
            if let given = item["scale"] {
                guard let text = given as? String, text.hasSuffix("x"), let value = Int(text.dropLast()),
                    ImageFileName.scales.contains(value)
                else {
                    let shown = (given as? String).map { "\"\($0)\"" } ?? "\(given)"
                    let scales = ImageFileName.scales
                    problems.append(
                        AssetCatalogError(path: path, message: "scale \(shown) is not \(scales.lowerBound)x to \(scales.upperBound)x"))
                    continue
                }
                scale = value
            }
            files.append(AssetListedFile(filename: filename, scale: scale, device: device))
        }
        return (files, problems)
    }

    /// The universal light-mode color of a color set's `Contents.json`: the first entry without
    /// `appearances` (dark and high-contrast variants carry them). Components are written as
    /// `0.200`, `51` (0 to 255) or `0x33`; nil when the entry is missing or malformed.
    public static func color(inColorSet json: [String: Any]) -> AssetColor? {
        guard let colors = json["colors"] as? [[String: Any]],
            let entry = colors.first(where: { $0["appearances"] == nil && ($0["idiom"] as? String ?? "universal") == "universal" })
                ?? colors.first(where: { $0["appearances"] == nil }),
            let color = entry["color"] as? [String: Any]
        else { return nil }
        if let reference = color["reference"] as? String {
            return .system(reference)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let text = components[key] as? String ?? (components[key] as? NSNumber)?.stringValue else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            guard let value = Double(text), value.isFinite else { return nil }
            // Integers above 1 are 8-bit components; "1" is full intensity either way.
            return !text.contains(".") && value > 1 ? min(value, 255) / 255 : value
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") {
            return .components(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return .components(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color of the color set at `folder` (relative to `root`), as `color(inColorSet:)`
    /// reads it; nil when its `Contents.json` is unreadable, malformed or gives no color.
    public static func color(ofColorSetAt folder: String, root: String) -> AssetColor? {
        let path = folder + "/Contents.json"
        guard let data = try? InputFile.read(root + "/" + path), let json = try? object(data, path: path) else { return nil }
        return color(inColorSet: json)
    }

    /// A `Contents.json` as a JSON object.
    static func object(_ data: Data, path: String) throws(AssetCatalogError) -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            throw AssetCatalogError(path: path, message: "not a JSON object")
        }
        return dictionary
    }

    private struct Reader {
        let root: String
        var entries: [AssetEntry] = []
        var problems: [AssetCatalogError] = []

        mutating func walk(folder: String, namespace: String) {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
                    .filter { !$0.hasPrefix(".") }.sorted()
            } catch {
                problems.append(AssetCatalogError(path: folder, message: "cannot read folder"))
                return
            }
            for name in names {
                let path = folder + "/" + name
                // Not through links: two links to `.` would branch without end, and a linked set
                // would read (and let packaging copy) what lies outside the catalog.
                guard
                    (try? FileManager.default.attributesOfItem(atPath: root + "/" + path)[.type]) as? FileAttributeType
                        == .typeDirectory
                else { continue }
                let ext = (name as NSString).pathExtension
                let stem = (name as NSString).deletingPathExtension
                switch ext {
                case "imageset":
                    readSet(path, kind: .image, name: namespace + stem, listKey: "images")
                case "symbolset":
                    readSet(path, kind: .symbol, name: namespace + stem, listKey: "symbols")
                case "colorset":
                    if let json = contents(of: path) {
                        entries.append(
                            AssetEntry(
                                kind: .color, name: namespace + stem, folder: path, files: [],
                                color: AssetCatalog.color(inColorSet: json)))
                    }
                case "":
                    let providesNamespace =
                        ((contents(of: path, required: false)?["properties"] as? [String: Any])?["provides-namespace"]
                            as? Bool) ?? false
                    walk(folder: path, namespace: providesNamespace ? namespace + name + "/" : namespace)
                default:
                    // App icons, launch images, data sets…: not images a document names.
                    continue
                }
            }
        }

        mutating func readSet(_ folder: String, kind: AssetEntry.Kind, name: String, listKey: String) {
            let contentsPath = folder + "/Contents.json"
            guard let data = contentsData(of: folder, required: true) else { return }
            let listed: (files: [AssetListedFile], problems: [AssetCatalogError])
            do {
                listed = try AssetCatalog.listedFiles(in: data, path: contentsPath, listKey: listKey)
            } catch {
                problems.append(error)
                return
            }
            problems += listed.problems
            var files: [AssetFile] = []
            for file in listed.files {
                let filePath = folder + "/" + file.filename
                guard FileManager.default.fileExists(atPath: root + "/" + filePath) else {
                    problems.append(
                        AssetCatalogError(
                            path: contentsPath, message: "lists \"\(TerminalText.excerpt(file.filename))\", which is not in the set"))
                    continue
                }
                files.append(AssetFile(path: filePath, scale: file.scale, device: file.device))
            }
            entries.append(AssetEntry(kind: kind, name: name, folder: folder, files: files))
        }

        /// The bytes of the folder's `Contents.json`; nil (with a problem, when `required` or when it
        /// exists but is no regular file) when they cannot be read.
        mutating func contentsData(of folder: String, required: Bool) -> Data? {
            let path = folder + "/Contents.json"
            do {
                return try InputFile.read(root + "/" + path)
            } catch {
                if FileManager.default.fileExists(atPath: root + "/" + path) {
                    problems.append(AssetCatalogError(path: path, message: error.reason))
                } else if required {
                    problems.append(AssetCatalogError(path: path, message: "missing"))
                }
                return nil
            }
        }

        /// The folder's `Contents.json` as an object; nil (with a problem, when `required`) when
        /// missing or malformed.
        mutating func contents(of folder: String, required: Bool = true) -> [String: Any]? {
            let path = folder + "/Contents.json"
            guard let data = contentsData(of: folder, required: required) else { return nil }
            do {
                return try AssetCatalog.object(data, path: path)
            } catch {
                problems.append(error)
                return nil
            }
        }
    }
}
