import Foundation
import TestSupport
import Testing

/// `nibcat images` against the example app and the fixtures.
@Suite struct ImagesCommandTests {
    @Test func aProjectsTargetsDecideWhichImageSetAnswers() throws {
        // Tests/Fixtures/Project: the iOS app and the watchOS app both have a `Logo` set; the
        // watch set (no files) sorts first and used to answer for the iOS storyboard.
        let folder = try NibcatImages.indexed(TestPaths.fixtures.appendingPathComponent("Project"), as: "project")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatImages.images([], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout.split(separator: "\n").first
                == "Shop/Base.lproj/Main.storyboard:11: found 'Logo': Shop/Assets.xcassets/Logo.imageset/Logo.png")
    }

    @Test func theExampleAppMissesExactlyOneImage() throws {
        let folder = try NibcatImages.indexed(TestPaths.examples, as: "examples")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try NibcatImages.images(["--missing"], in: folder)
        #expect(missing.status == 0)
        #expect(missing.stdout == "ExampleApp/Base.lproj/Main.storyboard:72: missing 'missing_banner' (object bN2-bT-6yU)\n")
        let unused = try NibcatImages.images(["--unused", "--json"], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(unused.stdout.utf8)) as? [String: Any])
        let names = (report["unused"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["unused_logo"])
        #expect((report["references"] as? [Any])?.isEmpty == true)
        let all = try NibcatImages.images(["--json"], in: folder)
        let full = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
        let statuses = (full["references"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        #expect(statuses?.filter { $0 == "found" }.count == 6)
        #expect(try NibcatImages.images(["--json"], in: folder).stdout == all.stdout, "same catalog, same bytes")
    }

    @Test func anImageEmbeddedInTheDocumentResolvesAndIsNeverMissing() throws {
        let folder = try NibcatImages.indexed(TestPaths.fixtures.appendingPathComponent("Images/Embedded"), as: "embedded")
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try NibcatImages.images([], in: folder)
        #expect(
            all.stdout == """
                Pasted.xib:12: embedded 'Pasted' (in the document itself)
                Pasted.xib:15: missing 'NotThere' (object iv2-aa-111)

                """, "\(all.stdout)")
        let missing = try NibcatImages.images(["--missing"], in: folder)
        #expect(missing.stdout == "Pasted.xib:15: missing 'NotThere' (object iv2-aa-111)\n")
        let lint = try NibcatProcess.run(
            ["lint", "--rule", "missing-image", "--db", folder.appendingPathComponent("catalog.sqlite").path], in: folder)
        #expect(!lint.stdout.contains("'Pasted'"), "\(lint.stdout)")
        #expect(lint.stdout.contains("NotThere"))
    }

    @Test func anAppKitDocumentFindsAnIcnsByItsBareName() throws {
        let folder = try NibcatImages.indexed(TestPaths.fixtures.appendingPathComponent("Images/AppKitIcns"), as: "icns")
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try NibcatImages.images([], in: folder)
        #expect(all.stdout == "Inspector.xib:18: found 'AppIcon': AppIcon.icns\n", "\(all.stdout)")
    }

    @Test func missingListsTheNamesCodeAsksForAfterTheDocuments() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            import UIKit

            extension ProfileCell {
                func show(rank: Int) {
                    avatarImageView.image = UIImage(named: "avatar_placeholder")
                    accessoryView = UIImageView(image: UIImage(named: "badge_gold"))
                    backgroundView = UIImageView(image: UIImage(named: "rank_\\(rank)"))
                    imageView?.image = UIImage(systemName: "person.circle")
                }
            }

            """.utf8
        ).write(to: folder.appendingPathComponent("Examples/ExampleApp/Sources/ProfileCell+Rank.swift"))
        // The query indexes the new source first.
        let missing = try NibcatProcess.run(["images", "--missing"], in: folder)
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(
            missing.stdout == """
                ExampleApp/Base.lproj/Main.storyboard:72: missing 'missing_banner' (object bN2-bT-6yU)
                ExampleApp/Sources/ProfileCell+Rank.swift:6: missing 'badge_gold' (in code)

                """, "\(missing.stdout)")
        let json = try NibcatProcess.run(["images", "--missing", "--json"], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let code = try #require(report["codeReferences"] as? [[String: Any]])
        #expect(
            code.map { "\($0["source"]!):\($0["line"]!) \($0["kind"]!) \($0["status"]!)" }
                == ["ExampleApp/Sources/ProfileCell+Rank.swift:6 named missing"])
        let all = try NibcatProcess.run(["images"], in: folder)
        #expect(
            all.stdout.contains(
                "ExampleApp/Sources/ProfileCell+Rank.swift:5: found 'avatar_placeholder': ExampleApp/Images/avatar_placeholder.png"),
            "\(all.stdout)")
    }

    @Test func withoutACatalogItIsAnError() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatImages.images([], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("no catalog here"))
    }
}
