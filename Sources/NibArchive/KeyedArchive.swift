import Foundation

/// Decodes keyed-archive nibs: NSKeyedArchiver binary plists (macOS `keyedobjects.nib`, older
/// UIKit nibs) into the same `NibGraph` a NIBArchive gives.
public enum KeyedArchiveReader {
    public static func read(_ data: Data, path: String) throws(NibArchiveError) -> NibGraph {
        try NibGraph(keyedArchive: BinaryPropertyListReader.read(data, path: path), path: path)
    }
}

extension NibGraph {
    /// The graph of an NSKeyedArchiver archive. Object 0 is an `NSObject` holding `$top`'s entries
    /// (`IB.objectdata`, or UIKit's `UINib…Key`s), as the root of the NIBArchive form of the same
    /// nib does; the archive's objects follow in `$objects` order. Entries are in key order, since
    /// the archive's dictionaries have none. Strings, numbers and data, which the archive stores as
    /// plain `$objects` entries, become inline values; the `$null` entry becomes `.null`.
    public init(keyedArchive: PropertyListValue, path: String) throws(NibArchiveError) {
        var converter = try KeyedArchiveConverter(keyedArchive, path: path)
        self.init(objects: try converter.objects())
    }
}

private struct KeyedArchiveConverter {
    struct ClassDescription {
        var name: String
        var fallbacks: [String]
    }

    let path: String
    let top: [String: PropertyListValue]
    let archived: [PropertyListValue]
    /// The graph index of each `$objects` entry that is an object (a dictionary with `$class`).
    let graphIndex: [Int?]
    /// Class descriptions by `$objects` index: most objects share a few.
    var classes: [Int: ClassDescription] = [:]

    init(_ archive: PropertyListValue, path: String) throws(NibArchiveError) {
        self.path = path
        guard case .dictionary(let archive) = archive else {
            throw NibArchiveError(path: path, message: "not a keyed archive: the top object is not a dictionary")
        }
        guard case .string("NSKeyedArchiver") = archive["$archiver"] else {
            throw NibArchiveError(path: path, message: "not a keyed archive: $archiver is not NSKeyedArchiver")
        }
        guard case .array(let objects) = archive["$objects"] else {
            throw NibArchiveError(path: path, message: "keyed archive has no $objects array")
        }
        guard case .dictionary(let top) = archive["$top"] else {
            throw NibArchiveError(path: path, message: "keyed archive has no $top dictionary")
        }
        self.top = top
        archived = objects
        var next = 1
        graphIndex = objects.map { entry in
            guard case .dictionary(let fields) = entry, fields["$class"] != nil else { return nil }
            defer { next += 1 }
            return next
        }
    }

    private func failure(_ message: String) -> NibArchiveError {
        NibArchiveError(path: path, message: message)
    }

    mutating func objects() throws(NibArchiveError) -> [NibGraph.Object] {
        var result = [NibGraph.Object(className: "NSObject", entries: try entries(top, owner: "$top"))]
        result.reserveCapacity(archived.count)
        for (index, entry) in archived.enumerated() {
            guard graphIndex[index] != nil, case .dictionary(let fields) = entry, let reference = fields["$class"] else {
                continue
            }
            let description = try classDescription(reference, of: index)
            result.append(
                NibGraph.Object(
                    className: description.name, fallbackClassNames: description.fallbacks,
                    entries: try entries(fields, owner: "$objects[\(index)]")))
        }
        return result
    }

    private func entries(_ fields: [String: PropertyListValue], owner: String) throws(NibArchiveError) -> [NibGraph.Entry] {
        var entries: [NibGraph.Entry] = []
        entries.reserveCapacity(fields.count)
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) where key != "$class" {
            entries.append(NibGraph.Entry(key: key, value: try convert(value, at: "\(owner).\(key)")))
        }
        return entries
    }

    private func convert(_ value: PropertyListValue, at location: @autoclosure () -> String) throws(NibArchiveError) -> NibGraph.Value {
        switch value {
        case .uid(let reference):
            return try resolve(reference, at: location())
        case .array(let members):
            var converted: [NibGraph.Value] = []
            converted.reserveCapacity(members.count)
            for (index, member) in members.enumerated() {
                converted.append(try convert(member, at: "\(location())[\(index)]"))
            }
            return .array(converted)
        case .dictionary:
            throw failure("\(location()) is an inline dictionary, which keyed archives do not write")
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .integer(let number): return .integer(number)
        case .real(let number), .date(let number): return .double(number)
        case .data(let bytes): return .data(bytes)
        case .string(let text): return .string(text)
        }
    }

    /// What a UID points at: an object in the graph, or a plain entry inlined.
    private func resolve(_ reference: UInt64, at location: String) throws(NibArchiveError) -> NibGraph.Value {
        guard let index = Int(exactly: reference), index < archived.count else {
            throw failure("\(location) refers to $objects[\(reference)] of \(archived.count)")
        }
        if let object = graphIndex[index] {
            return .object(object)
        }
        switch archived[index] {
        case .string("$null") where index == 0: return .null
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number), .date(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .data(let bytes): return .data(bytes)
        case .null: return .null
        case .dictionary(let fields) where fields["$classname"] != nil:
            throw failure("\(location) refers to $objects[\(index)], a class description, not an object")
        case .dictionary:
            throw failure("\(location) refers to $objects[\(index)], a dictionary without $class")
        case .uid, .array:
            throw failure("\(location) refers to $objects[\(index)], which is neither an object nor a plain value")
        }
    }

    private mutating func classDescription(_ reference: PropertyListValue, of index: Int) throws(NibArchiveError) -> ClassDescription {
        guard case .uid(let raw) = reference, let classIndex = Int(exactly: raw), classIndex < archived.count else {
            throw failure("$objects[\(index)].$class is not a reference into $objects")
        }
        if let known = classes[classIndex] {
            return known
        }
        guard case .dictionary(let fields) = archived[classIndex], case .string(let name) = fields["$classname"] else {
            throw failure("$objects[\(index)].$class refers to $objects[\(classIndex)], which is not a class description")
        }
        var hierarchy: [String] = []
        switch fields["$classes"] {
        case nil:
            break
        case .array(let members):
            for member in members {
                guard case .string(let ancestor) = member else {
                    throw failure("$objects[\(classIndex)].$classes holds a value that is not a class name")
                }
                hierarchy.append(ancestor)
            }
        default:
            throw failure("$objects[\(classIndex)].$classes is not an array")
        }
        // `$classes` lists the class itself first, then its superclasses: the fallbacks.
        let own = hierarchy.firstIndex(of: name).map { $0 + 1 } ?? 0
        let description = ClassDescription(name: name, fallbacks: Array(hierarchy[own...]))
        classes[classIndex] = description
        return description
    }
}
