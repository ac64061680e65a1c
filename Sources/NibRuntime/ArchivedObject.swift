import NibArchive
import UIKitNib

/// One object of a decoded nib with its class and values, as a coder hands them to
/// `init(coder:)`: what a registered type is made from and what a generic `NibObject` keeps.
/// References stay references into the graph (`object(forKey:)`); `LoadedNib.instance(at:)`
/// gives the instance a document object became.
public struct ArchivedObject: Sendable {
    public let graph: NibGraph
    /// The object's index in the archive (`#N` in `dump` and `show`).
    public let index: Int
    /// The class swapper this object is, if it is one.
    private let swapper: UIKitNib.ClassSwapper?

    /// An object of any graph; a class swapper the UIKit model does not accept counts as an
    /// object of its own class, as UIKit would fail to swap it.
    public init(graph: NibGraph, index: Int) {
        precondition(graph.objects.indices.contains(index), "object #\(index) is outside the graph")
        let content = try? UIKitNib.content(ofObjectAt: index, in: graph)
        self.init(graph: graph, index: index, content: content)
    }

    /// An object of a nib already decoded into the model.
    init(graph: NibGraph, index: Int, content: UIKitNib.Content?) {
        self.graph = graph
        self.index = index
        if case .classSwapper(let swapper) = content {
            self.swapper = swapper
        } else {
            swapper = nil
        }
    }

    private var object: NibGraph.Object {
        graph.objects[index]
    }

    /// The class the runtime instantiates: a class swapper's `UIClassName` (a Swift class
    /// mangled, `_TtC10ExampleApp8BlueView`), else the archived class.
    public var className: String {
        swapper?.className.string ?? object.className
    }

    /// `className` demangled and module-qualified (`ExampleApp.BlueView`).
    public var swiftClassName: SwiftClassName {
        SwiftClassName(runtimeName: className)
    }

    /// The class Interface Builder archived: a swapper's `UIOriginalClassName` (`UIView`), else
    /// the object's class.
    public var archivedClassName: String {
        swapper?.originalClassName.string ?? object.className
    }

    /// The archive's classes to use when `archivedClassName` is unavailable, nearest first.
    public var fallbackClassNames: [String] {
        object.fallbackClassNames
    }

    /// The object's values in archive order.
    public var entries: NibGraph.Entries {
        object.entries
    }

    public func value(forKey key: String) -> NibGraph.Value? {
        object.value(forKey: key)
    }

    /// A string value, inline or an `NSString` object.
    public func string(forKey key: String) -> String? {
        graph.string(object.value(forKey: key))
    }

    /// The object a value refers to.
    public func object(forKey key: String) -> ArchivedObject? {
        graph.object(object.value(forKey: key)).map { ArchivedObject(graph: graph, index: $0.index) }
    }

    /// The members of a collection value (`UISubviews`, `NS.objects`).
    public func members(forKey key: String) -> [NibGraph.Value] {
        graph.members(object.value(forKey: key))
    }
}
