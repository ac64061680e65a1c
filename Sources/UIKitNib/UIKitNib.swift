import NibArchive

/// What UIKit means by a nib graph: the root's lists, placeholders, class swappers, connections,
/// segue templates, accessibility, runtime attributes, trait storage and nibs archived inside it,
/// each as a typed value; every other object (views, colors, strings…) with its values as
/// archived. Object 0 is the root. The model stands on its own: `init(_:)` decodes a `NibGraph`
/// strictly (objects keep their archive index, `#N` in `dump` and `show`), the compiler
/// (`NibCompiler`) builds one from an Interface Builder document, `graph()` encodes the model
/// back to a graph and `archive()` lays it out as Xcode does.
public struct UIKitNib: Sendable, Hashable {
    public var objects: [Object]
    /// Indices of value objects (fonts, descriptors, dictionaries) made anew for each use, which
    /// archiving does not share with an equal one (`SharedValues`).
    public var unsharedObjects: Set<Int> = []
    /// The float64 values value objects were made from where their archived float32 values lose
    /// them, by index: archiving shares such an object only with one made from the same values
    /// (`SharedValues`).
    public var valueIdentities: [Int: [Double]] = [:]

    /// A model of `objects`, the root first.
    public init(objects: [Object]) {
        self.objects = objects
    }

    public typealias Object = TypedNibObject<Content>

    /// The typed cases are boxed (`indirect`): most objects are ordinary, and an array of them
    /// should not be as wide as the widest typed value.
    public enum Content: Sendable, Hashable {
        indirect case root(Root)
        indirect case placeholder(Placeholder)
        indirect case classSwapper(ClassSwapper)
        indirect case connection(Connection)
        indirect case segueTemplate(SegueTemplate)
        indirect case accessibilityConfiguration(AccessibilityConfiguration)
        indirect case keyValuePair(KeyValuePair)
        indirect case traitStorageList(TraitStorageList)
        indirect case traitStorage(TraitStorage)
        indirect case traitStorageRecord(TraitStorageRecord)
        /// A `UINib` whose `archiveData` is the data object at `archiveData`.
        indirect case nestedNib(NestedNib)
        /// The data object holding a nested nib's NIBArchive bytes, decoded (unless left archived).
        indirect case archivedNib(ArchivedNib)
        /// Any other object, with its values as archived.
        case values(NibGraph.Entries)
    }

    /// A string value with where it is archived (an `NSString` object, or inline in a keyed archive).
    public typealias Text = NibGraph.Text
    /// A list value (an inlined collection object, or a keyed archive's array) and the objects it names.
    public typealias List = NibGraph.List

    public struct Root: Sendable, Hashable {
        public var topLevelObjects: List?
        /// Every document object, placeholders included (`UINibObjectsKey`).
        public var objects: List?
        public var connections: List?
        public var visibleWindows: List?
        public var accessibilityConfigurations: List?
        public var traitStorageLists: List?
        public var keyValuePairs: List?
        public var lineEditVersion: Int64?

        public init(
            topLevelObjects: List? = nil, objects: List? = nil, connections: List? = nil, visibleWindows: List? = nil,
            accessibilityConfigurations: List? = nil, traitStorageLists: List? = nil, keyValuePairs: List? = nil,
            lineEditVersion: Int64? = nil
        ) {
            self.topLevelObjects = topLevelObjects
            self.objects = objects
            self.connections = connections
            self.visibleWindows = visibleWindows
            self.accessibilityConfigurations = accessibilityConfigurations
            self.traitStorageLists = traitStorageLists
            self.keyValuePairs = keyValuePairs
            self.lineEditVersion = lineEditVersion
        }

        static let lists: [(key: String, path: WritableKeyPath<Root, List?> & Sendable)] = [
            (UIKitNibKey.topLevelObjects, \.topLevelObjects), (UIKitNibKey.objects, \.objects),
            (UIKitNibKey.connections, \.connections), (UIKitNibKey.visibleWindows, \.visibleWindows),
            (UIKitNibKey.accessibilityConfigurations, \.accessibilityConfigurations),
            (UIKitNibKey.traitStorageLists, \.traitStorageLists), (UIKitNibKey.keyValuePairs, \.keyValuePairs),
        ]
    }

    /// `UIProxyObject`: File's Owner, First Responder, or an external object, by identifier.
    public struct Placeholder: Sendable, Hashable {
        public var identifier: Text

        public init(identifier: Text) {
            self.identifier = identifier
        }

        public enum Role: Sendable, Hashable {
            case filesOwner, firstResponder, externalObject
        }

        public var role: Role {
            switch identifier.string {
            case UIKitPlaceholderIdentifier.filesOwner: .filesOwner
            case UIKitPlaceholderIdentifier.firstResponder: .firstResponder
            default: .externalObject
            }
        }
    }

    /// `UIClassSwapper`: an object of `originalClassName` to be made as `className` (a custom class,
    /// Swift names mangled), with the object's own values.
    public struct ClassSwapper: Sendable, Hashable {
        public var className: Text
        public var originalClassName: Text
        public var values: [NibGraph.Entry]
        /// Where among `values` the two names are archived; nil: after all of them, where Xcode
        /// writes them (every nib of the corpus). The compiler writes a storyboard container's
        /// keys and a view nib's base size after them.
        public var namePosition: Int?

        public init(className: Text, originalClassName: Text, values: [NibGraph.Entry], namePosition: Int? = nil) {
            self.className = className
            self.originalClassName = originalClassName
            self.values = values
            self.namePosition = namePosition
        }

        public var swiftClassName: SwiftClassName {
            SwiftClassName(runtimeName: className.string)
        }
    }

    public struct Connection: Sendable, Hashable {
        public enum Kind: Sendable, Hashable, CaseIterable {
            case outlet, outletCollection, action

            public var className: String {
                switch self {
                case .outlet: UIKitNibClass.outletConnection
                case .outletCollection: UIKitNibClass.outletCollectionConnection
                case .action: UIKitNibClass.eventConnection
                }
            }
        }

        public var kind: Kind
        /// The outlet's property name or the action's selector.
        public var label: Text
        public var source: Int
        /// One object for outlets and actions; the collection's list for outlet collections.
        public var destination: NibGraph.Value
        public var destinations: [Int]
        /// Actions: the control events (`UIEventMask`); a gesture recognizer's action has none.
        public var eventMask: Int64?
        /// Outlet collections: `runtimeCollectionClassName` and `addsContentToExistingCollection`.
        public var collectionClassName: Text?
        public var addsContentToExistingCollection: Bool?

        public init(
            kind: Kind, label: Text, source: Int, destination: NibGraph.Value, destinations: [Int], eventMask: Int64? = nil,
            collectionClassName: Text? = nil, addsContentToExistingCollection: Bool? = nil
        ) {
            self.kind = kind
            self.label = label
            self.source = source
            self.destination = destination
            self.destinations = destinations
            self.eventMask = eventMask
            self.collectionClassName = collectionClassName
            self.addsContentToExistingCollection = addsContentToExistingCollection
        }
    }

    /// A storyboard segue template; the class gives the kind (`UIKitNibClass.segueTemplateKinds`).
    public struct SegueTemplate: Sendable, Hashable {
        public var identifier: Text?
        public var destinationIdentifier: Text?
        /// A custom segue's class (`UISegueClassName`).
        public var segueClassName: Text?
        /// An unwind segue's action selector.
        public var unwindAction: Text?
        /// The template's other values (animates, container view, presentation style…).
        public var values: [NibGraph.Entry]

        public init(
            identifier: Text? = nil, destinationIdentifier: Text? = nil, segueClassName: Text? = nil, unwindAction: Text? = nil,
            values: [NibGraph.Entry] = []
        ) {
            self.identifier = identifier
            self.destinationIdentifier = destinationIdentifier
            self.segueClassName = segueClassName
            self.unwindAction = unwindAction
            self.values = values
        }
    }

    public struct AccessibilityConfiguration: Sendable, Hashable {
        public var object: Int
        /// Identifier, label, hint, value, traits, is-element, as archived.
        public var values: [NibGraph.Entry]

        public init(object: Int, values: [NibGraph.Entry]) {
            self.object = object
            self.values = values
        }
    }

    /// A user-defined runtime attribute: `value` set at `keyPath` on `object` when the nib loads.
    public struct KeyValuePair: Sendable, Hashable {
        public var keyPath: Text
        public var object: Int
        public var value: NibGraph.Value

        public init(keyPath: Text, object: Int, value: NibGraph.Value) {
            self.keyPath = keyPath
            self.object = object
            self.value = value
        }
    }

    /// The size-class variations of one top-level object and its descendants.
    public struct TraitStorageList: Sendable, Hashable {
        public var topLevelObject: Int
        public var descendants: List
        public var storages: List

        public init(topLevelObject: Int, descendants: List, storages: List) {
            self.topLevelObject = topLevelObject
            self.descendants = descendants
            self.storages = storages
        }
    }

    /// The variations of one property (`attribute`) or of one object's children (`relationship`).
    public struct TraitStorage: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case attribute, relationship
        }

        public var kind: Kind
        public var keyPath: Text
        public var object: Int
        public var records: List
        public var relationshipCandidates: List?

        public init(kind: Kind, keyPath: Text, object: Int, records: List, relationshipCandidates: List? = nil) {
            self.kind = kind
            self.keyPath = keyPath
            self.object = object
            self.records = records
            self.relationshipCandidates = relationshipCandidates
        }
    }

    /// One trait collection's value (attribute) or added and removed objects (relationship).
    public struct TraitStorageRecord: Sendable, Hashable {
        public var kind: TraitStorage.Kind
        /// The trait collection the record applies to; nil where Xcode 7 archived none (the
        /// relationship records of the XLActionController and QBImagePicker pairs).
        public var traitCollection: Int?
        public var value: NibGraph.Value?
        public var addedObjects: List?
        public var removedObjects: List?

        public init(
            kind: TraitStorage.Kind, traitCollection: Int?, value: NibGraph.Value? = nil, addedObjects: List? = nil,
            removedObjects: List? = nil
        ) {
            self.kind = kind
            self.traitCollection = traitCollection
            self.value = value
            self.addedObjects = addedObjects
            self.removedObjects = removedObjects
        }
    }

    public struct NestedNib: Sendable, Hashable {
        /// The `NSData` object holding the archive.
        public var archiveData: Int
        public var capturesEnclosingBundle: Bool?

        public init(archiveData: Int, capturesEnclosingBundle: Bool? = nil) {
            self.archiveData = archiveData
            self.capturesEnclosingBundle = capturesEnclosingBundle
        }
    }

    public struct ArchivedNib: Sendable, Hashable {
        public var nib: UIKitNib
        public var coderVersion: UInt32

        public init(nib: UIKitNib, coderVersion: UInt32) {
            self.nib = nib
            self.coderVersion = coderVersion
        }
    }
}

extension UIKitNib {
    public var root: Root {
        guard case .root(let root)? = objects.first?.content else { return Root() }
        return root
    }

    /// `UINibTopLevelObjectsKey`, in nib order.
    public var topLevelObjects: [Int] {
        root.topLevelObjects?.members ?? []
    }

    /// `UINibObjectsKey`: every document object, placeholders included, in nib order.
    public var documentObjects: [Int] {
        root.objects?.members ?? []
    }

    /// The connections of `UINibConnectionsKey` with their archive indices, in nib order.
    public var connections: [(index: Int, connection: Connection)] {
        (root.connections?.members ?? []).compactMap { index in
            if case .connection(let connection) = objects[index].content { (index, connection) } else { nil }
        }
    }

    /// Every nib archived inside this one (prototype cells, storyboard view nibs), by the index of
    /// the `UINib` object; none when decoded with nested nibs left archived.
    public var nestedNibs: [(index: Int, nib: UIKitNib)] {
        objects.indices.compactMap { index in
            guard case .nestedNib(let nested) = objects[index].content,
                case .archivedNib(let archived) = objects[nested.archiveData].content
            else { return nil }
            return (index, archived.nib)
        }
    }

    /// The text of a string value: inline (a keyed archive's), or an `NSString` object.
    public func string(_ value: NibGraph.Value?) -> String? {
        NibGraph.string(value, entriesOf: ordinaryEntries)
    }

    /// The members of a collection value: a keyed archive's array, or an inlined collection object.
    public func members(_ value: NibGraph.Value?) -> [NibGraph.Value] {
        NibGraph.members(value, entriesOf: ordinaryEntries)
    }

    private func ordinaryEntries(_ index: Int) -> NibGraph.Entries? {
        guard objects.indices.contains(index), case .values(let entries) = objects[index].content else { return nil }
        return entries
    }

    /// The first value an ordinary object or a class swapper holds under `key`.
    public func value(forKey key: String, of index: Int) -> NibGraph.Value? {
        switch objects[index].content {
        case .values(let entries): entries.value(forKey: key)
        case .classSwapper(let swapper): swapper.values.first { $0.key == key }?.value
        default: nil
        }
    }
}
