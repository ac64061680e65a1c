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

/// Chosen objects of real documents appear at the frame their XML gives, with their text, font
/// and colors (the values below are read off the documents' XML).
@Suite struct SourceViewsTests {
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
        #expect(alignments == ["Pla-in-Lbl left", "Rig-ht-Lbl right", "Att-ri-Lbl center", "Fie-ld-Txt natural", "Tex-tV-iew left"])
    }

    @Test func mainStoryboardLabelsButtonsAndCells() throws {
        let svg = try RenderedSVG.render(SourceViewsSupport.example("Base.lproj/Main.storyboard"))
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
        let path = SourceViewsSupport.example("Controllers/GrayViewController.xib")
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
        let svg = try RenderedSVG.render(SourceViewsSupport.example("Base.lproj/Main.storyboard"))
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
        let svg = try RenderedSVG.render(SourceViewsSupport.example("Views/BadgeView.xib"))
        let xml = try String(contentsOfFile: SourceViewsSupport.example("Views/BadgeView.xib"), encoding: .utf8)
        try #require(xml.contains("name=\"BrandColor\""))
        #expect(svg.objects.contains { $0.fill == "#3366cc" || $0.textFill == "#3366cc" })
    }

    /// Xcode's canvas draws a controller in a navigation controller's stack with the bar across
    /// its top: Home is the root, Detail is shown from Home's profile cell; About (a custom
    /// segue) and Chart (embedded) are in no stack.
    @Test func controllersInANavigationStackShowTheNavigationBar() throws {
        let path = SourceViewsSupport.example("Base.lproj/Main.storyboard")
        let (root, all, navigation, rootID, shownID) = try SourceViewsSupport.navigationStack(at: path, segueKind: "show")
        let svg = try RenderedSVG.render(path)
        let documentIDs = Set(all.compactMap(\.id))
        for id in [rootID, shownID] {
            let bar = try SourceViewsSupport.theBar(of: id, in: navigation, of: root, drawnIn: svg)
            #expect(!documentIDs.contains(bar.id))
            // The title is centred on the bar, bold.
            let title = try #require(svg.group(bar.id)?.descendants.first { $0.name == "text" })
            #expect(title.attribute("text-anchor") == "middle")
            #expect(title.attribute("font-weight") == "bold")
        }
        #expect(Set([rootID, shownID]) == ["hM4-vC-1pZ", "dT6-vC-3xF"])
        #expect(try SourceViewsSupport.stacked(rootID, in: navigation, of: root).itemText == "Home|Settings")
        for unstacked in ["aV9-rT-4xS", "cV7-rT-0nQ"] {
            #expect(SourceViewsSupport.bars(over: unstacked, in: svg).isEmpty, "\(unstacked)")
        }
    }

    /// Interface Builder's simulated metrics set to no top bar (`<nil key="simulatedTopBarMetrics"/>`)
    /// leave Home without a bar; Detail, shown from it, still has one.
    @Test func simulatedMetricsWithoutATopBarDrawNone() throws {
        let withoutBar = try SimulatedBarsTests.replacing(
            try EditedStoryboard.original(), "</navigationItem>\n                    <connections>",
            with: "</navigationItem>\n                    <nil key=\"simulatedTopBarMetrics\"/>\n                    <connections>")
        let svg = try SimulatedBarsTests.render(withoutBar)
        #expect(SourceViewsSupport.bars(over: SimulatedBarsTests.home.view, in: svg).isEmpty)
        #expect(SourceViewsSupport.bars(over: SimulatedBarsTests.detail.view, in: svg).map(\.text) == ["Detail"])
    }

    /// A navigation controller whose bar is hidden (`navigationBarHidden="YES"`) draws none over its stack.
    @Test func aHiddenNavigationBarIsNotDrawn() throws {
        let hidden = try SimulatedBarsTests.replacing(
            try EditedStoryboard.original(), "<navigationController storyboardIdentifier=\"RootNavigation\"",
            with: "<navigationController navigationBarHidden=\"YES\" storyboardIdentifier=\"RootNavigation\"")
        let svg = try SimulatedBarsTests.render(hidden)
        #expect(
            !SourceViewsSupport.bars(over: SimulatedBarsTests.home.view, in: try SimulatedBarsTests.render(try EditedStoryboard.original()))
                .isEmpty)
        #expect(SourceViewsSupport.bars(over: SimulatedBarsTests.home.view, in: svg).isEmpty)
        #expect(SourceViewsSupport.bars(over: SimulatedBarsTests.detail.view, in: svg).isEmpty)
    }
    /// The id of the first element named `element` in the XML text.
    static func id(ofFirst element: String, in xml: String) -> String? {
        guard let start = xml.range(of: "<" + element + " ") else { return nil }
        let tag = xml[start.upperBound...].prefix { $0 != ">" }
        guard let id = tag.range(of: " id=\"") else { return nil }
        return String(tag[id.upperBound...].prefix { $0 != "\"" })
    }
}
