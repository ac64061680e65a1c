import Foundation
import Testing
import UIKitNib

/// The alignment a label, text field or text view archives, by what its source saves.
@Suite struct UIKitTextAlignmentTests {
    @Test func defaultsByOwner() {
        #expect(UIKitTextAlignment.archived(by: .label, saved: nil) == .left)
        #expect(UIKitTextAlignment.archived(by: .label, saved: nil, paragraphStyle: "center") == .center)
        #expect(UIKitTextAlignment.archived(by: .label, saved: "right", paragraphStyle: "center") == .right)
        #expect(UIKitTextAlignment.archived(by: .label, saved: "sideways") == .left)
        #expect(UIKitTextAlignment.archived(by: .textField, saved: nil, paragraphStyle: "center") == .natural)
        #expect(UIKitTextAlignment.archived(by: .textView, saved: "justified") == .justified)
        #expect(UIKitTextAlignment.allCases.allSatisfy { UIKitTextAlignment(name: $0.name) == $0 })
    }
}
