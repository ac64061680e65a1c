import Foundation

/// A decoded nib as a generic object graph: what both NIBArchive and keyed-archive nibs become.
/// Object 0 is the root. Nothing here knows UIKit or AppKit.
public struct NibGraph: Sendable, Hashable {
    public struct Object: Sendable, Hashable {
        public var className: String
        /// Classes to instantiate when `className` is unavailable, nearest first.
        public var fallbackClassNames: [String]
        /// The object's values in archive order; a key may repeat (collection elements do).
        public var entries: Entries

        public init(className: String, fallbackClassNames: [String] = [], entries: Entries) {
            self.className = className
            self.fallbackClassNames = fallbackClassNames
            self.entries = entries
        }

        public init(className: String, fallbackClassNames: [String] = [], entries: [Entry] = []) {
            self.init(className: className, fallbackClassNames: fallbackClassNames, entries: Entries(entries))
        }

        /// The first value stored under `key`.
        public func value(forKey key: String) -> Value? {
            entries.value(forKey: key)
        }
    }

    /// An object's entries over storage the whole graph shares: the key table, and either the
    /// archive's own values table (a NIBArchive's graph copies no value) or one buffer of
    /// (key index, value) slots. An `Entry` is made on access.
    public struct Entries: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
        struct Slot: Sendable, Hashable {
            var keyIndex: Int32
            var value: Value
        }

        enum Storage: Sendable, Hashable {
            case archived(ArraySlice<NibArchive.Value>)
            case slots(ArraySlice<Slot>)
        }

        let keys: [String]
        let storage: Storage

        init(keys: [String], storage: Storage) {
            self.keys = keys
            self.storage = storage
        }

        public init(_ entries: [Entry]) {
            keys = entries.map(\.key)
            storage = .slots(entries.enumerated().map { Slot(keyIndex: Int32($0.offset), value: $0.element.value) }[...])
        }

        public init(arrayLiteral elements: Entry...) {
            self.init(elements)
        }

        public var startIndex: Int {
            switch storage {
            case .archived(let values): values.startIndex
            case .slots(let slots): slots.startIndex
            }
        }

        public var endIndex: Int {
            switch storage {
            case .archived(let values): values.endIndex
            case .slots(let slots): slots.endIndex
            }
        }

        public subscript(position: Int) -> Entry {
            switch storage {
            case .archived(let values):
                let value = values[position]
                return Entry(key: keys[value.keyIndex], value: Value(value.content))
            case .slots(let slots):
                let slot = slots[position]
                return Entry(key: keys[Int(slot.keyIndex)], value: slot.value)
            }
        }

        public func value(forKey key: String) -> Value? {
            switch storage {
            case .archived(let values):
                values.first { keys[$0.keyIndex] == key }.map { Value($0.content) }
            case .slots(let slots):
                slots.first { keys[Int($0.keyIndex)] == key }?.value
            }
        }

        public static func == (lhs: Entries, rhs: Entries) -> Bool {
            lhs.elementsEqual(rhs)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for entry in self {
                hasher.combine(entry)
            }
        }
    }

    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: Value

        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    public enum Value: Sendable, Hashable {
        case integer(Int64)
        case bool(Bool)
        case float(Float)
        case double(Double)
        case data(Data)
        case null
        /// An index into `objects`.
        case object(Int)
        /// Keyed archives store strings inline; NIBArchives use `NSString` objects.
        case string(String)
        /// Keyed archives store collections' members as arrays of references.
        case array([Value])
    }

    public var objects: [Object]

    public init(objects: [Object]) {
        self.objects = objects
    }

    public var root: Object? {
        objects.first
    }

    /// The object a value refers to, if it is a reference to one in the graph.
    public func object(_ value: Value?) -> (index: Int, object: Object)? {
        guard case .object(let index) = value, objects.indices.contains(index) else { return nil }
        return (index, objects[index])
    }

    /// The text of a string value: inline, or an `NSString`-like object holding `NS.bytes` or `NS.string`.
    public func string(_ value: Value?) -> String? {
        Self.string(value) { objects.indices.contains($0) ? objects[$0].entries : nil }
    }

    /// The text of a string value, the values of the object it refers to given by `entriesOf`
    /// (nil: not an object that can hold a string).
    public static func string(_ value: Value?, entriesOf: (Int) -> Entries?) -> String? {
        switch value {
        case .string(let text):
            return text
        case .data(let data):
            return String(data: data, encoding: .utf8)
        case .object(let index):
            guard let entries = entriesOf(index) else { return nil }
            // Only an inline text counts: a reference here could point back at this object.
            if case .string(let text) = entries.value(forKey: "NS.string") {
                return text
            }
            if case .data(let bytes) = entries.value(forKey: Self.bytesKey) {
                return String(data: bytes, encoding: .utf8)
            }
            return nil
        default:
            return nil
        }
    }

    /// The key an `NSString` archives its UTF-8 bytes under, and an `NSData` its bytes.
    public static let bytesKey = "NS.bytes"
    /// The key an inlined NIBArchive collection repeats once per member.
    public static let memberKey = "UINibEncoderEmptyKey"
    /// The flag an inlined NIBArchive collection carries.
    public static let inlinedValueKey = "NSInlinedValue"
    /// The array a keyed archive's collection holds its members in.
    public static let keyedMembersKey = "NS.objects"
    /// The array a keyed archive's dictionary holds its keys in.
    public static let keyedDictionaryKeysKey = "NS.keys"
    /// Foundation's collection classes whose archives the writers treat specially: dictionaries
    /// (an inlined one alternates key and value) and mutable strings.
    public static let dictionaryClass = "NSDictionary"
    public static let mutableDictionaryClass = "NSMutableDictionary"
    public static let dictionaryClasses: Set<String> = [dictionaryClass, mutableDictionaryClass]
    public static let mutableStringClass = "NSMutableString"
    public static let localizableStringClass = "NSLocalizableString"
    /// The string subclasses whose text a keyed archive holds under `NS.string`, a NIBArchive
    /// as UTF-8 bytes.
    public static let textHoldingStringClasses: Set<String> = [mutableStringClass, localizableStringClass]
    public static let numberClass = "NSNumber"
    /// The keys an `NSNumber` archives its value under: an integer (or a flag), a double, a float.
    public static let numberIntegerKey = "NS.intval"
    public static let numberDoubleKey = "NS.dblval"
    public static let numberFloatKey = "NS.fltval"
    /// A NIBArchive's flag; a keyed archive's flags are plain entries.
    public static let numberBoolKey = "NS.boolval"
    /// An `NSDate`, and the key of its time: seconds since 2001-01-01, a double.
    public static let dateClass = "NSDate"
    public static let dateTimeKey = "NS.time"

    /// The members of a collection value: an inlined NIBArchive collection (one
    /// `UINibEncoderEmptyKey` value per member) or a keyed archive's `NS.objects` array.
    public func members(_ value: Value?) -> [Value] {
        Self.members(value) { objects.indices.contains($0) ? objects[$0].entries : nil }
    }

    /// The members of a collection value, the values of the object it refers to given by
    /// `entriesOf` (nil: not an object that can hold members).
    public static func members(_ value: Value?, entriesOf: (Int) -> Entries?) -> [Value] {
        switch value {
        case .array(let members):
            return members
        case .object(let index):
            guard let entries = entriesOf(index) else { return [] }
            if case .array(let members) = entries.value(forKey: Self.keyedMembersKey) {
                return members
            }
            return entries.filter { $0.key == Self.memberKey }.map(\.value)
        default:
            return []
        }
    }

    /// Foundation's set classes, which archive their members under numbered keys (none when empty).
    public static let setClasses: Set<String> = ["NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet"]
    /// The prefix of the numbered keys (`NS.object.0`, `NS.object.1`…) a set archives its members under.
    public static let numberedMemberPrefix = "NS.object."

    /// The members of a value that is a collection and nothing else: an array, an object holding
    /// only `NSInlinedValue = true` and members, only an `NS.objects` array, or only numbered
    /// `NS.object.<n>` members (sets, in number order); nil for any other value.
    public func collectionMembers(_ value: Value?) -> [Value]? {
        switch value {
        case .array(let members):
            return members
        case .object:
            guard let (_, object) = object(value) else { return nil }
            if object.entries.count == 1, let entry = object.entries.first, entry.key == Self.keyedMembersKey,
                case .array(let members) = entry.value
            {
                return members
            }
            if object.entries.first?.key.hasPrefix(Self.numberedMemberPrefix) ?? Self.setClasses.contains(object.className) {
                return numberedMembers(object)
            }
            var members: [Value] = []
            var inlined = false
            for entry in object.entries {
                switch (entry.key, entry.value) {
                case (Self.memberKey, let member): members.append(member)
                case (Self.inlinedValueKey, .bool(true)) where !inlined: inlined = true
                default: return nil
                }
            }
            return inlined ? members : nil
        default:
            return nil
        }
    }

    /// `NS.object.0` to `NS.object.<count - 1>`, each once, in number order; nil for anything else.
    private func numberedMembers(_ object: Object) -> [Value]? {
        var members = [Value?](repeating: nil, count: object.entries.count)
        for entry in object.entries {
            guard entry.key.hasPrefix(Self.numberedMemberPrefix),
                let number = Int(entry.key.dropFirst(Self.numberedMemberPrefix.count)), members.indices.contains(number),
                members[number] == nil
            else { return nil }
            members[number] = entry.value
        }
        return members.compactMap { $0 }
    }
}

extension NibGraph {
    /// The graph of a NIBArchive's tables; the reader has already checked every index.
    public init(_ archive: NibArchive) {
        // Fallback lists are resolved once per class and shared by every object of the class.
        let fallbacks = archive.classNames.map { className in
            className.fallbackClassIndices.map { archive.classNames[Int($0)].name }
        }
        // Every object views the archive's own values table; the reader checked each object's range
        // and every key index against the tables.
        let values = archive.values
        let keys = archive.keys
        objects = archive.objects.map { object in
            Object(
                className: archive.classNames[object.classIndex].name, fallbackClassNames: fallbacks[object.classIndex],
                entries: Entries(
                    keys: keys, storage: .archived(values[object.valuesStart..<object.valuesStart + object.valueCount])))
        }
    }
}

extension NibGraph.Value {
    init(_ content: NibArchive.Content) {
        switch content {
        case .int8(let value): self = .integer(Int64(value))
        case .int16(let value): self = .integer(Int64(value))
        case .int32(let value): self = .integer(Int64(value))
        case .int64(let value): self = .integer(value)
        case .bool(let value): self = .bool(value)
        case .float32(let value): self = .float(value)
        case .float64(let value): self = .double(value)
        case .data(let data): self = .data(data)
        case .null: self = .null
        case .object(let index): self = .object(Int(index))
        }
    }
}
