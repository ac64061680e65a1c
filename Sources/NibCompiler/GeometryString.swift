import Foundation

/// Rects and sizes as Foundation spells them in nibs (`NSStringFromRect`, `NSStringFromCGRect`):
/// each coordinate `%.17g`, so whole numbers have no decimal point and halves keep theirs
/// (Xcode 26's `{{520, 338.5}, {400, 200}}` for viraptor's `test29-window-minmax-size`).
enum GeometryString {
    static func number(_ value: Double) -> String {
        GeneralNumberFormat.string(value, significantDigits: 17)
    }

    static func point(x: Double, y: Double) -> String {
        "{\(number(x)), \(number(y))}"
    }

    static func size(width: Double, height: Double) -> String {
        "{\(number(width)), \(number(height))}"
    }

    static func rect(x: Double, y: Double, width: Double, height: Double) -> String {
        "{{\(number(x)), \(number(y))}, \(size(width: width, height: height))}"
    }
}
