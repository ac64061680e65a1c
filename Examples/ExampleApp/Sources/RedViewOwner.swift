import UIKit

/// A plain NSObject acting as File's Owner of RedView.xib.
final class RedViewOwner: NSObject {
    @IBOutlet var redView: RedView!
    @IBOutlet var titleLabel: UILabel!

    func load() -> RedView {
        Bundle.main.loadNibNamed("RedView", owner: self)
        return redView
    }
}
