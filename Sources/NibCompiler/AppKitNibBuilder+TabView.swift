import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Tab views as Xcode 26 archives them, so far only as viraptor's `tabview-notabsnoborder` shows
/// one: an `NSTabView` with an empty subview list, no items, its font, `NSTvFlags` holding the
/// type, and truncated labels allowed. A tab view with items, tabs, a border or a background is
/// an error naming it.
extension AppKitNibBuilder {
    static let tabViewAttributes: Set<String> = viewAttributes.union(["drawsBackground", "type"])
    static let acceptedTabViewValues: [String: Set<String>] = ["drawsBackground": ["NO"], "type": Set(tabViewTypes.keys)]
    /// `NSTabViewType` by Interface Builder's name, as `NSTvFlags` holds it.
    static let tabViewTypes: [String: Int64] = ["noTabsNoBorder": 6]

    mutating func addTabView(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.tabViewAttributes, accepted: Self.acceptedTabViewValues),
            acceptsPlacement(of: element)
        else { return nil }
        guard let type = element["type"].flatMap({ Self.tabViewTypes[$0] }), element["drawsBackground"] == "NO" else {
            reject("a tab view other than one without tabs, border or background is not known to the macOS compiler yet", at: element)
            return nil
        }
        let tabView = add(AppKitNibClass.tabView, .values([]))
        addDocumentObject(tabView, parent: superview, element: element)
        var font: Int?
        var others: [IBElement] = []
        for child in parsed.others {
            if child.name == "font", child["key"] == "font" {
                font = addFont(child)
            } else {
                others.append(child)
            }
        }
        collectConnections(others, of: element, source: tabView)
        guard let font else {
            reject("a tab view without a font is not known to the macOS compiler yet", at: element)
            return nil
        }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: tabView, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true)
        fields.add(AppKitNibKey.tabViewItems, list(NibCollectionClass.mutableArray, []).archived)
        fields.add(AppKitNibKey.tabViewFont, .object(font))
        fields.add(AppKitNibKey.tabViewFlags, .integer(type))
        fields.add(AppKitNibKey.allowTruncatedLabels, .bool(true))
        objects[tabView].content = .values(NibGraph.Entries(fields.entries))
        return tabView
    }
}
