import Foundation
import InputFiles
import ResourceAssets

/// The resources of a bundle without a resource index (one Xcode built, say), found by listing
/// its resources folder and its `.lproj` folders once, when the bundle is opened.
struct BundleFileTable: Sendable {
    struct Key: Hashable, Sendable {
        var kind: ResourceKind
        var name: String
    }

    var candidates: [Key: [ResourceCandidate]] = [:]
    /// `Info.plist` keys a look-up or a caller needs: development region, identifier, versions.
    var info: [String: String] = [:]

    init(bundle: URL) throws(ResourceBundleError) {
        let fileManager = FileManager.default
        let macResources = bundle.appendingPathComponent(ResourceBundleLayout.resourcesPrefix(isMacOS: true))
        var isFolder: ObjCBool = false
        let isMacOS = fileManager.fileExists(atPath: macResources.path, isDirectory: &isFolder) && isFolder.boolValue
        let prefix = ResourceBundleLayout.resourcesPrefix(isMacOS: isMacOS)
        let infoPlist = bundle.appendingPathComponent(ResourceBundleLayout.infoPlistPath(isMacOS: isMacOS))
        info = Self.readInfo(infoPlist)
        if !prefix.isEmpty {
            info["resourcesPath"] = String(prefix.dropLast())
        }
        let root = prefix.isEmpty ? bundle : macResources
        for entry in try Self.list(root) {
            if let folder = LanguageFolder(folderName: entry) {
                for file in try Self.list(root.appendingPathComponent(entry)) {
                    add(fileName: file, path: prefix + entry + "/" + file, language: folder.language)
                }
            } else {
                add(fileName: entry, path: prefix + entry, language: nil)
            }
        }
    }

    private mutating func add(fileName: String, path: String, language: String?) {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return }
        let stem = String(fileName[..<dot])
        switch fileName[fileName.index(after: dot)...] {
        case "nib":
            // `Toolbar~ipad.nib` answers `Toolbar` on an iPad, and `Toolbar~ipad` by its own name
            // on any device, as the packager's index has it.
            let (name, device) = Self.splitDevice(stem)
            append(.nib, name, ResourceCandidate(path: path, device: device, language: language))
            if device != nil {
                append(.nib, stem, ResourceCandidate(path: path, language: language))
            }
        case "storyboardc":
            append(.storyboard, stem, ResourceCandidate(path: path, language: language))
        case "strings":
            append(.strings, stem, ResourceCandidate(path: path, language: language))
        default:
            guard let image = ImageFileName(parsing: fileName) else { return }
            append(.image, image.name, ResourceCandidate(path: path, scale: image.scale, device: image.device, language: language))
        }
    }

    private mutating func append(_ kind: ResourceKind, _ name: String, _ candidate: ResourceCandidate) {
        candidates[Key(kind: kind, name: name), default: []].append(candidate)
    }

    /// `Toolbar~ipad` → (`Toolbar`, `ipad`) for the idioms nib file names carry.
    private static func splitDevice(_ stem: String) -> (String, String?) {
        guard let tilde = stem.lastIndex(of: "~"), tilde != stem.startIndex,
            let idiom = DeviceIdiom(rawValue: String(stem[stem.index(after: tilde)...]))
        else { return (stem, nil) }
        return (String(stem[..<tilde]), idiom.rawValue)
    }

    private static func list(_ folder: URL) throws(ResourceBundleError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .unreadableFolder(path: folder.path, message: FileErrors.describe(error))
        }
    }

    private static func readInfo(_ url: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [:] }
        let keys: [(String, String)] = [
            (ResourceBundleLayout.InfoKey.name, "name"), (ResourceBundleLayout.InfoKey.version, "version"),
            (ResourceBundleLayout.InfoKey.build, "build"), (ResourceBundleLayout.InfoKey.identifier, "identifier"),
            (ResourceBundleLayout.InfoKey.developmentRegion, "developmentRegion"),
        ]
        var info: [String: String] = [:]
        for (plistKey, key) in keys {
            if let value = plist[plistKey] as? String {
                info[key] = value
            }
        }
        return info
    }
}
