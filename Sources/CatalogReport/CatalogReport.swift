import CatalogLint
import CatalogStore
import DocumentSummary
import Foundation
import InputFiles
import NibRender
import ResourceAssets

/// A static HTML site of a catalog: an index of documents with thumbnails and a search box, a
/// page per document (picture, outline, connections, lint findings), a page per custom class, the
/// images, and every storyboard's map. Links are relative and nothing is fetched from the network,
/// so the folder works offline in any browser; the same catalog gives the same bytes.
public struct CatalogReport: Sendable {
    /// Draws the pictures; without it, pages say there is no picture.
    public var pictures: (any DocumentPictures)?
    public var linter: Linter

    public init(pictures: (any DocumentPictures)? = nil, linter: Linter = Linter()) {
        self.pictures = pictures
        self.linter = linter
    }

    /// The site's files, and the documents that could not be drawn (their pages say so).
    public func site(of catalog: Catalog) throws(ReportError) -> ReportSite {
        // Lint's queries take long and need no picture: they run beside the report's own reads and
        // the drawing, on a connection of their own (a query's catalog is one connection, which
        // would take them in turn).
        let linter = self.linter
        let lintCatalog = catalog.isPublishedIndex ? catalog : (try? Catalog(path: catalog.path, readOnly: true)) ?? catalog
        let linting = ThreadedWork {
            Result { () throws(LintError) in try linter.lint(lintCatalog) }.mapError(ReportError.lint)
        }
        let contents: CatalogContents
        do {
            contents = try CatalogContents(catalog)
        } catch {
            _ = linting.wait()
            throw error
        }
        let pictures = self.pictures
        let drawings = contents.documents.parallelMap { DocumentDrawing($0, pictures: pictures) }
        let findings = try linting.wait().get()
        let documents = contents.documents
        let imageReport = contents.imageReport
        let libraries = contents.libraries
        let classes = contents.classes
        let links = SiteLinks(documents: documents, classNames: classes.map(\.name), roots: libraries.map(\.root))

        var findingsByDocument: [String: [LintFinding]] = [:]
        var sourceFindings: [LintFinding] = []
        for finding in findings {
            if links.documentPage(root: finding.root, path: finding.document) != nil {
                findingsByDocument[SiteLinks.key(finding.root, finding.document), default: []].append(finding)
            } else {
                sourceFindings.append(finding)
            }
        }
        var imagesByDocument: [String: [ResolvedImageReference]] = [:]
        for reference in imageReport.references {
            imagesByDocument[SiteLinks.key(reference.root, reference.document), default: []].append(reference)
        }
        let reported = documents.enumerated().map { index, document in
            let key = SiteLinks.key(document.root, document.path)
            return ReportedDocument(
                number: index + 1, document: document, findings: findingsByDocument[key] ?? [],
                images: imagesByDocument[key] ?? [])
        }
        let drawn = zip(reported, drawings).map { $0 }.parallelMap { entry, drawing in
            DrawnDocument(entry: entry, drawing: drawing, links: links)
        }

        var site = ReportSite(files: [:], pictureFailures: [])
        site.add(SiteWriter.markerName, SiteWriter.markerContents)
        site.add(SiteAssets.styleSheetName, SiteAssets.styleSheet)
        site.add(SiteAssets.scriptName, SiteAssets.script)
        for (path, sheet) in ThumbnailSheets.sheets(drawn.map { ($0.entry.number, $0.drawing.picture) }) {
            site.add(path, sheet)
        }
        for document in drawn {
            site.add(document.entry.pagePath, document.page)
            if let mapPage = document.mapPage {
                site.add(document.entry.mapPath, mapPage)
            }
            site.pictureFailures += document.drawing.failures
        }
        let classPages = classes.parallelMap { reportedClass in
            links.classPage(reportedClass.name).map { ($0, ReportPages.classPage(reportedClass, links: links)) }
        }
        for case (let path, let page)? in classPages {
            site.add(path, page)
        }
        site.add(
            ReportPages.imagesPagePath,
            ReportPages.imagesPage(libraries: libraries, report: imageReport, links: links))
        site.add(
            ReportPages.indexPagePath,
            ReportPages.indexPage(
                documents: drawn, classes: classes, imageReport: imageReport, sourceFindings: sourceFindings,
                links: links))
        return site
    }
}

/// What the report reads from the catalog besides lint's findings.
private struct CatalogContents: Sendable {
    var documents: [SummarizedDocument]
    var imageReport: ImageReport
    var libraries: [(root: String, library: ImageLibrary)] = []
    var classes: [ReportedClass]

    init(_ catalog: Catalog) throws(ReportError) {
        do {
            documents = try catalog.documents()
            imageReport = try catalog.imageReport()
            let roots = Set(documents.map(\.root) + imageReport.unused.map(\.root) + imageReport.references.map(\.root))
            for root in roots.sorted() {
                libraries.append((root, try catalog.imageLibrary(root: root)))
            }
            classes = try Self.customClasses(of: documents, in: catalog)
        } catch {
            throw .catalog(error)
        }
    }

    /// Every custom class documents use (objects and segues), with who uses it and where the
    /// sources declare it, ordered by name.
    private static func customClasses(of documents: [SummarizedDocument], in catalog: Catalog) throws(CatalogError) -> [ReportedClass] {
        var names = Set<String>()
        for document in documents {
            // First Responder and Application placeholders name system classes (`UIResponder`),
            // as `who-uses` leaves them out.
            for object in document.objects where object.role != "firstResponder" && object.role != "application" {
                if let customClass = object.customClass {
                    names.insert(customClass)
                }
            }
            for connection in document.connections {
                if let customClass = connection.segue?.customClass {
                    names.insert(customClass)
                }
            }
        }
        return try names.sorted().map { (name) throws(CatalogError) in
            ReportedClass(
                name: name, usages: try catalog.whoUses(className: name),
                declarations: try catalog.classDeclarations(className: name))
        }
    }
}

/// The files of a report, by path relative to its folder.
public struct ReportSite: Sendable, Hashable {
    public var files: [String: Data]
    /// The documents whose picture or map could not be drawn.
    public var pictureFailures: [PictureError]

    public init(files: [String: Data], pictureFailures: [PictureError]) {
        self.files = files
        self.pictureFailures = pictureFailures
    }

    mutating func add(_ path: String, _ text: String) {
        files[path] = Data(text.utf8)
    }
}

/// A document as the report lists it: numbered in catalog order, which names its files.
struct ReportedDocument: Sendable {
    var number: Int
    var document: SummarizedDocument
    var findings: [LintFinding]
    /// The images the document names, resolved.
    var images: [ResolvedImageReference]

    var pagePath: String { Self.pagePath(number: number) }

    /// The page of the document numbered `number`.
    static func pagePath(number: Int) -> String { "documents/\(number).html" }
    var mapPath: String { "maps/\(number).html" }

    var errorCount: Int { findings.count { $0.severity == .error } }
}

/// A document's picture and map, drawn before lint's findings are known.
struct DocumentDrawing: Sendable {
    var picture: DrawnPicture?
    /// The map's markup, for a storyboard.
    var map: String?
    var failures: [PictureError] = []

    init(_ document: SummarizedDocument, pictures: (any DocumentPictures)?) {
        guard let pictures else { return }
        do {
            let drawings = try pictures.drawings(of: document)
            picture = drawings.picture.map(DrawnPicture.init)
            switch drawings.map {
            case .success(let drawn)?: map = drawn.markup()
            case .failure(let error)?: failures.append(error)
            case nil: break
            }
        } catch {
            failures.append(error)
        }
    }
}

/// A document's pages.
struct DrawnDocument: Sendable {
    var entry: ReportedDocument
    var drawing: DocumentDrawing
    var page: String
    var mapPage: String?

    init(entry: ReportedDocument, drawing: DocumentDrawing, links: SiteLinks) {
        self.entry = entry
        self.drawing = drawing
        page = ReportPages.documentPage(
            entry, picture: drawing.picture, hasMap: drawing.map != nil, failures: drawing.failures, links: links)
        mapPage = drawing.map.map { ReportPages.mapPage(entry, map: $0) }
    }
}

/// A custom class's page.
struct ReportedClass: Sendable {
    var name: String
    var usages: [ClassUsage]
    var declarations: [ClassDeclaration]
}

/// Where each page of the site is, from the site's root.
struct SiteLinks: Sendable {
    private var documentPages: [String: String] = [:]
    private var classPages: [String: String] = [:]
    private var rootNumbers: [String: Int] = [:]
    /// More than one indexed folder: images are listed per folder.
    let hasSeveralRoots: Bool

    init(documents: [SummarizedDocument], classNames: [String], roots: [String]) {
        for (index, document) in documents.enumerated() {
            documentPages[Self.key(document.root, document.path)] = ReportedDocument.pagePath(number: index + 1)
        }
        var taken = Set<String>()
        for name in classNames {
            let base = Self.fileName(name)
            var fileName = base
            var suffix = 2
            while !taken.insert(fileName.lowercased()).inserted {
                fileName = "\(base)-\(suffix)"
                suffix += 1
            }
            classPages[name] = "classes/\(fileName).html"
        }
        for (index, root) in roots.enumerated() {
            rootNumbers[root] = index + 1
        }
        hasSeveralRoots = roots.count > 1
    }

    static func key(_ root: String, _ path: String) -> String {
        root + "\u{0}" + path
    }

    func documentPage(root: String, path: String) -> String? {
        documentPages[Self.key(root, path)]
    }

    /// The page of a custom class documents use; nil for any other class.
    func classPage(_ name: String) -> String? {
        classPages[name]
    }

    /// The images page anchor of an image of `root`: by its first file, which a reference
    /// resolved to it lists too (a reference may name it otherwise: `logo.png` for `logo`).
    func imageAnchor(root: String, files: [String], name: String) -> String {
        "image-\(rootNumbers[root] ?? 0)-\(files.first ?? name)"
    }

    /// A class name as a file name: letters, digits, `_`, `-`, `.` kept (case-insensitive file
    /// systems are why the caller keeps names unique without case).
    private static func fileName(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "_-.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        return kept.hasPrefix(".") ? "_" + kept.dropFirst() : kept
    }
}
