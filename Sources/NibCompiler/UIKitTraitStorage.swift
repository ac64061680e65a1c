import IBSource
import UIKitNib

/// Size-class variations (`<variation key="widthClass=regular" …>`) as UIKit archives them: one
/// `_UITraitStorageList` per top-level object under `UINibTraitStorageListsKey`, holding a
/// `_UIAttributeTraitStorage` per varied property (a value per size class, the base value last)
/// and a `_UIRelationshipTraitStorage` per view whose constraints are installed only for some size
/// classes (the constraints each size class adds and removes). UIKit applies them when the view's
/// trait collection changes. Learned from the SwiftMessages 9.0.1 pairs (Xcode 12.5), mixpanel's
/// `~ipad` pair (Xcode 9.1) and the metamap nibs (Xcode 13 and later).
extension UIKitNibBuilder {
    /// Variation attributes the compiler archives, by element name: attribute → UIKit key path.
    private static let variedAttributes: [String: [String: String]] = [
        "stackView": ["spacing": "spacing"],
        "constraint": ["constant": "encodedConstant"],
    ]

    /// The constraints a view leaves out in the configuration of the document's device: Xcode
    /// still archives and lists them, but does not install them in the view's
    /// `UIViewAutolayoutConstraints`; the trait storage adds them where a size class includes
    /// them. The device's configuration, not the base one (`<variation key="default">`): Xcode
    /// 13.4.1 installs the 15:1 ratio that only regular width and height include in
    /// WorkFlowTestingApp's MovieDetail, laid out on an iPad; its phone documents'
    /// variations, and SwiftMessages' (12.5), are for size classes their phones do not have.
    func constraintsLeftOut(of element: IBElement) -> Set<String> {
        element.leftOut(byMask: Self.constraintsMask, in: document.device?.sizeClasses)
    }

    /// The subviews a view leaves out in the configuration of the document's device, as its
    /// constraints: archived and listed, but not in the view's `UISubviews`; the trait storage
    /// adds them where a size class includes them (a study pair of Xcode 10.1, OneTwo's menu
    /// icon, which the base configuration leaves out).
    func subviewsLeftOut(of element: IBElement) -> Set<String> {
        element.leftOut(byMask: Self.subviewsMask, in: document.device?.sizeClasses)
    }

    /// The masks of a variation the trait storage archives, each as a relationship storage under
    /// its key path, over the candidates it names.
    private static let constraintsMask = "constraints"
    private static let subviewsMask = "subviews"
    private static let relationshipKeyPaths = [subviewsMask: "traitStorageSubviews", constraintsMask: "traitStorageConstraints"]

    /// Warns about the variations of `element` the compiler does not archive.
    mutating func warnAboutUnsupportedVariations(_ element: IBElement) {
        let (known, unknown) = element.variations
        for variation in unknown {
            approximate(
                "variation \(variation["key"] ?? "") names traits other than size classes; left out", line: variation.line,
                objectID: element.id)
        }
        let supported = Self.variedAttributes[element.name] ?? [:]
        for variation in known {
            let attributes = variation.attributes.keys.filter { supported[$0] == nil || variation.isDefault }.sorted()
            let elements = variation.elements.map { $0["key"] ?? $0.name }
            let masks = variation.masks.map(\.key).filter { Self.relationshipKeyPaths[$0] == nil }
            let unsupported = attributes + elements + masks
            if !unsupported.isEmpty {
                approximate(
                    "size-class variation \(variation.key) of \(element.name) changes \(unsupported.joined(separator: ", ")), which is not compiled; left out",
                    at: element)
            }
        }
    }

    /// The `_UITraitStorageList` of each top-level object that has variations under it.
    ///
    /// The storages are gathered walking the views depth first: a view's own storages, then twice
    /// over its constraints (in archive order) the storages of each constraint and of each item
    /// deeper than its direct subviews, once per item per round; then its subviews. Xcode archives
    /// them so: every varied constraint's storage twice (SwiftMessages 9.0.1 CenteredView, mixpanel
    /// `~ipad`, metamap), SwiftMessages 9.0.1 TabView's stack view spacing three times (twice for
    /// the root view's constraints that reach into it, once as itself), CardView's once.
    mutating func traitStorageLists(topLevel: [ObjectID]) -> [ObjectID] {
        guard !variedObjects.isEmpty || !catalogColorUses.isEmpty else { return [] }
        var shared = SharedTraitObjects()
        var lists: [ObjectID] = []
        var storedColorUses: Set<Int> = []
        // The catalog color uses by the view they are properties of, or by the top-level object
        // whose tree holds their runtime attribute.
        var viewColorUses: [Int: [Int]] = [:]
        var runtimeColorUses: [Int: [Int]] = [:]
        for (position, use) in catalogColorUses.enumerated() {
            if use.isRuntimeAttribute {
                runtimeColorUses[root(of: use.object).index, default: []].append(position)
            } else {
                viewColorUses[use.object.index, default: []].append(position)
            }
        }
        func colorStorages(_ positions: [Int]?, shared: inout SharedTraitObjects) -> [ObjectID] {
            (positions ?? []).map { position in
                storedColorUses.insert(position)
                return catalogColorStorage(catalogColorUses[position], shared: &shared)
            }
        }
        for top in topLevel {
            var storages: [ObjectID] = []
            var descendants: [ObjectID] = []
            var inDescendants: Set<Int> = [top.index]
            func addDescendant(_ object: ObjectID) {
                if inDescendants.insert(object.index).inserted {
                    descendants.append(object)
                }
            }
            var pending = [top]
            while let view = pending.popLast() {
                guard let element = element(of: view) else { continue }
                storages += colorStorages(viewColorUses[view.index], shared: &shared)
                let own = makeStorages(of: view, element, shared: &shared)
                if !own.isEmpty {
                    storages += own
                    addDescendant(view)
                    // A view some of whose constraints a variation adds or removes, its base
                    // configuration's too, lists the views all its constraints place, as they
                    // are (never the top-level object): QBImagePicker's cell with Xcode 6.4 and
                    // 7.3 and a study pair's copy of 11.2 (its image, indicator and checkmark
                    // views, not its content view), MovieDetail's options stack view (13.4.1).
                    if masksConstraints(element) {
                        objects(element.children(in: "constraints")).flatMap(constraintItems).forEach(addDescendant)
                    }
                }
                let constraints = archiveOrder(ofConstraints: objects(element.children(in: "constraints")))
                for _ in 0..<passesOverConstraints {
                    var emitted = Set<Int>()
                    for constraint in constraints {
                        guard let constraintElement = self.element(of: constraint) else { continue }
                        let items = constraintItems(constraint).map { constraintItem($0) }
                        for item in items where item != view && parent(of: item) != view && hasStorages(item) {
                            guard emitted.insert(item.index).inserted, let itemElement = self.element(of: item) else { continue }
                            storages += makeStorages(of: item, itemElement, shared: &shared)
                            addDescendant(item)
                        }
                        guard hasStorages(constraint), emitted.insert(constraint.index).inserted else { continue }
                        storages += makeStorages(of: constraint, constraintElement, shared: &shared)
                        addDescendant(constraint)
                        if UIKitXcodeRules.listsConstrainedViewsAsTraitDescendants(options) {
                            items.forEach(addDescendant)
                        }
                    }
                }
                pending += childViews(of: element).reversed()
            }
            storages += colorStorages(runtimeColorUses[top.index], shared: &shared)
            guard !storages.isEmpty else { continue }
            let list = UIKitNib.TraitStorageList(
                topLevelObject: top.index, descendants: setList(descendants, shared: &shared),
                storages: UIKitNibDraft.list(graph.collection("NSArray", storages), of: storages))
            lists.append(graph.add(UIKitNibClass.traitStorageList, .traitStorageList(list)))
        }
        // An object the walk does not reach as a view (a bar button item) has no storage a pair shows.
        for (position, use) in catalogColorUses.enumerated() where !storedColorUses.contains(position) {
            approximate(
                Self.unstoredCatalogColor(use.name, keyPath: use.keyPath, reason: "for this object"), line: use.line,
                objectID: use.objectID)
        }
        return lists
    }

    /// How often the walk goes over a view's constraints: twice from Xcode 8 (every varied
    /// constraint's storage twice: SwiftMessages 9.0.1, mixpanel `~ipad` 9.1, metamap), once in
    /// Xcode 7 (XLActionController's ActionCell, 7.3: one storage for its image view).
    private var passesOverConstraints: Int { options.xcode(atLeast: 800) ? 2 : 1 }

    /// Objects Xcode archives once per nib however often they are used.
    struct SharedTraitObjects {
        var emptyTraitCollection: ObjectID?
        var emptySet: ObjectID?
        /// Each asset-catalog color's fallback, by the color's name.
        var catalogFallbacks: [String: ObjectID] = [:]
    }

    /// A property's or runtime attribute's asset-catalog color as an older systems' `runtime.nib`
    /// resolves it (WorkFlowTestingApp's `Account` and `MovieDetail`, Xcode 13.4.1 at iOS 12): a
    /// `_UIColorAttributeTraitStorage` with no records, whose catalog color wrapper names the
    /// color and holds its components as a plain color, one per color in the nib. The storages
    /// of a view's properties come as the walk meets the view, before its relationship storages
    /// (Account's image view's tint); those of runtime attributes after all of the top-level
    /// object's others (Account's root view, MovieDetail's vote view); neither lists the view
    /// among the descendants.
    private mutating func catalogColorStorage(_ use: CatalogColorUse, shared: inout SharedTraitObjects) -> ObjectID {
        let fallback: ObjectID
        if let known = shared.catalogFallbacks[use.name] {
            fallback = known
        } else {
            fallback = color(UIKitColors.namedColorComponents(use.name, resources: resources))
            shared.catalogFallbacks[use.name] = fallback
        }
        let wrapper = graph.add(UIKitNibClass.catalogColorWrapper)
        graph.set(UIKitNibKey.assetName, string: use.name, on: wrapper)
        graph.set(UIKitNibKey.assetBundleID, .null, on: wrapper)
        graph.set(UIKitNibKey.fallbackColor, object: fallback, on: wrapper)
        let storage = graph.add(UIKitNibClass.colorAttributeTraitStorage)
        graph.set(UIKitNibKey.keyPath, string: use.keyPath, on: storage)
        graph.set(UIKitNibKey.object, object: use.object, on: storage)
        graph.set(UIKitNibKey.records, object: graph.collection("NSMutableArray", []), on: storage)
        graph.set(UIKitNibKey.namedColor, object: wrapper, on: storage)
        return storage
    }

    /// What a catalog color without the trait storage Xcode would give it leaves out.
    static func unstoredCatalogColor(_ name: String, keyPath: String, reason: String) -> String {
        "color \(name) comes from the asset catalog: Xcode's runtime.nib for iOS below 13 also resolves it through a"
            + " _UIColorAttributeTraitStorage, which no pair shows \(reason); iOS 12 shows its \(keyPath) as saved"
    }

    /// The outermost object enclosing `object`, or `object` itself.
    private func root(of object: ObjectID) -> ObjectID {
        var root = object
        var seen: Set<Int> = [object.index]
        while let parent = parent(of: root), seen.insert(parent.index).inserted {
            root = parent
        }
        return root
    }

    private func objects(_ elements: [IBElement]) -> [ObjectID] {
        UIKitProperties.objects(elements, self)
    }

    /// The objects the walk goes on to, in document order: the subviews, and the objects an element
    /// holds under a key (a cell's content view).
    private func childViews(of element: IBElement) -> [ObjectID] {
        element.children.flatMap { child -> [ObjectID] in
            if child.name == "subviews" {
                return objects(child.children)
            }
            return child["key"] != nil && child.name != "constraint" ? objects([child]) : []
        }
    }

    /// Whether a variation of `element`, its base configuration's too, adds or removes constraints.
    private func masksConstraints(_ element: IBElement) -> Bool {
        element.variations.known.contains { variation in variation.masks.contains { $0.key == Self.constraintsMask } }
    }

    private func hasStorages(_ object: ObjectID) -> Bool {
        guard variedObjects.contains(object.index), let element = element(of: object) else { return false }
        let supported = Self.variedAttributes[element.name] ?? [:]
        return element.variations.known.contains { variation in
            variation.masks.contains { Self.relationshipKeyPaths[$0.key] != nil }
                || (!variation.isDefault && variation.attributes.keys.contains { supported[$0] != nil })
        }
    }

    /// New storage objects for `object`'s variations: its subviews and constraints relationships,
    /// then one per varied attribute in the order the variations first name them.
    private mutating func makeStorages(of object: ObjectID, _ element: IBElement, shared: inout SharedTraitObjects) -> [ObjectID] {
        guard variedObjects.contains(object.index) else { return [] }
        // Records follow the variations' keys in sorted order: mixpanel `~ipad` (Xcode 9.1) writes
        // `heightClass=regular-widthClass=regular` before `widthClass=compact`, the reverse of the
        // document; `default` sorts first, as the SwiftMessages 9.0.1 pairs have it.
        let variations = element.variations.known.sorted { $0.key < $1.key }
        var storages: [ObjectID] = []
        // The subviews' storage before the constraints' (no pair shows both).
        for maskKey in [Self.subviewsMask, Self.constraintsMask] {
            guard let keyPath = Self.relationshipKeyPaths[maskKey] else { continue }
            let masked = variations.compactMap { variation in
                variation.masks.first { $0.key == maskKey }.map { (variation, $0) }
            }
            guard !masked.isEmpty else { continue }
            var records: [ObjectID] = []
            for (variation, mask) in masked {
                // Xcode 7 archives the base configuration's record without a trait collection
                // (XLActionController's ActionCell, QBImagePicker's cell nib, 7.3).
                let traits = variation.isDefault && !options.xcode(atLeast: 800) ? nil : traitCollection(variation, shared: &shared).index
                let record = UIKitNib.TraitStorageRecord(
                    kind: .relationship, traitCollection: traits,
                    addedObjects: setList(objects(forIDs: mask.included), shared: &shared),
                    removedObjects: setList(objects(forIDs: mask.excluded), shared: &shared))
                records.append(graph.add(UIKitNibClass.relationshipTraitStorageRecord, .traitStorageRecord(record)))
            }
            // A subviews storage's candidates are the view's subviews in document order (OneTwo's
            // ten, the left-out one among them); a constraints storage's its constraints.
            let candidates =
                maskKey == Self.subviewsMask
                ? objects(element.children(in: "subviews"))
                : archiveOrder(ofConstraints: objects(element.children(in: "constraints")))
            let storage = UIKitNib.TraitStorage(
                kind: .relationship, keyPath: graph.text(keyPath), object: object.index,
                records: UIKitNibDraft.list(graph.collection("NSMutableArray", records), of: records),
                relationshipCandidates: UIKitNibDraft.list(graph.numberedCollection("NSOrderedSet", candidates), of: candidates))
            storages.append(graph.add(UIKitNibClass.relationshipTraitStorage, .traitStorage(storage)))
        }
        let supported = Self.variedAttributes[element.name] ?? [:]
        var attributes: [String] = []
        for variation in element.variations.known where !variation.isDefault {
            for name in variation.attributes.keys.sorted() where supported[name] != nil && !attributes.contains(name) {
                attributes.append(name)
            }
        }
        for name in attributes {
            guard let keyPath = supported[name] else { continue }
            var records: [ObjectID] = []
            for variation in variations where !variation.isDefault {
                guard let text = variation.attributes[name] else { continue }
                records.append(attributeRecord(traitCollection(variation, shared: &shared), value: text, of: element))
            }
            // The base value last, for any size class.
            let base = element[name] ?? "0"
            records.append(attributeRecord(emptyTraitCollection(shared: &shared), value: base, of: element))
            let storage = UIKitNib.TraitStorage(
                kind: .attribute, keyPath: graph.text(keyPath), object: object.index,
                records: UIKitNibDraft.list(graph.collection("NSMutableArray", records), of: records))
            storages.append(graph.add(UIKitNibClass.attributeTraitStorage, .traitStorage(storage)))
        }
        return storages
    }

    private mutating func attributeRecord(_ traits: ObjectID, value text: String, of element: IBElement) -> ObjectID {
        let number = UIKitValues.number(text) ?? 0
        let value: ObjectID
        if element.name == "constraint" {
            value = graph.add("_NSLayoutConstraintConstant")
            graph.set(UIKitNibKey.variationSymbolicConstant, .null, on: value)
            graph.set(UIKitNibKey.variationNumericConstant, .double(number), on: value)
        } else {
            value = graph.number(number)
        }
        let record = UIKitNib.TraitStorageRecord(kind: .attribute, traitCollection: traits.index, value: .object(value))
        return graph.add(UIKitNibClass.attributeTraitStorageRecord, .traitStorageRecord(record))
    }

    private func objects(forIDs ids: [String]) -> [ObjectID] {
        ids.compactMap { object(forID: $0) }
    }

    /// The trait collection a variation applies to; `default` is the empty one.
    private mutating func traitCollection(_ variation: IBVariation, shared: inout SharedTraitObjects) -> ObjectID {
        guard variation.widthClass != nil || variation.heightClass != nil else {
            return emptyTraitCollection(shared: &shared)
        }
        let traits = graph.add(UIKitNibClass.traitCollection)
        if let width = variation.widthClass {
            graph.set(UIKitNibKey.horizontalSizeClass, .integer(Self.sizeClassValue(width)), on: traits)
        }
        if let height = variation.heightClass {
            graph.set(UIKitNibKey.verticalSizeClass, .integer(Self.sizeClassValue(height)), on: traits)
        }
        return traits
    }

    /// `UIUserInterfaceSizeClass`.
    private static func sizeClassValue(_ sizeClass: IBVariation.SizeClass) -> Int64 {
        switch sizeClass {
        case .compact: 1
        case .regular: 2
        }
    }

    /// Xcode 11.7 archives one empty trait collection per nib (a study pair's AlertViewController),
    /// as do 12.5 (SwiftMessages 9.0.1) and Xcode 13 and later (metamap); Xcode 9.1, 10.2 and 10.3
    /// one per record (mixpanel `~ipad`, SwiftMessages 32d53c0 and 9d6f70b). No pair of 11.0 to
    /// 11.6 has two records: the rule starts at 11.0.
    private mutating func emptyTraitCollection(shared: inout SharedTraitObjects) -> ObjectID {
        guard options.xcode(atLeast: 1100) else { return graph.add(UIKitNibClass.traitCollection) }
        if let existing = shared.emptyTraitCollection {
            return existing
        }
        let traits = graph.add(UIKitNibClass.traitCollection)
        shared.emptyTraitCollection = traits
        return traits
    }

    /// An `NSSet`: inlined, every empty one the same object, up to Xcode 12.5 (SwiftMessages
    /// 9.0.1); from Xcode 13 on with numbered keys, each its own object (metamap).
    private mutating func setList(_ members: [ObjectID], shared: inout SharedTraitObjects) -> UIKitNib.List {
        if options.xcode(atLeast: 1300) {
            return UIKitNibDraft.list(graph.numberedCollection("NSSet", members), of: members)
        }
        guard members.isEmpty else { return UIKitNibDraft.list(graph.collection("NSSet", members), of: members) }
        let empty = shared.emptySet ?? graph.collection("NSSet", [])
        shared.emptySet = empty
        return UIKitNibDraft.list(empty, of: [])
    }
}
