import NibArchive

/// The keys of an AppKit nib's objects that the model and the readers use (`NibSemantics`, the
/// picture of a compiled AppKit nib), each named once.
public enum AppKitNibKey {
    /// What an AppKit nib's root holds: its `NSIBObjectData`, and the version of the system font
    /// the nib was compiled against.
    public static let objectData = "IB.objectdata"
    public static let systemFontUpdateVersion = "IB.systemFontUpdateVersion"
    /// The object data's File's Owner, and its parallel lists of objects and their parents.
    public static let root = "NSRoot"
    public static let objectsKeys = "NSObjectsKeys"
    public static let objectsValues = "NSObjectsValues"
    /// Every object with an object id, and the ids (numbers) in the same order.
    public static let oidsKeys = "NSOidsKeys"
    public static let oidsValues = "NSOidsValues"
    public static let visibleWindows = "NSVisibleWindows"
    public static let connections = "NSConnections"
    public static let accessibilityConnectors = "NSAccessibilityConnectors"
    public static let accessibilityOidsKeys = "NSAccessibilityOidsKeys"
    public static let accessibilityOidsValues = "NSAccessibilityOidsValues"
    public static let connectionSource = "NSSource"
    public static let connectionDestination = "NSDestination"
    public static let connectionLabel = "NSLabel"
    /// An outlet to a controller made by a selector (`creationSelector` in Interface Builder).
    public static let childControllerCreationSelectorName = "NSChildControllerCreationSelectorName"
    public static let binding = "NSBinding"
    public static let bindingKeyPath = "NSKeyPath"
    public static let bindingOptions = "NSOptions"
    public static let bindingPreviousConnector = "NSPreviousConnector"
    public static let bindingConnectorVersion = "NSNibBindingConnectorVersion"
    /// A help anchor: the help book's file and the marker in it.
    public static let helpFile = "NSFile"
    public static let helpMarker = "NSMarker"
    /// User-defined runtime attributes: the object, and its key paths and values in one order.
    public static let runtimeAttributesObject = "NSObject"
    public static let runtimeAttributesKeyPaths = "NSKeyPaths"
    public static let runtimeAttributesValues = "NSValues"
    /// An accessibility attribute set in Interface Builder: the object, the attribute, the value.
    public static let accessibilityAttributeDestination = "AXDestinationArchiveKey"
    public static let accessibilityAttributeType = "AXAttributeTypeArchiveKey"
    public static let accessibilityAttributeValue = "AXAttributeValueArchiveKey"
    /// An external object's identifier (`NSNibExternalObjectPlaceholder`).
    public static let externalObjectIdentifier = "NSExternalObjectPlaceholderIdentifier"
    /// A custom object's class as Interface Builder names it (`IBClassReference`).
    public static let classReference = "IBClassReference"
    public static let classReferenceClassName = "IBClassName"
    public static let classReferenceModuleName = "IBModuleName"
    public static let classReferenceModuleProvider = "IBModuleProvider"
    /// The application object's main menu (`NSCustomObject` of `NSApplication`).
    public static let mainMenu = "IBMainMenu"
    /// A class swapper's, custom object's or custom view's class, and a swapper's original class.
    public static let className = "NSClassName"
    public static let originalClassName = "NSOriginalClassName"
    public static let resourceName = "NSResourceName"
    public static let catalogName = "NSCatalogName"
    /// An image the nib holds (`NSImage`): its flags, size, resizing mode, tint color,
    /// representations and background color (`color`); a bitmap representation's layout
    /// direction and TIFF bytes (`NSBitmapImageRep`).
    public static let imageFlags = "NSImageFlags"
    public static let imageSize = "NSSize"
    public static let imageResizingMode = "NSResizingMode"
    public static let imageTintColor = "NSTintColor"
    public static let imageRepresentations = "NSReps"
    public static let imageRepLayoutDirection = "NSInternalLayoutDirection"
    public static let imageRepTIFF = "NSTIFFRepresentation"
    /// A color (`NSColor`): its color space's number, its components as text, a system color's
    /// name and fallback, the color space with its profile (`NSColorSpace`).
    public static let colorSpace = "NSColorSpace"
    public static let white = "NSWhite"
    public static let rgb = "NSRGB"
    public static let components = "NSComponents"
    public static let linearExposure = "NSLinearExposure"
    public static let customColorSpace = "NSCustomColorSpace"
    public static let colorName = "NSColorName"
    public static let color = "NSColor"
    public static let colorSpaceID = "NSID"
    /// The number of a color space that AppKit names by it otherwise (Display P3's 12).
    public static let colorSpaceSpaceID = "NSSpaceID"
    public static let colorSpaceModel = "NSModel"
    public static let iccProfile = "NSICC"
    /// A view's frame (`{{x, y}, {w, h}}`) or, at the origin, its size (`{w, h}`).
    public static let frame = "NSFrame"
    public static let frameSize = "NSFrameSize"
    public static let subviews = "NSSubviews"
    public static let viewFlags = "NSvFlags"
    public static let windowView = "NSWindowView"
    /// A view's responder chain and place in its superview, and the values every view archives.
    public static let nextResponder = "NSNextResponder"
    public static let superview = "NSSuperview"
    public static let nibTouchBar = "NSNibTouchBar"
    public static let viewIsLayerTreeHost = "NSViewIsLayerTreeHost"
    public static let doNotTranslateAutoresizingMask = "NSDoNotTranslateAutoresizingMask"
    public static let huggingPriority = "NSHuggingPriority"
    public static let antiCompressionPriority = "NSAntiCompressionPriority"
    public static let wantsBestResolutionOpenGLSurface = "NSViewWantsBestResolutionOpenGLSurface"
    public static let safeAreaLayoutGuide = "IBNSSafeAreaLayoutGuide"
    public static let layoutMarginsGuide = "IBNSLayoutMarginsGuide"
    public static let clipsToBounds = "IBNSClipsToBounds"
    /// A view's layout guides (`NSLayoutGuide`) and their keys, and the type of a guide
    /// Interface Builder saved (`IBNSViewAutolayoutGuide`).
    public static let viewLayoutGuides = "NSViewLayoutGuides"
    public static let layoutGuideIdentifier = "NSLayoutGuideIdentifier"
    public static let layoutGuideNegativeSize = "NSLayoutGuideNegativeSize"
    public static let layoutGuideLockedToOwningView = "NSLayoutGuideLockedToOwningView"
    public static let layoutGuideSystemConstraints = "NSLayoutGuideSystemConstraints"
    public static let layoutGuideSystemType = "IBNSLayoutGuideSystemType"
    /// The constraints a view holds (`NSViewConstraints`) and a layout constraint's keys: each
    /// attribute twice (`…V2`, the form of systems since 10.11, and the plain one), the constant
    /// twice or a standard spacing's symbol.
    public static let viewConstraints = "NSViewConstraints"
    public static let firstItem = "NSFirstItem"
    public static let firstAttribute = "NSFirstAttribute"
    public static let firstAttributeV2 = "NSFirstAttributeV2"
    public static let relation = "NSRelation"
    public static let multiplier = "NSMultiplier"
    public static let secondItem = "NSSecondItem"
    public static let secondAttribute = "NSSecondAttribute"
    public static let secondAttributeV2 = "NSSecondAttributeV2"
    public static let constant = "NSConstant"
    public static let constantV2 = "NSConstantV2"
    public static let symbolicConstant = "NSSymbolicConstant"
    public static let shouldBeArchived = "NSShouldBeArchived"
    public static let priority = "NSPriority"
    public static let layoutIdentifier = "NSLayoutIdentifier"
    /// A legacy `WebView`'s keys, WebKit's own names, and its `WebPreferences`'.
    public static let webViewAllowsUndo = "AllowsUndo"
    public static let webViewFrameName = "FrameName"
    public static let webViewGroupName = "GroupName"
    public static let webViewUsesBackForwardList = "UseBackForwardList"
    public static let webViewPreferences = "Preferences"
    public static let webPreferencesIdentifier = "Identifier"
    public static let webPreferencesValues = "Values"
    /// A window template (`NSWindowTemplate`): what the nib loader makes the window from.
    public static let windowStyleMask = "NSWindowStyleMask"
    public static let windowAllowNontitledResizable = "NSWindowAllowNontitledResizable"
    public static let windowBacking = "NSWindowBacking"
    public static let windowRect = "NSWindowRect"
    public static let windowTemplateFlags = "NSWTFlags"
    public static let windowTitle = "NSWindowTitle"
    public static let windowSubtitle = "NSWindowSubtitle"
    public static let windowClass = "NSWindowClass"
    public static let viewClass = "NSViewClass"
    public static let userInterfaceItemIdentifier = "NSUserInterfaceItemIdentifier"
    public static let windowContentMinSize = "NSWindowContentMinSize"
    public static let windowContentMaxSize = "NSWindowContentMaxSize"
    public static let screenRect = "NSScreenRect"
    public static let minSize = "NSMinSize"
    public static let maxSize = "NSMaxSize"
    public static let windowCollectionBehavior = "NSWindowCollectionBehavior"
    public static let frameAutosaveName = "NSFrameAutosaveName"
    public static let windowIsRestorable = "NSWindowIsRestorable"
    public static let minFullScreenContentSize = "NSMinFullScreenContentSize"
    public static let maxFullScreenContentSize = "NSMaxFullScreenContentSize"
    public static let windowTitleVisibility = "NSWindowTitleVisibility"
    public static let titlebarAppearsTransparent = "NSTitlebarAppearsTransparent"
    public static let windowTabbingMode = "NSWindowTabbingMode"
    public static let windowToolbarStyle = "NSWindowToolbarStyle"
    /// A window's content border thickness at one edge (`MinX`, `MaxX`, `MinY`, `MaxY`), and
    /// whether AppKit recalculates it there.
    public static func contentBorderThickness(_ edge: String) -> String { "NSContentBorderThickness" + edge }
    public static func autorecalculatesContentBorderThickness(_ edge: String) -> String {
        "NSAutorecalculatesContentBorderThickness" + edge
    }
    public static let cell = "NSCell"
    public static let cellFlags = "NSCellFlags"
    public static let cellFlags2 = "NSCellFlags2"
    public static let support = "NSSupport"
    public static let controlView = "NSControlView"
    /// A control's values (`NSControl`).
    public static let enabled = "NSEnabled"
    public static let allowsLogicalLayoutDirection = "NSAllowsLogicalLayoutDirection"
    public static let controlSize = "NSControlSize"
    public static let controlSize2 = "NSControlSize2"
    public static let controlSizeExtraLarge = "NSControlSizeExtraLarge"
    public static let controlContinuous = "NSControlContinuous"
    public static let controlRefusesFirstResponder = "NSControlRefusesFirstResponder"
    public static let controlUsesSingleLineMode = "NSControlUsesSingleLineMode"
    public static let controlTextAlignment = "NSControlTextAlignment"
    public static let controlLineBreakMode = "NSControlLineBreakMode"
    public static let controlWritingDirection = "NSControlWritingDirection"
    public static let controlSendActionMask = "NSControlSendActionMask"
    public static let shadowedSymbolConfiguration = "IBNSShadowedSymbolConfiguration"
    /// A button cell's values (`NSButtonCell`).
    public static let buttonFlags2 = "NSButtonFlags2"
    public static let alternateContents = "NSAlternateContents"
    public static let keyEquivalent = "NSKeyEquivalent"
    public static let periodicDelay = "NSPeriodicDelay"
    public static let periodicInterval = "NSPeriodicInterval"
    public static let auxButtonType = "NSAuxButtonType"
    /// A font (`NSFont`): its PostScript name, size and flags.
    public static let fontName = "NSName"
    public static let fontUsesAppearanceFontSize = "NSFontUsesAppearanceFontSize"
    public static let fontSize = "NSSize"
    public static let fontFlags = "NSfFlags"
    public static let contents = "NSContents"
    /// A text field cell's colors and what it draws.
    public static let textColor = "NSTextColor"
    public static let backgroundColor = "NSBackgroundColor"
    public static let drawsBackground = "NSDrawsBackground"
    public static let characterPickerEnabled = "NSCharacterPickerEnabled"
    public static let allowedInputLocales = "NSAllowedInputLocales"
    /// A text field's values (`NSTextField`).
    public static let preferredMaxLayoutWidth = "NSPreferredMaxLayoutWidth"
    public static let controlAutosetMaxLayoutWidth = "NSControlAutosetMaxLayoutWidth"
    public static let textFieldAlignmentRectInsetsVersion = "NSTextFieldAlignmentRectInsetsVersion"
    public static let allowsWritingTools = "NSAllowsWritingTools"
    public static let textFieldAllowsWritingToolsAffordance = "NSTextFieldAllowsWritingToolsAffordance"
    public static let resolvesNaturalAlignmentWithBaseWritingDirection = "NS.resolvesNaturalAlignmentWithBaseWritingDirection"
    public static let tag = "NSTag"
    /// Progress indicators (`NSProgressIndicator`), and steppers (`NSStepper`, `NSStepperCell`).
    public static let progressIndicatorFlags = "NSpiFlags"
    public static let minValue = "NSMinValue"
    public static let maxValue = "NSMaxValue"
    public static let progressIndicatorDoubleValue = "NSProgressIndicatorDoubleValue"
    public static let value = "NSValue"
    public static let increment = "NSIncrement"
    public static let valueWraps = "NSValueWraps"
    public static let autorepeat = "NSAutorepeat"
    public static let stepperMinValue = "NSStepperMinValue"
    public static let stepperMaxValue = "NSStepperMaxValue"
    public static let stepperIncrement = "NSStepperIncrement"
    public static let stepperWraps = "NSStepperWraps"
    /// Level indicator cells (`NSLevelIndicatorCell`).
    public static let warningValue = "NSWarningValue"
    public static let criticalValue = "NSCriticalValue"
    public static let indicatorStyle = "NSIndicatorStyle"
    /// Token field cells (`NSTokenFieldCell`).
    public static let tokenStyle = "NSTokenStyle"
    public static let stepperAutorepeat = "NSStepperAutorepeat"
    /// Sliders (`NSSliderCell`).
    public static let altIncrementValue = "NSAltIncValue"
    public static let numberOfTickMarks = "NSNumberOfTickMarks"
    public static let tickMarkPosition = "NSTickMarkPosition"
    public static let allowsTickMarkValuesOnly = "NSAllowsTickMarkValuesOnly"
    public static let vertical = "NSVertical"
    /// Tab views (`NSTabView`).
    public static let tabViewItems = "NSTabViewItems"
    public static let tabViewFont = "NSFont"
    /// Tab views' and tables' flags.
    public static let tvFlags = "NSTvFlags"
    public static let allowTruncatedLabels = "NSAllowTruncatedLabels"
    public static let selectedTabViewItem = "NSSelectedTabViewItem"
    /// A tab view item's or table column's identifier.
    public static let identifier = "NSIdentifier"
    /// A tab view item (`NSTabViewItem`): its view and tab view.
    public static let tabViewItemView = "NSView"
    public static let tabViewItemTabView = "NSTabView"
    public static let placeholder = "NSPlaceholderString"
    public static let alternateImage = "NSAlternateImage"
    public static let normalImage = "NSNormalImage"
    /// A localizable string's key in the document's `.strings` files and its development text.
    public static let localizableStringKey = "NSKey"
    public static let localizableStringDevelopmentText = "NSDev"
    public static let lineBreakStrategy = "NSLineBreakStrategy"
    public static let textFieldLineBreakStrategyVersion = "NSTextFieldLineBreakStrategyVersion"
    /// A cell's copy of its control's identifier.
    public static let cellIdentifier = "NSCellIdentifier"
    /// A matrix's (`NSMatrix`) keys.
    public static let cellIsDiscardable = "NSCellIsDiscardable"
    public static let matrixRows = "NSNumRows"
    public static let matrixColumns = "NSNumCols"
    public static let matrixCells = "NSCells"
    public static let matrixCellSize = "NSCellSize"
    public static let matrixIntercellSpacing = "NSIntercellSpacing"
    public static let matrixFlags = "NSMatrixFlags"
    public static let matrixCellClass = "NSCellClass"
    public static let matrixPrototype = "NSProtoCell"
    public static let matrixSelectedRow = "NSSelectedRow"
    public static let matrixSelectedColumn = "NSSelectedCol"
    public static let matrixCellBackgroundColor = "NSCellBackgroundColor"
    /// The bytes of an `NSMutableData`, which older Xcodes archive profiles in.
    public static let mutableDataBytes = "NS.data"
    public static let imageName = "NSImageName"
    public static let menuItem = "NSMenuItem"
    public static let title = "NSTitle"
    /// Menus (`NSMenu`) and their items (`NSMenuItem`).
    public static let menuItems = "NSMenuItems"
    public static let menuName = "NSName"
    /// A menu's user interface identifier.
    public static let menuIdentifier = "NSMenuIdentifier"
    /// A menu item's user interface identifier.
    public static let menuItemIdentifier = "NSMenuItemIdentifier"
    public static let menu = "NSMenu"
    public static let menuItemIsDisabled = "NSIsDisabled"
    public static let menuItemIsSeparator = "NSIsSeparator"
    public static let allowsKeyEquivalentLocalization = "NSAllowsKeyEquivalentLocalization"
    public static let allowsKeyEquivalentMirroring = "NSAllowsKeyEquivalentMirroring"
    public static let keyEquivalentText = "NSKeyEquiv"
    public static let keyEquivalentModifierMask = "NSKeyEquivModMask"
    public static let mnemonicLocation = "NSMnemonicLoc"
    public static let menuItemState = "NSState"
    /// A menu item's own image, before its state images.
    public static let menuItemImage = "NSImage"
    /// A menu item's secondary image (`NSMenuItem.image` beside the title's trailing edge), and
    /// the flag saying it has one.
    public static let menuItemActionImage = "NSActionImage"
    public static let menuItemHasActionImage = "NSHasActionImage"
    public static let onImage = "NSOnImage"
    public static let mixedImage = "NSMixedImage"
    /// A menu item's image while off, which no pair shows (the key AppKit's coders name).
    public static let offImage = "NSOffImage"
    public static let action = "NSAction"
    public static let target = "NSTarget"
    public static let submenu = "NSSubmenu"
    public static let hiddenInRepresentation = "NSHiddenInRepresentation"
    public static let menuItemIsHidden = "NSIsHidden"
    public static let menuItemIsAlternate = "NSIsAlternate"
    public static let menuItemIndentationLevel = "NSIndent"
    public static let allowedForLimitedAppMode = "NSAllowedForLimitedAppMode"
    /// A pop-up button's cell (`NSPopUpButtonCell`): its menu and how it shows the selection.
    public static let menuItemRespectAlignment = "NSMenuItemRespectAlignment"
    public static let selectedIndex = "NSSelectedIndex"
    public static let preferredEdge = "NSPreferredEdge"
    public static let usesItemFromMenu = "NSUsesItemFromMenu"
    public static let altersState = "NSAltersState"
    public static let arrowPosition = "NSArrowPosition"
    public static let pullsDown = "NSPullDown"
    /// A named image (`NSCustomResource`) with Interface Builder's design size (an `NSValue`).
    public static let namespaceID = "IBNamespaceID"
    public static let designSize = "IBDesignSize"
    public static let designImageConfiguration = "IBDesignImageConfiguration"
    /// A symbol image's configuration (`NSImageSymbolConfiguration`) and Interface Builder's
    /// (`IBImageConfiguration`).
    public static let imageSymbolConfiguration = "NSImageSymbolConfiguration"
    public static let symbolPointSize = "NSPointSize"
    public static let symbolFontWeight = "NSFontWeight"
    public static let symbolScale = "NSSymbolScale"
    /// Interface Builder's configuration of a control's symbol (`IBNSImageSymbolConfiguration`),
    /// which the control shadows.
    public static let designSymbolConfigurationType = "IBNSImageSymbolConfigurationType"
    public static let designSymbolConfigurationPointSize = "IBNSImageSymbolConfigurationPointSize"
    public static let designSymbolConfigurationWeight = "IBNSImageSymbolConfigurationWeight"
    public static let designSymbolConfigurationScale = "IBNSImageSymbolConfigurationScale"
    public static let designSymbolConfigurationFont = "IBNSImageSymbolConfigurationFont"
    public static let symbolPaletteColors = "NSPaletteColors"
    public static let symbolHierarchicalColors = "NSHierarchicalColors"
    public static let symbolPaletteType = "NSPaletteType"
    public static let imageIsTemplate = "NSImageIsTemplate"
    public static let designSymbolScale = "IBSymbolScale"
    public static let designRenderingMode = "IBRenderingMode"
    public static let designVariableValue = "IBVariableValue"
    public static let designHierarchicalColors = "IBHierarchicalColors"
    public static let designLocale = "IBLocale"
    /// An image cell's tint (`contentTintColor` of its image view).
    public static let contentTintColor = "NSContentTintColor"
    public static let bezelTintColor = "NSBezelTintColor"
    public static let valueKind = "NS.special"
    public static let sizeValue = "NS.sizeval"
    public static let titleCell = "NSTitleCell"
    public static let titlePosition = "NSTitlePosition"
    public static let boxType = "NSBoxType"
    public static let offsets = "NSOffsets"
    public static let borderType = "NSBorderType"
    public static let transparent = "NSTransparent"
    public static let fullyTransparent = "NSFullyTransparent"
    public static let boxIsUsingDocumentContentView = "IBNSBoxIsUsingDocumentContentView"
    /// A custom box's border width, corner radius and colors.
    public static let borderWidth2 = "NSBorderWidth2"
    public static let cornerRadius2 = "NSCornerRadius2"
    public static let borderColor2 = "NSBorderColor2"
    public static let fillColor2 = "NSFillColor2"
    public static let bezelStyle = "NSBezelStyle"
    public static let buttonFlags = "NSButtonFlags"
    /// An image view (`NSImageView`) and its cell (`NSImageCell`).
    public static let dragTypes = "NSDragTypes"
    public static let editable = "NSEditable"
    public static let imageViewPlaceholderPrecedence = "NSImageViewPlaceholderPrecedence"
    public static let placeholderImage = "NSPlaceholderImage"
    public static let imageAlignment = "NSAlign"
    public static let imageScaling = "NSScale"
    public static let imageFrameStyle = "NSStyle"
    public static let animates = "NSAnimates"
    public static let imageAnimation = "NSImageAnimation"
    /// A scroll view (`NSScrollView`), its clip view (`NSClipView`) and scrollers (`NSScroller`),
    /// and the pan gesture recognizer every scroll view has.
    public static let scrollFlags = "NSsFlags"
    public static let scrollAmounts = "NSScrollAmts"
    public static let minMagnification = "NSMinMagnification"
    public static let maxMagnification = "NSMaxMagnification"
    public static let magnification = "NSMagnification"
    public static let gestureRecognizers = "NSGestureRecognizers"
    public static let verticalScroller = "NSVScroller"
    public static let horizontalScroller = "NSHScroller"
    public static let contentView = "NSContentView"
    public static let nextKeyView = "NSNextKeyView"
    public static let clipViewFlags = "NScvFlags"
    public static let automaticallyAdjustsContentInsets = "NSAutomaticallyAdjustsContentInsets"
    public static let documentView = "NSDocView"
    public static let clipBackgroundColor = "NSBGColor"
    public static let controlAction = "NSControlAction"
    public static let controlTarget = "NSControlTarget"
    public static let currentValue = "NSCurValue"
    /// The part of its document a scroller's knob shows.
    public static let scrollerKnobProportion = "NSPercent"
    public static let gestureAllowedTouchTypes = "NSGestureRecognizer.allowedTouchTypes"
    public static let gestureAction = "NSGestureRecognizer.action"
    public static let gestureTarget = "NSGestureRecognizer.target"
    public static let gestureDelegate = "NSGestureRecognizer.delegate"
    public static let panButtonMask = "NSPanGestureRecognizer.buttonMask"
    public static let panTouchesRequired = "NSPanGestureRecognizer.numberOfTouchesRequired"
    /// A stack view (`NSStackView`) and the container of its arranged views.
    public static let reuseIdentifier = "NSReuseIdentifierKey"
    public static let stackOrientation = "NSStackViewOrientation"
    public static let stackSecondaryAlignment = "NSStackViewSecondaryAlignment"
    public static let stackAlignment = "NSStackViewAlignment"
    public static let stackVerticalClippingResistance = "NSStackViewVerticalClippingResistance"
    public static let stackHorizontalClippingResistance = "NSStackViewHorizontalClippingResistance"
    public static let stackVerticalHugging = "NSStackViewVerticalHugging"
    public static let stackHorizontalHugging = "NSStackViewHorizontalHugging"
    public static let stackSpacing = "NSStackViewSpacing"
    public static let stackDistribution = "NSStackViewdistribution"
    public static let stackEdgeInsets = [
        "NSStackViewEdgeInsets.top", "NSStackViewEdgeInsets.left", "NSStackViewEdgeInsets.right", "NSStackViewEdgeInsets.bottom",
    ]
    public static let stackDetachesHiddenViews = "NSStackViewDetachesHiddenViews"
    public static let stackHasFlatViewHierarchy = "NSStackViewHasFlatViewHierarchy"
    public static let stackHasEqualSpacing = "NSStackViewHasEqualSpacing"
    public static let stackBeginningContainer = "NSStackViewBeginningContainer"
    /// A grid view (`NSGridView`), its rows, columns and cells: AppKit's `NSGrid_` keys, each
    /// class writing those it has.
    public static let gridRowSpacing = "NSGrid_rowSpacing"
    public static let gridColumnSpacing = "NSGrid_columnSpacing"
    public static let gridXPlacement = "NSGrid_xPlacement"
    public static let gridYPlacement = "NSGrid_yPlacement"
    public static let gridRowAlignment = "NSGrid_alignment"
    public static let gridRows = "NSGrid_rows"
    public static let gridColumns = "NSGrid_columns"
    public static let gridCells = "NSGrid_cells"
    public static let gridOwningGrid = "NSGrid_owningGrid"
    public static let gridHeight = "NSGrid_height"
    public static let gridWidth = "NSGrid_width"
    public static let gridTopPadding = "NSGrid_topPadding"
    public static let gridBottomPadding = "NSGrid_bottomPadding"
    public static let gridLeadingPadding = "NSGrid_leadingPadding"
    public static let gridTrailingPadding = "NSGrid_trailingPadding"
    public static let gridHidden = "NSGrid_hidden"
    public static let gridOwningRow = "NSGrid_owningRow"
    public static let gridOwningColumn = "NSGrid_owningColumn"
    public static let gridMergeHead = "NSGrid_mergeHead"
    public static let gridContent = "NSGrid_content"
    public static let stackMiddleContainer = "NSStackViewMiddleContainer"
    public static let stackEndContainer = "NSStackViewEndContainer"
    public static let stackContainerCustomSpacing = "NSStackViewContainerViewToCustomAfterSpaceMap"
    public static let stackContainerVisibilityPriorities = "NSStackViewContainerVisibilityPriorities"
    /// A map table (`NSMapTable`) as a NIBArchive holds it: key and value options, then each key
    /// and value in turn, a nil, and the count.
    public static func mapTableSlot(_ position: Int) -> String { "$\(position)" }
    public static let mapTableKeyOptions = mapTableSlot(0)
    public static let mapTableValueOptions = mapTableSlot(1)
    public static let mapTableCount = "NS.count"
    public static let stackContainerStackView = "NSStackViewContainerStackView"
    public static let stackContainerNonDroppedViews = "NSStackViewContainerNonDroppedViews"
    /// A color well (`NSColorWell`), and its color under `color`.
    public static let isBordered = "NSIsBordered"
    /// A visual effect view (`NSVisualEffectView`), and the material Interface Builder shows.
    public static let visualEffectBlendingMode = "NSVisualEffectViewBlendingMode"
    public static let visualEffectState = "NSVisualEffectViewState"
    public static let visualEffectMaskImage = "NSVisualEffectViewMaskImage"
    public static let visualEffectMaterial = "NSVisualEffectViewMaterial"
    public static let visualEffectExternalMaterial = "IBVisualEffectViewExternalMaterial"
    public static let visualEffectAppearanceType = "IBVisualEffectViewAppearanceType"
    /// A PDF view (PDFKit's `PDFView`), which archives its own keys.
    public static let pdfVersion = "Version"
    public static let pdfDisplayMode = "DisplayMode"
    public static let pdfPageBreaks = "PageBreaks"
    public static let pdfScaleFactor = "ScaleFactor"
    public static let pdfAutoScale = "AutoScale"
    public static let pdfDisplayDirection = "DisplayDirection"
    public static let pdfDisplaysRTL = "DisplaysRTL"
    public static let pdfMinScaleFactor = "MinScaleFactor"
    public static let pdfMaxScaleFactor = "MaxScaleFactor"
    public static let pdfDisplaysAsBook = "DisplaysAsBook"
    public static let pdfEnableDataDetectors = "EnableDataDetectors"
    public static let pdfInterpolationQuality = "InterpolationQuality"
    public static let pdfAcceptsDraggedFiles = "AcceptsDraggedFiles"
    /// AVKit's player view's (`AVPlayerView`) keys.
    public static let playerControlsStyle = "AVControlsStyle"
    public static let playerShowsFrameSteppingButtons = "AVShowsFrameSteppingButtons"
    public static let playerShowsFullScreenToggleButton = "AVShowsFullScreenToggleButton"
    public static let playerShowsSharingServiceButton = "AVShowsSharingServiceButton"
    public static let playerVideoGravity = "AVVideoGravity"
    /// A collection view's (`NSCollectionView`) keys, its core's (`_NSCollectionViewCore`,
    /// named as UIKit's are) and its flow layout's.
    public static let collectionViewCore = "NSCollectionViewCore"
    public static let minGridSize = "NSMinGridSize"
    public static let maxGridSize = "NSMaxGridSize"
    public static let maxNumberOfGridRows = "NSMaxNumberOfGridRows"
    public static let maxNumberOfGridColumns = "NSMaxNumberOfGridColumns"
    public static let collectionBackgroundColors = "NSBackgroundColors"
    public static let selectable = "NSSelectable"
    public static let allowsMultipleSelection = "NSAllowsMultipleSelection"
    public static let draggingSourceMaskForLocal = "NSDraggingSourceMaskForLocal"
    public static let draggingSourceMaskForNonLocal = "NSDraggingSourceMaskForNonLocal"
    public static let collectionLayout = "UICollectionLayout"
    public static let coreAllowsMultipleSelection = "UIAllowsMultipleSelection"
    public static let interitemSpacing = "NSInteritemSpacing"
    public static let lineSpacing = "NSLineSpacing"
    public static let itemSize = "NSItemSize"
    public static let sectionInset = "NSSectionInset"
    /// An `NSValue` holding edge insets (`NS.special` 12).
    public static let edgeValues = (
        top: "NS.edgeval.top", left: "NS.edgeval.left", bottom: "NS.edgeval.bottom", right: "NS.edgeval.right"
    )
    /// A font with a text style (`NSFont`'s descriptor, an `NSFontDescriptor`).
    public static let fontHasWidth = "NSHasWidth"
    public static let textStyleDescriptor = "NSTextStyleDescriptor"
    public static let fontDescriptorOptions = "NSFontDescriptorOptions"
    public static let fontDescriptorAttributes = "NSFontDescriptorAttributes"
    /// A search field's cell (`NSSearchFieldCell`) and its search and cancel button cells.
    public static let textBezelStyle = "NSTextBezelStyle"
    public static let automaticTextCompletionDisabled = "NSAutomaticTextCompletionDisabled"
    public static let automaticTextCompletionStored = "NSAutomaticTextCompletionStored"
    public static let searchButtonCell = "NSSearchButtonCell"
    public static let cancelButtonCell = "NSCancelButtonCell"
    public static let maximumRecents = "NSMaximumRecents"
    public static let recentsAutosaveName = "NSRecentsAutosaveName"
    public static let sendsWholeSearchString = "NSSendsWholeSearchString"
    public static let searchFieldFlags = "NSSearchFieldFlags"
    /// A combo box cell's (`NSComboBoxCell`) list and how it shows it, as AppKit's cell decodes
    /// them; its pop-up list is its table, under `columnTableView`.
    public static let comboListData = "NSPopUpListData"
    public static let comboVisibleItemCount = "NSVisibleItemCount"
    public static let comboHasVerticalScroller = "NSHasVerticalScroller"
    public static let comboCompletes = "NSCompletes"
    public static let comboUsesDataSource = "NSUsesDataSource"
    public static let comboButtonBordered = "NSButtonBordered"
    public static let accessibilityOverriddenAttributes = "NSAccessibilityOverriddenAttributes"
    /// A window's toolbar (`NSToolbar`, archived as the template's view class) and its items.
    public static let toolbarIdentifier = "NSToolbarIdentifier"
    public static let toolbarDelegate = "NSToolbarDelegate"
    public static let toolbarPrefersToBeShown = "NSToolbarPrefersToBeShown"
    public static let toolbarAllowsUserCustomization = "NSToolbarAllowsUserCustomization"
    public static let toolbarAutosavesConfiguration = "NSToolbarAutosavesConfiguration"
    public static let toolbarDisplayMode = "NSToolbarDisplayMode"
    public static let toolbarSizeMode = "NSToolbarSizeMode"
    public static let toolbarCenteredItemIdentifier = "NSToolbarCenteredItemIdentifier"
    public static let toolbarIdentifiedItems = "NSToolbarIBIdentifiedItems"
    public static let toolbarAllowedItems = "NSToolbarIBAllowedItems"
    public static let toolbarDefaultItems = "NSToolbarIBDefaultItems"
    public static let toolbarSelectableItems = "NSToolbarIBSelectableItems"
    public static let toolbarItemIdentifier = "NSToolbarItemIdentifier"
    public static let toolbarItemLabel = "NSToolbarItemLabel"
    public static let toolbarItemPaletteLabel = "NSToolbarItemPaletteLabel"
    public static let toolbarItemToolTip = "NSToolbarItemToolTip"
    public static let toolbarItemView = "NSToolbarItemView"
    public static let toolbarItemBordered = "NSToolbarItemBordered"
    public static let toolbarItemImage = "NSToolbarItemImage"
    public static let toolbarItemTitle = "NSToolbarItemTitle"
    public static let toolbarItemTarget = "NSToolbarItemTarget"
    public static let toolbarItemAction = "NSToolbarItemAction"
    public static let toolbarItemMinSize = "NSToolbarItemMinSize"
    public static let toolbarItemMaxSize = "NSToolbarItemMaxSize"
    public static let toolbarItemIgnoresMinMaxSizes = "NSToolbarItemIgnoreMinMaxSizes"
    public static let toolbarItemEnabled = "NSToolbarItemEnabled"
    public static let toolbarItemAutovalidates = "NSToolbarItemAutovalidates"
    public static let toolbarItemTag = "NSToolbarItemTag"
    public static let toolbarItemVisibilityPriority = "NSToolbarItemVisibilityPriority"
    public static let toolbarItemNavigational = "NSToolbarItemNavigational"
    public static let toolbarItemMenuFormRepresentation = "NSToolbarItemMenuFormRepresentation"
    public static let toolbarItemIsUserRemovable = "NSToolbarIsUserRemovable"
    public static let toolbarItemStyle = "NSToolbarItemStyle"
    /// A split view (`NSSplitView`), and the clipping its panes archive.
    public static let isVertical = "NSIsVertical"
    public static let dividerStyle = "NSDividerStyle"
    /// A rule editor's (`NSRuleEditor`, `NSPredicateEditor`) keys: its layout, behavior, the key
    /// paths of its rows, its slices and their holder, and a predicate editor's row templates.
    public static let ruleEditorAlignmentGridWidth = "NSRuleEditorAlignmentGridWidth"
    public static let ruleEditorSliceHeight = "NSRuleEditorSliceHeight"
    public static let ruleEditorFormattingDictionary = "NSRuleEditorFormattingDictionary"
    public static let ruleEditorEditable = "NSRuleEditorEditable"
    public static let ruleEditorAllowsEmptyCompoundRows = "NSRuleEditorAllowsEmptyCompoundRows"
    public static let ruleEditorDisallowEmpty = "NSRuleEditorDisallowEmpty"
    public static let ruleEditorNestingMode = "NSRuleEditorNestingMode"
    public static let ruleEditorRowTypeKeyPath = "NSRuleEditorRowTypeKeyPath"
    public static let ruleEditorSubrowsArrayKeyPath = "NSRuleEditorSubrowsArrayKeyPath"
    public static let ruleEditorItemsKeyPath = "NSRuleEditorItemsKeyPath"
    public static let ruleEditorValuesKeyPath = "NSRuleEditorValuesKeyPath"
    public static let ruleEditorBoundArrayKeyPath = "NSRuleEditorBoundArrayKeyPath"
    public static let ruleEditorRowClass = "NSRuleEditorRowClass"
    public static let ruleEditorSlicesHolder = "NSRuleEditorSlicesHolder"
    public static let ruleEditorDelegate = "NSRuleEditorDelegate"
    public static let ruleEditorBoundArrayOwner = "NSRuleEditorBoundArrayOwner"
    public static let ruleEditorSlices = "NSRuleEditorSlices"
    public static let boundArray = "NSBoundArray"
    public static let predicateTemplates = "NSPredicateTemplates"
    public static let predicateEditorPredicate = "NSPredicateEditorPredicate"
    public static let predicateTemplateType = "NSPredicateTemplateType"
    public static let predicateTemplateOptions = "NSPredicateTemplateOptions"
    public static let predicateTemplateModifier = "NSPredicateTemplateModifier"
    public static let predicateTemplateLeftAttributeType = "NSPredicateTemplateLeftAttributeType"
    public static let predicateTemplateRightAttributeType = "NSPredicateTemplateRightAttributeType"
    public static let predicateTemplateViews = "NSPredicateTemplateViews"
    public static let predicateTemplateLeftIsWildcard = "NSPredicateTemplateLeftIsWildcard"
    public static let predicateTemplateRightIsWildcard = "NSPredicateTemplateRightIsWildcard"
    /// An `NSExpression`: its type, and a key path expression's selector, operand, arguments and
    /// (of its key path specifier) key path.
    public static let expressionType = "NSExpressionType"
    public static let expressionSelectorName = "NSSelectorName"
    public static let expressionOperand = "NSOperand"
    public static let expressionArguments = "NSArguments"
    public static let expressionKeyPath = "NSKeyPath"
    /// A menu item's represented object, and a pop-up cell's (its selected item's).
    public static let menuItemRepresentedObject = "NSRepObject"
    public static let cellRepresentedObject = "NSRepresentedObject"
    /// A path control's cell (`NSPathCell`): its components' cells, each with its URL.
    public static let pathComponentCells = "NSPathComponentCells"
    public static let pathStyle = "NSPathStyle"
    /// The file types a path cell's open panel offers, as Cocotron's NSPathCell reads them.
    public static let pathAllowedTypes = "NSAllowedTypes"
    public static let componentURL = "NSURL"
    /// An `NSURL`'s base URL and its text relative to it.
    public static let urlBase = "NS.base"
    public static let urlRelative = "NS.relative"
    public static let holdingPriorities = "NSHoldingPriorities"
    public static let splitArrangedSubviews = "NSArrangedSubviews"
    public static let doesNotArrangeAllSubviews = "NSDoesNotArrangeAllSubviews"
    public static let viewClipsToBounds = "NSViewClipsToBoundsKeyName"
    /// A date picker (`NSDatePicker`), its cell (`NSDatePickerCell`) and date (`NibGraph.dateClass`).
    public static let presentsCalendarOverlay = "presentsCalendarOverlay"
    public static let datePickerTimeInterval = "NSTimeInterval"
    public static let datePickerElements = "NSDatePickerElements"
    public static let datePickerUsesCurrentDate = "NSDatePickerUseCurrentDateDuringDecoding"
    /// A controller of the user defaults (`NSUserDefaultsController`).
    public static let sharedInstance = "NSSharedInstance"
    public static let appliesImmediately = "NSAppliesImmediately"
    public static let declaredKeys = "NSDeclaredKeys"
    /// The class of the objects a controller makes (`NSObjectController`), and its switches
    /// (with `editable`), archived only when on.
    public static let objectClassName = "NSObjectClassName"
    public static let automaticallyPreparesContent = "NSAutomaticallyPreparesContent"
    public static let automaticallyRearrangesObjects = "NSAutomaticallyRearrangesObjects"
    public static let avoidsEmptySelection = "NSAvoidsEmptySelection"
    public static let preservesSelection = "NSPreservesSelection"
    public static let selectsInsertedObjects = "NSSelectsInsertedObjects"
    /// A tree controller's key paths (`NSTreeController`).
    public static let treeChildrenKeyPath = "NSTreeContentChildrenKey"
    public static let treeLeafKeyPath = "NSTreeContentLeafKey"
    public static let treeCountKeyPath = "NSTreeContentCountKey"
    /// Tables (`NSTableView`, whose flags are `tvFlags`) and their columns (`NSTableColumn`).
    public static let tableColumns = "NSTableColumns"
    public static let tableCornerView = "NSCornerView"
    public static let tableGridColor = "NSGridColor"
    public static let tableRowHeight = "NSRowHeight"
    public static let tableIntercellSpacingWidth = "NSIntercellSpacingWidth"
    public static let tableIntercellSpacingHeight = "NSIntercellSpacingHeight"
    /// A table's, text view's, layout manager's or text storage's delegate.
    public static let delegate = "NSDelegate"
    /// A table's or combo box's data source.
    public static let dataSource = "NSDataSource"
    public static let tableDraggingDestinationStyle = "NSTableViewDraggingDestinationStyle"
    public static let tableSelectionHighlightStyle = "NSTableViewSelectionHighlightStyle"
    public static let tableGridStyleMask = "NSGridStyleMask"
    public static let tableUsesAutomaticRowHeights = "NSTableViewUseARH"
    public static let tableColumnAutoresizingStyle = "NSColumnAutoresizingStyle"
    public static let tableGroupRowStyle = "NSTableViewGroupRowStyle"
    public static let tableRowSizeStyle = "NSTableViewRowSizeStyle"
    public static let tableStyle = "NSTableViewStyle"
    public static let tableShouldFloatGroupRows = "NSTableViewShouldFloatGroupRows"
    /// A view-based table's prototype cell views, each a nib (`NSNib`) by its reuse identifier.
    public static let tableArchivedReusableViews = "NSTableViewArchivedReusableViewsKey"
    /// A nib archived inside another (`NSNib`): its bytes and how it loads.
    public static let nibFileData = "NSNibFileData"
    public static let nibFileIsKeyed = "NSNibFileIsKeyed"
    public static let nibFileUseParentBundle = "NSNibFileUseParentBundle"
    public static let nibFileImages = "NSNibFileImages"
    public static let nibFileSounds = "NSNibFileSounds"
    public static let autosaveName = "NSAutosaveName"
    /// A text cell's formatter, and a number formatter's (`NSNumberFormatter`) keys.
    public static let formatter = "NSFormatter"
    public static let formatterAttributes = "NS.attributes"
    public static let formatterPositiveFormat = "NS.positiveformat"
    public static let formatterNegativeFormat = "NS.negativeformat"
    public static let formatterPositiveAttributes = "NS.positiveattrs"
    public static let formatterNegativeAttributes = "NS.negativeattrs"
    public static let formatterZero = "NS.zero"
    public static let formatterNil = "NS.nil"
    public static let formatterNotANumber = "NS.nan"
    public static let formatterMinimum = "NS.min"
    public static let formatterMaximum = "NS.max"
    public static let formatterRounding = "NS.rounding"
    public static let formatterDecimal = "NS.decimal"
    public static let formatterThousand = "NS.thousand"
    public static let formatterHasThousands = "NS.hasthousands"
    public static let formatterLocalized = "NS.localized"
    public static let formatterAllowsFloats = "NS.allowsfloats"
    /// A segmented cell's (`NSSegmentedCell`) keys and its segments' (`NSSegmentItem`).
    public static let segmentImages = "NSSegmentImages"
    public static let selectedSegment = "NSSelectedSegment"
    public static let segmentStyle = "NSSegmentStyle"
    public static let segmentDistribution = "NSSegmentDistribution"
    public static let segmentItemLabel = "NSSegmentItemLabel"
    public static let segmentItemSelected = "NSSegmentItemSelected"
    public static let segmentItemImageScaling = "NSSegmentItemImageScaling"
    public static let segmentItemImage = "NSSegmentItemImage"
    public static let segmentItemWidth = "NSSegmentItemWidth"
    public static let segmentItemTag = "NSSegmentItemTag"
    public static let segmentItemToolTip = "NSSegmentItemTooltip"
    public static let segmentItemDisabled = "NSSegmentItemDisabled"
    public static let segmentTrackingMode = "NSTrackingMode"
    /// A date formatter's (`NSDateFormatter`) keys beside its attributes.
    public static let dateFormat = "NS.format"
    public static let dateFormatterNaturalLanguage = "NS.natural"
    /// An attributed string's text and attributes (`NSAttributedString`).
    public static let attributedStringText = "NSString"
    public static let attributedStringAttributes = "NSAttributes"
    /// A decimal number handler's rounding and errors (`NSDecimalNumberHandler`).
    public static let decimalRoundingMode = "NS.roundingmode"
    public static let decimalRaiseOnOverflow = "NS.raise.overflow"
    public static let decimalRaiseOnUnderflow = "NS.raise.underflow"
    public static let decimalRaiseOnDivideByZero = "NS.raise.dividebyzero"
    /// A view controller's (`NSViewController`) presentation of the segues it shows.
    public static let showSeguePresentationStyle = "showSeguePresentationStyle"
    /// A storyboard controller's keys: its view's nib, its identifier, the identifier the
    /// storyboard's `Info.plist` pairs it with, and the table naming the objects its view nib
    /// takes from it.
    public static let nibName = "NSNibName"
    public static let storyboardIdentifier = "NSStoryboardIdentifier"
    public static let storyboardUniqueIdentifier = "uniqueIdentifierForStoryboardCompilation"
    public static let connectionsRequireClassSwapper = "connectionsRequireClassSwapperForStoryboardCompilation"
    public static let externalObjectsTable = "NSExternalObjectsTableForViewLoading"
    /// A controller's options for the segues showing it, and the option naming the one instance
    /// a single presentation shows.
    public static let segueDestinationOptions = "NSStoryboardSegueDestinationOptions"
    public static let singleInstancePresentationIdentifier = "NSSingleInstancePresentationIdentifier"
    /// A storyboard controller's segues, and a segue template's (`NSStoryboardSegueTemplate`)
    /// identifier, what triggers it and the controller it shows.
    public static let storyboardSegueTemplates = "NSStoryboardSegueTemplates"
    public static let segueIdentifier = "NSIdentifier"
    public static let segueTrigger = "NSTrigger"
    public static let segueDestinationControllerIdentifier = "NSDestinationControllerIdentifier"
    public static let segueUniqueControllerIdentifier = "NSUniqueControllerIdentifier"
    /// A storyboard tab view controller's (`NSTabViewController`): its selected item, tab style,
    /// transitions, tab view, and the items of its `tabItems` relationships; and its items'
    /// images (`NSTabViewItem`).
    public static let tabViewControllerSelectedIndex = "NSSelectedTabViewItemIndex"
    public static let tabViewControllerTabStyle = "NSViewControllerTabStyle"
    public static let viewControllerTransitionOptions = "NSViewControllerTransitionOption"
    public static let tabViewControllerTabView = "NSTabView"
    public static let relationshipSegueTrackingItems = "privateRelationshipSegueTrackingItems"
    public static let tabViewItemImage = "NSImage"
    /// A storyboard split view controller's (`NSSplitViewController`) split view, under the key
    /// GNUstep's decoder reads.
    public static let splitViewControllerSplitView = "NSSplitView"
    /// A storyboard window controller's (`NSWindowController`) window and content controller.
    public static let windowControllerWindow = "IBWindowTemplate"
    public static let windowControllerContent = "IBWindowTemplateContentViewController"
    /// A popover's (`NSPopover`): when it closes, its content size, and how it appears.
    public static let popoverBehavior = "NSBehavior"
    public static let popoverContentWidth = "NSContentWidth"
    public static let popoverContentHeight = "NSContentHeight"
    public static let popoverHasFullSizeContent = "NSHasFullSizeContent"
    /// A drawer's (`NSDrawer`): its content's size and limits, the edge of its window it
    /// prefers, and its offsets from the edge's ends. Its content view, window and delegate are
    /// outlets, archived as connections.
    public static let drawerContentSize = "NSContentSize"
    public static let drawerMinContentSize = "NSMinContentSize"
    public static let drawerMaxContentSize = "NSMaxContentSize"
    public static let drawerLeadingOffset = "NSLeadingOffset"
    public static let drawerTrailingOffset = "NSTrailingOffset"
    /// A decimal number (`NSDecimalNumberPlaceholder`): its exponent, digits, sign and mantissa.
    public static let decimalExponent = "NS.exponent"
    public static let decimalLength = "NS.length"
    public static let decimalNegative = "NS.negative"
    public static let decimalCompact = "NS.compact"
    public static let decimalMantissaByteOrder = "NS.mantissa.bo"
    public static let decimalMantissa = "NS.mantissa"
    /// An outline view's (`NSOutlineView`), after its table's; AppKit's own spelling of the last.
    public static let outlineAutoresizesOutlineColumn = "NSOutlineViewAutoresizesOutlineColumnKey"
    public static let outlineIndentationPerLevel = "NSOutlineViewIndentationPerLevelKey"
    public static let outlineAutosaveExpandedItems = "NSOutlineViewAutosaveExpandedItemsKey"
    public static let outlineIndentationMarkerFollowsCell = "NSOutlineViewIndentationMarkerFollowsCellKey"
    public static let outlineStronglyReferencesItems = "NSOutineViewStronglyReferencesItems"
    public static let allowsTypeSelect = "NSAllowsTypeSelect"
    public static let controlAllowsExpansionToolTips = "NSControlAllowsExpansionToolTips"
    public static let columnWidth = "NSWidth"
    public static let columnMinWidth = "NSMinWidth"
    public static let columnMaxWidth = "NSMaxWidth"
    public static let columnHeaderCell = "NSHeaderCell"
    public static let columnDataCell = "NSDataCell"
    public static let columnResizingMask = "NSResizingMask"
    public static let columnIsResizeable = "NSIsResizeable"
    /// The table a column or a table header view belongs to, and a combo box cell's pop-up list.
    public static let columnTableView = "NSTableView"
    public static let columnIsEditable = "NSIsEditable"
    public static let columnSortDescriptorPrototype = "NSSortDescriptorPrototype"
    /// A column header's tooltip: the key Mac Mouse Fix's localization code reads from
    /// Xcode's nibs (no pair shows one).
    public static let columnHeaderToolTip = "NSHeaderToolTip"
    /// A table's header view (`NSTableHeaderView`, which names its table under `NSTableView`),
    /// the scroll view's clip view holding it, and the bounds of the clip view under it.
    public static let tableHeaderView = "NSHeaderView"
    public static let headerClipView = "NSHeaderClipView"
    public static let bounds = "NSBounds"
    /// A sort descriptor (`NSSortDescriptor`).
    public static let sortKey = "NSKey"
    public static let sortAscending = "NSAscending"
    public static let sortSelector = "NSSelector"
    public static let sortReverseNullOrder = "NSReverseNullOrder"
    public static let clearsFilterPredicateOnInsertion = "NSClearsFilterPredicateOnInsertion"
    public static let filterRestrictsInsertion = "NSFilterRestrictsInsertion"
    public static let managedProxy = "_NSManagedProxy"
    /// A text view (`NSTextView`): its resizing flags (`NSTVFlags`), its text network (a text
    /// container sized to it, a layout manager, the storage), its shared data, and the color of
    /// text typed into it while it holds none.
    public static let textViewFlags = "NSTVFlags"
    public static let textContainer = "NSTextContainer"
    public static let textViewSharedData = "NSSharedData"
    public static let textViewTextColor = "NSTextViewTextColor"
    public static let textLayoutManager = "NSTextLayoutManager"
    public static let textContainerWidth = "NSWidth"
    public static let textContainerMinWidth = "NSMinWidth"
    public static let textContainerFlags = "NSTCFlags"
    public static let textContainerTextView = "NSTextView"
    public static let layoutManager = "NSLayoutManager"
    public static let layoutManagerFlags = "NSLMFlags"
    public static let textStorage = "NSTextStorage"
    public static let textContainers = "NSTextContainers"
    /// Runs of an attributed string of several: each run's length and attribute dictionary index.
    public static let attributeInfo = "NSAttributeInfo"
    /// A text view's shared data (`NSTextViewSharedData`).
    public static let textViewBehaviorFlags = "NSFlags"
    public static let textViewMoreFlags = "NSMoreFlags"
    public static let textCheckingTypes = "NSTextCheckingTypes"
    public static let markedAttributes = "NSMarkedAttributes"
    public static let defaultParagraphStyle = "NSDefaultParagraphStyle"
    public static let textFinder = "NSTextFinder"
    public static let preferredTextFinderStyle = "NSPreferredTextFinderStyle"
    public static let textHighlightAttributes = "NSTextHighlightAttributes"
    public static let writingToolsFlags = "NSWritingToolsFlags"
    public static let selectedAttributes = "NSSelectedAttributes"
    public static let insertionColor = "NSInsertionColor"
    public static let linkAttributes = "NSLinkAttributes"
    /// A menu that enables no item itself, and one without a state column.
    public static let menuNoAutoenable = "NSNoAutoenable"
    public static let menuExcludeMarkColumn = "NSMenuExcludeMarkColumn"
    /// A menu item's title with attributes.
    public static let attributedTitle = "NSAttributedTitle"
    /// A paragraph style (`NSParagraphStyle`): its alignment and line break mode when not left
    /// and word wrapping, its tab stops, and whether it tightens text before truncating it.
    public static let paragraphAlignment = "NSAlignment"
    public static let paragraphLineBreakMode = "NSLineBreakMode"
    public static let paragraphTabStops = "NSTabStops"
    public static let allowsTighteningForTruncation = "NSAllowsTighteningForTruncation"
    /// A cursor (`NSCursor`): a clip view's document cursor and a link's.
    public static let cursor = "NSCursor"
    public static let cursorHotSpot = "NSHotSpot"
    public static let cursorType = "NSCursorType"
}

/// The names of text attributes (`NSAttributedString.Key`) as attribute dictionaries hold them.
public enum AppKitTextAttribute {
    public static let font = "NSFont"
    /// The font text had before a font substitution (`NSOriginalFont`).
    public static let originalFont = "NSOriginalFont"
    public static let color = "NSColor"
    public static let backgroundColor = "NSBackgroundColor"
    public static let cursor = "NSCursor"
    public static let link = "NSLink"
    public static let underline = "NSUnderline"
    public static let underlineColor = "NSUnderlineColor"
    public static let strikethrough = "NSStrikethrough"
    public static let paragraphStyle = "NSParagraphStyle"
}

/// The classes of an AppKit nib's structure, each named once.
public enum AppKitNibClass {
    public static let root = "NSObject"
    public static let objectData = "NSIBObjectData"
    public static let customObject = "NSCustomObject"
    public static let classSwapper = "NSClassSwapper"
    public static let externalObjectPlaceholder = "NSNibExternalObjectPlaceholder"
    public static let classReference = "IBClassReference"
    public static let windowTemplate = "NSWindowTemplate"
    public static let view = "NSView"
    public static let customView = "NSCustomView"
    public static let layoutConstraint = "NSLayoutConstraint"
    public static let layoutGuide = "NSLayoutGuide"
    public static let viewAutolayoutGuide = "IBNSViewAutolayoutGuide"
    public static let webView = "WebView"
    public static let webPreferences = "WebPreferences"
    public static let button = "NSButton"
    public static let buttonCell = "NSButtonCell"
    public static let font = "NSFont"
    public static let color = "NSColor"
    public static let colorSpace = "NSColorSpace"
    public static let textField = "NSTextField"
    public static let progressIndicator = "NSProgressIndicator"
    public static let switchControl = "NSSwitch"
    public static let stepper = "NSStepper"
    public static let box = "NSBox"
    public static let menu = "NSMenu"
    public static let menuItem = "NSMenuItem"
    public static let popUpButton = "NSPopUpButton"
    public static let popUpButtonCell = "NSPopUpButtonCell"
    public static let customResource = "NSCustomResource"
    public static let image = "NSImage"
    public static let bitmapImageRep = "NSBitmapImageRep"
    public static let imageView = "NSImageView"
    public static let imageCell = "NSImageCell"
    public static let levelIndicator = "NSLevelIndicator"
    public static let levelIndicatorCell = "NSLevelIndicatorCell"
    public static let mapTable = "NSMapTable"
    public static let imageSymbolConfiguration = "NSImageSymbolConfiguration"
    public static let designImageConfiguration = "IBImageConfiguration"
    public static let designSymbolConfiguration = "IBNSImageSymbolConfiguration"
    public static let buttonImageSource = "NSButtonImageSource"
    public static let userDefaultsController = "NSUserDefaultsController"
    public static let viewController = "NSViewController"
    public static let pageController = "NSPageController"
    public static let collectionViewItem = "NSCollectionViewItem"
    public static let prototypingLayoutConstraint = "NSIBPrototypingLayoutConstraint"
    public static let popover = "NSPopover"
    public static let drawer = "NSDrawer"
    public static let objectController = "NSObjectController"
    public static let arrayController = "NSArrayController"
    public static let dictionaryController = "NSDictionaryController"
    public static let treeController = "NSTreeController"
    public static let managedProxy = "_NSManagedProxy"
    public static let scrollView = "NSScrollView"
    public static let stackView = "NSStackView"
    public static let colorWell = "NSColorWell"
    public static let pdfView = "PDFView"
    public static let playerView = "AVPlayerView"
    public static let collectionView = "NSCollectionView"
    public static let pathControl = "NSPathControl"
    public static let predicateEditor = "NSPredicateEditor"
    public static let ruleEditor = "NSRuleEditor"
    public static let ruleEditorSliceHolder = "_NSRuleEditorViewSliceHolder"
    public static let ruleEditorUnboundRowHolder = "_NSRuleEditorViewUnboundRowHolder"
    public static let predicateEditorRowTemplate = "NSPredicateEditorRowTemplate"
    public static let keyPathExpression = "NSKeyPathExpression"
    public static let selfExpression = "NSSelfExpression"
    public static let keyPathSpecifierExpression = "NSKeyPathSpecifierExpression"
    public static let pathCell = "NSPathCell"
    public static let pathComponentCell = "NSPathComponentCell"
    public static let url = "NSURL"
    public static let collectionViewCore = "_NSCollectionViewCore"
    public static let collectionViewFlowLayout = "NSCollectionViewFlowLayout"
    public static let visualEffectView = "NSVisualEffectView"
    public static let splitView = "NSSplitView"
    public static let datePicker = "NSDatePicker"
    public static let tabViewItem = "NSTabViewItem"
    public static let toolbar = "NSToolbar"
    public static let toolbarItem = "NSToolbarItem"
    public static let searchToolbarItem = "NSSearchToolbarItem"
    public static let searchField = "NSSearchField"
    public static let searchFieldCell = "NSSearchFieldCell"
    public static let tokenField = "NSTokenField"
    public static let tokenFieldCell = "NSTokenFieldCell"
    public static let comboBox = "NSComboBox"
    public static let comboBoxCell = "NSComboBoxCell"
    /// The table of a combo box cell's pop-up list, AppKit's private `NSTableView` subclass.
    public static let comboTableView = "NSComboTableView"
    public static let byteCountFormatter = "NSByteCountFormatter"
    public static let fontDescriptor = "NSFontDescriptor"
    public static let datePickerCell = "NSDatePickerCell"
    public static let stackViewContainer = "NSStackViewContainer"
    public static let gridView = "NSGridView"
    public static let gridRow = "NSGridRow"
    public static let gridColumn = "NSGridColumn"
    public static let gridCell = "NSGridCell"
    public static let clipView = "NSClipView"
    public static let tableHeaderView = "NSTableHeaderView"
    public static let outlineView = "NSOutlineView"
    public static let numberFormatter = "NSNumberFormatter"
    public static let dateFormatter = "NSDateFormatter"
    public static let segmentedControl = "NSSegmentedControl"
    public static let matrix = "NSMatrix"
    public static let actionCell = "NSActionCell"
    public static let control = "NSControl"
    public static let segmentedCell = "NSSegmentedCell"
    public static let segmentItem = "NSSegmentItem"
    public static let attributedString = "NSAttributedString"
    public static let textView = "NSTextView"
    public static let textContainer = "NSTextContainer"
    public static let layoutManager = "NSLayoutManager"
    public static let textStorage = "NSTextStorage"
    public static let textViewSharedData = "NSTextViewSharedData"
    public static let cursor = "NSCursor"
    public static let paragraphStyle = "NSParagraphStyle"
    public static let windowController = "NSWindowController"
    public static let tabViewController = "NSTabViewController"
    public static let splitViewController = "NSSplitViewController"
    public static let splitViewItem = "NSSplitViewItem"
    public static let sheetSegueTemplate = "NSStoryboardSheetSegueTemplate"
    public static let showSegueTemplate = "NSStoryboardShowSegueTemplate"
    public static let decimalNumberHandler = "NSDecimalNumberHandler"
    public static let decimalNumberPlaceholder = "NSDecimalNumberPlaceholder"
    public static let sortDescriptor = "NSSortDescriptor"
    public static let tableView = "NSTableView"
    public static let tableCellView = "NSTableCellView"
    public static let nib = "NSNib"
    public static let tableColumn = "NSTableColumn"
    public static let tableHeaderCell = "NSTableHeaderCell"
    public static let cornerView = "_NSCornerView"
    public static let scroller = "NSScroller"
    public static let panGestureRecognizer = "NSPanGestureRecognizer"
    public static let value = "NSValue"
    public static let stepperCell = "NSStepperCell"
    public static let slider = "NSSlider"
    public static let sliderCell = "NSSliderCell"
    public static let tabView = "NSTabView"
    public static let textFieldCell = "NSTextFieldCell"
    public static let secureTextField = "NSSecureTextField"
    public static let secureTextFieldCell = "NSSecureTextFieldCell"
    public static let window = "NSWindow"
    public static let outletConnector = "NSNibOutletConnector"
    public static let controlConnector = "NSNibControlConnector"
    public static let bindingConnector = "NSNibBindingConnector"
    /// A connector with a label and a source only (storyboard scenes' segues).
    public static let connector = "NSNibConnector"
    public static let helpConnector = "NSIBHelpConnector"
    public static let runtimeAttributesConnector = "NSIBUserDefinedRuntimeAttributesConnector"
    public static let accessibilityAttributeConnector = "NSNibAXAttributeConnector"

    /// Each class's superclasses, as a keyed archive lists them after it (`$classes`): every
    /// AppKit class of the corpus's keyed nibs, the same list wherever it occurs, and the classes
    /// the compiler writes that none of them holds (the first fifty-four), with AppKit's, AVKit's, PDFKit's and
    /// Foundation's documented superclasses; AppKit's private `NSComboTableView` is a table view,
    /// its rule editors' `_NSRuleEditorViewSliceHolder` a view and `_NSRuleEditorViewUnboundRowHolder`
    /// an object (for the approximated keyed archives of macOS before 10.13), Foundation's
    /// `NSDecimalNumberPlaceholder` a decimal number and its predicates' private expression
    /// classes expressions (a key path one a function expression), and WebKit's web view a view
    /// whose configuration objects are plain objects, as WebKit documents them.
    public static let superclasses: [String: [String]] = [
        "AVPlayerView": ["NSView", "NSResponder", "NSObject"],
        "NSCollectionView": ["NSView", "NSResponder", "NSObject"],
        "NSCollectionViewFlowLayout": ["NSCollectionViewLayout", "NSObject"],
        "NSCollectionViewItem": ["NSViewController", "NSResponder", "NSObject"],
        "NSDecimalNumberPlaceholder": ["NSDecimalNumber", "NSNumber", "NSValue", "NSObject"],
        "NSDrawer": ["NSResponder", "NSObject"],
        "NSSelfExpression": ["NSExpression", "NSObject"],
        "NSKeyPathSpecifierExpression": ["NSExpression", "NSObject"],
        "NSKeyPathExpression": ["NSFunctionExpression", "NSExpression", "NSObject"],
        "WKWebView": ["NSView", "NSResponder", "NSObject"],
        "WKWebViewConfiguration": ["NSObject"],
        "WKPreferences": ["NSObject"],
        "WKProcessPool": ["NSObject"],
        "WKUserContentController": ["NSObject"],
        "WKWebsiteDataStore": ["NSObject"],
        "NSGridView": ["NSView", "NSResponder", "NSObject"],
        "NSGridRow": ["NSObject"],
        "NSGridColumn": ["NSObject"],
        "NSGridCell": ["NSObject"],
        "NSNib": ["NSObject"],
        "NSPathCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSPathComponentCell": ["NSTextFieldCell", "NSActionCell", "NSCell", "NSObject"],
        "NSPathControl": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSPredicateEditor": ["NSRuleEditor", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSPredicateEditorRowTemplate": ["NSObject"],
        "NSRuleEditor": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "_NSRuleEditorViewSliceHolder": ["NSView", "NSResponder", "NSObject"],
        "_NSRuleEditorViewUnboundRowHolder": ["NSObject"],
        "NSSwitch": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSTableCellView": ["NSView", "NSResponder", "NSObject"],
        "NSTokenField": ["NSTextField", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSTokenFieldCell": ["NSTextFieldCell", "NSActionCell", "NSCell", "NSObject"],
        "NSURL": ["NSObject"],
        "NSComboBox": ["NSTextField", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSComboBoxCell": ["NSTextFieldCell", "NSActionCell", "NSCell", "NSObject"],
        "NSComboTableView": ["NSTableView", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSColorWell": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "PDFView": ["NSView", "NSResponder", "NSObject"],
        "NSNibAXAttributeConnector": ["NSObject"],
        "NSSplitView": ["NSView", "NSResponder", "NSObject"],
        "NSDatePicker": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSDatePickerCell": ["NSActionCell", "NSCell", "NSObject"],
        NibGraph.dateClass: ["NSObject"],
        "NSToolbar": ["NSObject"],
        "NSTabViewItem": ["NSObject"],
        "NSTabViewController": ["NSViewController", "NSResponder", "NSObject"],
        "NSSplitViewController": ["NSViewController", "NSResponder", "NSObject"],
        "NSSplitViewItem": ["NSObject"],
        "NSMutableString": ["NSString", "NSObject"],
        "NSToolbarFlexibleSpaceItem": ["NSToolbarItem", "NSObject"],
        "NSToolbarSpaceItem": ["NSToolbarItem", "NSObject"],
        "NSSearchField": ["NSTextField", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSSearchFieldCell": ["NSTextFieldCell", "NSActionCell", "NSCell", "NSObject"],
        "NSSecureTextField": ["NSTextField", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSSecureTextFieldCell": ["NSTextFieldCell", "NSActionCell", "NSCell", "NSObject"],
        "NSStepper": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSLevelIndicator": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSLevelIndicatorCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSToolbarItem": ["NSObject"],
        "NSIBUserDefinedRuntimeAttributesConnector": ["NSObject"],
        "NSStepperCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSTabView": ["NSView", "NSResponder", "NSObject"],
        "NSTextView": ["NSText", "NSView", "NSResponder", "NSObject"],
        "NSTextContainer": ["NSObject"],
        "NSLayoutManager": ["NSObject"],
        "NSTextStorage": ["NSMutableAttributedString", "NSAttributedString", "NSObject"],
        "NSTextViewSharedData": ["NSObject"],
        "NSCursor": ["NSObject"],
        "NSWindowController": ["NSResponder", "NSObject"],
        "NSStoryboardSheetSegueTemplate": ["NSStoryboardSegueTemplate", "NSObject"],
        "NSStoryboardShowSegueTemplate": ["NSStoryboardSegueTemplate", "NSObject"],
        "NSVisualEffectView": ["NSView", "NSResponder", "NSObject"],
        "IBClassReference": ["NSObject"],
        "IBImageConfiguration": ["NSObject"],
        "IBNSImageSymbolConfiguration": ["NSObject"],
        "NSArray": ["NSObject"],
        "NSArrayController": ["NSObjectController", "NSController", "NSObject"],
        "NSDictionaryController": ["NSArrayController", "NSObjectController", "NSController", "NSObject"],
        "NSObjectController": ["NSController", "NSObject"],
        "NSTreeController": ["NSObjectController", "NSController", "NSObject"],
        "NSAttributedString": ["NSObject"],
        "NSNumberFormatter": ["NSFormatter", "NSObject"],
        "NSDateFormatter": ["NSFormatter", "NSObject"],
        "NSLayoutGuide": ["NSObject"],
        "NSSegmentedControl": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSSegmentedCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSSegmentItem": ["NSObject"],
        "NSMatrix": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSActionCell": ["NSCell", "NSObject"],
        "IBNSViewAutolayoutGuide": ["NSObject"],
        "NSDecimalNumberHandler": ["NSObject"],
        "NSBox": ["NSView", "NSResponder", "NSObject"],
        "NSButton": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSButtonCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSButtonImageSource": ["NSObject"],
        "NSClassSwapper": ["NSObject"],
        "NSClipView": ["NSView", "NSResponder", "NSObject"],
        "NSTableHeaderView": ["NSView", "NSResponder", "NSObject"],
        "NSSortDescriptor": ["NSObject"],
        "NSColor": ["NSObject"],
        "NSColorSpace": ["NSObject"],
        "NSCustomObject": ["NSObject"],
        "NSCustomResource": ["NSObject"],
        "NSCustomView": ["NSView", "NSResponder", "NSObject"],
        "NSDictionary": ["NSObject"],
        "NSFont": ["NSObject"],
        "NSFontDescriptor": ["NSObject"],
        "NSIBHelpConnector": ["NSObject"],
        "NSIBObjectData": ["NSObject"],
        "NSIBPrototypingLayoutConstraint": ["NSLayoutConstraint", "NSObject"],
        "NSImageCell": ["NSCell", "NSObject"],
        "NSImage": ["NSObject"],
        "NSBitmapImageRep": ["NSImageRep", "NSObject"],
        "NSImageSymbolConfiguration": ["NSObject"],
        "NSImageView": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSLayoutConstraint": ["NSObject"],
        "NSLocalizableString": ["NSString", "NSObject"],
        "NSMapTable": ["NSObject"],
        "NSMenu": ["NSObject"],
        "NSMenuItem": ["NSObject"],
        "NSMutableArray": ["NSArray", "NSObject"],
        "NSMutableData": ["NSData", "NSObject"],
        "NSMutableDictionary": ["NSDictionary", "NSObject"],
        "NSMutableSet": ["NSSet", "NSObject"],
        "NSNibBindingConnector": ["NSNibConnector", "NSObject"],
        "NSNibConnector": ["NSObject"],
        "NSNibControlConnector": ["NSNibConnector", "NSObject"],
        "NSNibExternalObjectPlaceholder": ["NSObject"],
        "NSNibOutletConnector": ["NSNibConnector", "NSObject"],
        "NSPanGestureRecognizer": ["NSGestureRecognizer", "NSObject"],
        "NSParagraphStyle": ["NSObject"],
        "NSPopUpButton": ["NSButton", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSPopUpButtonCell": ["NSMenuItemCell", "NSButtonCell", "NSActionCell", "NSCell", "NSObject"],
        "NSPopover": ["NSResponder", "NSObject"],
        "NSProgressIndicator": ["NSView", "NSResponder", "NSObject"],
        "NSScrollView": ["NSView", "NSResponder", "NSObject"],
        "NSScroller": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSSlider": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSSliderCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSStackView": ["NSView", "NSResponder", "NSObject"],
        "NSStackViewContainer": ["NSView", "NSResponder", "NSObject"],
        "NSTableColumn": ["NSObject"],
        "NSTableHeaderCell": ["NSTextFieldCell", "NSActionCell", "NSCell", "NSObject"],
        "NSTableView": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSOutlineView": ["NSTableView", "NSControl", "NSView", "NSResponder", "NSObject"],
        "NSTextField": ["NSControl", "NSView", "NSResponder", "NSObject"],
        "NSTextFieldCell": ["NSActionCell", "NSCell", "NSObject"],
        "NSUserDefaultsController": ["NSController", "NSObject"],
        "NSValue": ["NSObject"],
        "NSView": ["NSResponder", "NSObject"],
        "NSViewController": ["NSResponder", "NSObject"],
        "NSWindowTemplate": ["NSObject"],
        "WebPreferences": ["NSObject"],
        "WebView": ["NSView", "NSResponder", "NSObject"],
        "_NSCornerView": ["NSView", "NSResponder", "NSObject"],
        "_NSManagedProxy": ["NSObject"],
    ]
}

/// The keys of a macOS `.storyboardc`'s `Info.plist`.
public enum AppKitStoryboardKey {
    public static let mainMenu = "NSStoryboardMainMenu"
    public static let identifiersToNibNames = "NSViewControllerIdentifiersToNibNames"
    public static let version = "NSStoryboardVersion"
    public static let identifiersToUniqueIdentifiers = "NSViewControllerIdentifiersToUUIDs"
    public static let designatedEntryPoint = "NSStoryboardDesignatedEntryPointIdentifier"
}
