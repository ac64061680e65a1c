import UIKit

/// File's Owner of SegmentView.xib; supplies the External Object "SegmentDelegateProxy".
final class SegmentViewController: UIViewController {
    @IBOutlet var manager: ViewControllerManager!
    let segmentDelegate = SegmentDelegate()

    override func loadView() {
        let objects = Bundle.main.loadNibNamed(
            "SegmentView", owner: self,
            options: [.externalObjects: ["SegmentDelegateProxy": segmentDelegate]])!
        view = objects.first { $0 is SegmentView } as? UIView
    }

    @IBAction func segmentChanged(_ sender: UISegmentedControl) {}
}
