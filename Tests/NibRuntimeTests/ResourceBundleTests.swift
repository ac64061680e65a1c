import Foundation
import GRDBSQLite
import Testing

@testable import NibRuntime

@Suite struct ResourceBundleTests {
    private func path(_ url: URL?, in bundle: URL) -> String? {
        url.map { String($0.standardizedFileURL.path.dropFirst(bundle.standardizedFileURL.path.count + 1)) }
    }

    @Test func everyFallbackRuleOnAPackagedBundle() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        func open(_ idiom: DeviceIdiom = .phone, _ languages: [String] = []) throws -> ResourceBundle {
            let bundle = try ResourceBundle(url: fixture.bundle, traits: ResourceTraits(idiom: idiom, preferredLanguages: languages))
            #expect(bundle.isIndexed)
            return bundle
        }
        let phone = try open()
        #expect(path(try phone.image(named: "badge", scale: 2), in: fixture.bundle) == "badge@2x.png")
        #expect(path(try phone.image(named: "badge.png", scale: 3), in: fixture.bundle) == "badge@3x.png")
        #expect(path(try phone.image(named: "glyph", scale: 1), in: fixture.bundle) == "glyph@2x.png")
        #expect(path(try phone.image(named: "hero", scale: 3), in: fixture.bundle) == "hero@2x.png")
        #expect(try phone.image(named: "badge.jpg", scale: 1) == nil)
        #expect(try phone.image(named: "Badge", scale: 1) == nil)
        #expect(path(try phone.nib(named: "Panel"), in: fixture.bundle) == "Panel.nib")

        let pad = try open(.pad)
        #expect(path(try pad.image(named: "badge", scale: 2), in: fixture.bundle) == "badge@2x~ipad.png")
        #expect(path(try pad.image(named: "badge", scale: 3), in: fixture.bundle) == "badge@2x~ipad.png")
        #expect(path(try pad.image(named: "hero", scale: 2), in: fixture.bundle) == "hero@2x.png")
        #expect(path(try pad.nib(named: "Panel"), in: fixture.bundle) == "Panel~ipad.nib")

        #expect(path(try open(.phone, ["fr-CA"]).nib(named: "Welcome"), in: fixture.bundle) == "fr-CA.lproj/Welcome.nib")
        #expect(path(try open(.phone, ["fr-CA"]).nib(named: "Greeting"), in: fixture.bundle) == "fr.lproj/Greeting.nib")
        #expect(path(try open(.phone, ["ja", "fr"]).nib(named: "Greeting"), in: fixture.bundle) == "fr.lproj/Greeting.nib")
        #expect(path(try open(.phone, ["ja"]).nib(named: "Greeting"), in: fixture.bundle) == "Base.lproj/Greeting.nib")
        #expect(path(try open(.phone, ["ja"]).nib(named: "Legal"), in: fixture.bundle) == "en.lproj/Legal.nib")
        #expect(path(try open(.phone, ["de-AT"]).nib(named: "Legal"), in: fixture.bundle) == "de.lproj/Legal.nib")
        #expect(path(try open(.phone, ["ja"]).nib(named: "Badge"), in: fixture.bundle) == "Badge.nib")
        #expect(try open(.phone, ["ja"]).nib(named: "Welcome") == nil)
        #expect(try phone.storyboard(named: "Badge") == nil)
        #expect(phone.info["developmentRegion"] == "en")
        #expect(phone.info["version"] == "1.0.0")
    }

    @Test func theIndexAndTheFilesGiveTheSameAnswers() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let names: [(ResourceKind, String)] = [
            (.image, "badge"), (.image, "hero"), (.image, "glyph"), (.image, "badge.png"), (.image, "missing"),
            (.nib, "Panel"), (.nib, "Greeting"), (.nib, "Welcome"), (.nib, "Legal"), (.nib, "Badge"), (.nib, "Panel~ipad"),
        ]
        var compared = 0
        for idiom in [DeviceIdiom.phone, .pad, .mac] {
            for languages in [[], ["fr-CA"], ["fr"], ["de"], ["ja", "en"]] {
                let traits = ResourceTraits(idiom: idiom, preferredLanguages: languages)
                let indexed = try ResourceBundle(url: fixture.bundle, traits: traits)
                let listed = try ResourceBundle(url: fixture.bundle, traits: traits, source: .files)
                #expect(indexed.isIndexed && !listed.isIndexed)
                for (kind, name) in names {
                    for scale in 1...4 {
                        let expected = try listed.resource(kind, named: name, scale: scale)
                        #expect(try indexed.resource(kind, named: name, scale: scale) == expected, "\(kind) \(name) \(scale)x \(traits)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 3 * 5 * names.count * 4)
    }

    @Test func answersStayTheSameFromManyTasksAtOnce() async throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let bundle = try ResourceBundle(url: fixture.bundle, traits: ResourceTraits(idiom: .pad))
        let answers = try await withThrowingTaskGroup(of: [URL?].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try (1...4).map { try bundle.image(named: "badge", scale: $0) } + [try bundle.nib(named: "Panel")]
                }
            }
            return try await group.reduce(into: [[URL?]]()) { $0.append($1) }
        }
        #expect(Set(answers.map { $0.map { $0?.lastPathComponent } }).count == 1)
        #expect(
            answers[0].map { $0?.lastPathComponent } == [
                "badge~ipad.png", "badge@2x~ipad.png", "badge@2x~ipad.png", "badge@2x~ipad.png", "Panel~ipad.nib",
            ])
    }

    /// A caller may pass any scale; Int.min once trapped in the resolver's arithmetic.
    @Test func anyScaleFromACallerIsAnsweredWithoutATrap() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        for source in [ResourceBundle.Source.automatic, .files] {
            let bundle = try ResourceBundle(url: fixture.bundle, traits: ResourceTraits(idiom: .phone), source: source)
            #expect(try bundle.image(named: "badge", scale: Int.min)?.lastPathComponent == "badge.png")
            #expect(try bundle.image(named: "badge", scale: Int.max)?.lastPathComponent == "badge@3x.png")
        }
    }

    /// An edited index whose path climbs out of the bundle, or names a link out of it, is an
    /// error naming the index, never a URL outside the bundle.
    @Test(arguments: ["../../../../../../etc/badge.png", "/etc/badge.png", "Images/../../badge.png", "linked.png"])
    func anIndexPathLeavingTheBundleIsRefused(path: String) throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: fixture.bundle.appendingPathComponent("linked.png").path, withDestinationPath: "/etc/hostname")
        let index = fixture.bundle.appendingPathComponent("ResourceIndex.sqlite").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: index)
        var connection: OpaquePointer?
        #expect(sqlite3_open(index, &connection) == SQLITE_OK)
        #expect(sqlite3_exec(connection, "UPDATE resource SET path = '\(path)' WHERE path = 'badge.png'", nil, nil, nil) == SQLITE_OK)
        sqlite3_close(connection)
        let bundle = try ResourceBundle(url: fixture.bundle, traits: ResourceTraits(idiom: .phone))
        #expect(throws: ResourceBundleError.unreadableIndex(path: index, message: "the resource path '\(path)' leaves the bundle")) {
            try bundle.image(named: "badge", scale: 1)
        }
    }

    @Test func aMissingFolderOrACorruptIndexIsAnErrorNamingIt() throws {
        let fixture = try PackagedFixture.lookup()
        defer { fixture.remove() }
        let nowhere = fixture.folder.appendingPathComponent("Nowhere.bundle")
        #expect(throws: ResourceBundleError.notABundle(path: nowhere.path)) { try ResourceBundle(url: nowhere) }
        let index = fixture.bundle.appendingPathComponent("ResourceIndex.sqlite")
        try Data("not a database, just text that is long enough to be read as a header".utf8).write(to: index)
        do {
            _ = try ResourceBundle(url: fixture.bundle)
            Issue.record("a corrupt index opened")
        } catch {
            guard case .unreadableIndex(let path, let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == index.path)
            #expect(!message.isEmpty)
            #expect(error.diagnostic.path == index.path && error.diagnostic.line == nil && error.diagnostic.severity == .error)
        }
    }
}
