import AppKitNib
import IBSource
import NibArchive

/// `NSControl`'s values, from `NSEnabled` to `NSControlSendActionMask`, which every control
/// archives in this order after its view's (buttons, pop-ups, text fields, steppers, sliders).
struct ControlValues {
    var cell: Int?
    var size: Int64 = 0
    /// The cell whose `controlSize="large"` adds `NSControlSize2` and `NSControlSizeExtraLarge`.
    var sizedCell: IBElement?
    var continuous = false
    var refusesFirstResponder = false
    var usesSingleLineMode = false
    var textAlignment: Int64 = 0
    var lineBreakMode: Int64 = 0
    var sendActionMask: Int64 = AppKitNibBuilder.sendActionMask
    /// `NSControlAllowsExpansionToolTips`, written only when set (`HSChooserWindow`'s labels).
    var allowsExpansionToolTips: Bool?
}

extension AppKitNibBuilder {
    /// A cell's own `<connections>` (SameBoy's toolbar pop-ups and font size stepper), which no
    /// pair shows for these cells: an approximation, made from the cell, which sends
    /// the action as its control would, as Xcode connects a button cell's own actions (Aerial's
    /// `TimeSetupViewController`).
    mutating func collectCellConnections(_ connections: IBElement, of cellElement: IBElement, cell: Int) {
        approximate(
            "a cell's own connections, which no pair shows, are made from the cell, which sends the action as its control would",
            at: connections)
        collectConnections([connections], of: cellElement, source: cell)
    }

    /// The `tag` of a control or cell of a kind whose tag no pair shows (pop-ups, sliders, a
    /// matrix's cells), archived as `NSTag` of the object that saves it, as the pairs show for
    /// text fields and image views (the control) and button cells (the cell). Nil after an
    /// error when it is not a whole number.
    mutating func approximatedTag(of element: IBElement) -> Int64?? {
        guard let tag = integerAttribute("tag", of: element) else { return nil }
        if tag != nil {
            approximate(
                "the tag of a \(element.name), which no pair shows, is archived as NSTag of the \(element.name), as a text field's or a button cell's is",
                at: element)
        }
        return tag
    }

    func addControlValues(_ control: ControlValues, to fields: inout NibFieldWriter) {
        fields.add(AppKitNibKey.enabled, .bool(true))
        fields.add(AppKitNibKey.cell, control.cell.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.allowsLogicalLayoutDirection, .bool(allowsLogicalLayoutDirection))
        fields.add(AppKitNibKey.controlAllowsExpansionToolTips, control.allowsExpansionToolTips.map(NibGraph.Value.bool))
        fields.add(AppKitNibKey.controlSize, .integer(control.size))
        if let cell = control.sizedCell {
            addControlSize2(of: cell, to: &fields)
        } else if follows(AppKitXcodeRules.controlSize2, until: AppKitXcodeRules.controlSize2OnlyWhenLarge) {
            fields.add(AppKitNibKey.controlSize2, .integer(control.size))
        }
        fields.add(AppKitNibKey.controlContinuous, .bool(control.continuous))
        fields.add(AppKitNibKey.controlRefusesFirstResponder, .bool(control.refusesFirstResponder))
        fields.add(AppKitNibKey.controlUsesSingleLineMode, .bool(control.usesSingleLineMode))
        let alignment =
            numbersAlignmentsAsOnArm64
            ? control.textAlignment : Self.cellAlignmentOfControlAlignment[control.textAlignment, default: control.textAlignment]
        fields.add(AppKitNibKey.controlTextAlignment, .integer(alignment))
        fields.add(AppKitNibKey.controlLineBreakMode, .integer(control.lineBreakMode))
        fields.add(AppKitNibKey.controlWritingDirection, .integer(Self.naturalWritingDirection))
        fields.add(AppKitNibKey.controlSendActionMask, .integer(control.sendActionMask))
    }

    /// Whether `NSControlTextAlignment` numbers center 1 and right 2, as AppKit on arm64 does: by
    /// the build Mac's processor where the options name it, else by the Xcode to match.
    private var numbersAlignmentsAsOnArm64: Bool {
        options.buildArchitecture.map { $0 == .arm64 } ?? follows(AppKitXcodeRules.controlAlignmentCenterOne)
    }

    /// A control's identifier, which its cell archives too (`NSCellIdentifier`: the labels,
    /// fields and check boxes of Prune's `Main.storyboard`, Xcode 26.6, a pop-up of Aerial's
    /// `OverlaysViewController`); nil without one.
    mutating func cellIdentifier(of control: IBElement) -> NibGraph.Value? {
        control.text("identifier").map { string($0).archived }
    }

    /// An identifier of a control whose cells no pair shows archiving one (IINA's sliders,
    /// MacPass's segmented control): an approximation, the cell archiving it as a text field's
    /// does (`cellIdentifier(of:)`).
    mutating func approximateCellIdentifier(of control: IBElement, kind: String) {
        guard control.text("identifier") != nil else { return }
        approximate(
            "an identifier of a \(kind), which no pair shows, is archived on its cell too, as a text field's is (NSCellIdentifier)",
            at: control)
    }

    /// Whether the control has no identifier, which the cells of its kind are not known to
    /// archive; an error naming it otherwise.
    mutating func hasNoCellIdentifier(_ control: IBElement) -> Bool {
        guard control.text("identifier") != nil else { return true }
        reject("an identifier of a \(control.name) is not known to the macOS compiler yet", at: control)
        return false
    }

    /// Whether controls follow the user's layout direction: those of a Base.lproj document,
    /// which localizations may mirror (Sparkle 2's `Base.lproj/SUUpdateAlert.xib` against its
    /// `SUStatus.xib`, Xcode 12.4 to 14.3; Aerial's `Base.lproj/MenuView.xib`, Xcode 26;
    /// MactsAsBeacon's `Base.lproj/MainMenu.xib`, Xcode 5 and 7.3).
    var allowsLogicalLayoutDirection: Bool { isBaseLocalized }

    /// The values of a control without a cell (scrollers, color wells, tables), which write no
    /// cell and the left-to-right writing direction; `enabled` nil writes no `NSEnabled`, and
    /// `allowsExpansionToolTips` nil no `NSControlAllowsExpansionToolTips`.
    func addCelllessControlValues(
        enabled: Bool?, allowsExpansionToolTips: Bool? = nil, sendActionMask: Int64 = sendActionMask, to fields: inout NibFieldWriter
    ) {
        fields.add(AppKitNibKey.enabled, enabled.map(NibGraph.Value.bool))
        fields.add(AppKitNibKey.allowsLogicalLayoutDirection, .bool(allowsLogicalLayoutDirection))
        fields.add(AppKitNibKey.controlAllowsExpansionToolTips, allowsExpansionToolTips.map(NibGraph.Value.bool))
        fields.add(AppKitNibKey.controlSize, .integer(0))
        if follows(AppKitXcodeRules.controlSize2, until: AppKitXcodeRules.controlSize2OnlyWhenLarge) {
            fields.add(AppKitNibKey.controlSize2, .integer(0))
        }
        fields.add(AppKitNibKey.controlContinuous, .bool(false))
        fields.add(AppKitNibKey.controlRefusesFirstResponder, .bool(false))
        fields.add(AppKitNibKey.controlUsesSingleLineMode, .bool(false))
        fields.add(AppKitNibKey.controlTextAlignment, .integer(0))
        fields.add(AppKitNibKey.controlLineBreakMode, .integer(0))
        fields.add(AppKitNibKey.controlWritingDirection, .integer(Self.leftToRightWritingDirection))
        fields.add(AppKitNibKey.controlSendActionMask, .integer(sendActionMask))
    }
}
