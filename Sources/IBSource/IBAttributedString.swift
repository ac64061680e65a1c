/// An `<attributedString>` (a label's or text view's `attributedText`, a button state's
/// `attributedTitle`): its fragments, each holding its text (`content`, or a
/// `<mutableString key="content">` for long and multi-line text) and an `<attributes>` dictionary.
public struct IBAttributedString: Sendable, Hashable {
    public let fragments: [IBElement]

    /// The attributed string of `owner` under `key`, if it has one.
    public init?(of owner: IBElement, key: String) {
        guard let string = owner.child("attributedString", key: key) else { return nil }
        fragments = string.children.filter { $0.name == "fragment" }
    }

    /// The text without its attributes: the fragments' contents one after the other.
    public var text: String {
        fragments.map { Self.content(of: $0) ?? "" }.joined()
    }

    /// A fragment's text: its `content` attribute, or its `<string>` or `<mutableString>` child
    /// of that key, decoded when Interface Builder saved it as base64; nil when it has none.
    public static func content(of fragment: IBElement) -> String? {
        if let text = fragment.text("content") { return text }
        guard let string = fragment.child("mutableString", key: "content") else { return nil }
        guard string.isBase64 else { return string.text ?? "" }
        return string.base64Data.flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The first fragment's attributes by key: what a label or text view reports as its own font,
    /// color and alignment.
    public var firstAttributes: [String: IBElement] {
        let attributes = fragments.first?.children(in: "attributes") ?? []
        return Dictionary(
            attributes.compactMap { attribute in attribute["key"].map { ($0, attribute) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The first fragment's paragraph style.
    public var paragraphStyle: IBElement? {
        firstAttributes["NSParagraphStyle"].flatMap { $0.name == "paragraphStyle" ? $0 : nil }
    }
}
