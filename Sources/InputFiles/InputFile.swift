import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file that a command was given, or found, cannot be read as one; `reason` is in words.
public struct InputFileError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: "cannot read file: \(reason)")
    }
}

/// Reading the files every stage takes as input. Only regular files are read: a FIFO blocks its
/// reader until some writer comes (forever, for `nibcat`), and a device never ends. The file is
/// opened without blocking and its kind checked on that descriptor, so nothing swapped in between a
/// check and the read can stall it.
public enum InputFile {
    /// The whole content of the regular file at `path` (symbolic links followed).
    public static func read(_ path: String) throws(InputFileError) -> Data {
        try read(path, limit: nil)
    }

    /// The content of the regular file at `path`, a file of the folder `root`, when it is there
    /// itself and not through a symbolic link to a place outside `root`: a repository's own files
    /// (its configuration, `.gitignore`) must not make a command read, or print, what lies elsewhere.
    public static func read(_ path: String, inside root: String) throws(InputFileError) -> Data {
        guard let resolved = realPath(path), let realRoot = realPath(root) else { return try read(path) }
        guard resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            throw InputFileError(path: path, reason: "a symbolic link to a file outside \(root), so not read")
        }
        // The resolved path, so that a link swapped in after the check is not followed out.
        do {
            return try read(resolved)
        } catch {
            throw InputFileError(path: path, reason: error.reason)
        }
    }

    /// At most the first `count` bytes of the regular file at `path` (fewer when it is shorter):
    /// a header, read without the rest.
    public static func prefix(_ path: String, count: Int) throws(InputFileError) -> Data {
        try read(path, limit: max(count, 0))
    }

    private static func read(_ path: String, limit: Int?) throws(InputFileError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path, errno) }
        if let kind = nonRegularKind(info.st_mode) {
            throw InputFileError(path: path, reason: "\(kind), not a regular file")
        }
        // The size only sizes the first buffer, capped: the read decides how much there is.
        var data = Data(count: min(Int(clamping: max(info.st_size, 0)), 1 << 26, limit ?? .max))
        var filled = 0
        while true {
            if filled == limit {
                return data
            }
            if filled == data.count {
                data.count += min(max(data.count, 4_096), (limit ?? .max) - filled)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                guard errno == EINTR else { throw failure(path, errno) }
                continue
            }
            if count == 0 {
                data.count = filled
                return data
            }
            filled += count
        }
    }

    /// Throws unless `path` is a regular file (symbolic links followed): for readers such as
    /// SQLite that open the file themselves.
    public static func requireRegularFile(_ path: String) throws(InputFileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(path, errno) }
        if let kind = nonRegularKind(info.st_mode) {
            throw InputFileError(path: path, reason: "\(kind), not a regular file")
        }
    }

    /// What a file of `mode` is, in words, when it is not a regular file.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func failure(_ path: String, _ code: Int32) -> InputFileError {
        InputFileError(path: path, reason: String(cString: strerror(code)).lowercased())
    }
}
