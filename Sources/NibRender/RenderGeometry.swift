/// A point in a picture or on a storyboard's canvas.
public struct RenderPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in a picture or on a storyboard's canvas; y grows downwards, as in Interface Builder.
public struct RenderRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(center: RenderPoint, width: Double, height: Double) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    public func union(_ other: RenderRect) -> RenderRect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return RenderRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    public func insetBy(_ amount: Double) -> RenderRect {
        RenderRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

/// A cubic Bézier curve: how a segue's arrow runs from one scene to another.
public struct MapCurve: Sendable, Hashable {
    public var start: RenderPoint
    public var control1: RenderPoint
    public var control2: RenderPoint
    public var end: RenderPoint

    public init(start: RenderPoint, control1: RenderPoint, control2: RenderPoint, end: RenderPoint) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// The point at parameter `t` (0 at the start, 1 at the end).
    public func point(at t: Double) -> RenderPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return RenderPoint(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The smallest rectangle holding the curve (its control polygon's bounds, which contain it).
    public var bounds: RenderRect {
        let xs = [start.x, control1.x, control2.x, end.x]
        let ys = [start.y, control1.y, control2.y, end.y]
        let left = xs.min() ?? 0
        let top = ys.min() ?? 0
        return RenderRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
