import CatalogStore
import Foundation
import TestSupport
import Testing

@Suite struct ClassUsageTests {
    @Test func ownerAndViewUsesOfAReusableView() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usages = try catalog.whoUses(className: "CardView")
        #expect(
            usages.map { "\($0.document) \($0.role) \($0.element) \($0.objectId)" } == [
                "ExampleApp/Base.lproj/Main.storyboard object view cE3-vH-7mD",
                "ExampleApp/Views/CardView.xib filesOwner placeholder -1",
            ])
        #expect(usages.allSatisfy { $0.customModule == "ExampleApp" && $0.kind != "" })
    }

    @Test func externalObjectsViewControllersCellsAndSegues() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try catalog.whoUses(className: "ViewControllerManager").map(\.role) == ["externalObject"])
        #expect(try catalog.whoUses(className: "HomeViewController").map(\.role) == ["viewController"])
        #expect(try catalog.whoUses(className: "ProfileCell").map(\.role) == ["cell"])
        let segue = try #require(try catalog.whoUses(className: "FadeSegue").first)
        #expect(segue.role == "segue")
        #expect(segue.element == "segue")
        #expect(segue.objectId == "fD7-sG-3eA")
    }

    @Test func firstResponderPlaceholdersOnlyOnRequest() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try catalog.whoUses(className: "UIResponder").isEmpty)
        let withPlaceholders = try catalog.whoUses(className: "UIResponder", includePlaceholders: true)
        #expect(!withPlaceholders.isEmpty)
        #expect(withPlaceholders.allSatisfy { $0.role == "firstResponder" })
    }

    @Test func moduleFilterUsesCustomOrSystemModule() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try catalog.whoUses(className: "AvatarView", module: "ExampleApp").count == 2)
        #expect(try catalog.whoUses(className: "AvatarView", module: "OtherModule").isEmpty)
        let labels = try catalog.whoUses(className: "UILabel", module: "UIKit")
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.customModule == nil && $0.role == "object" })
    }

    @Test func jsonShapeHasEveryContractKey() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usage = try #require(try catalog.whoUses(className: "UIButton").first)
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(usage)) as? [String: Any])
        for key in ["document", "kind", "objectId", "role", "element", "customModule"] {
            #expect(object.keys.contains(key), "missing \(key)")
        }
        #expect(object["customModule"] is NSNull)
    }
}
