import AppKitNib
import IBSource
import NibArchive

/// Controllers a document holds as top-level objects. The user defaults controller: the shared
/// one archives only that it is shared (Aerial's `CustomVideos` for Xcode 26, Sparkle's
/// `SUAutomaticUpdateAlert` for Xcode 14); one of its own applies changes immediately and
/// declares its keys (Sparkle's `SUUpdatePermissionPrompt` for Xcode 14.3). The array
/// controller of `SUUpdatePermissionPrompt` (every Xcode from 7.2 to 14.3.1): not editable,
/// keeping no selection, its keys declared and a managed proxy.
extension AppKitNibBuilder {
    static let userDefaultsControllerAttributes: Set<String> = [
        "id", "representsSharedInstance", "customClass", "customModule", "customModuleProvider",
    ]
    static let acceptedUserDefaultsControllerValues: [String: Set<String>] = ["representsSharedInstance": ["YES"]]

    static let arrayControllerAttributes: Set<String> = [
        "id", "editable", "preservesSelection", "selectsInsertedObjects", "avoidsEmptySelection", "objectClassName",
        "automaticallyPreparesContent", "automaticallyRearrangesObjects", "customClass", "customModule", "customModuleProvider",
        "clearsFilterPredicateOnInsertion",
    ]
    static let acceptedArrayControllerValues: [String: Set<String>] = [
        "editable": ["NO"], "preservesSelection": ["NO"], "selectsInsertedObjects": ["NO"], "avoidsEmptySelection": ["NO"],
        "automaticallyPreparesContent": ["YES"], "automaticallyRearrangesObjects": ["YES"], "clearsFilterPredicateOnInsertion": ["NO"],
    ]
    static let treeControllerAttributes = arrayControllerAttributes.union(["childrenKeyPath", "leafKeyPath", "countKeyPath"])
    static let objectControllerAttributes: Set<String> = ["id", "editable", "objectClassName", "automaticallyPreparesContent"]
    /// A controller's switches on unless the document turns them off, each with its key. The
    /// pairs' array controller turns all four off and archives none; one left on, which no
    /// pair shows (HandBrake's and IINA's controllers), archives AppKit's key as true, as
    /// Interface Builder 3's archives (`AppKitNibBuilder`) of Sequel Ace's and MacPass's
    /// controllers show, with the class of their objects (`NSObjectClassName`) and their
    /// automatic preparing and rearranging of content.
    static let controllerSelectionSwitches: KeyValuePairs<String, String> = [
        "avoidsEmptySelection": AppKitNibKey.avoidsEmptySelection, "preservesSelection": AppKitNibKey.preservesSelection,
        "selectsInsertedObjects": AppKitNibKey.selectsInsertedObjects,
    ]
    /// A tree controller's key paths, by Interface Builder's attribute.
    static let treeKeyPaths: KeyValuePairs<String, String> = [
        "childrenKeyPath": AppKitNibKey.treeChildrenKeyPath, "leafKeyPath": AppKitNibKey.treeLeafKeyPath,
        "countKeyPath": AppKitNibKey.treeCountKeyPath,
    ]

    mutating func addArrayController(_ element: IBElement, owner: Int) {
        approximateUnknownAttributes(of: element, known: Self.arrayControllerAttributes, accepted: Self.acceptedArrayControllerValues)
        approximateUnlessMeasured(AppKitXcodeRules.arrayControllers, "an array controller", at: element)
        addController(AppKitNibClass.arrayController, element, owner: owner)
    }

    /// Controllers no pair shows, by element, written as the pairs' array controller is: a tree
    /// controller (HandBrake's presets) without its filter, with AppKit's keys for its key paths;
    /// an object controller (Quicksilver's preference panes) without what only an array
    /// controller has, its selection switches and filter; a dictionary controller (SelfControl's
    /// general preferences), an array controller of AppKit's subclass.
    static let approximatedControllers: [String: (className: String, attributes: Set<String>, approximation: String)] = [
        "treeController": (
            AppKitNibClass.treeController, treeControllerAttributes,
            "a tree controller, which no pair shows, is written as the pairs' array controller is, with AppKit's keys for its key paths"
        ),
        "objectController": (
            AppKitNibClass.objectController, objectControllerAttributes,
            "an object controller, which no pair shows, is written as the pairs' array controller is, without an array's selection and filter"
        ),
        "dictionaryController": (
            AppKitNibClass.dictionaryController, arrayControllerAttributes,
            "a dictionary controller, which no pair shows, is written as the pairs' array controller is, under AppKit's subclass"
        ),
    ]
    /// The classes that archive an array controller's filter switches.
    static let filteringControllerClasses: Set<String> = [AppKitNibClass.arrayController, AppKitNibClass.dictionaryController]

    mutating func addApproximatedController(_ element: IBElement, owner: Int) {
        guard let kind = Self.approximatedControllers[element.name] else { return }
        approximateUnknownAttributes(of: element, known: kind.attributes, accepted: Self.acceptedArrayControllerValues)
        approximate(kind.approximation, at: element)
        addController(kind.className, element, owner: owner)
    }

    /// An object controller of `className`, in the order of the pairs' NIBArchives (Sparkle's
    /// `SUUpdatePermissionPrompt`, Xcode 14): its keys, what it makes, its proxy, then its
    /// selection switches, the array controller's filter and a tree controller's key paths.
    private mutating func addController(_ className: String, _ element: IBElement, owner: Int) {
        let controller = add(className, .values([]))
        addDocumentObject(controller, parent: owner, element: element)
        var keys: [Int]?
        for child in element.children {
            switch child.name {
            case "declaredKeys" where keys == nil:
                keys = declaredKeys(child)
            case "classReference" where child["key"] == "objectClass" && child["className"] == element["objectClassName"]:
                // Interface Builder's record of the class named below, which the nib does not need.
                continue
            case "connections":
                collectConnections([child], of: element, source: controller)
            default:
                rejectChildren([child], of: element)
            }
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.declaredKeys, keys.map { list(NibCollectionClass.mutableArray, $0).archived })
        // The class of the objects it makes (IINA's key bindings): under AppKit's key, after the keys.
        fields.add(AppKitNibKey.objectClassName, element["objectClassName"].map { string($0).archived })
        let managesArray = className != AppKitNibClass.objectController
        let switchedOn =
            ["editable"].filter { element[$0] != "NO" }
            + ["automaticallyPreparesContent", "automaticallyRearrangesObjects"].filter { element[$0] == "YES" }
            + Self.controllerSelectionSwitches.map(\.key).filter { managesArray && element[$0] != "NO" }
        func on(_ name: String) -> NibGraph.Value? { switchedOn.contains(name) ? .bool(true) : nil }
        fields.add(AppKitNibKey.editable, on("editable"))
        fields.add(AppKitNibKey.automaticallyPreparesContent, on("automaticallyPreparesContent"))
        fields.add(AppKitNibKey.automaticallyRearrangesObjects, on("automaticallyRearrangesObjects"))
        fields.add(AppKitNibKey.managedProxy, .object(add(AppKitNibClass.managedProxy, .values([]))))
        for (name, key) in Self.controllerSelectionSwitches where managesArray {
            fields.add(key, on(name))
        }
        if Self.filteringControllerClasses.contains(className) {
            fields.add(AppKitNibKey.filterRestrictsInsertion, .bool(true))
            // Off (Textual's lists), it is left out, as the pairs' switches turned off are.
            fields.add(
                AppKitNibKey.clearsFilterPredicateOnInsertion, element["clearsFilterPredicateOnInsertion"] == "NO" ? nil : .bool(true))
        }
        for (name, key) in Self.treeKeyPaths {
            fields.add(key, element[name].map { string($0).archived })
        }
        objects[controller].content = .values(NibGraph.Entries(fields.entries))
        // HandBrake's language controllers, swapped as a view controller of the app's class is.
        swapClass(of: controller, to: element)
    }

    /// A controller's declared keys: plain `<string>` children, each an `NSString`; any other
    /// child, attribute or base64 text is an error naming it.
    private mutating func declaredKeys(_ element: IBElement) -> [Int]? {
        guard element.attributes.isEmpty,
            element.children.allSatisfy({ $0.name == "string" && $0.attributes.isEmpty && $0.children.isEmpty })
        else {
            reject("declared keys other than plain strings are not known to the macOS compiler yet", at: element)
            return nil
        }
        return element.children.map { stringObject($0.text ?? "") }
    }

    mutating func addUserDefaultsController(_ element: IBElement, owner: Int) {
        approximateUnknownAttributes(
            of: element, known: Self.userDefaultsControllerAttributes, accepted: Self.acceptedUserDefaultsControllerValues)
        var fields = NibFieldWriter()
        if element["representsSharedInstance"] == "YES" {
            rejectChildren(element.children, of: element)
            fields.add(AppKitNibKey.sharedInstance, .bool(true))
        } else {
            var keys: [Int]?
            for child in element.children {
                guard child.name == "declaredKeys", keys == nil else {
                    rejectChildren([child], of: element)
                    continue
                }
                keys = declaredKeys(child)
            }
            fields.add(AppKitNibKey.declaredKeys, keys.map { list(NibCollectionClass.mutableArray, $0).archived })
            fields.add(AppKitNibKey.appliesImmediately, .bool(true))
        }
        let controller = add(AppKitNibClass.userDefaultsController, .values(NibGraph.Entries(fields.entries)))
        addDocumentObject(controller, parent: owner, element: element)
        // Textual's preferences controller, swapped as an array controller of a custom class is.
        swapClass(of: controller, to: element)
    }
}
