#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file found under an indexed root, with what a re-index compares to skip it.
struct ScannedFile: Sendable, Hashable {
    /// Relative to the root, `/`-separated.
    var path: String
    var size: Int64
    var mtimeNanoseconds: Int64
}

/// What `nibcat index` looks for below a root: Interface Builder sources and their string tables.
struct SourceTree: Sendable {
    var documents: [ScannedFile] = []
    var stringsFiles: [ScannedFile] = []
    var unreadableFolders: [String] = []

    static let documentExtensions: Set<String> = ["xib", "storyboard"]
    static let stringsExtensions: Set<String> = ["strings", "xcstrings"]

    /// Walks `root` recursively, skipping hidden entries and not following symbolic links to folders.
    static func scan(root: String) -> SourceTree {
        var tree = SourceTree()
        tree.walk(absolute: root, relative: "")
        tree.documents.sort { $0.path < $1.path }
        tree.stringsFiles.sort { $0.path < $1.path }
        return tree
    }

    /// The one file `path` (relative to `root`), when `nibcat index` is given a file: read as a
    /// document whatever its extension, since the caller named it.
    static func single(root: String, path: String) -> SourceTree {
        var tree = SourceTree()
        if let file = FileStatus.of(root + "/" + path), file.isRegular {
            tree.documents.append(ScannedFile(path: path, size: file.size, mtimeNanoseconds: file.mtimeNanoseconds))
        }
        return tree
    }

    private mutating func walk(absolute: String, relative: String) {
        guard let directory = opendir(absolute) else {
            unreadableFolders.append(relative.isEmpty ? "." : relative)
            return
        }
        defer { closedir(directory) }
        var subfolders: [(String, String)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name.hasPrefix(".") {
                continue
            }
            let childAbsolute = absolute + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            guard let status = FileStatus.of(childAbsolute, followingLinks: false) else { continue }
            if status.isDirectory {
                subfolders.append((childAbsolute, childRelative))
            } else if status.isRegular || status.isSymbolicLink {
                guard let target = status.isSymbolicLink ? FileStatus.of(childAbsolute) : status,
                    target.isRegular
                else { continue }
                add(ScannedFile(path: childRelative, size: target.size, mtimeNanoseconds: target.mtimeNanoseconds))
            }
        }
        for (childAbsolute, childRelative) in subfolders {
            walk(absolute: childAbsolute, relative: childRelative)
        }
    }

    private mutating func add(_ file: ScannedFile) {
        guard let dot = file.path.lastIndex(of: ".") else { return }
        let ext = String(file.path[file.path.index(after: dot)...])
        if Self.documentExtensions.contains(ext) {
            documents.append(file)
        } else if Self.stringsExtensions.contains(ext) {
            stringsFiles.append(file)
        }
    }
}

/// The parts of `stat(2)` that indexing needs.
struct FileStatus {
    var isDirectory: Bool
    var isRegular: Bool
    var isSymbolicLink: Bool
    var size: Int64
    var mtimeNanoseconds: Int64

    static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        #if canImport(Darwin)
        let mtime = info.st_mtimespec
        #else
        let mtime = info.st_mtim
        #endif
        return FileStatus(
            isDirectory: type == S_IFDIR, isRegular: type == S_IFREG, isSymbolicLink: type == S_IFLNK,
            size: Int64(info.st_size),
            mtimeNanoseconds: Int64(mtime.tv_sec) * 1_000_000_000 + Int64(mtime.tv_nsec))
    }
}
