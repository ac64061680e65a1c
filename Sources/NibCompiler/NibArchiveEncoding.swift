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
    ]

    static func archive(_ graph: NibObjectGraph, root: NibObjectGraph.ObjectID) -> NibArchive {
        var order: [Int] = []
        var archiveIndex = [Int](repeating: -1, count: graph.objects.count)
        // Pre-order walk with an explicit stack, so deep view trees cannot overflow the call stack.
        var pending: [NibObjectGraph.ObjectID] = [root]
        while let next = pending.popLast() {
            guard archiveIndex[next.index] < 0 else { continue }
            archiveIndex[next.index] = order.count
            order.append(next.index)
            for (_, value) in graph[next].values.reversed() {
                if case .object(let child) = value, archiveIndex[child.index] < 0 {
                    pending.append(child)
                }
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
