import Foundation
import InputFiles

/// The patterns of one `.gitignore`, read as git reads them: blank lines and `#` comments skipped,
/// trailing spaces dropped (unless escaped), `!` re-includes, a trailing `/` matches folders only,
/// a `/` at the start or in the middle anchors the pattern to the file's folder (otherwise it
/// matches a name at any depth below it), `**` spans folders. Patterns are `PathGlob`s.
public struct GitIgnore: Sendable, Hashable {
    struct Rule: Sendable, Hashable {
        var glob: PathGlob
        var negated: Bool
        var foldersOnly: Bool
        /// A pattern without a slash matches the last name of a path at any depth: matched against
        /// that name alone, which is what most patterns are and costs one component's match.
        var matchesName: Bool
    }

    /// The folder of the `.gitignore`, relative to the indexed root ("" for the root itself).
    public var folder: String
    var rules: [Rule]

    public init(folder: String, text: String) {
        self.folder = folder
        rules = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).compactMap(Self.rule)
    }

    private static func rule(_ line: Substring) -> Rule? {
        var pattern = String(line)
        while pattern.hasSuffix(" "), !pattern.hasSuffix("\\ ") {
            pattern.removeLast()
        }
        pattern = pattern.replacingOccurrences(of: "\\ ", with: " ")
        guard !pattern.isEmpty, !pattern.hasPrefix("#") else { return nil }
        var negated = false
        if pattern.hasPrefix("!") {
            negated = true
            pattern.removeFirst()
        } else if pattern.hasPrefix("\\#") || pattern.hasPrefix("\\!") {
            pattern.removeFirst()
        }
        let foldersOnly = pattern.hasSuffix("/")
        while pattern.hasSuffix("/") {
            pattern.removeLast()
        }
        guard !pattern.isEmpty else { return nil }
        let anchored = pattern.contains("/")
        while pattern.hasPrefix("/") {
            pattern.removeFirst()
        }
        return Rule(glob: PathGlob(pattern), negated: negated, foldersOnly: foldersOnly, matchesName: !anchored)
    }

    /// Whether this file ignores (`true`) or re-includes (`false`) `path` (relative to the root), or
    /// says nothing of it (nil). The last matching pattern decides.
    public func verdict(on path: String, isFolder: Bool) -> Bool? {
        verdict(on: path, components: PathGlob.components(of: path), isFolder: isFolder)
    }

    /// The same, with `path`'s components split once for every `.gitignore` asked about it.
    func verdict(on path: String, components: [[Unicode.Scalar]], isFolder: Bool) -> Bool? {
        let relative: ArraySlice<[Unicode.Scalar]>
        if folder.isEmpty {
            relative = components[...]
        } else {
            guard path.hasPrefix(folder + "/") else { return nil }
            relative = components.dropFirst(folderDepth)
        }
        let name = relative.suffix(1)
        for rule in rules.reversed()
        where (isFolder || !rule.foldersOnly) && rule.glob.matches(components: rule.matchesName ? name : relative) {
            return !rule.negated
        }
        return nil
    }

    /// How many components `folder` has.
    private var folderDepth: Int { folder.split(separator: "/").count }
}

/// Which paths below a root indexing reads: the configuration's `included` and `excluded` globs,
/// and the `.gitignore` files of the root and its folders unless `respect_gitignore` is false.
/// A folder left out is not searched, so nothing below it comes back (as with git, a file cannot
/// be re-included when its folder is ignored).
public struct IndexedPaths: Sendable {
    public var included: [PathGlob]
    public var excluded: [PathGlob]
    public var respectsGitignore: Bool
    /// The `.gitignore` files read so far, outermost first.
    public private(set) var gitignores: [GitIgnore] = []

    public init(_ configuration: ProjectConfiguration) {
        included = configuration.included
        excluded = configuration.excluded
        respectsGitignore = configuration.respectsGitignore
    }

    /// Reads the `.gitignore` of `folder` (relative to the root) when there is one; throws when
    /// one is there that cannot be read.
    public mutating func enter(folder: String, root: String) throws(InputFileError) {
        guard respectsGitignore else { return }
        let path = root + "/" + (folder.isEmpty ? "" : folder + "/") + ".gitignore"
        guard FileStatus.of(path) != nil else { return }
        let data = try InputFile.read(path, inside: root)
        // git reads bytes: a pattern that is not UTF-8 matches no name indexing can read anyway.
        gitignores.append(GitIgnore(folder: folder, text: String(decoding: data, as: UTF8.self)))
    }

    /// Whether the folder or file `path` (relative to the root) is left out.
    public func excludes(_ path: String, isFolder: Bool) -> Bool {
        let components = PathGlob.components(of: path)
        if excluded.contains(where: { $0.matches(components: components) }) {
            return true
        }
        for gitignore in gitignores.reversed() {
            if let ignored = gitignore.verdict(on: path, components: components, isFolder: isFolder) {
                return ignored
            }
        }
        return false
    }

    /// Whether a file (or a document or asset catalog folder) is in an `included` path: the path
    /// itself or one of its folders matches; every path when `included` is empty.
    public func includes(_ path: String) -> Bool {
        guard !included.isEmpty else { return true }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            if included.contains(where: { $0.matches(prefix) }) {
                return true
            }
        }
        return false
    }
}
