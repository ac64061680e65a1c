import UIKit

/// Custom segue class used by "FadeToAbout" in Main.storyboard.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        destination.view.alpha = 0
        source.navigationController?.pushViewController(destination, animated: false)
        UIView.animate(withDuration: 0.25) { self.destination.view.alpha = 1 }
    }
}
