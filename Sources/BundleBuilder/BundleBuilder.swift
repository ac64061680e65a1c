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

/// What publishing a version did.
public struct BundlePublication: Sendable {
    public enum Outcome: String, Sendable {
        case published
        /// The version was there already with the same contents; nothing was written.
        case unchanged
    }

    public var outcome: Outcome
    /// `<out>/<Name>/<Version>/<Name>.bundle`.
    public var bundlePath: String
    public var entries: [BundleEntry]
    /// Compiler warnings and notices, and documents left out (notes).
    public var diagnostics: [Diagnostic]
}

/// Builds versioned `.bundle` folders from the catalog: compiled nibs and storyboards, the images
/// they name with every variant, their string tables, `Info.plist` and a resource index.
///
/// A version is built in a hidden sibling folder and renamed into place, so it appears whole or
/// not at all; a published version is never rewritten.
public struct BundleBuilder: Sendable {
    public let sources: any PackageSources

    public init(sources: any PackageSources) {
        self.sources = sources
    }

    /// The target `--target` names, and the root whose project has it.
    private func xcodeTarget(named name: String) throws(BundleError) -> (root: String, target: XcodeTarget) {
        let roots: [String]
        do {
            roots = Array(Set(try sources.bundleSourceDocuments().map(\.root))).sorted()
        } catch {
            throw .sources(error)
        }
        let found: (root: String, target: XcodeTarget)?
        do {
            found = try ProjectTargets.find(name, roots: roots)
        } catch {
            throw .invalidSpec(error.diagnostic.description)
        }
        guard let found else {
            throw .invalidSpec("--target \"\(name)\" is no target of the Xcode projects of the indexed folders")
        }
        return found
    }

    public func publish(_ spec: BundleSpec, to out: String, options: CompileOptions = CompileOptions()) throws(BundleError)
        -> BundlePublication
    {
        try Self.validate(spec)
        guard !out.isEmpty else {
            throw .invalidSpec("-o/--output must name the folder versions are published in")
        }
        let outFolder = URL(fileURLWithPath: out).standardizedFileURL.path
        let nameFolder = outFolder + "/" + spec.name
        let versionFolder = outFolder + "/" + ResourceBundleLayout.publishedVersionPath(name: spec.name, version: spec.version)
        let bundlePath = versionFolder + "/" + ResourceBundleLayout.bundleFolderName(spec.name)
        var options = options
        let target = try spec.target.map { name throws(BundleError) in try xcodeTarget(named: name) }
        if let target {
            options.module = options.module ?? target.target.moduleName
            options.minimumDeploymentTarget = options.minimumDeploymentTarget ?? target.target.deploymentTarget
        }
        let inputs = try BundleInputs.gather(sources: sources, spec: spec, options: options, target: target)

        if FileManager.default.fileExists(atPath: versionFolder),
            let recorded = try? sources.publishedInputHash(name: spec.name, version: spec.version, path: bundlePath),
            recorded == inputs.inputHash,
            let entries = try? sources.bundleEntries(name: spec.name, version: spec.version)
        {
            return BundlePublication(outcome: .unchanged, bundlePath: bundlePath, entries: entries, diagnostics: inputs.notes)
        }

        // The files the inputs decide are written while the documents' outputs are taken from the
        // cache; anything refused after that leaves no folder behind that was not there before.
        let created = try makeFolder(nameFolder)
        StagingFolders.removeAbandoned(in: nameFolder)
        let staging = nameFolder + "/" + StagingFolders.name(for: spec.version)
        let contents: BundleFiles
        let entries: [BundleEntry]
        do throws(BundleError) {
            let writer = try BundleWriter(inputs, spec: spec, sources: sources, staging: staging)
            do throws(BundleError) {
                contents = try BundleFiles.build(inputs, spec: spec, sources: sources, options: options)
            } catch {
                writer.abandon()
                throw error
            }
            entries = try writer.finish(contents)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            for folder in created.reversed() {
                rmdir(folder)
            }
            throw error
        }

        let outcome = try place(staging, at: versionFolder)
        do {
            try sources.recordPublishedBundle(
                name: spec.name, version: spec.version, platform: spec.platform.rawValue,
                identifier: InfoPlist.identifier(spec), path: bundlePath, inputSHA256: inputs.inputHash, entries: entries)
        } catch {
            throw .sources(error)
        }
        return BundlePublication(
            outcome: outcome, bundlePath: bundlePath, entries: entries, diagnostics: inputs.notes + contents.diagnostics)
    }

    /// Renames the built version into place, or, when the version exists, keeps it if it holds
    /// the same files and refuses if not; the staging folder is gone either way.
    private func place(_ staging: String, at versionFolder: String) throws(BundleError) -> BundlePublication.Outcome {
        if rename(staging, versionFolder) == 0 {
            return .published
        }
        let reason = String(cString: strerror(errno))
        defer { try? FileManager.default.removeItem(atPath: staging) }
        guard FileManager.default.fileExists(atPath: versionFolder) else {
            throw .unwritable(path: versionFolder, reason: reason)
        }
        guard let existing = FolderDigest.of(versionFolder), let built = FolderDigest.of(staging), existing == built else {
            throw .versionExists(path: versionFolder)
        }
        return .unchanged
    }

    /// Creates a folder with its parents; the ones it created, outermost first.
    private func makeFolder(_ path: String) throws(BundleError) -> [String] {
        var created: [String] = []
        var folder = path
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            created.insert(folder, at: 0)
            folder = parentFolder(of: folder)
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // Part of the way may have been made (a name too long fails only at its own level).
            for folder in created.reversed() {
                rmdir(folder)
            }
            throw .unwritable(path: path, reason: FileErrors.describe(error))
        }
        return created
    }

    static func validate(_ spec: BundleSpec) throws(BundleError) {
        guard OutputPaths.isFileName(spec.name), !spec.name.hasPrefix("."), !spec.name.hasSuffix(".bundle") else {
            throw .invalidSpec("--name \"\(spec.name)\" must be a plain name, without `/`, `..` or `.bundle`")
        }
        // The runtime finds only version folders in the canonical form: 01.0.0 would be lost.
        guard BundleVersion(canonical: spec.version) != nil else {
            throw .invalidSpec("--version \"\(spec.version)\" must be three numbers, X.Y.Z, without leading zeros")
        }
        if let build = spec.build {
            guard BundleVersion(build) != nil else {
                throw .invalidSpec(
                    "--build \"\(build)\" must be one to three numbers separated by periods (CFBundleVersion), like 42 or 1.4.2")
            }
        }
        guard isLanguageIdentifier(spec.developmentRegion) else {
            throw .invalidSpec(
                "--development-region \"\(spec.developmentRegion)\" must be a language or region identifier, like en, en-GB or zh-Hans")
        }
        let identifier = InfoPlist.identifier(spec)
        guard !identifier.isEmpty,
            identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
        else {
            throw .invalidSpec("--identifier \"\(identifier)\" may hold only letters, digits, `.` and `-`")
        }
    }

    /// `en`, `en-GB`, `pt_BR`, `zh-Hans`, `es-419`, or a legacy name like `English`: a language
    /// of letters, then subtags of letters and digits.
    private static func isLanguageIdentifier(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let language = parts.first, (2...8).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

/// The files below a folder by relative path, each with its SHA-256.
enum FolderDigest {
    static func of(_ folder: String) -> [String: Data]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var digest: [String: Data] = [:]
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let absolute = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { return nil }
            if isFolder.boolValue {
                digest[relative + "/"] = Data()
                continue
            }
            guard let data = FileManager.default.contents(atPath: absolute) else { return nil }
            digest[relative] = Data(SHA256.hash(data: data))
        }
        return digest
    }
}
