import Foundation
import IBSource
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing

/// AppKit documents of the corpus (viraptor's ibtool samples) drawn as their controls look: every
/// expected value is read from the document's own XML.
@Suite struct SourceViewsAppKitConformanceTests {
    static func viraptor(_ name: String) throws -> String {
        try TestPaths.corpus("nib/macos/viraptor/" + name).path
    }

    /// The group's `translate(x y)`.
    static func origin(of group: SVGElement) -> (x: Double, y: Double) {
        let parts = (group.attribute("transform") ?? "").dropFirst("translate(".count).dropLast().split(separator: " ").compactMap {
            Double($0)
        }
        return parts.count == 2 ? (parts[0], parts[1]) : (.nan, .nan)
    }

    /// Each shown column's header at its x (the widths and cell spacing of the columns before it)
    /// and its width (cut at the header's end), with its title; the header at the top of the
    /// scroll view's content area and the table below it.
    @Test(arguments: [
        "test_outline_header.xib", "test24_tables_elastic.xib", "outline_2col_firstcolonly_noreorder.xib",
        "test_table_header_first_col.xib",
        "test_sort_desc.xib", "test17_scrollhiding.xib", "test_table_vignettes.xib",
    ])
    func tableHeadersShowEachColumnAtItsWidth(document: String) throws {
        let path = try Self.viraptor(document)
        let root = try #require(try IBDocumentReader.read(contentsOf: path, keepingElements: true).root)
        var scrollViews: [IBElement] = []
        func collect(_ element: IBElement) {
            if element.name == "scrollView" { scrollViews.append(element) }
            element.children.forEach(collect)
        }
        collect(root)
        let svg = try RenderedSVG.render(path)
        var checkedColumns = 0
        for scrollView in scrollViews {
            guard let header = scrollView.child("tableHeaderView", key: "headerView"), let headerID = header.id,
                let clip = scrollView.child("clipView", key: "contentView"),
                let table = clip.children(in: "subviews").first(where: { $0["headerView"] == headerID }), let tableID = table.id
            else { continue }
            let (clipFrame, headerFrame) = (try SourceViewsAppKitSupport.frame(of: clip), try SourceViewsAppKitSupport.frame(of: header))
            let headerOrigin = Self.origin(of: try #require(svg.group(headerID)))
            #expect(
                headerOrigin.x == clipFrame.x && headerOrigin.y == clipFrame.y, "\(document): header \(headerID) at the clip view's top")
            let clipID = try #require(clip.id)
            let clipOrigin = Self.origin(of: try #require(svg.group(clipID)))
            #expect(abs(clipOrigin.y - (clipFrame.y + headerFrame.height)) < 0.01, "\(document): table \(tableID) below its header")
            let spacing = table.child("size", key: "intercellSpacing")?["width"].flatMap(Double.init) ?? 3
            var x = 0.0
            for column in table.children(in: "tableColumns") where column["hidden"] != "YES" {
                let columnID = try #require(column.id)
                let width = min(try #require(column["width"].flatMap(Double.init)) + spacing, clipFrame.width - x)
                let group = try #require(svg.group(columnID), "\(document): column \(columnID) drawn in the header")
                #expect(abs(Self.origin(of: group).x - x) < 0.01, "\(document): column \(columnID) at x \(x)")
                let object = try #require(svg.object(columnID))
                #expect(object.frame.hasSuffix(" " + SVGElement.number(width) + " " + SVGElement.number(headerFrame.height)))
                if let title = column.child("tableHeaderCell", key: "headerCell")?["title"] {
                    #expect(object.text == title)
                }
                x += width
                checkedColumns += 1
            }
        }
        #expect(checkedColumns >= 1)
    }

    @Test func tableRowsAndScrollViewBorders() throws {
        // <outlineView rowHeight absent (17)> with <size key="intercellSpacing" height="2">, in a
        // bordered scroll view (no borderType: a bezel).
        let path = try Self.viraptor("test_outline_header.xib")
        let outline = try SourceViewsAppKitSupport.element("12", inDocumentAt: path)
        let rowHeight =
            (outline["rowHeight"].flatMap(Double.init) ?? 17)
            + (outline.child("size", key: "intercellSpacing")?["height"].flatMap(Double.init) ?? 0)
        let height = try SourceViewsAppKitSupport.frame(of: outline).height
        let svg = try RenderedSVG.render(path)
        let outlineGroup = try #require(svg.group("12"))
        let rules = SourceViewsAppKitSupport.shapes(of: outlineGroup).filter { $0.name == "line" }
        #expect(rules.count == Int(height / rowHeight))
        #expect(rules.first.map { SourceViewsAppKitSupport.number($0, "y1") } == rowHeight)
        let scrollView = try SourceViewsAppKitSupport.element("10", inDocumentAt: path)
        #expect(scrollView["borderType"] == nil)
        let scrollGroup = try #require(svg.group("10"))
        let border = try #require(scrollGroup.children.compactMap { if case .element(let element) = $0 { element } else { nil } }.first)
        #expect(border.attribute("stroke") != nil)
        // <scroller key="verticalScroller" id="18"> (shown, taller than wide): a track and a thumb along it.
        let scroller = try SourceViewsAppKitSupport.element("18", inDocumentAt: path)
        try #require(scroller["hidden"] == nil)
        let scrollerFrame = try SourceViewsAppKitSupport.frame(of: scroller)
        let scrollerGroup = try #require(svg.group("18"))
        let thumb = try #require(SourceViewsAppKitSupport.shapes(of: scrollerGroup).last { $0.name == "rect" })
        #expect(
            SourceViewsAppKitSupport.number(thumb, "height") > SourceViewsAppKitSupport.number(thumb, "width")
                && SourceViewsAppKitSupport.number(thumb, "width") < scrollerFrame.width)
    }

    /// An image view's image by its cell's name; AppKit's own (`NSApplicationIcon`) as a system
    /// image, not as one missing from the project.
    @Test func imageViewsShowTheirCellsImage() throws {
        let path = try Self.viraptor("test4.xib")
        let image = try #require(try SourceViewsAppKitSupport.element("8", inDocumentAt: path).child("imageCell", key: "cell")?["image"])
        try #require(ImageLibrary.isAppKitImageName(image))
        let svg = try RenderedSVG.render(path)
        let group = try #require(svg.group("8"))
        let drawn = try #require(group.descendants.first { $0.attribute("data-image-name") == image })
        #expect(drawn.attribute("class") == "system-image")
    }

    @Test func slidersPlaceTheirKnobAtTheirValue() throws {
        let path = try Self.viraptor("test_slider.xib")
        let slider = try SourceViewsAppKitSupport.element("s1", inDocumentAt: path)
        let cell = try #require(slider.child("sliderCell", key: "cell"))
        let value = try #require(cell["doubleValue"].flatMap(Double.init))
        let minimum = try #require(cell["minValue"].flatMap(Double.init))
        let maximum = try #require(cell["maxValue"].flatMap(Double.init))
        let width = try SourceViewsAppKitSupport.frame(of: slider).width
        let svg = try RenderedSVG.render(path)
        let group = try #require(svg.group("s1"))
        let knob = try #require(SourceViewsAppKitSupport.shapes(of: group).first { $0.name == "circle" })
        #expect(abs(SourceViewsAppKitSupport.number(knob, "cx") - (2 + (width - 4) * (value - minimum) / (maximum - minimum))) < 0.01)
    }

    @Test func boxesPopUpsAndTextViewsShowTheirText() throws {
        let box = try Self.viraptor("test_box_titled.xib")
        let boxTitle = try #require(try SourceViewsAppKitSupport.element("10", inDocumentAt: box)["title"])
        let boxGroup = try #require(try RenderedSVG.render(box).group("10"))
        let boxShapes = SourceViewsAppKitSupport.shapes(of: boxGroup)
        let title = try #require(boxShapes.first { $0.name == "text" })
        #expect(title.textContent == boxTitle)
        let border = try #require(boxShapes.first { $0.name == "rect" })
        #expect(
            SourceViewsAppKitSupport.number(border, "y") > SourceViewsAppKitSupport.number(title, "y")
                - SourceViewsAppKitSupport.number(title, "font-size"), "the border below the title")

        let popUp = try Self.viraptor("catalog_image.xib")
        let popUpTitle = try #require(
            try SourceViewsAppKitSupport.element("3", inDocumentAt: popUp).child("popUpButtonCell", key: "cell")?["title"])
        let popUpGroup = try #require(try RenderedSVG.render(popUp).group("3"))
        let popUpShapes = SourceViewsAppKitSupport.shapes(of: popUpGroup)
        #expect(popUpShapes.first { $0.name == "text" }?.textContent == popUpTitle)
        #expect(popUpShapes.filter { $0.name == "polyline" }.count == 2, "the up and down chevrons")
        // No title and no selected item: a pop-up shows its menu's first item.
        let untitled = try Self.viraptor("test_popup_textured.xib")
        let untitledCell = try #require(
            try SourceViewsAppKitSupport.element("15", inDocumentAt: untitled).child("popUpButtonCell", key: "cell"))
        try #require(untitledCell["title"] == nil && untitledCell["selectedItem"] == nil && untitledCell["pullsDown"] == nil)
        let firstItem = try #require(untitledCell.child("menu", key: "menu")?.children(in: "items").first?["title"])
        #expect(try RenderedSVG.render(untitled).object("15")?.text == firstItem)

        let textView = try Self.viraptor("textview_attributedstring.xib")
        let fragment = try #require(
            try SourceViewsAppKitSupport.element("28", inDocumentAt: textView).child("attributedString", key: "textStorage")?.child(
                "fragment")?["content"])
        #expect(try RenderedSVG.render(textView).object("28")?.text == fragment)
    }
}
