import Foundation
import NibArchive
import Testing

@Suite struct NibDifferenceTests {
    @Test func oneLinePerKind() {
        let lines = [
            NibDifference(path: "UINibObjectsKey[3] UILabel.UIFont", kind: .onlyInA, a: "UIFont", b: nil),
            NibDifference(file: "Main.nib", path: "UINibObjectsKey[3] UILabel.UIText", kind: .value, a: #""Foo""#, b: #""Bar""#),
            NibDifference(path: "", kind: .class, a: "NSObject", b: "UIView"),
            NibDifference(file: "Main.nib", path: "", kind: .fileOnlyInB, a: nil, b: nil),
        ].map(\.description)
        #expect(
            lines == [
                "UINibObjectsKey[3] UILabel.UIFont: only in A: UIFont",
                #"Main.nib: UINibObjectsKey[3] UILabel.UIText: "Foo" ≠ "Bar""#,
                "(root): class NSObject ≠ UIView",
                "Main.nib: only in B",
            ])
    }

    @Test func jsonHasEveryKeyWithNullForAnEmptySide() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(NibDifference(path: "UIFont", kind: .onlyInA, a: "UIFont", b: nil))
        #expect(String(decoding: json, as: UTF8.self) == #"{"a":"UIFont","b":null,"file":"","kind":"onlyInA","path":"UIFont"}"#)
    }
}
