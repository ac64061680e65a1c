import IBSource

extension StoryboardMap {
    /// The map as SVG. `sceneContent` draws a scene's views (in the coordinates of its root view,
    /// as an `svg` element with a view box, or any element drawn at the scene's size); it is drawn
    /// scaled into the scene's frame. Without it, a scene is its root view's background.
    public func svg(sceneContent: (IBScene) -> SVGElement? = { _ in nil }) -> SVGElement {
        var root = SVGElement(
            "svg",
            [
                .init("viewBox", [bounds.x, bounds.y, bounds.width, bounds.height].map(SVGElement.number).joined(separator: " ")),
                .init("width", SVGElement.number(bounds.width)), .init("height", SVGElement.number(bounds.height)),
                .init("font-family", MapStyle.fontFamily), .init("data-storyboard", path),
            ])
        root.append(Self.definitions())
        var canvas = SVGElement("rect", [.init("class", "canvas"), .init("fill", MapStyle.canvasColor)])
        canvas.set("x", bounds.x)
        canvas.set("y", bounds.y)
        canvas.set("width", bounds.width)
        canvas.set("height", bounds.height)
        root.append(canvas)
        // Arrows go under the scenes, as on Interface Builder's canvas: one that crosses a scene
        // never hides its name or its views.
        for segue in segues {
            root.append(Self.drawSegue(segue))
        }
        for scene in scenes {
            root.append(scene.reference.map { Self.drawReference(scene, $0) } ?? Self.drawScene(scene, sceneContent))
        }
        // Badges and labels over everything: a label in a narrow gap between scenes stays whole.
        for segue in segues where segue.sourceSceneID != nil {
            root.append(Self.drawSegueBadge(segue))
        }
        if let initialArrow {
            root.append(Self.drawInitialArrow(initialArrow))
        }
        return root
    }

    /// Arrowheads, one per segue style and one for the initial arrow.
    private static func definitions() -> SVGElement {
        var definitions = SVGElement("defs")
        for style in MapStyle.segueStyles {
            definitions.append(arrowhead(id: "arrow-" + style.name, color: style.color, size: 10))
        }
        definitions.append(arrowhead(id: "arrow-initial", color: MapStyle.initialArrowColor, size: 7))
        return definitions
    }

    private static func arrowhead(id: String, color: String, size: Double) -> SVGElement {
        var marker = SVGElement(
            "marker",
            [
                .init("id", id), .init("viewBox", "0 0 10 10"), .init("refX", "9"), .init("refY", "5"),
                .init("markerUnits", "strokeWidth"), .init("orient", "auto"),
            ])
        marker.set("markerWidth", size / 2)
        marker.set("markerHeight", size / 2)
        marker.append(SVGElement("path", [.init("d", "M0 0 L10 5 L0 10 Z"), .init("fill", color)]))
        return marker
    }

    private static func rect(_ frame: RenderRect, _ attributes: [SVGElement.Attribute]) -> SVGElement {
        var element = SVGElement("rect", attributes)
        element.set("x", frame.x)
        element.set("y", frame.y)
        element.set("width", frame.width)
        element.set("height", frame.height)
        return element
    }

    private static func text(
        _ content: String, at point: RenderPoint, size: Double, _ attributes: [SVGElement.Attribute]
    ) -> SVGElement {
        var element = SVGElement("text", attributes)
        element.set("x", point.x)
        element.set("y", point.y)
        element.set("font-size", size)
        element.append(text: content)
        return element
    }

    private static func drawScene(
        _ scene: Scene, _ sceneContent: (IBScene) -> SVGElement?
    ) -> SVGElement {
        var group = SVGElement("g", [.init("id", "scene-" + scene.scene.sceneID), .init("data-scene-id", scene.scene.sceneID)])
        if let controllerID = scene.controllerID {
            group.set("data-controller-id", controllerID)
        }
        group.set("data-scene-name", scene.name)
        let frame = scene.frame
        if let content = sceneContent(scene.scene) {
            group.append(placed(content, in: frame))
        } else {
            var background = rect(frame, [.init("class", "scene-background"), .init("fill", scene.background.hex)])
            if scene.background.alpha < 1 {
                background.set("fill-opacity", scene.background.alpha)
            }
            group.append(background)
        }
        group.append(
            rect(
                frame,
                [
                    .init("class", "scene-frame"), .init("fill", "none"), .init("stroke", MapStyle.outlineColor),
                    .init("stroke-width", "1.5"),
                ]))
        if let bar = scene.titleBar {
            group.append(titleBar(scene, bar))
        }
        return group
    }

    /// The bar above a scene: its name, then its class and storyboard identifier, and its Exit.
    private static func titleBar(_ scene: Scene, _ bar: RenderRect) -> SVGElement {
        var group = SVGElement("g", [.init("class", "scene-title-bar")])
        group.append(
            rect(
                bar,
                [
                    .init("fill", MapStyle.titleBarColor), .init("stroke", MapStyle.outlineColor), .init("stroke-width", "1.5"),
                    .init("rx", "6"),
                ]))
        let room = bar.width - 20 - (scene.exitMarker == nil ? 0 : SceneLayout.exitMarkerSize + 10)
        let name = MapStyle.fitted(scene.name, width: room, fontSize: MapStyle.titleFontSize)
        group.append(
            text(
                name, at: RenderPoint(x: bar.minX + 10, y: bar.midY + 5), size: MapStyle.titleFontSize,
                [.init("class", "scene-title"), .init("font-weight", "600"), .init("fill", MapStyle.titleColor)]))
        let detail = [scene.controllerClass, scene.storyboardIdentifier.map { "#" + $0 }].compactMap { $0 }
            .filter { $0 != scene.name }.joined(separator: "  ")
        let detailRoom = room - MapStyle.textWidth(name, fontSize: MapStyle.titleFontSize) - 16
        let fittedDetail = MapStyle.fitted(detail, width: detailRoom, fontSize: MapStyle.detailFontSize)
        if !fittedDetail.isEmpty {
            // Right-aligned, so the gap after the name does not depend on guessing its width.
            group.append(
                text(
                    fittedDetail, at: RenderPoint(x: bar.minX + 10 + room, y: bar.midY + 4), size: MapStyle.detailFontSize,
                    [.init("class", "scene-detail"), .init("text-anchor", "end"), .init("fill", MapStyle.detailColor)]))
        }
        if let marker = scene.exitMarker, let exitID = scene.exitID {
            var exit = SVGElement("g", [.init("class", "scene-exit"), .init("data-object-id", exitID)])
            exit.append(rect(marker, [.init("fill", MapStyle.exitColor), .init("rx", "5")]))
            // A door with an arrow leaving it, Interface Builder's Exit icon reduced to lines.
            let x = marker.minX
            let y = marker.minY
            let unit = marker.width / 26
            let door = [
                "M\(n(x + 7 * unit)) \(n(y + 6 * unit)) h\(n(8 * unit)) v\(n(14 * unit)) h\(n(-8 * unit)) Z",
                "M\(n(x + 12 * unit)) \(n(y + 13 * unit)) h\(n(9 * unit)) m\(n(-3 * unit)) \(n(-3 * unit)) l\(n(3 * unit)) \(n(3 * unit)) l\(n(-3 * unit)) \(n(3 * unit))",
            ].joined(separator: " ")
            exit.append(
                SVGElement(
                    "path",
                    [
                        .init("d", door), .init("fill", "none"), .init("stroke", "#FFFFFF"), .init("stroke-width", "2"),
                        .init("stroke-linejoin", "round"),
                    ]))
            group.append(exit)
        }
        return group
    }

    private static func n(_ value: Double) -> String {
        SVGElement.number(value)
    }

    /// The caller's picture of a scene, scaled into its frame.
    private static func placed(_ content: SVGElement, in frame: RenderRect) -> SVGElement {
        var picture: SVGElement
        if content.name == "svg" {
            picture = content
            if picture.attribute("viewBox") == nil {
                let width = picture.attribute("width").flatMap(Double.init) ?? frame.width
                let height = picture.attribute("height").flatMap(Double.init) ?? frame.height
                picture.set("viewBox", "0 0 \(n(width)) \(n(height))")
            }
        } else {
            picture = SVGElement("svg", [.init("viewBox", "0 0 \(n(frame.width)) \(n(frame.height))")], children: [.element(content)])
        }
        picture.set("class", "scene-content")
        picture.set("x", frame.x)
        picture.set("y", frame.y)
        picture.set("width", frame.width)
        picture.set("height", frame.height)
        return picture
    }

    private static func drawReference(_ scene: Scene, _ reference: IBStoryboardReference) -> SVGElement {
        var group = SVGElement(
            "g",
            [
                .init("id", "scene-" + scene.scene.sceneID), .init("data-scene-id", scene.scene.sceneID),
                .init("class", "storyboard-reference"),
            ])
        if let controllerID = scene.controllerID {
            group.set("data-controller-id", controllerID)
        }
        group.set("data-scene-name", scene.name)
        if let storyboardName = reference.storyboardName {
            group.set("data-storyboard-name", storyboardName)
        }
        if let identifier = reference.referencedIdentifier {
            group.set("data-referenced-identifier", identifier)
        }
        let frame = scene.frame
        group.append(
            rect(
                frame,
                [
                    .init("class", "scene-frame"), .init("fill", MapStyle.referenceColor), .init("stroke", MapStyle.referenceAccent),
                    .init("stroke-width", "2"), .init("rx", "10"),
                ]))
        group.append(
            rect(
                RenderRect(x: frame.minX, y: frame.minY, width: 8, height: frame.height),
                [.init("fill", MapStyle.referenceAccent), .init("rx", "3")]))
        let room = frame.width - 24
        let storyboard = reference.storyboardName ?? "This storyboard"
        group.append(
            text(
                MapStyle.fitted(storyboard, width: room, fontSize: 16), at: RenderPoint(x: frame.minX + 18, y: frame.minY + 27), size: 16,
                [.init("class", "reference-storyboard"), .init("font-weight", "600"), .init("fill", MapStyle.titleColor)]))
        let target = reference.referencedIdentifier.map { "→ " + $0 } ?? "→ initial controller"
        group.append(
            text(
                MapStyle.fitted(target, width: room, fontSize: MapStyle.detailFontSize),
                at: RenderPoint(x: frame.minX + 18, y: frame.minY + 48),
                size: MapStyle.detailFontSize, [.init("class", "reference-target"), .init("fill", MapStyle.detailColor)]))
        return group
    }

    private static func drawSegue(_ segue: Segue) -> SVGElement {
        let style = MapStyle.style(ofSegueKind: segue.kind)
        let connection = segue.connection
        var group = SVGElement(
            "g",
            [
                .init("id", "segue-" + connection.id), .init("class", "segue segue-" + style.name),
                .init("data-segue-kind", segue.kind), .init("data-source", segue.sourceSceneID ?? ""),
                .init("data-destination", segue.destinationSceneID ?? ""),
                .init("data-source-object", connection.sourceID), .init("data-destination-object", connection.destinationID),
            ])
        if let relationship = connection.segue?.relationship {
            group.set("data-relationship", relationship)
        }
        let curve = segue.curve
        let d =
            "M\(n(curve.start.x)) \(n(curve.start.y)) C\(n(curve.control1.x)) \(n(curve.control1.y)) "
            + "\(n(curve.control2.x)) \(n(curve.control2.y)) \(n(curve.end.x)) \(n(curve.end.y))"
        var line = SVGElement(
            "path",
            [
                .init("d", d), .init("fill", "none"), .init("stroke", style.color), .init("stroke-width", "2.5"),
                .init("marker-end", "url(#arrow-\(style.name))"),
            ])
        if let dashes = style.dashes {
            line.set("stroke-dasharray", dashes)
        }
        group.append(line)
        return group
    }

    /// The badge showing a segue's kind, with its label above, tied to the arrow by `data-segue-id`.
    private static func drawSegueBadge(_ segue: Segue) -> SVGElement {
        let style = MapStyle.style(ofSegueKind: segue.kind)
        var group = SVGElement("g", [.init("class", "segue-badge"), .init("data-segue-id", segue.connection.id)])
        let middle = segue.badge
        var circle = SVGElement("circle", [.init("fill", "#FFFFFF"), .init("stroke", style.color), .init("stroke-width", "2")])
        circle.set("cx", middle.x)
        circle.set("cy", middle.y)
        circle.set("r", SegueLabelPlacement.badgeRadius)
        group.append(circle)
        group.append(
            text(
                style.badge, at: RenderPoint(x: middle.x, y: middle.y + 4.5), size: 12,
                [.init("text-anchor", "middle"), .init("font-weight", "700"), .init("fill", style.color)]))
        if let label = segue.label {
            group.append(
                text(
                    label, at: RenderPoint(x: middle.x, y: middle.y - SegueLabelPlacement.labelRise), size: MapStyle.labelFontSize,
                    [
                        .init("class", "segue-label"), .init("text-anchor", "middle"), .init("fill", style.color),
                        .init("stroke", MapStyle.canvasColor), .init("stroke-width", "4"), .init("paint-order", "stroke"),
                        .init("stroke-linejoin", "round"),
                    ]))
        }
        return group
    }

    private static func drawInitialArrow(_ arrow: InitialArrow) -> SVGElement {
        var group = SVGElement("g", [.init("id", "initial-arrow"), .init("data-destination", arrow.sceneID)])
        group.append(
            SVGElement(
                "path",
                [
                    .init("d", "M\(n(arrow.start.x)) \(n(arrow.start.y)) L\(n(arrow.end.x)) \(n(arrow.end.y))"),
                    .init("stroke", MapStyle.initialArrowColor), .init("stroke-width", "7"), .init("fill", "none"),
                    .init("marker-end", "url(#arrow-initial)"),
                ]))
        return group
    }
}
