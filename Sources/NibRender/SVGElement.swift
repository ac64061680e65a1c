/// An SVG element tree that writes the same bytes for the same picture: attributes in the order
/// they were given, numbers in one spelling, text escaped.
public struct SVGElement: Sendable, Hashable {
    public enum Node: Sendable, Hashable {
        case element(SVGElement)
        case text(String)
    }

    public struct Attribute: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var name: String
    public var attributes: [Attribute]
    public var children: [Node]

    public init(_ name: String, _ attributes: [Attribute] = [], children: [Node] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    public mutating func set(_ name: String, _ value: String) {
        if let position = attributes.firstIndex(where: { $0.name == name }) {
            attributes[position].value = value
        } else {
            attributes.append(Attribute(name, value))
        }
    }

    public mutating func set(_ name: String, _ value: Double) {
        set(name, SVGElement.number(value))
    }

    public mutating func append(_ child: SVGElement) {
        children.append(.element(child))
    }

    public mutating func append(text: String) {
        children.append(.text(text))
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Every element of the tree, this one first, depth-first.
    public var descendants: [SVGElement] {
        var found: [SVGElement] = []
        var pending: [SVGElement] = [self]
        while let next = pending.popLast() {
            found.append(next)
            for child in next.children.reversed() {
                if case .element(let element) = child {
                    pending.append(element)
                }
            }
        }
        return found
    }

    /// The text inside the element and its descendants, in order.
    public var textContent: String {
        children.map { child in
            switch child {
            case .text(let text): text
            case .element(let element): element.textContent
            }
        }.joined()
    }

    /// The element as SVG markup; the outermost `svg` gets the XML declaration and namespace.
    public func document() -> String {
        var root = self
        if root.attribute("xmlns") == nil {
            root.attributes.insert(Attribute("xmlns", "http://www.w3.org/2000/svg"), at: 0)
        }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        root.write(to: &output, depth: 0)
        return output
    }

    public func markup() -> String {
        var output = ""
        write(to: &output, depth: 0)
        return output
    }

    private func write(to output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        output += indent + "<" + name
        for attribute in attributes {
            output += " \(attribute.name)=\"\(SVGElement.escaped(attribute.value, quotes: true))\""
        }
        if children.isEmpty {
            output += "/>\n"
            return
        }
        // Text stays on the element's line: white space inside <text> is drawn.
        if children.allSatisfy({ if case .text = $0 { true } else { false } }) {
            output += ">" + children.map { if case .text(let text) = $0 { SVGElement.escaped(text, quotes: false) } else { "" } }.joined()
            output += "</\(name)>\n"
            return
        }
        output += ">\n"
        for child in children {
            switch child {
            case .element(let element): element.write(to: &output, depth: depth + 1)
            case .text(let text): output += indent + "  " + SVGElement.escaped(text, quotes: false) + "\n"
            }
        }
        output += indent + "</\(name)>\n"
    }

    /// Text or (`quotes`) an attribute value escaped for XML and HTML.
    public static func escaped(_ text: String, quotes: Bool) -> String {
        // Most text needs nothing escaped: returned as it is, without building a copy.
        let needsEscaping = text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")))
                || (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t"))
        }
        guard needsEscaping else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n" where quotes: result += "&#10;"
            // Control characters are not allowed in XML 1.0.
            case _ where character.value < 0x20 && character != "\n" && character != "\t": result += " "
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Far beyond any screen or canvas, and exact in hundredths.
    public static let numberLimit = 1e12

    /// A coordinate or length: at most two decimals, no trailing zeros, never `-0`; beyond
    /// ±`numberLimit` (a file's frame may be 1e300) the limit.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (min(max(value, -numberLimit), numberLimit) * 100).rounded()
        if hundredths == 0 { return "0" }
        let whole = Int64(hundredths) / 100
        let fraction = abs(Int64(hundredths) % 100)
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
