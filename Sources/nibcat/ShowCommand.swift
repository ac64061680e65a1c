import ArgumentParser
import CatalogStore
import DocumentSummary

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
            DocumentOutline(found).lines.forEach(Terminal.printLine)
        }
    }
}

/// The human-readable form of `show`: the object tree with its connections.
struct DocumentOutline {
    let lines: [String]

    init(_ document: SummarizedDocument) {
        var lines = ["\(document.path) (\(document.kind), \(document.platform))"]
        if let owner = document.filesOwner {
            lines.append("File's Owner: \(ObjectOutline.qualified(owner.className, owner.module) ?? "(no class)")")
        }
        for external in document.externalObjects {
            lines.append("External Object \"\(external.identifier)\": \(external.className) (\(external.objectId))")
        }
        if let initial = document.initialViewController {
            lines.append("Initial view controller: \(initial)")
        }

        let outline = ObjectOutline(document)
        lines.append("Top-level objects:")
        for (index, tree) in outline.trees.enumerated() {
            lines.append("  [\(index)]")
            for entry in tree {
                let object = entry.object
                var label = OutlineIndent.indent(entry.depth + 1) + object.id + "  "
                label += ObjectOutline.qualified(object.className, object.customModule) ?? object.className
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
            }
        }

        if !document.connections.isEmpty {
            lines.append("Connections:")
            for connection in document.connections {
                var line =
                    "  \(connection.kind) \(outline.described(connection.source))"
                    + " → \(outline.described(connection.destination))"
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
}
