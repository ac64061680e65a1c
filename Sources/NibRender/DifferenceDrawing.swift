/// A `PictureDifference` drawn: each picture with changes as a row, the old version on the left
/// and the new on the right, changed objects outlined in the colour of their change.
extension SVGDrawing {
    static let changeColors: [PictureDifference.Change.Kind: String] = [
        .added: "#34c759", .removed: "#ff3b30", .moved: "#007aff", .changed: "#ff9500",
    ]
    private static let headerHeight: Double = 44
    private static let columnGap: Double = 48

    /// The pictures the changes are in (all of them when nothing changed), old beside new, under
    /// `oldCaption` and `newCaption` (the two files' names).
    public static func svg(_ difference: PictureDifference, oldCaption: String, newCaption: String, images: ImageProvider) -> SVGElement {
        let (before, after) = PlacedView.flatten(old: difference.old, new: difference.new, matching: difference.matching)
        let oldPictures = pictures(difference.old, placed: before)
        let newPictures = pictures(difference.new, placed: after)
        var rows = newPictures.map(\.key) + oldPictures.map(\.key).filter { key in !newPictures.contains { $0.key == key } }
        let changed = Set(difference.changes.map(\.pictureKey))
        if !changed.isEmpty {
            rows = rows.filter(changed.contains)
        }
        let oldViews = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newViews = Dictionary(after.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var renderer = ViewRenderer(images: images)
        typealias Drawn = (group: SVGElement, extent: RenderRect)
        var drawnRows: [(old: Drawn?, new: Drawn?)] = []
        for key in rows {
            let changes = difference.changes.filter { $0.pictureKey == key }
            var old = oldPictures.first { $0.key == key }.map { pictureGroup($0.picture, renderer: &renderer) }
            var new = newPictures.first { $0.key == key }.map { pictureGroup($0.picture, renderer: &renderer) }
            if let drawn = old {
                old = (
                    outlined(prefixingIDs(drawn.0, "old-"), changes.filter { $0.kind != .added }, views: oldViews, version: "old"), drawn.1
                )
            }
            if let drawn = new {
                new = (outlined(drawn.0, changes.filter { $0.kind != .removed }, views: newViews, version: "new"), drawn.1)
            }
            drawnRows.append((old, new))
        }
        func columnWidth(_ extents: [RenderRect?], _ captions: [String]) -> Double {
            max(extents.compactMap { $0?.width }.max() ?? 0, (captions.map { Double($0.count) * 7 }.max() ?? 0), 160)
        }
        let leftWidth = columnWidth(drawnRows.map { $0.old?.extent }, oldPictures.map(\.picture.caption) + ["OLD " + oldCaption])
        let rightWidth = columnWidth(drawnRows.map { $0.new?.extent }, newPictures.map(\.picture.caption) + ["NEW " + newCaption])
        let rightX = margin + leftWidth + columnGap
        var groups = [header(oldCaption, newCaption, rightX: rightX)]
        var y = margin + headerHeight
        for row in drawnRows {
            var height: Double = 0
            for (drawn, x) in [(row.old, margin), (row.new, rightX)] {
                guard let drawn else {
                    var absent = SVGElement("text", [.init("class", "absent"), .init("font-size", "13"), .init("fill", "#8e8e93")])
                    absent.set("x", x)
                    absent.set("y", y + 16)
                    absent.append(text: "not in this version")
                    groups.append(absent)
                    continue
                }
                var (group, extent) = drawn
                group.set("transform", "translate(\(SVGElement.number(x - extent.x)) \(SVGElement.number(y - extent.y)))")
                groups.append(group)
                height = max(height, extent.height)
            }
            y += height + captionHeight + margin
        }
        return document(width: rightX + rightWidth + margin, height: y, groups)
    }

    /// Each version's pictures with the match key of their root view.
    private static func pictures(_ pictures: [RenderedPicture], placed: [PlacedView]) -> [(key: String, picture: RenderedPicture)] {
        zip(placed.filter { $0.parentKey == nil }.map(\.key), pictures).map { ($0, $1) }
    }

    /// The column titles and the colours' legend.
    private static func header(_ oldCaption: String, _ newCaption: String, rightX: Double) -> SVGElement {
        var header = SVGElement("g", [.init("class", "diff-header")])
        for (title, caption, x) in [("OLD", oldCaption, margin), ("NEW", newCaption, rightX)] {
            var text = SVGElement("text", [.init("class", "version-caption"), .init("font-size", "15"), .init("fill", "#1c1c1e")])
            text.set("x", x)
            text.set("y", margin + 4)
            var bold = SVGElement("tspan", [.init("font-weight", "bold")])
            bold.append(text: title + " ")
            text.append(bold)
            text.append(text: caption)
            header.append(text)
        }
        var x = margin
        for kind in [PictureDifference.Change.Kind.added, .removed, .moved, .changed] {
            var swatch = SVGElement(
                "rect", [.init("width", "12"), .init("height", "12"), .init("fill", "none"), .init("stroke-width", "2.5")])
            swatch.set("x", x)
            swatch.set("y", margin + 14)
            swatch.set("stroke", changeColors[kind] ?? "#000000")
            header.append(swatch)
            var label = SVGElement("text", [.init("font-size", "12"), .init("fill", "#3a3a3c")])
            label.set("x", x + 18)
            label.set("y", margin + 24)
            label.append(text: kind.rawValue)
            header.append(label)
            x += 90
        }
        return header
    }

    /// The picture with an outline over each object `changes` name, in the colour of its change;
    /// a second change of the same object is drawn a little further out.
    private static func outlined(_ picture: SVGElement, _ changes: [PictureDifference.Change], views: [String: PlacedView], version: String)
        -> SVGElement
    {
        var picture = picture
        picture.set("data-version", version)
        guard !changes.isEmpty else { return picture }
        var layer = SVGElement("g", [.init("class", "changes")])
        var drawnPerObject: [String: Int] = [:]
        for change in changes {
            guard let frame = views[change.key]?.frameInPicture else { continue }
            let outset = 2 + 3 * Double(drawnPerObject[change.key, default: 0])
            drawnPerObject[change.key, default: 0] += 1
            var outline = SVGElement(
                "rect",
                [
                    .init("class", "change change-" + change.kind.rawValue), .init("data-change", change.kind.rawValue),
                    .init("data-object-id", version == "old" ? change.oldObjectID ?? change.objectID : change.objectID),
                ])
            outline.set("x", frame.x - outset)
            outline.set("y", frame.y - outset)
            outline.set("width", max(frame.width, 0) + outset * 2)
            outline.set("height", max(frame.height, 0) + outset * 2)
            outline.set("fill", "none")
            outline.set("stroke", changeColors[change.kind] ?? "#000000")
            outline.set("stroke-width", "2.5")
            // Shown even over a view that is hidden in this version.
            outline.set("visibility", "visible")
            layer.append(outline)
        }
        picture.append(layer)
        return picture
    }

    /// The same drawing with every element id prefixed: the old and new pictures of an object
    /// would otherwise share one id.
    private static func prefixingIDs(_ element: SVGElement, _ prefix: String) -> SVGElement {
        var element = element
        if let id = element.attribute("id") {
            element.set("id", prefix + id)
        }
        element.children = element.children.map { child in
            if case .element(let nested) = child { .element(prefixingIDs(nested, prefix)) } else { child }
        }
        return element
    }
}
