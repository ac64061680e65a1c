import AppKit

/// File's Owner of Mac/PreferencesWindow.xib (AppKit).
final class PreferencesWindowController: NSWindowController {
    @IBOutlet var nameField: NSTextField!

    override var windowNibName: NSNib.Name? { "PreferencesWindow" }

    @IBAction func save(_ sender: Any?) {}
}
