import AppKitNib
import Foundation
import IBSource
import NibArchive
import UIKitNib

/// Compiles macOS documents: a xib to what Xcode writes (`AppKitNibBuilder`). Since Xcode 14, one
/// NIBArchive for macOS 10.13 and later; for older systems a folder of a keyed archive
/// (`keyedobjects.nib`) and that NIBArchive (`keyedobjects-101300.nib`), the same graph in both
/// forms (Aerial's nibs for 10.12). Older Xcodes write one keyed archive whatever the system
/// (`AppKitXcodeRules.nibArchiveForNewSystems`). Storyboards' `.storyboardc` are refused, naming
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
            throw .unsupportedOutput(path: document.path, reason: "compiling macOS storyboards is not supported yet; only xibs")
        }
        guard options.xcode(atLeast: AppKitXcodeRules.oldestWritten) else {
            throw .unsupportedOutput(
                path: document.path,
                reason:
                    "compiling macOS xibs as Xcode \(options.xcodeVersion?.text ?? "") does is not supported yet; only as Xcode \(AppKitXcodeRules.oldestWrittenName) and later"
            )
        }
        var builder = AppKitNibBuilder(document: document, options: options)
        let nib = AppKitXcodeRules.removingNewerKeys(from: builder.build(root), options: options, consulted: builder.consultedRules)
        if builder.diagnostics.contains(where: { $0.severity == .error }) {
            // In document order, whichever element found them.
            let diagnostics = builder.diagnostics.enumerated().sorted {
                ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
            }
            throw .documentErrors(path: document.path, diagnostics: diagnostics.map(\.element))
        }
        let consulted = builder.consultedRules.rules.union([AppKitXcodeRules.nibArchiveForNewSystems])
        if let version = options.xcodeVersion?.number,
            let open = consulted.filter({ $0.leavesOpen(version) }).min(by: { ($0.since, $0.evidence) < ($1.since, $1.evidence) })
        {
            throw .unsupportedOutput(
                path: document.path,
                reason: "compiling macOS xibs as Xcode \(options.xcodeVersion?.text ?? "") is not supported yet: what this document "
                    + "holds changed between Xcode \(open.lastWithout) and \(open.since) (\(open.evidenceWithout), \(open.evidence)), "
                    + "and no pair shows "
                    + "the Xcodes between")
        }
        let writesNibArchive = options.follows(AppKitXcodeRules.nibArchiveForNewSystems)
        // Built only where written: a keyed archive alone need not survive the NIBArchive's checks.
        var archived = Data()
        if writesNibArchive {
            do {
                archived = NibArchiveWriter.encode(try NibArchive(depthFirst: nib.graph(), coderVersion: coderVersion) { $0 })
            } catch {
                throw .unwritable(path: document.path, reason: error.message)
            }
            guard options.deploymentTarget(before: singleArchiveSince.major, singleArchiveSince.minor) else {
                return CompiledOutput(
                    isFolder: false, files: [CompiledFile(relativePath: "", contents: archived)], diagnostics: builder.diagnostics)
            }
        }
        let keyedGraph: NibGraph
        do {
            keyedGraph = try nib.keyedArchiveGraph()
        } catch {
            throw .unwritable(path: document.path, reason: error.description)
        }
        let keyed: Data
        do {
            keyed = try KeyedArchiveWriter.encode(keyedGraph)
        } catch {
            throw .unwritable(path: document.path, reason: error.message)
        }
        guard writesNibArchive else {
            return CompiledOutput(
                isFolder: false, files: [CompiledFile(relativePath: "", contents: keyed)], diagnostics: builder.diagnostics)
        }
        return CompiledOutput(
            isFolder: true,
            files: [
                CompiledFile(relativePath: CompiledNibReader.keyedObjectsVariant, contents: keyed),
                CompiledFile(relativePath: CompiledNibReader.keyedObjectsVariant(since: singleArchiveVariant), contents: archived),
            ],
            diagnostics: builder.diagnostics)
    }
}
