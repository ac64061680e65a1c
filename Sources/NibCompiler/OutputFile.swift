import Foundation
import InputFiles

/// Writes build outputs with plain `write(2)` and no `fsync`, as ibtool and `cp` do: outputs are
/// made again after a crash, and an fsync per file costs more than the work that made it.
/// (Foundation's `Data.write(to:)` syncs every file on Linux.)
public enum OutputFile {
    /// The `errno` description when the file cannot be written.
    public static func write(_ data: Data, to path: String) throws(OutputFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw OutputFileError(path: path, code: errno) }
        defer { close(descriptor) }
        let failure: Int32? = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw OutputFileError(path: path, code: failure)
        }
    }
}

public struct OutputFileError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var code: Int32

    public var reason: String {
        String(cString: strerror(code))
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: "cannot write: \(reason)")
    }
}
