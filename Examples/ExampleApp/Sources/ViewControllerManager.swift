import UIKit

/// An "Object" instantiated by SegmentView.xib itself.
final class ViewControllerManager: NSObject {
    @IBOutlet var segmentDelegate: SegmentDelegate!

    @IBAction func switchController(_ sender: UISegmentedControl) {}
}
