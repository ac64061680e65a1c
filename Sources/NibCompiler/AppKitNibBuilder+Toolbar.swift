import AppKitNib
import IBSource
import NibArchive

/// Window toolbars as Xcode 26 archives them (viraptor's `toolbar-default-refs`): an `NSToolbar`
/// with its identifier, modes and the items Interface Builder allows, identifies and shows by
/// default, each of AppKit's standard spaces with its own class, sizes and a separator as its
/// menu form. Toolbars with other items are refused.
extension AppKitNibBuilder {
    static let toolbarAttributes: Set<String> = ["key", "id", "implicitIdentifier", "displayMode", "sizeMode"]
    static let acceptedToolbarValues: [String: Set<String>] = [
        "displayMode": Set(toolbarDisplayModes.keys), "sizeMode": Set(toolbarSizeModes.keys),
    ]
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

    mutating func addToolbar(_ element: IBElement, window: Int) -> Int? {
        guard acceptsAttributes(of: element, known: Self.toolbarAttributes, accepted: Self.acceptedToolbarValues) else {
            return nil
        }
        guard let identifier = element["implicitIdentifier"] else {
            reject("a toolbar without an identifier is not known to the macOS compiler yet", at: element)
            return nil
        }
        let toolbar = add(AppKitNibClass.toolbar, .values([]))
        addDocumentObject(toolbar, parent: window, element: element)
        var allowed: [(identifier: String, item: Int)] = []
        var defaults: [String]?
        for child in element.children {
            switch child.name {
            case "allowedToolbarItems" where allowed.isEmpty:
                for itemElement in child.children {
                    guard itemElement.name == "toolbarItem", let itemIdentifier = itemElement["implicitItemIdentifier"],
                        let standard = Self.standardToolbarItems[itemIdentifier],
                        Set(itemElement.attributes.keys) == ["implicitItemIdentifier", "id"], itemElement.children.isEmpty
                    else {
                        reject("a toolbar item other than AppKit's spaces is not known to the macOS compiler yet", at: itemElement)
                        return nil
                    }
                    guard !allowed.contains(where: { $0.identifier == itemIdentifier }) else {
                        reject("a toolbar allowing \(itemIdentifier) twice is not known to the macOS compiler yet", at: itemElement)
                        return nil
                    }
                    let item = addStandardToolbarItem(standard, identifier: itemIdentifier)
                    addDocumentObject(item, parent: toolbar, element: itemElement)
                    allowed.append((itemIdentifier, item))
                }
            case "defaultToolbarItems" where defaults == nil:
                var references: [String] = []
                for reference in child.children {
                    guard reference.name == "toolbarItem", Set(reference.attributes.keys) == ["reference"], let id = reference["reference"]
                    else {
                        rejectChildren([reference], of: child)
                        return nil
                    }
                    references.append(id)
                }
                defaults = references
            default:
                rejectChildren([child], of: element)
            }
        }
        // At most the two standard spaces are allowed, so these lookups stay small.
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
        fields.add(AppKitNibKey.toolbarAllowsUserCustomization, .bool(true))
        fields.add(AppKitNibKey.toolbarAutosavesConfiguration, .bool(true))
        fields.add(AppKitNibKey.toolbarDisplayMode, .integer(Self.toolbarDisplayModes[element["displayMode"] ?? "default"] ?? 0))
        fields.add(AppKitNibKey.toolbarSizeMode, .integer(Self.toolbarSizeModes[element["sizeMode"] ?? "default"] ?? 0))
        fields.add(AppKitNibKey.toolbarCenteredItemIdentifier, .null)
        fields.add(
            AppKitNibKey.toolbarIdentifiedItems,
            .object(collection(NibCollectionClass.mutableDictionary, allowed.flatMap { [stringObject($0.identifier), $0.item] })))
        fields.add(AppKitNibKey.toolbarAllowedItems, list(NibCollectionClass.array, allowed.map(\.item)).archived)
        fields.add(AppKitNibKey.toolbarDefaultItems, list(NibCollectionClass.array, defaultItems).archived)
        fields.add(AppKitNibKey.toolbarSelectableItems, list(NibCollectionClass.mutableArray, []).archived)
        objects[toolbar].content = .values(NibGraph.Entries(fields.entries))
        return toolbar
    }

    private mutating func addStandardToolbarItem(_ standard: StandardToolbarItem, identifier: String) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.toolbarItemIdentifier, string(identifier).archived)
        fields.add(AppKitNibKey.toolbarItemLabel, string("").archived)
        fields.add(AppKitNibKey.toolbarItemPaletteLabel, string(standard.paletteLabel).archived)
        fields.add(AppKitNibKey.toolbarItemToolTip, .null)
        fields.add(AppKitNibKey.toolbarItemView, .null)
        fields.add(AppKitNibKey.toolbarItemBordered, .bool(false))
        fields.add(AppKitNibKey.toolbarItemImage, .null)
        fields.add(AppKitNibKey.toolbarItemTitle, string("").archived)
        fields.add(AppKitNibKey.toolbarItemTarget, .null)
        fields.add(AppKitNibKey.toolbarItemAction, .null)
        fields.add(AppKitNibKey.toolbarItemMinSize, string(standard.minSize).archived)
        fields.add(AppKitNibKey.toolbarItemMaxSize, string(standard.maxSize).archived)
        fields.add(AppKitNibKey.toolbarItemIgnoresMinMaxSizes, .bool(false))
        fields.add(AppKitNibKey.toolbarItemEnabled, .bool(true))
        fields.add(AppKitNibKey.toolbarItemAutovalidates, .bool(true))
        fields.add(AppKitNibKey.toolbarItemTag, .integer(Self.noToolbarItemTag))
        fields.add(AppKitNibKey.toolbarItemVisibilityPriority, .integer(0))
        fields.add(AppKitNibKey.toolbarItemNavigational, .bool(false))
        fields.add(AppKitNibKey.toolbarItemMenuFormRepresentation, .object(addSeparatorMenuForm()))
        fields.add(AppKitNibKey.toolbarItemIsUserRemovable, .bool(true))
        fields.add(AppKitNibKey.toolbarItemStyle, .integer(0))
        return add(standard.className, .values(NibGraph.Entries(fields.entries)))
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
