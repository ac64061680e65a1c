import Foundation
import GRDB

/// Everything the catalog holds about one document: what `nibcat show` prints.
public struct CatalogDocument: Sendable, Hashable, Encodable {
    public struct ClassReference: Sendable, Hashable, Encodable {
        @ExplicitNull public var className: String?
        @ExplicitNull public var module: String?

        public init(className: String?, module: String?) {
            self.className = className
            self.module = module
        }

        enum CodingKeys: String, CodingKey {
            case className = "class", module
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
            case id, element, className = "class", customClass, customModule, module, moduleFromTarget, parent, key, role
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
            case kind, relationship, className = "class", customClass, customModule, module, moduleFromTarget
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
            case identifier, className = "class", objectId
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
            case sceneID, controller, className = "class", storyboardIdentifier
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
    }

    public var path: String
    public var root: String
    public var name: String
    public var kind: String
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

extension Catalog {
    /// The document `query` names: a path (relative to an indexed folder, to the current directory, or
    /// absolute), a file name, or a name without extension, as long as exactly one document matches.
    public func document(matching query: String) throws(CatalogError) -> CatalogDocument {
        let absolute = URL(fileURLWithPath: query).standardizedFileURL.resolvingSymlinksInPath().path
        let fileName = query.split(separator: "/").last.map(String.init) ?? query
        let candidates: [(id: Int64, root: String, path: String)] = try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, root, path FROM document
                    WHERE path = ?1 OR root || '/' || path = ?2 OR name = ?3 OR path = ?3 OR path LIKE ?4 ESCAPE '\\'
                    ORDER BY root, path
                    """,
                arguments: [query, absolute, query, "%/" + Self.escapeLike(fileName)])
            return rows.map { (id: $0["id"], root: $0["root"], path: $0["path"]) }
        }
        // Prefer the most specific kind of match: a whole path, then a file name, then a bare name.
        let exact = candidates.filter { $0.path == query || $0.root + "/" + $0.path == absolute }
        let byFileName = candidates.filter { $0.path == fileName || $0.path.hasSuffix("/" + fileName) }
        for group in [exact, byFileName, candidates] where !group.isEmpty {
            guard group.count == 1 else {
                throw .ambiguousDocument(query: query, candidates: group.map(\.path))
            }
            return try document(id: group[0].id)
        }
        throw .documentNotFound(query: query)
    }

    private static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" {
                escaped.append("\\")
            }
            escaped.append(character)
        }
        return escaped
    }

    func document(id: Int64) throws(CatalogError) -> CatalogDocument {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM document WHERE id = ?", arguments: [id]) else {
                throw CatalogError.documentNotFound(query: "#\(id)")
            }
            return try CatalogDocument(row: row, db: db)
        }
    }
}

extension CatalogDocument {
    init(row: Row, db: Database) throws {
        let id: Int64 = row["id"]
        self.init(
            path: row["path"], root: row["root"], name: row["name"], kind: row["kind"], platform: row["platform"],
            localization: row["localization"], filesOwner: nil, topLevelObjects: [], objects: [], connections: [],
            externalObjects: [], images: [], namedColors: [], fonts: [], scenes: [],
            initialViewController: row["initial_view_controller"], storyboardReferences: [], localizations: [])

        let objectRows = try Row.fetchCursor(
            db, sql: "SELECT * FROM object WHERE document_id = ? ORDER BY ordinal", arguments: [id])
        while let row = try objectRows.next() {
            let object = Object(row: row)
            objects.append(object)
            if row["is_top_level"] {
                topLevelObjects.append(object.id)
            }
            if object.role == "filesOwner", filesOwner == nil {
                filesOwner = ClassReference(className: object.customClass, module: object.customModule)
            } else if object.role == "externalObject" {
                let identifier: String = row["placeholder_identifier"] ?? ""
                externalObjects.append(
                    ExternalObject(identifier: identifier, className: object.className, objectId: object.id))
            }
        }

        let connectionRows = try Row.fetchCursor(
            db, sql: "SELECT * FROM connection WHERE document_id = ? ORDER BY ordinal", arguments: [id])
        while let row = try connectionRows.next() {
            connections.append(Connection(row: row))
        }

        try readImages(id: id, db: db)
        namedColors = try String.fetchAll(
            db, sql: "SELECT name FROM named_resource WHERE document_id = ? AND kind = 'color' ORDER BY name",
            arguments: [id])
        fonts = try String.fetchAll(
            db, sql: "SELECT name FROM named_resource WHERE document_id = ? AND kind = 'font' ORDER BY name",
            arguments: [id])

        var objectsByID: [String: Object] = [:]
        for object in objects where objectsByID[object.id] == nil {
            objectsByID[object.id] = object
        }
        let sceneRows = try Row.fetchAll(
            db, sql: "SELECT scene_id, controller_id FROM scene WHERE document_id = ? ORDER BY ordinal",
            arguments: [id])
        for row in sceneRows {
            let controller: String? = row["controller_id"]
            let object = controller.flatMap { objectsByID[$0] }
            scenes.append(
                Scene(
                    sceneID: row["scene_id"], controller: controller, className: object?.className,
                    storyboardIdentifier: object?.storyboardIdentifier))
        }
        let referenceRows = try Row.fetchAll(
            db,
            sql: """
                SELECT object_id, storyboard_name, referenced_identifier, bundle_identifier
                FROM storyboard_reference WHERE document_id = ? ORDER BY line, object_id
                """,
            arguments: [id])
        for row in referenceRows {
            storyboardReferences.append(
                StoryboardReference(
                    objectId: row["object_id"], storyboardName: row["storyboard_name"],
                    referencedIdentifier: row["referenced_identifier"], bundleIdentifier: row["bundle_identifier"]))
        }
        let localizationRows = try Row.fetchAll(
            db, sql: "SELECT path, language FROM localization WHERE document_id = ? ORDER BY path", arguments: [id])
        for row in localizationRows {
            localizations.append(Localization(language: row["language"], path: row["path"]))
        }
    }

    /// Images by name, each with the objects that use it; declared but unused images too.
    private mutating func readImages(id: Int64, db: Database) throws {
        var imageIndex: [String: Int] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT name, object_id, is_system FROM image_reference WHERE document_id = ? ORDER BY ordinal",
            arguments: [id])
        while let row = try rows.next() {
            let name: String = row["name"]
            let objectID: String = row["object_id"]
            if let index = imageIndex[name] {
                if !images[index].objects.contains(objectID) {
                    images[index].objects.append(objectID)
                }
            } else {
                imageIndex[name] = images.count
                images.append(Image(name: name, objects: [objectID], system: row["is_system"]))
            }
        }
        let declared = try Row.fetchAll(
            db, sql: "SELECT name, is_system FROM declared_image WHERE document_id = ? ORDER BY name", arguments: [id])
        for row in declared {
            let name: String = row["name"]
            if imageIndex[name] == nil {
                images.append(Image(name: name, objects: [], system: row["is_system"]))
            }
        }
        images.sort { $0.name < $1.name }
    }
}

extension CatalogDocument.Object {
    init(row: Row) {
        id = row["object_id"]
        element = row["element"]
        className = row["class"]
        let customClass: String? = row["custom_class"]
        let customModule: String? = row["custom_module"]
        self.customClass = customClass
        self.customModule = customModule
        module = customClass != nil ? customModule : row["system_module"]
        moduleFromTarget = row["module_from_target"]
        parent = row["parent_id"]
        key = row["key"]
        role = row["role"]
        storyboardIdentifier = row["storyboard_identifier"]
        restorationIdentifier = row["restoration_identifier"]
        reuseIdentifier = row["reuse_identifier"]
        userLabel = row["user_label"]
        line = row["line"]
    }
}

extension CatalogDocument.Connection {
    init(row: Row) {
        kind = row["kind"]
        id = row["connection_id"]
        source = row["source_id"]
        destination = row["destination_id"]
        name = row["name"]
        eventType = row["event_type"]
        line = row["line"]
        if kind == "segue" {
            let customClass: String? = row["custom_class"]
            segue = CatalogDocument.Segue(
                kind: row["segue_kind"] ?? "", relationship: row["segue_relationship"], className: row["class"] ?? "",
                customClass: customClass, customModule: row["custom_module"],
                module: customClass != nil ? row["custom_module"] : row["system_module"],
                moduleFromTarget: row["module_from_target"], unwindAction: row["unwind_action"])
        } else {
            segue = nil
        }
    }
}
