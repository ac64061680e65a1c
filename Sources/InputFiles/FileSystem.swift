#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `realpath(3)`: absolute, every link resolved; nil when it cannot be resolved.
public func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// `path` without its last component, as `NSString.deletingLastPathComponent` answers (`a/b/` →
/// `a`, `/a` → `/`, `a` → empty): that one traps in swift-corelibs-foundation when the component
/// is one character at the start (`x`, `x/`, `.`), and stopped `--db x` with SIGILL.
public func parentFolder(of path: String) -> String {
    var rest = Substring(path)
    while rest.hasSuffix("/"), rest != "/" { rest = rest.dropLast() }
    guard let slash = rest.lastIndex(of: "/") else { return "" }
    var folder = rest[..<slash]
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
}

/// The last component of `path`, trailing slashes aside (`a/b/` → `b`, `b` → `b`, `/` → `/`), as
/// `URL.lastPathComponent` answers without the `stat(2)` a URL made from a path costs.
public func lastPathComponent(of path: String) -> String {
    var rest = Substring(path)
    while rest.hasSuffix("/"), rest != "/" { rest = rest.dropLast() }
    guard rest != "/", let slash = rest.lastIndex(of: "/") else { return String(rest) }
    return String(rest[rest.index(after: slash)...])
}

/// The names in a folder that do not start with a dot; nil when it cannot be read.
public func visibleNames(inFolder path: String) -> [String]? {
    visibleEntries(inFolder: path)?.names
}

/// The names in a folder that do not start with a dot, and the bytes of those that are not UTF-8
/// (no `String` can name them to the file system again); nil when the folder cannot be read.
public func visibleEntries(inFolder path: String) -> (names: [String], undecodable: [[UInt8]])? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    var undecodable: [[UInt8]] = []
    while let entry = readdir(directory) {
        let bytes = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) {
                Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
            }
        }
        guard bytes.first != UInt8(ascii: ".") else { continue }
        if let name = String(validating: bytes, as: UTF8.self) {
            names.append(name)
        } else {
            undecodable.append(bytes)
        }
    }
    return (names, undecodable)
}

/// The parts of `stat(2)` that indexing needs.
public struct FileStatus: Sendable {
    public var isDirectory: Bool
    public var isRegular: Bool
    public var isSymbolicLink: Bool
    public var size: Int64
    public var mtimeNanoseconds: Int64

    /// What the file is in words when it is not a regular file (folders included).
    public var nonRegularKind: String?

    init(isDirectory: Bool, isRegular: Bool, isSymbolicLink: Bool, size: Int64, mtimeNanoseconds: Int64, nonRegularKind: String?) {
        self.isDirectory = isDirectory
        self.isRegular = isRegular
        self.isSymbolicLink = isSymbolicLink
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
        self.nonRegularKind = nonRegularKind
    }

    public static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        of(bytes: Array(path.utf8), followingLinks: followingLinks)
    }

    public static func of(bytes path: [UInt8], followingLinks: Bool) -> FileStatus? {
        var info = stat()
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                followingLinks ? stat($0.baseAddress!, &info) : lstat($0.baseAddress!, &info)
            }
        }
        guard result == 0 else { return nil }
        return FileStatus(info)
    }

    init(_ info: stat) {
        let type = info.st_mode & S_IFMT
        #if canImport(Darwin)
            let mtime = info.st_mtimespec
        #else
            let mtime = info.st_mtim
        #endif
        self.init(
            isDirectory: type == S_IFDIR, isRegular: type == S_IFREG, isSymbolicLink: type == S_IFLNK,
            size: Int64(info.st_size),
            mtimeNanoseconds: Self.nanoseconds(seconds: Int64(mtime.tv_sec), nanoseconds: Int64(mtime.tv_nsec)),
            nonRegularKind: type == S_IFLNK ? nil : InputFile.nonRegularKind(info.st_mode))
    }

    /// A time in nanoseconds, held at the ends of `Int64` for times before 1677 or after 2262
    /// (a file can carry any time); it only tells a change, so the clamp loses nothing needed.
    public static func nanoseconds(seconds: Int64, nanoseconds: Int64) -> Int64 {
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (sum, sumOverflow) = scaled.addingReportingOverflow(nanoseconds)
        return sumOverflow ? .max : sum
    }
}

/// Stats files below one folder through a descriptor of each file's parent folder, so the kernel
/// looks up one name per file rather than every folder of its path: a refresh stats thousands.
/// Ask for the files of one folder together; each change of folder opens the new one.
public final class FolderStatter {
    private let root: String
    private var openFolder: Substring?
    private var descriptor: Int32 = -1

    public init(root: String) {
        self.root = root
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
        }
    }

    /// The status of `relative` (`/`-separated below the root, "." for the root), links followed.
    public func status(of relative: String) -> FileStatus? {
        guard relative != ".", let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return relative == "." ? FileStatus.of(root) : status(in: "", name: Substring(relative))
        }
        return status(in: relative[..<slash], name: relative[relative.index(after: slash)...])
    }

    private func status(in folder: Substring, name: Substring) -> FileStatus? {
        if openFolder != folder {
            if descriptor >= 0 {
                close(descriptor)
            }
            // A folder this user cannot read is not opened: its files count as changed.
            descriptor = open(folder.isEmpty ? root : root + "/" + folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            openFolder = folder
        }
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstatat(descriptor, String(name), &info, 0) == 0 else { return nil }
        return FileStatus(info)
    }
}
