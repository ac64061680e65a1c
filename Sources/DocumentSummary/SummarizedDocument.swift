import Foundation
import IBSource
import InputFiles

/// What one document holds, from its source or a compiled nib, parsed now or read back from the
/// catalog: what `nibcat show` and `dump --json` print and the report draws.
public struct SummarizedDocument: Sendable, Hashable, Encodable {
    public struct ClassReference: Sendable, Hashable, Encodable {
        @ExplicitNull public var className: String?
        @ExplicitNull public var module: String?

        public init(className: String?, module: String?) {
            self.className = className
            self.module = module
        }

        enum CodingKeys: String, CodingKey {
            case className = "class"
            case module
        }
    }

    public struct Object: Sendable, Hashable, Encodable {
        public var id: String
        public var element: String
        public var className: String
        @ExplicitNull public var customClass: String?
        @ExplicitNull public var customModule: String?
        /// The module of `className`: the custom module, else the system framework.
        @ExplicitNull public var module: String?
        public var moduleFromTarget: Bool
        @ExplicitNull public var parent: String?
        @ExplicitNull public var key: String?
        public var role: String
        @ExplicitNull public var storyboardIdentifier: String?
        @ExplicitNull public var restorationIdentifier: String?
        @ExplicitNull public var reuseIdentifier: String?
        @ExplicitNull public var userLabel: String?
        public var line: Int

        enum CodingKeys: String, CodingKey {
            case id, element
            case className = "class"
            case customClass, customModule, module, moduleFromTarget, parent, key, role
            case storyboardIdentifier, restorationIdentifier, reuseIdentifier, userLabel, line
        }
    }

    public struct Segue: Sendable, Hashable, Encodable {
        public var kind: String
        @ExplicitNull public var relationship: String?
        public var className: String
        @ExplicitNull public var customClass: String?
        @ExplicitNull public var customModule: String?
        @ExplicitNull public var module: String?
        public var moduleFromTarget: Bool
        @ExplicitNull public var unwindAction: String?

        enum CodingKeys: String, CodingKey {
            case kind, relationship
            case className = "class"
            case customClass, customModule, module, moduleFromTarget
            case unwindAction
        }
    }

    public struct Connection: Sendable, Hashable, Encodable {
        /// `outlet`, `outletCollection`, `action`, `segue` or `binding`.
        public var kind: String
        public var id: String
        public var source: String
        public var destination: String
        @ExplicitNull public var name: String?
        @ExplicitNull public var eventType: String?
        @ExplicitNull public var segue: Segue?
        public var line: Int
    }

    public struct ExternalObject: Sendable, Hashable, Encodable {
        public var identifier: String
        public var className: String
        public var objectId: String

        enum CodingKeys: String, CodingKey {
            case identifier
            case className = "class"
            case objectId
        }
    }

    public struct Image: Sendable, Hashable, Encodable {
        public var name: String
        /// Ids of the objects that use the image, in document order, each once.
        public var objects: [String]
        public var system: Bool
    }

    public struct Scene: Sendable, Hashable, Encodable {
        public var sceneID: String
        @ExplicitNull public var controller: String?
        @ExplicitNull public var className: String?
        @ExplicitNull public var storyboardIdentifier: String?

        enum CodingKeys: String, CodingKey {
            case sceneID, controller
            case className = "class"
            case storyboardIdentifier
        }
    }

    public struct StoryboardReference: Sendable, Hashable, Encodable {
        public var objectId: String
        @ExplicitNull public var storyboardName: String?
        @ExplicitNull public var referencedIdentifier: String?
        @ExplicitNull public var bundleIdentifier: String?
    }

    public struct Localization: Sendable, Hashable, Encodable {
        /// nil for a string catalog (`.xcstrings`).
        @ExplicitNull public var language: String?
        /// Relative to the same folder as the document's path.
        public var path: String

        public init(language: String?, path: String) {
            self.language = language
            self.path = path
        }
    }

    public var path: String
    public var root: String
    public var name: String
    public var kind: DocumentKind
    public var platform: String
    /// The `.lproj` folder the document is in (`Base`), if any.
    @ExplicitNull public var localization: String?
    @ExplicitNull public var filesOwner: ClassReference?
    public var topLevelObjects: [String]
    public var objects: [Object]
    public var connections: [Connection]
    public var externalObjects: [ExternalObject]
    public var images: [Image]
    public var namedColors: [String]
    public var fonts: [String]
    public var scenes: [Scene]
    @ExplicitNull public var initialViewController: String?
    public var storyboardReferences: [StoryboardReference]
    public var localizations: [Localization]

    enum CodingKeys: String, CodingKey {
        case path, name, kind, platform, localization, filesOwner, topLevelObjects, objects, connections
        case externalObjects, images, namedColors, fonts, scenes, initialViewController, storyboardReferences
        case localizations
    }

}

extension SummarizedDocument {
    /// The `show` view of a document model: the one mapping from `IBDocument` to what
    /// `show` and `dump --json` print, whether the model was parsed now or read from the catalog.
    public init(_ document: IBDocument, root: String, localizations: [Localization] = []) {
        let fileName = document.path.split(separator: "/").last.map(String.init) ?? document.path
        let objects = document.objects.map(Object.init)
        var objectsByID: [String: Object] = [:]
        for object in objects where objectsByID[object.id] == nil {
            objectsByID[object.id] = object
        }
        let owner = document.filesOwner
        self.init(
            path: document.path, root: root,
            name: fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName,
            kind: document.kind, platform: document.platform.rawValue,
            localization: IBLocalization.language(ofPath: document.path),
            filesOwner: owner.map { ClassReference(className: $0.customClass, module: $0.customModule) },
            topLevelObjects: document.topLevelObjectIDs, objects: objects,
            connections: document.connections.map(Connection.init),
            externalObjects: document.externalObjects.map {
                ExternalObject(identifier: $0.placeholderIdentifier ?? "", className: $0.resolvedClass, objectId: $0.id)
            },
            images: Self.images(document), namedColors: document.namedColors.sorted(), fonts: document.fonts.sorted(),
            scenes: document.scenes.map { scene in
                let controller = scene.controllerID.flatMap { objectsByID[$0] }
                return Scene(
                    sceneID: scene.sceneID, controller: scene.controllerID, className: controller?.className,
                    storyboardIdentifier: controller?.storyboardIdentifier)
            },
            initialViewController: document.initialViewControllerID,
            storyboardReferences: document.storyboardReferences.map {
                StoryboardReference(
                    objectId: $0.objectID, storyboardName: $0.storyboardName,
                    referencedIdentifier: $0.referencedIdentifier, bundleIdentifier: $0.bundleIdentifier)
            },
            localizations: localizations)
    }

    /// Images by name, each with the objects that use it once, in document order; images declared
    /// in `<resources>` that no object uses are listed too.
    private static func images(_ document: IBDocument) -> [Image] {
        var images: [Image] = []
        var index: [String: Int] = [:]
        for reference in document.imageReferences {
            if let at = index[reference.name] {
                if !images[at].objects.contains(reference.objectID) {
                    images[at].objects.append(reference.objectID)
                }
                images[at].system = images[at].system || reference.isSystem
            } else {
                index[reference.name] = images.count
                images.append(Image(name: reference.name, objects: [reference.objectID], system: reference.isSystem))
            }
        }
        for declared in document.declaredImages where index[declared.name] == nil {
            index[declared.name] = images.count
            images.append(Image(name: declared.name, objects: [], system: declared.isSystem))
        }
        return images.sorted { $0.name < $1.name }
    }
}

extension SummarizedDocument.Object {
    init(_ object: IBObject) {
        self.init(
            id: object.id, element: object.element, className: object.resolvedClass, customClass: object.customClass,
            customModule: object.customModule, module: object.module, moduleFromTarget: object.moduleFromTarget,
            parent: object.parentID, key: object.key, role: object.role, storyboardIdentifier: object.storyboardIdentifier,
            restorationIdentifier: object.restorationIdentifier, reuseIdentifier: object.reuseIdentifier,
            userLabel: object.userLabel, line: object.line)
    }
}

extension SummarizedDocument.Connection {
    init(_ connection: IBConnection) {
        self.init(
            kind: connection.kind.rawValue, id: connection.id, source: connection.sourceID,
            destination: connection.destinationID, name: connection.name, eventType: connection.eventType,
            segue: connection.segue.map {
                SummarizedDocument.Segue(
                    kind: $0.kind, relationship: $0.relationship, className: $0.resolvedClass, customClass: $0.customClass,
                    customModule: $0.customModule, module: $0.module, moduleFromTarget: $0.moduleFromTarget,
                    unwindAction: $0.unwindAction)
            },
            line: connection.line)
    }
}
