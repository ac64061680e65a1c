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
        // mixpanel's MPSurvey text view (Xcode 7.3), saved without an alignment, archives 0.
        #expect(UIKitTextAlignment.archived(by: .textView, saved: nil) == .left)
        #expect(UIKitTextAlignment.allCases.allSatisfy { UIKitTextAlignment(name: $0.name) == $0 })
    }
}
