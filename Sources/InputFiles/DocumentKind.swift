/// The kinds of document NibCatalog reads, each named by its path extension: Interface Builder's
/// sources and the forms Xcode compiles them to. The catalog stores the raw value.
public enum DocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
    case xib
    case storyboard
    /// A compiled nib, a file or a folder.
    case nib
    /// A compiled storyboard: a folder of nibs and an `Info.plist`.
    case storyboardc

    /// The kind of the document at `path`, by its extension as written; nil for any other file.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: String(path[path.index(after: dot)...]))
    }

    /// Whether Xcode wrote it (a nib or a `.storyboardc`) rather than Interface Builder.
    public var isCompiled: Bool { self == .nib || self == .storyboardc }

    /// What a document of this kind compiles to: a xib's nib, a storyboard's `.storyboardc`; a
    /// compiled kind is its own.
    public var compiled: DocumentKind {
        switch self {
        case .xib, .nib: .nib
        case .storyboard, .storyboardc: .storyboardc
        }
    }
}
