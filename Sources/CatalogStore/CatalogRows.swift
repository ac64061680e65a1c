import Foundation
import GRDB
import IBSource
import ProjectModel

/// Writes `IBDocument`s into the catalog's tables, with statements prepared once per index run.
final class CatalogRows {
    private let db: Database
    private let insertDocument: PreparedInsert
    private let insertObject: PreparedInsert
    private let insertConnection: PreparedInsert
    private let insertScene: PreparedInsert
    private let insertStoryboardReference: PreparedInsert
    private let insertImageReference: PreparedInsert
    private let insertDeclaredImage: PreparedInsert
    private let insertNamedResource: PreparedInsert
    private let insertRuntimeAttribute: PreparedInsert
    private let insertBlob: PreparedInsert
    private let insertDocumentBlob: PreparedInsert

    init(_ db: Database) throws {
        self.db = db
        insertDocument = try PreparedInsert(
            db,
            sql: """
                INSERT INTO document (root, path, name, kind, platform, tools_version, localization,
                    initial_view_controller, size, mtime_ns, sha256)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertObject = try PreparedInsert(
            db,
            sql: """
                INSERT INTO object (document_id, ordinal, object_id, element, class, system_module, custom_class,
                    custom_module, module_from_target, parent_id, key, user_label, storyboard_identifier,
                    restoration_identifier, reuse_identifier, scene_member_id, placeholder_role,
                    placeholder_identifier, role, is_top_level, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertConnection = try PreparedInsert(
            db,
            sql: """
                INSERT INTO connection (document_id, ordinal, connection_id, kind, source_id, destination_id, name,
                    event_type, segue_kind, segue_relationship, class, system_module, custom_class, custom_module,
                    module_from_target, unwind_action, line)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        insertScene = try PreparedInsert(
            db, sql: "INSERT INTO scene (document_id, ordinal, scene_id, controller_id, line) VALUES (?, ?, ?, ?, ?)")
        insertStoryboardReference = try PreparedInsert(
            db,
            sql: """
                INSERT OR IGNORE INTO storyboard_reference (document_id, object_id, storyboard_name,
                    referenced_identifier, bundle_identifier, line)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
        insertImageReference = try PreparedInsert(
            db,
            sql: """
                INSERT INTO image_reference (document_id, ordinal, name, object_id, attribute, is_system, line)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        insertDeclaredImage = try PreparedInsert(
            db,
            sql: """
                INSERT OR IGNORE INTO declared_image (document_id, name, width, height, is_system, is_embedded)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
        insertNamedResource = try PreparedInsert(
            db, sql: "INSERT OR IGNORE INTO named_resource (document_id, kind, name, line) VALUES (?, ?, ?, ?)")
        insertRuntimeAttribute = try PreparedInsert(
            db,
            sql: "INSERT INTO runtime_attribute (document_id, ordinal, object_id, key_path, type, line) VALUES (?, ?, ?, ?, ?, ?)")
        insertBlob = try PreparedInsert(
            db, sql: "INSERT OR IGNORE INTO blob (sha256, size, compressed) VALUES (?, ?, ?)")
        insertDocumentBlob = try PreparedInsert(
            db, sql: "INSERT INTO document_blob (document_id, member, sha256) VALUES (?, ?, ?)")
    }

    func insert(
        _ document: IBDocument, file: ScannedFile, root: String, sha256: Data, blobs: [ParsedFile.Blob]
    ) throws {
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let name = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        try insertDocument.insert { row in
            row.add(root)
            row.add(file.path)
            row.add(name)
            row.add(document.kind.rawValue)
            row.add(document.platform.rawValue)
            row.add(document.toolsVersion)
            row.add(IBLocalization.language(ofPath: file.path))
            row.add(document.initialViewControllerID)
            row.add(file.size)
            row.add(file.mtimeNanoseconds)
            row.add(sha256)
        }
        let documentID = db.lastInsertedRowID

        for (ordinal, object) in document.objects.enumerated() {
            try insertObject.insert { row in
                row.add(documentID)
                row.add(ordinal)
                row.add(object.id)
                row.add(object.element)
                row.add(object.resolvedClass)
                row.add(object.systemModule)
                row.add(object.customClass)
                row.add(object.customModule)
                row.add(object.moduleFromTarget)
                row.add(object.parentID)
                row.add(object.key)
                row.add(object.userLabel)
                row.add(object.storyboardIdentifier)
                row.add(object.restorationIdentifier)
                row.add(object.reuseIdentifier)
                row.add(object.sceneMemberID)
                row.add(object.placeholderRole?.rawValue)
                row.add(object.placeholderIdentifier)
                row.add(object.role)
                row.add(object.isTopLevel)
                row.add(object.line)
            }
        }
        for (ordinal, connection) in document.connections.enumerated() {
            let segue = connection.segue
            try insertConnection.insert { row in
                row.add(documentID)
                row.add(ordinal)
                row.add(connection.id)
                row.add(connection.kind.rawValue)
                row.add(connection.sourceID)
                row.add(connection.destinationID)
                row.add(connection.name)
                row.add(connection.eventType)
                row.add(segue?.kind)
                row.add(segue?.relationship)
                row.add(segue?.resolvedClass)
                row.add(segue?.systemModule)
                row.add(segue?.customClass)
                row.add(segue?.customModule)
                row.add(segue?.moduleFromTarget ?? false)
                row.add(segue?.unwindAction)
                row.add(connection.line)
            }
        }
        for (ordinal, scene) in document.scenes.enumerated() {
            try insertScene.insert { row in
                row.add(documentID)
                row.add(ordinal)
                row.add(scene.sceneID)
                row.add(scene.controllerID)
                row.add(scene.line)
            }
        }
        for reference in document.storyboardReferences {
            try insertStoryboardReference.insert { row in
                row.add(documentID)
                row.add(reference.objectID)
                row.add(reference.storyboardName)
                row.add(reference.referencedIdentifier)
                row.add(reference.bundleIdentifier)
                row.add(reference.line)
            }
        }
        for (ordinal, reference) in document.imageReferences.enumerated() {
            try insertImageReference.insert { row in
                row.add(documentID)
                row.add(ordinal)
                row.add(reference.name)
                row.add(reference.objectID)
                row.add(reference.attribute)
                row.add(reference.isSystem)
                row.add(reference.line)
            }
        }
        for image in document.declaredImages {
            try insertDeclaredImage.insert { row in
                row.add(documentID)
                row.add(image.name)
                row.add(image.width)
                row.add(image.height)
                row.add(image.isSystem)
                row.add(image.isEmbedded)
            }
        }
        for (ordinal, attribute) in document.runtimeAttributes.enumerated() {
            try insertRuntimeAttribute.insert { row in
                row.add(documentID)
                row.add(ordinal)
                row.add(attribute.objectID)
                row.add(attribute.keyPath)
                row.add(attribute.type)
                row.add(attribute.line)
            }
        }
        for blob in blobs {
            try insertBlob.insert { row in
                row.add(blob.sha256)
                row.add(blob.size)
                row.add(blob.compressed)
            }
            try insertDocumentBlob.insert { row in
                row.add(documentID)
                row.add(blob.member)
                row.add(blob.sha256)
            }
        }
        for (kind, names) in [(NamedResourceKind.color, document.namedColors), (NamedResourceKind.font, document.fonts)] {
            for name in names {
                try insertNamedResource.insert { row in
                    row.add(documentID)
                    row.add(kind)
                    row.add(name)
                    row.add(kind == "color" ? document.namedColorLines[name] : nil)
                }
            }
        }
    }
}

/// The kinds of `named_resource` rows: what a document names without a file of its own.
enum NamedResourceKind {
    static let color = "color"
    static let font = "font"
}
