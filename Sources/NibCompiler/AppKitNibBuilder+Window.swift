import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Windows as Xcode 26 archives them: an `NSWindowTemplate` and its content view, measured on
/// viraptor/ibtool's samples (`window`, `test1`, `test-window-behavior`, `test29-window-minmax-size`,
/// `test-rect-float-coords`, `blocklist`) and checked on every window of the Xcode 26 pairs
/// (`AppKitWindowTemplateConformanceTests`: 63 templates equal to Xcode's). Only what those show is
/// written; any other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    /// The window attributes the compiler writes, and the values of those it accepts only as the
    /// samples show them.
    static let windowAttributes: Set<String> = [
        "id", "title", "allowsToolTipsWhenApplicationIsInactive", "autorecalculatesKeyViewLoop",
        "releasedWhenClosed", "restorable", "visibleAtLaunch", "animationBehavior", "tabbingMode", "oneShot",
        "showsToolbarButton", "customClass", "customModule", "customModuleProvider", "frameAutosaveName", "hidesOnDeactivate",
        "identifier", "toolbarStyle", "titleVisibility", "titlebarAppearsTransparent", "deferred", "wantsToBeColor",
    ]
    static let acceptedWindowValues: [String: Set<String>] = [
        "animationBehavior": ["default"], "tabbingMode": ["disallowed"], "oneShot": ["NO"], "showsToolbarButton": ["NO"],
        "toolbarStyle": Set(toolbarStyles.keys), "titleVisibility": ["hidden"], "titlebarAppearsTransparent": ["YES"], "deferred": ["NO"],
        "wantsToBeColor": ["NO"],
    ]
    /// `NSWindowStyleMask` bits of `<windowStyleMask>`.
    static let styleMaskBits: [String: Int64] = [
        "titled": titledBit, "closable": 2, "miniaturizable": 4, "resizable": resizableBit, "utility": 16, "nonactivatingPanel": 0x80,
        "fullSizeContentView": fullSizeContentViewStyle,
        // A heads-up display panel (Aerial's `OverlaysViewController`, Xcode 26: 0x201B).
        "HUD": 0x2000,
        // AppKit's 1 << 12, 1 << 6 and 1 << 8, as the others are AppKit's values (Sequel Ace's
        // main window, iTerm2's sheets, LuLu's and Clipy's textured windows).
        "unifiedTitleAndToolbar": 0x1000, "documentModal": 0x40, "texturedBackground": 0x100,
    ]
    static let fullSizeContentViewStyle: Int64 = 0x8000
    static let titledBit: Int64 = 1
    static let resizableBit: Int64 = 8
    /// `NSWindowCollectionBehavior` bits of `<windowCollectionBehavior>`: AppKit's option values,
    /// as the pairs show five of them archived; full screen none is AppKit's 1 << 9, moving to
    /// the active space (Vienna's info window) its 1 << 1, taking part in the window cycle
    /// (Sequel Ace's) its 1 << 5, managed (Quicksilver's main window) its 1 << 2, stationary its 1 << 4.
    static let collectionBehaviorBits: [String: Int64] = [
        "canJoinAllSpaces": 1, "moveToActiveSpace": 2, "managed": 4, "transient": 8, "stationary": 16, "participatesInCycle": 32,
        "ignoresCycle": 64,
        "fullScreenPrimary": 128, "fullScreenAuxiliary": 256, "fullScreenNone": 512,
    ]
    /// `NSWTFlags`: deferred (unless `deferred="NO"`, Sequel Pro's and Quicksilver's panels), the
    /// position field, and one bit per flag Interface Builder shows. test-window-behavior
    /// (tooltips NO, key-view loop left YES) sets 0x800 and not 0x2000. The deferred bit lies
    /// between the not-released (0x40000000) and the older Xcodes' one-shot (0x10000000) bits the
    /// pairs show, as the window template's flags are laid out (GNUstep's `GSWindowTemplateFlags`,
    /// which reads Xcode's nibs and xibs).
    static let deferredFlag: Int64 = 0x2000_0000
    /// The position field by the struts of `<windowPositionMask>`, as far as the pairs show it:
    /// none, all four or top and bottom 0x780000; left and top 0x280000 (transmission's
    /// MainMenu); left and bottom 0 (blocklist). Another mask is an approximation with the flags
    /// of none.
    static let positionFlags: [Set<String>: Int64] = [
        []: 0x0078_0000, ["leftStrut", "rightStrut", "topStrut", "bottomStrut"]: 0x0078_0000,
        ["topStrut", "bottomStrut"]: 0x0078_0000, ["leftStrut", "topStrut"]: 0x0028_0000, ["leftStrut", "bottomStrut"]: 0,
    ]
    /// The position field of the masks no pair shows as viraptor/ibtool writes them, a table that
    /// agrees with every mask above (its author compared its output with Apple's nibs of its
    /// samples, half of which the pairs hold): approximations.
    static let unmeasuredPositionFlags: [Set<String>: Int64] = [
        ["topStrut"]: 0x0038_0000, ["bottomStrut"]: 0x0058_0000, ["leftStrut"]: 0x0068_0000, ["rightStrut"]: 0x0070_0000,
        ["rightStrut", "topStrut"]: 0x0030_0000, ["rightStrut", "bottomStrut"]: 0x0005_0000,
    ]
    static let notReleasedWhenClosedFlag: Int64 = 0x4000_0000
    /// What Xcode 9 and older set in every window's `NSWTFlags` besides.
    static let olderWindowFlag: Int64 = 0x1000_0000
    /// What Xcode 5.0.1 set besides (`AppKitXcodeRules.xcode7Archives`): the template's
    /// wants-to-be-color bit, as GNUstep's `GSWindowTemplateFlags` and AppKit's `_wtFlags` lay
    /// them out, which Interface Builder's `wantsToBeColor` (YES unless saved) stands for.
    static let xcode5WindowFlag: Int64 = 0x0400_0000
    static let hidesOnDeactivateFlag: Int64 = 0x8000_0000
    static let recalculatesKeyViewLoopFlag: Int64 = 0x800
    static let toolTipsWhenInactiveFlag: Int64 = 0x2000
    /// What Xcode adds to a titled window's content size for its frame's minimum and maximum
    /// (test29: 300 × 200 → {300, 232}), by the title bar of the macOS it ran on: 22 points
    /// before Xcode 12.3, 28 before Xcode 26, then 32; nothing when the content view fills the
    /// frame (`fullSizeContentView`).
    var titleBarHeight: Double {
        follows(AppKitXcodeRules.tahoeTitleBar) ? 32 : follows(AppKitXcodeRules.bigSurTitleBar) ? 28 : 22
    }
    /// `NSMaxSize` of a window without a maximum.
    static let unboundedSize = 10_000_000_000_000.0
    static let backingBuffered: Int64 = 2
    static let tabbingModeDisallowed: Int64 = 2
    /// `NSWindowToolbarStyle` by Interface Builder's name, AppKit's values: the pairs show
    /// compact, AppKit's unified compact 4 (viraptor's `window-toolbarstyle`); the others (Sequel
    /// Ace's, SameBoy's and Textual's preference windows, HandBrake's expanded toolbar, Amethyst's
    /// unified one) are its neighbors in the enumeration. Automatic, AppKit's 0, is not saved.
    static let toolbarStyles: [String: Int64] = ["expanded": 1, "preference": 2, "unified": 3, "compact": 4]
    /// `NSWindowTitleVisibility` of `titleVisibility="hidden"`.
    static let titleHidden: Int64 = 1
    /// The edges of `<contentBorderThickness>` by Interface Builder's name, as AppKit's keys end.
    static let contentBorderEdges: [(name: String, key: String)] = [("minX", "MinX"), ("maxX", "MaxX"), ("minY", "MinY"), ("maxY", "MaxY")]

    @discardableResult
    mutating func addWindow(_ element: IBElement, owner: Int) -> Int? {
        approximateUnknownAttributes(of: element, known: Self.windowAttributes, accepted: Self.acceptedWindowValues)
        // Sparkle's windows of 2013 and 2014: no pair shows one, and Xcode 7 and later set the
        // bit for no window.
        let wantsToBeColor = element["wantsToBeColor"] != "NO"
        if !wantsToBeColor {
            approximate(
                "a window that does not want to be color, which no pair shows, is archived without the flag Xcode 5 sets for every other window",
                at: element)
        }
        var styleMask: Int64 = 0
        var collectionBehavior: Int64 = 0
        var contentRect: (x: Double, y: Double, width: Double, height: Double)?
        var screenRect = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        var struts: Set<String> = []
        var minSize: (width: Double, height: Double)?
        var maxSize: (width: Double, height: Double)?
        var fullScreenSizes: [String: String] = [:]
        var contentView: IBElement?
        var toolbarElement: IBElement?
        var contentBorders: [(key: String, thickness: Double)] = []
        var connections: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("windowStyleMask", "styleMask"):
                guard let bits = flags(of: child, Self.styleMaskBits) else { return nil }
                styleMask = bits
            case ("windowCollectionBehavior", "collectionBehavior"):
                guard let bits = flags(of: child, Self.collectionBehaviorBits) else { return nil }
                collectionBehavior = bits
            case ("windowPositionMask", "initialPositionMask"):
                struts = Set(child.attributes.filter { $0.key != "key" && $0.value == "YES" }.keys)
                guard child.attributes.allSatisfy({ $0.key == "key" || $0.value == "YES" }) else {
                    reject("a window position mask saving a strut as NO is not known to the macOS compiler yet", at: child)
                    return nil
                }
                let mask = struts.sorted().joined(separator: ", ")
                if Self.positionFlags[struts] == nil, let flags = Self.unmeasuredPositionFlags[struts] {
                    // VimR's and Background Music's windows held by their top alone.
                    approximate(
                        "a window position mask of \(mask), which no pair shows, is archived with the position flags viraptor/ibtool "
                            + "writes for it, 0x\(String(flags, radix: 16))",
                        at: child)
                } else if Self.positionFlags[struts] == nil {
                    approximate(
                        "a window position mask of \(mask), which no pair shows, is archived with the position flags of a window without struts",
                        at: child)
                }
            case ("rect", "contentRect"):
                guard let rect = rect(child) else { return nil }
                contentRect = rect
            case ("rect", "screenRect"):
                guard let rect = rect(child) else { return nil }
                screenRect = rect
            case ("value", "minSize"), ("value", "maxSize"):
                guard child["type"] == "size", let width = number(child, "width"), let height = number(child, "height") else {
                    reject("a window \(child["key"] ?? "") that is not a size is not known to the macOS compiler yet", at: child)
                    return nil
                }
                if child["key"] == "minSize" { minSize = (width, height) } else { maxSize = (width, height) }
            case ("value", "minFullScreenContentSize"), ("value", "maxFullScreenContentSize"):
                // MacVim's What's New window; the pairs' windows all archive {0, 0}.
                guard child["type"] == "size", let width = number(child, "width"), let height = number(child, "height") else {
                    reject("a window \(child["key"] ?? "") that is not a size is not known to the macOS compiler yet", at: child)
                    return nil
                }
                approximate(
                    "a window's \(child["key"] ?? ""), which no pair shows other than zero, is archived where the pairs' zero is", at: child
                )
                fullScreenSizes[child["key"] ?? ""] = GeometryString.size(width: width, height: height)
            case ("view", "contentView"), ("clipView", "contentView"):
                contentView = child
            case ("toolbar", "toolbar"):
                toolbarElement = child
            case ("contentBorderThickness", nil):
                // SameBoy's CheatSearch and Document windows; written with AppKit's keys, a
                // thickness set in Interface Builder not recalculated.
                approximate(
                    "a window's content border thickness, which no pair shows, is written with AppKit's keys for it in a form Xcode's may not share",
                    at: child)
                guard Set(child.attributes.keys).isSubset(of: Self.contentBorderEdges.map(\.name)) else {
                    rejectChildren([child], of: element)
                    return nil
                }
                for edge in Self.contentBorderEdges where child[edge.name] != nil {
                    guard let thickness = number(child, edge.name) else {
                        reject("\(edge.name)=\"\(child[edge.name] ?? "")\" of a contentBorderThickness is not a number", at: child)
                        return nil
                    }
                    contentBorders.append((edge.key, thickness))
                }
            case ("point", "canvasLocation"):
                continue
            case ("connections", _):
                connections.append(child)
            case ("accessibility", nil):
                // iTerm2 names its settings panels for UI tests.
                approximate(
                    "accessibility of a window, which no pair shows, is connected to the window as a view's is to its view", at: child)
                connections.append(child)
            default:
                rejectChildren([child], of: element)
            }
        }

        let window = add(AppKitNibClass.windowTemplate, .values([]))
        addDocumentObject(window, parent: owner, element: element)
        collectConnections(connections, of: element, source: window)
        if element["visibleAtLaunch"] != "NO" {
            visibleWindows.append(window)
        }
        let view = contentView.flatMap { addContentView($0, window: window, contentSize: contentRect.map { ($0.width, $0.height) }) }
        let toolbar = toolbarElement.flatMap { addToolbar($0, window: window) }

        var flags =
            (element["deferred"] == "NO" ? 0 : Self.deferredFlag)
            | (Self.positionFlags[struts] ?? Self.unmeasuredPositionFlags[struts] ?? Self.positionFlags[[], default: 0])
        if element["releasedWhenClosed"] == "NO" { flags |= Self.notReleasedWhenClosedFlag }
        if element["hidesOnDeactivate"] == "YES" { flags |= Self.hidesOnDeactivateFlag }
        if element["autorecalculatesKeyViewLoop"] != "NO" { flags |= Self.recalculatesKeyViewLoopFlag }
        if element["allowsToolTipsWhenApplicationIsInactive"] != "NO" { flags |= Self.toolTipsWhenInactiveFlag }
        let content = contentRect ?? (0, 0, 0, 0)
        // On an axis without struts the window is centred on its screen (test1: (1440 − 538) / 2 = 451).
        let horizontal = !struts.isDisjoint(with: ["leftStrut", "rightStrut"])
        let vertical = !struts.isDisjoint(with: ["topStrut", "bottomStrut"])
        let origin = (
            x: horizontal ? content.x : screenRect.x + (screenRect.width - content.width) / 2,
            y: vertical ? content.y : screenRect.y + (screenRect.height - content.height) / 2
        )
        // The title bar counts only where a minimum or maximum size is archived.
        let frameExtra =
            (minSize != nil || maxSize != nil) && styleMask & Self.styleMaskBits["titled", default: 0] != 0
                && styleMask & Self.fullSizeContentViewStyle == 0
            ? titleBarHeight : 0
        let zeroSize = string(GeometryString.size(width: 0, height: 0))

        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.windowStyleMask, styleMask == 0 ? nil : .integer(styleMask))
        // A resizable window without a title bar says so (Aerial's `AerialDesktop`).
        let resizableUntitled = styleMask & Self.resizableBit != 0 && styleMask & Self.titledBit == 0
        fields.add(AppKitNibKey.windowAllowNontitledResizable, resizableUntitled ? .bool(true) : nil)
        fields.add(AppKitNibKey.windowBacking, .integer(Self.backingBuffered))
        fields.add(
            AppKitNibKey.windowRect,
            string(
                GeometryString.rect(
                    x: contentRect == nil ? 0 : origin.x, y: contentRect == nil ? 0 : origin.y, width: content.width, height: content.height
                )
            ).archived)
        // A 32-bit signed field: hidesOnDeactivate makes it negative (Aerial's DisplaysViewController).
        let olderFlags =
            (follows(AppKitXcodeRules.windowFlagsWithout10000000) ? 0 : Self.olderWindowFlag)
            | (follows(AppKitXcodeRules.xcode7Archives) || !wantsToBeColor ? 0 : Self.xcode5WindowFlag)
        fields.add(AppKitNibKey.windowTemplateFlags, .integer(Int64(Int32(truncatingIfNeeded: flags | olderFlags))))
        fields.add(AppKitNibKey.windowTitle, userString(element["title"] ?? "", of: element).archived)
        fields.add(AppKitNibKey.windowSubtitle, string("").archived)
        fields.add(AppKitNibKey.windowClass, string(options.runtimeClassName(of: element) ?? AppKitNibClass.window).archived)
        // A toolbar is archived where the window's view class would be (`toolbar-default-refs`).
        fields.add(AppKitNibKey.viewClass, toolbar.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.userInterfaceItemIdentifier, element["identifier"].map { string($0).archived } ?? .null)
        fields.add(
            AppKitNibKey.windowContentMaxSize, maxSize.map { string(GeometryString.size(width: $0.width, height: $0.height)).archived })
        fields.add(
            AppKitNibKey.windowContentMinSize, minSize.map { string(GeometryString.size(width: $0.width, height: $0.height)).archived })
        fields.add(AppKitNibKey.windowView, view.map(NibGraph.Value.object) ?? .null)
        fields.add(
            AppKitNibKey.screenRect,
            string(GeometryString.rect(x: screenRect.x, y: screenRect.y, width: screenRect.width, height: screenRect.height)).archived)
        fields.add(
            AppKitNibKey.minSize,
            minSize.map { string(GeometryString.size(width: $0.width, height: $0.height + frameExtra)).archived })
        // A window with a toolbar and no maximum archives none (`toolbar-default-refs`).
        let unbounded = toolbar == nil ? GeometryString.size(width: Self.unboundedSize, height: Self.unboundedSize) : nil
        fields.add(
            AppKitNibKey.maxSize,
            (maxSize.map { GeometryString.size(width: $0.width, height: $0.height + frameExtra) } ?? unbounded).map {
                string($0).archived
            })
        fields.add(AppKitNibKey.windowCollectionBehavior, collectionBehavior == 0 ? nil : .integer(collectionBehavior))
        fields.add(AppKitNibKey.frameAutosaveName, element["frameAutosaveName"].map { string($0).archived })
        fields.add(AppKitNibKey.windowIsRestorable, .bool(element["restorable"] != "NO"))
        // A window controller's window has no full screen content sizes (Prune's `Main.storyboard`).
        let fullScreenSize = isWindowControllerWindow ? nil : zeroSize.archived
        // The two sizes together, before the title bar's values (all 95 windows of the pairs'
        // NIBArchives that have them).
        fields.add(
            AppKitNibKey.minFullScreenContentSize, fullScreenSizes["minFullScreenContentSize"].map { string($0).archived } ?? fullScreenSize
        )
        fields.add(
            AppKitNibKey.maxFullScreenContentSize, fullScreenSizes["maxFullScreenContentSize"].map { string($0).archived } ?? fullScreenSize
        )
        fields.add(AppKitNibKey.windowTitleVisibility, element["titleVisibility"] == "hidden" ? .integer(Self.titleHidden) : nil)
        fields.add(AppKitNibKey.titlebarAppearsTransparent, element["titlebarAppearsTransparent"] == "YES" ? .bool(true) : nil)
        fields.add(AppKitNibKey.windowTabbingMode, element["tabbingMode"] == "disallowed" ? .integer(Self.tabbingModeDisallowed) : nil)
        fields.add(AppKitNibKey.windowToolbarStyle, element["toolbarStyle"].flatMap { Self.toolbarStyles[$0] }.map(NibGraph.Value.integer))
        for border in contentBorders {
            fields.add(AppKitNibKey.contentBorderThickness(border.key), .double(border.thickness))
            fields.add(AppKitNibKey.autorecalculatesContentBorderThickness(border.key), .bool(false))
        }
        // A custom class is named last as the document names it (test1's `NSPanel`).
        fields.add(AppKitNibKey.classReference, classReference(of: element).map(NibGraph.Value.object))
        objects[window].content = .values(NibGraph.Entries(fields.entries))
        return window
    }

    /// A window's content view: a view, or a clip view sized to the content rectangle where the
    /// document saves it, its document following by its mask (viraptor's `test6-whitecolor`: a
    /// clip view saved 523 × 188 at (1, 1), archived 538 × 337 there with its text view).
    private mutating func addContentView(_ element: IBElement, window: Int, contentSize: (width: Double, height: Double)?) -> Int? {
        guard element.name == Self.clipViewElement else { return addView(element, superview: nil, parent: window) }
        guard let saved = element.child("rect", key: "frame").flatMap({ rect($0) }), let contentSize else {
            reject("a clip view as a window's content without a frame is not known to the macOS compiler yet", at: element)
            return nil
        }
        return addClipView(
            element, superview: nil, parent: window, frame: (saved.x, saved.y, contentSize.width, contentSize.height), header: nil)
    }

    static let clipViewElement = "clipView"

    // MARK: Reading attributes

    /// Approximates each attribute of `element` that the compiler does not write, or writes
    /// with other values than `accepted`: the nib is written without it.
    mutating func approximateUnknownAttributes(of element: IBElement, known: Set<String>, accepted: [String: Set<String>]) {
        for (name, value) in element.attributes.sorted(by: { $0.key < $1.key }) where !IBElement.editorOnlyAttributes.contains(name) {
            if !known.contains(name) {
                approximate("attribute \(name) of a \(element.name) is not known to the macOS compiler yet", at: element)
            } else if let values = accepted[name], !values.contains(value) {
                approximate("\(name)=\"\(value)\" of a \(element.name) is not known to the macOS compiler yet", at: element)
            }
        }
    }

    /// The bits of a flags element (`<windowStyleMask titled="YES" …/>`); an attribute outside
    /// `bits` is an error.
    mutating func flags(of element: IBElement, _ bits: [String: Int64]) -> Int64? {
        var value: Int64 = 0
        for (name, setting) in element.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
            guard let bit = bits[name] else {
                reject("\(name) of a \(element.name) is not known to the macOS compiler yet", at: element)
                return nil
            }
            if setting == "YES" { value |= bit }
        }
        return value
    }

    mutating func rect(_ element: IBElement) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let x = number(element, "x"), let y = number(element, "y"), let width = number(element, "width"),
            let height = number(element, "height")
        else {
            reject("a \(element["key"] ?? "rect") that is not four numbers", at: element)
            return nil
        }
        return (x, y, width, height)
    }

    func number(_ element: IBElement, _ name: String) -> Double? {
        element[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }
}
