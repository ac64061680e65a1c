import CompiledNib

/// The object the loader makes for a class no Swift type is registered for: it keeps the class
/// names and the archived values, accepts every outlet and action, and records what it was
/// given, in order. `nibcat load` also uses it for the owner and external objects it is told of.
public final class NibObject: NibConnectable {
    public struct Outlet {
        public var name: String
        /// Nil when the outlet names First Responder.
        public var destination: AnyObject?
    }

    public struct OutletCollection {
        public var name: String
        public var destinations: [AnyObject]
    }

    public struct Action {
        public var selector: String
        /// Nil when the action goes to First Responder.
        public var target: AnyObject?
        public var events: ControlEvents
    }

    /// The class the nib asked for, as the runtime names it (`_TtC10ExampleApp8BlueView`, `UIButton`).
    public let className: String
    /// The class Interface Builder archived (`UIView` for a custom view); `className` when not swapped.
    public let archivedClassName: String
    /// The object's values in the nib; nil for an object made outside a nib.
    public let archived: ArchivedObject?

    public private(set) var outlets: [Outlet] = []
    public private(set) var outletCollections: [OutletCollection] = []
    public private(set) var actions: [Action] = []
    /// How many times `awakeFromNib()` was called.
    public private(set) var awakeCount = 0

    public init(className: String, archivedClassName: String? = nil) {
        self.className = className
        self.archivedClassName = archivedClassName ?? className
        archived = nil
    }

    public init(archived: ArchivedObject) {
        className = archived.className
        archivedClassName = archived.archivedClassName
        self.archived = archived
    }

    /// `className` demangled and module-qualified (`ExampleApp.BlueView`).
    public var swiftClassName: SwiftClassName {
        SwiftClassName(runtimeName: className)
    }

    /// The destination last connected to the outlet `name`, as a property would hold it.
    public func outlet(_ name: String) -> AnyObject? {
        outlets.last { $0.name == name }?.destination
    }

    public func connectOutlet(_ name: String, to destination: AnyObject?) {
        outlets.append(Outlet(name: name, destination: destination))
    }

    public func connectOutletCollection(_ name: String, to destinations: [AnyObject]) {
        outletCollections.append(OutletCollection(name: name, destinations: destinations))
    }

    public func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) {
        actions.append(Action(selector: selector, target: target, events: events))
    }

    public func awakeFromNib() {
        awakeCount += 1
    }
}
