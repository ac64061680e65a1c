import UIKit

/// Reached from Home through the custom "FadeToAbout" segue.
final class AboutViewController: UIViewController {}
