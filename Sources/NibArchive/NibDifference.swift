import Foundation

/// One difference between two nibs, or two folders of nibs: where it is, what kind, and each
/// side in words. `diff-nib` prints these; `--json` encodes them with every key present.
public struct NibDifference: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A value (or a whole object) only one side has at this path.
        case onlyInA, onlyInB
        /// Both sides have a value here and the values differ.
        case value
        /// The objects here have different classes or fallback classes.
        case `class`
        /// One side refers to an object met earlier in the walk (shared), the other to another one.
        case sharing
        /// A file of a folder only one side has.
        case fileOnlyInA, fileOnlyInB
        /// A nib is a file on one side and a folder of variants on the other.
        case form
    }

    /// The file inside a folder nib or `.storyboardc` (`""` when two nib files are compared).
    public var file: String
    /// The object path: root keys, `[i]` for collection members, ` Class.Key` for an object's values;
    /// ` → ` enters a nib archived inside a value. `""` is the root.
    public var path: String
    public var kind: Kind
    public var a: String?
    public var b: String?

    public init(file: String = "", path: String, kind: Kind, a: String?, b: String?) {
        self.file = file
        self.path = path
        self.kind = kind
        self.a = a
        self.b = b
    }

    private enum CodingKeys: String, CodingKey {
        case file, path, kind, a, b
    }

    /// Every key is written, `null` for a side with nothing to say, so each record has one shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(path, forKey: .path)
        try container.encode(kind, forKey: .kind)
        try container.encode(a, forKey: .a)
        try container.encode(b, forKey: .b)
    }

    /// One line: `file: path: what differs`.
    public var description: String {
        let location = path.isEmpty ? "(root)" : path
        let prefix = file.isEmpty ? "" : file + ": "
        switch kind {
        case .onlyInA: return "\(prefix)\(location): only in A: \(a ?? "")"
        case .onlyInB: return "\(prefix)\(location): only in B: \(b ?? "")"
        case .value: return "\(prefix)\(location): \(a ?? "") ≠ \(b ?? "")"
        case .class: return "\(prefix)\(location): class \(a ?? "") ≠ \(b ?? "")"
        case .sharing: return "\(prefix)\(location): in A \(a ?? ""); in B \(b ?? "")"
        case .fileOnlyInA: return "\(file): only in A"
        case .fileOnlyInB: return "\(file): only in B"
        case .form: return "\(file): \(a ?? "") in A, \(b ?? "") in B"
        }
    }
}
