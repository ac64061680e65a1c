extension NibGraph {
    /// A string value with where it is archived (an `NSString` object, or inline in a keyed archive).
    public struct Text: Sendable, Hashable {
        public var string: String
        public var archived: NibGraph.Value

        public init(string: String, archived: NibGraph.Value) {
            self.string = string
            self.archived = archived
        }
    }

    /// A list value (an inlined collection object, or a keyed archive's array) and the objects it names.
    public struct List: Sendable, Hashable {
        public var members: [Int]
        public var archived: NibGraph.Value

        public init(members: [Int], archived: NibGraph.Value) {
            self.members = members
            self.archived = archived
        }
    }
}

/// An object of a typed nib model (`UIKitNib`, `AppKitNib`): its class and fallbacks as archived,
/// and what the model made of its values.
public struct TypedNibObject<Content: Sendable & Hashable>: Sendable, Hashable {
    public var className: String
    public var fallbackClassNames: [String]
    public var content: Content

    public init(className: String, fallbackClassNames: [String] = [], content: Content) {
        self.className = className
        self.fallbackClassNames = fallbackClassNames
        self.content = content
    }
}

/// What is wrong with one value of an object a strict model decodes.
public enum NibFieldProblem: Sendable, Hashable {
    /// The object lacks a key its class requires.
    case missingKey(String)
    /// The object holds a key its class never has.
    case unexpectedKey(String)
    /// The value under a key is not of the kind the class requires.
    case wrongValue(key: String, expected: String)
}

/// One object's values, taken key by key, as the strict models (`UIKitNib`, `AppKitNib`) decode
/// their structure classes: a key outside `allowed`, a repeated key, or a value of the wrong kind
/// is the model's error (`failure`) naming the object.
public struct NibFields<Failure: Error> {
    let graph: NibGraph
    let failure: (NibFieldProblem) -> Failure
    /// The object's values in archive order, and which a typed field took. Objects hold few
    /// values: a scan costs less than hashing every key.
    private let entries: [NibGraph.Entry]
    private var taken: [Bool]
    /// The class keeps the values no typed field takes (`remaining`).
    private let keepsRemaining: Bool

    public init(
        _ graph: NibGraph, _ index: Int, allowed: Set<String>?, keepsRemaining: Bool = false,
        failure: @escaping (NibFieldProblem) -> Failure
    ) throws(Failure) {
        self.graph = graph
        self.failure = failure
        self.keepsRemaining = keepsRemaining
        entries = Array(graph.objects[index].entries)
        if let allowed, let unexpected = entries.first(where: { !allowed.contains($0.key) }) {
            throw failure(.unexpectedKey(unexpected.key))
        }
        taken = Array(repeating: false, count: entries.count)
    }

    /// The values no typed field took, in archive order.
    public var remaining: [NibGraph.Entry] {
        entries.indices.filter { !taken[$0] }.map { entries[$0] }
    }

    /// How many of the values no typed field took come before the value under `key`.
    public func remainingBefore(_ key: String) -> Int {
        let position = entries.firstIndex { $0.key == key } ?? entries.count
        return (0..<position).count { !taken[$0] }
    }

    public func peek(_ key: String) -> NibGraph.Value? {
        entries.first { $0.key == key }?.value
    }

    /// The value under `key`, which the class holds once at most.
    private mutating func take(_ key: String) throws(Failure) -> NibGraph.Value? {
        guard let position = entries.firstIndex(where: { $0.key == key }) else { return nil }
        if entries[(position + 1)...].contains(where: { $0.key == key }) {
            throw failure(.unexpectedKey("second " + key))
        }
        taken[position] = true
        return entries[position].value
    }

    private func wrong(_ key: String, _ expected: String) -> Failure {
        failure(.wrongValue(key: key, expected: expected))
    }

    public mutating func optional(_ key: String) throws(Failure) -> NibGraph.Value? {
        try take(key)
    }

    public mutating func required(_ key: String) throws(Failure) -> NibGraph.Value {
        guard let value = try take(key) else { throw failure(.missingKey(key)) }
        return value
    }

    /// An explicit nil (an unwind segue's destination) stays among the remaining values where the
    /// class keeps them.
    public mutating func optionalText(_ key: String) throws(Failure) -> NibGraph.Text? {
        if keepsRemaining, peek(key) == .null {
            return nil
        }
        guard let value = try take(key) else { return nil }
        guard let string = graph.string(value) else { throw wrong(key, "a string") }
        return NibGraph.Text(string: string, archived: value)
    }

    public mutating func text(_ key: String) throws(Failure) -> NibGraph.Text {
        guard let text = try optionalText(key) else { throw failure(.missingKey(key)) }
        return text
    }

    /// A string that may be archived as an explicit nil.
    public mutating func nullableText(_ key: String) throws(Failure) -> NibGraph.Text? {
        if peek(key) == .null {
            _ = try take(key)
            return nil
        }
        return try text(key)
    }

    public mutating func reference(_ key: String) throws(Failure) -> Int {
        let value = try required(key)
        guard case .object(let target) = value, graph.objects.indices.contains(target) else {
            throw wrong(key, "an object of the nib")
        }
        return target
    }

    public mutating func optionalReference(_ key: String) throws(Failure) -> Int? {
        peek(key) == nil ? nil : try reference(key)
    }

    /// A reference that may be archived as an explicit nil, but not left out.
    public mutating func nullableReference(_ key: String) throws(Failure) -> Int? {
        if peek(key) == .null {
            _ = try take(key)
            return nil
        }
        return try reference(key)
    }

    public mutating func optionalList(_ key: String) throws(Failure) -> NibGraph.List? {
        guard let value = try take(key) else { return nil }
        guard let members = graph.collectionMembers(value) else { throw wrong(key, "a list") }
        var indices: [Int] = []
        indices.reserveCapacity(members.count)
        for member in members {
            guard case .object(let target) = member, graph.objects.indices.contains(target) else {
                throw wrong(key, "a list of objects of the nib")
            }
            indices.append(target)
        }
        return NibGraph.List(members: indices, archived: value)
    }

    public mutating func list(_ key: String) throws(Failure) -> NibGraph.List {
        guard let list = try optionalList(key) else { throw failure(.missingKey(key)) }
        return list
    }

    public mutating func optionalInteger(_ key: String) throws(Failure) -> Int64? {
        guard let value = try take(key) else { return nil }
        guard case .integer(let number) = value else { throw wrong(key, "an integer") }
        return number
    }

    public mutating func integer(_ key: String) throws(Failure) -> Int64 {
        guard let number = try optionalInteger(key) else { throw failure(.missingKey(key)) }
        return number
    }

    public mutating func optionalBool(_ key: String) throws(Failure) -> Bool? {
        guard let value = try take(key) else { return nil }
        guard case .bool(let flag) = value else { throw wrong(key, "a boolean") }
        return flag
    }
}

/// The values of a typed object, written in order; a nil value is left out.
public struct NibFieldWriter {
    public var entries: [NibGraph.Entry] = []

    public init() {}

    public mutating func add(_ key: String, _ value: NibGraph.Value?) {
        if let value {
            entries.append(NibGraph.Entry(key: key, value: value))
        }
    }

    /// Adds `value` right after the first of `keys` the entries have, else at the end.
    public mutating func insert(_ key: String, _ value: NibGraph.Value?, after keys: [String]) {
        guard let value else { return }
        let entry = NibGraph.Entry(key: key, value: value)
        for preceding in keys {
            if let index = entries.firstIndex(where: { $0.key == preceding }) {
                entries.insert(entry, at: index + 1)
                return
            }
        }
        entries.append(entry)
    }
}
