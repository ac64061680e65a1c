import Testing

@testable import NibCompiler

@Suite struct SystemSymbolAvailabilityTests {
    /// CookAssistant's symbols (study pairs, Xcode 12.1): three of iOS 14 beside iOS 13's.
    @Test(
        arguments: [
            ("text.book.closed", "14.0"), ("clock.arrow.circlepath", "14.0"), ("list.bullet.rectangle", "14.0"),
            ("star", nil), ("checkmark.circle.fill", nil), ("no.such.symbol", nil),
        ] as [(String, String?)])
    func theIOSVersionThatBroughtASymbol(name: String, version: String?) {
        #expect(SystemSymbolAvailability.introduction(of: name)?.text == version, "\(name)")
    }

    @Test func laterReleasesAreKnownToo() throws {
        let version = try #require(SystemSymbolAvailability.introduction(of: "figure.run"))
        #expect(version >= SystemSymbolAvailability.Version(major: 16, minor: 0))
    }

    /// The search finds every line of the table: the lines are sorted as it needs.
    @Test func everySymbolOfTheTableIsFound() {
        let lines = SystemSymbolAvailability.table.description.split(separator: "\n")
        #expect(lines.count > 4_000)
        for line in lines {
            let fields = line.split(separator: "\t")
            #expect(SystemSymbolAvailability.introduction(of: String(fields[0]))?.text == String(fields[1]), "\(line)")
        }
    }
}
