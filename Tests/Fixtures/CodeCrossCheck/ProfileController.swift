import MapKit
import UIKit

final class ProfileController: BaseController {
    @IBOutlet weak var avatarView: RoundView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var coordinator: Coordinator!

    @IBAction func shareTapped(_ sender: UIButton) {}
}

class RoundView: UIView {}

final class FancyView: UIView {}

@IBDesignable
final class CardView: RoundView {
    @IBInspectable var cornerRadius: CGFloat = 0
    @objc var badgeCount = 0
    var shadowRadius: CGFloat = 0
}

final class MapCard: MKMapView {}

final class ProfileCell: UITableViewCell {}

extension UIView {
    @IBInspectable var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
}
