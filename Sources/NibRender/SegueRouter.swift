import IBSource

/// Routes segue arrows between scene edges: an arrow leaves the side of its source scene that
/// faces the destination and enters the facing side of the destination; arrows sharing a side are
/// spread evenly along it, ordered by where their other end is, so they neither overlap nor cross
/// near the scene.
struct SegueRouter {
    enum Side: Hashable {
        case left, right, top, bottom

        var normal: RenderPoint {
            switch self {
            case .left: RenderPoint(x: -1, y: 0)
            case .right: RenderPoint(x: 1, y: 0)
            case .top: RenderPoint(x: 0, y: -1)
            case .bottom: RenderPoint(x: 0, y: 1)
            }
        }
    }

    /// One end of an arrow that takes a slot on a scene's side.
    private struct Attachment {
        enum Owner: Hashable {
            case segueStart(Int)
            case segueEnd(Int)
            case initialArrow
        }

        var owner: Owner
        /// Where the other end points, along the side: arrows are ordered by it.
        var towards: Double
    }

    /// Scenes closer than this are side by side rather than one beside the other.
    private static let gap = 20.0
    private static let initialArrowLength = 150.0
    /// The curve of an arrow until its ends have their slots.
    private static let unplaced = MapCurve(
        start: RenderPoint(x: 0, y: 0), control1: RenderPoint(x: 0, y: 0), control2: RenderPoint(x: 0, y: 0), end: RenderPoint(x: 0, y: 0))

    let scenes: [StoryboardMap.Scene]
    private let sceneIndex: [String: Int]
    private let sceneOfObject: [String: String]
    private var slots: [SlotKey: [Attachment]] = [:]

    private struct SlotKey: Hashable {
        var scene: Int
        var side: Side
    }

    init(scenes: [StoryboardMap.Scene], sceneOfObject: [String: String]) {
        self.scenes = scenes
        self.sceneOfObject = sceneOfObject
        sceneIndex = Dictionary(scenes.enumerated().map { ($1.scene.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each segue with provisional geometry; `spreadAttachments` puts its ends in their slots.
    mutating func route(_ connections: [IBConnection]) -> [StoryboardMap.Segue] {
        connections.enumerated().map { index, connection in
            let segue = connection.segue
            let kind = segue?.kind ?? ""
            let sourceSceneID = sceneOfObject[connection.sourceID]
            let destinationSceneID = sceneOfObject[connection.destinationID]
            let label =
                connection.name.flatMap { $0.isEmpty ? nil : $0 }
                ?? segue?.relationship ?? segue?.unwindAction ?? segue?.customClass
            return StoryboardMap.Segue(
                connection: connection, kind: kind, sourceSceneID: sourceSceneID, destinationSceneID: destinationSceneID,
                curve: plan(index, kind: kind, from: sourceSceneID, to: destinationSceneID), badge: RenderPoint(x: 0, y: 0),
                label: label)
        }
    }

    mutating func initialArrow(into controllerID: String?) -> StoryboardMap.InitialArrow? {
        guard let controllerID, let sceneID = sceneOfObject[controllerID], let index = sceneIndex[sceneID] else { return nil }
        let frame = scenes[index].frame
        attach(.initialArrow, to: index, side: .left, towards: frame.midY)
        return StoryboardMap.InitialArrow(
            sceneID: sceneID, start: RenderPoint(x: frame.minX - Self.initialArrowLength, y: frame.midY),
            end: RenderPoint(x: frame.minX, y: frame.midY))
    }

    /// Where an arrow leaves and enters; ends that share a side get their slot later.
    private mutating func plan(_ index: Int, kind: String, from sourceSceneID: String?, to destinationSceneID: String?) -> MapCurve {
        guard let sourceID = sourceSceneID, let source = sceneIndex[sourceID] else {
            // Only a malformed storyboard has a segue outside every scene: it gets no arrow to draw.
            return Self.unplaced
        }
        let sourceScene = scenes[source]
        guard let destinationID = destinationSceneID, let destination = sceneIndex[destinationID] else {
            attach(.segueStart(index), to: source, side: .right, towards: sourceScene.frame.midY)
            return Self.unplaced
        }
        let destinationScene = scenes[destination]
        if kind == "unwind", let marker = destinationScene.exitMarker, let bar = destinationScene.titleBar {
            // Beside the Exit, on the title bar's edge: the bar would hide an arrowhead inside it.
            let end = RenderPoint(x: bar.maxX, y: marker.midY)
            if source == destination {
                attach(.segueStart(index), to: source, side: .right, towards: sourceScene.frame.minY)
            } else {
                let side = Self.side(of: sourceScene.outline, facing: marker)
                attach(.segueStart(index), to: source, side: side, towards: Self.along(side, end))
            }
            return MapCurve(start: end, control1: end, control2: end, end: end)
        }
        if source == destination {
            attach(.segueStart(index), to: source, side: .right, towards: sourceScene.frame.midY)
            attach(.segueEnd(index), to: source, side: .right, towards: sourceScene.frame.midY)
            return Self.unplaced
        }
        let leaving = Self.side(of: sourceScene.outline, facing: destinationScene.outline)
        let entering = Self.opposite(leaving)
        let sourceCenter = RenderPoint(x: sourceScene.outline.midX, y: sourceScene.outline.midY)
        let destinationCenter = RenderPoint(x: destinationScene.outline.midX, y: destinationScene.outline.midY)
        attach(.segueStart(index), to: source, side: leaving, towards: Self.along(leaving, destinationCenter))
        attach(.segueEnd(index), to: destination, side: entering, towards: Self.along(entering, sourceCenter))
        return MapCurve(start: sourceCenter, control1: sourceCenter, control2: destinationCenter, end: destinationCenter)
    }

    private mutating func attach(_ owner: Attachment.Owner, to scene: Int, side: Side, towards: Double) {
        slots[SlotKey(scene: scene, side: side), default: []].append(Attachment(owner: owner, towards: towards))
    }

    /// Gives every attached end its slot and bends each arrow out of its sides.
    func spreadAttachments(segues: inout [StoryboardMap.Segue], initialArrow: inout StoryboardMap.InitialArrow?) {
        var starts: [Int: (RenderPoint, Side)] = [:]
        var ends: [Int: (RenderPoint, Side)] = [:]
        for key in slots.keys.sorted(by: { ($0.scene, $0.side.order) < ($1.scene, $1.side.order) }) {
            let attached = (slots[key] ?? []).enumerated().sorted {
                ($0.element.towards, $0.offset) < ($1.element.towards, $1.offset)
            }.map(\.element)
            let scene = scenes[key.scene]
            for (position, attachment) in attached.enumerated() {
                let fraction = Double(position + 1) / Double(attached.count + 1)
                let point = Self.point(on: key.side, of: scene, fraction: fraction)
                switch attachment.owner {
                case .segueStart(let index): starts[index] = (point, key.side)
                case .segueEnd(let index): ends[index] = (point, key.side)
                case .initialArrow:
                    initialArrow?.end = point
                    initialArrow?.start = RenderPoint(x: point.x - Self.initialArrowLength, y: point.y)
                }
            }
        }
        for index in segues.indices {
            guard let (start, leaving) = starts[index] else { continue }
            if let (end, entering) = ends[index] {
                segues[index].curve = Self.curve(from: start, leaving, to: end, entering)
            } else if segues[index].destinationSceneID == nil {
                let end = RenderPoint(x: start.x + 100, y: start.y)
                segues[index].curve = Self.curve(from: start, leaving, to: end, .left)
            } else {
                // An unwind segue ends beside the Exit in the title bar.
                segues[index].curve = Self.curve(from: start, leaving, to: segues[index].curve.end, .right)
            }
        }
    }

    /// A curve that leaves `start` along the side's outward direction and enters `end` against it.
    private static func curve(from start: RenderPoint, _ leaving: Side, to end: RenderPoint, _ entering: Side) -> MapCurve {
        let distance = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        let reach = min(max(distance * 0.4, 60), 260)
        return MapCurve(
            start: start,
            control1: RenderPoint(x: start.x + leaving.normal.x * reach, y: start.y + leaving.normal.y * reach),
            control2: RenderPoint(x: end.x + entering.normal.x * reach, y: end.y + entering.normal.y * reach),
            end: end)
    }

    /// The side of `rect` that faces `other`: left or right when they stand apart horizontally.
    private static func side(of rect: RenderRect, facing other: RenderRect) -> Side {
        if other.minX >= rect.maxX + gap { return .right }
        if other.maxX <= rect.minX - gap { return .left }
        return other.midY >= rect.midY ? .bottom : .top
    }

    private static func opposite(_ side: Side) -> Side {
        switch side {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        }
    }

    /// The coordinate of `point` along a side: y for left and right, x for top and bottom.
    private static func along(_ side: Side, _ point: RenderPoint) -> Double {
        side == .left || side == .right ? point.y : point.x
    }

    /// A slot on a side: left and right run along the frame (below the title bar), top and bottom
    /// along the outline, whose top edge is the title bar's.
    private static func point(on side: Side, of scene: StoryboardMap.Scene, fraction: Double) -> RenderPoint {
        let frame = scene.frame
        let outline = scene.outline
        switch side {
        case .left: return RenderPoint(x: frame.minX, y: frame.minY + frame.height * fraction)
        case .right: return RenderPoint(x: frame.maxX, y: frame.minY + frame.height * fraction)
        case .top: return RenderPoint(x: outline.minX + outline.width * fraction, y: outline.minY)
        case .bottom: return RenderPoint(x: outline.minX + outline.width * fraction, y: outline.maxY)
        }
    }
}

extension SegueRouter.Side {
    /// A fixed order for walking the slots.
    var order: Int {
        switch self {
        case .left: 0
        case .right: 1
        case .top: 2
        case .bottom: 3
        }
    }
}
