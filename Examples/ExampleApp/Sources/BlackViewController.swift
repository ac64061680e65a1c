import UIKit

/// Loaded with BlackViewController(nibName: "BlackViewController", bundle: nil).
final class BlackViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!

    @IBAction func didTapButton(_ sender: UIButton) {}
}
