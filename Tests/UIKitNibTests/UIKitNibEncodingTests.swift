import Foundation
import NibArchive
import Testing
import UIKitNib

/// The model encodes from its typed fields.
@Suite struct UIKitNibEncodingTests {
    /// A model made from objects alone (as the compiler makes one) reads its strings from its
    /// `NSString` objects, and a class swapper's names stay where they were archived among its values.
    @Test func aModelOfObjectsAloneEncodesItsFieldsInPlace() throws {
        func string(_ text: String) -> UIKitNib.Object {
            UIKitNib.Object(
                className: "NSString", content: .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(text.utf8)))]))
        }
        let swapper = UIKitNib.ClassSwapper(
            className: UIKitNib.Text(string: "CardView", archived: .object(2)),
            originalClassName: UIKitNib.Text(string: "UIView", archived: .object(3)),
            values: [NibGraph.Entry(key: "A", value: .integer(1)), NibGraph.Entry(key: "B", value: .integer(2))], namePosition: 1)
        let root = UIKitNib.Root(
            topLevelObjects: UIKitNib.List(members: [1], archived: .object(4)), objects: UIKitNib.List(members: [1], archived: .object(4)))
        let nib = UIKitNib(objects: [
            UIKitNib.Object(className: UIKitNibClass.root, content: .root(root)),
            UIKitNib.Object(className: UIKitNibClass.classSwapper, content: .classSwapper(swapper)),
            string("CardView"), string("UIView"),
            UIKitNib.Object(
                className: "NSArray",
                content: .values([
                    NibGraph.Entry(key: NibGraph.inlinedValueKey, value: .bool(true)),
                    NibGraph.Entry(key: NibGraph.memberKey, value: .object(1)),
                ])),
        ])
        #expect(nib.string(.object(2)) == "CardView")
        #expect(nib.string(.object(1)) == nil)
        let graph = try nib.graph()
        #expect(graph.objects[1].entries.map(\.key) == ["A", UIKitNibKey.className, UIKitNibKey.originalClassName, "B"])
        let decoded = try UIKitNib(graph)
        #expect(decoded == nib)
        // Names after every value, as Xcode archives them, decode as such.
        var namesLast = nib
        var swapperNamesLast = swapper
        swapperNamesLast.namePosition = nil
        namesLast.objects[1].content = .classSwapper(swapperNamesLast)
        #expect(try namesLast.graph().objects[1].entries.last?.key == UIKitNibKey.originalClassName)
        #expect(try UIKitNib(namesLast.graph()) == namesLast)
    }
}
