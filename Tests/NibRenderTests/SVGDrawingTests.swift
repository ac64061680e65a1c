import Foundation
import NibRenderTestSupport
import Testing

@testable import NibRender

/// The drawing of the view model: ids the report can link to, controls, images, hidden views.
@Suite struct SVGDrawingTests {
    @Test func elementIDsAreSafeAndOnePerObject() {
        #expect(SVGDrawing.elementID(forObjectID: "wL9-hL-2cT") == "object-wL9-hL-2cT")
        #expect(SVGDrawing.elementID(forObjectID: "#12") == "object-.2312")
        #expect(SVGDrawing.elementID(forObjectID: "#3/#4") == "object-.233.2F.234")
        #expect(SVGDrawing.elementID(forObjectID: "a.b") == "object-a.2Eb")
        #expect(SVGDrawing.elementID(forObjectID: "é") == "object-.C3.A9")
        let ids = ["a.b", "a.2Eb", "#1", ".231", "a b"].map(SVGDrawing.elementID)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) } })
    }

    static func view(_ id: String, _ systemClass: String, _ frame: RenderRect) -> RenderedView {
        RenderedView(objectID: id, className: systemClass, systemClass: systemClass, frame: frame)
    }

    /// Widths and font sizes a file may hold but no screen has draw their text without trapping.
    @Test func labelsOfWidthsAndSizesOutOfRangeAreDrawn() throws {
        for (width, pointSize) in [(1e300, 17.0), (.nan, 17), (100, .nan), (100, 1e300), (-1e300, 0)] {
            var label = Self.view("label", "UILabel", RenderRect(x: 0, y: 0, width: width, height: 20))
            label.text = RenderText(string: "Hello", font: RenderFont(pointSize: pointSize))
            let svg = SVGDrawing.svg([RenderedPicture(id: "label", caption: "UILabel", root: label)], images: .none)
            #expect(svg.descendants.contains { $0.name == "text" && $0.textContent.hasPrefix("H") }, "\(width) \(pointSize)")
        }
    }

    @Test func viewsControlsAndImages() throws {
        var root = Self.view("root", "UIView", RenderRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = RenderColor(red: 1, green: 0.5, blue: 0)
        var toggle = Self.view("s", "UISwitch", RenderRect(x: 10, y: 10, width: 51, height: 31))
        toggle.control = .switchControl(isOn: false)
        var segments = Self.view("g", "UISegmentedControl", RenderRect(x: 10, y: 50, width: 200, height: 32))
        segments.control = .segments(titles: ["One", "Two"], selected: 1)
        var hidden = Self.view("h", "UILabel", RenderRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        var image = Self.view("i", "UIImageView", RenderRect(x: 0, y: 100, width: 40, height: 40))
        image.imageName = "nowhere"
        var symbol = Self.view("y", "UIImageView", RenderRect(x: 50, y: 100, width: 40, height: 40))
        symbol.imageName = "star.fill"
        root.children = [toggle, segments, hidden, image, symbol]
        let images = ImageProvider { name in name == "star.fill" ? .system : .missing }
        let svg = try RenderedSVG(
            markup: SVGDrawing.svg([RenderedPicture(id: "root", caption: "Root", root: root)], images: images).document())
        #expect(svg.object("root")?.fill == "#ff8000")
        let knob = try #require(svg.group("s")?.descendants.first { $0.name == "circle" })
        #expect(knob.attribute("cx") == "15.5")
        #expect(svg.group("g")?.textContent == "OneTwo")
        #expect(svg.group("h")?.attribute("visibility") == "hidden")
        #expect(svg.group("i")?.descendants.contains { $0.attribute("class") == "missing-image" } == true)
        #expect(svg.group("y")?.descendants.contains { $0.attribute("class") == "system-image" } == true)
        #expect(svg.root.descendants.contains { $0.attribute("class") == "caption" && $0.textContent == "Root" })
    }

    @Test func longTextIsCutToItsFrame() throws {
        var label = Self.view("l", "UILabel", RenderRect(x: 0, y: 0, width: 60, height: 20))
        label.text = RenderText(string: String(repeating: "Wide text ", count: 10))
        let svg = try RenderedSVG(markup: SVGDrawing.svg([RenderedPicture(id: "l", caption: "", root: label)], images: .none).document())
        let shown = try #require(svg.object("l")?.text)
        #expect(shown.hasSuffix("…"))
        #expect(shown.count < 20)
    }

    /// The lines of the object `id`'s wrapped text, as drawn.
    static func lines(_ id: String, in svg: RenderedSVG) -> [String] {
        (svg.group(id)?.descendants ?? []).filter { $0.name == "tspan" }.map(\.textContent)
    }

    @Test func multiLineLabelsWrapToTheirWidthAndLines() throws {
        let string = "This scene is volontarly unreachable to test that SwiftGen won't generate anything for it"
        var unlimited = Self.view("u", "UILabel", RenderRect(x: 0, y: 0, width: 343, height: 41))
        unlimited.text = RenderText(string: string)
        unlimited.text?.numberOfLines = 0
        var two = Self.view("t", "UILabel", RenderRect(x: 0, y: 50, width: 150, height: 200))
        two.text = RenderText(string: string)
        two.text?.numberOfLines = 2
        var one = Self.view("o", "UILabel", RenderRect(x: 0, y: 300, width: 150, height: 200))
        one.text = RenderText(string: "First line\nsecond line")
        var root = Self.view("root", "UIView", RenderRect(x: 0, y: 0, width: 375, height: 600))
        root.children = [unlimited, two, one]
        let svg = try RenderedSVG(markup: SVGDrawing.svg([RenderedPicture(id: "root", caption: "", root: root)], images: .none).document())
        // Xcode's canvas breaks it where this does: 343 points of 17-point system font.
        #expect(
            Self.lines("u", in: svg) == ["This scene is volontarly unreachable to test", "that SwiftGen won't generate anything for it"])
        let cut = Self.lines("t", in: svg)
        #expect(cut.count == 2)
        #expect(cut.last?.hasSuffix("…") == true)
        #expect(cut.allSatisfy { TextMetrics.width(of: $0, font: .standard) <= 150 })
        // One line (the default): the first line of the text, on one line.
        #expect(Self.lines("o", in: svg).isEmpty)
        #expect(svg.object("o")?.text == "First line")
    }

    @Test func barItemsShowTheirImagesAndTitles() throws {
        var tabs = Self.view("tabs", "UITabBar", RenderRect(x: 0, y: 0, width: 200, height: 49))
        tabs.control = .bar(title: nil, items: [BarItem(title: "First", imageName: "first"), BarItem(title: "Plain")])
        var navigation = Self.view("nav", "UINavigationBar", RenderRect(x: 0, y: 60, width: 200, height: 44))
        navigation.control = .bar(title: "Title", items: [BarItem(title: nil, imageName: "List"), BarItem(title: "Done")])
        var root = Self.view("root", "UIView", RenderRect(x: 0, y: 0, width: 200, height: 120))
        root.children = [tabs, navigation]
        let images = ImageProvider { _ in .data(Data([0x89, 0x50, 0x4E, 0x47]), mimeType: "image/png") }
        let svg = try RenderedSVG(markup: SVGDrawing.svg([RenderedPicture(id: "root", caption: "", root: root)], images: images).document())
        let drawnImages = { (id: String) in
            (svg.group(id)?.descendants ?? []).filter { $0.name == "image" }.compactMap { $0.attribute("data-image-name") }
        }
        #expect(drawnImages("tabs") == ["first"])
        #expect(svg.object("tabs")?.text == "First|Plain")
        // A bar button item with an image shows the image, not its name.
        #expect(drawnImages("nav") == ["List"])
        #expect(svg.object("nav")?.text == "Title|Done")
    }
}
