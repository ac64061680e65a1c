import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Stack views: their alignment as a layout attribute and a secondary alignment, and for one
/// with arranged views a container and an ordering connector without an id.
@Suite struct AppKitStackViewBuilderTests {
    static func stackView(alignment: String, orientation: String, arranged: String = "") -> String {
        """
                    <stackView distribution="fill" orientation="\(orientation)" alignment="\(alignment)" \
        horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
        detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="100" height="24"/>
                        <subviews>\(arranged)</subviews>
                    </stackView>
        """
    }

    static let label = """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="10"><rect key="frame" x="0.0" y="4" width="37" height="16"/>\
        <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="11"><font key="font" metaFont="system"/></textFieldCell></textField>
        """

    static func compile(_ subviews: String) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews)), path: "Panel.xib")
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    @Test func alignmentsAreLayoutAttributes() throws {
        let graph = try Self.compile(
            Self.stackView(alignment: "firstBaseline", orientation: "horizontal")
                + Self.stackView(alignment: "trailing", orientation: "vertical").replacingOccurrences(of: #"id="9""#, with: #"id="19""#))
        let stacks = graph.objects.filter { $0.className == "NSStackView" }
        #expect(stacks.map { $0.value(forKey: "NSStackViewAlignment") } == [.integer(12), .integer(6)])
        #expect(stacks.map { $0.value(forKey: "NSStackViewSecondaryAlignment") } == [.integer(2), .integer(4)])
        #expect(stacks.map { $0.value(forKey: "NSStackViewOrientation") } == [.integer(0), .integer(1)])
        #expect(stacks.allSatisfy { $0.value(forKey: "NSStackViewBeginningContainer") == nil })
        #expect(stacks.allSatisfy { $0.value(forKey: "NSStackViewSpacing") == .float(8) })
    }

    /// A stack view saving one hugging priority alone (Textual's vertical stacks of an older
    /// Xcode): refused, and with `--allow-approximation` AppKit's default for the other, 250.
    @Test func aMissingHuggingPriorityIsAppKitsDefault() throws {
        let stack = Self.stackView(alignment: "leading", orientation: "vertical").replacingOccurrences(
            of: #"horizontalStackHuggingPriority="249.99998474121094" "#, with: "")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: stack))
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a stack view without horizontalStackHuggingPriority, which no pair shows, is archived with AppKit's default, 250"
            ])
        let stackView = try #require(graph.objects.first { $0.className == "NSStackView" })
        #expect(stackView.value(forKey: "NSStackViewHorizontalHugging") == .float(250))
        #expect(stackView.value(forKey: "NSStackViewVerticalHugging") == .float(249.99998474121094))
    }

    /// A distribution is AppKit's value (fill, the pairs' own, is 0; fill equally 1, equal
    /// centering 4).
    @Test func distributionsAreAppKitsValues() throws {
        let stacks = ["fill", "fillEqually", "equalCentering"].enumerated().map { index, distribution in
            Self.stackView(alignment: "centerY", orientation: "horizontal")
                .replacingOccurrences(of: #"distribution="fill""#, with: #"distribution="\#(distribution)""#)
                .replacingOccurrences(of: #"id="9""#, with: #"id="s\#(index)""#)
        }
        let graph = try Self.compile(stacks.joined())
        #expect(
            graph.objects.filter { $0.className == "NSStackView" }.map { $0.value(forKey: "NSStackViewdistribution") } == [
                .integer(0), .integer(1), .integer(4),
            ])
    }

    @Test func onlyDefaultSpacingAndPrioritiesAreKnown() throws {
        let spaced = Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label).replacingOccurrences(
            of: "</subviews>", with: #"</subviews><customSpacing><real value="20"/></customSpacing>"#)
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: spaced)))
        #expect(refusal.diagnostics.map(\.message) == ["a custom spacing after an arranged view is not known to the macOS compiler yet"])
    }

    @Test func arrangedViewsGetAContainerAndAnOrderingConnector() throws {
        let graph = try Self.compile(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label))
        let stack = try #require(graph.objects.first { $0.className == "NSStackView" })
        #expect(stack.value(forKey: "NSDoNotTranslateAutoresizingMask") == .bool(true))
        let container = try #require(graph.object(stack.value(forKey: "NSStackViewBeginningContainer"))?.object)
        #expect(graph.members(container.value(forKey: "NSStackViewContainerNonDroppedViews")).count == 1)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let connectors = graph.members(data.value(forKey: "NSConnections")).compactMap { graph.object($0)?.object.className }
        #expect(connectors == ["NSNibConnector"])
        let ids = graph.members(data.value(forKey: "NSOidsKeys")).compactMap { graph.object($0)?.object.className }
        #expect(!ids.contains("NSNibConnector"))

        // An arranged button keeps the frame the document saves: ibtool's own layout depends on
        // the build Mac's metrics, and AppKit lays the stack out again before it shows.
        let button = CompilerTestSupport.pushButton(id: "10", y: 0, actions: "").replacingOccurrences(
            of: #"fixedFrame="YES" "#, with: "")
        let withButton = try Self.compile(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: button))
        let arranged = try #require(withButton.objects.first { $0.className == "NSButton" })
        #expect(withButton.string(arranged.value(forKey: "NSFrame")) == "{{20, 0}, {100, 32}}")
        #expect(arranged.value(forKey: "NSDoNotTranslateAutoresizingMask") == .bool(true))
    }

    /// The ordering connector's priority drops by 10 for each view above the stack view
    /// (Aerial's `VideosViewController`): here the content view and a custom view.
    @Test func theOrderingPriorityFollowsTheStacksDepth() throws {
        let nested = """
                        <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="30">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>\(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label))</subviews>
                        </customView>
            """
        let graph = try Self.compile(nested)
        let connector = try #require(graph.objects.first { $0.className == "NSNibConnector" })
        #expect(graph.string(connector.value(forKey: "NSLabel"))?.hasSuffix("priority of 999980.") == true)
    }

    /// A hidden view the stack detaches is not visible, in a map table of one entry (Aerial's
    /// `UpdateCheckWindowController`); two are not measured.
    @Test func aDetachedHiddenViewIsNotVisible() throws {
        let hidden = Self.label.replacingOccurrences(of: #"<textField "#, with: #"<textField hidden="YES" "#)
        let graph = try Self.compile(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: hidden))
        let table = try #require(graph.objects.first { $0.className == "NSMapTable" })
        #expect(graph.object(table.value(forKey: "$2"))?.object.className == "NSTextField")
        #expect(table.value(forKey: "$0") == .integer(517) && table.value(forKey: "NS.count") == .integer(1))
        #expect(graph.object(table.value(forKey: "$3"))?.object.value(forKey: "NS.dblval") == .double(0))
        let second = hidden.replacingOccurrences(of: #"id="10""#, with: #"id="12""#).replacingOccurrences(
            of: #"id="11""#, with: #"id="13""#)
        let twice = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: hidden + second)))
        #expect(try CompilerTestSupport.refusal(twice).diagnostics.map(\.objectID) == ["9"])
    }

    /// A stack view of gravity areas (no distribution: IINA's and Vienna's), which no pair
    /// shows, is refused naming it; under `--allow-approximation` its areas' views, in area
    /// order, are its subviews, each area a container of AppKit's key, and it archives no
    /// distribution. A non-default clipping resistance (IINA's 500) is archived where the
    /// pairs' 1000 is.
    @Test func gravityAreasAreApproximations() throws {
        let second = Self.label.replacingOccurrences(of: #"id="10""#, with: #"id="12""#).replacingOccurrences(
            of: #"id="11""#, with: #"id="13""#
        ).replacingOccurrences(of: #"title="Label""#, with: #"title="End""#)
        let gravity = Self.stackView(alignment: "centerY", orientation: "horizontal")
            .replacingOccurrences(of: #"distribution="fill" "#, with: #"horizontalClippingResistancePriority="500" "#)
            .replacingOccurrences(
                of: "<subviews></subviews>", with: "<beginningViews>\(Self.label)</beginningViews><endViews>\(second)</endViews>")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: gravity))
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message) == [
                "a stack view of gravity areas, which no pair shows, is written as a flat stack of its areas' views, each area in AppKit's container for it",
                "a stack view's horizontalClippingResistancePriority, which no pair shows other than 1000, is archived where the pairs' 1000 is",
            ])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let stack = try #require(graph.objects.first { $0.className == "NSStackView" })
        func titles(_ list: NibGraph.Value?) -> [String?] {
            graph.members(list).map { member in
                graph.string(graph.object(graph.object(member)?.object.value(forKey: "NSCell"))?.object.value(forKey: "NSContents"))
            }
        }
        #expect(titles(stack.value(forKey: "NSSubviews")) == ["Label", "End"])
        func area(_ key: String) -> [String?] {
            titles(graph.object(stack.value(forKey: key))?.object.value(forKey: "NSStackViewContainerNonDroppedViews"))
        }
        #expect(area("NSStackViewBeginningContainer") == ["Label"])
        #expect(area("NSStackViewMiddleContainer") == [])
        #expect(area("NSStackViewEndContainer") == ["End"])
        #expect(stack.value(forKey: "NSStackViewdistribution") == nil)
        #expect(stack.value(forKey: "NSStackViewHorizontalClippingResistance") == .float(500))
        #expect(stack.value(forKey: "NSStackViewVerticalClippingResistance") == .float(1000))
        // Gravity areas beside a distribution are refused.
        let mixed = Self.stackView(alignment: "centerY", orientation: "horizontal")
            .replacingOccurrences(of: "<subviews></subviews>", with: "<endViews>\(second)</endViews>")
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: mixed)))
                .diagnostics.map(\.message) == ["endViews of a stack view with a distribution is not known to the macOS compiler"])
    }

    /// A stack view at the top level (IINA's main window keeps two for its code), which no pair
    /// shows, is refused; under `--allow-approximation` a top-level object of File's Owner.
    @Test func aTopLevelStackViewIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label))
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a stack view at the top level, which no pair shows, is written as a view at the top level is"
            ])
        let stack = try #require(graph.objects.first { $0.className == "NSStackView" })
        #expect(stack.value(forKey: "NSNextResponder") == .null)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == stack })
    }
}
