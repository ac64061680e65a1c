import NibRuntime
import Testing

@Suite struct ControlEventsTests {
    @Test func describesTheBitsByInterfaceBuildersNames() {
        #expect(ControlEvents(rawValue: 1 << 6).description == "touchUpInside")
        #expect(ControlEvents(rawValue: 1 << 12 | 1 << 0).description == "touchDown,valueChanged")
        #expect(ControlEvents(rawValue: 1 << 30).description == "mask:0x40000000")
        #expect(ControlEvents().description == "")
    }
}
