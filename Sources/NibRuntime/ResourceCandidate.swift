/// The kinds of resource a bundle answers look-ups for.
public enum ResourceKind: String, Sendable, CaseIterable {
    case nib
    case storyboard
    case image
    case strings

    var ordinal: Int {
        switch self {
        case .nib: 0
        case .storyboard: 1
        case .image: 2
        case .strings: 3
        }
    }
}

/// One file that could answer a look-up for a logical name.
struct ResourceCandidate: Sendable, Hashable {
    /// Relative to the bundle: `icon@2x~ipad.png`, `fr.lproj/Main.storyboardc`.
    var path: String
    /// Images only; nil when the file serves every scale.
    var scale: Int?
    /// `ipad`, `iphone`; nil for a universal file.
    var device: String?
    /// The `.lproj` folder's language; nil for an unlocalized file.
    var language: String?
}
