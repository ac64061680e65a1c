/// UIKit's control event bits as an action connection's `UIEventMask` stores them, named as
/// Interface Builder names them in `eventType`.
public enum ControlEventNames {
    public static let bits: [(bit: Int64, name: String)] = [
        (1 << 0, "touchDown"), (1 << 1, "touchDownRepeat"), (1 << 2, "touchDragInside"),
        (1 << 3, "touchDragOutside"), (1 << 4, "touchDragEnter"), (1 << 5, "touchDragExit"),
        (1 << 6, "touchUpInside"), (1 << 7, "touchUpOutside"), (1 << 8, "touchCancel"),
        (1 << 12, "valueChanged"), (1 << 13, "primaryActionTriggered"), (1 << 14, "menuActionTriggered"),
        (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"), (1 << 18, "editingDidEnd"),
        (1 << 19, "editingDidEndOnExit"),
    ]

    /// The mask bit for one Interface Builder `eventType` name.
    public static func mask(forType name: String) -> Int64? {
        bits.first { $0.name == name }?.bit
    }

    /// The names of a mask's bits, comma-separated; bits without a name as `mask:0x…`.
    public static func eventType(mask: Int64) -> String {
        var names = bits.filter { mask & $0.bit != 0 }.map(\.name)
        let known = bits.reduce(Int64(0)) { $0 | $1.bit }
        if mask & ~known != 0 {
            names.append("mask:0x" + String(mask & ~known, radix: 16))
        }
        return names.joined(separator: ",")
    }
}
