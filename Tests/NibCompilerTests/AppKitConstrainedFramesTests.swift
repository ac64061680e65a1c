import CompilerTestSupport
import Foundation
import IBSource
import Testing

@testable import NibCompiler

/// The frames constraints alone decide, against Aerial's symbol button (`PlayingCollectionViewItem`,
/// Xcode 26: saved 20 × 26 at y 47, archived 20 × 20 at y 50), and the views they leave alone.
@Suite struct AppKitConstrainedFramesTests {
    /// A 200 × 100 view holding one button saved at `frame`, with `own` constraints on the button
    /// and `placing` constraints in the view.
    static func frames(
        frame: String = #"x="8" y="47" width="20" height="26""#, superviewAttributes: String = "",
        own: String =
            #"<constraint firstAttribute="height" constant="20" id="h1"/><constraint firstAttribute="width" constant="20" id="w1"/>"#,
        placing: String =
            #"<constraint firstItem="b1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="8" id="l1"/><constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="50" id="p1"/>"#
    ) throws -> [String: AppKitConstrainedFrames.Frame] {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                <customView\(superviewAttributes) id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" \(frame)/>
                            <constraints>\(own)</constraints>
                        </button>
                    </subviews>
                    <constraints>\(placing)</constraints>
                </customView>
                """)
        let root = try #require(try IBDocumentReader.read(data: xib, path: "Panel.xib", keepingElements: true).root)
        return AppKitConstrainedFrames.frames(in: root, placements: AppKitSavedPlacement.placements(in: root))
    }

    @Test func aViewItsConstraintsDecideIsLaidOut() throws {
        let frame = try #require(try Self.frames()["b1"])
        #expect(frame == (8, 50, 20, 20))
        // Placed from the trailing edge and the top, and centered.
        let fromTrailing = try #require(
            try Self.frames(
                placing:
                    #"<constraint firstAttribute="trailing" secondItem="b1" secondAttribute="trailing" constant="10" id="t1"/><constraint firstItem="b1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="5" id="p1"/>"#
            )["b1"])
        #expect(fromTrailing == (170, 75, 20, 20))
        let centered = try #require(
            try Self.frames(
                placing:
                    #"<constraint firstItem="b1" firstAttribute="centerX" secondItem="v1" secondAttribute="centerX" id="c1"/><constraint firstItem="b1" firstAttribute="centerY" secondItem="v1" secondAttribute="centerY" id="c2"/>"#
            )["b1"])
        #expect(centered == (90, 40, 20, 20))
    }

    /// Two constraints placing the view on one axis in the same place (Aerial's
    /// `AdvancedViewController`: top and bottom 10 from a 53-high view, 33 high) decide it; in two
    /// places they do not.
    @Test func agreeingConstraintsDecideAndConflictingOnesDoNot() throws {
        let placing =
            #"<constraint firstItem="b1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="8" id="l1"/><constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="50" id="p1"/>"#
        let agreeing =
            placing + #"<constraint firstItem="b1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="30" id="p2"/>"#
        #expect(try Self.frames(placing: agreeing)["b1"].map { $0 == (8, 50, 20, 20) } == true)
        let conflicting =
            placing + #"<constraint firstItem="b1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="31" id="p2"/>"#
        #expect(try Self.frames(placing: conflicting)["b1"] == nil)
    }

    /// What needs more than constants from the superview is left as saved: a size of the
    /// button's own content, a sibling, a priority or relation, a flipped superview, a constant
    /// that is no finite number; and a view saved where its constraints place it needs nothing.
    @Test func otherViewsKeepTheirSavedFrames() throws {
        #expect(try Self.frames(own: #"<constraint firstAttribute="width" constant="20" id="w1"/>"#)["b1"] == nil)
        #expect(
            try Self.frames(
                own:
                    #"<constraint firstAttribute="height" constant="20" id="h1"/><constraint firstAttribute="width" constant="20" id="w1"/>"#
                    + #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="10" id="w2"/>"#)["b1"] == nil)
        #expect(
            try Self.frames(
                own:
                    #"<constraint firstAttribute="height" constant="20" priority="750" id="h1"/><constraint firstAttribute="width" constant="20" id="w1"/>"#
            )["b1"] == nil)
        #expect(
            try Self.frames(
                placing:
                    #"<constraint firstItem="b1" firstAttribute="leading" secondItem="x9" secondAttribute="trailing" constant="8" id="l1"/><constraint firstAttribute="bottom" secondItem="b1" secondAttribute="bottom" constant="50" id="p1"/>"#
            )["b1"] == nil)
        #expect(try Self.frames(superviewAttributes: #" flipped="YES""#)["b1"] == nil)
        #expect(try Self.frames(frame: #"x="8" y="50" width="20" height="20""#).isEmpty)
        #expect(
            try Self.frames(
                own:
                    #"<constraint firstAttribute="height" constant="inf" id="h1"/><constraint firstAttribute="width" constant="20" id="w1"/>"#
            ).isEmpty)
    }
}
