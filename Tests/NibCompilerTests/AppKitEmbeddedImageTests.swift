import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Images the document holds, against Xcode 26's nibs of the two pairs that show them:
/// transmission's torrent list's image cell (a calibrated white background) and Aerial's
/// `VideoFormatViewController` button (three bitmaps, a gray background in the nib's gray space).
@Suite struct AppKitEmbeddedImageTests {
    @Test(arguments: [
        ("ibtool-1c4e662-transmission-MainMenu.xib", "transmission_MainMenu", 1),
        ("Aerial-29101a6-VideoFormatViewController.xib", "VideoFormatViewController", 3),
    ])
    func anEmbeddedImageIsXcodes(pair: String, document: String, bitmaps: Int) throws {
        let folder = try TestPaths.corpus("pairs-macos/\(pair)")
        let source = try Data(contentsOf: folder.appendingPathComponent("source/\(document).xib"))
        let options =
            pair.hasPrefix("Aerial")
            ? try AppKitCollectionViewBuilderTests.aerialOptions()
            : CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let output = try NibCompiler.compile(data: source, path: "\(document).xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: document).graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/\(document).nib").path).graph
        for archived in [graph, xcode] {
            #expect(archived.objects.filter { $0.className == "NSImage" }.count == 1)
            #expect(archived.objects.filter { $0.className == "NSBitmapImageRep" }.count == bitmaps)
        }
        let inImages = NibGraphComparison.differences(graph, xcode).filter { difference in
            difference.path.split(separator: " ").contains { $0.hasPrefix("NSImage.") || $0.hasPrefix("NSBitmapImageRep.") }
        }
        #expect(inImages.isEmpty, "\(inImages)")
    }

    /// An archive the compiler does not read is refused naming the image's declaration, not
    /// written as a project image by its name.
    @Test func anUnreadableEmbeddedImageIsRefused() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                            <button id="9"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/>\
                    <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="buttonCell:10:image" \
                    imagePosition="only" inset="2" id="10"><behavior key="behavior" pushIn="YES" lightByBackground="YES" \
                    lightByGray="YES"/><font key="font" metaFont="system"/></buttonCell></button>
                    """),
            resources: """
                <image name="buttonCell:10:image" width="1" height="1">
                    <mutableData key="keyedArchiveRepresentation">
                YnBsaXN0MDDRAQJUcm9vdBABCAsQAAAAAAAAAQEAAAAAAAAAAwAAAAAAAAAAAAAAAAAAABI
                </mutableData>
                </image>
                """)
        let refusal = try CompilerTestSupport.refusal(xib, options: CompileOptions(allowsApproximation: true))
        let declaration = try #require(refusal.diagnostics.first { $0.message.contains("which the document holds") })
        #expect(declaration.message.contains("buttonCell:10:image"))
        #expect(declaration.line != nil)
    }
}
