import CatalogStore
import Foundation
import InputFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a report's folder whole or not at all: built in a hidden sibling, then renamed into
/// place. A folder already there is replaced only when it is an earlier report (it holds the
/// marker file every report writes); anything else non-empty is refused.
public enum SiteWriter {
    /// The file that marks a folder as a report nibcat wrote.
    public static let markerName = ".nibcat-report"
    static let markerContents = "A report written by `nibcat report`; the next report replaces this folder.\n"

    public static func write(_ site: ReportSite, to path: String) throws(ReportError) {
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        let target = folder.path
        let parent = folder.deletingLastPathComponent().path
        // Anything but an earlier report or an empty folder there is refused.
        _ = try isEarlierReport(target)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .write(path: parent, reason: FileErrors.describe(error))
        }
        StagingFolders.removeAbandoned(in: parent)
        let staging = parent + "/" + StagingFolders.name(for: folder.lastPathComponent)
        let previous = staging + StagingFolders.previousSuffix
        try? FileManager.default.removeItem(atPath: staging)
        do {
            try writeFiles(site.files, into: staging)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        do {
            try StagedOutput.move(staging, to: target, previous: previous)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw .write(path: target, reason: error.reason)
        }
    }

    /// Whether `path` holds an earlier report to replace; false when nothing or an empty folder
    /// (which a rename replaces) is there; an error for anything else.
    private static func isEarlierReport(_ path: String) throws(ReportError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .notAReport(path: path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .write(path: path, reason: FileErrors.describe(error))
        }
        if names.isEmpty {
            return false
        }
        var marker = stat()
        guard lstat(path + "/" + markerName, &marker) == 0, marker.st_mode & S_IFMT == S_IFREG else {
            throw .notAReport(path: path)
        }
        return true
    }

    private static func writeFiles(_ files: [String: Data], into staging: String) throws(ReportError) {
        let paths = files.keys.sorted()
        var folders = Set<String>()
        for relative in paths {
            let folder = ((staging + "/" + relative) as NSString).deletingLastPathComponent
            guard folders.insert(folder).inserted else { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .write(path: folder, reason: FileErrors.describe(error))
            }
        }
        // Thousands of small files: creating them is system time, which every core can spend.
        let failures = paths.map { (staging + "/" + $0, files[$0] ?? Data()) }.parallelMap { path, data in
            Result { () throws(ReportError) in try writeFile(data, to: path) }
        }
        for failure in failures {
            try failure.get()
        }
    }

    /// A new file in the staging folder, with plain `write(2)`s: Foundation's `Data.write` calls
    /// `fsync` on every file, which was most of the time of a report of thousands of pages.
    private static func writeFile(_ data: Data, to path: String) throws(ReportError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .write(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure != 0 {
            throw .write(path: path, reason: String(cString: strerror(failure)))
        }
    }
}

/// `write(2)`, which `SiteWriter.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
