/// How the map looks: colours, fonts and the style of each segue kind.
enum MapStyle {
    static let fontFamily = "-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif"
    static let canvasColor = "#E9E9EC"
    static let titleBarColor = "#F7F7F8"
    static let outlineColor = "#A9A9B0"
    static let titleColor = "#1C1C1E"
    static let detailColor = "#6C6C70"
    static let exitColor = "#E8553E"
    static let referenceColor = "#FFFFFF"
    static let referenceAccent = "#4C6FBF"
    static let initialArrowColor = "#5A5A60"
    static let titleFontSize = 15.0
    static let detailFontSize = 12.0
    static let labelFontSize = 14.0

    /// How a segue kind is drawn: Interface Builder tells kinds apart by the badge on the arrow;
    /// the map adds a colour and a dash pattern.
    struct SegueStyle {
        var color: String
        /// The SVG `stroke-dasharray`, nil for a solid line.
        var dashes: String?
        /// The letter in the badge.
        var badge: String
        /// The name used in marker ids and class names.
        var name: String
    }

    static func style(ofSegueKind kind: String) -> SegueStyle {
        switch kind {
        case "show", "push": SegueStyle(color: "#2F6FDB", dashes: nil, badge: "S", name: "show")
        case "showDetail", "replace": SegueStyle(color: "#5B4FCF", dashes: nil, badge: "D", name: "show-detail")
        case "presentation", "modal", "sheet": SegueStyle(color: "#A63CC8", dashes: nil, badge: "M", name: "present")
        case "popover": SegueStyle(color: "#D97A00", dashes: "12 5", badge: "P", name: "popover")
        case "embed": SegueStyle(color: "#2E8B57", dashes: "3 4", badge: "E", name: "embed")
        case "relationship": SegueStyle(color: "#6E6E78", dashes: "9 6", badge: "R", name: "relationship")
        case "unwind": SegueStyle(color: exitColor, dashes: "2 4", badge: "U", name: "unwind")
        case "custom": SegueStyle(color: "#0F8A8A", dashes: nil, badge: "C", name: "custom")
        default: SegueStyle(color: "#444448", dashes: nil, badge: "?", name: "other")
        }
    }

    /// Every style, for the arrowhead markers the picture defines once.
    static let segueStyles: [SegueStyle] = [
        "show", "showDetail", "presentation", "popover", "embed", "relationship", "unwind", "custom", "",
    ].map(style(ofSegueKind:))

    /// A generous estimate of the width of `text` in the map's sans-serif font.
    static func textWidth(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.6
    }

    /// `text` cut with an ellipsis to fit `width`.
    static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
        let fitting = Int(width / (fontSize * 0.6))
        guard text.count > fitting else { return text }
        guard fitting > 1 else { return "" }
        return String(text.prefix(fitting - 1)) + "…"
    }
}
