import Foundation
import ResourceAssets
import Testing

@testable import NibRender

/// Compiled AppKit nibs drawn from their object graph: the frames read from it.
@Suite struct CompiledAppKitViewsTests {
    @Test func framesAreRead() {
        #expect(CompiledAppKitViews.rect("{{318, 282}, {213, 18}}") == [318, 282, 213, 18])
        #expect(CompiledAppKitViews.size("{809, 610}") == [809, 610])
        #expect(CompiledAppKitViews.rect("{{1, 2}, {nan, 4}}") == nil)
    }
}
