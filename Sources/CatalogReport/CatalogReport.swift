import CatalogLint
import CatalogStore
import Foundation
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
        // Lint's queries take longest: they run beside the report's own reads, on a connection of
        // their own (a query's catalog is one connection, which would take them in turn).
        let linter = self.linter
        let lintCatalog = catalog.isPublishedIndex ? catalog : (try? Catalog(path: catalog.path, readOnly: true)) ?? catalog
        let gathered = [GatheringJob.lint, .catalog].parallelMap { job -> Gathered in
            switch job {
            case .lint:
                .findings(Result { () throws(LintError) in try linter.lint(lintCatalog) }.mapError(ReportError.lint))
            case .catalog:
                .catalog(Result { () throws(ReportError) in try CatalogContents(catalog) })
            }
        }
        var findings: [LintFinding] = []
        var contents: CatalogContents?
        for result in gathered {
            switch result {
            case .findings(let result): findings = try result.get()
            case .catalog(let result): contents = try result.get()
            }
        }
        guard let contents else { return ReportSite(files: [:], pictureFailures: []) }
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
        let pictures = self.pictures
        let drawn = reported.parallelMap { entry in
            DrawnDocument(entry: entry, pictures: pictures, links: links)
        }

        var site = ReportSite(files: [:], pictureFailures: [])
        site.add(SiteWriter.markerName, SiteWriter.markerContents)
        site.add(SiteAssets.styleSheetName, SiteAssets.styleSheet)
        site.add(SiteAssets.scriptName, SiteAssets.script)
        for document in drawn {
            site.add(document.entry.pagePath, document.page)
            if let picture = document.picture {
                site.add(document.entry.picturePath, picture)
            }
            if let mapPage = document.mapPage {
                site.add(document.entry.mapPath, mapPage)
            }
            site.pictureFailures += document.failures
        }
        for reportedClass in classes {
            if let path = links.classPage(reportedClass.name) {
                site.add(path, ReportPages.classPage(reportedClass, links: links))
            }
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

private enum GatheringJob: Sendable {
    case lint, catalog
}

private enum Gathered: Sendable {
    case findings(Result<[LintFinding], ReportError>)
    case catalog(Result<CatalogContents, ReportError>)
}

/// What the report reads from the catalog besides lint's findings.
private struct CatalogContents: Sendable {
    var documents: [CatalogDocument]
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
    private static func customClasses(of documents: [CatalogDocument], in catalog: Catalog) throws(CatalogError) -> [ReportedClass] {
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
    var document: CatalogDocument
    var findings: [LintFinding]
    /// The images the document names, resolved.
    var images: [ResolvedImageReference]

    var pagePath: String { "documents/\(number).html" }
    var picturePath: String { "pictures/\(number).svg" }
    var mapPath: String { "maps/\(number).html" }

    var errorCount: Int { findings.count { $0.severity == .error } }
}

/// A document's pages, drawn.
struct DrawnDocument: Sendable {
    var entry: ReportedDocument
    /// The picture's SVG file, when there is one.
    var picture: String?
    var page: String
    var mapPage: String?
    var failures: [PictureError]

    init(entry: ReportedDocument, pictures: (any DocumentPictures)?, links: SiteLinks) {
        self.entry = entry
        var failures: [PictureError] = []
        var picture: String?
        var map: String?
        if let pictures {
            do {
                picture = try pictures.picture(of: entry.document)
            } catch {
                failures.append(error)
            }
            if entry.document.kind == "storyboard" {
                do {
                    map = try pictures.map(of: entry.document)
                } catch {
                    failures.append(error)
                }
            }
        }
        self.picture = picture
        self.failures = failures
        page = ReportPages.documentPage(
            entry, picture: picture, hasMap: map != nil, failures: failures, links: links)
        mapPage = map.map { ReportPages.mapPage(entry, map: $0) }
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

    init(documents: [CatalogDocument], classNames: [String], roots: [String]) {
        for (index, document) in documents.enumerated() {
            documentPages[Self.key(document.root, document.path)] = "documents/\(index + 1).html"
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
