import CatalogLint
import CatalogReport
import CatalogStore
import CatalogWorkflows
import Foundation
import NibRender
import ResourceAssets
import TestSupport
import Testing

/// A copy of the example app indexed into a catalog beside it; the caller removes `folder`.
struct IndexedCopy {
    let folder: URL
    let tree: URL
    let catalog: Catalog

    init(label: String = #function, edit: (URL) throws -> Void = { _ in }) throws {
        folder = try TestPaths.temporaryFolder(label)
        tree = folder.appendingPathComponent("Examples")
        try FileManager.default.copyItem(at: TestPaths.examples, to: tree)
        try edit(tree)
        catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [tree.path])
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

extension ReportSite {
    func text(_ path: String) throws -> String {
        String(decoding: try #require(files[path], "no \(path) in the site"), as: UTF8.self)
    }

    /// The page of the document at `path` (relative to the indexed folder), found from the index.
    func documentPage(of path: String) throws -> String {
        let index = try text("index.html")
        let row = try #require(index.range(of: ">" + path + "</a>"), "\(path) is not on the index")
        let link = try #require(index[..<row.lowerBound].range(of: "href=\"documents/", options: .backwards))
        let page = index[link.upperBound...].prefix { $0 != "\"" }
        return "documents/" + page
    }

    /// The thumbnail the index shows for the document at `path`: the cell of the sheet its row's
    /// link takes as background that lies in the link's box (200 × 150 at the background position).
    func thumbnail(of path: String) throws -> Substring {
        let index = try text("index.html")
        let row = try #require(index.range(of: ">" + path + "</a>"), "\(path) is not on the index")
        let rowStart = try #require(index[..<row.lowerBound].range(of: "<tr ", options: .backwards))
        let cells = index[rowStart.upperBound..<row.lowerBound]
        let style = try #require(cells.range(of: "background-image: url("))
        let sheetPath = String(cells[style.upperBound...].prefix { $0 != ")" })
        let position = try #require(cells.range(of: "background-position: 0 -"))
        let top = try #require(Int(cells[position.upperBound...].prefix { $0.isNumber }))
        let sheet = try text(sheetPath)
        for cell in sheet.components(separatedBy: "\n<svg x=\"").dropFirst() {
            let values = CatalogReportTests.attributeValues(["y", "height"], in: " " + cell.prefix { $0 != ">" })
            guard values.count == 2, let y = Double(values[0]), let height = Double(values[1]) else { continue }
            if y >= Double(top), y + height <= Double(top + 150) {
                return cell[...]
            }
        }
        throw ThumbnailNotFound(path: path, sheet: sheetPath, top: top)
    }
}

struct ThumbnailNotFound: Error {
    var path: String
    var sheet: String
    var top: Int
}

@Suite struct CatalogReportTests {
    @Test func theIndexListsEveryDocumentWithItsPageCountsAndThumbnail() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport(pictures: TestPictures()).site(of: copy.catalog)
        let documents = try copy.catalog.documents()
        let findings = try Linter().lint(copy.catalog)
        let index = try site.text("index.html")
        #expect(index.components(separatedBy: "<tr data-search=").count - 1 == documents.count)
        for document in documents {
            let page = try site.documentPage(of: document.path)
            let text = try site.text(page)
            #expect(text.contains("<dt>Objects</dt><dd>\(document.objects.count)</dd>"))
            let count = findings.count { $0.document == document.path }
            #expect(text.contains("<h2>Lint findings (\(count))</h2>"), "\(document.path)")
            // The thumbnail is the picture on the page, scaled into its cell.
            if let start = text.range(of: "<svg"), let end = text.range(of: "</svg>", options: .backwards) {
                #expect(try site.thumbnail(of: document.path).contains(text[start.lowerBound..<end.upperBound]), "\(document.path)")
            } else {
                #expect(text.contains("No picture."), "\(document.path)")
            }
        }
    }

    @Test func aFindingLinksToItsObjectInThePicturePutInline() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport(pictures: TestPictures()).site(of: copy.catalog)
        let findings = try Linter().lint(copy.catalog).filter { $0.objectID != nil && $0.document.hasSuffix(".xib") }
        #expect(!findings.isEmpty)
        for finding in findings {
            let page = try site.text(try site.documentPage(of: finding.document))
            let id = try #require(finding.objectID)
            #expect(page.contains("href=\"#object-\(id)\""))
            #expect(page.contains("<g id=\"object-\(id)\" data-object-id=\"\(id)\""))
            #expect(page.contains("data-row-id=\"\(id)\""))
            #expect(!page.contains("<?xml"))
        }
    }

    @Test func theRenderedPicturesInlineEveryDrawnObjectAndReachEveryFindingsObject() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport(pictures: RenderedDocumentPictures(catalog: copy.catalog)).site(of: copy.catalog)
        #expect(site.pictureFailures.isEmpty)
        let root = copy.tree.resolvingSymlinksInPath().path
        let findings = try Linter().lint(copy.catalog).filter { $0.objectID != nil && $0.document.hasSuffix(".xib") }
        #expect(!findings.isEmpty)
        for path in ["ExampleApp/Views/BadgeView.xib", "ExampleApp/Base.lproj/Main.storyboard"] + findings.map(\.document) {
            let page = try site.text(try site.documentPage(of: path))
            let start = try #require(page.range(of: "<svg"), "\(path): no inline picture")
            let end = try #require(page.range(of: "</svg>", options: .backwards))
            let svg = page[start.lowerBound..<end.upperBound]
            let drawn = try DocumentRenderer.pictures(ofDocumentAt: root + "/" + path, resources: ProjectResources(root: root))
                .flatMap(\.root.allViews)
            #expect(drawn.count > 1, "\(path)")
            for view in drawn {
                #expect(svg.contains("<g id=\"\(SVGDrawing.elementID(forObjectID: view.objectID))\""), "\(path): \(view.objectID)")
            }
            for finding in findings where finding.document == path {
                let id = try #require(finding.objectID)
                #expect(page.contains("href=\"#object-\(id)\""))
                #expect(svg.contains("<g id=\"object-\(id)\""), "\(path): the finding's \(id) is not in the picture")
            }
            #expect(!svg.contains(root), "\(path): the picture names the machine's folder")
        }
    }

    @Test func thePicturesTakeNamedColorsFromTheCatalogsColorSets() throws {
        // BadgeView's background is BrandColor; the xib's own <resources> copy says #3366cc.
        let copy = try IndexedCopy { tree in
            let colorSet = tree.appendingPathComponent("ExampleApp/Assets.xcassets/BrandColor.colorset/Contents.json")
            let json = try String(contentsOf: colorSet, encoding: .utf8)
                .replacingOccurrences(of: "\"0.200\"", with: "\"0x12\"").replacingOccurrences(of: "\"0.400\"", with: "\"0x34\"")
                .replacingOccurrences(of: "\"0.800\"", with: "\"0x56\"")
            try json.write(to: colorSet, atomically: true, encoding: .utf8)
        }
        defer { copy.remove() }
        let site = try CatalogReport(pictures: RenderedDocumentPictures(catalog: copy.catalog)).site(of: copy.catalog)
        let path = try site.documentPage(of: "ExampleApp/Views/BadgeView.xib")
        for text in [try site.text(path), String(try site.thumbnail(of: "ExampleApp/Views/BadgeView.xib"))] {
            #expect(text.lowercased().contains("fill=\"#123456\""))
            #expect(!text.lowercased().contains("#3366cc"))
        }
    }

    @Test func aStoryboardsMapIsDrawnWithEverySceneAndNoFolderOfTheMachine() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport(pictures: RenderedDocumentPictures(catalog: copy.catalog)).site(of: copy.catalog)
        let root = copy.tree.resolvingSymlinksInPath().path
        let storyboards = try copy.catalog.documents().filter { $0.path.hasSuffix(".storyboard") }
        #expect(storyboards.count >= 2)
        for storyboard in storyboards {
            let page = try site.documentPage(of: storyboard.path)
            let map = try site.text(page.replacingOccurrences(of: "documents/", with: "maps/"))
            #expect(map.contains("<svg"))
            #expect(!map.contains(root), "\(storyboard.path): the map names the machine's folder")
            for scene in storyboard.scenes {
                #expect(map.contains("<g id=\"scene-\(scene.sceneID)\""), "\(storyboard.path): \(scene.sceneID)")
            }
            // Each scene shows its views, as Xcode's canvas does.
            let pictures = try DocumentRenderer.pictures(
                ofDocumentAt: copy.tree.appendingPathComponent(storyboard.path).path,
                resources: copy.catalog.projectResources(root: storyboard.root))
            let views = pictures.flatMap(\.root.allViews)
            #expect(views.count > storyboard.scenes.count, "\(storyboard.path)")
            for view in views {
                #expect(map.contains("data-object-id=\"\(view.objectID)\""), "\(storyboard.path): \(view.objectID) not in its scene")
            }
        }
    }

    @Test func theImagesPageShowsEachImageEmbedded() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let page = try CatalogReport().site(of: copy.catalog).text("images.html")
        // The @2x file a device of scale 2 shows, of an asset set and of loose files.
        for (file, name) in [("ExampleApp/Assets.xcassets/logo.imageset/logo@2x.png", "logo"), ("ExampleApp/Images/star@2x.png", "star")] {
            let data = try Data(contentsOf: copy.tree.appendingPathComponent(file))
            let row = try #require(page.range(of: "<td><code>\(name)</code>"), "no row of \(name)")
            #expect(
                page[row.upperBound...].hasPrefix(
                    "<img class=\"preview\" alt=\"\" src=\"data:image/png;base64,\(data.base64EncodedString())\">"))
        }
    }

    @Test func everyLinkLeadsToAFileOfTheSiteAndAnElementOnIt() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport(pictures: TestPictures()).site(of: copy.catalog)
        var checked = 0
        for (path, data) in site.files where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            // An image embedded in the page (the images page's previews) is part of it.
            for link in Self.attributeValues(["href", "src"], in: text) where !link.hasPrefix("data:image/") {
                #expect(!link.contains(":") && !link.hasPrefix("/"), "\(path): \(link) leaves the site")
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? path : Self.resolve(parts[0], from: path)
                let targetText = try site.text(target)
                if parts.count == 2 {
                    let id = try #require(parts[1].removingPercentEncoding)
                    let reached =
                        targetText.contains("id=\"\(id)\"")
                        || (id.hasPrefix("object-") && targetText.contains("data-row-id=\"\(id.dropFirst(7))\""))
                    #expect(reached, "\(path): \(link) reaches no element")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func theSearchTextHoldsThePathAndTheClassesADocumentUses() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport().site(of: copy.catalog)
        let index = try site.text("index.html")
        let document = try copy.catalog.document(matching: "SegmentView")
        let row = try #require(index.components(separatedBy: "\n").first { $0.contains(">\(document.path)</a>") })
        let search = try #require(Self.attributeValues(["data-search"], in: row).first)
        #expect(search.contains(document.path.lowercased()))
        for object in document.objects {
            #expect(search.contains(object.className.lowercased()))
            if let customClass = object.customClass {
                #expect(search.contains(customClass.lowercased()))
            }
        }
    }

    @Test func aClassPageListsWhoUsesTheClassAndWhereTheSourcesDeclareIt() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport().site(of: copy.catalog)
        let usages = try copy.catalog.whoUses(className: "CardView")
        #expect(!usages.isEmpty)
        let page = try site.text("classes/CardView.html")
        for usage in usages {
            let documentPage = try site.documentPage(of: usage.document)
            #expect(page.contains("href=\"../\(documentPage)#object-\(usage.objectId)\""))
        }
        let declaration = try #require(try copy.catalog.classDeclarations(className: "CardView").first)
        #expect(page.contains("<code>\(declaration.path):\(declaration.line)</code>"))
        #expect(try site.text("index.html").contains("href=\"classes/CardView.html\""))
        // First Responder's `UIResponder` is a system class, as `who-uses` sees it.
        #expect(try copy.catalog.documents().contains { $0.objects.contains { $0.customClass == "UIResponder" } })
        #expect(site.files["classes/UIResponder.html"] == nil)
    }

    @Test func theImagesPageListsVariantsAndMarksMissingAndUnusedImages() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport().site(of: copy.catalog)
        let page = try site.text("images.html")
        let report = try copy.catalog.imageReport()
        let missing = report.references.filter(\.status.isNotFound)
        #expect(!missing.isEmpty)
        for reference in missing {
            #expect(page.contains("<td><code>\(reference.name)</code></td><td><span class=\"badge missing\">"))
        }
        #expect(page.components(separatedBy: "<span class=\"badge unused\">").count - 1 == report.unused.count)
        let library = try copy.catalog.imageLibrary(root: copy.tree.resolvingSymlinksInPath().path)
        for image in library.images {
            for variant in image.variants {
                #expect(page.contains("<code>\(variant.path)</code>"))
            }
        }
        #expect(page.contains("@3x"))
    }

    @Test func aStoryboardsPageLinksItsMapAndTheMapReachesEveryScene() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport(pictures: TestPictures()).site(of: copy.catalog)
        let storyboards = try copy.catalog.documents().filter { $0.kind == .storyboard }
        #expect(!storyboards.isEmpty)
        for storyboard in storyboards {
            let page = try site.documentPage(of: storyboard.path)
            let map = page.replacingOccurrences(of: "documents/", with: "maps/")
            #expect(try site.text(page).contains("href=\"../\(map)\""))
            let mapText = try site.text(map)
            for scene in storyboard.scenes {
                #expect(mapText.contains("<g id=\"scene-\(scene.sceneID)\""))
                #expect(mapText.contains("href=\"#scene-\(scene.sceneID)\""))
            }
        }
    }

    @Test func theSameCatalogContentsGiveTheSameBytesWhereverTheFolderIs() throws {
        let first = try IndexedCopy(label: "first")
        defer { first.remove() }
        let second = try IndexedCopy(label: "second")
        defer { second.remove() }
        let report = CatalogReport(pictures: TestPictures())
        let site = try report.site(of: first.catalog)
        #expect(try report.site(of: first.catalog) == site)
        #expect(try report.site(of: second.catalog) == site)
    }

    @Test func catalogTextIsEscaped() throws {
        let copy = try IndexedCopy { tree in
            let badge = tree.appendingPathComponent("ExampleApp/Views/BadgeView.xib")
            let text = try String(contentsOf: badge, encoding: .utf8)
            try text.replacingOccurrences(
                of: "id=\"cL2-bD-5hR\">", with: "id=\"cL2-bD-5hR\" userLabel=\"&lt;script&gt;alert(&quot;x&quot;)&amp;\">"
            )
            .write(to: badge, atomically: true, encoding: .utf8)
        }
        defer { copy.remove() }
        let site = try CatalogReport().site(of: copy.catalog)
        let page = try site.text(try site.documentPage(of: "ExampleApp/Views/BadgeView.xib"))
        #expect(page.contains("“&lt;script&gt;alert(\"x\")&amp;”"))
        #expect(!page.contains("<script>alert"))
    }

    @Test func aDocumentThatCannotBeDrawnSaysSoOnItsPageAndTheRestIsDrawn() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let broken = "ExampleApp/Views/CardView.xib"
        let site = try CatalogReport(pictures: TestPictures(failing: [broken])).site(of: copy.catalog)
        #expect(site.pictureFailures.map(\.path) == [copy.tree.resolvingSymlinksInPath().path + "/" + broken])
        #expect(try site.text(try site.documentPage(of: broken)).contains("No picture: cannot draw this document"))
        #expect(try site.text(try site.documentPage(of: "ExampleApp/Views/BadgeView.xib")).contains("<svg"))
    }

    @Test func withoutPicturesEveryPageSaysThereIsNone() throws {
        let copy = try IndexedCopy()
        defer { copy.remove() }
        let site = try CatalogReport().site(of: copy.catalog)
        #expect(!site.files.keys.contains { $0.hasPrefix("thumbnails/") || $0.hasPrefix("maps/") })
        #expect(!(try site.text("index.html")).contains("background-image"))
        #expect(try site.text(try site.documentPage(of: "ExampleApp/Views/BadgeView.xib")).contains("No picture."))
        #expect(site.pictureFailures.isEmpty)
    }

    /// The values of the named attributes, unescaped.
    static func attributeValues(_ names: [String], in text: String) -> [String] {
        var values: [String] = []
        for name in names {
            var rest = text[...]
            while let start = rest.range(of: " \(name)=\"") {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                values.append(
                    String(value).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[value.endIndex...]
            }
        }
        return values
    }

    /// A relative link from the page at `page` as a path from the site's root.
    static func resolve(_ link: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/") {
            if part == ".." {
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/").removingPercentEncoding ?? ""
    }
}
