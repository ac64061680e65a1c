import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Pop-up buttons as Xcode 26 archives them (viraptor's `popup-empty` and
/// `test-popup-textured`): an `NSPopUpButton` with a button's control values, and an
/// `NSPopUpButtonCell` (a class swapper when the document names a custom cell class) with a
/// button cell's flags, its menu, and each item sending `_popUpItemAction:` to the cell. Only what
/// the samples show is written; any other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    static let popUpButtonAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden", "tag", "focusRingType", "imageHugsTitle", "autoresizesSubviews",
    ])
    /// A pop-up saying it has no focus ring leaves no trace, as a button does (`viewFocusRingTypes`).
    static let acceptedPopUpButtonValues: [String: Set<String>] = [
        "focusRingType": viewFocusRingTypes, "imageHugsTitle": acceptedButtonValues["imageHugsTitle", default: []],
    ]
    static let popUpCellAttributes: Set<String> = [
        "key", "id", "type", "bezelStyle", "alignment", "lineBreakMode", "borderStyle", "inset", "imagePosition", "preferredEdge",
        "customClass", "customModule", "customModuleProvider", "imageScaling", "title", "state", "selectedItem", "controlSize",
        "toolTip", "pullsDown", "arrowPosition", "tag", "enabled", "altersStateOfSelectedItem", "autoenablesItems", "focusRingType",
        "alternateImage",
    ]
    static let acceptedPopUpCellValues: [String: Set<String>] = [
        "type": popUpTypes.union(approximatedPopUpTypes), "bezelStyle": Set(bezelStyles.keys), "alignment": Set(cellAlignments.keys),
        "lineBreakMode": singleLinePopUpLineBreaks, "borderStyle": ["borderAndBezel", "border"],
        "inset": ["2"], "imagePosition": imagePositions,
        "preferredEdge": Set(rectEdges.keys), "imageScaling": Set(imageScalingFlags.keys), "state": ["on"],
        "controlSize": ["large", "small", "mini"], "pullsDown": ["YES"], "arrowPosition": Set(arrowPositions.keys),
        "enabled": ["NO"], "altersStateOfSelectedItem": ["NO"], "autoenablesItems": ["NO"], "focusRingType": ["none"],
    ]
    static let popUpTypes: Set<String> = ["push", "roundTextured", "square"]
    /// Types no pair shows for a pop-up, whose cell is written by its bezel style as the others'
    /// (Sequel Ace's bevel and recessed pop-ups, IINA's and HexFiend's round rect ones).
    static let approximatedPopUpTypes: Set<String> = ["bevel", "recessed", "roundRect", "smallSquare"]
    /// Line breaks that clip or truncate a single line, as the pairs' truncated tail does: a
    /// text cell's bits for them (HandBrake's and Sequel Ace's clipping pop-ups).
    static let singleLinePopUpLineBreaks: Set<String> = ["clipping", "truncatingHead", "truncatingMiddle", "truncatingTail"]
    /// What of a pop-up cell no pair shows but Interface Builder 3's archives (`AppKitNibBuilder`)
    /// do, of 275 pop-up cells of Sequel Ace, transmission and Platypus. A pull-down
    /// archives `NSPullDown` (32 of 32), the arrow position `NSArrowPosition` as below, a small or
    /// mini cell its size's bit of `NSCellFlags2` (0x20000, 0x40000), a disabled one bit
    /// 0x20000000 of `NSCellFlags` (14 of 14), one that does not enable its items its menu's
    /// `NSNoAutoenable` (7), and a clipping one (12) its line break in `NSCellFlags2` as a text
    /// cell does.
    ///
    /// `NSArrowPosition` by Interface Builder's name: none for no arrow, 1 at the center, 2 at
    /// the bottom, the default (`popUpArrowPosition`).
    static let arrowPositions: [String: Int64?] = ["noArrow": nil, "arrowAtCenter": 1, "arrowAtBottom": 2]
    /// What of a pop-up neither the pairs nor those archives show (HandBrake's pop-ups not
    /// marking their items, Sequel Ace's bevel and recessed pop-ups): written with AppKit's key,
    /// or by its bezel style.
    static let approximatedPopUpCellValues: KeyValuePairs<String, String> = [
        "altersStateOfSelectedItem": "a pop-up not marking its selected item, which no pair shows, is archived with NSAltersState false",
        "type": "a pop-up of this type, which no pair shows, is written by its bezel style as the pairs' push pop-ups are",
    ]
    /// The menu items of a pop-up cell.
    static func items(of cell: IBElement) -> [IBElement] {
        cell.child("menu", key: "menu")?.child("items")?.children ?? []
    }

    /// The menu item a pop-up cell selects, if it names one of its items.
    static func selectedItem(of cell: IBElement) -> IBElement? {
        guard let id = cell["selectedItem"] else { return nil }
        return items(of: cell).first { $0.id == id }
    }

    /// A pop-up hugs vertically unless the document says otherwise (`test-popup-textured`'s 750
    /// archives none, `popup-empty`'s default archives `{250, 250}`).
    static let popUpHugging = (horizontal: 250, vertical: 750)
    /// `NSPreferredEdge` (`NSRectEdge`) by Interface Builder's name, of a pop-up or a drawer; a
    /// pop-up saved without one archives 1.
    static let rectEdges: [String: Int64] = ["minX": 0, "minY": 1, "maxX": 2, "maxY": 3]
    static let defaultPreferredEdge: Int64 = 1
    /// A pop-up cell's `NSCellFlags`: a button cell's with a truncated line, `0x4000040`, and its
    /// bezel (`borderAndBezel`) `0x400000`; a square pop-up with a border only has none (Prune's,
    /// Xcode 26.6).
    static let popUpCellFlags: Int64 = 0x0400_0040
    static let popUpBezelCellFlag: Int64 = 0x0040_0000
    /// `NSAuxButtonType` by the behavior: momentary push-in with `pushIn`, momentary light without.
    static let momentaryLightType: Int64 = 0
    static let popUpLightBehavior: Set<String> = ["lightByBackground", "lightByGray"]
    static let popUpItemAction = "_popUpItemAction:"
    static let approximatedMissingPopUpValues: KeyValuePairs<String, String> = [
        "borderStyle": "a pop-up cell without a border, which no pair shows, is written without the border's flags",
        "alignment": "a pop-up cell without an alignment, which no pair shows, is written aligned naturally",
    ]
    /// `NSArrowPosition` every pop-up of the samples archives.
    static let popUpArrowPosition: Int64 = 2

    mutating func addPopUpButton(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.popUpButtonAttributes, accepted: Self.acceptedPopUpButtonValues) else {
            return nil
        }
        guard let cellElement = parsed.others.first(where: { $0.name == "popUpButtonCell" && $0["key"] == "cell" }) else {
            reject("a pop-up button without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        let button = add(AppKitNibClass.popUpButton, .values([]))
        addDocumentObject(button, parent: parent, element: element)
        // Sequel Ace's pop-ups tinted with the label color.
        let tint = parsed.others.first { $0.name == "color" && $0["key"] == Self.contentTintColorKey }
        if let tint {
            approximate("a pop-up's content tint, which no pair shows, is archived in its cell as a button's is", at: tint)
        }
        collectConnections(parsed.others.filter { $0 != cellElement && $0 != tint }, of: element, source: button)
        // Interface Builder saves no vertical hugging for a square pop-up that hugs as pop-ups do
        // (Prune's archives none), where a push pop-up saved without one hugs at 250.
        var placed = element
        if cellElement["type"] == "square", placed["verticalHuggingPriority"] == nil {
            placed.attributes["verticalHuggingPriority"] = String(Self.popUpHugging.vertical)
        }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(placed, parsed, index: button, superview: superview, defaultHugging: Self.popUpHugging)
        // NSPopUpButtonCell is a button cell, whose flags hold whether the image hugs the title.
        let imageHugsTitle = element["imageHugsTitle"] == "YES"
        if imageHugsTitle {
            approximate(
                "a pop-up whose image hugs its title, which no pair shows, is archived with the button cell's flag for it", at: element)
        }
        let cell = addPopUpButtonCell(
            cellElement, control: button, identifier: cellIdentifier(of: element), tint: tint, imageHugsTitle: imageHugsTitle)
        guard let tag = approximatedTag(of: element) else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        let lineBreak = Self.lineBreakModes[cellElement.cellLineBreakMode] ?? 0
        addControlValues(
            ControlValues(
                cell: cell, size: Self.archivedControlSize(of: cellElement), sizedCell: cellElement,
                textAlignment: Self.cellAlignments[cellElement.cellAlignment, default: (0, 0)].control,
                lineBreakMode: lineBreak),
            to: &fields)
        fields.add(AppKitNibKey.shadowedSymbolConfiguration, .null)
        objects[button].content = .values(NibGraph.Entries(fields.entries))
        return button
    }

    /// A pop-up cell drawn by `control`, an object of the document under `parent` (its control,
    /// or a table column whose data cell it is).
    mutating func addPopUpButtonCell(
        _ element: IBElement, control: Int, parent: Int? = nil, identifier: NibGraph.Value?, tint: IBElement? = nil,
        imageHugsTitle: Bool = false
    ) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.popUpCellAttributes, accepted: Self.acceptedPopUpCellValues)
        approximateImagePosition(of: element, measured: ["left"])
        if element["type"] == "square" {
            approximateUnlessMeasured(AppKitXcodeRules.squarePopUps, "a square pop-up button", at: element)
        }
        // Large pop-ups as Xcode 26 writes them (Aerial's `SettingsWindowController`).
        if element["controlSize"] == "large" {
            approximateUnlessMeasured(AppKitXcodeRules.largeControls, "a large pop-up button", at: element)
        }
        for (name, message) in Self.approximatedPopUpCellValues where element[name] != nil {
            if name == "type", Self.popUpTypes.contains(element[name] ?? "") { continue }
            approximate(message, at: element)
        }
        // The flags below are the samples': a bezel, a truncated line, an alignment in the cell's
        // and the control's bits as a button's (left, or center in Aerial's
        // `CompanionPopoverViewController`).
        // Quicksilver's helper pop-ups, saved by Xcode 7 without a line break: a cell's own,
        // wrapping words, without the single-line bit a text cell then lacks too.
        let wraps = element["lineBreakMode"] == nil
        if wraps {
            approximate(
                "a pop-up cell saving no line break, which no pair shows, is written wrapping words, as a text cell saving none",
                at: element)
        }
        guard let bezel = element["bezelStyle"].flatMap({ Self.bezelStyles[$0] }),
            wraps || element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) != nil,
            element["alignment"].map({ Self.cellAlignments[$0] != nil }) ?? true
        else {
            reject("a pop-up cell without a bezel style and its line break is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Sequel Ace's bevel pop-ups save no border, Vienna's one no alignment: written without
        // the border's flags, and natural as a text cell saved without one.
        for (name, message) in Self.approximatedMissingPopUpValues where element[name] == nil {
            approximate(message, at: element)
        }
        let cell = add(AppKitNibClass.popUpButtonCell, .values([]))
        addDocumentObject(cell, parent: parent ?? control, element: element)
        // The cell's own tooltip, which a help connector gives the cell (Aerial's
        // `SourcesViewController`, Xcode 26).
        if let toolTip = element["toolTip"] { toolTips.append((cell, toolTip, element)) }
        var behavior: Set<String>?
        var font: Int?
        var menu: Int?
        var keyEquivalentModifiers: Int64 = 0
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("behavior", "behavior"):
                behavior = Self.behavior(of: child)
            case ("modifierMask", "keyEquivalentModifierMask"):
                guard let bits = self.keyEquivalentModifiers(child) else { return nil }
                keyEquivalentModifiers = bits
            case ("string", "keyEquivalent") where element.text("keyEquivalent") != nil:
                // Sequel Ace's action pull-downs: base64 of a control key, as a button's.
                continue
            case ("font", "font"):
                font = addFont(child)
            case ("menu", "menu"):
                // The menu enables its items or not, whichever element saves it.
                var menuElement = child
                if element["autoenablesItems"] == "NO" { menuElement.attributes["autoenablesItems"] = "NO" }
                menu = addMenu(menuElement, parent: cell, popUpCell: cell)
            case ("connections", nil):
                // SameBoy's toolbar pop-ups send their action from the cell.
                collectCellConnections(child, of: element, cell: cell)
            default:
                reject("\(child.name) of a popUpButtonCell is not known to the macOS compiler yet", at: child)
            }
        }
        // A pop-up that pushes on and off (IINA's and transmission's recessed filter pop-ups) is
        // written with the bits of its behavior, as the known ones are.
        // A behavior whose every part is a button flag; any other is refused.
        let flaggedBehavior = behavior.flatMap { parts in parts.allSatisfy { Self.behaviorFlags[$0] != nil } ? parts : nil }
        if behavior == Self.pushOnPushOffBehavior {
            approximate("a pop-up cell that pushes on and off, which no pair shows, is written with the flags of its behavior", at: element)
        } else if let flaggedBehavior, ![Self.momentaryPushInBehavior, Self.popUpLightBehavior].contains(flaggedBehavior) {
            // Sequel Ace's action pull-down of its connection view lights by its contents only.
            approximate(
                "a pop-up cell of the behavior \(flaggedBehavior.sorted().joined(separator: ", ")), which no pair shows, is written with the flags of its behavior",
                at: element)
        }
        guard let behavior = flaggedBehavior, let menu
        else {
            reject("a pop-up cell without a menu and a behavior of button flags is not known to the macOS compiler yet", at: element)
            return nil
        }
        // The selected item shows its title in the cell, which is on (Aerial's `CustomVideos`:
        // "Day", `NSCellFlags` 0x84400040); without one, the cell shows nothing.
        var selectedItem: Int?
        if let selectedID = element["selectedItem"] {
            guard let item = objectsByID[selectedID] else {
                reject("a pop-up cell selecting \(selectedID), which is none of its items, is not known to the macOS compiler", at: element)
                return nil
            }
            // A pull-down's hidden first item selected with no title or state of the cell's
            // (transmission's filter and status bars): the cell as the document saves it.
            if element["title"] == nil || element["state"] != "on" {
                approximate(
                    "a pop-up cell selecting \(selectedID) without its title and state, which no pair shows, is written as the document saves the cell",
                    at: element)
            }
            selectedItem = item
        } else if element["title"] != nil || element["state"] != nil {
            // HandBrake's pull-downs name their hidden first item's title and state but select
            // no item; AppKit shows a pull-down's first item whichever is selected.
            approximate(
                "a pop-up cell with a title or state but no selected item, which no pair shows, is written as the document saves the cell",
                at: element)
        }
        // Never localizable, even in Base.lproj, where its menu's items are (Aerial's
        // `Main.storyboard`, Xcode 26): AppKit shows the selected item's title.
        let title = string(element["title"] ?? "")
        let buttonFlags =
            Self.buttonFlags(of: element, behavior: behavior, bordered: element["borderStyle"] != nil)
            | (imageHugsTitle ? Self.imageHugsTitleFlag : 0)
        let lineBreak = Self.lineBreakModes[element.cellLineBreakMode] ?? 0
        var fields = NibFieldWriter()
        let cellFlags =
            Self.popUpCellFlags & ~(wraps ? Self.singleLineBreakFlag : 0)
            | (element["borderStyle"] == "borderAndBezel" ? Self.popUpBezelCellFlag : 0)
            | (selectedItem == nil && element["state"] != "on" ? 0 : Self.textCellFlagBits["state", default: 0])
            | (element["enabled"] == "NO" ? Self.disabledCellFlag : 0)
        fields.add(AppKitNibKey.cellFlags, .integer(Int64(Int32(truncatingIfNeeded: cellFlags))))
        let alignment = Self.cellAlignments[element.cellAlignment, default: (0, 0)].cell
        let size = Self.sizeCellFlags2(of: element)
        // No focus ring is the cell's bit, as a button cell's (SameBoy's GBS pop-ups).
        let focusRing = element["focusRingType"] == "none" ? Self.noFocusRingCellFlag2 : 0
        fields.add(
            AppKitNibKey.cellFlags2, .integer(alignment << Self.cellAlignmentShift | lineBreak << Self.lineBreakShift | size | focusRing))
        addControlSize2(of: element, to: &fields)
        fields.add(AppKitNibKey.contents, title.archived)
        // As a button cell's (Aerial's `OverlaysViewController`).
        fields.add(AppKitNibKey.cellIdentifier, identifier)
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.controlView, .object(control))
        // The action gear of MacPass's and Sequel Ace's pull-downs, written as a button cell's
        // alternate image is: no pair shows one on a pop-up.
        var alternateImage: Int?
        if let name = element["alternateImage"] {
            approximate(
                "a pop-up cell's alternate image '\(name)', which no pair shows, is archived as a button cell's is", at: element)
            guard let resource = imageResource(named: name, catalog: declaredImages.onlyCatalog(of: name), at: element) else {
                reject("a pop-up cell's alternate image '\(name)' is not known to the macOS compiler yet", at: element)
                return nil
            }
            alternateImage = addNamedImage(resource)
        }
        addButtonCellValues(
            flags: buttonFlags, flags2: Self.buttonFlags2(bezel: bezel, imageScaling: element["imageScaling"]) | keyEquivalentModifiers,
            bezel: bezel, alternateImage: alternateImage,
            keyEquivalent: element.text("keyEquivalent") ?? "",
            type: behavior.contains("pushIn") ? Self.momentaryPushInType : Self.momentaryLightType, to: &fields)
        if let tint {
            guard let color = addColor(tint) else { return nil }
            fields.add(AppKitNibKey.contentTintColor, .object(color))
        }
        // Interface Builder saves the selected item's tag as the cell's, and the item archives
        // it: the cell archives none (30 of the 32 such cells of Interface Builder 3's archives).
        let savedTag = element["tag"]
        if savedTag == nil || savedTag != (Self.selectedItem(of: element)?["tag"] ?? "0") {
            guard let tag = approximatedTag(of: element) else { return nil }
            fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        }
        fields.add(AppKitNibKey.menuItem, selectedItem.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.menuItemRespectAlignment, .bool(true))
        fields.add(AppKitNibKey.menu, .object(menu))
        fields.add(AppKitNibKey.pullsDown, element["pullsDown"] == "YES" ? .bool(true) : nil)
        // The selected item's place in the menu, unless it is the first; -1 for none (Aerial's
        // `SettingsWindowController`: its third item, 2).
        let selectedIndex =
            element["selectedItem"].map { id in Self.items(of: element).firstIndex { $0.id == id }.map(Int64.init) ?? 0 } ?? -1
        fields.add(AppKitNibKey.selectedIndex, selectedIndex == 0 ? nil : .integer(selectedIndex))
        fields.add(
            AppKitNibKey.preferredEdge, .integer(element["preferredEdge"].flatMap { Self.rectEdges[$0] } ?? Self.defaultPreferredEdge))
        fields.add(AppKitNibKey.usesItemFromMenu, .bool(true))
        fields.add(AppKitNibKey.altersState, .bool(element["altersStateOfSelectedItem"] != "NO"))
        let arrowPosition = element["arrowPosition"].map { Self.arrowPositions[$0] ?? nil } ?? Self.popUpArrowPosition
        fields.add(AppKitNibKey.arrowPosition, arrowPosition.map(NibGraph.Value.integer))
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        swapClass(of: cell, to: element)
        return cell
    }
}
