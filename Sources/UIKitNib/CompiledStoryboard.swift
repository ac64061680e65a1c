import Foundation
import NibArchive

/// A `.storyboardc` folder: its `Info.plist` and the scene and view nibs it names.
public struct CompiledStoryboard: Sendable {
    public var path: String
    /// `UIStoryboardDesignatedEntryPointIdentifier`: the initial controller's identifier.
    public var entryPointIdentifier: String?
    /// `UIViewControllerIdentifiersToNibNames`.
    public var identifiersToNibNames: [String: String]
    /// Every nib in the folder by name (without `.nib`), sorted by name.
    public var nibs: [(name: String, nib: NibFile)]

    /// Whether the nib named `name` is a controller's view nib (`StoryboardNibName`); every
    /// other nib holds a scene's controller.
    public static func isViewNib(_ name: String) -> Bool {
        StoryboardNibName(name).isView
    }

    public static func read(path: String) throws(NibArchiveError) -> CompiledStoryboard {
        try read(path: path, files: try CompiledFiles.load(path: path))
    }

    /// The storyboard at `path` from its already loaded files.
    public static func read(path: String, files: CompiledFiles) throws(NibArchiveError) -> CompiledStoryboard {
        guard case .dictionary(let info) = try info(path: path, files: files) else {
            throw NibArchiveError(path: path + "/Info.plist", message: "Info.plist is not a dictionary")
        }
        var identifiers: [String: String] = [:]
        if case .dictionary(let table) = info[UIKitNibKey.storyboardNibNames] {
            for (identifier, value) in table {
                if case .string(let nibName) = value {
                    identifiers[identifier] = nibName
                }
            }
        }
        var entryPoint: String?
        if case .string(let identifier) = info[UIKitNibKey.storyboardEntryPoint] {
            entryPoint = identifier
        }
        var nibs: [(name: String, nib: NibFile)] = []
        for (file, nibFiles) in nibFiles(in: files) {
            let nib = try CompiledNibReader.read(path: path + "/" + file, files: nibFiles)
            nibs.append((String(file.dropLast(".nib".count)), nib))
        }
        return CompiledStoryboard(
            path: path, entryPointIdentifier: entryPoint, identifiersToNibNames: identifiers, nibs: nibs)
    }

    /// Why a folder without an `Info.plist` is no `.storyboardc`.
    public static let missingInfoPlist = "a .storyboardc needs an Info.plist"

    /// The folder's `Info.plist`, decoded.
    public static func info(path: String, files: CompiledFiles) throws(NibArchiveError) -> PropertyListValue {
        let infoPath = path + "/Info.plist"
        guard let data = files["Info.plist"] else {
            throw NibArchiveError(path: infoPath, message: missingInfoPlist)
        }
        return try BinaryPropertyListReader.read(data, path: infoPath)
    }

    /// The folder's nibs by file name (`X.nib`), sorted: each top-level `X.nib` is a file, or a
    /// folder whose members are `X.nib/…`; members are grouped by nib in one pass.
    public static func nibFiles(in files: CompiledFiles) -> [(file: String, files: CompiledFiles)] {
        var grouped: [String: [(path: String, data: Data)]] = [:]
        for member in files.members {
            let parts = member.path.split(separator: "/", maxSplits: 1)
            guard let top = parts.first, top.hasSuffix(".nib") else { continue }
            grouped[String(top), default: []].append((parts.count == 2 ? String(parts[1]) : "", member.data))
        }
        return grouped.keys.sorted().map { ($0, CompiledFiles(members: grouped[$0]!)) }
    }
}
