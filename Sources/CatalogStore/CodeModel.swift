import CodeSource
import GRDB
import IBSource

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
        return systemFramework(ofClass: last) == nil
    }

    /// The UI framework of a class the sources do not declare (`UIKit`, `AppKit`), by its name
    /// (`SystemFramework`); nil for a dependency's class or another framework's.
    package static func systemFramework(ofClass className: String) -> String? {
        let module = SystemFramework.of(className: className, platform: .macOS)
        return module == "UIKit" || module == "AppKit" ? module : nil
    }

    package struct Member: Sendable {
        /// As the source declares it (`URLString`, where `settableKeys` holds the setter form).
        package var name: String
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
        /// Instance methods the Objective-C runtime sees that are no `@IBAction`, by selector.
        package var methods: [String: Member] = [:]
        /// Properties key-value coding can set (inspectables, outlets, `@objc` properties, Objective-C
        /// properties, instance variables and setters), by `CodeModel.setterKey`.
        package var settableKeys: [String: Member] = [:]
        /// Swift properties the Objective-C runtime does not see, by `CodeModel.setterKey`.
        package var swiftOnlyProperties: [String: Member] = [:]

        package var key: String { root + "\u{0}" + (module ?? "") + "\u{0}" + name }
        /// The declaration in the source, the same for each module the file compiles into.
        package var declarationKey: String { root + "\u{0}" + path + "\u{0}" + String(line) + "\u{0}" + name }
        package var location: String { "\(path):\(line)" }
    }

    /// Per root, the selectors its code names (`#selector`, `@selector`, …).
    package private(set) var selectorsByRoot: [String: SelectorReferences] = [:]
    /// Roots with indexed sources, and the modules those sources build.
    package private(set) var modulesByRoot: [String: Set<String>] = [:]
    private var byKey: [String: DeclaredClass] = [:]
    /// Root, then a class's name and its `@objc` name, to its keys.
    private var byName: [String: [String: [String]]] = [:]
    /// Per root, the settable keys (by `setterKey`) that extensions and categories add to classes the
    /// root does not declare (`extension UIView { @IBInspectable var cornerRadius … }`): such a key
    /// may be one of any system class.
    package private(set) var systemExtensionKeys: [String: Set<String>] = [:]

    /// Key-value coding sets `key` with `set` + the key with its first letter uppercased, so keys
    /// that differ only in that letter are the same key.
    package static func setterKey(_ key: String) -> String {
        key.prefix(1).uppercased() + key.dropFirst()
    }

    package init(_ db: Database) throws {
        // A bundle's resource index holds documents only.
        guard try db.tableExists("code_file") else { return }
        for root in try String.fetchAll(db, sql: "SELECT DISTINCT root FROM code_file") {
            modulesByRoot[root] = []
        }
        for row in try Row.fetchAll(db, sql: "SELECT DISTINCT root, module FROM code_file_module") {
            modulesByRoot[row["root"], default: []].insert(row["module"])
        }
        var references: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT DISTINCT root, selector FROM code_selector") {
            references[row["root"], default: []].append(row["selector"])
        }
        selectorsByRoot = references.mapValues(SelectorReferences.init)
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
        // of its name, in its module when the class is declared there; an Objective-C one to the
        // Objective-C class of the name (its header may be in no target, so in no module).
        var extensionTarget: [Int64: String] = [:]
        let isObjectiveC = { (path: String) in CodeLanguage(path: path) == .objectiveC }
        for row in extensions {
            let keys = byName[row["root"]]?[row["name"]] ?? []
            let module: String? = row["module"]
            let sameLanguage = isObjectiveC(row["path"]) ? keys.first { byKey[$0].map { isObjectiveC($0.path) } == true } : nil
            if let key = keys.first(where: { byKey[$0]?.module == module }) ?? sameLanguage ?? keys.first {
                extensionTarget[row["id"]] = key
            }
        }
        let members = try Row.fetchAll(
            db,
            sql: """
                SELECT m.class_id, m.kind, m.name, m.type_name, m.is_collection, m.is_objc, m.line, c.root, c.module,
                    c.name AS class_name, c.path, c.is_extension
                FROM code_member m JOIN code_class c ON c.id = m.class_id
                """)
        for row in members {
            let kind: String = row["kind"]
            let name: String = row["name"]
            let isSettable = kind == "outlet" || kind == "inspectable" || (kind == "property" && row["is_objc"])
            let key: String
            if row["is_extension"] {
                guard let target = extensionTarget[row["class_id"]] else {
                    if isSettable {
                        systemExtensionKeys[row["root"], default: []].insert(Self.setterKey(name))
                    }
                    continue
                }
                key = target
            } else {
                key = row["root"] + "\u{0}" + ((row["module"] as String?) ?? "") + "\u{0}" + (row["class_name"] as String)
            }
            let member = Member(
                name: name, path: row["path"], line: row["line"], typeName: row["type_name"], isCollection: row["is_collection"])
            switch kind {
            case "outlet": byKey[key]?.outlets[name] = member
            case "action": byKey[key]?.actions[name] = member
            case "method": byKey[key]?.methods[name] = member
            default: break
            }
            if isSettable {
                byKey[key]?.settableKeys[Self.setterKey(name)] = member
            } else if kind == "property" {
                byKey[key]?.swiftOnlyProperties[Self.setterKey(name)] = member
            }
        }
    }

    package var allClasses: [DeclaredClass] { byKey.keys.sorted().compactMap { byKey[$0] } }

    package func classNames(root: String) -> [String] {
        Array(byName[root]?.keys ?? [:].keys)
    }

    /// The classes of `root` named `name` (or `@objc`-named), in `module` when given and known:
    /// those of that module, else those of files no target compiles (whose module is unknown). A
    /// class of the module comes first even when a file in no target (a dependency's demo app
    /// under `Carthage/Checkouts`) declares one of the same name.
    private func isObjectiveC(_ path: String) -> Bool {
        CodeLanguage(path: path) == .objectiveC
    }

    package func classes(root: String, name: String, module: String?) -> [DeclaredClass] {
        let found = (byName[root]?[name] ?? []).compactMap { byKey[$0] }
        guard let module else {
            // A document that names no module finds the class by its bare name, as the Objective-C
            // runtime does: an Objective-C class, or a Swift class exposed under that name (or of
            // no known module), comes before a Swift class of a module, which that name misses.
            let bareNamed = { (declared: DeclaredClass) in
                declared.module == nil || declared.objcName == name || isObjectiveC(declared.path)
            }
            return found.filter(bareNamed) + found.filter { !bareNamed($0) }
        }
        let inModule = found.filter { $0.module == module }
        return inModule.isEmpty ? found.filter { $0.module == nil } : inModule
    }

    /// The class and its declared superclasses, nearest first; nil when the sources do not declare
    /// the class. The chain ends at the first superclass the sources do not declare.
    ///
    /// `moduleFromTarget`: the document says `customModuleProvider="target"`, so Xcode builds it
    /// with the module of the target that holds it, whatever `module` it last wrote (a renamed
    /// target leaves the old name there): the class is looked for in `targetModules`, the modules
    /// of the targets holding the document, and in any module when those are not known.
    package func chain(
        root: String, className: String, module: String?, moduleFromTarget: Bool = false, targetModules: [String] = []
    ) -> [DeclaredClass]? {
        var found: [DeclaredClass] = []
        if moduleFromTarget, !targetModules.isEmpty {
            for candidate in targetModules where found.isEmpty {
                found = classes(root: root, name: className, module: candidate)
            }
        } else {
            found = classes(root: root, name: className, module: module)
            if found.isEmpty, moduleFromTarget, module != nil {
                found = classes(root: root, name: className, module: nil)
            }
        }
        guard let first = found.first else { return nil }
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
