import UIKitNib

/// The `UIControl.Event` bits an action is sent for, as a nib's `UIEventMask` stores them.
public struct ControlEvents: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Interface Builder's `eventType` names, comma-separated (`touchUpInside`, `valueChanged`);
    /// bits without a name as `mask:0x…`.
    public var description: String {
        ControlEventNames.eventType(mask: Int64(bitPattern: rawValue))
    }
}
