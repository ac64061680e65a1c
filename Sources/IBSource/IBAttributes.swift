/// An element's attributes: names and values, in the order the document gives them (libxml2
/// does not say it: then by name). An element has a handful; finding one by comparing names costs
/// less than the hashing a dictionary does on every lookup, and the compiler looks up millions.
/// Two are equal when they hold the same values under the same names, in any order.
public struct IBAttributes: Sendable, Hashable, Codable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public typealias Element = (key: String, value: String)

    fileprivate struct Attribute: Sendable, Hashable {
        var name: String
        var value: String
    }

    private var attributes: [Attribute]
    /// Each name's place in `attributes`, kept only for more than `indexedCount` of them: an input
    /// made to hold thousands must not make every lookup a long search.
    private var positions: [String: Int]?
    private static let indexedCount = 24

    public init() {
        attributes = []
    }

    private init(_ attributes: [Attribute]) {
        self.attributes = attributes
        index()
    }

    /// The attributes of `dictionary`, by name.
    public init(_ dictionary: [String: String]) {
        self.init(dictionary.map { Attribute(name: $0.key, value: $0.value) }.sorted { $0.name < $1.name })
    }

    /// A later value of a name replaces an earlier one.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init()
        for (name, value) in elements {
            self[name] = value
        }
    }

    private mutating func index() {
        guard attributes.count > Self.indexedCount else {
            positions = nil
            return
        }
        positions = Dictionary(attributes.enumerated().map { ($1.name, $0) }) { first, _ in first }
    }

    private func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        // Comparing lengths first spares most mismatches String's full comparison.
        let length = name.utf8.count
        return attributes.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }

    public subscript(name: String) -> String? {
        get {
            position(of: name).map { attributes[$0].value }
        }
        set {
            if let found = position(of: name) {
                if let newValue {
                    attributes[found].value = newValue
                } else {
                    attributes.remove(at: found)
                    index()
                }
            } else if let newValue {
                append(new: name, newValue)
            }
        }
    }

    /// Adds an attribute under a name the caller knows is not among them.
    mutating func append(new name: String, _ value: String) {
        attributes.append(Attribute(name: name, value: value))
        if positions != nil {
            positions?[name] = attributes.count - 1
        } else if attributes.count > Self.indexedCount {
            index()
        }
    }

    /// The names, in order.
    public var keys: [String] {
        attributes.map(\.name)
    }

    public var isEmpty: Bool {
        attributes.isEmpty
    }

    public var count: Int {
        attributes.count
    }

    public struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Attribute]>

        public mutating func next() -> Element? {
            base.next().map { (key: $0.name, value: $0.value) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(base: attributes.makeIterator())
    }

    /// The attributes `isIncluded` keeps, in order.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> IBAttributes {
        IBAttributes(try attributes.filter { try isIncluded((key: $0.name, value: $0.value)) })
    }

    /// Adds `other`'s attributes; for a name both hold, `combine` picks the value.
    public mutating func merge(_ other: IBAttributes, uniquingKeysWith combine: (String, String) throws -> String) rethrows {
        for (name, value) in other {
            self[name] = try self[name].map { try combine($0, value) } ?? value
        }
    }

    /// These attributes with `other`'s added; for a name both hold, `combine` picks the value.
    public func merging(_ other: IBAttributes, uniquingKeysWith combine: (String, String) throws -> String) rethrows -> IBAttributes {
        var merged = self
        try merged.merge(other, uniquingKeysWith: combine)
        return merged
    }

    public static func == (lhs: IBAttributes, rhs: IBAttributes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.attributes == rhs.attributes { return true }
        return lhs.attributes.allSatisfy { rhs[$0.name] == $0.value }
    }

    /// The order of the attributes does not count, as in `==`.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for attribute in attributes {
            combined ^= attribute.hashValue
        }
        hasher.combine(count)
        hasher.combine(combined)
    }

    /// Encoded as the dictionary of names to values.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: String](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try Dictionary(attributes.map { ($0.name, $0.value) }) { $1 }.encode(to: encoder)
    }

    public var description: String {
        "[" + attributes.map { "\($0.name.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
    }
}
