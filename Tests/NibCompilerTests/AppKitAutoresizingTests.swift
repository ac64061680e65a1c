import Testing

@testable import NibCompiler

@Suite struct AppKitAutoresizingTests {
    static let frame = AppKitAutoresizing.Frame(x: 100, y: 30, width: 400, height: 22)

    /// `test-box-titled`: sizable in width, the label takes the content view's 6 points.
    @Test func theOneFlexiblePartTakesTheChange() {
        #expect(
            AppKitAutoresizing.resize(Self.frame, mask: 2, widthChange: 6, heightChange: 4)
                == AppKitAutoresizing.Frame(x: 100, y: 30, width: 406, height: 22))
        #expect(
            AppKitAutoresizing.resize(Self.frame, mask: 1 | 8, widthChange: 6, heightChange: 4)
                == AppKitAutoresizing.Frame(x: 106, y: 34, width: 400, height: 22))
        #expect(AppKitAutoresizing.resize(Self.frame, mask: 4 | 32, widthChange: 6, heightChange: 4) == Self.frame)
    }

    @Test func severalFlexiblePartsAreNotKnownUnlessNothingChanges() {
        #expect(AppKitAutoresizing.resize(Self.frame, mask: 1 | 2, widthChange: 6, heightChange: 0) == nil)
        #expect(AppKitAutoresizing.resize(Self.frame, mask: 1 | 2, widthChange: 0, heightChange: 4) == Self.frame)
    }
}
