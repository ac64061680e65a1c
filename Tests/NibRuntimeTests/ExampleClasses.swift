import Foundation
import NibRuntime

/// Every call the loader makes on the example classes, in order, across one load.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ event: String) {
        lock.withLock { recorded.append(event) }
    }

    var events: [String] {
        lock.withLock { recorded }
    }
}

/// Stand-ins for the example app's Swift classes (`Examples/ExampleApp/Sources`): each has the
/// outlets its source declares, and nothing else, as a Swift class would.
class ExampleObject: NibConnectable {
    class var outletNames: Set<String> { [] }

    let log: EventLog?
    private(set) var outlets: [String: AnyObject] = [:]
    private(set) var awakeCount = 0

    required init(log: EventLog? = nil) {
        self.log = log
    }

    var name: String {
        String(describing: type(of: self))
    }

    func connectOutlet(_ outlet: String, to destination: AnyObject?) throws(UnknownConnection) {
        guard Self.outletNames.contains(outlet) else { throw UnknownConnection(outlet) }
        outlets[outlet] = destination
        log?.record("outlet \(name).\(outlet)")
    }

    /// Only controls send actions; `ExampleControl` overrides this.
    func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) throws(UnknownConnection) {
        throw UnknownConnection(selector)
    }

    func awakeFromNib() {
        awakeCount += 1
        log?.record("awake \(name)")
    }
}

final class BlueView: ExampleObject {}
final class RedView: ExampleObject {}
final class SegmentView: ExampleObject {}
final class SegmentDelegate: ExampleObject {}
final class NormalToolBar: ExampleObject {}
final class EditToolBar: ExampleObject {}

final class YellowView: ExampleObject {
    override class var outletNames: Set<String> { ["iconImageView"] }
}

final class RedViewOwner: ExampleObject {
    override class var outletNames: Set<String> { ["redView", "titleLabel"] }
}

final class GreenViewController: ExampleObject {
    override class var outletNames: Set<String> { ["greenView"] }
}

final class SegmentViewController: ExampleObject {
    override class var outletNames: Set<String> { ["manager"] }
}

final class ViewControllerManager: ExampleObject {
    override class var outletNames: Set<String> { ["segmentDelegate"] }
}

extension NibClassRegistry {
    /// The example app's view classes, registered by their module-qualified names.
    static func exampleApp(log: EventLog? = nil) -> NibClassRegistry {
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
final class ExampleControl: ExampleObject {
    private(set) var actions: [(selector: String, target: AnyObject?, events: ControlEvents)] = []

    override func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) {
        actions.append((selector, target, events))
        log?.record("action \(selector)")
    }
}
