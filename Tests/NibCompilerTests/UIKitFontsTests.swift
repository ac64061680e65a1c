import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// App fonts as Xcode writes them, on a fixture with an `AvenirNext-DemiBold` and an
/// `AvenirNext-Medium` label (the mixpanel Takeover and Fusuma pairs' fonts).
@Suite struct UIKitFontsTests {
    /// The fixture's fonts by name, compiled for `xcodeVersion`.
    static func appFonts(xcodeVersion: String) throws -> [String: NibGraph.Object] {
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcodeVersion))
        let graph = try CompilerTestSupport.compiledFixture("AppFontLabels.xib", options: options).graph
        let fonts = graph.objects.filter { $0.className == "UIFont" }
        return Dictionary(
            fonts.compactMap { font in graph.string(font.value(forKey: "UIFontName")).map { ($0, font) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// UIKit's button font is the regular system font of 18 points, however the size is written.
    @Test func theButtonFontIsTheRegularSystemFontOf18Points() {
        let font = { (attributes: IBAttributes) in
            IBElement(name: "fontDescription", attributes: attributes.merging(["key": "fontDescription"]) { $1 })
        }
        #expect(UIKitFonts.isButtonFont(font(["type": "system", "pointSize": "18"])))
        #expect(UIKitFonts.isButtonFont(font(["type": "system", "pointSize": "18.0"])))
        #expect(!UIKitFonts.isButtonFont(font(["type": "system", "weight": "medium", "pointSize": "18"])))
        #expect(!UIKitFonts.isButtonFont(font(["type": "boldSystem", "pointSize": "18"])))
        #expect(!UIKitFonts.isButtonFont(font(["type": "system", "pointSize": "15"])))
    }

    @Test func anAppFontsTraitsAreBoldForABoldFace() throws {
        // mixpanel Takeover (Xcode 9.1) and Fusuma FusumaViewController (8.1): DemiBold 2, Medium 0.
        let fonts = try Self.appFonts(xcodeVersion: "0910")
        #expect(fonts["AvenirNext-DemiBold"]?.value(forKey: "UIFontTraits") == .integer(2))
        #expect(fonts["AvenirNext-Medium"]?.value(forKey: "UIFontTraits") == .integer(0))
    }

    /// A bold system font's descriptor: Xcode 7.3 names its bold usage alone, 8 and later add it
    /// as an override too (mixpanel's MPNotification, 7.3; the aws-sdk pairs, 9.1).
    @Test(arguments: [("7.3", false), ("9.1", true)])
    func aBoldSystemFontsUsageOverride(xcode: String, overrides: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="bol-dla-bel">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                    <nil key="highlightedColor"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Bold", xcode: xcode)
        let descriptor = try #require(graph.objects.first { $0.className == "UIFontDescriptor" })
        let attributes = graph.members(descriptor.value(forKey: "UIFontDescriptorAttributes")).compactMap { graph.string($0) }
        #expect(attributes.contains("NSCTFontUIUsageOverrideAttribute") == overrides, "\(xcode): \(attributes)")
        #expect(attributes.contains("CTFontEmphasizedUsage"), "\(xcode)")
    }

    /// The italic system font: `.SFUI-RegularItalic`, the oblique usage and the italic trait, as
    /// Xcode 11.0 writes two study pairs' cell labels (not the regular face).
    @Test func anItalicSystemFont() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="ita-lic-lbl">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="italicSystem" pointSize="15"/>
                    <nil key="highlightedColor"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Italic", xcode: "11.0")
        let font = try #require(graph.objects.first { $0.className == "UIFont" })
        #expect(graph.string(font.value(forKey: "UIFontName")) == ".SFUI-RegularItalic")
        #expect(font.value(forKey: "UIFontTraits") == .integer(1))
        let descriptor = try #require(graph.objects.first { $0.className == "UIFontDescriptor" })
        let attributes = graph.members(descriptor.value(forKey: "UIFontDescriptorAttributes")).compactMap { graph.string($0) }
        #expect(attributes.contains("CTFontObliqueUsage"), "\(attributes)")
    }

    /// Light and thin system fonts carry their weight's trait from Xcode 11 (a study pair's
    /// `.SFUI-Light` 8 and `.SFUI-Thin` 4, Xcode 11.3; WorkFlowTestingApp's light labels, 13.4.1),
    /// not in Xcode 10 nor the newest, which no pair shows.
    @Test(
        arguments: [("10.1", nil, nil), ("11.3", 8, 4), ("12.4", 8, 4), ("13.4.1", 8, 4), ("26", nil, nil)] as [(String, Int64?, Int64?)])
    func lightAndThinSystemFontsTraits(xcode: String, light: Int64?, thin: Int64?) throws {
        let label = { (id: String, weight: String) in
            """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" weight="\(weight)" pointSize="13"/>
                    <nil key="highlightedColor"/>
                </label>
            """
        }
        let xib = CompilerTestSupport.iOSXIB(objects: label("lig-htw-lbl", "light") + label("thi-nwe-lbl", "thin"))
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Weights", xcode: xcode)
        let fonts = graph.objects.filter { $0.className == "UIFont" }
        let traits = Dictionary(
            fonts.compactMap { font in graph.string(font.value(forKey: "UIFontName")).map { ($0, font.value(forKey: "UIFontTraits")) } },
            uniquingKeysWith: { first, _ in first })
        let lightName = traits.keys.first { $0.hasSuffix("Light") }
        let thinName = traits.keys.first { $0.hasSuffix("Thin") }
        #expect(lightName.flatMap { traits[$0] } == .integer(light ?? 0), "\(xcode) \(traits)")
        #expect(thinName.flatMap { traits[$0] } == .integer(thin ?? 0), "\(xcode) \(traits)")
    }

    /// A face of a font file the document declares is not installed where ibtool runs: Xcode
    /// 10.1 and 11.7 archive it without traits or scaling keys, and anew for each use (study
    /// pairs' Gilroy and Montserrat faces; two buttons' Montserrat of one size are two fonts).
    @Test func aFontFileFaceIsNeitherResolvedNorShared() throws {
        let label = { (id: String) in
            """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" name="Gilroy-ExtraBold" family="Gilroy" pointSize="21"/>
                    <nil key="highlightedColor"/>
                </label>
            """
        }
        let fonts = """
            <customFonts key="customFonts">
                <array key="Gilroy-ExtraBold.otf">
                    <string>Gilroy-ExtraBold</string>
                </array>
            </customFonts>
            """
        let xib = CompilerTestSupport.iOSXIB(objects: label("gil-roy-001") + label("gil-roy-002"), beforeObjects: fonts)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Fonts", xcode: "11.7")
        let archived = graph.objects.filter { $0.className == "UIFont" }
        #expect(archived.count == 2)
        #expect(archived.allSatisfy { $0.value(forKey: "UIFontTraits") == .integer(0) })
        #expect(archived.allSatisfy { $0.value(forKey: "UIFontTextStyleForScaling") == nil })
        #expect(graph.objects.filter { $0.className == "UIFontDescriptor" }.count == 2)
        // Not declared as a font file, the face is resolved: bold, scaled, one object.
        let installed = try CompilerTestSupport.compiledXIB(
            CompilerTestSupport.iOSXIB(objects: label("gil-roy-001") + label("gil-roy-002")), named: "Fonts", xcode: "11.7")
        let resolved = installed.objects.filter { $0.className == "UIFont" }
        #expect(resolved.count == 1)
        #expect(resolved.first?.value(forKey: "UIFontTraits") == .integer(2))
    }

    @Test func appFontsGetTheScalingKeysFromXcode9On() throws {
        // mixpanel Takeover (Xcode 9.1) writes them on its app fonts; Fusuma (8.1) does not.
        let newer = try #require(try Self.appFonts(xcodeVersion: "0910")["AvenirNext-Medium"])
        #expect(newer.value(forKey: "UIFontPointSizeForScaling") == .double(0))
        #expect(newer.value(forKey: "UIFontMaximumPointSizeAfterScaling") == .double(0))
        #expect(newer.value(forKey: "UIFontTextStyleForScaling") == .null)
        let older = try #require(try Self.appFonts(xcodeVersion: "0810")["AvenirNext-Medium"])
        #expect(older.value(forKey: "UIFontPointSizeForScaling") == nil)
        #expect(older.value(forKey: "UIFontTextStyleForScaling") == nil)
    }

    /// A font the app bundles as a file, which the document lists in `<customFonts>`, is described
    /// with a double size, in an immutable dictionary from Xcode 10 (study pairs of 10.1 and 11.7)
    /// and a mutable one before (8.2.1); a font iOS has keeps the mutable dictionary and integral
    /// size (mixpanel Takeover, 9.1). Size comes before name up to Xcode 12.1, after it in 15.
    @Test(arguments: [
        ("8.2.1", true, "NSMutableDictionary", NibGraph.Value.double(19), true),
        ("10.1", true, "NSDictionary", .double(19), true),
        ("10.1", false, "NSMutableDictionary", .integer(19), true),
        ("12.1", true, "NSDictionary", .double(19), true),
        ("15.0", true, "NSDictionary", .double(19), false),
    ])
    func fontFilesAreDescribedApart(xcode: String, listed: Bool, dictionary: String, size: NibGraph.Value, sizeFirst: Bool) throws {
        let xib = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <customFonts key="customFonts">
                    <array key="\(listed ? "Gilroy-Light.otf" : "Other.otf")">
                        <string>\(listed ? "Gilroy-Light" : "Other-Regular")</string>
                    </array>
                </customFonts>
                <objects>
                    <label text="Title" id="Tit-le-Lbl">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <fontDescription key="fontDescription" name="Gilroy-Light" family="Gilroy" pointSize="19"/>
                    </label>
                </objects>
            </document>
            """.utf8)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "FontFile", xcode: xcode)
        let descriptor = try #require(graph.objects.first { $0.className == "UIFontDescriptor" })
        let attributes = try #require(graph.object(descriptor.value(forKey: "UIFontDescriptorAttributes"))?.object)
        #expect(attributes.className == dictionary, "\(xcode)")
        let members = try #require(graph.collectionMembers(descriptor.value(forKey: "UIFontDescriptorAttributes")))
        #expect(graph.string(members[0]) == (sizeFirst ? "NSFontSizeAttribute" : "NSFontNameAttribute"), "\(xcode)")
        let sizeIndex = sizeFirst ? 1 : 3
        let number = try #require(graph.object(members[sizeIndex])?.object)
        #expect(number.value(forKey: size == .integer(19) ? "NS.intval" : "NS.dblval") == size, "\(xcode)")
    }

    /// The fonts the pairs and corpus save are all written; an attribute, type, weight or text
    /// style the compiler does not know is reported instead of becoming the regular system font.
    @Test(
        arguments: [
            (["type": "system", "pointSize": "17"], nil),
            (["type": "system", "weight": "semibold", "pointSize": "15"], nil),
            (["name": "Avenir-Book", "family": "Avenir", "pointSize": "14"], nil),
            (["style": "UICTFontTextStyleHeadline"], nil),
            (["style": "UICTFontTextStyleTitle0"], nil),
            (["type": "system", "weight": "condensed", "pointSize": "17"], "weight condensed"),
            (["type": "monospacedDigitSystem", "pointSize": "17"], "type monospacedDigitSystem"),
            (["style": "UICTFontTextStyleExtraLargeTitle"], "text style UICTFontTextStyleExtraLargeTitle"),
            (["type": "system", "pointSize": "17", "width": "condensed"], "attribute width"),
        ] as [([String: String], String?)])
    func fontsTheCompilerDoesNotKnow(attributes: [String: String], reason: String?) {
        var saved = attributes
        saved["key"] = "fontDescription"
        #expect(UIKitFonts.unwritableReason(IBElement(name: "fontDescription", attributes: IBAttributes(saved))) == reason, "\(attributes)")
    }
}
