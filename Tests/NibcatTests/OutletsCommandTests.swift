import Foundation
import TestSupport
import Testing

/// `nibcat outlets` against the example app, whose Swift sources rename an outlet the storyboard
/// still connects (`DetailViewController.titleLbl`).
@Suite struct OutletsCommandTests {
    @Test func aRenamedOutletIsMarkedAndTheNewNameIsConnectedByNoDocument() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["outlets", "DetailViewController"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                ExampleApp/Sources/DetailViewController.swift:4: class DetailViewController: UIViewController
                ! outlet titleLabel  declared by neither DetailViewController nor its superclasses
                    ExampleApp/Base.lproj/Main.storyboard:236: dT6-vC-3xF → dL8-tL-2kS
                  outlet titleLbl: UILabel  ExampleApp/Sources/DetailViewController.swift:5
                    connected by no document

                """, "\(result.stdout)")
    }

    @Test func anUnwindSegueConnectsTheActionItUnwindsTo() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["outlets", "HomeViewController", "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(answers.count == 1)
        let home = try #require(answers.first)
        #expect(home["class"] as? String == "HomeViewController")
        #expect(home["path"] as? String == "ExampleApp/Sources/HomeViewController.swift")
        let members = try #require(home["members"] as? [[String: Any]])
        #expect(
            members.map { "\($0["kind"]!) \($0["name"]!) \($0["status"]!)" } == [
                "outlet badgeView declared", "outlet cardView declared", "outlet tableView declared",
                "action bannerTapped: declared", "action unwindToHomeWithSegue: declared",
            ])
        let unwind = try #require((members.last?["connections"] as? [[String: Any]])?.first)
        #expect(unwind["kind"] as? String == "segue")
        #expect(unwind["document"] as? String == "ExampleApp/Base.lproj/Main.storyboard")
        #expect(unwind["line"] as? Int == 216)
        #expect(unwind["class"] is NSNull)
        #expect(try NibcatProcess.run(["outlets", "HomeViewController", "--json"], in: folder).stdout == result.stdout)
    }

    @Test func anUnknownClassIsAnErrorWithTheNearestNames() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let typo = try NibcatProcess.run(["outlets", "DetailViewControler"], in: folder)
        #expect(typo.status == 1)
        #expect(typo.stdout.isEmpty)
        #expect(
            typo.stderr
                == "DetailViewControler: error: no source declares this class and no document uses it; did you mean `DetailViewController`?\n"
        )
        let usage = try NibcatProcess.run(["outlets"], in: folder)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("Usage: nibcat outlets"), "\(usage.stderr)")
    }

    @Test func anOutletAddedInCodeIsSeenByTheNextQuery() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("import UIKit\n\nextension DetailViewController {\n    @IBAction func share(_ sender: Any) {}\n}\n".utf8)
            .write(to: folder.appendingPathComponent("Examples/ExampleApp/Sources/DetailSharing.swift"))
        let result = try NibcatProcess.run(["outlets", "DetailViewController"], in: folder)
        #expect(
            result.stdout.contains("  action share:  ExampleApp/Sources/DetailSharing.swift:4\n    connected by no document\n"),
            "\(result.stdout)")
    }
}
