import IBSource

/// What every nib compiled from a document needs of the whole document, read once: the system
/// images and the components of the system and named colors its `<resources>` declares (the nib
/// stores them beside the color's name), the app fonts its `<customFonts>` lists, and the ids its
/// constraints name.
struct IBResources: Sendable {
    var systemImages: Set<String> = []
    var systemColors: [String: IBElement] = [:]
    var namedColors: [String: IBElement] = [:]
    /// The PostScript names of the fonts the app bundles as files (`<customFonts>`: Interface
    /// Builder lists each by its file), as opposed to the fonts iOS has.
    var fontFileFaces: Set<String> = []
    /// The ids the document's constraints name as their first or second item.
    var constrainedIDs: Set<String> = []
    /// The id of the view each safe-area guide (`<viewLayoutGuide key="safeArea">`) belongs to,
    /// by the guide's id.
    var safeAreaGuideOwners: [String: String] = [:]

    init(document root: IBElement?) {
        var pending = root.map { [$0] } ?? []
        while let next = pending.popLast() {
            if next.name == "constraint" {
                constrainedIDs.formUnion([next["firstItem"], next["secondItem"]].compactMap { $0 })
            }
            for child in next.children where child.name == "viewLayoutGuide" && child["key"] == "safeArea" {
                if let id = child.id, let owner = next.id { safeAreaGuideOwners[id] = owner }
            }
            pending += next.children
        }
        for file in root?.child("customFonts")?.children ?? [] {
            fontFileFaces.formUnion(file.children.compactMap(\.text))
        }
        guard let resources = root?.child("resources") else { return }
        for resource in resources.children {
            guard let name = resource["name"] else { continue }
            switch resource.name {
            case "image":
                if resource["catalog"] == "system" {
                    systemImages.insert(name)
                }
            case "systemColor":
                systemColors[name] = resource.child("color")
            case "namedColor":
                namedColors[name] = resource.child("color")
            default:
                continue
            }
        }
    }
}
