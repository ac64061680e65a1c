import UIKit
import XLPagerTabStrip

/// Its superclass comes from a dependency the sources do not hold, which declares `containerView`.
final class PagerController: ButtonBarPagerTabStripViewController {
    @IBOutlet weak var header: RoundView!
}
