import UIKit

/// Prototype cell "ProfileCell" in Home's table view.
final class ProfileCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var avatarImageView: UIImageView!
}
