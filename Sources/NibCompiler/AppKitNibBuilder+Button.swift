import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Push buttons and check boxes as Xcode archives them: an `NSButton` with its control values
/// and an `NSButtonCell` with its flags, title, font and key equivalent. Measured on
/// viraptor/ibtool's `bevel-rounded-flags` and `tooltip-attr`, Sparkle's `SUAutomaticUpdateAlert`
/// and checked button by button on the Xcode 26 pairs (`AppKitButtonConformanceTests`). Only what
/// those show is written; any other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    static let buttonAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "focusRingType", "tag", "imageHugsTitle", "hidden", "autoresizesSubviews",
    ])
    /// A button's `focusRingType="none"` leaves no trace, as a text field's; its cell's sets
    /// `0x8000` in `NSCellFlags2` (`bevel-rounded-flags`). Its `imageHugsTitle` sets `0x20` in
    /// its cell's `NSButtonFlags` (`button-imagehugstitle`).
    static let acceptedButtonValues: [String: Set<String>] = ["focusRingType": viewFocusRingTypes, "imageHugsTitle": ["YES", "NO"]]
    static let noFocusRingCellFlag2: Int64 = 0x8000
    static let buttonCellAttributes: Set<String> = [
        "key", "id", "type", "title", "bezelStyle", "alignment", "borderStyle", "imageScaling", "inset", "imagePosition",
        "controlSize", "focusRingType", "state", "tag", "image", "catalog", "enabled", "refusesFirstResponder", "lineBreakMode",
        "customClass", "customModule", "customModuleProvider", "allowsMixedState", "alternateImage", "maxAcceleratorLevel",
        "alternateTitle", "transparent",
    ]
    static let acceptedButtonCellValues: [String: Set<String>] = [
        "transparent": ["YES"],
        "allowsMixedState": ["YES"], "type": Set(buttonKinds.keys).union(approximatedButtonTypes), "borderStyle": ["border"],
        "inset": ["2"],
        "imageScaling": Set(imageScalingFlags.keys), "imagePosition": imagePositions,
        "alignment": Set(cellAlignments.keys), "bezelStyle": Set(bezelStyles.keys), "controlSize": ["small", "mini", "large"],
        "focusRingType": ["none"], "state": ["on"], "catalog": [AppKitImages.systemCatalog], "enabled": ["NO"],
        "lineBreakMode": Set(lineBreakModes.keys),
        "refusesFirstResponder": ["YES"],
    ]
    /// `controlSize="large"`: `NSControlSize2` on the control and its cell (`NSControlSize` stays
    /// 0), and not extra large (the 30 large push buttons of the Xcode 26 pairs).
    static let largeControlSize: Int64 = 3

    /// `NSButtonFlags` of a button cell (or a pop-up's): its behavior's bits, a border, the image
    /// position, the inset.
    /// The behaviors a button cell's `<behavior>` element turns on (`pushIn`, `lightByGray`…).
    static func behavior(of element: IBElement) -> Set<String> {
        Set(element.attributes.filter { $0.key != "key" && $0.value == "YES" }.keys)
    }

    static func buttonFlags(of cell: IBElement, behavior: Set<String>, bordered: Bool) -> Int64 {
        var flags = behavior.reduce(Int64(0)) { $0 | behaviorFlags[$1, default: 0] }
        if bordered { flags |= borderFlag }
        flags |= cell["imagePosition"].flatMap { imagePositionFlags[$0] ?? approximatedImagePositionFlags[$0] } ?? 0
        flags |= (cell["inset"].flatMap { Int64($0) } ?? 0) << insetShift
        if cell["transparent"] == "YES" { flags |= transparentFlag }
        return flags
    }

    /// A cell's own accessibility, which no pair shows, connected as a view's is.
    static let cellAccessibility = "accessibility of a cell, which no pair shows, is connected to the cell as a view's is to its view"
    /// Where `NSButtonFlags2` holds a key equivalent's modifiers (`NSEvent.ModifierFlags`, as a
    /// menu item's `modifierBits`).
    static let keyEquivalentModifierShift: Int64 = 8

    /// A button cell's key equivalent modifiers, shifted into place: none for an empty mask, as
    /// for none saved. No pair shows any other (MacPass's and Sequel Ace's ⌘-key buttons), but
    /// Interface Builder 3's archives (`AppKitNibBuilder`) do: 119 of the 121 buttons with
    /// modifiers agree (Sequel Ace's: command 0x10000000, option 0x8000000, shift 0x2000000).
    mutating func keyEquivalentModifiers(_ mask: IBElement) -> Int64? {
        guard let bits = flags(of: mask, Self.modifierBits) else { return nil }
        return bits << Self.keyEquivalentModifierShift
    }

    /// `NSButtonFlags2`: the bezel style's low three bits and its fourth bit at bit 5, and the
    /// image scaling.
    static func buttonFlags2(bezel: Int64, imageScaling: String?) -> Int64 {
        (bezel & 7) | ((bezel >> 3) << 5) | (imageScaling.flatMap { imageScalingFlags[$0] } ?? 0)
    }

    /// `NSButtonCell`'s values after the control view, from `NSButtonFlags` to `NSAuxButtonType`,
    /// which a pop-up's cell archives too. The image follows the bezel style (every button image
    /// of the Xcode 26 pairs' NIBArchives, 85 of them).
    mutating func addButtonCellValues(
        flags: Int64, flags2: Int64, bezel: Int64, normalImage: Int? = nil, alternateImage: Int? = nil,
        alternateTitle: NibGraph.Value? = nil, keyEquivalent: String = "", type: Int64, to fields: inout NibFieldWriter
    ) {
        fields.add(AppKitNibKey.buttonFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        fields.add(AppKitNibKey.buttonFlags2, .integer(flags2))
        fields.add(AppKitNibKey.bezelStyle, .integer(bezel))
        fields.add(AppKitNibKey.normalImage, normalImage.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.alternateImage, alternateImage.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.alternateContents, alternateTitle ?? string("").archived)
        fields.add(AppKitNibKey.keyEquivalent, string(keyEquivalent).archived)
        fields.add(AppKitNibKey.periodicDelay, .integer(Self.periodicDelay))
        fields.add(AppKitNibKey.periodicInterval, .integer(Self.periodicInterval))
        fields.add(AppKitNibKey.auxButtonType, .integer(type))
    }

    /// The `NSCustomResource` of a system button image, as Xcode 7 archived a check box's box:
    /// its class and name alone.
    mutating func systemImageResource(_ name: String) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.className, string(AppKitNibClass.image).archived)
        fields.add(AppKitNibKey.resourceName, string(name).archived)
        return add(AppKitNibClass.customResource, .values(NibGraph.Entries(fields.entries)))
    }

    /// The `NSButtonImageSource` naming a system button image, one per nib.
    mutating func buttonImageSource(_ name: String) -> Int {
        if let known = buttonImageSources[name] { return known }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.imageName, string(name).archived)
        let source = add(AppKitNibClass.buttonImageSource, .values(NibGraph.Entries(fields.entries)))
        buttonImageSources[name] = source
        return source
    }

    /// A cell's `NSControlSize2`, which its control and the cell both archive: for a large cell,
    /// with `NSControlSizeExtraLarge`; Xcode 12.3 to 14.3.1 write every size.
    func addControlSize2(of cell: IBElement, to fields: inout NibFieldWriter) {
        if follows(AppKitXcodeRules.controlSize2, until: AppKitXcodeRules.controlSize2OnlyWhenLarge) {
            fields.add(AppKitNibKey.controlSize2, .integer(Self.controlSizes[cell["controlSize"] ?? "regular"] ?? 0))
        } else if follows(AppKitXcodeRules.controlSize2OnlyWhenLarge), cell["controlSize"] == "large" {
            fields.add(AppKitNibKey.controlSize2, .integer(Self.largeControlSize))
            fields.add(AppKitNibKey.controlSizeExtraLarge, .bool(false))
        }
    }

    /// `NSControlSize`'s values by Interface Builder's names.
    static let controlSizes: [String: Int64] = [
        "regular": 0, "small": smallControlSize, "mini": miniControlSize, "large": largeControlSize,
    ]
    /// A button's content hugging unless the document says otherwise, by its cell's type: push
    /// and textured buttons hug vertically (the 39 push buttons of the Xcode 26 pairs saved with
    /// vertical hugging 750 archive none, nor does `button-imagehugstitle`'s textured one, nor
    /// Aerial's two round rect ones in `SidebarViewController` and `VideoFormatViewController`;
    /// bevel, check, radio and square buttons archive it).
    static let buttonHugging: [String: (horizontal: Int, vertical: Int)] = [
        "push": (250, 750), "bevel": (250, 250), "roundTextured": (250, 750), "roundRect": (250, 750), "help": (750, 750),
    ]
    /// `NSBezelStyle` by Interface Builder's name.
    static let bezelStyles: [String: Int64] = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "texturedSquare": 8, "smallSquare": 10,
        "circular": 7, "helpButton": 9, "texturedRounded": 11, "roundedRect": 12, "recessed": 13, inlineBezelStyle: 15,
    ]
    static let inlineBezelStyle = "inline"
    /// The cell's text alignment (`NSCellFlags2` bits 26–28, NSTextAlignment), and the control's
    /// (`NSControlTextAlignment`), which numbers center 1.
    static let cellAlignments: [String: (cell: Int64, control: Int64)] = [
        "left": (0, 0), "center": (2, 1), "right": (1, 2), "natural": (4, 4),
    ]
    static let cellAlignmentShift: Int64 = 26
    /// `NSButtonFlags` of a cell whose `NSAlternateImage` is its font
    /// (`AppKitXcodeRules.keyEquivalentFontDropped`).
    static let alternateImageIsFontFlag: Int64 = 0x2_0000
    /// `NSButtonFlags` of a cell with an `NSNormalImage` (`AppKitXcodeRules.checkBoxNormalImageDropped`).
    static let normalImageFlag: Int64 = 0x4_0000
    /// A control's alignment as the cell numbers it (center 2, right 1), which older Xcodes write.
    static let cellAlignmentOfControlAlignment: [Int64: Int64] = [1: 2, 2: 1]
    /// `NSButtonFlags`: the behavior's bits, a border, the image position, the inset.
    static let behaviorFlags: [String: Int64] = [
        "pushIn": 0x8000_0000, "changeContents": 0x4000_0000, "changeBackground": 0x2000_0000, "changeGray": 0x1000_0000,
        "lightByContents": 0x0800_0000,
        "lightByBackground": 0x0400_0000, "lightByGray": 0x0200_0000,
        "doesNotDimImage": 0x1000,
    ]
    static let borderFlag: Int64 = 0x0080_0000
    /// A transparent button (Quicksilver's and Sequel Pro's invisible click targets), which no pair
    /// shows: the bit below the state's, as the flags are laid out (GNUstep's
    /// `GSButtonCellFlags`, whose other bits are the ones the pairs show here).
    static let transparentFlag: Int64 = 0x8000
    /// `NSButtonFlags` of a kind whose type has its own alternate image (each of the 183 check
    /// boxes and radio buttons of the pairs); a square button saved with a check box's behavior
    /// has only the behavior's bits (Aerial's `VideosViewController`, Xcode 26).
    static let typeImageFlag: Int64 = 0x100
    static let imagePositionFlags: [String: Int64] = [
        "only": 0x0040_0000, "left": 0x0038_0000, "leading": 0x0038_0000, "right": 0x0028_0000, "overlaps": 0x0048_0000,
    ]
    /// Image positions no pair shows, by the bits the measured ones are made of: `0x400000` the
    /// image overlaps, `0x200000` beside the title, `0x100000` below or left of it, `0x80000`
    /// image and title. Above and below are not beside; trailing is right as leading is left.
    static let approximatedImagePositionFlags: [String: Int64] = ["below": 0x0018_0000, "above": 0x0008_0000, "trailing": 0x0028_0000]
    static let imagePositions = Set(imagePositionFlags.keys).union(approximatedImagePositionFlags.keys)

    /// Warns for an image position of `cell` outside the `measured` ones of its kind, which the
    /// bits of the known positions give (Sequel Ace's bit editor, 64 check boxes with their box below the title).
    mutating func approximateImagePosition(of cell: IBElement, measured: Set<String>) {
        guard let position = cell["imagePosition"], Self.imagePositions.contains(position), !measured.contains(position) else {
            return
        }
        approximate(
            "an image position \(position) of a \(cell.name), which no pair shows, is archived with the NSButtonFlags bits the known positions are made of",
            at: cell)
    }
    static let insetShift: Int64 = 13
    static let imageHugsTitleFlag: Int64 = 0x20
    /// `NSButtonFlags2`: the bezel style's low three bits and its fourth bit at bit 5, and the
    /// image scaling.
    static let imageScalingFlags: [String: Int64] = ["proportionallyDown": 0x80, "proportionallyUpOrDown": 0x40]
    /// `NSCellFlags` every button cell sets; `state="on"` sets the bit a text cell's does.
    static let buttonCellFlags: Int64 = 0x0400_0000
    /// What a button's type fixes: the behavior it must have, its `NSAuxButtonType`, and the
    /// system image its cell shows as the alternate image (a check box's box).
    struct ButtonKind {
        var behavior: Set<String>
        var auxType: Int64
        var alternateImage: String? = nil
        /// The Xcodes whose buttons of the kind the pairs show, when not every one.
        var measured: AppKitMeasuredXcodes? = nil
        /// The rule after which the cell's font no longer doubles as its alternate image.
        var keyEquivalentFontDropped = AppKitXcodeRules.keyEquivalentFontDropped
        /// Whether the button draws a bezel (a push or bevel button), which Xcode 10.2 to 11.4.1
        /// gave an empty `NSSubviews`.
        var isBezeled = true
        /// Whether the kind may push on and off instead (`pushOnPushOffBehavior`).
        var mayPushOnPushOff = false
        /// The type a button of the kind saved with a check box's behavior has, where the pairs
        /// show it.
        var switchBehaviorType: Int64? = nil

        /// `typeImageFlag` where the type has its own alternate image.
        var typeImageFlags: Int64 { alternateImage == nil ? 0 : AppKitNibBuilder.typeImageFlag }
    }
    /// A button that stays pushed in until clicked again: Prune's image-only bevel button,
    /// `NSButtonTypePushOnPushOff` (Xcode 26.6).
    static let pushOnPushOffBehavior: Set<String> = momentaryPushInBehavior.union(["changeBackground", "changeGray"])
    static let pushOnPushOffType: Int64 = 1
    static let momentaryPushInBehavior: Set<String> = ["pushIn", "lightByBackground", "lightByGray"]
    static let momentaryPushInType: Int64 = 7
    /// Other behaviors a button that pushes in by its type may be saved with, and the
    /// `NSAuxButtonType` each sets, its flags the behavior's bits: toggle and momentary change
    /// (transmission's textured square buttons, Xcode 26: `Speed Limit` pushes in and changes its
    /// contents, 2; `Clear Completed` and `Global Actions` only light by their contents, 5).
    static let otherBezeledBehaviors: [Set<String>: Int64] = [
        ["pushIn", "changeContents", "lightByContents"]: toggleType, ["lightByContents"]: momentaryChangeType,
    ]
    static let momentaryChangeType: Int64 = 5
    static let switchType: Int64 = 3
    static let toggleType: Int64 = 2
    /// `NSButtonTypeAccelerator`, of a behavior saved `accelerator="YES"` (SameBoy's rumble test
    /// button, which lights by its background and gray as it is pressed harder).
    static let acceleratorType: Int64 = 8
    static let acceleratorBehavior = "accelerator"
    /// `NSButtonTypeMultiLevelAccelerator`, of a behavior saved `multiLevelAccelerator="YES"`
    /// (IINA's speed buttons, up to level 5). No source shows the key of its maximum level: it is
    /// left out, AppKit's default of 2 levels then applying.
    static let multiLevelAcceleratorType: Int64 = 9
    static let multiLevelAcceleratorBehavior = "multiLevelAccelerator"
    /// The accelerators' behaviors, each with AppKit's type for it and its approximation: the
    /// flags of the other behaviors are written as they are.
    static let acceleratorBehaviors: [(behavior: String, type: Int64, approximation: String)] = [
        (
            multiLevelAcceleratorBehavior, multiLevelAcceleratorType,
            "a multi-level accelerator button, which no pair shows, is written with AppKit's type for it and the flags of its other behaviors, its maximum level left out (AppKit's 2)"
        ),
        (
            acceleratorBehavior, acceleratorType,
            "an accelerator button, which no pair shows, is written with AppKit's type for it and the flags of its other behaviors"
        ),
    ]
    static let radioType: Int64 = 4
    static let switchBehavior: Set<String> = ["changeContents", "doesNotDimImage", "lightByContents"]
    /// The `NSAuxButtonType` of each behavior the pairs show for some type, which a button of
    /// another type saved with it is approximated by (IINA's recessed toggles, push buttons that switch).
    /// Lighting without pushing in is AppKit's momentary light type (0, as pop-ups' cells archive
    /// it), and lighting and changing without pushing in its on-off type (6; MacPass's lock
    /// buttons, Sequel Ace's square buttons): approximated by those types, as no pair shows them.
    static let behaviorTypes: [Set<String>: Int64] = [
        momentaryPushInBehavior: momentaryPushInType, pushOnPushOffBehavior: pushOnPushOffType, switchBehavior: switchType,
        momentaryLightBehavior: momentaryLightButtonType, onOffBehavior: onOffType,
    ].merging(otherBezeledBehaviors) { known, _ in known }
    static let momentaryLightBehavior: Set<String> = ["lightByBackground", "lightByGray"]
    static let momentaryLightButtonType: Int64 = 0
    static let onOffBehavior: Set<String> = momentaryLightBehavior.union(["changeBackground", "changeGray"])
    static let onOffType: Int64 = 6
    static let buttonKinds: [String: ButtonKind] = [
        "push": ButtonKind(behavior: momentaryPushInBehavior, auxType: momentaryPushInType),
        "bevel": ButtonKind(
            behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.bevelButtons,
            mayPushOnPushOff: true),
        "check": ButtonKind(behavior: switchBehavior, auxType: switchType, alternateImage: "NSSwitch", isBezeled: false),
        "radio": ButtonKind(
            behavior: switchBehavior, auxType: radioType, alternateImage: "NSRadioButton", measured: AppKitXcodeRules.radioButtons,
            isBezeled: false),
        // The round question mark button (Aerial's `OverlaysViewController`).
        "help": ButtonKind(behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.helpButtons),
        "roundTextured": ButtonKind(
            behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.texturedButtons),
        // A square button without border, the image buttons of Aerial's and most apps' panels.
        // With a check box's behavior, momentary light, 0 (Aerial's star buttons of
        // `VideosViewController`, Xcode 26, which change their image when on).
        "square": ButtonKind(
            behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.squareButtons,
            switchBehaviorType: momentaryLightType),
        // The small rounded rectangle (Aerial's `SidebarViewController` cancel button).
        "roundRect": ButtonKind(
            behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.roundRectButtons),
        // The small borderless buttons of a list's rows (Aerial's `SourcesViewController`).
        "inline": ButtonKind(behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.inlineButtons),
        // transmission's textured square buttons of its main window's bottom bar.
        "squareTextured": ButtonKind(
            behavior: momentaryPushInBehavior, auxType: momentaryPushInType, measured: AppKitXcodeRules.squareTexturedButtons),
        "disclosureTriangle": ButtonKind(
            behavior: ["pushIn", "changeBackground", "changeGray", "lightByContents"], auxType: toggleType,
            measured: AppKitXcodeRules.disclosureTriangles, keyEquivalentFontDropped: AppKitXcodeRules.disclosureKeyEquivalentFontDropped),
    ]
    /// A button's colors, by their `<color>` keys: the bezel's and the content's tints.
    static let bezelColorKey = "bezelColor"
    static let contentTintColorKey = "contentTintColor"
    static let buttonTintKeys = [bezelColorKey, contentTintColorKey]

    /// Button types no pair shows, approximations: each is written as a push button with its own
    /// bezel style (`bezelStyles`), the behavior as the document gives it.
    static let approximatedButtonTypes: Set<String> = ["recessed", "smallSquare", "round"]

    /// How a large push button's frame changes when ibtool lays it out again at the regular
    /// size, in a nib for systems before macOS 11 (Aerial's, Xcode 26 at macOS 10.12 and 10.14:
    /// seven buttons saved 40 high, archived 28 high and 4 narrower, 6 points up; 6 points right
    /// where a leading constraint places it, as wide as before less 4 about its center where a
    /// centerX one does). Its alignment rectangle keeps its height: no other view moves.
    static let regularLayoutOfLargePushButton = (height: 28.0, narrowing: 4.0, rise: 6.0, leadingShift: 6.0)
    static let largePushButtonSavedHeight = 40.0

    /// The frame ibtool gives a large push button it lays out again at the regular size, where
    /// the document's constraints place it by its leading or trailing edge or its center alone;
    /// nil where it keeps its saved frame.
    mutating func regularLayout(
        ofLargePushButton element: IBElement, cell: IBElement, saved: (x: Double, y: Double, width: Double, height: Double)
    ) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard cell["type"] == "push", cell["bezelStyle"] == "rounded", cell["controlSize"] == "large",
            options.deploymentTarget(before: AppKitCompiler.macOS11System),
            options.isMeasured(AppKitXcodeRules.largePushButtonsLaidOutRegular),
            saved.height == Self.largePushButtonSavedHeight, let id = element.id,
            let pins = documentIndex.horizontalPins[id], !pins.contains("width")
        else { return nil }
        let layout = Self.regularLayoutOfLargePushButton
        let shift: Double
        switch pins {
        case ["leading"], ["left"]: shift = layout.leadingShift
        case ["centerX"]: shift = layout.narrowing / 2
        case ["trailing"], ["right"]: shift = layout.narrowing - layout.leadingShift
        default: return nil
        }
        return (saved.x + shift, saved.y + layout.rise, saved.width - layout.narrowing, layout.height)
    }

    /// What every button cell archives the same.
    static let periodicDelay: Int64 = 400
    static let periodicInterval: Int64 = 75
    static let sendActionMask: Int64 = 4
    static let naturalWritingDirection: Int64 = -1
    static let leftToRightWritingDirection: Int64 = 0

    /// A button in `superview`, or in no view (a toolbar item's) with `parent` its parent in the
    /// nib's object tree.
    mutating func addButton(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard var parsed = parseView(element, known: Self.buttonAttributes, accepted: Self.acceptedButtonValues) else { return nil }
        let cellElement = parsed.others.first { $0.name == "buttonCell" && $0["key"] == "cell" }
        guard let cellElement else {
            reject("a button without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        if let frame = regularLayout(ofLargePushButton: element, cell: cellElement, saved: parsed.frame) {
            parsed.frame = frame
        }
        // The button's bezel and content tints, which its cell archives (Aerial's
        // `VideosViewController` and `CompanionPopoverViewController`).
        let tintElements = parsed.others.filter { $0.name == "color" && Self.buttonTintKeys.contains($0["key"] ?? "") }
        guard Set(tintElements.compactMap { $0["key"] }).count == tintElements.count else {
            reject("a second tint of a button is not known to the macOS compiler yet", at: tintElements[tintElements.count - 1])
            return nil
        }
        let symbolElement = parsed.others.first { $0.name == "symbolConfiguration" && $0["key"] == "symbolConfiguration" }
        let button = add(AppKitNibClass.button, .values([]))
        addDocumentObject(button, parent: parent, element: element)
        collectConnections(
            parsed.others.filter {
                !($0.name == "buttonCell" && $0["key"] == "cell") && !tintElements.contains($0) && $0 != symbolElement
            }, of: element, source: button)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: button, superview: superview,
            defaultHugging: follows(AppKitXcodeRules.controlHuggingDefaults)
                ? Self.buttonHugging[cellElement["type"] ?? ""] ?? Self.viewHugging : Self.viewHugging,
            writesEmptySubviews: Self.buttonKinds[cellElement.buttonCellType]?.isBezeled == true
                && follows(AppKitXcodeRules.bezeledButtonSubviews, until: AppKitXcodeRules.bezeledButtonSubviewsDropped))
        var tints: [String: Int] = [:]
        for key in Self.buttonTintKeys {
            guard let tintElement = tintElements.first(where: { $0["key"] == key }) else { continue }
            guard let color = addColor(tintElement) else { return nil }
            tints[key] = color
        }
        var symbolConfigurations: (cell: Int, control: Int)?
        if let symbolElement {
            guard let added = addSymbolConfigurations(symbolElement) else { return nil }
            symbolConfigurations = added
        }
        let cell = addButtonCell(
            cellElement, control: button, identifier: cellIdentifier(of: element), imageHugsTitle: element["imageHugsTitle"] == "YES",
            tints: tints, symbolConfiguration: symbolConfigurations?.cell)
        let alignment = Self.cellAlignments[cellElement.cellAlignment] ?? (4, 4)
        // A small button is sized as a small text field (Sparkle's check boxes).
        let size = Self.archivedControlSize(of: cellElement)
        guard let tag = integerAttribute("tag", of: element) else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        addControlValues(
            ControlValues(
                cell: cell, size: size, sizedCell: cellElement,
                // The cell's choice, which the control archives (Aerial's `TimeViewController`).
                refusesFirstResponder: cellElement["refusesFirstResponder"] == "YES", textAlignment: alignment.control,
                lineBreakMode: Self.lineBreakModes[cellElement["lineBreakMode"] ?? ""] ?? 0),
            to: &fields)
        fields.add(AppKitNibKey.shadowedSymbolConfiguration, symbolConfigurations.map { .object($0.control) } ?? .null)
        objects[button].content = .values(NibGraph.Entries(fields.entries))
        return button
    }

    /// A button's cell, or a table column's (`parent`: the column, as the document nests it).
    mutating func addButtonCell(
        _ element: IBElement, control: Int, parent: Int? = nil, identifier: NibGraph.Value?, imageHugsTitle: Bool,
        tints: [String: Int] = [:], symbolConfiguration: Int? = nil
    ) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.buttonCellAttributes, accepted: Self.acceptedButtonCellValues)
        approximateImagePosition(of: element, measured: Set(Self.imagePositionFlags.keys))
        var behavior: Set<String>?
        var font: Int?
        var fontElement: IBElement?
        var connections: [IBElement] = []
        var imageReference: IBElement?
        var keyEquivalentModifiers: Int64 = 0
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("behavior", "behavior"):
                behavior = Self.behavior(of: child)
            case ("imageReference", "image") where element["image"] == nil && imageReference == nil:
                // A symbol at a scale, as an image view's (Aerial's `PlayingCollectionViewItem`).
                imageReference = child
            case ("font", "font"):
                font = addFont(child, ofBezel: element["bezelStyle"])
                fontElement = child
            case ("string", "title") where element.text("title") != nil,
                ("string", "keyEquivalent") where element.text("keyEquivalent") != nil:
                continue
            case ("connections", nil):
                // The cell's own actions (Aerial's `TimeSetupViewController`), connected from it.
                connections.append(child)
            case ("accessibility", nil), ("userDefinedRuntimeAttributes", nil):
                // Sequel Ace's export check boxes describe their cells, its preferences set a
                // cell's runtime attribute.
                if child.name == "accessibility" { approximate(Self.cellAccessibility, at: child) }
                connections.append(child)
            case ("modifierMask", "keyEquivalentModifierMask"):
                guard let bits = self.keyEquivalentModifiers(child) else { return nil }
                keyEquivalentModifiers = bits
            default:
                reject("\(child.name) of a buttonCell is not known to the macOS compiler yet", at: child)
            }
        }
        let type = element.buttonCellType
        var kind: ButtonKind
        if let known = Self.buttonKinds[type] {
            kind = known
        } else if Self.approximatedButtonTypes.contains(type) {
            approximate("a \(type) button, which no pair shows, is written as a push button with its own bezel", at: element)
            kind = ButtonKind(behavior: Self.momentaryPushInBehavior, auxType: Self.momentaryPushInType)
        } else {
            reject("a \(type) button is not known to the macOS compiler yet", at: element)
            return nil
        }
        if kind.mayPushOnPushOff, behavior == Self.pushOnPushOffBehavior {
            kind.behavior = Self.pushOnPushOffBehavior
            kind.auxType = Self.pushOnPushOffType
        }
        if kind.behavior == Self.momentaryPushInBehavior, let behavior,
            let auxType = Self.otherBezeledBehaviors[behavior] ?? (behavior == Self.switchBehavior ? kind.switchBehaviorType : nil)
        {
            kind.behavior = behavior
            kind.auxType = auxType
        }
        if let behavior, behavior != kind.behavior, let auxType = Self.behaviorTypes[behavior] {
            approximate(
                "a \(type) button with another type's behavior, which no pair shows, is written with that behavior's type", at: element)
            kind.behavior = behavior
            kind.auxType = auxType
        }
        if let behavior, let accelerator = Self.acceleratorBehaviors.first(where: { behavior.contains($0.behavior) }) {
            approximate(accelerator.approximation, at: element)
            kind.behavior = behavior
            kind.auxType = accelerator.type
        }
        if element["maxAcceleratorLevel"] != nil, kind.auxType != Self.multiLevelAcceleratorType {
            reject(
                "a maximum accelerator level of a button other than a multi-level accelerator is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        guard behavior == kind.behavior else {
            reject("a button's behavior other than its type's is not known to the macOS compiler yet", at: element)
            return nil
        }
        if let measured = kind.measured {
            approximateUnlessMeasured(measured, "a \(element.buttonCellType) button", at: element)
        }
        if element["controlSize"] == "large" {
            approximateUnlessMeasured(AppKitXcodeRules.largeControls, "a large button", at: element)
        }
        // A radio button saving no bezel style has none, as `test-matrix-flags`' radio cells
        // (Textual's filter sheet).
        guard let bezel = element["bezelStyle"].flatMap({ Self.bezelStyles[$0] }) ?? (element["type"] == "radio" ? 0 : nil)
        else {
            reject("a button without a bezel style is not known to the macOS compiler yet", at: element)
            return nil
        }
        // The document's image, named in its `<resources>` with its design size (Aerial's
        // `ThanksViewController`, Xcode 26: `kofi1`, 142.5 × 36).
        var namedImage: Int?
        if let imageReference {
            guard let resource = symbolResource(imageReference) else { return nil }
            namedImage = addNamedImage(resource)
        } else if let name = element["image"] {
            // An SF Symbol's catalog, which its declaration gives too (Aerial's `opticaldiscdrive`).
            approximateUnlessMeasured(AppKitXcodeRules.buttonImages, "a button showing image '\(name)'", at: element)
            guard
                let resource = imageResource(named: name, catalog: element["catalog"] ?? declaredImages.onlyCatalog(of: name), at: element)
            else {
                reject("a button showing image '\(name)', as this Xcode writes it, is not known to the macOS compiler yet", at: element)
                return nil
            }
            namedImage = addNamedImage(resource)
        }
        // The image shown while pressed, named as the image is (Aerial's
        // `AdvancedViewController`, Xcode 26: `NSFolder` beside the `folder` symbol).
        var alternateImage: Int?
        if let name = element["alternateImage"] {
            // Not where the type has its own; where the font doubles as it (before Xcode 11), an
            // approximation.
            approximateUnlessMeasured(AppKitXcodeRules.buttonImages, "a button's alternate image '\(name)'", at: element)
            if kind.alternateImage == nil, !follows(kind.keyEquivalentFontDropped) {
                // Colloquy's and Sequel Ace's pressed images: the key equivalent's font the older
                // AppKits kept under the same key gives way to the image, without its flag.
                approximate(
                    "a button's alternate image for an Xcode before 11, which no pair shows, takes the key equivalent font's key, "
                        + "without its flag",
                    at: element)
            }
            guard kind.alternateImage == nil,
                let resource = imageResource(named: name, catalog: declaredImages.onlyCatalog(of: name), at: element)
            else {
                reject(
                    "a button's alternate image '\(name)', as this Xcode writes it, is not known to the macOS compiler yet", at: element)
                return nil
            }
            alternateImage = addNamedImage(resource)
        }
        let cell = add(AppKitNibClass.buttonCell, .values([]))
        addDocumentObject(cell, parent: parent ?? control, element: element)
        collectConnections(connections, of: element, source: cell)
        let alignment = Self.cellAlignments[element.cellAlignment] ?? (4, 4)
        // Before Xcode 11 a push button's font doubles as its alternate image, flagged.
        let fontIsAlternateImage = kind.alternateImage == nil && alternateImage == nil && !follows(kind.keyEquivalentFontDropped)
        if fontIsAlternateImage, fontElement == nil {
            reject("a button cell without a font, as Xcode 10 and older write it, is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Before Xcode 9 a check box's box is its normal image too, flagged.
        let normalImage = follows(AppKitXcodeRules.checkBoxNormalImageDropped) ? nil : kind.alternateImage
        let buttonFlags =
            Self.buttonFlags(of: element, behavior: kind.behavior, bordered: element["borderStyle"] == "border")
            | (imageHugsTitle ? Self.imageHugsTitleFlag : 0)
            | (fontIsAlternateImage ? Self.alternateImageIsFontFlag : 0) | (normalImage == nil ? 0 : Self.normalImageFlag)
            | kind.typeImageFlags
        let buttonFlags2 =
            Self.buttonFlags2(bezel: bezel, imageScaling: element["imageScaling"])
            | keyEquivalentModifiers
        var fields = NibFieldWriter()
        // A 32-bit signed field: being on makes it negative.
        // A disabled cell says so in its flags; its button stays enabled (Aerial's
        // `NextViewController`, Xcode 26).
        // A line break mode as a text field cell's: a truncating one is single-line, and the
        // mode is in the second flags (transmission's `MainMenu` square buttons, Xcode 26).
        let lineBreak = element["lineBreakMode"].flatMap { Self.lineBreakModes[$0] } ?? 0
        let truncates = element["lineBreakMode"].map { !IBElement.wrappingLineBreakModes.contains($0) } ?? false
        let cellFlags =
            Self.buttonCellFlags | (element["state"] == "on" ? Self.textCellFlagBits["state", default: 0] : 0)
            | (element["enabled"] == "NO" ? Self.disabledCellFlag : 0) | (truncates ? Self.singleLineBreakFlag : 0)
        fields.add(AppKitNibKey.cellFlags, .integer(Int64(Int32(truncatingIfNeeded: cellFlags))))
        let focusRing = element["focusRingType"] == "none" ? Self.noFocusRingCellFlag2 : 0
        let size = Self.sizeCellFlags2(of: element)
        let refuses = element["refusesFirstResponder"] == "YES" ? Self.refusesFirstResponderCellFlag : 0
        let mixed = element["allowsMixedState"] == "YES" ? Self.allowsMixedStateCellFlag2 : 0
        fields.add(
            AppKitNibKey.cellFlags2,
            .integer(alignment.cell << Self.cellAlignmentShift | lineBreak << Self.lineBreakShift | focusRing | size | refuses | mixed))
        addControlSize2(of: element, to: &fields)
        fields.add(AppKitNibKey.contents, userString(element.text("title") ?? "", of: element).archived)
        fields.add(AppKitNibKey.cellIdentifier, identifier)
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.controlView, .object(control))
        // The title a toggle shows while on (CocoaPods' plug-in list: Install and Uninstall),
        // which no pair sets: where every pair's button archives its empty one.
        var alternateTitle: NibGraph.Value?
        if let text = element.text("alternateTitle") {
            approximate(
                "a button's alternate title, which no pair shows, is archived as NSAlternateContents, which the pairs' buttons archive empty",
                at: element)
            alternateTitle = userString(text, property: "alternateTitle", of: element).archived
        }
        addButtonCellValues(
            flags: buttonFlags, flags2: buttonFlags2, bezel: bezel, normalImage: namedImage ?? normalImage.map { systemImageResource($0) },
            alternateImage: fontIsAlternateImage
                ? fontElement.flatMap { addKeyEquivalentFont($0) } : alternateImage ?? kind.alternateImage.map { buttonImageSource($0) },
            alternateTitle: alternateTitle, keyEquivalent: element.text("keyEquivalent") ?? "", type: kind.auxType, to: &fields)
        fields.add(AppKitNibKey.bezelTintColor, tints[Self.bezelColorKey].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.contentTintColor, tints[Self.contentTintColorKey].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.imageSymbolConfiguration, symbolConfiguration.map(NibGraph.Value.object))
        guard let tag = integerAttribute("tag", of: element) else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        // A custom cell class as a pop-up button cell's (viraptor's `popup-empty`).
        swapClass(of: cell, to: element)
        return cell
    }
}
