import IBSource

/// Version rules of Xcode's UIKit output that the storyboard and xib compilers both follow.
enum UIKitXcodeRules {
    /// The oldest Xcode whose iOS nibs the compiler writes: QBImagePicker's Xcode 6.4, the oldest
    /// of the pairs and study pairs (then 7.2 and 7.3); older Xcodes are refused.
    static let oldestWritten = CompileOptions.XcodeVersion(number: 640)

    /// ibtool's refusal of a document that builds for a system before iOS 7, since Xcode 9: the
    /// "Builds for" its `<deployment version>` names (`IBDeployment.iOSVersion`), else the
    /// deployment target ibtool is given. No pair shows it; public build logs and fixes do:
    /// airbitz-ios-gui's `GTMOAuth2ViewTouch.xib` builds for iOS 4.0 (`version="1024"`) until the
    /// commit "Fixes ib compilable for XCode 9" (bb07e2ce) raises it to 7.0 (`1792`), the fix its
    /// issue #12 reports for exactly this message; RTSP-Server-iOS's and UAProgressView's
    /// storyboards, which name no version, fail with Xcode 13 in targets of iOS 6.0 until the
    /// target is raised. Older Xcodes compiled such documents (mixpanel's, saved for iOS 6.0 as
    /// their `defaultVersion`, are pairs of Xcode 7.3), as the compiler does for them.
    static let earliestBuildTarget = (major: 7, minor: 0)
    static let earliestBuildTargetRefusal = "Compiling IB documents for earlier than iOS 7 is no longer supported."

    /// Whether ibtool refuses a document that builds for `version` (nil: the deployment target).
    static func refusesBuilding(forIOS version: (major: Int, minor: Int)?, _ options: CompileOptions) -> Bool {
        guard options.xcode(atLeast: 900) else { return false }
        guard let version else { return options.deploymentTarget(before: earliestBuildTarget.major, earliestBuildTarget.minor) }
        return version < earliestBuildTarget
    }

    /// Whether Interface Builder lays out a document with size classes and no `<device>` on the
    /// 600 × 600 points of the any-width, any-height base size rather than on a phone: so with
    /// Xcode 10.0 and 11.6 to 13 (the DYModal pairs' launch screen, 375 × 667 with 10.1 to 11.5;
    /// a study pair's xib of 12.0 whose top-level table view saves 375 × 667). The device is
    /// Interface Builder's default, which the document does not record: this best fit misses one
    /// study pair (a 12.4 launch screen at 375 × 667).
    static func laysOutDeviceFreeDocumentsAtBaseSize(_ options: CompileOptions) -> Bool {
        options.xcode(in: 1000..<1010) || options.xcode(in: 1160..<1400)
    }

    /// Whether a navigation controller's bar is archived as Xcode 10.0's simulator (iOS 12.0)
    /// encodes it: hugging vertically at 750 and holding its items in an immutable array (the
    /// NYTSample study pair). Xcode 6.4 to 9.1 (QBImagePicker, aws-sdk-ios and study pairs) and 11.0
    /// to 16.4 (study pairs) archive `{250, 250}`, and a mutable array where the bar has items; no
    /// pair shows 10.1 to 10.3.
    static func archivesIOS12NavigationBar(_ options: CompileOptions) -> Bool {
        options.xcode(in: 1000..<1010)
    }

    /// Whether a nib archives the SF Symbol `name` itself rather than a placeholder that names
    /// it: in a nib that loads before iOS 14, whose image placeholders cannot name a system
    /// symbol, a symbol that system has (Xcode 11.3's single nib for iOS 13.1, the
    /// EntertainmentWorld study pairs' tab bar item `tv`; Xcode 12.1's `runtime.nib` beside
    /// `objects-14.0+.nib`, CookAssistant's `star` and `checkmark.circle.fill`, while its symbols
    /// of iOS 14 stay placeholders). The image holds the symbol's own metrics (baseline offset,
    /// alignment and content insets) from the SF Symbols font, which the compiler does not have.
    static func archivesSymbolImage(_ name: String, _ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1100) && options.deploymentTarget(before: 14) && SystemSymbolAvailability.introduction(of: name) == nil
    }

    /// Whether system colors take iOS 26's values (`UIKitColors.iOS26SystemColors`): Xcode
    /// archives the color its simulator's UIKit resolves a name to, not the components the
    /// document saved (the pairs: WorkFlowTestingApp's systemGroupedBackgroundColor as 242/255 with
    /// Xcode 13.4.1, EntertainmentWorld's systemOrangeColor as 149/255 with 11.3).
    static func archivesIOS26SystemColors(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether a navigation item archives its title as an attributed string too
    /// (`UIAttributedTitle`): iOS 26.1's UINavigationItem keeps one, iOS 18.2's a plain string
    /// (both decompiled); no iOS pair of Xcode 26 shows one.
    static func archivesNavigationItemAttributedTitle(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether a space bar button item archives that it hides its bar's shared background
    /// (`UIHidesSharedBG`): iOS 26's bars, whose items share one (UIBarButtonItem, decompiled).
    static func archivesBarItemSharedBackground(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether a button configuration archives its symbol content transition, nil
    /// (`UIButtonConfigurationSymbolContentTransition`): iOS 26.1's encoder writes it always
    /// (decompiled); Xcode 16.4's configurations have none (TestDemo).
    static func archivesSymbolContentTransition(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether button configurations take iOS 26's design (Liquid Glass), whose dynamic corner
    /// style rounds a background by 17 rather than 5.95 (UIButtonConfiguration's
    /// `_initWithBehaviors:`, iOS 26.1). No pair shows it; that Interface Builder 26's UIKit runs
    /// with the design shows in the separatorColor it saves, the design's variant at 0.12 that
    /// UIKit picks under the same switch (`_UISolariumEnabled`; NetNewsWire's documents).
    static func buttonConfigurationsUseIOS26Design(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// The separator a prototype table cell keeps below its content view, which the content view
    /// is then at most the cell's height less: a point before Xcode 8 (mixpanel's survey cell of
    /// 44 and QBImagePicker's album cell of 86, Xcode 7.3.1: content views of 43 and 85; a study
    /// pair of 7.2 saves 89 of 90), half a point in Xcode 8 and 9 (the aws-sdk and mapbox pairs,
    /// 9.1; taken to change with Xcode 8's canvas at a device's scale), none from Xcode 10, which
    /// keeps the content view the document saves (study pairs of 10.1, 11.7 and 12.0).
    static func separatorSpaceBelowCellContent(_ options: CompileOptions) -> Double? {
        if options.xcode(atLeast: 1000) { return nil }
        return options.xcode(atLeast: 800) ? 0.5 : 1
    }

    /// The thickness of a table view cell's separator view, which every Xcode archives as the
    /// cell's second subview (not the space above, `separatorSpaceBelowCellContent`): half a point
    /// from Xcode 9 to 10.0 (aws-sdk's prototype cells, 9.1; a study pair of 10.0), one point
    /// before and after (QBImagePicker 6.4 and 7.3, study pairs of 7.2 and 10.1; DYModal 10.2,
    /// WorkFlowTestingApp 13.4.1).
    static func cellSeparatorThickness(_ options: CompileOptions) -> Double {
        options.xcode(in: 900..<1010) ? 0.5 : 1
    }

    /// The row height UIKit gives a table before iOS 11, whose encoder then leaves it out: Xcode
    /// 7.3.1 archives no `UIRowHeight` for mixpanel's survey table of 44 points (its section
    /// heights of 22 it archives), where a study pair of Xcode 12.0 archives 44. Taken to change
    /// with iOS 11's SDK (Xcode 9), whose tables size their rows themselves by default; nil from
    /// then on.
    static func defaultRowHeight(_ options: CompileOptions) -> Double? {
        options.xcode(atLeast: 900) ? nil : 44
    }

    /// Whether the proxies a storyboard's view and prototype cell nibs have for objects of other
    /// nibs are numbered `UpstreamPlaceholder-1`, `-2`, … in each nib, as from Xcode 11.5 (study
    /// pairs of 11.5, 11.7, 12.0 to 15.1; DYModal 11.6, WorkFlowTestingApp 13.4.1, TestDemo 16.4).
    /// Xcode 6.4 to 11.3 name each with an id drawn at random (`UpstreamPlaceholder-qHX-Am-mtm`:
    /// QBImagePicker, mixpanel, aws-sdk, mapbox, DYModal 10.2 and 11.3, study pairs of 7.2 to
    /// 11.3), so that no two are equal: a tab bar controller's nib of 11.3 names its four
    /// children's placeholders apart, where numbered names would be one shared string.
    static func numbersUpstreamPlaceholders(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1150)
    }

    /// Whether a text view without a color of its own holds labelColor, which its encoder then
    /// writes as `UITextColor` and in its attributed text: iOS 26.1's UITextView sets it in its
    /// typing attributes when it is made (UIKit's text view defaults, decompiled). No pair holds a
    /// text view without a color; before Xcode 26 what UIKit gave it is not known.
    static func textViewsDefaultToLabelColor(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether a medium or large activity indicator's default tint is known for this Xcode: the
    /// encoder that writes it is iOS 26.1's (decompiled); an older one of the modern styles' era
    /// writes it alike, but no pair shows which color it was then.
    static func archivesIndicatorDefaultTintStrictly(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether a vibrancy, or a blur that adapts to the interface style (regular, prominent), is
    /// archived as this Xcode's UIKit writes it: iOS 18.2's and 26.1's blur and vibrancy encoders
    /// write them alike (decompiled); no pair holds one, and an older UIKit's encoder is not known.
    static func archivesDecompiledEffectsStrictly(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1600)
    }

    /// Whether a filled button configuration is archived as this Xcode's UIKit makes and resolves
    /// it: the filled style's number and background, the resolved tint, are iOS 18.2's and 26.1's
    /// (decompiled); no pair holds one.
    static func archivesFilledButtonConfigurationsStrictly(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1600)
    }

    /// Whether a button configuration's image and preferred symbol configuration are archived as
    /// this Xcode's UIKit writes them: iOS 18.2's and 26.1's UIButtonConfiguration encode them as
    /// set, and resolving the configuration for its button leaves them so (decompiled); no pair
    /// holds one.
    static func archivesButtonConfigurationImagesStrictly(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1600)
    }

    /// Whether a date picker preserves its superview's layout margins without the document
    /// saying so: UIDatePicker sets it when it is made, for apps of a newer SDK than an
    /// unnamed one (`_setUpInitialValues`, iOS 26.1's UIKitCore), and ibtool's picker is one; the
    /// document saves `preservesSuperviewLayoutMargins="NO"` only to turn it off. No pair holds a
    /// date picker: best fit, from Xcode 12, whose iOS 14 SDK brought the pickers' new styles and
    /// the layout margins workaround beside this setting (`_workaround66574039`).
    static func datePickerPreservesSuperviewMargins(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1200)
    }

    /// Whether a slider archives its behavioral style (`UIBehavioralStyle`, 0 for the default):
    /// UISlider's encoder writes it always (iOS 26.1's), the style came with the iOS 15 SDK
    /// (Xcode 13), and Xcode 11.7's slider has none (a study pair's `CTSlider`). No pair shows a
    /// slider of Xcode 12 to 26: best fit, from Xcode 13.
    static func archivesSliderBehavioralStyle(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1300)
    }

    /// Whether a segmented control of a style other than plain (bar, bordered, bezeled, all
    /// deprecated) is archived as a plain one: iOS 26.1's UISegmentedControl encodes no style and
    /// its segments style 5 whatever the control's, as the plain controls of Xcode 11 to 14 do
    /// (study pairs). From Xcode 26, whose simulator's UIKit that encoder is; before, no pair
    /// shows another style.
    static func archivesNoSegmentedControlStyle(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 2600)
    }

    /// Whether a button leaves out a font that is UIKit's button font (`UIKitFonts.isButtonFont`):
    /// Xcode 11.7 does (a study pair's interstitial buttons, in its four variants), 13.4.1 does
    /// not (WorkFlowTestingApp's sign-in button, `Account.storyboard`); both write the 15-point
    /// system font a system button has by default. No pair shows such a button built by another
    /// Xcode: best fit, before Xcode 13, whose buttons archive their configuration.
    static func leavesOutButtonFont(_ options: CompileOptions) -> Bool {
        !options.xcode(atLeast: 1300)
    }

    /// The ColorSync Xcode converts a color-matched document's calibrated colors through: the
    /// one that does not keep a gray neutral with Xcode 10 and 11 (study pairs of 10.1, 11.5 and
    /// 11.7, `IBColorSpace.ColorSync.grayDrifting`), the neutral one from Xcode 13.4.1
    /// (WorkFlowTestingApp, study pairs of 15.1). No pair of 12.x to 13.3 has a calibrated color;
    /// Xcode 9.1's (aws-sdk, mapbox) and 8.2.1's fit neither.
    static func colorSync(_ options: CompileOptions) -> IBColorSpace.ColorSync {
        options.xcode(in: 1000..<1200) ? .grayDrifting : .neutral
    }

    /// Whether the constraints placing one view are archived in Xcode's order of them
    /// (`LayoutConstraintSource.placingOrderKey`) rather than the document's: from Xcode 15 (study
    /// pairs of 15.0.1, 15.1 and 16.4: 47 of 49 runs; the two others, a 16.3 pair's, place a
    /// view's height before its holder's bottom), where the 1,134 runs of the pairs of Xcode 14
    /// and older keep the document's order.
    static func ordersConstraintsPlacingAView(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1500)
    }

    /// Whether a table view cell whose selection style is not the default and which has no
    /// background color of its own archives the system background view of iOS 14's background
    /// configurations, with the plain cell background as its compatibility color:
    /// WorkFlowTestingApp's MovieReviewCell (gray, Xcode 13.4.1) and metamap's
    /// MFDocumentTableViewCell (none, an Xcode of 16 or later). A cell with a background color of
    /// its own has none (the gray MovieListCell, 13.4.1; metamap's MFCountryTableViewCell, none),
    /// nor has any cell of the default selection style in the pairs and study pairs.
    static func givesSelectionStyledCellsSystemBackgrounds(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1200)
    }

    /// Whether `UIBackgroundConfiguration`'s keys are known for the Xcode's SDK: from the cell
    /// of 13.4.1 and the buttons of 14.1 to 16.4 (`UIKitBackgroundConfiguration`); no pair of
    /// Xcode 12 has one.
    static func knowsBackgroundConfigurationKeys(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1300)
    }

    /// Whether a view's background color that is one of UIKit's accent colors
    /// (`UIKitColors.accentColors`) is archived wrapped in a modified color that changes nothing:
    /// so with Xcode 11.0 and 11.3 (study pairs: GoogleBookAPI's green, purple and red and
    /// ParsingJSON's teal views, EntertainmentWorld's orange one), 13.4.1 (WorkFlowTestingApp's
    /// gray options view in MovieDetail) and 14.2 and 14.3 (study pairs' purple and pink
    /// configured buttons); 16.4 archives the color itself (TestDemo's green button). Other uses
    /// of the colors are themselves (13.4.1's blue tints, 15.0.1's pink text), as are the
    /// background system colors (11.0's and 13.4.1's systemBackgroundColor views). No pair of 15
    /// has an accent background.
    static func modifiesAccentBackgrounds(_ options: CompileOptions) -> Bool {
        options.xcode(in: 1100..<1500)
    }

    /// Whether the SDK of the Xcode knows the pointer (iOS 13.4's, from Xcode 11.4): gesture
    /// recognizers then take its touches and a pan its scroll types (study pairs of 11.7 and 12.0,
    /// WorkFlowTestingApp 13.4.1; food-tracker 7.2, mapbox 9.1 and study pairs of 11.3 without).
    static func knowsPointerInput(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1140)
    }

    /// Whether a text saved without a color takes iOS 13's `labelColor`, which follows trait
    /// changes, rather than black (from Xcode 11: study pairs of 11.3 and 12.1; before, mapbox 9.1).
    static func defaultsTextToLabelColor(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1100)
    }

    /// Whether labels and text fields archive whether they keep their text color through trait
    /// changes: from Xcode 8 (Fusuma 8.1, study pairs of 8.2 and later), not 7.3 and older
    /// (XLActionController, mixpanel; the food-tracker study pairs of 7.2).
    static func archivesTextColorUpdateFlags(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 800)
    }

    /// Whether a table view is archived with the content size Interface Builder laid it out at
    /// (its width, no height) before Xcode 10 (Fusuma 8.1, the aws-sdk pairs of 9.1); from 10 only a
    /// table with a header or footer view is, of their heights (NYTSample 10.0, DYModal 10.2 to
    /// 11.6; OmiseSDK 11.7).
    static func archivesLaidOutTables(_ options: CompileOptions) -> Bool {
        !options.xcode(atLeast: 1000)
    }

    /// Whether a collection view is archived as Interface Builder laid it out with no items: its
    /// content size and its section header and footer views as subviews, before Xcode 10
    /// (QBImagePicker 6.4 and 7.3, Fusuma 8.1, mapbox 9.1), where Xcode 10 stopped writing a
    /// table's laid-out content (NYTSample 10.0) and no later pair's collection view has either
    /// (study pairs of 11.0 and 11.2, the 11.2 one a copy of QBImagePicker's with its footer).
    static func archivesLaidOutCollectionViews(_ options: CompileOptions) -> Bool {
        !options.xcode(atLeast: 1000)
    }

    /// The pixels per point of the canvas on which Xcode before 10 lays a collection view's
    /// prototype cells out at its flow layout's item size, which it archives rather than the
    /// cell's saved size (`archivesLaidOutCollectionViews`): whole points with Xcode 6
    /// (QBImagePicker a234931, 6.4: an item of 77.5 archived 78, the cell saved 50 wide), half
    /// points from 7 (6d16a6f, 7.3: 77.5, the cell saved 78). Nil where the saved size stays
    /// (a study pair of 11.2 keeps that cell's 78; mapbox's cells of 9.1 are saved at the item size).
    static func collectionCellLayoutScale(_ options: CompileOptions) -> Double? {
        guard archivesLaidOutCollectionViews(options) else { return nil }
        return options.xcode(atLeast: 700) ? 2 : 1
    }

    /// How much narrower than its cell Xcode archives the content view of a prototype cell with a
    /// disclosure indicator, where Interface Builder lays the cell out rather than keeping the
    /// saved width: 26 points before Xcode 8 (QBImagePicker's album cell, 600 wide: 574 with 6.4,
    /// which saves no frame, and with 7.3, which saves 567). Nil from Xcode 8, which keeps the
    /// saved width (study pairs of 10.0, 11.2 and 11.3: 34, 33 and 31 points narrower).
    static func laidOutDisclosureContentInset(_ options: CompileOptions) -> Double? {
        options.xcode(atLeast: 800) ? nil : 26
    }

    /// The height Xcode archives a navigation controller's bar at where Interface Builder lays it
    /// out rather than keeping the document's: UIKit's 50 points of a bar without a compact size
    /// class (iOS 12's), which Xcode 12 and later always write (study pairs of 12.0 to 15.1, one
    /// bar saved 56 high; WorkFlowTestingApp 13.4.1, TestDemo 16.4), 10.0 too (a study pair on a
    /// 4.7-inch phone), and 10.1 to 11.7 for a document with no device (LeadsBoosters'
    /// QBImagePicker, 11.2, saved by Xcode 6, its toolbar as well). Nil where the document's
    /// height stays: 10.1 to 11.7 on the document's phone (EntertainmentWorld 11.3, OmiseSDK
    /// 11.7) and older Xcodes (aws-sdk 9.1, food-tracker 7.2, QBImagePicker 6.4 and 7.3).
    static func navigationBarLayoutHeight(_ options: CompileOptions, documentHasDevice: Bool) -> Double? {
        let laysOut = options.xcode(atLeast: 1200) || options.xcode(in: 1000..<1010) || (options.xcode(atLeast: 1000) && !documentHasDevice)
        return laysOut ? 50 : nil
    }

    /// The width Xcode archives a navigation controller's bar and toolbar at: none from Xcode 9,
    /// which leaves them to the controller (aws-sdk 9.1 and later); 320 points before, whatever
    /// the document's width (study pairs of 7.2, and 8.2.1 with 375 saved; QBImagePicker 6.4
    /// and 7.3).
    static func navigationBarWidth(_ options: CompileOptions) -> Double {
        options.xcode(atLeast: 900) ? 0 : 320
    }

    /// Whether a top-level object's trait storage list names among its descendants the views that
    /// its varied constraints constrain, beside the constraints: Xcode 10.2, 10.3 and 12.5 do
    /// (SwiftMessages' CenteredView, whose stack view is listed only so), 13.4.1 too
    /// (WorkFlowTestingApp's MovieVideoCell, whose label is); 9.0.1 and 9.1 list the varied
    /// constraints alone (mixpanel's `~ipad` takeovers). The views a view's masked constraints
    /// place are listed whatever the Xcode (`UIKitNibBuilder.traitStorageLists`).
    static func listsConstrainedViewsAsTraitDescendants(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1000)
    }

    /// Whether a nib's actions are sorted by their event mask before their selector: Xcode 15
    /// does (a study pair of 15.0.1 lists three touch-up-inside actions before a switch's
    /// value-changed `openOrClose:`); 11.7 and 12.1 sort by selector alone (OmiseSDK's and
    /// CookAssistant's study pairs, whose differences rise by 88 to 28 a nib under the mask).
    static func sortsActionsByEvent(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1500)
    }

    /// Whether a nib's user-defined runtime attributes are listed in the order their objects'
    /// elements close, a view's after its subviews', rather than the order the objects open: from
    /// Xcode 13 (WorkFlowTestingApp's `Account`, 13.4.1: a button's corner radius before its
    /// superview's gradient; a study pair of 15.1: an image view's, a gradient view's and a card's
    /// before their root view's). Before, Xcode lists a view's and its subview's either way for one
    /// document: the same `CenteredView.xib` built by Xcode 10.2 in SwiftMessages and in a study
    /// app lists them in opposite orders, so the compiler keeps the opening order there. No pair
    /// shows Xcode 13.0 to 13.3.
    static func listsRuntimeAttributesAsObjectsClose(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1300)
    }

    /// The any-width, any-height base size.
    static let baseSize = IBSize(width: 600, height: 600)
}
