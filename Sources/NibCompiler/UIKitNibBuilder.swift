import Foundation
import IBSource
import NibArchive
import UIKitNib

/// Builds the model of one UIKit nib (`UIKitNib`) from Interface Builder elements: placeholders,
/// custom classes as class swappers, views with their properties, connections, accessibility,
/// runtime attributes, and the root lists UIKit's loader reads.
struct UIKitNibBuilder {
    typealias ObjectID = UIKitNibDraft.ObjectID

    var graph = UIKitNibDraft()
    let document: IBDocument
    let resources: IBResources
    let options: CompileOptions
    private(set) var diagnostics: [CompileDiagnostic] = []

    /// Graph objects of the document's objects in this nib, by Interface Builder id.
    private(set) var objectsByID: [String: ObjectID] = [:]
    private var elementsByObject = ObjectIndexTable<IBElement>()
    /// Objects whose elements may hold `<connections>`, in the order they were added.
    private var connectionSources: [(source: ConnectionSource, element: IBElement)] = []

    /// Where a connection element's connections come from: an object of this nib, or the proxy
    /// standing for an object of another nib, made when its connections are.
    enum ConnectionSource {
        case object(ObjectID)
        case upstream(id: String)
    }
    /// Every document object of the nib in document order, for `UINibObjectsKey`.
    private var documentObjects: [ObjectID] = []
    /// Objects listed in `UINibObjectsKey` in another's place (`listsSafeAreaGuidesEmpty`).
    private var listedStandIns: [Int: ObjectID] = [:]
    /// Every object made from an element, listed or not (a cell's content view without an id).
    private var declaredObjects: [ObjectID] = []
    /// Objects `UINibObjectsKey` lists in another's tree though they are not declared under it, by
    /// graph index: a container controller's relationship children and a reference child's bar
    /// items (`listAsChild(_:of:)`).
    private var listingParents = ObjectIndexTable<ObjectID>()
    /// A collection view cell's content view, by the cell's graph index: it holds the cell's constraints.
    private var cellContentViews = ObjectIndexTable<ObjectID>()
    /// The ids of the labels a styled cell names as its text and detail labels.
    private var cellLabelIDs: Set<String> = []
    /// The content views of visual effect views, which UIKit archives as its own class.
    private var visualEffectContentViewIDs: Set<String> = []
    /// Each declared object's position in Xcode's listing order, by graph index.
    private var listingRanks = ObjectIndexTable<Int>()
    /// Each declared constraint's items once every object exists (`fillObjects()`): ordering the
    /// constraints asks for them many times.
    private var knownConstraintItems = ObjectIndexTable<[ObjectID]>()
    private var topLevelObjects: [ObjectID] = []
    /// The proxies, and the objects listed with them (`addMadeTopLevelObject`).
    private var proxies: Set<Int> = []
    /// The proxies made to lead every list, whether the other proxies lead or not.
    private var firstProxies: Set<Int> = []
    /// Each connection with what Xcode sorts it by: its kind's place, its place within the kind
    /// (an action's event mask; for an outlet collection, whether its source is one of the
    /// nib's own objects rather than a proxy) and its label.
    private var connections: [(object: ObjectID, order: Int, subOrder: Int64, label: String)] = []
    /// Xcode sorts a nib's outlets and actions by label (see `addOutlet(_:from:to:leading:)` for
    /// those that lead), from Xcode 15 its actions by event mask first
    /// (`UIKitXcodeRules.sortsActionsByEvent`); a storyboard reference's nib keeps them in the
    /// order made.
    var sortsConnections = true
    /// Whether the proxies come before the document's objects in the top-level and object lists.
    var proxiesLead = true
    /// Whether the top-level objects, placeholders among them, keep the document's order and lead
    /// the object list, as a xib's do (see `XibCompiler.builder`).
    var topLevelObjectsInDocumentOrder = false
    /// Whether actions come before outlets: see `XibCompiler.putsActionsFirst`.
    var actionsBeforeOutlets = false
    /// The ids of the top and bottom layout guides a view's safe area became, by the view's id
    /// (`SceneCompilation.translatesSafeArea`).
    var translatedSafeAreaGuides: [String: (top: String, bottom: String)] = [:]
    /// Whether the nib lists an empty guide in the place of a safe area traded for layout guides.
    var listsTranslatedSafeAreaGuide: Bool { !translatedSafeAreaGuides.isEmpty }
    private var accessibilityConfigurations: [ObjectID] = []
    /// Objects whose elements have size-class variations, by graph index: most nibs have none, and
    /// then the trait storage walk is skipped.
    var variedObjects: Set<Int> = []
    /// The properties and runtime attributes set to an asset-catalog color, each to get a
    /// `_UIColorAttributeTraitStorage` (`CompileOptions.compilesNamedColorRuntimeVariant`).
    private(set) var catalogColorUses: [CatalogColorUse] = []
    /// The keys of the asset-catalog colors of the element being filled, which are its own properties.
    private var fillingCatalogColorKeys: Set<String> = []

    struct CatalogColorUse {
        var object: ObjectID
        var keyPath: String
        var name: String
        var isRuntimeAttribute: Bool
        /// Where the color is, for a diagnostic.
        var line: Int
        var objectID: String?
    }

    /// Each key-value pair with the object it sets a value on.
    private var keyValuePairs: [(pair: ObjectID, object: ObjectID)] = []
    /// The image placeholder made for each (name, is system) in this nib.
    private var imagePlaceholders: [String: ObjectID] = [:]
    /// Objects Xcode archives once per nib however many owners refer to them, by what they are.
    private var sharedObjects: [String: ObjectID] = [:]
    /// Value objects made anew for each use (`UIKitNib.unsharedObjects`).
    private var unsharedObjects: Set<Int> = []
    /// The object enclosing each declared object, by graph index.
    private var parentObjects = ObjectIndexTable<ObjectID>()
    /// Objects of the document compiled into another nib of the same storyboard: references to
    /// them from this nib go through `UpstreamPlaceholder-N` proxies.
    var upstreamIDs: Set<String> = []
    /// Objects without a custom class archived through a class swapper naming their system class.
    var swapsSystemClassIDs: Set<String> = []
    /// Objects that live in another nib of the same storyboard and whose connections that nib makes.
    var elsewhereIDs: Set<String> = []
    /// The external objects this nib needs, as (proxy identifier, document id), in order of creation.
    private(set) var upstreamPlaceholders: [(identifier: String, id: String)] = []
    /// The document id of the view or prototype cell this nib holds, which names its proxies
    /// (`UpstreamPlaceholder-<scope>-<N>`) where Xcode draws their names at random; nil
    /// numbers them (`UIKitXcodeRules.numbersUpstreamPlaceholders`).
    var upstreamPlaceholderScope: String?

    init(document: IBDocument, resources: IBResources, options: CompileOptions) {
        self.document = document
        self.resources = resources
        self.options = options
        isLocalized = IBLocalization.language(ofPath: document.path) != nil
    }

    /// Every object id of the document; made on the first reference that this nib cannot resolve.
    private lazy var documentObjectIDs = Set(document.objects.map(\.id))

    /// The views a table view cell's `accessoryView` outlet names: UIKit sizes and places them,
    /// so Xcode lets them translate their autoresizing mask whatever the document says
    /// (OmiseSDK's 44 accessory image views, a study pair of 11.7).
    lazy var cellAccessoryViewIDs = Set(
        document.connections.filter { $0.kind == .outlet && $0.name == "accessoryView" }.map(\.destinationID))

    /// Ids of the document's elements a tint color reaches: one holding `<color key="tintColor">`
    /// and everything inside it, as a view's tint passes to its subviews; every element under a
    /// storyboard's global tint. Made on the first question.
    lazy var tintedElementIDs: Set<String> = {
        guard let root = document.root else { return [] }
        var tinted: Set<String> = []
        var pending = [(root, false)]
        while let (element, inherited) = pending.popLast() {
            let isTinted = inherited || element.child("color", key: "tintColor") != nil
            if isTinted, let id = element.id {
                tinted.insert(id)
            }
            pending += element.children.map { ($0, isTinted) }
        }
        return tinted
    }()

    // MARK: Assembling a nib

    /// A placeholder the nib's loader fills in: `IBFilesOwner`, `IBFirstResponder`, an external
    /// object's identifier. `element`, if given, is the document's placeholder, whose id and
    /// connections then refer to the proxy.
    @discardableResult
    /// A proxy for `identifier`, listed after the nib's earlier ones, or before them all with `first`.
    mutating func addProxy(identifier: String, element: IBElement?, forID: String? = nil, first: Bool = false) -> ObjectID {
        let proxy = graph.add(UIKitNibClass.proxy, .placeholder(UIKitNib.Placeholder(identifier: graph.text(identifier))))
        proxies.insert(proxy.index)
        if let id = forID ?? element?.id {
            objectsByID[id] = proxy
        }
        if let element {
            connectionSources.append((.object(proxy), element))
        }
        if first {
            firstProxies.insert(proxy.index)
            topLevelObjects.insert(proxy, at: 0)
            documentObjects.insert(proxy, at: 0)
        } else {
            topLevelObjects.append(proxy)
            documentObjects.append(proxy)
        }
        return proxy
    }

    /// Makes `ibID` refer to an object that already exists in this nib (a proxy standing for it).
    mutating func alias(_ ibID: String, to object: ObjectID) {
        objectsByID[ibID] = object
    }

    /// The connections under `element` are made in this nib, from the proxy standing for the
    /// object `id` of another nib. The proxy is made, and numbered, when they are: after the
    /// proxies the connections of the objects added before it make (Xcode 12.0 numbers
    /// FoodTracker's gesture recognizer, which its view's image view holds, before the view's
    /// controller, whose outlets come after).
    mutating func addUpstreamConnectionSource(_ element: IBElement, forID id: String) {
        connectionSources.append((.upstream(id: id), element))
    }

    /// The proxy standing for an object of another nib, created on first use.
    mutating func upstreamProxy(for id: String) -> ObjectID {
        if let existing = objectsByID[id] {
            return existing
        }
        let number = upstreamPlaceholders.count + 1
        let identifier = upstreamPlaceholderScope.map { "UpstreamPlaceholder-\($0)-\(number)" } ?? "UpstreamPlaceholder-\(number)"
        upstreamPlaceholders.append((identifier, id))
        return addProxy(identifier: identifier, element: nil, forID: id)
    }

    /// Creates the objects of `element` and everything under it, and makes the element a
    /// top-level object. Properties are written by `fillObjects()` once every object exists.
    mutating func addTopLevel(_ element: IBElement) {
        guard let object = declare(element) else { return }
        topLevelObjects.append(object)
    }

    /// Creates the objects of `element` and everything under it without making it top-level.
    @discardableResult
    mutating func declare(_ element: IBElement) -> ObjectID? {
        var created: ObjectID?
        var isFirst = true
        // Document order, with an explicit stack of (element, enclosing object).
        var pending: [(element: IBElement, parent: ObjectID?)] = [(element, nil)]
        while let (next, parent) = pending.popLast() {
            defer { isFirst = false }
            // A placeholder constraint ("remove at build time") only exists in Interface Builder:
            // mixpanel's `~ipad` image view keeps its width and height ones out (Xcode 9.1).
            if next.name == "constraint", next["placeholder"] == "YES" {
                continue
            }
            var enclosing = parent
            if next.name == "tableViewCell", next["style"] != nil {
                cellLabelIDs.formUnion(UIKitProperties.styledCellViews.filter(\.isLabel).compactMap { next[$0.attribute] })
            }
            if next.name == "visualEffectView", let contentView = next.child("view", key: "contentView")?.id {
                visualEffectContentViewIDs.insert(contentView)
            }
            if let id = next.id, Self.isObjectElement(next.name) {
                let archivedClass = archivedSystemClass(of: next)
                let swappedClass = runtimeClassName(of: next) ?? (swapsSystemClassIDs.contains(id) ? archivedClass : nil)
                let object =
                    swappedClass.map {
                        graph.addClassSwapper(className: $0, originalClassName: archivedClass)
                    } ?? graph.add(archivedClass)
                if objectsByID[id] != nil {
                    warn("id \(id) is used by more than one object; connections to it reach the last one", at: next)
                }
                objectsByID[id] = object
                parentObjects[object.index] = parent
                elementsByObject[object.index] = next
                connectionSources.append((.object(object), next))
                documentObjects.append(object)
                if next.name == "viewLayoutGuide", next["key"] == "safeArea", listsSafeAreaGuidesEmpty || listsTranslatedSafeAreaGuide {
                    listedStandIns[object.index] = emptyLayoutGuide()
                }
                if isUnusedScrollGuide(next) {
                    listedStandIns[object.index] = emptyLayoutGuide()
                }
                declaredObjects.append(object)
                if isFirst {
                    created = object
                }
                enclosing = object
            } else if next["key"] == "contentView", let parent, elementsByObject[parent.index]?.name == "collectionViewCell" {
                // Xcode archives a cell's content view even when it has no id, but does not list it.
                let object = graph.add(Self.systemClass(of: next))
                parentObjects[object.index] = parent
                elementsByObject[object.index] = next
                declaredObjects.append(object)
                cellContentViews[parent.index] = object
                enclosing = object
            }
            for child in next.children.reversed() where !Self.skippedContainers.contains(child.name) {
                if child.name == "viewLayoutGuide", child["key"] == "safeArea", !archivesSafeAreaGuides,
                    !listsTranslatedSafeAreaGuide
                {
                    continue
                }
                pending.append((child, enclosing))
            }
        }
        return created
    }

    /// The guide Xcode lists in a safe-area guide's place: owned by no view, not archived.
    private mutating func emptyLayoutGuide() -> ObjectID {
        let guide = graph.add(UIKitNibClass.layoutGuide)
        graph.set(UIKitNibKey.layoutGuideOwningView, .null, on: guide)
        graph.set(UIKitNibKey.layoutGuideIdentifier, string: "", on: guide)
        graph.set(UIKitNibKey.layoutGuideOwningViewIsLocked, .bool(false), on: guide)
        graph.set(UIKitNibKey.layoutGuideShouldBeArchived, .bool(false), on: guide)
        graph.set(UIKitNibKey.layoutGuideAllowsNegativeDimensions, .bool(false), on: guide)
        return guide
    }

    /// A safe-area guide the document does not declare, owned by `owner`.
    mutating func addSafeAreaGuide(owner: ObjectID) -> ObjectID {
        let guide = graph.add(UIKitNibClass.layoutGuide)
        parentObjects[guide.index] = owner
        return guide
    }

    /// A top-level object the nib makes that the document does not declare (a static table's
    /// data source), listed with the proxies, after those made so far: Xcode lists a static
    /// table's data source after the owner and first responder, before the upstream
    /// placeholders (OmiseSDK study pair, Xcode 11.7).
    mutating func addMadeTopLevelObject(_ className: String) -> ObjectID {
        let object = graph.add(className)
        proxies.insert(object.index)
        topLevelObjects.append(object)
        documentObjects.append(object)
        return object
    }

    /// Makes `objects`, declared already, top-level objects that lead both lists, in this order,
    /// before the proxies made first: a container's relationship child's scene objects (see
    /// `SceneCompilation.archiveAsChild`). Their descendants keep their places.
    mutating func addLeadingTopLevelObjects(_ objects: [ObjectID]) {
        let indices = Set(objects.map(\.index))
        proxies.formUnion(indices)
        firstProxies.formUnion(indices)
        documentObjects.removeAll { indices.contains($0.index) }
        topLevelObjects.insert(contentsOf: objects, at: 0)
        documentObjects.insert(contentsOf: objects, at: 0)
    }

    mutating func addTopLevelObject(_ object: ObjectID) {
        topLevelObjects.append(object)
    }

    /// Lists an object made outside the document's elements (a segue template) in `UINibObjectsKey`.
    mutating func addListedObject(_ object: ObjectID) {
        documentObjects.append(object)
    }

    /// Lists an object made outside the document's elements as a child of `parent`: after the
    /// parent's keyed children, before their children (a controller's segue templates after its
    /// navigation item, before the item's bar button items: CookAssistant, study pairs of 12.1).
    mutating func addListedObject(_ object: ObjectID, under parent: ObjectID) {
        documentObjects.append(object)
        declaredObjects.append(object)
        parentObjects[object.index] = parent
    }

    /// Lists an object made outside the document's elements in `UINibObjectsKey`, in the order of
    /// the document's objects: a container's reference child, which `listAsChild(_:of:)` then
    /// places in its container's tree.
    mutating func addListedTree(_ object: ObjectID) {
        documentObjects.append(object)
        declaredObjects.append(object)
    }

    /// Lists `child`, declared as a tree of its own, in `parent`'s tree, after the parent's keyed
    /// objects, as Xcode lists a scene nib's objects breadth first through every container: a tab
    /// bar controller's bar, its navigation controllers, then each one's bar, tab bar item and root
    /// controller, then the roots' navigation items (CookAssistant, study pairs of Xcode 12.1); a
    /// reference child's bar items a level below it (EntertainmentWorld, 11.3).
    mutating func listAsChild(_ child: ObjectID, of parent: ObjectID) {
        listingParents[child.index] = parent
    }

    /// The object whose tree `UINibObjectsKey` lists `object` in: its enclosing object, or the
    /// one `listAsChild(_:of:)` named.
    private func listingParent(of object: ObjectID) -> ObjectID? {
        parentObjects[object.index] ?? listingParents[object.index]
    }

    func object(forID id: String) -> ObjectID? {
        objectsByID[id]
    }

    /// The object enclosing `object` in the document (a constraint's view).
    func parent(of object: ObjectID) -> ObjectID? {
        parentObjects[object.index]
    }

    /// The content view of a collection view cell. Xcode moves the cell's constraints into it and
    /// makes them refer to it instead of the cell (the Fusuma FSAlbumViewCell and XLPagerTabStrip
    /// ButtonCell pairs, Xcode 8.1 and 10.0).
    func contentView(ofCell cell: ObjectID) -> ObjectID? {
        cellContentViews[cell.index]
    }

    /// The object a constraint means by `object`: a collection view cell stands for its content view.
    func constraintItem(_ object: ObjectID) -> ObjectID {
        cellContentViews[object.index] ?? object
    }

    /// The cell whose content view `object` is, if it is one.
    func cell(ofContentView object: ObjectID) -> ObjectID? {
        guard let cell = parentObjects[object.index], cellContentViews[cell.index] == object else { return nil }
        return cell
    }

    func element(of object: ObjectID) -> IBElement? {
        elementsByObject[object.index]
    }

    /// A view's constraints in the order Xcode archives them, grouped by the item each places: its
    /// first item, or its second when the first is the view holding it (the view's own constraints
    /// lead). Groups go by the distance of their view's origin from the holding view's (Fusuma
    /// FSCameraView's buttons at x 15, 166, 345 against document order 166, 15, 345;
    /// ErrorPlaceholderView, 13.4.1: the image view at 137.5, 51 before the stack view at 16, 167);
    /// a safe-area guide counts as at its view's origin. At one distance, the view further left
    /// first (ChartageDemo's CTFooterViewController~ipad, ~ipadland and
    /// CTHeaderViewController~ipadland, study pairs of 11.7: buttons at 0, 124 before a text view
    /// at 124, 0 whose id 1WR-… sorts first; that one shape cannot tell it from "the lower first"),
    /// then at one origin by the views' object ids in byte order (WorkFlowTestingApp 13.4.1's
    /// MovieCreditCell puts its image view S92-… before its overlay vBN-…,
    /// SavedMovieCollectionViewCell its overlay 4HS-… before its image view 7YU-…; mixpanel
    /// ~iphoneportrait, 9.1). Xcode 6.4 and 7.3 follow the same rule (mixpanel's MPSurvey header,
    /// 7.3: a full-width label JbJ-… before the button Rrk-… at its origin; QBImagePicker's
    /// builds), which ties fitted to MPSurvey's cell alone (the shorter view first) did not. A
    /// constraint keeps its document place in its group.
    func archiveOrder(ofConstraints constraints: [ObjectID]) -> [ObjectID] {
        guard constraints.count > 1 else { return constraints }
        func placedItem(_ constraint: ObjectID) -> ObjectID? {
            let holder = parentObjects[constraint.index]
            return constraintItems(constraint).first { $0 != holder } ?? holder
        }
        let groups = constraints.map(placedItem)
        // Each group's place among the groups' ids in byte order.
        let idRanks = Dictionary(
            Set(groups.compactMap { $0?.index }).compactMap { index in elementsByObject[index]?.id.map { (index, Array($0.utf8)) } }
                .sorted { $0.1.lexicographicallyPrecedes($1.1) }.enumerated().map { ($0.element.0, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        // Within a group, from Xcode 15, by what the constraint places the view against and by
        // its attributes.
        let ordersWithinGroups = UIKitXcodeRules.ordersConstraintsPlacingAView(options)
        func placingKey(_ constraint: ObjectID, group: ObjectID) -> [Int] {
            // The holding view's own constraints keep the document's order.
            guard ordersWithinGroups, group != parentObjects[constraint.index], let element = elementsByObject[constraint.index]
            else { return [] }
            let items = constraintItems(constraint)
            let placedIsFirst = items.first == group
            let other = placedIsFirst ? (items.count > 1 ? items[1] : nil) : items.first
            return LayoutConstraintSource(element).placingOrderKey(
                placedIsFirst: placedIsFirst, againstHolder: other == nil || other == parentObjects[constraint.index])
        }
        /// The group's distance, its x, its id's rank, then the constraint's document place.
        func key(_ position: Int) -> (Double, Double, Int, Int) {
            let constraint = constraints[position]
            guard let group = groups[position], group != parentObjects[constraint.index] else {
                return (-.infinity, 0, 0, position)
            }
            if elementsByObject[group.index]?.name == "viewLayoutGuide" {
                // A safe-area guide is at its view's origin, whatever the sensor housing and the
                // bars inset it by (WorkFlowTestingApp 13.4.1's CustomLists: before a view at the
                // top that its id sorts before, after a table at the top whose id sorts first).
                return (0, 0, idRanks[group.index] ?? 0, position)
            }
            guard elementsByObject[group.index]?.child("rect", key: "frame") != nil else {
                return (.infinity, 0, -(listingRanks[group.index] ?? 0), position)
            }
            var (x, y) = (0.0, 0.0)
            var current: ObjectID? = group
            while let object = current, object != parentObjects[constraint.index] {
                if let rect = elementsByObject[object.index]?.child("rect", key: "frame") {
                    x += UIKitValues.number(rect["x"]) ?? 0
                    y += UIKitValues.number(rect["y"]) ?? 0
                }
                current = parentObjects[object.index]
            }
            return ((x * x + y * y).squareRoot(), x, idRanks[group.index] ?? 0, position)
        }
        let keys = constraints.indices.map(key)
        let placingKeys = constraints.indices.map { position in
            groups[position].map { placingKey(constraints[position], group: $0) } ?? []
        }
        return constraints.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if (a.0, a.1, a.2) != (b.0, b.1, b.2) { return (a.0, a.1, a.2) < (b.0, b.1, b.2) }
            if placingKeys[left] != placingKeys[right] { return placingKeys[left].lexicographicallyPrecedes(placingKeys[right]) }
            return a.3 < b.3
        }.map { constraints[$0] }
    }

    /// A constraint's first item (the view whose `<constraints>` hold it when not named) and its
    /// second item, as the document names them.
    func constraintItems(_ constraint: ObjectID) -> [ObjectID] {
        knownConstraintItems[constraint.index] ?? namedItems(of: constraint)
    }

    private func namedItems(of constraint: ObjectID) -> [ObjectID] {
        let element = elementsByObject[constraint.index]
        let first = element?["firstItem"].flatMap { objectsByID[$0] } ?? parentObjects[constraint.index]
        let second = element?["secondItem"].flatMap { objectsByID[$0] }
        return [first, second].compactMap { $0 }
    }

    /// Writes the properties of every declared object, then the connections declared under them.
    mutating func fillObjects() {
        for object in declaredObjects where elementsByObject[object.index]?.name == "constraint" {
            knownConstraintItems[object.index] = namedItems(of: object)
        }
        listingRanks = ObjectIndexTable()
        for (rank, object) in listingOrder(declaredObjects).enumerated() where listingRanks[object.index] == nil {
            listingRanks[object.index] = rank
        }
        for object in declaredObjects {
            guard let element = elementsByObject[object.index] else { continue }
            fill(element, object)
        }
        for (source, element) in connectionSources {
            switch source {
            case .object(let object): addConnections(of: element, source: object)
            case .upstream(let id): addConnections(of: element, source: upstreamProxy(for: id))
            }
        }
    }

    private static func isLineEditEligible(_ object: UIKitNib.Object) -> Bool {
        if case .classSwapper(let swapper) = object.content {
            return StoryboardCompiler.lineEditEligibleClasses.contains(swapper.originalClassName.string)
        }
        return StoryboardCompiler.lineEditEligibleClasses.contains(object.className)
    }

    /// The model, its root with the lists UIKit's nib loader reads.
    mutating func finish() -> UIKitNib {
        finished().model
    }

    /// The model and its graph, made once for both the check of unheld objects and the archive
    /// (a few percent of the compile benchmark's profile).
    private mutating func finished() -> (model: UIKitNib, graph: Result<NibGraph, UIKitNibError>) {
        var root = UIKitNib.Root()
        // Proxies made on demand still lead (or follow), as in Xcode's nibs; those made first lead
        // either way (a container's children's storyboard placeholders: study pairs of 7.2 to
        // 16.4, DYModal, WorkFlowTestingApp, TestDemo).
        let first = topLevelObjects.filter { firstProxies.contains($0.index) }
        let leading = topLevelObjects.filter { proxies.contains($0.index) && !firstProxies.contains($0.index) }
        let rest = topLevelObjects.filter { !proxies.contains($0.index) }
        root.topLevelObjects = arrayList(
            topLevelObjectsInDocumentOrder ? topLevelObjects : first + (proxiesLead ? leading + rest : rest + leading))
        let firstObjects = documentObjects.filter { firstProxies.contains($0.index) }
        let leadingObjects = documentObjects.filter { proxies.contains($0.index) && !firstProxies.contains($0.index) }
        let restObjects = listingOrder(documentObjects.filter { !proxies.contains($0.index) })
        let topLevel = Set(rest.map(\.index))
        let listed =
            topLevelObjectsInDocumentOrder
            ? topLevelObjects + restObjects.filter { !topLevel.contains($0.index) }
            : firstObjects
                + (proxiesLead
                    ? leadingObjects + restObjects
                    : restObjects.filter { topLevel.contains($0.index) } + leadingObjects
                        + restObjects.filter { !topLevel.contains($0.index) })
        root.objects = arrayList(listed.map { listedStandIns[$0.index] ?? $0 })
        func rank(_ order: Int) -> Int { actionsBeforeOutlets && order == 2 ? -1 : order }
        let ordered =
            sortsConnections
            ? connections.enumerated().sorted { left, right in
                let (a, b) = (left.element, right.element)
                if (rank(a.order), a.subOrder) != (rank(b.order), b.subOrder) {
                    return (rank(a.order), a.subOrder) < (rank(b.order), b.subOrder)
                }
                let (aLabel, bLabel) = (a.order == 0 ? "" : a.label, b.order == 0 ? "" : b.label)
                if aLabel != bLabel { return aLabel < bLabel }
                return left.offset < right.offset
            }.map(\.element.object)
            : connections.map(\.object)
        root.connections = arrayList(ordered)
        root.visibleWindows = arrayList(windowsVisibleAtLaunch(among: rest))
        root.accessibilityConfigurations = arrayList(accessibilityConfigurations)
        root.traitStorageLists = arrayList(traitStorageLists(topLevel: rest))
        root.keyValuePairs = arrayList(orderedKeyValuePairs())
        if StoryboardCompiler.marksLineEditEligibleNibs(options), graph.objects.allSatisfy(Self.isLineEditEligible) {
            root.lineEditVersion = 1
        }
        graph.setRoot(root)
        var model = graph.model()
        model.unsharedObjects = unsharedObjects
        let encoded = Result { () throws(UIKitNibError) in try model.graph() }
        if case .success(let graph) = encoded {
            reportUnheldObjects(in: graph)
        }
        return (model, encoded)
    }

    /// Reports each object declared from the document that nothing in the nib holds: no key,
    /// list or connection reaches it from the root, so UIKit would never load it (a table view
    /// controller's refresh control, a xib controller's bars and children, until this check found
    /// them). Only the top of each such subtree is named. In Xcode's nibs of every pair and study
    /// pair only layout guides are so left (a view's safe area guide where nothing uses it).
    private mutating func reportUnheldObjects(in graph: NibGraph) {
        guard !elementsByObject.isEmpty else { return }
        let reached = UnheldObjects.reached(in: graph, from: [0]) { index, key in index == 0 && key == UIKitNibKey.objects }
        for (index, object) in graph.objects.enumerated() where !reached[index] && object.className != UIKitNibClass.layoutGuide {
            guard let element = elementsByObject[index] else { continue }
            let parent = parent(of: ObjectID(index: index))
            if let parent, !reached[parent.index], elementsByObject[parent.index] != nil { continue }
            approximate(UnheldObjects.approximation(of: element, in: parent.flatMap { elementsByObject[$0.index] }), at: element)
        }
    }

    /// The NIBArchive bytes of the finished model; one that cannot be archived is an error of the
    /// document.
    mutating func finishedData() -> Data {
        let (model, encoded) = finished()
        do throws(UIKitNibError) {
            return NibArchiveWriter.encode(
                try UIKitNib.archive(
                    encoded.get(), coderVersion: Self.coderVersion, colorsEqualByComponents: colorsEqualByComponents,
                    unsharedObjects: model.unsharedObjects, valueIdentities: model.valueIdentities))
        } catch {
            fail(error)
            return Data()
        }
    }

    /// A `UINib` holding `nib` in a data object, as Xcode archives prototype cells. The nested
    /// model is the one its archive holds, its objects numbered as Xcode numbers them.
    mutating func addNestedNib(_ nib: UIKitNib) -> ObjectID? {
        let archived: UIKitNib
        do {
            archived = try UIKitNib(
                NibGraph(nib.archive(coderVersion: Self.coderVersion, colorsEqualByComponents: colorsEqualByComponents)))
        } catch {
            fail(error)
            return nil
        }
        let data = graph.add("NSData", .archivedNib(UIKitNib.ArchivedNib(nib: archived, coderVersion: Self.coderVersion)))
        return graph.add(UIKitNibClass.nib, .nestedNib(UIKitNib.NestedNib(archiveData: data.index, capturesEnclosingBundle: true)))
    }

    /// The coder version Xcode 13 and later write, whatever Xcode is matched.
    static let coderVersion: UInt32 = 10

    private mutating func fail(_ error: UIKitNibError) {
        diagnostics.append(
            CompileDiagnostic(severity: .error, path: document.path, line: nil, objectID: nil, message: "cannot archive the nib: \(error)"))
    }

    /// An `NSArray` of `members` as a list of the model.
    mutating func arrayList(_ members: [ObjectID]) -> UIKitNib.List {
        UIKitNibDraft.list(graph.array(members), of: members)
    }

    /// The top-level windows UINib makes key and visible as it loads the nib
    /// (`UINibVisibleWindowsKey`): those saved `visibleAtLaunch="YES"`, as an app's MainWindow.xib
    /// saves its window, in document order. A window saving nothing is not shown (Earth's
    /// MainWindow, study pairs of 11.3 and 11.5: an empty list); without its window listed, an app
    /// whose delegate does not show the window itself launches to a black screen.
    private func windowsVisibleAtLaunch(among topLevel: [ObjectID]) -> [ObjectID] {
        topLevel.filter { object in
            let element = elementsByObject[object.index]
            return element?.name == "window" && element?["visibleAtLaunch"] == "YES"
        }
    }

    private func isSafeAreaGuide(_ object: ObjectID) -> Bool {
        let element = elementsByObject[object.index]
        return element?.name == "viewLayoutGuide" && element?["key"] == "safeArea"
    }

    /// Whether `object` is a navigation or tab bar controller's bar.
    private func isBar(_ object: ObjectID) -> Bool {
        let key = elementsByObject[object.index]?["key"]
        return key == "navigationBar" || key == "tabBar"
    }

    /// `UINibObjectsKey`'s order: Xcode lists the document's objects breadth first, every
    /// top-level tree at once, level by level, a view's constraints (in their archive order, once
    /// ranks are known) before its subviews, and a collection view cell's constraints after its
    /// content view's subviews (SwiftMessages StatusLine, DropDownCell, XLPagerTabStrip ButtonCell
    /// pairs). A constraint queues the views it constrains that are not queued yet, so a view
    /// constrained from above its superview comes before its superview's constraints
    /// (SwiftMessages 4.1.4 and 9.0.1 TabView: the root view pins the stack view inside the corner
    /// rounding view). Only storyboard scene nibs show two top-level trees with children; a xib's
    /// are walked the same way, as ibtool compiles a scene as a document of its own.
    private func listingOrder(_ listed: [ObjectID]) -> [ObjectID] {
        var constraints: [Int: [ObjectID]] = [:]
        var others: [Int: [ObjectID]] = [:]
        var moved: [Int: [ObjectID]] = [:]
        var trailing: [Int: [ObjectID]] = [:]
        var roots: [ObjectID] = []
        for object in declaredObjects {
            guard let parent = listingParent(of: object) else {
                roots.append(object)
                continue
            }
            if elementsByObject[object.index]?.name == "constraint" {
                if let contentView = cellContentViews[parent.index] {
                    moved[contentView.index, default: []].append(object)
                } else if elementsByObject[parent.index]?.name == "tableViewCellContentView" {
                    // A table view cell's content view likewise lists its constraints after its
                    // subviews (the aws-sdk pairs' prototype cell nibs, Xcode 9.1), in the order it
                    // archives them (QBImagePicker 6.4/7.3, WorkFlowTestingApp 13.4.1 cells).
                    trailing[parent.index, default: []].append(object)
                } else {
                    constraints[parent.index, default: []].append(object)
                }
            } else {
                others[parent.index, default: []].append(object)
            }
        }
        let wanted = Set(listed.map(\.index))
        var ordered: [ObjectID] = []
        // Every top-level tree at once, level by level: the trees of the objects leading the lists
        // first, in their listed order, then the others in document order (whatsapp_sample, a
        // study pair of Xcode 11.3: the tab views' subviews and constraints, then the tab bar
        // controller's bar and tabs, then a subview's constraint, then the tabs' items).
        let rootIndices = Set(roots.map(\.index))
        let leadingRoots = documentObjects.filter { firstProxies.contains($0.index) && rootIndices.contains($0.index) }
        let leadingIndices = Set(leadingRoots.map(\.index))
        let orderedRoots = leadingRoots + roots.filter { !leadingIndices.contains($0.index) }
        var queued = [Bool](repeating: false, count: graph.objects.count)
        var queue: [ObjectID] = []
        func enqueue(_ objects: [ObjectID]) {
            for object in objects where !queued[object.index] {
                queued[object.index] = true
                queue.append(object)
            }
        }
        enqueue(orderedRoots)
        var next = 0
        while next < queue.count {
            let object = queue[next]
            next += 1
            if wanted.contains(object.index) {
                ordered.append(object)
            }
            if elementsByObject[object.index]?.name == "constraint" {
                let root = self.root(of: object)
                enqueue(constraintItems(object).filter { !queued[$0.index] && self.root(of: $0) == root })
            }
            let own = constraints[object.index, default: []]
            // An object a view holds under a key (a collection view's layout) comes before the
            // view's constraints (Fusuma FSAlbumView, Xcode 8.1: the flow layout, then the
            // collection view's height constraint).
            let children = others[object.index, default: []]
            // A container controller's bar before its items (WorkFlowTestingApp 13.4.1's
            // navigation controller: its bar, then its tab bar item, against document order), and
            // a view's safe-area guide after its other keyed objects (MovieDetail's collection
            // view, 13.4.1: its flow layout, then the guide the document saves before it).
            // A stable partition: a sort whose closure holds the builder copies it per call.
            let keyedChildren = children.filter { elementsByObject[$0.index]?["key"] != nil }
            let keyed =
                keyedChildren.filter { isBar($0) } + keyedChildren.filter { !isBar($0) && !isSafeAreaGuide($0) }
                + keyedChildren.filter { isSafeAreaGuide($0) }
            let unkeyed = detailLabelFirst(children.filter { elementsByObject[$0.index]?["key"] == nil }, in: object)
            enqueue(
                keyed + archivedOrderOnceRanked(own) + unkeyed + archivedOrderOnceRanked(moved[object.index, default: []])
                    + archivedOrderOnceRanked(trailing[object.index, default: []]))
        }
        let reached = Set(ordered.map(\.index))
        return ordered + listed.filter { !reached.contains($0.index) }
    }

    /// A styled cell's content view lists its detail label before its text label, wherever the
    /// document saves them: Xcode 12.1 so lists the three right-detail cells of the CookAssistant
    /// study pairs (no pair shows a subtitle cell).
    private func detailLabelFirst(_ subviews: [ObjectID], in contentView: ObjectID) -> [ObjectID] {
        guard elementsByObject[contentView.index]?.name == "tableViewCellContentView", let cell = parentObjects[contentView.index],
            let cellElement = elementsByObject[cell.index],
            let detail = cellElement["detailTextLabel"].flatMap({ objectsByID[$0] }),
            let text = cellElement["textLabel"].flatMap({ objectsByID[$0] }),
            let detailPosition = subviews.firstIndex(of: detail), let textPosition = subviews.firstIndex(of: text),
            textPosition < detailPosition
        else { return subviews }
        var ordered = subviews
        ordered.remove(at: detailPosition)
        ordered.insert(detail, at: textPosition)
        return ordered
    }

    /// Constraints in their archive order once the listing ranks it needs are known (before,
    /// as the document lists them).
    private func archivedOrderOnceRanked(_ constraints: [ObjectID]) -> [ObjectID] {
        listingRanks.isEmpty ? constraints : archiveOrder(ofConstraints: constraints)
    }

    /// The top-level object whose tree holds `object`.
    private func root(of object: ObjectID) -> ObjectID {
        var current = object
        while let parent = listingParent(of: current) {
            current = parent
        }
        return current
    }

    /// A warning about `element`: its line, and its id for ibtool's report.
    mutating func warn(_ message: String, at element: IBElement) {
        warn(message, line: element.line, objectID: element.id)
    }

    mutating func warn(_ message: String, line: Int?, objectID: String?) {
        diagnostics.append(CompileDiagnostic(severity: .warning, path: document.path, line: line, objectID: objectID, message: message))
    }

    /// Something the compiler cannot write as Xcode would: an error that keeps the document from
    /// compiling, or a warning when the options allow approximations.
    mutating func approximate(_ message: String, at element: IBElement) {
        approximate(message, line: element.line, objectID: element.id)
    }

    mutating func approximate(_ message: String, line: Int?, objectID: String?) {
        diagnostics.append(.approximation(message, path: document.path, line: line, objectID: objectID, options: options))
    }

    /// Something of the document the compiler leaves out, where no pair shows what Xcode writes
    /// for it: an approximation at `line`, naming the object.
    mutating func leaveOut(_ what: String, line: Int?, objectID: String?) {
        approximate("\(what) is left out: no pair shows what Xcode writes for it", line: line, objectID: objectID)
    }

    /// An error about `element`, which keeps the document from compiling: its line, and its id
    /// for ibtool's report.
    mutating func reject(_ message: String, at element: IBElement) {
        diagnostics.append(
            CompileDiagnostic(severity: .error, path: document.path, line: element.line, objectID: element.id, message: message))
    }

    /// Whether some object of the document, in this nib or another, has `id`: a reference to an id
    /// none has is an error, as Interface Builder cannot open such a document.
    mutating func documentHasObject(_ id: String) -> Bool {
        documentObjectIDs.contains(id)
    }

    // MARK: What the Xcode being matched writes

    /// `UIViewLargeContentStoredProperties` (iOS 13's large content viewer): Xcode 12.5 writes it on
    /// every view, Xcode 10.0 and older do not (the SwiftMessages 9.0.1 and 4.1.4 pairs).
    var writesLargeContentProperties: Bool { options.xcode(atLeast: 1100) }

    /// `UIDeepDrawRect` on every view: Xcode 8.1 and later write it (Fusuma, 8.1; study pairs of
    /// 8.2 and 8.3); 6.4 to 7.3 never do (QBImagePicker, XLActionController and mixpanel pairs;
    /// the food-tracker study pairs, 7.2).
    var writesDeepDrawRect: Bool { options.xcode(atLeast: 800) }

    /// A constraint without a second item still archives its second attribute, as 0, up to Xcode
    /// 7.3 (XLActionController's and mixpanel's, 7.3; food-tracker's, 7.2); Xcode 8.1 and later
    /// leave it out (Fusuma, 8.1; study pairs of 8.2 and 8.3).
    var archivesAbsentSecondAttribute: Bool { !options.xcode(atLeast: 800) }

    /// Xcode 7 pins a view kept at a fixed frame (`fixedFrame`, not translating its autoresizing
    /// mask) with prototyping constraints (mixpanel's MPNotification, 7.3); Xcode 8.1 and later let
    /// it translate its mask (Fusuma, 8.1; aws-sdk, 9.1).
    var pinsFixedFramesWithPrototypingConstraints: Bool { !options.xcode(atLeast: 800) }

    /// Before Xcode 11 (iOS 13's SDK and its dynamic system colors) a named system color equals
    /// any color of its components (`UIKitNib.archive(colorsEqualByComponents:)`).
    var colorsEqualByComponents: Bool { !options.xcode(atLeast: 1100) }

    /// A collection view cell's content view saved without an id gets a safe-area guide of its
    /// own from Xcode 9 (mapbox's cell, 9.1; XLPagerTabStrip's ButtonCell at 10.0 and 10.2; a
    /// study pair of 11.2), unless it holds nothing (`UIKitProperties`);
    /// Xcode 8.1, before safe areas, gives none (Fusuma FSAlbumViewCell). Xcode 13 gives one only
    /// in a document that uses safe areas (WorkFlowTestingApp's cells, 13.4.1), not to the same
    /// ButtonCell, which does not (study pairs of 13.3 and 13.4.1). No pair shows 11.3 to 13.2:
    /// the change is taken to come with Xcode 13.
    var givesCellContentViewsSafeAreaGuides: Bool {
        options.xcode(atLeast: 900) && (!options.xcode(atLeast: 1300) || document.root?["useSafeAreas"] == "YES")
    }

    /// `UIViewSemanticContentAttribute` (iOS 9's right-to-left layout) on every view: Xcode 7 and
    /// later write it (XLActionController and mixpanel 7.3, study pairs of 7.2); 6.4 never does
    /// (QBImagePicker).
    var writesSemanticContentAttribute: Bool { options.xcode(atLeast: 700) }

    /// Xcode 10.1 and later list an empty, unowned guide in `UINibObjectsKey` where a document has
    /// a safe-area guide, and give the view its guide only when a constraint uses it (DYModal's
    /// launch screens, Xcode 10.2 to 11.6; WorkFlowTestingApp, 13.4; TestDemo, 16.4; three study
    /// launch screens of 10.1). Xcode 9.4 lists the guide itself (SwiftMessages 4.1.4 StatusLine).
    var listsSafeAreaGuidesEmpty: Bool { options.xcode(atLeast: 1010) }

    /// A scroll view's content or frame layout guide that no constraint uses is listed as an
    /// empty guide too, and the scroll view does not get it (a study pair of 15.1).
    func isUnusedScrollGuide(_ element: IBElement) -> Bool {
        element.name == "viewLayoutGuide" && Self.scrollViewGuideKeys.contains(element["key"] ?? "")
            && !resources.constrainedIDs.contains(element.id ?? "")
    }
    static let scrollViewGuideKeys: Set<String> = ["contentLayoutGuide", "frameLayoutGuide"]

    /// A document's safe-area guide is archived only for iOS 11 and later, which has safe areas:
    /// Xcode 9.4 leaves SwiftMessages 4.1.4 StatusLine's out at deployment target 8.0.
    var archivesSafeAreaGuides: Bool { !options.deploymentTarget(before: 11) }

    // MARK: Classes

    /// Elements that carry an `id` but are not objects of a nib.
    static func isObjectElement(_ name: String) -> Bool {
        !nonObjectElements.contains(name)
    }

    private static let nonObjectElements: Set<String> = [
        "device", "adaptation", "outlet", "outletCollection", "action", "segue", "binding", "scene", "exit", "placeholder",
    ]

    /// Subtrees whose elements are not objects of the nib being built.
    static let skippedContainers: Set<String> = ["connections", "resources", "inferredMetricsTieBreakers"]

    /// The runtime name of an element's custom class: mangled with its module when it has one.
    func runtimeClassName(of element: IBElement) -> String? {
        options.runtimeClassName(of: element)
    }

    func module(of element: IBElement) -> String? {
        options.customModule(of: element)
    }

    /// The class an element stands for before any custom class.
    static func systemClass(of element: IBElement) -> String {
        IBClassTable.systemClass(forElement: element.name, platform: .iOS).name
    }

    /// The class Xcode archives an element as before any custom class: a styled cell's text and
    /// detail labels are UIKit's own label class (OmiseSDK's static cells, Xcode 11.7; CookAssistant's
    /// prototypes, 12.1), with the properties of any label.
    private func archivedSystemClass(of element: IBElement) -> String {
        if element.name == "label", let id = element.id, cellLabelIDs.contains(id) {
            return UIKitNibClass.tableViewLabel
        }
        if element.name == "view", let id = element.id, visualEffectContentViewIDs.contains(id) {
            return UIKitNibClass.visualEffectContentView
        }
        // A custom object is UIKit's own stand-in class, swapped for the custom class (Earth's
        // app delegate, study pairs of 11.3 and 11.5).
        if element.name == "customObject" {
            return UIKitNibClass.customObject
        }
        return Self.systemClass(of: element)
    }

    // MARK: Filling objects

    private mutating func fill(_ element: IBElement, _ object: ObjectID) {
        if options.compilesNamedColorRuntimeVariant {
            recordCatalogColors(of: element, object)
        }
        let systemClass = Self.systemClass(of: element)
        if !UIKitProperties.write(element, systemClass: systemClass, to: object, builder: &self) {
            writeGeneric(element, object)
            approximate(
                "\(element.name) (\(systemClass)) is not known to the compiler; encoded its attributes as typed values",
                at: element)
        }
        for (name, value) in UIKitProperties.unwrittenAttributes(of: element, systemClass: systemClass) {
            leaveOut("attribute \(name)=\"\(value)\" of a \(element.name)", line: element.line, objectID: element.id)
        }
        for child in UIKitProperties.unwrittenChildren(of: element, systemClass: systemClass) {
            let named = [child.name, child["key"]].compactMap { $0 }.joined(separator: " ")
            leaveOut("\(named) of a \(element.name)", line: child.line, objectID: element.id)
        }
        graph.placeClassNames(on: object)
        writeAccessibility(element, object)
        writeRuntimeAttributes(element, object)
        fillingCatalogColorKeys = []
        if element.hasVariations {
            variedObjects.insert(object.index)
            warnAboutUnsupportedVariations(element)
        }
    }

    /// Interface Builder's own attributes as typed values, under their own names.
    private mutating func writeGeneric(_ element: IBElement, _ object: ObjectID) {
        if element.child("rect", key: "frame") != nil {
            UIKitProperties.writeView(element, to: object, builder: &self)
        }
        for name in element.attributes.keys.sorted() where !Self.structuralAttributes.contains(name) {
            guard let text = element.attributes[name] else { continue }
            graph.set(name, typedValue(text), on: object)
        }
    }

    private static let structuralAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID",
        "misplaced", "ambiguous", "fixedFrame", "translatesAutoresizingMaskIntoConstraints", "contentMode",
    ]

    private mutating func typedValue(_ text: String) -> NibGraph.Value {
        if let flag = UIKitValues.flag(text) {
            return .bool(flag)
        }
        if let integer = Int64(text) {
            return .integer(integer)
        }
        if let number = Double(text), number.isFinite {
            return .double(number)
        }
        return .object(graph.string(text))
    }

    private mutating func writeAccessibility(_ element: IBElement, _ object: ObjectID) {
        guard let accessibility = element.child("accessibility", key: "accessibilityConfiguration") else { return }
        var entries: [NibGraph.Entry] = []
        func add(_ key: String, _ value: ObjectID) {
            entries.append(NibGraph.Entry(key: key, value: .object(value.index)))
        }
        // A setting, child or trait the compiler does not write would be dropped without a word.
        let traits = accessibility.child("accessibilityTraits", key: "traits")
        let unknownTraits = (traits?.attributes ?? [:]).keys.filter { name in
            name != "key" && !UIKitValues.accessibilityTraitBits.contains { $0.attribute == name }
        }
        let unread = Self.accessibilityReads.unreadNames(of: accessibility) + unknownTraits.sorted()
        for name in unread {
            leaveOut("accessibility \(name) of a \(element.name)", line: accessibility.line, objectID: element.id)
        }
        if let identifier = accessibility.text("identifier") {
            add(UIKitNibKey.accessibilityIdentifier, graph.string(identifier))
        }
        if let label = accessibility.text("label") {
            add(UIKitNibKey.accessibilityLabel, graph.string(label))
        }
        if let hint = accessibility.text("hint") {
            add(UIKitNibKey.accessibilityHint, graph.string(hint))
        }
        if let isElement = accessibility.child("bool", key: "isElement").flatMap({ UIKitValues.flag($0["value"]) }) {
            add(UIKitNibKey.isAccessibilityElement, graph.number(isElement))
        }
        if let traits {
            add(UIKitNibKey.accessibilityTraits, graph.number(UIKitValues.accessibilityTraits(traits)))
        }
        guard !entries.isEmpty else { return }
        accessibilityConfigurations.append(
            graph.add(
                UIKitNibClass.accessibilityConfiguration,
                .accessibilityConfiguration(UIKitNib.AccessibilityConfiguration(object: object.index, values: entries))))
    }

    /// What `writeAccessibility` reads of an `<accessibility>` element: texts as attributes or
    /// `<string>` children, whether it is an element, and its traits.
    private static let accessibilityReads = UIKitProperties.InterfaceBuilderReads(
        attributes: ["key", "identifier", "label", "hint"], childKeys: ["identifier", "label", "hint", "isElement", "traits"])

    /// `<userDefinedRuntimeAttributes>`: key-value pairs UIKit sets with `setValue(_:forKeyPath:)`.
    private mutating func writeRuntimeAttributes(_ element: IBElement, _ object: ObjectID) {
        for attribute in element.children(in: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            if options.compilesNamedColorRuntimeVariant, attribute["type"] == "color",
                let name = attribute.children.first(where: { $0["key"] == "value" })?["name"]
            {
                catalogColorUses.append(
                    CatalogColorUse(
                        object: object, keyPath: keyPath, name: name, isRuntimeAttribute: true, line: attribute.line,
                        objectID: element.id))
            }
            guard let value = runtimeAttributeValue(attribute) else {
                approximate(
                    "user-defined runtime attribute \(keyPath) of type \(attribute["type"] ?? "?") is not supported; left out",
                    line: attribute.line, objectID: element.id)
                continue
            }
            addKeyValuePair(keyPath: keyPath, on: object, value: value)
        }
    }

    /// A value UIKit sets on `object` by key path when it loads the nib.
    mutating func addKeyValuePair(keyPath: String, on object: ObjectID, value: NibGraph.Value) {
        let pair = UIKitNib.KeyValuePair(keyPath: graph.text(keyPath), object: object.index, value: value)
        keyValuePairs.append((graph.add(UIKitNibClass.keyValuePair, .keyValuePair(pair)), object))
    }

    /// The key-value pairs in the order Xcode lists them: as their objects were filled, in the
    /// order the objects open, or grouped by object in the order the objects' elements close
    /// (`UIKitXcodeRules.listsRuntimeAttributesAsObjectsClose`).
    private func orderedKeyValuePairs() -> [ObjectID] {
        guard UIKitXcodeRules.listsRuntimeAttributesAsObjectsClose(options), keyValuePairs.count > 1 else {
            return keyValuePairs.map(\.pair)
        }
        let ranks = closingRanks()
        return keyValuePairs.enumerated().sorted { left, right in
            let (a, b) = (ranks[left.element.object.index] ?? Int.max, ranks[right.element.object.index] ?? Int.max)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element.pair)
    }

    /// Each declared object's place in the order the objects' elements close (a view after its
    /// subviews), by graph index: `declaredObjects` opens them in document order, and an object
    /// closes when the next one opened is not inside it.
    private func closingRanks() -> [Int: Int] {
        var ranks: [Int: Int] = [:]
        var open: [ObjectID] = []
        for object in declaredObjects {
            var enclosing: Set<Int> = []
            var parent = parentObjects[object.index]
            while let next = parent, enclosing.insert(next.index).inserted {
                parent = parentObjects[next.index]
            }
            while let last = open.last, !enclosing.contains(last.index) {
                ranks[last.index] = ranks.count
                open.removeLast()
            }
            open.append(object)
        }
        while let last = open.popLast() {
            ranks[last.index] = ranks.count
        }
        return ranks
    }

    private mutating func runtimeAttributeValue(_ attribute: IBElement) -> NibGraph.Value? {
        let valueElement = attribute.children.first { $0["key"] == "value" }
        switch attribute["type"] {
        case "boolean":
            return UIKitValues.flag(attribute["value"]).map { .object(graph.number($0)) }
        case "number":
            guard let valueElement, let text = valueElement["value"] else { return nil }
            if valueElement.name == "integer", let integer = Int64(text) {
                return .object(graph.number(integer))
            }
            return Double(text).map { .object(graph.number($0)) }
        case "string", "localizedString":
            return .object(graph.string(attribute["value"] ?? ""))
        case "color":
            return valueElement.map { .object(color($0, isRuntimeAttribute: true)) }
        case "image":
            return attribute["value"].map { .object(image(named: $0, isSystem: false, at: attribute)) }
        case "nil":
            return .null
        case "rect":
            guard let valueElement, valueElement.name == "rect" else { return nil }
            let numbers = ["x", "y", "width", "height"].map { UIKitValues.number(valueElement[$0]) }
            guard let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3] else { return nil }
            return .object(graph.rectValue(x: x, y: y, width: width, height: height))
        case "point":
            guard let valueElement, valueElement.name == "point", let x = UIKitValues.number(valueElement["x"]),
                let y = UIKitValues.number(valueElement["y"])
            else { return nil }
            return .object(graph.pointValue(x: x, y: y))
        case "size":
            guard let valueElement, valueElement.name == "size", let width = UIKitValues.number(valueElement["width"]),
                let height = UIKitValues.number(valueElement["height"])
            else { return nil }
            return .object(graph.sizeValue(width: width, height: height))
        default:
            // A range: no nib of the corpus holds one, so how Xcode archives it is unknown.
            return nil
        }
    }

    // MARK: Shared values

    /// A user-defined runtime attribute's color keeps its float64 twins as the document gives them
    /// (WorkFlowTestingApp 13.4.1's 2/3 gray), where a view's is rounded (`UIKitColors.Twins`).
    /// `asModified`: a system color wrapped in a modified color that changes nothing, as Xcode
    /// archives an accent color as a view's background (`UIKitColors.color`).
    mutating func color(_ element: IBElement, isRuntimeAttribute: Bool = false, asModified: Bool = false) -> ObjectID {
        if let reason = UIKitColors.unwritableReason(element) {
            leaveOut("color \(reason)", line: element.line, objectID: element.id)
        }
        // Only a view's own properties and runtime attributes are known to get a storage.
        if let name = element["name"], options.compilesNamedColorRuntimeVariant, !isRuntimeAttribute,
            !fillingCatalogColorKeys.contains(element["key"] ?? "")
        {
            approximate(
                Self.unstoredCatalogColor(name, keyPath: element["key"] ?? "value", reason: "for a color nested as this one is"),
                at: element)
        }
        // Before Xcode 7.3 dark text is no system color of Interface Builder's: black, unnamed
        // (QBImagePicker a234931, Xcode 6.4; food-tracker study pairs, 7.2).
        let element =
            element["cocoaTouchSystemColor"] == UIKitColors.darkText && !options.xcode(atLeast: 730)
            ? IBElement(
                name: "color", attributes: ["key": element["key"] ?? "", "white": "0", "alpha": "1", "colorSpace": "calibratedWhite"])
            : element
        return UIKitColors.color(
            element, resources: resources, colorMatched: document.isColorMatched, readsXcode11Names: options.xcode(atLeast: 1100),
            writesDoubles: options.xcode(atLeast: 1100), roundsCalibratedTwins: !isRuntimeAttribute,
            asModified: asModified,
            keepsSystemGrays: options.xcode(atLeast: 730), colorSync: UIKitXcodeRules.colorSync(options),
            systemColorValues: UIKitXcodeRules.archivesIOS26SystemColors(options) ? UIKitColors.iOS26SystemColors : [:], graph: &graph)
    }

    /// Records the asset-catalog colors among `element`'s own properties (its `<color>` children).
    private mutating func recordCatalogColors(of element: IBElement, _ object: ObjectID) {
        for child in element.children where child.name == "color" {
            guard let name = child["name"], let key = child["key"] else { continue }
            fillingCatalogColorKeys.insert(key)
            catalogColorUses.append(
                CatalogColorUse(object: object, keyPath: key, name: name, isRuntimeAttribute: false, line: child.line, objectID: element.id)
            )
        }
    }

    /// A string the user sees. A document in an `.lproj` folder is localized: Xcode writes its
    /// strings as `NSLocalizableString`s keyed `<object id>.<property>`, as its `.strings` files
    /// are, so that a translation replaces them at load time; the development text stays in
    /// `NSDev` (mapbox pair, Base.lproj, Xcode 9.1; the aws-sdk pairs, not localized, have plain
    /// strings). `isWritten` is false for a default the document does not state; an empty string
    /// has nothing to translate (WorkFlowTestingApp 13.4.1's untitled tab bar item).
    mutating func userString(_ text: String, property: String, of element: IBElement, isWritten: Bool = true) -> ObjectID {
        guard isWritten, !text.isEmpty, isLocalized, let id = element.id else { return graph.string(text) }
        let string = graph.add("NSLocalizableString")
        graph.set(NibGraph.bytesKey, .data(Data(text.utf8)), on: string)
        graph.set(UIKitNibKey.localizableStringKey, string: "\(id).\(property)", on: string)
        graph.set(UIKitNibKey.localizableStringDevelopmentText, string: text, on: string)
        return string
    }

    /// Whether the document sits in an `.lproj` folder; read once, since a relative path is
    /// resolved against the current directory.
    private let isLocalized: Bool

    /// An `NSAttributedString` over `characters` with the `attributes` of its one run, as
    /// Foundation archives one of some text: its string, and its attributes dictionary, where it
    /// has none the empty one every such string of a nib shares (the one empty `NSDictionary`).
    mutating func attributedString(over characters: ObjectID, attributes: [(ObjectID, ObjectID)] = []) -> ObjectID {
        let attributed = graph.add("NSAttributedString")
        graph.set(UIKitNibKey.attributedStringCharacters, object: characters, on: attributed)
        let dictionary = attributes.isEmpty ? shared("empty attributes") { $0.dictionary([]) } : graph.dictionary(attributes)
        graph.set(UIKitNibKey.attributedStringAttributes, object: dictionary, on: attributed)
        return attributed
    }

    /// The nib's one object named `name`, made by `make` the first time.
    mutating func shared(_ name: String, make: (inout UIKitNibDraft) -> ObjectID) -> ObjectID {
        if let id = sharedObjects[name] {
            return id
        }
        let id = make(&graph)
        sharedObjects[name] = id
        return id
    }

    mutating func font(_ element: IBElement) -> ObjectID {
        if let reason = UIKitFonts.unwritableReason(element) {
            leaveOut("font \(reason)", line: element.line, objectID: element.id)
        }
        let made = graph.objects.count
        let font = UIKitFonts.font(
            element, style: UIKitFonts.Style(options), writesScaling: options.xcode(atLeast: 900), fontFiles: resources.fontFileFaces,
            fontFileDescriptor: options.xcode(atLeast: 1000) ? .immutable : .mutable, graph: &graph)
        // A face of a font file the document declares is made anew for each use, its descriptor
        // and attributes too (two buttons' Montserrat of one size are two fonts in study pairs of
        // Xcode 8.2.1 and 11.7): it is not installed where ibtool runs, so no font is cached.
        if let name = element["name"], resources.fontFileFaces.contains(name) {
            unsharedObjects.formUnion(
                (made..<graph.objects.count).filter { Self.fontValueClasses.contains(graph.objects[$0].className) })
        }
        return font
    }

    /// A dictionary made anew for each use, however equal to another: each prototype nib's table
    /// of external objects (`StoryboardCompiler`), which two tables' empty ones do not share in
    /// a study pair of Xcode 12.1 (CookAssistant), nor a collection view's cell and footer view
    /// (QBImagePicker 6.4 and 7.3, a study pair of 11.2).
    mutating func unsharedDictionary(_ pairs: [(ObjectID, ObjectID)]) -> ObjectID {
        let dictionary = graph.dictionary(pairs, className: "NSMutableDictionary")
        unsharedObjects.insert(dictionary.index)
        return dictionary
    }

    /// The value classes a font is made of.
    private static let fontValueClasses: Set<String> = [
        UIKitNibClass.font, UIKitNibClass.fontDescriptor, "NSDictionary", "NSMutableDictionary",
    ]

    mutating func image(
        named name: String, isSystem: Bool, symbolScale: Int64? = nil, renderingMode: Int64 = 0, isShared: Bool = true,
        at element: IBElement
    ) -> ObjectID {
        if isSystem, UIKitXcodeRules.archivesSymbolImage(name, options) {
            approximate(
                "SF Symbol \(name) in a nib for iOS before 14: Xcode archives the symbol's image with the symbol's own metrics, which nibcat does not have; written as a placeholder naming it, which iOS 13 cannot load",
                at: element)
        }
        // One placeholder per image in a nib: Fusuma FusumaViewController (Xcode 8.1) archives
        // five for its five buttons' fifteen state images, one per name, shared across buttons.
        let cacheKey = (isSystem ? "system:" : "") + name + (symbolScale.map { "@\($0)" } ?? "") + "#\(renderingMode)"
        if isShared, let placeholder = imagePlaceholders[cacheKey] {
            return placeholder
        }
        // A named image is 1 × 1, whatever the document's `<resources>` say: UIKit reads the image
        // at load time (every pair and metamap nib). It has nil symbol keys from Xcode 12 (the 37
        // nibs with images of 12.0 to 12.5 among the pairs and study pairs have them, the 49 of
        // 10.1 to 11.7 not); Xcode 13 adds the catalog name (metamap; no pair has it). An SF
        // Symbol is 0 × 0 and named twice, as resource and as symbol (CookAssistant 12.1's and a
        // study pair of 14.2's symbols; no pair has one of Xcode 11).
        let placeholder = graph.add(UIKitNibClass.imagePlaceholder)
        if isShared {
            imagePlaceholders[cacheKey] = placeholder
        }
        graph.set(UIKitNibKey.imageWidth, .float(isSystem ? 0 : 1), on: placeholder)
        graph.set(UIKitNibKey.imageHeight, .float(isSystem ? 0 : 1), on: placeholder)
        graph.set(UIKitNibKey.resourceName, string: name, on: placeholder)
        if isSystem {
            graph.set(UIKitNibKey.systemSymbolResourceName, string: name, on: placeholder)
        } else if options.xcode(atLeast: 1200) {
            graph.set(UIKitNibKey.systemSymbolResourceName, .null, on: placeholder)
        }
        // UIImageNibPlaceholder's encoder writes a rendering mode other than automatic here
        // (iOS 26.1's UIKitCore, decompiled; no pair has one).
        if renderingMode != 0 {
            graph.set(UIKitNibKey.imageRenderingMode, .integer(renderingMode), on: placeholder)
        }
        if let symbolScale {
            // `symbolScale="large"`: a configuration of that scale alone (CookAssistant's star).
            graph.set(UIKitNibKey.symbolImageConfiguration, object: symbolConfiguration(scale: symbolScale), on: placeholder)
        } else if options.xcode(atLeast: isSystem ? 1100 : 1200) {
            graph.set(UIKitNibKey.symbolImageConfiguration, .null, on: placeholder)
        }
        if options.xcode(atLeast: 1300) {
            graph.set(UIKitNibKey.resourceCatalogName, .null, on: placeholder)
        }
        return placeholder
    }

    /// A symbol configuration of a scale alone, with no trait collection.
    mutating func symbolConfiguration(scale: Int64) -> ObjectID {
        let configuration = graph.add(UIKitNibClass.imageSymbolConfiguration)
        graph.set(UIKitNibKey.traitCollection, .null, on: configuration)
        graph.set(UIKitNibKey.symbolScale, .integer(scale), on: configuration)
        return configuration
    }

    /// `UIImage.RenderingMode` by Interface Builder's `renderingMode` name.
    static let imageRenderingModes: [String: Int64] = ["automatic": 0, "original": 1, "template": 2]
    /// `UIImage.SymbolScale` by Interface Builder's `symbolScale` and `scale` names.
    static let symbolScales: [String: Int64] = ["default": -1, "unspecified": 0, "small": 1, "medium": 2, "large": 3]
    /// `UIImage.SymbolWeight` by Interface Builder's `weight` name.
    static let symbolWeights: [String: Int64] = [
        "unspecified": 0, "ultraLight": 1, "thin": 2, "light": 3, "regular": 4, "medium": 5, "semibold": 6, "bold": 7, "heavy": 8,
        "black": 9,
    ]

    /// An image view's or a button state's preferred symbol configuration: a scale alone (a study
    /// pair of Xcode 11.0), a weight with or without a scale (openHAB's and Pocket Casts' buttons),
    /// none of them (Go Map!!'s Panoramax button: UIKit's unspecified configuration, its trait
    /// collection alone), or a font's text style with a scale and a weight (KeePassium's and
    /// Simplenote's icons), which no pair shows but the scale alone, under the keys
    /// `UIImageSymbolConfiguration`'s own encoder writes (iOS 26.1's UIKitCore, decompiled): the
    /// scale where it is specified, the weight where it is not unspecified, then the text style.
    /// Nil for another shape.
    mutating func preferredSymbolConfiguration(_ element: IBElement) -> ObjectID? {
        let scale = element["scale"].flatMap { Self.symbolScales[$0] }
        if let scale, element.attributes.keys.allSatisfy({ ["key", "scale"].contains($0) }), element.children.isEmpty {
            return symbolConfiguration(scale: scale)
        }
        guard element["scale"] == nil || scale != nil else { return nil }
        var weight: Int64?
        if let name = element["weight"] {
            guard let known = Self.symbolWeights[name] else { return nil }
            weight = known
        }
        let style: String?
        if element.attributes.keys.allSatisfy({ ["key", "scale", "weight"].contains($0) }), element.children.isEmpty {
            style = nil
        } else {
            guard element["configurationType"] == "font",
                element.attributes.keys.allSatisfy({ ["key", "configurationType", "scale", "weight"].contains($0) }),
                element.children.count == 1, let font = element.child("fontDescription", key: "fontDescription"),
                font.attributes.keys.allSatisfy({ ["key", "style"].contains($0) }), let textStyle = font["style"]
            else { return nil }
            style = textStyle
        }
        let configuration = graph.add(UIKitNibClass.imageSymbolConfiguration)
        graph.set(UIKitNibKey.traitCollection, .null, on: configuration)
        if let scale, scale != Self.symbolScales["unspecified"] {
            graph.set(UIKitNibKey.symbolScale, .integer(scale), on: configuration)
        }
        if let weight, weight != Self.symbolWeights["unspecified"] {
            graph.set(UIKitNibKey.symbolWeight, .integer(weight), on: configuration)
        }
        if let style {
            graph.set(UIKitNibKey.symbolTextStyle, object: graph.string(style), on: configuration)
        }
        return configuration
    }

    /// The image an attribute of `element` names, if any: the attribute itself, or an
    /// `<imageReference key="…">` child (a button state's symbol with a scale, CookAssistant 12.1).
    mutating func image(_ element: IBElement, attribute: String, isShared: Bool = true) -> ObjectID? {
        if let reference = element.children.first(where: { $0.name == "imageReference" && $0["key"] == attribute }) {
            guard let name = reference["image"], !name.isEmpty else { return nil }
            if let unknown = reference.attributes.keys.sorted().first(where: {
                !["key", "image", "catalog", "symbolScale", "renderingMode"].contains($0)
            }) {
                approximate("image reference attribute \(unknown) is not known to the compiler; left out", at: reference)
            }
            let scale = reference["symbolScale"].flatMap { Self.symbolScales[$0] }
            var renderingMode: Int64 = 0
            if let mode = reference["renderingMode"] {
                if let known = Self.imageRenderingModes[mode] {
                    renderingMode = known
                } else {
                    approximate("image reference rendering mode \(mode) is not known to the compiler; left out", at: reference)
                }
            }
            return image(
                named: name, isSystem: reference["catalog"] == "system" || resources.systemImages.contains(name), symbolScale: scale,
                renderingMode: renderingMode, isShared: isShared, at: reference)
        }
        guard let name = element[attribute], !name.isEmpty else { return nil }
        return image(
            named: name, isSystem: element["catalog"] == "system" || resources.systemImages.contains(name), isShared: isShared,
            at: element)
    }

    // MARK: Connections

    private mutating func addConnections(of element: IBElement, source: ObjectID) {
        var collections: [(name: String, destinations: [ObjectID], className: String)] = []
        for connection in element.children(in: "connections") {
            switch connection.name {
            case "outlet":
                guard let name = required("property", of: connection), let destination = destination(of: connection, from: source)
                else { continue }
                addOutlet(name, from: source, to: destination)
            case "outletCollection":
                guard let name = required("property", of: connection), let destination = destination(of: connection, from: source)
                else { continue }
                if let index = collections.firstIndex(where: { $0.name == name }) {
                    collections[index].destinations.append(destination)
                } else {
                    collections.append((name, [destination], connection["collectionClass"] ?? "NSArray"))
                }
            case "action":
                guard let selector = required("selector", of: connection), let destination = destination(of: connection, from: source)
                else { continue }
                // Gesture recognizers' actions carry no event mask.
                let mask = connection["eventType"].map { type in
                    ControlEventNames.mask(forType: type)
                        ?? {
                            approximate("unknown event type \(type)", at: connection)
                            return 0
                        }()
                }
                addAction(selector, from: source, to: destination, mask: mask)
            default:
                continue
            }
        }
        for collection in collections {
            let destination = graph.collection("NSMutableArray", collection.destinations)
            let connection = UIKitNib.Connection(
                kind: .outletCollection, label: graph.text(collection.name), source: source.index,
                destination: .object(destination.index), destinations: collection.destinations.map(\.index),
                collectionClassName: graph.text(collection.className),
                // Gesture recognizers join the ones a view already has.
                addsContentToExistingCollection: collection.name == "gestureRecognizers")
            // A proxy's collections before the nib's own objects' (OmiseSDK's credit card form,
            // a study pair of Xcode 11.7: the controller's three, then its view's gesture
            // recognizers, which the document saves first).
            connections.append((add(connection), 0, proxies.contains(source.index) ? 0 : 1, collection.name))
        }
    }

    mutating func addAction(_ selector: String, from source: ObjectID, to destination: ObjectID, mask: Int64?) {
        let event = UIKitNib.Connection(
            kind: .action, label: graph.text(selector), source: source.index, destination: .object(destination.index),
            destinations: [destination.index], eventMask: mask)
        connections.append((add(event), 2, UIKitXcodeRules.sortsActionsByEvent(options) ? mask ?? 0 : 0, selector))
    }

    /// An outlet, sorted among the nib's outlets by name, or with `leading`, listed with the
    /// outlet collections in the order made, ahead of every sorted outlet (a scene nib's
    /// `storyboard` outlets from Xcode 11; a static table's `staticDataSource`, OmiseSDK study
    /// pair, Xcode 11.7).
    mutating func addOutlet(_ name: String, from source: ObjectID, to destination: ObjectID, leading: Bool = false) {
        let outlet = UIKitNib.Connection(
            kind: .outlet, label: graph.text(name), source: source.index, destination: .object(destination.index),
            destinations: [destination.index])
        connections.append((add(outlet), leading ? 0 : 1, 0, name))
    }

    private mutating func add(_ connection: UIKitNib.Connection) -> ObjectID {
        graph.add(connection.kind.className, .connection(connection))
    }

    /// The attribute a connection cannot be made without (its outlet's name, its action's selector);
    /// nil, and an error, when it is missing or empty.
    private mutating func required(_ attribute: String, of connection: IBElement) -> String? {
        guard let value = connection[attribute], !value.isEmpty else {
            reject("\(connection.name) \(connection.id ?? "") has no \(attribute)", at: connection)
            return nil
        }
        return value
    }

    private mutating func destination(of connection: IBElement, from source: ObjectID) -> ObjectID? {
        let label = "\(connection.name) \(connection["property"] ?? connection["selector"] ?? "")"
        guard let id = connection["destination"], !id.isEmpty else {
            reject("\(label) has no destination", at: connection)
            return nil
        }
        if elsewhereIDs.contains(id) {
            return nil
        }
        if upstreamIDs.contains(id) {
            // Between two objects of other nibs, whether or not this nib has a proxy for the
            // destination yet: that nib makes the connection.
            return upstreamPlaceholders.contains { objectsByID[$0.id] == source } ? nil : upstreamProxy(for: id)
        }
        if let object = objectsByID[id] {
            return object
        }
        if documentHasObject(id) {
            warn("\(label) points at \(id), which is not an object of this nib; left out", at: connection)
        } else {
            reject("\(label) points at \(id), which no object of the document has", at: connection)
        }
        return nil
    }
}
