import NibRuntime
import Testing

@Suite struct NibObjectTests {
    @Test func recordsEveryConnectionInOrder() {
        let object = NibObject(className: "_TtC3App5Owner", archivedClassName: "NSObject")
        let first = NibObject(className: "UIView")
        let second = NibObject(className: "UIView")
        object.connectOutlet("view", to: first)
        object.connectOutlet("view", to: second)
        object.connectOutlet("responder", to: nil)
        object.connectOutletCollection("cards", to: [first, second])
        object.connectAction("tapped:", target: first, events: ControlEvents(rawValue: 1 << 6))
        #expect(object.outlets.map(\.name) == ["view", "view", "responder"])
        #expect(object.outlet("view") === second, "the last connection wins, as a property set twice")
        #expect(object.outlet("responder") == nil)
        #expect(object.outletCollections.first?.destinations.count == 2)
        #expect(object.actions.first?.target === first)
        #expect(object.swiftClassName.qualified == "App.Owner")
        #expect(object.archivedClassName == "NSObject")
        #expect(object.archived == nil)
    }

    @Test func countsItsAwakenings() {
        let object = NibObject(className: "UIView")
        #expect(object.awakeCount == 0)
        object.awakeFromNib()
        #expect(object.awakeCount == 1)
        #expect(object.archivedClassName == "UIView")
    }
}
