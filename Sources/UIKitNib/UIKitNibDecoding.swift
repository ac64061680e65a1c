import NibArchive

extension UIKitNib {
    /// Nibs archived deeper than this inside one another are an error, not a deeper recursion.
    public static let maximumNesting = 8

    /// Whether the nibs a `UINib` archives inside this one are decoded with it.
    public enum NestedNibs: Sendable, Hashable {
        /// Each nested nib is decoded, as strictly, into `.archivedNib`.
        case decoded
        /// Nested nibs stay bytes in their data objects, as UIKit leaves them until a cell or view
        /// is made from one: for readers that never look inside them.
        case leftArchived
    }

    /// Decodes a UIKit nib's graph strictly: the root and every object of UIKit's nib structure
    /// must have exactly the keys and kinds of value its class has.
    public init(_ graph: NibGraph, nestedNibs: NestedNibs = .decoded) throws(UIKitNibError) {
        try self.init(graph, enclosing: [], nestedNibs: nestedNibs)
    }

    /// One object of a graph decoded as the model would, without the rest of the nib: what a coder
    /// needs to make a single object. A nested nib's archive is not decoded here.
    public static func content(ofObjectAt index: Int, in graph: NibGraph) throws(UIKitNibError) -> Content {
        guard graph.objects.indices.contains(index) else {
            throw UIKitNibError(index: index, className: "", problem: .notAUIKitNib("is outside the graph"))
        }
        return try UIKitNibDecoder(graph: graph, enclosing: [], nestedNibs: .leftArchived).content(of: index)
    }

    init(_ graph: NibGraph, enclosing: [Int], nestedNibs: NestedNibs) throws(UIKitNibError) {
        var decoder = UIKitNibDecoder(graph: graph, enclosing: enclosing, nestedNibs: nestedNibs)
        objects = try decoder.decode()
    }
}

private struct UIKitNibDecoder {
    let graph: NibGraph
    let enclosing: [Int]
    let nestedNibs: UIKitNib.NestedNibs

    func failure(_ index: Int, _ problem: UIKitNibError.Problem) -> UIKitNibError {
        let className = graph.objects.indices.contains(index) ? graph.objects[index].className : ""
        return UIKitNibError(index: index, className: className, problem: problem, enclosing: enclosing)
    }

    mutating func decode() throws(UIKitNibError) -> [UIKitNib.Object] {
        guard let root = graph.root else {
            throw failure(0, .notAUIKitNib("the archive holds no objects"))
        }
        guard root.className == UIKitNibClass.root else {
            throw failure(0, .notAUIKitNib("is not a UIKit nib's root (\(UIKitNibClass.root))"))
        }
        var objects: [UIKitNib.Object] = []
        objects.reserveCapacity(graph.objects.count)
        var toDecode: [(index: Int, archiveData: Int)] = []
        // By index, not by element: an element would be a copy of each object.
        for index in graph.objects.indices {
            let content = index == 0 ? .root(try decodeRoot()) : try content(of: index)
            if case .nestedNib(let nested) = content, nestedNibs == .decoded {
                toDecode.append((index, nested.archiveData))
            }
            objects.append(
                UIKitNib.Object(
                    className: graph.objects[index].className, fallbackClassNames: graph.objects[index].fallbackClassNames,
                    content: content))
        }
        for (index, archiveData) in toDecode {
            objects[archiveData].content = .archivedNib(try archivedNib(archiveData, of: index))
        }
        guard case .root(let lists) = objects[0].content else { return [] }
        try checkMembers(lists.connections, UIKitNibKey.connections, objects) {
            if case .connection = $0 { true } else { false }
        }
        try checkMembers(lists.accessibilityConfigurations, UIKitNibKey.accessibilityConfigurations, objects) {
            if case .accessibilityConfiguration = $0 { true } else { false }
        }
        try checkMembers(lists.keyValuePairs, UIKitNibKey.keyValuePairs, objects) {
            if case .keyValuePair = $0 { true } else { false }
        }
        try checkMembers(lists.traitStorageLists, UIKitNibKey.traitStorageLists, objects) {
            if case .traitStorageList = $0 { true } else { false }
        }
        return objects
    }

    private func checkMembers(
        _ list: UIKitNib.List?, _ key: String, _ objects: [UIKitNib.Object], _ allowed: (UIKitNib.Content) -> Bool
    ) throws(UIKitNibError) {
        for member in list?.members ?? [] where !allowed(objects[member].content) {
            throw failure(member, .unexpectedMember(list: key))
        }
    }

    /// The classes of UIKit's nib structure.
    private static let structureClasses = Set([
        UIKitNibClass.proxy, UIKitNibClass.classSwapper, UIKitNibClass.outletConnection,
        UIKitNibClass.outletCollectionConnection, UIKitNibClass.eventConnection, UIKitNibClass.accessibilityConfiguration,
        UIKitNibClass.keyValuePair, UIKitNibClass.traitStorageList, UIKitNibClass.attributeTraitStorage,
        UIKitNibClass.relationshipTraitStorage, UIKitNibClass.attributeTraitStorageRecord,
        UIKitNibClass.relationshipTraitStorageRecord, UIKitNibClass.nib,
    ]).union(UIKitNibClass.segueTemplateKinds.keys)

    func content(of index: Int) throws(UIKitNibError) -> UIKitNib.Content {
        // Every structure class starts `UI` or `_UI`: the many `NS…` objects (strings, lists,
        // constraints) are set aside without hashing their class name.
        guard let first = graph.objects[index].className.utf8.first, first == UInt8(ascii: "U") || first == UInt8(ascii: "_"),
            Self.structureClasses.contains(graph.objects[index].className)
        else {
            return .values(graph.objects[index].entries)
        }
        let object = graph.objects[index]
        switch object.className {
        case UIKitNibClass.proxy:
            var fields = try strictFields(index, allowed: [UIKitNibKey.proxiedObjectIdentifier])
            return .placeholder(UIKitNib.Placeholder(identifier: try fields.text(UIKitNibKey.proxiedObjectIdentifier)))
        case UIKitNibClass.classSwapper:
            var fields = try strictFields(index, allowed: nil, keepsRemaining: true)
            let className = try fields.text(UIKitNibKey.className)
            let originalClassName = try fields.text(UIKitNibKey.originalClassName)
            let namePosition = fields.remainingBefore(UIKitNibKey.className)
            let values = fields.remaining
            return .classSwapper(
                UIKitNib.ClassSwapper(
                    className: className, originalClassName: originalClassName, values: values,
                    namePosition: namePosition == values.count ? nil : namePosition))
        case UIKitNibClass.outletConnection, UIKitNibClass.outletCollectionConnection, UIKitNibClass.eventConnection:
            return .connection(try connection(index))
        case UIKitNibClass.accessibilityConfiguration:
            var fields = try strictFields(index, allowed: UIKitNibKey.accessibilityConfigurationKeys, keepsRemaining: true)
            let object = try fields.reference(UIKitNibKey.accessibilityObject)
            return .accessibilityConfiguration(UIKitNib.AccessibilityConfiguration(object: object, values: fields.remaining))
        case UIKitNibClass.keyValuePair:
            var fields = try strictFields(index, allowed: [UIKitNibKey.keyPath, UIKitNibKey.object, UIKitNibKey.value])
            return .keyValuePair(
                UIKitNib.KeyValuePair(
                    keyPath: try fields.text(UIKitNibKey.keyPath), object: try fields.reference(UIKitNibKey.object),
                    value: try fields.required(UIKitNibKey.value)))
        case UIKitNibClass.traitStorageList:
            var fields = try strictFields(
                index, allowed: [UIKitNibKey.topLevelObject, UIKitNibKey.descendants, UIKitNibKey.traitStorages])
            return .traitStorageList(
                UIKitNib.TraitStorageList(
                    topLevelObject: try fields.reference(UIKitNibKey.topLevelObject),
                    descendants: try fields.list(UIKitNibKey.descendants), storages: try fields.list(UIKitNibKey.traitStorages)))
        case UIKitNibClass.attributeTraitStorage, UIKitNibClass.relationshipTraitStorage:
            let isAttribute = object.className == UIKitNibClass.attributeTraitStorage
            var allowed: Set<String> = [UIKitNibKey.keyPath, UIKitNibKey.object, UIKitNibKey.records]
            if !isAttribute {
                allowed.insert(UIKitNibKey.relationshipCandidates)
            }
            var fields = try strictFields(index, allowed: allowed)
            return .traitStorage(
                UIKitNib.TraitStorage(
                    kind: isAttribute ? .attribute : .relationship, keyPath: try fields.text(UIKitNibKey.keyPath),
                    object: try fields.reference(UIKitNibKey.object), records: try fields.list(UIKitNibKey.records),
                    relationshipCandidates: try fields.optionalList(UIKitNibKey.relationshipCandidates)))
        case UIKitNibClass.attributeTraitStorageRecord:
            var fields = try strictFields(index, allowed: [UIKitNibKey.traitCollection, UIKitNibKey.value])
            return .traitStorageRecord(
                UIKitNib.TraitStorageRecord(
                    kind: .attribute, traitCollection: try fields.reference(UIKitNibKey.traitCollection),
                    value: try fields.required(UIKitNibKey.value)))
        case UIKitNibClass.relationshipTraitStorageRecord:
            var fields = try strictFields(
                index, allowed: [UIKitNibKey.traitCollection, UIKitNibKey.addedObjects, UIKitNibKey.removedObjects])
            return .traitStorageRecord(
                UIKitNib.TraitStorageRecord(
                    kind: .relationship, traitCollection: try fields.nullableReference(UIKitNibKey.traitCollection),
                    addedObjects: try fields.optionalList(UIKitNibKey.addedObjects),
                    removedObjects: try fields.optionalList(UIKitNibKey.removedObjects)))
        case UIKitNibClass.nib:
            var fields = try strictFields(index, allowed: [UIKitNibKey.archiveData, UIKitNibKey.capturesEnclosingBundle])
            return .nestedNib(
                UIKitNib.NestedNib(
                    archiveData: try fields.reference(UIKitNibKey.archiveData),
                    capturesEnclosingBundle: try fields.optionalBool(UIKitNibKey.capturesEnclosingBundle)))
        case let className where UIKitNibClass.segueTemplateKinds[className] != nil:
            var fields = try strictFields(index, allowed: UIKitNibKey.segueTemplateKeys, keepsRemaining: true)
            return .segueTemplate(
                UIKitNib.SegueTemplate(
                    identifier: try fields.optionalText(UIKitNibKey.segueIdentifier),
                    destinationIdentifier: try fields.optionalText(UIKitNibKey.destinationViewControllerIdentifier),
                    segueClassName: try fields.optionalText(UIKitNibKey.segueClassName),
                    unwindAction: try fields.optionalText(UIKitNibKey.unwindAction), values: fields.remaining))
        default:
            return .values(object.entries)
        }
    }

    private func decodeRoot() throws(UIKitNibError) -> UIKitNib.Root {
        var fields = try strictFields(0, allowed: Set(UIKitNib.Root.lists.map(\.key) + [UIKitNibKey.lineEditVersion]))
        var root = UIKitNib.Root()
        for (key, path) in UIKitNib.Root.lists {
            root[keyPath: path] = try fields.optionalList(key)
        }
        root.lineEditVersion = try fields.optionalInteger(UIKitNibKey.lineEditVersion)
        return root
    }

    private func connection(_ index: Int) throws(UIKitNibError) -> UIKitNib.Connection {
        let kind = UIKitNib.Connection.Kind.allCases.first { $0.className == graph.objects[index].className }!
        var allowed: Set<String> = [UIKitNibKey.label, UIKitNibKey.source, UIKitNibKey.destination]
        switch kind {
        case .outlet: break
        case .action: allowed.insert(UIKitNibKey.eventMask)
        case .outletCollection:
            allowed.formUnion([UIKitNibKey.runtimeCollectionClassName, UIKitNibKey.addsContentToExistingCollection])
        }
        var fields = try strictFields(index, allowed: allowed)
        let label = try fields.text(UIKitNibKey.label)
        let source = try fields.reference(UIKitNibKey.source)
        let destination: NibGraph.Value
        let destinations: [Int]
        if kind == .outletCollection {
            let list = try fields.list(UIKitNibKey.destination)
            (destination, destinations) = (list.archived, list.members)
        } else {
            let reference = try fields.reference(UIKitNibKey.destination)
            (destination, destinations) = (.object(reference), [reference])
        }
        return UIKitNib.Connection(
            kind: kind, label: label, source: source, destination: destination, destinations: destinations,
            eventMask: try fields.optionalInteger(UIKitNibKey.eventMask),
            collectionClassName: try fields.optionalText(UIKitNibKey.runtimeCollectionClassName),
            addsContentToExistingCollection: try fields.optionalBool(UIKitNibKey.addsContentToExistingCollection))
    }

    /// The data object a `UINib` archives its nib in: `NS.bytes` holding NIBArchive bytes.
    private func archivedNib(_ index: Int, of nibIndex: Int) throws(UIKitNibError) -> UIKitNib.ArchivedNib {
        guard enclosing.count < UIKitNib.maximumNesting else {
            throw failure(nibIndex, .notAUIKitNib("nests nibs deeper than \(UIKitNib.maximumNesting)"))
        }
        let object = graph.objects[index]
        guard object.entries.count == 1, let entry = object.entries.first, entry.key == UIKitNibKey.dataBytes,
            case .data(let bytes) = entry.value
        else {
            throw failure(nibIndex, .wrongValue(key: UIKitNibKey.archiveData, expected: "a data object of NIBArchive bytes"))
        }
        let archive: NibArchive
        do {
            archive = try NibArchiveReader.read(bytes, path: "")
        } catch {
            throw failure(nibIndex, .wrongValue(key: UIKitNibKey.archiveData, expected: "a NIBArchive (\(error.message))"))
        }
        return UIKitNib.ArchivedNib(
            nib: try UIKitNib(NibGraph(archive), enclosing: enclosing + [nibIndex], nestedNibs: .decoded),
            coderVersion: archive.coderVersion)
    }
}

extension UIKitNibDecoder {
    /// The values of the object at `index`, taken strictly; a problem is an error naming the object.
    func strictFields(_ index: Int, allowed: Set<String>?, keepsRemaining: Bool = false) throws(UIKitNibError) -> NibFields<UIKitNibError> {
        try NibFields(graph, index, allowed: allowed, keepsRemaining: keepsRemaining) { problem in
            failure(index, UIKitNibError.Problem(problem))
        }
    }
}

extension UIKitNibError.Problem {
    init(_ problem: NibFieldProblem) {
        switch problem {
        case .missingKey(let key): self = .missingKey(key)
        case .unexpectedKey(let key): self = .unexpectedKey(key)
        case .wrongValue(let key, let expected): self = .wrongValue(key: key, expected: expected)
        }
    }
}
