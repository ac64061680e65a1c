import DocumentSummary
import Foundation
import GRDB
import IBSource
import Suggestions

extension Catalog {
    /// The document `query` names: a path (relative to an indexed folder, to the current directory, or
    /// absolute), a file name, or a name without extension, as long as exactly one document matches.
    public func document(matching query: String) throws(CatalogError) -> SummarizedDocument {
        let absolute = URL(fileURLWithPath: query).standardizedFileURL.resolvingSymlinksInPath().path
        let fileName = query.split(separator: "/").last.map(String.init) ?? query
        let candidates: [(id: Int64, root: String, path: String)] = try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, root, path FROM document
                    WHERE path = ?1 OR root || '/' || path = ?2 OR name = ?3 OR path = ?3 OR path LIKE ?4 ESCAPE '\\'
                    ORDER BY root, path
                    """,
                arguments: [query, absolute, query, "%/" + Self.escapeLike(fileName)])
            return rows.map { (id: $0["id"], root: $0["root"], path: $0["path"]) }
        }
        // Prefer the most specific kind of match: a whole path, then a file name, then a bare name.
        let exact = candidates.filter { $0.path == query || $0.root + "/" + $0.path == absolute }
        let byFileName = candidates.filter { $0.path == fileName || $0.path.hasSuffix("/" + fileName) }
        for group in [exact, byFileName, candidates] where !group.isEmpty {
            guard group.count == 1 else {
                throw .ambiguousDocument(query: query, candidates: group.map(\.path))
            }
            return try document(id: group[0].id)
        }
        throw .documentNotFound(query: query, suggestions: try documentSuggestions(for: query))
    }

    /// The names, file names and paths of documents nearest to a query that matched none.
    private func documentSuggestions(for query: String) throws(CatalogError) -> [String] {
        let known: [(name: String, path: String)] = try read { db in
            try Row.fetchAll(db, sql: "SELECT name, path FROM document").map { ($0["name"], $0["path"]) }
        }
        let candidates =
            query.contains("/")
            ? known.map(\.path)
            : query.contains(".")
                ? known.map { String($0.path.split(separator: "/").last ?? "") } : known.map(\.name)
        return Suggestions.nearest(to: query, among: candidates)
    }

    private static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }

    func document(id: Int64) throws(CatalogError) -> SummarizedDocument {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM document WHERE id = ?", arguments: [id]) else {
                throw CatalogError.documentNotFound(query: "#\(id)")
            }
            return try Self.document(row: row, db: db)
        }
    }

    /// Every indexed document in full, ordered by root and path, read in one transaction.
    public func documents() throws(CatalogError) -> [SummarizedDocument] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM document ORDER BY root, path").map { row in
                try Self.document(row: row, db: db)
            }
        }
    }

    private static func document(row: Row, db: Database) throws -> SummarizedDocument {
        let id: Int64 = try row.decode(forColumn: "id")
        let localizations = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT path, language FROM localization WHERE document_id = ? ORDER BY path"), arguments: [id]
        ).map {
            SummarizedDocument.Localization(language: try $0.decode(forColumn: "language"), path: try $0.decode(forColumn: "path"))
        }
        return SummarizedDocument(
            try IBDocument(catalogRow: row, db: db), root: try row.decode(forColumn: "root"), localizations: localizations)
    }
}
