import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Collection views and hierarchical symbols against Xcode 26's nib of Aerial's
/// `NowPlayingViewController`, the pair that shows both; what it does not show is refused.
@Suite struct AppKitCollectionViewBuilderTests {
    static let pair = "pairs-macos/Aerial-29101a6-NowPlayingViewController.xib"

    /// The keys of a collection view, its core and layout, and of a symbol's configurations.
    static let comparedKeys = [
        "NSCollectionViewCore", "NSMinGridSize", "NSMaxGridSize", "NSMaxNumberOfGrid", "NSBackgroundColors", "NSSelectable",
        "NSAllowsMultipleSelection", "NSDraggingSourceMask", "NSImageSymbolConfiguration", "IBDesignImageConfiguration",
        "NSImageIsTemplate",
    ]

    static let prototypeGridWarning = "a collection view without a layout, which no pair shows"

    /// The options of Aerial's pairs for macOS 10.14, approximating what Xcode lays out again.
    static func aerialOptions() throws -> CompileOptions {
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        options.module = "Aerial"
        options.minimumDeploymentTarget = "10.14"
        options.allowsApproximation = true
        return options
    }

    /// A window holding a scroll view whose document is a collection view of `attributes`,
    /// `layout` its flow layout's children (the collection view on line 22).
    static func collectionViewXIB(attributes: String = #"selectable="YES" allowsMultipleSelection="YES""#, layout: String? = nil)
        -> Data
    {
        let layoutChildren =
            layout
            ?? #"<size key="itemSize" width="192" height="149"/><edgeInsets key="sectionInset" left="30" right="30" top="30" bottom="30"/>"#
        return CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                            <scrollView fixedFrame="YES" borderType="none" autohidesScrollers="YES" hasHorizontalScroller="NO" id="20">
                                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <clipView key="contentView" drawsBackground="NO" id="21">
                                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                    <subviews>
                                                        <collectionView \(attributes) id="22">
                                                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                                            <collectionViewFlowLayout key="collectionViewLayout" minimumInteritemSpacing="30" minimumLineSpacing="10" id="23">
                                                                \(layoutChildren)
                                                            </collectionViewFlowLayout>
                                                            <color key="primaryBackgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                                                        </collectionView>
                                                    </subviews>
                                                    <color key="backgroundColor" name="controlBackgroundColor" catalog="System" colorSpace="catalog"/>
                                                </clipView>
                                                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="24">
                                                    <rect key="frame" x="-100" y="-100" width="233" height="15"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </scroller>
                                                <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="25">
                                                    <rect key="frame" x="184" y="0.0" width="16" height="100"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </scroller>
                                            </scrollView>
                    """))
    }

    /// Compiled with approximations for the frames Xcode lays out again, the pair's collection
    /// view and its two hierarchical symbols are Xcode's: its flow layout an object of the
    /// document listed after it, its clear gray background one object with a box's border color.
    /// What differs is frames ibtool laid out again and the order of a view's constraints.
    @Test func theCollectionViewAndItsHierarchicalSymbolsAreXcodes() throws {
        let folder = try TestPaths.corpus(Self.pair)
        let source = try Data(contentsOf: folder.appendingPathComponent("source/NowPlayingViewController.xib"))
        let output = try NibCompiler.compile(data: source, path: "NowPlayingViewController.xib", options: Self.aerialOptions())
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "NowPlayingViewController.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/NowPlayingViewController.nib").path).graph
        for archived in [graph, xcode] {
            #expect(archived.objects.contains { $0.className == "_NSCollectionViewCore" })
            #expect(archived.objects.filter { $0.value(forKey: "NSPaletteType") == .integer(3) }.count == 2)
        }
        let differences = NibGraphComparison.differences(graph, xcode)
        #expect(!differences.isEmpty)
        let inCompared = differences.filter { difference in Self.comparedKeys.contains { difference.path.contains($0) } }
        #expect(inCompared.isEmpty, "\(inCompared)")
        let laidOutAgain = differences.filter { $0.path.hasSuffix("NSFrame") || $0.path.contains("NSViewConstraints") }
        #expect(laidOutAgain.count == differences.count, "\(differences)")
        #expect(try Self.documentObjectClasses(graph) == Self.documentObjectClasses(xcode))
        #expect(try Self.documentObjectClasses(graph).contains("NSCollectionViewFlowLayout"))
    }

    /// Without its flow layout, with a row limit, the pair's collection view is AppKit's older
    /// grid of an item prototype: Xcode's collection view but for the core and layout it no
    /// longer has and the limit, only as an approximation.
    @Test func aCollectionViewWithoutALayoutIsAGridOfItemPrototypes() throws {
        let folder = try TestPaths.corpus(Self.pair)
        let edited = try String(contentsOf: folder.appendingPathComponent("source/NowPlayingViewController.xib"), encoding: .utf8)
            .replacingOccurrences(
                of: #"allowsMultipleSelection="YES" id="a8I-YB-mVT""#,
                with: #"allowsMultipleSelection="YES" maxNumberOfRows="5" id="a8I-YB-mVT""#
            )
            .replacingOccurrences(
                of:
                    #"<collectionViewFlowLayout key="collectionViewLayout" minimumInteritemSpacing="30" minimumLineSpacing="10" id="6f2-wF-zBT">"#
                    + "\n" + #"                                    <size key="itemSize" width="192" height="149"/>"#
                    + "\n"
                    + #"                                    <edgeInsets key="sectionInset" left="30" right="30" top="30" bottom="30"/>"#
                    + "\n" + "                                </collectionViewFlowLayout>\n",
                with: "")
        #expect(!edited.contains("collectionViewFlowLayout") && edited.contains(#"maxNumberOfRows="5""#))
        var options = try Self.aerialOptions()
        let output = try NibCompiler.compile(data: Data(edited.utf8), path: "NowPlaying.xib", options: options)
        #expect(output.diagnostics.contains { $0.message.hasPrefix(Self.prototypeGridWarning) && $0.objectID == "a8I-YB-mVT" })
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "NowPlaying.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/NowPlayingViewController.nib").path).graph
        let ours = try #require(graph.objects.first { $0.value(forKey: "NSMaxNumberOfGridRows") != nil })
        let theirs = try #require(xcode.objects.first { $0.value(forKey: "NSMaxNumberOfGridRows") != nil })
        #expect(ours.value(forKey: "NSCollectionViewCore") == nil && theirs.value(forKey: "NSCollectionViewCore") != nil)
        #expect(ours.value(forKey: "NSMaxNumberOfGridRows") == .integer(5))
        #expect(!graph.objects.contains { ["_NSCollectionViewCore", "NSCollectionViewFlowLayout"].contains($0.className) })
        let gridKeys = Self.comparedKeys.filter { $0 != "NSCollectionViewCore" && $0 != "NSMaxNumberOfGrid" }
        for key in gridKeys {
            for entry in theirs.entries where entry.key.hasPrefix(key) && !entry.key.hasPrefix("NSBackgroundColors") {
                #expect(
                    ours.value(forKey: entry.key) == entry.value
                        || graph.string(ours.value(forKey: entry.key)) == xcode.string(entry.value), "\(entry.key)")
            }
        }
        #expect(ours.value(forKey: "NSMaxNumberOfGridColumns") == theirs.value(forKey: "NSMaxNumberOfGridColumns"))
        #expect(
            try Self.documentObjectClasses(graph) == Self.documentObjectClasses(xcode).filter { $0 != "NSCollectionViewFlowLayout" })
        options.allowsApproximation = false
        #expect(
            try CompilerTestSupport.refusal(Data(edited.utf8), options: options).diagnostics.contains {
                $0.message.hasPrefix(Self.prototypeGridWarning) && $0.severity == .error
            })
    }

    /// The classes of a nib's document objects (`NSObjectsKeys`), in order.
    static func documentObjectClasses(_ graph: NibGraph) throws -> [String] {
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        return graph.members(data.value(forKey: "NSObjectsKeys")).compactMap { graph.object($0)?.object.className }
    }

    @Test func whatThePairDoesNotShowIsRefused() throws {
        var options = try Self.aerialOptions()
        options.allowsApproximation = false
        options.minimumDeploymentTarget = nil
        _ = try NibCompiler.compile(data: Self.collectionViewXIB(), path: "Panel.xib", options: options)
        func messages(_ xib: Data) throws -> [String] {
            try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.description)
        }
        // Approximated: other selection settings, another line spacing, no section insets.
        let singleSelection = try messages(Self.collectionViewXIB(attributes: #"selectable="YES""#))
        #expect(
            singleSelection == [
                "Panel.xib:22: error: a collection view that does not select several items, which no pair shows, is written with its selection flags off"
            ])
        let withoutInsets = try messages(Self.collectionViewXIB(layout: #"<size key="itemSize" width="192" height="149"/>"#))
        #expect(
            withoutInsets == [
                "Panel.xib:25: error: a flow layout of another line spacing or without section insets, which no pair shows, is written with AppKit's NSLineSpacing and without insets"
            ])
        var approximating = options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(
            data: Self.collectionViewXIB(attributes: #"selectable="YES""#, layout: #"<size key="itemSize" width="192" height="149"/>"#),
            path: "Panel.xib", options: approximating)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let collectionView = try #require(graph.objects.first { $0.className == "NSCollectionView" })
        #expect(collectionView.value(forKey: "NSAllowsMultipleSelection") == .bool(false))
        let layout = try #require(graph.objects.first { $0.className == "NSCollectionViewFlowLayout" })
        #expect(layout.value(forKey: "NSSectionInset") == nil)
        let header = try messages(
            Self.collectionViewXIB(
                layout: #"<size key="itemSize" width="192" height="149"/><size key="headerReferenceSize" width="0.0" height="20"/>"#))
        #expect(
            header == [
                "Panel.xib:25: error: a flow layout other than an item size, section insets and an item spacing is not known to the macOS compiler yet"
            ])
        options.minimumDeploymentTarget = "10.12"
        // A keyed archive names every class's superclasses, which the compiler does not have for
        // AppKit's private collection view core: a refusal of its own, with approximations or
        // without.
        let keyed = try CompilerTestSupport.refusal(Self.collectionViewXIB(), options: options).diagnostics.map(\.message)
        #expect(keyed == ["cannot write output: #18 _NSCollectionViewCore is of a class whose superclasses are not known"])
    }
}
