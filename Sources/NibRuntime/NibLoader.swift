import AppKitNib
import Foundation
import NibArchive
import UIKitNib

/// Instantiates compiled UIKit nibs (NIBArchive or keyed-archive; a file or a folder nib) in the
/// five steps of `UINib.instantiate(withOwner:options:)`:
/// 1. read and decode the archive;
/// 2. make each document object (a registered Swift type, else a `NibObject`) and resolve the
///    placeholders: File's Owner to `owner`, External Objects to `externalObjects` by identifier,
///    First Responder to nothing;
/// 3. connect outlets, then outlet collections, then actions, each kind in nib order;
/// 4. call `awakeFromNib()` once on every made object, in nib order (never on placeholders);
/// 5. return the top-level objects, placeholders left out, and the connections made.
public struct NibLoader: Sendable {
    public var registry: NibClassRegistry

    public init(registry: NibClassRegistry = NibClassRegistry()) {
        self.registry = registry
    }

    /// Loads a nib file, or the variant of a folder nib UIKit would pick.
    public func load(
        contentsOf url: URL, owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]
    ) throws(NibLoadError) -> LoadedNib {
        try load(path: url.path, owner: owner, externalObjects: externalObjects)
    }

    /// Loads the nib at `path`, which errors name as given.
    public func load(
        path: String, owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]
    ) throws(NibLoadError) -> LoadedNib {
        let nib: NibFile
        do {
            nib = try CompiledNibReader.read(path: path)
        } catch {
            throw NibLoadError(error)
        }
        return try instantiate(nib.graph, path: nib.loadedFile, owner: owner, externalObjects: externalObjects)
    }

    /// Loads a nib from its bytes; `path` names it in errors.
    public func load(
        data: Data, path: String, owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]
    ) throws(NibLoadError) -> LoadedNib {
        let nib: NibFile
        do {
            nib = try CompiledNibReader.decode(data, path: path)
        } catch {
            throw NibLoadError(error)
        }
        return try instantiate(nib.graph, path: path, owner: owner, externalObjects: externalObjects)
    }

    /// Steps 2 to 5 on an already decoded graph.
    public func instantiate(
        _ graph: NibGraph, path: String, owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]
    ) throws(NibLoadError) -> LoadedNib {
        guard !AppKitNib.isAppKitNib(graph) else {
            throw NibLoadError(
                path: path, reason: .notAUIKitNib("is an AppKit nib (its root holds \(AppKitNibKey.objectData)): not a UIKit nib"))
        }
        let nib: UIKitNib
        do {
            // As UIKit, a nested nib (a prototype cell's) is read when something is made from it.
            nib = try UIKitNib(graph, nestedNibs: .leftArchived)
        } catch {
            throw NibLoadError(path: path, error)
        }
        let root = nib.root
        for (key, list) in [
            (UIKitNibKey.objects, root.objects), (UIKitNibKey.topLevelObjects, root.topLevelObjects),
            (UIKitNibKey.connections, root.connections),
        ] where list == nil {
            throw NibLoadError(path: path, reason: .notAUIKitNib("the root object has no \(key) list"))
        }
        var instantiation = Instantiation(nib: nib, graph: graph, path: path)
        try instantiation.createObjects(registry: registry, owner: owner, externalObjects: externalObjects)
        try instantiation.connect()
        instantiation.awakeObjects()
        return try instantiation.result()
    }
}

/// The state of one load between its steps.
private struct Instantiation {
    let nib: UIKitNib
    let graph: NibGraph
    let path: String
    var objects: [LoadedNib.Object] = []
    /// Parallel to `objects`: what receives connections, when the instance can.
    var receivers: [(any NibConnectable)?] = []
    var positions: [Int32]
    var connections: [LoadedNib.Connection] = []

    init(nib: UIKitNib, graph: NibGraph, path: String) {
        self.nib = nib
        self.graph = graph
        self.path = path
        positions = Array(repeating: -1, count: graph.objects.count)
    }

    // MARK: Step 2

    mutating func createObjects(
        registry: NibClassRegistry, owner: AnyObject?, externalObjects: [String: AnyObject]
    ) throws(NibLoadError) {
        let documentObjects = nib.documentObjects
        objects.reserveCapacity(documentObjects.count)
        receivers.reserveCapacity(documentObjects.count)
        for index in documentObjects where positions[index] < 0 {
            let content = nib.objects[index].content
            let archived = ArchivedObject(graph: graph, index: index, content: content)
            let role: LoadedNib.Role
            let instance: AnyObject?
            let receiver: (any NibConnectable)?
            if case .placeholder(let placeholder) = content {
                switch placeholder.role {
                case .filesOwner:
                    role = .filesOwner
                    instance = owner
                case .firstResponder:
                    role = .firstResponder
                    instance = nil
                case .externalObject:
                    let identifier = placeholder.identifier.string
                    guard let external = externalObjects[identifier] else {
                        throw NibLoadError(path: path, reason: .missingExternalObject(identifier: identifier))
                    }
                    role = .externalObject(identifier: identifier)
                    instance = external
                }
                receiver = instance as? any NibConnectable
            } else {
                role = .created
                let made = Self.make(archived, registry: registry)
                instance = made
                receiver = made
            }
            positions[index] = Int32(objects.count)
            objects.append(LoadedNib.Object(archived: archived, role: role, instance: instance))
            receivers.append(receiver)
        }
    }

    /// The registered type for the object's class, else for its archived class and that class's
    /// fallbacks (as UIKit falls back when a class is missing), else a generic object.
    private static func make(_ archived: ArchivedObject, registry: NibClassRegistry) -> any NibConnectable {
        if !registry.isEmpty {
            for name in [archived.className, archived.archivedClassName] + archived.fallbackClassNames {
                if let factory = registry.factory(forClassNamed: name) {
                    return factory(archived)
                }
            }
        }
        return NibObject(archived: archived)
    }

    // MARK: Step 3

    /// Outlets, then outlet collections, then actions, each kind in nib order.
    mutating func connect() throws(NibLoadError) {
        let all = nib.connections
        for kind in [UIKitNib.Connection.Kind.outlet, .outletCollection, .action] {
            for (index, connection) in all where connection.kind == kind {
                try connect(index, connection)
            }
        }
    }

    private mutating func connect(_ index: Int, _ connection: UIKitNib.Connection) throws(NibLoadError) {
        let name = connection.label.string
        let source = try position(of: connection.source, connection: index, role: "source")
        var destinations: [Int] = []
        for destination in connection.destinations {
            destinations.append(
                try position(
                    of: destination, connection: index, role: connection.kind == .outletCollection ? "collection member" : "destination"))
        }
        // A gesture recognizer's action has no mask: it is sent whenever the recognizer fires.
        let events = connection.kind == .action ? ControlEvents(rawValue: UInt64(bitPattern: connection.eventMask ?? 0)) : nil
        // A message to nil does nothing: an outlet of an owner not given, or of First Responder.
        guard objects[source].instance != nil else { return }
        guard let receiver = receivers[source] else {
            throw NibLoadError(path: path, reason: .notConnectable(className: objects[source].className ?? "?", name: name))
        }
        let kind: LoadedNib.Connection.Kind
        do {
            switch connection.kind {
            case .outlet:
                kind = .outlet
                try receiver.connectOutlet(name, to: objects[destinations[0]].instance)
            case .outletCollection:
                kind = .outletCollection
                try receiver.connectOutletCollection(name, to: destinations.compactMap { objects[$0].instance })
            case .action:
                kind = .action
                try receiver.connectAction(name, target: objects[destinations[0]].instance, events: events ?? [])
            }
        } catch {
            throw NibLoadError(path: path, reason: .unknownConnection(className: objects[source].className ?? "?", name: error.name))
        }
        connections.append(
            LoadedNib.Connection(
                kind: kind, name: name, source: objects[source].index, destinations: destinations.map { objects[$0].index },
                events: events, connectionIndex: index))
    }

    /// The position in `objects` of the document object a connection names.
    private func position(of index: Int, connection: Int, role: String) throws(NibLoadError) -> Int {
        guard positions[index] >= 0 else {
            throw NibLoadError(path: path, reason: .malformedConnection(index: connection, "its \(role) is not an object of the nib"))
        }
        return Int(positions[index])
    }

    // MARK: Step 4

    func awakeObjects() {
        for position in objects.indices where objects[position].role == .created {
            receivers[position]?.awakeFromNib()
        }
    }

    // MARK: Step 5

    func result() throws(NibLoadError) -> LoadedNib {
        var topLevelIndices: [Int] = []
        for index in nib.topLevelObjects {
            guard positions[index] >= 0 else {
                throw NibLoadError(
                    path: path, reason: .notAUIKitNib("top-level object #\(index) is not in UINibObjectsKey"))
            }
            if objects[Int(positions[index])].role == .created {
                topLevelIndices.append(index)
            }
        }
        return LoadedNib(
            path: path, objects: objects, topLevelIndices: topLevelIndices, connections: connections, positions: positions)
    }
}
