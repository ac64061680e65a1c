import CodeSource
import Foundation
import GRDB
import InputFiles

extension Catalog {
    /// Brings the stored declarations of the root's Swift and Objective-C sources up to date with
    /// `files`, every source under the root: unchanged files (size and modification time) are not
    /// read again, and files that went leave the catalog. Sources are parsed on every core.
    func updateCodeFiles(_ files: [ScannedFile], of target: IndexTarget, db: Database, summary: inout IndexSummary) throws {
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
        let modules = CodeModules(root: root)
        let parsed = changed.parallelMap { file -> Result<CodeFileDeclarations, InputFileError>? in
            let data: Data
            do throws(InputFileError) {
                data = try InputFile.read(root + "/" + file.path)
            } catch {
                return .failure(error)
            }
            if GitLFSPointer.isPointer(data) {
                return nil
            }
            return CodeSourceReader.declarations(in: String(decoding: data, as: UTF8.self), path: file.path).map { .success($0) }
        }
        let insertClass = try db.makeStatement(
            sql: """
                INSERT INTO code_class (root, path, module, name, objc_name, superclass, is_extension, is_designable, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertMember = try db.makeStatement(
            sql: """
                INSERT INTO code_member (class_id, kind, name, type_name, is_collection, optionality, is_weak, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertImage = try db.makeStatement(sql: "INSERT INTO code_image (root, path, name, kind, line) VALUES (?, ?, ?, ?, ?)")
        for (file, result) in zip(changed, parsed) {
            try Self.removeCodeFile(file.path, root: root, db: db)
            try db.execute(sql: "DELETE FROM unindexed_file WHERE root = ? AND path = ?", arguments: [root, file.path])
            switch result {
            case .success(let declarations):
                summary.bytesParsed += file.size
                let module = modules.module(of: file.path)
                try db.execute(
                    sql: "INSERT INTO code_file (root, path, size, mtime_ns, language, module) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [root, file.path, file.size, file.mtimeNanoseconds, declarations.language.rawValue, module])
                for declared in declarations.classes {
                    try insertClass.execute(arguments: [
                        root, file.path, module, declared.name, declared.objcName, declared.superclass, declared.isExtension,
                        declared.isDesignable, declared.line,
                    ])
                    let id = db.lastInsertedRowID
                    for outlet in declared.outlets {
                        try insertMember.execute(arguments: [
                            id, "outlet", outlet.name, outlet.typeName, outlet.isCollection, outlet.optionality.rawValue,
                            outlet.isWeak, outlet.line,
                        ])
                    }
                    for action in declared.actions {
                        try insertMember.execute(arguments: [id, "action", action.selector, nil, false, nil, false, action.line])
                    }
                    for inspectable in declared.inspectables {
                        try insertMember.execute(arguments: [
                            id, "inspectable", inspectable.name, inspectable.typeName, false, nil, false, inspectable.line,
                        ])
                    }
                }
                for image in declarations.images {
                    try insertImage.execute(arguments: [root, file.path, image.name, image.kind.rawValue, image.line])
                }
            case nil:
                summary.skipped.append(IndexSkip(path: target.display(file.path), message: GitLFSPointer.message))
                try Self.recordUnindexed(file, root: root, db: db)
            case .failure(let error):
                summary.failures.append(IndexFailure(path: target.display(file.path), line: nil, message: error.reason))
                try Self.recordUnindexed(file, root: root, db: db)
            }
        }
    }

    private static func removeCodeFile(_ path: String, root: String, db: Database) throws {
        for table in ["code_file", "code_class", "code_image"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE root = ? AND path = ?", arguments: [root, path])
        }
    }
}

/// The module each source file of a root compiles into, from the Xcode targets of its projects: the
/// target whose folders hold the file, else the project's only target; none without a project (or
/// when the project cannot be read: the documents' indexing reports that).
struct CodeModules {
    private let targets: ProjectTargets?

    init(root: String) {
        targets = (try? ProjectConfiguration.load(root: root)).flatMap { try? ProjectTargets.load(root: root, configuration: $0) }
    }

    func module(of path: String) -> String? {
        guard let targets else { return nil }
        if let target = targets.targets(containing: path).first {
            return target.moduleName
        }
        return targets.targets.count == 1 ? targets.targets[0].moduleName : nil
    }
}
