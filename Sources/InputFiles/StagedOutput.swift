import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts an output built under a hidden staging name in place of what is at its destination, so
/// that the destination holds the old output or the new one, never part of either. A file goes
/// over a file (or nothing) with one rename(2). A folder cannot be renamed over another: the old
/// one steps aside to `previous`, the new one is renamed in, the old one is deleted; when the new
/// one cannot be moved in, the old one is put back. The compiler and the report write through it.
public enum StagedOutput {
    public static func move(_ staging: String, to destination: String, previous: String) throws(StagedOutputError) {
        let destinationIsFolder = isFolder(destination)
        if !destinationIsFolder, !isFolder(staging) {
            guard rename(staging, destination) == 0 else { throw StagedOutputError(path: destination, code: errno) }
            return
        }
        try? FileManager.default.removeItem(atPath: previous)
        var info = stat()
        let occupied = lstat(destination, &info) == 0
        if occupied {
            guard rename(destination, previous) == 0 else { throw StagedOutputError(path: destination, code: errno) }
        }
        guard rename(staging, destination) == 0 else {
            let code = errno
            if occupied {
                _ = rename(previous, destination)
            }
            throw StagedOutputError(path: destination, code: code)
        }
        try? FileManager.default.removeItem(atPath: previous)
    }

    /// Writes `data` to the file `destination` through a staging file beside it.
    public static func write(_ data: Data, to destination: String) throws(StagedOutputError) {
        let url = URL(fileURLWithPath: destination)
        let staging = url.deletingLastPathComponent().appendingPathComponent(StagingFolders.name(for: url.lastPathComponent)).path
        guard FileManager.default.createFile(atPath: staging, contents: data) else {
            throw StagedOutputError(path: destination, code: errno == 0 ? EACCES : errno)
        }
        do throws(StagedOutputError) {
            try move(staging, to: destination, previous: staging + StagingFolders.previousSuffix)
        } catch {
            unlink(staging)
            throw error
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

/// An output that could not be put in place: its path and the system's reason.
public struct StagedOutputError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var reason: String

    init(path: String, code: Int32) {
        self.path = path
        reason = String(cString: strerror(code))
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: "cannot write: \(reason)")
    }
}
