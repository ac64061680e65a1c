import IBSource
import NibArchive
import UIKitNib

/// `<buttonConfiguration>` (iOS 15's `UIButton.Configuration`) as the `UIButtonConfiguration` and
/// `UIBackgroundConfiguration` objects Xcode 14.1 to 16.4 write: for iOS 15 and later in place of
/// the button's state contents, below it (from Xcode 15) beside a normal state titled as the
/// configuration, for the iOS versions without configurations: the TestDemo pair (16.4) and
/// study pairs of 14.1, 14.2, 14.3, 15.0.1 and 15.1. The filled style, which no pair shows, as
/// iOS 18.2's and 26.1's UIKit make and resolve it (decompiled). What neither shows is reported as
/// an approximation.
enum UIKitButtonConfiguration {
    /// `style` → `UIButtonConfigurationButtonStyle`, the number of the style's behaviors
    /// (`_UIButtonConfigurationStyleBehaviors`: plain 0, gray 1, tinted 2, filled 3).
    static let styles: [String: Int64] = ["plain": 0, "gray": 1, "filled": 3]
    /// `cornerStyle` → `UIButtonConfigurationCornerStyle`; none saved is the dynamic style, 0.
    static let cornerStyles: [String: Int64] = ["capsule": 4]
    /// The attributes and children written; any other is reported.
    private static let writtenAttributes: Set<String> = ["key", "style", "title", "cornerStyle", "image", "catalog"]
    private static let writtenChildren: Set<String> = [
        "backgroundConfiguration", "color", "imageReference", "preferredSymbolConfiguration", "fontDescription",
    ]

    /// What a configured button may hold beside the configuration: Interface Builder's placeholder
    /// normal state, which Xcode leaves out (every configured button of the pairs has one titled
    /// "Button"). Fonts, insets, images and other states are not shown by any pair.
    private static func holdsOnlyThePlaceholderState(_ button: IBElement) -> Bool {
        let states = button.children.filter { $0.name == "state" }
        let known: Set<String> = [
            "rect", "autoresizingMask", "constraints", "color", "connections", "state", "buttonConfiguration",
            "userDefinedRuntimeAttributes", "accessibility",
        ]
        return states.count <= 1
            && states.allSatisfy {
                $0["key"] == "normal" && $0.children.isEmpty && $0.attributes.keys.allSatisfy { ["key", "title"].contains($0) }
            }
            && button.children.allSatisfy { known.contains($0.name) }
    }

    /// Why `configuration` of `button` cannot be written as Xcode would, or nil when it can.
    static func unwritableReason(_ configuration: IBElement, of button: IBElement, builder: inout UIKitNibBuilder) -> String? {
        let options = builder.options
        if !holdsOnlyThePlaceholderState(button) {
            return "no pair shows how Xcode archives a configured button's fonts, insets, images or states"
        }
        if !options.xcode(atLeast: 1410) {
            return "no pair shows how Xcode before 14.1 archives a button configuration"
        }
        if options.deploymentTarget(before: 15), !options.xcode(atLeast: 1500) {
            return "no pair shows how Xcode 14 archives a button configuration below iOS 15"
        }
        if options.deploymentTarget(before: 15), configuration["title"] == nil {
            return "no pair shows how Xcode archives an untitled button configuration below iOS 15"
        }
        if styles[configuration["style"] ?? "plain"] == nil {
            return "no pair shows a button configuration of style \(configuration["style"] ?? "")"
        }
        if let reason = unresolvedFillReason(configuration, of: button, builder: &builder) {
            return reason
        }
        if let corner = configuration["cornerStyle"], cornerStyles[corner] == nil {
            return "no pair shows a button configuration with corner style \(corner)"
        }
        if let attribute = configuration.attributes.keys.sorted().first(where: { !writtenAttributes.contains($0) }) {
            return "the button configuration's \(attribute) is not written"
        }
        for child in configuration.children where !writtenChildren.contains(child.name) || !isWritten(child) {
            return "the button configuration's \(child["key"] ?? child.name) is not written"
        }
        return nil
    }

    /// Why the gray or filled background UIKit resolves for `button` is not known: the archived
    /// configuration is the one UIKit resolved for the button (the pairs' gray fill is the light
    /// value of secondarySystemFill, not the color's name), whose background is
    /// `baseBackgroundColor` or the style's color (gray: secondarySystemFill; filled: the tint),
    /// changed for a disabled, highlighted or selected button (`_resolveValuesWithButton:`, iOS
    /// 18.2 and 26.1). Written is the normal state's own color; a color the document gives the
    /// background itself is kept, as UIKit keeps a customized one.
    private static func unresolvedFillReason(_ configuration: IBElement, of button: IBElement, builder: inout UIKitNibBuilder)
        -> String?
    {
        let style = configuration["style"] ?? "plain"
        guard style != "plain",
            configuration.child("backgroundConfiguration", key: "background")?.child("color", key: backgroundColorKey) == nil
        else { return nil }
        if button["enabled"] == "NO" || button["highlighted"] == "YES" || button["selected"] == "YES" {
            return "no pair shows the \(style) background UIKit resolves for a disabled, highlighted or selected button"
        }
        if configuration.child("color", key: "baseBackgroundColor") != nil {
            return "no pair shows how Xcode archives the \(style) background UIKit resolves from a base background color"
        }
        if style == "filled", let id = button.id, builder.tintedElementIDs.contains(id) {
            return "no pair shows how Xcode archives the filled background UIKit resolves from a tint color"
        }
        return nil
    }

    /// What Xcode 15 adds below iOS 15, where UIKit has no configurations: a normal state titled
    /// as the configuration, and image insets whose right is the smallest double, which marks
    /// them as set (study pairs of 15.0.1 at iOS 14 and 15.1 at iOS 13).
    static func writeStatesForOlderSystems(
        _ configuration: IBElement, of button: IBElement, to object: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder
    ) {
        guard builder.options.deploymentTarget(before: 15), let title = configuration["title"] else { return }
        let content = builder.graph.add(UIKitNibClass.buttonContent)
        builder.graph.set(UIKitNibKey.title, object: builder.userString(title, property: "normalTitle", of: button), on: content)
        builder.graph.set(
            UIKitNibKey.buttonStatefulContent,
            object: builder.graph.dictionary([(builder.graph.number(Int64(0)), content)], className: "NSMutableDictionary"), on: object)
        builder.graph.set(UIKitNibKey.imageEdgeInsets, UIKitValues.geometry([0, 0, 0, .leastNormalMagnitude]), on: object)
    }

    private static func isWritten(_ child: IBElement) -> Bool {
        switch child.name {
        case "backgroundConfiguration":
            child.attributes.keys.allSatisfy { $0 == "key" }
                && child.children.allSatisfy { $0.name == "color" && $0["key"] == backgroundColorKey }
        case "color": ["baseForegroundColor", "baseBackgroundColor"].contains(child["key"] ?? "")
        case "imageReference": child["key"] == "image" && child.children.isEmpty
        case "preferredSymbolConfiguration": child["key"] == preferredSymbolConfigurationKey
        case "fontDescription": child["key"] == titleFontKey
        default: false
        }
    }

    /// The configuration's object. Every configuration of a nib shares its background's colors
    /// and its title's empty attributes with the others, as Xcode archives them.
    static func write(_ configuration: IBElement, of button: IBElement, builder: inout UIKitNibBuilder) -> UIKitNibDraft.ObjectID {
        let style = configuration["style"] ?? "plain"
        if style == "filled", !UIKitXcodeRules.archivesFilledButtonConfigurationsStrictly(builder.options) {
            builder.approximate(
                "button configuration (style filled): written as iOS 18.2's and 26.1's UIKit fill it, with the default tint; "
                    + "what this Xcode's UIKit wrote is not known",
                at: configuration)
        }
        let object = builder.graph.add("UIButtonConfiguration")
        builder.graph.set(UIKitNibKey.buttonConfigurationButtonStyle, .integer(styles[style] ?? 0), on: object)
        let backgroundColor = configuration.child("backgroundConfiguration", key: "background")?.child("color", key: backgroundColorKey)
        let cornerRadius = Self.cornerRadius(of: configuration, options: builder.options)
        builder.graph.set(
            UIKitNibKey.buttonConfigurationBackground,
            object: background(style: style, color: backgroundColor, cornerRadius: cornerRadius, builder: &builder),
            on: object)
        builder.graph.set(
            UIKitNibKey.buttonConfigurationCornerStyle, .integer(configuration["cornerStyle"].flatMap { cornerStyles[$0] } ?? 0), on: object
        )
        builder.graph.set(UIKitNibKey.buttonConfigurationButtonSize, .integer(0), on: object)
        builder.graph.set(UIKitNibKey.buttonConfigurationMacIdiomStyle, .integer(0), on: object)
        for (key, nibKey) in [
            ("baseBackgroundColor", UIKitNibKey.buttonConfigurationBaseBackgroundColor),
            ("baseForegroundColor", UIKitNibKey.buttonConfigurationBaseForegroundColor),
        ] {
            if let color = configuration.child("color", key: key) {
                builder.graph.set(nibKey, object: builder.color(color), on: object)
            } else {
                builder.graph.set(nibKey, .null, on: object)
            }
        }
        writeImage(of: configuration, to: object, builder: &builder)
        // iOS 26's symbol content transition, none set (UIButtonConfiguration's encoder writes it
        // always; the pairs' Xcode 16.4 none).
        if UIKitXcodeRules.archivesSymbolContentTransition(builder.options) {
            builder.graph.set(UIKitNibKey.buttonConfigurationSymbolContentTransition, .null, on: object)
        }
        builder.graph.set(UIKitNibKey.buttonConfigurationShowsActivityIndicator, .bool(false), on: object)
        let title = builder.userString(configuration["title"] ?? "", property: "configuration.title", of: button)
        builder.graph.set(
            UIKitNibKey.buttonConfigurationTitle, object: attributedTitle(over: title, of: configuration, builder: &builder), on: object)
        let subtitle = builder.graph.add("NSAttributedString")
        builder.graph.set(UIKitNibKey.attributedStringCharacters, object: builder.graph.string(""), on: subtitle)
        builder.graph.set(UIKitNibKey.buttonConfigurationSubtitle, object: subtitle, on: object)
        builder.graph.set(UIKitNibKey.buttonConfigurationImagePlacement, .integer(2), on: object)
        builder.graph.set(UIKitNibKey.buttonConfigurationImagePadding, .float(0), on: object)
        builder.graph.set(UIKitNibKey.buttonConfigurationTitlePadding, .float(1), on: object)
        builder.graph.set(UIKitNibKey.buttonConfigurationTitleAlignment, .integer(0), on: object)
        return object
    }

    /// Interface Builder's key of the configuration's title font.
    private static let titleFontKey = "titleFontDescription"

    /// The configuration's title as an attributed string: without attributes, or with its font
    /// (`titleFontDescription`, KeePassium's buttons) as the `NSFont` of its one run, the one
    /// place UIButtonConfiguration's encoder could keep a font (it has no font key, and its text
    /// attributes transformer is a block it does not encode; iOS 18.2's and 26.1's UIKitCore,
    /// decompiled). No pair shows one, so a title font is an approximation.
    private static func attributedTitle(
        over characters: UIKitNibDraft.ObjectID, of configuration: IBElement, builder: inout UIKitNibBuilder
    ) -> UIKitNibDraft.ObjectID {
        guard let font = configuration.child("fontDescription", key: titleFontKey) else {
            return builder.attributedString(over: characters)
        }
        builder.approximate(
            "button configuration: its title font is written as the NSFont of its attributed title, the one place its encoder could keep it; no pair shows what Xcode writes",
            at: font)
        return builder.attributedString(
            over: characters, attributes: [(builder.graph.string(UIKitNibKey.fontAttribute), builder.font(font))])
    }

    /// Interface Builder's key of the configuration's preferred symbol configuration.
    private static let preferredSymbolConfigurationKey = "preferredSymbolConfigurationForImage"

    /// The configuration's image and its preferred symbol configuration, nil where it has none:
    /// the image as any other image of the nib (a symbol's placeholder naming it, at a scale an
    /// `<imageReference>` gives), both as UIButtonConfiguration's encoder writes them, which a
    /// button's resolution leaves as set (iOS 18.2's and 26.1's UIKitCore, decompiled; no pair
    /// holds a configuration with an image).
    private static func writeImage(
        of configuration: IBElement, to object: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder
    ) {
        let image = builder.image(configuration, attribute: "image")
        builder.graph.set(UIKitNibKey.buttonConfigurationImage, image.map { .object($0.index) } ?? .null, on: object)
        let preferred = configuration.child("preferredSymbolConfiguration", key: preferredSymbolConfigurationKey)
        let symbolConfiguration = preferred.flatMap { builder.preferredSymbolConfiguration($0) }
        if let preferred, symbolConfiguration == nil {
            builder.approximate(
                "button configuration: a preferred symbol configuration other than a scale, a weight or a text style is left out (no pair shows its keys)",
                at: preferred)
        }
        builder.graph.set(
            UIKitNibKey.buttonConfigurationPreferredSymbolConfiguration, symbolConfiguration.map { .object($0.index) } ?? .null, on: object)
        if image != nil || preferred != nil, !UIKitXcodeRules.archivesButtonConfigurationImagesStrictly(builder.options) {
            builder.approximate(
                "button configuration: its image is written as iOS 18.2's and 26.1's UIKit archive it; what this Xcode's UIKit wrote is not known",
                at: configuration)
        }
    }

    /// The background's color Interface Builder saves, as `<color key="backgroundColor">`.
    private static let backgroundColorKey = "backgroundColor"

    /// The plain style's background is clear and its stroke the same color; the gray style's is
    /// UIKit's secondary fill (120, 120, 128 at 16%), stroked clear; the filled style's the tint
    /// UIKit resolves for a button under none, systemBlue (`_defaultInteractionTintColorForIdiom:`),
    /// in the palette of the Xcode's UIKit. A color the document gives
    /// the background (OnionBrowser's accent buttons) fills it instead, and is marked as the
    /// app's: UIBackgroundConfiguration's public setters set the property's customized flag,
    /// which its encoder writes (iOS 26.1's UIKitCore, decompiled), as the style's own stroke
    /// settings show in the pairs.
    /// The background's corner radius: 5.95, as the pairs show; under iOS 26's design 17 for the
    /// dynamic corner style (`_initWithBehaviors:`, decompiled), which Xcode 26's ibtool runs with
    /// (`UIKitXcodeRules.buttonConfigurationsUseIOS26Design`).
    private static func cornerRadius(of configuration: IBElement, options: CompileOptions) -> Double {
        UIKitXcodeRules.buttonConfigurationsUseIOS26Design(options) && configuration["cornerStyle"] == nil ? 17 : 5.949_999_999_999_999
    }

    private static func background(style: String, color: IBElement?, cornerRadius: Double, builder: inout UIKitNibBuilder)
        -> UIKitNibDraft.ObjectID
    {
        let clear = builder.shared("clear") { graph in
            UIKitColors.color(
                UIKitColors.clear, resources: IBResources(document: nil), colorMatched: true, readsXcode11Names: true, writesDoubles: true,
                graph: &graph)
        }
        let options = builder.options
        let fill: UIKitNibDraft.ObjectID
        switch style {
        case "gray":
            fill = builder.shared("gray fill") { graph in
                UIKitColors.color(
                    IBElement(
                        name: "color",
                        attributes: [
                            "red": "0.47058823529411764", "green": "0.47058823529411764", "blue": "0.5019607843137255", "alpha": "0.16",
                            "colorSpace": "custom", "customColorSpace": "sRGB",
                        ]),
                    resources: IBResources(document: nil), colorMatched: true, readsXcode11Names: true, writesDoubles: true, graph: &graph)
            }
        case "filled":
            let tint = UIKitColors.defaultTint(iOS26Palette: UIKitXcodeRules.archivesIOS26SystemColors(options))
            fill = builder.shared("tint fill") { graph in
                UIKitColors.color(
                    tint, resources: IBResources(document: nil), colorMatched: true, readsXcode11Names: true, writesDoubles: true,
                    graph: &graph)
            }
        default:
            fill = clear
        }
        let object = builder.graph.add(UIKitBackgroundConfiguration.className)
        let setByStyleOrDocument: Set<String> = Set(["strokeColor", "strokeWidth"] + (color == nil ? [] : [backgroundColorKey]))
        let background = UIKitBackgroundConfiguration(
            fill: color.map { builder.color($0) } ?? fill, stroke: clear, strokeWidth: 1, cornerRadius: cornerRadius, defaultStyle: 0,
            customized: setByStyleOrDocument)
        background.write(to: object, options: options, graph: &builder.graph)
        return object
    }
}
