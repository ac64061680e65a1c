import AppKitNib
import Foundation
import IBSource
import InputFiles
import NibArchive

/// Builds the typed model of an AppKit nib (`AppKitNib`) from a macOS xib, as Xcode 26 writes it:
/// File's Owner, the application, custom objects, windows, menus, views and the controls each
/// `AppKitNibBuilder+…` file writes, outlets, actions and tooltips, the object and id lists, the
/// visible windows. Every other element, attribute it does not know, and connection is an error
/// naming it, since the compiler cannot yet write it as Xcode would.
///
/// Evidence: viraptor/ibtool's samples (compiled with `--module TestModule`) and Aerial's Xcode 26
/// nibs, each writer naming its own. Where no pair shows a setting, Interface Builder 3's archives
/// may: xibs saved before Xcode 5 hold each object as AppKit's own encoder archived it, and the
/// saves that converted them to the current format keep their object ids, so the two can be
/// matched object by object (178 conversions in the histories of transmission, Sequel Ace,
/// MacPass and Platypus, 9,438 objects). The writers name the settings taken from them.
struct AppKitNibBuilder {
    let document: IBDocument
    let options: CompileOptions
    var objects: [AppKitNib.Object] = []
    private(set) var diagnostics: [CompileDiagnostic] = []
    /// Whether `diagnostics` holds an error other than an approximation: something was left out.
    private(set) var hasErrors = false
    /// The document's objects in `NSObjectsKeys` order (the XML's pre-order), each with its
    /// parent: the nearest enclosing object, File's Owner for top-level objects.
    var documentObjects: [(object: Int, parent: Int)] = []
    /// The element each document object was made from, for `reportUnheldObjects`.
    private var elementsByObject = ObjectIndexTable<IBElement>()
    /// The prototype cell views under a table's columns, which the table makes each row's view
    /// from nibs of their own (`addPrototypeCellViews`): in its own nib only the object lists and
    /// the views' own connections reach them.
    var prototypeCellViews: Set<Int> = []
    /// The constraints each view holds, in the order the views were finished: listed among the
    /// document's objects after everything else of their view (`documentObjectsWithConstraints`).
    var heldConstraints: [(holder: Int, constraints: [Int])] = []
    /// The windows the nib loader shows (`visibleAtLaunch` not NO).
    var visibleWindows: [Int] = []
    /// The views with a tooltip, and its text: each becomes a help connector.
    var toolTips: [(view: Int, text: String, element: IBElement)] = []
    /// Each object's `<userDefinedRuntimeAttributes>`, in document order.
    var runtimeAttributes: [(object: Int, list: IBElement)] = []
    /// Every archived object by its document id, for connections to find their ends.
    var objectsByID: [String: Int] = [:]
    /// The id of the view each safe-area layout guide belongs to, by the guide's id.
    var layoutGuideOwners: [String: String] = [:]
    /// The outlets and actions met, with their source, connected once every object is added.
    var outlets: [(source: Int, sourceID: String, element: IBElement)] = []
    /// Whether outlets keep the order they were added in, as a window controller scene's, which
    /// the compiler writes whole (`buildWindowControllerScene`).
    var keepsOutletOrder = false
    /// Connectors a storyboard scene adds after all others (a window's content controller).
    var sceneConnectors: [Int] = []
    /// Whether the windows written are a storyboard window controller's.
    var isWindowControllerWindow = false
    /// The names of each storyboard controller a segue may lead to, by its id.
    var segueDestinations: [String: StoryboardControllerNames] = [:]
    /// The template of each show segue of the main menu's items, by the segue's id.
    var menuSegueTemplates: [String: Int] = [:]
    var actions: [(source: Int, sourceID: String, element: IBElement)] = []
    var bindings: [(source: Int, sourceID: String, element: IBElement)] = []
    /// The ids of split views' panes, which clip to their bounds.
    var splitViewPanes: Set<String> = []
    /// The stack views with arranged views, which get an ordering connector.
    var stackViewsToOrder: [(stackView: Int, superviews: Int)] = []
    /// How many views enclose each stack view, by id (`superviewCounts`).
    let stackSuperviewCounts: [String: Int]
    /// The views with an accessibility description, its text, and its line in the document.
    var accessibilityDescriptions: [(view: Int, attribute: String, text: String, line: Int)] = []
    /// One `NSString` object per text: Xcode's archiver writes equal strings once.
    private var strings: [String: Int] = [:]
    /// Whether the document was warned that Xcode 11 wrote its small system font two ways.
    var warnedOfCatalinaSmallSystemFont = false
    /// One `NSNumber` object per value and type (the NIBArchive encoder takes an integer and a
    /// whole double for one number, in the form met first: viraptor's `metafonts-extra`, the
    /// object id 13 is the font size 13.0; `AppKitNib.nibArchive`).
    private var numberObjects: [NumberKey: Int] = [:]
    /// The system the graph is for: before macOS 11, or since (a nib's `keyedobjects-110000.nib`).
    let variant: AppKitNibVariant
    /// Whether the nib needs a variant for macOS 11, which Xcode writes beside the one for older
    /// systems: it has a table (`AppKitXcodeRules.tableStyleVariant`).
    var needsMacOS11Variant = false
    /// The width each table is archived at, by its clip view, and whether it is laid out wider
    /// than the clip view (`AppKitNibBuilder.widenedWidth`), which its scroll view then scrolls
    /// sideways.
    var tableWidths: [Int: (width: Double, isWidened: Bool)] = [:]
    /// The part of each document its clip view shows, by the clip view, for the tables (with
    /// their header) laid out taller than that (`test24-tables-elastic`) and the views saved
    /// taller beside overlay scrollers (Aerial's `CreditsViewController`), which their scroll
    /// view then scrolls down.
    var shownHeightParts: [Int: Double] = [:]
    /// System colors, their fallbacks and color spaces, each archived once per nib.
    var systemColors: [String: Int] = [:]
    var fallbackColors: [AppKitColors.Fallback: Int] = [:]
    /// The project's named colors archived so far, by name.
    var namedColors: [String: Int] = [:]
    var colorSpaces: [ColorProfiles.Kind: Int] = [:]
    /// The one empty immutable array and dictionary (`emptyArray`, `emptyDictionary`), once made.
    private var emptyArrayObject: Int?
    private var emptyDictionaryObject: Int?
    /// `NSDecimalNumber`'s "not a number", the bound of every formatter without one, once made.
    var notANumberDecimal: Int?
    /// Fonts by meta font, name and size, each archived once per nib (but the unshared ones).
    var fonts: [String: Int] = [:]
    /// Named images (`NSCustomResource`), each archived once per nib.
    var namedImages: [AppKitImages.Resource: Int] = [:]
    /// The images the document holds, archived once each, by name (`AppKitEmbeddedImage`); nil
    /// for one refused.
    var embeddedImages: [String: Int?] = [:]
    /// Cursors by type, each archived once per nib as AppKit's shared cursors are
    /// (`test11-text-view-back`: three clip views and three text views' links share two).
    var cursors: [Int64: Int] = [:]
    /// The `NSButtonImageSource` of each system button image (a check box's), shared by its buttons.
    var buttonImageSources: [String: Int] = [:]
    /// The evaluated object's expression, which the nib's key path expressions share.
    var selfExpression: Int?
    /// Whether items that open a submenu are allowed in limited app mode, as a storyboard's main
    /// menu archives them (LeaderKey, Xcode 16.4).
    var allowsSubmenusInLimitedAppMode = false
    /// Whether connections are sorted by their own ids, as in a storyboard's application scene
    /// (LeaderKey's `MainMenu.nib`), not by their source's.
    var ordersConnectionsByTheirIDs = false
    /// The id of a storyboard scene's First Responder, which actions name as xibs name `-1`:
    /// they go to no object (Aerial's `Main.storyboard`).
    var sceneFirstResponderID: String?
    /// The id of the view controller whose view nib this builds: its prototype cell views' own
    /// nibs connect it as their owner.
    var sceneControllerID: String?
    /// The id of the object a view-based table names its delegate, whose prototype cell views'
    /// own nibs connect it as their owner too.
    var tableDelegateID: String?
    /// Whether this builds a storyboard scene's nib, whose views ibtool archives from instances
    /// (`AppKitNibBuilder+Storyboard`).
    var buildsStoryboardScene = false
    /// Whether the nib is a prototype cell view's own, which ibtool archives from the live view:
    /// its image cells animate, AppKit's default (all 23 image views of the prototypes of
    /// `HSChooserWindow`, transmission's `MainMenu` and four of Aerial's nibs; their tables'
    /// copies archive the document's value).
    var buildsPrototypeCellViewNib = false

    /// File's Owner, First Responder and the application.
    static let filesOwnerID = "-2"
    static let firstResponderID = "-1"
    /// The `sceneMemberID` of a storyboard scene's First Responder.
    static let firstResponderMember = "firstResponder"
    static let applicationID = "-3"
    /// The class a custom object is made as before its custom class, and the one the
    /// application placeholder stands for.
    static let objectClass = AppKitNibClass.root
    static let applicationClass = "NSApplication"
    /// The version of the system font Xcode 26 records on the root.
    static let systemFontUpdateVersion: Int64 = 1
    /// `customObjectInstantitationMethod="direct"`: custom objects are made with `-init`.
    static let directInstantiation = "direct"

    /// Whether the document's custom objects (and custom views) are made with `-init`.
    var makesObjectsWithInit: Bool {
        document.kind == .storyboard || document.root?["customObjectInstantitationMethod"] == Self.directInstantiation
    }
    static let initializeWithInitKey = "NSInitializeWithInit"

    /// What every builder of the document reads of it, for the builders of its prototype cell
    /// views' nibs.
    let documentIndex: AppKitDocumentIndex
    /// The ids of the views a constraint of the document names or that hold constraints
    /// (`documentConstrained`), and of the stack views with arranged views and the views they
    /// arrange (`stackPlaced`): only those stop translating their autoresizing mask (viraptor's
    /// `stepper-test`, `metafonts-extra` and `customview-direct` say
    /// `translatesAutoresizingMaskIntoConstraints="NO"` with no constraint, and Xcode archives
    /// them translating; `stackview-identifier`'s stack view and its arranged label do not).
    let constrainedViewIDs: (documentConstrained: Set<String>, stackPlaced: Set<String>)
    /// Each view's saved frame and the id of the view it lies in, by id.
    let savedPlacements: [String: AppKitSavedPlacement]
    /// The images the document's `<resources>` declares.
    let declaredImages: AppKitImages.DeclaredImages
    /// The Xcode rules the writers consulted.
    let consultedRules = AppKitConsultedRules()

    /// A builder of one nib of `document`; `index` is what every builder of the document reads
    /// of it, made once for a storyboard's many nibs so that their work stays linear in scenes.
    init(
        document: IBDocument, options: CompileOptions, variant: AppKitNibVariant = .beforeMacOS11, index: AppKitDocumentIndex? = nil
    ) {
        self.document = document
        self.options = options
        self.variant = variant
        isBaseLocalized = IBLocalization.language(ofPath: document.path) == Self.baseLocalization
        let index = index ?? AppKitDocumentIndex(document)
        documentIndex = index
        constrainedViewIDs = index.constrainedViewIDs
        savedPlacements = index.savedPlacements
        stackSuperviewCounts = index.stackSuperviewCounts
        declaredImages = index.declaredImages
    }

    /// Every view that constraints or a stack view place.
    static func constrainedViews(in root: IBElement) -> Set<String> {
        let found = constrainedViewsByKind(in: root)
        return found.documentConstrained.union(found.stackPlaced)
    }

    static func constrainedViewsByKind(in root: IBElement) -> (documentConstrained: Set<String>, stackPlaced: Set<String>) {
        var documentConstrained: Set<String> = []
        var stackPlaced: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "stackView" {
                let arranged = element.children(in: "subviews").compactMap(\.id)
                stackPlaced.formUnion(arranged)
                if !arranged.isEmpty, let id = element.id { stackPlaced.insert(id) }
            }
            for child in element.children {
                guard child.name == "constraints" else { continue }
                // Placeholders are removed at build time: they place nothing.
                let kept = child.children.filter { $0.name != "constraint" || !isPlaceholder($0) }
                if let id = element.id, !kept.isEmpty { documentConstrained.insert(id) }
                for constraint in kept where constraint.name == "constraint" {
                    documentConstrained.formUnion([constraint["firstItem"] ?? element.id, constraint["secondItem"]].compactMap { $0 })
                }
            }
            pending += element.children
        }
        return (documentConstrained, stackPlaced)
    }

    /// The horizontal attributes by which constraints place each view (`AppKitDocumentIndex`).
    static func horizontalPins(in root: IBElement) -> [String: Set<String>] {
        var pins: [String: Set<String>] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            for constraint in element.children(in: "constraints") where constraint.name == "constraint" && !isPlaceholder(constraint) {
                for (item, attribute) in [
                    (constraint["firstItem"] ?? element.id, constraint["firstAttribute"]),
                    (constraint["secondItem"], constraint["secondAttribute"]),
                ] {
                    guard let item, let attribute,
                        LayoutConstraintSource.attributes[attribute].map(LayoutConstraintSource.horizontalAttributes.contains) == true
                    else { continue }
                    pins[item, default: []].insert(attribute)
                }
            }
            pending += element.children
        }
        return pins
    }

    /// The nib of `root`'s objects; `diagnostics` says what could not be written.
    mutating func build(_ root: IBElement) -> AppKitNib {
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let elements = root.children(in: "objects")
        let ownerElement = elements.first { $0.name == "customObject" && $0.id == Self.filesOwnerID }
        let owner = addPlaceholder(ownerElement, className: ownerElement.flatMap { options.runtimeClassName(of: $0) })
        for element in elements where element.id != Self.filesOwnerID && element.id != Self.firstResponderID {
            addTopLevel(element, owner: owner)
        }
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// The `MainMenu.nib` of a storyboard's application scene, as LeaderKey's `Main.storyboard`
    /// (Xcode 16.4) holds it: the storyboard's owner a bare `NSObject`; the application with its
    /// main menu; the scene's custom objects, made with -init; First Responder archived as the
    /// application; then the main menu, a top-level object of its own.
    mutating func buildApplicationScene(_ objectsElement: IBElement) -> AppKitNib {
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        ordersConnectionsByTheirIDs = true
        let owner = addPlaceholder(nil, className: nil)
        var application: (index: Int, element: IBElement)?
        var mainMenu: IBElement?
        var firstResponder: IBElement?
        for element in objectsElement.children {
            switch (element.name, element["sceneMemberID"]) {
            case ("application", _) where application == nil:
                let index = add(AppKitNibClass.customObject, .values([]))
                addDocumentObject(index, parent: owner, element: element)
                application = (index, element)
                for child in element.children {
                    switch (child.name, child["key"]) {
                    case ("menu", "mainMenu") where mainMenu == nil: mainMenu = child
                    case ("connections", _): collectConnections([child], of: element, source: index)
                    default: rejectChildren([child], of: element)
                    }
                }
            case ("customObject", Self.firstResponderMember) where firstResponder == nil:
                firstResponder = element
                sceneFirstResponderID = element.id
            case ("customObject", nil):
                addTopLevel(element, owner: owner)
            case ("menu", nil), (Self.userDefaultsControllerElement, nil):
                // A status item's menu (Rectangle's `Main.storyboard`), the shared user defaults
                // controller (FSNotes's).
                approximate(
                    "a \(element.name) of the application scene beside its main menu, which no pair shows, is written as a xib's top-level \(element.name) in document order",
                    at: element)
                addTopLevel(element, owner: owner)
            default:
                reject("\(element.name) in a macOS storyboard is not known to the compiler yet", at: element)
            }
        }
        guard let application, let mainMenu, let firstResponder else {
            reject("an application scene without an application, its main menu and First Responder is not known yet", at: objectsElement)
            return finish(owner: owner, dataIndex: dataIndex)
        }
        // The templates of the menu items' show segues come before First Responder, the
        // storyboard's placeholder after it (Prune's `Main.storyboard`).
        let templates = addMenuSegueTemplates(in: mainMenu, owner: owner)
        let responder = add(
            AppKitNibClass.customObject,
            .customObject(AppKitNib.CustomObject(className: string(Self.applicationClass), classReference: nil)))
        addDocumentObject(responder, parent: owner, element: firstResponder)
        addSegueTemplateOutlets(templates, controllerID: mainMenu.id ?? "", owner: owner)
        allowsSubmenusInLimitedAppMode = true
        let menu = addMenu(mainMenu, parent: owner)
        objects[application.index].content = .customObject(
            AppKitNib.CustomObject(className: string(Self.applicationClass), classReference: nil, mainMenu: menu))
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// The object data of a document built: its windows, connections, objects and their ids.
    mutating func finish(owner: Int, dataIndex: Int) -> AppKitNib {
        let visibleWindowList = list(NibCollectionClass.mutableSet, visibleWindows)
        let ordering = orderingConnectors()
        let connectors =
            runtimeAttributeConnectors() + outletConnectors() + actionConnectors() + bindingConnectors() + helpConnectors()
            + sceneConnectors
        let connections = list(NibCollectionClass.mutableArray, ordering + connectors)
        documentObjects = documentObjectsWithConstraints()
        let objectsKeys = list(NibCollectionClass.array, documentObjects.map(\.object))
        let objectsValues = list(NibCollectionClass.array, documentObjects.map(\.parent))
        // Connections have ids after the objects'; ordering connectors have none
        // (`stackview-identifier`).
        let oidsKeys = list(NibCollectionClass.array, [owner] + documentObjects.map(\.object) + connectors)
        let oidsValues = numbers(Array(1...Int64(oidsKeys.members.count)))
        let accessibility = accessibilityConnectors()
        let accessibilityConnectors = list(NibCollectionClass.mutableArray, accessibility)
        let accessibilityOidsKeys = accessibility.isEmpty ? emptyArray() : list(NibCollectionClass.array, accessibility)
        // Accessibility connectors have ids after the others'. The empty ids list is one object
        // under both keys.
        let firstAccessibilityID = Int64(oidsKeys.members.count) + 1
        let accessibilityOidsValues =
            accessibility.isEmpty
            ? AppKitNib.Numbers(values: [], archived: accessibilityOidsKeys.archived)
            : numbers(Array(firstAccessibilityID..<firstAccessibilityID + Int64(accessibility.count)))
        objects[dataIndex].content = .objectData(
            AppKitNib.ObjectData(
                root: owner, visibleWindows: visibleWindowList, connections: connections, objectsKeys: objectsKeys,
                objectsValues: objectsValues, oidsKeys: oidsKeys, oidsValues: oidsValues,
                accessibilityConnectors: accessibilityConnectors, accessibilityOidsKeys: accessibilityOidsKeys,
                accessibilityOidsValues: accessibilityOidsValues))
        objects[0].content = .root(
            AppKitNib.Root(
                objectData: dataIndex,
                systemFontUpdateVersion: follows(AppKitXcodeRules.xcode7Archives) ? Self.systemFontUpdateVersion : nil))
        let nib = AppKitNib(objects: objects)
        reportUnheldObjects(of: nib, owner: owner, dataIndex: dataIndex)
        return nib
    }

    /// The lists of the object data that name every object, held or not.
    private static let objectDataLists: Set<String> = [
        AppKitNibKey.objectsKeys, AppKitNibKey.objectsValues, AppKitNibKey.oidsKeys, AppKitNibKey.oidsValues,
        AppKitNibKey.accessibilityOidsKeys, AppKitNibKey.accessibilityOidsValues,
    ]

    /// Reports each object declared from the document that nothing in the nib holds: AppKit makes
    /// every object the object data lists, but one that no key, list or connection reaches from
    /// the root or a top-level object (a view in no superview, window or controller) is made and
    /// left unused. Only the top of each such subtree is named. In Xcode's nibs of every macOS
    /// pair all are held but prototype cell views, which only the object lists and their own
    /// connections reach (viraptor's `test24-tables-elastic`), as the compiler writes them too:
    /// those are not named.
    private mutating func reportUnheldObjects(of nib: AppKitNib, owner: Int, dataIndex: Int) {
        // After an error nothing is written, and what it stopped is no drop of its own.
        guard !hasErrors, !elementsByObject.isEmpty else { return }
        let topLevel = documentObjects.filter { $0.parent == owner }.map(\.object)
        let reached = UnheldObjects.reached(in: nib.graph(), from: [0] + topLevel) { index, key in
            index == dataIndex && Self.objectDataLists.contains(key)
        }
        for (object, parent) in documentObjects where !reached[object] && !prototypeCellViews.contains(object) {
            guard let element = elementsByObject[object] else { continue }
            if !reached[parent], elementsByObject[parent] != nil { continue }
            approximate(UnheldObjects.approximation(of: element, in: elementsByObject[parent]), at: element)
        }
    }

    // MARK: Objects

    mutating func add(_ className: String, _ content: AppKitNib.Content) -> Int {
        objects.append(AppKitNib.Object(className: className, content: content))
        return objects.count - 1
    }

    /// A placeholder archived as a custom object: its class and, when the document gives one,
    /// the class the document names (`IBClassReference`, with the module). Without a custom class
    /// File's Owner is a bare `NSObject` (viraptor's `slider-hugging`).
    mutating func addPlaceholder(_ element: IBElement?, className: String?) -> Int {
        let reference = element.flatMap { classReference(of: $0) }
        let documentClass = element?["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        let placeholder = add(
            AppKitNibClass.customObject,
            .customObject(
                AppKitNib.CustomObject(className: string(className ?? documentClass ?? Self.objectClass), classReference: reference)))
        if let element {
            objectsByID[element.id ?? ""] = placeholder
            collectConnections(element.children, of: element, source: placeholder)
        }
        return placeholder
    }

    /// The class an element's custom class names as the document names it (`IBClassReference`,
    /// with the module and where it comes from); nil without a custom class.
    mutating func classReference(of element: IBElement) -> Int? {
        guard let documentClass = element["customClass"], !documentClass.isEmpty else { return nil }
        let module = options.customModule(of: element)
        return add(
            AppKitNibClass.classReference,
            .classReference(
                AppKitNib.ClassReference(
                    className: string(documentClass), moduleName: module.map { string($0) },
                    moduleProvider: element["customModuleProvider"].map { string($0) })))
    }

    mutating func addTopLevel(_ element: IBElement, owner: Int) {
        switch element.name {
        case "customObject":
            if let object = addCustomObject(element) {
                addDocumentObject(object, parent: owner, element: element)
            }
        case "window":
            addWindow(element, owner: owner)
        case "view", "customView":
            _ = addView(element, superview: nil, parent: owner)
        case "imageView":
            _ = addImageView(element, superview: nil, parent: owner)
        case "textField", "secureTextField", "searchField":
            approximate("a text field at the top level, which no pair shows, is written as an image view at the top level is", at: element)
            _ = addTextField(element, superview: nil, parent: owner)
        case "box":
            // As Aerial's `CompanionPopoverViewController` holds one.
            _ = addBox(element, superview: nil, parent: owner)
        case let name where Self.approximatedTopLevelViews[name] != nil:
            guard let view = Self.approximatedTopLevelViews[name] else { return }
            approximate(Self.topLevelViewApproximation(view.kind), at: element)
            _ = view.add(&self, element, owner)
        case "viewController":
            addViewController(element, owner: owner)
        case "pagecontroller":
            addPageController(element, owner: owner)
        case "collectionViewItem":
            addCollectionViewItem(element, owner: owner)
        case "popover":
            addPopover(element, owner: owner)
        case "drawer":
            addDrawer(element, owner: owner)
        case "menu":
            _ = addMenu(element, parent: owner)
        case "menuItem":
            // SameBoy's `Document`, an item its code puts in a menu.
            approximate(
                "a menu item at the top level, which no pair shows, is written as an item of a menu is, without its menu", at: element)
            _ = addMenuItem(element, menu: nil, parent: owner, popUpCell: nil)
        case "customFormatter":
            // pinentry-mac's passphrase length formatter, which its text fields' outlets name.
            if let object = addCustomFormatter(element) { addDocumentObject(object, parent: owner, element: element) }
        case "textFieldCell", "comboBoxCell":
            // Sequel Ace's data migration keeps a combo box cell for its code to give a table column.
            approximate(
                "a \(element.name) at the top level, which no pair shows, is written as a table column's data cell is, without its control",
                at: element)
            _ = addTextFieldCell(element, control: nil, parent: owner, characterPicker: false)
        case "numberFormatter", "dateFormatter":
            // HexFiend's range dialog keeps a number formatter for its code to give its fields,
            // Quicksilver's plug-in pane a date formatter for its table's bindings.
            let isDated = element.name == "dateFormatter"
            approximate(
                "a \(isDated ? "date" : "number") formatter at the top level, which no pair shows, is written as a text cell's is, File's Owner its parent",
                at: element)
            if let object = isDated ? addDateFormatter(element) : addNumberFormatter(element) {
                addDocumentObject(object, parent: owner, element: element)
            }
        case "userDefaultsController":
            addUserDefaultsController(element, owner: owner)
        case "arrayController":
            addArrayController(element, owner: owner)
        case let name where Self.approximatedControllers[name] != nil:
            addApproximatedController(element, owner: owner)
        default:
            reject("\(element.name) is not known to the macOS compiler yet", at: element)
        }
    }

    /// The views no pair shows at the top level, by element, with their writers: MacPass's
    /// inspectors and Tunnelblick's alert keep scroll views for their code to place, IINA's main
    /// window its control bar's stacks, MacPass's context bar a tab view without tabs, Vienna's
    /// filter bar a visual effect view, Vienna's activity panel a split view (a storyboard
    /// controller's view).
    static let approximatedTopLevelViews: [String: (kind: String, add: SubviewWriter)] = [
        // ShortcutRecorder's inspector: a button its code takes from the nib.
        "button": ("button", { $0.addButton($1, superview: nil, parent: $2) }),
        "scrollView": ("scroll view", { $0.addScrollView($1, superview: nil, parent: $2) }),
        "splitView": ("split view", { $0.addSplitView($1, superview: nil, parent: $2) }),
        "stackView": ("stack view", { $0.addStackView($1, superview: nil, parent: $2) }),
        "tabView": ("tab view", { $0.addTabView($1, superview: nil, parent: $2) }),
        // KeepingYouAwake's duration cell, which its table's code loads by the nib's name.
        "tableCellView": ("table cell view", { $0.addTableCellView($1, superview: nil, parent: $2) }),
        "visualEffectView": ("visual effect view", { $0.addVisualEffectView($1, superview: nil, parent: $2) }),
    ]

    /// A view of `kind` at the top level, which no pair shows, written as a top-level view is:
    /// without a superview, File's Owner its parent.
    static func topLevelViewApproximation(_ kind: String) -> String {
        "a \(kind) at the top level, which no pair shows, is written as a view at the top level is"
    }

    mutating func addCustomObject(_ element: IBElement) -> Int? {
        if element.id == Self.applicationID {
            return addPlaceholder(element, className: Self.applicationClass)
        }
        guard let className = options.runtimeClassName(of: element) else {
            reject("a custom object without a custom class is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Made by the nib loader from its class name unless the document's custom objects are
        // made with -init; an AppKit class (test8-menu's NSFontManager) is made so even then.
        if !makesObjectsWithInit || SystemFramework.of(className: className, platform: .macOS) != nil {
            let object = add(
                AppKitNibClass.customObject,
                .customObject(AppKitNib.CustomObject(className: string(className), classReference: classReference(of: element))))
            collectConnections(element.children, of: element, source: object)
            return object
        }
        let object = add(
            AppKitNibClass.classSwapper,
            .classSwapper(
                AppKitNib.ClassSwapper(
                    className: string(className), originalClassName: string(Self.objectClass),
                    values: [NibGraph.Entry(key: Self.initializeWithInitKey, value: .bool(true))])))
        collectConnections(element.children, of: element, source: object)
        return object
    }

    /// An object of the document in `NSObjectsKeys`, with its parent, found by its id.
    mutating func addDocumentObject(_ object: Int, parent: Int, element: IBElement) {
        documentObjects.append((object, parent))
        elementsByObject[object] = element
        if let id = element.id {
            objectsByID[id] = object
        }
    }

    /// The outlets, actions and bindings among `children`, kept to be connected; any other child
    /// is an error naming it.
    mutating func collectConnections(_ children: [IBElement], of element: IBElement, source: Int) {
        for child in children {
            if child.name == "accessibility" {
                collectAccessibility(child, of: element, source: source)
                continue
            }
            if child.name == "userDefinedRuntimeAttributes" {
                // SameBoy's preferences: values its controls' and menu items' classes read.
                approximate(
                    "user-defined runtime attributes, which no pair's document holds, are written as the connector Xcode makes for a window controller's content (Prune) and a progress indicator's value (Aerial), first of the connections",
                    at: child)
                runtimeAttributes.append((source, child))
                continue
            }
            guard child.name == "connections" else {
                rejectChildren([child], of: element)
                continue
            }
            for connection in child.children {
                if connection.name == "outlet", Set(connection.attributes.keys) == Self.outletAttributes {
                    outlets.append((source, element.id ?? "", connection))
                } else if connection.name == "action", Set(connection.attributes.keys) == Self.actionAttributes {
                    actions.append((source, element.id ?? "", connection))
                } else if connection.name == "action", connection["trigger"] == Self.doubleActionTrigger,
                    Set(connection.attributes.keys) == Self.actionAttributes.union(["trigger"])
                {
                    // Where Xcode archives it no pair shows; left out, a double click does nothing.
                    approximate("a double action, which no pair shows, is left out", at: connection)
                } else if connection.name == "binding" {
                    bindings.append((source, element.id ?? "", connection))
                } else if connection.name == "accessibilityConnection",
                    Set(connection.attributes.keys) == Self.outletAttributes, let property = connection["property"],
                    let destination = connection["destination"]
                {
                    collectAccessibilityConnection(connection, property: property, destination: destination)
                } else {
                    rejectChildren([connection], of: element)
                }
            }
        }
    }

    /// One connector for each object's runtime attributes, in document order: its key paths and
    /// their values, a number by its element's type (Aerial's progress indicator: a double), a
    /// Boolean as a Boolean number, a string as a string, a color as the document's colors are
    /// (Clipy's shortcut recorders). Another type is an error.
    private mutating func runtimeAttributeConnectors() -> [Int] {
        runtimeAttributes.compactMap { entry in
            var keyPaths: [Int] = []
            var values: [Int] = []
            for attribute in entry.list.children {
                guard attribute.name == "userDefinedRuntimeAttribute", let keyPath = attribute["keyPath"],
                    let value = runtimeAttributeValue(attribute)
                else {
                    reject(
                        "a runtime attribute of type \(attribute["type"] ?? "none") is not known to the macOS compiler yet", at: attribute)
                    return nil
                }
                keyPaths.append(stringObject(keyPath))
                values.append(value)
            }
            return add(
                AppKitNibClass.runtimeAttributesConnector,
                .connection(
                    .runtimeAttributes(
                        object: entry.object, keyPaths: list(NibCollectionClass.array, keyPaths).archived,
                        values: list(NibCollectionClass.array, values).archived)))
        }
    }

    /// The object a runtime attribute sets, or nil for a type the compiler does not write.
    private mutating func runtimeAttributeValue(_ attribute: IBElement) -> Int? {
        switch attribute["type"] {
        case "string":
            // A long string is saved as a child (iTerm2's help texts).
            let saved = attribute.children.first { ["string", "mutableString"].contains($0.name) && $0["key"] == "value" }
            return (attribute["value"] ?? saved.map { $0.text ?? "" }).map { stringObject($0) }
        case "boolean":
            guard let value = attribute["value"], ["YES", "NO"].contains(value) else { return nil }
            return numberObject(.bool(value == "YES"))
        case "number":
            guard let element = attribute.children.first(where: { $0["key"] == "value" }), let text = element["value"] else { return nil }
            switch element.name {
            case "integer": return Int64(text).map { numberObject(.integer($0)) }
            case "real": return Double(text).flatMap { $0.isFinite ? numberObject(.double($0)) : nil }
            default: return nil
            }
        case "color":
            guard let element = attribute.child("color", key: "value") else { return nil }
            return addColor(element)
        case "image":
            // OpenEmu's control and setup backgrounds.
            guard let name = attribute["value"] else { return nil }
            approximate(
                "a runtime attribute of type image, which no pair shows, is archived as the document's named images are", at: attribute)
            return addImage(named: name, catalog: nil, at: attribute)
        case "size":
            // Mac Mouse Fix's toast insets its text; the iOS pairs archive a size so.
            guard let element = attribute.child("size", key: "value"), let width = number(element, "width"),
                let height = number(element, "height")
            else { return nil }
            approximate(
                "a runtime attribute of type size, which no pair shows, is archived as an NSValue of the size, as UIKit's nibs hold one",
                at: attribute)
            return addSizeValue(GeometryString.size(width: width, height: height))
        default:
            return nil
        }
    }

    /// An accessibility relationship (HandBrake's labels as their pop-ups' titles), which no
    /// pair shows: left out, so VoiceOver reads the control without its label, the one loss.
    private mutating func collectAccessibilityConnection(_ connection: IBElement, property: String, destination: String) {
        guard documentIndex.objectIDs.contains(destination) else {
            reject("accessibility connection \(property) points at \(destination), which no object of the document has", at: connection)
            return
        }
        approximate(
            "the accessibility \(property) relationship to \(destination), which no pair shows, is left out, so VoiceOver does not know it",
            at: connection)
    }

    static let outletAttributes: Set<String> = ["property", "destination", "id"]
    static let actionAttributes: Set<String> = ["selector", "target", "id"]
    static let doubleActionTrigger = "doubleAction"

    /// The outlets' connectors, first of the connections: sorted by their source's id (whole
    /// numbers first, in number order, then the rest in byte order) and then by name, as
    /// Xcode 26 sorts them (155 of 155 outlets of the pairs, by a helper's measure).
    private mutating func outletConnectors() -> [Int] {
        let sorted =
            keepsOutletOrder
            ? outlets
            : outlets.sorted {
                connectionOrder($0.sourceID, $0.element, "property") < connectionOrder($1.sourceID, $1.element, "property")
            }
        return sorted.compactMap { outlet in
            guard let destinationID = outlet.element["destination"], let destination = objectsByID[destinationID],
                let property = outlet.element["property"]
            else {
                let name = outlet.element["property"] ?? ""
                let target = outlet.element["destination"] ?? ""
                rejectUnwritten("outlet \(name) goes to \(target), which the macOS compiler does not write", target, at: outlet.element)
                return nil
            }
            return add(
                AppKitNibClass.outletConnector,
                .connection(.outlet(source: outlet.source, destination: destination, label: string(property), creationSelector: .null)))
        }
    }

    /// The actions' control connectors, after the outlets: sorted as outlets are, by their
    /// source's id and then by selector (the 33 Xcode 26 nibs of the pairs with actions). An
    /// action sent to First Responder names no destination.
    private mutating func actionConnectors() -> [Int] {
        let sorted = actions.sorted {
            connectionOrder($0.sourceID, $0.element, "selector") < connectionOrder($1.sourceID, $1.element, "selector")
        }
        return sorted.compactMap { action in
            let targetID = action.element["target"] ?? ""
            var toFirstResponder = targetID == Self.firstResponderID || targetID == sceneFirstResponderID
            // Vienna's toolbar item menus, in the window controller's scene, send their actions
            // to the main view controller scene's First Responder.
            if !toFirstResponder, documentIndex.sceneFirstResponderIDs.contains(targetID) {
                approximate(
                    "an action to another scene's First Responder, which no pair shows, is sent to this scene's, the same responder chain",
                    at: action.element)
                toFirstResponder = true
            }
            let destination = toFirstResponder ? nil : objectsByID[targetID]
            guard let selector = action.element["selector"], destination != nil || toFirstResponder else {
                rejectUnwritten(
                    "action \(action.element["selector"] ?? "") goes to \(targetID), which the macOS compiler does not write",
                    targetID, at: action.element)
                return nil
            }
            return add(
                AppKitNibClass.controlConnector,
                .connection(.action(source: action.source, destination: destination, label: string(selector))))
        }
    }

    /// The order of a connection among its kind: in a xib by its source's id and then by
    /// `name` (the 33 Xcode 26 nibs of the pairs with actions); in a storyboard by the
    /// connection's own id (LeaderKey's outlets and actions, Xcode 16.4).
    func connectionOrder(_ sourceID: String, _ element: IBElement, _ name: String) -> IDOrder {
        ordersConnectionsByTheirIDs ? Self.idOrder(element.id ?? "", "") : Self.idOrder(sourceID, element[name] ?? "")
    }

    /// A sort key for a source id and a name: whole-number ids before the others.
    static func idOrder(_ id: String, _ name: String) -> IDOrder {
        IDOrder(number: Int64(id), id: Array(id.utf8), name: Array(name.utf8))
    }

    struct IDOrder: Comparable {
        var number: Int64?
        var id: [UInt8]
        var name: [UInt8]

        static func < (lhs: IDOrder, rhs: IDOrder) -> Bool {
            switch (lhs.number, rhs.number) {
            case (let left?, let right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default:
                if lhs.id != rhs.id { return lhs.id.lexicographicallyPrecedes(rhs.id) }
                return lhs.name.lexicographicallyPrecedes(rhs.name)
            }
        }
    }

    /// An attribute that must be a whole number when present (a tag): `.some(nil)` when absent,
    /// nil, with an error naming the element, when it is not a number.
    mutating func integerAttribute(_ name: String, of element: IBElement) -> Int64?? {
        guard let text = element[name] else { return .some(nil) }
        guard let value = Int64(text) else {
            reject("\(name)=\"\(text)\" of a \(element.name) is not a whole number within 64 bits", at: element)
            return nil
        }
        return value
    }

    /// Children the compiler cannot write, each named by its own line and id; the members of a
    /// `<connections>` or `<constraints>` list one by one.
    mutating func rejectChildren(_ children: [IBElement], of element: IBElement) {
        for child in children {
            for item in ["connections", "constraints"].contains(child.name) ? child.children : [child] {
                reject("\(item.name) of a \(element.name) is not known to the macOS compiler yet", at: item)
            }
        }
    }

    /// The tooltips' help connectors, sorted by text as Xcode 26 sorts them after every other
    /// connection (viraptor's `tooltip-both`), equal texts by their objects' ids, byte by byte
    /// (Aerial's `OverlaysViewController` gives its later `yNU-7H-rb7` before `yzX-D0-NnG`,
    /// `SourcesViewController` its later text field `HWL-LY-Ozg` before the pop-up cell
    /// `h9e-Et-eu5`); each names the tooltip help key.
    private mutating func helpConnectors() -> [Int] {
        func order(_ toolTip: (offset: Int, element: (view: Int, text: String, element: IBElement))) -> (String, String, Int) {
            (toolTip.element.text, toolTip.element.element.id ?? "", toolTip.offset)
        }
        let sorted = toolTips.enumerated().sorted { order($0) < order($1) }
        return sorted.map { _, toolTip in
            add(
                AppKitNibClass.helpConnector,
                .connection(
                    .help(
                        destination: toolTip.view, file: string(Self.toolTipHelpKey),
                        marker: userString(toolTip.text, property: Self.toolTipStringsProperty, of: toolTip.element))))
        }
    }

    static let toolTipHelpKey = "NSToolTipHelpKey"
    /// The property a tooltip's text goes by in a Base.lproj document's `.strings` (Prune's
    /// `Main.storyboard`, Xcode 26.6: `BXs-5O-tLy.ibShadowedToolTip`).
    static let toolTipStringsProperty = "ibShadowedToolTip"

    // MARK: Values

    /// The `NSString` object of `text`, one per text.
    mutating func string(_ text: String) -> NibGraph.Text {
        NibGraph.Text(string: text, archived: .object(stringObject(text)))
    }

    /// A string the user sees, `property` of `element`: in a `Base.lproj` document an
    /// `NSLocalizableString` keyed `<id>.<property>` as its `.strings` files are, each its own
    /// object, its development text shared (flutter_ai_chat's and medical_desktop's `MainMenu`;
    /// Sparkle's and Aerial's documents in `de.lproj` or `en.lproj` have plain strings).
    mutating func userString(_ text: String, property: String = "title", of element: IBElement) -> NibGraph.Text {
        guard !text.isEmpty, let id = element.id, isBaseLocalized else { return string(text) }
        let localizable = add(
            NibGraph.localizableStringClass,
            .values([
                NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(text.utf8))),
                NibGraph.Entry(key: AppKitNibKey.localizableStringKey, value: .object(stringObject("\(id).\(property)"))),
                NibGraph.Entry(key: AppKitNibKey.localizableStringDevelopmentText, value: .object(stringObject(text))),
            ]))
        return NibGraph.Text(string: text, archived: .object(localizable))
    }

    static let baseLocalization = LanguageFolder.base.language

    /// Whether the Xcode to match follows `rule`, which the compile then counts as consulted.
    func follows(_ rule: AppKitXcodeRule) -> Bool {
        consultedRules.rules.insert(rule)
        return options.follows(rule)
    }

    /// `what`, which the pairs show only in the NIBArchives of `measured` Xcodes: approximated
    /// for other Xcodes and in a keyed archive, which holds the graph the pairs' NIBArchives
    /// hold, in the keyed archive's form, where a class's superclasses are known (Adium's about
    /// box and setup wizard, for macOS 10.10).
    mutating func approximateOutsideNIBArchives(_ measured: AppKitMeasuredXcodes, _ what: String, at element: IBElement) {
        approximateUnlessMeasured(measured, what, at: element)
        guard AppKitCompiler.writesKeyedArchive(options) else { return }
        approximate(
            "\(what) in a keyed archive for this system, which no pair shows, is written as the pairs' NIBArchives hold it", at: element)
    }

    /// `what` as the Xcode to match writes it: an approximation where the pairs do not show it
    /// for that Xcode, written as they show the Xcodes they have wrote it, with the Xcode's own
    /// rules for the rest of the nib.
    mutating func approximateUnlessMeasured(_ measured: AppKitMeasuredXcodes, _ what: String, at element: IBElement) {
        guard !options.isMeasured(measured) else { return }
        approximate(measured.approximation(of: what), at: element)
    }

    /// Whether the Xcode to match follows `rule` and not yet `ended`, both counted as consulted.
    func follows(_ rule: AppKitXcodeRule, until ended: AppKitXcodeRule) -> Bool {
        follows(rule) && !follows(ended)
    }

    /// Whether the document sits in `Base.lproj`; read once, since a relative path is resolved
    /// against the current directory.
    let isBaseLocalized: Bool

    /// The index of `text`'s `NSString` object, made the first time.
    mutating func stringObject(_ text: String) -> Int {
        if let known = strings[text] { return known }
        let index = add(
            NibCollectionClass.string, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(text.utf8)))]))
        strings[text] = index
        return index
    }

    /// The index of the `NSNumber` object holding `value` (an integer, a double or a flag), made
    /// the first time; a NIBArchive takes an integer and a whole double of one value for one
    /// (`AppKitNib.nibArchive`).
    mutating func numberObject(_ value: NibGraph.Value) -> Int {
        let key: NumberKey
        let entry: NibGraph.Entry
        switch value {
        case .double(let number):
            key = .double(number)
            entry = NibGraph.Entry(key: NibGraph.numberDoubleKey, value: value)
        case .integer(let number):
            key = .integer(number)
            entry = NibGraph.Entry(key: NibGraph.numberIntegerKey, value: value)
        default:
            key = .other(value)
            entry = NibGraph.Entry(key: NibGraph.numberIntegerKey, value: value)
        }
        if let known = numberObjects[key] { return known }
        let index = add(NibCollectionClass.number, .values([entry]))
        numberObjects[key] = index
        return index
    }

    /// Numbers a keyed archive takes for equal: of one type and value.
    enum NumberKey: Hashable {
        case integer(Int64)
        case double(Double)
        case other(NibGraph.Value)
    }

    /// The empty immutable array, one object however many hold it, as AppKit has one (Aerial's
    /// symbol images share theirs with the object data's empty accessibility ids).
    mutating func emptyArray() -> NibGraph.List {
        if let emptyArrayObject { return NibGraph.List(members: [], archived: .object(emptyArrayObject)) }
        let made = list(NibCollectionClass.array, [])
        if case .object(let index) = made.archived { emptyArrayObject = index }
        return made
    }

    /// The empty immutable dictionary, one object however many hold it, as AppKit has one
    /// (viraptor's `numfmt-dedup`: both formatters' not-a-number attributes).
    mutating func emptyDictionary() -> Int {
        if let emptyDictionaryObject { return emptyDictionaryObject }
        let made = collection(NibCollectionClass.dictionary, [])
        emptyDictionaryObject = made
        return made
    }

    /// An inlined collection of `className` holding `members`.
    mutating func list(_ className: String, _ members: [Int]) -> NibGraph.List {
        NibGraph.List(members: members, archived: .object(collection(className, members)))
    }

    /// The index of an inlined collection of `className` holding `members`; a dictionary's
    /// alternate key and value.
    mutating func collection(_ className: String, _ members: [Int]) -> Int {
        let entries =
            [NibGraph.Entry(key: NibGraph.inlinedValueKey, value: .bool(true))]
            + members.map { NibGraph.Entry(key: NibGraph.memberKey, value: .object($0)) }
        return add(className, .values(NibGraph.Entries(entries)))
    }

    /// An inlined array of `NSNumber` objects.
    private mutating func numbers(_ values: [Int64]) -> AppKitNib.Numbers {
        let members = values.map { numberObject(.integer($0)) }
        return AppKitNib.Numbers(values: values, archived: list(NibCollectionClass.array, members).archived)
    }

    // MARK: Diagnostics

    /// A warning: what the compiler writes as Xcode most often did, where Xcode did not always.
    mutating func warn(_ message: String, at element: IBElement) {
        diagnostics.append(
            CompileDiagnostic(
                severity: .warning, path: document.path, line: element.line, objectID: element.id, message: message))
    }

    /// What the compiler cannot write as Xcode would: an error, or with `--allow-approximation`
    /// a warning; the builder writes it as the message says either way.
    mutating func approximate(_ message: String, at element: IBElement) {
        diagnostics.append(.approximation(message, path: document.path, line: element.line, objectID: element.id, options: options))
    }

    /// What another builder of this document (a prototype cell view's nib) found.
    mutating func adopt(_ found: [CompileDiagnostic]) {
        diagnostics += found
        hasErrors = hasErrors || found.contains(where: \.isErrorEvenWithApproximations)
    }

    mutating func reject(_ message: String, at element: IBElement) {
        hasErrors = true
        diagnostics.append(
            CompileDiagnostic(
                severity: .error, path: document.path, line: element.line, objectID: element.id, message: message))
    }

    /// A connection to `destinationID`, which the compiler did not write: an error of its own,
    /// unless the destination is an object of the document and an earlier error already says why
    /// it was left out (SameBoy's `Document.xib` named a dozen outlets before the text views and
    /// toolbar items that stopped them).
    mutating func rejectUnwritten(_ message: String, _ destinationID: String, at element: IBElement) {
        if hasErrors, documentIndex.objectIDs.contains(destinationID) { return }
        reject(message, at: element)
    }
}

/// Foundation's classes as a NIBArchive names them.
/// The systems a nib variant serves: Xcode writes tables for macOS 11 apart
/// (`AppKitXcodeRules.tableStyleVariant`).
enum AppKitNibVariant: Sendable {
    case beforeMacOS11
    case macOS11
}

enum NibCollectionClass {
    static let string = "NSString"
    static let mutableString = NibGraph.mutableStringClass
    static let number = NibGraph.numberClass
    static let array = "NSArray"
    static let mutableArray = "NSMutableArray"
    static let mutableSet = "NSMutableSet"
    static let dictionary = NibGraph.dictionaryClass
    static let mutableDictionary = NibGraph.mutableDictionaryClass
    static let data = "NSData"
    static let mutableData = "NSMutableData"
}

/// What the builders of a document read of the whole of it: the views constraints or stack views
/// place, each view's saved frame, how many views enclose each stack view, the images its
/// `<resources>` declare.
struct AppKitDocumentIndex: Sendable {
    let constrainedViewIDs: (documentConstrained: Set<String>, stackPlaced: Set<String>)
    /// The horizontal attributes (`leading`, `centerX`, `width`, …) by which the document's
    /// constraints place each view, by the view's id.
    let horizontalPins: [String: Set<String>]
    let savedPlacements: [String: AppKitSavedPlacement]
    /// The frames ibtool lays out again from constraints alone (`AppKitConstrainedFrames`).
    let constrainedFrames: [String: AppKitConstrainedFrames.Frame]
    let stackSuperviewCounts: [String: Int]
    let declaredImages: AppKitImages.DeclaredImages
    /// The color of each `<namedColor>` of the document's resources, by name.
    let namedColors: [String: IBElement]
    /// The id of every object of the document.
    let objectIDs: Set<String>
    /// The ids of the storyboard scenes' First Responders.
    let sceneFirstResponderIDs: Set<String>

    init(_ document: IBDocument) {
        objectIDs = Set(document.objects.map(\.id))
        sceneFirstResponderIDs = Set(document.objects.filter { $0.sceneMemberID == AppKitNibBuilder.firstResponderMember }.map(\.id))
        constrainedViewIDs = document.root.map(AppKitNibBuilder.constrainedViewsByKind(in:)) ?? ([], [])
        horizontalPins = document.root.map(AppKitNibBuilder.horizontalPins(in:)) ?? [:]
        let savedPlacements = document.root.map(AppKitSavedPlacement.placements(in:)) ?? [:]
        self.savedPlacements = savedPlacements
        constrainedFrames = document.root.map { AppKitConstrainedFrames.frames(in: $0, placements: savedPlacements) } ?? [:]
        stackSuperviewCounts = document.root.map(AppKitNibBuilder.superviewCounts(in:)) ?? [:]
        let resources = document.root?.child("resources")?.children ?? []
        declaredImages = AppKitImages.DeclaredImages(resources)
        var namedColors: [String: IBElement] = [:]
        for resource in resources where resource.name == "namedColor" {
            if let name = resource["name"], let color = resource.children.first(where: { $0.name == "color" }) {
                namedColors[name] = color
            }
        }
        self.namedColors = namedColors
    }
}
