import GRDB
import ResourceAssets

/// One image a document names, and what UIKit would load for it.
public struct ResolvedImageReference: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        case found
        case caseMismatch
        case system
        case missing
        /// The document holds the image's bytes itself (an image pasted into Interface Builder).
        case embedded
    }

    /// Relative to the folder given to `index`.
    public var document: String
    public var line: Int
    public var objectId: String
    public var name: String
    public var status: Status
    /// The image's own name when it differs from the reference (a case-only mismatch).
    @ExplicitNull public var resolvedName: String?
    /// The files UIKit would choose among, relative to the root.
    public var files: [String]
    /// The absolute folder `document` is relative to.
    public var root: String

    enum CodingKeys: String, CodingKey {
        case document, line, objectId, name, status, resolvedName, files
    }
}

/// An image no document names.
public struct UnusedImage: Sendable, Hashable, Encodable {
    public var name: String
    /// `file`, `imageset` or `symbolset`.
    public var source: String
    public var files: [String]
    public var root: String

    enum CodingKeys: String, CodingKey {
        case name, source, files
    }
}

/// An image file that cannot be used as it is: corrupt, or a scale variant of the wrong size.
public struct ImageProblem: Sendable, Hashable, Encodable {
    public var path: String
    public var message: String
    public var root: String

    enum CodingKeys: String, CodingKey {
        case path, message
    }
}

public struct ImageReport: Sendable, Hashable, Encodable {
    public var references: [ResolvedImageReference]
    public var unused: [UnusedImage]
    public var problems: [ImageProblem]
}

extension Catalog {
    /// Every image reference of every document, resolved against the images indexed under the
    /// document's own root; the images no document names; and the image files with problems.
    public func imageReport() throws(CatalogError) -> ImageReport {
        try read { db in
            var report = ImageReport(references: [], unused: [], problems: [])
            let roots = try String.fetchAll(
                db, sql: "SELECT root FROM document UNION SELECT root FROM image_file ORDER BY 1")
            for root in roots {
                let library = try Self.imageLibrary(root: root, db: db)
                var used = Set<String>()
                var embedded = Set<String>()
                let embeddedRows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT d.path, n.name FROM named_resource n JOIN document d ON d.id = n.document_id
                        WHERE d.root = ? AND n.kind = ?
                        """,
                    arguments: [root, NamedResourceKind.embeddedImage])
                while let row = try embeddedRows.next() {
                    embedded.insert(row["path"] + "\u{0}" + row["name"])
                }
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT d.path, d.platform, r.name, r.object_id, r.is_system, r.line
                        FROM image_reference r JOIN document d ON d.id = r.document_id
                        WHERE d.root = ? ORDER BY d.path, r.ordinal
                        """,
                    arguments: [root])
                while let row = try rows.next() {
                    let name: String = row["name"]
                    let platform: String = row["platform"]
                    let resolution = library.resolve(name, isSystem: row["is_system"], appKit: platform == "macOS")
                    var reference = ResolvedImageReference(
                        document: row["path"], line: row["line"], objectId: row["object_id"], name: name, status: .missing,
                        resolvedName: nil, files: [], root: root)
                    if case .missing = resolution, embedded.contains(reference.document + "\u{0}" + name) {
                        reference.status = .embedded
                        report.references.append(reference)
                        continue
                    }
                    switch resolution {
                    case .found(let image):
                        reference.status = .found
                        reference.files = image.variants.map(\.path)
                        used.insert(Self.identity(image))
                    case .caseMismatch(let image):
                        reference.status = .caseMismatch
                        reference.resolvedName = image.name
                        reference.files = image.variants.map(\.path)
                        used.insert(Self.identity(image))
                    case .system:
                        reference.status = .system
                    case .missing:
                        reference.status = .missing
                    }
                    report.references.append(reference)
                }
                for image in library.images where !used.contains(Self.identity(image)) {
                    report.unused.append(
                        UnusedImage(name: image.name, source: image.source.rawValue, files: image.variants.map(\.path), root: root))
                }
                let corrupt = try Row.fetchAll(
                    db, sql: "SELECT DISTINCT path, problem FROM image_file WHERE root = ? AND problem IS NOT NULL",
                    arguments: [root])
                for row in corrupt {
                    report.problems.append(ImageProblem(path: row["path"], message: row["problem"], root: root))
                }
                for image in library.images {
                    for (path, message) in ImageLibrary.scaleDisagreements(in: image) {
                        report.problems.append(ImageProblem(path: path, message: message, root: root))
                    }
                }
            }
            report.problems.sort { ($0.root, $0.path) < ($1.root, $1.path) }
            return report
        }
    }

    private static func identity(_ image: AvailableImage) -> String {
        image.folder ?? "\(image.name)\u{0}\(image.fileExtension ?? "")"
    }
}
