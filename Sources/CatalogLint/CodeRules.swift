import CatalogStore
import GRDB
import Suggestions

/// Rules that check a document's outlets, actions and custom classes against the Swift and
/// Objective-C sources indexed under the same root. Only classes the sources declare are checked:
/// a class from a binary framework is unknown, not wrong.
enum CodeRules {
    static func outletsWithoutProperty(_ db: Database) throws -> [LintFinding] {
        let code = try CodeModel(db)
        var findings: [LintFinding] = []
        for row in try connections(db, kinds: ["outlet", "outletCollection"], classOf: "s") {
            let name: String = row["name"]
            guard !CodeModel.systemOutlets.contains(name),
                let chain = code.chain(root: row["root"], className: row["class_name"], module: row["class_module"]),
                !chain.contains(where: { $0.outlets[name] != nil }), !CodeModel.endsInUnknownClass(chain)
            else { continue }
            let known = chain.flatMap(\.outlets.keys)
            findings.append(
                LintFinding(
                    .outletWithoutProperty, row,
                    message: "outlet '\(name)' names no @IBOutlet of \(row["class_name"] as String) "
                        + "(\(chain[0].location)): loading the nib throws 'not key value coding-compliant for the key \(name)'"
                        + Suggestions.phrase(Suggestions.nearest(to: name, among: known, limit: 1))))
        }
        return findings
    }

    static func actionsWithoutMethod(_ db: Database) throws -> [LintFinding] {
        let code = try CodeModel(db)
        var findings: [LintFinding] = []
        for row in try connections(db, kinds: ["action"], classOf: "t") {
            let selector: String = row["name"]
            guard let chain = code.chain(root: row["root"], className: row["class_name"], module: row["class_module"]),
                !chain.contains(where: { $0.actions[selector] != nil }), !CodeModel.endsInUnknownClass(chain)
            else { continue }
            let known = chain.flatMap(\.actions.keys)
            findings.append(
                LintFinding(
                    .actionWithoutMethod, row,
                    message: "action '\(selector)' names no @IBAction of \(row["class_name"] as String) "
                        + "(\(chain[0].location)): the control sends an unrecognized selector"
                        + Suggestions.phrase(Suggestions.nearest(to: selector, among: known, limit: 1))))
        }
        return findings
    }

    /// Custom classes of objects that no source of the root declares, in a root whose sources are
    /// indexed, for no module, the target's module or a module those sources build.
    static func undeclaredCustomClasses(_ db: Database) throws -> [LintFinding] {
        let code = try CodeModel(db)
        return try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, o.object_id, o.line, o.custom_class, o.custom_module, o.module_from_target
                FROM object o JOIN document d ON d.id = o.document_id
                WHERE d.kind IN ('xib', 'storyboard') AND o.custom_class IS NOT NULL
                    AND (o.placeholder_role IS NULL OR o.placeholder_role IN ('filesOwner', 'externalObject'))
                """
        ).compactMap { row in
            let root: String = row["root"]
            let name: String = row["custom_class"]
            let module: String? = row["custom_module"]
            guard let modules = code.modulesByRoot[root], code.classes(root: root, name: name, module: module).isEmpty,
                module == nil || modules.contains(module!) || row["module_from_target"]
            else { return nil }
            let candidates = code.classNames(root: root)
            return LintFinding(
                .undeclaredCustomClass, row,
                message: "custom class \(name)\(module.map { " (module \($0))" } ?? "") is declared by no source: "
                    + "UIKit makes a plain base-class object instead"
                    + Suggestions.phrase(Suggestions.nearest(to: name, among: candidates, limit: 1)))
        }
    }

    /// `@IBOutlet`s and `@IBAction`s of a class that no document connects, on an object of the class
    /// or of a subclass.
    static func unusedDeclarations(_ db: Database) throws -> [LintFinding] {
        let code = try CodeModel(db)
        var used: Set<String> = []
        for (kinds, side) in [(["outlet", "outletCollection"], "s"), (["action"], "t")] {
            for row in try connections(db, kinds: kinds, classOf: side) {
                guard let chain = code.chain(root: row["root"], className: row["class_name"], module: row["class_module"])
                else { continue }
                for declared in chain {
                    used.insert(declared.declarationKey + " " + (row["name"] as String))
                }
            }
        }
        // An unwind segue's action is looked for along the chain of presenting controllers at run
        // time: any class of the root that declares it counts as used.
        var unwindActions: Set<String> = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT DISTINCT d.root, c.unwind_action FROM connection c JOIN document d ON d.id = c.document_id
                WHERE c.unwind_action IS NOT NULL
                """)
        {
            unwindActions.insert((row["root"] as String) + " " + (row["unwind_action"] as String))
        }
        // A class of a file two targets compile is declared once per module: its members are used
        // when either is connected, and reported once.
        var findings: Set<LintFinding> = []
        for declared in code.allClasses {
            for (name, location) in declared.outlets where !used.contains(declared.declarationKey + " " + name) {
                findings.insert(
                    LintFinding(
                        rule: .unusedIBDeclaration, root: declared.root, document: location.path, line: location.line,
                        objectID: nil, message: "@IBOutlet '\(name)' of \(declared.name) is connected by no document"))
            }
            for (selector, location) in declared.actions
            where !used.contains(declared.declarationKey + " " + selector)
                && !unwindActions.contains(declared.root + " " + selector)
            {
                findings.insert(
                    LintFinding(
                        rule: .unusedIBDeclaration, root: declared.root, document: location.path, line: location.line,
                        objectID: nil, message: "@IBAction '\(selector)' of \(declared.name) is connected by no document"))
            }
        }
        return Array(findings)
    }

    /// Outlets whose code type is a class the sources declare and the connected object is not of
    /// that class or a subclass of it.
    static func outletTypeMismatches(_ db: Database) throws -> [LintFinding] {
        let code = try CodeModel(db)
        var findings: [LintFinding] = []
        for row in try connections(db, kinds: ["outlet", "outletCollection"], classOf: "s") {
            let name: String = row["name"]
            let root: String = row["root"]
            guard let chain = code.chain(root: root, className: row["class_name"], module: row["class_module"]),
                let outlet = chain.lazy.compactMap({ $0.outlets[name] }).first, let type = outlet.typeName,
                !code.classes(root: root, name: type, module: nil).isEmpty,
                let destination = row["destination_class"] as String?
            else { continue }
            let destinationChain = code.chain(root: root, className: destination, module: row["destination_module"]) ?? []
            guard destination != type, !destinationChain.contains(where: { $0.name == type || $0.objcName == type }) else {
                continue
            }
            findings.append(
                LintFinding(
                    .outletTypeMismatch, row,
                    message: "outlet '\(name)' is a \(type) in code (\(outlet.path):\(outlet.line)) "
                        + "but connects to a \(destination)"))
        }
        return findings
    }

    /// User-defined runtime attributes on objects of a class the sources declare, whose key (a key
    /// path's first component) key-value coding cannot set: a Swift property the Objective-C runtime
    /// does not see (error: certain to throw), or a key neither the class, its declared superclasses,
    /// an extension of a system class nor the UIKit/AppKit base class has (warning: the base class's
    /// keys are known only as far as `SystemKeys` lists them). A class whose chain leaves the
    /// sources for a class of another framework is not judged.
    static func runtimeAttributesWithoutProperty(_ db: Database) throws -> [LintFinding] {
        guard try db.tableExists("runtime_attribute") else { return [] }
        let code = try CodeModel(db)
        var findings: [LintFinding] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, a.object_id, a.line, a.key_path, o.class AS class_name,
                    o.custom_module AS class_module
                FROM runtime_attribute a JOIN document d ON d.id = a.document_id
                JOIN object o INDEXED BY object_document_object ON o.document_id = a.document_id AND o.object_id = a.object_id
                WHERE d.kind IN ('xib', 'storyboard') AND o.custom_class IS NOT NULL
                ORDER BY d.root, d.path, a.ordinal
                """)
        {
            let root: String = row["root"]
            let keyPath: String = row["key_path"]
            let className: String = row["class_name"]
            let key = String(keyPath.prefix { $0 != "." })
            let setterKey = CodeModel.setterKey(key)
            guard !key.isEmpty, let chain = code.chain(root: root, className: className, module: row["class_module"]),
                !chain.contains(where: { $0.settableKeys[setterKey] != nil })
            else { continue }
            let effect = "loading the nib throws 'not key value coding-compliant for the key \(key)'"
            if let property = chain.lazy.compactMap({ $0.swiftOnlyProperties[setterKey] }).first {
                findings.append(
                    LintFinding(
                        .runtimeAttributeWithoutProperty, row, severity: .error,
                        message: "runtime attribute '\(keyPath)' sets '\(key)', a Swift property of \(className) "
                            + "(\(property.path):\(property.line)) that Objective-C cannot see: \(effect); "
                            + "mark it @IBInspectable or @objc"))
                continue
            }
            guard let base = chain.last?.superclass, let systemKeys = SystemKeys.keys(ofBaseClass: base),
                !SystemKeys.contains(key, in: systemKeys), code.systemExtensionKeys[root]?.contains(setterKey) != true
            else { continue }
            let known = chain.flatMap(\.settableKeys.values).map(\.name)
            findings.append(
                LintFinding(
                    .runtimeAttributeWithoutProperty, row, severity: .warning,
                    message: "runtime attribute '\(keyPath)' sets '\(key)', which \(className) (\(chain[0].location)) "
                        + "does not declare: unless \(base) has it, \(effect)"
                        + Suggestions.phrase(Suggestions.nearest(to: key, among: known, limit: 1))))
        }
        return findings
    }

    /// Connections of `kinds` with the class of their source (`s`) or target (`t`) object as
    /// `class_name`/`class_module`, and the destination object's class. The ends are found by id
    /// (`INDEXED BY`): without statistics SQLite takes the primary key's document prefix instead and
    /// reads every object of the document for each end, most of the code rules' time.
    private static func connections(_ db: Database, kinds: [String], classOf side: String) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, c.connection_id AS object_id, c.line, c.name,
                    \(side).class AS class_name, \(side).custom_module AS class_module,
                    t.class AS destination_class, t.custom_module AS destination_module
                FROM connection c JOIN document d ON d.id = c.document_id
                JOIN object s INDEXED BY object_document_object ON s.document_id = c.document_id AND s.object_id = c.source_id
                JOIN object t INDEXED BY object_document_object ON t.document_id = c.document_id AND t.object_id = c.destination_id
                WHERE d.kind IN ('xib', 'storyboard') AND c.name IS NOT NULL
                    AND c.kind IN (\(kinds.map { "'\($0)'" }.joined(separator: ", ")))
                """)
    }
}
