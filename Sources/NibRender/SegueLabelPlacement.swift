/// Where each segue's badge and label sit along its arrow: halfway when that spot is free, else
/// the nearest spot along the curve that covers the fewest other labels, title bars and scenes.
enum SegueLabelPlacement {
    /// Positions along the curve to try, best first.
    private static let candidates: [Double] = [0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78]
    static let badgeRadius = 11.0
    /// From the badge's centre to the label's baseline.
    static let labelRise = 17.0

    static func place(_ segues: inout [StoryboardMap.Segue], scenes: [StoryboardMap.Scene]) {
        let titleBars = scenes.compactMap(\.titleBar)
        let frames = scenes.map(\.frame)
        var placed: [RenderRect] = []
        for index in segues.indices where segues[index].sourceSceneID != nil {
            var best: (score: Double, point: RenderPoint, box: RenderRect)?
            for parameter in candidates {
                let point = segues[index].curve.point(at: parameter)
                let box = area(of: segues[index].label, badgeAt: point)
                let score = 4 * overlap(box, placed) + 3 * overlap(box, titleBars) + overlap(box, frames)
                if best == nil || score < best!.score {
                    best = (score, point, box)
                }
                if score == 0 { break }
            }
            if let best {
                segues[index].badge = best.point
                placed.append(best.box)
            }
        }
    }

    /// The badge and the label above it.
    static func area(of label: String?, badgeAt point: RenderPoint) -> RenderRect {
        let halfWidth = max(MapStyle.textWidth(label ?? "", fontSize: MapStyle.labelFontSize) / 2, badgeRadius)
        let top = label == nil ? point.y - badgeRadius : point.y - labelRise - MapStyle.labelFontSize
        return RenderRect(x: point.x - halfWidth, y: top, width: 2 * halfWidth, height: point.y + badgeRadius - top)
    }

    /// How much of `box` the rectangles cover, as a fraction of its area (overlaps add up).
    private static func overlap(_ box: RenderRect, _ others: [RenderRect]) -> Double {
        let area = max(box.width * box.height, 1)
        var covered = 0.0
        for other in others {
            let width = min(box.maxX, other.maxX) - max(box.minX, other.minX)
            let height = min(box.maxY, other.maxY) - max(box.minY, other.minY)
            if width > 0, height > 0 {
                covered += width * height / area
            }
        }
        return covered
    }
}
