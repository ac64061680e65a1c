import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hidden entries every writer of outputs (compiler, packager, report) builds an output in
/// before renaming it into place, and the one name they all give them:
/// `.<name>.nibcat-staging-<pid>-<n>`, and that followed by `.previous` for the output being
/// replaced. The marker is one no person names a file with, so a clean-up never takes a user's
/// `.sales.report-2023` for a leftover.
public enum StagingFolders {
    static let marker = ".nibcat-staging-"
    public static let previousSuffix = ".previous"

    /// The staging name of `name` (an output's last path component) for this process's `sequence`-th output.
    public static func name(for name: String, sequence: Int = 0) -> String {
        ".\(name)\(marker)\(getpid())-\(sequence)"
    }

    /// The process id in a staging name, nil for any other name.
    public static func owner(of name: String) -> pid_t? {
        var rest = Substring(name)
        if rest.hasSuffix(previousSuffix) {
            rest = rest.dropLast(previousSuffix.count)
        }
        func digits(_ text: Substring) -> Bool { (1...10).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isNumber } }
        guard rest.hasPrefix("."), let dash = rest.lastIndex(of: "-"), digits(rest[rest.index(after: dash)...]) else { return nil }
        rest = rest[..<dash]
        guard let found = rest.range(of: marker, options: .backwards), found.lowerBound > rest.index(after: rest.startIndex),
            digits(rest[found.upperBound...])
        else { return nil }
        return pid_t(rest[found.upperBound...])
    }

    /// Removes, from `folder`, the staging entries of processes that are gone. Entries of live
    /// processes (or of this one), and every name that is not a staging name, are left alone.
    public static func removeAbandoned(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") {
            guard let pid = owner(of: name), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno == EPERM {
                continue
            }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}
