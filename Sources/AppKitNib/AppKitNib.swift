import NibArchive

/// What AppKit means by a nib graph: the root and its `NSIBObjectData` (File's Owner, the object
/// and parent lists, object ids, connections, visible windows, accessibility), custom objects,
/// class references, class swappers, external objects and connectors, each as a typed value;
/// every other object (windows, views, cells, colors, strings…) with its values as archived.
/// Object 0 is the root. `init(_:)` decodes a `NibGraph` strictly, from a NIBArchive or a keyed
/// archive alike (objects keep their archive index, `#N` in `dump` and `show`); `graph()` encodes
/// the model back to a graph, which either archive format lays out.
public struct AppKitNib: Sendable, Hashable {
    public var objects: [Object]

    /// A model of `objects`, the root first.
    public init(objects: [Object]) {
        self.objects = objects
    }

    public typealias Object = TypedNibObject<Content>

    /// The typed cases are boxed (`indirect`): most objects are ordinary, and an array of them
    /// should not be as wide as the widest typed value.
    public enum Content: Sendable, Hashable {
        indirect case root(Root)
        indirect case objectData(ObjectData)
        indirect case customObject(CustomObject)
        indirect case classReference(ClassReference)
        indirect case classSwapper(ClassSwapper)
        indirect case externalObject(ExternalObject)
        indirect case connection(Connection)
        /// Any other object, with its values as archived.
        case values(NibGraph.Entries)
    }

    public typealias Text = NibGraph.Text
    public typealias List = NibGraph.List

    /// Object 0: the `NSObject` holding the object data.
    public struct Root: Sendable, Hashable {
        public var objectData: Int
        public var systemFontUpdateVersion: Int64?

        public init(objectData: Int, systemFontUpdateVersion: Int64? = nil) {
            self.objectData = objectData
            self.systemFontUpdateVersion = systemFontUpdateVersion
        }
    }

    /// A list of numbers (object ids): `NSNumber` objects in a NIBArchive, plain numbers in a
    /// keyed archive.
    public struct Numbers: Sendable, Hashable {
        public var values: [Int64]
        public var archived: NibGraph.Value

        public init(values: [Int64], archived: NibGraph.Value) {
            self.values = values
            self.archived = archived
        }
    }

    /// `NSIBObjectData`: what the nib loader reads to make the objects and connect them.
    public struct ObjectData: Sendable, Hashable {
        /// File's Owner (`NSRoot`).
        public var root: Int
        public var visibleWindows: List
        public var connections: List
        /// Every object but File's Owner and connections, each with its parent at the same
        /// position of `objectsValues`.
        public var objectsKeys: List
        public var objectsValues: List
        /// The objects with an id, and their ids at the same position of `oidsValues`.
        public var oidsKeys: List
        public var oidsValues: Numbers
        public var accessibilityConnectors: List
        public var accessibilityOidsKeys: List
        public var accessibilityOidsValues: Numbers

        public init(
            root: Int, visibleWindows: List, connections: List, objectsKeys: List, objectsValues: List, oidsKeys: List,
            oidsValues: Numbers, accessibilityConnectors: List, accessibilityOidsKeys: List, accessibilityOidsValues: Numbers
        ) {
            self.root = root
            self.visibleWindows = visibleWindows
            self.connections = connections
            self.objectsKeys = objectsKeys
            self.objectsValues = objectsValues
            self.oidsKeys = oidsKeys
            self.oidsValues = oidsValues
            self.accessibilityConnectors = accessibilityConnectors
            self.accessibilityOidsKeys = accessibilityOidsKeys
            self.accessibilityOidsValues = accessibilityOidsValues
        }
    }

    /// `NSCustomObject`: a placeholder (File's Owner, First Responder, the application) or an
    /// object made by class name; the application object names the main menu.
    public struct CustomObject: Sendable, Hashable {
        public var className: Text
        public var classReference: Int?
        public var mainMenu: Int?

        public init(className: Text, classReference: Int? = nil, mainMenu: Int? = nil) {
            self.className = className
            self.classReference = classReference
            self.mainMenu = mainMenu
        }
    }

    /// `IBClassReference`: a class as the document names it, with its module (nil: none given)
    /// and where the module comes from (`target`: the compiling target's).
    public struct ClassReference: Sendable, Hashable {
        public var className: Text?
        public var moduleName: Text?
        public var moduleProvider: Text?

        public init(className: Text?, moduleName: Text? = nil, moduleProvider: Text? = nil) {
            self.className = className
            self.moduleName = moduleName
            self.moduleProvider = moduleProvider
        }
    }

    /// `NSClassSwapper`: an object of `originalClassName` to be made as `className`, with the
    /// object's own values.
    public struct ClassSwapper: Sendable, Hashable {
        public var className: Text
        public var originalClassName: Text
        public var values: [NibGraph.Entry]
        /// Where among `values` the two names are archived; nil: before all of them.
        public var namePosition: Int?

        public init(className: Text, originalClassName: Text, values: [NibGraph.Entry], namePosition: Int? = nil) {
            self.className = className
            self.originalClassName = originalClassName
            self.values = values
            self.namePosition = namePosition
        }
    }

    /// `NSNibExternalObjectPlaceholder`: an object the loader's caller supplies by identifier.
    public struct ExternalObject: Sendable, Hashable {
        public var identifier: Text

        public init(identifier: Text) {
            self.identifier = identifier
        }
    }

    public enum Connection: Sendable, Hashable {
        /// `NSNibOutletConnector`; a controller outlet may name the selector that creates it.
        case outlet(source: Int, destination: Int, label: Text, creationSelector: NibGraph.Value?)
        /// `NSNibControlConnector`: the action `label` sent to `destination` (nil: First Responder).
        case action(source: Int, destination: Int?, label: Text)
        case binding(Binding)
        /// `NSNibConnector`: orders decoding (stack views) and connects nothing.
        case ordering(source: Int, label: Text)
        /// `NSIBHelpConnector`: a help book anchor for `destination`.
        case help(destination: Int, file: Text, marker: Text)
        /// `NSIBUserDefinedRuntimeAttributesConnector`: values set on `object` at key paths.
        case runtimeAttributes(object: Int, keyPaths: NibGraph.Value, values: NibGraph.Value)
        /// `NSNibAXAttributeConnector`: an accessibility attribute of `destination`.
        case accessibilityAttribute(destination: Int, attributeType: NibGraph.Value, attributeValue: NibGraph.Value)

        public var className: String {
            switch self {
            case .outlet: AppKitNibClass.outletConnector
            case .action: AppKitNibClass.controlConnector
            case .binding: AppKitNibClass.bindingConnector
            case .ordering: AppKitNibClass.connector
            case .help: AppKitNibClass.helpConnector
            case .runtimeAttributes: AppKitNibClass.runtimeAttributesConnector
            case .accessibilityAttribute: AppKitNibClass.accessibilityAttributeConnector
            }
        }
    }

    /// `NSNibBindingConnector`: `binding` of `source` bound to `keyPath` of `destination`.
    public struct Binding: Sendable, Hashable {
        public var source: Int
        public var destination: Int
        public var label: Text
        public var binding: Text
        public var keyPath: Text
        /// The binding's options dictionary.
        public var options: Int?
        /// The binding this one follows (`NSPreviousConnector`: multi-value bindings).
        public var previousConnector: Int?
        public var version: Int64

        public init(
            source: Int, destination: Int, label: Text, binding: Text, keyPath: Text, options: Int? = nil,
            previousConnector: Int? = nil, version: Int64
        ) {
            self.source = source
            self.destination = destination
            self.label = label
            self.binding = binding
            self.keyPath = keyPath
            self.options = options
            self.previousConnector = previousConnector
            self.version = version
        }
    }
}

extension AppKitNib {
    /// Whether `graph` is an AppKit nib: its root holds `IB.objectdata`.
    public static func isAppKitNib(_ graph: NibGraph) -> Bool {
        graph.root?.value(forKey: AppKitNibKey.objectData) != nil
    }

    public var objectData: ObjectData? {
        guard case .root(let root)? = objects.first?.content, objects.indices.contains(root.objectData),
            case .objectData(let data) = objects[root.objectData].content
        else { return nil }
        return data
    }

    /// The connections of `NSConnections` with their archive indices, in nib order.
    public var connections: [(index: Int, connection: Connection)] {
        (objectData?.connections.members ?? []).compactMap { index in
            if case .connection(let connection) = objects[index].content { (index, connection) } else { nil }
        }
    }
}
