import DocumentSummary
import Foundation
import IBSource
import NibCompiler
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing
import UIKitNib

/// Chosen objects of the corpus's documents appear at the frame their XML gives, with their text,
/// bars and images (the values below are read off the documents' XML).
@Suite struct SourceViewsConformanceTests {
    /// AppKit controls keep their text in their cells: `<buttonCell title="Save">`, a text field
    /// cell's `placeholderString`, a label's `title` (a text field that is not editable).
    @Test func appKitControlsShowTheirCellsText() throws {
        let svg = try RenderedSVG.render(SourceViewsSupport.example("Mac/PreferencesWindow.xib"))
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

    /// A corpus storyboard (swiftgen's, Xcode 9): a table view controller, root of a navigation
    /// controller whose bar sits under a 20-point status bar, pushes an untitled controller from
    /// its cell with an old-style `push` segue.
    @Test func aCorpusStoryboardsRootAndPushedControllersShowTheBar() throws {
        let path = try TestPaths.corpus("ib/swiftgen/Resources/IB-iOS/Anonymous.storyboard").path
        let (root, _, navigation, rootID, pushedID) = try SourceViewsSupport.navigationStack(at: path, segueKind: "push")
        let svg = try RenderedSVG.render(path)
        for id in [rootID, pushedID] {
            _ = try SourceViewsSupport.theBar(of: id, in: navigation, of: root, drawnIn: svg)
        }
        #expect(try SourceViewsSupport.stacked(rootID, in: navigation, of: root).itemText == "Root View Controller")
    }

    /// A corpus storyboard's (ibdecodable's) tab bar controller: each tab's view has the
    /// controller's tab bar across its bottom, the tabs' item titles in tab order.
    @Test func aTabBarControllersTabsShowTheTabBar() throws {
        let path = try TestPaths.corpus("ib/ibdecodable/StoryboardControllers.storyboard").path
        let root = try #require(try DocumentRenderer.source(at: path).root)
        let all = SourceViewsSupport.elements(root)
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
        let table = try #require(SourceViewsSupport.elements(root).first { $0.name == "tableView" && $0["dataMode"] == "static" })
        let tableID = try #require(table.id)
        let cells = SourceViewsSupport.elements(table).filter { $0.name == "tableViewCell" }
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
}
