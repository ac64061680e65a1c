import CatalogStore
import Foundation
import TestSupport
import Testing

@Suite struct ClassDeclarationsTests {
    @Test func declarationsAreFoundBySwiftNameObjcNameAndModule() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data("@objc(LegacyCard) final class RenamedCard: UIView {}\nextension RenamedCard {}\n".utf8)
            .write(to: workspace.file("ExampleApp/Sources/RenamedCard.swift"))
        _ = try workspace.index()
        let card = try workspace.catalog.classDeclarations(className: "CardView")
        #expect(
            card.map { "\($0.path):\($0.line) \($0.name) \($0.superclass ?? "-")" } == [
                "ExampleApp/Sources/CardView.swift:5 CardView UIView"
            ])
        #expect(try workspace.catalog.classDeclarations(className: "LegacyCard").map(\.name) == ["RenamedCard"])
        #expect(try workspace.catalog.classDeclarations(className: "RenamedCard").count == 1)
        // Without a project the sources have no module, so a module asked for finds none.
        #expect(try workspace.catalog.classDeclarations(className: "Elsewhere.CardView").isEmpty)
    }
}
