import Suggestions
import Testing

@Suite struct SuggestionsTests {
    @Test func typosInCommandsClassesAndDocumentsFindTheirName() {
        #expect(Suggestions.nearest(to: "whouses", among: ["who-uses", "show", "index", "images"]) == ["who-uses"])
        #expect(Suggestions.nearest(to: "RoundButton", among: ["RoundedButton", "UIButton", "RoundView"]) == ["RoundedButton"])
        #expect(
            Suggestions.nearest(to: "PinLockViewControler", among: ["PinLockViewController", "LockView"])
                == ["PinLockViewController"])
        #expect(Suggestions.nearest(to: "cardview", among: ["CardView", "BadgeView"]) == ["CardView"])
    }

    @Test func aModulePrefixDoesNotCountAgainstAName() {
        #expect(Suggestions.nearest(to: "Simplenote.RoundButton", among: ["RoundedButton"]) == ["RoundedButton"])
        #expect(Suggestions.nearest(to: "CardVeiw.xib", among: ["CardView.xib", "Card.xib"]) == ["CardView.xib"])
    }

    @Test func farNamesAreNotOfferedAndNearestComeFirst() {
        #expect(Suggestions.nearest(to: "Label", among: ["UITableView", "Button"]).isEmpty)
        #expect(Suggestions.nearest(to: "CardVew", among: ["CardsView2", "CardView", "CardVewCell"]) == ["CardVewCell", "CardView"])
        #expect(Suggestions.nearest(to: "ProfileHeadrVeiw", among: ["ProfileHeaderView", "ProfileView"]) == ["ProfileHeaderView"])
        #expect(Suggestions.nearest(to: "", among: ["a"]).isEmpty)
        #expect(Suggestions.phrase(["a", "b", "c"]) == "; did you mean `a`, `b` or `c`?")
        #expect(Suggestions.phrase([]) == "")
    }
}
