import AppKitNib
import IBSource
import NibArchive

/// The layout constraints a view holds (`NSViewConstraints`), as every Xcode from 7.2 to 26
/// writes them: Sparkle's `SUUpdateAlert` (30 builds) and Aerial's view controllers (Xcode 26).
///
/// ibtool lays constraint-placed views out again with the build Mac's text and control metrics
/// before archiving their frames; the compiler archives the frames the document saves. AppKit
/// lays those views out from the constraints before a window shows, so what the user sees does
/// not depend on the archived frames.
extension AppKitNibBuilder {
    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "priority", "constant",
        "symbolic", "identifier", "placeholder",
    ]
    /// A constraint Interface Builder removes at build time ("Placeholder: Remove at build
    /// time"): ibtool archives none of them.
    static func isPlaceholder(_ constraint: IBElement) -> Bool {
        constraint["placeholder"] == "YES"
    }

    /// The `NSViewConstraints` array of the view at `holder`, or nil when it holds none or one is
    /// refused. The views a constraint names are the holder and views under it, already written.
    mutating func addConstraints(
        _ elements: [IBElement], prototyping prototyped: [IBElement] = [], superviewHeight: Double = 0, holder: Int, of view: IBElement
    ) -> Int? {
        guard prototyped.isEmpty || elements.isEmpty else {
            reject(
                "a view holding constraints beside views with fixed frames, as Xcode 7 archives it, is not known to the macOS compiler yet",
                at: view)
            return nil
        }
        // Xcode's own constraints are no objects of the document: they are not listed.
        var prototyping: [Int] = []
        for subview in prototyped {
            guard let made = addPrototypingConstraints(of: subview, superviewHeight: superviewHeight, holder: holder) else { return nil }
            prototyping += made
        }
        guard prototyping.isEmpty else { return collection(NibCollectionClass.array, prototyping) }
        // A view only placeholders name would lose every constraint: how ibtool archives it is
        // not known.
        for placeholder in elements where Self.isPlaceholder(placeholder) {
            let named = [placeholder["firstItem"] ?? view.id, placeholder["secondItem"]].compactMap { $0 }
            if let unplaced = named.first(where: { !constrainedViewIDs.documentConstrained.contains($0) }) {
                reject(
                    "a view only placeholder constraints place (\(unplaced)) is not known to the macOS compiler yet", at: placeholder)
                return nil
            }
        }
        var constraints: [Int] = []
        for element in archiveOrder(ofConstraints: elements.filter { !Self.isPlaceholder($0) }, heldBy: view.id) {
            guard element.name == "constraint" else {
                reject("\(element.name) among a \(view.name)'s constraints is not known to the macOS compiler yet", at: element)
                continue
            }
            if let constraint = addConstraint(element, holder: holder, holderID: view.id) {
                constraints.append(constraint)
            }
        }
        guard !constraints.isEmpty else { return nil }
        heldConstraints.append((holder, constraints))
        return collection(NibCollectionClass.array, constraints)
    }

    /// The document's objects with each view's constraints after the last of the objects under
    /// the view (its cell, its subviews and theirs): Sparkle's `SUUpdateAlert` lists an image
    /// view, its cell, then its three constraints; a content view's after all of its subviews'.
    func documentObjectsWithConstraints() -> [(object: Int, parent: Int)] {
        guard !heldConstraints.isEmpty else { return documentObjects }
        let holders = Set(heldConstraints.map(\.holder))
        // One pass: each object raises the last place of every holder above it (documents nest
        // at most a few hundred levels, so this stays linear in the objects).
        var parents: [Int: Int] = [:]
        var lastUnder: [Int: Int] = [:]
        for (position, entry) in documentObjects.enumerated() {
            parents[entry.object] = parents[entry.object] ?? entry.parent
            var current: Int? = entry.object
            var steps = 0
            while let object = current, steps <= documentObjects.count {
                if holders.contains(object) { lastUnder[object] = position }
                current = parents[object]
                steps += 1
            }
        }
        var insertions: [Int: [(object: Int, parent: Int)]] = [:]
        for (holder, constraints) in heldConstraints {
            guard let last = lastUnder[holder] else { continue }
            insertions[last, default: []] += constraints.map { ($0, holder) }
        }
        var result: [(object: Int, parent: Int)] = []
        result.reserveCapacity(documentObjects.count + heldConstraints.reduce(0) { $0 + $1.constraints.count })
        for (position, entry) in documentObjects.enumerated() {
            result.append(entry)
            result += insertions[position] ?? []
        }
        return result
    }

    /// A view's constraints in the order Xcode archives them, the rule of UIKit's
    /// (`UIKitNibBuilder.archiveOrder(ofConstraints:)`) in AppKit's coordinates: grouped by the
    /// view each places (its first item, or its second when the first is the holding view), the
    /// holding view's own first, then the groups by the distance of their view's top left corner
    /// from the holding view's, at one distance by the views' ids in byte order; a constraint
    /// keeps its document place in its group. Sparkle's `SUUpdateAlert`: the release notes
    /// container places its label (top left 2 points away) before its box (20 points below),
    /// though the box lies at the container's origin.
    func archiveOrder(ofConstraints elements: [IBElement], heldBy holderID: String?) -> [IBElement] {
        guard elements.count > 1 else { return elements }
        func placedView(_ element: IBElement) -> String? {
            let first = element["firstItem"] ?? holderID
            return first == holderID ? element["secondItem"] : first
        }
        // Xcode 26 orders a view's own constraints by attribute, an inequality first (width
        // before height in all 100 of Aerial's pairs of them, whatever the document lists), and
        // those placing one view as `LayoutConstraintSource.placingOrderKey` says (viraptor's
        // `layout-guide`: trailing, leading, top; Aerial's `HelpViewController`: leading to the
        // holding view's leading, then to a sibling's trailing, then top;
        // `FiltersViewController`: the holder's centerX to a view's trailing edge and its
        // centerY to the bottom, then leading and top), then by the view they place it against
        // as the groups are ordered.
        let sortsByAttribute = follows(AppKitXcodeRules.constraintsByAxisAndAttribute)
        func ownKey(_ element: IBElement) -> [Int] {
            guard sortsByAttribute else { return [] }
            let first = element["firstAttribute"].flatMap { LayoutConstraintSource.attributes[$0] } ?? 0
            return [Int(first), (element["relation"] ?? "equal") == "equal" ? 1 : 0]
        }
        /// The constraint's attributes, then the view it places its view against (its distance
        /// and id, none for the holding view).
        func placingKey(_ element: IBElement) -> (attributes: [Int], other: (Double, [UInt8])) {
            guard sortsByAttribute else { return ([], (0, [])) }
            let placedIsFirst = (element["firstItem"] ?? holderID) != holderID
            let otherID = placedIsFirst ? element["secondItem"] : element["firstItem"] ?? holderID
            let againstHolder = otherID == nil || otherID == holderID
            let attributes = LayoutConstraintSource(element).placingOrderKey(placedIsFirst: placedIsFirst, againstHolder: againstHolder)
            guard let otherID, !againstHolder else { return (attributes, (0, [])) }
            return (attributes, (topLeftDistance(of: otherID, from: holderID) ?? .infinity, Array(otherID.utf8)))
        }
        func key(_ position: Int) -> (Double, [UInt8], [Int], (Double, [UInt8]), Int) {
            let element = elements[position]
            guard let placed = placedView(element), placed != holderID else {
                return (-.infinity, [], ownKey(element), (0, []), position)
            }
            let placing = placingKey(element)
            return (
                topLeftDistance(of: placed, from: holderID) ?? .infinity, Array(placed.utf8), placing.attributes, placing.other, position
            )
        }
        let keys = elements.indices.map(key)
        return elements.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1 != b.1 { return a.1.lexicographicallyPrecedes(b.1) }
            if a.2 != b.2 { return a.2.lexicographicallyPrecedes(b.2) }
            if a.3.0 != b.3.0 { return a.3.0 < b.3.0 }
            if a.3.1 != b.3.1 { return a.3.1.lexicographicallyPrecedes(b.3.1) }
            return a.4 < b.4
        }.map { elements[$0] }
    }

    /// Whether view `id` lies under view `holderID`, by the views the document saves.
    func savedPlacement(of id: String, liesUnder holderID: String?) -> Bool {
        var current = savedPlacements[id]?.superviewID
        var steps = 0
        while let superviewID = current, steps <= savedPlacements.count {
            if superviewID == holderID { return true }
            current = savedPlacements[superviewID]?.superviewID
            steps += 1
        }
        return false
    }

    /// How far the top left corner of view `id` lies from that of the view holding it, in
    /// points, through the views between; nil when a frame is not saved.
    func topLeftDistance(of id: String, from holderID: String?) -> Double? {
        var (x, y) = (0.0, 0.0)
        var current = id
        while current != holderID {
            guard let placement = savedPlacements[current], let superviewID = placement.superviewID,
                let superview = savedPlacements[superviewID]
            else { return nil }
            x += placement.x
            y += superview.height - placement.y - placement.height
            current = superviewID
        }
        return (x * x + y * y).squareRoot()
    }

    /// What Xcode 7 gives a view with a fixed frame that translates no mask, in its superview,
    /// in document order: its left and top edges pinned to the superview's, its width and, but
    /// for a push button, whose height is its own, its height; all of its alignment rectangle
    /// (MactsAsBeacon as Xcode 7.3 built it: a label's is 2 points in from each side, a push
    /// button's 6 from the sides, 4 from the top and 7 from the bottom, a bezeled field's its
    /// frame). Other views are refused: their alignment rectangles are not measured.
    private mutating func addPrototypingConstraints(of view: IBElement, superviewHeight: Double, holder: Int) -> [Int]? {
        let insets: (left: Double, top: Double, right: Double, bottom: Double, ownHeight: Bool)
        let cell = view.children.first { $0["key"] == "cell" }
        switch (view.name, cell?.name) {
        case ("textField", "textFieldCell") where cell?["borderStyle"] == "bezel": insets = (0, 0, 0, 0, false)
        case ("textField", "textFieldCell") where cell?["borderStyle"] == nil && cell?["drawsBackground"] == nil:
            insets = (2, 0, 2, 0, false)
        case ("button", "buttonCell") where cell?["type"] == "push" && cell?["bezelStyle"] == "rounded" && cell?["controlSize"] == nil:
            insets = (6, 4, 6, 7, true)
        default:
            reject("a \(view.name) with a fixed frame, as Xcode 7 archives it, is not known to the macOS compiler yet", at: view)
            return nil
        }
        // A view refused is named by its own error.
        guard let item = objectsByID[view.id ?? ""] else { return nil }
        guard let frame = view.child("rect", key: "frame").flatMap({ rect($0) }) else {
            reject("a view with a fixed frame but no frame is not known to the macOS compiler", at: view)
            return nil
        }
        let identifier =
            follows(AppKitXcodeRules.plainPrototypingIdentifier)
            ? LayoutConstraintSource.prototypingIdentifier
            : LayoutConstraintSource.prototypingIdentifier(
                viewID: view.id ?? "", documentName: String(document.path.split(separator: "/").last ?? ""))
        let prototyping = LayoutConstraintSource.prototypingAttributes
        let edges: [(attribute: Int64, pinned: Bool, constant: Double)] =
            [
                (prototyping.left, true, frame.x + insets.left),
                (prototyping.top, true, superviewHeight - frame.y - frame.height + insets.top),
                (prototyping.width, false, frame.width - insets.left - insets.right),
            ] + (insets.ownHeight ? [] : [(prototyping.height, false, frame.height - insets.top - insets.bottom)])
        return edges.map { edge in
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.firstItem, .object(item))
            fields.add(AppKitNibKey.firstAttributeV2, .integer(edge.attribute))
            fields.add(AppKitNibKey.firstAttribute, .integer(edge.attribute))
            fields.add(AppKitNibKey.secondItem, edge.pinned ? .object(holder) : nil)
            fields.add(AppKitNibKey.secondAttributeV2, .integer(edge.pinned ? edge.attribute : 0))
            fields.add(AppKitNibKey.secondAttribute, .integer(edge.pinned ? edge.attribute : 0))
            fields.add(AppKitNibKey.constantV2, edge.constant == 0 ? nil : .double(edge.constant))
            fields.add(AppKitNibKey.shouldBeArchived, .bool(true))
            fields.add(AppKitNibKey.constant, edge.constant == 0 ? nil : .double(edge.constant))
            fields.add(AppKitNibKey.layoutIdentifier, string(identifier).archived)
            return add(AppKitNibClass.prototypingLayoutConstraint, .values(NibGraph.Entries(fields.entries)))
        }
    }

    private mutating func addConstraint(_ element: IBElement, holder: Int, holderID: String?) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.constraintAttributes, accepted: [:])
        let source = LayoutConstraintSource(element)
        guard let firstAttribute = source.firstAttribute, firstAttribute < LayoutConstraintSource.firstMarginAttribute,
            source.secondAttribute.map({ $0 < LayoutConstraintSource.firstMarginAttribute }) ?? (element["secondAttribute"] == nil),
            let relation = source.relation, let priority = source.priority,
            (element["secondItem"] == nil) == (source.secondAttribute == nil)
        else {
            reject("a constraint with these attributes is not known to the macOS compiler", at: element)
            return nil
        }
        var items: [Int?] = []
        for id in [source.firstItemID, source.secondItemID] {
            guard let id else {
                items.append(nil)
                continue
            }
            // A view's safe area is where its view is (`takeLayoutGuides`).
            let viewID = layoutGuideOwners[id] ?? id
            guard let item = objectsByID[id], viewID == holderID || savedPlacement(of: viewID, liesUnder: holderID) else {
                let message =
                    "constraint \(element.id ?? "") names \(id), which the macOS compiler does not write under the view holding it"
                if objectsByID[id] == nil {
                    rejectUnwritten(message, id, at: element)
                } else {
                    reject(message, at: element)
                }
                return nil
            }
            items.append(item)
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.firstItem, .object(items[0] ?? holder))
        fields.add(AppKitNibKey.firstAttributeV2, .integer(firstAttribute))
        fields.add(AppKitNibKey.firstAttribute, .integer(firstAttribute))
        fields.add(AppKitNibKey.relation, relation == 0 ? nil : .integer(relation))
        fields.add(AppKitNibKey.multiplier, source.multiplier == 1 ? nil : .double(source.multiplier))
        fields.add(AppKitNibKey.secondItem, items[1].map(NibGraph.Value.object))
        // Xcode 7 archived a size constraint's missing second attribute as 0.
        let secondAttribute = source.secondAttribute ?? (follows(AppKitXcodeRules.sizeConstraintsWithoutSecondAttribute) ? nil : 0)
        fields.add(AppKitNibKey.secondAttributeV2, secondAttribute.map(NibGraph.Value.integer))
        fields.add(AppKitNibKey.secondAttribute, secondAttribute.map(NibGraph.Value.integer))
        if source.isStandardSpacing {
            fields.add(AppKitNibKey.symbolicConstant, string(LayoutConstraintSource.standardSpacingSymbol).archived)
        } else {
            fields.add(AppKitNibKey.constantV2, source.constant == 0 ? nil : .double(source.constant))
        }
        fields.add(AppKitNibKey.shouldBeArchived, .bool(true))
        fields.add(AppKitNibKey.priority, priority == LayoutConstraintSource.requiredPriority ? nil : .integer(priority))
        fields.add(AppKitNibKey.constant, source.isStandardSpacing || source.constant == 0 ? nil : .double(source.constant))
        // The user's identifier, under the key AppKit's prototyping constraints archive theirs
        // (MactsAsBeacon, Xcode 7.3) and UIKit's constraints the user's (the iOS pairs).
        fields.add(AppKitNibKey.layoutIdentifier, element["identifier"].map { string($0).archived })
        let constraint = add(AppKitNibClass.layoutConstraint, .values(NibGraph.Entries(fields.entries)))
        // Found by outlets (Sparkle's `_placeholderHeightLayoutConstraint`); listed among the
        // document's objects by `documentObjectsWithConstraints`.
        if let id = element.id { objectsByID[id] = constraint }
        return constraint
    }
}

/// Where the document saves a view: its frame, in its superview's coordinates (origin at the
/// bottom left), and the id of the view that holds it.
struct AppKitSavedPlacement: Sendable, Equatable {
    var x: Double, y: Double, width: Double, height: Double
    var superviewID: String?

    var frame: AppKitConstrainedFrames.Frame { (x, y, width, height) }

    /// Every view of the document with an id and a frame.
    static func placements(in root: IBElement) -> [String: AppKitSavedPlacement] {
        var placements: [String: AppKitSavedPlacement] = [:]
        var pending: [(element: IBElement, viewID: String?)] = [(root, nil)]
        while let (element, enclosingViewID) = pending.popLast() {
            var viewID = enclosingViewID
            if let id = element.id, let rect = element.child("rect", key: "frame"),
                let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
                let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init)
            {
                placements[id] = AppKitSavedPlacement(x: x, y: y, width: width, height: height, superviewID: enclosingViewID)
                viewID = id
            }
            pending += element.children.map { ($0, viewID) }
        }
        return placements
    }
}
