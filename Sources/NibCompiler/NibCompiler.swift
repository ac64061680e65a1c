import Foundation
import IBSource
import InputFiles
import NibArchive
import UIKitNib

/// Why a document could not be compiled; every case names the file.
public enum CompileError: DiagnosticError, Sendable, Hashable {
    case unreadable(IBReadError)
    case unsupportedPlatform(path: String, platform: IBDocument.Platform)
    case missingElementTree(path: String)
    case unwritable(path: String, reason: String)
    /// Something is at the output path that an output of this kind must not replace.
    case outputInTheWay(path: String, reason: String)
    /// The document has errors the compiler will not compile past: a connection or segue to an id
    /// no object of the document has, a name that cannot name a compiled file. Each error names
    /// its line and, when it is about an object, the object's id, as ibtool's report does; the
    /// warnings and notices found with them are kept for that report. Nothing is written.
    case documentErrors(path: String, diagnostics: [CompileDiagnostic])
    /// An input to linking that is not a compiled storyboard (`reason` says why).
    case notCompiledStoryboard(path: String, reason: String)
    /// The Xcode project around the document cannot be read (`reason` names its file and line).
    case project(path: String, reason: String)
    /// A storyboard compiles to several nibs: it has no single model (`NibCompiler.compileModel`).
    case notAXib(path: String)
    /// A document of a platform the compiler writes only some outputs for (macOS: `reason` says
    /// which).
    case unsupportedOutput(path: String, reason: String)
    /// A document using a feature of Interface Builder (`capability`, on `line`) that the Xcode
    /// compiled as cannot read: its ibtool refuses the document.
    case requiresNewerXcode(path: String, line: Int, capability: IBCapability, xcodeVersion: CompileOptions.XcodeVersion)

    /// Whether the document failed only because of things the compiler cannot write as Xcode
    /// would (`CompileOptions.allowsApproximation` turns them into warnings).
    public var isOnlyApproximations: Bool {
        guard case .documentErrors(_, let diagnostics) = self else { return false }
        let errors = diagnostics.filter { $0.severity == .error }
        return !errors.isEmpty && errors.allSatisfy(\.isApproximation)
    }

    /// What follows a refusal that `isOnlyApproximations`, naming the option that writes it.
    public static let onlyApproximationsNote =
        "nibcat cannot yet write these as Xcode does; --allow-approximation compiles them anyway, with warnings"

    /// What is wrong, without the path and line.
    public var message: String {
        switch self {
        case .unreadable(let error):
            return error.message
        case .unsupportedPlatform(_, let platform):
            return "compiling \(platform.rawValue) documents is not supported; only iOS and tvOS"
        case .missingElementTree:
            return "the document was read without its element tree"
        case .unwritable(_, let reason), .outputInTheWay(_, let reason):
            return "cannot write output: \(reason)"
        case .project(_, let reason):
            return "cannot read the project around the document: \(reason)"
        case .documentErrors(_, let diagnostics):
            return diagnostics.filter { $0.severity == .error }.map(\.message).joined(separator: "; ")
        case .notCompiledStoryboard(_, let reason):
            return "not a compiled storyboard: \(reason)"
        case .notAXib:
            return "a storyboard compiles to several nibs, not to one nib model; only a xib does"
        case .unsupportedOutput(_, let reason):
            return reason
        case .requiresNewerXcode(_, _, let capability, let xcodeVersion):
            return "the document requires Xcode \(capability.minimumToolsVersion) or later: Xcode \(xcodeVersion.release)"
                + " does not support \(capability.name)"
        }
    }

    /// The document (or output) and, when it could not be read, the line; `message` says why.
    public var diagnostic: Diagnostic {
        switch self {
        case .unreadable(let error):
            return error.diagnostic
        case .unsupportedPlatform(let path, _), .missingElementTree(let path), .unwritable(let path, _),
            .outputInTheWay(let path, _), .documentErrors(let path, _), .notCompiledStoryboard(let path, _), .project(let path, _),
            .notAXib(let path), .unsupportedOutput(let path, _):
            return Diagnostic(path: path, message: message)
        case .requiresNewerXcode(let path, let line, _, _):
            return Diagnostic(path: path, line: line, message: message)
        }
    }

    /// A document's errors each with its own place, and the warnings too: they may explain the errors.
    public var diagnostics: [Diagnostic] {
        guard case .documentErrors(_, let diagnostics) = self else { return [diagnostic] }
        return diagnostics.map(\.diagnostic)
    }
}

/// One file of a compilation's output, relative to the output path (empty for a single nib).
public struct CompiledFile: Sendable, Hashable {
    public var relativePath: String
    public var contents: Data

    public init(relativePath: String, contents: Data) {
        self.relativePath = relativePath
        self.contents = contents
    }
}

public struct CompiledOutput: Sendable, Hashable {
    /// A `.storyboardc` is a folder; a xib compiles to one `.nib` file, or to a folder nib of
    /// variants for some deployment targets (`isFolderNib`).
    public var isFolder: Bool
    public var files: [CompiledFile]
    public var diagnostics: [CompileDiagnostic]

    public init(isFolder: Bool, files: [CompiledFile], diagnostics: [CompileDiagnostic]) {
        self.isFolder = isFolder
        self.files = files
        self.diagnostics = diagnostics
    }

    /// A xib's nib written as a folder of variants (`runtime.nib`, `objects-12.3+.nib`): a
    /// folder without the `Info.plist` of a compiled storyboard.
    public var isFolderNib: Bool {
        isFolder && !files.contains { $0.relativePath == "Info.plist" }
    }
}

/// Compiles Interface Builder documents into the NIBArchive nibs and `.storyboardc` folders UIKit
/// loads: each nib is built as the typed model of a UIKit nib (`UIKitNib`, by `UIKitNibBuilder`),
/// then archived as Xcode lays it out (`UIKitNib.archive()`).
public enum NibCompiler {
    /// Changes whenever the compiler's output for some input changes; part of cache keys.
    public static let version = "385"

    public static func compile(contentsOf path: String, options: CompileOptions = CompileOptions()) throws(CompileError) -> CompiledOutput {
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(contentsOf: path, keepingElements: true)
        } catch {
            throw refusal(reading: error, options: options)
        }
        return try compile(document, options: options)
    }

    public static func compile(data: Data, path: String, options: CompileOptions = CompileOptions()) throws(CompileError) -> CompiledOutput
    {
        let document: IBDocument
        do {
            document = try IBDocumentReader.read(data: data, path: path, keepingElements: true)
        } catch {
            throw refusal(reading: error, options: options)
        }
        return try compile(document, options: options)
    }

    /// A document the reader refuses: an Interface Builder 3 archive for iOS that builds for a
    /// system ibtool no longer compiles for gets ibtool's own refusal, about the whole document.
    static func refusal(reading error: IBReadError, options: CompileOptions) -> CompileError {
        guard case .interfaceBuilder3Archive(let path, _, _, .iOS, let systemTarget) = error,
            UIKitXcodeRules.refusesBuilding(forIOS: systemTarget.flatMap(IBDeployment.iOSVersion(encoded:)), options)
        else { return .unreadable(error) }
        return .documentErrors(
            path: path, diagnostics: [CompileDiagnostic(severity: .error, path: path, message: UIKitXcodeRules.earliestBuildTargetRefusal)])
    }

    /// Refuses a document that uses a feature of Interface Builder the Xcode compiled as cannot
    /// read, as that Xcode's ibtool does ("The document requires Xcode 8.0 or later. This version
    /// does not support documents saved in the Xcode 8 format.", Xcode 7.3 in RetroArch's build,
    /// libretro/RetroArch#7539): the capability that needs the newest Xcode. No pair's document
    /// has a capability newer than the Xcode that built it (342 iOS, macOS and study pairs).
    static func refuseCapabilities(of document: IBDocument, root: IBElement, options: CompileOptions) throws(CompileError) {
        guard let xcodeVersion = options.xcodeVersion else { return }
        let newest = IBCapability.all(in: root).compactMap { capability in
            CompileOptions.XcodeVersion(capability.minimumToolsVersion).map { (capability, $0) }
        }.max { $0.1 < $1.1 }
        guard let (capability, minimum) = newest, minimum > xcodeVersion else { return }
        throw .requiresNewerXcode(path: document.path, line: capability.line, capability: capability, xcodeVersion: xcodeVersion)
    }

    /// Refuses an iOS document that builds for a system ibtool no longer compiles for, at its
    /// `<deployment>` when it names that system.
    static func refuseBuildTarget(of document: IBDocument, root: IBElement, options: CompileOptions) throws(CompileError) {
        let deployment = IBDeployment(document: root)
        guard document.platform == .iOS, UIKitXcodeRules.refusesBuilding(forIOS: deployment?.iOSVersion, options) else { return }
        throw .documentErrors(
            path: document.path,
            diagnostics: [
                CompileDiagnostic(
                    severity: .error, path: document.path, line: deployment?.iOSVersion == nil ? nil : deployment?.line,
                    message: UIKitXcodeRules.earliestBuildTargetRefusal)
            ])
    }

    /// Refuses to write `what` as an Xcode older than `oldest`, the oldest whose output the pairs
    /// show.
    static func refuseXcode(
        olderThan oldest: CompileOptions.XcodeVersion, writing what: String, of document: IBDocument, options: CompileOptions
    ) throws(CompileError) {
        guard let version = options.xcodeVersion, version < oldest else { return }
        throw .unsupportedOutput(
            path: document.path,
            reason: "compiling \(what) as Xcode \(version.release) does is not supported; only as Xcode \(oldest.release) and later")
    }

    /// Compiles a document read with `keepingElements: true`.
    public static func compile(_ document: IBDocument, options: CompileOptions = CompileOptions()) throws(CompileError) -> CompiledOutput {
        do throws(CompileError) {
            return try compileOnce(document, options: options)
        } catch {
            throw labelled(error)
        }
    }

    /// A refusal naming approximations and other errors, each of the others saying that
    /// `--allow-approximation` would not write the document either: the compile goes on past an
    /// approximation whatever the options, so the errors it meets are the same with the option.
    static func labelled(_ refusal: CompileError) -> CompileError {
        guard case .documentErrors(let path, let diagnostics) = refusal,
            diagnostics.contains(where: { $0.severity == .error && $0.isApproximation })
        else { return refusal }
        return .documentErrors(
            path: path,
            diagnostics: diagnostics.map {
                guard $0.isErrorEvenWithApproximations else { return $0 }
                var error = $0
                error.message = evenWithApproximations + error.message
                return error
            })
    }

    /// What starts an error of a strict refusal that a compile writing approximations still meets.
    static let evenWithApproximations = "even with --allow-approximation, "

    private static func compileOnce(_ document: IBDocument, options: CompileOptions) throws(CompileError) -> CompiledOutput {
        if let root = document.root {
            try refuseCapabilities(of: document, root: root, options: options)
        }
        if document.platform == .macOS {
            return try AppKitCompiler.compile(document, options: options)
        }
        guard document.platform == .iOS || document.platform == .tvOS else {
            throw .unsupportedPlatform(path: document.path, platform: document.platform)
        }
        guard let root = document.root else {
            throw .missingElementTree(path: document.path)
        }
        try refuseXcode(
            olderThan: UIKitXcodeRules.oldestWritten, writing: "\(document.platform.rawValue) documents", of: document, options: options)
        try refuseBuildTarget(of: document, root: root, options: options)
        let output: CompiledOutput
        switch document.kind {
        case .storyboard:
            output = try StoryboardCompiler.compile(document, root: root, options: options)
        case .xib, .nib, .storyboardc:
            let nib = XibCompiler.compile(document, root: root, options: options)
            func folder(objectsSince versions: [String], objects: Data, runtime: Data) -> CompiledOutput {
                CompiledOutput(
                    isFolder: true,
                    files: versions.map { CompiledFile(relativePath: CompiledNibReader.objectsVariant(since: $0), contents: objects) }
                        + [CompiledFile(relativePath: CompiledNibReader.runtimeVariant, contents: runtime)],
                    diagnostics: nib.diagnostics)
            }
            func folder(objectsSince version: String, objects: Data, runtime: Data) -> CompiledOutput {
                folder(objectsSince: [version], objects: objects, runtime: runtime)
            }
            // Xcode 11.0 to 11.3 add an iOS 13 copy of the objects below iOS 13 (`writesNibFolders`).
            let iOS13Copy = StoryboardCompiler.writesNibFolders(options) ? ["13.0"] : []
            if let pinned = XibCompiler.pinnedCellVariant(document, root: root, options: options) {
                output =
                    options.deploymentTarget(before: 12, 3)
                    ? folder(objectsSince: ["12.3"] + iOS13Copy, objects: pinned, runtime: nib.data)
                    : CompiledOutput(
                        isFolder: false, files: [CompiledFile(relativePath: "", contents: pinned)], diagnostics: nib.diagnostics)
            } else if StoryboardCompiler.writesRowEstimateFolders(options, document: root) {
                var runtimeOptions = options
                runtimeOptions.compilesRuntimeVariant = true
                output = folder(
                    objectsSince: "11.0", objects: nib.data,
                    runtime: XibCompiler.compile(document, root: root, options: runtimeOptions).data)
            } else if let version = StoryboardCompiler.systemSymbolNibFolderVersion(options, document: root) {
                output = folder(objectsSince: version, objects: nib.data, runtime: nib.data)
            } else if StoryboardCompiler.writesNamedColorNibFolders(options, document: root) || !iOS13Copy.isEmpty {
                output = folder(objectsSince: "13.0", objects: nib.data, runtime: nib.data)
            } else {
                output = CompiledOutput(
                    isFolder: false, files: [CompiledFile(relativePath: "", contents: nib.data)], diagnostics: nib.diagnostics)
            }
        }
        if output.diagnostics.contains(where: { $0.severity == .error }) {
            throw .documentErrors(path: document.path, diagnostics: output.diagnostics)
        }
        return output
    }

    /// The model of the nib a xib (read with `keepingElements: true`) compiles to, as the
    /// compiler built it, before it is archived: `compile` writes `model.archive()`.
    public static func compileModel(
        _ document: IBDocument, options: CompileOptions = CompileOptions()
    ) throws(CompileError) -> (model: UIKitNib, diagnostics: [CompileDiagnostic]) {
        guard document.platform == .iOS || document.platform == .tvOS else {
            throw .unsupportedPlatform(path: document.path, platform: document.platform)
        }
        guard let root = document.root else {
            throw .missingElementTree(path: document.path)
        }
        guard document.kind != .storyboard else {
            throw .notAXib(path: document.path)
        }
        var builder = XibCompiler.builder(document, root: root, options: options)
        let model = builder.finish()
        if builder.diagnostics.contains(where: { $0.severity == .error }) {
            throw .documentErrors(path: document.path, diagnostics: builder.diagnostics)
        }
        return (model, builder.diagnostics)
    }
}

/// A xib: its placeholders and top-level objects in one nib.
enum XibCompiler {
    /// Xcode 6.4 to 10.1 put a xib's actions before its outlets, as a storyboard's view and
    /// prototype cell nibs (Fusuma, mixpanel, aws-sdk, mapbox and QBImagePicker pairs; study pairs
    /// of 7.2 to 10.1); Xcode 11.0 and later put them after (every such nib of the study pairs from
    /// 11.0 to 15.0.1, 80 of them; metamap).
    static func putsActionsFirst(_ options: CompileOptions) -> Bool {
        !options.xcode(atLeast: 1100)
    }

    /// The builder of a xib's nib with every object filled in.
    static func builder(_ document: IBDocument, root: IBElement, options: CompileOptions) -> UIKitNibBuilder {
        var builder = UIKitNibBuilder(document: document, resources: IBResources(document: root), options: options)
        builder.actionsBeforeOutlets = putsActionsFirst(options)
        // A placeholder saved after an object keeps the document's order, and the top-level objects
        // lead the object list: a First Responder saved after the view follows it, before the
        // view's constraints (study pairs of Xcode 8.2.1 and 11.7, all three xibs that do so).
        // Placeholders saved first lead as before.
        let elements = root.children(in: "objects")
        if let firstObject = elements.firstIndex(where: { $0.name != "placeholder" }) {
            builder.topLevelObjectsInDocumentOrder = elements[firstObject...].contains { $0.name == "placeholder" }
        }
        for element in elements {
            if element.name == "placeholder" {
                builder.addProxy(identifier: element["placeholderIdentifier"] ?? "", element: element)
            } else {
                builder.addTopLevel(element)
            }
        }
        builder.fillObjects()
        for cell in elements {
            guard let object = cell.id.flatMap({ builder.object(forID: $0) }),
                let content = UIKitProperties.xcode11ContentView(ofCell: cell, builder: &builder)
            else { continue }
            UIKitProperties.pinContentView(ofCell: object, content: content, builder: &builder)
        }
        return builder
    }

    static func compile(_ document: IBDocument, root: IBElement, options: CompileOptions) -> (data: Data, diagnostics: [CompileDiagnostic])
    {
        var builder = builder(document, root: root, options: options)
        let data = builder.finishedData()
        return (data, builder.diagnostics)
    }

    /// Xcode 11 and later build a xib whose collection view cell keeps its content view in
    /// Xcode 8's form (a `view` without id, the cell's constraints moved into it) with the content
    /// view no longer translating its autoresizing mask and four `UIIBSystemGenerated` constraints
    /// pinning it to the cell, as iOS 12.3 expects: for a deployment target below iOS 12.3 as the
    /// `objects-12.3+.nib` of a folder beside the unpinned `runtime.nib` (WorkFlowTestingApp's five
    /// cells, 13.4.1), from 12.3 as the only nib (a study pair of 12.4 at iOS 14.4); not Xcode
    /// 10.2 (XLPagerTabStrip's ButtonCell at iOS 9.3). Nil when the document has no such cell.
    static func pinnedCellVariant(_ document: IBDocument, root: IBElement, options: CompileOptions) -> Data? {
        guard options.xcode(atLeast: 1100) else { return nil }
        let cells = root.children(in: "objects").filter(UIKitProperties.keepsXcode8ContentView)
        guard !cells.isEmpty else { return nil }
        var builder = builder(document, root: root, options: options)
        for cell in cells {
            guard let object = cell.id.flatMap({ builder.object(forID: $0) }) else { continue }
            UIKitProperties.pinContentView(ofCell: object, builder: &builder)
        }
        return builder.finishedData()
    }
}

extension CompiledOutput {
    /// Writes the output at `path` so that it appears whole or not at all: built beside it under
    /// a temporary name, then renamed over whatever was there. Like ibtool, it does not fsync:
    /// build outputs are made again, and an fsync per file would cost more than the compile.
    ///
    /// Only an earlier output of the same kind is replaced (see `OutputPaths.refusal`); staging
    /// entries that killed processes left beside it are removed.
    public func write(to path: String) throws(CompileError) {
        let isStoryboard = isFolder && !isFolderNib
        if let reason = OutputPaths.refusal(ofName: path, forFolder: isStoryboard) {
            throw .outputInTheWay(path: path, reason: reason)
        }
        if let reason = OutputPaths.refusal(toReplace: path, withFolder: isStoryboard) {
            throw .outputInTheWay(path: path, reason: reason)
        }
        // The compilers check the names they make; a caller-built output is checked here, as
        // cached members are when read back.
        if isFolder, let escaping = files.first(where: { !OutputPaths.isConfined($0.relativePath) }) {
            throw .unwritable(
                path: path, reason: "the file name \"\(escaping.relativePath)\" would leave the output folder; nothing was written")
        }
        let fileManager = FileManager.default
        // Paths as text: a URL made from a path asks the file system whether it is a folder.
        let parentPath = parentFolder(of: path)
        let parent = parentPath.isEmpty ? "." : parentPath
        Self.removeAbandonedStaging(in: parent)
        let staging =
            parent + "/" + StagingFolders.name(for: lastPathComponent(of: path), sequence: Self.stagingRegistry.next())
        // Where a folder output's predecessor waits while the new one is moved into place
        // (`StagedOutput`).
        let previous = staging + StagingFolders.previousSuffix
        do {
            // A build rule's output folder may not exist yet.
            try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            if FileStatus.of(staging, followingLinks: false) != nil {
                try fileManager.removeItem(atPath: staging)
            }
            if isFolder {
                try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: false)
                for file in files {
                    let target = staging + "/" + file.relativePath
                    // Folder nibs inside a storyboard (`X.nib/runtime.nib`), as Xcode writes them.
                    if file.relativePath.contains("/") {
                        try fileManager.createDirectory(atPath: parentFolder(of: target), withIntermediateDirectories: true)
                    }
                    try OutputFile.write(file.contents, to: target)
                }
            } else {
                try OutputFile.write(files.first?.contents ?? Data(), to: staging)
            }
            try StagedOutput.move(staging, to: path, previous: previous)
        } catch {
            try? fileManager.removeItem(atPath: staging)
            switch error {
            case let failure as StagedOutputError:
                throw .unwritable(path: path, reason: failure.reason)
            case let failure as OutputFileError:
                throw .unwritable(path: path, reason: failure.reason)
            default:
                throw .unwritable(path: path, reason: FileErrors.describe(error))
            }
        }
    }

    /// Removes the staging entries of dead processes from `folder`, once per folder and process.
    private static func removeAbandonedStaging(in folder: String) {
        guard stagingRegistry.firstVisit(folder) else { return }
        StagingFolders.removeAbandoned(in: folder)
    }

    /// Staging names stay distinct when one process writes many outputs at once, and each folder
    /// is swept once.
    private static let stagingRegistry = StagingRegistry()

    private final class StagingRegistry: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        private var sweptFolders: Set<String> = []

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }

        /// True the first time `folder` is asked about.
        func firstVisit(_ folder: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return sweptFolders.insert(folder).inserted
        }
    }
}

/// One document to compile, where its output goes and with which options.
public struct CompileJob: Sendable, Hashable {
    public var input: String
    public var output: String
    public var options: CompileOptions

    public init(input: String, output: String, options: CompileOptions = CompileOptions()) {
        self.input = input
        self.output = output
        self.options = options
    }
}

extension NibCompiler {
    /// Compiles and writes many documents at once, on every core, through `cache` when one is
    /// given. Results are in the order of `jobs`; one failing document does not stop the others.
    public static func compile(_ jobs: [CompileJob], cache: CachedCompiler? = nil)
        -> [Result<CachedCompiler.Outcome, CompileError>]
    {
        jobs.parallelMap { job in
            do throws(CompileError) {
                let outcome: CachedCompiler.Outcome
                if let cache {
                    outcome = try cache.compile(contentsOf: job.input, options: job.options)
                } else {
                    outcome = CachedCompiler.Outcome(
                        output: try NibCompiler.compile(contentsOf: job.input, options: job.options), fromCache: false)
                }
                try outcome.output.write(to: job.output)
                return .success(outcome)
            } catch {
                return .failure(error)
            }
        }
    }
}
