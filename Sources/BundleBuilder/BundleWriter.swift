import CatalogStore
import Crypto
import Foundation
import GRDB
import NibCompiler
import Schema

#if canImport(Glibc)
import Glibc
#endif

/// Writes a bundle's files into a staging folder: `<Name>.bundle/` with its resources,
/// `Info.plist` and `ResourceIndex.sqlite`, and `<Name>.bundle.zip` beside it when asked.
enum BundleWriter {
    static let resourceIndexName = "ResourceIndex.sqlite"

    /// The bundle's files with their sizes and hashes, sorted by path.
    static func write(_ contents: BundleFiles, spec: BundleSpec, catalog: Catalog, to staging: String) throws(BundleError)
        -> [BundleEntry]
    {
        let bundle = staging + "/" + spec.name + ".bundle"
        var folders = Set<String>([bundle])
        for file in contents.files {
            var path = file.path
            while let slash = path.lastIndex(of: "/") {
                path = String(path[..<slash])
                folders.insert(bundle + "/" + path)
            }
        }
        let resourcesFolder = bundle + "/" + BundleInputs.resourcesPrefix(spec.platform)
        folders.insert(String(resourcesFolder.dropLast()))
        for folder in folders.sorted() {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .unwritable(path: folder, reason: (error as NSError).localizedDescription)
            }
        }

        // The index is built, and read back for its hash, on its own thread while the files are written.
        let indexPath = BundleInputs.resourcesPrefix(spec.platform) + resourceIndexName
        let indexing = DispatchGroup()
        let indexResult = IndexResult()
        DispatchQueue.global().async(group: indexing) {
            do throws(BundleError) {
                try ResourceIndexWriter.write(contents, spec: spec, catalog: catalog, to: bundle + "/" + indexPath)
                guard let (size, sha256) = FileCopy.sha256(of: bundle + "/" + indexPath) else {
                    throw .unwritable(path: bundle + "/" + indexPath, reason: "cannot read it back")
                }
                indexResult.entry = BundleEntry(path: indexPath, size: size, sha256: sha256)
            } catch {
                indexResult.error = error
            }
        }
        let failures = contents.files.parallelMap { file -> BundleError? in
            let destination = bundle + "/" + file.path
            do {
                switch file.content {
                case .data(let data):
                    try OutputFile.write(data, to: destination)
                case .file(let source):
                    try FileCopy.copy(source, to: destination)
                }
                return nil
            } catch let error as BundleError {
                return error
            } catch let error as OutputFileError {
                return .unwritable(path: destination, reason: error.reason)
            } catch {
                return .unwritable(path: destination, reason: (error as NSError).localizedDescription)
            }
        }
        indexing.wait()
        if let failure = failures.lazy.compactMap({ $0 }).first ?? indexResult.error {
            throw failure
        }
        guard let indexEntry = indexResult.entry else {
            throw .unwritable(path: bundle + "/" + indexPath, reason: "not written")
        }

        var entries = contents.files.map { BundleEntry(path: $0.path, size: $0.size, sha256: $0.sha256) }
        let plist = InfoPlist.data(spec)
        let plistPath = InfoPlist.path(spec.platform)
        try write(plist, to: bundle + "/" + plistPath)
        entries.append(BundleEntry(path: plistPath, size: Int64(plist.count), sha256: Data(SHA256.hash(data: plist))))

        entries.append(indexEntry)
        entries.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }

        if spec.zip {
            try writeZip(of: bundle, name: spec.name + ".bundle", folders: folders, entries: entries, to: bundle + ".zip")
        }
        return entries
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
        do {
            try write(try ReproducibleZip.archive(zipEntries), to: path)
        } catch let error as BundleError {
            throw error
        } catch {
            throw .unwritable(path: path, reason: String(describing: error))
        }
    }

    private static func write(_ data: Data, to path: String) throws(BundleError) {
        do throws(OutputFileError) {
            try OutputFile.write(data, to: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    /// The index's entry or the index writer's failure, set on its thread before the group is left.
    private final class IndexResult: @unchecked Sendable {
        var entry: BundleEntry?
        var error: BundleError?
    }
}

/// Copies and reads files through one small buffer, or none: a fresh buffer of a file's size
/// costs a page fault per 4 KB, more here than the copy itself.
enum FileCopy {
    static let chunk = 1 << 20

    /// glibc's `copy_file_range`, which its Swift module does not declare (it needs `_GNU_SOURCE`).
    private typealias CopyFileRange = @convention(c) (
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
    static func write(_ contents: BundleFiles, spec: BundleSpec, catalog: Catalog, to path: String) throws(BundleError) {
        do {
            if (try? catalog.copyResourceIndexTemplate(documentsKey: contents.documentsKey, to: path)) == true {
            } else {
                unlink(path)
                try writeDocuments(contents.documents, catalog: catalog, to: path)
                // A template that cannot be kept only costs the next version this build.
                if let template = FileManager.default.contents(atPath: path) {
                    try? catalog.storeResourceIndexTemplate(template, documentsKey: contents.documentsKey)
                }
            }
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
                let sorted = contents.resources.sorted {
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
        } catch let error as BundleError {
            throw error
        } catch let error as OutputFileError {
            throw .unwritable(path: path, reason: error.reason)
        } catch {
            throw .unwritable(path: path, reason: String(describing: error))
        }
    }

    /// The template: the index's schema and the documents' rows.
    private static func writeDocuments(_ documents: [DocumentExport], catalog: Catalog, to path: String) throws {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        var migrator = DatabaseMigrator()
        for migration in CatalogSchema.resourceIndexMigrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
        }
        try migrator.migrate(queue)
        try queue.writeWithoutTransaction { db in
            try catalog.exportDocuments(documents, into: db)
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
