import UIKitNib

/// What loading a nib made: its objects (the created ones and the resolved placeholders), the
/// top-level objects UIKit's `instantiate(withOwner:options:)` returns, and every connection
/// made, in the order it was made. Holds the instances, so it is not `Sendable`.
public struct LoadedNib {
    /// What a document object of the nib stands for.
    public enum Role: Sendable, Hashable {
        /// An object the loader made.
        case created
        case filesOwner
        case firstResponder
        case externalObject(identifier: String)
    }

    public struct Object {
        public let archived: ArchivedObject
        public let role: Role
        /// What the object became: the made object, the owner or external object supplied, or
        /// nil for First Responder and for a File's Owner not given.
        public let instance: AnyObject?
        /// The class of `instance` as the runtime names it: a generic object's class, else the
        /// Swift type's name; nil without an instance.
        public var className: String? {
            instance.map { ($0 as? NibObject)?.className ?? String(reflecting: type(of: $0)) }
        }

        /// The object's index in the archive.
        public var index: Int {
            archived.index
        }
    }

    public struct Connection: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case outlet, outletCollection, action
        }

        public var kind: Kind
        /// The outlet's property name, or the action's selector.
        public var name: String
        /// The archive index of the object that received it: the outlet's owner, the action's control.
        public var source: Int
        /// The archive indices of the outlet's object, the collection's members, the action's target.
        public var destinations: [Int]
        /// For actions, the events they are sent for.
        public var events: ControlEvents?
        /// The archive index of the connection object.
        public var connectionIndex: Int

        public init(
            kind: Kind, name: String, source: Int, destinations: [Int], events: ControlEvents? = nil, connectionIndex: Int
        ) {
            self.kind = kind
            self.name = name
            self.source = source
            self.destinations = destinations
            self.events = events
            self.connectionIndex = connectionIndex
        }
    }

    /// The file the nib was read from.
    public let path: String
    /// Every document object, placeholders included, in nib order.
    public let objects: [Object]
    /// Archive indices of the top-level objects, placeholders left out, in nib order.
    public let topLevelIndices: [Int]
    public let connections: [Connection]
    /// For each archive index, the position of its document object in `objects`, or -1.
    let positions: [Int32]

    /// The top-level objects, placeholders left out, in nib order: index 0 is what
    /// `loadNibNamed(_:owner:)[0]` gives.
    public var topLevelObjects: [AnyObject] {
        topLevelIndices.compactMap { instance(at: $0) }
    }

    /// The document object at an archive index, if it is one.
    public func object(at index: Int) -> Object? {
        guard positions.indices.contains(index), positions[index] >= 0 else { return nil }
        return objects[Int(positions[index])]
    }

    /// What the document object at an archive index became.
    public func instance(at index: Int) -> AnyObject? {
        object(at: index)?.instance
    }

    /// The children a container view controller was archived with (a storyboard's relationship
    /// segues: a navigation controller's root, a tab bar controller's tabs…), in order.
    public func childViewControllers(of index: Int) -> [Object] {
        guard let controller = object(at: index) else { return [] }
        return controller.archived.members(forKey: UIKitNibKey.childViewControllers).compactMap {
            controller.archived.graph.object($0).flatMap { object(at: $0.index) }
        }
    }

    /// The container a child view controller was archived in.
    public func parentViewController(of index: Int) -> Object? {
        object(at: index)?.archived.object(forKey: UIKitNibKey.parentViewController).flatMap { object(at: $0.index) }
    }
}
