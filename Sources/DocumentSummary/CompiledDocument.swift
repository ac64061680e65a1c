import IBSource
import NibArchive
import UIKitNib

/// A compiled document as found on disk: a nib (a file, or a folder of variants) or a
/// `.storyboardc` folder of nibs.
public enum CompiledDocument: Sendable {
    case nib(NibFile)
    case storyboard(CompiledStoryboard)

    public static func read(path: String) throws(NibArchiveError) -> CompiledDocument {
        try read(path: path, files: try CompiledFiles.load(path: path))
    }

    /// The document at `path` from its already loaded files.
    public static func read(path: String, files: CompiledFiles) throws(NibArchiveError) -> CompiledDocument {
        isStoryboard(path: path, files: files)
            ? .storyboard(try CompiledStoryboard.read(path: path, files: files))
            : .nib(try CompiledNibReader.read(path: path, files: files))
    }

    /// A `.storyboardc` is a folder with an `Info.plist` at its top, which a folder nib never has;
    /// a folder named `.storyboardc` is one too, so that a missing `Info.plist` is reported as such.
    public static func isStoryboard(path: String, files: CompiledFiles) -> Bool {
        files[""] == nil && (files["Info.plist"] != nil || path.hasSuffix(".storyboardc"))
    }

    /// The semantic view, in `show`'s shape.
    public func document() throws(NibArchiveError) -> IBDocument {
        switch self {
        case .nib(let nib): try nib.document()
        case .storyboard(let storyboard): try storyboard.document()
        }
    }
}
