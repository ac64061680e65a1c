/// An optional that encodes as JSON `null` instead of leaving its key out, so every query
/// result has the same keys whatever it holds.
@propertyWrapper
public struct ExplicitNull<Value: Encodable & Hashable & Sendable>: Encodable, Hashable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
