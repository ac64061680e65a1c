import AppKitNib
import IBSource
import NibArchive

/// A view's layout guides as Xcode 26 archives a content view's (viraptor's `layout-guide`, and
/// the main window of `transmission-MainMenu`): the safe area its constraints name becomes an
/// `NSLayoutGuide` the view lists (`NSViewLayoutGuides`), no object of the document; each guide
/// the document saves is an `IBNSViewAutolayoutGuide` of its system type. A guide that no
/// constraint of its view names, and a constraint naming the margins, are refused: the pairs
/// show neither.
extension AppKitNibBuilder {
    /// The guides a view saves (`<viewLayoutGuide key=…>`), by their `IBNSLayoutGuideSystemType`.
    static let layoutGuideSystemTypes: [String: Int64] = ["layoutMargins": 1, "safeArea": 2]
    /// The identifier AppKit gives a view's safe-area guide.
    static let safeAreaGuideIdentifier = "NSViewSafeAreaLayoutGuide"

    /// What a view's `<viewLayoutGuide>` elements make: the safe-area guide its constraints name,
    /// and the guide values of each key saved.
    struct ViewLayoutGuides {
        var safeArea: Int?
        var saved: [String: Int] = [:]
    }

    /// Takes the `<viewLayoutGuide>` elements out of `parsed.others` and makes their objects,
    /// registering the safe-area guide under its id for the constraints that name it; nil with an
    /// error when one is not known.
    mutating func takeLayoutGuides(from parsed: inout ParsedView, of element: IBElement) -> ViewLayoutGuides? {
        let guides = parsed.others.filter { $0.name == "viewLayoutGuide" }
        guard !guides.isEmpty else { return ViewLayoutGuides() }
        parsed.others.removeAll { $0.name == "viewLayoutGuide" }
        approximateUnlessMeasured(AppKitXcodeRules.viewLayoutGuides, "a view's layout guides", at: guides[0])
        var made = ViewLayoutGuides()
        for guide in guides {
            guard let key = guide["key"], let systemType = Self.layoutGuideSystemTypes[key], made.saved[key] == nil,
                let id = guide.id, guide.children.isEmpty, Set(guide.attributes.keys) == ["key", "id"]
            else {
                reject("this viewLayoutGuide of a \(element.name) is not known to the macOS compiler yet", at: guide)
                return nil
            }
            let named = parsed.constraints.contains { $0["firstItem"] == id || $0["secondItem"] == id }
            guard key == "safeArea" ? named : !named else {
                reject(
                    named
                        ? "a constraint naming a view's layout margins is not known to the macOS compiler yet"
                        : "a safe area that no constraint of its view names is not known to the macOS compiler yet",
                    at: guide)
                return nil
            }
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.layoutGuideSystemType, .integer(systemType))
            made.saved[key] = add(AppKitNibClass.viewAutolayoutGuide, .values(NibGraph.Entries(fields.entries)))
            if key == "safeArea" {
                let safeArea = addSafeAreaGuide()
                made.safeArea = safeArea
                objectsByID[id] = safeArea
                layoutGuideOwners[id] = element.id
            }
        }
        return made
    }

    private mutating func addSafeAreaGuide() -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.layoutGuideIdentifier, string(Self.safeAreaGuideIdentifier).archived)
        fields.add(AppKitNibKey.shouldBeArchived, .bool(true))
        fields.add(AppKitNibKey.layoutGuideNegativeSize, .bool(true))
        fields.add(AppKitNibKey.layoutGuideLockedToOwningView, .bool(true))
        fields.add(AppKitNibKey.layoutGuideSystemConstraints, list(NibCollectionClass.mutableArray, []).archived)
        return add(AppKitNibClass.layoutGuide, .values(NibGraph.Entries(fields.entries)))
    }
}
