import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Tab views as Xcode 26 archives them: one without tabs, border or background
/// (`tabview-notabsnoborder`), with an empty subview list and no items; and one with tabs on top
/// (`nkv-simple`), whose items each hold a label, an identifier and a view, the first one
/// selected and shown as the tab view's subview, drawn on a background in the small system font
/// unless the document names one. The other types and sizes no pair shows, but Interface Builder
/// 3's archives (`AppKitNibBuilder`) of 23 tab views of transmission, Sequel Ace and MacPass do:
/// `NSTvFlags` holds the type in its low three bits and the control size from bit 27, each type
/// its items as tabs on top do, the background whatever the type, and labels that may not
/// truncate no `NSAllowTruncatedLabels`. For the selected item ibtool also makes the key view loop:
/// from the tab view to the item's view, down its views, siblings from the top down and left to
/// right, and back to the tab view. The sample holds one container of three buttons, so where a
/// view with subviews has siblings the order is not known and the tab view is refused, as is any
/// other setting, naming it.
extension AppKitNibBuilder {
    static let tabViewAttributes: Set<String> = viewAttributes.union([
        "drawsBackground", "type", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "initialItem",
        "allowsTruncatedLabels", "controlSize",
    ])
    static let acceptedTabViewValues: [String: Set<String>] = [
        "drawsBackground": ["NO"], "type": Set(tabViewTypes.keys), "allowsTruncatedLabels": ["NO"],
        "controlSize": Set(tabViewControlSizes.keys),
    ]
    /// `NSTabViewType` by Interface Builder's name, as `NSTvFlags`' low three bits hold it; tabs
    /// on top are 0, and those up to 3 have tabs.
    static let tabViewTypes: [String: Int64] = [
        "leftTabsBezelBorder": 1, "bottomTabsBezelBorder": 2, "rightTabsBezelBorder": 3, "noTabsBezelBorder": 4, "noTabsLineBorder": 5,
        "noTabsNoBorder": 6,
    ]
    static let topTabs: Int64 = 0
    static let lastTypeWithTabs: Int64 = 3
    /// `NSControlSize` by Interface Builder's name, as `NSTvFlags` holds it from bit 27 (small
    /// `0x8000003` of a tab view with tabs on the right, mini `0x10000002` at the bottom).
    static let tabViewControlSizes: [String: Int64] = ["regular": 0, "small": smallControlSize, "mini": miniControlSize]
    static let tabViewControlSizeShift: Int64 = 27
    /// What of a tab view neither the pairs nor those archives show.
    static let approximatedTabViewValues: KeyValuePairs<String, String> = [
        "initialItem": "a tab view selecting an item other than its first, which no pair shows, is archived showing that item"
    ]
    static let tabViewItemAttributes: Set<String> = ["id", "label", "identifier"]
    /// The views whose key view loop place is known: plain views and leaf controls.
    static let plainViews: Set<String> = ["view", "customView", "button", "textField", "imageView"]
    /// The font of a tab view that names none, and the color its items archive.
    static let defaultTabViewFont = "smallSystem"
    static let tabViewItemColor = "controlColor"

    /// A tab view in `superview`, or at the top level under `parent`.
    mutating func addTabView(_ element: IBElement, superview: Int?, parent: Int? = nil) -> Int? {
        guard let parsed = parseView(element, known: Self.tabViewAttributes, accepted: Self.acceptedTabViewValues)
        else { return nil }
        let type = element["type"].flatMap { Self.tabViewTypes[$0] } ?? Self.topTabs
        let size = element["controlSize"].flatMap { Self.tabViewControlSizes[$0] } ?? 0
        let hasTabs = type <= Self.lastTypeWithTabs
        let drawsBackground = element["drawsBackground"] != "NO"
        // The item the document shows: the first, unless it names another.
        let itemElements = parsed.others.first { $0.name == "tabViewItems" }?.children ?? []
        var selectedIndex = 0
        if let initialItem = element["initialItem"] {
            guard let index = itemElements.firstIndex(where: { $0.id == initialItem }) else {
                reject(
                    "a tab view's initialItem \(initialItem), which is none of its items, is not known to the macOS compiler", at: element)
                return nil
            }
            selectedIndex = index
        }
        for (name, message) in Self.approximatedTabViewValues where element[name] != nil {
            if name == "initialItem", selectedIndex == 0 { continue }
            approximate(message, at: element)
        }
        let tabView = add(AppKitNibClass.tabView, .values([]))
        guard let owner = parent ?? superview else { return nil }
        addDocumentObject(tabView, parent: owner, element: element)
        var font: Int?
        var others: [IBElement] = []
        for child in parsed.others {
            if child.name == "font", child["key"] == "font" {
                font = addFont(child)
            } else if child.name == "tabViewItems" {
                continue
            } else {
                others.append(child)
            }
        }
        collectConnections(others, of: element, source: tabView)
        if font == nil, let smallSystem = AppKitFonts.metaFonts[Self.defaultTabViewFont] {
            if !hasTabs {
                approximate(
                    "a tab view without tabs that names no font, which no pair shows, is written with the small system font", at: element)
            }
            font = addFont(smallSystem, kind: Self.defaultTabViewFont)
        }
        guard let font else {
            reject("a tab view without a font is not known to the macOS compiler yet", at: element)
            return nil
        }
        var items: [(item: Int, view: Int)] = []
        for itemElement in itemElements {
            guard let item = addTabViewItem(itemElement, tabView: tabView) else { return nil }
            items.append(item)
        }
        let selected = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: tabView, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true,
            addedSubviews: selected.map { [$0.view] } ?? [])
        fields.add(AppKitNibKey.tabViewItems, list(NibCollectionClass.mutableArray, items.map(\.item)).archived)
        fields.add(AppKitNibKey.selectedTabViewItem, selected.map { .object($0.item) })
        fields.add(AppKitNibKey.tabViewFont, .object(font))
        fields.add(AppKitNibKey.tvFlags, .integer(type | size << Self.tabViewControlSizeShift))
        fields.add(AppKitNibKey.allowTruncatedLabels, element["allowsTruncatedLabels"] == "NO" ? nil : .bool(true))
        fields.add(AppKitNibKey.drawsBackground, drawsBackground ? .bool(true) : nil)
        objects[tabView].content = .values(NibGraph.Entries(fields.entries))
        if let selected, let selectedView = itemElements[selectedIndex].child("view", key: "view") {
            addKeyViewLoop(from: tabView, through: selected.view, element: selectedView)
        }
        return tabView
    }

    /// An item: its identifier, view, label and color, the view added as the item's child.
    private mutating func addTabViewItem(_ element: IBElement, tabView: Int) -> (item: Int, view: Int)? {
        guard element.name == "tabViewItem", let viewElement = element.child("view", key: "view"),
            element.children.allSatisfy({ $0 == viewElement || ($0.name == "connections" && $0.attributes.isEmpty) })
        else {
            reject(
                "a tab view item other than a label, identifier, view and connections is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: element, known: Self.tabViewItemAttributes, accepted: [:])
        let item = add(AppKitNibClass.tabViewItem, .values([]))
        addDocumentObject(item, parent: tabView, element: element)
        // Its outlets, as any object's (Tunnelblick's settings pane names its first responder).
        collectConnections(element.children.filter { $0 != viewElement }, of: element, source: item)
        guard let view = addView(viewElement, superview: tabView, parent: item),
            let color = addColor(IBElement.systemColor(Self.tabViewItemColor, line: element.line))
        else { return nil }
        // Localizable in Base.lproj under the item's id, the strings' key ("<item id>.label"),
        // as a box's title (`addBoxTitleCell`).
        let label = userString(element["label"] ?? "", property: "label", of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.identifier, element["identifier"].map { string($0).archived })
        fields.add(AppKitNibKey.tabViewItemView, .object(view))
        fields.add(AppKitNibKey.connectionLabel, label.archived)
        fields.add(AppKitNibKey.color, .object(color))
        fields.add(AppKitNibKey.tabViewItemTabView, .object(tabView))
        objects[item].content = .values(NibGraph.Entries(fields.entries))
        return (item, view)
    }

    /// The selected item's key view loop: each view's `NSNextKeyView`, from the tab view through
    /// `element`'s views in order and back. Only views archived with plain values take part;
    /// where others do, or views nest beside siblings, the loop ibtool makes is not known and
    /// the nib is written without one, an approximation (AppKit makes a loop of its own).
    private mutating func addKeyViewLoop(from tabView: Int, through view: Int, element: IBElement) {
        guard let loop = keyViewLoop(from: tabView, through: view, element: element) else {
            approximate("the key view loop of this tab view item, which no pair shows, is written without one", at: element)
            return
        }
        for (index, object) in loop.enumerated() {
            if case .values(let entries) = objects[object].content {
                let next = NibGraph.Entry(key: AppKitNibKey.nextKeyView, value: .object(loop[(index + 1) % loop.count]))
                objects[object].content = .values(NibGraph.Entries(Array(entries) + [next]))
            }
        }
    }

    /// The tab view and the views of its loop in order, or nil where the order is not known.
    private mutating func keyViewLoop(from tabView: Int, through view: Int, element: IBElement) -> [Int]? {
        var chain: [Int] = [view]
        var pending: [IBElement] = [element]
        while let next = pending.popLast() {
            let ordered = next.children(in: "subviews").sorted { lhs, rhs in
                let (left, right) = (
                    lhs.child("rect", key: "frame").flatMap { rect($0) }, rhs.child("rect", key: "frame").flatMap { rect($0) }
                )
                let leftTop = (left?.y ?? 0) + (left?.height ?? 0)
                let rightTop = (right?.y ?? 0) + (right?.height ?? 0)
                return leftTop != rightTop ? leftTop > rightTop : (left?.x ?? 0) < (right?.x ?? 0)
            }
            let hasContainers = ordered.contains { !$0.children(in: "subviews").isEmpty }
            guard ordered.allSatisfy({ Self.plainViews.contains($0.name) }), !hasContainers || ordered.count == 1 else { return nil }
            for subview in ordered {
                guard let index = objectsByID[subview.id ?? ""] else { return nil }
                chain.append(index)
            }
            pending += ordered.reversed()
        }
        let loop = [tabView] + chain
        // A custom class's values are its swapper's.
        guard loop.allSatisfy({ if case .values = objects[$0].content { true } else { false } }) else { return nil }
        return loop
    }
}
