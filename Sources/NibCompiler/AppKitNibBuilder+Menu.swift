import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Menus and their items as Xcode 26 archives them (viraptor's `test8-menu`): an `NSMenu` with its
/// title, items and system name; each `NSMenuItem` with its menu, title, key equivalent and the
/// checkmark images every item shares; a submenu reached through `submenuAction:`. Item actions
/// are control connectors, as a button's. Only what the samples show is written; any other
/// attribute or child is an error naming it.
extension AppKitNibBuilder {
    static let menuAttributes = Set(
        ["id", "key", "title", "systemMenu", "identifier", "autoenablesItems", "showsStateColumn"] + customClassAttributes)
    static let acceptedMenuValues: [String: Set<String>] = [
        "systemMenu": Set(systemMenuNames.keys), "autoenablesItems": ["NO"], "showsStateColumn": ["NO"],
    ]
    /// Where a menu item's tooltip goes no pair shows: left out, the item works without it.
    static let leftOutMenuItemToolTip = "a menu item's tooltip, which no pair shows, is left out"
    /// A menu's or menu item's accessibility (`kind`, its element's name), which no pair shows.
    static func menuAccessibility(of kind: String) -> String {
        "accessibility of a \(kind), which no pair shows, is connected to the \(kind) as a view's is to its view"
    }
    static let menuItemAttributes: Set<String> = [
        "id", "title", "keyEquivalent", "isSeparatorItem", "tag", "enabled", "state", "image", "catalog", "hidden", "toolTip",
        "alternate", "secondaryImage", "identifier", "customClass", "customModule", "customModuleProvider", "indentationLevel",
        "offStateImage",
    ]
    /// An item's indentation, which no pair shows: AppKit's `NSIndent`, the key cappuccino's
    /// nib2cib reads from Apple's nibs (Sequel Ace's and iTerm2's grouped pop-up items).
    static let menuItemIndentationApproximation = "a menu item's indentation, which no pair shows, is archived as AppKit's NSIndent"
    /// `NSState` of a menu item that is on (a pop-up's selected item, Aerial's `CustomVideos`).
    static let menuItemOnState: Int64 = 1
    /// `NSName` of a system menu, by Interface Builder's `systemMenu`.
    static let systemMenuNames: [String: String] = [
        "main": "_NSMainMenu", "apple": "_NSAppleMenu", "services": "_NSServicesMenu", "window": "_NSWindowsMenu",
        "help": "_NSHelpMenu", "recentDocuments": "_NSRecentDocumentsMenu", "font": "_NSFontMenu",
    ]
    /// `NSKeyEquivModMask` bits of `<modifierMask>`; an item without one has Command, one with an
    /// empty mask has none and archives none.
    static let modifierBits: [String: Int64] = ["shift": 1 << 17, "control": 1 << 18, "option": 1 << 19, "command": 1 << 20]
    static let commandModifier: Int64 = 1 << 20
    /// "No mnemonic" (`NSNotFound` as a 32-bit value), which every item archives.
    static let noMnemonic: Int64 = 0x7FFF_FFFF
    static let submenuAction = "submenuAction:"
    /// The images an item shows when on and mixed, archived once per nib with their design sizes.
    static let onStateImage = (name: "NSMenuCheckmark", size: "{18, 16}")
    static let mixedStateImage = (name: "NSMenuMixedState", size: "{18, 4}")

    /// A menu and everything in it, in the document's order; its parent is File's Owner for a
    /// top-level menu, the item it is the submenu of, or the pop-up cell it is the menu of, whose
    /// items then send `_popUpItemAction:` to that cell.
    mutating func addMenu(_ element: IBElement, parent: Int, popUpCell: Int? = nil) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.menuAttributes, accepted: Self.acceptedMenuValues)
        let menu = add(AppKitNibClass.menu, .values([]))
        addDocumentObject(menu, parent: parent, element: element)
        var items: [Int] = []
        for child in element.children {
            switch child.name {
            case "items":
                for item in child.children {
                    guard item.name == "menuItem" else {
                        rejectChildren([item], of: element)
                        continue
                    }
                    if let index = addMenuItem(item, menu: menu, parent: menu, popUpCell: popUpCell) { items.append(index) }
                }
            case "point" where child["key"] == "canvasLocation":
                continue
            case "connections", "userDefinedRuntimeAttributes":
                // A menu's delegate (transmission's `MainMenu`), an outlet as any other's; its
                // runtime attributes as any object's (Sequel Ace's encoding menus).
                collectConnections([child], of: element, source: menu)
            case "accessibility":
                // iTerm2's Profiles menu, named for UI tests.
                approximate(Self.menuAccessibility(of: element.name), at: child)
                collectConnections([child], of: element, source: menu)
            default:
                rejectChildren([child], of: element)
            }
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.title, userString(element["title"] ?? "", of: element).archived)
        // A menu that enables no item itself, without a state column (Aerial's `MenuView`).
        fields.add(AppKitNibKey.menuNoAutoenable, element["autoenablesItems"] == "NO" ? .bool(true) : nil)
        fields.add(AppKitNibKey.menuExcludeMarkColumn, element["showsStateColumn"] == "NO" ? .bool(true) : nil)
        fields.add(AppKitNibKey.menuItems, list(NibCollectionClass.mutableArray, items).archived)
        fields.add(AppKitNibKey.menuName, element["systemMenu"].flatMap { Self.systemMenuNames[$0] }.map { string($0).archived })
        // After the items (Aerial's `MenuView`, Xcode 26).
        fields.add(AppKitNibKey.menuIdentifier, element["identifier"].map { string($0).archived })
        objects[menu].content = .values(NibGraph.Entries(fields.entries))
        if element["customClass"] != nil {
            // Sequel Ace's and iTerm2's menus of their own classes.
            approximate(Self.customClassApproximation(of: "menu"), at: element)
            swapClass(of: menu, to: element)
        }
        return menu
    }

    /// A menu item of `menu`, or of none at the top level, its parent then File's Owner.
    mutating func addMenuItem(_ element: IBElement, menu: Int?, parent: Int, popUpCell: Int?) -> Int? {
        approximateUnknownAttributes(
            of: element, known: Self.menuItemAttributes,
            accepted: ["isSeparatorItem": ["YES"], "enabled": ["NO"], "state": ["on"], "hidden": ["YES"], "alternate": ["YES"]])
        if element["toolTip"] != nil {
            approximate(Self.leftOutMenuItemToolTip, at: element)
        }
        // No pair shows where a hidden alternate item's two flags go: the hidden one first.
        if element["hidden"] == "YES", element["alternate"] == "YES" {
            approximate(
                "a hidden alternate menu item, which no pair shows, is written with the hidden flag before the alternate one", at: element)
        }
        var image: Int?
        if let name = element["image"] {
            // A symbol by name is in the system catalog at 32 × 32, as an image view's is
            // (viraptor's `catalog-image`, transmission's and Aerial's menus, Xcode 26).
            guard let added = addImage(named: name, catalog: element["catalog"], at: element) else { return nil }
            image = added
        } else if let reference = element.child("imageReference", key: "image") {
            // Mac Mouse Fix's status menu.
            guard let added = addConfiguredSymbolImage(reference, of: element.name) else { return nil }
            image = added
        } else if element["catalog"] != nil, element["secondaryImage"] == nil {
            reject("a catalog without an image of a menuItem is not known to the macOS compiler yet", at: element)
            return nil
        }
        // An SF Symbol after the title, as transmission's `MainMenu` (Xcode 26) archives 52 of
        // them; beside an image no pair shows it. Another image (CotEditor's: a project's, or
        // one the document holds) is archived as an image view's is, in the symbol's place.
        var secondaryImage: Int?
        if let name = element["secondaryImage"] {
            if element["catalog"] != AppKitImages.systemCatalog {
                approximate(
                    "a menu item's secondary image other than an SF Symbol, which no pair shows, is archived as an image view's, where the pairs' symbols are",
                    at: element)
            }
            guard element["image"] == nil else {
                reject("a secondary image of a menuItem beside its image is not known to the macOS compiler yet", at: element)
                return nil
            }
            guard let added = addImage(named: name, catalog: element["catalog"], at: element) else { return nil }
            secondaryImage = added
        }
        // A configured symbol after the title (transmission's Donate item, a variable value):
        // its configuration no pair the compiler reads shows, so the symbol is written by name.
        if let reference = element.child("imageReference", key: "secondaryImage"), secondaryImage == nil, element["image"] == nil,
            reference["catalog"] == AppKitImages.systemCatalog, let name = reference["image"],
            let resource = imageResource(named: name, catalog: reference["catalog"], at: reference)
        {
            approximate("a menu item's configured symbol, which no pair shows, is written as the symbol by name", at: reference)
            secondaryImage = addNamedImage(resource)
        }
        // Textual's color items show a swatch while off.
        var offImage: Int?
        if let name = element["offStateImage"] {
            approximate(
                "a menu item's image while off, which no pair shows, is archived as AppKit's NSOffImage between its on and mixed images",
                at: element)
            guard let added = addImage(named: name, catalog: nil, at: element) else { return nil }
            offImage = added
        }
        let item = add(AppKitNibClass.menuItem, .values([]))
        addDocumentObject(item, parent: parent, element: element)
        let isSeparator = element["isSeparatorItem"] == "YES"
        var modifiers: Int64? = isSeparator ? nil : Self.commandModifier
        var submenu: Int?
        var attributedTitle: Int?
        var representedObject: Int?
        for child in element.children {
            switch (child.name, child["key"]) {
            // A pop-up item's number (viraptor's `pred-compound-chain`: a compound row's types).
            // A predicate row template's key path (transmission's group rules: name, comment).
            case ("expression", "representedObject") where popUpCell != nil:
                guard let expression = addKeyPathExpression(child) else { return nil }
                representedObject = expression
            case ("integer", "representedObject") where popUpCell != nil:
                guard let read = integerAttribute("value", of: child) else { return nil }
                guard let value = read else {
                    reject("a represented object without a value is not known to the macOS compiler yet", at: child)
                    return nil
                }
                representedObject = numberObject(.integer(value))
            case ("modifierMask", "keyEquivalentModifierMask"):
                guard let bits = flags(of: child, Self.modifierBits) else { return nil }
                modifiers = bits
            case ("menu", "submenu"):
                submenu = addMenu(child, parent: item)
            case ("connections", _):
                // An item performing a segue sends `perform:` to its template, not its action.
                if let segue = child.children.first(where: { $0.name == "segue" }), let template = menuSegueTemplates[segue.id ?? ""] {
                    var connections = child
                    connections.children.removeAll { $0.name == "action" || $0 == segue }
                    collectConnections([connections], of: element, source: item)
                    let target = "segue-template-" + (segue.id ?? "")
                    objectsByID[target] = template
                    actions.append(
                        (
                            item, element.id ?? "",
                            IBElement(
                                name: "action", attributes: ["selector": Self.performSegueAction, "target": target, "id": segue.id ?? ""],
                                line: segue.line)
                        ))
                } else if let segue = child.children.first(where: { $0.name == "segue" }) {
                    // LyricsX's and Vienna's Preferences items show a window controller scene the
                    // compiler does not write, so there is no template to perform.
                    approximate(
                        "a menu item's segue to \(segue["destination"] ?? "nothing"), which the macOS compiler has no template for, is left out",
                        at: segue)
                    var connections = child
                    connections.children.removeAll { $0 == segue }
                    collectConnections([connections], of: element, source: item)
                } else {
                    collectConnections([child], of: element, source: item)
                }
            case ("string", "title") where element.text("title") != nil,
                ("string", "keyEquivalent") where element.text("keyEquivalent") != nil:
                // Saved as an element when not plain text: base64 of a control character (IINA's
                // Delete item, a backspace), archived decoded as a button's is.
                continue
            case ("attributedString", "attributedTitle"):
                guard let title = addAttributedTitle(child) else { return nil }
                attributedTitle = title
            case ("string", "toolTip") where element["toolTip"] == nil:
                // MacVim's and Sequel Ace's explanations of their items.
                approximate(Self.leftOutMenuItemToolTip, at: child)
            case ("imageReference", "secondaryImage") where secondaryImage != nil && element["secondaryImage"] == nil,
                ("imageReference", "image") where element["image"] == nil:
                continue
            case ("userDefinedRuntimeAttributes", nil):
                collectConnections([child], of: element, source: item)
            case ("accessibility", nil):
                // Background Music's and Mac Mouse Fix's items, described for VoiceOver.
                approximate(Self.menuAccessibility(of: element.name), at: child)
                collectConnections([child], of: element, source: item)
            default:
                rejectChildren([child], of: element)
            }
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.menu, menu.map(NibGraph.Value.object))
        // Before the other values (Aerial's `OverlaysViewController`, a pop-up's hidden item).
        fields.add(AppKitNibKey.menuItemIsHidden, element["hidden"] == "YES" ? .bool(true) : nil)
        // An alternate item's flag leads too (transmission's `MainMenu`, Xcode 26).
        fields.add(AppKitNibKey.menuItemIsAlternate, element["alternate"] == "YES" ? .bool(true) : nil)
        addMenuItemValues(
            isSeparator: isSeparator, isDisabled: isSeparator || element["enabled"] == "NO",
            title: userString(element.text("title") ?? "", of: element), keyEquivalent: element.text("keyEquivalent") ?? "",
            modifiers: modifiers, isOn: element["state"] == "on", image: image, actionImage: secondaryImage, offImage: offImage,
            to: &fields)
        // After its title (Aerial's `AdvancedViewController`, a pop-up's language items).
        fields.insert(AppKitNibKey.menuItemIdentifier, element["identifier"].map { string($0).archived }, after: [AppKitNibKey.title])
        guard let tag = integerAttribute("tag", of: element), let indentation = integerAttribute("indentationLevel", of: element)
        else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        if let indentation {
            approximate(Self.menuItemIndentationApproximation, at: element)
            fields.add(AppKitNibKey.menuItemIndentationLevel, .integer(indentation))
        }
        if let submenu {
            fields.add(AppKitNibKey.allowedForLimitedAppMode, allowsSubmenusInLimitedAppMode ? .bool(true) : nil)
            fields.add(AppKitNibKey.action, string(Self.submenuAction).archived)
            fields.add(AppKitNibKey.target, .object(submenu))
            fields.add(AppKitNibKey.submenu, .object(submenu))
        } else if let popUpCell {
            fields.add(AppKitNibKey.action, string(Self.popUpItemAction).archived)
            fields.add(AppKitNibKey.menuItemRepresentedObject, representedObject.map(NibGraph.Value.object))
            fields.add(AppKitNibKey.target, .object(popUpCell))
        }
        fields.add(AppKitNibKey.hiddenInRepresentation, .bool(false))
        fields.add(AppKitNibKey.attributedTitle, attributedTitle.map(NibGraph.Value.object))
        objects[item].content = .values(NibGraph.Entries(fields.entries))
        if element["customClass"] != nil {
            // SameBoy's preference menu items.
            approximate(
                "a menu item of a custom class, which no pair shows, is archived in a class swapper as a control of one is", at: element)
            swapClass(of: item, to: element)
        }
        return item
    }

    /// `NSMenuItem`'s values after its menu, from the separator flags to the state images, which
    /// a toolbar item's menu form archives too.
    mutating func addMenuItemValues(
        isSeparator: Bool, isDisabled: Bool, title: NibGraph.Text, keyEquivalent: String, modifiers: Int64?, isOn: Bool = false,
        image: Int? = nil, actionImage: Int? = nil, offImage: Int? = nil, to fields: inout NibFieldWriter
    ) {
        let images = menuStateImages()
        fields.add(AppKitNibKey.menuItemIsDisabled, isDisabled ? .bool(true) : nil)
        fields.add(AppKitNibKey.menuItemIsSeparator, isSeparator ? .bool(true) : nil)
        fields.add(AppKitNibKey.allowsKeyEquivalentLocalization, .bool(true))
        fields.add(AppKitNibKey.allowsKeyEquivalentMirroring, .bool(true))
        fields.add(AppKitNibKey.menuItemHasActionImage, actionImage == nil ? nil : .bool(true))
        fields.add(AppKitNibKey.title, title.archived)
        fields.add(AppKitNibKey.keyEquivalentText, string(keyEquivalent).archived)
        fields.add(AppKitNibKey.keyEquivalentModifierMask, modifiers.flatMap { $0 == 0 ? nil : .integer($0) })
        fields.add(AppKitNibKey.mnemonicLocation, .integer(Self.noMnemonic))
        fields.add(AppKitNibKey.menuItemState, isOn ? .integer(Self.menuItemOnState) : nil)
        fields.add(AppKitNibKey.menuItemImage, image.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.menuItemActionImage, actionImage.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.onImage, .object(images.on))
        fields.add(AppKitNibKey.offImage, offImage.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.mixedImage, .object(images.mixed))
    }

    /// The paragraph style of a menu item's attributed title that the pairs show: left-aligned,
    /// wrapping words, of the natural direction, tightening by the system's factor (Aerial's
    /// `MenuView`: archived with no tab stops and tightening allowed).
    static let menuTitleParagraphStyle: IBAttributes = [
        "key": AppKitTextAttribute.paragraphStyle, "alignment": "left", "lineBreakMode": "wordWrapping",
        "baseWritingDirection": "natural", "tighteningFactorForTruncation": "0.0",
    ]

    /// A menu item's attributed title: one fragment in a font, with the paragraph style
    /// `menuTitleParagraphStyle`, or none, an empty string without attributes (Aerial's
    /// `VideosViewController`). Any other is an error naming it.
    private mutating func addAttributedTitle(_ element: IBElement) -> Int? {
        if element.children.isEmpty {
            return add(
                AppKitNibClass.attributedString,
                .values([NibGraph.Entry(key: AppKitNibKey.attributedStringText, value: string("").archived)]))
        }
        guard element.children.count == 1, let fragment = element.children.first, fragment.name == "fragment",
            let text = fragment.text("content"), fragment.children.allSatisfy({ ["attributes", "string"].contains($0.name) }),
            case let attributes = fragment.children.filter({ $0.name == "attributes" }).flatMap(\.children), attributes.count == 2,
            let fontElement = attributes.first(where: { $0.name == "font" && $0["key"] == AppKitTextAttribute.font }),
            let style = attributes.first(where: { $0.name == "paragraphStyle" }), style.attributes == Self.menuTitleParagraphStyle,
            style.children.isEmpty
        else {
            return addApproximatedAttributedTitle(element)
        }
        guard let font = addFont(fontElement), let paragraphStyle = addParagraphStyle(style) else { return nil }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.attributedStringText, string(text).archived)
        fields.add(
            AppKitNibKey.attributedStringAttributes,
            .object(
                collection(
                    NibCollectionClass.dictionary,
                    [stringObject(AppKitTextAttribute.font), font, stringObject(AppKitTextAttribute.paragraphStyle), paragraphStyle])))
        return add(AppKitNibClass.attributedString, .values(NibGraph.Entries(fields.entries)))
    }

    /// A menu item's title of several fragments, or of attributes beyond a font and a plain
    /// paragraph style (Textual's formatting menu: colors, bold fonts, tab stops), which no pair
    /// shows: its runs as a text view's text archives them, a run without a color keeping none.
    private mutating func addApproximatedAttributedTitle(_ element: IBElement) -> Int? {
        approximate(
            "a menu item's title of several fragments or other attributes, which no pair shows, is archived as a text view's runs are",
            at: element)
        guard let runs = textRuns(of: element) else { return nil }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.attributedStringText, string(runs.map(\.text).joined()).archived)
        guard addRunAttributes(runs, defaultColor: nil, to: &fields) else { return nil }
        return add(AppKitNibClass.attributedString, .values(NibGraph.Entries(fields.entries)))
    }

    /// The on and mixed state images, which no document declares.
    private mutating func menuStateImages() -> (on: Int, mixed: Int) {
        (
            on: addNamedImage(AppKitImages.Resource(name: Self.onStateImage.name, designSize: Self.onStateImage.size)),
            mixed: addNamedImage(AppKitImages.Resource(name: Self.mixedStateImage.name, designSize: Self.mixedStateImage.size))
        )
    }
}
