import Foundation
import InputFiles

/// Where a document sits among `.lproj` folders, and which string tables translate it.
public enum IBLocalization {
    public struct StringsFile: Sendable, Hashable, Codable {
        /// `fr`, `pt-BR`, `Base`; nil for a string catalog (`.xcstrings`), which holds every language.
        public var language: String?
        public var path: String

        public init(language: String?, path: String) {
            self.language = language
            self.path = path
        }
    }

    /// The language of the `.lproj` folder that holds `path` (`Base.lproj/Main.storyboard` → `Base`);
    /// a relative path is read from the current directory, which may be that folder (ibtool run
    /// in `Base.lproj` on `Main.storyboard`).
    public static func language(ofPath path: String) -> String? {
        // A parent the path names is the folder; the current directory answers only for a path
        // that names none (or names it `.` or `..`).
        if let parent = path.split(separator: "/").dropLast().last, parent != ".", parent != ".." {
            return LanguageFolder(folderName: parent)?.language
        }
        guard !path.hasPrefix("/") else { return nil }
        return LanguageFolder(holding: URL(fileURLWithPath: path).standardizedFileURL.path)?.language
    }

    /// The `.strings` and `.xcstrings` files among `candidates` that translate the document at
    /// `documentPath`: `<lang>.lproj/<Name>.strings` beside its `.lproj` folder, and `<Name>.xcstrings`
    /// beside the folder or inside it. Paths are compared as given; the result is sorted by path.
    public static func stringsFiles(forDocumentAt documentPath: String, among candidates: [String]) -> [StringsFile] {
        let (folder, fileName) = split(documentPath)
        guard let dot = fileName.lastIndex(of: ".") else { return [] }
        let name = fileName[..<dot]
        let ownLanguage = language(ofPath: documentPath)
        let container = ownLanguage == nil ? folder : split(folder).folder
        var found: [StringsFile] = []
        for candidate in candidates {
            let (candidateFolder, candidateName) = split(candidate)
            if candidateName == name + ".strings" {
                let (parent, lproj) = split(candidateFolder)
                if parent == container, let language = LanguageFolder(folderName: lproj)?.language {
                    found.append(StringsFile(language: language, path: candidate))
                }
            } else if candidateName == name + ".xcstrings", candidateFolder == container || candidateFolder == folder {
                found.append(StringsFile(language: nil, path: candidate))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
