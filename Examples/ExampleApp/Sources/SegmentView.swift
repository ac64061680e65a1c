import UIKit

/// Top-level view of SegmentView.xib; receives the segmented control's action too.
final class SegmentView: UIView {
    @IBAction func selectionChanged(_ sender: UISegmentedControl) {}
}
