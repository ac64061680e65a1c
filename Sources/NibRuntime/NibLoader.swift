import CompiledNib
import Foundation
import NibArchive

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
        let nib: CompiledNib
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
        let nib: CompiledNib
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
        let layout = try UIKitNibLayout(graph: graph, path: path)
        var instantiation = Instantiation(graph: graph, path: path)
        try instantiation.createObjects(layout.documentObjects, registry: registry, owner: owner, externalObjects: externalObjects)
        try instantiation.connect(layout.connections)
        instantiation.awakeObjects()
        return try instantiation.result(topLevel: layout.topLevelObjects)
    }
}

/// The state of one load between its steps.
private struct Instantiation {
    let graph: NibGraph
    let path: String
    var objects: [LoadedNib.Object] = []
    /// Parallel to `objects`: what receives connections, when the instance can.
    var receivers: [(any NibConnectable)?] = []
    var positions: [Int32]
    var connections: [LoadedNib.Connection] = []

    init(graph: NibGraph, path: String) {
        self.graph = graph
        self.path = path
        positions = Array(repeating: -1, count: graph.objects.count)
    }

    // MARK: Step 2

    mutating func createObjects(
        _ documentObjects: [Int], registry: NibClassRegistry, owner: AnyObject?, externalObjects: [String: AnyObject]
    ) throws(NibLoadError) {
        objects.reserveCapacity(documentObjects.count)
        receivers.reserveCapacity(documentObjects.count)
        for index in documentObjects where positions[index] < 0 {
            let archived = ArchivedObject(graph: graph, index: index)
            let role: LoadedNib.Role
            let instance: AnyObject?
            let receiver: (any NibConnectable)?
            if graph.objects[index].className == "UIProxyObject" {
                guard let identifier = archived.string(forKey: "UIProxiedObjectIdentifier") else {
                    throw NibLoadError(
                        path: path, reason: .notAUIKitNib("placeholder #\(index) has no UIProxiedObjectIdentifier"))
                }
                role = Self.placeholderRole(identifier)
                switch role {
                case .filesOwner:
                    instance = owner
                case .externalObject(let identifier):
                    guard let external = externalObjects[identifier] else {
                        throw NibLoadError(path: path, reason: .missingExternalObject(identifier: identifier))
                    }
                    instance = external
                default:
                    instance = nil
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

    private static func placeholderRole(_ identifier: String) -> LoadedNib.Role {
        switch identifier {
        case "IBFilesOwner": .filesOwner
        case "IBFirstResponder": .firstResponder
        default: .externalObject(identifier: identifier)
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

    mutating func connect(_ connectionObjects: [Int]) throws(NibLoadError) {
        var outlets: [Int] = []
        var collections: [Int] = []
        var actions: [Int] = []
        for index in connectionObjects {
            switch graph.objects[index].className {
            case "UIRuntimeOutletConnection": outlets.append(index)
            case "UIRuntimeOutletCollectionConnection": collections.append(index)
            case "UIRuntimeEventConnection": actions.append(index)
            case let other:
                throw NibLoadError(path: path, reason: .unsupportedConnection(className: other, index: index))
            }
        }
        for index in outlets {
            try connect(index, kind: .outlet)
        }
        for index in collections {
            try connect(index, kind: .outletCollection)
        }
        for index in actions {
            try connect(index, kind: .action)
        }
    }

    private mutating func connect(_ index: Int, kind: LoadedNib.Connection.Kind) throws(NibLoadError) {
        let connection = graph.objects[index]
        guard let name = graph.string(connection.value(forKey: "UILabel")) else {
            throw malformed(index, "it has no UILabel")
        }
        let source = try position(of: connection.value(forKey: "UISource"), connection: index, role: "source")
        let destinationValue = connection.value(forKey: "UIDestination")
        let destinations: [Int]
        if kind == .outletCollection {
            var members: [Int] = []
            for member in graph.members(destinationValue) {
                members.append(try position(of: member, connection: index, role: "collection member"))
            }
            destinations = members
        } else {
            destinations = [try position(of: destinationValue, connection: index, role: "destination")]
        }
        var events: ControlEvents?
        if kind == .action {
            // A gesture recognizer's action has no mask: it is sent whenever the recognizer fires.
            switch connection.value(forKey: "UIEventMask") {
            case nil: events = []
            case .integer(let mask)?: events = ControlEvents(rawValue: UInt64(bitPattern: mask))
            default: throw malformed(index, "its UIEventMask is not an integer")
            }
        }
        // A message to nil does nothing: an outlet of an owner not given, or of First Responder.
        guard objects[source].instance != nil else { return }
        guard let receiver = receivers[source] else {
            throw NibLoadError(path: path, reason: .notConnectable(className: objects[source].className ?? "?", name: name))
        }
        do {
            switch kind {
            case .outlet:
                try receiver.connectOutlet(name, to: objects[destinations[0]].instance)
            case .outletCollection:
                try receiver.connectOutletCollection(name, to: destinations.compactMap { objects[$0].instance })
            case .action:
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

    /// The position in `objects` of the document object a connection value refers to.
    private func position(of value: NibGraph.Value?, connection: Int, role: String) throws(NibLoadError) -> Int {
        // The index alone: `graph.object(_:)` would copy the object too.
        guard case .object(let index)? = value, positions.indices.contains(index), positions[index] >= 0 else {
            throw malformed(connection, "its \(role) is not an object of the nib")
        }
        return Int(positions[index])
    }

    private func malformed(_ index: Int, _ problem: String) -> NibLoadError {
        NibLoadError(path: path, reason: .malformedConnection(index: index, problem))
    }

    // MARK: Step 4

    func awakeObjects() {
        for position in objects.indices where objects[position].role == .created {
            receivers[position]?.awakeFromNib()
        }
    }

    // MARK: Step 5

    func result(topLevel: [Int]) throws(NibLoadError) -> LoadedNib {
        var topLevelIndices: [Int] = []
        for index in topLevel {
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
