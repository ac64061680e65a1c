import CatalogStore
import GRDB
import ProjectModel

/// What the rules that check documents against the Swift and Objective-C sources indexed under the
/// same root share. Only classes the sources declare are checked: a class from a binary framework
/// is unknown, not wrong.
enum CodeRules {
    /// Connections of `kinds` with the class of their source (`s`) or target (`t`) object as
    /// `class_name`/`class_module`, and the destination object's class. The ends are found by id
    /// (`INDEXED BY`): without statistics SQLite takes the primary key's document prefix instead and
    /// reads every object of the document for each end, most of the code rules' time.
    static func connections(_ db: Database, kinds: [String], classOf side: String) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, c.connection_id AS object_id, c.line, c.name,
                    \(side).class AS class_name, \(side).custom_module AS class_module,
                    \(side).module_from_target AS class_module_from_target,
                    t.class AS destination_class, t.custom_module AS destination_module
                FROM connection c JOIN document d ON d.id = c.document_id
                JOIN object s INDEXED BY object_document_object ON s.document_id = c.document_id AND s.object_id = c.source_id
                JOIN object t INDEXED BY object_document_object ON t.document_id = c.document_id AND t.object_id = c.destination_id
                WHERE d.kind IN ('xib', 'storyboard') AND c.name IS NOT NULL
                    AND c.kind IN (\(kinds.map { "'\($0)'" }.joined(separator: ", ")))
                """)
    }
}

/// The modules of the Xcode targets that hold each document, from the projects of its root, read
/// once per root: what `customModuleProvider="target"` stands for.
final class DocumentTargetModules {
    private var targetsOfRoot: [String: ProjectTargets] = [:]

    /// Empty when the root has no project that can be read or no target holds the document.
    func modules(root: String, document: String) -> [String] {
        if targetsOfRoot[root] == nil {
            let configuration = (try? ProjectConfiguration.load(root: root)) ?? ProjectConfiguration()
            targetsOfRoot[root] = (try? ProjectTargets.load(root: root, configuration: configuration)) ?? ProjectTargets(targets: [])
        }
        return Array(Set(targetsOfRoot[root]!.targets(containing: document).map(\.moduleName))).sorted()
    }
}

extension CodeModel {
    /// The declared chain of the class a code rule's row names: `root`, `path` (the document),
    /// `class_name`, `class_module` and `class_module_from_target`.
    func chain(ofClassIn row: Row, targets: DocumentTargetModules) -> [DeclaredClass]? {
        let fromTarget: Bool = row["class_module_from_target"] ?? false
        return chain(
            root: row["root"], className: row["class_name"], module: row["class_module"], moduleFromTarget: fromTarget,
            targetModules: fromTarget ? targets.modules(root: row["root"], document: row["path"]) : [])
    }
}
