import AppKitNib
import IBSource
import NibArchive

/// Controllers a document holds as top-level objects. The user defaults controller: the shared
/// one archives only that it is shared (Aerial's `CustomVideos` for Xcode 26, Sparkle's
/// `SUAutomaticUpdateAlert` for Xcode 14); one of its own applies changes immediately and
/// declares its keys (Sparkle's `SUUpdatePermissionPrompt` for Xcode 14.3).
extension AppKitNibBuilder {
    static let userDefaultsControllerAttributes: Set<String> = ["id", "userLabel", "representsSharedInstance"]
    static let acceptedUserDefaultsControllerValues: [String: Set<String>] = ["representsSharedInstance": ["YES"]]

    mutating func addUserDefaultsController(_ element: IBElement, owner: Int) {
        guard
            acceptsAttributes(
                of: element, known: Self.userDefaultsControllerAttributes, accepted: Self.acceptedUserDefaultsControllerValues)
        else { return }
        var fields = NibFieldWriter()
        if element["representsSharedInstance"] == "YES" {
            rejectChildren(element.children, of: element)
            fields.add(AppKitNibKey.sharedInstance, .bool(true))
        } else {
            fields.add(AppKitNibKey.appliesImmediately, .bool(true))
            var keys: [Int]?
            for child in element.children {
                guard child.name == "declaredKeys", keys == nil, child.children.allSatisfy({ $0.name == "string" }) else {
                    rejectChildren([child], of: element)
                    continue
                }
                keys = child.children.map { stringObject($0.text ?? "") }
            }
            fields.add(AppKitNibKey.declaredKeys, keys.map { list(NibCollectionClass.mutableArray, $0).archived })
        }
        let controller = add(AppKitNibClass.userDefaultsController, .values(NibGraph.Entries(fields.entries)))
        addDocumentObject(controller, parent: owner, element: element)
    }
}
