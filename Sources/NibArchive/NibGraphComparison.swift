import Foundation

/// Compares two nib graphs as graphs, not as tables. Each graph's objects are numbered depth-first
/// from the root over its values sorted by key (values under one key keep their order: they are a
/// collection's members; a set's members and a dictionary's entries, which have no order, are
/// sorted by what each one is),
/// so value order, object order, integer width and coder version do not count. An object is identified by the path of its first visit in that walk: two references
/// agree when both are first visits here (then their contents are compared), or both lead back to
/// objects first met at the same path. A nib archived inside a data value is compared the same way.
///
/// Floats compare by bit pattern: `NaN` equals itself, `-0.0` differs from `0.0`, and a float32
/// never equals a float64 of the same value. Integer width is only the narrowest form that holds
/// the number, but a float's width comes from the property's declared type (`float` or
/// `CGFloat`/`double`), so a width difference is a real difference in what was archived.
public enum NibGraphComparison {
    /// Nibs nested deeper than this inside data values are compared as bytes.
    public static let maximumNesting = 8

    public static func differences(_ a: NibGraph, _ b: NibGraph) -> [NibDifference] {
        comparison(a, b).differences
    }

    /// The differences and how many objects the two graphs share unchanged.
    public static func comparison(_ a: NibGraph, _ b: NibGraph) -> NibGraphComparisonResult {
        comparison(a, b, nesting: 0)
    }

    static func comparison(_ a: NibGraph, _ b: NibGraph, nesting: Int) -> NibGraphComparisonResult {
        var walk = GraphWalk(a, b, nesting: nesting)
        walk.run()
        return walk.result
    }
}

/// What one comparison of two graphs found: its differences, and the objects the walk paired at the
/// same place with the same class and the same values of their own (a difference further down
/// belongs to the object that holds it, not to its owners). Nibs archived inside values count too.
public struct NibGraphComparisonResult: Sendable, Hashable {
    public var differences: [NibDifference]
    public var objects: NibObjectMatch
}

/// How many objects two nibs have and how many of them match; `similarity` is the Dice
/// coefficient, twice the matched objects over both sides' objects.
public struct NibObjectMatch: Sendable, Hashable, Codable {
    public var objectsInA: Int
    public var objectsInB: Int
    public var matchedObjects: Int

    public init(objectsInA: Int, objectsInB: Int, matchedObjects: Int) {
        self.objectsInA = objectsInA
        self.objectsInB = objectsInB
        self.matchedObjects = matchedObjects
    }

    public static let none = NibObjectMatch(objectsInA: 0, objectsInB: 0, matchedObjects: 0)

    /// 1 for two empty graphs.
    public var similarity: Double {
        let total = objectsInA + objectsInB
        return total == 0 ? 1 : Double(2 * matchedObjects) / Double(total)
    }

    public static func + (left: NibObjectMatch, right: NibObjectMatch) -> NibObjectMatch {
        NibObjectMatch(
            objectsInA: left.objectsInA + right.objectsInA, objectsInB: left.objectsInB + right.objectsInB,
            matchedObjects: left.matchedObjects + right.matchedObjects)
    }
}

/// A step from an object to one of its values: the n-th value under a key, or the n-th member of
/// an inlined collection or array.
enum PathStep: Hashable {
    case key(String, Int)
    case member(Int)
}

/// Paths as a tree of interned nodes, so a path compares in constant time and deep graphs cost
/// one node per step. Node 0 is the root.
struct PathTable {
    private struct Node: Hashable {
        var parent: Int
        var step: PathStep
    }

    private var ids: [Node: Int] = [:]
    private var nodes: [Node] = [Node(parent: -1, step: .member(0))]

    mutating func node(_ parent: Int, _ step: PathStep) -> Int {
        let node = Node(parent: parent, step: step)
        if let id = ids[node] {
            return id
        }
        nodes.append(node)
        ids[node] = nodes.count - 1
        return nodes.count - 1
    }

    func steps(to node: Int) -> [PathStep] {
        var steps: [PathStep] = []
        var current = node
        while current > 0 {
            steps.append(nodes[current].step)
            current = nodes[current].parent
        }
        return steps.reversed()
    }
}

/// An object's values as the comparison walks them.
struct ObjectView {
    var keyed: [String: [NibGraph.Value]] = [:]
    var sortedKeys: [String] = []
    var members: [NibGraph.Value] = []
    /// The text of an object that is nothing but a string (`NSString` with `NS.bytes`).
    var plainString: String?

    init(_ object: NibGraph.Object) {
        for entry in object.entries {
            if entry.key == NibGraph.memberKey {
                members.append(entry.value)
            } else {
                keyed[entry.key, default: []].append(entry.value)
            }
        }
        sortedKeys = keyed.keys.sorted()
        if object.entries.count == 1, let entry = object.entries.first {
            switch (entry.key, entry.value) {
            case (NibGraph.bytesKey, .data(let bytes)): plainString = String(data: bytes, encoding: .utf8)
            case ("NS.string", .string(let text)): plainString = text
            default: break
            }
        }
    }

    /// Every value in walk order: keys sorted, then members.
    var children: [(PathStep, NibGraph.Value)] {
        var children: [(PathStep, NibGraph.Value)] = []
        for key in sortedKeys {
            for (position, value) in keyed[key]!.enumerated() {
                children.append((.key(key, position), value))
            }
        }
        for (position, member) in members.enumerated() {
            children.append((.member(position), member))
        }
        return children
    }
}

/// One side of a comparison: the graph, its views and the first-visit path of each object.
struct ComparedGraph {
    let graph: NibGraph
    let views: [ObjectView]
    /// The path node of each object's first visit; -1 for objects the root does not reach.
    let firstVisit: [Int]

    init(_ graph: NibGraph, paths: inout PathTable) {
        self.graph = graph
        var views = graph.objects.map(ObjectView.init)
        // A set has no order: Xcode writes its members in the order of a hash of its objects' memory
        // addresses (SwiftMessages 9.0.1 CenteredView's trait storage descendants), so both sides
        // list them by what each member is.
        // A keyed archive holds a set's members in an `NS.objects` array, listed the same way.
        for (index, object) in graph.objects.enumerated() where Self.setClasses.contains(object.className) {
            views[index].members = Self.inSignatureOrder(views[index].members, in: graph)
            if let lists = views[index].keyed[NibGraph.keyedMembersKey] {
                views[index].keyed[NibGraph.keyedMembersKey] = lists.map { list in
                    guard case .array(let members) = list else { return list }
                    return .array(Self.inSignatureOrder(members, in: graph))
                }
            }
        }
        // A dictionary has no order either: Xcode writes its entries in the order of its hash
        // table, which depends on when each key went in (one tab's navigation controller of the
        // same storyboard lists UpstreamPlaceholder-2 first, the other three -1), so both sides
        // list them by key.
        for (index, object) in graph.objects.enumerated() where NibGraph.dictionaryClasses.contains(object.className) {
            // An inlined dictionary alternates key and value.
            let members = views[index].members
            if !members.isEmpty, members.count.isMultiple(of: 2) {
                let keys = stride(from: 0, to: members.count, by: 2).map { members[$0] }
                let values = stride(from: 1, to: members.count, by: 2).map { members[$0] }
                let sorted = Self.inKeySignatureOrder(keys: keys, values: values, in: graph)
                views[index].members = zip(sorted.keys, sorted.values).flatMap { [$0, $1] }
            }
            if case .array(let keys)? = views[index].keyed[NibGraph.keyedDictionaryKeysKey]?.first,
                case .array(let values)? = views[index].keyed[NibGraph.keyedMembersKey]?.first, keys.count == values.count
            {
                let (sortedKeys, sortedValues) = Self.inKeySignatureOrder(keys: keys, values: values, in: graph)
                views[index].keyed[NibGraph.keyedDictionaryKeysKey] = [.array(sortedKeys)]
                views[index].keyed[NibGraph.keyedMembersKey] = [.array(sortedValues)]
            }
        }
        self.views = views
        var first = [Int](repeating: -1, count: graph.objects.count)
        // Depth-first with an explicit stack (archives nest deeper than the call stack allows); an
        // object's first visit is the first time it is popped.
        var pending: [(node: Int, value: NibGraph.Value)] = graph.objects.isEmpty ? [] : [(0, .object(0))]
        while let (node, value) = pending.popLast() {
            switch value {
            case .object(let index):
                guard first.indices.contains(index), first[index] < 0 else { continue }
                first[index] = node
                for (step, child) in views[index].children.reversed() where child.mayHoldObjects {
                    pending.append((paths.node(node, step), child))
                }
            case .array(let members):
                for (position, member) in members.enumerated().reversed() where member.mayHoldObjects {
                    pending.append((paths.node(node, .member(position)), member))
                }
            default:
                continue
            }
        }
        firstVisit = first
    }

    static let setClasses: Set<String> = ["NSSet", "NSMutableSet"]

    /// A dictionary's keys and values, entry by entry in the order of the keys' signatures (then
    /// the values').
    static func inKeySignatureOrder(keys: [NibGraph.Value], values: [NibGraph.Value], in graph: NibGraph) -> (
        keys: [NibGraph.Value], values: [NibGraph.Value]
    ) {
        let entries = zip(keys, values).enumerated()
            .map { (key: signature(of: $0.element.0, in: graph), value: signature(of: $0.element.1, in: graph), position: $0.offset) }
            .sorted { ($0.key, $0.value, $0.position) < ($1.key, $1.value, $1.position) }
        return (entries.map { keys[$0.position] }, entries.map { values[$0.position] })
    }

    static func inSignatureOrder(_ members: [NibGraph.Value], in graph: NibGraph) -> [NibGraph.Value] {
        members.enumerated()
            .map { (signature: signature(of: $0.element, in: graph), position: $0.offset, member: $0.element) }
            .sorted { ($0.signature, $0.position) < ($1.signature, $1.position) }
            .map(\.member)
    }

    /// What a set member is, the same in both graphs whatever the order: its class, its values, and
    /// the classes of the objects it refers to.
    static func signature(of value: NibGraph.Value, in graph: NibGraph) -> String {
        guard case .object(let index) = value, graph.objects.indices.contains(index) else {
            return String(describing: value)
        }
        let object = graph.objects[index]
        let values = object.entries.map { entry -> String in
            switch entry.value {
            case .object(let child) where graph.objects.indices.contains(child):
                return entry.key + "=" + graph.objects[child].className
            case .data(let bytes):
                // The bytes themselves: members told apart only by a frame (UIBounds, UICenter)
                // must not tie ("17 bytes" each).
                return entry.key + "=" + bytes.map { String($0, radix: 16) }.joined(separator: ".")
            default:
                return entry.key + "=" + String(describing: entry.value)
            }
        }
        return object.className + "{" + values.sorted().joined(separator: ";") + "}"
    }

    func isObject(_ index: Int) -> Bool {
        graph.objects.indices.contains(index)
    }

    /// The readable form of a path in this graph: ` Class.Key` per object passed, `[i]` per member.
    func describePath(_ steps: [PathStep]) -> String {
        var text = ""
        var current: NibGraph.Value? = .object(0)
        var atRoot = true
        for step in steps {
            switch (step, current) {
            case (.key(let key, let position), .object(let index)?) where isObject(index):
                let values = views[index].keyed[key] ?? []
                text += (atRoot ? "" : " \(graph.objects[index].className).") + key
                text += values.count > 1 ? "[\(position)]" : ""
                current = values.indices.contains(position) ? values[position] : nil
            case (.member(let position), .object(let index)?) where isObject(index):
                let members = views[index].members
                text += "[\(position)]"
                current = members.indices.contains(position) ? members[position] : nil
            case (.member(let position), .array(let members)?):
                text += "[\(position)]"
                current = members.indices.contains(position) ? members[position] : nil
            default:
                return text
            }
            atRoot = false
        }
        return text
    }
}

extension NibGraph.Value {
    var mayHoldObjects: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

private struct GraphWalk {
    struct Frame {
        var parent: Int
        var segment: String
    }

    struct Pending {
        var a: NibGraph.Value?
        var b: NibGraph.Value?
        var node: Int
        var frame: Int
        /// Below a sharing difference only contents count: the two sides' objects were first met
        /// in different places, so their first-visit paths cannot agree.
        var contentOnly: Bool
        /// The compared object pair (an index into `compared`) whose value this is; nil at the root.
        var owner: Int?
    }

    /// Two objects the walk compared, and whether a value of their own differs.
    struct ComparedPair {
        var a: Int
        var b: Int
        var differs = false
    }

    struct Pair: Hashable {
        var a: Int
        var b: Int
    }

    var paths = PathTable()
    let a: ComparedGraph
    let b: ComparedGraph
    let nesting: Int
    var frames = [Frame(parent: -1, segment: "")]
    var pending: [Pending] = []
    var comparedByContent = Set<Pair>()
    var found: [NibDifference] = []
    var compared: [ComparedPair] = []
    /// The objects of nibs archived inside values.
    var nestedObjects = NibObjectMatch.none
    var nestedSeen: [NestedPair: NestedComparison] = [:]

    /// Two data values, hashed over all their bytes (nibs share long headers).
    struct NestedPair: Hashable {
        var a: Data
        var b: Data

        func hash(into hasher: inout Hasher) {
            a.withUnsafeBytes { hasher.combine(bytes: $0) }
            b.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// A nested pair's comparison (nil when they are not both nibs) and the path it was first met at.
    struct NestedComparison {
        var result: NibGraphComparisonResult?
        var path: String
    }

    init(_ a: NibGraph, _ b: NibGraph, nesting: Int) {
        var paths = PathTable()
        self.a = ComparedGraph(a, paths: &paths)
        self.b = ComparedGraph(b, paths: &paths)
        self.paths = paths
        self.nesting = nesting
    }

    mutating func run() {
        switch (a.graph.objects.isEmpty, b.graph.objects.isEmpty) {
        case (true, true): return
        case (false, true): found.append(NibDifference(path: "", kind: .onlyInA, a: "the root object", b: nil))
        case (true, false): found.append(NibDifference(path: "", kind: .onlyInB, a: nil, b: "the root object"))
        case (false, false):
            pending.append(Pending(a: .object(0), b: .object(0), node: 0, frame: 0, contentOnly: false, owner: nil))
        }
        while let next = pending.popLast() {
            compare(next)
        }
    }

    var result: NibGraphComparisonResult {
        // An object compared twice (below a sharing difference) counts once on each side.
        let matched = compared.filter { !$0.differs }
        let matchedCount = min(Set(matched.map(\.a)).count, Set(matched.map(\.b)).count)
        let own = NibObjectMatch(
            objectsInA: a.firstVisit.count { $0 >= 0 }, objectsInB: b.firstVisit.count { $0 >= 0 }, matchedObjects: matchedCount)
        return NibGraphComparisonResult(differences: found, objects: own + nestedObjects)
    }

    private func path(_ frame: Int) -> String {
        var segments: [Substring] = []
        var current = frame
        while current > 0 {
            segments.append(Substring(frames[current].segment))
            current = frames[current].parent
        }
        return segments.reversed().joined()
    }

    /// Records a difference in a value of `owner` (a compared pair).
    private mutating func report(_ kind: NibDifference.Kind, _ frame: Int, _ a: String?, _ b: String?, owner: Int?) {
        found.append(NibDifference(path: path(frame), kind: kind, a: a, b: b))
        if let owner {
            compared[owner].differs = true
        }
    }

    private mutating func compare(_ item: Pending) {
        switch (item.a, item.b) {
        case (nil, nil):
            return
        case (let value?, nil):
            report(.onlyInA, item.frame, describe(value, in: a), nil, owner: item.owner)
        case (nil, let value?):
            report(.onlyInB, item.frame, nil, describe(value, in: b), owner: item.owner)
        case (.object(let x)?, .object(let y)?) where a.isObject(x) && b.isObject(y):
            compareReferences(x, y, item)
        case (.array(let left)?, .array(let right)?):
            for position in (0..<max(left.count, right.count)).reversed() {
                pending.append(
                    Pending(
                        a: left.indices.contains(position) ? left[position] : nil,
                        b: right.indices.contains(position) ? right[position] : nil,
                        node: paths.node(item.node, .member(position)), frame: frame(item.frame, "[\(position)]"),
                        contentOnly: item.contentOnly, owner: item.owner))
            }
        case (.data(let left)?, .data(let right)?):
            if compareNested(left, right, item) || left == right {
                return
            }
            if let geometryA = GeometryText.describe(left), let geometryB = GeometryText.describe(right),
                geometryA != geometryB
            {
                report(.value, item.frame, geometryA, geometryB, owner: item.owner)
            } else {
                let (textA, textB) = DataText.contrast(left, right)
                report(.value, item.frame, textA, textB, owner: item.owner)
            }
        case (.float(let left)?, .float(let right)?):
            if left.bitPattern != right.bitPattern {
                report(.value, item.frame, describe(.float(left), in: a), describe(.float(right), in: b), owner: item.owner)
            }
        case (.double(let left)?, .double(let right)?):
            if left.bitPattern != right.bitPattern {
                report(.value, item.frame, describe(.double(left), in: a), describe(.double(right), in: b), owner: item.owner)
            }
        case (let left?, let right?):
            let (typeA, typeB) = (typeName(left, in: a), typeName(right, in: b))
            if typeA != typeB {
                report(
                    .value, item.frame, typeA + " " + describe(left, in: a), typeB + " " + describe(right, in: b),
                    owner: item.owner)
            } else if left != right {
                report(.value, item.frame, describe(left, in: a), describe(right, in: b), owner: item.owner)
            }
        }
    }

    private mutating func frame(_ parent: Int, _ segment: String) -> Int {
        frames.append(Frame(parent: parent, segment: segment))
        return frames.count - 1
    }

    private mutating func compareReferences(_ x: Int, _ y: Int, _ item: Pending) {
        let (firstA, firstB) = (a.firstVisit[x], b.firstVisit[y])
        if item.contentOnly {
            guard firstA != firstB, comparedByContent.insert(Pair(a: x, b: y)).inserted else { return }
            compareObjects(x, y, item)
            return
        }
        if firstA == item.node && firstB == item.node {
            compareObjects(x, y, item)
            return
        }
        guard firstA != firstB else { return }
        report(
            .sharing, item.frame, sharingText(firstA, here: item.node, in: a), sharingText(firstB, here: item.node, in: b),
            owner: item.owner)
        if firstA == item.node || firstB == item.node, comparedByContent.insert(Pair(a: x, b: y)).inserted {
            var contents = item
            contents.contentOnly = true
            compareObjects(x, y, contents)
        }
    }

    private func sharingText(_ first: Int, here: Int, in side: ComparedGraph) -> String {
        first == here ? "a separate object" : "the same object as \(side.describePath(paths.steps(to: first)))"
    }

    private mutating func compareObjects(_ x: Int, _ y: Int, _ item: Pending) {
        let (left, right) = (a.graph.objects[x], b.graph.objects[y])
        let (viewA, viewB) = (a.views[x], b.views[y])
        compared.append(ComparedPair(a: x, b: y))
        let pair = compared.count - 1
        let sameClass = left.className == right.className && left.fallbackClassNames == right.fallbackClassNames
        if !sameClass {
            report(.class, item.frame, Self.classText(left), Self.classText(right), owner: pair)
        }
        if let textA = viewA.plainString, let textB = viewB.plainString {
            if textA != textB {
                report(.value, item.frame, Quoted.text(textA), Quoted.text(textB), owner: pair)
            }
            return
        }
        let owner = left.className == right.className ? left.className : left.className + "|" + right.className
        let prefix = item.node == 0 ? "" : " \(owner)."
        var children: [Pending] = []
        for key in Set(viewA.sortedKeys + viewB.sortedKeys).sorted() {
            let (valuesA, valuesB) = (viewA.keyed[key] ?? [], viewB.keyed[key] ?? [])
            let count = max(valuesA.count, valuesB.count)
            for position in 0..<count {
                children.append(
                    Pending(
                        a: valuesA.indices.contains(position) ? valuesA[position] : nil,
                        b: valuesB.indices.contains(position) ? valuesB[position] : nil,
                        node: paths.node(item.node, .key(key, position)),
                        frame: frame(item.frame, prefix + key + (count > 1 ? "[\(position)]" : "")),
                        contentOnly: item.contentOnly, owner: pair))
            }
        }
        for position in 0..<max(viewA.members.count, viewB.members.count) {
            children.append(
                Pending(
                    a: viewA.members.indices.contains(position) ? viewA.members[position] : nil,
                    b: viewB.members.indices.contains(position) ? viewB.members[position] : nil,
                    node: paths.node(item.node, .member(position)), frame: frame(item.frame, "[\(position)]"),
                    contentOnly: item.contentOnly, owner: pair))
        }
        pending.append(contentsOf: children.reversed())
    }

    /// Compares two data values as nibs when both are: their objects count beside this graph's,
    /// their differences go under this path. A pair of nibs met again (a keyed archive can hold
    /// one data entry in many objects, and so a nib in it many times over) is compared once: later
    /// places count its objects and, when it differs, say where its differences are. False when
    /// the values are not both nibs.
    private mutating func compareNested(_ left: Data, _ right: Data, _ item: Pending) -> Bool {
        guard nesting < NibGraphComparison.maximumNesting, NestedNib.hasMagic(left), NestedNib.hasMagic(right) else {
            return false
        }
        let key = NestedPair(a: left, b: right)
        if let seen = nestedSeen[key] {
            guard let result = seen.result else { return false }
            nestedObjects = nestedObjects + result.objects
            if !result.differences.isEmpty {
                report(
                    .value, item.frame, "a nib of \(left.count) bytes, differing as at \(seen.path)", "a nib of \(right.count) bytes",
                    owner: item.owner)
            }
            return true
        }
        let here = path(item.frame)
        guard let graphA = NestedNib.graph(left), let graphB = NestedNib.graph(right) else {
            nestedSeen[key] = NestedComparison(result: nil, path: here)
            return false
        }
        let result = NibGraphComparison.comparison(graphA, graphB, nesting: nesting + 1)
        nestedSeen[key] = NestedComparison(result: result, path: here)
        nestedObjects = nestedObjects + result.objects
        for difference in result.differences {
            var nested = difference
            nested.path = here + " → " + (difference.path.isEmpty ? "(root)" : difference.path)
            found.append(nested)
        }
        if let owner = item.owner, !result.differences.isEmpty {
            compared[owner].differs = true
        }
        return true
    }

    static func classText(_ object: NibGraph.Object) -> String {
        object.fallbackClassNames.isEmpty
            ? object.className : "\(object.className) (\(object.fallbackClassNames.joined(separator: ", ")))"
    }

    private func typeName(_ value: NibGraph.Value, in side: ComparedGraph) -> String {
        switch value {
        case .integer: "integer"
        case .bool: "bool"
        case .float: "float32"
        case .double: "float64"
        case .data: "data"
        case .null: "nil"
        case .string: "string"
        case .array: "array"
        case .object(let index): side.isObject(index) ? "object" : "reference"
        }
    }

    private func describe(_ value: NibGraph.Value, in side: ComparedGraph) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .float(let number): return "\(number)"
        case .double(let number): return "\(number)"
        case .data(let data):
            // By its magic alone: a nib held in many places is not read again for each.
            if NestedNib.hasMagic(data) {
                return "a nib of \(data.count) bytes"
            }
            return GeometryText.describe(data) ?? DataText.describe(data)
        case .null: return "nil"
        case .string(let text): return Quoted.text(text)
        case .array(let members): return "an array of \(members.count)"
        case .object(let index):
            guard side.isObject(index) else { return "#\(index), which is not in the archive" }
            let object = side.graph.objects[index]
            if let text = side.views[index].plainString {
                return object.className == "NSString" ? Quoted.text(text) : "\(object.className) \(Quoted.text(text))"
            }
            let members = side.views[index].members.count
            return members > 0 ? "\(object.className) of \(members)" : object.className
        }
    }
}

/// A nib archived inside a data value (a prototype cell's `UINib` keeps its `archiveData` so).
enum NestedNib {
    static func hasMagic(_ data: Data) -> Bool {
        NibArchiveReader.hasMagic(data) || BinaryPropertyListReader.hasMagic(data)
    }

    static func graph(_ data: Data) -> NibGraph? {
        if NibArchiveReader.hasMagic(data) {
            return (try? NibArchiveReader.read(data, path: "nested nib")).map(NibGraph.init)
        }
        if BinaryPropertyListReader.hasMagic(data) {
            return try? KeyedArchiveReader.read(data, path: "nested nib")
        }
        return nil
    }
}

enum Quoted {
    /// The text in double quotes, with quotes, backslashes and control characters escaped.
    static func text(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    quoted += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}

enum DataText {
    static let shown = 16

    /// Text (a string's `NS.bytes`, a color's `NSRGB`) quoted, other bytes in hex.
    static func describe(_ data: Data) -> String {
        if let text = String(data: data, encoding: .utf8), !text.isEmpty,
            text.unicodeScalars.dropLast(text.hasSuffix("\0") ? 1 : 0).allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        {
            return Quoted.text(text)
        }
        return data.count <= 2 * shown ? "<\(hex(data))>" : "<\(hex(data.prefix(shown)))…> (\(data.count) bytes)"
    }

    /// Two different data values, long ones shown from their first differing byte.
    static func contrast(_ left: Data, _ right: Data) -> (String, String) {
        if left.count <= 2 * shown && right.count <= 2 * shown {
            return (describe(left), describe(right))
        }
        let common = zip(left, right).prefix { $0 == $1 }.count
        func window(_ data: Data) -> String {
            let slice = data.dropFirst(common).prefix(shown)
            return "\(data.count) bytes, from byte \(common): <\(hex(slice))\(data.count > common + shown ? "…" : "")>"
        }
        return (window(left), window(right))
    }

    static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
