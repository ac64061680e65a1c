/// A document's objects as a tree, and its objects named as Interface Builder names them: what
/// `show` prints and the report draws.
public struct ObjectOutline: Sendable {
    public struct Entry: Sendable, Hashable {
        public var object: SummarizedDocument.Object
        /// 0 for a top-level object.
        public var depth: Int
    }

    /// One tree per top-level object, in document order, each depth first in document order.
    public let trees: [[Entry]]
    /// The objects no top-level tree holds (placeholders, and objects whose parent is not in
    /// the document), in document order.
    public let unreached: [SummarizedDocument.Object]
    private let objectsByID: [String: SummarizedDocument.Object]
    private let filesOwner: SummarizedDocument.ClassReference?
    private let externalObjects: [SummarizedDocument.ExternalObject]

    public init(_ document: SummarizedDocument) {
        var children: [String: [SummarizedDocument.Object]] = [:]
        var objectsByID: [String: SummarizedDocument.Object] = [:]
        for object in document.objects {
            if let parent = object.parent {
                children[parent, default: []].append(object)
            }
            if objectsByID[object.id] == nil {
                objectsByID[object.id] = object
            }
        }
        var visited = Set<String>()
        var trees: [[Entry]] = []
        for id in document.topLevelObjects {
            guard let top = objectsByID[id] else { continue }
            var tree: [Entry] = []
            // An explicit stack: a compiled nib's view chain can be deeper than the call stack.
            var pending = [Entry(object: top, depth: 0)]
            while let entry = pending.popLast() {
                guard visited.insert(entry.object.id).inserted else { continue }
                tree.append(entry)
                pending.append(
                    contentsOf: (children[entry.object.id] ?? []).reversed().map { Entry(object: $0, depth: entry.depth + 1) })
            }
            trees.append(tree)
        }
        self.trees = trees
        unreached = document.objects.filter { !visited.contains($0.id) }
        self.objectsByID = objectsByID
        filesOwner = document.filesOwner
        externalObjects = document.externalObjects
    }

    public func object(_ id: String) -> SummarizedDocument.Object? {
        objectsByID[id]
    }

    /// An object id with what it is beside it: `-1 (File's Owner: MyApp.CardController)`,
    /// `vM9-cO-3gR (External Object "Manager": Manager)`, `aB1-cD-2eF (UILabel)`.
    public func described(_ id: String) -> String {
        guard let object = objectsByID[id] else { return id }
        let className = Self.qualified(object.className, object.customModule) ?? object.className
        switch object.role {
        case "filesOwner":
            let owner = filesOwner.flatMap { Self.qualified($0.className, $0.module) }
            return "\(id) (File's Owner\(owner.map { ": " + $0 } ?? ""))"
        case "firstResponder":
            return "\(id) (First Responder)"
        case "application":
            return "\(id) (Application)"
        case "externalObject":
            let identifier = externalObjects.first { $0.objectId == id }?.identifier
            return "\(id) (External Object\(identifier.map { " \"\($0)\"" } ?? ""): \(className))"
        default:
            return "\(id) (\(className))"
        }
    }

    /// `Module.Class`, or the class alone when there is no module.
    public static func qualified(_ className: String?, _ module: String?) -> String? {
        guard let className else { return nil }
        guard let module else { return className }
        return module + "." + className
    }
}
