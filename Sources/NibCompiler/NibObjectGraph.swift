import Foundation
import NibArchive

/// The object graph a nib is written from: objects with their classes and keyed values in the
/// order they will be archived. Equal strings are one `NSString` object, as in Xcode's nibs.
public struct NibObjectGraph: Sendable {
    public struct ObjectID: Sendable, Hashable {
        public let index: Int
    }

    public enum Value: Sendable, Hashable {
        case integer(Int64)
        case bool(Bool)
        case float32(Float)
        case float64(Double)
        case data([UInt8])
        case null
        case object(ObjectID)
    }

    public struct Object: Sendable {
        public var className: String
        public var values: [(key: String, value: Value)]
    }

    public private(set) var objects: [Object] = []
    private var strings: [String: ObjectID] = [:]
    private var sharedEmptyArray: ObjectID?

    public init() {}

    public mutating func add(_ className: String) -> ObjectID {
        objects.append(Object(className: className, values: []))
        return ObjectID(index: objects.count - 1)
    }

    public subscript(id: ObjectID) -> Object {
        objects[id.index]
    }

    public mutating func set(_ key: String, _ value: Value, on id: ObjectID) {
        objects[id.index].values.append((key, value))
    }

    public mutating func set(_ key: String, object: ObjectID, on id: ObjectID) {
        set(key, .object(object), on: id)
    }

    public mutating func set(_ key: String, string: String, on id: ObjectID) {
        set(key, .object(self.string(string)), on: id)
    }

    /// Sets `key` only when there is a string to set.
    public mutating func set(_ key: String, optionalString: String?, on id: ObjectID) {
        if let optionalString {
            set(key, string: optionalString, on: id)
        }
    }

    public func value(_ key: String, of id: ObjectID) -> Value? {
        objects[id.index].values.first { $0.key == key }?.value
    }

    public mutating func removeValues(_ key: String, of id: ObjectID) {
        objects[id.index].values.removeAll { $0.key == key }
    }

    public mutating func string(_ text: String) -> ObjectID {
        if let id = strings[text] {
            return id
        }
        let id = add("NSString")
        set(NibGraph.bytesKey, .data(Array(text.utf8)), on: id)
        strings[text] = id
        return id
    }

    /// An inlined collection (`NSArray`, `NSMutableArray`, `NSSet`, …): one empty key per element.
    public mutating func collection(_ className: String, _ elements: [ObjectID]) -> ObjectID {
        let id = add(className)
        set(NibGraph.inlinedValueKey, .bool(true), on: id)
        for element in elements {
            set(NibGraph.memberKey, .object(element), on: id)
        }
        return id
    }

    /// A collection archived with one `NS.object.<i>` key per element: how UIKit's nibs hold an
    /// `NSOrderedSet`, and an `NSSet` from Xcode 13 on.
    public mutating func numberedCollection(_ className: String, _ elements: [ObjectID]) -> ObjectID {
        let id = add(className)
        for (position, element) in elements.enumerated() {
            set(NibGraph.numberedMemberPrefix + "\(position)", .object(element), on: id)
        }
        return id
    }

    /// An `NSArray`; every empty one is the same object, as Xcode writes it.
    public mutating func array(_ elements: [ObjectID]) -> ObjectID {
        if elements.isEmpty {
            if let sharedEmptyArray {
                return sharedEmptyArray
            }
            let id = collection("NSArray", [])
            sharedEmptyArray = id
            return id
        }
        return collection("NSArray", elements)
    }

    /// An inlined `NSDictionary`: keys and values alternate under the empty key.
    public mutating func dictionary(_ pairs: [(ObjectID, ObjectID)], className: String = "NSDictionary") -> ObjectID {
        let id = add(className)
        set(NibGraph.inlinedValueKey, .bool(true), on: id)
        for (key, value) in pairs {
            set(NibGraph.memberKey, .object(key), on: id)
            set(NibGraph.memberKey, .object(value), on: id)
        }
        return id
    }

    public mutating func number(_ value: Double) -> ObjectID {
        let id = add("NSNumber")
        set("NS.dblval", .float64(value), on: id)
        return id
    }

    public mutating func number(_ value: Int64) -> ObjectID {
        let id = add("NSNumber")
        set("NS.intval", .integer(value), on: id)
        return id
    }

    public mutating func number(_ value: Bool) -> ObjectID {
        let id = add("NSNumber")
        set("NS.intval", .integer(value ? 1 : 0), on: id)
        return id
    }

    /// An `NSValue` holding a rect: `NS.special` 3 and the rect as `NSStringFromCGRect` spells it
    /// (metamap ConsentCheckBox, Xcode 13 or later: a text view's `textContainerInset` runtime
    /// attribute of type rect is `NS.special = 3`, `NS.rectval = "{{0, 0}, {0, 0}}"`).
    public mutating func rectValue(x: Double, y: Double, width: Double, height: Double) -> ObjectID {
        let id = add("NSValue")
        set("NS.special", .integer(3), on: id)
        let text = "{{\(Self.geometryText(x)), \(Self.geometryText(y))}, {\(Self.geometryText(width)), \(Self.geometryText(height))}}"
        set("NS.rectval", object: string(text), on: id)
        return id
    }

    /// A coordinate as `NSStringFromCGRect` writes it, `%.17g`. The corpus shows only zeros; whole
    /// numbers print the same under any shorter spelling.
    static func geometryText(_ value: Double) -> String {
        String(format: "%.17g", value)
    }
}
