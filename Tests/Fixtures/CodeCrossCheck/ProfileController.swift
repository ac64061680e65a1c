import UIKit

final class ProfileController: BaseController {
    @IBOutlet weak var avatarView: RoundView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var coordinator: Coordinator!

    @IBAction func shareTapped(_ sender: UIButton) {}
}

class RoundView: UIView {}

final class FancyView: UIView {}
