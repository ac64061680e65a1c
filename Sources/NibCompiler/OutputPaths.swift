import Foundation
import InputFiles
import UIKitNib

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where compiled outputs may go: the one rule for names that become files (storyboard
/// identifiers, object ids, cached members, bundle resources) and what an output may replace.
public enum OutputPaths {
    /// A name that is one file name: not empty, not `.`, no `/`, `\`, NUL or `..` anywhere.
    public static func isFileName(_ name: String) -> Bool {
        guard !name.isEmpty, name != "." else { return false }
        var previous: UInt8 = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte == 0 || (byte == UInt8(ascii: ".") && previous == byte) {
                return false
            }
            previous = byte
        }
        return true
    }

    /// A relative path every component of which is a file name: it stays inside the folder it is
    /// relative to.
    public static func isConfined(_ relativePath: String) -> Bool {
        relativePath.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isFileName(String($0)) }
    }

    /// The compiled form of a source document's name: `Card.xib` → `Card.nib`,
    /// `Main.storyboard` → `Main.storyboardc`, as ibtool names what it writes into a compilation
    /// directory.
    public static func compiledName(ofSource path: String) -> String {
        let source = URL(fileURLWithPath: path)
        let base = source.deletingPathExtension().lastPathComponent
        return base + "." + (DocumentKind(path: source.lastPathComponent) == .storyboard ? DocumentKind.storyboardc : .nib).rawValue
    }

    /// Where `ibtool --link FOLDER` puts a compiled storyboard: in `FOLDER`, under the `.lproj`
    /// folder the storyboard is in, if it is in one. Xcode links
    /// `App.build/Base.lproj/Main.storyboardc` and `App.build/bar.storyboardc` into the product's
    /// resources as `Base.lproj/Main.storyboardc` and `bar.storyboardc` (swift-build's task
    /// construction tests for its LinkStoryboards step); rules_apple compiles into a folder named
    /// `<lproj>_storyboardc` precisely so that this rule does not nest its `.lproj` folders twice.
    public static func linkedPath(of storyboard: String, into folder: String) -> String {
        let source = URL(fileURLWithPath: storyboard).standardizedFileURL
        let parent = source.deletingLastPathComponent().lastPathComponent
        var destination = URL(fileURLWithPath: folder)
        if LanguageFolder.isFolderName(parent) {
            destination.appendPathComponent(parent)
        }
        return destination.appendingPathComponent(source.lastPathComponent).path
    }

    /// Why `path` is the wrong name for an output of this kind: a compiled storyboard is a
    /// `.storyboardc` folder, which UIKit never loads as `x.nib`, and a nib is no `.storyboardc`.
    public static func refusal(ofName path: String, forFolder isFolder: Bool) -> String? {
        let fileName = lastPathComponent(of: path)
        let name = fileName.lastIndex(of: ".").flatMap { $0 > fileName.startIndex ? String(fileName[..<$0]) : nil } ?? fileName
        switch (DocumentKind(path: fileName), isFolder) {
        case (.nib?, true):
            return "a storyboard compiles to a .storyboardc folder, not a .nib; name the output \(name).storyboardc"
        case (.storyboardc?, false):
            return "a .xib compiles to a .nib file, not a .storyboardc; name the output \(name).nib"
        default:
            return nil
        }
    }

    /// Why a file written in place, following links (`OutputFile.write`), may not be written at
    /// `path`: anything there but a regular file. Opening a FIFO to write waits for a reader forever.
    public static func refusal(toOverwrite path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return nil }
        return "it is not a regular file; refusing to replace it"
    }

    /// Why an output of this kind may not replace what is at `path`; nil when nothing is there or
    /// it is an empty folder, a file (for a nib), a folder nib (for a nib) or a compiled
    /// storyboard (for a folder).
    /// Only an earlier output of the same kind is ever replaced: `-o Build/` must not delete a
    /// folder of other things.
    public static func refusal(toReplace path: String, withFolder isFolder: Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        if type != S_IFDIR {
            if type != S_IFREG && type != S_IFLNK {
                return "it is not a regular file; refusing to replace it"
            }
            return isFolder ? "a file is there, not a compiled storyboard; refusing to replace it" : nil
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return "a folder is there that cannot be read; refusing to replace it"
        }
        // An empty folder loses nothing: build systems create a tree output's folder beforehand.
        if names.isEmpty {
            return nil
        }
        if isFolder {
            // Read without blocking: an Info.plist that is a FIFO must not hang the compile.
            let plist = try? InputFile.read(path + "/Info.plist")
            if plist?.starts(with: Data("bplist00".utf8)) == true, names.allSatisfy({ $0 == "Info.plist" || $0.hasSuffix(".nib") }) {
                return nil
            }
            return "a folder is there that is not a compiled storyboard; refusing to replace it (name the .storyboardc to write)"
        }
        if path.hasSuffix(".nib"), CompiledNibReader.preferredVariant(among: names) != nil,
            names.allSatisfy({ $0.hasSuffix(".nib") || $0 == "Info.plist" })
        {
            return nil
        }
        return "a folder is there that is not a folder nib; refusing to replace it (name the .nib to write, not its folder)"
    }
}
