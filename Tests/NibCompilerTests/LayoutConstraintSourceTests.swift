import IBSource
import Testing

@testable import NibCompiler

@Suite struct LayoutConstraintSourceTests {
    static func constraint(_ attributes: IBAttributes) -> LayoutConstraintSource {
        LayoutConstraintSource(IBElement(name: "constraint", attributes: attributes))
    }

    @Test func defaultsAreEqualOneZeroAndRequired() {
        let source = Self.constraint(["firstAttribute": "width", "id": "a"])
        #expect(source.firstAttribute == 7)
        #expect(source.secondAttribute == nil)
        #expect(source.relation == 0)
        #expect(source.multiplier == 1)
        #expect(source.constant == 0)
        #expect(source.priority == LayoutConstraintSource.requiredPriority)
        #expect(!source.isStandardSpacing)
    }

    @Test func multipliersAreRatiosOrNumbersInSinglePrecision() {
        #expect(Self.constraint(["multiplier": "1:1"]).multiplier == 1)
        #expect(Self.constraint(["multiplier": "16:9"]).multiplier == Double(Float(16.0 / 9.0)))
        // Sparkle's SUUpdateAlert: 0.8 archived as 0.800000011920929.
        #expect(Self.constraint(["multiplier": "0.8"]).multiplier == 0.800000011920929)
    }

    @Test func aStandardSpacingArchivesNoConstant() {
        let source = Self.constraint(["constant": "8", "symbolic": "YES"])
        #expect(source.isStandardSpacing)
        #expect(source.constant == 0)
    }

    @Test func unknownNamesAndPrioritiesReadAsNil() {
        let source = Self.constraint(["firstAttribute": "diagonal", "relation": "near", "priority": "high"])
        #expect(source.firstAttribute == nil)
        #expect(source.relation == nil)
        #expect(source.priority == nil)
        #expect(Self.constraint(["relation": "greaterThanOrEqual", "priority": "250"]).relation == 1)
        #expect(Self.constraint(["priority": "250"]).priority == 250)
    }

    @Test func marginAttributesAreUIKitsOnly() throws {
        let margin = try #require(LayoutConstraintSource.attributes["leadingMargin"])
        #expect(margin >= LayoutConstraintSource.firstMarginAttribute)
        #expect(try #require(LayoutConstraintSource.attributes["firstBaseline"]) < LayoutConstraintSource.firstMarginAttribute)
    }
}
