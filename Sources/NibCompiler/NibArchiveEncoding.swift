import Foundation
import NibArchive

/// Turns a `NibObjectGraph` into NIBArchive tables the way current Xcode lays them out: objects
/// numbered depth-first from the root in value order, classes and keys in order of first use,
/// fallback classes after all others.
enum NibArchiveEncoding {
    /// Classes UIKit may not find under their own name when a nib is read on another system.
    static let fallbackClasses: [String: String] = [
        "UIColor": "NSColor",
        "UIFont": "NSFont",
        "_UILayoutGuide": "UIView",
        "_UILayoutSupportConstraint": "NSLayoutConstraint",
        "UITableViewCellContentView": "UIView",
    ]

    static func archive(_ graph: NibObjectGraph, root: NibObjectGraph.ObjectID) -> NibArchive {
        var order: [Int] = []
        var archiveIndex = [Int](repeating: -1, count: graph.objects.count)
        var sharing = Sharing(graph: graph)
        // Pre-order walk with an explicit stack, so deep view trees cannot overflow the call stack.
        // It is also the order Xcode encodes in, so the first of equal values is the one kept.
        var pending: [NibObjectGraph.ObjectID] = [root]
        while let popped = pending.popLast() {
            let next = sharing.canonical(popped.index)
            guard archiveIndex[next] < 0 else { continue }
            archiveIndex[next] = order.count
            order.append(next)
            for (_, value) in graph.objects[next].values.reversed() {
                if case .object(let child) = value, archiveIndex[child.index] < 0 {
                    pending.append(child)
                }
            }
        }
        for index in archiveIndex.indices where archiveIndex[index] < 0 {
            if let shared = sharing.replacement[index] {
                archiveIndex[index] = archiveIndex[shared]
            }
        }

        var classIndex: [String: Int] = [:]
        var classNames: [NibArchive.ClassName] = []
        var keyIndex: [String: Int] = [:]
        var keys: [String] = []
        var objects: [NibArchive.Object] = []
        var values: [NibArchive.Value] = []
        objects.reserveCapacity(order.count)

        for index in order {
            let object = graph.objects[index]
            let classPosition: Int
            if let known = classIndex[object.className] {
                classPosition = known
            } else {
                classPosition = classNames.count
                classIndex[object.className] = classPosition
                classNames.append(NibArchive.ClassName(name: object.className))
            }
            // Xcode gives an object without values a first-value index of 0.
            objects.append(
                NibArchive.Object(
                    classIndex: classPosition, valuesStart: object.values.isEmpty ? 0 : values.count,
                    valueCount: object.values.count))
            for (key, value) in object.values {
                let keyPosition: Int
                if let known = keyIndex[key] {
                    keyPosition = known
                } else {
                    keyPosition = keys.count
                    keyIndex[key] = keyPosition
                    keys.append(key)
                }
                values.append(NibArchive.Value(keyIndex: keyPosition, content: content(value, archiveIndex)))
            }
        }

        let fallbacks = Set(classNames.compactMap { fallbackClasses[$0.name] }).sorted()
        for name in fallbacks where classIndex[name] == nil {
            classIndex[name] = classNames.count
            classNames.append(NibArchive.ClassName(name: name))
        }
        for position in classNames.indices {
            if let fallback = fallbackClasses[classNames[position].name], let target = classIndex[fallback] {
                classNames[position].fallbackClassIndices = [Int32(target)]
            }
        }
        return NibArchive(
            formatVersion: 1, coderVersion: 10, objects: objects, keys: keys, values: values,
            classNames: classNames)
    }

    /// Xcode archives equal values once: numbers (by numeric value, so `@NO`, `@0` and `@0.0` are
    /// one object, written as the first one met), colors, fonts with their descriptors and
    /// attribute dictionaries. Seen in every pair, e.g. SwiftMessages 9.0.1 StatusLine: two runtime
    /// attributes of 30 and an accessibility `isElement` NO with three runtime attributes of 0.
    struct Sharing {
        let graph: NibObjectGraph
        /// Objects replaced by an equal one met earlier.
        var replacement: [Int: Int] = [:]
        /// The first object met for each value, by the value's key number.
        private var first: [Int: Int] = [:]
        /// Key numbers of the values met, and each object's key number (nil: not a value).
        private var keyNumbers: [Key: Int] = [:]
        private var keys: [Int: Int?] = [:]

        /// A value's class and contents, its objects given by their own key numbers; strings,
        /// already one object per text, by their index (negative, so never a key number).
        private struct Key: Hashable {
            var className: String
            var parts: [Part]
        }

        private enum Part: Hashable {
            case name(String)
            case value(NibObjectGraph.Value)
            case child(Int)
            case number(NumberKey)
        }

        /// A number by value, as `NSNumber` compares them (@NO, @0 and @0.0 are equal), exact for
        /// every integer: a `Double` key made 2^53 + 1 equal to 2^53.
        private enum NumberKey: Hashable {
            case integer(Int64)
            case double(Double)

            init(_ number: Double) {
                self = Int64(exactly: number).map(NumberKey.integer) ?? .double(number)
            }
        }

        static let valueClasses: Set<String> = [
            "NSNumber", "UIColor", "UIFont", "UIFontDescriptor", "NSDictionary", "NSMutableDictionary",
        ]

        init(graph: NibObjectGraph) {
            self.graph = graph
        }

        mutating func canonical(_ index: Int) -> Int {
            if let shared = replacement[index] {
                return shared
            }
            guard let key = key(index, depth: 0) else { return index }
            if let earlier = first[key], earlier != index {
                replacement[index] = earlier
                return earlier
            }
            first[key] = index
            return index
        }

        /// The key number of a value object; nil for objects that are not values.
        private mutating func key(_ index: Int, depth: Int) -> Int? {
            if let known = keys[index] {
                return known
            }
            let object = graph.objects[index]
            // Value objects nest a few levels (font, descriptor, dictionary, number). Dynamic Type
            // fonts are made anew for each use: SwiftMessages MessageView's label and button
            // subhead fonts are two objects in Xcode 9.4's and 12.5's nibs.
            guard depth < 8, Self.valueClasses.contains(object.className),
                !object.values.contains(where: { $0.key == "UIIBTextStyle" })
            else {
                keys[index] = .some(nil)
                return nil
            }
            var key = Key(className: object.className, parts: [])
            if object.className == "NSNumber" {
                for (_, value) in object.values {
                    switch value {
                    case .integer(let number): key.parts.append(.number(.integer(number)))
                    case .float32(let number): key.parts.append(.number(NumberKey(Double(number))))
                    case .float64(let number): key.parts.append(.number(NumberKey(number)))
                    case .bool(let flag): key.parts.append(.number(.integer(flag ? 1 : 0)))
                    default: key.parts.append(.value(value))
                    }
                }
            } else {
                if object.className == "NSMutableDictionary" {
                    key.className = "NSDictionary"
                }
                key.parts.reserveCapacity(object.values.count * 2)
                for (name, value) in object.values {
                    key.parts.append(.name(name))
                    guard case .object(let child) = value else {
                        key.parts.append(.value(value))
                        continue
                    }
                    if graph.objects[child.index].className == "NSString" {
                        key.parts.append(.child(-1 - child.index))
                    } else if let childKey = self.key(child.index, depth: depth + 1) {
                        key.parts.append(.child(childKey))
                    } else {
                        keys[index] = .some(nil)
                        return nil
                    }
                }
            }
            let number = keyNumbers[key] ?? keyNumbers.count
            keyNumbers[key] = number
            keys[index] = number
            return number
        }
    }

    private static func content(_ value: NibObjectGraph.Value, _ archiveIndex: [Int]) -> NibArchive.Content {
        switch value {
        case .integer(let number):
            // Xcode writes non-negative numbers in the narrowest width and negative ones as int64.
            if number < 0 { return .int64(number) }
            if let small = Int8(exactly: number) { return .int8(small) }
            if let medium = Int16(exactly: number) { return .int16(medium) }
            if let large = Int32(exactly: number) { return .int32(large) }
            return .int64(number)
        case .bool(let flag): return .bool(flag)
        case .float32(let number): return .float32(number)
        case .float64(let number): return .float64(number)
        case .data(let bytes): return .data(Data(bytes))
        case .null: return .null
        case .object(let id): return .object(UInt32(archiveIndex[id.index]))
        }
    }
}
