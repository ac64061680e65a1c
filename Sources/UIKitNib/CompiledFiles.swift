import Foundation
import InputFiles
import NibArchive

/// The bytes of a compiled document: one file, or every file of a folder nib or `.storyboardc`.
public struct CompiledFiles: Sendable {
    /// Paths inside the document (`""` for a single file), sorted, each with its bytes.
    public let members: [(path: String, data: Data)]

    private let positions: [String: Int]

    public init(members: [(path: String, data: Data)]) {
        self.members = members.sorted { $0.path < $1.path }
        positions = Dictionary(self.members.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public subscript(member: String) -> Data? {
        positions[member].map { members[$0].data }
    }

    /// Reads a file, or every visible file below a folder nib or `.storyboardc` (links to folders are
    /// not followed); another folder is refused unread.
    /// A member that is a link to a file is read as that file when `followingMemberLinks` (Bazel's
    /// sandbox stages a tree artifact as folders of links), and refused when not: a folder found in
    /// a repository must not make `index` or `package` read, or publish, a file from elsewhere.
    public static func load(path: String, followingMemberLinks: Bool = true) throws(NibArchiveError) -> CompiledFiles {
        // Most compiled nibs are single files: read first, and look for a folder only when that fails.
        if let data = try? InputFile.read(path) {
            return CompiledFiles(members: [("", data)])
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw NibArchiveError(path: path, message: "no such file or folder")
        }
        guard isFolder.boolValue else {
            return CompiledFiles(members: [("", try contents(of: path))])
        }
        // Only a folder of a compiled document's shape is read: any other would be read whole.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard path.hasSuffix(".storyboardc") || names.contains("Info.plist") || CompiledNibReader.preferredVariant(among: names) != nil
        else {
            throw NibArchiveError(
                path: path,
                message:
                    "is neither a folder nib nor a .storyboardc: it holds no objects*.nib, runtime.nib, keyedobjects*.nib or Info.plist")
        }
        var members: [(path: String, data: Data)] = []
        for member in memberPaths(ofFolder: path) {
            if !followingMemberLinks, FileStatus.of(path + "/" + member, followingLinks: false)?.isSymbolicLink == true {
                throw NibArchiveError(path: path, message: "\(member) is a symbolic link; links in a compiled folder are not read here")
            }
            members.append((member, try contents(of: path + "/" + member)))
        }
        return CompiledFiles(members: members)
    }

    /// The visible files below `folder`, relative to it and sorted.
    public static func memberPaths(ofFolder folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        while let url = enumerator.nextObject() as? URL {
            // A link to a file counts as that file: Bazel's sandbox stages a tree artifact input
            // as real folders of links to its files.
            var info = stat()
            guard stat(url.path, &info) == 0, InputFile.nonRegularKind(info.st_mode) == nil else { continue }
            let path = url.standardizedFileURL.path
            if path.hasPrefix(prefix) {
                found.append(String(path.dropFirst(prefix.count)))
            }
        }
        return found.sorted()
    }

    private static func contents(of path: String) throws(NibArchiveError) -> Data {
        do {
            return try InputFile.read(path)
        } catch {
            throw NibArchiveError(path: path, message: "cannot read file: \(error.reason)")
        }
    }
}
