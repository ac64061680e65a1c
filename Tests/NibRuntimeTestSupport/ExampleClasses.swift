import Foundation
import NibRuntime

/// Every call the loader makes on the example classes, in order, across one load.
public final class EventLog: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var recorded: [String] = []

    public func record(_ event: String) {
        lock.withLock { recorded.append(event) }
    }

    public var events: [String] {
        lock.withLock { recorded }
    }
}

/// Stand-ins for the example app's Swift classes (`Examples/ExampleApp/Sources`): each has the
/// outlets its source declares, and nothing else, as a Swift class would.
public class ExampleObject: NibConnectable {
    public class var outletNames: Set<String> { [] }

    public let log: EventLog?
    public private(set) var outlets: [String: AnyObject] = [:]
    public private(set) var awakeCount = 0

    public required init(log: EventLog? = nil) {
        self.log = log
    }

    public var name: String {
        String(describing: type(of: self))
    }

    public func connectOutlet(_ outlet: String, to destination: AnyObject?) throws(UnknownConnection) {
        guard Self.outletNames.contains(outlet) else { throw UnknownConnection(outlet) }
        outlets[outlet] = destination
        log?.record("outlet \(name).\(outlet)")
    }

    /// Only controls send actions; `ExampleControl` overrides this.
    public func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) throws(UnknownConnection) {
        throw UnknownConnection(selector)
    }

    public func awakeFromNib() {
        awakeCount += 1
        log?.record("awake \(name)")
    }
}

public final class BlueView: ExampleObject {}
public final class RedView: ExampleObject {}
public final class SegmentView: ExampleObject {}
public final class SegmentDelegate: ExampleObject {}
public final class NormalToolBar: ExampleObject {}
public final class EditToolBar: ExampleObject {}

public final class YellowView: ExampleObject {
    public override class var outletNames: Set<String> { ["iconImageView"] }
}

public final class RedViewOwner: ExampleObject {
    public override class var outletNames: Set<String> { ["redView", "titleLabel"] }
}

public final class GreenViewController: ExampleObject {
    public override class var outletNames: Set<String> { ["greenView"] }
}

public final class SegmentViewController: ExampleObject {
    public override class var outletNames: Set<String> { ["manager"] }
}

public final class ViewControllerManager: ExampleObject {
    public override class var outletNames: Set<String> { ["segmentDelegate"] }
}

extension NibClassRegistry {
    /// The example app's view classes, registered by their module-qualified names.
    public static func exampleApp(log: EventLog? = nil) -> NibClassRegistry {
        var registry = NibClassRegistry()
        let types: [ExampleObject.Type] = [
            BlueView.self, RedView.self, YellowView.self, SegmentView.self, SegmentDelegate.self, NormalToolBar.self,
            EditToolBar.self,
        ]
        for type in types {
            registry.register("ExampleApp.\(type)") { _ in type.init(log: log) }
        }
        return registry
    }
}

/// A stand-in for `UIControl`: keeps the actions sent from it and logs each.
public final class ExampleControl: ExampleObject {
    public private(set) var actions: [(selector: String, target: AnyObject?, events: ControlEvents)] = []

    public override func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) {
        actions.append((selector, target, events))
        log?.record("action \(selector)")
    }
}
