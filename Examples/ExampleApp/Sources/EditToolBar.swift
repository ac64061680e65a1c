import UIKit

/// Top-level object 1 of ToolBar.xib.
final class EditToolBar: UIView {
    static func load() -> EditToolBar {
        Bundle.main.loadNibNamed("ToolBar", owner: nil)![1] as! EditToolBar
    }

    @IBAction func doneTapped(_ sender: UIButton) {}
    @IBAction func cancelTapped(_ sender: UIButton) {}
}
