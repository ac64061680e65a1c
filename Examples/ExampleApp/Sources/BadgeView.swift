import UIKit

/// Class-based pattern: owner unset, top-level view is a BadgeView.
final class BadgeView: UIView {
    @IBOutlet var countLabel: UILabel!

    static func fromNib() -> BadgeView {
        UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil)[0] as! BadgeView
    }
}
