import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Boxes as Xcode 26 archives them: separators (viraptor's `box-separator-autoresize`), an
/// `NSBox` with no subviews and a title cell it never shows; and titled primary boxes
/// (`test-box-titled`, `test-box-colors`), whose content view ibtool sizes to the whole box but
/// 12 points of title (saved 554 × 84 in a box 560 × 100, archived 560 × 88), its subviews
/// following by their autoresizing masks. A primary box archives no border or fill color.
/// Old-style boxes with a line border and no title (Sparkle's `SUUpdateAlert`, Xcode 7.2 to 14.3)
/// and custom boxes (Aerial's backgrounds, Xcode 26) keep the content view the document saves;
/// a custom box archives its border, width, radius and colors as given. A secondary box is a
/// primary one but for its type (Aerial's `DisplaysViewController`). Other boxes are refused.
extension AppKitNibBuilder {
    /// The kinds of box the compiler writes, by `boxType`.
    enum BoxKind: String {
        case primary, secondary, separator, oldStyle, custom

        /// `NSBoxType`.
        var archived: Int64 {
            switch self {
            case .primary: 0
            case .secondary: 1
            case .separator: 2
            case .oldStyle: 3
            case .custom: 4
            }
        }
    }

    static let boxAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "boxType", "title", "borderType", "titlePosition",
        "borderWidth", "cornerRadius", "transparent", "autoresizesSubviews", "focusRingType",
    ])
    static let acceptedBoxValues: [String: Set<String>] = [
        "boxType": ["secondary", "separator", "oldStyle", "custom"], "borderType": ["line", "none"], "titlePosition": ["noTitle"],
        "transparent": ["YES", "NO"], "focusRingType": viewFocusRingTypes,
    ]
    /// A primary box's offsets, and the height its title takes from the content.
    static let primaryOffsets = "{0, 0}"
    static let titleHeight = 12.0
    /// `NSBorderType`: none, a line, or the groove of a box that names none.
    static let borderTypes: [String: Int64] = ["none": 0, "line": 1]
    static let grooveBorderType: Int64 = 3
    /// `NSTitlePosition`: none, or at the top.
    static let noTitle: Int64 = 0
    static let titleAtTop: Int64 = 2
    static let separatorOffsets = "{5, 5}"
    /// The title cell every box archives, a separator's too: "Title", centered, in the small
    /// system font, label on text background.
    static let defaultBoxTitle = "Title"
    static let boxTitleFont = "smallSystem"
    static let boxTitleColors = (text: "labelColor", background: "textBackgroundColor")

    /// Whether the compiler knows a box of `kind` with `element`'s title and border: a separator
    /// untitled, a primary box titled, an old-style box with a line and no title; a custom box
    /// of finite border width and radius.
    func knowsBox(_ kind: BoxKind, _ element: IBElement) -> Bool {
        switch kind {
        case .separator, .primary, .secondary:
            (kind == .separator) != (element["title"] != nil) && element["borderType"] == nil && element["titlePosition"] == nil
                && element["borderWidth"] == nil && element["cornerRadius"] == nil && element["transparent"] == nil
        case .oldStyle:
            element["borderType"] == "line" && element["titlePosition"] == "noTitle" && element["title"] == nil
                && element["borderWidth"] == nil && element["cornerRadius"] == nil && element["transparent"] == nil
        case .custom:
            ["borderWidth", "cornerRadius"].allSatisfy { element[$0].map { Double($0)?.isFinite == true } ?? true }
        }
    }

    /// A box in `superview`, or at the top level (no superview) with `parent` its parent in the
    /// nib's object tree.
    mutating func addBox(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.boxAttributes, accepted: Self.acceptedBoxValues) else { return nil }
        let kind = BoxKind(rawValue: element["boxType"] ?? BoxKind.primary.rawValue) ?? .primary
        if kind == .custom { approximateUnlessMeasured(AppKitXcodeRules.customBoxes, "a custom box", at: element) }
        let isUntitled = isUntitledPrimaryBox(kind, element)
        let isTransparentPrimary = (kind == .primary || kind == .secondary) && element["transparent"] == "YES"
        let isLinedAndTitled = isLinedTitledPrimaryBox(kind, element)
        // Quicksilver's and Adium's boxes, saved by Xcode 7 with a title they do not show.
        let savesUnshownTitle = !knowsBox(kind, element) && knowsBoxSavedWithoutUnshownTitle(kind, element)
        // Platypus's status item group: a box showing the title it does not save, AppKit's own.
        let showsDefaultTitle = showsDefaultTitlePrimaryBox(kind, element)
        // What no pair shows, each written as the message says; a box the compiler knows or one
        // of these compiles.
        let approximations: [(applies: Bool, message: String)] = [
            // Tunnelblick's preference panes group their controls in boxes that draw nothing.
            (
                isUntitled && isTransparentPrimary,
                "a transparent \(kind.rawValue) box, which no pair shows, is archived with AppKit's NSTransparent set"
            ),
            (
                isUntitled,
                "an untitled \(kind.rawValue) box: its content view is archived as large as the box, where ibtool sizes it by a rule no pair shows (AppKit tiles it again as the box resizes)"
            ),
            (
                isLinedAndTitled,
                "a titled \(kind.rawValue) box with a line border, which no pair shows, is written as a titled one is, with the line's border type"
            ),
            (
                savesUnshownTitle && element["title"] != nil,
                "a \(kind.rawValue) box saving a title it does not show, which no pair shows, is written as one saving none, its title in its title cell (colors, which only a custom box draws, left out)"
            ),
            (
                savesUnshownTitle && element["title"] == nil,
                "a \(kind.rawValue) box saving a title position and no title, which no pair shows, is written as one saving neither (colors, which only a custom box draws, left out)"
            ),
            (
                showsDefaultTitle,
                "a \(kind.rawValue) box saving no title, which no pair shows, is written as one titled \"\(Self.defaultBoxTitle)\", NSBox's default"
            ),
        ]
        for approximation in approximations where approximation.applies {
            approximate(approximation.message, at: element)
        }
        guard knowsBox(kind, element) || approximations.contains(where: \.applies) else {
            reject(
                "a \(kind.rawValue) box with these title, border and Xcode is not known to the macOS compiler yet", at: element)
            return nil
        }
        var contentElement: IBElement?
        var titleFont: IBElement?
        var colors: [String: IBElement] = [:]
        var others: [IBElement] = []
        for child in parsed.others {
            switch (child.name, child["key"]) {
            case ("view", "contentView") where kind != .separator && contentElement == nil: contentElement = child
            case ("color", "borderColor") where (kind != .separator || savesUnshownTitle) && colors["borderColor"] == nil,
                ("color", "fillColor") where (kind != .separator || savesUnshownTitle) && colors["fillColor"] == nil:
                colors[child["key"] ?? ""] = child
            case ("font", "titleFont") where (kind != .separator || savesUnshownTitle) && titleFont == nil: titleFont = child
            default: others.append(child)
            }
        }
        let box = add(AppKitNibClass.box, .values([]))
        addDocumentObject(box, parent: parent, element: element)
        collectConnections(others, of: element, source: box)
        var content: Int?
        if kind != .separator, contentElement == nil {
            // IINA's hairline under its title bar: a custom box drawing its fill, holding nothing.
            approximate("a box without a content view, which no pair shows, is written without one", at: element)
        }
        if kind != .separator, let contentElement {
            if kind == .primary || kind == .secondary {
                guard let sized = sizedContentView(contentElement, inBoxOf: parsed.frame, titleHeight: isUntitled ? 0 : Self.titleHeight)
                else { return nil }
                content = addView(sized, superview: box, parent: box)
            } else {
                // Sizable both ways whatever the document saves (Aerial's `WelcomeViewController`).
                var sizable = contentElement
                sizable.children.removeAll { $0.name == "autoresizingMask" }
                sizable.children.append(Self.sizableMask)
                content = addView(sizable, superview: box, parent: box)
            }
        }
        guard
            let titleCell = addBoxTitleCell(
                element,
                title: kind == .separator && (!savesUnshownTitle || element["title"] == nil) || showsDefaultTitle
                    ? Self.defaultBoxTitle : element["title"] ?? "",
                font: titleFont,
                hasControlView: kind != .oldStyle)
        else {
            return nil
        }
        // A custom box's colors are its own (a primary or old-style box's are IB's defaults,
        // not archived).
        var borderColor: Int?
        var fillColor: Int?
        if kind == .custom {
            // In a fixed order, so that the same document gives the same bytes.
            if let color = colors["borderColor"] {
                guard let archived = addColor(color) else { return nil }
                borderColor = archived
            }
            if let color = colors["fillColor"] {
                guard let archived = addColor(color) else { return nil }
                fillColor = archived
            }
        }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: box, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true,
            addedSubviews: content.map { [$0] } ?? [])
        fields.add(AppKitNibKey.offsets, string(kind == .separator ? Self.separatorOffsets : Self.primaryOffsets).archived)
        fields.add(AppKitNibKey.titleCell, .object(titleCell))
        fields.add(AppKitNibKey.contentView, content.map(NibGraph.Value.object))
        // Without a border type, a groove, whatever the kind (Aerial's custom boxes).
        fields.add(AppKitNibKey.borderType, .integer(element["borderType"].flatMap { Self.borderTypes[$0] } ?? Self.grooveBorderType))
        fields.add(AppKitNibKey.boxType, .integer(kind.archived))
        fields.add(
            AppKitNibKey.titlePosition,
            .integer(kind == .oldStyle || element["titlePosition"] == "noTitle" ? Self.noTitle : Self.titleAtTop))
        // A transparent custom box is fully transparent, not transparent (Aerial's
        // `AdvancedViewController`); other kinds are not measured transparent (`knowsBox`): an
        // untitled primary one sets AppKit's transparency, an approximation.
        fields.add(AppKitNibKey.transparent, .bool(isTransparentPrimary))
        fields.add(AppKitNibKey.fullyTransparent, element["transparent"] == "YES" ? .bool(true) : nil)
        // The width as an NSNumber, the radius as a plain double (Aerial's `ThanksViewController`
        // and `WelcomeViewController`).
        fields.add(AppKitNibKey.borderWidth2, element["borderWidth"].flatMap(Double.init).map { .object(numberObject(.double($0))) })
        fields.add(AppKitNibKey.cornerRadius2, element["cornerRadius"].flatMap(Double.init).map(NibGraph.Value.double))
        fields.add(AppKitNibKey.borderColor2, borderColor.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.fillColor2, fillColor.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.boxIsUsingDocumentContentView, content.map { _ in .bool(true) })
        objects[box].content = .values(NibGraph.Entries(fields.entries))
        return box
    }

    /// Whether a separator or old-style box saving a title with no title position, as older
    /// Interface Builders save one ("Box"), is known without that title; a separator saving the
    /// position alone (Xcode 9, Colloquy's preferences) likewise; an old-style box without a
    /// border as one with a line, the border type as the document says.
    func knowsBoxSavedWithoutUnshownTitle(_ kind: BoxKind, _ element: IBElement) -> Bool {
        guard kind == .separator || (kind == .oldStyle && element["title"] != nil), element["titlePosition"] == "noTitle" else {
            return false
        }
        var saved = element
        saved.attributes["title"] = nil
        if kind == .separator { saved.attributes["titlePosition"] = nil }
        if kind == .oldStyle, saved["borderType"] == "none" { saved.attributes["borderType"] = "line" }
        return knowsBox(kind, saved)
    }

    /// A primary or secondary box with no title shown (IINA's preference panes), of a groove or
    /// a named border, whose content view no pair shows.
    func isUntitledPrimaryBox(_ kind: BoxKind, _ element: IBElement) -> Bool {
        (kind == .primary || kind == .secondary) && element["titlePosition"] == "noTitle"
            && ["borderWidth", "cornerRadius"].allSatisfy { element[$0] == nil }
    }

    /// A primary or secondary box showing its title at the top that saves none, which no pair
    /// shows: the title is NSBox's default, which Interface Builder leaves out.
    func showsDefaultTitlePrimaryBox(_ kind: BoxKind, _ element: IBElement) -> Bool {
        (kind == .primary || kind == .secondary)
            && ["title", "titlePosition", "borderType", "borderWidth", "cornerRadius", "transparent"].allSatisfy { element[$0] == nil }
    }

    /// A primary or secondary box with its title shown and a line border (MacPass's and
    /// Sequel Ace's preference groups), which no pair shows.
    func isLinedTitledPrimaryBox(_ kind: BoxKind, _ element: IBElement) -> Bool {
        (kind == .primary || kind == .secondary) && element["title"] != nil && element["borderType"] == "line"
            && ["titlePosition", "borderWidth", "cornerRadius", "transparent"].allSatisfy { element[$0] == nil }
    }

    /// The content view as ibtool archives it: the box's width, its height less the title's,
    /// sizable both ways, its subviews moved and sized by their masks.
    private mutating func sizedContentView(
        _ element: IBElement, inBoxOf box: (x: Double, y: Double, width: Double, height: Double), titleHeight: Double
    ) -> IBElement? {
        guard let saved = element.child("rect", key: "frame").flatMap({ rect($0) }) else {
            reject("a box's content view without a frame is not known to the macOS compiler yet", at: element)
            return nil
        }
        let size = (width: box.width, height: box.height - titleHeight)
        guard var sized = autoresized(element, from: (saved.width, saved.height), to: size) else { return nil }
        sized.children.removeAll { $0.name == "autoresizingMask" || ($0.name == "rect" && $0["key"] == "frame") }
        sized.children.insert(Self.frameElement(x: 0, y: 0, width: size.width, height: size.height), at: 0)
        sized.children.insert(Self.sizableMask, at: 1)
        return sized
    }

    /// A box's content view's mask: sizable both ways.
    static let sizableMask = IBElement(
        name: "autoresizingMask", attributes: ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"])

    /// A box's title cell, in the small system font unless the document names a `titleFont`.
    private mutating func addBoxTitleCell(_ element: IBElement, title: String, font fontElement: IBElement?, hasControlView: Bool) -> Int? {
        let font: Int?
        if let fontElement {
            guard let named = addFont(fontElement) else { return nil }
            font = named
        } else {
            font = AppKitFonts.metaFonts[Self.boxTitleFont].map { addFont($0, kind: Self.boxTitleFont) }
        }
        guard let background = addColor(IBElement.systemColor(Self.boxTitleColors.background, line: element.line)),
            let text = addColor(IBElement.systemColor(Self.boxTitleColors.text, line: element.line))
        else { return nil }
        // Localizable in Base.lproj under the box's id, the key ibtool gives the title in a
        // document's strings ("<box id>.title", as IINA's and transmission's `.strings` hold
        // them): the nib's keys are the strings' keys (the text cells, menu items and segments of
        // Aerial's and Prune's storyboards).
        let contents = userString(title, property: "title", of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(Self.textCellFlags))
        fields.add(AppKitNibKey.cellFlags2, .integer(Self.cellAlignments["center", default: (2, 1)].cell << Self.cellAlignmentShift))
        // A regular size, as every cell of Xcode 12.3 to 14.3.1 archives it.
        addControlSize2(of: IBElement(name: "textFieldCell"), to: &fields)
        fields.add(AppKitNibKey.contents, contents.archived)
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.controlView, hasControlView ? .null : nil)
        fields.add(AppKitNibKey.backgroundColor, .object(background))
        fields.add(AppKitNibKey.textColor, .object(text))
        return add(AppKitNibClass.textFieldCell, .values(NibGraph.Entries(fields.entries)))
    }
}

extension IBElement {
    /// A `<color>` of a system color, as a document would name it.
    static func systemColor(_ name: String, line: Int) -> IBElement {
        var color = IBElement(name: "color", attributes: ["name": name, "catalog": "System", "colorSpace": "catalog"])
        color.line = line
        return color
    }
}
