import AppKitNib
import IBSource
import NibArchive

/// WebKit's legacy `WebView` as Xcode 7.2 to 12.3 archive it (Sparkle's `SUUpdateAlert`, 27
/// builds): a view that accepts WebKit's drags, with no frame or group name, undo allowed, and
/// `WebPreferences` without identifier.
///
/// The document's preferences (font sizes, plug-ins, Java, JavaScript windows) are archived as
/// values by Xcode 7.3 only (`AppKitXcodeRules.webPreferencesValues`): its three builds hold them.
/// Of the other Xcodes' 24 builds one holds them, one of Xcode 11.0's eleven, with the source and
/// Xcode of ten that do not (a state of that ibtool process, not of the document).
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
        "NSColor pasteboard type", filenamesPasteboardType, "NSStringPboardType", "NeXT RTFD pasteboard type",
        "NeXT Rich Text Format v1.0 pasteboard type", "NeXT TIFF v4.0 pasteboard type", "WebURLsWithTitlesPboardType",
        "public.png", "public.url", "public.url-name",
    ]
    static let webViewPromisedDragTypes = ["Apple WebKit dummy pasteboard type", "Apple files promise pasteboard type"]
    /// The preferences Xcode 7.3 archives, by their attribute, under WebKit's defaults keys in the
    /// order its nibs list them; a flag's value is `YES` or `NO`, a size's a whole number.
    static let archivedWebPreferences: [(attribute: String, key: String, isFlag: Bool)] = [
        ("minimumFontSize", "WebKitMinimumFontSize", false),
        ("defaultFontSize", "WebKitDefaultFontSize", false),
        ("javaScriptCanOpenWindowsAutomatically", "WebKitJavaScriptCanOpenWindowsAutomatically", true),
        ("defaultFixedFontSize", "WebKitDefaultFixedFontSize", false),
        ("plugInsEnabled", "WebKitPluginsEnabled", true),
        ("javaEnabled", "WebKitJavaEnabled", true),
    ]

    mutating func addWebView(_ element: IBElement, superview: Int) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.legacyWebViews, "a web view", at: element)
        guard let parsed = parseView(element, known: Self.webViewAttributes, accepted: Self.acceptedWebViewValues) else { return nil }
        var others: [IBElement] = []
        var preferencesElement: IBElement?
        for child in parsed.others {
            guard child.name == "webPreferences", child["key"] == "preferences", preferencesElement == nil else {
                others.append(child)
                continue
            }
            preferencesElement = child
            approximateUnknownAttributes(of: child, known: Self.webPreferencesAttributes, accepted: [:])
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
        var values: [Int] = []
        if let preferencesElement, follows(AppKitXcodeRules.webPreferencesValues, until: AppKitXcodeRules.webPreferencesValuesLeftOut) {
            guard let archived = archivedValues(of: preferencesElement) else { return nil }
            values = archived
        }
        preferences.add(AppKitNibKey.webPreferencesValues, .object(collection(NibCollectionClass.mutableDictionary, values)))
        fields.add(
            AppKitNibKey.webViewPreferences, .object(add(AppKitNibClass.webPreferences, .values(NibGraph.Entries(preferences.entries)))))
        fields.add(AppKitNibKey.webViewUsesBackForwardList, .bool(element["maintainsBackForwardList"] != "NO"))
        fields.add(AppKitNibKey.webViewAllowsUndo, .bool(true))
        objects[webView].content = .values(NibGraph.Entries(fields.entries))
        return webView
    }

    /// The dictionary members (key, value, …) of the preferences `element` sets, as Xcode 7.3
    /// archives them; a preference no pair shows archived is approximated, and a value not of its
    /// kind refused (nil).
    private mutating func archivedValues(of element: IBElement) -> [Int]? {
        let archivable = Set(Self.archivedWebPreferences.map(\.attribute))
        for name in element.attributes.keys where name != "key" && !archivable.contains(name) {
            approximate("web view preference \(name) is archived by Xcode 7.3 in a form no pair shows", at: element)
        }
        var members: [Int] = []
        for preference in Self.archivedWebPreferences {
            guard let text = element[preference.attribute] else { continue }
            let value: NibGraph.Value
            switch (preference.isFlag, text, Int64(text)) {
            case (true, "YES", _): value = .bool(true)
            case (true, "NO", _): value = .bool(false)
            case (false, _, let size?): value = .integer(size)
            default:
                reject("web view preference \(preference.attribute)=\"\(text)\" is not a value the macOS compiler knows", at: element)
                return nil
            }
            members += [stringObject(preference.key), numberObject(value)]
        }
        return members
    }
}
