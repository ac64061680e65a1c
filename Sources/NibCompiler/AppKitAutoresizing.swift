import IBSource

/// What AppKit's autoresizing does to a view saved in a superview of one size and archived in
/// one of another (a titled box's content view, which ibtool sizes for the title): along each
/// axis, the one flexible part (left margin, width or right margin; bottom margin, height or
/// top margin) takes the whole change, several share it evenly. Viraptor's `test-box-titled`:
/// a label sizable in width, saved 400 wide in a content view saved 554 wide, is archived 406
/// wide in one 560 wide.
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

    /// The frame `frame` has once its superview grows by `widthChange` and `heightChange`, and
    /// whether a change was split among several flexible parts of one axis: AppKit documents it
    /// shares the change evenly among them (`NSView.autoresizingMask`), which no pair shows.
    static func resize(_ frame: Frame, mask: Int64, widthChange: Double, heightChange: Double) -> (frame: Frame, splitsAChange: Bool) {
        let horizontal = share(
            widthChange, minimum: mask & flexibleMinX != 0, size: mask & widthSizable != 0, maximum: mask & flexibleMaxX != 0)
        let vertical = share(
            heightChange, minimum: mask & flexibleMinY != 0, size: mask & heightSizable != 0, maximum: mask & flexibleMaxY != 0)
        let resized = Frame(
            x: frame.x + horizontal.origin, y: frame.y + vertical.origin, width: frame.width + horizontal.size,
            height: frame.height + vertical.size)
        return (resized, horizontal.isSplit || vertical.isSplit)
    }

    /// How a change along one axis moves the origin and grows the size: an equal share for each
    /// flexible part, none where no part is flexible (the view keeps its origin and size).
    private static func share(_ change: Double, minimum: Bool, size: Bool, maximum: Bool) -> (origin: Double, size: Double, isSplit: Bool) {
        let flexibleParts = [minimum, size, maximum].filter { $0 }.count
        guard change != 0, flexibleParts > 0 else { return (0, 0, false) }
        let each = change / Double(flexibleParts)
        return (minimum ? each : 0, size ? each : 0, flexibleParts > 1)
    }
}
