import UIKit

/// Main.storyboard, storyboardIdentifier "Home" (root of "RootNavigation").
final class HomeViewController: UIViewController {
    @IBOutlet var tableView: UITableView!
    @IBOutlet var cardView: CardView!
    @IBOutlet var badgeView: BadgeView!

    @IBAction func bannerTapped(_ sender: UIButton) {}

    /// Target of the unwind segue from Detail (selector unwindToHomeWithSegue:).
    @IBAction func unwindToHome(segue: UIStoryboardSegue) {}
}
