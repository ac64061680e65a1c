import IBSource
import NibArchive
import UIKitNib

/// A bar's appearances (iOS 13): `<navigationBarAppearance key="scrollEdgeAppearance"/>` and the
/// tab bar's and toolbar's, which Interface Builder saves empty when its inspector's box for one
/// is ticked and nothing of it changed. No pair shows one; they are written as UIKit's encoders
/// write a default appearance (iOS 18.2's and 26.1's UIKitCore, decompiled), an approximation:
///
/// - the bar writes each appearance that is set, in UIKit's order (standard, compact, scroll
///   edge, compact scroll edge; a tab bar's standard and scroll edge);
/// - an appearance writes its idiom (phone 0, pad 1), from iOS 26 its interface style override
///   (none), and its background: while it is UIKit's shared default background, only that
///   background's style (1; iOS 26.1 may choose the transparent one, 3, for navigation bars when
///   its new bar design is on, which a nib cannot tell);
/// - a navigation bar's or toolbar's plain and done button appearances name the shared data of
///   their styles (0 and 2); a navigation bar's back button appearance is always its own copy: a
///   back button, no indicator images, style 0; a tab bar's stacked, inline and compact inline
///   item appearances name their styles (0, 1, 2); its title and layout data, shared, write nothing.
///
/// An appearance saved with attributes or content of its own is left out, as before.
extension UIKitProperties {
    /// What a bar's appearance elements are called and archived as.
    struct BarAppearanceKind: Sendable {
        var element: String
        var className: String
        /// Interface Builder's key of each appearance with UIKit's, in UIKit's order.
        var keys: [(interfaceBuilder: String, uiKit: String)]
        var buttons: Bool
        var backButtons: Bool
        var tabBarItems: Bool
    }

    static let barAppearanceKinds: [String: BarAppearanceKind] = [
        "navigationBar": BarAppearanceKind(
            element: "navigationBarAppearance", className: UIKitNibClass.navigationBarAppearance,
            keys: Array(zip(fourBarAppearances, UIKitNibKey.navigationBarAppearances)), buttons: true, backButtons: true,
            tabBarItems: false),
        "toolbar": BarAppearanceKind(
            element: "toolbarAppearance", className: UIKitNibClass.toolbarAppearance,
            keys: Array(zip(fourBarAppearances, UIKitNibKey.toolbarAppearances)), buttons: true, backButtons: false,
            tabBarItems: false),
        "tabBar": BarAppearanceKind(
            element: "tabBarAppearance", className: UIKitNibClass.tabBarAppearance,
            keys: Array(zip(["standardAppearance", "scrollEdgeAppearance"], UIKitNibKey.tabBarAppearances)), buttons: false,
            backButtons: false, tabBarItems: true),
    ]
    private static let fourBarAppearances = [
        "standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance",
    ]

    static let barAppearanceReads = InterfaceBuilderReads(attributes: [], childKeys: Set(fourBarAppearances))

    /// UIKit's shared default background, and the styles of the shared button and item data.
    static let defaultBackgroundStyle: Int64 = 1
    static let plainButtonStyle: Int64 = 0
    static let doneButtonStyle: Int64 = 2
    static let tabBarItemStyles: [(key: String, style: Int64)] = [
        (UIKitNibKey.tabBarAppearanceStacked, 0), (UIKitNibKey.tabBarAppearanceInline, 1),
        (UIKitNibKey.tabBarAppearanceCompactInline, 2),
    ]

    static let writeBarAppearances: Writer = { element, object, builder in
        guard let kind = barAppearanceKinds[element.name] else { return }
        for (interfaceBuilderKey, key) in kind.keys {
            guard let saved = element.children.first(where: { $0.name == kind.element && $0["key"] == interfaceBuilderKey }) else {
                continue
            }
            let isDefault =
                saved.children.isEmpty
                && Set(saved.attributes.keys).subtracting(IBElement.editorOnlyAttributes).subtracting(["key"]).isEmpty
            guard isDefault, !builder.options.deploymentTarget(before: 13) else {
                builder.leaveOut("\(kind.element) \(interfaceBuilderKey) of a \(element.name)", line: saved.line, objectID: element.id)
                continue
            }
            builder.approximate(
                "a \(element.name)'s \(interfaceBuilderKey), which no pair shows, is written as iOS 18.2's and 26.1's UIKit "
                    + "encode a default \(kind.element); what Xcode's ibtool writes is not known",
                line: saved.line, objectID: element.id)
            builder.graph.set(key, object: defaultBarAppearance(kind, builder: &builder), on: object)
        }
        for child in element.children
        where child.name == kind.element && !kind.keys.contains(where: { $0.interfaceBuilder == child["key"] }) {
            builder.leaveOut("\(child.name) \(child["key"] ?? "") of a \(element.name)", line: child.line, objectID: element.id)
        }
    }

    /// A default appearance of `kind`, as UIKit's encoders write it.
    private static func defaultBarAppearance(_ kind: BarAppearanceKind, builder: inout UIKitNibBuilder) -> ObjectID {
        let appearance = builder.graph.add(kind.className)
        let idiom: Int64 = builder.options.targetDevice == .ipad ? 1 : 0
        builder.graph.set(UIKitNibKey.barAppearanceIdiom, .integer(idiom), on: appearance)
        if UIKitXcodeRules.archivesIOS26SystemColors(builder.options) {
            builder.graph.set(UIKitNibKey.barAppearanceOverrideStyle, .integer(0), on: appearance)
        }
        builder.graph.set(UIKitNibKey.barAppearanceBackgroundStyle, .integer(defaultBackgroundStyle), on: appearance)
        if kind.buttons {
            for (key, style) in [
                (UIKitNibKey.barAppearancePlainButtons, plainButtonStyle), (UIKitNibKey.barAppearanceDoneButtons, doneButtonStyle),
            ] {
                let buttons = builder.graph.add(UIKitNibClass.barButtonItemAppearance)
                builder.graph.set(UIKitNibKey.itemAppearanceDefaultStyle, .integer(style), on: buttons)
                builder.graph.set(key, object: buttons, on: appearance)
            }
        }
        if kind.backButtons {
            let back = builder.graph.add(UIKitNibClass.barButtonItemAppearance)
            builder.graph.set(UIKitNibKey.itemAppearanceIsBackButton, .bool(true), on: back)
            builder.graph.set(UIKitNibKey.itemAppearanceBackIndicator, .null, on: back)
            builder.graph.set(UIKitNibKey.itemAppearanceBackIndicatorTransitionMask, .null, on: back)
            builder.graph.set(UIKitNibKey.itemAppearanceCustomizedStyle, .integer(plainButtonStyle), on: back)
            builder.graph.set(UIKitNibKey.barAppearanceBackButtons, object: back, on: appearance)
        }
        if kind.tabBarItems {
            for (key, style) in tabBarItemStyles {
                let items = builder.graph.add(UIKitNibClass.tabBarItemAppearance)
                builder.graph.set(UIKitNibKey.itemAppearanceDefaultStyle, .integer(style), on: items)
                builder.graph.set(key, object: items, on: appearance)
            }
        }
        return appearance
    }
}
