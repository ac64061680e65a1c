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
        let options =
            pair.hasPrefix("Aerial")
            ? try AppKitCollectionViewBuilderTests.aerialOptions()
            : CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let nib = try #require(CompilerTestSupport.compiledBesideXcode(pair: pair, document: document, options: options).nibs.first)
        for archived in [nib.ours, nib.xcode] {
            #expect(archived.objects.filter { $0.className == "NSImage" }.count == 1)
            #expect(archived.objects.filter { $0.className == "NSBitmapImageRep" }.count == bitmaps)
        }
        let inImages = NibGraphComparison.differences(nib.ours, nib.xcode).filter { difference in
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

    /// Data that is not base64, and an archive listing one bitmap twice (which would archive its
    /// bytes twice), are refused naming the declaration; each is said once.
    @Test(arguments: [
        "!!!!",
        // An NSImage whose NSReps lists the same pair twice.
        Self.archive(representationsListedTwice: true),
    ])
    func anEmbeddedImageOfAnotherFormIsRefused(data: String) throws {
        let xib = Self.document(holding: data, cells: 2)
        let refusal = try CompilerTestSupport.refusal(xib, options: CompileOptions(allowsApproximation: true))
        let declarations = refusal.diagnostics.filter { $0.message.contains("which the document holds") }
        #expect(declarations.count == 1)
        #expect(declarations.first?.line != nil)
    }

    static func document(holding data: String, cells: Int) -> Data {
        let buttons = (0..<cells).map { index in
            """
                        <button id="b\(index)"><rect key="frame" x="0.0" y="\(index * 20)" width="20" height="20"/>\
                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="buttonCell:10:image" \
                imagePosition="only" inset="2" id="c\(index)"><behavior key="behavior" pushIn="YES" lightByBackground="YES" \
                lightByGray="YES"/><font key="font" metaFont="system"/></buttonCell></button>
            """
        }
        return CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: buttons.joined(separator: "\n")),
            resources: """
                <image name="buttonCell:10:image" width="1" height="1">
                    <mutableData key="keyedArchiveRepresentation">\(data)</mutableData>
                </image>
                """)
    }

    /// A keyed archive of an NSImage of one 1,000-byte bitmap, its pair listed once or twice,
    /// with a size or, as Xcode 8.3 archived Clipy's, without one.
    static func archive(representationsListedTwice: Bool, sized: Bool = true) -> String {
        var image: [String: PropertyListValue] = ["$class": .uid(6), "NSImageFlags": .integer(0), "NSReps": .uid(3)]
        if sized { image["NSSize"] = .uid(2) }
        let objects: [PropertyListValue] = [
            .string("$null"),
            .dictionary(image),
            .string("{1, 1}"),
            .dictionary(["$class": .uid(7), "NS.objects": .array(representationsListedTwice ? [.uid(4), .uid(4)] : [.uid(4)])]),
            .dictionary(["$class": .uid(8), "NS.objects": .array([.integer(0), .uid(5)])]),
            .dictionary(["$class": .uid(9), "NSTIFFRepresentation": .data(Data(repeating: 7, count: 1000))]),
            .dictionary(["$classname": .string("NSImage"), "$classes": .array([.string("NSImage")])]),
            .dictionary(["$classname": .string("NSMutableArray"), "$classes": .array([.string("NSMutableArray")])]),
            .dictionary(["$classname": .string("NSArray"), "$classes": .array([.string("NSArray")])]),
            .dictionary(["$classname": .string("NSBitmapImageRep"), "$classes": .array([.string("NSBitmapImageRep")])]),
        ]
        let archive = PropertyListValue.dictionary([
            "$archiver": .string("NSKeyedArchiver"), "$version": .integer(100000), "$top": .dictionary(["root": .uid(1)]),
            "$objects": .array(objects),
        ])
        return BinaryPropertyListWriter.data(archive).base64EncodedString()
    }

    /// A menu item's secondary image the document holds (CotEditor's Open Recent), which no pair
    /// shows: refused, and with `--allow-approximation` the image the document holds, after the
    /// title as the pairs' symbols are.
    @Test func aMenuItemsSecondaryImageTheDocumentHoldsIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                <menu title="File" id="9"><items>\
                <menuItem title="Open Recent" secondaryImage="menuItem:10:secondaryImage" id="10"/></items></menu>
                """,
            resources: """
                <image name="menuItem:10:secondaryImage" width="1" height="1">
                    <mutableData key="keyedArchiveRepresentation">\(Self.archive(representationsListedTwice: false))</mutableData>
                </image>
                """)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a menu item's secondary image other than an SF Symbol, which no pair shows, is archived as an image view's, where the pairs' symbols are"
            ])
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        #expect(graph.object(item.value(forKey: "NSActionImage"))?.object.className == "NSImage")
        #expect(item.value(forKey: "NSHasActionImage") == .bool(true))
    }

    @Test func anArchiveListingItsBitmapOnceIsRead() throws {
        let xib = Self.document(holding: Self.archive(representationsListedTwice: false), cells: 2)
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib)
        #expect(graph.objects.filter { $0.className == "NSImage" }.count == 1)
        #expect(graph.objects.filter { $0.className == "NSBitmapImageRep" }.count == 1)
    }

    /// An image archived without a size keeps none: an approximation, refused without
    /// `--allow-approximation` naming the image's declaration.
    @Test func anImageWithoutASizeIsArchivedWithoutOne() throws {
        let xib = Self.document(holding: Self.archive(representationsListedTwice: false, sized: false), cells: 1)
        let refusal = try CompilerTestSupport.refusal(xib, options: CompileOptions())
        let declaration = try #require(refusal.diagnostics.first { $0.message.contains("without a size") })
        #expect(declaration.line != nil)
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let image = try #require(graph.objects.first { $0.className == "NSImage" })
        #expect(image.value(forKey: "NSImageFlags") != nil)
        #expect(image.value(forKey: "NSSize") == nil)
    }
}
