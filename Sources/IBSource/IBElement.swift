import Foundation

/// One XML element of an Interface Builder document with everything under it: what the compiler
/// reads frames, colors, fonts and states from. Kept only when the reader is asked to.
public struct IBElement: Sendable, Hashable, Codable {
    public var name: String
    public var attributes: IBAttributes
    public var children: [IBElement]
    /// Character data directly inside the element (`<string key="text">…</string>`), if any.
    public var text: String?
    public var line: Int

    public init(
        name: String, attributes: IBAttributes = [:], children: [IBElement] = [], text: String? = nil,
        line: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    public subscript(attribute: String) -> String? {
        attributes[attribute]
    }

    /// The element and everything under it without line numbers: equal for equal content
    /// wherever the document saves it.
    public var withoutLines: IBElement {
        IBElement(name: name, attributes: attributes, children: children.map(\.withoutLines), text: text)
    }

    /// What Interface Builder saves on any element for its editor alone, which Xcode does not
    /// archive: the label it shows in the outline (`userLabel`; no pair's nib holds one, such as
    /// Sparkle's "Version text field") and its color label, its layout warnings (`misplaced`,
    /// `ambiguous`), whether it checks a view for ambiguity (`verifyAmbiguity`, Aerial's
    /// `AdvancedViewController`), and the intrinsic size it assumes on its canvas for a view
    /// whose size comes at run time (`placeholderIntrinsicWidth`, documented for design time only).
    public static let editorOnlyAttributes: Set<String> = [
        "userLabel", "colorLabel", "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight",
    ]

    /// Whether the element has no attributes, children or text: an empty list (Xcode 7's
    /// `<animations/>` on every view), which leaves nothing out when it is not read.
    public var holdsNothing: Bool {
        attributes.isEmpty && children.isEmpty && (text ?? "").allSatisfy(\.isWhitespace)
    }

    /// The `id` attribute, which makes the element an object of the document.
    public var id: String? {
        attributes["id"]
    }

    /// The first child with this element name and, if given, this `key` attribute.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The text value `key`: the attribute, or the text of a `<string key="…">` child, which
    /// Interface Builder writes instead when the text has a line break, or in base64 when it has
    /// characters XML cannot hold (nil when that base64 is not UTF-8).
    public func text(_ key: String) -> String? {
        if let attribute = attributes[key] { return attribute }
        return child("string", key: key)?.stringText
    }

    /// The text of a `<string>` element, decoded where it is base64 (nil when that is not UTF-8).
    public var stringText: String? {
        guard isBase64 else { return text ?? "" }
        return base64Data.flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The element's text as base64, decoded as Interface Builder writes it: in lines, without
    /// the padding ("DQ" is a return), sometimes with one character after the last whole group
    /// (transmission's `PrefsWindow.xib`), which carries no byte and is dropped. Nil when the
    /// text is not base64.
    public var base64Data: Data? {
        var encoded = (text ?? "").filter { !$0.isWhitespace }
        if encoded.count % 4 == 1 { encoded.removeLast() }
        let padded = encoded + String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        return Data(base64Encoded: padded)
    }

    /// Whether the element's text is base64 of UTF-8 (`base64-UTF8="YES"`).
    public var isBase64: Bool {
        attributes["base64-UTF8"] == "YES"
    }

    /// The children of the first child named `container` (`<subviews>`, `<constraints>`, …).
    public func children(in container: String, key: String? = nil) -> [IBElement] {
        child(container, key: key)?.children ?? []
    }
}
