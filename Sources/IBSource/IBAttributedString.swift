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
        fragments.map { fragment in
            fragment["content"] ?? fragment.children.first { $0["key"] == "content" }?.text ?? ""
        }.joined()
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
