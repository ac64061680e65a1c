import Crypto
import Foundation
import GRDB
import InputFiles
import NibCompiler
import ResourceAssets
import Schema

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a bundle's files into a staging folder: `<Name>.bundle/` with its resources,
/// `Info.plist` and `ResourceIndex.sqlite`, and `<Name>.bundle.zip` beside it when asked.
///
/// It starts as soon as the inputs are gathered: the images and string tables are copied, and the
/// resource index's document rows written, on threads of their own while the documents' outputs
/// are taken from the cache; `finish` then writes those outputs, the index's resource rows and
/// the rest. After a failure, `abandon` waits for what was started; the caller removes the
/// staging folder either way.
final class BundleWriter: @unchecked Sendable {
    private let spec: BundleSpec
    private let bundle: String
    private let indexPath: String
    private var folders: Set<String>
    /// Set by the copying thread before it signals `copied`.
    private var copyFailure: BundleError?
    private let copied = DispatchSemaphore(value: 0)
    /// Given to the index thread when the compiled files are known; nil when abandoned.
    private var resources: [BundleFiles.Resource]?
    private let resourcesReady = DispatchSemaphore(value: 0)
    /// Set by the index thread before it signals `indexed`.
    private var indexResult: Result<BundleEntry, BundleError>?
    private let indexed = DispatchSemaphore(value: 0)
    private var waited = false

    init(_ inputs: BundleInputs, spec: BundleSpec, sources: any PackageSources, staging: String) throws(BundleError) {
        self.spec = spec
        bundle = staging + "/" + ResourceBundleLayout.bundleFolderName(spec.name)
        indexPath = BundleInputs.resourcesPrefix(spec.platform) + ResourceBundleLayout.resourceIndexName
        folders = []
        // One file a path; two different files for one path are refused when the files are built.
        var unique: [BundleInputs.Copy] = []
        for copy in inputs.copies where unique.last?.resource.path != copy.resource.path {
            unique.append(copy)
        }
        let copies = unique
        try makeFolders(copies.map(\.resource.path) + [indexPath])

        let bundle = bundle
        Thread {
            for copy in copies {
                do throws(BundleError) {
                    try FileCopy.copy(copy.absolutePath, to: bundle + "/" + copy.resource.path)
                } catch {
                    self.copyFailure = error
                    break
                }
            }
            self.copied.signal()
        }.start()

        let indexFile = bundle + "/" + indexPath
        let indexPath = indexPath
        Thread {
            let result: Result<BundleEntry, BundleError>
            do throws(BundleError) {
                try ResourceIndexWriter.writeDocuments(inputs.exports, key: inputs.documentsKey, sources: sources, to: indexFile)
                self.resourcesReady.wait()
                guard let resources = self.resources else { throw .unwritable(path: indexFile, reason: "abandoned") }
                try ResourceIndexWriter.writeResources(resources, spec: spec, to: indexFile)
                guard let (size, sha256) = FileCopy.sha256(of: indexFile) else {
                    throw .unwritable(path: indexFile, reason: "cannot read it back")
                }
                result = .success(BundleEntry(path: indexPath, size: size, sha256: sha256))
            } catch {
                result = .failure(error)
            }
            self.indexResult = result
            self.indexed.signal()
        }.start()
    }

    /// Writes the compiled files and the rest; the bundle's files with their sizes and hashes,
    /// sorted by path.
    func finish(_ contents: BundleFiles) throws(BundleError) -> [BundleEntry] {
        resources = contents.resources
        resourcesReady.signal()
        defer { wait() }
        try makeFolders(contents.files.map(\.path))
        let bundle = bundle
        // Images and string tables are being copied already.
        let written = contents.files.filter { if case .data = $0.content { true } else { false } }
        let failures = written.parallelMap { file -> BundleError? in
            guard case .data(let data) = file.content else { return nil }
            let destination = bundle + "/" + file.path
            do throws(OutputFileError) {
                try OutputFile.write(data, to: destination)
                return nil
            } catch {
                return .unwritable(path: destination, reason: error.reason)
            }
        }
        wait()
        if let failure = failures.lazy.compactMap({ $0 }).first ?? copyFailure {
            throw failure
        }
        guard case .success(let indexEntry) = indexResult else {
            if case .failure(let error) = indexResult { throw error }
            throw .unwritable(path: bundle + "/" + indexPath, reason: "not written")
        }

        var entries = contents.files.map { BundleEntry(path: $0.path, size: $0.size, sha256: $0.sha256) }
        let plist = InfoPlist.data(spec)
        let plistPath = InfoPlist.path(spec.platform)
        try Self.write(plist, to: bundle + "/" + plistPath)
        entries.append(BundleEntry(path: plistPath, size: Int64(plist.count), sha256: Data(SHA256.hash(data: plist))))
        entries.append(indexEntry)
        entries.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }

        if spec.zip {
            try Self.writeZip(
                of: bundle, name: ResourceBundleLayout.bundleFolderName(spec.name), folders: folders, entries: entries, to: bundle + ".zip")
        }
        return entries
    }

    /// Waits for the threads `init` started, after a failure.
    func abandon() {
        resourcesReady.signal()
        wait()
    }

    private func wait() {
        guard !waited else { return }
        waited = true
        copied.wait()
        indexed.wait()
    }

    /// Creates the folders holding these paths (relative to the bundle) that are not there yet.
    private func makeFolders(_ paths: [String]) throws(BundleError) {
        var missing = Set<String>()
        for path in paths {
            var path = Substring(path)
            while let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
                path = path[..<slash]
                let folder = bundle + "/" + path
                guard !folders.contains(folder), missing.insert(folder).inserted else { break }
            }
        }
        if folders.isEmpty {
            missing.insert(bundle)
        }
        folders.formUnion(missing)
        for folder in missing.sorted() {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .unwritable(path: folder, reason: FileErrors.describe(error))
            }
        }
    }

    private static func writeZip(
        of bundle: String, name: String, folders: Set<String>, entries: [BundleEntry], to path: String
    ) throws(BundleError) {
        var zipEntries = folders.map { ZipEntry(path: name + $0.dropFirst(bundle.count), contents: nil) }
        for entry in entries {
            guard let data = FileManager.default.contents(atPath: bundle + "/" + entry.path) else {
                throw .unwritable(path: bundle + "/" + entry.path, reason: "cannot read it back")
            }
            zipEntries.append(ZipEntry(path: name + "/" + entry.path, contents: data))
        }
        let archive: Data
        do throws(ZipError) {
            archive = try ReproducibleZip.archive(zipEntries)
        } catch {
            // The zip's own line quoted after the output's, as `package` has always said it.
            throw .unwritable(path: path, reason: error.diagnostic.description)
        }
        try write(archive, to: path)
    }

    private static func write(_ data: Data, to path: String) throws(BundleError) {
        do throws(OutputFileError) {
            try OutputFile.write(data, to: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

}

/// Copies and reads files through one small buffer, or none: a fresh buffer of a file's size
/// costs a page fault per 4 KB, more here than the copy itself.
enum FileCopy {
    static let chunk = 1 << 20

    /// glibc's `copy_file_range`, which its Swift module does not declare (it needs `_GNU_SOURCE`).
    private typealias CopyFileRange =
        @convention(c) (
            Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32
        ) -> Int
    private static let copyFileRange: CopyFileRange? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "copy_file_range")
        .map { unsafeBitCast($0, to: CopyFileRange.self) }

    /// Copies a file's bytes inside the kernel (`copy_file_range`), or through a buffer where it
    /// cannot.
    static func copy(_ source: String, to destination: String) throws(BundleError) {
        let input = open(source, O_RDONLY)
        guard input >= 0 else { throw .unwritable(path: destination, reason: "cannot read \(source): " + String(cString: strerror(errno))) }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard output >= 0 else { throw .unwritable(path: destination, reason: String(cString: strerror(errno))) }
        defer { close(output) }
        while let copyFileRange {
            let copied = copyFileRange(input, nil, output, nil, chunk, 0)
            if copied > 0 { continue }
            if copied == 0 { return }
            if errno == EINTR { continue }
            guard errno == ENOSYS || errno == EXDEV || errno == EINVAL || errno == EOPNOTSUPP else {
                throw .unwritable(path: destination, reason: String(cString: strerror(errno)))
            }
            break
        }
        // No copy_file_range here: read and write from where it stopped.
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer, chunk)
            if count < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: destination, reason: "cannot read \(source): " + String(cString: strerror(errno)))
            }
            if count == 0 { return }
            var written = 0
            while written < count {
                let result = write(output, buffer + written, count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw .unwritable(path: destination, reason: String(cString: strerror(errno)))
                }
                written += result
            }
        }
    }

    /// A file's size and SHA-256; nil when it cannot be read.
    static func sha256(of path: String) -> (Int64, Data)? {
        let input = open(path, O_RDONLY)
        guard input >= 0 else { return nil }
        defer { close(input) }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var hasher = SHA256()
        var size: Int64 = 0
        while true {
            let count = read(input, buffer, chunk)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            hasher.update(bufferPointer: UnsafeRawBufferPointer(start: buffer, count: count))
            size += Int64(count)
        }
        return (size, Data(hasher.finalize()))
    }
}

/// Writes `ResourceIndex.sqlite`: the catalog's rows for the bundle's documents under their
/// bundle paths, and a row per resource. Written in one fixed order with no timestamps, so the
/// same bundle gives the same bytes.
///
/// The documents' rows are most of the index and cost more to copy than all the other files of
/// the bundle take to write, so the database holding only them (the template) is kept in the
/// catalog and the next version with the same documents starts from its bytes. Both ways the
/// file then takes the same writes, so it has the same bytes whether the template was built or
/// reused.
enum ResourceIndexWriter {
    /// Starts the index at `path` with its documents' rows: the template's bytes from the catalog,
    /// or built and kept there.
    static func writeDocuments(_ exports: [DocumentExport], key: Data, sources: any PackageSources, to path: String) throws(BundleError) {
        do {
            if (try? sources.copyResourceIndexTemplate(documentsKey: key, to: path)) == true {
                return
            }
            unlink(path)
            try buildTemplate(exports, sources: sources, to: path)
            // A template that cannot be kept only costs the next version this build.
            if let template = FileManager.default.contents(atPath: path) {
                try? sources.storeResourceIndexTemplate(template, documentsKey: key)
            }
        } catch let error as BundleError {
            throw error
        } catch {
            throw .unwritable(path: path, reason: String(describing: error))
        }
    }

    /// Adds the bundle's info and a row per resource to the index `writeDocuments` started.
    static func writeResources(_ resources: [BundleFiles.Resource], spec: BundleSpec, to path: String) throws(BundleError) {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.write { db in
                let info: [(String, String)] = [
                    ("build", spec.build ?? spec.version), ("developmentRegion", spec.developmentRegion),
                    ("identifier", InfoPlist.identifier(spec)), ("name", spec.name), ("platform", spec.platform.rawValue),
                    ("resourcesPath", String(BundleInputs.resourcesPrefix(spec.platform).dropLast())), ("version", spec.version),
                ]
                for (key, value) in info {
                    try db.execute(sql: "INSERT INTO bundle_info (key, value) VALUES (?, ?)", arguments: [key, value])
                }
                let insert = try db.makeStatement(
                    sql: """
                        INSERT INTO resource (kind, name, path, scale, device, language, size, sha256, pixel_width,
                            pixel_height, document_id)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """)
                let sorted = resources.sorted {
                    ($0.record.kind, $0.record.name, $0.record.path) < ($1.record.kind, $1.record.name, $1.record.path)
                }
                for resource in sorted {
                    let record = resource.record
                    try insert.execute(arguments: [
                        record.kind, record.name, record.path, record.scale, record.device, record.language, resource.size,
                        resource.sha256, record.pixelWidth, record.pixelHeight, resource.documentID,
                    ])
                }
            }
            try queue.close()
        } catch {
            throw .unwritable(path: path, reason: String(describing: error))
        }
    }

    /// The template: the index's schema and the documents' rows.
    private static func buildTemplate(_ documents: [DocumentExport], sources: any PackageSources, to path: String) throws {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        var migrator = DatabaseMigrator()
        for migration in CatalogSchema.resourceIndexMigrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
        }
        try migrator.migrate(queue)
        try queue.writeWithoutTransaction { db in
            try sources.exportDocuments(documents, into: db)
        }
        try queue.close()
    }

    /// A staging file, written by one connection at a time: the rename that publishes it is what
    /// must be atomic, so no journal, no syncs, and sorting in memory.
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = OFF")
            try db.execute(sql: "PRAGMA journal_mode = OFF")
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            try db.execute(sql: "PRAGMA cache_size = -262144")
        }
        return configuration
    }
}
