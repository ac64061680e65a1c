import AppKitNib
import Foundation
import IBSource
import NibArchive
import UIKitNib

/// Compiles macOS documents: a xib to what Xcode writes (`AppKitNibBuilder`). Since Xcode 14, one
/// NIBArchive for macOS 10.13 and later; for older systems a folder of a keyed archive
/// (`keyedobjects.nib`) and that NIBArchive (`keyedobjects-101300.nib`), the same graph in both
/// forms (Aerial's nibs for 10.12). Older Xcodes write one keyed archive whatever the system
/// (`AppKitXcodeRules.nibArchiveForNewSystems`). A nib with a table gets one more variant, for
/// macOS 11 (`keyedobjects-110000.nib`, `AppKitXcodeRules.tableStyleVariant`), in the form of
/// the others. Storyboards' `.storyboardc` are refused, naming
/// the reason, until the compiler writes them as Xcode does.
enum AppKitCompiler {
    /// The oldest macOS for which Xcode writes one NIBArchive, as a system and as a folder
    /// variant names it.
    static let singleArchiveSince = (major: 10, minor: 13)
    static let singleArchiveVariant = "101300"
    /// The coder version of every Xcode 26 macOS nib of the pairs.
    static let coderVersion: UInt32 = 10

    static func compile(_ document: IBDocument, options: CompileOptions) throws(CompileError) -> CompiledOutput {
        guard let root = document.root else {
            throw .missingElementTree(path: document.path)
        }
        guard document.kind == .xib else {
            return try compileApplicationStoryboard(document, root: root, options: options)
        }
        guard options.xcode(atLeast: AppKitXcodeRules.oldestWritten) else {
            throw .unsupportedOutput(
                path: document.path,
                reason:
                    "compiling macOS xibs as Xcode \(options.xcodeVersion?.text ?? "") does is not supported yet; only as Xcode \(AppKitXcodeRules.oldestWrittenName) and later"
            )
        }
        // A nib for macOS 11 and later alone is that system's variant.
        let variant: AppKitNibVariant = options.deploymentTarget(before: macOS11System) ? .beforeMacOS11 : .macOS11
        var builder = AppKitNibBuilder(document: document, options: options, variant: variant)
        let nib = AppKitXcodeRules.removingNewerKeys(from: builder.build(root), options: options, consulted: builder.consultedRules)
        try refuseOnErrors(builder, document: document, options: options, alsoConsulted: [AppKitXcodeRules.nibArchiveForNewSystems])
        var macOS11Nib: AppKitNib?
        if builder.needsMacOS11Variant {
            var variantBuilder = AppKitNibBuilder(document: document, options: options, variant: .macOS11)
            macOS11Nib = AppKitXcodeRules.removingNewerKeys(
                from: variantBuilder.build(root), options: options, consulted: variantBuilder.consultedRules)
            try refuseOnErrors(variantBuilder, document: document, options: options, alsoConsulted: [])
        }
        let writesNibArchive = options.follows(AppKitXcodeRules.nibArchiveForNewSystems)
        let needsKeyedArchive = !writesNibArchive || options.deploymentTarget(before: singleArchiveSince.major, singleArchiveSince.minor)
        // Built only where written: a keyed archive alone need not survive the NIBArchive's checks.
        var files: [CompiledFile] = []
        if needsKeyedArchive {
            files.append(
                CompiledFile(relativePath: CompiledNibReader.keyedObjectsVariant, contents: try keyedArchive(of: nib, document: document)))
        }
        if writesNibArchive {
            let variant = needsKeyedArchive ? singleArchiveVariant : variantName(of: options.minimumDeploymentTarget)
            files.append(
                CompiledFile(
                    relativePath: CompiledNibReader.keyedObjectsVariant(since: variant),
                    contents: try nibArchive(of: nib, document: document)))
        }
        if let macOS11Nib {
            files.append(
                CompiledFile(
                    relativePath: CompiledNibReader.keyedObjectsVariant(since: macOS11Variant),
                    contents: writesNibArchive
                        ? try nibArchive(of: macOS11Nib, document: document) : try keyedArchive(of: macOS11Nib, document: document)))
        }
        guard files.count > 1 else {
            return CompiledOutput(
                isFolder: false, files: [CompiledFile(relativePath: "", contents: files[0].contents)], diagnostics: builder.diagnostics)
        }
        return CompiledOutput(isFolder: true, files: files, diagnostics: builder.diagnostics)
    }

    /// The folder variant of a nib for macOS 11 and later, beside the one for older systems.
    static let macOS11Variant = "110000"
    static let macOS11System = 11

    /// A folder variant's name for a system: `10.14` is `101400` (Aerial's nibs for 10.14,
    /// Xcode 26); the oldest NIBArchive system when none is given. Each part counts two digits
    /// at most, so no version overflows the name.
    static func variantName(of system: String?) -> String {
        let parts = (system ?? "").split(separator: ".").map { max(0, min(Int($0) ?? 0, 99)) }
        guard let major = parts.first, major >= singleArchiveSince.major else { return singleArchiveVariant }
        let minor = parts.count > 1 ? parts[1] : 0
        let patch = parts.count > 2 ? parts[2] : 0
        return String(major * 10_000 + minor * 100 + patch)
    }

    private static func keyedArchive(of nib: AppKitNib, document: IBDocument) throws(CompileError) -> Data {
        let keyedGraph: NibGraph
        do {
            keyedGraph = try nib.keyedArchiveGraph()
        } catch {
            throw .unwritable(path: document.path, reason: error.description)
        }
        do {
            return try KeyedArchiveWriter.encode(keyedGraph)
        } catch {
            throw .unwritable(path: document.path, reason: error.message)
        }
    }

    /// The one macOS storyboard form the compiler writes: a storyboard whose only scene is the
    /// application's, to a `.storyboardc` of its `MainMenu.nib` and an `Info.plist` naming it
    /// (LeaderKey's `Main.storyboard`, Xcode 16.4, macOS 13). Scenes of window and view
    /// controllers are refused until the compiler writes them as Xcode does.
    static let mainMenuNibName = "MainMenu"
    static let storyboardVersion: Int64 = 1

    private static func compileApplicationStoryboard(
        _ document: IBDocument, root: IBElement, options: CompileOptions
    ) throws(CompileError) -> CompiledOutput {
        let scenes = root.children(in: "scenes")
        guard scenes.count == 1, let objects = scenes.first?.child("objects"),
            objects.children.contains(where: { $0.name == "application" })
        else {
            throw .unsupportedOutput(
                path: document.path, reason: "compiling macOS storyboards other than one application scene is not supported yet")
        }
        guard options.isMeasured(AppKitXcodeRules.applicationStoryboards),
            !options.deploymentTarget(before: singleArchiveSince.major, singleArchiveSince.minor)
        else {
            throw .unsupportedOutput(
                path: document.path,
                reason:
                    "compiling a macOS storyboard as Xcode \(options.xcodeVersion?.text ?? "") or for macOS before 10.13 is not supported yet"
            )
        }
        var builder = AppKitNibBuilder(document: document, options: options)
        let nib = AppKitXcodeRules.removingNewerKeys(
            from: builder.buildApplicationScene(objects), options: options, consulted: builder.consultedRules)
        try refuseOnErrors(builder, document: document, options: options, alsoConsulted: [])
        let archived = try nibArchive(of: nib, document: document)
        let info: [String: PropertyListValue] = [
            AppKitStoryboardKey.mainMenu: .string(mainMenuNibName),
            AppKitStoryboardKey.identifiersToNibNames: .dictionary([mainMenuNibName: .string(mainMenuNibName)]),
            AppKitStoryboardKey.version: .integer(storyboardVersion),
        ]
        return CompiledOutput(
            isFolder: true,
            files: [
                CompiledFile(relativePath: "Info.plist", contents: BinaryPropertyListWriter.data(.dictionary(info))),
                CompiledFile(relativePath: mainMenuNibName + ".nib", contents: archived),
            ],
            diagnostics: builder.diagnostics)
    }

    /// The builder's errors, if any, thrown in document order, whichever element found them;
    /// then a refusal when the Xcode to match lies between the two Xcodes of a rule the compile
    /// consulted, which no pair shows.
    private static func refuseOnErrors(
        _ builder: AppKitNibBuilder, document: IBDocument, options: CompileOptions, alsoConsulted: Set<AppKitXcodeRule>
    ) throws(CompileError) {
        if builder.diagnostics.contains(where: { $0.severity == .error }) {
            let diagnostics = builder.diagnostics.enumerated().sorted {
                ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
            }
            throw .documentErrors(path: document.path, diagnostics: diagnostics.map(\.element))
        }
        let consulted = builder.consultedRules.rules.union(alsoConsulted)
        if let version = options.xcodeVersion?.number,
            let open = consulted.filter({ $0.leavesOpen(version) }).min(by: { ($0.since, $0.evidence) < ($1.since, $1.evidence) })
        {
            throw .unsupportedOutput(
                path: document.path,
                reason: "compiling macOS documents as Xcode \(options.xcodeVersion?.text ?? "") is not supported yet: what this "
                    + "document holds changed between Xcode \(open.lastWithout) and \(open.since) (\(open.evidenceWithout), "
                    + "\(open.evidence)), and no pair shows the Xcodes between")
        }
    }

    /// The nib as a NIBArchive of Xcode's coder version.
    private static func nibArchive(of nib: AppKitNib, document: IBDocument) throws(CompileError) -> Data {
        do {
            return NibArchiveWriter.encode(try nib.nibArchive(coderVersion: coderVersion))
        } catch {
            throw .unwritable(path: document.path, reason: error.message)
        }
    }
}
