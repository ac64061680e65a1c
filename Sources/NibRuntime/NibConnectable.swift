/// What the loader calls on the objects it connects, standing in for key-value coding,
/// `UIControl.addTarget(_:action:for:)` and `awakeFromNib()` of the Objective-C runtime.
/// Registered types adopt it; File's Owner and external objects adopt it to receive outlets.
public protocol NibConnectable: AnyObject {
    /// Sets the outlet `name` of this object. `destination` is nil for First Responder.
    func connectOutlet(_ name: String, to destination: AnyObject?) throws(UnknownConnection)

    /// Sets the outlet collection `name` of this object, its members in nib order.
    func connectOutletCollection(_ name: String, to destinations: [AnyObject]) throws(UnknownConnection)

    /// Called on the action's source (a control or gesture recognizer): send `selector` to
    /// `target` for `events`. `target` is nil for First Responder: the responder chain decides.
    func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) throws(UnknownConnection)

    /// Called once after every connection of the nib is made.
    func awakeFromNib()
}

/// As `NSObject` does: an object knows no outlet or action unless it says so, and has nothing to
/// do on waking.
extension NibConnectable {
    public func connectOutlet(_ name: String, to destination: AnyObject?) throws(UnknownConnection) {
        throw UnknownConnection(name)
    }

    public func connectOutletCollection(_ name: String, to destinations: [AnyObject]) throws(UnknownConnection) {
        throw UnknownConnection(name)
    }

    public func connectAction(_ selector: String, target: AnyObject?, events: ControlEvents) throws(UnknownConnection) {
        throw UnknownConnection(selector)
    }

    public func awakeFromNib() {}
}
