import GRDB

/// The classes the indexed sources declare, per root, with extensions merged into their class:
/// what lint's code rules and the `outlets` query follow along superclasses.
package struct CodeModel {
    /// Outlets that UIKit and AppKit base classes declare themselves, so a subclass's nib may
    /// connect them without the sources declaring them.
    package static let systemOutlets: Set<String> = [
        "view", "window", "contentView", "delegate", "dataSource", "inputView", "inputAccessoryView",
        "initialFirstResponder", "nextKeyView", "menu", "searchDisplayController", "backgroundView",
        "selectedBackgroundView", "accessoryView", "editingAccessoryView", "textLabel", "detailTextLabel", "imageView",
        "tableView", "collectionView", "textField", "gestureRecognizers",
    ]

    /// Whether the superclass a chain ends at, which the sources do not declare, may declare
    /// members of its own that the sources cannot show: a class of a dependency they do not hold
    /// (XLPagerTabStrip's `ButtonBarPagerTabStripViewController` declares `containerView`), unlike
    /// UIKit's and AppKit's (`UI…`, `NS…`), whose outlets are `systemOutlets`.
    package static func endsInUnknownClass(_ chain: [DeclaredClass]) -> Bool {
        guard let last = chain.last?.superclass else { return false }
        return !last.hasPrefix("UI") && !last.hasPrefix("NS")
    }

    package struct Member: Sendable {
        package var path: String
        package var line: Int
        package var typeName: String?
        package var isCollection: Bool
    }

    package struct DeclaredClass: Sendable {
        package var root: String
        package var name: String
        package var objcName: String?
        package var module: String?
        package var superclass: String?
        package var path: String
        package var line: Int
        package var outlets: [String: Member] = [:]
        package var actions: [String: Member] = [:]

        package var key: String { root + "\u{0}" + (module ?? "") + "\u{0}" + name }
        package var location: String { "\(path):\(line)" }
    }

    /// Roots with indexed sources, and the modules those sources build.
    package private(set) var modulesByRoot: [String: Set<String>] = [:]
    private var byKey: [String: DeclaredClass] = [:]
    /// Root, then a class's name and its `@objc` name, to its keys.
    private var byName: [String: [String: [String]]] = [:]

    package init(_ db: Database) throws {
        // A bundle's resource index holds documents only.
        guard try db.tableExists("code_file") else { return }
        for row in try Row.fetchAll(db, sql: "SELECT root, module FROM code_file") {
            let root: String = row["root"]
            var modules = modulesByRoot[root] ?? []
            if let module = row["module"] as String? { modules.insert(module) }
            modulesByRoot[root] = modules
        }
        var extensions: [Row] = []
        for row in try Row.fetchAll(db, sql: "SELECT * FROM code_class ORDER BY root, path, line") {
            if row["is_extension"] {
                extensions.append(row)
                continue
            }
            let declared = DeclaredClass(
                root: row["root"], name: row["name"], objcName: row["objc_name"], module: row["module"],
                superclass: row["superclass"], path: row["path"], line: row["line"])
            guard byKey[declared.key] == nil else { continue }
            byKey[declared.key] = declared
            for name in [declared.name, declared.objcName].compactMap({ $0 }) {
                byName[declared.root, default: [:]][name, default: []].append(declared.key)
            }
        }
        // An extension (or Objective-C category, class extension, implementation) adds to the class
        // of its name, in its module when the class is declared there.
        var extensionTarget: [Int64: String] = [:]
        for row in extensions {
            let keys = byName[row["root"]]?[row["name"]] ?? []
            let module: String? = row["module"]
            if let key = keys.first(where: { byKey[$0]?.module == module }) ?? keys.first {
                extensionTarget[row["id"]] = key
            }
        }
        let members = try Row.fetchAll(
            db,
            sql: """
                SELECT m.class_id, m.kind, m.name, m.type_name, m.is_collection, m.line, c.root, c.module, c.name AS class_name, c.path,
                    c.is_extension
                FROM code_member m JOIN code_class c ON c.id = m.class_id WHERE m.kind IN ('outlet', 'action')
                """)
        for row in members {
            let key: String
            if row["is_extension"] {
                guard let target = extensionTarget[row["class_id"]] else { continue }
                key = target
            } else {
                key = row["root"] + "\u{0}" + ((row["module"] as String?) ?? "") + "\u{0}" + (row["class_name"] as String)
            }
            let member = Member(path: row["path"], line: row["line"], typeName: row["type_name"], isCollection: row["is_collection"])
            if (row["kind"] as String) == "outlet" {
                byKey[key]?.outlets[row["name"]] = member
            } else {
                byKey[key]?.actions[row["name"]] = member
            }
        }
    }

    package var allClasses: [DeclaredClass] { byKey.keys.sorted().compactMap { byKey[$0] } }

    package func classNames(root: String) -> [String] {
        Array(byName[root]?.keys ?? [:].keys)
    }

    /// The classes of `root` named `name` (or `@objc`-named), in `module` when given and known.
    package func classes(root: String, name: String, module: String?) -> [DeclaredClass] {
        let found = (byName[root]?[name] ?? []).compactMap { byKey[$0] }
        guard let module else { return found }
        let inModule = found.filter { $0.module == module || $0.module == nil }
        return inModule
    }

    /// The class and its declared superclasses, nearest first; nil when the sources do not declare
    /// the class. The chain ends at the first superclass the sources do not declare.
    package func chain(root: String, className: String, module: String?) -> [DeclaredClass]? {
        guard let first = classes(root: root, name: className, module: module).first else { return nil }
        return chain(from: first)
    }

    /// `first` and its declared superclasses, nearest first.
    package func chain(from first: DeclaredClass) -> [DeclaredClass] {
        let root = first.root
        var chain = [first]
        var seen: Set<String> = [first.key]
        while let superclass = chain.last?.superclass,
            let next = classes(root: root, name: superclass, module: chain.last?.module).first
                ?? classes(root: root, name: superclass, module: nil).first,
            seen.insert(next.key).inserted
        {
            chain.append(next)
        }
        return chain
    }
}
