import UIKit

/// Embedded in Detail's container view via the "EmbedChart" segue.
final class ChartViewController: UIViewController {}
