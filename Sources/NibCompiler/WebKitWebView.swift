import IBSource
import NibArchive
import UIKitNib

/// A `<wkWebView>` as WebKit archives it: the view's own switches and its
/// `WKWebViewConfiguration` with preferences, process pool, user content controller and data
/// store, each key as Xcode 13.4.1 writes it (WorkFlowTestingApp's Account storyboard, the only
/// pair with a web view). Another Xcode's WebKit may archive other keys: that, and any setting
/// the configuration saves beyond the one the pair shows, is reported as an approximation. For
/// Xcode 26 the keys are those iOS 26.1's WebKit encoders write (decompiled): the web view's
/// find interaction switch, the configuration's text fragment and HEIC switches and no
/// application name unless one is set, the preferences' background printing and link tab focus;
/// its values stay those of the Xcode 13.4 pair, where it shows them, and WebKit's defaults.
///
/// No macOS pair shows a web view of WebKit's current class: WebKit's encoder (its open
/// `-encodeWithCoder:` methods) writes on the Mac the configuration's values up to
/// `drawsBackground` and then its user interface direction policy, preferences that add
/// `tabFocusesLinks`, and the view's magnification after its other switches. The macOS compiler
/// writes those with the same defaults (`AppKitNibBuilder+WKWebView`), an approximation.
enum WebKitWebView {
    /// WebKit's classes of a web view's archive.
    enum Class {
        static let webView = "WKWebView"
        static let configuration = "WKWebViewConfiguration"
        static let processPool = "WKProcessPool"
        static let preferences = "WKPreferences"
        static let userContentController = "WKUserContentController"
        static let websiteDataStore = "WKWebsiteDataStore"
    }

    /// WebKit's archive keys, WebKit's own names.
    enum Key {
        static let configuration = "configuration"
        static let allowsBackForwardNavigationGestures = "allowsBackForwardNavigationGestures"
        static let customUserAgent = "customUserAgent"
        static let allowsLinkPreview = "allowsLinkPreview"
        static let processPool = "processPool"
        static let preferences = "preferences"
        static let userContentController = "userContentController"
        static let websiteDataStore = "websiteDataStore"
        static let mediaTypesRequiringUserActionForPlayback = "mediaTypesRequiringUserActionForPlayback"
        static let applicationNameForUserAgent = "applicationNameForUserAgent"
        static let isDefaultDataStore = "isDefaultDataStore"
        static let allowsMagnification = "allowsMagnification"
        static let magnification = "magnification"
    }

    /// The configuration's switches and numbers at WebKit's defaults, in archive order, between
    /// `applicationNameForUserAgent` and `mediaTypesRequiringUserActionForPlayback` and after it.
    private static let configurationDefaults: (leading: [(String, NibGraph.Value)], trailing: [(String, NibGraph.Value)]) = (
        [
            ("suppressesIncrementalRendering", .bool(false)), (Key.applicationNameForUserAgent, .null),
            ("allowsAirPlayForMediaPlayback", .bool(true)), ("drawsBackground", .bool(true)),
            // WKDataDetectorTypeAll, NSUIntegerMax as a signed integer.
            ("dataDetectorTypes", .integer(-1)), ("allowsInlineMediaPlayback", .bool(false)),
            ("allowsInlineMediaPlaybackAfterFullscreen", .bool(false)),
        ],
        [
            ("selectionGranularity", .integer(0)), ("allowsPictureInPictureMediaPlayback", .bool(true)),
            ("ignoresViewportScaleLimits", .bool(false)), ("dragLiftDelay", .integer(0)),
            ("textInteractionGesturesEnabled", .bool(true)), ("longPressActionsEnabled", .bool(true)),
            ("systemPreviewEnabled", .bool(false)), ("shouldDecidePolicyBeforeLoadingQuickLookPreview", .bool(true)),
        ]
    )

    private static let preferencesDefaults: [(String, NibGraph.Value)] = [
        ("minimumFontSize", .double(0)), ("javaScriptCanOpenWindowsAutomatically", .bool(false)),
        ("javaScriptEnabled", .bool(true)), ("textInteractionEnabled", .bool(true)),
    ]

    /// The configuration's values after its objects on the Mac: the shared ones, then the user
    /// interface direction policy (following the system's, 0).
    static let macConfigurationDefaults: [(String, NibGraph.Value)] =
        Array(configurationDefaults.leading.prefix { $0.0 != "dataDetectorTypes" }) + [("userInterfaceDirectionPolicy", .integer(0))]
    /// The preferences on the Mac: links take no tab focus, before text interaction.
    static let macPreferencesDefaults: [(String, NibGraph.Value)] =
        preferencesDefaults.dropLast() + [("tabFocusesLinks", .bool(false))] + preferencesDefaults.suffix(1)
    /// What iOS 26.1's WebKit adds: after the configuration's other values, after the
    /// preferences' JavaScript switch, after the web view's link preview switch.
    private static let iOS26ConfigurationAdditions: [(String, NibGraph.Value)] = [
        ("scrollToTextFragmentIndicatorEnabled", .bool(true)), ("scrollToTextFragmentMarkingEnabled", .bool(true)),
        ("multiRepresentationHEICInsertionEnabled", .bool(false)),
    ]
    private static let iOS26PreferencesAdditions: [(String, NibGraph.Value)] = [
        ("shouldPrintBackgrounds", .bool(false)), ("tabFocusesLinks", .bool(false)),
    ]
    private static let iOS26WebViewAdditions: [(String, NibGraph.Value)] = [("findInteractionEnabled", .bool(false))]

    /// The magnification a Mac web view archives after its switches: none allowed, at 1.
    static let macMagnificationDefaults: [(String, NibGraph.Value)] = [
        (Key.allowsMagnification, .bool(false)), (Key.magnification, .double(1)),
    ]
    /// The attributes of a `<wkWebView>` beyond a view's, which WebKit archives.
    static let viewAttributes: Set<String> = [
        Key.allowsBackForwardNavigationGestures, Key.allowsLinkPreview, Key.customUserAgent, Key.allowsMagnification,
    ]

    static func write(_ element: IBElement, to object: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder) {
        let configurationElement = element.child("wkWebViewConfiguration", key: Key.configuration)
        if let reason = approximationReason(element, configuration: configurationElement, options: builder.options) {
            builder.approximate("web view \(element.id ?? ""): \(reason)", at: element)
        }
        let writesIOS26 = builder.options.xcode(atLeast: 2600)
        let configuration = builder.graph.add(Class.configuration)
        builder.graph.set(Key.processPool, object: builder.graph.add(Class.processPool), on: configuration)
        let preferences = builder.graph.add(Class.preferences)
        builder.graph.set(Key.preferences, object: preferences, on: configuration)
        builder.graph.set(Key.userContentController, object: builder.graph.add(Class.userContentController), on: configuration)
        let dataStore = builder.graph.add(Class.websiteDataStore)
        builder.graph.set(Key.isDefaultDataStore, .bool(true), on: dataStore)
        builder.graph.set(Key.websiteDataStore, object: dataStore, on: configuration)
        // iOS 26's WebKit writes the application name only when one is set.
        for (key, value) in configurationDefaults.leading where !(writesIOS26 && key == Key.applicationNameForUserAgent) {
            builder.graph.set(key, value, on: configuration)
        }
        // `<audiovisualMediaTypes none="YES"/>`: no media type needs a user action.
        builder.graph.set(Key.mediaTypesRequiringUserActionForPlayback, .bool(false), on: configuration)
        for (key, value) in configurationDefaults.trailing + (writesIOS26 ? iOS26ConfigurationAdditions : []) {
            builder.graph.set(key, value, on: configuration)
        }
        let preferencesValues =
            writesIOS26 ? preferencesDefaults.dropLast() + iOS26PreferencesAdditions + preferencesDefaults.suffix(1) : preferencesDefaults
        for (key, value) in preferencesValues {
            builder.graph.set(key, value, on: preferences)
        }
        builder.graph.set(Key.configuration, object: configuration, on: object)
        builder.graph.set(
            Key.allowsBackForwardNavigationGestures, .bool(element[Key.allowsBackForwardNavigationGestures] == "YES"), on: object)
        builder.graph.set(Key.customUserAgent, string: element[Key.customUserAgent] ?? "", on: object)
        builder.graph.set(Key.allowsLinkPreview, .bool(element[Key.allowsLinkPreview] != "NO"), on: object)
        for (key, value) in writesIOS26 ? iOS26WebViewAdditions : [] {
            builder.graph.set(key, value, on: object)
        }
    }

    /// Why the web view cannot be written as the pair shows, and what is written instead, or nil.
    static func approximationReason(_ element: IBElement, configuration: IBElement?, options: CompileOptions) -> String? {
        if options.xcode(atLeast: 2600) {
            let settings = configuration.flatMap(configurationReason).map { "; \($0)" } ?? ""
            return "no pair of Xcode 26 shows a web view\(settings); written with the keys iOS 26.1's WebKit encoders write, "
                + "the values of Xcode 13.4's and WebKit's defaults"
        }
        if !options.xcode(in: 1300..<1400) {
            return "only Xcode 13's WebKit archive is known; written with Xcode 13.4's WebKit defaults"
        }
        return configuration.flatMap(configurationReason).map { "\($0); written with Xcode 13.4's WebKit defaults" }
    }

    /// Why a `<wkWebViewConfiguration>` saves what the pair does not show, or nil.
    static func configurationReason(_ configuration: IBElement) -> String? {
        if let attribute = configuration.attributes.keys.sorted().first(where: { $0 != "key" }) {
            return "configuration attribute \(attribute) is not known to the compiler"
        }
        for child in configuration.children {
            switch (child.name, child["key"]) {
            case ("audiovisualMediaTypes", Key.mediaTypesRequiringUserActionForPlayback)
            where child.attributes == ["key": Key.mediaTypesRequiringUserActionForPlayback, "none": "YES"]:
                continue
            case ("wkPreferences", "preferences") where child.attributes.keys.allSatisfy({ $0 == "key" }) && child.children.isEmpty:
                continue
            default:
                return "configuration setting \(child["key"] ?? child.name) is not known to the compiler"
            }
        }
        return nil
    }
}
