import Foundation
import InputFiles
import NibArchive
import UIKitNib

/// `ibtool --link`: puts compiled storyboards where the bundle wants them.
///
/// What is known of Apple's link step: Xcode runs it once per target over every `.storyboardc` it
/// compiled, into the product's resources folder, and each lands at the path
/// `OutputPaths.linkedPath` gives (swift-build's LinkStoryboards task); rules_apple runs it over a
/// target's compiled storyboards into one tree artifact, and Buck2 over one compiled storyboard
/// into a fresh temporary folder. A storyboard reference needs nothing from it here: the compiler
/// records the referenced storyboard by name in `Info.plist`
/// (`UIViewControllerIdentifiersToExternalStoryboardReferences`) and UIKit opens that storyboard
/// from the bundle when the segue is performed. So linking validates each input as a compiled
/// storyboard and copies it, whole or not at all, with the compiler's own writer.
public enum StoryboardLinker {
    /// Links `storyboards` (`.storyboardc` folders) into `folder`, creating it if needed, and
    /// returns the paths written, in input order. Nothing is written when an input is not a
    /// compiled storyboard or two inputs would land on the same path.
    public static func link(_ storyboards: [String], into folder: String) throws(CompileError) -> [String] {
        var outputs: [(destination: String, output: CompiledOutput)] = []
        var sources: [String: String] = [:]
        for storyboard in storyboards {
            let destination = OutputPaths.linkedPath(of: storyboard, into: folder)
            if let other = sources[destination] {
                throw .unwritable(
                    path: destination, reason: "\(other) and \(storyboard) would both be linked here; nothing was written")
            }
            sources[destination] = storyboard
            outputs.append((destination, try read(storyboard)))
        }
        for (destination, output) in outputs {
            try createFolder(URL(fileURLWithPath: destination).deletingLastPathComponent())
            try output.write(to: destination)
        }
        return outputs.map(\.destination)
    }

    /// Makes `folder` and its missing parents, as a build system expects of a tool writing a
    /// declared output.
    static func createFolder(_ folder: URL) throws(CompileError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: folder.path, reason: "cannot create the folder: \(FileErrors.describe(error))")
        }
    }

    /// The files of a compiled storyboard, checked to be one: an `Info.plist` naming nibs that decode.
    static func read(_ storyboard: String) throws(CompileError) -> CompiledOutput {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: storyboard, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notCompiledStoryboard(path: storyboard, reason: "no folder here")
        }
        // Checked before the folder is read: a folder of other things may be large.
        guard FileManager.default.fileExists(atPath: storyboard + "/Info.plist") else {
            throw .notCompiledStoryboard(path: storyboard + "/Info.plist", reason: CompiledStoryboard.missingInfoPlist)
        }
        let files: CompiledFiles
        do {
            files = try CompiledFiles.load(path: storyboard)
            _ = try CompiledStoryboard.read(path: storyboard, files: files)
        } catch {
            throw .notCompiledStoryboard(path: error.path, reason: error.message)
        }
        return CompiledOutput(
            isFolder: true, files: files.members.map { CompiledFile(relativePath: $0.path, contents: $0.data) }, diagnostics: [])
    }
}
