import IBSource

/// What a document's `<resources>` declares: system images, and the components of the system and
/// named colors it uses, which the nib stores beside the color's name.
struct IBResources: Sendable {
    var systemImages: Set<String> = []
    var systemColors: [String: IBElement] = [:]
    var namedColors: [String: IBElement] = [:]

    init(document root: IBElement?) {
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
