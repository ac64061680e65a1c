import GRDB
import IBSource

/// Reading a document model back from the rows `CatalogRows` wrote.
extension IBDocument {
    init(catalogRow row: Row, db: Database) throws {
        let id: Int64 = row["id"]
        self.init(
            path: row["path"], kind: IBDocument.Kind(rawValue: row["kind"]) ?? .xib,
            platform: IBDocument.Platform(rawValue: row["platform"]) ?? .iOS, toolsVersion: row["tools_version"],
            initialViewControllerID: row["initial_view_controller"])
        objects = try Row.fetchAll(db, sql: "SELECT * FROM object WHERE document_id = ? ORDER BY ordinal", arguments: [id])
            .map(IBObject.init(catalogRow:))
        connections = try Row.fetchAll(
            db, sql: "SELECT * FROM connection WHERE document_id = ? ORDER BY ordinal", arguments: [id]
        ).map(IBConnection.init(catalogRow:))
        scenes = try Row.fetchAll(db, sql: "SELECT * FROM scene WHERE document_id = ? ORDER BY ordinal", arguments: [id])
            .map { IBScene(sceneID: $0["scene_id"], controllerID: $0["controller_id"], line: $0["line"]) }
        storyboardReferences = try Row.fetchAll(
            db, sql: "SELECT * FROM storyboard_reference WHERE document_id = ? ORDER BY line, object_id", arguments: [id]
        ).map {
            IBStoryboardReference(
                objectID: $0["object_id"], storyboardName: $0["storyboard_name"],
                referencedIdentifier: $0["referenced_identifier"], bundleIdentifier: $0["bundle_identifier"],
                line: $0["line"])
        }
        imageReferences = try Row.fetchAll(
            db, sql: "SELECT * FROM image_reference WHERE document_id = ? ORDER BY ordinal", arguments: [id]
        ).map {
            IBImageReference(
                name: $0["name"], objectID: $0["object_id"], attribute: $0["attribute"], isSystem: $0["is_system"],
                line: $0["line"])
        }
        declaredImages = try Row.fetchAll(
            db, sql: "SELECT * FROM declared_image WHERE document_id = ? ORDER BY name", arguments: [id]
        ).map { IBDeclaredImage(name: $0["name"], width: $0["width"], height: $0["height"], isSystem: $0["is_system"]) }
        let named = try Row.fetchAll(
            db, sql: "SELECT kind, name FROM named_resource WHERE document_id = ? ORDER BY name", arguments: [id])
        namedColors = named.filter { $0["kind"] == "color" }.map { $0["name"] }
        fonts = named.filter { $0["kind"] == "font" }.map { $0["name"] }
    }
}

extension IBObject {
    init(catalogRow row: Row) {
        let role: String? = row["placeholder_role"]
        self.init(
            id: row["object_id"], element: row["element"], key: row["key"], parentID: row["parent_id"],
            customClass: row["custom_class"], customModule: row["custom_module"],
            moduleFromTarget: row["module_from_target"], resolvedClass: row["class"], systemModule: row["system_module"],
            userLabel: row["user_label"], storyboardIdentifier: row["storyboard_identifier"],
            restorationIdentifier: row["restoration_identifier"], reuseIdentifier: row["reuse_identifier"],
            sceneMemberID: row["scene_member_id"], placeholderRole: role.flatMap(IBPlaceholderRole.init(rawValue:)),
            placeholderIdentifier: row["placeholder_identifier"], isTopLevel: row["is_top_level"], line: row["line"])
    }
}

extension IBConnection {
    init(catalogRow row: Row) {
        let kind = IBConnection.Kind(rawValue: row["kind"]) ?? .outlet
        self.init(
            id: row["connection_id"], kind: kind, sourceID: row["source_id"], destinationID: row["destination_id"],
            name: row["name"], eventType: row["event_type"],
            segue: kind == .segue
                ? IBSegue(
                    kind: row["segue_kind"] ?? "", relationship: row["segue_relationship"],
                    customClass: row["custom_class"], customModule: row["custom_module"],
                    moduleFromTarget: row["module_from_target"], unwindAction: row["unwind_action"],
                    resolvedClass: row["class"] ?? "", systemModule: row["system_module"])
                : nil,
            line: row["line"])
    }
}
