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

public struct AssetCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `Contents.json` (or folder) at fault, relative to the root given to `read`.
    public var path: String
    public var message: String

    public var description: String {
        "\(path): error: \(message)"
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
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), isFolder.boolValue
                else { continue }
                let ext = (name as NSString).pathExtension
                let stem = (name as NSString).deletingPathExtension
                switch ext {
                case "imageset":
                    readSet(path, kind: .image, name: namespace + stem, listKey: "images")
                case "symbolset":
                    readSet(path, kind: .symbol, name: namespace + stem, listKey: "symbols")
                case "colorset":
                    if contents(of: path) != nil {
                        entries.append(AssetEntry(kind: .color, name: namespace + stem, folder: path, files: []))
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
            guard let json = contents(of: folder) else { return }
            let contentsPath = folder + "/Contents.json"
            guard let list = json[listKey] as? [[String: Any]] ?? (json[listKey] == nil ? [] : nil) else {
                problems.append(AssetCatalogError(path: contentsPath, message: "\"\(listKey)\" is not a list of objects"))
                return
            }
            var files: [AssetFile] = []
            for item in list {
                // Dark-mode and other appearance variants are not loadable as plain files.
                guard let filename = item["filename"] as? String, item["appearances"] == nil else { continue }
                guard !filename.contains("/"), filename != "..", filename != "." else {
                    problems.append(AssetCatalogError(path: contentsPath, message: "file name \"\(filename)\" is not a name"))
                    continue
                }
                let idiom = item["idiom"] as? String ?? "universal"
                guard let device = AssetCatalog.loadedIdioms[idiom] else { continue }
                let filePath = folder + "/" + filename
                guard FileManager.default.fileExists(atPath: root + "/" + filePath) else {
                    problems.append(AssetCatalogError(path: contentsPath, message: "lists \"\(filename)\", which is not in the set"))
                    continue
                }
                var scale: Int?
                if let text = item["scale"] as? String {
                    guard text.hasSuffix("x"), let value = Int(text.dropLast()), (1...9).contains(value) else {
                        problems.append(AssetCatalogError(path: contentsPath, message: "scale \"\(text)\" is not 1x, 2x or 3x"))
                        continue
                    }
                    scale = value
                }
                files.append(AssetFile(path: filePath, scale: scale, device: device))
            }
            entries.append(AssetEntry(kind: kind, name: name, folder: folder, files: files))
        }

        /// The folder's `Contents.json` as an object; nil (with a problem, when `required`) when
        /// missing or malformed.
        mutating func contents(of folder: String, required: Bool = true) -> [String: Any]? {
            let path = folder + "/Contents.json"
            let data: Data
            do {
                data = try InputFile.read(root + "/" + path)
            } catch {
                if FileManager.default.fileExists(atPath: root + "/" + path) {
                    problems.append(AssetCatalogError(path: path, message: error.reason))
                } else if required {
                    problems.append(AssetCatalogError(path: path, message: "missing"))
                }
                return nil
            }
            guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
                problems.append(AssetCatalogError(path: path, message: "not a JSON object"))
                return nil
            }
            return dictionary
        }
    }
}
