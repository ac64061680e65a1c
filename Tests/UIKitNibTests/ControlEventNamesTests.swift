import Testing
import UIKitNib

@Suite struct ControlEventNamesTests {
    @Test func eventMasksNameEveryBit() {
        #expect(ControlEventNames.eventType(mask: 1 << 6) == "touchUpInside")
        #expect(ControlEventNames.eventType(mask: (1 << 12) | (1 << 17)) == "valueChanged,editingChanged")
        #expect(ControlEventNames.eventType(mask: 1 << 30) == "mask:0x40000000")
    }

    @Test func everyNameGivesBackItsBit() {
        for (bit, name) in ControlEventNames.bits {
            #expect(ControlEventNames.mask(forType: name) == bit)
        }
        #expect(ControlEventNames.mask(forType: "noSuchEvent") == nil)
    }
}
