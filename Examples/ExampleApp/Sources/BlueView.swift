import UIKit

/// Class-based view, File's Owner unset. BlueView.xib has one top-level view of this class.
final class BlueView: UIView {
    static func load() -> BlueView {
        Bundle.main.loadNibNamed("BlueView", owner: nil)![0] as! BlueView
    }
}
