import ArgumentParser
import CatalogStore

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One document in full: File's Owner, objects, connections, images, scenes.")

    @OptionGroup var options: CatalogOptions
    @OptionGroup var refreshOptions: RefreshOptions

    @Argument(help: "A path (relative to the indexed folder, or on disk) or a unique document name.")
    var document: String

    func run() throws {
        let catalog = try options.openQueryCatalog(refresh: !refreshOptions.noRefresh)
        let found = try catalog.document(matching: document)
        if options.json {
            try Terminal.printJSON(found)
        } else {
            print(DocumentOutline(found).lines.joined(separator: "\n"))
        }
    }
}

/// The human-readable form of `show`: the object tree with its connections.
struct DocumentOutline {
    let lines: [String]

    init(_ document: CatalogDocument) {
        var lines = ["\(document.path) (\(document.kind), \(document.platform))"]
        if let owner = document.filesOwner {
            lines.append("File's Owner: \(Self.qualified(owner.className, owner.module) ?? "(no class)")")
        }
        for external in document.externalObjects {
            lines.append("External Object \"\(external.identifier)\": \(external.className) (\(external.objectId))")
        }
        if let initial = document.initialViewController {
            lines.append("Initial view controller: \(initial)")
        }

        var children: [String: [CatalogDocument.Object]] = [:]
        for object in document.objects {
            if let parent = object.parent {
                children[parent, default: []].append(object)
            }
        }
        var objectsByID: [String: CatalogDocument.Object] = [:]
        for object in document.objects where objectsByID[object.id] == nil {
            objectsByID[object.id] = object
        }
        lines.append("Top-level objects:")
        var visited = Set<String>()
        for (index, id) in document.topLevelObjects.enumerated() {
            guard let top = objectsByID[id] else { continue }
            lines.append("  [\(index)]")
            // An explicit stack: a compiled nib's view chain can be deeper than the call stack.
            var pending = [(object: top, depth: 0)]
            while let (object, depth) = pending.popLast() {
                guard visited.insert(object.id).inserted else { continue }
                var label = OutlineIndent.indent(depth + 1) + object.id + "  "
                label += Self.qualified(object.className, object.customModule) ?? object.className
                label += " <\(object.element)>"
                if let key = object.key {
                    label += " key=\(key)"
                }
                if let identifier = object.storyboardIdentifier {
                    label += " storyboardIdentifier=\(identifier)"
                }
                if let reuse = object.reuseIdentifier {
                    label += " reuseIdentifier=\(reuse)"
                }
                lines.append(label)
                pending.append(contentsOf: (children[object.id] ?? []).reversed().map { ($0, depth + 1) })
            }
        }

        if !document.connections.isEmpty {
            lines.append("Connections:")
            for connection in document.connections {
                var line = "  \(connection.kind) \(Self.named(connection.source, objectsByID, document))"
                    + " → \(Self.named(connection.destination, objectsByID, document))"
                if let name = connection.name {
                    line += " \(name)"
                }
                if let event = connection.eventType {
                    line += " (\(event))"
                }
                if let segue = connection.segue {
                    line += " [\(segue.kind)\(segue.customClass.map { ", \($0)" } ?? "")]"
                }
                lines.append(line)
            }
        }
        if !document.scenes.isEmpty {
            lines.append("Scenes:")
            for scene in document.scenes {
                let identifier = scene.storyboardIdentifier.map { " \"\($0)\"" } ?? ""
                lines.append("  \(scene.sceneID): \(scene.controller ?? "-") \(scene.className ?? "")\(identifier)")
            }
        }
        for reference in document.storyboardReferences {
            lines.append(
                "Storyboard reference \(reference.objectId): \(reference.storyboardName ?? "(this storyboard)")"
                    + (reference.referencedIdentifier.map { " / \($0)" } ?? ""))
        }
        if !document.images.isEmpty {
            lines.append("Images:")
            for image in document.images {
                let system = image.system ? " (system)" : ""
                lines.append("  \(image.name)\(system): \(image.objects.joined(separator: ", "))")
            }
        }
        if !document.localizations.isEmpty {
            lines.append("Localizations:")
            for table in document.localizations {
                lines.append("  \(table.language ?? "string catalog"): \(table.path)")
            }
        }
        self.lines = lines
    }

    /// An object id with what it is beside it: `-1 (File's Owner: MyApp.CardController)`,
    /// `vM9-cO-3gR (External Object "Manager": Manager)`, `aB1-cD-2eF (UILabel)`.
    private static func named(
        _ id: String, _ objectsByID: [String: CatalogDocument.Object], _ document: CatalogDocument
    ) -> String {
        guard let object = objectsByID[id] else { return id }
        let className = qualified(object.className, object.customModule) ?? object.className
        switch object.role {
        case "filesOwner":
            let owner = document.filesOwner.flatMap { qualified($0.className, $0.module) }
            return "\(id) (File's Owner\(owner.map { ": " + $0 } ?? ""))"
        case "firstResponder":
            return "\(id) (First Responder)"
        case "application":
            return "\(id) (Application)"
        case "externalObject":
            let identifier = document.externalObjects.first { $0.objectId == id }?.identifier
            return "\(id) (External Object\(identifier.map { " \"\($0)\"" } ?? ""): \(className))"
        default:
            return "\(id) (\(className))"
        }
    }

    private static func qualified(_ className: String?, _ module: String?) -> String? {
        guard let className else { return nil }
        guard let module else { return className }
        return module + "." + className
    }
}
