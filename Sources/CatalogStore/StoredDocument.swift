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
        // Cached statements: a report reads every document, and preparing its queries anew each
        // time cost as much as running them.
        objects = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(IBObject.catalogColumns) FROM object WHERE document_id = ? ORDER BY ordinal"),
            arguments: [id]
        ).map(IBObject.init(catalogRow:))
        connections = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT \(IBConnection.catalogColumns) FROM connection WHERE document_id = ? ORDER BY ordinal"),
            arguments: [id]
        ).map(IBConnection.init(catalogRow:))
        scenes = try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM scene WHERE document_id = ? ORDER BY ordinal"), arguments: [id])
            .map {
                IBScene(
                    sceneID: try $0.decode(forColumn: "scene_id"), controllerID: try $0.decode(forColumn: "controller_id"),
                    line: try $0.decode(forColumn: "line"))
            }
        storyboardReferences = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM storyboard_reference WHERE document_id = ? ORDER BY line, object_id"), arguments: [id]
        ).map {
            IBStoryboardReference(
                objectID: try $0.decode(forColumn: "object_id"), storyboardName: try $0.decode(forColumn: "storyboard_name"),
                referencedIdentifier: try $0.decode(forColumn: "referenced_identifier"),
                bundleIdentifier: try $0.decode(forColumn: "bundle_identifier"),
                line: try $0.decode(forColumn: "line"))
        }
        imageReferences = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM image_reference WHERE document_id = ? ORDER BY ordinal"), arguments: [id]
        ).map {
            IBImageReference(
                name: try $0.decode(forColumn: "name"), objectID: try $0.decode(forColumn: "object_id"),
                attribute: try $0.decode(forColumn: "attribute"), isSystem: try $0.decode(forColumn: "is_system"),
                line: try $0.decode(forColumn: "line"))
        }
        declaredImages = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM declared_image WHERE document_id = ? ORDER BY name"), arguments: [id]
        ).map {
            IBDeclaredImage(
                name: try $0.decode(forColumn: "name"), width: try $0.decode(forColumn: "width"),
                height: try $0.decode(forColumn: "height"), isSystem: try $0.decode(forColumn: "is_system"),
                // A published bundle's index keeps no such column: its images were packaged.
                isEmbedded: $0.hasColumn("is_embedded") ? try $0.decode(forColumn: "is_embedded") : false)
        }
        let named = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT kind, name FROM named_resource WHERE document_id = ? ORDER BY name"), arguments: [id])
        namedColors = try named.filter { try $0.decode(String.self, forColumn: "kind") == NamedResourceKind.color }
            .map { try $0.decode(forColumn: "name") }
        fonts = try named.filter { try $0.decode(String.self, forColumn: "kind") == NamedResourceKind.font }
            .map { try $0.decode(forColumn: "name") }
    }
}

extension IBObject {
    /// The `object` columns `init(catalogRow:)` reads, in its order: it decodes by index, as a
    /// name lookup lowercases the name on every read (most of the time of reading a catalog's
    /// documents).
    static let catalogColumns = """
        object_id, element, key, parent_id, custom_class, custom_module, module_from_target, class, system_module,
        user_label, storyboard_identifier, restoration_identifier, reuse_identifier, scene_member_id, placeholder_role,
        placeholder_identifier, is_top_level, line
        """

    /// A row of `catalogColumns`.
    init(catalogRow row: Row) throws {
        let role: String? = try row.decode(atIndex: 14)
        self.init(
            id: try row.decode(atIndex: 0), element: try row.decode(atIndex: 1),
            key: try row.decode(atIndex: 2), parentID: try row.decode(atIndex: 3),
            customClass: try row.decode(atIndex: 4), customModule: try row.decode(atIndex: 5),
            moduleFromTarget: try row.decode(atIndex: 6), resolvedClass: try row.decode(atIndex: 7),
            systemModule: try row.decode(atIndex: 8),
            userLabel: try row.decode(atIndex: 9),
            storyboardIdentifier: try row.decode(atIndex: 10),
            restorationIdentifier: try row.decode(atIndex: 11),
            reuseIdentifier: try row.decode(atIndex: 12),
            sceneMemberID: try row.decode(atIndex: 13),
            placeholderRole: role.flatMap(IBPlaceholderRole.init(rawValue:)),
            placeholderIdentifier: try row.decode(atIndex: 15),
            isTopLevel: try row.decode(atIndex: 16), line: try row.decode(atIndex: 17))
    }
}

extension IBConnection {
    /// The `connection` columns `init(catalogRow:)` reads, in its order (by index, as `IBObject`).
    static let catalogColumns = """
        connection_id, kind, source_id, destination_id, name, event_type, segue_kind, segue_relationship, custom_class,
        custom_module, module_from_target, unwind_action, class, system_module, line
        """

    /// A row of `catalogColumns`.
    init(catalogRow row: Row) throws {
        let kind = IBConnection.Kind(rawValue: try row.decode(atIndex: 1)) ?? .outlet
        self.init(
            id: try row.decode(atIndex: 0), kind: kind, sourceID: try row.decode(atIndex: 2),
            destinationID: try row.decode(atIndex: 3),
            name: try row.decode(atIndex: 4), eventType: try row.decode(atIndex: 5),
            segue: kind == .segue
                ? IBSegue(
                    kind: try row.decode(atIndex: 6) ?? "",
                    relationship: try row.decode(atIndex: 7),
                    customClass: try row.decode(atIndex: 8),
                    customModule: try row.decode(atIndex: 9),
                    moduleFromTarget: try row.decode(atIndex: 10),
                    unwindAction: try row.decode(atIndex: 11),
                    resolvedClass: try row.decode(atIndex: 12) ?? "",
                    systemModule: try row.decode(atIndex: 13))
                : nil,
            line: try row.decode(atIndex: 14))
    }
}
