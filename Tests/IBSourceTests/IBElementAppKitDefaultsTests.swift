import IBSource
import Testing

/// An AppKit element read with Interface Builder's defaults for what it leaves out.
@Suite struct IBElementAppKitDefaultsTests {
    @Test func whatIsLeftOutReadsAsInterfaceBuildersDefault() {
        let saved = IBElement(name: "buttonCell")
        #expect(saved.cellAlignment == "natural" && saved.cellLineBreakMode == "wordWrapping")
        #expect(saved.cellImageScaling == "proportionallyDown" && saved.buttonCellType == "push")
        #expect(IBElement(name: "scrollView").scrollViewBorderType == "bezel")
    }

    @Test func whatIsSavedIsRead() {
        let cell = IBElement(
            name: "buttonCell",
            attributes: ["alignment": "center", "lineBreakMode": "truncatingTail", "imageScaling": "axesIndependently", "type": "check"])
        #expect(cell.cellAlignment == "center" && cell.cellLineBreakMode == "truncatingTail")
        #expect(cell.cellImageScaling == "axesIndependently" && cell.buttonCellType == "check")
        #expect(IBElement(name: "scrollView", attributes: ["borderType": "none"]).scrollViewBorderType == "none")
        #expect(IBElement.wrappingLineBreakModes.contains("charWrapping") && !IBElement.wrappingLineBreakModes.contains("clipping"))
    }
}
