/// An `.lproj` folder, which holds the files of one language: `fr.lproj`, `pt-BR.lproj`, and
/// `Base.lproj` for Interface Builder's base documents. The one place that reads and writes the
/// name: indexing, lint, the compiler's link step, the bundler and the runtime all go through it.
public struct LanguageFolder: Sendable, Hashable {
    public static let suffix = ".lproj"
    /// Interface Builder's base localization, `Base.lproj`.
    public static let base = LanguageFolder(language: "Base")

    /// `fr`, `pt-BR`, `Base`.
    public var language: String

    public init(language: String) {
        self.language = language
    }

    /// The folder named `name`; nil when the name does not end in `.lproj` or is only that.
    public init?(folderName name: some StringProtocol) {
        guard name.hasSuffix(Self.suffix), name.count > Self.suffix.count else { return nil }
        language = String(name.dropLast(Self.suffix.count))
    }

    /// The folder that holds the file at `path` (`App/Base.lproj/Main.storyboard` → `Base`); nil
    /// when its parent is no `.lproj` folder.
    public init?(holding path: String) {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        self.init(folderName: components[components.count - 2])
    }

    /// `fr.lproj`.
    public var folderName: String {
        language + Self.suffix
    }

    /// Whether `name` is an `.lproj` folder's.
    public static func isFolderName(_ name: some StringProtocol) -> Bool {
        LanguageFolder(folderName: name) != nil
    }
}
