import Foundation

/// A graph's NIBArchive tables, laid out as Xcode writes them: classes and keys in order of first
/// use, each class's fallbacks (`fallbackClassNames`) as classes of their own, those no object
/// uses after all others in name order; non-negative integers in their narrowest width and
/// negative ones as int64; an object without values starts at value 0. Objects are either in
/// graph order (`init(_:coderVersion:)`, a decoded nib written back) or numbered depth-first from
/// the root (`init(depthFirst:coderVersion:canonical:)`, a nib made from a model). The UIKit
/// knowledge — which classes fall back to which, which equal values are one object — is the
/// caller's: this module knows no class names.
extension NibArchive {
    /// The tables of a graph, objects in graph order. Only what a NIBArchive can hold: a keyed
    /// archive's inline strings and arrays are an error naming the object.
    public init(_ graph: NibGraph, coderVersion: UInt32 = 10) throws(NibArchiveError) {
        try self.init(graph, order: Array(graph.objects.indices), archiveIndex: Array(graph.objects.indices), coderVersion: coderVersion)
    }

    /// The tables of the objects reachable from the root (object 0), numbered in pre-order over
    /// each object's values in value order, the order Xcode encodes in. `canonical` names the
    /// object that stands for each one met (itself, or an equal one met earlier, which is then
    /// archived once and referred to from both places); it is asked once per object met, in that
    /// order, and must name an object already met when it does not name the object itself.
    public init(depthFirst graph: NibGraph, coderVersion: UInt32 = 10, canonical: (Int) -> Int) throws(NibArchiveError) {
        var order: [Int] = []
        var archiveIndex = [Int](repeating: -1, count: graph.objects.count)
        // An explicit stack, so deep view trees cannot overflow the call stack.
        var pending: [Int] = graph.objects.isEmpty ? [] : [0]
        while let popped = pending.popLast() {
            guard archiveIndex[popped] < 0 else { continue }
            let next = canonical(popped)
            guard graph.objects.indices.contains(next) else {
                throw NibArchiveError(path: "", message: "object #\(popped) stands for #\(next), outside the graph")
            }
            guard archiveIndex[next] < 0 else {
                archiveIndex[popped] = archiveIndex[next]
                continue
            }
            guard next == popped else {
                throw NibArchiveError(path: "", message: "object #\(popped) stands for #\(next), which is not met before it")
            }
            archiveIndex[next] = order.count
            order.append(next)
            for entry in graph.objects[next].entries.reversed() {
                if case .object(let child) = entry.value, graph.objects.indices.contains(child), archiveIndex[child] < 0 {
                    pending.append(child)
                }
            }
        }
        try self.init(graph, order: order, archiveIndex: archiveIndex, coderVersion: coderVersion)
    }

    /// The tables of `graph`'s objects in `order`, each reference to object `i` written as `archiveIndex[i]`.
    private init(_ graph: NibGraph, order: [Int], archiveIndex: [Int], coderVersion: UInt32) throws(NibArchiveError) {
        var classIndex: [[String]: Int] = [:]
        // Most objects have no fallbacks: their classes are looked up by name, without a chain.
        var plainClassIndex: [String: Int] = [:]
        var classNames: [ClassName] = []
        var keyIndex: [String: Int] = [:]
        var keys: [String] = []
        // Objects of a class write the same keys in the same order: the key that followed a key
        // (or began an object of the class) last time is tried before hashing the name.
        var keyFollowing: [Int] = []
        var firstKeyOfClass: [Int] = []
        var objects: [Object] = []
        var values: [Value] = []
        objects.reserveCapacity(order.count)
        // Room for the classes and keys of a large nib, which otherwise grow their tables a few times.
        plainClassIndex.reserveCapacity(32)
        keyIndex.reserveCapacity(128)
        values.reserveCapacity(order.reduce(0) { $0 + graph.objects[$1].entries.count })

        for index in order {
            let object = graph.objects[index]
            let classPosition: Int
            if object.fallbackClassNames.isEmpty, let known = plainClassIndex[object.className] {
                classPosition = known
            } else {
                let chain = [object.className] + object.fallbackClassNames
                if let known = classIndex[chain] {
                    classPosition = known
                } else {
                    classPosition = classNames.count
                    classIndex[chain] = classPosition
                    classNames.append(ClassName(name: object.className))
                    firstKeyOfClass.append(-1)
                }
                if object.fallbackClassNames.isEmpty {
                    plainClassIndex[object.className] = classPosition
                }
            }
            let start = values.count
            var previousKey: Int?
            for entry in object.entries {
                let expected = previousKey.map { keyFollowing[$0] } ?? firstKeyOfClass[classPosition]
                let keyPosition: Int
                if expected >= 0, keys[expected] == entry.key {
                    keyPosition = expected
                } else if let known = keyIndex[entry.key] {
                    keyPosition = known
                } else {
                    keyPosition = keys.count
                    keyIndex[entry.key] = keyPosition
                    keys.append(entry.key)
                    keyFollowing.append(-1)
                }
                if let previousKey {
                    keyFollowing[previousKey] = keyPosition
                } else {
                    firstKeyOfClass[classPosition] = keyPosition
                }
                previousKey = keyPosition
                let content: Content
                switch entry.value {
                case .integer(let number):
                    content =
                        number < 0
                        ? .int64(number)
                        : Int8(exactly: number).map(Content.int8) ?? Int16(exactly: number).map(Content.int16)
                            ?? Int32(exactly: number).map(Content.int32) ?? .int64(number)
                case .bool(let flag): content = .bool(flag)
                case .float(let number): content = .float32(number)
                case .double(let number): content = .float64(number)
                case .data(let data): content = .data(data)
                case .null: content = .null
                case .object(let target):
                    guard archiveIndex.indices.contains(target), let reference = UInt32(exactly: archiveIndex[target]) else {
                        throw NibArchiveError(path: "", message: "object #\(index) refers to #\(target), outside the graph")
                    }
                    content = .object(reference)
                case .string, .array:
                    throw NibArchiveError(
                        path: "", message: "object #\(index) holds an inline \(entry.key): only keyed archives hold those")
                }
                values.append(Value(keyIndex: keyPosition, content: content))
            }
            objects.append(
                Object(classIndex: classPosition, valuesStart: values.count == start ? 0 : start, valueCount: values.count - start))
        }

        let classChains = classIndex.sorted { $0.value < $1.value }.map(\.key)
        let unused = Set(classChains.flatMap { $0.dropFirst() }).filter { classIndex[[$0]] == nil }.sorted()
        for name in unused {
            classIndex[[name]] = classNames.count
            classNames.append(ClassName(name: name))
        }
        for (position, chain) in classChains.enumerated() where chain.count > 1 {
            classNames[position].fallbackClassIndices = chain.dropFirst().compactMap { classIndex[[$0]].map(Int32.init) }
        }
        self.init(coderVersion: coderVersion, objects: objects, keys: keys, values: values, classNames: classNames)
    }
}
