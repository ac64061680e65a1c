import UIKit

/// nibName defaults to the class name: GrayViewController() finds GrayViewController.xib.
final class GrayViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var cards: [UIView]!

    @IBAction func didTapButton(_ sender: UIButton) {}
    @IBAction func valueChanged(_ sender: UISwitch) {}
}
