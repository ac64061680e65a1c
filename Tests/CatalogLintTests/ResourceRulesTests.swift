import CatalogLint
import CatalogLintTestSupport
import CatalogStore
import Testing

@Suite struct ResourceRulesTests {
    @Test func missingAndCaseMismatchedImages() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        // `Badge` is found, `star.fill` is a system symbol.
        #expect(try tree.locations(.missingImage) == ["Resources/Images.xib:16"])
        #expect(try tree.locations(.imageCaseMismatch) == ["Resources/Images.xib:13"])
    }

    @Test func anImageEmbeddedInTheDocumentIsNotMissing() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let embedded = try tree.catalog.imageReport().references.filter { $0.document == "Resources/Embedded.storyboard" }
        #expect(embedded.map(\.status) == [.embedded])
        #expect(try tree.locations(.missingImage).allSatisfy { !$0.hasPrefix("Resources/Embedded.storyboard") })
    }

    @Test func namedColorsWithoutAColorSet() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.missingNamedColor]).lint(tree.catalog)
        #expect(findings.map(\.message) == ["named color 'GoneColor' is in no color set"])
        // At its first use, so that an annotation points somewhere.
        #expect(findings.map(\.location) == ["Resources/Images.xib:24"])
        #expect(findings.first?.severity == .warning)
    }
}
