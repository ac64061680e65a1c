import IBSource
import ResourceAssets
import UIKitNib

/// The pictures of a `.xib` or `.storyboard` read with its element tree: one per top-level view
/// of a xib, one per scene of a storyboard, in document order.
struct SourceViews {
    let document: IBDocument
    let colors: ColorResolver
    /// The components `<resources>` gives system and named colors: `systemColor:NAME`, `namedColor:NAME`.
    private let declaredColors: [String: IBElement]
    private let runtimeAttributes: [String: [(keyPath: String, value: IBElement)]]

    init(document: IBDocument, colors: ColorResolver) {
        self.document = document
        self.colors = colors
        declaredColors = ColorResolver.declaredColors(in: document.root)
        var attributes: [String: [(keyPath: String, value: IBElement)]] = [:]
        func collect(_ element: IBElement) {
            if let id = element.id {
                for attribute in element.children(in: "userDefinedRuntimeAttributes") {
                    if let keyPath = attribute["keyPath"], let value = attribute.children.first(where: { $0["key"] == "value" }) {
                        attributes[id, default: []].append((keyPath, value))
                    }
                }
            }
            element.children.forEach(collect)
        }
        if let root = document.root {
            collect(root)
        }
        runtimeAttributes = attributes
    }

    func pictures() -> [RenderedPicture] {
        guard let root = document.root else { return [] }
        if document.kind == .storyboard {
            let scenes = root.children(in: "scenes").compactMap { scene in controller(of: scene).map { (scene, $0) } }
            let bars = simulatedBars(scenes)
            return scenes.compactMap { scene, controller in
                guard var picture = scenePicture(scene, controller) else { return nil }
                let item = controller.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }
                picture.root = bars.addingBars(
                    to: picture.root, controllerID: picture.id, item: navigationBarControl(item),
                    // Simulated metrics that turn the top bar off leave the view without it.
                    showsNavigationBar: controller.child("nil", key: Self.simulatedTopBarKey) == nil)
                return picture
            }
        }
        return root.children(in: "objects").compactMap { element in
            // A window is drawn as its content view.
            let content = element.child("rect", key: "frame") == nil ? element.children.first { $0["key"] == "contentView" } : element
            guard let content, let view = view(content) else { return nil }
            return RenderedPicture(
                id: view.objectID, caption: caption(of: element, className: view.className), root: view,
                aliases: [element.id, view.className, element["userLabel"]].compactMap { $0 })
        }
    }

    private func caption(of element: IBElement, className: String) -> String {
        [className, element["userLabel"] ?? element["storyboardIdentifier"]].compactMap { $0 }.joined(separator: " · ")
    }

    private func systemClass(of element: IBElement) -> String {
        IBClassTable.systemClass(forElement: element.name, platform: document.platform).name
    }

    /// A scene's controller: its first object that is no placeholder.
    private func controller(of scene: IBElement) -> IBElement? {
        let placeholders: Set<String> = ["placeholder", "exit", "viewControllerPlaceholder"]
        return scene.children(in: "objects").first { !placeholders.contains($0.name) && $0.id != nil }
    }

    /// Where a controller's simulated metrics say which top bar Interface Builder draws (`<nil>`: none).
    private static let simulatedTopBarKey = "simulatedTopBarMetrics"

    /// The navigation controllers with their bars and root children, the tab bar controllers
    /// with their bars and tabs, and the show and push segues of every scene (from its
    /// controller, its views, its bar button items).
    private func simulatedBars(_ scenes: [(scene: IBElement, controller: IBElement)]) -> SimulatedBars {
        var navigationControllers: [SimulatedBars.NavigationController] = []
        var tabBarControllers: [SimulatedBars.TabBarController] = []
        var pushes: [String: [String]] = [:]
        let controllers = Dictionary(
            scenes.compactMap { _, controller in controller.id.map { ($0, controller) } }, uniquingKeysWith: { first, _ in first })
        func segues(_ element: IBElement) -> [IBElement] {
            (element.name == "segue" ? [element] : []) + element.children.flatMap(segues)
        }
        func children(_ controller: IBElement, _ relationship: String) -> [String] {
            controller.children(in: "connections")
                .filter { $0.name == "segue" && $0["kind"] == "relationship" && $0["relationship"] == relationship }
                .compactMap { $0["destination"] }
        }
        for (scene, controller) in scenes {
            guard let controllerID = controller.id else { continue }
            let sceneSegues = scene.children(in: "objects").flatMap(segues)
            pushes[controllerID] = sceneSegues.filter { SimulatedBars.pushingSegueKinds.contains($0["kind"] ?? "") }.compactMap {
                $0["destination"]
            }
            let bar = controller.children.first { $0["key"] == "navigationBar" || $0["key"] == "tabBar" }.flatMap { view($0) }
            switch controller.name {
            case "navigationController":
                guard let bar, controller["navigationBarHidden"] != "YES" else { continue }
                navigationControllers.append(.init(controllerID: controllerID, bar: bar, roots: children(controller, "rootViewController")))
            case "tabBarController":
                guard var bar else { continue }
                let tabs = children(controller, "viewControllers")
                bar.control = .bar(
                    title: nil,
                    items: tabs.map { tab in
                        controllers[tab]?.children.first { $0.name == "tabBarItem" && $0["key"] == "tabBarItem" }.map(barItem)
                            ?? BarItem(title: nil)
                    })
                tabBarControllers.append(.init(controllerID: controllerID, bar: bar, tabs: tabs))
            default:
                continue
            }
        }
        return SimulatedBars(navigationControllers: navigationControllers, tabBarControllers: tabBarControllers, pushes: pushes)
    }

    /// A scene's controller view; a controller without one (a navigation or tab bar controller)
    /// as its bars.
    private func scenePicture(_ scene: IBElement, _ controller: IBElement) -> RenderedPicture? {
        guard let controllerID = controller.id else { return nil }
        let className = controller["customClass"] ?? systemClass(of: controller)
        var aliases = [scene["sceneID"], controllerID, controller["storyboardIdentifier"], className, controller["title"]]
            .compactMap { $0 }
        if let label = controller["userLabel"] {
            aliases.append(label)
        }
        let caption = [className, controller["storyboardIdentifier"] ?? controller["title"]].compactMap { $0 }.joined(separator: " · ")
        if let viewElement = controller.children.first(where: { $0["key"] == "view" }), let view = view(viewElement) {
            return RenderedPicture(id: controllerID, caption: caption, root: view, aliases: aliases)
        }
        let bars = controller.children.compactMap { view($0) }
        guard !bars.isEmpty else { return nil }
        var container = RenderedView(
            objectID: controllerID, className: className, systemClass: systemClass(of: controller),
            frame: RenderRect(
                x: 0, y: 0, width: bars.map { $0.frame.x + $0.frame.width }.max() ?? 0,
                height: bars.map { $0.frame.y + $0.frame.height }.max() ?? 0))
        container.kind = .view
        container.children = bars
        return RenderedPicture(id: controllerID, caption: caption, root: container, aliases: aliases)
    }

    /// An element with an id and a frame, as drawn; nil for anything else. AppKit frames count
    /// from the bottom of `superviewHeight` unless the superview is flipped.
    /// A view Interface Builder gives no id (a cell's `contentView` in older documents) is named
    /// after its superview and key: `xyV-m5-VJN.contentView`.
    func view(_ element: IBElement, superviewID: String? = nil, superviewHeight: Double? = nil, superviewIsFlipped: Bool = false)
        -> RenderedView?
    {
        guard let rect = element.child("rect", key: "frame"),
            let id = element.id ?? superviewID.flatMap({ parent in element["key"].map { parent + "." + $0 } })
        else { return nil }
        func number(_ key: String) -> Double { rect[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
        let system = systemClass(of: element)
        var y = number("y")
        if document.platform == .macOS, let superviewHeight, !superviewIsFlipped {
            y = superviewHeight - y - number("height")
        }
        var view = RenderedView(
            objectID: id, className: element["customClass"] ?? system, systemClass: system,
            frame: RenderRect(x: number("x"), y: y, width: number("width"), height: number("height")))
        view.backgroundColor = color(element, "backgroundColor")
        view.tintColor = color(element, "tintColor")
        view.isHidden = element["hidden"] == "YES"
        view.alpha = element["alpha"].flatMap(Double.init) ?? 1
        view.contentMode = element["contentMode"].flatMap(RenderedView.ContentMode.init(rawValue:)) ?? .scaleToFill
        // An AppKit text field that cannot be edited is a label.
        if view.kind == .textField, let cell = cell(of: element), cell["editable"] != "YES" {
            view.kind = .label
        }
        readLayer(id, into: &view)
        readContent(element, into: &view)
        let height = view.frame.height
        let isFlipped = element["flipped"] == "YES" || view.kind.isFlippedInAppKit
        for child in element.children {
            switch child.name {
            case "subviews":
                view.children += child.children.compactMap {
                    self.view($0, superviewID: id, superviewHeight: height, superviewIsFlipped: isFlipped)
                }
            case "prototypes", "cells":
                let cells = child.children.compactMap { self.view($0, superviewID: id) }
                view.children += RenderedView.laidOutPrototypes(cells, in: view.kind, width: view.frame.width)
            case "sections" where view.kind == .tableView:
                view.children += staticSections(child, of: element, tableID: id, width: view.frame.width)
            case "tableColumns" where view.kind == .tableView:
                // A view-based table's first row: each shown column's first prototype cell view, where the document places it.
                view.children += child.children.filter { $0["hidden"] != "YES" }.compactMap { column in
                    column.children(in: "prototypeCellViews").first.flatMap {
                        self.view($0, superviewID: id, superviewHeight: height, superviewIsFlipped: true)
                    }
                }
            default:
                if let nested = self.view(child, superviewID: id, superviewHeight: height, superviewIsFlipped: isFlipped) {
                    view.children.append(nested)
                }
            }
        }
        if view.kind == .scrollView {
            placeTableHeader(of: element, in: &view)
        }
        return view
    }

    /// A static table's sections: each section's cells where the document places them, with
    /// its header and footer titles in the space the table leaves for them above and below
    /// (uppercase and grey in a grouped table, on a grey band in a plain one).
    private func staticSections(_ sections: IBElement, of table: IBElement, tableID: String, width: Double) -> [RenderedView] {
        let isGrouped = ["grouped", "insetGrouped"].contains(table["style"])
        let headerHeight = number(table["sectionHeaderHeight"]).flatMap { $0 > 0 ? $0 : nil } ?? 28
        let footerHeight = number(table["sectionFooterHeight"]).flatMap { $0 > 0 ? $0 : nil } ?? 28
        var drawn: [RenderedView] = []
        var bottom = 0.0
        for section in sections.children where section.name == "tableViewSection" {
            guard let sectionID = section.id else { continue }
            let cells = section.children(in: "cells").compactMap { view($0, superviewID: tableID) }
            let top = cells.first?.frame.y ?? bottom + headerHeight
            if let title = section["headerTitle"], !title.isEmpty {
                let y = max(bottom, top - headerHeight)
                drawn.append(sectionTitle(title, id: sectionID + ".header", isGrouped: isGrouped, y: y, height: top - y, width: width))
            }
            drawn += cells
            bottom = cells.last.map { $0.frame.y + $0.frame.height } ?? top
            if let title = section["footerTitle"], !title.isEmpty {
                drawn.append(
                    sectionTitle(title, id: sectionID + ".footer", isGrouped: isGrouped, y: bottom, height: footerHeight, width: width))
                bottom += footerHeight
            }
        }
        return drawn
    }

    /// A section's header or footer title as UIKit's default header view shows it.
    private func sectionTitle(_ title: String, id: String, isGrouped: Bool, y: Double, height: Double, width: Double) -> RenderedView {
        var view = RenderedView(
            objectID: id, className: UIKitNibClass.tableHeaderFooterView, systemClass: UIKitNibClass.tableHeaderFooterView,
            frame: RenderRect(x: 0, y: y, width: width, height: max(height, 0)))
        view.kind = .label
        var text = RenderText(
            string: isGrouped ? title.uppercased() : title, font: RenderFont(pointSize: isGrouped ? 13 : 15, isBold: !isGrouped),
            color: isGrouped ? RenderColor(red: 0.43, green: 0.43, blue: 0.45) : RenderColor(white: 0), alignment: .left)
        text.numberOfLines = 0
        view.text = text
        if !isGrouped {
            view.backgroundColor = RenderColor(white: 0.97)
        }
        return view
    }

    /// A table's header above its clip view: the document gives the clip view the whole content
    /// area and the header its own height at the top; the header shows the table's columns.
    private func placeTableHeader(of scrollView: IBElement, in view: inout RenderedView) {
        guard let headerIndex = view.children.firstIndex(where: { $0.kind == .tableHeaderView }),
            let clipIndex = view.children.firstIndex(where: { $0.kind == .clipView })
        else { return }
        var (header, clip) = (view.children[headerIndex], view.children[clipIndex])
        let headerHeight = min(header.frame.height, clip.frame.height)
        header.frame = RenderRect(x: clip.frame.x, y: clip.frame.y, width: clip.frame.width, height: headerHeight)
        clip.frame.y += headerHeight
        clip.frame.height -= headerHeight
        let table = scrollView.children.first { $0["key"] == "contentView" }?.children(in: "subviews")
            .first { $0["headerView"] == header.objectID }
        if let table {
            header.children = tableColumns(of: table, in: header.frame)
        }
        view.children[headerIndex] = header
        view.children[clipIndex] = clip
    }

    /// A table's shown columns side by side, each its width and the spacing between cells wide
    /// (the last cut at the header's end), titled by its header cell.
    private func tableColumns(of table: IBElement, in header: RenderRect) -> [RenderedView] {
        let spacing = max(number(table.child("size", key: "intercellSpacing")?["width"]) ?? 3, 0)
        var x = 0.0
        return table.children(in: "tableColumns").compactMap { column in
            guard let id = column.id, column["hidden"] != "YES" else { return nil }
            let system = systemClass(of: column)
            let width = min(max(number(column["width"]) ?? 0, 0) + spacing, max(header.width - x, 0))
            var view = RenderedView(
                objectID: id, className: column["customClass"] ?? system, systemClass: system,
                frame: RenderRect(x: x, y: 0, width: width, height: header.height))
            x += width
            if let cell = column.children.first(where: { $0["key"] == "headerCell" }),
                var title = text(cell, cell["title"], defaultColor: SystemColors.lightMode["headerTextColor"]!)
            {
                if cell.child("font", key: "font") == nil {
                    title.font = RenderFont(pointSize: Self.metaFontSizes["smallSystem"]!)
                }
                view.text = title
            }
            return view
        }
    }

    private func color(_ element: IBElement, _ key: String) -> RenderColor? {
        element.child("color", key: key).map { colors.color($0, declared: declaredColors) }
    }

    /// `layer.cornerRadius`, `layer.borderWidth` and a border color set as runtime attributes.
    private func readLayer(_ id: String, into view: inout RenderedView) {
        for (keyPath, value) in runtimeAttributes[id] ?? [] {
            switch RenderedView.LayerKeyPath(rawValue: keyPath) {
            case .cornerRadius?: view.cornerRadius = value["value"].flatMap(Double.init) ?? 0
            case .borderWidth?: view.borderWidth = value["value"].flatMap(Double.init) ?? 0
            case .borderColor?, .borderUIColor?:
                if value.name == "color" {
                    view.borderColor = colors.color(value, declared: declaredColors)
                }
            case nil: continue
            }
        }
    }

    /// An AppKit control's cell, which holds its title, placeholder, font, text color and alignment.
    private func cell(of element: IBElement) -> IBElement? {
        document.platform == .macOS ? element.children.first { $0["key"] == "cell" } : nil
    }

    /// AppKit's sizes of the fonts a cell names by role (`<font key="font" metaFont="system"/>`).
    private static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "message": 13, "controlContent": 13, "smallSystem": 11, "smallSystemBold": 11,
        "miniSystem": 9, "miniSystemBold": 9, "menu": 14, "label": 10, "toolTip": 11, "titleBar": 13, "palette": 11,
    ]

    private func font(_ element: IBElement) -> RenderFont {
        if let font = element.child("font", key: "font") {
            let metaFont = font["metaFont"] ?? "system"
            let size = font["size"].flatMap(Double.init) ?? Self.metaFontSizes[metaFont] ?? 13
            return RenderFont(pointSize: size, isBold: metaFont.hasSuffix("Bold") || font["name"].map(UIKitFontTraits.isBoldFace) == true)
        }
        guard let description = element.child("fontDescription", key: "fontDescription") else { return .standard }
        if let style = description["style"], description["pointSize"] == nil {
            return RenderFont(
                pointSize: UIKitFontTraits.textStylePointSizes[style] ?? 17, isBold: style == UIKitFontTraits.boldTextStyle)
        }
        let size = description["pointSize"].flatMap(Double.init) ?? 17
        if let name = description["name"] {
            return RenderFont(pointSize: size, isBold: UIKitFontTraits.isBoldFace(name))
        }
        let weight = description["type"] == "boldSystem" ? "bold" : description["weight"] ?? "regular"
        return RenderFont(pointSize: size, isBold: UIKitFontTraits.boldWeights.contains(weight))
    }

    private func text(_ element: IBElement, _ string: String?, defaultColor: RenderColor, alignment: RenderText.Alignment? = nil)
        -> RenderText?
    {
        guard let string, !string.isEmpty else { return nil }
        return RenderText(
            string: string, font: font(element), color: color(element, "textColor") ?? defaultColor,
            alignment: alignment ?? RenderText.Alignment(savedAlignment(element)))
    }

    /// The alignment a UIKit text view archives for `element` (its default when it saves none, as
    /// the compiled nib has it); an AppKit cell's saved `alignment`, else natural.
    private func savedAlignment(_ element: IBElement) -> UIKitTextAlignment {
        guard let owner = UIKitTextAlignment.Owner(rawValue: element.name) else {
            return element["alignment"].flatMap(UIKitTextAlignment.init(name:)) ?? .natural
        }
        let paragraphStyle = IBAttributedString(of: element, key: "attributedText")?.paragraphStyle?["alignment"]
        return UIKitTextAlignment.archived(by: owner, saved: element["textAlignment"], paragraphStyle: paragraphStyle)
    }

    /// A label's text: the `text` attribute, a `<string key="text">`, or an attributed string's fragments.
    private func labelString(_ element: IBElement) -> String? {
        element["text"] ?? element.child("string", key: "text")?.text ?? IBAttributedString(of: element, key: "attributedText")?.text
    }

    private func readContent(_ element: IBElement, into view: inout RenderedView) {
        if let cell = cell(of: element) {
            readCell(cell, into: &view)
            return
        }
        if document.platform == .macOS {
            readAppKitView(element, into: &view)
            return
        }
        switch view.kind {
        case .label:
            view.text = text(element, labelString(element), defaultColor: SystemColors.lightMode["labelColor"]!)
            view.text?.numberOfLines = element["numberOfLines"].flatMap(Int.init).map { max($0, 0) } ?? 1
        case .textView:
            view.text = text(element, labelString(element), defaultColor: SystemColors.lightMode["labelColor"]!)
            view.text?.numberOfLines = 0
        case .textField:
            view.text = text(element, labelString(element), defaultColor: SystemColors.lightMode["labelColor"]!)
            view.placeholder = element["placeholder"]
        case .button:
            let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
            // A button with a configuration shows the configuration's title and foreground color.
            let configuration = element.child("buttonConfiguration", key: "configuration")
            let title: String?
            let titleElement: IBElement?
            if let configuration {
                (title, titleElement) = (configuration["title"], configuration.child("color", key: "baseForegroundColor"))
            } else {
                (title, titleElement) = (normal?["title"], normal?.child("color", key: "titleColor"))
            }
            let titleColor = titleElement.map { colors.color($0, declared: declaredColors) }
            if var text = text(element, title, defaultColor: view.tintColor ?? SystemColors.tint, alignment: .center) {
                text.color = titleColor ?? text.color
                view.text = text
            }
            view.imageName = normal?["image"]
        case .imageView:
            view.imageName = element["image"]
        case .switchControl:
            view.control = .switchControl(isOn: element["on"] == "YES")
        case .slider:
            view.control = .slider(
                value: element["value"].flatMap(Double.init) ?? 0.5, minimum: element["minValue"].flatMap(Double.init) ?? 0,
                maximum: element["maxValue"].flatMap(Double.init) ?? 1)
        case .segmentedControl:
            view.control = .segments(
                titles: element.children(in: "segments").map { $0["title"] ?? "" },
                selected: element["selectedSegmentIndex"].flatMap(Int.init))
        case .progressView:
            view.control = .progress(element["progress"].flatMap(Double.init) ?? 0.5)
        case .pageControl:
            view.control = .pages(
                count: element["numberOfPages"].flatMap(Int.init) ?? 3, current: element["currentPage"].flatMap(Int.init) ?? 0)
        case .navigationBar:
            view.control = navigationBarControl(element.children(in: "items").first { $0.name == "navigationItem" })
        case .tabBar, .toolbar:
            view.control = .bar(title: nil, items: element.children(in: "items").map(barItem))
        case .searchBar:
            view.placeholder = element["placeholder"]
        default:
            break
        }
    }

    /// A cell's title: its `title` attribute, or a `<string key="title">` (Interface Builder's form
    /// for text of several lines, in base64 where XML cannot hold it).
    private func cellTitle(_ cell: IBElement) -> String? {
        cell.text("title")
    }

    /// An AppKit text field's or button's title and placeholder, as its cell gives them.
    private func readCell(_ cell: IBElement, into view: inout RenderedView) {
        switch view.kind {
        case .label, .textField, .comboBox:
            view.text = text(cell, cellTitle(cell), defaultColor: SystemColors.lightMode["controlTextColor"]!)
            // A wrapping cell takes as many lines as its height holds.
            if cell["lineBreakMode"].map(IBElement.wrappingLineBreakModes.contains) == true {
                view.text?.numberOfLines = 0
            }
            view.placeholder = cell["placeholderString"]
        case .button:
            var isMark = true
            switch cell["type"] {
            case "check", "switch":
                view.control = .checkbox(isOn: cell["state"] == "on")
            case "radio":
                view.control = .radio(isOn: cell["state"] == "on")
            default:
                isMark = false
                // A bordered button's bezel; a borderless one shows its title or image alone.
                if cell["borderStyle"] != nil {
                    view.control = .bezel(isSquare: cell["bezelStyle"]?.hasSuffix("Square") == true)
                }
                view.imageName = cell["image"]
                view.isSystemImage = view.imageName.map(ImageLibrary.isAppKitImageName) == true
            }
            view.text = text(
                cell, cellTitle(cell), defaultColor: SystemColors.lightMode["controlTextColor"]!, alignment: isMark ? .left : .center)
        case .popUpButton:
            let items = cell.child("menu", key: "menu")?.children(in: "items") ?? []
            // Without a selected item a pop-up (not a pull-down) shows its first.
            let selected =
                cell["selectedItem"].map { id in items.first { $0.id == id } } ?? (cell["pullsDown"] == "YES" ? nil : items.first)
            let title = cell["title"] ?? selected?["title"]
            view.text = text(cell, title, defaultColor: SystemColors.lightMode["controlTextColor"]!, alignment: .left)
        case .imageView:
            view.imageName = cell["image"]
            view.isSystemImage = view.imageName.map(ImageLibrary.isAppKitImageName) == true
            view.contentMode = Self.imageScalingModes[cell.cellImageScaling] ?? .scaleAspectFit
        case .slider:
            view.control = .slider(
                value: number(cell["doubleValue"]) ?? 0, minimum: number(cell["minValue"]) ?? 0,
                maximum: number(cell["maxValue"]) ?? 1)
        default:
            break
        }
    }

    /// How an AppKit image cell's `imageScaling` fills the view.
    private static let imageScalingModes: [String: RenderedView.ContentMode] = [
        "proportionallyDown": .scaleAspectFit, "proportionallyUpOrDown": .scaleAspectFit, "axesIndependently": .scaleToFill,
        "none": .center,
    ]

    /// An AppKit view without a cell: a table's rows, a scroll view's border, a progress
    /// indicator, a box's title, a text view's text.
    private func readAppKitView(_ element: IBElement, into view: inout RenderedView) {
        switch view.kind {
        case .tableView:
            let rowSpacing = number(element.child("size", key: "intercellSpacing")?["height"]) ?? 2
            view.control = .tableRows(
                height: (number(element["rowHeight"]) ?? 17) + rowSpacing, isAlternating: element["alternatingRowBackgroundColors"] == "YES"
            )
        case .scrollView:
            switch element.scrollViewBorderType {
            case "none": break
            case "line": (view.borderWidth, view.borderColor) = (1, RenderColor(white: 0))
            default: (view.borderWidth, view.borderColor) = (1, RenderColor(white: 0.78))
            }
        case .progressView:
            if element["style"] == "spinning" {
                view.kind = .activityIndicator
            } else {
                let (minimum, maximum) = (number(element["minValue"]) ?? 0, number(element["maxValue"]) ?? 100)
                let value = number(element["doubleValue"]) ?? minimum
                view.control = .progress(maximum > minimum ? (value - minimum) / (maximum - minimum) : 0)
            }
        case .box:
            if element["titlePosition"] != "noTitle", element["boxType"] != "separator" {
                view.text = text(element, element["title"], defaultColor: SystemColors.lightMode["labelColor"]!, alignment: .left)
                view.text?.font.pointSize = Self.metaFontSizes["smallSystem"]!
            }
        case .textView:
            view.text = text(
                element, IBAttributedString(of: element, key: "textStorage")?.text, defaultColor: SystemColors.lightMode["textColor"]!,
                alignment: .left)
            view.text?.numberOfLines = 0
        default:
            break
        }
    }

    /// A finite number attribute.
    private func number(_ text: String?) -> Double? {
        text.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A navigation bar showing `item`: its title and its left and right bar button items.
    private func navigationBarControl(_ item: IBElement?) -> RenderedView.Control {
        let barItems = ["leftBarButtonItem", "rightBarButtonItem"].compactMap { key in
            item?.children.first { $0["key"] == key }.map(barItem)
        }
        return .bar(title: item?["title"], items: barItems)
    }

    /// A bar item's title (else its system item's name: `add`, `done`…) and its image.
    private func barItem(_ item: IBElement) -> BarItem {
        BarItem(title: item["title"] ?? item["systemItem"], imageName: item["image"])
    }
}
