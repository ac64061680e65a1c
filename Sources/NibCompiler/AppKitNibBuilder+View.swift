import AppKitNib
import Foundation
import IBSource
import NibArchive

/// What every view archives (`NSView`'s keys), for a content view, its subviews and controls, as
/// Xcode 26 writes them; a view's subviews are added here, each by the writer of its element.
///
/// `view` and `customView` elements: viraptor/ibtool's `customview-direct` (a custom view is a
/// class swapper when custom objects are made with `-init`), `test34-pdfview` and
/// `test15-custom-classes` (an `NSCustomView` naming its class otherwise; a `view` with a custom
/// class is a class swapper).
extension AppKitNibBuilder {
    /// A view element read: its frame, its autoresizing mask if saved, its subviews, and the
    /// children the caller writes (a control's cell).
    struct ParsedView {
        var frame: (x: Double, y: Double, width: Double, height: Double)
        var autoresizing: Int64?
        var subviews: [IBElement]
        /// The constraints the view holds.
        var constraints: [IBElement]
        var others: [IBElement]
    }

    static let priorityAttributes = [
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority",
    ]
    /// What any view may say: its content hugging and compression resistance and its custom class.
    static let viewAttributes = Set(
        ["id", "key", "wantsLayer", "toolTip", "identifier"]
            + priorityAttributes
            + customClassAttributes)
    /// The focus ring a view may say it has: none, which an NSView does not archive (the pairs'
    /// tables, text fields and buttons leave no trace of it; a cell archives its own), so neither
    /// does a plain or split view saying it (Sequel Ace's). Interface Builder 3's archives
    /// (`AppKitNibBuilder`) set `NSvFlags`' 0x1000 for it, on 36 tables too: AppKit changed since.
    static let viewFocusRingTypes: Set<String> = ["none"]
    /// A view's custom class, written as a class swapper (`swapClass(of:to:)`).
    static let customClassAttributes = ["customClass", "customModule", "customModuleProvider"]
    /// `NSvFlags`: autoresizes subviews, hidden, and the autoresizing mask's bits.
    static let autoresizesSubviewsFlag: Int64 = 0x100
    static let hiddenFlag: Int64 = 0x8000_0000
    /// The mask of a view saved without one: flexible right margin and bottom with Auto Layout
    /// (test1's content view, 0x10c), top and bottom without (0x128).
    static let defaultAutoresizing: (autoLayout: Int64, springsAndStruts: Int64) = (0xc, 0x28)
    /// The content hugging a view class has unless the document says otherwise; a view writes
    /// `NSHuggingPriority` only when it differs.
    static let viewHugging = (horizontal: 250, vertical: 250)
    /// The compression resistance every view has unless the document says otherwise; a view
    /// writes `NSAntiCompressionPriority` only when it differs (Aerial's labels: `{250, 750}`).
    static let viewCompressionResistance = 750

    /// A view's shadow (`NSShadow`), which no pair shows: left out.
    static let viewShadowApproximation = "a view's shadow, which no pair shows, is left out: the view draws none"

    mutating func parseView(_ element: IBElement, known: Set<String>, accepted: [String: Set<String>]) -> ParsedView? {
        approximateUnknownAttributes(of: element, known: known, accepted: accepted)
        var frame: (x: Double, y: Double, width: Double, height: Double)?
        var autoresizing: Int64?
        var subviews: [IBElement] = []
        var constraints: [IBElement] = []
        var others: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"):
                guard let rect = rect(child) else { return nil }
                frame = element.id.flatMap { documentIndex.constrainedFrames[$0] } ?? rect
            case ("autoresizingMask", "autoresizingMask"):
                guard let bits = flags(of: child, AppKitAutoresizing.bits) else { return nil }
                autoresizing = bits
            case ("subviews", _):
                subviews = child.children
            case ("constraints", nil) where child.attributes.isEmpty:
                constraints += child.children
            case ("point", "canvasLocation"), ("userGuides", nil):
                // Where Interface Builder shows a top-level view, and the guides it draws on its
                // canvas (Prune's application view); not archived.
                continue
            case ("animations", nil) where child.holdsNothing:
                continue
            case ("string", "toolTip"):
                continue
            case ("shadow", "shadow"):
                // IINA's player window: its controls' backgrounds and its title bar.
                approximate(Self.viewShadowApproximation, at: element)
            case ("contentFilters", nil):
                // Background Music's arrow buttons, moved by a Core Image transform.
                approximate("a view's Core Image content filters, which no pair shows, are left out", at: child)
            case ("string", "identifier") where known.contains("identifier"):
                // An identifier too long for an attribute (iTerm2's settings' check boxes).
                continue
            default:
                others.append(child)
            }
        }
        if frame == nil {
            // HandBrake's hidden scrollers, which their scroll view tiles when it lays out, and
            // Sequel Pro's separator boxes' content views, which their boxes size.
            approximate("a \(element.name) without a frame, which no pair shows, is written with an empty one", at: element)
            frame = (0, 0, 0, 0)
        }
        guard let frame else { return nil }
        // Priorities are archived as whole numbers; a fractional one (249.99998474121094) is not
        // known yet.
        for name in Self.priorityAttributes {
            if let value = element[name], Int(value) == nil {
                reject("\(name)=\"\(value)\" of a \(element.name) is not known to the macOS compiler yet", at: element)
                return nil
            }
        }
        return ParsedView(frame: frame, autoresizing: autoresizing, subviews: subviews, constraints: constraints, others: others)
    }

    /// `NSView`'s values of the view at `index`, from `NSNextResponder` to `IBNSClipsToBounds`;
    /// its subviews are added on the way, after it in the object list.
    mutating func viewEntries(
        _ element: IBElement, _ parsed: ParsedView, index: Int, superview: Int?, defaultHugging: (horizontal: Int, vertical: Int)?,
        writesEmptySubviews: Bool = false, hostsLayerTree: Bool = false, reversesSubviews: Bool = false,
        addedSubviews: [Int]? = nil, layoutGuides: ViewLayoutGuides = ViewLayoutGuides()
    ) -> [NibGraph.Entry] {
        // A tooltip saved in base64 gets no help connector (viraptor's `tooltip-both`: its
        // "(Return)" is the one of three tooltips Xcode leaves out).
        if element.child("string", key: "toolTip")?.isBase64 != true, let toolTip = element.text("toolTip") {
            toolTips.append((index, toolTip, element))
        }
        let added = addedSubviews ?? parsed.subviews.compactMap { addSubview($0, superview: index) }
        let subviews = reversesSubviews ? added.reversed() : added
        var flags =
            (element["autoresizesSubviews"] == "NO" ? 0 : Self.autoresizesSubviewsFlag)
            | (parsed.autoresizing ?? defaultAutoresizingMask)
        if element["hidden"] == "YES" { flags |= Self.hiddenFlag }
        let frame = parsed.frame
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, superview.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        // A view with no flag set archives none (test34-pdfview's PDF view).
        fields.add(AppKitNibKey.viewFlags, flags == 0 ? nil : .integer(Int64(Int32(truncatingIfNeeded: flags))))
        fields.add(
            AppKitNibKey.subviews,
            subviews.isEmpty && !writesEmptySubviews ? nil : list(NibCollectionClass.mutableArray, subviews).archived)
        if frame.x == 0, frame.y == 0 {
            fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: frame.width, height: frame.height)).archived)
        } else {
            fields.add(
                AppKitNibKey.frame, string(GeometryString.rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)).archived)
        }
        fields.add(AppKitNibKey.superview, superview.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.viewIsLayerTreeHost, element["wantsLayer"] == "YES" || hostsLayerTree ? .bool(true) : nil)
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        fields.add(AppKitNibKey.viewClipsToBounds, splitViewPanes.contains(element.id ?? "") ? .bool(true) : nil)
        fields.add(
            AppKitNibKey.doNotTranslateAutoresizingMask,
            isPlacedByConstraints(element) || superview == nil && keepsItsMaskUntranslated(element) ? .bool(true) : nil)
        fields.add(
            AppKitNibKey.viewConstraints,
            addConstraints(
                parsed.constraints, prototyping: parsed.subviews.filter(isPrototyped), superviewHeight: frame.height, holder: index,
                of: element
            ).map(NibGraph.Value.object))
        fields.add(AppKitNibKey.viewLayoutGuides, layoutGuides.safeArea.map { .object(collection(NibCollectionClass.array, [$0])) })
        let hugging = (
            horizontal: element["horizontalHuggingPriority"].flatMap { Int($0) } ?? Self.viewHugging.horizontal,
            vertical: element["verticalHuggingPriority"].flatMap { Int($0) } ?? Self.viewHugging.vertical
        )
        // Without a class default (progress indicators) the hugging is always written.
        if defaultHugging.map({ $0 != hugging }) ?? true {
            fields.add(AppKitNibKey.huggingPriority, string("{\(hugging.horizontal), \(hugging.vertical)}").archived)
        }
        let compressionResistance = (
            horizontal: element["horizontalCompressionResistancePriority"].flatMap { Int($0) } ?? Self.viewCompressionResistance,
            vertical: element["verticalCompressionResistancePriority"].flatMap { Int($0) } ?? Self.viewCompressionResistance
        )
        if compressionResistance != (Self.viewCompressionResistance, Self.viewCompressionResistance) {
            fields.add(
                AppKitNibKey.antiCompressionPriority,
                string("{\(compressionResistance.horizontal), \(compressionResistance.vertical)}").archived)
        }
        // IINA's and HandBrake's clipping custom views.
        let clips = element["clipsToBounds"] == "YES"
        if clips {
            approximate("a view that clips to its bounds, which no pair shows, is archived with IBNSClipsToBounds 1", at: element)
        }
        addLayoutGuideValues(to: &fields, saved: layoutGuides.saved, clips: clips)
        // A view's identifier, whatever its class (viraptor's `stackview-identifier`; the buttons
        // and labels of Prune's storyboard).
        fields.add(AppKitNibKey.reuseIdentifier, element.text("identifier").map { string($0).archived })
        return fields.entries
    }

    /// A view's layout guides, those `saved` by key (`takeLayoutGuides`) or none, and its
    /// clipping, off unless it `clips`; older Xcodes write neither (`AppKitXcodeRules.layoutGuides`).
    func addLayoutGuideValues(to fields: inout NibFieldWriter, saved: [String: Int] = [:], clips: Bool = false) {
        fields.add(AppKitNibKey.safeAreaLayoutGuide, saved["safeArea"].map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.layoutMarginsGuide, saved["layoutMargins"].map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.clipsToBounds, .integer(clips ? 1 : 0))
    }

    /// `autoresizesSubviews="NO"` clears `NSvFlags`' 0x100 in `viewEntries`, as Xcode's nib of
    /// viraptor's `test34-pdfview` shows for its PDF view.
    static let customViewAttributes: Set<String> = viewAttributes.union([
        "customClass", "customModule", "customModuleProvider", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden",
        "horizontalHuggingPriority", "verticalHuggingPriority", "clipsToBounds", "autoresizesSubviews", "focusRingType",
    ])
    static let acceptedCustomViewValues: [String: Set<String>] = ["focusRingType": viewFocusRingTypes]

    /// A `view` or `customView` element's object, its subviews and its outlets.
    mutating func addView(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard var parsed = parseView(element, known: Self.customViewAttributes, accepted: Self.acceptedCustomViewValues),
            let layoutGuides = takeLayoutGuides(from: &parsed, of: element)
        else { return nil }
        let hasCustomClass = !(element["customClass"] ?? "").isEmpty
        let isCustomView = element.name == "customView"
        let swapsClass = isCustomView ? makesObjectsWithInit : hasCustomClass
        let className = swapsClass ? AppKitNibClass.classSwapper : isCustomView ? AppKitNibClass.customView : AppKitNibClass.view
        let view = add(className, .values([]))
        addDocumentObject(view, parent: parent, element: element)
        // An `NSCustomView` lists its subviews last first (viraptor's `test32-hugging-priority`
        // and the status bar of `transmission-MainMenu`), views and class swappers in order.
        let entries = viewEntries(
            element, parsed, index: view, superview: superview, defaultHugging: Self.viewHugging,
            reversesSubviews: isCustomView && !swapsClass, layoutGuides: layoutGuides)
        collectConnections(parsed.others, of: element, source: view)
        let runtimeClass = options.runtimeClassName(of: element) ?? AppKitNibClass.view
        if swapsClass {
            objects[view].content = .classSwapper(
                AppKitNib.ClassSwapper(className: string(runtimeClass), originalClassName: string(AppKitNibClass.view), values: entries))
        } else if isCustomView {
            var fields = NibFieldWriter()
            fields.entries = entries
            fields.add(AppKitNibKey.classReference, classReference(of: element).map(NibGraph.Value.object))
            fields.add(AppKitNibKey.className, string(runtimeClass).archived)
            objects[view].content = .values(NibGraph.Entries(fields.entries))
        } else {
            objects[view].content = .values(NibGraph.Entries(entries))
        }
        return view
    }

    /// `element` with its subviews moved and sized for its size changing from `old` to `new`,
    /// theirs after them; nil where AppKit's share of a change is not known.
    mutating func autoresized(
        _ element: IBElement, from old: (width: Double, height: Double), to new: (width: Double, height: Double)
    ) -> IBElement? {
        var result = element
        for (index, container) in result.children.enumerated() where container.name == "subviews" {
            for (childIndex, subview) in container.children.enumerated() {
                guard let frame = subview.child("rect", key: "frame").flatMap({ rect($0) }) else {
                    reject("a \(subview.name) without a frame is not known to the macOS compiler yet", at: subview)
                    return nil
                }
                let mask = subview.child("autoresizingMask", key: "autoresizingMask").flatMap { flags(of: $0, AppKitAutoresizing.bits) }
                let bits = mask ?? defaultAutoresizingMask
                let (moved, splitsAChange) = AppKitAutoresizing.resize(
                    AppKitAutoresizing.Frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height), mask: bits,
                    widthChange: new.width - old.width, heightChange: new.height - old.height)
                if splitsAChange {
                    approximate(
                        "a view whose autoresizing splits a change of its superview, which no pair shows, takes an equal share for each flexible part, as AppKit documents",
                        at: subview)
                }
                guard let resized = autoresized(subview, from: (frame.width, frame.height), to: (moved.width, moved.height)) else {
                    return nil
                }
                result.children[index].children[childIndex] = Self.withFrame(
                    resized, x: moved.x, y: moved.y, width: moved.width, height: moved.height)
            }
        }
        return result
    }

    static func frameElement(x: Double, y: Double, width: Double, height: Double) -> IBElement {
        IBElement(
            name: "rect",
            attributes: ["key": "frame", "x": "\(x)", "y": "\(y)", "width": "\(width)", "height": "\(height)"])
    }

    /// `element` with its saved frame, if it has one, replaced by this one.
    static func withFrame(_ element: IBElement, x: Double, y: Double, width: Double, height: Double) -> IBElement {
        var result = element
        if let rectIndex = result.children.firstIndex(where: { $0.name == "rect" && $0["key"] == "frame" }) {
            result.children[rectIndex] = frameElement(x: x, y: y, width: width, height: height)
        }
        return result
    }

    /// The mask of a view the document saves without one.
    var defaultAutoresizingMask: Int64 {
        document.root?["useAutolayout"] == "YES" ? Self.defaultAutoresizing.autoLayout : Self.defaultAutoresizing.springsAndStruts
    }

    /// The pasteboard types a view accepts (`NSDragTypes`), right after its subviews (the views
    /// that accept drags all write a subview list, empty or not).
    mutating func addDragTypes(_ types: [String], to fields: inout NibFieldWriter) {
        let entry = NibGraph.Entry(
            key: AppKitNibKey.dragTypes, value: list(NibCollectionClass.mutableSet, types.map { stringObject($0) }).archived)
        let preceding =
            fields.entries.firstIndex { $0.key == AppKitNibKey.subviews } ?? fields.entries.firstIndex { $0.key == AppKitNibKey.viewFlags }
        fields.entries.insert(entry, at: preceding.map { $0 + 1 } ?? fields.entries.endIndex)
    }

    /// Whether constraints place the view: it does not translate its autoresizing mask, has no
    /// fixed frame, and a constraint names it. Any other view translates its mask whatever the
    /// attribute says.
    func isPlacedByConstraints(_ element: IBElement) -> Bool {
        element["translatesAutoresizingMaskIntoConstraints"] == "NO"
            && (element["fixedFrame"] != "YES"
                && (constrainedViewIDs.documentConstrained.contains(element.id ?? "")
                    || constrainedViewIDs.stackPlaced.contains(element.id ?? ""))
                || isPrototyped(element))
    }

    /// Whether a top-level view of the document keeps its choice not to translate its mask,
    /// though no constraint names it: viraptor's `sv-hs-visible` (its unconstrained top-level
    /// view). Below a superview such a view translates its mask (the 28 nested views of 18
    /// identical pairs that no constraint names, `bevel-rounded-flags` to
    /// `textfield-no-truncates`). Other views without a superview (a window's content view, a
    /// controller's view, a tab's view) keep translating it: no pair shows one.
    func keepsItsMaskUntranslated(_ element: IBElement) -> Bool {
        guard element["translatesAutoresizingMaskIntoConstraints"] == "NO", element["fixedFrame"] != "YES", let id = element.id
        else { return false }
        return document.topLevelObjectIDs.contains(id)
    }

    /// Whether Xcode places the view by prototyping constraints of its own: a fixed frame that
    /// translates no mask, before `AppKitXcodeRules.fixedFramesTranslateTheirMask`.
    func isPrototyped(_ element: IBElement) -> Bool {
        element["fixedFrame"] == "YES" && element["translatesAutoresizingMaskIntoConstraints"] == "NO"
            && !follows(AppKitXcodeRules.fixedFramesTranslateTheirMask)
    }

    /// A writer of a subview: its object, or nil when it is refused.
    typealias SubviewWriter = @Sendable (inout AppKitNibBuilder, IBElement, Int) -> Int?

    /// The writer of each subview element, by the element's name.
    static let subviewWriters: [String: SubviewWriter] = [
        "button": { $0.addButton($1, superview: $2, parent: $2) },
        "view": { $0.addView($1, superview: $2, parent: $2) },
        "customView": { $0.addView($1, superview: $2, parent: $2) },
        "textField": { $0.addTextField($1, superview: $2, parent: $2) },
        "secureTextField": { $0.addTextField($1, superview: $2, parent: $2) },
        "searchField": { $0.addTextField($1, superview: $2, parent: $2) },
        "tokenField": { $0.addTextField($1, superview: $2, parent: $2) },
        "comboBox": { $0.addTextField($1, superview: $2, parent: $2) },
        "progressIndicator": { $0.addProgressIndicator($1, superview: $2, parent: $2) },
        "levelIndicator": { $0.addLevelIndicator($1, superview: $2) },
        "control": { $0.addGenericControl($1, superview: $2) },
        "stepper": { $0.addStepper($1, superview: $2) },
        "switch": { $0.addSwitch($1, superview: $2) },
        "segmentedControl": { $0.addSegmentedControl($1, superview: $2, parent: $2) },
        "matrix": { $0.addMatrix($1, superview: $2) },
        "box": { $0.addBox($1, superview: $2, parent: $2) },
        "popUpButton": { $0.addPopUpButton($1, superview: $2, parent: $2) },
        "slider": { $0.addSlider($1, superview: $2) },
        "tabView": { $0.addTabView($1, superview: $2) },
        "imageView": { $0.addImageView($1, superview: $2, parent: $2) },
        "scrollView": { $0.addScrollView($1, superview: $2) },
        "stackView": { $0.addStackView($1, superview: $2) },
        "gridView": { $0.addGridView($1, superview: $2) },
        "colorWell": { $0.addColorWell($1, superview: $2) },
        "pdfView": { $0.addPDFView($1, superview: $2) },
        "splitView": { $0.addSplitView($1, superview: $2) },
        "datePicker": { $0.addDatePicker($1, superview: $2) },
        "webView": { $0.addWebView($1, superview: $2) },
        "wkWebView": { $0.addWKWebView($1, superview: $2) },
        "visualEffectView": { $0.addVisualEffectView($1, superview: $2) },
        "avPlayerView": { $0.addPlayerView($1, superview: $2) },
        "pathControl": { $0.addPathControl($1, superview: $2) },
        "textView": { $0.addFreestandingTextView($1, superview: $2) },
    ]

    /// A subview by its element's writer; any other element is an error naming it.
    mutating func addSubview(_ element: IBElement, superview: Int) -> Int? {
        guard let writer = Self.subviewWriters[element.name] else {
            reject("\(element.name) is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard let index = writer(&self, element, superview) else {
            // A writer gives up saying why; one that did not would leave the view out unseen.
            if !hasErrors { reject("a \(element.name) the macOS compiler could not write", at: element) }
            return nil
        }
        swapClass(of: index, to: element)
        return index
    }

    /// The elements whose writers archive their custom class themselves.
    static let elementsSwappingTheirClass: Set<String> = ["view", "customView"]
    /// A custom class of an object (`kind`) no pair shows of one: swapped as a control's is.
    static func customClassApproximation(of kind: String) -> String {
        "a \(kind) of a custom class, which no pair shows, is written as a class swapper, as a control of one is"
    }

    /// A control or view of a custom class as a class swapper holding its values, the runtime
    /// class named as the module's Swift class (Aerial's `AspectFillNSImageView`:
    /// `_TtC6Aerial21AspectFillNSImageView` for an `NSImageView`).
    mutating func swapClass(of index: Int, to element: IBElement) {
        guard !Self.elementsSwappingTheirClass.contains(element.name), let runtimeClass = options.runtimeClassName(of: element),
            case .values(let entries) = objects[index].content
        else { return }
        let original = objects[index].className
        objects[index] = AppKitNib.Object(
            className: AppKitNibClass.classSwapper,
            content: .classSwapper(
                AppKitNib.ClassSwapper(className: string(runtimeClass), originalClassName: string(original), values: Array(entries))))
    }
}

/// PDF views as Xcode 26 archives them (viraptor's `test34-pdfview`, the one sample): PDFKit's
/// `PDFView` with an empty subview list, accepting dragged files, and its own keys at their
/// defaults but for the page breaks and automatic scaling the document sets.
extension AppKitNibBuilder {
    static let pdfViewAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "autoresizesSubviews", "displaysPageBreaks",
        "autoScales",
    ])
    static let acceptedPDFViewValues: [String: Set<String>] = [
        "autoresizesSubviews": ["NO"], "displaysPageBreaks": ["YES", "NO"], "autoScales": ["YES", "NO"],
    ]
    /// The pasteboard type of dragged files, which several AppKit views register for.
    static let filenamesPasteboardType = "NSFilenamesPboardType"
    static let pdfDragTypes = [filenamesPasteboardType]
    /// PDFKit's archive version, single page continuous display, and the scale factors and
    /// interpolation quality a new PDF view has.
    static let pdfArchiveVersion: Int64 = 3
    static let pdfSinglePageContinuous: Int64 = 1
    static let pdfScaleFactors = (current: Float(1), minimum: Float(0.1), maximum: Float(20))
    static let pdfInterpolationQuality: Int64 = 2

    mutating func addPDFView(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.pdfViewAttributes, accepted: Self.acceptedPDFViewValues)
        else { return nil }
        let pdfView = add(AppKitNibClass.pdfView, .values([]))
        addDocumentObject(pdfView, parent: superview, element: element)
        collectConnections(parsed.others, of: element, source: pdfView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: pdfView, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true)
        addDragTypes(Self.pdfDragTypes, to: &fields)
        fields.add(AppKitNibKey.pdfVersion, .integer(Self.pdfArchiveVersion))
        fields.add(AppKitNibKey.pdfDisplayMode, .integer(Self.pdfSinglePageContinuous))
        fields.add(AppKitNibKey.pdfPageBreaks, .bool(element["displaysPageBreaks"] != "NO"))
        fields.add(AppKitNibKey.pdfScaleFactor, .float(Self.pdfScaleFactors.current))
        fields.add(AppKitNibKey.pdfAutoScale, .bool(element["autoScales"] == "YES"))
        fields.add(AppKitNibKey.pdfDisplayDirection, .bool(false))
        fields.add(AppKitNibKey.pdfDisplaysRTL, .bool(false))
        fields.add(AppKitNibKey.pdfMinScaleFactor, .float(Self.pdfScaleFactors.minimum))
        fields.add(AppKitNibKey.pdfMaxScaleFactor, .float(Self.pdfScaleFactors.maximum))
        fields.add(AppKitNibKey.pdfDisplaysAsBook, .bool(false))
        fields.add(AppKitNibKey.pdfEnableDataDetectors, .bool(false))
        fields.add(AppKitNibKey.pdfInterpolationQuality, .integer(Self.pdfInterpolationQuality))
        fields.add(AppKitNibKey.pdfAcceptsDraggedFiles, .bool(false))
        objects[pdfView].content = .values(NibGraph.Entries(fields.entries))
        return pdfView
    }
}

/// Split views as Xcode 26 archives them (viraptor's `test-splitview-swapper`; Aerial's
/// `CustomVideos`: a pane splitter arranging its panes itself, its second pane holding at 50): an
/// `NSSplitView`, or a class swapper for its custom class, saying whether it is vertical; its
/// panes are views that clip to their bounds. A divider style, the panes a split view arranges
/// when it does not arrange all its subviews, and the holding priorities other than the default
/// (by the pane's place) are archived; any other arrangement is an error naming it.
extension AppKitNibBuilder {
    static let splitViewAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "vertical", "customClass", "customModule",
        "customModuleProvider", "dividerStyle", "arrangesAllSubviews", "autosaveName", "focusRingType",
    ])
    /// A split view keeping its dividers' places under a name (HexFiend's, MacPass's and
    /// iTerm2's) or thin dividers, which no pair shows but Interface Builder 3's archives
    /// (`AppKitNibBuilder`) of 27 split views of Sequel Ace, MacPass and transmission do:
    /// `NSAutosaveName`, an empty one too, and `NSDividerStyle` 2.
    ///
    /// `NSSplitViewDividerStyle` by Interface Builder's name; thick, the default, is not archived.
    static let splitDividerStyles: [String: Int64] = ["thin": 2, "paneSplitter": 3]
    static let acceptedSplitViewValues: [String: Set<String>] = [
        "vertical": ["YES", "NO"], "dividerStyle": Set(splitDividerStyles.keys), "arrangesAllSubviews": ["NO"],
        "focusRingType": viewFocusRingTypes,
    ]
    static let defaultHoldingPriority = 250.0

    /// A split view under `superview`, or at the top level under `parent`.
    mutating func addSplitView(_ element: IBElement, superview: Int?, parent: Int? = nil) -> Int? {
        guard let owner = parent ?? superview else { return nil }
        guard let parsed = parseView(element, known: Self.splitViewAttributes, accepted: Self.acceptedSplitViewValues)
        else { return nil }
        var others: [IBElement] = []
        var holdingPriorities: [(pane: Int64, priority: Double)] = []
        for child in parsed.others {
            guard child.name == "holdingPriorities" else {
                others.append(child)
                continue
            }
            for (pane, real) in child.children.enumerated() {
                guard real.name == "real", let priority = number(real, "value") else {
                    reject("a holding priority that is not a number is not known to the macOS compiler yet", at: real)
                    return nil
                }
                if priority != Self.defaultHoldingPriority { holdingPriorities.append((Int64(pane), priority)) }
            }
        }
        if !holdingPriorities.isEmpty, element["arrangesAllSubviews"] != "NO" {
            approximate(
                "a split view's holding priorities, arranging all its panes, which no pair shows, are archived as Aerial's `CustomVideos` are",
                at: element)
        }
        // HexFiend's diff and iTerm2's triggers panes are scroll views.
        if !parsed.subviews.allSatisfy({ ["view", "customView"].contains($0.name) }) {
            approximate(
                "a split view pane other than a view, which no pair shows, is archived as the pairs' view panes are, clipping to its bounds",
                at: element)
        }
        splitViewPanes.formUnion(parsed.subviews.compactMap(\.id))
        let splitView = add(AppKitNibClass.splitView, .values([]))
        addDocumentObject(splitView, parent: owner, element: element)
        collectConnections(others, of: element, source: splitView)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: splitView, superview: superview, defaultHugging: Self.viewHugging)
        fields.add(AppKitNibKey.isVertical, element["vertical"] == "YES" ? .bool(true) : nil)
        fields.add(AppKitNibKey.dividerStyle, element["dividerStyle"].flatMap { Self.splitDividerStyles[$0] }.map(NibGraph.Value.integer))
        fields.add(AppKitNibKey.autosaveName, element["autosaveName"].map { string($0).archived })
        if !holdingPriorities.isEmpty {
            let members = holdingPriorities.flatMap { [numberObject(.integer($0.pane)), numberObject(.double($0.priority))] }
            fields.add(AppKitNibKey.holdingPriorities, .object(collection(NibCollectionClass.mutableDictionary, members)))
        }
        if element["arrangesAllSubviews"] == "NO" {
            let panes = parsed.subviews.compactMap { $0.id.flatMap { objectsByID[$0] } }
            fields.add(AppKitNibKey.splitArrangedSubviews, list(NibCollectionClass.mutableArray, panes).archived)
            fields.add(AppKitNibKey.doesNotArrangeAllSubviews, .bool(true))
        }
        objects[splitView].content = .values(NibGraph.Entries(fields.entries))
        // A split view of the app's class is swapped by `addSubview(_:superview:)`.
        return splitView
    }
}
