import Foundation
import IBSource
import NibArchive

/// How Interface Builder's attribute values become nib values.
enum UIKitValues {
    /// A geometry data value: type byte 7, then float64s, little-endian.
    static func geometry(_ numbers: [Double]) -> NibGraph.Value {
        var bytes: [UInt8] = [7]
        bytes.reserveCapacity(1 + numbers.count * 8)
        for number in numbers {
            withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return .data(Data(bytes))
    }

    static func number(_ text: String?) -> Double? {
        text.flatMap { Double($0) }
    }

    static func flag(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    static let contentModes: [String: Int64] = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    static let lineBreakModes: [String: Int64] = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4,
        "middleTruncation": 5,
    ]

    static let semanticContentAttributes: [String: Int64] = [
        "unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4,
    ]

    static let autoresizingFlags: [(attribute: String, bit: Int64)] = [
        ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4), ("flexibleMinY", 8),
        ("heightSizable", 16), ("flexibleMaxY", 32),
    ]

    /// A margin attribute's edge without the margin and how far the margin moves it: inward from
    /// each edge by the item's margin on that side (`margins`, Interface Builder's 8 points unless
    /// the view declares its own), none for the centers; other attributes stay as they are.
    static func marginFallback(_ attribute: Int64, margins: LayoutMargins = .standard) -> (attribute: Int64, offset: Double) {
        switch attribute {
        case 13: (1, margins.left)
        case 17: (5, margins.leading)
        case 15: (3, margins.top)
        case 14: (2, -margins.right)
        case 18: (6, -margins.trailing)
        case 16: (4, -margins.bottom)
        case 19, 20: (attribute - 10, 0)
        default: (attribute, 0)
        }
    }

    /// A view's layout margins as its element declares them (`layoutMargins` left and right, or
    /// `directionalLayoutMargins` leading and trailing, which the fallback treats alike: a
    /// left-to-right layout).
    struct LayoutMargins: Equatable, Sendable {
        var top = 8.0, left = 8.0, bottom = 8.0, right = 8.0
        var leading: Double { left }
        var trailing: Double { right }

        static let standard = LayoutMargins()

        init(top: Double = 8, left: Double = 8, bottom: Double = 8, right: Double = 8) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }

        init(of element: IBElement?) {
            if let insets = element?.child("edgeInsets", key: "layoutMargins") {
                self.init(
                    top: UIKitValues.number(insets["top"]) ?? 0, left: UIKitValues.number(insets["left"]) ?? 0,
                    bottom: UIKitValues.number(insets["bottom"]) ?? 0, right: UIKitValues.number(insets["right"]) ?? 0)
            } else if let insets = element?.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
                self.init(
                    top: UIKitValues.number(insets["top"]) ?? 0, left: UIKitValues.number(insets["leading"]) ?? 0,
                    bottom: UIKitValues.number(insets["bottom"]) ?? 0, right: UIKitValues.number(insets["trailing"]) ?? 0)
            } else {
                self.init()
            }
        }
    }

    /// `UIAccessibilityTraits` bits by Interface Builder's attribute names; its "None" is
    /// `UIAccessibilityTraitNone`, no bit.
    static let accessibilityTraitBits: [(attribute: String, bit: Int64)] = [
        ("none", 0), ("button", 1 << 0), ("link", 1 << 1), ("image", 1 << 2), ("selected", 1 << 3), ("playsSound", 1 << 4),
        ("keyboardKey", 1 << 5), ("staticText", 1 << 6), ("summaryElement", 1 << 7), ("notEnabled", 1 << 8),
        ("updatesFrequently", 1 << 9), ("searchField", 1 << 10), ("startsMediaSession", 1 << 11),
        ("adjustable", 1 << 12), ("allowsDirectInteraction", 1 << 13), ("causesPageTurn", 1 << 14),
        ("header", 1 << 16),
    ]

    static func accessibilityTraits(_ element: IBElement) -> Int64 {
        accessibilityTraitBits.reduce(0) { $0 | (element[$1.attribute] == "YES" ? $1.bit : 0) }
    }

    /// `%.3g`, the precision Xcode writes `NSRGB`/`NSWhite` component strings with.
    static func shortComponent(_ value: Double) -> String {
        GeneralNumberFormat.string(value, significantDigits: 3)
    }
}
