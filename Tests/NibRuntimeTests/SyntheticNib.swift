import NibArchive

/// A UIKit nib graph written by hand, for cases no compiler writes: object 0 is the root, the
/// given objects follow from index 1, and the root's lists are inline arrays, as keyed archives
/// store them.
func syntheticNib(
    _ objects: [NibGraph.Object], documentObjects: [Int], topLevel: [Int], connections: [Int] = []
) -> NibGraph {
    func list(_ indices: [Int]) -> NibGraph.Value {
        .array(indices.map { .object($0) })
    }
    let root = NibGraph.Object(
        className: "NSObject",
        entries: [
            .init(key: "UINibTopLevelObjectsKey", value: list(topLevel)),
            .init(key: "UINibObjectsKey", value: list(documentObjects)),
            .init(key: "UINibConnectionsKey", value: list(connections)),
        ])
    return NibGraph(objects: [root] + objects)
}

func proxy(_ identifier: String) -> NibGraph.Object {
    NibGraph.Object(className: "UIProxyObject", entries: [.init(key: "UIProxiedObjectIdentifier", value: .string(identifier))])
}

func connection(_ className: String, _ label: String, source: Int, destination: NibGraph.Value, mask: Int64? = nil)
    -> NibGraph.Object
{
    var entries: [NibGraph.Entry] = [
        .init(key: "UILabel", value: .string(label)), .init(key: "UISource", value: .object(source)),
        .init(key: "UIDestination", value: destination),
    ]
    if let mask {
        entries.append(.init(key: "UIEventMask", value: .integer(mask)))
    }
    return NibGraph.Object(className: className, entries: entries)
}
