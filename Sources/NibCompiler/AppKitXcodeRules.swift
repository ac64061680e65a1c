import AppKitNib
import NibArchive

/// A change in what Xcode's ibtool writes for macOS: the first Xcode of the pairs that writes it,
/// the newest that does not, and a pair of `pairs-macos` built by each. Xcodes between the two are
/// not in the pairs: a compile for one of them that consults the rule writes what the older of
/// the two wrote, an approximation.
struct AppKitXcodeRule: Sendable, Hashable {
    /// The first Xcode of the pairs that follows the rule, in DTXcode's form (`1401` is 14.0.1).
    let since: Int
    /// The newest Xcode of the pairs that does not.
    let lastWithout: Int
    /// A pair built by the Xcode of `since`, and one built by that of `lastWithout`: the two
    /// sides of the change.
    let evidence: String
    let evidenceWithout: String

    /// Whether the pairs leave `version` open: it lies between the newest Xcode that does not
    /// follow the rule and the first that does.
    func leavesOpen(_ version: Int) -> Bool {
        version > lastWithout && version < since
    }
}

/// The rules a compile consulted: where the Xcode to match lies between two that the pairs show,
/// what the compile wrote is an approximation.
final class AppKitConsultedRules {
    var rules: Set<AppKitXcodeRule> = []
}

/// A key that Xcode's nibs hold only since some Xcode: on every object, or on one class's.
struct AppKitKeySince: Sendable {
    let key: String
    let className: String?
    let rule: AppKitXcodeRule
}

/// What the pairs show only as some Xcodes wrote it: for any other Xcode the compiler refuses it,
/// naming the element.
struct AppKitMeasuredXcodes: Sendable {
    let xcodes: ClosedRange<Int>
    /// A pair that shows it.
    let evidence: String

    /// What a compile for another Xcode says, writing `what` as the pair shows it.
    func approximation(of what: String) -> String {
        "\(what) as this Xcode writes it is not known to the macOS compiler: written as \(evidence) shows another Xcode wrote it"
    }
}

/// Every Xcode-dependent rule of the macOS compiler, in one list. Keys are measured over every
/// Xcode nib of `pairs-macos` (a key some Xcode writes on all objects of a class and an older one
/// on none); values and forms by compiling the pairs.
enum AppKitXcodeRules {
    /// The oldest Xcode whose macOS nibs the compiler writes: MactsAsBeacon's Xcode 5.0.1, the
    /// oldest of the pairs; older Xcodes are refused, and Xcode 6 wherever the rules below
    /// separate 5.0.1 from 7.2.
    static let oldestWritten = CompileOptions.XcodeVersion(number: 501)

    /// What Xcode 7.2 writes and Xcode 5.0.1 did not (MactsAsBeacon's window as 5.0.1 built it,
    /// Sparkle's as 7.2 did): constraints' second set of attribute and constant keys, windows'
    /// full-screen content sizes, the root's system font version, text fields' second alignment
    /// rectangle version, the system font by its San Francisco name (5.0.1 ran on a system whose
    /// font was Lucida Grande), and windows without 0x4000000 in their flags.
    static let constraintsV2 = AppKitXcodeRule(
        since: 720, lastWithout: 501, evidence: "Sparkle-c0bda0c-SUUpdateAlert.xib", evidenceWithout: "MactsAsBeacon-f563afc-MainMenu.xib")
    static let xcode7Archives = AppKitXcodeRule(
        since: 720, lastWithout: 501, evidence: "Sparkle-c0bda0c-SUAutomaticUpdateAlert.xib",
        evidenceWithout: "MactsAsBeacon-f563afc-MainMenu.xib")
    /// The identifier of Xcode's prototyping constraints without the view's id and the
    /// document's name, which Xcode 5.0.1 wrote in it (MactsAsBeacon as 7.3 and 5.0.1 built it).
    static let plainPrototypingIdentifier = AppKitXcodeRule(
        since: 730, lastWithout: 501, evidence: "MactsAsBeacon-15df82c-MainMenu.xib", evidenceWithout: "MactsAsBeacon-f563afc-MainMenu.xib")

    /// A NIBArchive (one for macOS 10.13 and later, beside a keyed archive in a folder for older
    /// systems) instead of one keyed archive for every system.
    static let nibArchiveForNewSystems = AppKitXcodeRule(
        since: 1401, lastWithout: 1251, evidence: "Sparkle-7918c1c-SUStatus.xib", evidenceWithout: "Sparkle-99dbdcb-SUStatus.xib")

    /// `NSControlSize2` only for large controls (with `NSControlSizeExtraLarge`); from Xcode 12.3
    /// to 14.3.1, on every control and cell with the size's own value.
    static let controlSize2OnlyWhenLarge = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-AerialWindow.xib", evidenceWithout: "Sparkle-f0ceaf5-SUStatus.xib")
    static let controlSize2 = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUStatus.xib", evidenceWithout: "Sparkle-d01298c-SUStatus.xib")

    /// Push buttons hug vertically by default and progress indicators archive their hugging
    /// whatever it is; before, both had a view's default (a progress bar at 750 vertically).
    static let controlHuggingDefaults = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-AerialWindow.xib", evidenceWithout: "Sparkle-f0ceaf5-SUStatus.xib")
    /// Image views accept no EPS drags; from Xcode 9 to 14.3.1 they accepted nine types.
    static let imageDragTypesWithoutEPS = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-AerialWindow.xib", evidenceWithout: "Sparkle-f0ceaf5-SUStatus.xib")
    /// `NSControlTextAlignment` numbers center 1 and right 2, as AppKit does on arm64; before, as
    /// on Intel and as the cell does (right 1, center 2). The processor of the Mac that ran ibtool
    /// decides (`CompileOptions.buildArchitecture`): this rule is the one the pairs' Macs follow,
    /// but for Hackintool's Intel build of Xcode 14.3.1 (`Sparkle-f0ceaf5-*`).
    static let controlAlignmentCenterOne = AppKitXcodeRule(
        since: 1401, lastWithout: 1251, evidence: "Sparkle-7918c1c-SUStatus.xib", evidenceWithout: "Sparkle-99dbdcb-SUStatus.xib")
    /// Image views archive an empty `NSPlaceholderImage`, until the placeholder precedence
    /// replaces it (`symbolConfigurations`).
    static let placeholderImage = AppKitXcodeRule(
        since: 1010, lastWithout: 900, evidence: "Sparkle-b1c3b31-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib-0900")

    /// The title bar a window's minimum and maximum frame add to its content: 28 points since
    /// Xcode 12.3 (22 before), 32 since Xcode 26.
    static let bigSurTitleBar = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUStatus.xib", evidenceWithout: "Sparkle-d01298c-SUStatus.xib")
    static let tahoeTitleBar = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-AerialWindow.xib", evidenceWithout: "Sparkle-f0ceaf5-SUStatus.xib")

    /// Xcode 11.0 to 11.4.1 gave the system font `NSfFlags` 787 and the small system font 1558.
    static let catalinaFontFlags = AppKitXcodeRule(
        since: 1100, lastWithout: 1020, evidence: "Sparkle-1ff1577-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib")
    static let bigSurFontFlags = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUStatus.xib", evidenceWithout: "Sparkle-d01298c-SUStatus.xib")
    /// A color space's ICC profile as plain data; before, an `NSMutableData` object.
    static let plainICCProfile = AppKitXcodeRule(
        since: 1130, lastWithout: 1100, evidence: "Sparkle-ec15362-SUUpdatePermissionPrompt.xib-1130",
        evidenceWithout: "Sparkle-1ff1577-SUStatus.xib")
    /// Xcode 11.0 alone wrote a text field's `NSLineBreakStrategy` (0).
    static let textFieldLineBreakStrategy = AppKitXcodeRule(
        since: 1100, lastWithout: 1020, evidence: "Sparkle-1ff1577-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib")
    static let textFieldLineBreakStrategyDropped = AppKitXcodeRule(
        since: 1130, lastWithout: 1100, evidence: "Sparkle-ec15362-SUUpdatePermissionPrompt.xib-1130",
        evidenceWithout: "Sparkle-1ff1577-SUStatus.xib")
    /// `NSpiFlags` without 0x8 (set on every progress indicator before).
    static let progressIndicatorFlagsWithout8 = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUStatus.xib", evidenceWithout: "Sparkle-d01298c-SUStatus.xib")
    /// Xcode 10.2 to 11.4.1 gave bezeled buttons an empty `NSSubviews`.
    static let bezeledButtonSubviews = AppKitXcodeRule(
        since: 1020, lastWithout: 1010, evidence: "Sparkle-558cfd2-SUStatus.xib", evidenceWithout: "Sparkle-b1c3b31-SUStatus.xib")
    static let bezeledButtonSubviewsDropped = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUStatus.xib", evidenceWithout: "Sparkle-d01298c-SUStatus.xib")

    /// Touch Bars, file-promise drags and system colors' fallbacks in a calibrated color space
    /// (before, a calibrated white of the color's own value, with no profile): Xcode 9.
    static let touchBar = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUStatus.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    static let imageDragPromises = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUStatus.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    /// A check box's box as its alternate image only; before, as its normal image too, flagged
    /// 0x40000 in `NSButtonFlags`.
    static let checkBoxNormalImageDropped = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUStatus.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    /// A view with a fixed frame translates its autoresizing mask whatever the document says;
    /// before, Xcode 7 placed it by constraints of its own.
    static let fixedFramesTranslateTheirMask = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUStatus.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    static let calibratedFallbacks = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUStatus.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    static let controlValues = AppKitXcodeRule(
        since: 1100, lastWithout: 1020, evidence: "Sparkle-1ff1577-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib")
    /// `NSWTFlags` without 0x10000000, which every window of Xcode 9 and older sets.
    static let windowFlagsWithout10000000 = AppKitXcodeRule(
        since: 1010, lastWithout: 900, evidence: "Sparkle-b1c3b31-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib-0900")
    static let imageViewSubviews = AppKitXcodeRule(
        since: 1010, lastWithout: 900, evidence: "Sparkle-b1c3b31-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib-0900")
    /// A button cell's font no longer doubles as its `NSAlternateImage` (flagged 0x20000 in
    /// `NSButtonFlags`): the key equivalent's font of older AppKits.
    static let keyEquivalentFontDropped = AppKitXcodeRule(
        since: 1100, lastWithout: 1020, evidence: "Sparkle-1ff1577-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib")
    /// Menu items' key-equivalent localization and mirroring and their representation flag.
    static let menuItemLocalization = AppKitXcodeRule(
        since: 1610, lastWithout: 1130, evidence: "flutter-ai-chat-db7052b-MainMenu.xib",
        evidenceWithout: "Sparkle-ec15362-SUUpdatePermissionPrompt.xib-1130")
    static let disclosureKeyEquivalentFontDropped = AppKitXcodeRule(
        since: 1010, lastWithout: 900, evidence: "Sparkle-b1c3b31-SUStatus.xib", evidenceWithout: "Sparkle-558cfd2-SUStatus.xib-0900")
    static let layoutGuides = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUStatus.xib", evidenceWithout: "Sparkle-d01298c-SUStatus.xib")
    static let classReferences = AppKitXcodeRule(
        since: 1251, lastWithout: 1240, evidence: "Sparkle-99dbdcb-SUStatus.xib", evidenceWithout: "Sparkle-c5add68-SUStatus.xib")
    static let symbolConfigurations = AppKitXcodeRule(
        since: 1401, lastWithout: 1251, evidence: "Sparkle-7918c1c-SUStatus.xib", evidenceWithout: "Sparkle-99dbdcb-SUStatus.xib")
    static let xcode26Keys = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-AerialWindow.xib", evidenceWithout: "Sparkle-f0ceaf5-SUStatus.xib")

    /// Scroll views with a pan gesture recognizer.
    static let scrollViewGestures = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    /// Clip views without `NSvFlags` 0x800, which Xcode 7's set.
    static let clipViewFlagsWithout800 = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    /// The pan gesture recognizer's delegate, its scroll view.
    static let panRecognizerDelegate = AppKitXcodeRule(
        since: 1100, lastWithout: 1020, evidence: "Sparkle-1ff1577-SUUpdatePermissionPrompt.xib",
        evidenceWithout: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020")
    /// Scrollers host a layer tree when the build Mac shows legacy scrollers (Sparkle's builds
    /// whose tables' corner views are not hidden); not with Xcode 7.3's, nor with overlay
    /// scrollers (Xcode 9.0's and 11.4's builds of `SUUpdatePermissionPrompt`).
    static let legacyScrollerLayers = AppKitXcodeRule(
        since: 1010, lastWithout: 730, evidence: "Sparkle-b1c3b31-SUUpdatePermissionPrompt.xib",
        evidenceWithout: "Sparkle-3a0955b-SUUpdatePermissionPrompt.xib")
    /// Scrollers host a layer tree by their scroll view's border and hiding, whatever the build
    /// Mac's scrollers (viraptor's `test-table-no-header`, built with legacy scrollers, does not).
    static let scrollerLayersByDocument = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-CustomVideos.xib",
        evidenceWithout: "Sparkle-f0ceaf5-SUUpdatePermissionPrompt.xib")

    /// A table's corner view is shown beside overlay scrollers too: Aerial's, built on a Mac
    /// showing them (its clip views keep their room under shown scrollers), are not hidden where
    /// Xcode 11.4.1's beside overlay scrollers were.
    static let cornerViewsShownBesideOverlayScrollers = AppKitXcodeRule(
        since: 2600, lastWithout: 1141, evidence: "Aerial-29101a6-SidebarViewController.xib",
        evidenceWithout: "Sparkle-d01298c-SUUpdatePermissionPrompt.xib-1141")

    /// A table's `NSvFlags` hold the width and height sizable bits whatever its mask says.
    static let tablesSizeWithTheirClipView = AppKitXcodeRule(
        since: 1100, lastWithout: 1020, evidence: "Sparkle-1ff1577-SUUpdatePermissionPrompt.xib",
        evidenceWithout: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020")

    /// A size constraint (no second item) archives no second attribute; Xcode 7 archived it as 0.
    static let sizeConstraintsWithoutSecondAttribute = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUUpdateAlert.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdateAlert.xib-0730")

    /// A web view accepts file promises and WebKit's own drags.
    static let webViewPromisedDrags = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUUpdateAlert.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdateAlert.xib-0730")

    /// A web view's preferences archive the document's values (font sizes, plug-ins, Java,
    /// JavaScript windows) in Xcode 7.3: all three of its builds of `SUUpdateAlert` hold them, 7.2's
    /// and 9.0's do not (`webPreferencesValuesLeftOut`).
    static let webPreferencesValues = AppKitXcodeRule(
        since: 730, lastWithout: 720, evidence: "Sparkle-3a0955b-SUUpdateAlert.xib-0730",
        evidenceWithout: "Sparkle-c0bda0c-SUUpdateAlert.xib-0720")
    static let webPreferencesValuesLeftOut = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUUpdateAlert.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdateAlert.xib-0730")

    /// A wrapping label placed by constraints archives a preferred width only when the document
    /// gives one; Xcode 7 archived its automatic width.
    static let preferredWidthOnlyWhenGiven = AppKitXcodeRule(
        since: 900, lastWithout: 730, evidence: "Sparkle-558cfd2-SUUpdateAlert.xib-0900",
        evidenceWithout: "Sparkle-3a0955b-SUUpdateAlert.xib-0730")

    /// The constraints of one view by attribute (a view's own) or by what they place a subview
    /// against, axis and attributes (viraptor's `layout-guide`: trailing, leading, top;
    /// `AppKitNibBuilder.archiveOrder(ofConstraints:heldBy:)`), where older Xcodes keep the
    /// document's order (Sparkle's `SUUpdateAlert` question field: height ≤ 28, then ≥ 14).
    static let constraintsByAxisAndAttribute = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-WelcomeViewController.xib",
        evidenceWithout: "Sparkle-f0ceaf5-SUUpdateAlert.xib")

    /// Tables as macOS 11 draws them: a 28-point header (its corner view as high), header cells
    /// in the subheadline text style whatever font the document gives, and a table its columns
    /// nearly fill laid out again (`AppKitNibBuilder.bigSurColumnShrink`).
    static let bigSurTables = AppKitXcodeRule(
        since: 1230, lastWithout: 1141, evidence: "Sparkle-0e162c9-SUUpdatePermissionPrompt.xib-1230",
        evidenceWithout: "Sparkle-d01298c-SUUpdatePermissionPrompt.xib-1141")
    /// A nib with a table gets a variant for macOS 11 and later (`keyedobjects-110000.nib`),
    /// whose tables have the plain style and columns that fill them
    /// (`AppKitNibBuilder.macOS11ColumnWidths`), beside the one for older systems.
    static let tableStyleVariant = AppKitXcodeRule(
        since: 1240, lastWithout: 1230, evidence: "Sparkle-c5add68-SUUpdatePermissionPrompt.xib",
        evidenceWithout: "Sparkle-0e162c9-SUUpdatePermissionPrompt.xib-1230")
    /// A column the document gives no identifier archives an automatic one
    /// (`AppKitNibBuilder.automaticColumnIdentifierPrefix`).
    static let automaticColumnIdentifiers = AppKitXcodeRule(
        since: 1401, lastWithout: 1251, evidence: "Sparkle-7918c1c-SUUpdatePermissionPrompt.xib",
        evidenceWithout: "Sparkle-99dbdcb-SUUpdatePermissionPrompt.xib")
    /// A font with a text style says it has no width trait (`NSHasWidth`).
    static let fontWidthTrait = AppKitXcodeRule(
        since: 1431, lastWithout: 1401, evidence: "Sparkle-f0ceaf5-SUUpdatePermissionPrompt.xib",
        evidenceWithout: "Sparkle-7918c1c-SUUpdatePermissionPrompt.xib")
    /// A table's `NSvFlags` without `0x1000`.
    static let tableViewFlagsWithout1000 = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-VideosViewController.xib",
        evidenceWithout: "Sparkle-f0ceaf5-SUUpdatePermissionPrompt.xib")
    /// A table's corner view 17 points wide; before, 15.
    static let widerCornerViews = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-VideosViewController.xib",
        evidenceWithout: "Sparkle-f0ceaf5-SUUpdatePermissionPrompt.xib")
    /// A text style's descriptor lists its size category first and its size last; before, the
    /// other way round.
    static let textStyleCategoryFirst = AppKitXcodeRule(
        since: 2600, lastWithout: 1431, evidence: "Aerial-29101a6-VideosViewController.xib",
        evidenceWithout: "Sparkle-f0ceaf5-SUUpdatePermissionPrompt.xib")

    /// Every rule above, for the tests that check each against its pair.
    static let all: [AppKitXcodeRule] = [
        nibArchiveForNewSystems, controlSize2OnlyWhenLarge, controlSize2, controlHuggingDefaults, imageDragTypesWithoutEPS,
        controlAlignmentCenterOne, placeholderImage, bigSurTitleBar, tahoeTitleBar, catalinaFontFlags, bigSurFontFlags,
        plainICCProfile, textFieldLineBreakStrategy, textFieldLineBreakStrategyDropped, progressIndicatorFlagsWithout8,
        bezeledButtonSubviews, bezeledButtonSubviewsDropped, touchBar, imageDragPromises, checkBoxNormalImageDropped,
        fixedFramesTranslateTheirMask, calibratedFallbacks, controlValues, imageViewSubviews, keyEquivalentFontDropped,
        disclosureKeyEquivalentFontDropped, windowFlagsWithout10000000, menuItemLocalization, layoutGuides, classReferences,
        symbolConfigurations, xcode26Keys, scrollViewGestures, panRecognizerDelegate, legacyScrollerLayers,
        scrollerLayersByDocument, cornerViewsShownBesideOverlayScrollers, tablesSizeWithTheirClipView, clipViewFlagsWithout800,
        sizeConstraintsWithoutSecondAttribute, webViewPromisedDrags, webPreferencesValues, webPreferencesValuesLeftOut,
        preferredWidthOnlyWhenGiven, constraintsByAxisAndAttribute,
        bigSurTables, textStyleCategoryFirst,
        tableStyleVariant, automaticColumnIdentifiers, fontWidthTrait, tableViewFlagsWithout1000,
        widerCornerViews, constraintsV2, xcode7Archives, plainPrototypingIdentifier,
    ]

    /// Features the pairs show for some Xcodes only.
    static let newestXcodes = 2600...Int.max
    static let sparklesXcodes = 720...1431
    static let largeControls = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-UpdateCheckWindowController.xib")
    /// Large push buttons in a nib for systems before macOS 11, which have no large controls,
    /// laid out again at the regular size (`AppKitNibBuilder.regularLayout(ofLargePushButton:)`).
    static let largePushButtonsLaidOutRegular = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-CompanionCacheViewController.xib")
    static let radioButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-TimeViewController.xib")
    static let bevelButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-bevel-rounded-flags.xib")
    static let numberFormatters = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-numfmt-basic.xib")
    static let dateFormatters = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-textfield-formatter.xib")
    static let viewLayoutGuides = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-layout-guide.xib")
    static let segmentedControls = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Prune-9107890-Main.storyboard")
    static let squarePopUps = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Prune-9107890-Main.storyboard")
    static let matrices = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-test-matrix-flags.xib")
    static let helpButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-OverlaysViewController.xib")
    static let texturedButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-button-imagehugstitle.xib")
    static let squareButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-ThanksViewController.xib")
    static let embeddedImages = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-VideoFormatViewController.xib")
    static let roundedTextFields = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-OverlaysViewController.xib")
    static let inlineButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-SourcesViewController.xib")
    static let squareTexturedButtons = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "ibtool-1c4e662-transmission-MainMenu.xib")
    static let roundRectButtons = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-SidebarViewController.xib")
    static let popovers = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-TimeViewController.xib")
    static let buttonImages = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-ThanksViewController.xib")
    static let detachedHiddenViews = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-UpdateCheckWindowController.xib")
    static let symbolImageConfigurations = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-ReleaseViewController.xib")
    static let controlSymbolConfigurations = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-CompanionPopoverViewController.xib")
    static let viewToolbarItems = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-CustomVideos.xib")
    static let predicateEditors = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-pred-compound-chain.xib")
    static let pathControls = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-CustomVideos.xib")
    static let hierarchicalSymbols = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-NowPlayingViewController.xib")
    static let placeholderStrings = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-textfield-formatter.xib")
    static let disclosureTriangles = AppKitMeasuredXcodes(
        xcodes: sparklesXcodes, evidence: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020-d1aa6a0")
    static let arrayControllers = AppKitMeasuredXcodes(
        xcodes: sparklesXcodes, evidence: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020-d1aa6a0")
    /// Cell-based tables, which the pairs show as Xcode 7.2 to 14.3.1 wrote them (Sparkle's), and
    /// as Xcode 26 writes them (viraptor's).
    static let cellBasedTables = AppKitMeasuredXcodes(
        xcodes: 720...Int.max, evidence: "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020-d1aa6a0")
    /// A nib's tables beside their variant for macOS 11, as Xcode 12.4 to 14.3.1 wrote them
    /// (Sparkle's); for macOS 11 and later alone, as Xcode 26 writes them (viraptor's
    /// `test-sort-desc`). Aerial's nibs show how Xcode 26 sizes such tables
    /// (`tablesBesideTheirMacOS11VariantOtherThanTheirClip`), but not the rest of them: each of
    /// their scroll views holds a scroll pocket named after a memory address, and their prototype
    /// cell views are placed by no rule found.
    static let tablesBesideTheirMacOS11Variant = AppKitMeasuredXcodes(
        xcodes: 1240...1431, evidence: "Sparkle-c5add68-SUUpdatePermissionPrompt.xib")
    /// A table saved wider or narrower than its clip view beside its macOS 11 variant: the variant
    /// keeps the saved width, the nib for older systems takes the clip view's (Aerial's
    /// `CustomVideos` and `SourcesViewController`, Xcode 26).
    static let tablesBesideTheirMacOS11VariantOtherThanTheirClip = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-CustomVideos.xib")
    /// A table saved plain in a nib for systems before macOS 11, which needs no variant (Aerial's
    /// `VideosViewController`, Xcode 26).
    static let plainTablesBeforeMacOS11 = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-VideosViewController.xib")
    static let tablesForMacOS11Only = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-test-sort-desc.xib")
    /// Tables with a header view, which a clip view of its own holds in the scroll view.
    static let tableHeaderViews = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-test-sort-desc.xib")
    /// System colors whose fallback is another system color (`AppKitColors.systemColorSystemFallbacks`).
    static let systemColorsFallingBackOnSystemColors = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "Aerial-29101a6-CompanionPopoverViewController.xib")
    /// Text views, with their text network and shared data.
    static let textViews = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-test13-clip-flags.xib")
    /// Collection views, with their core and flow layout.
    static let collectionViews = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-NowPlayingViewController.xib")
    /// Image cells as a column's data cells.
    static let imageDataCells = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-imagecell-datacell-font.xib")
    /// Cell-based outline views.
    static let outlineViews = AppKitMeasuredXcodes(
        xcodes: newestXcodes, evidence: "ibtool-1c4e662-outline-2col-firstcolonly-noreorder.xib")
    /// View-based tables, their prototype cell views each in a nib of its own, which the pairs
    /// show as Xcode 26 writes them.
    static let viewBasedTables = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-outline-cellview.xib")
    /// Custom boxes (`boxType="custom"`), which the pairs show as Xcode 26 writes them.
    static let customBoxes = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-ThanksViewController.xib")
    /// WebKit's legacy web views, which the pairs show as Xcode 7.2 to 12.3 wrote them (no
    /// NIBArchive of one).
    static let legacyWebViews = AppKitMeasuredXcodes(xcodes: 720...1230, evidence: "Sparkle-0e162c9-SUUpdateAlert.xib-1230")
    /// The meta fonts the pairs show before Xcode 26 (Sparkle's); the others only as Xcode 26
    /// writes them.
    static let metaFontsOfOlderXcodes: Set<String> = ["system", "systemBold", "smallSystem", "smallSystemBold"]
    static let applicationStoryboards = AppKitMeasuredXcodes(
        xcodes: 1640...Int.max, evidence: "LeaderKey.app-e605226-Main.storyboard")
    static let viewControllerScenes = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Aerial-29101a6-Main.storyboard")
    /// Window controller scenes without a storyboard identifier or a custom class, showing a
    /// view controller.
    static let windowControllerScenes = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "Prune-9107890-Main.storyboard")
    static let otherMetaFonts = AppKitMeasuredXcodes(xcodes: newestXcodes, evidence: "ibtool-1c4e662-metafonts-extra.xib")

    /// The keys older Xcodes do not write.
    static let keysSince: [AppKitKeySince] = [
        AppKitKeySince(key: AppKitNibKey.firstAttributeV2, className: nil, rule: constraintsV2),
        AppKitKeySince(key: AppKitNibKey.secondAttributeV2, className: nil, rule: constraintsV2),
        AppKitKeySince(key: AppKitNibKey.constantV2, className: nil, rule: constraintsV2),
        AppKitKeySince(key: AppKitNibKey.minFullScreenContentSize, className: nil, rule: xcode7Archives),
        AppKitKeySince(key: AppKitNibKey.maxFullScreenContentSize, className: nil, rule: xcode7Archives),
        AppKitKeySince(key: AppKitNibKey.nibTouchBar, className: nil, rule: touchBar),
        AppKitKeySince(key: AppKitNibKey.wantsBestResolutionOpenGLSurface, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlSize, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlContinuous, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlRefusesFirstResponder, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlUsesSingleLineMode, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlTextAlignment, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlLineBreakMode, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlWritingDirection, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.controlSendActionMask, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.auxButtonType, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.childControllerCreationSelectorName, className: nil, rule: controlValues),
        AppKitKeySince(key: AppKitNibKey.subviews, className: AppKitNibClass.imageView, rule: imageViewSubviews),
        AppKitKeySince(key: AppKitNibKey.allowsKeyEquivalentLocalization, className: nil, rule: menuItemLocalization),
        AppKitKeySince(key: AppKitNibKey.allowsKeyEquivalentMirroring, className: nil, rule: menuItemLocalization),
        AppKitKeySince(key: AppKitNibKey.hiddenInRepresentation, className: nil, rule: menuItemLocalization),
        AppKitKeySince(key: AppKitNibKey.safeAreaLayoutGuide, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.layoutMarginsGuide, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.clipsToBounds, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.windowSubtitle, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.namespaceID, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.designSize, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.designImageConfiguration, className: nil, rule: layoutGuides),
        AppKitKeySince(key: AppKitNibKey.classReference, className: nil, rule: classReferences),
        AppKitKeySince(key: AppKitNibKey.shadowedSymbolConfiguration, className: nil, rule: symbolConfigurations),
        AppKitKeySince(key: AppKitNibKey.imageViewPlaceholderPrecedence, className: nil, rule: symbolConfigurations),
        AppKitKeySince(key: AppKitNibKey.fontDescriptorOptions, className: nil, rule: symbolConfigurations),
        AppKitKeySince(key: AppKitNibKey.fontHasWidth, className: nil, rule: fontWidthTrait),
        AppKitKeySince(key: AppKitNibKey.bezelStyle, className: AppKitNibClass.buttonCell, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.controlView, className: AppKitNibClass.imageCell, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.imageAnimation, className: nil, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.resolvesNaturalAlignmentWithBaseWritingDirection, className: nil, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.allowsWritingTools, className: nil, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.textFieldAllowsWritingToolsAffordance, className: nil, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.linearExposure, className: nil, rule: xcode26Keys),
        AppKitKeySince(key: AppKitNibKey.controlSizeExtraLarge, className: nil, rule: xcode26Keys),
    ]

    /// The nib without the keys the Xcode to match does not write yet; every rule whose key the
    /// nib holds counts as consulted.
    static func removingNewerKeys(from nib: AppKitNib, options: CompileOptions, consulted: AppKitConsultedRules) -> AppKitNib {
        let present = Set(
            nib.objects.flatMap { object -> [String] in
                switch object.content {
                case .values(let entries): entries.map(\.key)
                case .classSwapper(let swapper): swapper.values.map(\.key)
                case .customObject(let custom): custom.classReference == nil ? [] : [AppKitNibKey.classReference]
                case .connection(.outlet): [AppKitNibKey.childControllerCreationSelectorName]
                default: []
                }
            })
        consulted.rules.formUnion(keysSince.filter { present.contains($0.key) }.map(\.rule))
        let dropped = keysSince.filter { !options.follows($0.rule) }
        guard !dropped.isEmpty else { return nib }
        let everywhere = Set(dropped.filter { $0.className == nil }.map(\.key))
        var nib = nib
        for index in nib.objects.indices {
            let className = nib.objects[index].className
            let keys = everywhere.union(dropped.filter { $0.className == className }.map(\.key))
            let kept = { (entry: NibGraph.Entry) in !keys.contains(entry.key) }
            switch nib.objects[index].content {
            case .values(let entries):
                nib.objects[index].content = .values(NibGraph.Entries(entries.filter(kept)))
            case .classSwapper(var swapper):
                let position = swapper.namePosition.map { swapper.values[..<min($0, swapper.values.count)].filter(kept).count }
                swapper.values = swapper.values.filter(kept)
                swapper.namePosition = position
                nib.objects[index].content = .classSwapper(swapper)
            case .connection(.outlet(let source, let destination, let label, _))
            where keys.contains(AppKitNibKey.childControllerCreationSelectorName):
                nib.objects[index].content = .connection(
                    .outlet(source: source, destination: destination, label: label, creationSelector: nil))
            case .customObject(var object) where keys.contains(AppKitNibKey.classReference):
                object.classReference = nil
                nib.objects[index].content = .customObject(object)
            default:
                continue
            }
        }
        return nib
    }
}

extension CompileOptions {
    /// Whether the Xcode to match follows `rule`.
    func follows(_ rule: AppKitXcodeRule) -> Bool {
        xcode(atLeast: rule.since)
    }

    /// Whether the pairs show `feature` as the Xcode to match writes it.
    func isMeasured(_ feature: AppKitMeasuredXcodes) -> Bool {
        feature.xcodes.contains(xcodeVersion?.number ?? Int.max)
    }
}
