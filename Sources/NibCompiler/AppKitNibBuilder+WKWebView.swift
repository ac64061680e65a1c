import AppKitNib
import IBSource
import NibArchive

/// A web view of WebKit's current class (`<wkWebView>`, NetNewsWire's web view window), which
/// no macOS pair shows: its view values, then what WebKit's encoder archives on the Mac
/// (`WebKitWebView`): its configuration (an empty process pool, preferences, an empty user
/// content controller and the default data store, then its values), its switches, its user
/// agent and its magnification. Written with the defaults of the iOS pair's WebKit, an
/// approximation; what the document's configuration saves beyond them is named in the warning.
extension AppKitNibBuilder {
    static let wkWebViewAttributes: Set<String> = viewAttributes.union(WebKitWebView.viewAttributes).union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden",
    ])
    static let acceptedWKWebViewValues: [String: Set<String>] = [
        WebKitWebView.Key.allowsBackForwardNavigationGestures: ["YES", "NO"], WebKitWebView.Key.allowsLinkPreview: ["YES", "NO"],
        WebKitWebView.Key.allowsMagnification: ["YES", "NO"],
    ]

    mutating func addWKWebView(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.wkWebViewAttributes, accepted: Self.acceptedWKWebViewValues)
        else { return nil }
        let key = WebKitWebView.Key.self
        var others: [IBElement] = []
        var configurationElement: IBElement?
        for child in parsed.others {
            if child.name == "wkWebViewConfiguration", child["key"] == key.configuration, configurationElement == nil {
                configurationElement = child
            } else {
                others.append(child)
            }
        }
        let reason = configurationElement.flatMap(WebKitWebView.configurationReason).map { "; \($0)" } ?? ""
        approximate(
            "a WKWebView, which no macOS pair shows, is written as WebKit archives one on the Mac, with the iOS pair's WebKit defaults\(reason)",
            at: element)
        let webView = add(WebKitWebView.Class.webView, .values([]))
        addDocumentObject(webView, parent: superview, element: element)
        collectConnections(others, of: element, source: webView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: webView, superview: superview, defaultHugging: Self.viewHugging)
        fields.add(key.configuration, .object(addWebViewConfiguration()))
        fields.add(key.allowsBackForwardNavigationGestures, .bool(element[key.allowsBackForwardNavigationGestures] == "YES"))
        fields.add(key.customUserAgent, string(element[key.customUserAgent] ?? "").archived)
        fields.add(key.allowsLinkPreview, .bool(element[key.allowsLinkPreview] != "NO"))
        for (name, value) in WebKitWebView.macMagnificationDefaults {
            fields.add(name, name == key.allowsMagnification ? .bool(element[name] == "YES") : value)
        }
        objects[webView].content = .values(NibGraph.Entries(fields.entries))
        return webView
    }

    /// A web view's configuration as WebKit archives it on the Mac, at its defaults.
    private mutating func addWebViewConfiguration() -> Int {
        let key = WebKitWebView.Key.self
        let classes = WebKitWebView.Class.self
        var preferences = NibFieldWriter()
        for (name, value) in WebKitWebView.macPreferencesDefaults { preferences.add(name, value) }
        var dataStore = NibFieldWriter()
        dataStore.add(key.isDefaultDataStore, .bool(true))
        var fields = NibFieldWriter()
        fields.add(key.processPool, .object(add(classes.processPool, .values([]))))
        fields.add(key.preferences, .object(add(classes.preferences, .values(NibGraph.Entries(preferences.entries)))))
        fields.add(key.userContentController, .object(add(classes.userContentController, .values([]))))
        fields.add(key.websiteDataStore, .object(add(classes.websiteDataStore, .values(NibGraph.Entries(dataStore.entries)))))
        for (name, value) in WebKitWebView.macConfigurationDefaults { fields.add(name, value) }
        return add(classes.configuration, .values(NibGraph.Entries(fields.entries)))
    }
}
