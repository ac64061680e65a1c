/// One XML element of an Interface Builder document with everything under it: what the compiler
/// reads frames, colors, fonts and states from. Kept only when the reader is asked to.
public struct IBElement: Sendable, Hashable, Codable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement]
    /// Character data directly inside the element (`<string key="text">…</string>`), if any.
    public var text: String?
    public var line: Int

    public init(
        name: String, attributes: [String: String] = [:], children: [IBElement] = [], text: String? = nil,
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

    /// The `id` attribute, which makes the element an object of the document.
    public var id: String? {
        attributes["id"]
    }

    /// The first child with this element name and, if given, this `key` attribute.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children of the first child named `container` (`<subviews>`, `<constraints>`, …).
    public func children(in container: String, key: String? = nil) -> [IBElement] {
        child(container, key: key)?.children ?? []
    }
}
