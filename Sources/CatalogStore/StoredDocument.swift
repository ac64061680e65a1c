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
        // Cached statements, and rows decoded straight from the statement: a report reads every
        // document, and preparing its queries anew each time, then copying each row before
        // decoding it, cost more than running them.
        func fetch<T>(_ sql: String, _ decode: (Row) throws -> T) throws -> [T] {
            let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: [id])
            var decoded: [T] = []
            while let row = try rows.next() {
                decoded.append(try decode(row))
            }
            return decoded
        }
        objects = try fetch(
            "SELECT \(IBObject.catalogColumns) FROM object WHERE document_id = ? ORDER BY ordinal", IBObject.init(catalogRow:))
        connections = try fetch(
            "SELECT \(IBConnection.catalogColumns) FROM connection WHERE document_id = ? ORDER BY ordinal",
            IBConnection.init(catalogRow:))
        scenes = try fetch("SELECT * FROM scene WHERE document_id = ? ORDER BY ordinal") {
            IBScene(
                sceneID: try $0.checked(forColumn: "scene_id"), controllerID: try $0.checked(forColumn: "controller_id"),
                line: try $0.checked(forColumn: "line") as Int)
        }
        storyboardReferences = try fetch("SELECT * FROM storyboard_reference WHERE document_id = ? ORDER BY line, object_id") {
            IBStoryboardReference(
                objectID: try $0.checked(forColumn: "object_id"), storyboardName: try $0.checked(forColumn: "storyboard_name"),
                referencedIdentifier: try $0.checked(forColumn: "referenced_identifier"),
                bundleIdentifier: try $0.checked(forColumn: "bundle_identifier"),
                line: try $0.checked(forColumn: "line") as Int)
        }
        imageReferences = try fetch("SELECT * FROM image_reference WHERE document_id = ? ORDER BY ordinal") {
            IBImageReference(
                name: try $0.checked(forColumn: "name"), objectID: try $0.checked(forColumn: "object_id"),
                attribute: try $0.checked(forColumn: "attribute"), isSystem: try $0.checked(forColumn: "is_system") as Bool,
                line: try $0.checked(forColumn: "line") as Int)
        }
        declaredImages = try fetch("SELECT * FROM declared_image WHERE document_id = ? ORDER BY name") {
            IBDeclaredImage(
                name: try $0.checked(forColumn: "name"), width: try $0.checked(forColumn: "width") as Double?,
                height: try $0.checked(forColumn: "height") as Double?, isSystem: try $0.checked(forColumn: "is_system") as Bool,
                // A published bundle's index keeps no such column: its images were packaged.
                isEmbedded: $0.hasColumn("is_embedded") ? try $0.checked(forColumn: "is_embedded") as Bool : false)
        }
        let named = try fetch("SELECT kind, name FROM named_resource WHERE document_id = ? ORDER BY name") {
            (kind: try $0.checked(forColumn: "kind") as String, name: try $0.checked(forColumn: "name") as String)
        }
        namedColors = named.filter { $0.kind == NamedResourceKind.color }.map(\.name)
        fonts = named.filter { $0.kind == NamedResourceKind.font }.map(\.name)
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
        let role: String? = try row.text(atIndex: 14)
        self.init(
            id: try row.text(atIndex: 0), element: try row.text(atIndex: 1),
            key: try row.text(atIndex: 2), parentID: try row.text(atIndex: 3),
            customClass: try row.text(atIndex: 4), customModule: try row.text(atIndex: 5),
            moduleFromTarget: try row.checked(atIndex: 6) as Bool, resolvedClass: try row.text(atIndex: 7),
            systemModule: try row.text(atIndex: 8),
            userLabel: try row.text(atIndex: 9),
            storyboardIdentifier: try row.text(atIndex: 10),
            restorationIdentifier: try row.text(atIndex: 11),
            reuseIdentifier: try row.text(atIndex: 12),
            sceneMemberID: try row.text(atIndex: 13),
            placeholderRole: role.flatMap(IBPlaceholderRole.init(rawValue:)),
            placeholderIdentifier: try row.text(atIndex: 15),
            isTopLevel: try row.checked(atIndex: 16) as Bool, line: try row.checked(atIndex: 17) as Int)
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
        let kind = IBConnection.Kind(rawValue: try row.text(atIndex: 1)) ?? .outlet
        self.init(
            id: try row.text(atIndex: 0), kind: kind, sourceID: try row.text(atIndex: 2),
            destinationID: try row.text(atIndex: 3),
            name: try row.text(atIndex: 4), eventType: try row.text(atIndex: 5),
            segue: kind == .segue
                ? IBSegue(
                    kind: try row.text(atIndex: 6) ?? "",
                    relationship: try row.text(atIndex: 7),
                    customClass: try row.text(atIndex: 8),
                    customModule: try row.text(atIndex: 9),
                    moduleFromTarget: try row.checked(atIndex: 10) as Bool,
                    unwindAction: try row.text(atIndex: 11),
                    resolvedClass: try row.text(atIndex: 12) ?? "",
                    systemModule: try row.text(atIndex: 13))
                : nil,
            line: try row.checked(atIndex: 14) as Int)
    }
}

extension Row {
    /// A column through its stored value: a cursor's row reads straight from SQLite, which takes
    /// a tampered `'x'` for the number 0 and a blob for text, where reading the catalog must fail.
    /// `T` may be optional: NULL is then nil.
    fileprivate func checked<T: DatabaseValueConvertible>(atIndex index: Int) throws -> T {
        try Self.checked(self[index], column: Array(columnNames)[index])
    }

    fileprivate func checked<T: DatabaseValueConvertible>(forColumn name: String) throws -> T {
        guard let value: DatabaseValue = self[name] else { throw StoredValueError(column: name, value: nil) }
        return try Self.checked(value, column: name)
    }

    /// A text column, read without the generic conversion: most of what a report reads.
    fileprivate func text(atIndex index: Int) throws -> String? {
        let value: DatabaseValue = self[index]
        switch value.storage {
        case .null: return nil
        case .string(let text): return text
        default: throw StoredValueError(column: Array(columnNames)[index], value: value)
        }
    }

    fileprivate func text(atIndex index: Int) throws -> String {
        guard let text = try text(atIndex: index) as String? else {
            throw StoredValueError(column: Array(columnNames)[index], value: .null)
        }
        return text
    }

    private static func checked<T: DatabaseValueConvertible>(_ value: DatabaseValue, column: @autoclosure () -> String) throws -> T {
        guard let checked = T.fromDatabaseValue(value) else { throw StoredValueError(column: column(), value: value) }
        return checked
    }
}

/// A catalog row whose column does not hold the value the model needs (or lacks the column).
private struct StoredValueError: Error, CustomStringConvertible {
    var column: String
    var value: DatabaseValue?

    var description: String {
        guard let value else { return "no column \(column)" }
        return "column \(column) holds \(value), not what the document model keeps there"
    }
}
