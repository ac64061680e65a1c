import Crypto
import DocumentSummary
import Foundation
import InputFiles
import NibCompiler
import ProjectModel
import ResourceAssets
import XcodeProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A resource a look-up can answer with, as the bundle's index records it.
struct ResourceRecord: Sendable, Hashable {
    var kind: String
    var name: String
    /// Relative to the bundle.
    var path: String
    var scale: Int?
    var device: String?
    var language: String?
    var pixelWidth: Int?
    var pixelHeight: Int?
}

/// What a bundle is made of, decided from the catalog before anything is compiled or copied: the
/// documents to compile or copy and the files to copy, each with its path in the bundle, and a
/// hash of all of it that recognises a re-publish of unchanged inputs without building.
struct BundleInputs: Sendable {
    struct Document: Sendable {
        var source: BundleSourceDocument
        /// Relative to the bundle: `Base.lproj/Main.storyboardc`, `SegmentView.nib`.
        var destination: String
        var language: String?
    }

    /// An image or string table copied as it is.
    struct Copy: Sendable {
        var absolutePath: String
        /// The source as the user knows it, for messages.
        var origin: String
        var size: Int64
        var sha256: Data
        var resource: ResourceRecord
    }

    var documents: [Document]
    var copies: [Copy]
    /// The documents' rows in the resource index: one per destination, numbered from 1 in
    /// `documents` order.
    var exports: [DocumentExport]
    /// A hash of `exports` and their sources: the resource index's rows for them are the same
    /// while it is.
    var documentsKey: Data
    var inputHash: Data
    /// Documents left out, and why.
    var notes: [Diagnostic]

    /// The resources folder inside the bundle.
    static func resourcesPrefix(_ platform: BundleSpec.Platform) -> String {
        ResourceBundleLayout.resourcesPrefix(isMacOS: platform == .macos)
    }

    /// `target`, when given, keeps its documents only and resolves their images against its own.
    static func gather(
        sources: any PackageSources, spec: BundleSpec, options: CompileOptions, target: (root: String, target: XcodeTarget)? = nil
    ) throws(BundleError) -> BundleInputs {
        let all: [BundleSourceDocument]
        do {
            all = try sources.bundleSourceDocuments()
        } catch {
            throw .sources(error)
        }
        let prefix = resourcesPrefix(spec.platform)
        let platformName = spec.platform == .macos ? "macOS" : "iOS"
        var inputs = BundleInputs(documents: [], copies: [], exports: [], documentsKey: Data(), inputHash: Data(), notes: [])
        var problems: [BundleProblem] = []
        var libraries: [String: ImageLibrary] = [:]
        var imageFiles: [String: [PathKey: IndexedImageFile]] = [:]
        var copiedImagePaths = Set<ImageFile>()
        // Documents name the same images many times (9,386 references to 988 images in the
        // benchmark): each is resolved, and its variants checked, once per root.
        var resolutions: [ResolutionKey: ImageResolution] = [:]
        var imagesDone = Set<ImageFile>()

        let includes = spec.includes.map(PathGlob.init)
        let inTarget = { (source: BundleSourceDocument) in
            target.map { $0.root == source.root && $0.target.contains(source.path) } ?? true
        }
        for source in all where inTarget(source) && (includes.isEmpty || includes.contains(where: { $0.matches(source.path) })) {
            let display = display(source.root, source.path)
            guard source.platform == platformName || (spec.platform == .ios && source.platform == "tvOS") else {
                inputs.notes.append(
                    Diagnostic(
                        severity: .note, path: display,
                        message: "left out: a \(source.platform) document, and the bundle is for \(platformName)"))
                continue
            }
            guard let status = FileSignature.of(source.root + "/" + source.path),
                status.size == source.size, status.mtimeNanoseconds == source.mtimeNanoseconds
            else {
                problems.append(.changedSinceIndexed(path: display))
                continue
            }
            let language = LanguageFolder(holding: source.path)?.language
            let suffix = "." + source.kind.compiled.rawValue
            let destination = prefix + (language.map { LanguageFolder(language: $0).folderName + "/" } ?? "") + source.name + suffix
            inputs.documents.append(Document(source: source, destination: destination, language: language))

            do {
                if libraries[source.root] == nil {
                    let library = try sources.imageLibrary(root: source.root)
                    libraries[source.root] = target.map { ProjectTargets.library(library, of: [$0.target]) } ?? library
                    imageFiles[source.root] = try sources.imageFiles(root: source.root)
                }
            } catch {
                throw .sources(error)
            }
            let library = libraries[source.root]!
            for reference in source.images {
                let appKit = source.platform == "macOS"
                let resolutionKey = ResolutionKey(root: source.root, name: reference.name, isSystem: reference.isSystem, appKit: appKit)
                let resolution: ImageResolution
                if let known = resolutions[resolutionKey] {
                    resolution = known
                } else {
                    resolution = library.resolve(reference.name, isSystem: reference.isSystem, appKit: appKit)
                    resolutions[resolutionKey] = resolution
                }
                switch resolution {
                case .system:
                    continue
                case .missing:
                    if !spec.allowMissingImages {
                        problems.append(
                            .missingImage(document: display, line: reference.line, name: reference.name, differsOnlyInCase: nil))
                    }
                case .caseMismatch(let image):
                    if !spec.allowMissingImages {
                        problems.append(
                            .missingImage(document: display, line: reference.line, name: reference.name, differsOnlyInCase: image.name))
                    }
                case .found(let image):
                    guard !image.variants.isEmpty else {
                        if !spec.allowMissingImages {
                            problems.append(.imageWithoutFiles(document: display, line: reference.line, name: reference.name))
                        }
                        continue
                    }
                    guard OutputPaths.isFileName(image.name) else {
                        problems.append(.invalidName(name: image.name, source: display, line: reference.line))
                        continue
                    }
                    guard imagesDone.insert(ImageFile(root: source.root, path: image.variants[0].path)).inserted else { continue }
                    for variant in image.variants where copiedImagePaths.insert(ImageFile(root: source.root, path: variant.path)).inserted {
                        guard let known = imageFiles[source.root]?[PathKey(variant.path)],
                            let status = FileSignature.of(source.root + "/" + variant.path),
                            status.size == known.size, status.mtimeNanoseconds == known.mtimeNanoseconds
                        else {
                            problems.append(.changedSinceIndexed(path: self.display(source.root, variant.path)))
                            continue
                        }
                        if let problem = known.problem {
                            problems.append(.corruptImage(path: self.display(source.root, variant.path), reason: problem))
                            continue
                        }
                        let fileExtension = pathExtension(variant.path).lowercased()
                        let fileName =
                            image.source == .file
                            ? String(variant.path.split(separator: "/").last ?? "")
                            : ImageFileName(
                                name: image.name, scale: variant.scale ?? 1, device: variant.device, fileExtension: fileExtension
                            ).fileName
                        let record = ResourceRecord(
                            kind: "image", name: image.name, path: prefix + fileName, scale: variant.scale,
                            device: variant.device, language: nil, pixelWidth: variant.pixelWidth, pixelHeight: variant.pixelHeight)
                        inputs.copies.append(
                            Copy(
                                absolutePath: source.root + "/" + variant.path, origin: self.display(source.root, variant.path),
                                size: known.size, sha256: known.sha256, resource: record))
                    }
                }
            }
            for table in source.strings {
                guard let language = table.language else {
                    inputs.notes.append(
                        Diagnostic(
                            severity: .note, path: self.display(source.root, table.path),
                            message: "left out, string catalogs are not compiled to .strings yet"))
                    continue
                }
                let absolute = source.root + "/" + table.path
                guard let data = FileManager.default.contents(atPath: absolute) else {
                    problems.append(.changedSinceIndexed(path: self.display(source.root, table.path)))
                    continue
                }
                let fileName = String(table.path.split(separator: "/").last ?? "")
                let record = ResourceRecord(
                    kind: "strings", name: (fileName as NSString).deletingPathExtension,
                    path: prefix + LanguageFolder(language: language).folderName + "/" + fileName, language: language)
                inputs.copies.append(
                    Copy(
                        absolutePath: absolute, origin: self.display(source.root, table.path), size: Int64(data.count),
                        sha256: Data(SHA256.hash(data: data)), resource: record))
            }
        }
        // Paths made of names from the catalog stay inside the bundle, whatever the catalog says.
        for document in inputs.documents where !OutputPaths.isConfined(document.destination) {
            problems.append(.invalidName(name: document.destination, source: display(document.source.root, document.source.path)))
        }
        for copy in inputs.copies where !OutputPaths.isConfined(copy.resource.path) {
            problems.append(.invalidName(name: copy.resource.path, source: copy.origin))
        }
        guard problems.isEmpty else {
            throw .refused(problems)
        }
        inputs.documents.sort { $0.destination.utf8.lexicographicallyPrecedes($1.destination.utf8) }
        inputs.copies.sort { ($0.resource.path, $0.origin) < ($1.resource.path, $1.origin) }
        // Equal documents from two folders land once (different ones are refused when built).
        var documentsHasher = SHA256()
        var destinations = Set<String>()
        for (index, document) in inputs.documents.enumerated() where destinations.insert(document.destination).inserted {
            let export = DocumentExport(catalogID: document.source.id, id: Int64(index + 1), path: document.destination)
            inputs.exports.append(export)
            documentsHasher.update(data: Data("\(export.catalogID) \(export.id) \(export.path)\u{0}".utf8))
            documentsHasher.update(data: document.source.sha256)
        }
        inputs.documentsKey = Data(documentsHasher.finalize())
        inputs.inputHash = inputs.hash(spec: spec, options: options)
        return inputs
    }

    private func hash(spec: BundleSpec, options: CompileOptions) -> Data {
        var hasher = SHA256()
        func add(_ text: String) {
            hasher.update(data: Data(text.utf8) + [0])
        }
        add("nibcat-bundle-1")
        for field in [
            spec.name, spec.version, spec.build ?? "", spec.identifier ?? "", spec.platform.rawValue, spec.developmentRegion,
            String(spec.zip), options.cacheKey, NibCompiler.version,
        ] {
            add(field)
        }
        for document in documents {
            add(document.destination)
            hasher.update(data: document.source.sha256)
        }
        for copy in copies {
            add(copy.resource.path)
            hasher.update(data: copy.sha256)
        }
        return Data(hasher.finalize())
    }

    private struct ResolutionKey: Hashable {
        var root: String
        var name: String
        var isSystem: Bool
        var appKit: Bool
    }

    private struct ImageFile: Hashable {
        var root: String
        var path: String
    }

    /// `png` for `Icons/icon@2x.png`, as `NSString.pathExtension` gives it: after the last `.` of
    /// the last component, empty when there is none or the name starts with it.
    static func pathExtension(_ path: String) -> Substring {
        var utf8 = Substring(path).utf8
        while utf8.last == UInt8(ascii: "/") {
            utf8 = utf8.dropLast()
        }
        let name = utf8[(utf8.lastIndex(of: UInt8(ascii: "/")).map(utf8.index(after:)) ?? utf8.startIndex)...]
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return Substring(name[name.index(after: dot)...])
    }

    private static func display(_ root: String, _ path: String) -> String {
        root + "/" + path
    }
}
