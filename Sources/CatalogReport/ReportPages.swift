import CatalogLint
import CatalogStore
import DocumentSummary
import InputFiles
import NibRender
import ResourceAssets

/// The HTML of each page, from what `CatalogReport` gathered.
enum ReportPages {
    static let indexPagePath = "index.html"
    static let imagesPagePath = "images.html"

    private typealias H = HTMLPage

    // MARK: index

    static func indexPage(
        documents: [DrawnDocument], classes: [ReportedClass], imageReport: ImageReport, sourceFindings: [LintFinding],
        links: SiteLinks
    ) -> String {
        var page = HTMLPage()
        let findingCount = documents.reduce(sourceFindings.count) { $0 + $1.entry.findings.count }
        let missing =
            imageReport.references.count(where: \.status.isNotFound)
            + imageReport.codeReferences.count(where: \.status.isNotFound)
        page.append("<h1>Interface Builder catalog</h1>")
        page.append(
            "<p class=\"summary\">\(documents.count) documents · <a href=\"#classes\">\(classes.count) custom classes</a> · "
                + "<a href=\"\(imagesPagePath)\">images</a> (\(missing) missing, \(imageReport.unused.count) unused) · "
                + "\(findingCount) lint findings</p>")
        page.append(
            "<div class=\"search\"><input id=\"search\" type=\"search\" placeholder=\"Search paths and classes\" "
                + "aria-label=\"Search documents by path or class\" autocomplete=\"off\">"
                + "<span id=\"search-count\" class=\"muted\">\(documents.count) documents</span></div>")
        page.append("<table class=\"documents\">")
        page.append(
            "<thead><tr><th class=\"thumbnail\">Picture</th><th>Document</th><th>Kind</th><th>Platform</th>"
                + "<th class=\"number\">Objects</th><th class=\"number\">Findings</th></tr></thead>")
        page.append("<tbody>")
        for drawn in documents {
            let entry = drawn.entry
            let document = entry.document
            let thumbnail =
                drawn.drawing.picture != nil
                ? "<a href=\"\(H.href(entry.pagePath))\" tabindex=\"-1\" class=\"sheet\" "
                    + "style=\"\(H.attribute(ThumbnailSheets.style(ofDocument: entry.number)))\"></a>"
                : "<a href=\"\(H.href(entry.pagePath))\" tabindex=\"-1\"><span class=\"none\">no picture</span></a>"
            let findings =
                entry.findings.isEmpty
                ? "0"
                : "<span class=\"badge \(entry.errorCount > 0 ? "error" : "warning")\">\(entry.findings.count)</span>"
            page.append(
                "<tr data-search=\"\(H.attribute(searchText(document)))\">"
                    + "<td class=\"thumbnail\">\(thumbnail)</td>"
                    + "<td class=\"path\"><a href=\"\(H.href(entry.pagePath))\">\(H.text(document.path))</a></td>"
                    + "<td>\(H.text(document.kind.rawValue))</td><td>\(H.text(document.platform))</td>"
                    + "<td class=\"number\">\(document.objects.count)</td><td class=\"number\">\(findings)</td></tr>")
        }
        page.append("</tbody></table>")
        page.append("<h2 id=\"classes\">Custom classes</h2>")
        if classes.isEmpty {
            page.append("<p class=\"muted\">No document uses a custom class.</p>")
        } else {
            page.append("<ul class=\"columns\">")
            for reportedClass in classes {
                guard let classPage = links.classPage(reportedClass.name) else { continue }
                page.append(
                    "<li><a href=\"\(H.href(classPage))\">\(H.text(reportedClass.name))</a> "
                        + "<span class=\"muted\">(\(reportedClass.usages.count))</span></li>")
            }
            page.append("</ul>")
        }
        if !sourceFindings.isEmpty {
            page.append("<h2>Lint findings in sources</h2><ul class=\"findings\">")
            for finding in sourceFindings {
                page.append(
                    "<li>\(badge(finding.severity)) <code>\(H.text(finding.document))\(finding.line.map { ":\($0)" } ?? "")</code> "
                        + "\(H.text(finding.message)) <code class=\"muted\">[\(finding.rule.rawValue)]</code></li>")
            }
            page.append("</ul>")
        }
        return page.document(title: "Interface Builder catalog", depth: 0, breadcrumbs: [("Catalog", nil)])
    }

    /// What the search box matches: the path, and every class and custom class the document uses.
    static func searchText(_ document: SummarizedDocument) -> String {
        var words = [document.path]
        var seen = Set<String>()
        for object in document.objects {
            for name in [object.className, object.customClass, ObjectOutline.qualified(object.customClass, object.customModule)] {
                if let name, seen.insert(name).inserted {
                    words.append(name)
                }
            }
        }
        for connection in document.connections {
            if let segue = connection.segue, seen.insert(segue.className).inserted {
                words.append(segue.className)
            }
        }
        return words.joined(separator: " ").lowercased()
    }

    // MARK: document

    static func documentPage(
        _ entry: ReportedDocument, picture: DrawnPicture?, hasMap: Bool, failures: [PictureError], links: SiteLinks
    ) -> String {
        let document = entry.document
        let outline = ObjectOutline(document)
        var page = HTMLPage()
        page.append("<h1>\(H.text(document.path))</h1>")
        page.append("<dl class=\"facts\">")
        page.append("<dt>Kind</dt><dd>\(H.text(document.kind.rawValue)), \(H.text(document.platform))</dd>")
        if let owner = document.filesOwner {
            page.append("<dt>File's Owner</dt><dd>\(classLink(owner.className, owner.module, links: links, depth: 1))</dd>")
        }
        page.append("<dt>Objects</dt><dd>\(document.objects.count)</dd>")
        page.append("<dt>Lint findings</dt><dd>\(entry.findings.count)</dd>")
        if let initial = document.initialViewController {
            page.append("<dt>Initial controller</dt><dd>\(objectLink(initial, outline))</dd>")
        }
        if hasMap {
            page.append("<dt>Storyboard</dt><dd><a href=\"\(H.href("../" + entry.mapPath))\">the map of its scenes</a></dd>")
        }
        page.append("</dl>")

        page.append("<section class=\"picture\">")
        if let picture {
            page.append(picture.markup)
        } else if let failure = failures.first {
            page.append("<p class=\"no-picture\">No picture: \(H.text(failure.message))</p>")
        } else {
            page.append("<p class=\"no-picture\">No picture.</p>")
        }
        page.append("</section>")

        page.append("<h2>Lint findings (\(entry.findings.count))</h2>")
        if entry.findings.isEmpty {
            page.append("<p class=\"muted\">None.</p>")
        } else {
            let connections = Dictionary(document.connections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            page.append("<ul class=\"findings\">")
            for finding in entry.findings {
                let location = finding.line.map { "line \($0)" } ?? "document"
                let subject = finding.objectID.map { " " + objectLink($0, outline, connections) } ?? ""
                page.append(
                    "<li>\(badge(finding.severity)) <span class=\"muted\">\(location)</span>\(subject): "
                        + "\(H.text(finding.message)) <code class=\"muted\">[\(finding.rule.rawValue)]</code></li>")
            }
            page.append("</ul>")
        }

        page.append("<h2>Outline</h2>")
        page.append("<div class=\"outline\">")
        for tree in outline.trees {
            page.append("<div class=\"tree\">")
            for entry in tree {
                page.append(outlineRow(entry.object, depth: entry.depth, links: links))
            }
            page.append("</div>")
        }
        if !outline.unreached.isEmpty {
            page.append("<div class=\"tree\">")
            for object in outline.unreached {
                page.append(outlineRow(object, depth: 0, links: links))
            }
            page.append("</div>")
        }
        page.append("</div>")

        if !document.connections.isEmpty {
            page.append("<h2>Connections (\(document.connections.count))</h2>")
            page.append(
                "<table><thead><tr><th>Kind</th><th>Source</th><th>Name</th><th>Destination</th><th>Details</th></tr></thead><tbody>")
            for connection in document.connections {
                var details: [String] = []
                if let event = connection.eventType {
                    details.append(H.text(event))
                }
                if let segue = connection.segue {
                    details.append(H.text(segue.relationship.map { "\(segue.kind): \($0)" } ?? segue.kind))
                    if let customClass = segue.customClass {
                        details.append(classLink(customClass, segue.customModule, links: links, depth: 1))
                    }
                    if let unwind = segue.unwindAction {
                        details.append("unwinds to " + H.text(unwind))
                    }
                }
                page.append(
                    "<tr data-row-id=\"\(H.attribute(connection.id))\"><td>\(H.text(connection.kind))</td><td>\(objectLink(connection.source, outline))</td>"
                        + "<td><code>\(H.text(connection.name ?? ""))</code></td>"
                        + "<td>\(objectLink(connection.destination, outline))</td><td>\(details.joined(separator: ", "))</td></tr>")
            }
            page.append("</tbody></table>")
        }

        if !document.scenes.isEmpty {
            page.append("<h2>Scenes (\(document.scenes.count))</h2><ul>")
            for scene in document.scenes {
                let title = [scene.className, scene.storyboardIdentifier.map { "“\($0)”" }].compactMap { $0 }.joined(separator: " ")
                let target =
                    hasMap
                    ? "<a href=\"\(H.href("../" + entry.mapPath, fragment: "scene-" + scene.sceneID))\">\(H.text(scene.sceneID))</a>"
                    : "<code>\(H.text(scene.sceneID))</code>"
                let controller = scene.controller.map { " " + objectLink($0, outline) } ?? ""
                page.append("<li>\(target)\(controller) \(H.text(title))</li>")
            }
            page.append("</ul>")
        }
        if !document.storyboardReferences.isEmpty {
            page.append("<h2>Storyboard references</h2><ul>")
            for reference in document.storyboardReferences {
                let name = reference.storyboardName ?? "this storyboard"
                page.append(
                    "<li>\(objectLink(reference.objectId, outline)) → \(H.text(name))"
                        + "\(reference.referencedIdentifier.map { " / " + H.text($0) } ?? "")</li>")
            }
            page.append("</ul>")
        }

        if !entry.images.isEmpty {
            page.append("<h2>Images</h2><ul>")
            for reference in entry.images {
                let name =
                    !reference.files.isEmpty
                    ? "<a href=\"\(H.href("../" + imagesPagePath, fragment: links.imageAnchor(root: document.root, files: reference.files, name: reference.name)))\">\(H.text(reference.name))</a>"
                    : H.text(reference.name)
                let status = reference.status.isNotFound ? " <span class=\"badge missing\">\(statusText(reference.status))</span>" : ""
                page.append("<li>\(name)\(status) <span class=\"muted\">used by</span> \(objectLink(reference.objectId, outline))</li>")
            }
            page.append("</ul>")
        }
        if !document.localizations.isEmpty {
            page.append("<h2>Localizations</h2><ul>")
            for table in document.localizations {
                page.append("<li>\(H.text(table.language ?? "string catalog")): <code>\(H.text(table.path))</code></li>")
            }
            page.append("</ul>")
        }
        return page.document(
            title: document.path, depth: 1,
            breadcrumbs: [("Catalog", "../" + indexPagePath), (document.path, nil)])
    }

    private static func outlineRow(_ object: SummarizedDocument.Object, depth: Int, links: SiteLinks) -> String {
        var row = "<div class=\"row\" style=\"--depth: \(depth)\" data-row-id=\"\(H.attribute(object.id))\">"
        row += "<a class=\"id\" href=\"\(H.href("", fragment: "object-" + object.id))\">\(H.text(object.id))</a> "
        if let customClass = object.customClass {
            row += classLink(customClass, object.customModule, links: links, depth: 1)
        } else {
            row += "<span class=\"class\">\(H.text(object.className))</span>"
        }
        row += " <span class=\"element\">&lt;\(H.text(object.element))&gt;</span>"
        if let label = object.userLabel {
            row += " <span class=\"label\">“\(H.text(label))”</span>"
        }
        for (name, value) in [
            ("storyboard identifier", object.storyboardIdentifier), ("reuse identifier", object.reuseIdentifier),
        ] {
            if let value {
                row += " <span class=\"muted\">\(name)</span> <code>\(H.text(value))</code>"
            }
        }
        return row + "</div>"
    }

    /// A link to the object in the picture (its outline or connection row is marked by the
    /// script); a connection is named by its kind and name.
    private static func objectLink(_ id: String, _ outline: ObjectOutline, _ connections: [String: SummarizedDocument.Connection] = [:])
        -> String
    {
        var text = outline.described(id)
        if outline.object(id) == nil, let connection = connections[id] {
            text = "\(id) (\(connection.kind)\(connection.name.map { " " + $0 } ?? ""))"
        }
        return "<a href=\"\(H.href("", fragment: "object-" + id))\">\(H.text(text))</a>"
    }

    /// The image as a device of scale 2 shows it (`ProjectResources.variant`), embedded, so the
    /// page shows it offline; nothing when the file is no PNG, JPEG or GIF.
    private static func preview(of image: AvailableImage, root: String) -> String {
        guard let variant = ProjectResources.variant(of: image, scale: 2), let data = try? InputFile.read(root + "/" + variant.path),
            let mimeType = DocumentRenderer.mimeType(of: data)
        else { return "" }
        return "<img class=\"preview\" alt=\"\" src=\"data:\(mimeType);base64,\(data.base64EncodedString())\">"
    }

    private static func classLink(_ className: String?, _ module: String?, links: SiteLinks, depth: Int) -> String {
        guard let className else { return "<span class=\"muted\">no class</span>" }
        let title = ObjectOutline.qualified(className, module) ?? className
        guard let classPage = links.classPage(className) else {
            return "<span class=\"class\">\(H.text(title))</span>"
        }
        let up = String(repeating: "../", count: depth)
        return "<a class=\"custom\" href=\"\(H.href(up + classPage))\">\(H.text(title))</a>"
    }

    // MARK: map

    static func mapPage(_ entry: ReportedDocument, map: String) -> String {
        let document = entry.document
        var page = HTMLPage()
        page.append("<h1>\(H.text(document.path)): map</h1>")
        page.append("<section class=\"picture map\">")
        page.append(map)
        page.append("</section>")
        page.append("<h2>Scenes</h2><ul>")
        for scene in document.scenes {
            let title = [scene.className, scene.storyboardIdentifier.map { "“\($0)”" }].compactMap { $0 }.joined(separator: " ")
            page.append(
                "<li><a href=\"\(H.href("", fragment: "scene-" + scene.sceneID))\">\(H.text(scene.sceneID))</a> \(H.text(title))</li>")
        }
        page.append("</ul>")
        return page.document(
            title: document.path + ": map", depth: 1,
            breadcrumbs: [("Catalog", "../" + indexPagePath), (document.path, "../" + entry.pagePath), ("map", nil)])
    }

    // MARK: class

    static func classPage(_ reportedClass: ReportedClass, links: SiteLinks) -> String {
        var page = HTMLPage()
        page.append("<h1>\(H.text(reportedClass.name))</h1>")
        page.append("<h2>Declared in</h2>")
        if reportedClass.declarations.isEmpty {
            page.append("<p class=\"muted\">No indexed source declares this class.</p>")
        } else {
            page.append("<ul>")
            for declaration in reportedClass.declarations {
                var text = "class \(declaration.name)"
                if let superclass = declaration.superclass {
                    text += ": \(superclass)"
                }
                let module = declaration.module.map { " <span class=\"muted\">module \(H.text($0))</span>" } ?? ""
                page.append("<li><code>\(H.text(declaration.path)):\(declaration.line)</code> <code>\(H.text(text))</code>\(module)</li>")
            }
            page.append("</ul>")
        }
        page.append("<h2>Used by (\(reportedClass.usages.count))</h2>")
        page.append(
            "<table><thead><tr><th>Document</th><th>Object</th><th>Role</th><th>Element</th><th>Module</th>"
                + "<th class=\"number\">Line</th></tr></thead><tbody>")
        for usage in reportedClass.usages {
            let documentPage = links.documentPage(root: usage.root, path: usage.document)
            let documentCell =
                documentPage.map { "<a href=\"\(H.href("../" + $0))\">\(H.text(usage.document))</a>" }
                ?? H.text(usage.document)
            let objectCell =
                documentPage.map {
                    "<a class=\"id\" href=\"\(H.href("../" + $0, fragment: "object-" + usage.objectId))\">\(H.text(usage.objectId))</a>"
                } ?? H.text(usage.objectId)
            page.append(
                "<tr><td class=\"path\">\(documentCell)</td><td>\(objectCell)</td><td>\(H.text(usage.role))</td>"
                    + "<td>\(H.text(usage.element))</td><td>\(H.text(usage.customModule ?? ""))</td>"
                    + "<td class=\"number\">\(usage.line)</td></tr>")
        }
        page.append("</tbody></table>")
        return page.document(
            title: reportedClass.name, depth: 1, breadcrumbs: [("Catalog", "../" + indexPagePath), (reportedClass.name, nil)])
    }

    // MARK: images

    static func imagesPage(libraries: [(root: String, library: ImageLibrary)], report: ImageReport, links: SiteLinks) -> String {
        var page = HTMLPage()
        page.append("<h1>Images</h1>")
        for (root, library) in libraries {
            if links.hasSeveralRoots {
                page.append("<h2>\(H.text(root.split(separator: "/").last.map(String.init) ?? root))</h2>")
            }
            let missing = report.references.filter { $0.root == root && $0.status.isNotFound }
            let missingInCode = report.codeReferences.filter { $0.root == root && $0.status.isNotFound }
            page.append("<h2>Missing (\(missing.count + missingInCode.count))</h2>")
            if missing.isEmpty && missingInCode.isEmpty {
                page.append("<p class=\"muted\">Every image a document or the code names is found.</p>")
            } else {
                page.append("<table><thead><tr><th>Image</th><th>Status</th><th>Asked for by</th></tr></thead><tbody>")
                for reference in missing {
                    let asker =
                        links.documentPage(root: root, path: reference.document).map {
                            "<a href=\"\(H.href($0, fragment: "object-" + reference.objectId))\">\(H.text(reference.document)):\(reference.line)</a>"
                        } ?? H.text("\(reference.document):\(reference.line)")
                    page.append(
                        "<tr><td><code>\(H.text(reference.name))</code></td><td>\(missingStatus(reference.status, reference.resolvedName))</td>"
                            + "<td>\(asker) <span class=\"muted\">object \(H.text(reference.objectId))</span></td></tr>")
                }
                for reference in missingInCode {
                    page.append(
                        "<tr><td><code>\(H.text(reference.name))</code></td><td>\(missingStatus(reference.status, reference.resolvedName))</td>"
                            + "<td><code>\(H.text(reference.source)):\(reference.line)</code> <span class=\"muted\">in code</span></td></tr>"
                    )
                }
                page.append("</tbody></table>")
            }

            var usedBy: [[String]: [ResolvedImageReference]] = [:]
            for reference in report.references where reference.root == root && !reference.files.isEmpty {
                usedBy[reference.files, default: []].append(reference)
            }
            let unused = Set(report.unused.filter { $0.root == root }.map(\.files))
            page.append("<h2>Images (\(library.images.count))</h2>")
            page.append(
                "<table><thead><tr><th>Name</th><th>Where</th><th>Variants</th><th>Used by</th></tr></thead><tbody>")
            for image in library.images {
                let files = image.variants.map(\.path)
                let isUnused = unused.contains(files)
                let source =
                    image.folder.map { "asset catalog <code>\(H.text($0))</code>" }
                    ?? "files" + (image.fileExtension.map { " <code>.\(H.text($0))</code>" } ?? "")
                var variants = "<ul class=\"variants\">"
                for variant in image.variants {
                    var traits: [String] = []
                    if let scale = variant.scale {
                        traits.append("@\(scale)x")
                    }
                    if let device = variant.device {
                        traits.append(H.text(device))
                    }
                    if let width = variant.pixelWidth, let height = variant.pixelHeight {
                        traits.append("\(width)×\(height) px")
                    }
                    variants +=
                        "<li><code>\(H.text(variant.path))</code> <span class=\"muted\">\(traits.joined(separator: ", "))</span></li>"
                }
                variants += "</ul>"
                var users = Set<String>()
                var userLinks: [String] = []
                for reference in usedBy[files] ?? [] where users.insert(reference.document).inserted {
                    userLinks.append(
                        links.documentPage(root: root, path: reference.document).map {
                            "<a href=\"\(H.href($0))\">\(H.text(reference.document))</a>"
                        } ?? H.text(reference.document))
                }
                let usedCell =
                    isUnused
                    ? "<span class=\"badge unused\">unused</span>"
                    : userLinks.isEmpty ? "<span class=\"muted\">in code</span>" : userLinks.joined(separator: "<br>")
                page.append(
                    "<tr id=\"\(H.attribute(links.imageAnchor(root: root, files: files, name: image.name)))\"><td><code>\(H.text(image.name))</code>\(preview(of: image, root: root))</td>"
                        + "<td>\(source)</td><td>\(variants)</td><td>\(usedCell)</td></tr>")
            }
            page.append("</tbody></table>")
            let problems = report.problems.filter { $0.root == root }
            if !problems.isEmpty {
                page.append("<h2>Problems</h2><ul>")
                for problem in problems {
                    page.append("<li><code>\(H.text(problem.path))</code>: \(H.text(problem.message))</li>")
                }
                page.append("</ul>")
            }
        }
        return page.document(title: "Images", depth: 0, breadcrumbs: [("Catalog", indexPagePath), ("Images", nil)])
    }

    private static func missingStatus(_ status: ResolvedImageReference.Status, _ resolvedName: String?) -> String {
        let named = status == .caseMismatch ? resolvedName.map { ": the image is named <code>\(H.text($0))</code>" } ?? "" : ""
        return "<span class=\"badge missing\">\(statusText(status))</span>\(named)"
    }

    private static func statusText(_ status: ResolvedImageReference.Status) -> String {
        status == .caseMismatch ? "case mismatch" : status.rawValue
    }

    private static func badge(_ severity: LintSeverity) -> String {
        "<span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span>"
    }
}
