import CatalogLint
import CatalogLintTestSupport
import Testing

@Suite struct DocumentRulesTests {
    @Test func ownerViewRecursionOnlyWhereTheOwnerIsAnInstanceOfTheViewsClass() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        // Flagged: the owner's class as a top-level view (LoopView) or inside one (OwnedNestedLoopView)
        // that the owner has outlets into, so the nib is loaded with the owner being that class.
        // Not flagged: SafeCardView (plain root view), ClassBasedView (no owner class), a cell
        // registered by nib (RegisteredCell), and views with no outlets from the owner, which are
        // loaded with `owner: nil` (NilOwnerView, NestedLoopView).
        #expect(
            try tree.locations(.ownerViewRecursion) == [
                "Recursion/LoopView.xib:11", "Recursion/OwnedNestedLoopView.xib:14",
            ])
    }

    @Test func danglingConnectionsNameTheMissingEnd() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.danglingConnection]).lint(tree.catalog)
        #expect(findings.map(\.location) == ["Connections/Dangling.xib:7", "Connections/Dangling.xib:18"])
        #expect(findings.map(\.objectID) == ["dG1-cn-001", "dG1-cn-003"])
        #expect(findings[1].message == "action 'tapped:' has no object for its destination gone-00-002")
        #expect(findings.allSatisfy { $0.severity == .error })
    }

    @Test func duplicateIDsAreReportedAtTheRepeat() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.duplicateID]).lint(tree.catalog)
        #expect(findings.map(\.location) == ["Connections/DuplicateIDs.xib:13"])
        #expect(findings.first?.message == "id 'dU1-lb-001' of this label is already used on line 10")
    }

    @Test func outletsFromAClasslessOwner() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        // Every other fixture's owner with outlets has a class.
        #expect(try tree.locations(.outletOnPlaceholderWithoutClass) == ["Connections/ClasslessOwner.xib:7"])
    }

    @Test func prototypeCellsNeedAReuseIdentifierStaticCellsDoNot() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.reuseIdentifierMissing]).lint(tree.catalog)
        #expect(findings.map(\.location) == ["Storyboards/Main.storyboard:18"])
        #expect(findings.first?.objectID == "hM1-ce-002")
    }
}
