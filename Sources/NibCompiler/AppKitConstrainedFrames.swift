import IBSource

/// The frames ibtool archives for views whose constraints alone decide them: ibtool lays a
/// constraint-placed view out again before archiving its frame (Sparkle's push buttons, sized by
/// the build Mac's fonts), and where the view's own width and height are constants and its
/// position constants from its superview's edges, that layout needs no font or control metric.
/// Every such view of the pairs whose saved frame is off (nine of Aerial's, Xcode 26: check
/// boxes and symbol buttons saved 28.5 × 47 and archived 28 × 33) is archived at the frame its
/// constraints give, its saved frame never; the other views keep the frames the document saves.
/// Only views without subviews in a plain, unflipped view are laid out here.
enum AppKitConstrainedFrames {
    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    static let superviewElements: Set<String> = ["view", "customView"]
    static let horizontalAttributes: Set<String> = ["leading", "left", "trailing", "right", "centerX"]
    static let verticalAttributes: Set<String> = ["top", "bottom", "centerY"]
    static let requiredPriority = "1000"

    /// The laid-out frame of each view it differs from the saved one for, by the view's id;
    /// `placements` are the document's saved frames (`AppKitSavedPlacement.placements(in:)`).
    static func frames(in root: IBElement, placements: [String: AppKitSavedPlacement]) -> [String: Frame] {
        var superviews: [String: IBElement] = [:]
        var candidates: [IBElement] = []
        var constraints: [String: [(holderID: String, constraint: IBElement)]] = [:]
        var pending: [IBElement] = [root]
        while let element = pending.popLast() {
            if let id = element.id, let held = element.child("constraints"), held.attributes.isEmpty {
                for constraint in held.children where constraint.name == "constraint" {
                    let first = constraint["firstItem"] ?? id
                    for item in Set([first, constraint["secondItem"]].compactMap { $0 }) {
                        constraints[item, default: []].append((id, constraint))
                    }
                }
            }
            for child in element.children {
                if child.name == "subviews" {
                    for subview in child.children {
                        if let id = subview.id { superviews[id] = element }
                        candidates.append(subview)
                    }
                }
                pending.append(child)
            }
        }
        var frames: [String: Frame] = [:]
        for view in candidates {
            guard let id = view.id, view["translatesAutoresizingMaskIntoConstraints"] == "NO",
                view.child("subviews")?.children.isEmpty ?? true,
                let superview = superviews[id], superviewElements.contains(superview.name), superview["flipped"] != "YES",
                let bounds = superview.id.flatMap({ placements[$0] })?.frame, let saved = placements[id]?.frame,
                let laidOut = laidOutFrame(of: id, superviewID: superview.id, bounds: bounds, constraints: constraints[id] ?? [])
            else { continue }
            if laidOut != saved { frames[id] = laidOut }
        }
        return frames
    }

    /// The frame constraints of required priority and no multiplier give the view: its width and
    /// height constants, its position on each axis from its superview's edges or center (where
    /// several constraints place it, in the same place); nil if any constraint on it is of
    /// another form.
    private static func laidOutFrame(
        of id: String, superviewID: String?, bounds: Frame, constraints: [(holderID: String, constraint: IBElement)]
    ) -> Frame? {
        var width: Double?
        var height: Double?
        var horizontal: [(attribute: String, edge: String, offset: Double)] = []
        var vertical: [(attribute: String, edge: String, offset: Double)] = []
        for (holderID, constraint) in constraints {
            guard constraint["relation"] == nil, constraint["placeholder"] == nil, constraint["multiplier"] == nil,
                (constraint["priority"] ?? requiredPriority) == requiredPriority,
                let firstAttribute = constraint["firstAttribute"], let constant = Double(constraint["constant"] ?? "0")
            else { return nil }
            let first = constraint["firstItem"] ?? holderID
            guard let secondID = constraint["secondItem"], let secondAttribute = constraint["secondAttribute"] else {
                guard first == id, constraint["secondAttribute"] == nil else { return nil }
                switch firstAttribute {
                case "width": width = constant
                case "height": height = constant
                default: return nil
                }
                continue
            }
            // first.attribute = second.attribute + constant, one of them the superview.
            let (attribute, edge, offset) =
                first == id && secondID == superviewID
                ? (firstAttribute, secondAttribute, constant)
                : secondID == id && first == superviewID ? (secondAttribute, firstAttribute, -constant) : ("", "", 0)
            if horizontalAttributes.contains(attribute), horizontalAttributes.contains(edge) {
                horizontal.append((attribute, edge, offset))
            } else if verticalAttributes.contains(attribute), verticalAttributes.contains(edge) {
                vertical.append((attribute, edge, offset))
            } else {
                return nil
            }
        }
        guard let width, let height else { return nil }
        // Auto Layout measures down from the top; an unflipped view's frame up from its bottom.
        let edges: [String: Double] = [
            "leading": 0, "left": 0, "trailing": bounds.width, "right": bounds.width, "centerX": bounds.width / 2,
            "top": 0, "bottom": bounds.height, "centerY": bounds.height / 2,
        ]
        // Each position constraint gives the view's leading or top edge; they must agree.
        func origin(_ placements: [(attribute: String, edge: String, offset: Double)], length: Double) -> Double? {
            let origins = Set(
                placements.map { placement in
                    let placed = (edges[placement.edge] ?? 0) + placement.offset
                    switch placement.attribute {
                    case "trailing", "right", "bottom": return placed - length
                    case "centerX", "centerY": return placed - length / 2
                    default: return placed
                    }
                })
            return origins.count == 1 ? origins.first : nil
        }
        guard let x = origin(horizontal, length: width), let top = origin(vertical, length: height) else { return nil }
        let frame = (x: x, y: bounds.height - top - height, width: width, height: height)
        // A document's numbers may be anything: only a finite frame is one to lay out.
        return [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) ? frame : nil
    }
}
