import Testing

@testable import NibCompiler

@Suite struct AppKitAutoresizingTests {
    static let frame = AppKitAutoresizing.Frame(x: 100, y: 30, width: 400, height: 22)

    /// `test-box-titled`: sizable in width, the label takes the content view's 6 points.
    @Test func theOneFlexiblePartTakesTheChange() {
        let sized = AppKitAutoresizing.resize(Self.frame, mask: 2, widthChange: 6, heightChange: 4)
        #expect(sized.frame == AppKitAutoresizing.Frame(x: 100, y: 30, width: 406, height: 22))
        #expect(!sized.splitsAChange)
        #expect(
            AppKitAutoresizing.resize(Self.frame, mask: 1 | 8, widthChange: 6, heightChange: 4).frame
                == AppKitAutoresizing.Frame(x: 106, y: 34, width: 400, height: 22))
        #expect(AppKitAutoresizing.resize(Self.frame, mask: 4 | 32, widthChange: 6, heightChange: 4).frame == Self.frame)
    }

    /// AppKit documents an even share for each flexible part; the split is reported, as no pair shows it.
    @Test func severalFlexiblePartsShareAChangeEvenly() {
        let split = AppKitAutoresizing.resize(Self.frame, mask: 1 | 2 | 4, widthChange: 6, heightChange: 0)
        #expect(split.frame == AppKitAutoresizing.Frame(x: 102, y: 30, width: 402, height: 22))
        #expect(split.splitsAChange)
        let unchanged = AppKitAutoresizing.resize(Self.frame, mask: 1 | 2, widthChange: 0, heightChange: 4)
        #expect(unchanged.frame == Self.frame)
        #expect(!unchanged.splitsAChange)
    }
}
