import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport
import Testing

/// `Catalog.classOutlets` on `Tests/Fixtures/CodeCrossCheck`: `ProfileController` (Swift) inherits
/// from `BaseController` (Objective-C), `Profile.xib` connects both classes' members, one outlet
/// and one action that no source declares, and an External Object implemented in a `.m`.
@Suite struct ClassOutletsTests {
    /// The fixture indexed into a catalog in a temporary folder, which the caller removes.
    private func indexedFixture(label: String = #function) throws -> (Catalog, URL) {
        let folder = try TestPaths.temporaryFolder(label)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [TestPaths.fixtures.appendingPathComponent("CodeCrossCheck").path])
        return (catalog, folder)
    }

    /// Each member as `kind name status declaredBy type place: connections`.
    private func summary(_ answer: ClassOutlets) -> [String] {
        answer.members.map { member in
            let place = member.path.map { "\($0):\(member.line ?? 0)" } ?? "-"
            let connections = member.connections.map { "\($0.document):\($0.line) \($0.source)→\($0.destination) \($0.objectClass ?? "-")" }
            return "\(member.kind.rawValue) \(member.name) \(member.status.rawValue) \(member.declaredBy ?? "-") "
                + "\(member.typeName ?? "-") \(place): \(connections.joined(separator: ", "))"
        }
    }

    @Test func membersFollowSuperclassesAcrossLanguagesAndUndeclaredConnectionsAreMarked() throws {
        let (catalog, folder) = try indexedFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = try catalog.classOutlets(className: "ProfileController")
        #expect(answers.count == 1)
        let profile = try #require(answers.first)
        #expect(profile.path == "ProfileController.swift")
        #expect(profile.line == 4)
        #expect(profile.superclasses == ["BaseController", "UIViewController"])
        #expect(
            summary(profile) == [
                "outlet avatarView declared ProfileController RoundView ProfileController.swift:5: Profile.xib:12 -1→aV1-fy-001 ProfileController",
                "outlet coordinator declared ProfileController Coordinator ProfileController.swift:7: Profile.xib:14 -1→eX1-co-001 ProfileController",
                "outlet nameLabel inherited BaseController UILabel BaseController.h:4: Profile.xib:11 -1→lB1-nm-001 ProfileController",
                "outlet titleLabel declared ProfileController UILabel ProfileController.swift:6: ",
                "outlet titleLabl undeclared - - -: Profile.xib:13 -1→lB1-nm-001 ProfileController",
                "outlet view system - - -: Profile.xib:10 -1→rT1-vw-001 ProfileController",
                "action goBack: inherited BaseController - BaseController.h:5: Profile.xib:37 bT1-gb-001→-1 ProfileController",
                "action shareTapped: declared ProfileController - ProfileController.swift:9: Profile.xib:38 bT1-gb-001→-1 ProfileController",
            ])
        #expect(profile.members.last?.connections.first?.eventType == "touchUpInside")
    }

    @Test func aSuperclassListsItsOwnMembersWithTheSubclassObjectsThatConnectThem() throws {
        let (catalog, folder) = try indexedFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try #require(try catalog.classOutlets(className: "BaseController").first)
        #expect(base.superclasses == ["UIViewController"])
        // ProfileController's own outlets and its undeclared `titleLabl` are not BaseController's.
        #expect(
            summary(base) == [
                "outlet nameLabel declared BaseController UILabel BaseController.h:4: Profile.xib:11 -1→lB1-nm-001 ProfileController",
                "action goBack: declared BaseController - BaseController.h:5: Profile.xib:37 bT1-gb-001→-1 ProfileController",
            ])
    }

    @Test func anExternalObjectsActionsAreItsClasss() throws {
        let (catalog, folder) = try indexedFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let coordinator = try #require(try catalog.classOutlets(className: "Coordinator").first)
        #expect(coordinator.path == "Coordinator.m")
        #expect(
            summary(coordinator) == [
                "action didTap: declared Coordinator - Coordinator.m:7: Profile.xib:39 bT1-gb-001→eX1-co-001 Coordinator",
                "action gone: undeclared - - -: Profile.xib:40 bT1-gb-001→eX1-co-001 Coordinator",
            ])
    }

    /// `Pager.xib`: measured on openfoodfacts-ios and Simplenote, whose nibs connect outlets that
    /// a pod's superclass and UIView itself declare.
    @Test func outletsASuperclassOutsideTheSourcesOrUIViewMayDeclareAreNotMarked() throws {
        let (catalog, folder) = try indexedFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pager = try #require(try catalog.classOutlets(className: "PagerController").first)
        #expect(pager.superclasses == ["ButtonBarPagerTabStripViewController"])
        #expect(
            summary(pager) == [
                "outlet containerView unchecked - - -: Pager.xib:12 -1→pG1-sc-001 PagerController",
                "outlet header declared PagerController RoundView PagerController.swift:6: Pager.xib:11 -1→pG1-hd-001 PagerController",
                "outlet view system - - -: Pager.xib:10 -1→pG1-vw-001 PagerController",
            ])
        let round = try #require(try catalog.classOutlets(className: "RoundView").first)
        #expect(summary(round) == ["outletCollection gestureRecognizers system - - -: Pager.xib:22 pG1-hd-001→pG1-tp-001 RoundView"])
    }

    @Test func aClassOnlyDocumentsUseIsKnownButUnchecked() throws {
        let (catalog, folder) = try indexedFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let vendor = try catalog.classOutlets(className: "VendorKit.VendorBadge")
        #expect(vendor.map { "\($0.className) \($0.module ?? "-") \($0.path ?? "-") \($0.members.count)" } == ["VendorBadge VendorKit - 0"])
        let label = try #require(try catalog.classOutlets(className: "UILabel").first)
        #expect(label.path == nil)
        #expect(label.members.isEmpty)
        #expect(try catalog.classOutlets(className: "Nobody").isEmpty)
        #expect(try catalog.classSuggestions(className: "ProfileControler", includingSources: true) == ["ProfileController"])
        // BaseController is declared but no document object is one: who-uses cannot offer it, outlets can.
        #expect(try catalog.classSuggestions(className: "BaseControler").isEmpty)
        #expect(try catalog.classSuggestions(className: "BaseControler", includingSources: true) == ["BaseController"])
    }
}
