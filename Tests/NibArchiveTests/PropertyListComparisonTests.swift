import Foundation
import NibArchive
import Testing

@Suite struct PropertyListComparisonTests {
    @Test func keysMembersAndValuesThatDiffer() {
        let a: PropertyListValue = .dictionary([
            "UIStoryboardVersion": .integer(1),
            "UIViewControllerIdentifiersToNibNames": .dictionary(["SignIn": .string("SignIn"), "Old": .string("Old")]),
            "List": .array([.string("x"), .bool(true)]),
        ])
        let b: PropertyListValue = .dictionary([
            "UIStoryboardVersion": .integer(2),
            "UIViewControllerIdentifiersToNibNames": .dictionary(["SignIn": .string("SignIn"), "New": .string("New")]),
            "List": .array([.string("x")]),
        ])
        #expect(PropertyListComparison.differences(a, a, file: "Info.plist").isEmpty)
        #expect(
            PropertyListComparison.differences(a, b, file: "Info.plist") == [
                NibDifference(file: "Info.plist", path: "List[1]", kind: .onlyInA, a: "true", b: nil),
                NibDifference(file: "Info.plist", path: "UIStoryboardVersion", kind: .value, a: "1", b: "2"),
                NibDifference(file: "Info.plist", path: "UIViewControllerIdentifiersToNibNames.New", kind: .onlyInB, a: nil, b: #""New""#),
                NibDifference(file: "Info.plist", path: "UIViewControllerIdentifiersToNibNames.Old", kind: .onlyInA, a: #""Old""#, b: nil),
            ])
    }
}
