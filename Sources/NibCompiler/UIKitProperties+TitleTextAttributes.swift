import IBSource
import NibArchive
import UIKitNib

/// A navigation bar's title and large title text attributes (`<textAttributes
/// key="titleTextAttributes">`): a text color, a font and a text shadow's color and offset.
///
/// Interface Builder's names are UIKit's legacy attribute keys, whose values are `NSColor` and
/// `NSFont` (`UITextAttributeTextColor`, `UITextAttributeFont`), `TextShadowColor` and
/// `TextShadowOffset`. UINavigationBar keeps a copy of the dictionary it is given and its encoder
/// writes it as `UITitleTextAttributes` and `UIBarLargeTitleTextAttributes` (iOS 26.1's
/// UIKitCore, decompiled): a color and a font are written so, strictly (DuckDuckGo's white
/// bookmarks title, the orange titles of Firebase's quickstart launch screens). A shadow stays
/// an approximation, written as the `NSShadow` UIFoundation's encoder writes (its vertical offset
/// negated, each value left out at NSShadow's default): UIKit keeps the legacy shadow keys beside
/// the shadow it makes for the title (none for the large title), and no pair shows how Xcode
/// archives the offset's `NSValue`.
extension UIKitProperties {
    static let navigationBarReads = InterfaceBuilderReads(attributes: [], childKeys: Set(titleTextAttributeKeys.keys))

    /// Interface Builder's key of each text attributes element, with UIKit's.
    private static let titleTextAttributeKeys: [String: String] = [
        "titleTextAttributes": UIKitNibKey.titleTextAttributes,
        "largeTitleTextAttributes": UIKitNibKey.largeTitleTextAttributes,
    ]

    /// The children of a text attributes element this writer reads, by key.
    private static let textAttributesChildKeys: Set<String> = ["textColor", "fontDescription", "textShadowColor", "textShadowOffset"]

    static let writeNavigationBarTitleAttributes: Writer = { element, object, builder in
        for attributes in element.children where attributes.name == "textAttributes" {
            guard let ibKey = attributes["key"], let key = titleTextAttributeKeys[ibKey] else { continue }
            for child in attributes.children where !textAttributesChildKeys.contains(child["key"] ?? "") {
                builder.leaveOut(
                    "\(child.name) \(child["key"] ?? "") of the navigation bar's \(ibKey)", line: child.line, objectID: element.id)
            }
            builder.graph.set(key, object: textAttributes(attributes, builder: &builder), on: object)
            if attributes.child("color", key: "textShadowColor") != nil || attributes.child("offsetWrapper", key: "textShadowOffset") != nil
            {
                builder.approximate(
                    "the text shadow of the navigation bar's \(ibKey) is archived as an NSShadow alone (\(key)), "
                        + "without the legacy TextShadowColor and TextShadowOffset UIKit keeps beside it, which no pair shows",
                    line: attributes.line, objectID: element.id)
            }
        }
    }

    /// The dictionary of `attributes`: only what the document says, in attribute-name order.
    private static func textAttributes(_ attributes: IBElement, builder: inout UIKitNibBuilder) -> ObjectID {
        var pairs: [(ObjectID, ObjectID)] = []
        if let color = attributes.child("color", key: "textColor") {
            pairs.append((builder.graph.string(UIKitNibKey.colorAttribute), builder.color(color)))
        }
        if let font = attributes.child("fontDescription", key: "fontDescription") {
            pairs.append((builder.graph.string(UIKitNibKey.fontAttribute), builder.font(font)))
        }
        if let shadow = textShadow(of: attributes, builder: &builder) {
            pairs.append((builder.graph.string(UIKitNibKey.shadowAttribute), shadow))
        }
        return builder.graph.dictionary(pairs)
    }

    /// The text shadow of `attributes` as an `NSShadow`, if it has a shadow color or offset. A
    /// `UIOffset`'s horizontal and vertical are the shadow's width and height.
    private static func textShadow(of attributes: IBElement, builder: inout UIKitNibBuilder) -> ObjectID? {
        let color = attributes.child("color", key: "textShadowColor")
        let offset = attributes.child("offsetWrapper", key: "textShadowOffset")
        guard color != nil || offset != nil else { return nil }
        let shadow = builder.graph.add("NSShadow")
        let width = UIKitValues.number(offset?["horizontal"]) ?? 0
        let height = UIKitValues.number(offset?["vertical"]) ?? 0
        if width != 0 {
            builder.graph.set(UIKitNibKey.textShadowHorizontalOffset, .double(width), on: shadow)
        }
        if height != 0 {
            builder.graph.set(UIKitNibKey.textShadowVerticalOffset, .double(-height), on: shadow)
        }
        if let color {
            builder.graph.set(UIKitNibKey.textShadowColor, object: builder.color(color), on: shadow)
        }
        return shadow
    }
}
