import Foundation

/// Where tests find the project's fixtures, the example app and the shared real-world corpus.
public enum TestPaths {
    /// The package root, found from this file's own path.
    public static let projectRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let fixtures = projectRoot.appendingPathComponent("Tests/Fixtures")
    public static let examples = projectRoot.appendingPathComponent("Examples")

    /// `../shared/corpus` beside the project, or the folder `NIBCAT_CORPUS` names. Tests that need
    /// it fail, loudly, when it is missing.
    public static func corpus(_ relative: String = "") throws -> URL {
        let named = ProcessInfo.processInfo.environment["NIBCAT_CORPUS"].map { URL(fileURLWithPath: $0) }
        let corpus = named ?? projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw MissingCorpus(path: corpus.path)
        }
        return relative.isEmpty ? corpus : corpus.appendingPathComponent(relative)
    }

    /// Every NIBArchive file (by its magic bytes) below a folder of the shared corpus (`nib` by
    /// default), sorted by path.
    public static func corpusNIBArchives(under folder: String = "nib") throws -> [URL] {
        let root = try corpus(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let handle = try? FileHandle(forReadingFrom: url)
            else { continue }
            let head = try handle.read(upToCount: 10) ?? Data()
            try handle.close()
            if head == Data("NIBArchive".utf8) {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every non-empty `.xib` and `.storyboard` under `folder`, sorted by path.
    public static func interfaceBuilderDocuments(under folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "xib" || url.pathExtension == "storyboard",
                let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size > 0
            else { continue }
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// A new empty folder under the system temporary directory; the caller removes it.
    public static func temporaryFolder(_ label: String = #function) throws -> URL {
        let safe = label.filter { $0.isLetter || $0.isNumber }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nibcat-tests-\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

public struct MissingCorpus: Error, CustomStringConvertible {
    public var path: String
    public var description: String {
        "the shared corpus is missing at \(path): these conformance tests need it"
    }
}
