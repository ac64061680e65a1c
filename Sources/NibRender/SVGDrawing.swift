import Foundation
import UIKitNib

/// The one drawing of `RenderedPicture`s as SVG: pictures side by side, each with a caption; every
/// view a `<g id="object-…" data-object-id data-class>` translated to its frame's origin whose
/// first child is its frame's `<rect>`.
public enum SVGDrawing {
    /// The SVG element id of an object: `object-` and the id with every character outside
    /// `[A-Za-z0-9_-]` written as `.XX` (its UTF-8 bytes in hex), so `#12` is `object-.2312`: a valid
    /// XML id and URL fragment, one id per object id.
    public static func elementID(forObjectID objectID: String) -> String {
        var result = "object-"
        for byte in objectID.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "." + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    static let margin: Double = 24
    static let captionHeight: Double = 28
    static let fontFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// The pictures side by side, top-aligned, in the order given. `images` gives the bytes of a
    /// named image (nil: not found, drawn as a missing-image marker).
    public static func svg(_ pictures: [RenderedPicture], images: ImageProvider) -> SVGElement {
        var x = margin
        var height: Double = 0
        var groups: [SVGElement] = []
        var renderer = ViewRenderer(images: images)
        for picture in pictures {
            var (group, extent) = pictureGroup(picture, renderer: &renderer)
            group.set("transform", "translate(\(SVGElement.number(x - extent.x)) \(SVGElement.number(margin - extent.y)))")
            groups.append(group)
            x += max(extent.width, Double(picture.caption.count) * 7) + margin * 2
            height = max(height, extent.height)
        }
        return document(width: max(x - margin, 1), height: height + margin + captionHeight + margin, groups)
    }

    /// An `svg` of `width` × `height` on the grey canvas, with the definitions views refer to.
    static func document(width: Double, height: Double, _ groups: [SVGElement]) -> SVGElement {
        var svg = SVGElement("svg")
        svg.set("width", width)
        svg.set("height", height)
        svg.set("viewBox", "0 0 \(SVGElement.number(width)) \(SVGElement.number(height))")
        svg.set("font-family", fontFamily)
        svg.append(definitions())
        var background = SVGElement("rect", [.init("width", "100%"), .init("height", "100%"), .init("fill", "#eeeef2")])
        background.set("class", "canvas")
        svg.append(background)
        for group in groups {
            svg.append(group)
        }
        return svg
    }

    /// One picture on a white backdrop with its caption below, the root view at the origin, and
    /// the rectangle it covers (subviews may reach outside the root view: Interface Builder does
    /// not clip them). The caller places it with a `transform`.
    static func pictureGroup(_ picture: RenderedPicture, renderer: inout ViewRenderer) -> (SVGElement, RenderRect) {
        let size = picture.root.frame
        let extent = extent(of: picture.root)
        var group = SVGElement("g", [.init("class", "picture"), .init("data-picture-id", picture.id)])
        var backdrop = SVGElement("rect", [.init("class", "backdrop")])
        backdrop.set("width", size.width)
        backdrop.set("height", size.height)
        backdrop.set("fill", "#ffffff")
        backdrop.set("stroke", "#b0b0b8")
        group.append(backdrop)
        var root = picture.root
        root.frame.x = 0
        root.frame.y = 0
        group.append(renderer.draw(root))
        var caption = SVGElement("text", [.init("class", "caption")])
        caption.set("x", extent.x)
        caption.set("y", extent.y + extent.height + 18)
        caption.set("font-size", "13")
        caption.set("fill", "#555560")
        caption.append(text: picture.caption)
        group.append(caption)
        return (group, extent)
    }

    /// A scene's views as Interface Builder's canvas shows them: the root view at the origin of a
    /// `width` × `height` view box on white, clipped to it.
    static func scene(_ picture: RenderedPicture, width: Double, height: Double, renderer: inout ViewRenderer) -> SVGElement {
        var svg = SVGElement("svg", [.init("viewBox", "0 0 \(SVGElement.number(width)) \(SVGElement.number(height))")])
        svg.set("data-picture-id", picture.id)
        var backdrop = SVGElement("rect", [.init("class", "backdrop"), .init("fill", "#ffffff")])
        backdrop.set("width", width)
        backdrop.set("height", height)
        svg.append(backdrop)
        var root = picture.root
        root.frame.x = 0
        root.frame.y = 0
        svg.append(renderer.draw(root))
        return svg
    }

    /// The hatching of missing images.
    static func definitions() -> SVGElement {
        var defs = SVGElement("defs")
        var hatch = SVGElement(
            "pattern",
            [
                .init("id", missingImagePattern), .init("width", "8"), .init("height", "8"), .init("patternUnits", "userSpaceOnUse"),
                .init("patternTransform", "rotate(45)"),
            ])
        hatch.append(SVGElement("rect", [.init("width", "8"), .init("height", "8"), .init("fill", "#fff0f0")]))
        hatch.append(
            SVGElement(
                "line",
                [
                    .init("x1", "0"), .init("y1", "0"), .init("x2", "0"), .init("y2", "8"), .init("stroke", "#e06060"),
                    .init("stroke-width", "3"),
                ]))
        defs.append(hatch)
        return defs
    }

    static let missingImagePattern = "missing-image-hatch"

    /// The rectangle the root view (at the origin) and its visible descendants cover.
    static func extent(of root: RenderedView) -> RenderRect {
        var (minX, minY, maxX, maxY) = (0.0, 0.0, root.frame.width, root.frame.height)
        func visit(_ view: RenderedView, x: Double, y: Double) {
            for child in view.children where !child.isHidden {
                let (left, top) = (x + child.frame.x, y + child.frame.y)
                minX = min(minX, left)
                minY = min(minY, top)
                maxX = max(maxX, left + child.frame.width)
                maxY = max(maxY, top + child.frame.height)
                visit(child, x: left, y: top)
            }
        }
        visit(root, x: 0, y: 0)
        return RenderRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The bytes of the images views name, looked up once per name.
public struct ImageProvider: Sendable {
    public enum Image: Sendable, Hashable {
        /// PNG or JPEG bytes with their MIME type.
        case data(Data, mimeType: String)
        /// An SF Symbol or another image the system provides.
        case system
        /// A PDF the project has, but no converter on this machine could draw.
        case unconverted
        case missing
    }

    let lookup: @Sendable (String) -> Image

    public init(lookup: @escaping @Sendable (String) -> Image) {
        self.lookup = lookup
    }

    public static let none = ImageProvider { _ in .missing }
}

/// Draws one view tree; remembers each image's data URI so a name used twice is encoded once.
struct ViewRenderer {
    let images: ImageProvider
    private var resolved: [String: ImageProvider.Image] = [:]

    init(images: ImageProvider) {
        self.images = images
    }

    mutating func draw(_ view: RenderedView) -> SVGElement {
        var group = SVGElement("g")
        group.set("id", SVGDrawing.elementID(forObjectID: view.objectID))
        group.set("data-object-id", view.objectID)
        group.set("data-class", view.className)
        group.set("transform", "translate(\(SVGElement.number(view.frame.x)) \(SVGElement.number(view.frame.y)))")
        if view.isHidden {
            group.set("data-hidden", "true")
            group.set("visibility", "hidden")
        }
        if view.alpha < 1 {
            group.set("opacity", view.alpha)
        }
        let (width, height) = (max(view.frame.width, 0), max(view.frame.height, 0))
        var frame = SVGElement("rect", [.init("class", "frame")])
        frame.set("width", width)
        frame.set("height", height)
        if let background = view.backgroundColor, background.alpha > 0 {
            frame.set("fill", background.hex)
            if background.alpha < 1 {
                frame.set("fill-opacity", background.alpha)
            }
        } else {
            frame.set("fill", "none")
        }
        if view.cornerRadius > 0 {
            frame.set("rx", view.cornerRadius)
        }
        if view.borderWidth > 0 {
            let border = view.borderColor ?? RenderColor(white: 0)
            frame.set("stroke", border.hex)
            frame.set("stroke-width", view.borderWidth)
        }
        group.append(frame)
        var inside = content(of: view, width: width, height: height)
        for child in view.children {
            inside.append(draw(child))
        }
        if view.kind == .clipView {
            // A clip view shows only what lies inside it, as a scroll view does: a nested `svg`
            // clips to its size without an id (pictures sharing object ids share a thumbnail sheet).
            var clipped = shape("svg", [("width", width), ("height", height), ("overflow", "hidden")])
            for shape in inside {
                clipped.append(shape)
            }
            group.append(clipped)
        } else {
            for shape in inside {
                group.append(shape)
            }
        }
        return group
    }

    private func shape(_ name: String, _ attributes: [(String, Any)]) -> SVGElement {
        var element = SVGElement(name)
        for (key, value) in attributes {
            if let number = value as? Double {
                element.set(key, number)
            } else {
                element.set(key, "\(value)")
            }
        }
        return element
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, radius: Double = 0) -> SVGElement {
        var attributes: [(String, Any)] = [("x", x), ("y", y), ("width", max(width, 0)), ("height", max(height, 0))]
        if radius > 0 {
            attributes.append(("rx", radius))
        }
        attributes.append(("fill", fill))
        return shape("rect", attributes)
    }

    /// A single line of text, cut with "…" where it would overflow `width` (`TextMetrics`
    /// estimates the widths).
    private func label(
        _ string: String, font: RenderFont, color: RenderColor, alignment: RenderText.Alignment, x: Double, width: Double,
        centerY: Double
    ) -> SVGElement {
        // The estimate errs both ways: a tenth more is allowed before cutting.
        let line = string.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? string
        let allowed = width * 1.1
        let shown: String
        if TextMetrics.fittingCount(of: line, width: allowed, font: font) >= line.count {
            shown = line
        } else {
            let kept = TextMetrics.fittingCount(of: line, width: allowed - TextMetrics.width(of: "…", font: font), font: font)
            shown = String(line.prefix(max(kept, 1))) + "…"
        }
        var text = SVGElement("text")
        switch alignment {
        case .center:
            text.set("x", x + width / 2)
            text.set("text-anchor", "middle")
        case .right:
            text.set("x", x + width)
            text.set("text-anchor", "end")
        default:
            text.set("x", x)
        }
        text.set("y", centerY + font.pointSize * 0.35)
        text.set("font-size", font.pointSize)
        if font.isBold {
            text.set("font-weight", "bold")
        }
        text.set("fill", color.hex)
        if color.alpha < 1 {
            text.set("fill-opacity", color.alpha)
        }
        text.append(text: shown)
        return text
    }

    private static let secondary = RenderColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)

    private mutating func content(of view: RenderedView, width: Double, height: Double) -> [SVGElement] {
        let tint = view.tintColor ?? SystemColors.tint
        var drawn: [SVGElement] = []
        switch view.kind {
        case .imageView:
            if let name = view.imageName {
                drawn.append(image(name, isSystem: view.isSystemImage, mode: view.contentMode, width: width, height: height))
            }
        case .button:
            switch view.control {
            case .bezel(let isSquare)?:
                drawn.append(bezel(width: width, height: height, isSquare: isSquare))
            case .checkbox(let isOn)?:
                drawn.append(rect(2, height / 2 - 7, 14, 14, fill: isOn ? tint.hex : "#ffffff", radius: 3.5))
                drawn[drawn.count - 1].set("stroke", isOn ? tint.hex : "#a0a0a6")
                if isOn {
                    drawn.append(
                        shape(
                            "polyline",
                            [
                                ("points", "5.5,\(height / 2) 8.5,\(height / 2 + 3) 13,\(height / 2 - 3.5)"), ("fill", "none"),
                                ("stroke", "#ffffff"), ("stroke-width", 2.0), ("stroke-linecap", "round"),
                            ]))
                }
            case .radio(let isOn)?:
                drawn.append(
                    shape(
                        "circle",
                        [
                            ("cx", 9.0), ("cy", height / 2), ("r", 7.0), ("fill", isOn ? tint.hex : "#ffffff"),
                            ("stroke", isOn ? tint.hex : "#a0a0a6"),
                        ]))
                if isOn {
                    drawn.append(shape("circle", [("cx", 9.0), ("cy", height / 2), ("r", 2.5), ("fill", "#ffffff")]))
                }
            default:
                break
            }
            if let name = view.imageName, view.text == nil {
                drawn.append(image(name, isSystem: view.isSystemImage, mode: .center, width: width, height: height))
            }
        case .popUpButton:
            drawn.append(bezel(width: width, height: height, isSquare: false))
            // The blue end with its up and down chevrons.
            let (right, middle) = (width - 6, height / 2)
            drawn.append(rect(right - 17, middle - 8, 15, 16, fill: tint.hex, radius: 4))
            for direction in [-1.0, 1.0] {
                let tip = middle + direction * 5.5
                drawn.append(
                    shape(
                        "polyline",
                        [
                            ("points", "\(right - 13),\(tip - direction * 3) \(right - 9.5),\(tip) \(right - 6),\(tip - direction * 3)"),
                            ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", 1.5),
                        ]))
            }
        case .comboBox:
            // A field with the tinted end of its list button and one down chevron.
            drawn.append(shape("rect", [("width", width), ("height", height), ("rx", 5.0), ("fill", "#ffffff"), ("stroke", "#c7c7cc")]))
            let (right, middle) = (width - 3, height / 2)
            drawn.append(rect(right - 17, middle - 8, 15, 16, fill: tint.hex, radius: 4))
            drawn.append(
                shape(
                    "polyline",
                    [
                        ("points", "\(right - 13),\(middle - 1.5) \(right - 9.5),\(middle + 2) \(right - 6),\(middle - 1.5)"),
                        ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", 1.5),
                    ]))
            if view.text == nil, let placeholder = view.placeholder {
                drawn.append(
                    label(
                        placeholder, font: RenderFont(pointSize: 14), color: Self.secondary, alignment: .left, x: 7, width: width - 30,
                        centerY: height / 2))
            }
        case .box:
            if min(width, height) <= 5 {
                // A separator: a line along its longer side.
                let isHorizontal = width >= height
                drawn.append(
                    shape(
                        "line",
                        [
                            ("x1", isHorizontal ? 0 : width / 2), ("y1", isHorizontal ? height / 2 : 0),
                            ("x2", isHorizontal ? width : width / 2),
                            ("y2", isHorizontal ? height / 2 : height), ("stroke", "#d4d4d8"),
                        ]))
            } else {
                let top = view.text == nil ? 0.0 : 16
                var border = rect(0, top, width, height - top, fill: "#000000", radius: 5)
                border.set("fill-opacity", 0.04)
                border.set("stroke", "#c8c8cc")
                drawn.append(border)
            }
        case .scroller:
            // A legacy scroll bar: its track, and a thumb along the longer side.
            drawn.append(rect(0, 0, width, height, fill: "#fafafa"))
            let isVertical = height >= width
            let thickness = min(width, height)
            drawn.append(
                isVertical
                    ? rect(thickness / 2 - 3.5, 2, 7, min(height - 4, max(height * 0.4, 20)), fill: "#c1c1c1", radius: 3.5)
                    : rect(2, thickness / 2 - 3.5, min(width - 4, max(width * 0.4, 20)), 7, fill: "#c1c1c1", radius: 3.5))
        case .tableHeaderView:
            drawn.append(rect(0, 0, width, height, fill: "#fafafa"))
            drawn.append(shape("line", [("x1", 0.0), ("y1", height), ("x2", width), ("y2", height), ("stroke", "#d4d4d8")]))
        case .tableColumn:
            drawn.append(shape("line", [("x1", width), ("y1", 4.0), ("x2", width), ("y2", height - 4), ("stroke", "#d4d4d8")]))
        case .textField:
            if view.borderWidth == 0 {
                drawn.append(shape("rect", [("width", width), ("height", height), ("rx", 5.0), ("fill", "none"), ("stroke", "#c7c7cc")]))
            }
            if view.text == nil, let placeholder = view.placeholder {
                drawn.append(
                    label(
                        placeholder, font: RenderFont(pointSize: 14), color: Self.secondary, alignment: .left, x: 7, width: width - 14,
                        centerY: height / 2))
            }
        case .searchBar:
            drawn.append(rect(8, (height - 36) / 2, width - 16, 36, fill: "#e3e3e8", radius: 10))
            drawn.append(
                label(
                    "🔍 " + (view.placeholder ?? "Search"), font: RenderFont(pointSize: 15), color: RenderColor(white: 0.55),
                    alignment: .left, x: 16, width: width - 32, centerY: height / 2))
        case .switchControl:
            let isOn: Bool
            if case .switchControl(let on) = view.control { isOn = on } else { isOn = false }
            let fill = isOn ? (view.tintColor ?? SystemColors.lightMode["systemGreenColor"]!).hex : "#e9e9eb"
            drawn.append(rect(0, (height - 31) / 2, 51, 31, fill: fill, radius: 15.5))
            drawn.append(
                shape("circle", [("cx", isOn ? 35.5 : 15.5), ("cy", height / 2), ("r", 13.5), ("fill", "#ffffff"), ("stroke", "#d0d0d4")]))
        case .slider:
            var fraction = 0.5
            if case .slider(let value, let minimum, let maximum) = view.control, maximum > minimum {
                fraction = min(max((value - minimum) / (maximum - minimum), 0), 1)
            }
            drawn.append(rect(2, height / 2 - 2, width - 4, 4, fill: "#d1d1d6", radius: 2))
            drawn.append(rect(2, height / 2 - 2, (width - 4) * fraction, 4, fill: tint.hex, radius: 2))
            drawn.append(
                shape(
                    "circle",
                    [
                        ("cx", 2 + (width - 4) * fraction), ("cy", height / 2), ("r", min(12, max(height / 2 - 1, 4))), ("fill", "#ffffff"),
                        ("stroke", "#c7c7cc"),
                    ]))
        case .segmentedControl:
            guard case .segments(let titles, let selected) = view.control, !titles.isEmpty else { break }
            drawn.append(rect(0, 0, width, height, fill: "#eeeef0", radius: 8))
            let segment = width / Double(titles.count)
            for (position, title) in titles.enumerated() {
                if position == selected {
                    drawn.append(rect(Double(position) * segment + 2, 2, segment - 4, height - 4, fill: "#ffffff", radius: 7))
                }
                drawn.append(
                    label(
                        title, font: RenderFont(pointSize: 13, isBold: position == selected), color: RenderColor(white: 0),
                        alignment: .center, x: Double(position) * segment, width: segment, centerY: height / 2))
            }
        case .progressView:
            var progress = 0.5
            if case .progress(let value) = view.control { progress = min(max(value, 0), 1) }
            drawn.append(rect(0, height / 2 - 2, width, 4, fill: "#e5e5ea", radius: 2))
            drawn.append(rect(0, height / 2 - 2, width * progress, 4, fill: tint.hex, radius: 2))
        case .pageControl:
            guard case .pages(let count, let current) = view.control, count > 0 else { break }
            let shown = min(count, 40)
            let start = width / 2 - Double(shown - 1) * 8
            for page in 0..<shown {
                drawn.append(
                    shape(
                        "circle",
                        [
                            ("cx", start + Double(page) * 16), ("cy", height / 2), ("r", 3.5),
                            ("fill", page == current ? "#000000" : "#c7c7cc"),
                        ]))
            }
        case .activityIndicator:
            for spoke in 0..<8 {
                let angle = Double(spoke) * Double.pi / 4
                let (cx, cy) = (width / 2, height / 2)
                let inner = min(width, height) * 0.22
                let outer = min(width, height) * 0.45
                drawn.append(
                    shape(
                        "line",
                        [
                            ("x1", cx + cos(angle) * inner), ("y1", cy + sin(angle) * inner), ("x2", cx + cos(angle) * outer),
                            ("y2", cy + sin(angle) * outer), ("stroke", "#8e8e93"), ("stroke-width", 2.5), ("stroke-linecap", "round"),
                            ("stroke-opacity", 0.35 + 0.08 * Double(spoke)),
                        ]))
            }
        case .navigationBar, .tabBar, .toolbar:
            if view.backgroundColor == nil {
                drawn.append(rect(0, 0, width, height, fill: "#f8f8f8"))
            }
            drawn.append(
                shape(
                    "line",
                    [
                        ("x1", 0.0), ("y1", view.kind == .tabBar ? 0 : height), ("x2", width), ("y2", view.kind == .tabBar ? 0 : height),
                        ("stroke", "#c6c6c8"),
                    ]))
            guard case .bar(let title, let items) = view.control else { break }
            if view.kind == .navigationBar {
                if let title {
                    drawn.append(
                        label(
                            title, font: RenderFont(pointSize: 17, isBold: true), color: RenderColor(white: 0), alignment: .center,
                            x: width * 0.25, width: width * 0.5, centerY: height / 2))
                }
                for (position, item) in items.enumerated() {
                    let isLeft = position == 0 && items.count > 1
                    if let name = item.imageName {
                        let side = min(24, height)
                        drawn.append(
                            placed(
                                image(name, isSystem: false, mode: .scaleAspectFit, width: side, height: side),
                                x: isLeft ? 16 : width - 16 - side, y: (height - side) / 2))
                    } else {
                        drawn.append(
                            label(
                                item.caption, font: RenderFont(pointSize: 17), color: tint, alignment: isLeft ? .left : .right,
                                x: isLeft ? 8 : width * 0.75 - 8, width: width * 0.25, centerY: height / 2))
                    }
                }
            } else if !items.isEmpty {
                let slot = width / Double(items.count)
                for (position, item) in items.enumerated() {
                    let color = view.kind == .tabBar && position > 0 ? RenderColor(white: 0.56) : tint
                    if view.kind == .tabBar {
                        // The icon above the title: the item's image, else a mark where it goes.
                        if let name = item.imageName {
                            drawn.append(
                                placed(
                                    image(name, isSystem: false, mode: .scaleAspectFit, width: 25, height: 25),
                                    x: Double(position) * slot + slot / 2 - 12.5, y: 4))
                        } else {
                            drawn.append(rect(Double(position) * slot + slot / 2 - 12, 6, 24, 22, fill: color.hex, radius: 5))
                        }
                        drawn.append(
                            label(
                                item.title ?? "", font: RenderFont(pointSize: 10), color: color, alignment: .center,
                                x: Double(position) * slot, width: slot, centerY: height - 12))
                    } else if let name = item.imageName {
                        let side = min(24, height)
                        drawn.append(
                            placed(
                                image(name, isSystem: false, mode: .scaleAspectFit, width: side, height: side),
                                x: Double(position) * slot + (slot - side) / 2, y: (height - side) / 2))
                    } else {
                        drawn.append(
                            label(
                                item.caption, font: RenderFont(pointSize: 17), color: color, alignment: .center,
                                x: Double(position) * slot, width: slot, centerY: height / 2))
                    }
                }
            }
        case .tableView, .collectionView, .scrollView, .view, .stackView:
            if view.backgroundColor == nil, view.borderWidth == 0 {
                drawn.append(
                    shape(
                        "rect",
                        [
                            ("width", width), ("height", height), ("fill", "none"), ("stroke", "#c8c8d0"), ("stroke-width", 0.5),
                            ("stroke-dasharray", "3 2"),
                        ]))
            }
            if case .tableRows(let rowHeight, let isAlternating) = view.control {
                drawn += tableRows(rowHeight: rowHeight, isAlternating: isAlternating, width: width, height: height)
            }
        case .tableViewCell:
            drawn.append(
                shape("line", [("x1", 16.0), ("y1", height), ("x2", width), ("y2", height), ("stroke", "#c6c6c8"), ("stroke-width", 0.5)]))
        default:
            break
        }
        if let text = view.text {
            let place = textPlacement(of: view, width: width, height: height)
            if text.numberOfLines == 1 {
                drawn.append(
                    label(
                        text.string, font: text.font, color: text.color, alignment: text.alignment, x: place.x, width: place.width,
                        centerY: place.centerY))
            } else {
                // A text view's text starts at its top inset; a label's lines are centered as one block.
                let top: Double? = view.kind == .textView ? 8 : nil
                drawn.append(paragraph(text, x: place.x, width: place.width, height: height, top: top))
            }
        }
        return drawn
    }

    /// Text wrapped at word boundaries (a word longer than a line at any character) into the
    /// lines `text.numberOfLines` allows, or the height holds when it is 0; the last line shown
    /// ends with "…" when text is left over.
    private func paragraph(_ text: RenderText, x: Double, width: Double, height: Double, top: Double?) -> SVGElement {
        let lineHeight = text.font.pointSize * 1.2
        let fitting = height / max(lineHeight, 1)
        let holds = fitting.isFinite ? Int(min(max(fitting, 1), 1_000)) : 1_000
        let limit = text.numberOfLines > 0 ? min(text.numberOfLines, 1_000) : holds
        var lines = TextMetrics.wrapped(text.string, width: width, font: text.font, limit: limit + 1)
        if lines.count > limit {
            lines.removeLast(lines.count - limit)
            let last = lines[limit - 1]
            let kept = TextMetrics.fittingCount(of: last, width: width - TextMetrics.width(of: "…", font: text.font), font: text.font)
            lines[limit - 1] = String(last.prefix(max(kept, 1))) + "…"
        }
        var element = SVGElement("text")
        let anchorX: Double
        switch text.alignment {
        case .center:
            anchorX = x + width / 2
            element.set("text-anchor", "middle")
        case .right:
            anchorX = x + width
            element.set("text-anchor", "end")
        default:
            anchorX = x
        }
        element.set("font-size", text.font.pointSize)
        if text.font.isBold {
            element.set("font-weight", "bold")
        }
        element.set("fill", text.color.hex)
        if text.color.alpha < 1 {
            element.set("fill-opacity", text.color.alpha)
        }
        let blockTop = top ?? (height - Double(lines.count) * lineHeight) / 2
        for (number, line) in lines.enumerated() {
            var span = SVGElement("tspan")
            span.set("x", anchorX)
            span.set("y", blockTop + (Double(number) + 0.5) * lineHeight + text.font.pointSize * 0.35)
            span.append(text: line)
            element.append(span)
        }
        return element
    }

    /// Where a view's text goes: beside a checkbox's or radio button's mark, before a pop-up's
    /// chevrons, on a box's top edge, inset in a field or header.
    private func textPlacement(of view: RenderedView, width: Double, height: Double) -> (x: Double, width: Double, centerY: Double) {
        switch (view.kind, view.control) {
        case (.label, _) where view.systemClass == UIKitNibClass.tableHeaderFooterView: (16, width - 32, height / 2)
        case (.textField, _): (7, width - 14, height / 2)
        case (.button, .checkbox?), (.button, .radio?): (20, width - 20, height / 2)
        case (.popUpButton, _): (14, width - 40, height / 2)
        case (.comboBox, _): (7, width - 30, height / 2)
        case (.tableColumn, _): (5, width - 10, height / 2)
        case (.box, _): (4, width - 8, 8)
        default: (0, width, height / 2)
        }
    }

    /// `element` moved to (`x`, `y`) in the view.
    private func placed(_ element: SVGElement, x: Double, y: Double) -> SVGElement {
        var group = SVGElement("g")
        group.set("transform", "translate(\(SVGElement.number(x)) \(SVGElement.number(y)))")
        group.append(element)
        return group
    }

    /// A push button's rounded bezel, inset in its frame as AppKit leaves room for the focus
    /// ring; a square button's bezel fills it.
    private func bezel(width: Double, height: Double, isSquare: Bool) -> SVGElement {
        let (inset, bezelHeight) = isSquare || width <= 12 ? (0.0, height) : (6.0, min(height, 22))
        var bezel = rect(inset, (height - bezelHeight) / 2, width - inset * 2, bezelHeight, fill: "#ffffff", radius: isSquare ? 0 : 5)
        bezel.set("class", "bezel")
        bezel.set("stroke", "#b8b8bc")
        return bezel
    }

    /// A table's rows down its height: every other one tinted, or a rule under each.
    private func tableRows(rowHeight: Double, isAlternating: Bool, width: Double, height: Double) -> [SVGElement] {
        guard rowHeight >= 1, height.isFinite else { return [] }
        return (0..<min(Int(height / rowHeight), 500)).compactMap { row in
            let y = Double(row) * rowHeight
            if isAlternating {
                return row % 2 == 1 ? rect(0, y, width, rowHeight, fill: "#f4f5f5") : nil
            }
            return shape(
                "line",
                [("x1", 0.0), ("y1", y + rowHeight), ("x2", width), ("y2", y + rowHeight), ("stroke", "#e6e6ea"), ("stroke-width", 0.5)])
        }
    }

    /// An image at the view's size, embedded; a hatched box with the name when it is missing.
    private mutating func image(_ name: String, isSystem: Bool, mode: RenderedView.ContentMode, width: Double, height: Double) -> SVGElement
    {
        if resolved[name] == nil, !isSystem {
            resolved[name] = images.lookup(name)
        }
        let image: ImageProvider.Image = isSystem ? .system : resolved[name]!
        switch image {
        case .data(let data, let mimeType):
            var element = SVGElement("image", [.init("class", "image"), .init("data-image-name", name)])
            element.set("width", width)
            element.set("height", height)
            let fit: String
            switch mode {
            case .scaleAspectFit, .center: fit = "xMidYMid meet"
            case .scaleAspectFill: fit = "xMidYMid slice"
            default: fit = "none"
            }
            element.set("preserveAspectRatio", fit)
            element.set("href", "data:\(mimeType);base64," + data.base64EncodedString())
            return element
        case .system, .unconverted, .missing:
            let isMissing = image == .missing
            let kind = isMissing ? "missing-image" : image == .system ? "system-image" : "unconverted-image"
            var group = SVGElement("g", [.init("class", kind), .init("data-image-name", name)])
            group.append(
                shape(
                    "rect",
                    [
                        ("width", width), ("height", height),
                        ("fill", isMissing ? "url(#\(SVGDrawing.missingImagePattern))" : "#e5e5ea"),
                        ("stroke", isMissing ? "#d03030" : "#aeaeb2"),
                    ]))
            var name = label(
                (isMissing ? "missing: " : "") + name, font: RenderFont(pointSize: min(11, max(height * 0.4, 6))),
                color: isMissing ? RenderColor(red: 0.7, green: 0.1, blue: 0.1) : RenderColor(white: 0.3), alignment: .center,
                x: 0, width: width, centerY: height / 2)
            // A white halo keeps the name legible on the hatching.
            name.set("stroke", "#ffffff")
            name.set("stroke-width", 3)
            name.set("paint-order", "stroke")
            group.append(name)
            return group
        }
    }
}
