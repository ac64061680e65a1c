import UIKit

/// Created in code by SegmentViewController and passed to SegmentView.xib as an External Object.
final class ViewControllerManager: NSObject {
    @IBOutlet var segmentDelegate: SegmentDelegate!

    @IBAction func switchController(_ sender: UISegmentedControl) {}
}
