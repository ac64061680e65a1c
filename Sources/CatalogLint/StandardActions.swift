/// Actions AppKit's and UIKit's own menus, keyboard bindings and text system send along the
/// responder chain without a document connecting them (`NSStandardKeyBindingResponding`,
/// `UIResponderStandardEditActions`, the standard menu items): an `@IBAction` of one of these
/// selectors is answered by the system, so it is not unused.
enum StandardActions {
    static let selectors: Set<String> = [
        // Editing (UIResponderStandardEditActions and AppKit's Edit menu).
        "copy:", "cut:", "paste:", "delete:", "selectAll:", "undo:", "redo:", "pasteAndMatchStyle:", "duplicate:",
        "select:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "find:", "findNext:",
        "findPrevious:", "findAndReplace:", "useSelectionForFind:", "print:",
        // AppKit's Find, File, Window, View and application menus.
        "performTextFinderAction:", "performFindPanelAction:", "centerSelectionInVisibleArea:",
        "newDocument:", "openDocument:", "saveDocument:", "saveDocumentAs:", "revertDocumentToSaved:",
        "runPageLayout:", "performClose:", "performMiniaturize:", "performZoom:", "arrangeInFront:",
        "toggleFullScreen:", "toggleSidebar:", "toggleToolbarShown:", "runToolbarCustomizationPalette:",
        "makeTextLarger:", "makeTextSmaller:", "makeTextStandardSize:", "showHelp:", "orderFrontStandardAboutPanel:",
        "orderFrontColorPanel:", "orderFrontFontPanel:", "hide:", "hideOtherApplications:", "unhideAllApplications:",
        "terminate:", "cancelOperation:", "complete:", "selectNextTab:", "selectPreviousTab:", "mergeAllWindows:",
        "moveTabToNewWindow:", "toggleTabBar:", "toggleTabOverview:", "newWindowForTab:",
    ]
}
