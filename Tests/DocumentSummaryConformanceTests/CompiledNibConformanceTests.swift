import DocumentSummary
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@Suite struct CompiledNibTests {
    private func metamap(_ relative: String) throws -> String {
        try TestPaths.corpus("nib/ios/metamap/\(relative)").path
    }

    @Test func xcodeCompiledViewNibReadsLikeItsXib() throws {
        let nib = try CompiledNibReader.read(path: try metamap("IncdOnboarding/ConsentCheckBox.nib"))
        #expect(nib.format == .nibArchive)
        let document = try nib.document()
        #expect(document.kind == .nib)
        #expect(document.platform == .iOS)
        #expect(document.filesOwner?.id == "#2")
        #expect(document.object(withID: "#4")?.placeholderRole == .firstResponder)
        #expect(document.topLevelObjectIDs == ["#6"])
        let checkbox = try #require(document.object(withID: "#8"))
        #expect(checkbox.customClass == "IncdCheckbox")
        #expect(checkbox.customModule == "IncdOnboarding")
        #expect(checkbox.element == "UIButton")
        #expect(checkbox.parentID == "#6")
        let outlets = document.connections.filter { $0.kind == .outlet }
        #expect(
            outlets.map { "\($0.sourceID).\($0.name ?? "")→\($0.destinationID)" } == [
                "#2.checkBox→#8", "#2.contentView→#6", "#2.textView→#31",
            ])
        let action = try #require(document.connections.first { $0.kind == .action })
        #expect(action.name == "checkBoxValueChanged")
        #expect(action.eventType == "valueChanged")
        #expect(action.sourceID == "#8")
        #expect(action.destinationID == "#2")
        #expect(
            Set(document.imageReferences.map(\.name)) == [
                "incdOnboarding.checkBox.checked", "incdOnboarding.checkBox.unchecked",
            ])
        #expect(document.imageReferences.allSatisfy { $0.objectID == "#8" && !$0.isSystem })
    }

    @Test func storyboardFolderListsScenesAndEntryPoint() throws {
        let storyboard = try CompiledStoryboard.read(path: try metamap("IncdOnboarding/Intro.storyboardc"))
        #expect(storyboard.entryPointIdentifier == "IntroViewController")
        #expect(storyboard.identifiersToNibNames == ["IntroViewController": "IntroViewController"])
        #expect(storyboard.nibs.map(\.name) == ["IntroViewController", "Tpy-9V-neI-view-8wf-mv-FB6"])
        let document = try storyboard.document()
        #expect(document.kind == .storyboardc)
        #expect(document.scenes.map(\.sceneID) == ["IntroViewController"])
        let controllerID = try #require(document.scenes.first?.controllerID)
        #expect(document.initialViewControllerID == controllerID)
        let controller = try #require(document.object(withID: controllerID))
        #expect(controller.role == "viewController")
        #expect(controller.storyboardIdentifier == "IntroViewController")
        #expect(controller.customModule == "IncdOnboarding")
        // Every id is unique across the folder's nibs.
        #expect(Set(document.objects.map(\.id)).count == document.objects.count)
    }

    @Test func everyMetamapNibAndStoryboardDecodes() throws {
        let root = try metamap("")
        var nibs = 0
        var storyboards = 0
        var customClasses = Set<String>()
        for module in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + module).sorted() {
                let path = root + "/" + module + "/" + name
                if name.hasSuffix(".storyboardc") {
                    let document = try CompiledStoryboard.read(path: path).document()
                    #expect(!document.scenes.isEmpty, "\(name) has no scenes")
                    storyboards += 1
                    customClasses.formUnion(document.objects.compactMap(\.customClass))
                } else if name.hasSuffix(".nib") {
                    let document = try CompiledNibReader.read(path: path).document()
                    #expect(document.filesOwner != nil, "\(name) has no File's Owner")
                    nibs += 1
                    customClasses.formUnion(document.objects.compactMap(\.customClass))
                }
            }
        }
        #expect(storyboards == 52)
        #expect(nibs == 48)
        #expect(customClasses.contains("IncdCheckbox"))
        #expect(!customClasses.contains { $0.hasPrefix("_Tt") }, "a mangled name was left undemangled")
    }
}
