import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Text views as Xcode 26 archives them as a clip view's document (viraptor's
/// `test11-text-view-back`, `test13-clip-flags`, `test6-whitecolor`, `textview-attributedstring`
/// and `textview-multiattr`): an `NSTextView` owning its text network (a text container as wide
/// as the view, a layout manager, the text storage) and an `NSTextViewSharedData` holding its
/// behaviour flags, background and insertion point colors and the selected and link text
/// attributes. Behaviours no pair shows (fonts panels, rulers, undo, substitutions, a minimum
/// size other than the view's) are refused, and so are text views in keyed archives, whose
/// delegate and run data no pair shows.
extension AppKitNibBuilder {
    static let textViewAttributes: Set<String> = viewAttributes.subtracting(["identifier"]).union([
        "editable", "importsGraphics", "richText", "horizontallyResizable", "verticallyResizable", "spellingCorrection",
        "smartInsertDelete", "findStyle", "allowsUndo", "usesFontPanel", "usesRuler", "continuousSpellChecking",
        "allowsNonContiguousLayout", "linkDetection", "hidden", "drawsBackground", "selectable", "textCompletion",
        "allowsCharacterPickerTouchBarItem",
    ])
    static let acceptedTextViewValues: [String: Set<String>] = [
        "editable": ["YES", "NO"], "importsGraphics": ["NO"], "richText": ["YES", "NO"], "horizontallyResizable": ["YES", "NO"],
        "verticallyResizable": ["YES"], "spellingCorrection": ["YES", "NO"], "smartInsertDelete": ["YES", "NO"],
        "findStyle": ["bar", "panel"],
        "allowsUndo": ["YES", "NO"], "usesFontPanel": ["YES", "NO"], "usesRuler": ["YES", "NO"], "continuousSpellChecking": ["YES", "NO"],
        "allowsNonContiguousLayout": ["YES", "NO"], "linkDetection": ["YES", "NO"], "drawsBackground": ["YES", "NO"],
        "selectable": ["YES", "NO"], "textCompletion": ["NO"], "allowsCharacterPickerTouchBarItem": ["NO"],
    ]
    /// Every text view of the pairs saves that it imports no graphics; one saving nothing
    /// imports them (Interface Builder's default), which sets the bit AppKit's text system has for
    /// it in `NSFlags`, an approximation.
    static let importsGraphicsApproximation =
        "a text view importing graphics, which no pair shows, is archived with NSFlags' bit for it (0x8)"

    /// `NSTVFlags`: `0x84` always, `1` horizontally resizable, `2` vertically (every text view
    /// of the pairs, saying so or not: `test13-clip-flags` saves no `verticallyResizable`).
    static let textViewResizingFlags: Int64 = 0x86
    static let horizontallyResizableFlag: Int64 = 1
    /// `NSFlags` of the shared data: `0x901` for the selectable text views of the pairs, `2`
    /// editable, `4` rich text, `8` importing graphics (no pair: an approximation), `0x200` smart
    /// insert and delete, `0x4000000` correcting spelling
    /// (`test13-clip-flags`: `0x4000905`; `test11-text-view-back`: `0x4000b03`; Aerial's
    /// `OverlaysViewController`, saving no `spellingCorrection`: `0xb03`). No pair shows the font
    /// panel `0x20`, the ruler `0x40`, checking spelling while typing `0x80`, undo `0x400` or
    /// detecting links `0x40000`: in Interface Builder 3's archives (`AppKitNibBuilder`) of 68 text
    /// views of transmission, Sequel Ace, MacPass and Platypus, each of these bits comes and goes
    /// with its attribute alone, as rich text's and smart insertion's do; and drawing its
    /// background is `0x100`, cleared in each of the 5 of them saved `drawsBackground="NO"`;
    /// selecting is `0x1`, cleared in Platypus's text view saved `selectable="NO"` (`0x900`).
    static let textViewBehaviorFlags: Int64 = 0x800
    static let textViewBehaviorBits: [String: (bit: Int64, byDefault: Bool)] = [
        "selectable": (0x1, true), "editable": (0x2, true), "richText": (0x4, true), "importsGraphics": (0x8, true),
        "drawsBackground": (0x100, true),
        "smartInsertDelete": (0x200, false),
        "spellingCorrection": (0x400_0000, false), "usesFontPanel": (0x20, false), "usesRuler": (0x40, false),
        "continuousSpellChecking": (0x80, false), "allowsUndo": (0x400, false), "linkDetection": (0x4_0000, false),
    ]
    static let textViewMoreFlags: Int64 = 1
    /// Text completion and the character picker's Touch Bar item turned off: one pair shows them,
    /// both off (Prune's `Main.storyboard`, Xcode 26.6), with `NSAutomaticTextCompletionDisabled`
    /// set, as its name says for `textCompletion`, and `NSMoreFlags` 3, one bit more than every
    /// other text view's, for the one or the other. That build also sets four bits of `NSFlags`
    /// (0x8000, 0x20000, 0x1000000, 0x2000000) that no attribute of the document accounts for, and
    /// no other text view of the pairs has: left out. They are likely the building Mac's text
    /// settings, which AppKit's automatic substitutions follow where a document saves none.
    static let touchBarTextMoreFlag: Int64 = 0x2
    static let touchBarTextApproximation =
        "a text view without text completion or the character picker's Touch Bar item is written as the one pair showing both off (Prune's, Xcode 26.6) without the NSFlags bits that build also set"
    static let writingToolsFlags: Int64 = 0x100
    /// `NSPreferredTextFinderStyle`: the find bar is 2 (and no bit of `NSFlags`), none 0. The
    /// find panel no pair shows: Interface Builder 3's archives (`AppKitNibBuilder`, before the
    /// key existed) give it bit `0x2000` of `NSFlags` (each of the 22 text views using it, and one
    /// other); it is written with that bit and the style between none and the bar, 1, an
    /// approximation.
    static let textFinderStyles: [String: Int64] = ["bar": 2, "panel": 1]
    static let findPanelFlag: Int64 = 0x2000
    static let findPanelApproximation =
        "a text view using the find panel, which no pair shows, is archived with Interface Builder 3's NSFlags bit for it and NSPreferredTextFinderStyle 1"
    static let textLayoutManagerFlags: Int64 = 102
    /// `NSLMFlags`' bit for a layout manager allowing non-contiguous layout, which no pair shows:
    /// in Interface Builder 3's archives (above) it is set where the text view saves
    /// `allowsNonContiguousLayout` (38 and 6 become 166 and 134).
    static let nonContiguousLayoutFlag: Int64 = 0x80
    static let textContainerFlags: Int64 = 1
    static let textContainerMinimumWidth = 15.0
    /// The colors a text view archives whatever its document says: its background
    /// (`textBackgroundColor`, also where the document saves white: `test13-clip-flags`), the
    /// insertion point's when the document gives none, the selection's and the links'.
    static let textViewColorNames = (
        background: "textBackgroundColor", insertionPoint: "textInsertionPointColor", text: "textColor",
        selectedBackground: "selectedTextBackgroundColor", selectedText: "selectedTextColor", link: "linkColor"
    )
    /// The cursors a text view archives: over a link (the pointing hand) and its clip view's
    /// document cursor.
    static let linkCursor = (hotSpot: "{8, -8}", type: Int64(13))
    static let clipDocumentCursor = (hotSpot: "{1, -1}", type: Int64(0))
    /// Links are underlined with a single line.
    static let linkUnderlineStyle: Int64 = 1
    /// The font of text a document gives none (`textview-attributedstring`).
    static let defaultTextStorageFont = IBElement(name: "font", attributes: ["key": "NSFont", "name": "Helvetica", "size": "12"])
    /// A run's length or attribute index as `NSAttributeInfo` holds it: seven bits a byte, the
    /// lowest first, each byte but the last with its top bit set (`textview-multiattr`'s one
    /// byte each; a 516-character run is `84 04` in transmission's Interface Builder 3 archives,
    /// `AppKitNibBuilder`).
    static func attributeInfoBytes(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
        return bytes
    }

    /// A text view as its clip view's document, its frame as autoresized by the clip view and
    /// `savedSize` as the document saves it.
    mutating func addTextView(_ element: IBElement, clip: Int, savedSize: (width: Double, height: Double)) -> Int? {
        approximateOutsideNIBArchives(AppKitXcodeRules.textViews, "a text view", at: element)
        guard let parsed = parseView(element, known: Self.textViewAttributes, accepted: Self.acceptedTextViewValues) else {
            return nil
        }
        if element["importsGraphics"] == nil {
            // Quicksilver's notifier, saved by Xcode 7.
            approximate(Self.importsGraphicsApproximation, at: element)
        }
        guard parsed.subviews.isEmpty, parsed.constraints.isEmpty else {
            reject("a text view with views or constraints of its own is not known to the macOS compiler yet", at: element)
            return nil
        }
        var colors: [String: IBElement] = [:]
        var sizes: [String: (width: Double, height: Double)] = [:]
        var storageElement: IBElement?
        var connections: [IBElement] = []
        for child in parsed.others {
            switch (child.name, child["key"]) {
            case ("color", "textColor"), ("color", "backgroundColor"), ("color", "insertionPointColor"):
                colors[child["key"] ?? ""] = child
            case ("size", "minSize"), ("size", "maxSize"):
                guard let width = number(child, "width"), let height = number(child, "height") else {
                    reject("a text view's \(child["key"] ?? "") without a width and a height is not known", at: child)
                    return nil
                }
                sizes[child["key"] ?? ""] = (width, height)
            case ("attributedString", "textStorage"):
                storageElement = child
            case ("connections", nil), ("userDefinedRuntimeAttributes", nil), ("accessibility", nil):
                // Clipy's snippet editor sets its text view's runtime attributes, and Textual's
                // main window describes its input field: as any view's.
                connections.append(child)
            case ("allowedInputSourceLocales", nil):
                // SameBoy's debugger consoles. A text field cell's list is known (`securetextfield`).
                approximate(
                    "a text view's allowed input source locales, which no pair shows, are left out: it accepts every input source",
                    at: child)
            default:
                rejectChildren([child], of: element)
                return nil
            }
        }
        guard let minimum = sizes["minSize"], let maximum = sizes["maxSize"] else {
            reject("a text view without a minimum and a maximum size is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Every text view of the pairs saves its frame's size as its minimum, which its archive
        // does not hold; another (transmission's `Creator`: its clip view's width) is left out.
        if minimum != savedSize {
            approximate(
                "a text view whose minimum size is not its saved size, which no pair shows, is archived as one whose minimum is its size",
                at: element)
        }
        guard let background = colors["backgroundColor"] else {
            reject("a text view without a background color is not known to the macOS compiler yet", at: element)
            return nil
        }
        // SameBoy's translucent debugger consoles.
        let isTextBackground = Self.isTextBackground(background)
        if !isTextBackground {
            approximate(
                "a text view of another background than the text background, which no pair shows, is written with AppKit's key for it in a form Xcode's may not share",
                at: background)
        }

        let textView = add(AppKitNibClass.textView, .values([]))
        addDocumentObject(textView, parent: clip, element: element)
        collectConnections(connections, of: element, source: textView)
        let runs: [TextRun]
        if let storageElement {
            // Tunnelblick's, Sequel-Ace's and iTerm2's text views, colored or plain.
            if colors["textColor"] != nil || element["richText"] == "NO" {
                approximate(
                    "text of a plain or colored text view, which no pair shows, is archived as a rich text view's is, with its fragments' attributes",
                    at: storageElement)
            }
            guard let read = textRuns(of: storageElement) else { return nil }
            runs = read
        } else {
            runs = []
        }
        guard let storage = addTextStorage(runs, at: storageElement ?? element) else { return nil }
        // The color of typed text, kept only while the view holds none: the document's, else a
        // rich text view's default (`test6-whitecolor`; Prune's plain text view keeps none).
        var typingColor: Int?
        if runs.isEmpty {
            if let textColor = colors["textColor"] {
                guard let color = addColor(textColor) else { return nil }
                typingColor = color
            } else if element["richText"] != "NO" {
                typingColor = addColor(IBElement.systemColor(Self.textViewColorNames.text, line: element.line))
            }
        }
        guard
            let sharedData = addTextViewSharedData(
                element, background: isTextBackground ? nil : background, insertionPoint: colors["insertionPointColor"])
        else { return nil }

        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: textView, superview: clip, defaultHugging: Self.viewHugging)
        let resizing = Self.textViewResizingFlags | (element["horizontallyResizable"] == "YES" ? Self.horizontallyResizableFlag : 0)
        fields.add(AppKitNibKey.textViewFlags, .integer(resizing))
        fields.add(AppKitNibKey.maxSize, string(GeometryString.size(width: maximum.width, height: maximum.height)).archived)
        fields.add(AppKitNibKey.delegate, .null)
        fields.add(
            AppKitNibKey.textContainer,
            .object(
                addTextContainer(
                    of: textView, width: parsed.frame.width, storage: storage,
                    nonContiguous: element["allowsNonContiguousLayout"] == "YES")))
        fields.add(AppKitNibKey.textViewSharedData, .object(sharedData))
        fields.add(AppKitNibKey.textViewTextColor, typingColor.map(NibGraph.Value.object))
        objects[textView].content = .values(NibGraph.Entries(fields.entries))
        return textView
    }

    /// A text view that is no scroll view's document (NetNewsWire's about window), which no pair
    /// shows: written as a clip view's document is, in its superview at its saved frame.
    mutating func addFreestandingTextView(_ element: IBElement, superview: Int) -> Int? {
        approximate(
            "a text view outside a scroll view, which no pair shows, is written as a scroll view's document is, in its superview",
            at: element)
        guard let frame = element.child("rect", key: "frame").flatMap({ rect($0) }) else {
            reject("a textView without a frame is not known to the macOS compiler yet", at: element)
            return nil
        }
        return addTextView(element, clip: superview, savedSize: (frame.width, frame.height))
    }

    /// Whether a text view's saved background is the one Xcode archives: the text background,
    /// or the opaque white an older document saved for it.
    static func isTextBackground(_ color: IBElement) -> Bool {
        switch color["colorSpace"] {
        case "catalog": color["catalog"] == AppKitColors.systemCatalog && color["name"] == textViewColorNames.background
        case "calibratedWhite": color["white"].flatMap(Double.init) == 1 && color["alpha"].flatMap(Double.init) == 1
        default: false
        }
    }

    /// A stretch of text with one set of attributes.
    struct TextRun {
        var text: String
        var attributes: TextAttributes
    }

    /// The objects of a run's attributes by AppKit's attribute name: its font, and the color,
    /// link, paragraph style, underline and the rest its fragment gives (the text color and none
    /// when it gives none).
    struct TextAttributes: Hashable {
        var font: Int
        var others: [String: Int] = [:]
    }

    /// The attributes of text no pair shows, written among a run's attributes in the order of
    /// their names as the pairs' dictionaries hold theirs (SelfControl's `FirstTime`; Textual's
    /// formatting menu): a URL, a color or a whole number, by its element.
    static let approximatedTextAttributes: [String: (element: String, kind: String)] = [
        AppKitTextAttribute.link: ("url", "a link"), AppKitTextAttribute.underline: ("integer", "an underline"),
        AppKitTextAttribute.underlineColor: ("color", "an underline color"),
        AppKitTextAttribute.strikethrough: ("integer", "a strikethrough"),
        AppKitTextAttribute.backgroundColor: ("color", "a background color"),
    ]

    /// The runs of an attributed string element, a fragment each, with their fonts, colors and
    /// paragraph styles; fragments saving the same attributes share their objects.
    mutating func textRuns(of element: IBElement) -> [TextRun]? {
        var runs: [TextRun] = []
        // By the attribute's content, wherever in the document it is saved.
        var shared: [IBElement: Int] = [:]
        func object(_ attribute: IBElement, _ make: (inout Self) -> Int?) -> Int? {
            let content = attribute.withoutLines
            if let known = shared[content] { return known }
            guard let made = make(&self) else { return nil }
            shared[content] = made
            return made
        }
        for fragment in element.children {
            guard fragment.name == "fragment", let text = IBAttributedString.content(of: fragment) else {
                reject("a \(fragment.name) of a text view's text is not known to the macOS compiler yet", at: fragment)
                return nil
            }
            if let other = fragment.children.first(where: { !["attributes", "string", "mutableString"].contains($0.name) }) {
                rejectChildren([other], of: fragment)
                return nil
            }
            var fontElement = Self.defaultTextStorageFont
            var others: [String: Int] = [:]
            for attributes in fragment.children where attributes.name == "attributes" {
                for attribute in attributes.children {
                    let key = attribute["key"] ?? attribute.name
                    switch (attribute.name, key) {
                    case ("font", AppKitTextAttribute.font):
                        fontElement = attribute
                    case ("color", AppKitTextAttribute.color):
                        guard let added = object(attribute, { $0.addColor(attribute) }) else { return nil }
                        others[key] = added
                    case ("paragraphStyle", AppKitTextAttribute.paragraphStyle):
                        guard let added = object(attribute, { $0.addParagraphStyle(attribute) }) else { return nil }
                        others[key] = added
                    case ("font", AppKitTextAttribute.originalFont):
                        // AboutWindow of iTerm2: the font the text had before a substitution.
                        approximate("the original font of text, which no pair shows, is left out", at: attribute)
                    case (let name, _) where Self.approximatedTextAttributes[key]?.element == name:
                        let kind = Self.approximatedTextAttributes[key]?.kind ?? key
                        approximate(
                            "\(kind) of text, which no pair shows, is written among its attributes in the order of their names",
                            at: attribute)
                        let added =
                            name == "color"
                            ? object(attribute, { $0.addColor(attribute) }) : approximatedTextValue(attribute, kind: kind)
                        guard let added else { return nil }
                        others[key] = added
                    default:
                        reject("attribute \(key) of text is not known to the macOS compiler yet", at: attribute)
                        return nil
                    }
                }
            }
            guard let font = object(fontElement, { $0.addFont(fontElement) }) else { return nil }
            runs.append(TextRun(text: text, attributes: TextAttributes(font: font, others: others)))
        }
        return runs
    }

    /// The object of an `approximatedTextAttributes` attribute other than a color (`kind` naming
    /// it): a link's URL or a number; nil with an error where the element lacks its value.
    private mutating func approximatedTextValue(_ attribute: IBElement, kind: String) -> Int? {
        switch attribute.name {
        case "url":
            guard let url = attribute["string"] else {
                reject("\(kind) of text without a string is not known to the macOS compiler", at: attribute)
                return nil
            }
            return addURL(url)
        default:
            guard let value = attribute["value"].flatMap(Int64.init) else {
                reject("\(kind) of text without a whole number value is not known to the macOS compiler", at: attribute)
                return nil
            }
            return numberObject(.integer(value))
        }
    }

    /// A paragraph style of text: its alignment and line break mode where they are not left and
    /// word wrapping, its measures and writing direction (`ParagraphStyleValues`), no tab stops,
    /// and whether it tightens text before truncating it (Aerial's `MenuView`: a menu title's
    /// style saving no `allowsDefaultTighteningForTruncation` does). Tab stops and attributes
    /// `ParagraphStyleValues` does not know are left out, AppKit's defaults.
    mutating func addParagraphStyle(_ element: IBElement) -> Int? {
        if let unknown = ParagraphStyleValues.unknownAttribute(of: element) {
            approximate("a paragraph style's \(unknown), which no pair shows, is left out", at: element)
        }
        if let child = element.children.first {
            approximate("a paragraph style's \(child.name), which no pair shows, is left out: AppKit's default tab stops apply", at: child)
        }
        let archived = ParagraphStyleValues.archived(element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.paragraphAlignment, archived.alignment.map(NibGraph.Value.integer))
        fields.add(AppKitNibKey.paragraphLineBreakMode, archived.lineBreakMode.map(NibGraph.Value.integer))
        for measure in archived.measures {
            fields.add(measure.key, .double(measure.value))
        }
        fields.add(AppKitNibKey.paragraphTabStops, .null)
        fields.add(ParagraphStyleValues.writingDirectionKey, archived.writingDirection.map(NibGraph.Value.integer))
        fields.add(
            AppKitNibKey.allowsTighteningForTruncation, element["allowsDefaultTighteningForTruncation"] == "NO" ? nil : .integer(1))
        return add(AppKitNibClass.paragraphStyle, .values(NibGraph.Entries(fields.entries)))
    }

    /// The text storage of `runs`: the text, and each run's attributes (its color, the text
    /// color where it has none, its font and paragraph style) as `addRunAttributes` writes them.
    private mutating func addTextStorage(_ runs: [TextRun], at element: IBElement) -> Int? {
        var fields = NibFieldWriter()
        let text = runs.map(\.text).joined()
        fields.add(
            AppKitNibKey.attributedStringText,
            .object(
                add(NibCollectionClass.mutableString, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(text.utf8)))]))))
        fields.add(AppKitNibKey.delegate, .null)
        let textColor = IBElement.systemColor(Self.textViewColorNames.text, line: element.line)
        guard addRunAttributes(runs, defaultColor: { $0.addColor(textColor) }, to: &fields) else { return nil }
        return add(AppKitNibClass.textStorage, .values(NibGraph.Entries(fields.entries)))
    }

    /// The attributes of `runs` as an attributed string archives them: one dictionary for one
    /// run, else the distinct dictionaries and which run has which (`attributeInfoBytes`); runs
    /// of the same attributes are one. Each dictionary holds its keys in the order of their
    /// names; `defaultColor` makes the color of a run that gives none (a text view's text color),
    /// or nil where such a run has none. False when a color cannot be written.
    mutating func addRunAttributes(
        _ runs: [TextRun], defaultColor: ((inout Self) -> Int?)?, to fields: inout NibFieldWriter
    ) -> Bool {
        var merged: [TextRun] = []
        for run in runs where !run.text.isEmpty {
            if let last = merged.last, last.attributes == run.attributes {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        var distinct: [TextAttributes] = []
        var indexes: [TextAttributes: Int] = [:]
        var runIndexes: [(length: Int, index: Int)] = []
        for run in merged {
            let index = indexes[run.attributes] ?? distinct.count
            if index == distinct.count {
                distinct.append(run.attributes)
                indexes[run.attributes] = index
            }
            runIndexes.append((run.text.utf16.count, index))
        }
        guard !distinct.isEmpty else { return true }
        var dictionaries: [Int] = []
        for attributes in distinct {
            var named = attributes.others
            named[AppKitTextAttribute.font] = attributes.font
            if named[AppKitTextAttribute.color] == nil, let defaultColor {
                guard let made = defaultColor(&self) else { return false }
                named[AppKitTextAttribute.color] = made
            }
            let members = named.sorted { $0.key < $1.key }.flatMap { [stringObject($0.key), $0.value] }
            dictionaries.append(collection(NibCollectionClass.dictionary, members))
        }
        if dictionaries.count == 1 {
            fields.add(AppKitNibKey.attributedStringAttributes, .object(dictionaries[0]))
        } else {
            fields.add(AppKitNibKey.attributedStringAttributes, list(NibCollectionClass.mutableArray, dictionaries).archived)
            let info = Data(runIndexes.flatMap { Self.attributeInfoBytes($0.length) + Self.attributeInfoBytes($0.index) })
            fields.add(
                AppKitNibKey.attributeInfo,
                .object(add(NibCollectionClass.mutableData, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(info))]))))
        }
        return true
    }

    /// The text container, as wide as the view, and its layout manager holding the storage.
    private mutating func addTextContainer(of textView: Int, width: Double, storage: Int, nonContiguous: Bool) -> Int {
        let container = add(AppKitNibClass.textContainer, .values([]))
        var managerFields = NibFieldWriter()
        managerFields.add(
            AppKitNibKey.layoutManagerFlags, .integer(Self.textLayoutManagerFlags | (nonContiguous ? Self.nonContiguousLayoutFlag : 0)))
        managerFields.add(AppKitNibKey.delegate, .null)
        managerFields.add(AppKitNibKey.textStorage, .object(storage))
        managerFields.add(AppKitNibKey.textContainers, list(NibCollectionClass.mutableArray, [container]).archived)
        let manager = add(AppKitNibClass.layoutManager, .values(NibGraph.Entries(managerFields.entries)))
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.textLayoutManager, .null)
        fields.add(AppKitNibKey.textContainerWidth, .double(width))
        fields.add(AppKitNibKey.textContainerMinWidth, .double(Self.textContainerMinimumWidth))
        fields.add(AppKitNibKey.textContainerFlags, .integer(Self.textContainerFlags))
        fields.add(AppKitNibKey.layoutManager, .object(manager))
        fields.add(AppKitNibKey.textContainerTextView, .object(textView))
        objects[container].content = .values(NibGraph.Entries(fields.entries))
        return container
    }

    /// The shared data: behaviour flags, find style, and the colors and attributes of the
    /// background, insertion point, selection and links.
    /// The shared data of a text view: its background the text background unless `background`
    /// names another.
    private mutating func addTextViewSharedData(_ element: IBElement, background: IBElement?, insertionPoint: IBElement?) -> Int? {
        let names = Self.textViewColorNames
        guard let background = addColor(background ?? IBElement.systemColor(names.background, line: element.line)),
            let insertion = addColor(insertionPoint ?? IBElement.systemColor(names.insertionPoint, line: element.line)),
            let selectedBackground = addColor(IBElement.systemColor(names.selectedBackground, line: element.line)),
            let selectedText = addColor(IBElement.systemColor(names.selectedText, line: element.line)),
            let link = addColor(IBElement.systemColor(names.link, line: element.line))
        else { return nil }
        var flags = Self.textViewBehaviorFlags
        for (name, behavior) in Self.textViewBehaviorBits where element[name].map({ $0 == "YES" }) ?? behavior.byDefault {
            flags |= behavior.bit
        }
        if element["findStyle"] == "panel" {
            // Sequel Ace's, MacPass's and IINA's editors.
            approximate(Self.findPanelApproximation, at: element)
            flags |= Self.findPanelFlag
        }
        let completionOff = element["textCompletion"] == "NO"
        let pickerOff = element["allowsCharacterPickerTouchBarItem"] == "NO"
        if completionOff || pickerOff {
            approximate(Self.touchBarTextApproximation, at: element)
        }
        let moreFlags = Self.textViewMoreFlags | (completionOff && pickerOff ? Self.touchBarTextMoreFlag : 0)
        let selected = collection(
            NibCollectionClass.dictionary,
            [stringObject(AppKitTextAttribute.backgroundColor), selectedBackground, stringObject(AppKitTextAttribute.color), selectedText])
        let linkAttributes = collection(
            NibCollectionClass.dictionary,
            [
                stringObject(AppKitTextAttribute.color), link, stringObject(AppKitTextAttribute.cursor), addCursor(Self.linkCursor),
                stringObject(AppKitTextAttribute.underline), numberObject(.integer(Self.linkUnderlineStyle)),
            ])
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.automaticTextCompletionDisabled, .bool(completionOff))
        fields.add(AppKitNibKey.textViewBehaviorFlags, .integer(flags))
        fields.add(AppKitNibKey.textViewMoreFlags, .integer(moreFlags))
        fields.add(AppKitNibKey.textCheckingTypes, .integer(0))
        fields.add(AppKitNibKey.markedAttributes, .null)
        fields.add(AppKitNibKey.backgroundColor, .object(background))
        fields.add(AppKitNibKey.selectedAttributes, .object(selected))
        fields.add(AppKitNibKey.insertionColor, .object(insertion))
        fields.add(AppKitNibKey.linkAttributes, .object(linkAttributes))
        fields.add(AppKitNibKey.defaultParagraphStyle, .null)
        fields.add(AppKitNibKey.textFinder, .null)
        fields.add(AppKitNibKey.preferredTextFinderStyle, .integer(element["findStyle"].flatMap { Self.textFinderStyles[$0] } ?? 0))
        fields.add(AppKitNibKey.textHighlightAttributes, .null)
        fields.add(AppKitNibKey.writingToolsFlags, .integer(Self.writingToolsFlags))
        return add(AppKitNibClass.textViewSharedData, .values(NibGraph.Entries(fields.entries)))
    }

    /// A cursor by its hot spot and type, one object per type.
    mutating func addCursor(_ cursor: (hotSpot: String, type: Int64)) -> Int {
        if let known = cursors[cursor.type] { return known }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cursorHotSpot, string(cursor.hotSpot).archived)
        fields.add(AppKitNibKey.cursorType, .integer(cursor.type))
        let made = add(AppKitNibClass.cursor, .values(NibGraph.Entries(fields.entries)))
        cursors[cursor.type] = made
        return made
    }
}
