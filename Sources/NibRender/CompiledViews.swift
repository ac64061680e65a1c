import NibArchive
import UIKitNib

/// The pictures of a compiled nib, read from its typed model: one per top-level view, each view
/// at the frame its `UIBounds` and `UICenter` give, with what `SourceViews` reads from the source.
struct CompiledViews {
    let nib: UIKitNib
    let colors: ColorResolver
    /// Prefixed to every `#N` id: the enclosing `UINib`'s id for a prototype cell's nib.
    let idPrefix: String
    private let layerValues: [Int: [(keyPath: String, value: NibGraph.Value)]]
    /// Nibs archived inside this one, by the index of their `UINib` object.
    private let nestedNibs: [Int: UIKitNib]

    init(nib: UIKitNib, colors: ColorResolver, idPrefix: String = "") {
        self.nib = nib
        self.colors = colors
        self.idPrefix = idPrefix
        var values: [Int: [(keyPath: String, value: NibGraph.Value)]] = [:]
        for member in nib.root.keyValuePairs?.members ?? [] where nib.objects.indices.contains(member) {
            if case .keyValuePair(let pair) = nib.objects[member].content {
                values[pair.object, default: []].append((pair.keyPath.string, pair.value))
            }
        }
        layerValues = values
        nestedNibs = Dictionary(nib.nestedNibs.map { ($0.index, $0.nib) }, uniquingKeysWith: { first, _ in first })
    }

    /// The top-level views, in nib order. Each object is drawn once, where it is first met: a
    /// view has one superview, and a crafted nib listing a view twice (or among its own
    /// subviews) would otherwise be drawn 2^depth times.
    func topLevelViews() -> [RenderedView] {
        var drawn: Set<Int> = []
        return nib.topLevelObjects.compactMap { view($0, depth: 0, drawn: &drawn) }
    }

    func pictures() -> [RenderedPicture] {
        topLevelViews().map { view in
            RenderedPicture(id: view.objectID, caption: view.className, root: view)
        }
    }

    /// How deep views may nest: the drawing recurses once per level.
    static let maximumDepth = 200

    /// The view at `index` as drawn (a navigation controller's bar, which is no top-level object).
    func view(at index: Int) -> RenderedView? {
        var drawn: Set<Int> = []
        return view(index, depth: 0, drawn: &drawn)
    }

    /// An object with `UIBounds` as drawn; nil for anything else, or for one in `drawn` already.
    private func view(_ index: Int, depth: Int, drawn: inout Set<Int>) -> RenderedView? {
        guard depth < Self.maximumDepth, !drawn.contains(index),
            let system = nib.systemClassName(of: index).map({ UIKitNibClass.publicClasses[$0] ?? $0 }), !system.hasPrefix("_"),
            let bounds = nib.geometry(forKey: UIKitNibKey.bounds, of: index), bounds.count == 4
        else { return nil }
        drawn.insert(index)
        let center = nib.geometry(forKey: UIKitNibKey.center, of: index) ?? [bounds[2] / 2, bounds[3] / 2]
        let (width, height) = (bounds[2], bounds[3])
        var view = RenderedView(
            objectID: idPrefix + "#\(index)", className: nib.customClassName(of: index) ?? system, systemClass: system,
            frame: RenderRect(
                x: (center.first ?? 0) - width / 2, y: (center.count > 1 ? center[1] : 0) - height / 2, width: width, height: height))
        view.backgroundColor = color(UIKitNibKey.backgroundColor, of: index)
        // A cell's default background, archived for older UIKits, is drawn as its source draws
        // a cell without a color (the WorkFlowTestingApp cells of Xcode 13.4).
        if nib.bool(forKey: UIKitNibKey.didEncodeCompatibilityBackgroundColor, of: index) == true,
            let background = nib.object(forKey: UIKitNibKey.backgroundColor, of: index),
            let name = nib.string(forKey: UIKitNibKey.systemColorName, of: background), name.hasPrefix("tableCell")
        {
            view.backgroundColor = nil
        }
        view.tintColor = color(UIKitNibKey.tintColor, of: index)
        view.isHidden = nib.bool(forKey: UIKitNibKey.hidden, of: index) ?? false
        view.alpha = nib.number(forKey: UIKitNibKey.alpha, of: index) ?? 1
        view.contentMode =
            nib.integer(forKey: UIKitNibKey.contentMode, of: index)
            .flatMap(RenderedView.ContentMode.init(number:)) ?? .scaleToFill
        readLayer(index, into: &view)
        readContent(index, into: &view)
        // A segmented control's segments are archived as its subviews; the control draws them.
        let segments = Set(nib.members(forKey: UIKitNibKey.segments, of: index))
        var subviews = nib.members(forKey: UIKitNibKey.subviews, of: index).filter { !segments.contains($0) }
        // A cell's content view, when it is not archived among the cell's subviews.
        if let content = nib.object(forKey: UIKitNibKey.contentView, of: index), !subviews.contains(content) {
            subviews.insert(content, at: 0)
        }
        view.children = subviews.compactMap { self.view($0, depth: depth + 1, drawn: &drawn) }
        view.children += RenderedView.laidOutPrototypes(prototypeCells(index, drawn: &drawn), in: view.kind, width: width)
        return view
    }

    private func color(_ key: String, of index: Int) -> RenderColor? {
        nib.object(forKey: key, of: index).map { colors.color($0, in: nib) }
    }

    /// A table's or collection's prototype cells, each archived in a nib of its own (drawn once,
    /// as a view is: nibs nest eight deep, and a nib listed ten times at each level would be
    /// drawn 10^8 times).
    private func prototypeCells(_ index: Int, drawn: inout Set<Int>) -> [RenderedView] {
        let dictionaries = [UIKitNibKey.tableViewCellPrototypeNibs, UIKitNibKey.collectionViewCellNibs]
        return dictionaries.flatMap { key in
            nib.members(forKey: key, of: index).compactMap { member -> [RenderedView]? in
                guard let cellNib = nestedNibs[member], drawn.insert(member).inserted else { return nil }
                return CompiledViews(nib: cellNib, colors: colors, idPrefix: idPrefix + "#\(member)/").topLevelViews()
            }.flatMap { $0 }
        }
    }

    private func readLayer(_ index: Int, into view: inout RenderedView) {
        for (keyPath, value) in layerValues[index] ?? [] {
            switch RenderedView.LayerKeyPath(rawValue: keyPath) {
            case .cornerRadius?: view.cornerRadius = nib.number(value) ?? 0
            case .borderWidth?: view.borderWidth = nib.number(value) ?? 0
            case .borderColor?, .borderUIColor?:
                if case .object(let color) = value, nib.objects.indices.contains(color) {
                    view.borderColor = colors.color(color, in: nib)
                }
            case nil: continue
            }
        }
    }

    private func font(_ index: Int) -> RenderFont {
        guard let font = nib.object(forKey: UIKitNibKey.font, of: index) else { return .standard }
        // A Dynamic Type font archives a zero `UIFontPointSize` and its size in `NSSize`.
        let size =
            nib.number(forKey: UIKitNibKey.appKitFontSize, of: font)
            ?? nib.number(forKey: UIKitNibKey.fontPointSize, of: font) ?? 17
        let traits = Int64(nib.integer(forKey: UIKitNibKey.fontTraits, of: font) ?? 0)
        return RenderFont(pointSize: size, isBold: traits & UIKitFontTraits.boldTrait != 0)
    }

    private func text(_ index: Int, _ string: String?, defaultColor: RenderColor, alignment: RenderText.Alignment? = nil)
        -> RenderText?
    {
        guard let string, !string.isEmpty else { return nil }
        let archived = nib.integer(forKey: UIKitNibKey.textAlignment, of: index).flatMap { UIKitTextAlignment(rawValue: Int64($0)) }
        return RenderText(
            string: string, font: font(index), color: color(UIKitNibKey.textColor, of: index) ?? defaultColor,
            alignment: alignment ?? RenderText.Alignment(archived ?? .left))
    }

    private func readContent(_ index: Int, into view: inout RenderedView) {
        let label = SystemColors.lightMode["labelColor"]!
        switch view.kind {
        case .label:
            view.text = text(index, nib.string(forKey: UIKitNibKey.text, of: index), defaultColor: label)
            // Xcode archives no count for UILabel's default, one line.
            view.text?.numberOfLines = nib.integer(forKey: UIKitNibKey.numberOfLines, of: index).map { max($0, 0) } ?? 1
        case .textView:
            view.text = text(index, nib.string(forKey: UIKitNibKey.text, of: index), defaultColor: label)
            view.text?.numberOfLines = 0
        case .textField:
            view.text = text(index, nib.string(forKey: UIKitNibKey.text, of: index), defaultColor: label)
            view.placeholder = nib.string(forKey: UIKitNibKey.placeholder, of: index)
        case .button:
            // The stateful content is a dictionary: state number, content, state number, content…
            let members = nib.memberValues(forKey: UIKitNibKey.buttonStatefulContent, of: index)
            var normal: Int?
            for pair in stride(from: 0, to: members.count - 1, by: 2) where nib.number(members[pair]) == 0 {
                if case .object(let content) = members[pair + 1], nib.objects.indices.contains(content) {
                    normal = content
                }
            }
            // A configuration's title and foreground color are what the button shows (Xcode 13
            // and later archive no stateful content beside it: the TestDemo pair).
            if let configuration = nib.object(forKey: UIKitNibKey.buttonConfiguration, of: index) {
                let title = nib.object(forKey: UIKitNibKey.buttonConfigurationTitle, of: configuration)
                    .flatMap { nib.string(forKey: UIKitNibKey.attributedStringCharacters, of: $0) }
                if var text = text(index, title, defaultColor: view.tintColor ?? SystemColors.tint, alignment: .center) {
                    text.color = color(UIKitNibKey.buttonConfigurationBaseForegroundColor, of: configuration) ?? text.color
                    view.text = text
                }
            } else if let normal {
                let title = nib.string(forKey: UIKitNibKey.title, of: normal)
                if var text = text(index, title, defaultColor: view.tintColor ?? SystemColors.tint, alignment: .center) {
                    text.color = color(UIKitNibKey.titleColor, of: normal) ?? text.color
                    view.text = text
                }
                view.imageName = imageName(UIKitNibKey.image, of: normal)
            }
        case .imageView:
            view.imageName = imageName(UIKitNibKey.image, of: index)
        case .switchControl:
            view.control = .switchControl(isOn: nib.bool(forKey: UIKitNibKey.switchOn, of: index) ?? false)
        case .slider:
            view.control = .slider(
                value: nib.number(forKey: UIKitNibKey.value, of: index) ?? 0.5,
                minimum: nib.number(forKey: UIKitNibKey.minimumValue, of: index) ?? 0,
                maximum: nib.number(forKey: UIKitNibKey.maximumValue, of: index) ?? 1)
        case .segmentedControl:
            view.control = .segments(
                titles: nib.members(forKey: UIKitNibKey.segments, of: index).map {
                    nib.string(forKey: UIKitNibKey.segmentInfo, of: $0) ?? ""
                },
                selected: nib.integer(forKey: UIKitNibKey.selectedSegmentIndex, of: index))
        case .progressView:
            view.control = .progress(nib.number(forKey: UIKitNibKey.progress, of: index) ?? 0.5)
        case .pageControl:
            view.control = .pages(
                count: nib.integer(forKey: UIKitNibKey.numberOfPages, of: index) ?? 3,
                current: nib.integer(forKey: UIKitNibKey.currentPage, of: index) ?? 0)
        case .navigationBar:
            view.control = navigationBarControl(nib.members(forKey: UIKitNibKey.items, of: index).first)
        case .tabBar, .toolbar:
            view.control = .bar(title: nil, items: nib.members(forKey: UIKitNibKey.items, of: index).map(barItem))
        case .searchBar:
            view.placeholder = nib.string(forKey: UIKitNibKey.placeholder, of: index)
        default:
            break
        }
    }

    /// A navigation bar showing the navigation item at `item`: its title and its left and right bar button items.
    func navigationBarControl(_ item: Int?) -> RenderedView.Control {
        let barItems =
            item.map { item in
                [UIKitNibKey.leftBarButtonItem, UIKitNibKey.rightBarButtonItem].compactMap {
                    nib.object(forKey: $0, of: item).map(barItem)
                }
            } ?? []
        return .bar(title: item.flatMap { nib.string(forKey: UIKitNibKey.title, of: $0) }, items: barItems)
    }

    private func barItem(_ item: Int) -> BarItem {
        BarItem(title: nib.string(forKey: UIKitNibKey.title, of: item), imageName: imageName(UIKitNibKey.image, of: item))
    }

    /// The name of an image a value under `key` stands for (`UIImageNibPlaceholder`).
    private func imageName(_ key: String, of index: Int) -> String? {
        guard let image = nib.object(forKey: key, of: index) else { return nil }
        return nib.string(forKey: UIKitNibKey.resourceName, of: image)
            ?? nib.string(forKey: UIKitNibKey.systemSymbolResourceName, of: image)
    }
}
