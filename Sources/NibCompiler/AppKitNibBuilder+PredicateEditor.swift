import AppKitNib
import IBSource
import NibArchive

/// Predicate editors as Xcode 26 archives viraptor's `pred-compound-chain` (the one the pairs
/// show): a scroll view's document nesting compound rows, its rows' key paths and class
/// AppKit's, an empty view holding its slices, and a row template for compound predicates whose
/// views are the pop-ups AppKit makes of the document's menus (their items selecting a compound
/// type by number). AppKit sizes each pop-up to its longest item, which the compiler estimates
/// (`TextAdvances`): the pop-ups' frames are an approximation. Other nesting modes, row types and
/// templates are refused. A template comparing key paths with a string (transmission's group
/// rules), which no pair shows, is written as Interface Builder 3's archives (`AppKitNibBuilder`)
/// of that document hold it, an approximation: its key path and operator pop-ups, a small text
/// field, and its key paths as `NSKeyPathExpression`s. A plain rule editor (IINA's key
/// recorder), whose rows its delegate gives, is written as the predicate editor's rule editor
/// part, in the nesting mode AppKit numbers: an approximation, as no pair shows one.
extension AppKitNibBuilder {
    static let predicateEditorElement = "predicateEditor"
    static let ruleEditorElement = "ruleEditor"
    static let predicateEditorAttributes: Set<String> = viewAttributes.union(["nestingMode", "rowHeight"])
    /// `NSRuleEditorNestingMode` by Interface Builder's name (AppKit's single 0, list 1, compound
    /// 2, simple 3), and the modes the pairs show for a predicate editor.
    static let ruleEditorNestingModes: [String: Int64] = ["single": 0, "list": 1, "compound": 2, "simple": 3]
    static let predicateEditorNestingModes: Set<String> = ["compound"]
    /// `NSPredicateEditorRowTemplate`'s type by Interface Builder's name.
    static let predicateTemplateTypes: [String: Int64] = ["compound": 2, simpleTemplateType: 1]
    static let simpleTemplateType = "simple"
    /// A simple template's right side by its attribute type (`NSAttributeType`): a string's text
    /// field, as Interface Builder 3 archived transmission's (small, 61 wide, 3 points below
    /// the pop-ups' tops; editable and bezeled, its background drawn).
    static let stringAttributeType: Int64 = 700
    static let templateTextFieldPlacement = (y: 4.0, width: 61.0, height: 18.0)
    /// `NSComparisonPredicateOptions` by Interface Builder's names.
    static let comparisonOptionBits: [String: Int64] = ["caseInsensitive": 1, "diacriticInsensitive": 2, "normalized": 4]
    /// `NSExpressionType`s of a key path expression: the evaluated object 1, a key path 3, its
    /// specifier 10; it gets its value by `valueForKey:`.
    static let expressionTypes = (evaluatedObject: Int64(1), keyPath: Int64(3), keyPathSpecifier: Int64(10))
    static let keyPathExpressionSelector = "valueForKey:"
    /// What every rule editor archives the same: its grid, the key paths and class of its rows,
    /// its pasteboard type and hugging.
    static let ruleEditorAlignmentGridWidth = 75.0
    static let ruleEditorKeyPaths = (
        rowType: "rowType", subrows: "subrows", items: "criteria", values: "displayValues", boundArray: "boundArray"
    )
    static let ruleEditorRowClass = NibGraph.mutableDictionaryClass
    static let ruleEditorDragType = "NSRuleEditorItemPBoardType"
    static let ruleEditorHugging = (horizontal: 250, vertical: 750)
    /// A template's pop-ups as AppKit makes them: side by side from 7 points in, 6 apart, 24
    /// high, one above the row's bottom, each as wide as its longest item and its bezel
    /// (`NSPopUpButton` of the round-rect bezel, small system font, natural alignment,
    /// truncating, tag -1).
    static let templatePopUpPlacement = (x: 7.0, y: 1.0, spacing: 6.0, height: 24.0, bezelWidth: 42.0)
    static let templatePopUpCellFlags: Int64 = 0x400_0040
    static let templatePopUpCellFlags2: Int64 = 0x1000_0800
    static let templatePopUpButtonFlags: Int64 = 0x8680_4000
    static let templatePopUpButtonFlags2: Int64 = 36
    static let templatePopUpBezel: Int64 = 12
    static let templatePopUpAuxType: Int64 = -1
    static let templatePopUpTag: Int64 = -1
    static let templatePopUpMetaFont = "smallSystem"
    static let templatePopUpFont = IBElement(name: "font", attributes: ["key": "font", "metaFont": templatePopUpMetaFont])
    static let naturalTextAlignment: Int64 = 4
    static let truncatingTailLineBreak: Int64 = 4

    /// A predicate editor, or a plain rule editor, as its clip view's document.
    mutating func addPredicateEditor(_ element: IBElement, clip: Int) -> Int? {
        approximateOutsideNIBArchives(AppKitXcodeRules.predicateEditors, "a predicate editor", at: element)
        let isPredicateEditor = element.name == Self.predicateEditorElement
        let acceptedModes = isPredicateEditor ? Self.predicateEditorNestingModes : Set(Self.ruleEditorNestingModes.keys)
        guard let parsed = parseView(element, known: Self.predicateEditorAttributes, accepted: ["nestingMode": acceptedModes])
        else { return nil }
        if !isPredicateEditor {
            approximate(
                "a rule editor, which no pair shows, is written as a predicate editor's rule editor is, in AppKit's nesting mode",
                at: element)
        }
        guard let nesting = element["nestingMode"].flatMap({ Self.ruleEditorNestingModes[$0] }),
            let rowHeight = number(element, "rowHeight"), parsed.subviews.isEmpty, parsed.constraints.isEmpty
        else {
            reject(
                "a predicate editor without a nesting mode and a row height, or with views of its own, is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        let templateElements = parsed.others.filter { $0.name == "rowTemplates" }.flatMap(\.children)
        guard isPredicateEditor || templateElements.isEmpty else {
            reject("a rule editor with row templates is not known to the macOS compiler yet", at: element)
            return nil
        }
        if AppKitCompiler.writesKeyedArchive(options) {
            // Sequel Pro's content filters, for macOS 10.10.
            approximate(
                "a rule or predicate editor in a keyed archive (macOS before 10.13), which no pair shows, is written with the objects "
                    + "of the NIBArchive pair",
                at: element)
        }
        let editor = add(isPredicateEditor ? AppKitNibClass.predicateEditor : AppKitNibClass.ruleEditor, .values([]))
        addDocumentObject(editor, parent: clip, element: element)
        collectConnections(parsed.others.filter { $0.name != "rowTemplates" }, of: element, source: editor)
        var templates: [Int] = []
        for templateElement in templateElements {
            guard let template = addPredicateRowTemplate(templateElement, editor: editor) else { return nil }
            templates.append(template)
        }
        let holder = add(AppKitNibClass.ruleEditorSliceHolder, .values([]))
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: editor, superview: clip, defaultHugging: Self.ruleEditorHugging, addedSubviews: [holder])
        addDragTypes([Self.ruleEditorDragType], to: &fields)
        fields.insert(AppKitNibKey.nextKeyView, .object(holder), after: Self.nextKeyViewPredecessors)
        let size = fields.entries.first { $0.key == AppKitNibKey.frameSize || $0.key == AppKitNibKey.frame }?.value
        let flags = fields.entries.first { $0.key == AppKitNibKey.viewFlags }?.value
        // A rule editor is a control without a cell.
        addCelllessControlValues(enabled: true, to: &fields)
        fields.add(AppKitNibKey.ruleEditorAlignmentGridWidth, .double(Self.ruleEditorAlignmentGridWidth))
        fields.add(AppKitNibKey.ruleEditorSliceHeight, .double(rowHeight))
        fields.add(AppKitNibKey.ruleEditorFormattingDictionary, .object(emptyDictionary()))
        fields.add(AppKitNibKey.ruleEditorEditable, .bool(true))
        fields.add(AppKitNibKey.ruleEditorAllowsEmptyCompoundRows, .bool(false))
        fields.add(AppKitNibKey.ruleEditorDisallowEmpty, .bool(true))
        fields.add(AppKitNibKey.ruleEditorNestingMode, .integer(nesting))
        let paths = Self.ruleEditorKeyPaths
        fields.add(AppKitNibKey.ruleEditorRowTypeKeyPath, string(paths.rowType).archived)
        fields.add(AppKitNibKey.ruleEditorSubrowsArrayKeyPath, string(paths.subrows).archived)
        fields.add(AppKitNibKey.ruleEditorItemsKeyPath, string(paths.items).archived)
        fields.add(AppKitNibKey.ruleEditorValuesKeyPath, string(paths.values).archived)
        fields.add(AppKitNibKey.ruleEditorBoundArrayKeyPath, string(paths.boundArray).archived)
        fields.add(AppKitNibKey.ruleEditorRowClass, string(Self.ruleEditorRowClass).archived)
        fields.add(AppKitNibKey.ruleEditorSlicesHolder, .object(holder))
        fields.add(AppKitNibKey.ruleEditorDelegate, .null)
        let boundArray = list(NibCollectionClass.mutableArray, []).archived
        fields.add(
            AppKitNibKey.ruleEditorBoundArrayOwner,
            .object(
                add(AppKitNibClass.ruleEditorUnboundRowHolder, .values([NibGraph.Entry(key: AppKitNibKey.boundArray, value: boundArray)]))))
        fields.add(AppKitNibKey.ruleEditorSlices, list(NibCollectionClass.mutableArray, []).archived)
        if isPredicateEditor {
            fields.add(AppKitNibKey.predicateTemplates, list(NibCollectionClass.array, templates).archived)
            fields.add(AppKitNibKey.predicateEditorPredicate, .null)
        }
        objects[editor].content = .values(NibGraph.Entries(fields.entries))

        // The slices' holder: an empty view as large as the editor, sizing with it.
        var holderFields = NibFieldWriter()
        holderFields.add(AppKitNibKey.nextResponder, .object(editor))
        holderFields.add(AppKitNibKey.nibTouchBar, .null)
        holderFields.add(AppKitNibKey.viewFlags, flags)
        holderFields.add(AppKitNibKey.subviews, list(NibCollectionClass.mutableArray, []).archived)
        holderFields.add(AppKitNibKey.frameSize, size)
        holderFields.add(AppKitNibKey.superview, .object(editor))
        holderFields.add(AppKitNibKey.nextKeyView, .null)
        holderFields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        addLayoutGuideValues(to: &holderFields)
        objects[holder].content = .values(NibGraph.Entries(holderFields.entries))
        return editor
    }

    /// A row template for compound predicates, its views a pop-up for each of its menus; or a
    /// simple one comparing key paths with a string, its text field after them.
    private mutating func addPredicateRowTemplate(_ element: IBElement, editor: Int) -> Int? {
        let refusal =
            "a predicate row template other than a compound or a simple one of pop-up menus is not known to the macOS compiler yet"
        guard element.name == "predicateEditorRowTemplate" else {
            reject(refusal, at: element)
            return nil
        }
        approximateUnknownAttributes(
            of: element, known: Set(["id", "rowType"] + Self.customClassAttributes),
            accepted: ["rowType": Set(Self.predicateTemplateTypes.keys)])
        guard let type = element["rowType"].flatMap({ Self.predicateTemplateTypes[$0] }), let menusElement = element.child("popUpMenus")
        else {
            reject(refusal, at: element)
            return nil
        }
        var simple: (rightAttributeType: Int64, options: Int64)?
        if element["rowType"] == Self.simpleTemplateType {
            approximate(
                "a simple predicate row template, which no pair shows, is written as Interface Builder 3's archives hold transmission's: its pop-ups, a small text field and its key paths' expressions",
                at: element)
            guard let read = simpleTemplate(element) else { return nil }
            simple = read
        } else if element.children.count != 1 {
            reject(refusal, at: element)
            return nil
        }
        let template = add(AppKitNibClass.predicateEditorRowTemplate, .values([]))
        addDocumentObject(template, parent: editor, element: element)
        approximate(
            "a predicate row template's pop-ups are as wide as AppKit sizes them to their items, which the compiler estimates",
            at: element)
        var views: [Int] = []
        var x = Self.templatePopUpPlacement.x
        for menuElement in menusElement.children {
            guard menuElement.name == "menu" else {
                rejectChildren([menuElement], of: menusElement)
                return nil
            }
            guard let (popUp, width) = addTemplatePopUp(menuElement, template: template, x: x) else { return nil }
            views.append(popUp)
            x += width + Self.templatePopUpPlacement.spacing
        }
        if simple != nil {
            guard let field = addTemplateTextField(of: element, template: template, x: x) else { return nil }
            views.append(field)
        }
        // Each view's next key view is the next one.
        for (view, next) in zip(views, views.dropFirst()) {
            guard case .values(let entries) = objects[view].content else { continue }
            var fields = NibFieldWriter()
            fields.entries = Array(entries)
            if let index = fields.entries.firstIndex(where: { $0.key == AppKitNibKey.nextKeyView }) {
                fields.entries[index].value = .object(next)
            }
            objects[view].content = .values(NibGraph.Entries(fields.entries))
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.predicateTemplateType, .integer(type))
        fields.add(AppKitNibKey.predicateTemplateOptions, .integer(simple?.options ?? 0))
        fields.add(AppKitNibKey.predicateTemplateModifier, .integer(0))
        fields.add(AppKitNibKey.predicateTemplateLeftAttributeType, .integer(0))
        fields.add(AppKitNibKey.predicateTemplateRightAttributeType, .integer(simple?.rightAttributeType ?? 0))
        fields.add(AppKitNibKey.predicateTemplateViews, list(NibCollectionClass.array, views).archived)
        fields.add(AppKitNibKey.predicateTemplateLeftIsWildcard, .bool(false))
        fields.add(AppKitNibKey.predicateTemplateRightIsWildcard, .bool(simple != nil))
        objects[template].content = .values(NibGraph.Entries(fields.entries))
        // transmission's template of any file or tracker, swapped as a custom view's class is.
        swapClass(of: template, to: element)
        return template
    }

    /// A simple template's right attribute type (a string's alone) and comparison options, its
    /// left expressions key paths; nil with an error naming what is not known.
    private mutating func simpleTemplate(_ element: IBElement) -> (rightAttributeType: Int64, options: Int64)? {
        var rightAttributeType: Int64?
        var options: Int64 = 0
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("popUpMenus", nil):
                continue
            case ("array", "leftExpressionObject")
            where child.children.allSatisfy({ $0.name == "expression" && $0["type"] == "keyPath" }):
                continue
            case ("integer", "rightExpressionObject") where child["value"].flatMap { Int64($0) } == Self.stringAttributeType:
                rightAttributeType = Self.stringAttributeType
            case ("comparisonPredicateOptions", "options"):
                guard let bits = flags(of: child, Self.comparisonOptionBits) else { return nil }
                options = bits
            default:
                reject(
                    "a simple predicate row template other than one comparing key paths with a string is not known to the macOS compiler yet",
                    at: child)
                return nil
            }
        }
        guard let rightAttributeType else {
            reject("a simple predicate row template without a right attribute type is not known to the macOS compiler yet", at: element)
            return nil
        }
        return (rightAttributeType, options)
    }

    /// The small text field of a simple template, at `x`, as Interface Builder 3 archived it.
    private mutating func addTemplateTextField(of element: IBElement, template: Int, x: Double) -> Int? {
        let id = (element.id ?? "") + "-rightExpression"
        let placement = Self.templateTextFieldPlacement
        let field = IBElement(
            name: "textField", attributes: ["id": id],
            children: [
                Self.frameElement(x: x, y: placement.y, width: placement.width, height: placement.height),
                // Resizing nothing, as the pop-ups (`NSvFlags` 256).
                IBElement(name: "autoresizingMask", attributes: ["key": "autoresizingMask"]),
                IBElement(
                    name: "textFieldCell",
                    attributes: [
                        "key": "cell", "id": id + "-cell", "controlSize": "small", "scrollable": "YES", "lineBreakMode": "clipping",
                        "selectable": "YES", "editable": "YES", "sendsActionOnEndEditing": "YES", "borderStyle": "bezel",
                        "drawsBackground": "YES",
                    ],
                    children: [
                        IBElement(name: "font", attributes: ["key": "font", "metaFont": Self.templatePopUpMetaFont]),
                        IBElement(
                            name: "color",
                            attributes: ["key": "textColor", "name": "controlTextColor", "catalog": "System", "colorSpace": "catalog"]),
                        IBElement(
                            name: "color",
                            attributes: [
                                "key": "backgroundColor", "name": "textBackgroundColor", "catalog": "System", "colorSpace": "catalog",
                            ]),
                    ], line: element.line),
            ], line: element.line)
        return addTextField(field, superview: nil, parent: template)
    }

    /// A key path `<expression>`: an `NSKeyPathExpression` getting the key path of the evaluated
    /// object, which the nib's expressions share, as Interface Builder 3's archives hold it.
    mutating func addKeyPathExpression(_ element: IBElement) -> Int? {
        guard element["type"] == "keyPath", element.children.count == 1, let keyPath = element.text("keyPath") else {
            reject("an expression other than a key path is not known to the macOS compiler yet", at: element)
            return nil
        }
        let types = Self.expressionTypes
        let operand =
            selfExpression
            ?? add(
                AppKitNibClass.selfExpression,
                .values([NibGraph.Entry(key: AppKitNibKey.expressionType, value: .integer(types.evaluatedObject))]))
        selfExpression = operand
        var specifier = NibFieldWriter()
        specifier.add(AppKitNibKey.expressionType, .integer(types.keyPathSpecifier))
        specifier.add(AppKitNibKey.expressionKeyPath, string(keyPath).archived)
        let argument = add(AppKitNibClass.keyPathSpecifierExpression, .values(NibGraph.Entries(specifier.entries)))
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.expressionType, .integer(types.keyPath))
        fields.add(AppKitNibKey.expressionSelectorName, string(Self.keyPathExpressionSelector).archived)
        fields.add(AppKitNibKey.expressionOperand, .object(operand))
        fields.add(AppKitNibKey.expressionArguments, list(NibCollectionClass.mutableArray, [argument]).archived)
        return add(AppKitNibClass.keyPathExpression, .values(NibGraph.Entries(fields.entries)))
    }

    /// The pop-up AppKit makes of a template's menu at `x`, selecting the item that is on, and
    /// its width.
    private mutating func addTemplatePopUp(_ menuElement: IBElement, template: Int, x: Double) -> (Int, Double)? {
        let items = menuElement.child("items")?.children ?? []
        guard let selectedIndex = items.firstIndex(where: { $0["state"] == "on" }) else {
            reject("a predicate template's menu without an item that is on is not known to the macOS compiler yet", at: menuElement)
            return nil
        }
        let popUp = add(AppKitNibClass.popUpButton, .values([]))
        let cell = add(AppKitNibClass.popUpButtonCell, .values([]))
        guard let menu = addMenu(menuElement, parent: template, popUpCell: cell), let font = addFont(Self.templatePopUpFont) else {
            return nil
        }
        let itemObjects = members(ofMenu: menu)
        guard itemObjects.indices.contains(selectedIndex) else { return nil }
        let selected = itemObjects[selectedIndex]
        let representedObject: NibGraph.Value? =
            if case .values(let entries) = objects[selected].content { entries.value(forKey: AppKitNibKey.menuItemRepresentedObject) } else
            {
                nil
            }
        let pointSize = AppKitFonts.metaFonts[Self.templatePopUpMetaFont]?.size ?? 0
        let longest = items.map { TextAdvances.width(of: $0.text("title") ?? "", pointSize: pointSize) }.max() ?? 0
        let width = (longest + Self.templatePopUpPlacement.bezelWidth).rounded(.up)

        var cellFields = NibFieldWriter()
        cellFields.add(AppKitNibKey.cellFlags, .integer(Self.templatePopUpCellFlags))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(Self.templatePopUpCellFlags2))
        cellFields.add(AppKitNibKey.support, .object(font))
        cellFields.add(AppKitNibKey.cellRepresentedObject, representedObject)
        cellFields.add(AppKitNibKey.controlView, .object(popUp))
        cellFields.add(AppKitNibKey.buttonFlags, .integer(Int64(Int32(truncatingIfNeeded: Self.templatePopUpButtonFlags))))
        cellFields.add(AppKitNibKey.buttonFlags2, .integer(Self.templatePopUpButtonFlags2))
        cellFields.add(AppKitNibKey.bezelStyle, .integer(Self.templatePopUpBezel))
        cellFields.add(AppKitNibKey.keyEquivalent, string("").archived)
        cellFields.add(AppKitNibKey.periodicDelay, .integer(Self.periodicDelay))
        cellFields.add(AppKitNibKey.periodicInterval, .integer(Self.periodicInterval))
        cellFields.add(AppKitNibKey.auxButtonType, .integer(Self.templatePopUpAuxType))
        cellFields.add(AppKitNibKey.menuItem, .object(selected))
        cellFields.add(AppKitNibKey.menuItemRespectAlignment, .bool(true))
        cellFields.add(AppKitNibKey.menu, .object(menu))
        cellFields.add(AppKitNibKey.preferredEdge, .integer(Self.defaultPreferredEdge))
        cellFields.add(AppKitNibKey.usesItemFromMenu, .bool(true))
        cellFields.add(AppKitNibKey.altersState, .bool(true))
        cellFields.add(AppKitNibKey.arrowPosition, .integer(Self.popUpArrowPosition))
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))

        let placement = Self.templatePopUpPlacement
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(Self.autoresizesSubviewsFlag))
        fields.add(
            AppKitNibKey.frame,
            string(GeometryString.rect(x: x, y: placement.y, width: width, height: placement.height)).archived)
        fields.add(AppKitNibKey.superview, .null)
        fields.add(AppKitNibKey.nextKeyView, .null)
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        addLayoutGuideValues(to: &fields)
        fields.add(AppKitNibKey.tag, .integer(Self.templatePopUpTag))
        addControlValues(
            ControlValues(cell: cell, textAlignment: Self.naturalTextAlignment, lineBreakMode: Self.truncatingTailLineBreak), to: &fields)
        fields.add(AppKitNibKey.shadowedSymbolConfiguration, .null)
        objects[popUp].content = .values(NibGraph.Entries(fields.entries))
        return (popUp, width)
    }

    /// The items of a menu made by `addMenu`.
    private func members(ofMenu menu: Int) -> [Int] {
        guard case .values(let entries) = objects[menu].content,
            case .object(let list)? = entries.value(forKey: AppKitNibKey.menuItems),
            case .values(let listEntries) = objects[list].content
        else { return [] }
        return listEntries.compactMap { entry in
            guard entry.key == NibGraph.memberKey, case .object(let item) = entry.value else { return nil }
            return item
        }
    }
}
