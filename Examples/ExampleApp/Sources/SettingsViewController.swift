import UIKit

/// Settings.storyboard root (inside the "SettingsRoot" navigation controller).
final class SettingsViewController: UIViewController {
    @IBOutlet var notificationsSwitch: UISwitch!

    @IBAction func notificationsToggled(_ sender: UISwitch) {}
}
