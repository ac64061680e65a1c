import IBSource
import NibArchive

/// The objects of a built nib that nothing holds, which the nib loader would make and leave
/// unused or never make: what each builder checks after writing a nib, so that a child no writer
/// attaches is named rather than dropped (`UIKitNibBuilder.reportUnheldObjects`,
/// `AppKitNibBuilder.reportUnheldObjects`).
enum UnheldObjects {
    /// Which objects of `graph` a walk from `starts` reaches along object references, without
    /// following the references `isSkipped` names by the holder's index and the key.
    static func reached(in graph: NibGraph, from starts: [Int], skipping isSkipped: (Int, String) -> Bool) -> [Bool] {
        var reached = [Bool](repeating: false, count: graph.objects.count)
        var pending: [Int] = []
        for start in starts where reached.indices.contains(start) && !reached[start] {
            reached[start] = true
            pending.append(start)
        }
        while let index = pending.popLast() {
            for entry in graph.objects[index].entries {
                guard case .object(let target) = entry.value, reached.indices.contains(target), !reached[target],
                    !isSkipped(index, entry.key)
                else { continue }
                reached[target] = true
                pending.append(target)
            }
        }
        return reached
    }

    /// The approximation naming `element`, the top of a subtree nothing holds, in `owner`.
    static func approximation(of element: IBElement, in owner: IBElement?) -> String {
        "\(element["key"] ?? element.name)\(owner.map { " of a \($0.name)" } ?? "") is left out: no writer attaches it, "
            + "and no pair shows what Xcode writes for it"
    }
}
