import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import Testing
import UIKitNib

@testable import NibCompiler

/// Meta fonts as Xcode 26 archives them, and the title bar font's text style descriptor.
@Suite struct AppKitFontsTests {
    static func label(_ id: Int, font: String) -> String {
        """
                <textField id="\(id)"><rect key="frame" x="0.0" y="\(id)" width="100" height="20"/>\
            <textFieldCell key="cell" title="L" id="\(id + 1)"><font key="font" \(font)/></textFieldCell></textField>
        """
    }

    static func compile(_ labels: [String]) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: labels.joined(separator: "\n")))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// viraptor's `metafonts-extra`: the title bar font is bold 13 with the headline style; the
    /// user's font is Helvetica 12.
    @Test func theTitleBarFontCarriesItsTextStyle() throws {
        let graph = try Self.compile([Self.label(10, font: #"metaFont="titleBar""#), Self.label(20, font: #"metaFont="user""#)])
        let fonts = graph.objects.filter { $0.className == "NSFont" }
        #expect(fonts.map { graph.string($0.value(forKey: "NSName")) } == [".AppleSystemUIFontBold", "Helvetica"])
        let descriptor = try #require(graph.object(fonts[0].value(forKey: "NSTextStyleDescriptor"))?.object)
        #expect(descriptor.value(forKey: "NSFontDescriptorOptions") == .integer(0x8000_8404))
        let attributes = graph.members(descriptor.value(forKey: "NSFontDescriptorAttributes"))
        #expect(attributes.count == 6)
        #expect(graph.string(attributes[3]) == "UICTFontTextStyleHeadline")
        #expect(fonts[1].value(forKey: "NSTextStyleDescriptor") == nil)
    }

    /// Aerial's labels in the appearance's font (Xcode 26, `MenuModeViewController`): the system
    /// font at 13 that takes its size from the appearance, one object for every label.
    @Test func theAppearanceFontIsOneSystemFontSizedByTheAppearance() throws {
        let font = #"usesAppearanceFont="YES""#
        let graph = try Self.compile([Self.label(10, font: font), Self.label(20, font: font)])
        let fonts = graph.objects.filter { $0.className == "NSFont" }
        #expect(fonts.count == 1)
        let appearance = try #require(fonts.first)
        #expect(appearance.value(forKey: "NSFontUsesAppearanceFontSize") == .bool(true))
        #expect(graph.string(appearance.value(forKey: "NSName")) == ".AppleSystemUIFont")
        #expect(appearance.value(forKey: "NSfFlags") == .integer(1044))

        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.label(10, font: font)))
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1"))
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == [nil])
    }

    /// Aerial's semibold, medium and label system fonts (Xcode 26): named for their weight, flags
    /// 6164, 5908 and 2843 whatever the size; without a size they are refused, as the pairs show
    /// none.
    @Test func weightedSystemFontsNeedTheirSize() throws {
        let graph = try Self.compile([
            Self.label(10, font: #"metaFont="systemSemibold" size="15""#), Self.label(20, font: #"metaFont="systemMedium" size="14""#),
            Self.label(30, font: #"metaFont="label" size="11""#),
        ])
        let fonts = graph.objects.filter { $0.className == "NSFont" }
        #expect(
            fonts.map { graph.string($0.value(forKey: "NSName")) } == [
                ".AppleSystemUIFontDemi", ".AppleSystemUIFontMedium", ".AppleSystemUIFont",
            ])
        #expect(fonts.map { $0.value(forKey: "NSfFlags") } == [.integer(6164), .integer(5908), .integer(2843)])
        let sizeless = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(holding: Self.label(10, font: #"metaFont="systemMedium""#))))
        #expect(sizeless.diagnostics.first?.message == "metaFont systemMedium without a size is not known to the macOS compiler yet")
    }

    /// The mini system font, which no pair shows, is refused, and under `--allow-approximation`
    /// written at AppKit's 9 points with the flags the shown meta fonts' sequence gives it.
    @Test func theMiniSystemFontIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.label(10, font: #"metaFont="miniSystem""#)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == [nil])
        var options = CompileOptions()
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let font = try #require(graph.objects.first { $0.className == "NSFont" })
        #expect(font.value(forKey: "NSSize") == .double(9))
        #expect(font.value(forKey: "NSfFlags") == .integer(0xE1E))
    }

    /// The user's fixed-pitch font (SameBoy's debugger consoles), which no pair shows, is refused,
    /// and under `--allow-approximation` written as macOS's default one by name, at the size the
    /// document gives.
    @Test func theUsersFixedPitchFontIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.label(10, font: #"metaFont="fixedUser" size="12""#)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.count == 1)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let font = try #require(graph.objects.first { $0.className == "NSFont" })
        #expect(graph.string(font.value(forKey: "NSName")) == "Menlo-Regular")
        #expect(font.value(forKey: "NSSize") == .double(12))
        #expect(font.value(forKey: "NSfFlags") == .integer(AppKitFonts.namedFontFlags))
    }

    /// The system font's other weights (iTerm2's and Tunnelblick's windows), which no pair shows,
    /// are refused, and under `--allow-approximation` written by the names the medium and
    /// semibold weights show, at the system font's 13 points or the size the document gives.
    @Test(arguments: [
        ("systemUltraLight", ".AppleSystemUIFontUltraLight"), ("systemThin", ".AppleSystemUIFontThin"),
        ("systemLight", ".AppleSystemUIFontLight"), ("systemHeavy", ".AppleSystemUIFontHeavy"),
        ("systemBlack", ".AppleSystemUIFontBlack"),
    ])
    func theSystemFontsOtherWeightsAreApproximations(metaFont: String, name: String) throws {
        let sized = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.label(10, font: #"metaFont="\#(metaFont)" size="24""#)))
        #expect(try CompilerTestSupport.refusal(sized).diagnostics.map(\.line) == [15])
        let sizeless = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.label(10, font: #"metaFont="\#(metaFont)""#)))
        let sizes = try [sized, sizeless].map { xib in
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let font = try #require(graph.objects.first { $0.className == "NSFont" })
            #expect(graph.string(font.value(forKey: "NSName")) == name)
            #expect(font.value(forKey: "NSfFlags") == .integer(AppKitFonts.namedFontFlags))
            return font.value(forKey: "NSSize")
        }
        #expect(sizes == [.double(24), .double(13)])
    }

    /// Aerial's `SetDefaultWindowController` (Xcode 26): a text style's font is the system font at
    /// the style's size, flagged as a font by name, one object per style, with the style's
    /// descriptor; a style the pairs do not show is an approximation.
    @Test func aTextStylesFontIsTheSystemFontAtTheStylesSize() throws {
        let title2 = #"textStyle="title2" name=".SFNS-Regular""#
        let graph = try Self.compile([
            Self.label(10, font: title2), Self.label(20, font: title2),
            Self.label(30, font: #"textStyle="largeTitle" name=".SFNS-Regular""#),
        ])
        let fonts = graph.objects.filter { $0.className == "NSFont" }
        #expect(fonts.map { $0.value(forKey: "NSSize") } == [.double(17), .double(26)])
        #expect(fonts.allSatisfy { $0.value(forKey: "NSfFlags") == .integer(16) && $0.value(forKey: "NSHasWidth") == .bool(false) })
        let descriptor = try #require(graph.object(fonts[1].value(forKey: "NSTextStyleDescriptor"))?.object)
        #expect(graph.string(graph.members(descriptor.value(forKey: "NSFontDescriptorAttributes"))[3]) == "UICTFontTextStyleTitle0")
        let footnote = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.label(10, font: #"textStyle="footnote" name=".SFNS-Regular""#)))
        #expect(try CompilerTestSupport.refusal(footnote).diagnostics.map(\.line) == [15])
    }

    /// NetNewsWire's headline and callout labels: a style no pair shows is written as the pairs'
    /// are, at AppKit's size for it (the headline in the bold face the document saves), with a
    /// warning; the headline in another face is refused.
    @Test func aTextStyleNoPairShowsIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: [
                    Self.label(10, font: #"textStyle="headline" name=".SFNS-Bold""#),
                    Self.label(20, font: #"textStyle="callout" name=".SFNS-Regular""#),
                ].joined(separator: "\n")))
        guard case .documentErrors(_, let diagnostics) = try CompilerTestSupport.refusal(xib) else {
            Issue.record("a strict compile fails naming the fonts")
            return
        }
        #expect(diagnostics.count == 2 && diagnostics.allSatisfy(\.isApproximation))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompilerTestSupport.approximating)
        #expect(output.diagnostics.map(\.line) == [15, 16])
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let fonts = graph.objects.filter { $0.className == "NSFont" }
        #expect(fonts.map { graph.string($0.value(forKey: "NSName")) } == [".AppleSystemUIFontBold", ".AppleSystemUIFont"])
        #expect(fonts.map { $0.value(forKey: "NSSize") } == [.double(13), .double(12)])
        let descriptor = try #require(graph.object(fonts[0].value(forKey: "NSTextStyleDescriptor"))?.object)
        #expect(graph.string(graph.members(descriptor.value(forKey: "NSFontDescriptorAttributes"))[3]) == "UICTFontTextStyleHeadline")
        let regularHeadline = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.label(10, font: #"textStyle="headline" name=".SFNS-Regular""#)))
        #expect(try CompilerTestSupport.refusal(regularHeadline, options: CompilerTestSupport.approximating).diagnostics.count == 1)
    }

    /// The archiver writes equal numbers once, in the form met first: the title bar font's size
    /// 13.0 is also object id 13 (`metafonts-extra`).
    @Test func equalNumbersShareOneObject() throws {
        let labels = (1...6).map { Self.label($0 * 10, font: #"metaFont="titleBar""#) }
        let graph = try Self.compile(labels)
        let thirteens = graph.objects.filter {
            $0.className == "NSNumber"
                && [.double(13), .integer(13)].contains($0.value(forKey: "NS.dblval") ?? $0.value(forKey: "NS.intval"))
        }
        #expect(thirteens.count == 1)
        #expect(thirteens.first?.value(forKey: "NS.dblval") == .double(13))
    }
}
