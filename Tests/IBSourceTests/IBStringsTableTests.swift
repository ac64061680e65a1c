import Foundation
import IBSource
import Testing

@Suite struct IBStringsTableTests {
    @Test func stringsKeysWithTheirLinesPastComments() throws {
        let text = """
            /* Class = "UILabel"; text = "Name"; ObjectID = "fM1-lb-001"; */
            "fM1-lb-001.text" = "Nom \\"court\\"";
            // a line comment
            bare.key = bareValue;

            "multi" =
                "two
            lines"; "after.same" = "x";
            """
        let keys = try IBStringsTable.keys(of: Data(text.utf8), path: "fr.lproj/Form.strings", language: "fr")
        #expect(keys.map(\.key) == ["fM1-lb-001.text", "bare.key", "multi", "after.same"])
        #expect(keys.map(\.line) == [2, 4, 6, 8])
        #expect(keys.allSatisfy { $0.language == "fr" })
    }

    @Test func utf16WithAByteOrderMark() throws {
        let data = #""a.text" = "b";"#.data(using: .utf16)!
        #expect(try IBStringsTable.keys(of: data, path: "de.lproj/A.strings", language: "de").map(\.key) == ["a.text"])
    }

    @Test func aStringCatalogGivesEveryTranslatedLanguageButTheSource() throws {
        let json = """
            {"sourceLanguage": "en", "strings": {
              "b.title": {"localizations": {"fr": {}, "en": {}}},
              "a.text": {"localizations": {"de": {}, "fr": {}}},
              "c.text": {}
            }}
            """
        let keys = try IBStringsTable.keys(of: Data(json.utf8), path: "Form.xcstrings", language: nil)
        #expect(keys.map { "\($0.language) \($0.key)" } == ["de a.text", "fr a.text", "fr b.title"])
        #expect(keys.allSatisfy { $0.line == nil })
    }

    @Test func malformedTablesNameFileAndLine() throws {
        let error = #expect(throws: IBReadError.self) {
            try IBStringsTable.keys(of: Data("\"a\" = \"b\";\n\"c\" \"d\";".utf8), path: "x.lproj/T.strings", language: "x")
        }
        #expect(error?.description == "x.lproj/T.strings:2: error: malformed string table: expected '='")
        let unterminated = #expect(throws: IBReadError.self) {
            try IBStringsTable.keys(of: Data("\n/* open".utf8), path: "T.strings", language: "x")
        }
        #expect(unterminated?.line == 2)
        #expect(throws: IBReadError.self) {
            try IBStringsTable.keys(of: Data("[]".utf8), path: "T.xcstrings", language: nil)
        }
    }
}
