import AppKitNib
import IBSource
import NibArchive

/// WebKit's legacy `WebView` as Xcode 7.2 to 12.3 archive it (Sparkle's `SUUpdateAlert`, 27
/// builds): a view that accepts WebKit's drags, with no frame or group name, undo allowed, and
/// `WebPreferences` without identifier or values.
///
/// The document's preferences (font sizes, plug-ins, Java, JavaScript windows) are not archived:
/// 23 of the 27 builds leave the values out. Four (the three builds of Xcode 7.3, one of Xcode
/// 11.0's eleven) hold them, with the same source and Xcode as builds that do not: a state of the
/// ibtool process, no part of the document.
extension AppKitNibBuilder {
    static let webViewAttributes: Set<String> = viewAttributes.union([
        "maintainsBackForwardList", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden",
    ])
    static let acceptedWebViewValues: [String: Set<String>] = ["maintainsBackForwardList": ["YES", "NO"]]
    static let webPreferencesAttributes: Set<String> = [
        "key", "defaultFontSize", "defaultFixedFontSize", "minimumFontSize", "plugInsEnabled", "javaEnabled",
        "javaScriptCanOpenWindowsAutomatically", "javaScriptEnabled", "loadsImagesAutomatically", "autosaves",
        "standardFontFamily", "fixedFontFamily", "serifFontFamily", "sansSerifFontFamily", "cursiveFontFamily",
        "fantasyFontFamily", "userStyleSheetEnabled",
    ]
    /// The pasteboard types a web view accepts; from Xcode 9, file promises and WebKit's own too.
    static let webViewDragTypes = [
        "Apple HTML pasteboard type", "Apple PDF pasteboard type", "Apple URL pasteboard type", "Apple Web Archive pasteboard type",
        "NSColor pasteboard type", "NSFilenamesPboardType", "NSStringPboardType", "NeXT RTFD pasteboard type",
        "NeXT Rich Text Format v1.0 pasteboard type", "NeXT TIFF v4.0 pasteboard type", "WebURLsWithTitlesPboardType",
        "public.png", "public.url", "public.url-name",
    ]
    static let webViewPromisedDragTypes = ["Apple WebKit dummy pasteboard type", "Apple files promise pasteboard type"]

    mutating func addWebView(_ element: IBElement, superview: Int) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.legacyWebViews, "a web view", at: element)
        guard let parsed = parseView(element, known: Self.webViewAttributes, accepted: Self.acceptedWebViewValues) else { return nil }
        var others: [IBElement] = []
        var hasPreferences = false
        for child in parsed.others {
            guard child.name == "webPreferences", child["key"] == "preferences", !hasPreferences else {
                others.append(child)
                continue
            }
            hasPreferences = true
            guard acceptsAttributes(of: child, known: Self.webPreferencesAttributes, accepted: [:]) else { return nil }
            for value in child.children where !(value.name == "nil" && value["key"] == "identifier" && value.children.isEmpty) {
                reject("\(value.name) of a web view's preferences is not known to the macOS compiler yet", at: value)
                return nil
            }
        }
        let webView = add(AppKitNibClass.webView, .values([]))
        addDocumentObject(webView, parent: superview, element: element)
        collectConnections(others, of: element, source: webView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: webView, superview: superview, defaultHugging: Self.viewHugging)
        var dragTypes = Self.webViewDragTypes
        if follows(AppKitXcodeRules.webViewPromisedDrags) { dragTypes += Self.webViewPromisedDragTypes }
        addDragTypes(dragTypes.sorted(), to: &fields)
        fields.add(AppKitNibKey.nextKeyView, string(KeyedArchiveWriter.nullMarker).archived)
        fields.add(AppKitNibKey.webViewFrameName, string("").archived)
        fields.add(AppKitNibKey.webViewGroupName, string("").archived)
        var preferences = NibFieldWriter()
        preferences.add(AppKitNibKey.webPreferencesIdentifier, .null)
        preferences.add(AppKitNibKey.webPreferencesValues, .object(collection(NibCollectionClass.mutableDictionary, [])))
        fields.add(
            AppKitNibKey.webViewPreferences, .object(add(AppKitNibClass.webPreferences, .values(NibGraph.Entries(preferences.entries)))))
        fields.add(AppKitNibKey.webViewUsesBackForwardList, .bool(element["maintainsBackForwardList"] != "NO"))
        fields.add(AppKitNibKey.webViewAllowsUndo, .bool(true))
        objects[webView].content = .values(NibGraph.Entries(fields.entries))
        return webView
    }
}
