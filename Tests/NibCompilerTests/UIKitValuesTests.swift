import Testing

@testable import NibCompiler

@Suite struct UIKitValuesTests {
    @Test func marginAttributesFallBackToTheirEdgeMovedByTheMargin() {
        // leadingMargin, topMargin: 8 points in from the leading and top edges.
        #expect(UIKitValues.marginFallback(17) == (5, 8))
        #expect(UIKitValues.marginFallback(15) == (3, 8))
        // trailingMargin, bottomMargin, rightMargin: 8 points in, so towards smaller coordinates.
        #expect(UIKitValues.marginFallback(18) == (6, -8))
        #expect(UIKitValues.marginFallback(16) == (4, -8))
        #expect(UIKitValues.marginFallback(14) == (2, -8))
        // Centers within margins are the centers.
        #expect(UIKitValues.marginFallback(19) == (9, 0))
        #expect(UIKitValues.marginFallback(20) == (10, 0))
        // Other attributes stay.
        #expect(UIKitValues.marginFallback(7) == (7, 0))
    }
}
