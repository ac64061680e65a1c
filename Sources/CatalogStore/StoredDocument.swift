import GRDB
import IBSource

/// Reading a document model back from the rows `CatalogRows` wrote.
extension IBDocument {
    init(catalogRow row: Row, db: Database) throws {
        let id: Int64 = try row.decode(forColumn: "id")
        self.init(
            path: try row.decode(forColumn: "path"), kind: IBDocument.Kind(rawValue: try row.decode(forColumn: "kind")) ?? .xib,
            platform: IBDocument.Platform(rawValue: try row.decode(forColumn: "platform")) ?? .iOS,
            toolsVersion: try row.decode(forColumn: "tools_version"),
            initialViewControllerID: try row.decode(forColumn: "initial_view_controller"))
        objects = try Row.fetchAll(db, sql: "SELECT * FROM object WHERE document_id = ? ORDER BY ordinal", arguments: [id])
            .map(IBObject.init(catalogRow:))
        connections = try Row.fetchAll(
            db, sql: "SELECT * FROM connection WHERE document_id = ? ORDER BY ordinal", arguments: [id]
        ).map(IBConnection.init(catalogRow:))
        scenes = try Row.fetchAll(db, sql: "SELECT * FROM scene WHERE document_id = ? ORDER BY ordinal", arguments: [id])
            .map {
                IBScene(
                    sceneID: try $0.decode(forColumn: "scene_id"), controllerID: try $0.decode(forColumn: "controller_id"),
                    line: try $0.decode(forColumn: "line"))
            }
        storyboardReferences = try Row.fetchAll(
            db, sql: "SELECT * FROM storyboard_reference WHERE document_id = ? ORDER BY line, object_id", arguments: [id]
        ).map {
            IBStoryboardReference(
                objectID: try $0.decode(forColumn: "object_id"), storyboardName: try $0.decode(forColumn: "storyboard_name"),
                referencedIdentifier: try $0.decode(forColumn: "referenced_identifier"),
                bundleIdentifier: try $0.decode(forColumn: "bundle_identifier"),
                line: try $0.decode(forColumn: "line"))
        }
        imageReferences = try Row.fetchAll(
            db, sql: "SELECT * FROM image_reference WHERE document_id = ? ORDER BY ordinal", arguments: [id]
        ).map {
            IBImageReference(
                name: try $0.decode(forColumn: "name"), objectID: try $0.decode(forColumn: "object_id"),
                attribute: try $0.decode(forColumn: "attribute"), isSystem: try $0.decode(forColumn: "is_system"),
                line: try $0.decode(forColumn: "line"))
        }
        declaredImages = try Row.fetchAll(
            db, sql: "SELECT * FROM declared_image WHERE document_id = ? ORDER BY name", arguments: [id]
        ).map {
            IBDeclaredImage(
                name: try $0.decode(forColumn: "name"), width: try $0.decode(forColumn: "width"),
                height: try $0.decode(forColumn: "height"), isSystem: try $0.decode(forColumn: "is_system"),
                // A published bundle's index keeps no such column: its images were packaged.
                isEmbedded: $0.hasColumn("is_embedded") ? try $0.decode(forColumn: "is_embedded") : false)
        }
        let named = try Row.fetchAll(
            db, sql: "SELECT kind, name FROM named_resource WHERE document_id = ? ORDER BY name", arguments: [id])
        namedColors = try named.filter { try $0.decode(String.self, forColumn: "kind") == NamedResourceKind.color }
            .map { try $0.decode(forColumn: "name") }
        fonts = try named.filter { try $0.decode(String.self, forColumn: "kind") == NamedResourceKind.font }
            .map { try $0.decode(forColumn: "name") }
    }
}

extension IBObject {
    init(catalogRow row: Row) throws {
        let role: String? = try row.decode(forColumn: "placeholder_role")
        self.init(
            id: try row.decode(forColumn: "object_id"), element: try row.decode(forColumn: "element"),
            key: try row.decode(forColumn: "key"), parentID: try row.decode(forColumn: "parent_id"),
            customClass: try row.decode(forColumn: "custom_class"), customModule: try row.decode(forColumn: "custom_module"),
            moduleFromTarget: try row.decode(forColumn: "module_from_target"), resolvedClass: try row.decode(forColumn: "class"),
            systemModule: try row.decode(forColumn: "system_module"),
            userLabel: try row.decode(forColumn: "user_label"),
            storyboardIdentifier: try row.decode(forColumn: "storyboard_identifier"),
            restorationIdentifier: try row.decode(forColumn: "restoration_identifier"),
            reuseIdentifier: try row.decode(forColumn: "reuse_identifier"),
            sceneMemberID: try row.decode(forColumn: "scene_member_id"),
            placeholderRole: role.flatMap(IBPlaceholderRole.init(rawValue:)),
            placeholderIdentifier: try row.decode(forColumn: "placeholder_identifier"),
            isTopLevel: try row.decode(forColumn: "is_top_level"), line: try row.decode(forColumn: "line"))
    }
}

extension IBConnection {
    init(catalogRow row: Row) throws {
        let kind = IBConnection.Kind(rawValue: try row.decode(forColumn: "kind")) ?? .outlet
        self.init(
            id: try row.decode(forColumn: "connection_id"), kind: kind, sourceID: try row.decode(forColumn: "source_id"),
            destinationID: try row.decode(forColumn: "destination_id"),
            name: try row.decode(forColumn: "name"), eventType: try row.decode(forColumn: "event_type"),
            segue: kind == .segue
                ? IBSegue(
                    kind: try row.decode(forColumn: "segue_kind") ?? "",
                    relationship: try row.decode(forColumn: "segue_relationship"),
                    customClass: try row.decode(forColumn: "custom_class"),
                    customModule: try row.decode(forColumn: "custom_module"),
                    moduleFromTarget: try row.decode(forColumn: "module_from_target"),
                    unwindAction: try row.decode(forColumn: "unwind_action"),
                    resolvedClass: try row.decode(forColumn: "class") ?? "",
                    systemModule: try row.decode(forColumn: "system_module"))
                : nil,
            line: try row.decode(forColumn: "line"))
    }
}
