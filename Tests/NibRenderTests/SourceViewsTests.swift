import DocumentSummary
import Foundation
import IBSource
import NibCompiler
import NibRender
import ResourceAssets
import TestSupport
import Testing
import UIKitNib

/// Chosen objects of real documents appear at the frame their XML gives, with their text, font
/// and colors (the values below are read off the documents' XML).
@Suite struct SourceViewsTests {
    static func example(_ relative: String) -> String {
        TestPaths.examples.appendingPathComponent("ExampleApp/" + relative).path
    }

    /// Labels, a text field and a text view saved without `textAlignment` (one label centered by
    /// its attributed text's paragraph style) have the alignments our compiler archives for them:
    /// the source against its nib, as `render --diff` compares them, changes no alignment.
    @Test func unsavedAlignmentsAreThoseOfTheCompiledNib() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("Render")
        let path = folder.appendingPathComponent("UnsavedAlignments.xib").path
        let resources = ProjectResources.scan(root: folder.path)
        let output = try NibCompiler.compile(contentsOf: path)
        let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
        let nib = try CompiledDocument.read(path: path + ".nib", files: files)
        let compiled = try DocumentRenderer.pictures(of: nib, path: path, resources: resources)
        let source = try DocumentRenderer.pictures(ofDocumentAt: path, resources: resources)
        let difference = PictureDifference(old: source, new: compiled, matching: .position)
        let alignmentChanges = difference.changes.filter { $0.properties.contains { $0.name == "alignment" } }
        #expect(alignmentChanges.isEmpty, "\(alignmentChanges.map(\.description))")
        let alignments = source.flatMap(\.root.allViews).compactMap { view in view.text.map { "\(view.objectID) \($0.alignment)" } }
        #expect(alignments == ["Pla-in-Lbl left", "Rig-ht-Lbl right", "Att-ri-Lbl center", "Fie-ld-Txt natural", "Tex-tV-iew natural"])
    }

    @Test func mainStoryboardLabelsButtonsAndCells() throws {
        let svg = try RenderedSVG.render(Self.example("Base.lproj/Main.storyboard"))
        // <label text="Welcome back" id="wL9-hL-2cT"><rect key="frame" x="16" y="119" width="361" height="20.333…"/>
        // <fontDescription type="boldSystem" pointSize="17"/> <color key="textColor" systemColor="labelColor"/>
        let welcome = try #require(svg.object("wL9-hL-2cT"))
        #expect(welcome.className == "UILabel")
        #expect(welcome.frame == "16 119 361 20.33")
        #expect(welcome.text == "Welcome back")
        #expect(welcome.textFill == "#000000")
        let label = try #require(svg.group("wL9-hL-2cT")?.descendants.first { $0.name == "text" })
        #expect(label.attribute("font-size") == "17")
        // A prototype cell's label: inside the table, inside the cell's content view.
        let profile = try #require(svg.object("pL3-cL-7uJ"))
        #expect(profile.frame == "20 11.67 353 20.33")
        #expect(profile.text == "Profile")
        // "Chart", centred: the anchor is the middle of its frame.
        let chart = try #require(svg.group("cL5-hT-3dM")?.descendants.first { $0.name == "text" })
        #expect(chart.attribute("text-anchor") == "middle")
        #expect(chart.attribute("x") == "20.83")
    }

    @Test func controlsOfTheGrayController() throws {
        let path = Self.example("Controllers/GrayViewController.xib")
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        let svg = try RenderedSVG.render(path)
        // The switch: <switch … on="YES" …> drawn as a track in the on color and a knob on the right.
        let switchID = try #require(Self.id(ofFirst: "switch", in: xml))
        let control = try #require(svg.group(switchID))
        #expect(control.attribute("data-class") == "UISwitch")
        let knob = try #require(control.descendants.first { $0.name == "circle" })
        #expect(knob.attribute("cx") == "35.5")
        // Views with systemGray6Color backgrounds: the document's <resources> gives its components.
        let gray = svg.objects.filter { $0.fill == "#f2f2f7" }
        #expect(gray.count == xml.components(separatedBy: "systemColor=\"systemGray6Color\"").count - 1)
    }

    @Test func imagesAreEmbeddedOrMarkedMissing() throws {
        let svg = try RenderedSVG.render(Self.example("Base.lproj/Main.storyboard"))
        let images = svg.root.descendants.filter { $0.name == "image" }
        let logo = try #require(images.first { $0.attribute("data-image-name") == "logo" })
        // The @2x file of the logo image set, as bytes.
        let bytes = try Data(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Assets.xcassets/logo.imageset/logo@2x.png"))
        #expect(logo.attribute("href") == "data:image/png;base64," + bytes.base64EncodedString())
        let missing = svg.root.descendants.filter { $0.attribute("class") == "missing-image" }
        #expect(missing.map { $0.attribute("data-image-name") } == ["missing_banner"])
        #expect(missing[0].textContent.contains("missing_banner"))
    }

    @Test func namedColorsComeFromTheColorSet() throws {
        // BrandColor.colorset: sRGB 0.2 0.4 0.8.
        let svg = try RenderedSVG.render(Self.example("Views/BadgeView.xib"))
        let xml = try String(contentsOfFile: Self.example("Views/BadgeView.xib"), encoding: .utf8)
        try #require(xml.contains("name=\"BrandColor\""))
        #expect(svg.objects.contains { $0.fill == "#3366cc" || $0.textFill == "#3366cc" })
    }

    /// AppKit controls keep their text in their cells: `<buttonCell title="Save">`, a text field
    /// cell's `placeholderString`, a label's `title` (a text field that is not editable).
    @Test func appKitControlsShowTheirCellsText() throws {
        let svg = try RenderedSVG.render(Self.example("Mac/PreferencesWindow.xib"))
        // <button id="sB9-tN-5gM"><rect key="frame" x="334" y="13" width="73" height="32"/>, 13 above
        // the bottom of the 120-point content view.
        let save = try #require(svg.object("sB9-tN-5gM"))
        #expect(save.frame == "334 75 73 32")
        #expect(save.text == "Save")
        let field = try #require(svg.group("mT6-fD-2kQ")?.descendants.first { $0.name == "text" })
        #expect(field.textContent == "Display name")
        let storyboard = try RenderedSVG.render(try TestPaths.corpus("ib/swiftgen/Resources/IB-macOS/Message.storyboard").path)
        // <textFieldCell … title="This scene is volontarly unreachable to test that SwiftGen won't …">
        let label = try #require(storyboard.object("B9t-pY-9Yn"))
        #expect(label.text.hasPrefix("This scene is volontarly"))
        let text = try #require(storyboard.group("B9t-pY-9Yn")?.descendants.first { $0.name == "text" })
        #expect(text.attribute("font-size") == "13")
    }

    /// A navigation controller's bar as its document gives it, and one controller of its stack.
    struct StackedController {
        /// `x y width height` of the navigation controller's `<navigationBar key="navigationBar">`.
        var barFrame: String
        var viewID: String
        /// The controller's navigation item's title and bar button items' titles, as drawn: `Title|Item`.
        var itemText: String
    }

    /// Every element of the tree, depth first.
    static func elements(_ element: IBElement) -> [IBElement] {
        [element] + element.children.flatMap(elements)
    }

    /// The controller `id` of the storyboard at `path`, read from its XML, with `container`'s bar.
    static func stacked(_ id: String, in container: IBElement, of root: IBElement) throws -> StackedController {
        let rect = try #require(container.children.first { $0["key"] == "navigationBar" }?.child("rect", key: "frame"))
        let frame = try ["x", "y", "width", "height"].map { SVGElement.number(try #require(rect[$0].flatMap(Double.init))) }
        let controller = try #require(Self.elements(root).first { $0.id == id })
        let item = controller.children.first { $0.name == "navigationItem" }
        let itemText =
            [item?["title"]]
            + ["leftBarButtonItem", "rightBarButtonItem"].map { key in
                item?.children.first { $0["key"] == key }?["title"]
            }
        return StackedController(
            barFrame: frame.joined(separator: " "), viewID: try #require(controller.children.first { $0["key"] == "view" }?.id),
            itemText: itemText.compactMap { $0 }.joined(separator: "|"))
    }

    /// The storyboard at `path` as the XML says: its root element and every element, its
    /// navigation controller, the controller that is its root, and the controller the root
    /// reaches by a segue of `segueKind`.
    static func navigationStack(at path: String, segueKind: String) throws
        -> (root: IBElement, all: [IBElement], navigation: IBElement, rootID: String, nextID: String)
    {
        let root = try #require(try DocumentRenderer.source(at: path).root)
        let all = elements(root)
        let navigation = try #require(all.first { $0.name == "navigationController" })
        let rootID = try #require(
            navigation.children(in: "connections").first { $0["relationship"] == "rootViewController" }?["destination"])
        let rootController = try #require(all.first { $0.id == rootID })
        let nextID = try #require(elements(rootController).first { $0.name == "segue" && $0["kind"] == segueKind }?["destination"])
        return (root, all, navigation, rootID, nextID)
    }

    /// The one bar drawn over controller `id`'s view, at its navigation controller's bar frame
    /// with its navigation item, as the XML gives them.
    static func theBar(of id: String, in navigation: IBElement, of root: IBElement, drawnIn svg: RenderedSVG) throws
        -> RenderedSVG.Object
    {
        let expected = try stacked(id, in: navigation, of: root)
        let bars = bars(over: expected.viewID, in: svg)
        try #require(bars.count == 1, "\(id)")
        #expect(bars[0].frame == expected.barFrame, "\(id)")
        #expect(bars[0].text == expected.itemText, "\(id)")
        return bars[0]
    }

    /// The bars drawn over the view `viewID` (none inside its subviews: the bar is its last child).
    static func bars(over viewID: String, in svg: RenderedSVG) -> [RenderedSVG.Object] {
        svg.objects(under: viewID).filter { $0.className == "UINavigationBar" }
    }

    /// Xcode's canvas draws a controller in a navigation controller's stack with the bar across
    /// its top: Home is the root, Detail is shown from Home's profile cell; About (a custom
    /// segue) and Chart (embedded) are in no stack.
    @Test func controllersInANavigationStackShowTheNavigationBar() throws {
        let path = Self.example("Base.lproj/Main.storyboard")
        let (root, all, navigation, rootID, shownID) = try Self.navigationStack(at: path, segueKind: "show")
        let svg = try RenderedSVG.render(path)
        let documentIDs = Set(all.compactMap(\.id))
        for id in [rootID, shownID] {
            let bar = try Self.theBar(of: id, in: navigation, of: root, drawnIn: svg)
            #expect(!documentIDs.contains(bar.id))
            // The title is centred on the bar, bold.
            let title = try #require(svg.group(bar.id)?.descendants.first { $0.name == "text" })
            #expect(title.attribute("text-anchor") == "middle")
            #expect(title.attribute("font-weight") == "bold")
        }
        #expect(Set([rootID, shownID]) == ["hM4-vC-1pZ", "dT6-vC-3xF"])
        #expect(try Self.stacked(rootID, in: navigation, of: root).itemText == "Home|Settings")
        for unstacked in ["aV9-rT-4xS", "cV7-rT-0nQ"] {
            #expect(Self.bars(over: unstacked, in: svg).isEmpty, "\(unstacked)")
        }
    }

    /// A corpus storyboard (swiftgen's, Xcode 9): a table view controller, root of a navigation
    /// controller whose bar sits under a 20-point status bar, pushes an untitled controller from
    /// its cell with an old-style `push` segue.
    @Test func aCorpusStoryboardsRootAndPushedControllersShowTheBar() throws {
        let path = try TestPaths.corpus("ib/swiftgen/Resources/IB-iOS/Anonymous.storyboard").path
        let (root, _, navigation, rootID, pushedID) = try Self.navigationStack(at: path, segueKind: "push")
        let svg = try RenderedSVG.render(path)
        for id in [rootID, pushedID] {
            _ = try Self.theBar(of: id, in: navigation, of: root, drawnIn: svg)
        }
        #expect(try Self.stacked(rootID, in: navigation, of: root).itemText == "Root View Controller")
    }

    /// Interface Builder's simulated metrics set to no top bar (`<nil key="simulatedTopBarMetrics"/>`)
    /// leave Home without a bar; Detail, shown from it, still has one.
    @Test func simulatedMetricsWithoutATopBarDrawNone() throws {
        let withoutBar = try SimulatedBarsTests.replacing(
            try EditedStoryboard.original(), "</navigationItem>\n                    <connections>",
            with: "</navigationItem>\n                    <nil key=\"simulatedTopBarMetrics\"/>\n                    <connections>")
        let svg = try SimulatedBarsTests.render(withoutBar)
        #expect(Self.bars(over: SimulatedBarsTests.home.view, in: svg).isEmpty)
        #expect(Self.bars(over: SimulatedBarsTests.detail.view, in: svg).map(\.text) == ["Detail"])
    }

    /// A navigation controller whose bar is hidden (`navigationBarHidden="YES"`) draws none over its stack.
    @Test func aHiddenNavigationBarIsNotDrawn() throws {
        let hidden = try SimulatedBarsTests.replacing(
            try EditedStoryboard.original(), "<navigationController storyboardIdentifier=\"RootNavigation\"",
            with: "<navigationController navigationBarHidden=\"YES\" storyboardIdentifier=\"RootNavigation\"")
        let svg = try SimulatedBarsTests.render(hidden)
        #expect(!Self.bars(over: SimulatedBarsTests.home.view, in: try SimulatedBarsTests.render(try EditedStoryboard.original())).isEmpty)
        #expect(Self.bars(over: SimulatedBarsTests.home.view, in: svg).isEmpty)
        #expect(Self.bars(over: SimulatedBarsTests.detail.view, in: svg).isEmpty)
    }
    /// A corpus storyboard's (ibdecodable's) tab bar controller: each tab's view has the
    /// controller's tab bar across its bottom, the tabs' item titles in tab order.
    @Test func aTabBarControllersTabsShowTheTabBar() throws {
        let path = try TestPaths.corpus("ib/ibdecodable/StoryboardControllers.storyboard").path
        let root = try #require(try DocumentRenderer.source(at: path).root)
        let all = Self.elements(root)
        let tabBarController = try #require(all.first { $0.name == "tabBarController" })
        let rect = try #require(tabBarController.children.first { $0["key"] == "tabBar" }?.child("rect", key: "frame"))
        let (width, height) = (try #require(rect["width"].flatMap(Double.init)), try #require(rect["height"].flatMap(Double.init)))
        let tabs = tabBarController.children(in: "connections").filter { $0["relationship"] == "viewControllers" }.compactMap {
            $0["destination"]
        }
        let controllers = try tabs.map { tab in try #require(all.first { $0.id == tab }) }
        let titles = controllers.compactMap { $0.children.first { $0.name == "tabBarItem" }?["title"] }
        let svg = try RenderedSVG.render(path)
        try #require(controllers.count == 2 && titles.count == 2)
        for controller in controllers {
            let view = try #require(controller.children.first { $0["key"] == "view" })
            let viewID = try #require(view.id)
            let viewHeight = try #require(view.child("rect", key: "frame")?["height"].flatMap(Double.init))
            let bars = svg.objects(under: viewID).filter { $0.className == "UITabBar" }
            try #require(bars.count == 1, "\(viewID)")
            let bar = bars[0]
            #expect(bar.frame == [0, viewHeight - height, width, height].map(SVGElement.number).joined(separator: " "))
            #expect(bar.text == titles.joined(separator: "|"))
        }
    }

    @Test func staticTableViewsShowTheirSectionsCellsAndTitles() throws {
        let path = try TestPaths.corpus("ib/ibdecodable/StoryboardConnections.storyboard").path
        let root = try #require(try DocumentRenderer.source(at: path).root)
        let table = try #require(Self.elements(root).first { $0.name == "tableView" && $0["dataMode"] == "static" })
        let tableID = try #require(table.id)
        let cells = Self.elements(table).filter { $0.name == "tableViewCell" }
        try #require(cells.count >= 5)
        let svg = try RenderedSVG.render(path)
        for cell in cells {
            let rect = try #require(cell.child("rect", key: "frame"))
            let frame = try ["x", "y", "width", "height"].map { SVGElement.number(try #require(rect[$0].flatMap(Double.init))) }
            let id = try #require(cell.id)
            #expect(svg.object(id)?.frame == frame.joined(separator: " "), "\(id)")
        }
        // headerTitle="Section-1" above the first section's cells, footerTitle="footer" below the second's.
        let sections = table.children(in: "sections").compactMap(\.id)
        try #require(sections.count == 2)
        let header = try #require(svg.object(sections[0] + ".header"))
        #expect(header.text == "Section-1")
        let footer = try #require(svg.object(sections[1] + ".footer"))
        #expect(footer.text == "footer")
        #expect(svg.objects(under: tableID).contains { $0.id == footer.id })
    }

    @Test func multiLineLabelsWrapAndBarItemsShowTheirImages() throws {
        let message = try RenderedSVG.render(try TestPaths.corpus("ib/swiftgen/Resources/IB-iOS/Message.storyboard").path)
        // numberOfLines="0", 343 × 41 points of 17-point text: the two lines Xcode's canvas shows.
        let lines = (message.group("bRe-yk-AVy")?.descendants ?? []).filter { $0.name == "tspan" }.map(\.textContent)
        #expect(lines == ["This scene is volontarly unreachable to test", "that SwiftGen won't generate anything for it"])

        // <barButtonItem key="leftBarButtonItem" image="List"> shows the image, not its name.
        let movies = try TestPaths.corpus("pairs/WorkFlowTestingApp-dc52e7c-UpcomingMovies.storyboard/source/UpcomingMovies.storyboard")
        let svg = try RenderedSVG.render(movies.path)
        let bar = try #require(svg.group("EZU-as-DXw.simulatedNavigationBar"))
        #expect(bar.descendants.contains { $0.attribute("data-image-name") == "List" })
        #expect(svg.object("EZU-as-DXw.simulatedNavigationBar")?.text.contains("List") == false)
        // <tabBarItem title="Second" image="Second">: the images above the titles.
        let tabs = try RenderedSVG.render(try TestPaths.corpus("ib/rswift/ResourceApp/Base.lproj/Secondary.storyboard").path)
        let tabBars = tabs.root.descendants.filter { $0.attribute("data-object-id")?.hasSuffix(".simulatedTabBar") == true }
        try #require(!tabBars.isEmpty)
        for bar in tabBars {
            #expect(bar.descendants.compactMap { $0.attribute("data-image-name") } == ["First", "Second"])
        }
    }

    /// The id of the first element named `element` in the XML text.
    static func id(ofFirst element: String, in xml: String) -> String? {
        guard let start = xml.range(of: "<" + element + " ") else { return nil }
        let tag = xml[start.upperBound...].prefix { $0 != ">" }
        guard let id = tag.range(of: " id=\"") else { return nil }
        return String(tag[id.upperBound...].prefix { $0 != "\"" })
    }
}
