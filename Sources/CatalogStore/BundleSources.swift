import Crypto
import Foundation
import GRDB
import GRDBSQLite
import ResourceAssets
import Schema

#if canImport(Glibc)
    import Glibc
#endif

extension Catalog {
    /// Every indexed document, by root and path, with its image references and string tables.
    public func bundleSourceDocuments() throws(CatalogError) -> [BundleSourceDocument] {
        try read { db in
            var documents: [BundleSourceDocument] = []
            var indexByID: [Int64: Int] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: "SELECT id, root, path, name, kind, platform, size, mtime_ns, sha256 FROM document ORDER BY root, path")
            while let row = try rows.next() {
                indexByID[row["id"]] = documents.count
                documents.append(
                    BundleSourceDocument(
                        id: row["id"], root: row["root"], path: row["path"], name: row["name"], kind: try Self.documentKind(of: row),
                        platform: row["platform"], size: row["size"], mtimeNanoseconds: row["mtime_ns"], sha256: row["sha256"],
                        images: [], strings: []))
            }
            let images = try Row.fetchCursor(
                db, sql: "SELECT document_id, name, is_system, line FROM image_reference ORDER BY document_id, ordinal")
            while let row = try images.next() {
                guard let index = indexByID[row["document_id"]] else { continue }
                documents[index].images.append(
                    BundleSourceDocument.ImageReference(name: row["name"], isSystem: row["is_system"], line: row["line"]))
            }
            let strings = try Row.fetchCursor(
                db, sql: "SELECT document_id, path, language FROM localization ORDER BY document_id, path")
            while let row = try strings.next() {
                guard let index = indexByID[row["document_id"]] else { continue }
                documents[index].strings.append(BundleSourceDocument.StringsTable(path: row["path"], language: row["language"]))
            }
            return documents
        }
    }

    /// Tables holding a document's contents, each keyed by `document_id`. String tables are left
    /// out: their paths belong to the source folder.
    private static let documentContentTables = [
        "object", "connection", "scene", "storyboard_reference", "image_reference", "declared_image", "named_resource",
    ]

    /// Copies documents' rows into `db`, a database created with the catalog's first migration
    /// (a bundle's resource index), under new ids and paths, with no root or timestamp: the copy
    /// depends only on the documents' contents. `db` must not be in a transaction (SQLite attaches
    /// the catalog outside one).
    public func exportDocuments(_ exports: [DocumentExport], into db: Database) throws {
        try db.execute(sql: "ATTACH DATABASE ? AS catalog", arguments: [path])
        defer { try? db.execute(sql: "DETACH DATABASE catalog") }
        // Deferred: the catalog is only read, and an immediate transaction would take its write
        // lock too, failing while a compilation is being stored in it.
        try db.inTransaction(.deferred) {
            try Self.copy(exports, db: db)
            return .commit
        }
    }

    private static func copy(_ exports: [DocumentExport], db: Database) throws {
        var copies: [Statement] = []
        for table in documentContentTables {
            let columns = try Row.fetchAll(db, sql: "PRAGMA main.table_info(\(table))").map { $0["name"] as String }
            let others = columns.filter { $0 != "document_id" }.joined(separator: ", ")
            copies.append(
                try db.makeStatement(
                    sql: """
                        INSERT INTO main.\(table) (document_id, \(others))
                        SELECT ?, \(others) FROM catalog.\(table) WHERE document_id = ?
                        """))
        }
        let document = try db.makeStatement(
            sql: """
                INSERT INTO main.document (id, root, path, name, kind, platform, tools_version, localization,
                    initial_view_controller, size, mtime_ns, sha256)
                SELECT ?, '', ?, name, kind, platform, tools_version, localization, initial_view_controller, size, 0, sha256
                FROM catalog.document WHERE id = ?
                """)
        for export in exports {
            try document.execute(arguments: [export.id, export.path, export.catalogID])
            for statement in copies {
                try statement.execute(arguments: [export.id, export.catalogID])
            }
        }
    }
}

extension Catalog {
    /// Writes to `path` (created or truncated) the bytes of a resource index holding only the rows
    /// of some documents, as the caller built them (the resource index's migrations, then
    /// `exportDocuments`) and stored them under `documentsKey`, a hash of what it exported. False
    /// when there are none: never stored, replaced by two newer ones, or dropped because a
    /// document changed since (the catalog drops every template then); `path` is untouched then.
    public func copyResourceIndexTemplate(documentsKey: Data, to path: String) throws(CatalogError) -> Bool {
        try read { db in
            guard
                let id = try Int64.fetchOne(
                    db, sql: "SELECT id FROM resource_index_template WHERE key = ?",
                    arguments: [Self.templateKey(documentsKey, db: db)]),
                let connection = db.sqliteConnection
            else { return false }
            // Tens of megabytes in a chain of overflow pages: mapped, they are copied out without
            // a read call per page, and through one small buffer rather than a copy of the whole.
            try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            defer { try? db.execute(sql: "PRAGMA mmap_size = 0") }
            var blob: OpaquePointer?
            let code = sqlite3_blob_open(connection, "main", "resource_index_template", "bytes", id, 0, &blob)
            defer { sqlite3_blob_close(blob) }
            guard code == SQLITE_OK, let blob else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)))
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { throw CatalogError.database(path: path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            let size = Int(sqlite3_blob_bytes(blob))
            let chunk = 1 << 20
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
            defer { buffer.deallocate() }
            var offset = 0
            while offset < size {
                let count = min(chunk, size - offset)
                let read = sqlite3_blob_read(blob, buffer, Int32(count), Int32(offset))
                guard read == SQLITE_OK else {
                    throw DatabaseError(resultCode: ResultCode(rawValue: read), message: String(cString: sqlite3_errmsg(connection)))
                }
                var written = 0
                while written < count {
                    let result = write(descriptor, buffer + written, count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw CatalogError.database(path: path, reason: String(cString: strerror(errno)))
                    }
                    written += result
                }
                offset += count
            }
            return true
        }
    }

    /// Keeps a template under `documentsKey` with the newest one stored before it, so that two
    /// bundles of different documents published in turn both find theirs.
    public func storeResourceIndexTemplate(_ bytes: Data, documentsKey: Data) throws(CatalogError) {
        do {
            try database.write { db in
                let key = try Self.templateKey(documentsKey, db: db)
                try db.execute(
                    sql: """
                        DELETE FROM resource_index_template
                        WHERE key = ? OR id < (SELECT MAX(id) FROM resource_index_template)
                        """,
                    arguments: [key])
                try db.execute(sql: "INSERT INTO resource_index_template (key, bytes) VALUES (?, ?)", arguments: [key, bytes])
            }
        } catch {
            throw .database(path: path, reason: Self.describe(error))
        }
    }

    /// The stored key: the caller's, with what else decides the bytes, the resource index's schema
    /// and the SQLite library that writes it.
    private static func templateKey(_ documentsKey: Data, db: Database) throws -> Data {
        var hasher = SHA256()
        hasher.update(data: Data("resource-index-template-1\u{0}".utf8))
        hasher.update(data: Data((try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "").utf8) + [0])
        for migration in CatalogSchema.resourceIndexMigrations {
            hasher.update(data: Data((migration.identifier + "\u{0}" + migration.sql + "\u{0}").utf8))
        }
        hasher.update(data: documentsKey)
        return Data(hasher.finalize())
    }
}
