import Foundation

/// Encodes a `NibGraph` as an NSKeyedArchiver archive (a `bplist00` with `$archiver`, `$version`,
/// `$top` and `$objects`), the form of macOS `keyedobjects.nib` and of nibs before iOS 6:
/// the inverse of `KeyedArchiveReader`. Object 0's entries become `$top`; every other object
/// reachable from it becomes a dictionary in `$objects` with its `$class`, whose description
/// lists the class and its fallbacks (`$classes`). The conventions of the two archive forms are
/// translated, so a graph built for a NIBArchive can be written too:
/// - inline numbers, booleans and data stay inline (`encodeInt:`, `encodeBytes:`); a nil is `$null`;
/// - strings, and `NSString`, `NSNumber` and `NSData` objects, become plain `$objects` entries;
/// - an inlined NIBArchive collection (`NSInlinedValue` and one `UINibEncoderEmptyKey` per
///   member) becomes its class with an `NS.objects` array (a dictionary's members alternate key
///   and value: its keys go under `NS.keys`); members are always references.
/// Objects are numbered in the order first met from `$top` (an explicit stack: a deep graph
/// costs no call stack); equal plain entries are stored once.
public enum KeyedArchiveWriter {
    /// `$version` of every keyed nib in the corpus.
    public static let archiveVersion: Int64 = 100_000
    static let archiverName = "NSKeyedArchiver"
    /// `$objects[0]`, the string a keyed archive holds for no object.
    public static let nullMarker = "$null"

    public static func encode(_ graph: NibGraph) throws(NibArchiveError) -> Data {
        guard !graph.objects.isEmpty else {
            throw NibArchiveError(path: "", message: "the graph holds no objects")
        }
        var writer = KeyedArchiveLayout(graph: graph)
        try writer.placeEverything()
        let top = try writer.dictionary(ofObject: 0, isTop: true)
        try writer.fillObjects()
        let archive: [String: PropertyListValue] = [
            "$archiver": .string(archiverName), "$version": .integer(archiveVersion), "$top": top,
            "$objects": .array(writer.archived),
        ]
        return BinaryPropertyListWriter.data(.dictionary(archive))
    }
}

private struct KeyedArchiveLayout {
    let graph: NibGraph
    /// `$objects`, `$null` first; objects' dictionaries are filled in once every slot is known.
    var archived: [PropertyListValue] = [.string(KeyedArchiveWriter.nullMarker)]
    /// Where each graph object, plain entry and class description went in `$objects`.
    private var objectSlots: [Int: Int] = [:]
    private var plainSlots: [PlainKey: Int] = [:]
    private var classSlots: [[String]: Int] = [:]

    /// A plain entry by what it stores: reals by bit pattern, so -0.0 is not 0.0.
    private enum PlainKey: Hashable {
        case string(String)
        case integer(Int64)
        case bool(Bool)
        case real(UInt64)
        case data(Data)

        init?(_ value: PropertyListValue) {
            switch value {
            case .string(let text): self = .string(text)
            case .integer(let number): self = .integer(number)
            case .bool(let flag): self = .bool(flag)
            case .real(let number): self = .real(number.bitPattern)
            case .data(let bytes): self = .data(bytes)
            default: return nil
            }
        }
    }

    /// A value met in the walk: under a key of a dictionary (numbers there stay inline) or as
    /// an array member (everything is a reference).
    private struct Visit {
        var value: NibGraph.Value
        var key: String?
    }

    init(graph: NibGraph) {
        self.graph = graph
    }

    private func failure(_ message: String) -> NibArchiveError {
        NibArchiveError(path: "", message: message)
    }

    /// Gives every object, plain entry and class reachable from the root its `$objects` slot, in
    /// the order first met.
    mutating func placeEverything() throws(NibArchiveError) {
        var stack = children(of: 0).reversed().map { $0 }
        while let visit = stack.popLast() {
            switch visit.value {
            case .null:
                continue
            case .array(let members):
                stack += members.reversed().map { Visit(value: $0, key: nil) }
            case .object(let index):
                guard graph.objects.indices.contains(index) else {
                    throw failure("a value refers to #\(index), outside the graph")
                }
                if let plain = plainValue(of: graph.objects[index]) {
                    place(plain)
                } else if objectSlots[index] == nil {
                    archived.append(.null)
                    objectSlots[index] = archived.count - 1
                    stack += children(of: index).reversed()
                }
            case .string where visit.key == Self.inlineStringKey:
                continue
            case .string(let text):
                place(.string(text))
            case .integer, .bool, .float, .double, .data:
                // Under a key these stay inline; as array members they are entries of their own.
                if visit.key == nil, let plain = Self.plain(visit.value) {
                    place(plain)
                }
            }
        }
    }

    /// Writes each placed object's dictionary into its slot.
    mutating func fillObjects() throws(NibArchiveError) {
        for (index, slot) in objectSlots.sorted(by: { $0.value < $1.value }) {
            archived[slot] = try dictionary(ofObject: index)
        }
    }

    private func children(of index: Int) -> [Visit] {
        let object = graph.objects[index]
        if let members = Self.inlinedMembers(object) {
            return members.map { Visit(value: $0, key: nil) }
        }
        return object.entries.map { Visit(value: $0.value, key: $0.key) }
    }

    private mutating func place(_ plain: PropertyListValue) {
        guard let key = PlainKey(plain), plainSlots[key] == nil else { return }
        archived.append(plain)
        plainSlots[key] = archived.count - 1
    }

    /// An object's values as a keyed dictionary: `$top`'s for the root, else with its `$class`.
    mutating func dictionary(ofObject index: Int, isTop: Bool = false) throws(NibArchiveError) -> PropertyListValue {
        let object = graph.objects[index]
        var fields: [String: PropertyListValue] = [:]
        if let members = Self.inlinedMembers(object) {
            var references: [PropertyListValue] = []
            for member in members {
                references.append(try reference(to: member))
            }
            // A dictionary's members alternate key and value: `NS.keys` and `NS.objects`.
            if NibGraph.dictionaryClasses.contains(object.className) {
                guard references.count.isMultiple(of: 2) else {
                    throw failure("dictionary #\(index) holds \(references.count) members, not keys and values")
                }
                fields[NibGraph.keyedDictionaryKeysKey] = .array(stride(from: 0, to: references.count, by: 2).map { references[$0] })
                fields[NibGraph.keyedMembersKey] = .array(stride(from: 1, to: references.count, by: 2).map { references[$0] })
            } else {
                fields[NibGraph.keyedMembersKey] = .array(references)
            }
        } else {
            for entry in object.entries {
                guard fields[entry.key] == nil else {
                    throw failure("object #\(index) holds \(entry.key) twice, which a keyed archive cannot")
                }
                // A NIBArchive's mutable or localizable string holds UTF-8 bytes; a keyed
                // archive's, the text.
                if NibGraph.textHoldingStringClasses.contains(object.className), entry.key == NibGraph.bytesKey,
                    case .data(let bytes) = entry.value
                {
                    guard let text = String(data: bytes, encoding: .utf8) else {
                        throw failure("object #\(index) is a \(object.className) whose bytes are not UTF-8")
                    }
                    fields[Self.inlineStringKey] = .string(text)
                    continue
                }
                fields[entry.key] = try inlineValue(entry.value, key: entry.key)
            }
        }
        if !isTop {
            fields["$class"] = .uid(UInt64(classSlot(object)))
        }
        return .dictionary(fields)
    }

    /// A value as a dictionary entry holds it: numbers and data inline, the rest by reference.
    private func inlineValue(_ value: NibGraph.Value, key: String) throws(NibArchiveError) -> PropertyListValue {
        switch value {
        case .integer(let number): return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .float(let number): return .real(Double(number))
        case .double(let number): return .real(number)
        case .data(let bytes): return .data(bytes)
        // `NSMutableString` archives its text inline under `NS.string`.
        case .string(let text) where key == Self.inlineStringKey: return .string(text)
        case .null, .object, .string, .array: return try reference(to: value)
        }
    }

    static let inlineStringKey = "NS.string"

    /// A UID to where `placeEverything` put `value` in `$objects`.
    private func reference(to value: NibGraph.Value) throws(NibArchiveError) -> PropertyListValue {
        switch value {
        case .null:
            return .uid(0)
        case .object(let index):
            let slot =
                plainValue(of: graph.objects[index]).flatMap(PlainKey.init).flatMap { plainSlots[$0] } ?? objectSlots[index]
            guard let slot else { throw failure("object #\(index) was not placed") }
            return .uid(UInt64(slot))
        case .array(let members):
            var references: [PropertyListValue] = []
            for member in members {
                references.append(try reference(to: member))
            }
            return .array(references)
        case .string, .integer, .bool, .float, .double, .data:
            guard let key = Self.plain(value).flatMap(PlainKey.init), let slot = plainSlots[key] else {
                throw failure("a value was not placed")
            }
            return .uid(UInt64(slot))
        }
    }

    private static func plain(_ value: NibGraph.Value) -> PropertyListValue? {
        switch value {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .bool(let flag): .bool(flag)
        case .float(let number): .real(Double(number))
        case .double(let number): .real(number)
        case .data(let bytes): .data(bytes)
        case .null, .object, .array: nil
        }
    }

    private mutating func classSlot(_ object: NibGraph.Object) -> Int {
        let chain = [object.className] + object.fallbackClassNames
        if let slot = classSlots[chain] {
            return slot
        }
        archived.append(.dictionary(["$classname": .string(object.className), "$classes": .array(chain.map { .string($0) })]))
        classSlots[chain] = archived.count - 1
        return archived.count - 1
    }

    /// What a NIBArchive's `NSString`, `NSNumber` or `NSData` object holds, as the plain entry a
    /// keyed archive stores instead; nil for any other object.
    private func plainValue(of object: NibGraph.Object) -> PropertyListValue? {
        guard object.entries.count == 1, let entry = object.entries.first else { return nil }
        switch (object.className, entry.key, entry.value) {
        case ("NSString", NibGraph.bytesKey, .data(let bytes)):
            return String(data: bytes, encoding: .utf8).map(PropertyListValue.string)
        case (NibGraph.numberClass, NibGraph.numberIntegerKey, .integer(let number)): return .integer(number)
        case (NibGraph.numberClass, NibGraph.numberIntegerKey, .bool(let flag)): return .bool(flag)
        case (NibGraph.numberClass, NibGraph.numberDoubleKey, .double(let number)): return .real(number)
        case (NibGraph.numberClass, NibGraph.numberFloatKey, .float(let number)): return .real(Double(number))
        case ("NSData", NibGraph.bytesKey, .data(let bytes)): return .data(bytes)
        default: return nil
        }
    }

    /// The members of an inlined NIBArchive collection; nil for any other object.
    static func inlinedMembers(_ object: NibGraph.Object) -> [NibGraph.Value]? {
        guard object.entries.first?.key == NibGraph.inlinedValueKey else { return nil }
        var members: [NibGraph.Value] = []
        for entry in object.entries.dropFirst() {
            guard entry.key == NibGraph.memberKey else { return nil }
            members.append(entry.value)
        }
        return members
    }
}
