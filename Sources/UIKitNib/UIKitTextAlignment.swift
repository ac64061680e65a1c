/// `NSTextAlignment` as a UIKit nib archives it (`UITextAlignment`), each case named as Interface
/// Builder saves it (`textAlignment="center"`).
public enum UIKitTextAlignment: Int64, CaseIterable, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4

    /// The alignment Interface Builder saves as `name`.
    public init?(name: String) {
        guard let alignment = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = alignment
    }

    public var name: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        case .natural: "natural"
        }
    }

    /// The Interface Builder elements that archive an alignment, by element name.
    public enum Owner: String, Sendable {
        case label
        case textField
        case textView
    }

    /// The alignment `owner` archives: its saved `textAlignment`, else its default. A label
    /// saved without one is left-aligned (Xcode 9.1 and 9.4 write 0: DropDownCell, SwiftMessages
    /// 4.1.4 CardView; Interface Builder saves "natural" explicitly), unless the paragraph style
    /// of its attributed text names an alignment (`paragraphStyle`), which the label reports as
    /// its own; a text view saved without one is left-aligned too (Xcode 7.3 and 12.1 write 0:
    /// mixpanel's MPSurvey, the CookAssistant study pairs' recipe text); a text field is natural.
    public static func archived(by owner: Owner, saved: String?, paragraphStyle: String? = nil) -> UIKitTextAlignment {
        if let saved = saved.flatMap(UIKitTextAlignment.init(name:)) {
            return saved
        }
        switch owner {
        case .label: return paragraphStyle.flatMap(UIKitTextAlignment.init(name:)) ?? .left
        case .textView: return .left
        case .textField: return .natural
        }
    }
}
