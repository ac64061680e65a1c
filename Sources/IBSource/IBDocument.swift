import InputFiles

/// An Interface Builder document as a value model: read from `.xib`/`.storyboard` XML, or the
/// semantic view of a compiled nib, in which object ids are `#N` (the object's archive index).
public struct IBDocument: Sendable, Hashable, Codable {
    /// A source, or a compiled nib or storyboard described through its decoded object graph.
    public typealias Kind = DocumentKind

    public enum Platform: String, Sendable, Codable, CaseIterable {
        case iOS
        case tvOS
        case watchOS
        case macOS
    }

    /// The path the document was read from, as given to the reader.
    public var path: String
    public var kind: Kind
    public var platform: Platform
    public var toolsVersion: String?
    /// The device the document is laid out for (`<device>`); macOS documents have none.
    public var device: IBDevice?
    /// Every element that carries an `id`, in document order (connections excluded).
    public var objects: [IBObject]
    public var connections: [IBConnection]
    public var scenes: [IBScene]
    public var initialViewControllerID: String?
    public var storyboardReferences: [IBStoryboardReference]
    public var imageReferences: [IBImageReference]
    /// Images declared in `<resources>`.
    public var declaredImages: [IBDeclaredImage]
    public var namedColors: [String]
    /// The line of each named color's first use by an object (not its `<resources>` entry).
    public var namedColorLines: [String: Int]
    public var fonts: [String]
    /// The user-defined runtime attributes set on objects, in document order.
    public var runtimeAttributes: [IBRuntimeAttribute]
    /// The `<document>` element with everything under it, when the reader was asked to keep it.
    public var root: IBElement?

    public init(
        path: String, kind: Kind, platform: Platform, toolsVersion: String? = nil, device: IBDevice? = nil,
        objects: [IBObject] = [], connections: [IBConnection] = [],
        scenes: [IBScene] = [], initialViewControllerID: String? = nil,
        storyboardReferences: [IBStoryboardReference] = [], imageReferences: [IBImageReference] = [],
        declaredImages: [IBDeclaredImage] = [], namedColors: [String] = [], namedColorLines: [String: Int] = [:],
        fonts: [String] = [], runtimeAttributes: [IBRuntimeAttribute] = [], root: IBElement? = nil
    ) {
        self.path = path
        self.kind = kind
        self.platform = platform
        self.toolsVersion = toolsVersion
        self.device = device
        self.objects = objects
        self.connections = connections
        self.scenes = scenes
        self.initialViewControllerID = initialViewControllerID
        self.storyboardReferences = storyboardReferences
        self.imageReferences = imageReferences
        self.declaredImages = declaredImages
        self.namedColors = namedColors
        self.namedColorLines = namedColorLines
        self.fonts = fonts
        self.runtimeAttributes = runtimeAttributes
        self.root = root
    }

    /// Ids of the top-level objects in document order, placeholders excluded.
    public var topLevelObjectIDs: [String] {
        objects.filter(\.isTopLevel).map(\.id)
    }

    /// The File's Owner placeholder, if the document has one.
    public var filesOwner: IBObject? {
        objects.first { $0.placeholderRole == .filesOwner }
    }

    public var externalObjects: [IBObject] {
        objects.filter { $0.placeholderRole == .externalObject }
    }

    public func object(withID id: String) -> IBObject? {
        objects.first { $0.id == id }
    }
}

/// Why a placeholder stands in the document instead of a real object.
public enum IBPlaceholderRole: String, Sendable, Codable, CaseIterable {
    case filesOwner
    case firstResponder
    case application
    case externalObject
    /// A storyboard scene's Exit placeholder, the target of unwind segues.
    case exit
}

public struct IBObject: Sendable, Hashable, Codable {
    public var id: String
    /// The XML element name, e.g. `view`, `tableViewCell`, `customObject`.
    public var element: String
    /// The `key` attribute: the property of the parent this object fills (`view`, `contentView`).
    public var key: String?
    /// The id of the nearest enclosing object, nil for top-level objects.
    public var parentID: String?
    public var customClass: String?
    public var customModule: String?
    /// `customModuleProvider="target"`: the module is whatever target the document builds into.
    public var moduleFromTarget: Bool
    /// The class the object is at run time: `customClass`, else the element's system class.
    public var resolvedClass: String
    /// The framework that defines `resolvedClass` when it is a system class.
    public var systemModule: String?
    public var userLabel: String?
    public var storyboardIdentifier: String?
    public var restorationIdentifier: String?
    public var reuseIdentifier: String?
    public var sceneMemberID: String?
    public var placeholderRole: IBPlaceholderRole?
    /// `placeholderIdentifier` of a placeholder (`IBFilesOwner`, or an external object's identifier).
    public var placeholderIdentifier: String?
    /// A direct child of `<objects>` that is not a placeholder: what loading the nib returns.
    public var isTopLevel: Bool
    public var line: Int

    public init(
        id: String, element: String, key: String? = nil, parentID: String? = nil,
        customClass: String? = nil, customModule: String? = nil, moduleFromTarget: Bool = false,
        resolvedClass: String, systemModule: String? = nil, userLabel: String? = nil,
        storyboardIdentifier: String? = nil, restorationIdentifier: String? = nil,
        reuseIdentifier: String? = nil, sceneMemberID: String? = nil,
        placeholderRole: IBPlaceholderRole? = nil, placeholderIdentifier: String? = nil, isTopLevel: Bool = false,
        line: Int = 0
    ) {
        self.id = id
        self.element = element
        self.key = key
        self.parentID = parentID
        self.customClass = customClass
        self.customModule = customModule
        self.moduleFromTarget = moduleFromTarget
        self.resolvedClass = resolvedClass
        self.systemModule = systemModule
        self.userLabel = userLabel
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.reuseIdentifier = reuseIdentifier
        self.sceneMemberID = sceneMemberID
        self.placeholderRole = placeholderRole
        self.placeholderIdentifier = placeholderIdentifier
        self.isTopLevel = isTopLevel
        self.line = line
    }

    /// The module `resolvedClass` lives in: the custom module, else the system framework.
    public var module: String? {
        customClass != nil ? customModule : systemModule
    }
}

public struct IBConnection: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case outlet
        case outletCollection
        case action
        case segue
        case binding
    }

    public var id: String
    public var kind: Kind
    /// The object whose `<connections>` holds this connection.
    public var sourceID: String
    public var destinationID: String
    /// Outlet property, action selector, segue identifier, or binding name.
    public var name: String?
    public var eventType: String?
    public var segue: IBSegue?
    public var line: Int

    public init(
        id: String, kind: Kind, sourceID: String, destinationID: String, name: String? = nil,
        eventType: String? = nil, segue: IBSegue? = nil, line: Int = 0
    ) {
        self.id = id
        self.kind = kind
        self.sourceID = sourceID
        self.destinationID = destinationID
        self.name = name
        self.eventType = eventType
        self.segue = segue
        self.line = line
    }
}

public struct IBSegue: Sendable, Hashable, Codable {
    /// `show`, `presentation`, `embed`, `relationship`, `custom`, `unwind`, …
    public var kind: String
    public var relationship: String?
    public var customClass: String?
    public var customModule: String?
    public var moduleFromTarget: Bool
    public var unwindAction: String?
    /// `UIStoryboardSegue`/`NSStoryboardSegue` unless a custom class is set.
    public var resolvedClass: String
    public var systemModule: String?

    public init(
        kind: String, relationship: String? = nil, customClass: String? = nil, customModule: String? = nil,
        moduleFromTarget: Bool = false, unwindAction: String? = nil, resolvedClass: String,
        systemModule: String? = nil
    ) {
        self.kind = kind
        self.relationship = relationship
        self.customClass = customClass
        self.customModule = customModule
        self.moduleFromTarget = moduleFromTarget
        self.unwindAction = unwindAction
        self.resolvedClass = resolvedClass
        self.systemModule = systemModule
    }

    public var module: String? {
        customClass != nil ? customModule : systemModule
    }
}

public struct IBScene: Sendable, Hashable, Codable {
    public var sceneID: String
    /// The scene's controller (`sceneMemberID="viewController"`), if any.
    public var controllerID: String?
    /// Where the scene's center sits on Interface Builder's canvas (`<point key="canvasLocation">`).
    public var canvasLocation: IBPoint?
    public var line: Int

    public init(sceneID: String, controllerID: String? = nil, canvasLocation: IBPoint? = nil, line: Int = 0) {
        self.sceneID = sceneID
        self.controllerID = controllerID
        self.canvasLocation = canvasLocation
        self.line = line
    }
}

public struct IBStoryboardReference: Sendable, Hashable, Codable {
    public var objectID: String
    /// nil means a reference into the same storyboard.
    public var storyboardName: String?
    public var referencedIdentifier: String?
    public var bundleIdentifier: String?
    public var line: Int

    public init(
        objectID: String, storyboardName: String? = nil, referencedIdentifier: String? = nil,
        bundleIdentifier: String? = nil, line: Int = 0
    ) {
        self.objectID = objectID
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
        self.line = line
    }
}

/// One place in the document where an image is used by name.
public struct IBImageReference: Sendable, Hashable, Codable {
    public var name: String
    /// The object that uses the image.
    public var objectID: String
    /// Where the name stood: `image`, `highlightedImage`, `normal.backgroundImage`, `runtime:keyPath`, …
    public var attribute: String
    /// SF Symbols (`catalog="system"`) and other images the system provides.
    public var isSystem: Bool
    public var line: Int

    public init(name: String, objectID: String, attribute: String, isSystem: Bool = false, line: Int = 0) {
        self.name = name
        self.objectID = objectID
        self.attribute = attribute
        self.isSystem = isSystem
        self.line = line
    }
}

/// A `<userDefinedRuntimeAttribute>`: UIKit sets `keyPath` on the object with `setValue:forKeyPath:`
/// when the nib loads (how Interface Builder stores `@IBInspectable` values too).
public struct IBRuntimeAttribute: Sendable, Hashable, Codable {
    /// The object the attribute is set on.
    public var objectID: String
    public var keyPath: String
    /// `boolean`, `number`, `string`, `color`, `image`, `nil`, … as written.
    public var type: String?
    public var line: Int

    public init(objectID: String, keyPath: String, type: String? = nil, line: Int = 0) {
        self.objectID = objectID
        self.keyPath = keyPath
        self.type = type
        self.line = line
    }
}

public struct IBDeclaredImage: Sendable, Hashable, Codable {
    public var name: String
    public var width: Double?
    public var height: Double?
    public var isSystem: Bool
    /// The image's data is in the document (`<mutableData>` or `<data>` inside it).
    public var isEmbedded: Bool

    public init(name: String, width: Double? = nil, height: Double? = nil, isSystem: Bool = false, isEmbedded: Bool = false) {
        self.name = name
        self.width = width
        self.height = height
        self.isSystem = isSystem
        self.isEmbedded = isEmbedded
    }
}

extension IBObject {
    private static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView", "tableRowView",
    ]

    /// How the document uses the object: `filesOwner`, `externalObject`, `viewController`, `cell`, `object`, ….
    public var role: String {
        if let placeholderRole {
            return placeholderRole.rawValue
        }
        if sceneMemberID == "viewController" {
            return "viewController"
        }
        if reuseIdentifier != nil || Self.cellElements.contains(element) {
            return "cell"
        }
        return "object"
    }
}
