import UIKit

/// Top-level object 0 of ToolBar.xib.
final class NormalToolBar: UIView {
    static func load() -> NormalToolBar {
        Bundle.main.loadNibNamed("ToolBar", owner: nil)![0] as! NormalToolBar
    }

    @IBAction func editTapped(_ sender: UIButton) {}
    @IBAction func favoriteTapped(_ sender: UIButton) {}
}
