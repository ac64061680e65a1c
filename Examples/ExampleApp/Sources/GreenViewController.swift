import UIKit

/// Owner-based loading: GreenView.xib's File's Owner is this controller.
final class GreenViewController: UIViewController {
    @IBOutlet var greenView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        Bundle.main.loadNibNamed("GreenView", owner: self)
        view.addSubview(greenView)
    }

    @IBAction func tapped(_ sender: UIButton) {}
}
