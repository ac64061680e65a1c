import UIKitNib

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

    /// Where the object's class names come from: a nib's object reads its own on demand, which
    /// keeps loading from decoding the names of every class swapper.
    private enum Origin {
        case nib(ArchivedObject)
        case madeOutsideANib(className: String, archivedClassName: String)
    }

    private let origin: Origin

    /// The object's values in the nib; nil for an object made outside a nib.
    public var archived: ArchivedObject? {
        if case .nib(let archived) = origin { archived } else { nil }
    }

    /// The class the nib asked for, as the runtime names it (`_TtC10ExampleApp8BlueView`, `UIButton`).
    public var className: String {
        switch origin {
        case .nib(let archived): archived.className
        case .madeOutsideANib(let className, _): className
        }
    }

    /// The class Interface Builder archived (`UIView` for a custom view); `className` when not swapped.
    public var archivedClassName: String {
        switch origin {
        case .nib(let archived): archived.archivedClassName
        case .madeOutsideANib(_, let archivedClassName): archivedClassName
        }
    }

    public private(set) var outlets: [Outlet] = []
    public private(set) var outletCollections: [OutletCollection] = []
    public private(set) var actions: [Action] = []
    /// How many times `awakeFromNib()` was called.
    public private(set) var awakeCount = 0

    public init(className: String, archivedClassName: String? = nil) {
        origin = .madeOutsideANib(className: className, archivedClassName: archivedClassName ?? className)
    }

    public init(archived: ArchivedObject) {
        origin = .nib(archived)
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
