import UIKit

final class SharedView: UIView {
    @IBOutlet weak var caption: UILabel!
}
