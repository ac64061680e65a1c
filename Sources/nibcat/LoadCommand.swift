import ArgumentParser
import Foundation
import NibRuntime

struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Instantiate a compiled nib as UIKit would, and print the object graph and the connections made.",
        discussion: """
            Every object is a generic object of its class; the File's Owner (--owner-class) and each \
            External Object (--external ID=CLASS) are generic objects of the classes given. Without \
            --owner-class the owner is nil, and its outlets are not set, as with `owner: nil`. A nib that \
            declares an External Object not given fails, naming it. Prints the top-level objects in order, \
            every object of the nib, then the connections made: outlets, outlet collections, actions.
            """)

    @Flag(help: "Print JSON.")
    var json = false

    @Option(name: .customLong("owner-class"), help: "The class of the File's Owner to load with.")
    var ownerClass: String?

    @Option(name: .customLong("external"), help: "An External Object to supply, as IDENTIFIER=CLASS (repeatable).")
    var externals: [String] = []

    @Argument(help: "A compiled .nib file or folder nib.")
    var nib: String

    /// `--external` values by identifier.
    private func externalClasses() throws -> [String: String] {
        var classes: [String: String] = [:]
        for external in externals {
            guard let equals = external.firstIndex(of: "="), equals != external.startIndex,
                external.index(after: equals) != external.endIndex
            else {
                throw ValidationError("--external takes IDENTIFIER=CLASS, not '\(external)'")
            }
            let identifier = String(external[..<equals])
            guard classes[identifier] == nil else {
                throw ValidationError("--external \(identifier) is given twice")
            }
            classes[identifier] = String(external[external.index(after: equals)...])
        }
        return classes
    }

    func validate() throws {
        _ = try externalClasses()
    }

    func run() throws {
        let owner = ownerClass.map { NibObject(className: $0) }
        let externalObjects = try externalClasses().mapValues { NibObject(className: $0) as AnyObject }
        let loaded = try NibLoader().load(path: nib, owner: owner, externalObjects: externalObjects)
        let printed = LoadedGraph(loaded, path: nib)
        if json {
            try Terminal.printJSON(printed)
        } else {
            print(printed.lines.joined(separator: "\n"))
        }
    }
}

/// What `load` prints: object ids are `#N`, the object's index in the archive, as `dump` and `show` print them.
private struct LoadedGraph: Encodable {
    struct Object: Encodable {
        var id: String
        var role: String
        /// The class the object is an instance of; absent for First Responder and a nil owner.
        var `class`: String?
        /// For made objects, the class Interface Builder archived when a custom class replaced it.
        var archivedClass: String?
        var identifier: String?
    }

    struct Connection: Encodable {
        var kind: String
        var source: String
        var name: String
        var destination: String?
        var destinations: [String]?
        var eventType: String?
    }

    var path: String
    var topLevelObjects: [String]
    var objects: [Object]
    var connections: [Connection]

    init(_ loaded: LoadedNib, path: String) {
        self.path = path
        topLevelObjects = loaded.topLevelIndices.map(Self.id)
        objects = loaded.objects.map { object in
            switch object.role {
            case .created:
                let archived = object.archived
                let swapped = archived.className != archived.archivedClassName
                return Object(
                    id: Self.id(object.index), role: "object", class: archived.swiftClassName.qualified,
                    archivedClass: swapped ? archived.archivedClassName : nil)
            case .filesOwner:
                return Object(id: Self.id(object.index), role: "filesOwner", class: object.className)
            case .firstResponder:
                return Object(id: Self.id(object.index), role: "firstResponder")
            case .externalObject(let identifier):
                return Object(id: Self.id(object.index), role: "externalObject", class: object.className, identifier: identifier)
            }
        }
        connections = loaded.connections.map { connection in
            let collection = connection.kind == .outletCollection
            return Connection(
                kind: connection.kind.rawValue, source: Self.id(connection.source), name: connection.name,
                destination: collection ? nil : connection.destinations.first.map(Self.id),
                destinations: collection ? connection.destinations.map(Self.id) : nil,
                eventType: connection.events.map(\.description))
        }
    }

    private static func id(_ index: Int) -> String {
        "#\(index)"
    }

    var lines: [String] {
        var lines = ["\(path): \(objects.count) objects, \(topLevelObjects.count) top-level, \(connections.count) connections"]
        lines.append("top-level objects:")
        let byID = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, id) in topLevelObjects.enumerated() {
            lines.append("  [\(position)] \(byID[id].map(Self.describe) ?? id)")
        }
        lines.append("objects:")
        lines += objects.map { "  " + Self.describe($0) }
        lines.append("connections:")
        for connection in connections {
            let target = connection.destination ?? "[" + (connection.destinations ?? []).joined(separator: ", ") + "]"
            let events = connection.eventType.map { $0.isEmpty ? "" : " (\($0))" } ?? ""
            lines.append("  \(connection.kind) \(connection.source) \(connection.name) -> \(target)\(events)")
        }
        return lines
    }

    private static func describe(_ object: Object) -> String {
        let name = object.class ?? "nil"
        switch object.role {
        case "filesOwner": return "\(object.id) File's Owner: \(name)"
        case "firstResponder": return "\(object.id) First Responder"
        case "externalObject": return "\(object.id) External Object '\(object.identifier ?? "")': \(name)"
        default: return "\(object.id) \(name)" + (object.archivedClass.map { " (\($0))" } ?? "")
        }
    }
}
