import UIKit

/// Xib named like the class; outlets live on the view itself.
final class YellowView: UIView {
    @IBOutlet var iconImageView: UIImageView!

    static func fromNib() -> YellowView {
        UINib(nibName: String(describing: self), bundle: nil)
            .instantiate(withOwner: nil)[0] as! YellowView
    }
}
