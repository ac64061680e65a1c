import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hidden entries an output is built in before it is renamed into place, as every writer of
/// outputs (compiler, packager, report) names them with its process id.
public enum StagingFolders {
    /// Removes, from `folder`, hidden staging entries left by processes that are gone: names
    /// `owner` recognises and answers with the process id that made them. Entries of live
    /// processes (or of this one) are left alone.
    public static func removeAbandoned(in folder: String, owner: (String) -> pid_t?) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") {
            guard let pid = owner(name), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno == EPERM {
                continue
            }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}
