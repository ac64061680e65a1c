import AppKitNib
import NibArchive
import ResourceAssets
import UIKitNib

/// The pictures of a compiled AppKit nib, read from its object graph: one per top-level view
/// (a window as its content view), each view at the frame its `NSFrame` or `NSFrameSize` gives,
/// bottom-up as AppKit lays it out unless the superview is flipped, with the titles its cells
/// hold and the text its text views' storage holds. What `SourceViews` draws of the same AppKit document, so the two can be compared.
struct CompiledAppKitViews {
    let graph: NibGraph

    /// `NSBoxType` of a separator line, which shows no title.
    static let separatorBox: Int64 = 2
    /// `NSCellFlags`' bits: the cell's text can be edited; its state is on.
    static let editableFlag: Int64 = 0x1000_0000
    static let stateOnFlag: Int64 = 0x8000_0000
    /// `NSButtonFlags`' bit for a bordered button.
    static let borderedFlag: Int64 = 0x0080_0000
    /// `NSBezelStyle` values of square bezels (square, shadowless square, small square).
    static let squareBezels: Set<Int64> = [2, 6, 10]

    /// `NSvFlags`' bit for a hidden view.
    static let hiddenFlag: Int64 = 1 << 31
    /// How deep views may nest: the drawing recurses once per level.
    static let maximumDepth = 200

    /// Whether `graph` is an AppKit nib: its root holds `IB.objectdata`.
    static func isAppKit(_ graph: NibGraph) -> Bool {
        graph.root?.entries.value(forKey: AppKitNibKey.objectData) != nil
    }

    func pictures() -> [RenderedPicture] {
        topLevelViews().map { RenderedPicture(id: $0.objectID, caption: $0.className, root: $0) }
    }

    /// The objects whose parent is File's Owner, in `NSObjectsKeys` order; a window stands for its
    /// content view.
    func topLevelViews() -> [RenderedView] {
        guard let data = graph.object(graph.root?.entries.value(forKey: AppKitNibKey.objectData))?.object.entries,
            case .object(let owner)? = data.value(forKey: AppKitNibKey.root)
        else { return [] }
        let children = graph.members(data.value(forKey: AppKitNibKey.objectsKeys))
        let parents = graph.members(data.value(forKey: AppKitNibKey.objectsValues))
        var drawn: Set<Int> = []
        return zip(children, parents).compactMap { child, parent -> RenderedView? in
            guard case .object(let index) = child, case .object(owner) = parent, graph.objects.indices.contains(index) else { return nil }
            let entries = graph.objects[index].entries
            if case .object(let content)? = entries.value(forKey: AppKitNibKey.windowView) {
                return view(content, superviewHeight: nil, superviewIsFlipped: false, depth: 0, drawn: &drawn)
            }
            return view(index, superviewHeight: nil, superviewIsFlipped: false, depth: 0, drawn: &drawn)
        }
    }

    /// The view at `index` with its subviews; nil for an object without a frame, or one drawn already.
    private func view(_ index: Int, superviewHeight: Double?, superviewIsFlipped: Bool, depth: Int, drawn: inout Set<Int>)
        -> RenderedView?
    {
        guard depth < Self.maximumDepth, graph.objects.indices.contains(index), !drawn.contains(index) else { return nil }
        let object = graph.objects[index]
        let entries = object.entries
        guard
            let rect = Self.rect(graph.string(entries.value(forKey: AppKitNibKey.frame)))
                ?? Self.size(graph.string(entries.value(forKey: AppKitNibKey.frameSize))).map({ [0, 0, $0[0], $0[1]] })
        else { return nil }
        drawn.insert(index)
        // A custom class is archived as a class swapper naming the class and its original, or as
        // an `NSCustomView` naming the class (a plain custom view names NSView).
        let isSwapped = object.className == AppKitNibClass.classSwapper
        let isCustomView = object.className == AppKitNibClass.customView
        let named = graph.string(entries.value(forKey: AppKitNibKey.className)).map { SwiftClassName(runtimeName: $0).name }
        let system =
            isSwapped
            ? graph.string(entries.value(forKey: AppKitNibKey.originalClassName)) ?? AppKitNibClass.view
            : isCustomView ? AppKitNibClass.view : object.className
        let className = (isSwapped || isCustomView ? named : nil) ?? system
        var y = rect[1]
        if let superviewHeight, !superviewIsFlipped {
            y = superviewHeight - y - rect[3]
        }
        var view = RenderedView(
            objectID: "#\(index)", className: className, systemClass: system,
            frame: RenderRect(x: rect[0], y: y, width: rect[2], height: rect[3]))
        view.isHidden = (integer(entries.value(forKey: AppKitNibKey.viewFlags)) ?? 0) & Self.hiddenFlag != 0
        readCell(entries, into: &view)
        let isFlipped = view.kind.isFlippedInAppKit
        view.children = graph.members(entries.value(forKey: AppKitNibKey.subviews)).compactMap { member in
            guard case .object(let child) = member else { return nil }
            return self.view(child, superviewHeight: rect[3], superviewIsFlipped: isFlipped, depth: depth + 1, drawn: &drawn)
        }
        return view
    }

    /// What a control's cell shows, as `SourceViews` reads it from the document's cell.
    private func readCell(_ entries: NibGraph.Entries, into view: inout RenderedView) {
        if view.kind == .box, let title = graph.object(entries.value(forKey: AppKitNibKey.titleCell))?.object.entries {
            // Position 0 is "no title".
            if integer(entries.value(forKey: AppKitNibKey.titlePosition)) != 0,
                integer(entries.value(forKey: AppKitNibKey.boxType)) != Self.separatorBox
            {
                view.text = text(graph.string(title.value(forKey: AppKitNibKey.contents)), pointSize: 11, alignment: .left)
            }
            return
        }
        if view.kind == .textView {
            // The text is the storage's, under the text view's container and layout manager.
            let container = graph.object(entries.value(forKey: AppKitNibKey.textContainer))?.object.entries
            let manager = graph.object(container?.value(forKey: AppKitNibKey.layoutManager))?.object.entries
            let storage = graph.object(manager?.value(forKey: AppKitNibKey.textStorage))?.object.entries
            view.text = text(graph.string(storage?.value(forKey: AppKitNibKey.attributedStringText)), alignment: .left)
            view.text?.numberOfLines = 0
            return
        }
        guard let cell = graph.object(entries.value(forKey: AppKitNibKey.cell))?.object.entries else { return }
        let flags = integer(cell.value(forKey: AppKitNibKey.cellFlags)) ?? 0
        let contents = cell.value(forKey: AppKitNibKey.contents)
        switch view.kind {
        case .label, .textField:
            // An AppKit text field that cannot be edited is a label.
            if flags & Self.editableFlag == 0 {
                view.kind = .label
            }
            view.text = text(graph.string(contents))
            view.placeholder = graph.string(cell.value(forKey: AppKitNibKey.placeholder))
        case .button:
            let image = graph.object(cell.value(forKey: AppKitNibKey.alternateImage))?.object.entries
            let isOn = flags & Self.stateOnFlag != 0
            switch image.flatMap({ graph.string($0.value(forKey: AppKitNibKey.imageName)) }) {
            case "NSSwitch":
                view.control = .checkbox(isOn: isOn)
                view.text = text(graph.string(contents), alignment: .left)
            case "NSRadioButton":
                view.control = .radio(isOn: isOn)
                view.text = text(graph.string(contents), alignment: .left)
            default:
                if (integer(cell.value(forKey: AppKitNibKey.buttonFlags)) ?? 0) & Self.borderedFlag != 0 {
                    view.control = .bezel(isSquare: Self.squareBezels.contains(integer(cell.value(forKey: AppKitNibKey.bezelStyle)) ?? 1))
                }
                view.text = text(graph.string(contents), alignment: .center)
            }
        case .comboBox:
            view.text = text(graph.string(contents))
            view.placeholder = graph.string(cell.value(forKey: AppKitNibKey.placeholder))
        case .popUpButton:
            let selected = graph.object(cell.value(forKey: AppKitNibKey.menuItem))?.object.entries
            view.text = text(graph.string(selected?.value(forKey: AppKitNibKey.title)), alignment: .left)
        case .imageView:
            if let resource = graph.object(contents)?.object.entries {
                view.imageName = graph.string(resource.value(forKey: AppKitNibKey.resourceName))
                view.isSystemImage =
                    graph.string(resource.value(forKey: AppKitNibKey.catalogName)) == "system"
                    || view.imageName.map(ImageLibrary.isAppKitImageName) == true
            }
        default:
            break
        }
    }

    /// An integer value (flags are archived as integers).
    private func integer(_ value: NibGraph.Value?) -> Int64? {
        switch value {
        case .integer(let number): number
        case .bool(let flag): flag ? 1 : 0
        default: nil
        }
    }

    private func text(_ string: String?, pointSize: Double = 13, alignment: RenderText.Alignment = .natural) -> RenderText? {
        guard let string, !string.isEmpty else { return nil }
        return RenderText(string: string, font: RenderFont(pointSize: pointSize), color: RenderColor(white: 0), alignment: alignment)
    }

    /// `{{x, y}, {width, height}}`.
    static func rect(_ text: String?) -> [Double]? {
        guard let numbers = text.map(numbers), numbers.count == 4 else { return nil }
        return numbers
    }

    /// `{width, height}`.
    static func size(_ text: String?) -> [Double]? {
        guard let numbers = text.map(numbers), numbers.count == 2 else { return nil }
        return numbers
    }

    private static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }.filter(\.isFinite)
    }
}
