import NibArchive

/// The three lists a UIKit nib's root object holds, as archive indices: every document object
/// (placeholders included), the top-level objects, and the connection objects, each in nib order.
struct UIKitNibLayout {
    var documentObjects: [Int]
    var topLevelObjects: [Int]
    var connections: [Int]

    init(graph: NibGraph, path: String) throws(NibLoadError) {
        guard let root = graph.root else {
            throw NibLoadError(path: path, reason: .notAUIKitNib("the archive holds no objects"))
        }
        if root.value(forKey: "IB.objectdata") != nil {
            throw NibLoadError(
                path: path, reason: .notAUIKitNib("an AppKit nib (NSIBObjectData): only UIKit nibs load"))
        }
        func list(_ key: String) throws(NibLoadError) -> [Int] {
            let value = root.value(forKey: key)
            switch value {
            case .object?, .array?:
                break
            default:
                throw NibLoadError(path: path, reason: .notAUIKitNib("the root object has no \(key) list"))
            }
            var indices: [Int] = []
            for member in graph.members(value) {
                guard case .object(let index) = member, graph.objects.indices.contains(index) else {
                    throw NibLoadError(path: path, reason: .notAUIKitNib("\(key) holds a value that is not an object"))
                }
                indices.append(index)
            }
            return indices
        }
        documentObjects = try list("UINibObjectsKey")
        topLevelObjects = try list("UINibTopLevelObjectsKey")
        connections = try list("UINibConnectionsKey")
    }
}
