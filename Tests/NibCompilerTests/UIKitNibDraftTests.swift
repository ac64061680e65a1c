import NibArchive
import Testing
import UIKitNib

@testable import NibCompiler

@Suite struct UIKitNibDraftTests {
    @Test func equalStringsAndEmptyArraysAreOneObject() {
        var draft = UIKitNibDraft()
        #expect(draft.string("same") == draft.string("same"))
        #expect(draft.string("same") != draft.string("other"))
        #expect(draft.array([]) == draft.array([]))
        let view = draft.add("UIView")
        #expect(draft.array([view]) != draft.array([view]))
    }

    @Test func theModelHasTheRootFirstAndTypedObjectsAsMade() throws {
        var draft = UIKitNibDraft()
        let owner = draft.add(UIKitNibClass.proxy, .placeholder(UIKitNib.Placeholder(identifier: draft.text("IBFilesOwner"))))
        let color = draft.add("UIColor")
        draft.set("UIWhite", .float(1), on: color)
        let objects = draft.array([owner, color])
        draft.setRoot(UIKitNib.Root(objects: UIKitNibDraft.list(objects, of: [owner, color])))
        let model = draft.model()
        #expect(model.documentObjects == [owner.index, color.index])
        #expect(model.objects[owner.index].content == .placeholder(UIKitNib.Placeholder(identifier: draft.text("IBFilesOwner"))))
        #expect(model.objects[color.index].fallbackClassNames == ["NSColor"])
        #expect(model.value(forKey: "UIWhite", of: color.index) == .float(1))
        #expect(try UIKitNib(model.graph()) == model)
    }

    /// Values set on a class swapper after its names are placed are archived after them, where
    /// the compiler writes a storyboard container's keys; placed last, the names need no position.
    @Test func aClassSwapperKeepsWhereItsNamesWerePlaced() throws {
        var draft = UIKitNibDraft()
        let swapper = draft.addClassSwapper(className: "_TtC3App8CardView", originalClassName: "UIView")
        draft.set("UIBounds", .integer(1), on: swapper)
        draft.placeClassNames(on: swapper)
        draft.set("UIContainerKey", .integer(2), on: swapper)
        guard case .classSwapper(let placed) = draft.model().objects[swapper.index].content else {
            Issue.record("not a class swapper")
            return
        }
        #expect(placed.values.map(\.key) == ["UIBounds", "UIContainerKey"])
        #expect(placed.namePosition == 1)
        #expect(placed.originalClassName.string == "UIView")
        draft.removeValues("UIContainerKey", of: swapper)
        guard case .classSwapper(let last) = draft.model().objects[swapper.index].content else { return }
        #expect(last.namePosition == nil)
    }
}
