import Crypto
import Foundation
import GRDB
import InputFiles
import ProjectModel
import ResourceAssets

/// An image file found under a root, before or after reading it.
private struct FoundImageFile: Sendable {
    var file: ScannedFile
    var name: String
    var source: AvailableImage.Source
    var folder: String?
    var fileExtension: String
    var scale: Int?
    var device: String?
}

extension Catalog {
    /// Brings the root's image rows up to date with `tree`: loose image files and the sets of its
    /// asset catalogs. Unchanged files (size and modification time) are not read again; corrupt
    /// files and malformed `Contents.json` are reported as failures on every run until fixed.
    func updateImages(
        _ tree: SourceTree, of target: IndexTarget, reading reader: some IndexFileReading, db: Database, summary: inout IndexSummary
    ) throws {
        let root = target.root
        var stored: [PathKey: (size: Int64, mtime: Int64, facts: ImageFileFacts)] = [:]
        let storedRows = try Row.fetchCursor(
            db,
            sql: "SELECT path, size, mtime_ns, sha256, pixel_width, pixel_height, problem FROM image_file WHERE root = ?",
            arguments: [root])
        while let row = try storedRows.next() {
            stored[PathKey(row["path"])] = (
                row["size"], row["mtime_ns"],
                ImageFileFacts(
                    sha256: row["sha256"], pixelWidth: row["pixel_width"], pixelHeight: row["pixel_height"],
                    problem: row["problem"])
            )
        }

        var found: [FoundImageFile] = []
        for file in tree.imageFiles {
            let fileName = String(file.path.split(separator: "/").last ?? "")
            guard let parsed = ImageFileName(parsing: fileName) else { continue }
            found.append(
                FoundImageFile(
                    file: file, name: parsed.name, source: .file, folder: nil, fileExtension: parsed.fileExtension,
                    scale: parsed.scale, device: parsed.device))
        }
        try db.execute(sql: "DELETE FROM asset WHERE root = ?", arguments: [root])
        let realRoot = realPath(root) ?? root
        for catalog in tree.assetCatalogs {
            let (entries, problems) = reader.assetCatalog(catalog, root: root)
            for problem in problems {
                summary.failures.append(IndexFailure(path: target.display(problem.path), line: nil, message: problem.message))
            }
            for entry in entries {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO asset (root, kind, name, folder) VALUES (?, ?, ?, ?)",
                    arguments: [root, entry.kind.rawValue, entry.name, entry.folder])
                let source: AvailableImage.Source = entry.kind == .symbol ? .symbolSet : .imageSet
                for assetFile in entry.files {
                    guard let status = FileStatus.of(root + "/" + assetFile.path), status.isRegular else { continue }
                    guard SourceTree.resolvesInside(root + "/" + assetFile.path, realRoot: realRoot) else {
                        summary.skipped.append(.outsideLink(target.display(assetFile.path)))
                        continue
                    }
                    found.append(
                        FoundImageFile(
                            file: ScannedFile(path: assetFile.path, size: status.size, mtimeNanoseconds: status.mtimeNanoseconds),
                            name: entry.name, source: source, folder: entry.folder,
                            fileExtension: SourceTree.pathExtension(assetFile.path).lowercased(), scale: assetFile.scale,
                            device: assetFile.device))
                }
            }
        }

        let known = stored
        let facts = found.parallelMap { image -> ImageFileFacts in
            if let known = known[PathKey(image.file.path)], known.size == image.file.size,
                known.mtime == image.file.mtimeNanoseconds
            {
                return known.facts
            }
            return reader.image(image.file, root: root, fileExtension: image.fileExtension)
        }
        try db.execute(sql: "DELETE FROM image_file WHERE root = ?", arguments: [root])
        let insert = try db.makeStatement(
            sql: """
                INSERT INTO image_file (root, path, name, source, folder, extension, scale, device, size, mtime_ns,
                    sha256, pixel_width, pixel_height, problem)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        var reported = Set<PathKey>()
        for (image, fact) in zip(found, facts) {
            try insert.execute(arguments: [
                root, image.file.path, image.name, image.source.rawValue, image.folder, image.fileExtension, image.scale,
                image.device, image.file.size, image.file.mtimeNanoseconds, fact.sha256, fact.pixelWidth,
                fact.pixelHeight, fact.problem,
            ])
            if let problem = fact.problem, reported.insert(PathKey(image.file.path)).inserted {
                if problem == GitLFSPointer.message {
                    summary.skipped.append(IndexSkip(path: target.display(image.file.path), message: problem))
                } else {
                    summary.failures.append(IndexFailure(path: target.display(image.file.path), line: nil, message: problem))
                }
            }
        }
    }
}

extension Catalog {
    /// The images under `root` as UIKit would find them by name, sets before loose files.
    public func imageLibrary(root: String) throws(CatalogError) -> ImageLibrary {
        try read { db in try Self.imageLibrary(root: root, db: db) }
    }

    /// What `root` offers its documents to draw them: the images as `imageLibrary(root:)` finds
    /// them, and the color sets the catalog lists (the first by folder for a name), their colors
    /// read from their `Contents.json` — the disk is not walked again.
    public func projectResources(root: String) throws(CatalogError) -> ProjectResources {
        let (images, colorSets) = try read { db in
            let colorSets = try Row.fetchAll(
                db, sql: "SELECT name, folder FROM asset WHERE root = ? AND kind = 'color' ORDER BY folder",
                arguments: [root]
            ).map { row -> (name: String, folder: String) in (row["name"], row["folder"]) }
            return (try Self.imageLibrary(root: root, db: db), colorSets)
        }
        var colors: [String: AssetColor] = [:]
        for colorSet in colorSets where colors[colorSet.name] == nil {
            if let color = AssetCatalog.color(ofColorSetAt: colorSet.folder, root: root) {
                colors[colorSet.name] = color
            }
        }
        return ProjectResources(root: root, images: images, colors: colors)
    }

    /// Size, hash and problem of every image file under `root`, by path.
    public func imageFiles(root: String) throws(CatalogError) -> [PathKey: IndexedImageFile] {
        try read { db in
            var files: [PathKey: IndexedImageFile] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT path, scale, device, pixel_width, pixel_height, size, mtime_ns, sha256, problem
                    FROM image_file WHERE root = ?
                    """,
                arguments: [root])
            while let row = try rows.next() {
                let variant = ImageVariant(
                    path: row["path"], scale: row["scale"], device: row["device"], pixelWidth: row["pixel_width"],
                    pixelHeight: row["pixel_height"])
                files[PathKey(variant.path)] = IndexedImageFile(
                    variant: variant, size: row["size"], mtimeNanoseconds: row["mtime_ns"], sha256: row["sha256"],
                    problem: row["problem"])
            }
            return files
        }
    }

    static func imageLibrary(root: String, db: Database) throws -> ImageLibrary {
        var images: [AvailableImage] = []
        var indexByKey: [String: Int] = [:]
        // Every image and symbol set, with files or not: a set whose files are missing still
        // answers to its name (and packaging refuses it for having nothing to copy).
        let sets = try Row.fetchCursor(
            db, sql: "SELECT kind, name, folder FROM asset WHERE root = ? AND kind != 'color' ORDER BY folder",
            arguments: [root])
        while let row = try sets.next() {
            let folder: String = row["folder"]
            indexByKey["set\u{0}" + folder] = images.count
            images.append(
                AvailableImage(
                    name: row["name"], source: row["kind"] == "symbol" ? .symbolSet : .imageSet, folder: folder, variants: []))
        }
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT path, name, folder, extension, scale, device, pixel_width, pixel_height
                FROM image_file WHERE root = ?
                ORDER BY source = 'file', folder, name, extension, path, scale, device
                """,
            arguments: [root])
        while let row = try rows.next() {
            let folder: String? = row["folder"]
            let name: String = row["name"]
            let fileExtension: String = row["extension"]
            let key = folder.map { "set\u{0}" + $0 } ?? "file\u{0}\(name)\u{0}\(fileExtension)"
            let variant = ImageVariant(
                path: row["path"], scale: row["scale"], device: row["device"], pixelWidth: row["pixel_width"],
                pixelHeight: row["pixel_height"])
            if let index = indexByKey[key] {
                images[index].variants.append(variant)
            } else {
                indexByKey[key] = images.count
                images.append(AvailableImage(name: name, source: .file, fileExtension: fileExtension, variants: [variant]))
            }
        }
        return ImageLibrary(images)
    }
}
