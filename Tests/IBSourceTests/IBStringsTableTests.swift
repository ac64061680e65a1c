import Foundation
import IBSource
import InputFiles
import TestSupport
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
        #expect(
            error?.diagnostic
                == Diagnostic(severity: .error, path: "x.lproj/T.strings", line: 2, message: "malformed string table: expected '='"))
        let unterminated = #expect(throws: IBReadError.self) {
            try IBStringsTable.keys(of: Data("\n/* open".utf8), path: "T.strings", language: "x")
        }
        #expect(unterminated?.line == 2)
        #expect(throws: IBReadError.self) {
            try IBStringsTable.keys(of: Data("[]".utf8), path: "T.xcstrings", language: nil)
        }
    }

    @Test(arguments: ["UTF16LENoBOM", "UTF16BENoBOM", "UTF16BOM", "UTF8BOM"])
    func textTablesInEveryEncodingXcodeAccepts(name: String) throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Strings/\(name).strings"))
        let keys = try IBStringsTable.keys(of: data, path: "fr.lproj/\(name).strings", language: "fr")
        #expect(keys.map(\.key) == ["fM1-lb-001.text", "aB2-bt-002.normalTitle"])
        #expect(keys.map(\.line) == [2, 3])
    }

    @Test func anXMLPropertyListTableGivesItsKeysWithTheirLines() throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Strings/XMLPlist.strings"))
        let keys = try IBStringsTable.keys(of: data, path: "fr.lproj/Form.strings", language: "fr")
        #expect(keys.map(\.key) == ["fM1-lb-001.text", "aB2-bt-002.normalTitle"])
        #expect(keys.map(\.line) == [5, 7])
    }

    @Test func aBinaryPropertyListTableGivesItsKeys() throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Strings/Binary.strings"))
        let keys = try IBStringsTable.keys(of: data, path: "fr.lproj/Form.strings", language: "fr")
        #expect(keys.map(\.key) == ["aB2-bt-002.normalTitle", "fM1-lb-001.text"])
        #expect(keys.allSatisfy { $0.line == nil && $0.language == "fr" })
    }

    @Test func aPropertyListThatIsNoTableIsMalformed() throws {
        let array = Data("<?xml version=\"1.0\"?>\n<plist><array><string>a</string></array></plist>".utf8)
        let error = #expect(throws: IBReadError.self) {
            try IBStringsTable.keys(of: array, path: "x.lproj/T.strings", language: "x")
        }
        #expect(error?.diagnostic.message.contains("root is not a dictionary") == true)
        let deep = Data(("<plist>" + String(repeating: "<array>", count: 10_000) + "</plist>").utf8)
        #expect(throws: IBReadError.self) { try IBStringsTable.keys(of: deep, path: "x.lproj/T.strings", language: "x") }
        let nested = Data("<plist><dict><key>a</key><dict/></dict></plist>".utf8)
        #expect(throws: IBReadError.self) { try IBStringsTable.keys(of: nested, path: "x.lproj/T.strings", language: "x") }
    }

    /// Foundation's XML plist reader recurses: a plist of many containers is refused before it,
    /// also when closing tags in a comment would make a depth count look shallow, and a plist of
    /// `<dict` openings that never close is refused at once.
    @Test func propertyListsOfManyContainersAreRefusedQuickly() throws {
        let hidden =
            "<?xml version=\"1.0\"?><plist><!-- " + String(repeating: "</array>", count: 5000) + " -->"
            + String(repeating: "<array>", count: 5000) + String(repeating: "</array>", count: 5000) + "</plist>"
        #expect(throws: IBReadError.self) { try IBStringsTable.keys(of: Data(hidden.utf8), path: "a.strings", language: "de") }
        let unclosed = "<?xml version=\"1.0\"?><plist>" + String(repeating: "<dict", count: 100_000)
        let start = ContinuousClock.now
        #expect(throws: IBReadError.self) { try IBStringsTable.keys(of: Data(unclosed.utf8), path: "b.strings", language: "de") }
        #expect(ContinuousClock.now - start < .seconds(2))
    }
}
