import UIKit

/// Main.storyboard, storyboardIdentifier "Detail"; embeds ChartViewController ("EmbedChart").
final class DetailViewController: UIViewController {
    @IBOutlet var titleLbl: UILabel!
}
