import IBSource

/// A `<constraint>` element as Interface Builder saves it, for UIKit and AppKit alike: the
/// attributes' names and their defaults (relation equal, multiplier 1, constant 0, priority
/// required) in one place; each platform's writer archives it with its own keys.
struct LayoutConstraintSource: Sendable, Equatable {
    /// `NSLayoutAttribute` and `NSLayoutConstraint.Attribute` by Interface Builder's names; from
    /// `leftMargin` on, UIKit's margins.
    static let attributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "lastBaseline": 11, "firstBaseline": 12, "leftMargin": 13,
        "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17, "trailingMargin": 18,
        "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]
    /// The constraints Xcode 7 made for a view with a fixed frame that translates no mask: its
    /// left and top edges pinned to its holder's, its width and height; and their identifier.
    static let prototypingAttributes = (left: Int64(1), top: Int64(3), width: Int64(7), height: Int64(8))
    static let prototypingIdentifier = "IB auto generated at build time for view with fixed frame"
    /// The identifier as Xcode 5.0.1 wrote it, naming the view and the document.
    static func prototypingIdentifier(viewID: String, documentName: String) -> String {
        "IB auto generated at build time for view (OID \(viewID)) with fixed frame in \(documentName)"
    }
    /// The attributes along the horizontal axis, UIKit's margins among them.
    static let horizontalAttributes = Set(
        [
            "left", "right", "leading", "trailing", "width", "centerX", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin",
            "centerXWithinMargins",
        ].compactMap { attributes[$0] })
    static let centerAttributes = Set(["centerX", "centerY", "centerXWithinMargins", "centerYWithinMargins"].compactMap { attributes[$0] })
    static let dimensionAttributes = Set(["width", "height"].compactMap { attributes[$0] })
    static let firstBaselineAttribute: Int64 = 12
    /// The first of UIKit's margin attributes, which AppKit has not.
    static let firstMarginAttribute: Int64 = 13
    static let relations: [String: Int64] = [
        "lessThanOrEqual": -1, "equal": 0, "greaterThanOrEqual": 1,
    ]
    static let requiredPriority: Int64 = 1000
    /// What a standard spacing (`symbolic="YES"`) is archived as, instead of the points the
    /// document shows.
    static let standardSpacingSymbol = "NSSpace"

    let firstItemID: String?
    let firstAttribute: Int64?
    let secondItemID: String?
    let secondAttribute: Int64?
    let relation: Int64?
    /// The multiplier in single precision, as Interface Builder holds it: every Xcode nib in the
    /// corpus archives the float nearest the document's value (mixpanel ~ipad's 0.7 as
    /// 0.699999988…, Xcode 9.1; Sparkle's `SUUpdateAlert`, 0.8 as 0.800000011…).
    let multiplier: Double
    let isStandardSpacing: Bool
    /// The constant the document gives; 0 for a standard spacing, which archives its symbol.
    let constant: Double
    let priority: Int64?
    let identifier: String?

    init(_ element: IBElement) {
        firstItemID = element["firstItem"]
        firstAttribute = element["firstAttribute"].flatMap { Self.attributes[$0] }
        secondItemID = element["secondItem"]
        secondAttribute = element["secondAttribute"].flatMap { Self.attributes[$0] }
        relation = Self.relations[element["relation"] ?? "equal"]
        multiplier = Double(Float(Self.ratio(element["multiplier"]) ?? 1))
        isStandardSpacing = element["symbolic"] == "YES"
        constant = isStandardSpacing ? 0 : element["constant"].flatMap { Double($0) } ?? 0
        priority = element["priority"].map { Int64($0) } ?? Self.requiredPriority
        identifier = element["identifier"]
    }

    /// Where Xcode lists this constraint among those placing one view, its first item when
    /// `placedIsFirst`, else its second (AppKit from Xcode 26,
    /// `AppKitXcodeRules.constraintsByAxisAndAttribute`; UIKit from Xcode 15,
    /// `UIKitXcodeRules.ordersConstraintsPlacingAView`): against the holding view before anything
    /// else (a sibling, a layout guide), and against it a center before the edges; then the
    /// horizontal axis first; then the placed view's attribute and the other's, last first, a
    /// first baseline after the other edges and a width or height after that; an inequality
    /// first. Aerial's Xcode 26 pairs (all 233 runs) and the study pairs of Xcode 15.0.1 to 16.4
    /// (47 of 49 runs; Xcode 14 and older keep the document's order) show it.
    func placingOrderKey(placedIsFirst: Bool, againstHolder: Bool) -> [Int] {
        func rank(_ attribute: Int64) -> Int {
            if attribute == Self.firstBaselineAttribute { return 0 }
            return Self.dimensionAttributes.contains(attribute) ? -1 : Int(attribute)
        }
        let (placed, other) = placedIsFirst ? (firstAttribute ?? 0, secondAttribute ?? 0) : (secondAttribute ?? 0, firstAttribute ?? 0)
        let centered = againstHolder && !Self.centerAttributes.isDisjoint(with: [placed, other])
        return [
            againstHolder ? 0 : 1, centered ? 0 : 1, Self.horizontalAttributes.contains(placed) ? 0 : 1, -rank(placed), -rank(other),
            relation == 0 ? 1 : 0,
        ]
    }

    /// `multiplier="2:1"` or `multiplier="0.5"`.
    static func ratio(_ text: String?) -> Double? {
        guard let text else { return nil }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        return Double(text)
    }
}
