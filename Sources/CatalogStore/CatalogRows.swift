import Foundation
import GRDB
import IBSource

/// Writes an `IBDocument` into the catalog's tables.
enum CatalogRows {
    static func insert(_ document: IBDocument, file: ScannedFile, root: String, sha256: Data, into db: Database) throws {
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let name = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        try db.cachedStatement(
            sql: """
                INSERT INTO document (root, path, name, kind, platform, tools_version, localization,
                    initial_view_controller, size, mtime_ns, sha256)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            root, file.path, name, document.kind.rawValue, document.platform.rawValue, document.toolsVersion,
            IBLocalization.language(ofPath: file.path), document.initialViewControllerID, file.size,
            file.mtimeNanoseconds, sha256,
        ])
        let documentID = db.lastInsertedRowID

        let insertObject = try db.cachedStatement(
            sql: """
                INSERT INTO object (document_id, ordinal, object_id, element, class, system_module, custom_class,
                    custom_module, module_from_target, parent_id, key, user_label, storyboard_identifier,
                    restoration_identifier, reuse_identifier, scene_member_id, placeholder_role,
                    placeholder_identifier, role, is_top_level, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (ordinal, object) in document.objects.enumerated() {
            try insertObject.execute(arguments: [
                documentID, ordinal, object.id, object.element, object.resolvedClass, object.systemModule,
                object.customClass, object.customModule, object.moduleFromTarget, object.parentID, object.key,
                object.userLabel, object.storyboardIdentifier, object.restorationIdentifier, object.reuseIdentifier,
                object.sceneMemberID, object.placeholderRole?.rawValue, object.placeholderIdentifier, object.role,
                object.isTopLevel, object.line,
            ])
        }

        let insertConnection = try db.cachedStatement(
            sql: """
                INSERT INTO connection (document_id, ordinal, connection_id, kind, source_id, destination_id, name,
                    event_type, segue_kind, segue_relationship, class, system_module, custom_class, custom_module,
                    module_from_target, unwind_action, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (ordinal, connection) in document.connections.enumerated() {
            let segue = connection.segue
            try insertConnection.execute(arguments: [
                documentID, ordinal, connection.id, connection.kind.rawValue, connection.sourceID,
                connection.destinationID, connection.name, connection.eventType, segue?.kind, segue?.relationship,
                segue?.resolvedClass, segue?.systemModule, segue?.customClass, segue?.customModule,
                segue?.moduleFromTarget ?? false, segue?.unwindAction, connection.line,
            ])
        }

        for (ordinal, scene) in document.scenes.enumerated() {
            try db.cachedStatement(
                sql: "INSERT INTO scene (document_id, ordinal, scene_id, controller_id, line) VALUES (?, ?, ?, ?, ?)"
            ).execute(arguments: [documentID, ordinal, scene.sceneID, scene.controllerID, scene.line])
        }
        for reference in document.storyboardReferences {
            try db.cachedStatement(
                sql: """
                    INSERT OR IGNORE INTO storyboard_reference (document_id, object_id, storyboard_name,
                        referenced_identifier, bundle_identifier, line)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                documentID, reference.objectID, reference.storyboardName, reference.referencedIdentifier,
                reference.bundleIdentifier, reference.line,
            ])
        }
        for (ordinal, reference) in document.imageReferences.enumerated() {
            try db.cachedStatement(
                sql: """
                    INSERT INTO image_reference (document_id, ordinal, name, object_id, attribute, is_system, line)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                documentID, ordinal, reference.name, reference.objectID, reference.attribute, reference.isSystem,
                reference.line,
            ])
        }
        for image in document.declaredImages {
            try db.cachedStatement(
                sql: """
                    INSERT OR IGNORE INTO declared_image (document_id, name, width, height, is_system)
                    VALUES (?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [documentID, image.name, image.width, image.height, image.isSystem])
        }
        let insertNamed = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO named_resource (document_id, kind, name) VALUES (?, ?, ?)")
        for color in document.namedColors {
            try insertNamed.execute(arguments: [documentID, "color", color])
        }
        for font in document.fonts {
            try insertNamed.execute(arguments: [documentID, "font", font])
        }
    }
}
