import CodeSource
import Foundation
import GRDB
import InputFiles
import ProjectModel

extension Catalog {
    /// Brings the stored declarations of the root's Swift and Objective-C sources up to date with
    /// `files`, every source under the root: unchanged files (size and modification time) are not
    /// read again, and files that went leave the catalog. Sources are parsed on every core.
    func updateCodeFiles(
        _ files: [ScannedFile], of target: IndexTarget, reading reader: some IndexFileReading, db: Database,
        summary: inout IndexSummary
    ) throws {
        let root = target.root
        var stored: [PathKey: (size: Int64, mtime: Int64)] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT path, size, mtime_ns FROM code_file WHERE root = ?", arguments: [root])
        while let row = try rows.next() {
            stored[PathKey(row["path"])] = (row["size"], row["mtime_ns"])
        }
        let present = Set(files.map { PathKey($0.path) })
        for (key, _) in stored where !present.contains(key) {
            try Self.removeCodeFile(String(decoding: key.bytes, as: UTF8.self), root: root, db: db)
        }
        let changed = files.filter { file in
            guard let known = stored[PathKey(file.path)] else { return true }
            return known.size != file.size || known.mtime != file.mtimeNanoseconds
        }
        guard !changed.isEmpty else { return }
        let modules = reader.sourceModules(root: root)
        let parsed = changed.parallelMap { reader.codeDeclarations($0, root: root) }
        let insertClass = try db.makeStatement(
            sql: """
                INSERT INTO code_class (root, path, module, name, objc_name, superclass, is_extension, is_designable, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertMember = try db.makeStatement(
            sql: """
                INSERT INTO code_member (class_id, kind, name, type_name, is_collection, optionality, is_weak, is_objc, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertModule = try db.makeStatement(sql: "INSERT INTO code_file_module (root, path, module) VALUES (?, ?, ?)")
        let insertImage = try db.makeStatement(sql: "INSERT INTO code_image (root, path, name, kind, line) VALUES (?, ?, ?, ?, ?)")
        let insertSelector = try db.makeStatement(sql: "INSERT INTO code_selector (root, path, selector, line) VALUES (?, ?, ?, ?)")
        // Rows to replace exist only for files stored before: a first index of a tree skips the
        // deletes (a statement each, compiled per file, were a tenth of a cold index). The root's
        // `unindexed_file` rows were cleared before this runs (a folder's index records them again).
        let insertFile = try db.makeStatement(
            sql: "INSERT INTO code_file (root, path, size, mtime_ns, language) VALUES (?, ?, ?, ?, ?)")
        for (file, result) in zip(changed, parsed) {
            if stored[PathKey(file.path)] != nil {
                try Self.removeCodeFile(file.path, root: root, db: db)
            }
            switch result {
            case .read(let declarations):
                summary.bytesParsed += file.size
                let fileModules = modules.modules(of: file.path)
                try insertFile.execute(arguments: [root, file.path, file.size, file.mtimeNanoseconds, declarations.language.rawValue])
                for module in fileModules {
                    try insertModule.execute(arguments: [root, file.path, module])
                }
                // A file two targets compile declares its classes in both modules.
                for module in fileModules.isEmpty ? [nil] : fileModules.map(Optional.some) {
                    for declared in declarations.classes {
                        try insertClass.execute(arguments: [
                            root, file.path, module, declared.name, declared.objcName, declared.superclass,
                            declared.isExtension, declared.isDesignable, declared.line,
                        ])
                        try Self.insertMembers(of: declared, classID: db.lastInsertedRowID, statement: insertMember)
                    }
                }
                for image in declarations.images {
                    try insertImage.execute(arguments: [root, file.path, image.name, image.kind.rawValue, image.line])
                }
                for reference in declarations.selectors {
                    try insertSelector.execute(arguments: [root, file.path, reference.selector, reference.line])
                }
            case .gitLFSPointer:
                summary.skipped.append(IndexSkip(path: target.display(file.path), message: GitLFSPointer.message))
                try Self.recordUnindexed(file, root: root, db: db)
            case .failure(let line, let message):
                summary.failures.append(IndexFailure(path: target.display(file.path), line: line, message: message))
                try Self.recordUnindexed(file, root: root, db: db)
            }
        }
    }

    private static func insertMembers(of declared: CodeClass, classID: Int64, statement: Statement) throws {
        for outlet in declared.outlets {
            try statement.execute(arguments: [
                classID, "outlet", outlet.name, outlet.typeName, outlet.isCollection, outlet.optionality.rawValue,
                outlet.isWeak, true, outlet.line,
            ])
        }
        for action in declared.actions {
            try statement.execute(arguments: [classID, "action", action.selector, nil, false, nil, false, true, action.line])
        }
        // Actions are methods too: only the others are stored as such.
        let actions = Set(declared.actions.map(\.selector))
        for method in declared.methods where !actions.contains(method.selector) {
            try statement.execute(arguments: [classID, "method", method.selector, nil, false, nil, false, true, method.line])
        }
        for inspectable in declared.inspectables {
            try statement.execute(arguments: [
                classID, "inspectable", inspectable.name, inspectable.typeName, false, nil, false, true, inspectable.line,
            ])
        }
        for property in declared.properties {
            try statement.execute(arguments: [
                classID, "property", property.name, nil, false, nil, false, property.isExposedToObjC, property.line,
            ])
        }
    }

    /// The tables that hold a source file's rows, by root and path (members go with their class).
    static let codeTables = ["code_file", "code_file_module", "code_class", "code_image", "code_selector"]

    private static func removeCodeFile(_ path: String, root: String, db: Database) throws {
        for table in codeTables {
            try db.cachedStatement(sql: "DELETE FROM \(table) WHERE root = ? AND path = ?").execute(arguments: [root, path])
        }
    }
}
