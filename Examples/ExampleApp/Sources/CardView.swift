import UIKit

/// Reusable view embedded in Main.storyboard. Owner-based loading (correct pattern):
/// CardView.xib's File's Owner is CardView and its top-level view is a plain UIView.
final class CardView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet var titleLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Bundle.main.loadNibNamed("CardView", owner: self)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
