import Testing
import UIKitNib

@Suite struct StoryboardNibNameTests {
    @Test func viewNibsAndControllerNibsReadAndWritten() {
        let view = StoryboardNibName("BYZ-38-t0r-view-8bC-Xf-vdC")
        #expect(view == .view(controllerID: "BYZ-38-t0r", viewID: "8bC-Xf-vdC"))
        #expect(view.isView && view.text == "BYZ-38-t0r-view-8bC-Xf-vdC")

        let generated = StoryboardNibName.generated(className: "UINavigationController", controllerID: "Xy1-ab-cd2")
        #expect(generated.text == "UINavigationController-Xy1-ab-cd2")
        #expect(StoryboardNibName(generated.text) == generated)
        #expect(!generated.isView)
        #expect(generated.isGenerated(forController: "Xy1-ab-cd2"))
        #expect(!generated.isGenerated(forController: "b-cd2x"))
        #expect(!view.isGenerated(forController: "8bC-Xf-vdC"))

        #expect(StoryboardNibName("Settings") == .controller("Settings"))
    }
}
