import AppKitNib
import IBSource
import NibArchive

/// Compiles macOS documents: a xib to the one NIBArchive Xcode 26 writes for macOS 10.13 and
/// later (`AppKitNibBuilder`). Other Xcodes and older systems get other forms (keyed archives,
/// folders of `keyedobjects-<version>.nib`), and storyboards a `.storyboardc`: those are refused,
/// naming the reason, until the compiler writes them as Xcode does.
enum AppKitCompiler {
    /// The oldest Xcode whose macOS nibs the compiler writes, and the oldest macOS for which
    /// Xcode 26 writes one NIBArchive (for 10.12, Aerial's nibs are folders holding a keyed
    /// archive and a `keyedobjects-101300.nib`).
    static let oldestXcode = 2600
    static let singleArchiveSince = (major: 10, minor: 13)
    /// The coder version of every Xcode 26 macOS nib of the pairs.
    static let coderVersion: UInt32 = 10

    static func compile(_ document: IBDocument, options: CompileOptions) throws(CompileError) -> CompiledOutput {
        guard let root = document.root else {
            throw .missingElementTree(path: document.path)
        }
        guard document.kind == .xib else {
            throw .unsupportedOutput(path: document.path, reason: "compiling macOS storyboards is not supported yet; only xibs")
        }
        guard options.xcode(atLeast: oldestXcode) else {
            throw .unsupportedOutput(
                path: document.path,
                reason: "compiling macOS xibs as Xcode \(options.xcodeVersion?.text ?? "") does is not supported yet; only as Xcode 26")
        }
        guard !options.deploymentTarget(before: singleArchiveSince.major, singleArchiveSince.minor) else {
            throw .unsupportedOutput(
                path: document.path,
                reason:
                    "compiling macOS xibs for macOS \(options.minimumDeploymentTarget ?? "") is not supported yet; only for 10.13 and later"
            )
        }
        var builder = AppKitNibBuilder(document: document, options: options)
        let nib = builder.build(root)
        if builder.diagnostics.contains(where: { $0.severity == .error }) {
            // In document order, whichever element found them.
            let diagnostics = builder.diagnostics.enumerated().sorted {
                ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
            }
            throw .documentErrors(path: document.path, diagnostics: diagnostics.map(\.element))
        }
        let archive: NibArchive
        do {
            archive = try NibArchive(depthFirst: nib.graph(), coderVersion: coderVersion) { $0 }
        } catch {
            throw .unwritable(path: document.path, reason: error.message)
        }
        return CompiledOutput(
            isFolder: false, files: [CompiledFile(relativePath: "", contents: NibArchiveWriter.encode(archive))],
            diagnostics: builder.diagnostics)
    }
}
