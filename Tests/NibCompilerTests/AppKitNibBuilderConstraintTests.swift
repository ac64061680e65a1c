import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Xcode 7's constraints for views with fixed frames that translate no mask (MactsAsBeacon as
/// Xcode 7.3 built it).
@Suite struct AppKitPrototypingConstraintTests {
    static let views = """
                    <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="17" y="205" width="84" height="17"/>
                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="UUID" id="10">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="11">
                        <rect key="frame" x="137" y="47" width="207" height="32"/>
                        <buttonCell key="cell" type="push" title="Start" bezelStyle="rounded" alignment="center" borderStyle="border" \
        imageScaling="proportionallyDown" inset="2" id="12">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
        """

    /// Each view's alignment rectangle pinned by its left and top edges and sized, but for a push
    /// button's own height; the constraints are no objects of the document.
    @Test func fixedFramesArePinnedByConstraintsXcodeMakes() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.views).replacingOccurrences(of: #"height="100""#, with: #"height="321""#))
        let output = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("7.3")))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let constraints = graph.objects.filter { $0.className == "NSIBPrototypingLayoutConstraint" }
        #expect(
            constraints.map { [$0.value(forKey: "NSFirstAttribute"), $0.value(forKey: "NSConstant")] } == [
                [.integer(1), .double(19)], [.integer(3), .double(99)], [.integer(7), .double(80)], [.integer(8), .double(17)],
                [.integer(1), .double(143)], [.integer(3), .double(246)], [.integer(7), .double(195)],
            ])
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(
            !graph.members(data.value(forKey: "NSObjectsKeys")).contains {
                graph.object($0)?.object.className == "NSIBPrototypingLayoutConstraint"
            })
        #expect(try NibCompiler.compile(data: xib, path: "Panel.xib").files.count == 1)
    }
}

/// Constraints a view holds: archived on it, in Xcode's order, listed after the view's other
/// objects; views they place keep their saved frames.
@Suite struct AppKitConstraintBuilderTests {
    /// A container (id 20, 300 × 200) holding a label at its top left (id 21) and a box-like
    /// custom view below it at its origin (id 22), with `constraints` on the container.
    static func container(constraints: String) -> String {
        """
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="20">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="22">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="180"/>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="21">
                                    <rect key="frame" x="2" y="184" width="100" height="16"/>
                                </customView>
                            </subviews>
                            <constraints>
        \(constraints)
                            </constraints>
                        </customView>
        """
    }

    static func compile(_ subviews: String, options: CompileOptions = CompileOptions()) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews)), path: "Panel.xib",
            options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// The first attributes of the constraints the container holds, in archive order.
    static func firstAttributes(in graph: NibGraph) throws -> [NibGraph.Value?] {
        let holder = try #require(graph.objects.first { $0.value(forKey: "NSViewConstraints") != nil })
        let constraints = graph.members(holder.value(forKey: "NSViewConstraints")).compactMap { graph.object($0)?.object }
        return constraints.map { $0.value(forKey: "NSFirstAttributeV2") }
    }

    static let twoViews = """
                                <constraint firstItem="22" firstAttribute="top" secondItem="21" secondAttribute="bottom" constant="4" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="22" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="21" firstAttribute="top" secondItem="20" secondAttribute="top" id="c3"/>
                                <constraint firstItem="21" firstAttribute="leading" secondItem="20" secondAttribute="leading" constant="2" symbolic="YES" id="c4"/>
                                <constraint firstAttribute="width" relation="greaterThanOrEqual" priority="250" constant="100" id="c5"/>
        """

    @Test func constraintsGoByTheirViewsTopLeftCornersTheHoldersOwnFirst() throws {
        let graph = try Self.compile(Self.container(constraints: Self.twoViews))
        let holder = try #require(graph.objects.first { $0.value(forKey: "NSViewConstraints") != nil })
        let constraints = graph.members(holder.value(forKey: "NSViewConstraints")).compactMap { graph.object($0)?.object }
        // The holder's own width, then the label (top left 2 points away), then the view below
        // it (20 points down, though it lies at the holder's origin); as Xcode 26 writes them,
        // each group horizontal first, last attribute first.
        #expect(try Self.firstAttributes(in: graph) == [.integer(7), .integer(5), .integer(3), .integer(6), .integer(3)])
        // As Xcode 14 wrote them, each group in document order.
        let asXcode14 = try Self.compile(
            Self.container(constraints: Self.twoViews), options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1")))
        #expect(try Self.firstAttributes(in: asXcode14) == [.integer(7), .integer(3), .integer(5), .integer(3), .integer(6)])
        let width = try #require(constraints.first)
        #expect(width.value(forKey: "NSRelation") == .integer(1))
        #expect(width.value(forKey: "NSPriority") == .integer(250))
        #expect(width.value(forKey: "NSConstant") == .double(100))
        #expect(width.value(forKey: "NSSecondItem") == nil)
        let standard = constraints[1]
        #expect(graph.string(standard.value(forKey: "NSSymbolicConstant")) == "NSSpace")
        #expect(standard.value(forKey: "NSConstant") == nil)
    }

    /// Xcode 26 orders the constraints placing one view by what they place it against, the
    /// holding view first, its centers before its edges; then horizontal first, the placed
    /// view's attribute and the other's last first, a first baseline after the rest (Aerial's
    /// `HelpViewController`: leading to the holding view, then to a sibling;
    /// `WelcomeViewController`: the holding view's centerY before its leading edge; all 233
    /// runs of the Xcode 26 pairs).
    @Test func constraintsPlacingAViewGoAgainstTheHolderFirst() throws {
        let constraints = """
                                    <constraint firstItem="22" firstAttribute="top" secondItem="21" secondAttribute="bottom" constant="4" id="c1"/>
                                    <constraint firstItem="22" firstAttribute="leading" secondItem="21" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="bottom" secondItem="22" secondAttribute="bottom" id="c3"/>
                                    <constraint firstItem="22" firstAttribute="leading" secondItem="20" secondAttribute="leading" id="c4"/>
                                    <constraint firstItem="22" firstAttribute="firstBaseline" secondItem="21" secondAttribute="firstBaseline" id="c5"/>
                                    <constraint firstItem="22" firstAttribute="top" secondItem="21" secondAttribute="top" id="c6"/>
                                    <constraint firstItem="22" firstAttribute="centerY" secondItem="20" secondAttribute="centerY" id="c7"/>
            """
        let graph = try Self.compile(Self.container(constraints: constraints))
        let holder = try #require(graph.objects.first { $0.value(forKey: "NSViewConstraints") != nil })
        let archived = graph.members(holder.value(forKey: "NSViewConstraints")).compactMap { graph.object($0)?.object }
        // c7, c4, c3, c2, c1, c6, c5.
        #expect(archived.map { $0.value(forKey: "NSFirstAttributeV2") } == [10, 5, 4, 5, 3, 3, 12].map { .integer($0) })
        #expect(archived.map { $0.value(forKey: "NSSecondAttributeV2") } == [10, 5, 4, 5, 4, 3, 12].map { .integer($0) })
    }

    @Test func constraintsAreListedAfterEverythingUnderTheirView() throws {
        let graph = try Self.compile(Self.container(constraints: Self.twoViews))
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let classes = graph.members(data.value(forKey: "NSObjectsKeys")).compactMap { graph.object($0)?.object.className }
        let firstConstraint = try #require(classes.firstIndex(of: "NSLayoutConstraint"))
        #expect(classes[..<firstConstraint].filter { $0 == "NSCustomView" }.count == 3)
        #expect(classes[firstConstraint...].allSatisfy { $0 == "NSLayoutConstraint" })
    }

    @Test func aConstraintOutsideItsHolderOrWithAMarginIsRefused() throws {
        let outside = #"<constraint firstItem="21" firstAttribute="top" secondItem="8" secondAttribute="top" id="c9"/>"#
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.container(constraints: outside))))
        #expect(refusal.diagnostics.map(\.objectID) == ["c9"])
        let margin = #"<constraint firstItem="21" firstAttribute="leadingMargin" secondItem="20" secondAttribute="leading" id="c8"/>"#
        let marginRefusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.container(constraints: margin))))
        #expect(marginRefusal.diagnostics.map(\.objectID) == ["c8"])
    }
}
