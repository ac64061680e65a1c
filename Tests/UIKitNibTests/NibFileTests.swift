import Testing
import UIKitNib

@Suite struct CompiledNibReaderTests {
    @Test func folderNibVariantUIKitWouldLoad() {
        #expect(
            CompiledNibReader.preferredVariant(among: ["runtime.nib", "objects-8.0+.nib", "objects-13.0+.nib", "objects.nib"])
                == "objects-13.0+.nib")
        #expect(CompiledNibReader.preferredVariant(among: ["objects-9.0+.nib", "objects-10.0+.nib"]) == "objects-10.0+.nib")
        #expect(CompiledNibReader.preferredVariant(among: ["runtime.nib", "objects.nib"]) == "objects.nib")
        #expect(CompiledNibReader.preferredVariant(among: ["runtime.nib"]) == "runtime.nib")
        #expect(
            CompiledNibReader.preferredVariant(among: ["keyedobjects.nib", "keyedobjects-101300.nib"])
                == "keyedobjects-101300.nib")
        #expect(CompiledNibReader.preferredVariant(among: ["designable.nib", "info.nib"]) == nil)
    }
}
