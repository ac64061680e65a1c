import UIKit

/// Settings.storyboard root (inside the "SettingsRoot" navigation controller).
final class SettingsViewController: UIViewController {
    @IBOutlet var notificationsSwitch: UISwitch!

    @IBAction func notificationsChanged(_ sender: UISwitch) {}
}
