import CodeSource
import DocumentSummary
import GRDB
import InputFiles
import ProjectModel
import ResourceAssets
import XcodeProject

/// One image a document names, and what UIKit would load for it.
public struct ResolvedImageReference: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        case found
        /// In the document itself: IB stores an image pasted into it as data in `<resources>`.
        case embedded
        case caseMismatch
        case system
        case missing

        /// Whether a device would not find the image: missing, or only a name differing in case
        /// (what `nibcat images --missing` lists).
        public var isNotFound: Bool {
            self == .missing || self == .caseMismatch
        }
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

/// An image name code asks for as a string (`UIImage(named:)`, `#imageLiteral`, SwiftUI
/// `Image("…")`, `[UIImage imageNamed:]`), and what UIKit would load for it. A name built at run
/// time is no literal, so it is never listed; SF Symbols (`systemName:`) are not image names;
/// Xcode's generated asset symbols do not compile when their image is gone, so they are not
/// listed either.
public struct ResolvedCodeImageReference: Sendable, Hashable, Encodable {
    /// The source file, relative to the folder given to `index`.
    public var source: String
    public var line: Int
    public var name: String
    /// `named` or `literal` (`ImageReferenceKind`).
    public var kind: String
    public var status: ResolvedImageReference.Status
    @ExplicitNull public var resolvedName: String?
    public var files: [String]
    public var root: String

    enum CodingKeys: String, CodingKey {
        case source, line, name, kind, status, resolvedName, files
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

    /// A warning: the report is still made, and packaging refuses the file itself.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .warning, path: path, message: message)
    }
}

public struct ImageReport: Sendable, Hashable, Encodable {
    public var references: [ResolvedImageReference]
    public var codeReferences: [ResolvedCodeImageReference]
    public var unused: [UnusedImage]
    public var problems: [ImageProblem]
}

extension Catalog {
    /// Every image reference of every document, resolved against the images indexed under the
    /// document's own root (when the root has an Xcode project and the document belongs to
    /// targets, only the images of those targets, as Xcode builds it); the images no document
    /// and no indexed source names; and the image files with problems, a project that cannot be read among them.
    public func imageReport() throws(CatalogError) -> ImageReport {
        try read { db in
            var report = ImageReport(references: [], codeReferences: [], unused: [], problems: [])
            let roots = try String.fetchAll(
                db, sql: "SELECT root FROM document UNION SELECT root FROM image_file ORDER BY 1")
            for root in roots {
                let library = try Self.imageLibrary(root: root, db: db)
                var projects = ProjectTargets(targets: [])
                var configuration = ProjectConfiguration()
                do throws(TextFileError) {
                    configuration = try ProjectConfiguration.load(root: root)
                    projects = try ProjectTargets.load(root: root, configuration: configuration)
                } catch {
                    // The project's own line, quoted: the images are reported without its targets.
                    report.problems.append(ImageProblem(path: error.path, message: error.diagnostic.description, root: root))
                }
                var libraryOfTargets: [[String]: ImageLibrary] = [:]
                var used = Set<String>()
                let imagesByName = Dictionary(grouping: library.images, by: \.name)
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT d.path, d.platform, r.name, r.object_id, r.is_system, r.line,
                            EXISTS (SELECT 1 FROM declared_image i WHERE i.document_id = r.document_id
                                AND i.name = r.name AND i.is_embedded) AS is_embedded
                        FROM image_reference r JOIN document d ON d.id = r.document_id
                        WHERE d.root = ? ORDER BY d.path, r.ordinal
                        """,
                    arguments: [root])
                while let row = try rows.next() {
                    let name: String = row["name"]
                    let platform: String = row["platform"]
                    let targets = projects.targets(containing: row["path"])
                    var targetLibrary = library
                    if !targets.isEmpty {
                        let names = targets.map(\.name)
                        targetLibrary = libraryOfTargets[names] ?? ProjectTargets.library(library, of: targets)
                        libraryOfTargets[names] = targetLibrary
                    }
                    let resolution = targetLibrary.resolve(name, isSystem: row["is_system"], appKit: platform == "macOS")
                    if row["is_embedded"], case .missing = resolution {
                        report.references.append(
                            ResolvedImageReference(
                                document: row["path"], line: row["line"], objectId: row["object_id"], name: name,
                                status: .embedded, resolvedName: nil, files: [], root: root))
                        continue
                    }
                    var reference = ResolvedImageReference(
                        document: row["path"], line: row["line"], objectId: row["object_id"], name: name, status: .missing,
                        resolvedName: nil, files: [], root: root)
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
                        // An app's image of a system symbol's name is what older systems load
                        // in its place (a back-deployed app ships the symbol as a PNG).
                        for image in imagesByName[name] ?? [] {
                            used.insert(Self.identity(image))
                        }
                    case .missing:
                        reference.status = .missing
                    }
                    report.references.append(reference)
                }
                // An image the root's Swift or Objective-C code names (`UIImage(named:)`, an asset
                // symbol, …) is used too. Xcode generates symbols for asset catalog images only.
                let symbolKeys = Dictionary(
                    library.images.filter { $0.folder != nil }.map { (ImageReference.assetSymbolKey($0.name), $0) },
                    uniquingKeysWith: { first, _ in first })
                let codeImages =
                    try db.tableExists("code_image")
                    ? Row.fetchAll(
                        db, sql: "SELECT path, line, name, kind FROM code_image WHERE root = ? ORDER BY path, line, name",
                        arguments: [root]) : []
                for row in codeImages {
                    let name: String = row["name"]
                    let kind: String = row["kind"]
                    if kind == ImageReferenceKind.assetSymbol.rawValue {
                        if let image = symbolKeys[ImageReference.assetSymbolKey(name)] {
                            used.insert(Self.identity(image))
                        }
                        continue
                    }
                    // Any string of the code keeps every image of its name from being unused (two
                    // targets' catalogs may each hold one), and is no reference of its own. A file
                    // name (`ToolbarItemIcon.pdf` in an `Info.plist`) names the image without it.
                    if kind == ImageReferenceKind.mention.rawValue {
                        let fileExtension = SourceTree.pathExtension(name).lowercased()
                        let named =
                            ImageFileName.imageExtensions.contains(fileExtension)
                            ? imagesByName[String(name.dropLast(fileExtension.count + 1))] ?? [] : imagesByName[name] ?? []
                        for image in named {
                            used.insert(Self.identity(image))
                        }
                        continue
                    }
                    // Code may load from another target's bundle (`UIImage(named:in:compatibleWith:)`),
                    // so any image of the root answers; AppKit's own `NS…` images are system images.
                    let targets = projects.targets(containing: row["path"])
                    let appKit = !targets.isEmpty && targets.allSatisfy { $0.sdk == XcodeTarget.macSDK }
                    var reference = ResolvedCodeImageReference(
                        source: row["path"], line: row["line"], name: name, kind: kind, status: .missing, resolvedName: nil,
                        files: [], root: root)
                    switch library.resolve(name, isSystem: ImageLibrary.isAppKitImageName(name), appKit: appKit) {
                    case .found(let image):
                        used.insert(Self.identity(image))
                        reference.status = .found
                        reference.files = image.variants.map(\.path)
                    case .caseMismatch(let image):
                        used.insert(Self.identity(image))
                        reference.status = .caseMismatch
                        reference.resolvedName = image.name
                        reference.files = image.variants.map(\.path)
                    case .system:
                        reference.status = .system
                    case .missing:
                        break
                    }
                    report.codeReferences.append(reference)
                }
                // An image the configuration puts in no app (`fastlane/` by default), or with a
                // project one no target copies (images of the documentation), is neither used nor unused.
                let bundled = { (image: AvailableImage) in
                    let path = image.folder ?? image.variants.first?.path ?? ""
                    return !configuration.isUnbundledImage(path)
                        && (projects.targets.isEmpty || !projects.targets(containing: path).isEmpty)
                }
                for image in library.images where !used.contains(Self.identity(image)) && bundled(image) {
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
