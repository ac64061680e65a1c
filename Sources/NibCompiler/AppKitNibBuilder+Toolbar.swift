import AppKitNib
import IBSource
import NibArchive

/// Window toolbars as Xcode 26 archives them (viraptor's `toolbar-default-refs`): an `NSToolbar`
/// with its identifier, modes and the items Interface Builder allows, identifies and shows by
/// default, each of AppKit's standard spaces with its own class, sizes and a separator as its
/// menu form. Toolbars with other items are refused.
extension AppKitNibBuilder {
    static let toolbarAttributes: Set<String> = [
        "key", "id", "implicitIdentifier", "displayMode", "sizeMode", "autosavesConfiguration", "allowsUserCustomization",
    ]
    static let acceptedToolbarValues: [String: Set<String>] = [
        "displayMode": Set(toolbarDisplayModes.keys), "sizeMode": Set(toolbarSizeModes.keys), "autosavesConfiguration": ["NO"],
        "allowsUserCustomization": ["NO"],
    ]
    static let viewToolbarItemAttributes: Set<String> = [
        "id", "implicitItemIdentifier", "label", "paletteLabel", "image", "sizingBehavior",
    ]
    /// The elements of toolbar items, with their classes: a search item (iTerm2's Claude Code
    /// cockpit), which no pair shows, is an approximation.
    static let toolbarItemElements = [
        "toolbarItem": AppKitNibClass.toolbarItem, searchToolbarItemElement: AppKitNibClass.searchToolbarItem,
    ]
    static let searchToolbarItemElement = "searchToolbarItem"
    /// The views a toolbar item holds that the pairs show, by their writers (Aerial's
    /// `CustomVideos`: a label and a push button, sized automatically).
    static let toolbarItemViews: Set<String> = ["textField", "button"]
    /// `NSToolbarDisplayMode` and `NSToolbarSizeMode` by Interface Builder's name.
    static let toolbarDisplayModes: [String: Int64] = ["default": 0, "iconAndLabel": 1, "iconOnly": 2, "labelOnly": 3]
    static let toolbarSizeModes: [String: Int64] = ["default": 0, "regular": 1, "small": 2]

    /// AppKit's standard toolbar items: their class, palette label and sizes.
    struct StandardToolbarItem {
        var className: String
        var paletteLabel: String
        var minSize: String
        var maxSize: String
    }

    static let standardToolbarItems: [String: StandardToolbarItem] = [
        "NSToolbarFlexibleSpaceItem": StandardToolbarItem(
            className: "NSToolbarFlexibleSpaceItem", paletteLabel: "Flexible Space", minSize: "{8, 24}", maxSize: "{20000, 24}"),
        "NSToolbarSpaceItem": StandardToolbarItem(
            className: "NSToolbarSpaceItem", paletteLabel: "Space", minSize: "{8, 24}", maxSize: "{8, 24}"),
    ]
    static let noToolbarItemTag: Int64 = -1
    /// AppKit's items that show its color and font panels and print, by identifier: their label
    /// and the action they send to the first responder.
    static let panelToolbarItems: [String: (label: String, action: String)] = [
        "NSToolbarShowColorsItem": ("Colors", "orderFrontColorPanel:"),
        "NSToolbarShowFontsItem": ("Fonts", "orderFrontFontPanel:"),
        "NSToolbarPrintItem": ("Print", "printDocument:"),
    ]

    mutating func addToolbar(_ element: IBElement, window: Int) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.toolbarAttributes, accepted: Self.acceptedToolbarValues)
        guard let identifier = element["implicitIdentifier"] else {
            reject("a toolbar without an identifier is not known to the macOS compiler yet", at: element)
            return nil
        }
        let toolbar = add(AppKitNibClass.toolbar, .values([]))
        addDocumentObject(toolbar, parent: window, element: element)
        var allowed: [(identifier: String, item: Int)] = []
        var allowedIdentifiers: Set<String> = []
        // Selectable items (SameBoy's preferences), which only `addToolbarItem` writes, an approximation.
        var selectable: [Int] = []
        var defaults: [String]?
        for child in element.children {
            switch child.name {
            case "allowedToolbarItems" where allowed.isEmpty:
                for itemElement in child.children {
                    guard Self.toolbarItemElements.keys.contains(itemElement.name),
                        let itemIdentifier = itemElement["implicitItemIdentifier"]
                    else {
                        reject(
                            "a toolbar item other than AppKit's spaces and views is not known to the macOS compiler yet", at: itemElement)
                        return nil
                    }
                    guard allowedIdentifiers.insert(itemIdentifier).inserted else {
                        reject("a toolbar allowing \(itemIdentifier) twice is not known to the macOS compiler yet", at: itemElement)
                        return nil
                    }
                    let item: Int
                    if let standard = Self.standardToolbarItems[itemIdentifier],
                        Set(itemElement.attributes.keys) == ["implicitItemIdentifier", "id"],
                        itemElement.children.isEmpty
                    {
                        item = addStandardToolbarItem(standard, identifier: itemIdentifier)
                        addDocumentObject(item, parent: toolbar, element: itemElement)
                    } else if let panel = Self.panelToolbarItems[itemIdentifier],
                        Set(itemElement.attributes.keys) == ["implicitItemIdentifier", "id"], itemElement.children.isEmpty
                    {
                        guard let panelItem = addPanelToolbarItem(panel, identifier: itemIdentifier, element: itemElement) else {
                            return nil
                        }
                        item = panelItem
                        addDocumentObject(item, parent: toolbar, element: itemElement)
                    } else if itemElement.name == Self.searchToolbarItemElement {
                        guard let searchItem = addApproximatedToolbarItem(itemElement, identifier: itemIdentifier, toolbar: toolbar)
                        else { return nil }
                        item = searchItem
                    } else {
                        guard let viewItem = addViewToolbarItem(itemElement, identifier: itemIdentifier, toolbar: toolbar) else {
                            return nil
                        }
                        item = viewItem
                    }
                    allowed.append((itemIdentifier, item))
                    if itemElement["selectable"] == "YES" { selectable.append(item) }
                }
            case "defaultToolbarItems" where defaults == nil:
                var references: [String] = []
                for reference in child.children {
                    guard Self.toolbarItemElements.keys.contains(reference.name), Set(reference.attributes.keys) == ["reference"],
                        let id = reference["reference"]
                    else {
                        rejectChildren([reference], of: child)
                        return nil
                    }
                    references.append(id)
                }
                defaults = references
            case "connections" where child.attributes.isEmpty:
                // iTerm2's settings toolbar names File's Owner its delegate: an outlet as any.
                collectConnections([child], of: element, source: toolbar)
            default:
                rejectChildren([child], of: element)
            }
        }
        let allowedItems = Set(allowed.map(\.item))
        var defaultItems: [Int] = []
        for reference in defaults ?? [] {
            guard let item = objectsByID[reference], allowedItems.contains(item) else {
                reject("a default toolbar item \(reference) that is not allowed is not known to the macOS compiler yet", at: element)
                return nil
            }
            defaultItems.append(item)
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.toolbarIdentifier, string(identifier).archived)
        fields.add(AppKitNibKey.toolbarDelegate, .null)
        fields.add(AppKitNibKey.toolbarPrefersToBeShown, .bool(true))
        // One users cannot customize (Rectangle's log viewer, SameBoy's panels) is an approximation.
        if element["allowsUserCustomization"] == "NO" {
            approximate(
                "a toolbar users cannot customize, which no pair shows, is written with AppKit's key for it off", at: element)
        }
        fields.add(AppKitNibKey.toolbarAllowsUserCustomization, .bool(element["allowsUserCustomization"] != "NO"))
        fields.add(AppKitNibKey.toolbarAutosavesConfiguration, .bool(element["autosavesConfiguration"] != "NO"))
        fields.add(AppKitNibKey.toolbarDisplayMode, .integer(Self.toolbarDisplayModes[element["displayMode"] ?? "default"] ?? 0))
        fields.add(AppKitNibKey.toolbarSizeMode, .integer(Self.toolbarSizeModes[element["sizeMode"] ?? "default"] ?? 0))
        fields.add(AppKitNibKey.toolbarCenteredItemIdentifier, .null)
        fields.add(
            AppKitNibKey.toolbarIdentifiedItems,
            .object(collection(NibCollectionClass.mutableDictionary, allowed.flatMap { [stringObject($0.identifier), $0.item] })))
        fields.add(AppKitNibKey.toolbarAllowedItems, list(NibCollectionClass.array, allowed.map(\.item)).archived)
        fields.add(AppKitNibKey.toolbarDefaultItems, list(NibCollectionClass.array, defaultItems).archived)
        fields.add(AppKitNibKey.toolbarSelectableItems, list(NibCollectionClass.mutableArray, selectable).archived)
        objects[toolbar].content = .values(NibGraph.Entries(fields.entries))
        return toolbar
    }

    private mutating func addStandardToolbarItem(_ standard: StandardToolbarItem, identifier: String) -> Int {
        let fields = toolbarItemFields(
            ToolbarItemValues(
                identifier: identifier, paletteLabel: standard.paletteLabel, sizes: (standard.minSize, standard.maxSize),
                tag: Self.noToolbarItemTag, menuForm: addSeparatorMenuForm()))
        return add(standard.className, .values(NibGraph.Entries(fields)))
    }

    /// What a toolbar item archives, `NSToolbarItem`'s values in Xcode's order (the standard
    /// spaces of `toolbar-default-refs`, the view items of Aerial's `CustomVideos`).
    struct ToolbarItemValues {
        var identifier: String
        var label = ""
        var paletteLabel = ""
        var view: Int?
        var isBordered = false
        var image: Int?
        var title = ""
        /// The action an item sends to the first responder; nil where a connector sets it.
        var action: String?
        var sizes: (minimum: String, maximum: String)?
        var ignoresMinMaxSizes = false
        var autovalidates = true
        var tag: Int64 = 0
        var menuForm: Int?
        var visibilityPriority: Int64 = 0
    }

    mutating func toolbarItemFields(_ item: ToolbarItemValues) -> [NibGraph.Entry] {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.toolbarItemIdentifier, string(item.identifier).archived)
        fields.add(AppKitNibKey.toolbarItemLabel, string(item.label).archived)
        fields.add(AppKitNibKey.toolbarItemPaletteLabel, string(item.paletteLabel).archived)
        fields.add(AppKitNibKey.toolbarItemToolTip, .null)
        fields.add(AppKitNibKey.toolbarItemView, item.view.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.toolbarItemBordered, .bool(item.isBordered))
        fields.add(AppKitNibKey.toolbarItemImage, item.image.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.toolbarItemTitle, string(item.title).archived)
        fields.add(AppKitNibKey.toolbarItemTarget, .null)
        fields.add(AppKitNibKey.toolbarItemAction, item.action.map { string($0).archived } ?? .null)
        fields.add(AppKitNibKey.toolbarItemMinSize, item.sizes.map { string($0.minimum).archived })
        fields.add(AppKitNibKey.toolbarItemMaxSize, item.sizes.map { string($0.maximum).archived })
        fields.add(AppKitNibKey.toolbarItemIgnoresMinMaxSizes, .bool(item.ignoresMinMaxSizes))
        fields.add(AppKitNibKey.toolbarItemEnabled, .bool(true))
        fields.add(AppKitNibKey.toolbarItemAutovalidates, .bool(item.autovalidates))
        fields.add(AppKitNibKey.toolbarItemTag, .integer(item.tag))
        fields.add(AppKitNibKey.toolbarItemVisibilityPriority, .integer(item.visibilityPriority))
        fields.add(AppKitNibKey.toolbarItemNavigational, .bool(false))
        fields.add(AppKitNibKey.toolbarItemMenuFormRepresentation, item.menuForm.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.toolbarItemIsUserRemovable, .bool(true))
        fields.add(AppKitNibKey.toolbarItemStyle, .integer(0))
        return fields.entries
    }

    /// A toolbar item holding a view, sized automatically: as large as the view at least and at
    /// most, bordered and titled as its view when that is a bordered button, its image by name.
    /// Any other item (an image item, sizes of its own, another view) is an approximation
    /// (`addApproximatedToolbarItem`).
    private mutating func addViewToolbarItem(_ element: IBElement, identifier: String, toolbar: Int) -> Int? {
        let viewElements = element.children.filter { $0["key"] == "view" && Self.toolbarItemViews.contains($0.name) }
        let toolTip = element.children.first { $0.name == "nil" && $0["key"] == "toolTip" && $0.children.isEmpty }
        guard element["sizingBehavior"] == "auto", viewElements.count == 1, let viewElement = viewElements.first,
            element.children.allSatisfy({ $0 == viewElement || $0 == toolTip }),
            Set(element.attributes.keys).isSubset(of: Self.viewToolbarItemAttributes),
            viewElement.child("rect", key: "frame").flatMap({ rect($0) }) != nil
        else {
            return addApproximatedToolbarItem(element, identifier: identifier, toolbar: toolbar)
        }
        approximateUnlessMeasured(AppKitXcodeRules.viewToolbarItems, "a toolbar item holding a view", at: element)
        return addToolbarItem(element, identifier: identifier, toolbar: toolbar, view: viewElement, sizes: nil, connections: [])
    }

    static let approximatedToolbarItemAttributes: Set<String> = viewToolbarItemAttributes.union([
        "catalog", "tag", "bordered", "autovalidates", "selectable", "visibilityPriority",
    ])
    static let acceptedApproximatedToolbarItemValues: [String: Set<String>] = [
        "sizingBehavior": ["auto"], "bordered": ["YES", "NO"], "autovalidates": ["YES", "NO"], "selectable": ["YES", "NO"],
    ]
    /// The views an approximated toolbar item (`addApproximatedToolbarItem`) may hold, beyond
    /// `toolbarItemViews`.
    static let approximatedToolbarItemViews: Set<String> = [
        "popUpButton", "segmentedControl", "progressIndicator", "searchField", "customView",
    ]

    /// A toolbar item no pair shows (SameBoy's preferences and debugger panels): an image item
    /// sending its action, or one whose view is sized by the item's own minimum and maximum,
    /// written with AppKit's keys as the measured view item is.
    private mutating func addApproximatedToolbarItem(_ element: IBElement, identifier: String, toolbar: Int) -> Int? {
        approximate(
            "a toolbar item other than AppKit's spaces and a label or button sized automatically, which no pair shows, is written with AppKit's keys in a form Xcode's may not share",
            at: element)
        approximateUnknownAttributes(
            of: element, known: Self.approximatedToolbarItemAttributes, accepted: Self.acceptedApproximatedToolbarItemValues)
        var view: IBElement?
        var sizes: [String: (width: Double, height: Double)] = [:]
        var connections: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("nil", "toolTip") where child.children.isEmpty:
                continue
            case ("size", "minSize"), ("size", "maxSize"):
                guard let width = number(child, "width"), let height = number(child, "height") else {
                    reject("a toolbar item's \(child["key"] ?? "") without a width and a height is not known", at: child)
                    return nil
                }
                sizes[child["key"] ?? ""] = (width, height)
            case (let name, "view")
            where view == nil && (Self.toolbarItemViews.contains(name) || Self.approximatedToolbarItemViews.contains(name)):
                guard child.child("rect", key: "frame").flatMap({ rect($0) }) != nil else {
                    reject("a toolbar item's view without a frame is not known to the macOS compiler yet", at: child)
                    return nil
                }
                view = child
            case ("connections", nil):
                connections.append(child)
            case ("imageReference", "image") where element["image"] == nil:
                continue
            default:
                rejectChildren([child], of: element)
                return nil
            }
        }
        // An image item sized automatically (iTerm2's settings tabs) is an image item as any.
        // A search item is sized by its search field.
        if element["sizingBehavior"] == "auto" || element.name == Self.searchToolbarItemElement {
            guard view != nil || element["image"] != nil, sizes.isEmpty else {
                reject("a toolbar item sized automatically without a view is not known to the macOS compiler yet", at: element)
                return nil
            }
            return addToolbarItem(element, identifier: identifier, toolbar: toolbar, view: view, sizes: nil, connections: connections)
        }
        guard let minimum = sizes["minSize"], let maximum = sizes["maxSize"] else {
            reject("a toolbar item without a minimum and a maximum size is not known to the macOS compiler yet", at: element)
            return nil
        }
        return addToolbarItem(
            element, identifier: identifier, toolbar: toolbar, view: view, sizes: (minimum, maximum), connections: connections)
    }

    /// A toolbar item's object: sized by its view when `sizes` is nil (`sizingBehavior="auto"`),
    /// by `sizes` otherwise; bordered and titled as its view when that is a bordered button, or as
    /// the document says of an image item.
    private mutating func addToolbarItem(
        _ element: IBElement, identifier: String, toolbar: Int, view viewElement: IBElement?,
        sizes: (minimum: (width: Double, height: Double), maximum: (width: Double, height: Double))?, connections: [IBElement]
    ) -> Int? {
        var image: Int?
        if let name = element["image"] {
            guard let added = addImage(named: name, catalog: element["catalog"], at: element) else { return nil }
            image = added
        } else if let reference = element.child("imageReference", key: "image") {
            // Amethyst's preference panes.
            guard let added = addConfiguredSymbolImage(reference, of: element.name) else { return nil }
            image = added
        }
        let item = add(Self.toolbarItemElements[element.name] ?? AppKitNibClass.toolbarItem, .values([]))
        addDocumentObject(item, parent: toolbar, element: element)
        collectConnections(connections, of: element, source: item)
        var view: Int?
        var buttonCell: IBElement?
        if let viewElement {
            switch viewElement.name {
            case "button":
                view = addButton(viewElement, superview: nil, parent: item)
                buttonCell = viewElement.child("buttonCell", key: "cell")
            case "popUpButton": view = addPopUpButton(viewElement, superview: nil, parent: item)
            case "segmentedControl": view = addSegmentedControl(viewElement, superview: nil, parent: item)
            case "progressIndicator": view = addProgressIndicator(viewElement, superview: nil, parent: item)
            case "customView": view = addView(viewElement, superview: nil, parent: item)
            default: view = addTextField(viewElement, superview: nil, parent: item)
            }
            guard view != nil else { return nil }
        }
        let isBordered = buttonCell.map { $0["borderStyle"] != nil } ?? (element["bordered"] == "YES")
        let viewSize = viewElement.flatMap { $0.child("rect", key: "frame").flatMap { rect($0) } }
        let minimum: (width: Double, height: Double) = sizes?.minimum ?? viewSize.map { ($0.width, $0.height) } ?? (0, 0)
        let maximum = sizes?.maximum ?? minimum
        guard let tag = integerAttribute("tag", of: element), let visibilityPriority = integerAttribute("visibilityPriority", of: element)
        else { return nil }
        let fields = toolbarItemFields(
            ToolbarItemValues(
                identifier: identifier, label: element["label"] ?? "", paletteLabel: element["paletteLabel"] ?? "", view: view,
                isBordered: isBordered, image: image, title: isBordered ? buttonCell?["title"] ?? "" : "",
                sizes: (
                    GeometryString.size(width: minimum.width, height: minimum.height),
                    GeometryString.size(width: maximum.width, height: maximum.height)
                ), ignoresMinMaxSizes: sizes == nil, autovalidates: element["autovalidates"] != "NO", tag: tag ?? 0,
                visibilityPriority: visibilityPriority ?? 0))
        objects[item].content = .values(NibGraph.Entries(fields))
        return item
    }

    /// One of AppKit's items showing a panel or printing (Rectangle's log viewer), which no pair
    /// shows: an approximation, an item of its identifier, label and action, without the image
    /// AppKit gives it.
    private mutating func addPanelToolbarItem(_ panel: (label: String, action: String), identifier: String, element: IBElement)
        -> Int?
    {
        approximate(
            "AppKit's \(panel.label.lowercased()) toolbar item, which no pair shows, is written as an item of its identifier, label and action, without its image",
            at: element)
        let fields = toolbarItemFields(
            ToolbarItemValues(
                identifier: identifier, label: panel.label, paletteLabel: panel.label, action: panel.action,
                tag: Self.noToolbarItemTag))
        return add(AppKitNibClass.toolbarItem, .values(NibGraph.Entries(fields)))
    }

    /// A space's menu form: a separator, outside any menu, with Command as its modifier.
    private mutating func addSeparatorMenuForm() -> Int {
        var fields = NibFieldWriter()
        addMenuItemValues(
            isSeparator: true, isDisabled: true, title: string(""), keyEquivalent: "", modifiers: Self.commandModifier, to: &fields)
        fields.add(AppKitNibKey.hiddenInRepresentation, .bool(false))
        return add(AppKitNibClass.menuItem, .values(NibGraph.Entries(fields.entries)))
    }
}
