import UIKit

/// File's Owner of SegmentView.xib; supplies the External Object "ViewControllerManager".
final class SegmentViewController: UIViewController {
    @IBOutlet var manager: ViewControllerManager!
    let viewControllerManager = ViewControllerManager()

    override func loadView() {
        let objects = Bundle.main.loadNibNamed(
            "SegmentView", owner: self,
            options: [.externalObjects: ["ViewControllerManager": viewControllerManager]])!
        view = objects.first { $0 is SegmentView } as? UIView
    }

    @IBAction func segmentChanged(_ sender: UISegmentedControl) {}
}
