import IBSource

/// What AppKit's autoresizing does to a view saved in a superview of one size and archived in
/// one of another (a titled box's content view, which ibtool sizes for the title): along each
/// axis, the one flexible part (left margin, width or right margin; bottom margin, height or
/// top margin) takes the whole change. Viraptor's `test-box-titled`: a label sizable in width,
/// saved 400 wide in a content view saved 554 wide, is archived 406 wide in one 560 wide.
enum AppKitAutoresizing {
    struct Frame: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// The mask bits, as `NSvFlags` holds them, and by Interface Builder's name.
    static let flexibleMinX: Int64 = 1
    static let widthSizable: Int64 = 2
    static let flexibleMaxX: Int64 = 4
    static let flexibleMinY: Int64 = 8
    static let heightSizable: Int64 = 16
    static let flexibleMaxY: Int64 = 32
    static let bits: [String: Int64] = [
        "flexibleMinX": flexibleMinX, "widthSizable": widthSizable, "flexibleMaxX": flexibleMaxX, "flexibleMinY": flexibleMinY,
        "heightSizable": heightSizable, "flexibleMaxY": flexibleMaxY,
    ]

    /// The frame `frame` has once its superview grows by `widthChange` and `heightChange`; nil
    /// when more than one part along an axis is flexible and the change is not zero, where the
    /// share each takes is not known.
    static func resize(_ frame: Frame, mask: Int64, widthChange: Double, heightChange: Double) -> Frame? {
        guard
            let horizontal = share(
                widthChange, minimum: mask & flexibleMinX != 0, size: mask & widthSizable != 0, maximum: mask & flexibleMaxX != 0),
            let vertical = share(
                heightChange, minimum: mask & flexibleMinY != 0, size: mask & heightSizable != 0, maximum: mask & flexibleMaxY != 0)
        else { return nil }
        return Frame(
            x: frame.x + horizontal.origin, y: frame.y + vertical.origin, width: frame.width + horizontal.size,
            height: frame.height + vertical.size)
    }

    /// How a change along one axis moves the origin and grows the size.
    private static func share(_ change: Double, minimum: Bool, size: Bool, maximum: Bool) -> (origin: Double, size: Double)? {
        guard change != 0 else { return (0, 0) }
        switch (minimum, size, maximum) {
        case (false, false, false), (false, false, true): return (0, 0)
        case (true, false, false): return (change, 0)
        case (false, true, false): return (0, change)
        default: return nil
        }
    }
}
