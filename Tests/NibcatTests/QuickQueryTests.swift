import ArgumentParser
import Testing

@testable import nibcat

/// The quick `who-uses` parse gives what ArgumentParser gives, or leaves the arguments to it.
@Suite struct QuickQueryTests {
    private struct Parsed: Equatable {
        var className: String
        var db: String?
        var module: String?
        var json: Bool
        var includePlaceholders: Bool

        init?(_ command: (any ParsableCommand)?) {
            guard let command = command as? WhoUsesCommand else { return nil }
            className = command.className
            db = command.options.db
            module = command.module
            json = command.options.json
            includePlaceholders = command.includePlaceholders
        }
    }

    @Test(arguments: [
        ["who-uses", "ProfileHeaderView"],
        ["who-uses", "ProfileHeaderView", "--db", "catalog.sqlite"],
        ["who-uses", "--db", "/tmp/x y/catalog.sqlite", "ProfileHeaderView", "--json"],
        ["who-uses", "UIView", "--module", "UIKit", "--include-placeholders"],
        ["who-uses", "--include-placeholders", "--json", "--module", "App", "--db", "c", "A.B"],
        ["who-uses", "help"],
        ["who-uses", "ProfileHeaderView="],
    ])
    func plainArgumentsParseAsArgumentParserDoes(_ arguments: [String]) throws {
        let quick = try #require(Parsed(QuickQuery.parse(arguments)))
        let full = try #require(Parsed(try Nibcat.parseAsRoot(arguments)))
        #expect(quick == full)
    }

    @Test(arguments: [
        ["who-uses"],
        ["who-uses", "--help"],
        ["who-uses", "-h"],
        ["who-uses", "A", "B"],
        ["who-uses", "A", "--db"],
        ["who-uses", "A", "--db", "--json"],
        ["who-uses", "A", "--db=c.sqlite"],
        ["who-uses", "A", "--db", "c", "--db", "d"],
        ["who-uses", "A", "--json", "--json"],
        ["who-uses", "A", "--modul", "M"],
        ["who-uses", "-A"],
        ["who-uses", ""],
        ["who-uses", "A", "--"],
        ["show", "A"],
        ["--db", "c", "who-uses", "A"],
        [],
    ])
    func anythingElseIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(QuickQuery.parse(arguments) == nil)
    }
}
