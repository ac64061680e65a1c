import UIKit

/// DELIBERATE BUG (test data for a lint rule): AvatarView.xib has File's Owner = AvatarView
/// AND its top-level view is also an AvatarView. Loading the nib here decodes that view,
/// which runs init(coder:) again, which loads the nib again... infinite recursion.
/// Do not "fix" this file: it is the recursion trap the catalog should detect.
final class AvatarView: UIView {
    @IBOutlet var imageView: UIImageView!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        let view = Bundle.main.loadNibNamed("AvatarView", owner: self)![0] as! UIView
        view.frame = bounds
        addSubview(view)
    }
}
