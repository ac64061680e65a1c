import CodeSource
import InputFiles
import ResourceAssets
import UIKitNib

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file found under an indexed root, with what a re-index compares to skip it.
public struct ScannedFile: Sendable, Hashable {
    /// Relative to the root, `/`-separated.
    public var path: String
    public var size: Int64
    public var mtimeNanoseconds: Int64

    public init(path: String, size: Int64, mtimeNanoseconds: Int64) {
        self.path = path
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
    }
}

/// A folder a scan left out because it could not read the folder's listing or its `.gitignore`.
public struct UnsearchedFolder: Sendable, Hashable {
    /// Relative to the root; "." for the root itself.
    public var folder: String
    /// The folder, or its file that could not be read, relative to the root.
    public var unreadable: String
    public var reason: String
}

/// What `nibcat index` looks for below a root: Interface Builder sources, compiled nibs and
/// storyboards (files or folders, each one document), string tables, loose image files and asset
/// catalogs.
public struct SourceTree: Sendable {
    public var documents: [ScannedFile] = []
    public var stringsFiles: [ScannedFile] = []
    public var imageFiles: [ScannedFile] = []
    /// Swift and Objective-C sources.
    public var codeFiles: [ScannedFile] = []
    /// `.xcassets` folders, read by `AssetCatalog` rather than searched here.
    public var assetCatalogs: [String] = []
    /// Folders not searched, whose documents the catalog keeps as they were.
    public var unsearchedFolders: [UnsearchedFolder] = []
    /// Symbolic links to files outside the root, not followed: indexing a folder must not read,
    /// and packaging must not copy, what lies elsewhere.
    public var outsideLinks: [String] = []
    /// The root as given to `scan`, and with every link resolved, for `resolvesInside`.
    private var root = ""
    private var realRoot = ""
    /// Every folder the walk listed and every `.gitignore` and `.nibcat.yml` it read, as `stamp`
    /// finds them: a folder's size and modification time change when an entry is added, removed
    /// or renamed in it, so while these and the files found are as they were, a new walk would
    /// find the same tree (`Catalog.refresh` compares them instead of walking).
    public var stamps: [ScannedFile] = []
    /// Entries `index` would read but cannot: FIFOs, devices and sockets named like an input, and
    /// names that are not UTF-8 (shown with their other bytes as `\xNN`); each with why.
    public var unreadableFiles: [(path: String, reason: String)] = []

    public static let documentExtensions: Set<String> = Set([DocumentKind.xib, .storyboard, .nib].map(\.rawValue))
    /// Folders that are one compiled document, never searched for documents of their own.
    public static let compiledFolderExtensions: Set<String> = Set(DocumentKind.allCases.filter(\.isCompiled).map(\.rawValue))
    public static let stringsExtensions: Set<String> = ["strings", "xcstrings"]

    /// Walks `root` recursively, skipping hidden entries, folders named `.noindex` and what `paths`
    /// leaves out, and not following symbolic links to folders.
    public static func scan(root: String, paths: IndexedPaths) -> SourceTree {
        var tree = SourceTree()
        tree.root = root
        tree.realRoot = realPath(root) ?? root
        if let configuration = stamp(root + "/" + ProjectConfiguration.fileName, as: ProjectConfiguration.fileName) {
            tree.stamps.append(configuration)
        }
        tree.walk(absolute: root, relative: "", paths: paths)
        tree.stamps.sort { $0.path < $1.path }
        tree.documents.sort { $0.path < $1.path }
        tree.stringsFiles.sort { $0.path < $1.path }
        tree.imageFiles.sort { $0.path < $1.path }
        tree.codeFiles.sort { $0.path < $1.path }
        tree.assetCatalogs.sort()
        tree.unreadableFiles.sort { $0.path < $1.path }
        return tree
    }

    /// The one file `path` (relative to `root`), when `nibcat index` is given a file: read as a
    /// document whatever its extension, since the caller named it.
    public static func single(root: String, path: String) -> SourceTree {
        var tree = SourceTree()
        guard let file = FileStatus.of(root + "/" + path) else { return tree }
        if let kind = file.nonRegularKind, !file.isDirectory {
            tree.unreadableFiles.append((path, "\(kind), not a regular file"))
        } else if file.isRegular {
            tree.documents.append(ScannedFile(path: path, size: file.size, mtimeNanoseconds: file.mtimeNanoseconds))
        } else if file.isDirectory {
            let (size, mtime) = folderSignature(root + "/" + path)
            tree.documents.append(ScannedFile(path: path, size: size, mtimeNanoseconds: mtime))
        }
        return tree
    }

    /// Named files of `root` (relative paths), as `single` reads each; absent ones are left out.
    public static func files(root: String, paths: [String]) -> SourceTree {
        var tree = SourceTree()
        for path in paths {
            let one = single(root: root, path: path)
            tree.documents += one.documents
            tree.unreadableFiles += one.unreadableFiles
        }
        return tree
    }

    /// Whether `folder` is a bundle `nibcat package` wrote: it holds a resource index.
    static func isPublishedBundle(_ folder: String) -> Bool {
        ResourceBundleLayout.resourceIndexPaths.contains { FileStatus.of(folder + "/" + $0)?.isRegular == true }
    }

    /// `paths` is passed down by value, so a folder's `.gitignore` applies to that folder only.
    private mutating func walk(absolute: String, relative: String, paths: IndexedPaths) {
        var paths = paths
        let folder = relative.isEmpty ? "." : relative
        let gitignore = relative.isEmpty ? ".gitignore" : relative + "/.gitignore"
        // Stamps are taken before what they stand for is read: a change meanwhile makes the
        // stamp stale, never the catalog.
        if let rules = Self.stamp(absolute + "/.gitignore", as: gitignore) {
            stamps.append(rules)
        }
        do {
            try paths.enter(folder: relative, root: root)
        } catch {
            // Without its rules, what the folder holds that git ignores would be indexed.
            unsearchedFolders.append(
                UnsearchedFolder(
                    folder: folder, unreadable: gitignore, reason: "cannot read file: \(error.reason); the folder is not searched"))
            return
        }
        let listed = Self.stamp(absolute, as: folder)
        guard let (names, undecodable) = visibleEntries(inFolder: absolute) else {
            unsearchedFolders.append(UnsearchedFolder(folder: folder, unreadable: folder, reason: "cannot read folder"))
            return
        }
        if let listed {
            stamps.append(listed)
        }
        for bytes in undecodable {
            let shown = Self.escaped(bytes)
            let isFolder = FileStatus.of(bytes: Array(absolute.utf8) + [UInt8(ascii: "/")] + bytes, followingLinks: false)?.isDirectory
            if isFolder == true || Self.isInputName(shown) {
                unreadableFiles.append(
                    (relative.isEmpty ? shown : relative + "/" + shown, "the name is not UTF-8, so it cannot be indexed; rename it"))
            }
        }
        var subfolders: [(String, String)] = []
        for name in names {
            let childAbsolute = absolute + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            guard let status = FileStatus.of(childAbsolute, followingLinks: false),
                !paths.excludes(childRelative, isFolder: status.isDirectory)
            else { continue }
            if status.isDirectory {
                // Xcode names the folders of its derived data `.noindex` (`Build/Intermediates.noindex`)
                // so that Spotlight leaves them out: generated headers and copies of the sources.
                if Self.pathExtension(name) == "noindex" { continue }
                // A bundle nibcat published (one with its resource index) holds compiled copies of
                // documents the catalog has, which the next version would package again.
                if Self.pathExtension(name) == "bundle", Self.isPublishedBundle(childAbsolute) { continue }
                if Self.pathExtension(name) == "xcassets" {
                    if paths.includes(childRelative) { assetCatalogs.append(childRelative) }
                } else if Self.compiledFolderExtensions.contains(Self.pathExtension(name)) {
                    guard paths.includes(childRelative) else { continue }
                    let (size, mtime) = Self.folderSignature(childAbsolute)
                    documents.append(ScannedFile(path: childRelative, size: size, mtimeNanoseconds: mtime))
                } else {
                    subfolders.append((childAbsolute, childRelative))
                }
            } else {
                guard paths.includes(childRelative),
                    let target = status.isSymbolicLink ? FileStatus.of(childAbsolute) : status
                else { continue }
                if status.isSymbolicLink, target.isRegular, Self.isInputName(name),
                    !Self.resolvesInside(childAbsolute, realRoot: realRoot)
                {
                    outsideLinks.append(childRelative)
                } else if target.isRegular {
                    add(ScannedFile(path: childRelative, size: target.size, mtimeNanoseconds: target.mtimeNanoseconds))
                } else if let kind = target.nonRegularKind, !target.isDirectory, Self.isInputName(name) {
                    unreadableFiles.append((childRelative, "\(kind), not a regular file"))
                }
            }
        }
        for (childAbsolute, childRelative) in subfolders {
            walk(absolute: childAbsolute, relative: childRelative, paths: paths)
        }
    }

    /// The string tables that can translate the document at `path` (relative to `root`): files in
    /// the `.lproj` folders beside its own folder (or beside it), and string catalogs there.
    public static func stringsFiles(near path: String, root: String) -> [ScannedFile] {
        let realRoot = realPath(root) ?? root
        var folder = path.split(separator: "/").dropLast().joined(separator: "/")
        if LanguageFolder.isFolderName(folder.split(separator: "/").last ?? "") {
            folder = folder.split(separator: "/").dropLast().joined(separator: "/")
        }
        let prefix = folder.isEmpty ? "" : folder + "/"
        var tree = SourceTree()
        for name in visibleNames(inFolder: root + "/" + prefix) ?? [] {
            let relative = prefix + name
            guard let status = FileStatus.of(root + "/" + relative) else { continue }
            if status.isDirectory, LanguageFolder.isFolderName(name), resolvesInside(root + "/" + relative, realRoot: realRoot) {
                for inner in visibleNames(inFolder: root + "/" + relative) ?? [] {
                    let absolute = root + "/" + relative + "/" + inner
                    if let file = FileStatus.of(absolute), file.isRegular, resolvesInside(absolute, realRoot: realRoot) {
                        tree.add(ScannedFile(path: relative + "/" + inner, size: file.size, mtimeNanoseconds: file.mtimeNanoseconds))
                    }
                }
            } else if status.isRegular, resolvesInside(root + "/" + relative, realRoot: realRoot) {
                tree.add(ScannedFile(path: relative, size: status.size, mtimeNanoseconds: status.mtimeNanoseconds))
            }
        }
        return tree.stringsFiles
    }

    /// The file or folder at `absolute` (links followed) as a stamp named `relative`; nil when
    /// nothing is there.
    public static func stamp(_ absolute: String, as relative: String) -> ScannedFile? {
        FileStatus.of(absolute).map { ScannedFile(path: relative, size: $0.size, mtimeNanoseconds: $0.mtimeNanoseconds) }
    }

    public static func pathExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...])
    }

    /// Total size and newest modification time of the files in a compiled folder, so an edit to
    /// any of them makes the folder look changed.
    public static func folderSignature(_ folder: String) -> (size: Int64, mtime: Int64) {
        var size: Int64 = 0
        var mtime: Int64 = FileStatus.of(folder)?.mtimeNanoseconds ?? 0
        for file in CompiledFiles.memberPaths(ofFolder: folder) {
            guard let status = FileStatus.of(folder + "/" + file) else { continue }
            size += status.size
            mtime = max(mtime, status.mtimeNanoseconds)
        }
        return (size, mtime)
    }

    /// Whether `absolute`, found below the root, is there itself and not through a link to a
    /// place outside it. Any folder on the way may be a link, not only the last name, so the
    /// whole path is resolved.
    public static func resolvesInside(_ absolute: String, realRoot: String) -> Bool {
        guard let resolved = realPath(absolute) else { return false }
        return resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// Whether a file of this name is one `index` reads (documents, string tables, images, Swift
    /// and Objective-C sources).
    private static func isInputName(_ name: String) -> Bool {
        let ext = pathExtension(name)
        return documentExtensions.contains(ext) || stringsExtensions.contains(ext)
            || ImageFileName.imageExtensions.contains(ext.lowercased()) || CodeLanguage(path: name) != nil
    }

    /// A name's bytes with printable ASCII kept and every other byte written `\xNN`.
    public static func escaped(_ bytes: [UInt8]) -> String {
        var result = ""
        for byte in bytes {
            if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "\\") {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private mutating func add(_ file: ScannedFile) {
        let ext = Self.pathExtension(file.path)
        if Self.documentExtensions.contains(ext) {
            documents.append(file)
        } else if Self.stringsExtensions.contains(ext) {
            stringsFiles.append(file)
        } else if ImageFileName.imageExtensions.contains(ext.lowercased()) {
            imageFiles.append(file)
        } else if CodeLanguage(path: file.path) != nil, !file.path.hasSuffix(Self.generatedInterfaceSuffix) {
            codeFiles.append(file)
        }
    }

    /// Xcode writes a Swift module's Objective-C interface as `<Module>-Swift.h` in its build
    /// folder: a copy of the Swift classes, not a source of its own.
    static let generatedInterfaceSuffix = "-Swift.h"
}

/// A file's size and modification time as indexing records them; for a compiled folder, the total
/// size and newest time of its files. Equal signatures let packaging trust what the catalog holds.
public struct FileSignature: Sendable, Hashable {
    public var size: Int64
    public var mtimeNanoseconds: Int64

    public init(size: Int64, mtimeNanoseconds: Int64) {
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
    }

    /// nil when nothing is at `path`.
    public static func of(_ path: String) -> FileSignature? {
        guard let status = FileStatus.of(path) else { return nil }
        if status.isDirectory {
            let (size, mtime) = SourceTree.folderSignature(path)
            return FileSignature(size: size, mtimeNanoseconds: mtime)
        }
        return FileSignature(size: status.size, mtimeNanoseconds: status.mtimeNanoseconds)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
