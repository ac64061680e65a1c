/// Values by graph index, for what the builder knows of each object: the draft numbers its
/// objects from 0, so an array answers without the hashing a dictionary does on every lookup (a
/// few percent of the compile benchmark's profile).
struct ObjectIndexTable<Value> {
    private var values: [Value?] = []
    /// How many indices hold a value.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Value? {
        get {
            values.indices.contains(index) ? values[index] : nil
        }
        set {
            guard index >= 0 else { return }
            if index >= values.count {
                guard newValue != nil else { return }
                values.append(contentsOf: repeatElement(nil, count: index - values.count + 1))
            }
            count += (newValue == nil ? 0 : 1) - (values[index] == nil ? 0 : 1)
            values[index] = newValue
        }
    }
}

extension ObjectIndexTable: Sendable where Value: Sendable {}
