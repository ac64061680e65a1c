import CompilerTestSupport
import DocumentSummary
import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// Storyboards compile to folders whose scenes, controllers and connections say what the source says.
@Suite struct StoryboardCompilerTests {
    /// A reference a show segue leads to has a scene nib of its placeholder (WorkFlowTestingApp
    /// 13.4.1's Account and MovieList); one a container holds has none (`ReferenceTabsTests`).
    @Test func aStoryboardReferenceBecomesAPlaceholderSceneAndAnInfoPlistEntry() throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc1-ho-mee",
            controller: """
                <viewController id="vc1-ho-mee" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v11-ho-mee"/>
                    <connections><segue destination="ref-de-tal" kind="show" id="seg-de-tal"/></connections>
                </viewController>
                </objects></scene>
                <scene sceneID="s-ref"><objects>
                <viewControllerPlaceholder storyboardName="MovieDetail" referencedIdentifier="Detail" id="ref-de-tal" sceneMemberID="viewController"/>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("13.4.1")))
        let info = try #require(output.files.first { $0.relativePath == "Info.plist" })
        let plist = try BinaryPropertyListReader.read(info.contents, path: "Info.plist")
        guard case .dictionary(let root) = plist,
            case .dictionary(let references)? = root["UIViewControllerIdentifiersToExternalStoryboardReferences"]
        else {
            Issue.record("no external storyboard references in \(plist)")
            return
        }
        #expect(
            references == [
                "UIViewController-ref-de-tal": .dictionary([
                    "UIReferencedStoryboardName": .string("MovieDetail"), "UIReferencedControllerIdentifier": .string("Detail"),
                ])
            ])
        let nib = try #require(output.files.first { $0.relativePath == "UIViewController-ref-de-tal.nib" })
        let graph = NibGraph(try NibArchiveReader.read(nib.contents, path: nib.relativePath))
        let placeholder = try #require(graph.objects.first { $0.className == "UIStoryboardViewControllerPlaceholder" })
        #expect(graph.string(placeholder.value(forKey: "UIStoryboardIdentifier")) == "UIViewController-ref-de-tal")
    }
}

/// Names from the document that become file names in the `.storyboardc` are refused, naming the
/// document and line, when they would put a file anywhere else.
@Suite struct StoryboardOutputNameTests {
    static func storyboard(identifier: String = "Home", controllerID: String = "vc1", viewID: String = "v1") -> Data {
        Data(HostileInputs.storyboard(identifier: identifier, controllerID: controllerID, viewID: viewID).utf8)
    }

    /// Expects `compile` to refuse the document with one error: `what` named `name` at `line`,
    /// about the object `objectID`.
    static func expectRefused(
        _ what: String, _ name: String, line: Int, objectID: String, path: String = "S.storyboard",
        _ compile: () throws -> CompiledOutput, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = #expect(throws: CompileError.self, sourceLocation: sourceLocation) { try compile() }
        guard case .documentErrors(let documentPath, let diagnostics) = error else {
            Issue.record("not refused with document errors: \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(documentPath == path, sourceLocation: sourceLocation)
        #expect(errors.count == 1, "\(errors)", sourceLocation: sourceLocation)
        #expect(errors.first?.path == path, sourceLocation: sourceLocation)
        #expect(errors.first?.line == line, sourceLocation: sourceLocation)
        #expect(errors.first?.objectID == objectID, sourceLocation: sourceLocation)
        #expect(
            errors.first?.message.hasPrefix("\(what) \"\(name)\" cannot name a compiled file") == true, "\(errors)",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: ["../../../ESCAPED", "Nested/Home", "..", "back\\slash", ""])
    func aStoryboardIdentifierThatIsNoFileNameIsRefused(identifier: String) {
        Self.expectRefused("storyboard identifier", identifier, line: 6, objectID: "vc1") {
            try NibCompiler.compile(data: Self.storyboard(identifier: identifier), path: "S.storyboard")
        }
    }

    /// A storyboard identifier spelled like another scene's generated view nib name would have
    /// replaced that nib (exit 0): it is an error at the scene that would write it.
    @Test func anIdentifierEqualToAGeneratedNibNameIsRefused() {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="B1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="B1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController storyboardIdentifier="B1-view-V1" id="C1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="W1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8)
        let error = #expect(throws: CompileError.self) { try NibCompiler.compile(data: data, path: "S.storyboard") }
        guard case .documentErrors(let path, let diagnostics) = error else {
            Issue.record("not refused with document errors: \(String(describing: error))")
            return
        }
        #expect(path == "S.storyboard")
        #expect(diagnostics.filter { $0.severity == .error }.map { "\($0.line ?? 0) \($0.objectID ?? "")" } == ["10 C1"])
        #expect(diagnostics.first { $0.severity == .error }?.message.hasPrefix("this scene compiles to B1-view-V1.nib") == true)
    }

    @Test func objectIDsThatBecomeNibNamesAreCheckedToo() {
        Self.expectRefused("view controller id", "../vc", line: 6, objectID: "../vc") {
            try NibCompiler.compile(data: Self.storyboard(controllerID: "../vc"), path: "S.storyboard")
        }
        Self.expectRefused("view id", "../../v", line: 7, objectID: "../../v") {
            try NibCompiler.compile(data: Self.storyboard(viewID: "../../v"), path: "S.storyboard")
        }
    }

    /// The check once looked at the first `key="view"` child and the compiler at the first with an
    /// id: an id-less view before a hostile one let `../../x` through to become a path.
    @Test func theViewCheckedIsTheViewCompiled() {
        let document = HostileInputs.storyboard()
            .replacingOccurrences(of: #"<view key="view" id="v1"/>"#, with: #"<view key="view"/><view key="view" id="../../x"/>"#)
        Self.expectRefused("view id", "../../x", line: 7, objectID: "../../x") {
            try NibCompiler.compile(data: Data(document.utf8), path: "S.storyboard")
        }
    }

    /// Found by the `compile` fuzz target before the output-name check: a view controller id starting
    /// with `/` named a nib outside the `.storyboardc`.
    @Test func theFuzzedControllerIDWithASlashIsRefused() {
        let path = TestPaths.fixtures.appendingPathComponent("Malformed/fuzz/compile-object-id-with-slash.storyboard").path
        Self.expectRefused("view controller id", "/Y6W-OH-hqX", line: 14, objectID: "/Y6W-OH-hqX", path: path) {
            try NibCompiler.compile(contentsOf: path)
        }
    }

    /// A launch screen saved without a device or any frame (Xcode 8.3's template) is laid out on
    /// Xcode 14's default iPhone, 393 × 852, and its unplaced image view is 1000 points square at
    /// the origin, as Xcode 14.1 and 16.3 archive it in the study pairs; Xcode 11.3's runtime.nib
    /// has 414 × 896.
    @Test func aLaunchScreenWithoutFramesTakesXcodesDefaultScreen() throws {
        let document = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" launchScreen="YES" colorMatched="YES" initialViewController="vc-lau-nch">
                <scenes>
                    <scene sceneID="sce-lau-nch">
                        <objects>
                            <viewController id="vc-lau-nch" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw-lau-nch">
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <imageView contentMode="center" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="im-lau-nch"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8)
        func bounds(xcode: String, target: String, file: String) throws -> [NibGraph.Value?] {
            let output = try NibCompiler.compile(
                data: document, path: "LaunchScreen.storyboard",
                options: CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
            let graph = try CompilerTestSupport.graph(at: file, in: CompilerTestSupport.filesByPath(of: output))
            let root = graph.members(graph.root?.value(forKey: "UINibTopLevelObjectsKey")).compactMap { graph.object($0)?.object }
                .first { $0.className == "UIView" }
            let image = graph.object(graph.members(root?.value(forKey: "UISubviews")).first)?.object
            return [root?.value(forKey: "UIBounds"), image?.value(forKey: "UIBounds")]
        }
        let square = StoryboardStructureTests.geometry([0, 0, 1000, 1000])
        #expect(
            try bounds(xcode: "14.1", target: "11.0", file: "vc-lau-nch-view-vw-lau-nch.nib") == [
                StoryboardStructureTests.geometry([0, 0, 393, 852]), square,
            ])
        #expect(
            try bounds(xcode: "11.3", target: "8.0", file: "vc-lau-nch-view-vw-lau-nch.nib/runtime.nib") == [
                StoryboardStructureTests.geometry([0, 0, 414, 896]), square,
            ])
        #expect(try bounds(xcode: "11.3", target: "8.0", file: "vc-lau-nch-view-vw-lau-nch.nib/objects-13.0+.nib") == [square, square])
    }

    @Test func aPlainIdentifierNamesItsNib() throws {
        let output = try NibCompiler.compile(data: Self.storyboard(identifier: "Home.Screen"), path: "S.storyboard")
        #expect(output.files.map(\.relativePath) == ["Home.Screen.nib", "Info.plist", "vc1-view-v1.nib"])
    }
}

/// The structure Xcode 9.1 gives a `.storyboardc`, as the aws-sdk and mapbox pairs show it, on a
/// small storyboard: an entry-point navigation controller, a scene reached by identifier with
/// layout guides and a prototype cell, and a scene nothing reaches.
@Suite struct StoryboardStructureTests {
    let files: [String: Data]

    init() throws {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/StoryboardStructure.storyboard").path
        let options = CompileOptions(minimumDeploymentTarget: "9.0", xcodeVersion: CompileOptions.XcodeVersion("0910"))
        let output = try NibCompiler.compile(contentsOf: path, options: options)
        files = CompilerTestSupport.filesByPath(of: output)
    }

    func graph(_ name: String) throws -> NibGraph {
        try CompilerTestSupport.graph(at: name, in: files)
    }

    /// The objects a root key lists, by class.
    func classes(_ key: String, of graph: NibGraph) -> [String] {
        graph.members(graph.root?.value(forKey: key)).compactMap { graph.object($0)?.object.className }
    }

    /// A point, size or rect value as NIBArchive stores it: a type byte, then little-endian doubles.
    static func geometry(_ numbers: [Double]) -> NibGraph.Value {
        var bytes: [UInt8] = [7]
        for number in numbers {
            withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return .data(Data(bytes))
    }

    func connectionLabels(of graph: NibGraph) -> [String] {
        graph.members(graph.root?.value(forKey: "UINibConnectionsKey")).compactMap {
            graph.string(graph.object($0)?.object.value(forKey: "UILabel"))
        }
    }

    @Test func aSceneNothingReachesGetsNoNibAndNoInfoPlistEntry() throws {
        #expect(
            files.keys.sorted() == [
                "Info.plist", "List.nib", "UINavigationController-nav-co-ntr.nib", "lst-co-ntr-view-lst-vi-eww.nib",
            ])
        let plist = try BinaryPropertyListReader.read(try #require(files["Info.plist"]), path: "Info.plist")
        guard case .dictionary(let info) = plist, case .dictionary(let names)? = info["UIViewControllerIdentifiersToNibNames"] else {
            Issue.record("no identifiers in \(plist)")
            return
        }
        #expect(names.keys.sorted() == ["List", "UINavigationController-nav-co-ntr"])
    }

    /// SignIn.nib and ForgotPassword.nib: the controller, then the proxies; connections sorted.
    @Test func aSceneNibListsItsControllerBeforeTheProxies() throws {
        let scene = try graph("List.nib")
        #expect(classes("UINibTopLevelObjectsKey", of: scene) == ["UIClassSwapper", "UIProxyObject", "UIProxyObject", "UIProxyObject"])
        #expect(connectionLabels(of: scene) == ["sceneViewController", "storyboard"])
        let controller = try #require(scene.objects.first { $0.className == "UIClassSwapper" })
        #expect(scene.string(controller.value(forKey: "UITitle")) == "Names")
        #expect(scene.string(controller.value(forKey: "UINibName")) == "lst-co-ntr-view-lst-vi-eww")
        #expect(!scene.objects.contains { $0.className == "_UILayoutGuide" })
    }

    /// UINavigationController-SfA-Z0-41u.nib: a plain controller is no class swapper and, without
    /// a view nib, has no external-objects table; its bar is zero wide with the controller as delegate.
    @Test func aPlainNavigationControllerIsArchivedAsItsOwnClass() throws {
        let scene = try graph("UINavigationController-nav-co-ntr.nib")
        let top = classes("UINibTopLevelObjectsKey", of: scene)
        #expect(top.first == "UINavigationController")
        #expect(!top.contains("UIClassSwapper"))
        let (index, controller) = try #require(scene.objects.enumerated().first { $0.element.className == "UINavigationController" })
        #expect(controller.value(forKey: "UIExternalObjectsTableForViewLoading") == nil)
        let bar = try #require(scene.object(controller.value(forKey: "UINavigationBar")))
        #expect(scene.object(bar.object.value(forKey: "UIDelegate"))?.index == index)
        #expect(bar.object.value(forKey: "UIBarPosition") == .integer(2))
    }

    /// xc1-Jg-Y5t-view-n6k-Ut-fuw.nib: the table view keeps each prototype cell as a `UINib` and the
    /// nib's external objects, both by reuse identifier; the cell is no object of the view nib.
    @Test func aPrototypeCellIsANestedNibRegisteredByItsReuseIdentifier() throws {
        let view = try graph("lst-co-ntr-view-lst-vi-eww.nib")
        #expect(!view.objects.contains { $0.className == "UITableViewCell" || $0.className == "UIClassSwapper" })
        let table = try #require(view.objects.first { $0.className == "UITableView" })
        let nibs = view.members(table.value(forKey: "UITableViewCellPrototypeNibs"))
        try #require(nibs.count == 2)
        #expect(view.string(nibs[0]) == "NameCell")
        let nib = try #require(view.object(nibs[1])?.object)
        #expect(nib.className == "UINib")
        #expect(nib.value(forKey: "captureEnclosingNIBBundleOnDecode") == .bool(true))
        let cell = NibGraph(try NibArchiveReader.read(try #require(CompilerTestSupport.archiveData(of: nib, in: view)), path: "NameCell"))
        #expect(classes("UINibTopLevelObjectsKey", of: cell) == ["UIClassSwapper", "UIProxyObject", "UIProxyObject"])
        let swapper = try #require(cell.objects.first { $0.className == "UIClassSwapper" })
        #expect(cell.string(swapper.value(forKey: "UIClassName")) == "NameCell")
        #expect(cell.string(swapper.value(forKey: "UIReuseIdentifier")) == "NameCell")
        #expect(connectionLabels(of: cell) == ["nameLabel"])
        // The cell is its nib's root view, at the origin; its content view half a point shorter.
        #expect(swapper.value(forKey: "UICenter") == Self.geometry([187.5, 22]))
        let content = try #require(cell.object(swapper.value(forKey: "UIContentView"))?.object)
        #expect(content.value(forKey: "UIBounds") == Self.geometry([0, 0, 375, 43.5]))
        #expect(swapper.value(forKey: "UITextLabel") == .null)
        let external = view.members(table.value(forKey: "UITableViewCellPrototypeNibExternalObjects"))
        try #require(external.count == 2)
        #expect(view.string(external[0]) == "NameCell")
        #expect(view.object(external[1])?.object.className == "NSMutableDictionary")
    }

    /// GoMap's display settings push a scene from a cell's accessory button
    /// (`trigger="accessoryAction"`): the cell's nib sets its `accessoryActionSegueTemplate`, the
    /// property UITableViewCell keeps beside `selectionSegueTemplate`, where a selection segue sets
    /// that one.
    @Test(arguments: [(#"trigger="accessoryAction""#, "accessoryActionSegueTemplate"), ("", "selectionSegueTemplate")])
    func aCellsAccessorySegueIsItsAccessoryActionTemplate(trigger: String, outlet: String) throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "tvc-acc-001",
            controller: """
                <tableViewController storyboardIdentifier="List" id="tvc-acc-001" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" \
                    style="plain" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-acc-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="detailButton" \
                            indentationWidth="10" reuseIdentifier="Row" id="cel-acc-001">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
                                contentMode="center" tableViewCell="cel-acc-001" id="ccv-acc-001">
                                    <rect key="frame" x="0.0" y="0.0" width="327" height="44"/>
                                </tableViewCellContentView>
                                <connections>
                                    <segue destination="tvc-acc-001" kind="show" \(trigger) id="sg-acc-001"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
                """)
        let view = try Self.compiledNib("tvc-acc-001-view-tbl-acc-001.nib", of: storyboard)
        let table = try #require(view.objects.first { $0.className == "UITableView" })
        let nibs = view.members(table.value(forKey: "UITableViewCellPrototypeNibs"))
        let prototype: NibGraph.Value = try #require(nibs.last)
        let nib = try #require(view.object(prototype)?.object)
        let cell = NibGraph(try NibArchiveReader.read(try #require(CompilerTestSupport.archiveData(of: nib, in: view)), path: "Row"))
        #expect(connectionLabels(of: cell) == [outlet])
    }

    /// A table view controller's refresh control (IVPN's server list) is held by its table view
    /// in the view nib, under `UIRefreshControl` and not among the subviews, as UIScrollView's
    /// coders keep it (iOS 26.1), with UIRefreshControl's style and its action to the controller;
    /// the scene nib has none of it. No pair shows one: an approximation.
    @Test func aRefreshControlIsHeldByItsTableView() throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "tvc-ref-001",
            controller: """
                <tableViewController storyboardIdentifier="List" id="tvc-ref-001" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" \
                    style="plain" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-ref-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </tableView>
                    <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" \
                    contentHorizontalAlignment="center" contentVerticalAlignment="center" id="ref-ref-001">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <connections>
                            <action selector="refresh:" destination="tvc-ref-001" eventType="valueChanged" id="act-ref-001"/>
                        </connections>
                    </refreshControl>
                </tableViewController>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("16.4"), allowsApproximation: true))
        #expect(output.diagnostics.filter(\.isApproximation).map(\.objectID) == ["ref-ref-001"])
        func nib(_ name: String) throws -> NibGraph {
            let file = try #require(output.files.first { $0.relativePath == name })
            return NibGraph(try NibArchiveReader.read(file.contents, path: name))
        }
        let view = try nib("tvc-ref-001-view-tbl-ref-001.nib")
        let table = try #require(view.objects.first { $0.className == "UITableView" })
        let (index, control) = try #require(view.object(table.value(forKey: "UIRefreshControl")))
        #expect(control.className == "UIRefreshControl")
        #expect(control.value(forKey: "UIRefreshControlStyle") == .integer(2))
        #expect(!view.members(table.value(forKey: "UISubviews")).contains(.object(index)))
        let action = try #require(view.objects.first { $0.className == "UIRuntimeEventConnection" })
        #expect(view.string(action.value(forKey: "UILabel")) == "refresh:")
        #expect(view.object(action.value(forKey: "UISource"))?.index == index)
        #expect(view.object(action.value(forKey: "UIDestination"))?.object.className == "UIProxyObject")
        #expect(!(try nib("List.nib")).objects.contains { $0.className == "UIRefreshControl" })
    }

    /// A one-scene storyboard whose controller, `First`, has a segue to itself with `attributes`.
    static func selfSegueStoryboard(_ attributes: String) -> Data {
        CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc-seg-001",
            controller: """
                <viewController storyboardIdentifier="First" id="vc-seg-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw-seg-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <connections>
                        <segue destination="vc-seg-001" identifier="Again" \(attributes) id="sg-seg-001"/>
                    </connections>
                </viewController>
                """)
    }

    /// Rocket.Chat's drawing tools: a popover segue from a toolbar item archives the directions
    /// its arrow may take, no passthrough views, the item it points at and no view, as
    /// UIStoryboardPopoverPresentationSegueTemplate's encoder writes them (iOS 26.1's UIKitCore).
    @Test func aPopoverSegueArchivesItsArrowDirectionsAndAnchor() throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc-pop-001",
            controller: """
                <viewController storyboardIdentifier="First" id="vc-pop-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw-pop-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <toolbarItems>
                        <barButtonItem title="Width" id="bbi-pop-001">
                            <connections>
                                <segue destination="vc-pop-001" kind="popoverPresentation" popoverAnchorBarButtonItem="bbi-pop-001" id="sg-pop-001">
                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" right="YES"/>
                                </segue>
                            </connections>
                        </barButtonItem>
                    </toolbarItems>
                </viewController>
                """)
        let output = try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: CompileOptions())
        #expect(output.diagnostics.isEmpty)
        let graph = try CompilerTestSupport.graph(at: "First.nib", in: CompilerTestSupport.filesByPath(of: output))
        let template = try #require(graph.objects.first { $0.className == "UIStoryboardPopoverPresentationSegueTemplate" })
        #expect(
            template.entries.suffix(4).map(\.key) == [
                "UIPermittedArrowDirections", "UIPassthroughViews", "UIAnchorBarButtonItem", "UIAnchorView",
            ])
        #expect(template.value(forKey: "UIPermittedArrowDirections") == .integer(11))
        #expect(template.value(forKey: "UIPassthroughViews") == .null)
        #expect(graph.object(template.value(forKey: "UIAnchorBarButtonItem"))?.object.className == "UIBarButtonItem")
        #expect(template.value(forKey: "UIAnchorView") == .null)
    }

    /// A popover's anchor view, which lives in the view's nib, not beside the template, and a
    /// popover segue saving no arrow directions are reported naming the segue.
    @Test func aPopoversAnchorViewAndMissingDirectionsAreReported() throws {
        let storyboard = Self.selfSegueStoryboard(#"kind="popoverPresentation" popoverAnchorView="vw-seg-001""#)
        let refusal = #expect(throws: CompileError.self) { try NibCompiler.compile(data: storyboard, path: "Main.storyboard") }
        guard case .documentErrors(_, let diagnostics)? = refusal else {
            Issue.record("not refused: \(String(describing: refusal))")
            return
        }
        #expect(diagnostics.allSatisfy { $0.objectID == "sg-seg-001" && $0.isApproximation })
        #expect(
            diagnostics.map(\.message) == [
                "popover segue sg-seg-001 saves no arrow directions: written with none, as no pair shows Interface Builder's default",
                "popover segue sg-seg-001: its anchor vw-seg-001, which is not in the controller's nib, is left out; no pair shows what Xcode writes for it",
            ])
    }

    /// The graph of the nib `name` a storyboard compiles to as Xcode 16.4 writes it.
    static func compiledNib(_ name: String, of storyboard: Data) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("16.4")))
        let nib = try #require(output.files.first { $0.relativePath == name })
        return NibGraph(try NibArchiveReader.read(nib.contents, path: nib.relativePath))
    }

    /// A modal segue's presentation and transition styles and a creation selector
    /// (`@IBSegueAction`) are its template's, as UIKit's segue templates archive them; metamap's
    /// show segue templates hold the selector's name (Xcode 13 or later).
    @Test func aModalSeguesStylesAndCreationSelectorAreItsTemplates() throws {
        let graph = try Self.compiledNib(
            "First.nib",
            of: Self.selfSegueStoryboard(
                #"kind="presentation" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" destinationCreationSelector="makeAgain:""#
            ))
        let template = try #require(graph.objects.first { $0.className == "UIStoryboardPresentationSegueTemplate" })
        #expect(template.value(forKey: "UIModalPresentationStyle") == .integer(0))
        #expect(template.value(forKey: "UIModalTransitionStyle") == .integer(2))
        let selector = try #require(template.value(forKey: "UICustomPrepareForChildViewControllersSegueName"))
        #expect(graph.string(selector) == "makeAgain:")
    }

    /// A relationship segue's `@IBSegueAction` (GoogleBook's favorites tab, DuckDuckGo's editor):
    /// the container lists its children's selectors in their order, `NSNull` for a child without,
    /// as a study pair of Xcode 11.0 shows; a container none of whose segues has one lists nothing.
    @Test func aRelationshipsCreationSelectorIsListedByItsContainer() throws {
        func storyboard(secondSegue: String) -> Data {
            CompilerTestSupport.iOSStoryboard(
                documentAttributes: "", initialController: "tab-sel-001",
                controller: """
                    <tabBarController storyboardIdentifier="Tabs" id="tab-sel-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="bar-sel-001">
                            <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="vca-sel-001" kind="relationship" relationship="viewControllers" id="sga-sel-001"/>
                            <segue destination="vcb-sel-001" kind="relationship" relationship="viewControllers" \(secondSegue) id="sgb-sel-001"/>
                        </connections>
                    </tabBarController>
                                </objects>
                            </scene>
                            <scene sceneID="sce-sel-002">
                                <objects>
                    <viewController id="vca-sel-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vwa-sel-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                                </objects>
                            </scene>
                            <scene sceneID="sce-sel-003">
                                <objects>
                    <viewController id="vcb-sel-001" customClass="FavoriteViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vwb-sel-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                    """)
        }
        func compile(_ storyboard: Data) throws -> (graph: NibGraph, diagnostics: [CompileDiagnostic]) {
            let output = try NibCompiler.compile(
                data: storyboard, path: "Main.storyboard",
                options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("16.4"), allowsApproximation: true))
            let nib = try #require(output.files.first { $0.relativePath == "Tabs.nib" })
            return (NibGraph(try NibArchiveReader.read(nib.contents, path: nib.relativePath)), output.diagnostics)
        }
        let (graph, diagnostics) = try compile(storyboard(secondSegue: #"destinationCreationSelector="FavoriteSegue""#))
        let container = try #require(graph.objects.first { $0.value(forKey: "UIChildViewControllers") != nil })
        let selectors = graph.members(container.value(forKey: "UIChildViewControllerSelectors"))
        try #require(selectors.count == 2)
        #expect(graph.object(selectors[0])?.object.className == "NSNull")
        #expect(graph.string(selectors[1]) == "FavoriteSegue")
        let children = graph.members(container.value(forKey: "UIChildViewControllers")).compactMap { graph.object($0)?.object }
        #expect(children.map { graph.string($0.value(forKey: "UIClassName")) } == [nil, "FavoriteViewController"])
        #expect(!diagnostics.contains { $0.isApproximation })
        let (plain, plainDiagnostics) = try compile(storyboard(secondSegue: ""))
        #expect(!plain.objects.contains { $0.value(forKey: "UIChildViewControllerSelectors") != nil })
        #expect(!plain.objects.contains { $0.className == "NSNull" })
        #expect(!plainDiagnostics.contains { $0.isApproximation })
    }

    /// DuckDuckGo's bookmarks: a navigation controller showing its toolbar says so, and one
    /// hiding its bar or providing its presentation context's transition says that, each only
    /// when so, as UIKit's controllers write them.
    @Test func aNavigationControllersShownToolbarAndHiddenBar() throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "nav-tlb-001",
            controller: """
                <navigationController storyboardIdentifier="Nav" toolbarHidden="NO" navigationBarHidden="YES" \
                providesPresentationContextTransitionStyle="YES" id="nav-tlb-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-tlb-001">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tbr-tlb-001">
                        <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </toolbar>
                </navigationController>
                """)
        let graph = try Self.compiledNib("Nav.nib", of: storyboard)
        let controller = try #require(graph.objects.first { $0.value(forKey: "UINavigationBar") != nil })
        #expect(controller.value(forKey: "UIToolbarShown") == .bool(true))
        #expect(controller.value(forKey: "UINavigationBarHidden") == .bool(true))
        #expect(controller.value(forKey: "UIProvidesPresentationContextTransitionStyle") == .bool(true))
        #expect(controller.value(forKey: "UIToolbar") != nil)
    }

    /// Modal styles on a segue of a custom class (UIKit's plain template reads none) or of a show
    /// segue are reported naming the segue rather than left out without a word.
    @Test(arguments: [
        (#"kind="presentation" customClass="FadeSegue" modalTransitionStyle="crossDissolve""#, "attribute modalTransitionStyle"),
        (#"kind="show" modalPresentationStyle="formSheet""#, "attribute modalPresentationStyle"),
    ])
    func segueAttributesNoPairShowsAreReported(attributes: String, reported: String) throws {
        let storyboard = Self.selfSegueStoryboard(attributes)
        let refusal = #expect(throws: CompileError.self) { try NibCompiler.compile(data: storyboard, path: "Main.storyboard") }
        guard case .documentErrors(_, let diagnostics)? = refusal else {
            Issue.record("not refused: \(String(describing: refusal))")
            return
        }
        #expect(diagnostics.allSatisfy { $0.objectID == "sg-seg-001" && $0.isApproximation })
        #expect(diagnostics.map { $0.message.prefix { $0 != "=" } } == [Substring(reported)])
    }

    /// The bounds Xcode `xcode` archives the root view of a one-scene storyboard at, whose view the
    /// document saves 375 points wide and `savedHeight` high.
    static func rootViewBounds(documentAttributes: String, savedHeight: Double, xcode: String) throws -> NibGraph.Value? {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: documentAttributes, initialController: "vc-roo-vw1",
            controller: """
                <viewController id="vc-roo-vw1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw-roo-vw1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(savedHeight)"/>
                    </view>
                </viewController>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let view = try CompilerTestSupport.graph(at: "vc-roo-vw1-view-vw-roo-vw1.nib", in: CompilerTestSupport.filesByPath(of: output))
        return try #require(view.objects.first { $0.className == "UIView" }).value(forKey: "UIBounds")
    }

    /// A document with size classes and a device but no safe areas (Xcode 8's format): Xcode 9 and
    /// 10 archive its root view at the 600 × 600 base size (the aws-sdk and mapbox pairs, 9.1;
    /// swift-circleCI, 10.2), Xcode 8.2, 8.3 and 11.7 at the document's frame (study pairs: a
    /// 375 × 667 launch screen of 8.2.1, a 414 × 736 main storyboard of 8.3.3, nine 375 × 812 view
    /// nibs of 11.7).
    @Test(arguments: [("8.3.3", 375.0, 667.0), ("9.1", 600, 600), ("10.2", 600, 600), ("11.7", 375, 667)])
    func sizeClassDocumentsWithoutSafeAreas(xcode: String, width: Double, height: Double) throws {
        let bounds = try Self.rootViewBounds(
            documentAttributes: #"launchScreen="YES" useTraitCollections="YES" colorMatched="YES""#, savedHeight: 667, xcode: xcode)
        #expect(bounds == Self.geometry([0, 0, width, height]), "\(xcode)")
    }

    /// A root view the document gives less than its device's screen (below an opaque bar) fills
    /// the screen from Xcode 11 (OmiseSDK, a study pair of 11.7: 375 × 724 on an iPhone X at 812;
    /// WorkFlowTestingApp's MovieList, 13.4.1) and keeps its frame with Xcode 10.
    @Test(arguments: [("10.2", 603.0), ("11.7", 667), ("13.4.1", 667)])
    func aRootViewFillsItsDevicesScreen(xcode: String, height: Double) throws {
        let bounds = try Self.rootViewBounds(
            documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, savedHeight: 603, xcode: xcode)
        #expect(bounds == Self.geometry([0, 0, 375, height]), "\(xcode)")
    }

    /// A launch screen's view with a safe area, as Xcode saves it today.
    static func safeAreaLaunchScreen(constrained: Bool) -> Data {
        let label = """
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-saf-001">
                                <rect key="frame" x="16" y="20" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-saf-001" firstAttribute="top" secondItem="saf-are-001" secondAttribute="top" id="con-saf-001"/>
                        </constraints>
            """
        return CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#,
            initialController: "vc-saf-001",
            controller: """
                <viewController id="vc-saf-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw-saf-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                \(constrained ? label : "")
                        <viewLayoutGuide key="safeArea" id="saf-are-001"/>
                    </view>
                </viewController>
                """)
    }

    /// Compiled for iOS 10, which has no safe areas, a view controller's view trades its safe
    /// area for top and bottom layout guides, and the nib lists an empty guide in its place
    /// (NYTSample's launch screen, a study pair of Xcode 10.0 at iOS 10.0); for iOS 11 the view
    /// keeps no guide of either kind. A constraint on the safe area is not known below iOS 11.
    @Test func belowIOS11ASafeAreaBecomesLayoutGuides() throws {
        func viewNib(deploymentTarget: String) throws -> NibGraph {
            let output = try NibCompiler.compile(
                data: Self.safeAreaLaunchScreen(constrained: false), path: "LaunchScreen.storyboard",
                options: CompileOptions(minimumDeploymentTarget: deploymentTarget, xcodeVersion: CompileOptions.XcodeVersion("10.0")))
            return try CompilerTestSupport.graph(at: "vc-saf-001-view-vw-saf-001.nib", in: CompilerTestSupport.filesByPath(of: output))
        }
        let legacy = try viewNib(deploymentTarget: "10.0")
        let view = try #require(legacy.objects.first { $0.className == "UIView" })
        let guides = legacy.members(view.value(forKey: "UISubviews")).compactMap { legacy.object($0)?.object }
        #expect(guides.map(\.className) == ["_UILayoutGuide", "_UILayoutGuide"])
        #expect(
            guides.map { legacy.string($0.value(forKey: "_UILayoutGuideIdentifier")) } == [
                "_UIViewControllerTop", "_UIViewControllerBottom",
            ])
        #expect(legacy.members(view.value(forKey: "UIViewAutolayoutConstraints")).count == 6)
        #expect(view.value(forKey: "UIViewLayoutGuides") == nil)
        let listed = legacy.members(legacy.root?.value(forKey: "UINibObjectsKey")).compactMap { legacy.object($0)?.object.className }
        #expect(listed == ["UIView", "UIProxyObject", "UIProxyObject", "UILayoutGuide", "_UILayoutGuide", "_UILayoutGuide"])

        let current = try viewNib(deploymentTarget: "11.0")
        #expect(!current.objects.contains { $0.className == "_UILayoutGuide" })

        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(
                data: Self.safeAreaLaunchScreen(constrained: true), path: "LaunchScreen.storyboard",
                options: CompileOptions(minimumDeploymentTarget: "10.0", xcodeVersion: CompileOptions.XcodeVersion("10.0")))
        }
        #expect(error.diagnostics.map(\.objectID) == ["con-saf-001"])
        // With approximations, the label's top is on the top layout guide's bottom.
        let approximated = try NibCompiler.compile(
            data: Self.safeAreaLaunchScreen(constrained: true), path: "LaunchScreen.storyboard",
            options: CompileOptions(
                minimumDeploymentTarget: "10.0", xcodeVersion: CompileOptions.XcodeVersion("10.0"), allowsApproximation: true))
        let nib = try CompilerTestSupport.graph(at: "vc-saf-001-view-vw-saf-001.nib", in: CompilerTestSupport.filesByPath(of: approximated))
        let label = try #require(nib.objects.firstIndex { $0.className == "UILabel" })
        let constraint = try #require(
            nib.objects.first { $0.className == "NSLayoutConstraint" && $0.value(forKey: "NSFirstItem") == .object(label) })
        let guide = try #require(nib.object(constraint.value(forKey: "NSSecondItem"))?.object)
        #expect(nib.string(guide.value(forKey: "_UILayoutGuideIdentifier")) == "_UIViewControllerTop")
        #expect(constraint.value(forKey: "NSSecondAttribute") == .integer(4))
    }

    /// A view controller's view that a document with safe areas saves without its guide still
    /// has one: Xcode lists the empty guide in its place all the same (a study pair's launch
    /// screen, Xcode 15.1).
    @Test func aViewSavedWithoutItsSafeAreaGuideListsOneAllTheSame() throws {
        let saved = String(decoding: Self.safeAreaLaunchScreen(constrained: false), as: UTF8.self)
        let withoutGuide = Data(saved.replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="saf-are-001"/>"#, with: "").utf8)
        func listed(_ storyboard: Data) throws -> [String] {
            let output = try NibCompiler.compile(
                data: storyboard, path: "LaunchScreen.storyboard",
                options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("15.1")))
            let nib = try CompilerTestSupport.graph(at: "vc-saf-001-view-vw-saf-001.nib", in: CompilerTestSupport.filesByPath(of: output))
            return nib.members(nib.root?.value(forKey: "UINibObjectsKey")).compactMap { nib.object($0)?.object.className }
        }
        #expect(try listed(withoutGuide) == listed(Self.safeAreaLaunchScreen(constrained: false)))
        #expect(try listed(withoutGuide).contains("UILayoutGuide"))
    }

    /// Xcode 6.4 to 7.3 write a table view controller's selection clearing and its table's
    /// highlighting on touch (QBImagePicker pairs; food-tracker study pairs, 7.2); 9.1 neither.
    @Test(arguments: [("7.3", true), ("9.1", false)])
    func olderXcodesWriteTheTableSelectionKeys(xcode: String, written: Bool) throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, initialController: "tvc-sel-001",
            controller: """
                <tableViewController id="tvc-sel-001" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" \
                style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="tbl-sel-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </tableView>
                </tableViewController>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let files = CompilerTestSupport.filesByPath(of: output)
        let scene = try CompilerTestSupport.graph(at: "UITableViewController-tvc-sel-001.nib", in: files)
        let controller = try #require(scene.objects.first { $0.className == "UITableViewController" })
        #expect(controller.value(forKey: "UIClearsSelectionOnViewWillAppear") == (written ? .bool(true) : nil))
        let view = try CompilerTestSupport.graph(at: "tvc-sel-001-view-tbl-sel-001.nib", in: files)
        let table = try #require(view.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UIShowsSelectionImmediatelyOnTouchBegin") == (written ? .bool(true) : nil))
    }

    /// The aws-sdk pairs' view nibs: the controller's top and bottom layout guides are the view's
    /// last subviews; the constraints placing them lead the view's constraints and are the ones
    /// each guide lists to remove.
    @Test func layoutGuidesAreTheViewsLastSubviews() throws {
        let view = try graph("lst-co-ntr-view-lst-vi-eww.nib")
        let root = try #require(view.object(view.members(view.root?.value(forKey: "UINibTopLevelObjectsKey")).first)?.object)
        // With size classes Xcode 9.1 archives the view at the 600 × 600 base size.
        #expect(root.value(forKey: "UIBounds") == Self.geometry([0, 0, 600, 600]))
        let subviews = view.members(root.value(forKey: "UISubviews")).compactMap { view.object($0)?.object }
        #expect(subviews.map(\.className) == ["UITableView", "_UILayoutGuide", "_UILayoutGuide"])
        #expect(
            subviews.dropFirst().map { view.string($0.value(forKey: "_UILayoutGuideIdentifier")) } == [
                "_UIViewControllerTop", "_UIViewControllerBottom",
            ])
        let constraints = view.members(root.value(forKey: "UIViewAutolayoutConstraints")).compactMap { view.object($0)?.index }
        let placing = subviews.dropFirst().flatMap {
            view.members($0.value(forKey: "_UILayoutGuideConstraintsToRemove")).compactMap { view.object($0)?.index }
        }
        #expect(placing.count == 6)
        #expect(Array(constraints.prefix(6)) == placing)
        #expect(constraints.count == 7)
    }

    /// The aws-sdk pairs: a standard spacing (`symbolic="YES"`, shown as 8 points) is archived as
    /// `NSSymbolicConstant` `NSSpace` without a constant.
    @Test func aStandardSpacingIsArchivedAsTheSymbol() throws {
        let view = try graph("lst-co-ntr-view-lst-vi-eww.nib")
        let spacing = try #require(view.objects.first { view.string($0.value(forKey: "NSSymbolicConstant")) != nil })
        #expect(view.string(spacing.value(forKey: "NSSymbolicConstant")) == "NSSpace")
        #expect(spacing.value(forKey: "NSConstant") == nil)
        #expect(spacing.value(forKey: "NSConstantV2") == nil)
    }
}

/// The mapbox Navigation pair, built from `Base.lproj`: a label's text and a button's title are
/// `NSLocalizableString`s keyed `<object id>.<property>` (`upm-fg-ffn.text`, `JMs-xU-Gfd.normalTitle`)
/// with the development text in `NSDev`; the aws-sdk pairs, not localized, have plain strings.
@Suite struct LocalizableStringTests {
    static let path = TestPaths.fixtures.appendingPathComponent("Compiler/Base.lproj/Localized.storyboard").path

    /// The user strings of the view nib of the document compiled as if at `path`, by graph class.
    static func userStrings(compiledAt path: String) throws -> [(className: String, key: String?, dev: String?, text: String?)] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.path))
        let output = try NibCompiler.compile(data: data, path: path)
        let view = try #require(output.files.first { $0.relativePath == "loc-co-ntr-view-loc-vi-eww.nib" })
        let graph = NibGraph(try NibArchiveReader.read(view.contents, path: path))
        var strings: [(String, String?, String?, String?)] = []
        for object in graph.objects where object.className == "UILabel" || object.className == "UIButtonContent" {
            let key = object.className == "UILabel" ? "UIText" : "UITitle"
            guard let string = graph.object(object.value(forKey: key))?.object else { continue }
            var text: String?
            if case .data(let bytes)? = string.value(forKey: "NS.bytes") {
                text = String(decoding: bytes, as: UTF8.self)
            }
            strings.append(
                (string.className, graph.string(string.value(forKey: "NSKey")), graph.string(string.value(forKey: "NSDev")), text))
        }
        return strings
    }

    @Test func aLocalizedDocumentsStringsAreKeyedByObjectIDAndProperty() throws {
        let strings = try Self.userStrings(compiledAt: Self.path)
        #expect(strings.map(\.className) == ["NSLocalizableString", "NSLocalizableString"])
        #expect(Set(strings.compactMap(\.key)) == ["upm-fg-ffn.text", "JMs-xU-Gfd.normalTitle"])
        #expect(Set(strings.compactMap(\.dev)) == ["Thank you for your report!", "Cancel"])
        #expect(Set(strings.compactMap(\.text)) == ["Thank you for your report!", "Cancel"])
    }

    @Test func aDocumentOutsideAnyLprojFolderHasPlainStrings() throws {
        let strings = try Self.userStrings(compiledAt: "/tmp/Localized.storyboard")
        #expect(strings.map(\.className) == ["NSString", "NSString"])
    }
}

/// Relationship segues: a container's children are archived inside the container's scene nib,
/// each with its parent, item, view nib name and external-objects table; a child nothing else
/// reaches gets no nib of its own and no `Info.plist` entry.
@Suite struct ContainerRelationshipTests {
    let files: [String: Data]
    let diagnostics: [CompileDiagnostic]

    init() throws {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/ContainerRelationships.storyboard").path
        // Its gauge view is written generically, with a warning.
        let output = try NibCompiler.compile(contentsOf: path, options: CompileOptions(allowsApproximation: true))
        files = CompilerTestSupport.filesByPath(of: output)
        diagnostics = output.diagnostics
    }

    /// The split view controller, which no pair shows and whose own keys UIKit's encoders always
    /// write, is an approximation naming it.
    @Test func theSplitViewControllerIsAnApproximation() throws {
        let splits = diagnostics.filter { $0.isApproximation && $0.message.hasPrefix("a split view controller, which no pair shows") }
        #expect(splits.map(\.objectID) == ["spl-co-ntr"])
    }

    func graph(_ name: String) throws -> NibGraph {
        try CompilerTestSupport.graph(at: name, in: files)
    }

    /// The controller whose view nib is `viewNib`, by archive index.
    func controller(withViewNib viewNib: String, in graph: NibGraph) throws -> Int {
        try #require(graph.objects.firstIndex { graph.string($0.value(forKey: "UINibName")) == viewNib }, "no controller of \(viewNib)")
    }

    /// An object's class, or the class a class swapper stands in for (Xcode 11 and later swap
    /// the controllers a storyboard instantiates).
    static func systemClass(of object: NibGraph.Object, in graph: NibGraph) -> String {
        object.className == "UIClassSwapper" ? graph.string(object.value(forKey: "UIOriginalClassName")) ?? "" : object.className
    }

    func references(_ key: String, of index: Int, in graph: NibGraph) -> [Int] {
        graph.members(graph.objects[index].value(forKey: key)).compactMap { graph.object($0)?.index }
    }

    func parent(of index: Int, in graph: NibGraph) -> Int? {
        graph.object(graph.objects[index].value(forKey: "UIParentViewController"))?.index
    }

    @Test func childrenAreCompiledWithoutRelationshipWarningAndOnlyReachableScenesGetNibs() throws {
        #expect(!diagnostics.contains { $0.message.contains("relationship") }, "\(diagnostics)")
        // The tab with an identifier has its view nib compiled for both scene nibs that hold it.
        #expect(diagnostics.filter { $0.objectID == "tc2-ga-uge" }.count == 1, "\(diagnostics)")
        #expect(
            files.keys.sorted() == [
                "Detail.nib", "Info.plist", "Second.nib", "Split.nib", "Tabs.nib", "UINavigationController-nav-co-ntr.nib",
                "det-co-ntr-view-det-vi-eww.nib", "rot-co-ntr-view-rot-vi-eww.nib", "sdt-co-ntr-view-sdt-vi-eww.nib",
                "smr-co-ntr-view-smr-vi-eww.nib", "tc2-co-ntr-view-tc2-vi-eww.nib", "tr1-co-ntr-view-tr1-vi-eww.nib",
            ])
        let plist = try BinaryPropertyListReader.read(try #require(files["Info.plist"]), path: "Info.plist")
        guard case .dictionary(let info) = plist, case .dictionary(let names)? = info["UIViewControllerIdentifiersToNibNames"] else {
            Issue.record("no identifiers in \(plist)")
            return
        }
        #expect(names.keys.sorted() == ["Detail", "Second", "Split", "Tabs", "UINavigationController-nav-co-ntr"])
        #expect(info["UIStoryboardDesignatedEntryPointIdentifier"] == .string("UINavigationController-nav-co-ntr"))
    }

    /// A child's scene objects (the root's tap recognizer) are top-level objects of the container's
    /// nib, leading both lists before the child's storyboard placeholder, as Xcode 7.2, 11.3 and
    /// 12.0 list them (the food-tracker, whatsapp_sample and FoodTracker study pairs).
    @Test func aChildsSceneObjectsLeadTheContainersLists() throws {
        let scene = try graph("UINavigationController-nav-co-ntr.nib")
        for key in ["UINibTopLevelObjectsKey", "UINibObjectsKey"] {
            let listed = scene.members(scene.root?.value(forKey: key)).prefix(2).compactMap { scene.object($0)?.object }
            #expect(listed.map(\.className) == ["UITapGestureRecognizer", "UIProxyObject"], "\(key)")
            #expect(listed.last.flatMap { scene.string($0.value(forKey: "UIProxiedObjectIdentifier")) } == "UIStoryboardPlaceholder")
        }
    }

    @Test func aNavigationControllersRootIsArchivedInItsSceneNib() throws {
        let scene = try graph("UINavigationController-nav-co-ntr.nib")
        let navigation = try #require(scene.objects.firstIndex { Self.systemClass(of: $0, in: scene) == "UINavigationController" })
        let root = try controller(withViewNib: "rot-co-ntr-view-rot-vi-eww", in: scene)
        #expect(references("UIChildViewControllers", of: navigation, in: scene) == [root])
        #expect(references("UIViewControllers", of: navigation, in: scene) == [root])
        #expect(parent(of: root, in: scene) == navigation)
        let object = scene.objects[root]
        #expect(object.className == "UIClassSwapper")
        #expect(scene.string(object.value(forKey: "UIOriginalClassName")) == "UIViewController")
        #expect(scene.string(object.value(forKey: "UITitle")) == "Root")
        #expect(scene.object(object.value(forKey: "UINavigationItem"))?.object.className == "UINavigationItem")
        // The root's show segue lives in this nib, with the root as its controller.
        let templates = references("UIStoryboardSegueTemplates", of: root, in: scene)
        #expect(templates.map { scene.objects[$0].className } == ["UIStoryboardShowSegueTemplate"])
        #expect(templates.map { scene.string(scene.objects[$0].value(forKey: "UIDestinationViewControllerIdentifier")) } == ["Detail"])
        // Its view nib's placeholders resolve through its own external-objects table: the root,
        // its segue, and the scene's tap recognizer, which the view's gesture recognizers name.
        let table = scene.members(object.value(forKey: "UIExternalObjectsTableForViewLoading"))
        let targets = stride(from: 1, to: table.count, by: 2).compactMap { scene.object(table[$0])?.index }
        let recognizer = try #require(scene.objects.firstIndex { $0.className == "UITapGestureRecognizer" })
        #expect(Set(targets) == Set([root, recognizer] + templates))
        // A document object, not top-level; wired to the storyboard like the scene's controller.
        let listed = scene.members(scene.root?.value(forKey: "UINibObjectsKey")).compactMap { scene.object($0)?.index }
        let topLevel = scene.members(scene.root?.value(forKey: "UINibTopLevelObjectsKey")).compactMap { scene.object($0)?.index }
        #expect(listed.contains(root))
        #expect(!topLevel.contains(root))
        let storyboardOutlets = scene.members(scene.root?.value(forKey: "UINibConnectionsKey")).compactMap { scene.object($0)?.object }
            .filter { scene.string($0.value(forKey: "UILabel")) == "storyboard" }
            .compactMap { scene.object($0.value(forKey: "UISource"))?.index }
        #expect(Set(storyboardOutlets) == [navigation, root])
        let outlets = scene.objects.filter {
            $0.className == "UIRuntimeOutletConnection" && scene.string($0.value(forKey: "UILabel")) == "detailButton"
        }
        #expect(outlets.isEmpty, "the outlet into the root's view is made in the view nib")
    }

    /// A child's storyboard placeholder leads the container's top-level objects whether the other
    /// proxies lead (Xcode 13 and later) or follow the controller (before): study pairs of 7.2 to
    /// 12.4, a navigation controller's nib of 11.3 listing its child's placeholder, then itself,
    /// then the owner, the first responder and its own placeholder; only the child's scene objects
    /// (its tap recognizer) come before it.
    @Test(arguments: ["11.3", "13.4.1"])
    func aChildsStoryboardPlaceholderLeadsTheTopLevelObjects(xcode: String) throws {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/ContainerRelationships.storyboard").path
        let output = try NibCompiler.compile(
            contentsOf: path, options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: true))
        let graph = try CompilerTestSupport.graph(
            at: "UINavigationController-nav-co-ntr.nib", in: CompilerTestSupport.filesByPath(of: output))
        let topLevel = graph.members(graph.root?.value(forKey: "UINibTopLevelObjectsKey")).compactMap { graph.object($0)?.object }
        let identifiers = topLevel.map {
            graph.string($0.value(forKey: "UIProxiedObjectIdentifier")) ?? Self.systemClass(of: $0, in: graph)
        }
        let rest =
            xcode == "11.3"
            ? ["UINavigationController", "IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"]
            : ["IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder", "UINavigationController"]
        #expect(identifiers == ["UITapGestureRecognizer", "UIStoryboardPlaceholder"] + rest, "\(xcode)")
        // The bar keeps the document's y (59 points down): 22, 66 and 84 points down in the study
        // pairs for bars at 0, 44 and 59.
        let bar = try #require(graph.objects.first { $0.className == "UINavigationBar" })
        let height = xcode == "11.3" ? 44.0 : 50
        #expect(bar.value(forKey: "UICenter") == StoryboardStructureTests.geometry([0, 59 + height / 2]), "\(xcode)")
    }

    @Test func aTabBarControllersChildrenKeepTheirOrderAndItemsAndANestedRoot() throws {
        let scene = try graph("Tabs.nib")
        let tabs = try #require(scene.objects.firstIndex { Self.systemClass(of: $0, in: scene) == "UITabBarController" })
        let children = references("UIViewControllers", of: tabs, in: scene)
        try #require(children.count == 2)
        #expect(references("UIChildViewControllers", of: tabs, in: scene) == children)
        #expect(scene.objects[children[0]].className == "UINavigationController")
        #expect(children[1] == (try controller(withViewNib: "tc2-co-ntr-view-tc2-vi-eww", in: scene)))
        for child in children {
            #expect(parent(of: child, in: scene) == tabs)
            let item = scene.object(scene.objects[child].value(forKey: "UITabBarItem"))?.object
            #expect(item?.className == "UITabBarItem")
        }
        let nestedRoot = try controller(withViewNib: "tr1-co-ntr-view-tr1-vi-eww", in: scene)
        #expect(references("UIViewControllers", of: children[0], in: scene) == [nestedRoot])
        #expect(parent(of: nestedRoot, in: scene) == children[0])
        #expect(scene.object(scene.objects[children[0]].value(forKey: "UINavigationBar"))?.object.className == "UINavigationBar")
    }

    /// `UINibObjectsKey` lists a container's scene breadth first through its children, as Xcode
    /// 12.1 lists a tab bar controller of navigation controllers (CookAssistant, a study pair):
    /// the tab bar and both tabs, then the first tab's bar, item and root and the second's item,
    /// then the root's navigation item; not each child's tree after the other. A child's scene
    /// view leads the lists, and its tree is listed level by level with the container's, its
    /// label beside the tab bar (whatsapp_sample, a study pair of Xcode 11.3).
    @Test func aTabBarControllersNibListsItsChildrenBreadthFirst() throws {
        let scene = try graph("Tabs.nib")
        let listed = scene.members(scene.root?.value(forKey: "UINibObjectsKey")).compactMap { scene.object($0)?.object }
            .filter { $0.className != "UIProxyObject" }
        let described = listed.map { object in
            let title = scene.string(object.value(forKey: "UITitle")).map { " " + $0 } ?? ""
            return Self.systemClass(of: object, in: scene) + title
        }
        #expect(
            described == [
                "UIView", "UITabBarController", "UILabel", "UITabBar", "UINavigationController", "UIViewController", "UINavigationBar",
                "UITabBarItem First", "UIViewController", "UITabBarItem Second", "UINavigationItem First",
            ])
    }

    @Test func aSplitViewControllerListsItsMasterBeforeItsDetail() throws {
        let scene = try graph("Split.nib")
        let split = try #require(scene.objects.firstIndex { Self.systemClass(of: $0, in: scene) == "UISplitViewController" })
        let master = try controller(withViewNib: "smr-co-ntr-view-smr-vi-eww", in: scene)
        let detail = try controller(withViewNib: "sdt-co-ntr-view-sdt-vi-eww", in: scene)
        #expect(references("UIViewControllers", of: split, in: scene) == [master, detail])
        #expect(references("UIChildViewControllers", of: split, in: scene) == [master, detail])
        #expect(parent(of: master, in: scene) == split)
        #expect(parent(of: detail, in: scene) == split)
    }
}

/// Relationship segues that cannot give a container a child are warned about, naming the segue.
@Suite struct BrokenRelationshipTests {
    static func storyboard(_ scenes: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="na1">
                <scenes>\(scenes)
                </scenes>
            </document>
            """.utf8)
    }

    static func navigation(_ id: String, root: String, identifier: String? = nil) -> String {
        """

                <scene sceneID="s-\(id)"><objects>
                    <navigationController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(id)" sceneMemberID="viewController">
                        <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="g-\(id)"/></connections>
                    </navigationController>
                </objects></scene>
        """
    }

    @Test func aRelationshipToAnObjectThatIsNoControllerIsWarnedAbout() throws {
        let scene = """

                    <scene sceneID="s-na1"><objects>
                        <navigationController id="na1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-na1"/>
                            <connections><segue destination="nb-na1" kind="relationship" relationship="rootViewController" id="g-na1"/></connections>
                        </navigationController>
                    </objects></scene>
            """
        let output = try NibCompiler.compile(data: Self.storyboard(scene), path: "S.storyboard")
        let warning = try #require(output.diagnostics.first { $0.objectID == "g-na1" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("nb-na1, which is no view controller of this storyboard"))
    }

    @Test func aRelationshipOrSegueToNoObjectIsAnErrorAboutIt() throws {
        let relationship = #expect(throws: CompileError.self) {
            try NibCompiler.compile(data: Self.storyboard(Self.navigation("na1", root: "gone")), path: "S.storyboard")
        }
        guard case .documentErrors(_, let diagnostics) = relationship else {
            Issue.record("not refused with document errors: \(String(describing: relationship))")
            return
        }
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.objectID) == ["g-na1"], "\(errors)")
        #expect(errors.first?.line == 6)
        #expect(errors.first?.message == "relationship segue rootViewController leads to gone, which no object of the document has")

        let segue = Self.storyboard(
            """

                    <scene sceneID="s-na1"><objects>
                        <viewController id="na1" sceneMemberID="viewController">
                            <view key="view" id="v-na1"/>
                            <connections><segue destination="gone" kind="show" id="sHw-aa-001"/></connections>
                        </viewController>
                    </objects></scene>
            """)
        let shown = #expect(throws: CompileError.self) { try NibCompiler.compile(data: segue, path: "S.storyboard") }
        guard case .documentErrors(_, let segueDiagnostics) = shown else {
            Issue.record("not refused with document errors: \(String(describing: shown))")
            return
        }
        let segueErrors = segueDiagnostics.filter { $0.severity == .error }
        #expect(segueErrors.map(\.objectID) == ["sHw-aa-001"], "\(segueErrors)")
        #expect(segueErrors.first?.message == "segue sHw-aa-001 leads to gone, which no object of the document has")
    }

    @Test func aContainerThatIsItsOwnAncestorIsCutThere() throws {
        let output = try NibCompiler.compile(
            data: Self.storyboard(Self.navigation("na1", root: "na2") + Self.navigation("na2", root: "na1", identifier: "Second")),
            path: "S.storyboard")
        let cycles = output.diagnostics.filter { $0.message.contains("its own ancestor") }
        #expect(Set(cycles.map(\.objectID)) == ["g-na2", "g-na1"])
        let nib = try #require(output.files.first { $0.relativePath == "UINavigationController-na1.nib" })
        let graph = NibGraph(try NibArchiveReader.read(nib.contents, path: nib.relativePath))
        #expect(graph.objects.filter { ContainerRelationshipTests.systemClass(of: $0, in: graph) == "UINavigationController" }.count == 2)
    }
}

/// A view controller's toolbar items, which a navigation controller's toolbar shows while it is on
/// top (Rocket.Chat's drawing controller), are archived in its scene nib as UIViewController's
/// encoder writes them (`UIToolbarItems`, iOS 26.1's UIKitCore), with their actions; an empty
/// list writes no key.
@Suite struct ControllerToolbarItemTests {
    @Test func aViewControllersToolbarItemsAreArchived() throws {
        let storyboard = UIKitPropertiesInterfaceBuilderReadsTests.viewControllerStoryboard(
            children: """
                <toolbarItems>
                    <barButtonItem systemItem="trash" id="bbi-tbi-001">
                        <connections>
                            <action selector="clear:" destination="vc-key-001" id="act-tbi-001"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="bbi-tbi-002"/>
                </toolbarItems>
                """)
        let output = try NibCompiler.compile(data: storyboard, path: "Toolbar.storyboard", options: CompileOptions())
        #expect(output.diagnostics.isEmpty)
        let graph = try CompilerTestSupport.graph(at: "UIViewController-vc-key-001.nib", in: CompilerTestSupport.filesByPath(of: output))
        let controller = try #require(
            graph.objects.first { ContainerRelationshipTests.systemClass(of: $0, in: graph) == "UIViewController" })
        let items = graph.members(controller.value(forKey: "UIToolbarItems")).compactMap { graph.object($0)?.object.className }
        #expect(items == ["UIBarButtonItem", "UIBarButtonItem"])
        let actions = graph.objects.filter { $0.className == "UIRuntimeEventConnection" }
        #expect(actions.compactMap { graph.string($0.value(forKey: "UILabel")) } == ["clear:"])
    }

    @Test func anEmptyListWritesNoKey() throws {
        let storyboard = UIKitPropertiesInterfaceBuilderReadsTests.viewControllerStoryboard(children: "<toolbarItems/>")
        let output = try NibCompiler.compile(data: storyboard, path: "Toolbar.storyboard", options: CompileOptions())
        let graph = try CompilerTestSupport.graph(at: "UIViewController-vc-key-001.nib", in: CompilerTestSupport.filesByPath(of: output))
        let controller = try #require(
            graph.objects.first { ContainerRelationshipTests.systemClass(of: $0, in: graph) == "UIViewController" })
        #expect(controller.value(forKey: "UIToolbarItems") == nil)
    }
}

/// Below iOS 11, from Xcode 10, a document with a table that estimates its row heights compiles
/// to folders of `objects-11.0+.nib` and `runtime.nib` (study pairs of 10.0 and 11.7).
@Suite struct RowEstimateFolderTests {
    static func xib(estimate: String = "-1") -> Data {
        CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="-1" estimatedRowHeight="\(estimate)" id="tbl-vie-ww1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                </tableView>
                """)
    }

    static func output(xcode: String, deploymentTarget: String, estimate: String = "-1") throws -> CompiledOutput {
        try NibCompiler.compile(
            data: xib(estimate: estimate), path: "Table.xib",
            options: CompileOptions(minimumDeploymentTarget: deploymentTarget, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
    }

    /// The key paths and values of the nib's key-value pairs.
    static func estimates(in data: Data) throws -> [String: Double] {
        let graph = NibGraph(try NibArchiveReader.read(data, path: "Table.nib"))
        return Dictionary(
            uniqueKeysWithValues: graph.objects.filter { $0.className == "UINibKeyValuePair" }.compactMap { pair in
                guard let keyPath = graph.string(pair.value(forKey: "UIKeyPath")),
                    case .object(let number)? = pair.value(forKey: "UIValue"),
                    case .double(let value)? = graph.objects[number].value(forKey: "NS.dblval")
                else { return nil }
                return (keyPath, value)
            })
    }

    /// An automatic estimate is 44 points there, any other the document's (OmiseSDK's 64).
    @Test(arguments: [("-1", 44.0), ("64", 64)])
    func olderSystemsGetTheEstimateByKeyPath(estimate: String, olderSystems: Double) throws {
        let output = try Self.output(xcode: "11.7", deploymentTarget: "8.0", estimate: estimate)
        #expect(output.isFolder)
        let files = CompilerTestSupport.filesByPath(of: output)
        #expect(Set(files.keys) == ["objects-11.0+.nib", "runtime.nib"])
        #expect(try Self.estimates(in: try #require(files["runtime.nib"])) == ["estimatedRowHeight": olderSystems])
        #expect(try Self.estimates(in: try #require(files["objects-11.0+.nib"])).isEmpty)
    }

    @Test func aTableWithoutAnEstimateIsOneNib() throws {
        #expect(try !Self.output(xcode: "11.7", deploymentTarget: "8.0", estimate: "0").isFolder)
    }

    /// The older systems' copy of a document with safe areas is laid out as one without them, at
    /// the 600-point base size; the newer keeps the device's screen (NYTSample, Xcode 10.0).
    @Test func theOlderSystemsCopyIsAtTheBaseSize() throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, initialController: "tvc-lis-t01",
            controller: """
                <tableViewController id="tvc-lis-t01" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" id="tbl-lis-t01">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </tableView>
                </tableViewController>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard",
            options: CompileOptions(minimumDeploymentTarget: "10.0", xcodeVersion: CompileOptions.XcodeVersion("10.0")))
        let files = CompilerTestSupport.filesByPath(of: output)
        for (variant, size) in [("objects-11.0+.nib", [0.0, 0, 375, 667]), ("runtime.nib", [0, 0, 600, 600])] {
            let graph = try CompilerTestSupport.graph(at: "tvc-lis-t01-view-tbl-lis-t01.nib/" + variant, in: files)
            let table = try #require(graph.objects.first { $0.className == "UITableView" })
            #expect(table.value(forKey: "UIBounds") == StoryboardStructureTests.geometry(size), "\(variant)")
        }
    }

    @Test(arguments: [("9.1", "8.0"), ("11.7", "11.0")])
    func otherwiseOneNib(xcode: String, deploymentTarget: String) throws {
        #expect(try !Self.output(xcode: xcode, deploymentTarget: deploymentTarget).isFolder)
    }
}

/// A static table view controller: its table's nib holds a `UITableViewDataSource` with the
/// sections, rows and cells, which the controller's `staticDataSource` outlet holds, as Xcode 11.7
/// writes the OmiseSDK study pair's three static tables.
@Suite struct StaticTableTests {
    static let storyboard = CompilerTestSupport.iOSStoryboard(
        documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, initialController: "tvc-sta-t01",
        controller: """
            <tableViewController id="tvc-sta-t01" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" rowHeight="50" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-sta-t01">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <sections>
                        <tableViewSection headerTitle="Account" id="sec-sta-t01">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="lab-sta-t01" rowHeight="64" style="IBUITableViewCellStyleDefault" id="cel-sta-t01">
                                    <rect key="frame" x="0.0" y="28" width="375" height="64"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-sta-t01" id="con-sta-t01">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Sign out" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lab-sta-t01">
                                                <rect key="frame" x="16" y="0.0" width="343" height="64"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-sta-t02">
                                    <rect key="frame" x="0.0" y="92" width="375" height="50"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-sta-t02" id="con-sta-t02">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                    <connections>
                        <outlet property="dataSource" destination="tvc-sta-t01" id="out-sta-t01"/>
                        <outlet property="delegate" destination="tvc-sta-t01" id="out-sta-t02"/>
                    </connections>
                </tableView>
            </tableViewController>
            """)

    static func viewNib() throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: storyboard, path: "Settings.storyboard",
            options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("11.7")))
        return try CompilerTestSupport.graph(at: "tvc-sta-t01-view-tbl-sta-t01.nib", in: CompilerTestSupport.filesByPath(of: output))
    }

    @Test func theDataSourceIsTopLevelAfterTheOwnerAndFirstResponder() throws {
        let graph = try Self.viewNib()
        let topLevel = graph.members(graph.root?.value(forKey: "UINibTopLevelObjectsKey")).compactMap { graph.object($0)?.object }
        #expect(topLevel.map(\.className) == ["UITableView", "UIProxyObject", "UIProxyObject", "UITableViewDataSource", "UIProxyObject"])
        #expect(graph.string(topLevel[4].value(forKey: "UIProxiedObjectIdentifier")) == "UpstreamPlaceholder-1")
    }

    @Test func eachCellIsARowOfItsSectionWithItsHeight() throws {
        let graph = try Self.viewNib()
        let dataSource = try #require(graph.objects.first { $0.className == "UITableViewDataSource" })
        let sections = graph.members(dataSource.value(forKey: "UITableSections")).compactMap { graph.object($0)?.object }
        #expect(sections.map(\.className) == ["UITableViewSection"])
        #expect(graph.string(sections.first?.value(forKey: "UITableSectionHeaderTitle")) == "Account")
        let rows = graph.members(sections.first?.value(forKey: "UITableSectionRows")).compactMap { graph.object($0)?.object }
        // The second cell has no height of its own: the table's.
        #expect(rows.map { $0.value(forKey: "UITableRowHeight") } == [.float(64), .float(50)])
        let cells = rows.compactMap { graph.object($0.value(forKey: "UITableRowCell"))?.object }
        #expect(cells.map(\.className) == ["UITableViewCell", "UITableViewCell"])
        // The styled cell's own label, the only subview of its content view.
        let label = try #require(graph.object(cells.first?.value(forKey: "UITextLabel"))?.object)
        #expect(label.className == "UITableViewLabel")
        #expect(graph.string(label.value(forKey: "UIText")) == "Sign out")
    }

    @Test func theControllerHoldsTheDataSourceBeforeTheSortedOutlets() throws {
        let graph = try Self.viewNib()
        let connections = graph.members(graph.root?.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
        #expect(connections.map { graph.string($0.value(forKey: "UILabel")) } == ["staticDataSource", "dataSource", "delegate", "view"])
        let source = try #require(graph.object(connections[0].value(forKey: "UISource"))?.object)
        #expect(graph.string(source.value(forKey: "UIProxiedObjectIdentifier")) == "IBFilesOwner")
        #expect(graph.object(connections[0].value(forKey: "UIDestination"))?.object.className == "UITableViewDataSource")
    }
}

/// A scene nib's connections from Xcode 11: its `storyboard` outlet first, then its outlets by
/// name (`sceneViewController` among them), then its actions by selector, whatever the document's
/// order (the study pairs' scene nibs of 11.0 to 15.1: OmiseSDK's CreditCardFormController, 11.7).
@Suite struct SceneConnectionOrderTests {
    @Test func storyboardFirstThenOutletsThenActionsByName() throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, initialController: "vc-con-ord",
            controller: """
                <viewController id="vc-con-ord" customClass="FormController" customModule="App" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw-con-ord">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <navigationItem key="navigationItem" id="nav-con-ord">
                        <barButtonItem key="leftBarButtonItem" title="Z" id="bbz-con-ord">
                            <connections>
                                <action selector="tapZ:" destination="vc-con-ord" id="acz-con-ord"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem key="rightBarButtonItem" title="A" id="bba-con-ord">
                            <connections>
                                <action selector="tapA:" destination="vc-con-ord" id="aca-con-ord"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <outlet property="zetaButton" destination="bbz-con-ord" id="ouz-con-ord"/>
                        <outlet property="alphaButton" destination="bba-con-ord" id="oua-con-ord"/>
                    </connections>
                </viewController>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Form.storyboard",
            options: CompileOptions(module: "App", minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("11.7")))
        let files = CompilerTestSupport.filesByPath(of: output)
        let sceneName = try #require(files.keys.first { $0.hasSuffix(".nib") && !$0.contains("-view-") })
        let graph = try CompilerTestSupport.graph(at: sceneName, in: files)
        let connections = graph.members(graph.root?.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
        #expect(
            connections.map { graph.string($0.value(forKey: "UILabel")) }
                == ["storyboard", "alphaButton", "sceneViewController", "zetaButton", "tapA:", "tapZ:"])
    }
}

/// A prototype cell's content view: half a point shorter than the cell, above its separator, in
/// Xcode 9.1 (the aws-sdk and mapbox pairs); as tall as the document says in 10.1, 11.7 and 12.0
/// (MarvelCharacters', OmiseSDK's and FoodTracker's prototypes, study pairs).
@Suite struct PrototypeContentHeightTests {
    @Test(arguments: [("9.1", 89.5), ("10.1", 90.0), ("12.0", 90.0)])
    func theContentViewsHeight(xcode: String, height: Double) throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#, initialController: "tvc-pro-hei",
            controller: """
                <tableViewController id="tvc-pro-hei" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="90" id="tbl-pro-hei">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Meal" rowHeight="90" id="cel-pro-hei">
                                <rect key="frame" x="0.0" y="28" width="375" height="90"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-pro-hei" id="con-pro-hei">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="90"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Meals.storyboard",
            options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let view = try CompilerTestSupport.graph(at: "tvc-pro-hei-view-tbl-pro-hei.nib", in: CompilerTestSupport.filesByPath(of: output))
        let table = try #require(view.objects.first { $0.className == "UITableView" })
        let nibs = view.members(table.value(forKey: "UITableViewCellPrototypeNibs"))
        let nib = try #require(nibs.count == 2 ? view.object(nibs[1])?.object : nil)
        let cell = NibGraph(try NibArchiveReader.read(try #require(CompilerTestSupport.archiveData(of: nib, in: view)), path: "Meal"))
        let content = try #require(cell.objects.first { $0.className == "UITableViewCellContentView" })
        #expect(content.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 375, height]), "\(xcode)")
    }
}

/// A tab bar controller whose tabs are storyboard references, as Xcode 11.3 compiles it
/// (EntertainmentWorld study pairs): the references are placeholders in the tab bar controller's
/// nib, resolved through the Info.plist alone.
@Suite struct ReferenceTabsTests {
    static let storyboard = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" initialViewController="tab-co-ntr">
            <scenes>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tab-co-ntr" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tab-ba-rrr">
                            <rect key="frame" x="0.0" y="975" width="1000" height="1000"/>
                            <color key="barTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tabBar>
                        <connections>
                            <segue destination="ref-one-aaa" kind="relationship" relationship="viewControllers" id="seg-one-aaa"/>
                            <segue destination="ref-two-bbb" kind="relationship" relationship="viewControllers" id="seg-two-bbb"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-one"><objects>
                    <viewControllerPlaceholder storyboardName="Dashboard" id="ref-one-aaa" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="One" id="itm-one-aaa"/>
                    </viewControllerPlaceholder>
                </objects></scene>
                <scene sceneID="s-two"><objects>
                    <viewControllerPlaceholder storyboardName="More" referencedIdentifier="Start" id="ref-two-bbb" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Two" id="itm-two-bbb"/>
                    </viewControllerPlaceholder>
                </objects></scene>
                <scene sceneID="s-nav"><objects>
                    <navigationController storyboardIdentifier="Nav" id="nav-co-ntr" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="nav-ba-rrr">
                            <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                        </navigationBar>
                    </navigationController>
                </objects></scene>
            </scenes>
        </document>
        """.utf8)

    static func files(xcode: String) throws -> [String: Data] {
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        return CompilerTestSupport.filesByPath(of: output)
    }

    @Test func aReferenceTabHasNoNibButAnInfoPlistEntry() throws {
        let files = try Self.files(xcode: "11.3")
        #expect(files.keys.sorted() == ["Info.plist", "Nav.nib", "UITabBarController-tab-co-ntr.nib"])
        let plist = try BinaryPropertyListReader.read(try #require(files["Info.plist"]), path: "Info.plist")
        guard case .dictionary(let info) = plist,
            case .dictionary(let references)? = info["UIViewControllerIdentifiersToExternalStoryboardReferences"],
            case .dictionary(let names)? = info["UIViewControllerIdentifiersToNibNames"]
        else {
            Issue.record("no references in \(plist)")
            return
        }
        #expect(names.keys.sorted() == ["Nav", "UITabBarController-tab-co-ntr"])
        #expect(
            references == [
                "UIViewController-ref-one-aaa": .dictionary(["UIReferencedStoryboardName": .string("Dashboard")]),
                "UIViewController-ref-two-bbb": .dictionary([
                    "UIReferencedStoryboardName": .string("More"), "UIReferencedControllerIdentifier": .string("Start"),
                ]),
            ])
    }

    @Test func eachReferenceTabIsAChildPlaceholderWithItsItemOnTheBar() throws {
        let graph = try CompilerTestSupport.graph(at: "UITabBarController-tab-co-ntr.nib", in: Self.files(xcode: "11.3"))
        let tabs = try #require(
            graph.objects.firstIndex { ContainerRelationshipTests.systemClass(of: $0, in: graph) == "UITabBarController" })
        let children = graph.members(graph.objects[tabs].value(forKey: "UIViewControllers")).compactMap { graph.object($0) }
        #expect(children.map(\.object.className) == Array(repeating: "UIStoryboardViewControllerPlaceholder", count: 2))
        #expect(
            children.map { graph.string($0.object.value(forKey: "UIStoryboardIdentifier")) } == [
                "UIViewController-ref-one-aaa", "UIViewController-ref-two-bbb",
            ])
        #expect(children.allSatisfy { graph.object($0.object.value(forKey: "UIParentViewController"))?.index == tabs })
        let customizable = graph.members(graph.objects[tabs].value(forKey: "UICustomizableViewControllers")).compactMap {
            graph.object($0)?.index
        }
        #expect(customizable == children.map(\.index))
        let bar = try #require(graph.object(graph.objects[tabs].value(forKey: "UITabBar"))?.object)
        let items = graph.members(bar.value(forKey: "UIItems")).compactMap { graph.object($0) }
        #expect(items.map { graph.string($0.object.value(forKey: "UITitle")) } == ["One", "Two"])
        #expect(graph.object(bar.value(forKey: "UIBarTintColor"))?.object.className == "UIColor")
        // 49 points high at the document's y, whatever the frame's height.
        #expect(bar.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 0, 49]))
        #expect(bar.value(forKey: "UICenter") == StoryboardStructureTests.geometry([0, 999.5]))
        // The placeholders listed after the bar, their items after them; a storyboard proxy for
        // each leads the top-level objects.
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.index }
        #expect(Array(listed.suffix(4)) == children.map(\.index) + items.map(\.index))
        let topLevel = graph.members(graph.root?.value(forKey: "UINibTopLevelObjectsKey")).compactMap { graph.object($0) }
        #expect(
            topLevel.prefix(2).map { graph.string($0.object.value(forKey: "UIProxiedObjectIdentifier")) } == [
                "UIStoryboardPlaceholder", "UIStoryboardPlaceholder",
            ])
        #expect(topLevel.dropFirst(2).first?.index == tabs)
    }

    /// The bar at the document's y (975 here), as Xcode lays it out: 320 × 50 in 10.1 (the
    /// MarvelCharacters study pair), 49 high and no width in 11, 50 high from 12.
    @Test(arguments: [("10.1", 320.0, 50.0, 1000.0), ("11.3", 0, 49, 999.5), ("12.1", 0, 50, 1000)])
    func theTabBarsSize(xcode: String, width: Double, height: Double, centerY: Double) throws {
        let graph = try CompilerTestSupport.graph(at: "UITabBarController-tab-co-ntr.nib", in: Self.files(xcode: xcode))
        let bar = try #require(graph.objects.first { $0.className == "UITabBar" })
        #expect(bar.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, width, height]), "\(xcode)")
        #expect(bar.value(forKey: "UICenter") == StoryboardStructureTests.geometry([width / 2, centerY]), "\(xcode)")
    }

    /// MarvelCharacters' tab bar (a study pair of Xcode 10.1): opaque, its items filling it, its
    /// tint saved as iOS 7's `selectedImageTintColor`; a tab's selected image is a placeholder of
    /// its own though it names the tab's image.
    @Test func anOpaqueFillingTabBarWithSelectedImages() throws {
        let storyboard = String(decoding: Self.storyboard, as: UTF8.self)
            .replacingOccurrences(
                of: #"<tabBar key="tabBar" contentMode="scaleToFill" id="tab-ba-rrr">"#,
                with: #"<tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" itemPositioning="fill" id="tab-ba-rrr">"#
            )
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="975" width="1000" height="1000"/>"#,
                with:
                    #"<rect key="frame" x="0.0" y="975" width="1000" height="1000"/><color key="selectedImageTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
            )
            .replacingOccurrences(
                of: #"title="One" id="itm-one-aaa""#, with: #"title="One" image="library" selectedImage="library" id="itm-one-aaa""#
            )
            .replacingOccurrences(
                of: #"initialViewController="tab-co-ntr""#, with: #"colorMatched="YES" initialViewController="tab-co-ntr""#)
        let output = try NibCompiler.compile(
            data: Data(storyboard.utf8), path: "Main.storyboard",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("10.1")))
        let graph = try CompilerTestSupport.graph(
            at: "UITabBarController-tab-co-ntr.nib", in: CompilerTestSupport.filesByPath(of: output))
        let bar = try #require(graph.objects.first { $0.className == "UITabBar" })
        #expect(bar.value(forKey: "UITabBarItemPositioning") == .integer(1))
        #expect(bar.value(forKey: "UIBarTranslucence") == .integer(2))
        let tint = try #require(graph.object(bar.value(forKey: "UITintColor"))?.object)
        #expect(graph.string(tint.value(forKey: "UISystemColorName")) == "whiteColor")
        let item = try #require(graph.objects.first { graph.string($0.value(forKey: "UITitle")) == "One" })
        let image = try #require(graph.object(item.value(forKey: "UIImage")))
        let selected = try #require(graph.object(item.value(forKey: "UISelectedTemplateImage")))
        #expect(image.index != selected.index)
        #expect(graph.string(selected.object.value(forKey: "UIResourceName")) == "library")
    }

    @Test func aBlackBarKeepsItsStyle() throws {
        let graph = try CompilerTestSupport.graph(at: "Nav.nib", in: Self.files(xcode: "11.3"))
        let bar = try #require(graph.objects.first { $0.className == "UINavigationBar" })
        #expect(bar.value(forKey: "UIBarStyle") == .integer(1))
    }
}

/// Controller and navigation bar attributes of OmiseSDK (11.7) and constructionHelper (15.1),
/// study pairs.
@Suite struct ControllerAttributeTests {
    static let storyboard = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav-co-ntr">
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav-co-ntr" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nav-ba-rrr">
                            <rect key="frame" x="0.0" y="59" width="375" height="44"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="nav-to-olb">
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-pop"><objects>
                    <viewController storyboardIdentifier="Popover" extendedLayoutIncludesOpaqueBars="YES" id="pop-co-ntr" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="pop-vi-eww"/>
                        <value key="contentSizeForViewInPopover" type="size" width="240" height="180"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """.utf8)

    static func graph(_ name: String, xcode: String, device: Bool = false) throws -> NibGraph {
        let data =
            device
            ? Data(
                String(decoding: storyboard, as: UTF8.self).replacingOccurrences(
                    of: "<scenes>", with: #"<device id="retina6_1" orientation="portrait"/><scenes>"#
                ).utf8)
            : storyboard
        let output = try NibCompiler.compile(
            data: data, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        return try CompilerTestSupport.graph(at: name, in: CompilerTestSupport.filesByPath(of: output))
    }

    @Test func opaqueBarsAndPopoverSizes() throws {
        let popover = try Self.graph("Popover.nib", xcode: "11.7")
        let controller = try #require(
            popover.objects.first { ContainerRelationshipTests.systemClass(of: $0, in: popover) == "UIViewController" })
        #expect(controller.value(forKey: "UIKeyExtendedLayoutIncludesOpaqueBars") == .integer(1))
        #expect(controller.value(forKey: "UIPreferredContentSize") == StoryboardStructureTests.geometry([240, 180]))
        let navigation = try Self.graph("UINavigationController-nav-co-ntr.nib", xcode: "15.1")
        let bar = try #require(navigation.objects.first { $0.className == "UINavigationBar" })
        #expect(bar.value(forKey: "UIBarTranslucence") == .integer(2))
        #expect(bar.value(forKey: "UIOpaque") == .bool(true))
    }

    /// Xcode 12 and later size the bar as UIKit does, even with no root controller, 10.0 too,
    /// and 10.1 to 11.7 where the document has no device (a study pair of 11.2); on the
    /// document's phone 10.1 to 11.7 keep its height (11.3); 7 and 8 archive it 320 points wide,
    /// whatever the document's width.
    @Test(arguments: [
        ("8.2.1", false, 320.0, 44.0), ("10.0", true, 0, 50), ("11.2", false, 0, 50), ("11.3", true, 0, 44), ("15.1", true, 0, 50),
    ])
    func aNavigationBarWithoutRoot(xcode: String, device: Bool, width: Double, height: Double) throws {
        let navigation = try Self.graph("UINavigationController-nav-co-ntr.nib", xcode: xcode, device: device)
        let bar = try #require(navigation.objects.first { $0.className == "UINavigationBar" })
        #expect(bar.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, width, height]), "\(xcode)")
        #expect(bar.value(forKey: "UICenter") == StoryboardStructureTests.geometry([width / 2, 59 + height / 2]), "\(xcode)")
    }

    /// Xcode 10.0's bar hugs vertically at 750 and holds its root's item in an immutable array
    /// (the NYTSample study pair); older and newer Xcodes', `{250, 250}` and a mutable array
    /// (QBImagePicker's 6.4 and 7.3.1 builds, study pairs of 7.2 and of 11.0 and later).
    @Test(arguments: [("9.1", "{250, 250}", "NSMutableArray"), ("10.0", "{250, 750}", "NSArray"), ("11.0", "{250, 250}", "NSMutableArray")])
    func aNavigationBarAsXcode10Archives(xcode: String, hugging: String, itemsClass: String) throws {
        let storyboard = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" initialViewController="nav-co-ntr">
                <scenes>
                    <scene sceneID="s-nav"><objects>
                        <navigationController id="nav-co-ntr" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-ba-rrr">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections><segue destination="roo-co-ntr" kind="relationship" relationship="rootViewController" id="roo-se-gue"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s-roo"><objects>
                        <viewController id="roo-co-ntr" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-vi-eww"/>
                            <navigationItem key="navigationItem" id="roo-it-emm"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let graph = try CompilerTestSupport.graph(
            at: "UINavigationController-nav-co-ntr.nib", in: CompilerTestSupport.filesByPath(of: output))
        let bar = try #require(graph.objects.first { $0.className == "UINavigationBar" })
        #expect(graph.string(bar.value(forKey: "UIViewContentHuggingPriority")) == hugging, "\(xcode)")
        let items = try #require(graph.object(bar.value(forKey: "UIItems"))?.object)
        #expect(items.className == itemsClass, "\(xcode)")
        #expect(graph.members(bar.value(forKey: "UIItems")).count == 1, "\(xcode)")
    }

    /// A toolbar saved without a frame takes the bar's archived width and laid-out height:
    /// QBImagePicker's, 320 × 44 with Xcode 7.3, 0 × 50 in a study pair of 11.2.
    @Test(arguments: [("7.3", 320.0, 44.0), ("11.2", 0, 50)])
    func aToolbarWithoutFrameIsSizedAsTheBar(xcode: String, width: Double, height: Double) throws {
        let navigation = try Self.graph("UINavigationController-nav-co-ntr.nib", xcode: xcode)
        let toolbar = try #require(navigation.objects.first { $0.className == "UIToolbar" })
        #expect(toolbar.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, width, height]), "\(xcode)")
        #expect(toolbar.value(forKey: "UICenter") == StoryboardStructureTests.geometry([width / 2, height / 2]), "\(xcode)")
    }
}

/// A document using an SF Symbol newer than its deployment target: from Xcode 12 every nib is a
/// folder of `objects-<the symbol's iOS>+.nib` and `runtime.nib`, the same nib twice
/// (CookAssistant study pairs, 12.1 at iOS 13.7).
@Suite struct SystemSymbolFolderTests {
    static func storyboard(symbol: String) -> Data {
        CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc1-sym-bol",
            controller: """
                <viewController id="vc1-sym-bol" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vie-sym-bol">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\(symbol)" catalog="system" id="img-sym-bol">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            </imageView>
                        </subviews>
                    </view>
                </viewController>
                """, resources: #"<image name="\#(symbol)" catalog="system" width="128" height="110"/>"#)
    }

    @Test(
        arguments: [
            ("clock.arrow.circlepath", "12.1", "13.7", "objects-14.0+.nib"), ("clock.arrow.circlepath", "12.1", "14.0", nil),
            ("clock.arrow.circlepath", "11.7", "13.7", nil), ("star", "12.1", "13.0", nil),
        ] as [(String, String, String, String?)])
    func everyNibIsAFolderBelowTheSymbolsIOS(symbol: String, xcode: String, target: String, variant: String?) throws {
        // Approximating a symbol iOS 13 has (`star`), which the nib for iOS 13 would hold as an image.
        var options = CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode))
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(symbol: symbol), path: "Main.storyboard", options: options)
        let nibs = output.files.map(\.relativePath).filter { $0 != "Info.plist" }
        if let variant {
            #expect(
                Set(nibs) == [
                    "UIViewController-vc1-sym-bol.nib/\(variant)", "UIViewController-vc1-sym-bol.nib/runtime.nib",
                    "vc1-sym-bol-view-vie-sym-bol.nib/\(variant)", "vc1-sym-bol-view-vie-sym-bol.nib/runtime.nib",
                ], "\(nibs)")
            let files = CompilerTestSupport.filesByPath(of: output)
            #expect(files["vc1-sym-bol-view-vie-sym-bol.nib/\(variant)"] == files["vc1-sym-bol-view-vie-sym-bol.nib/runtime.nib"])
        } else {
            #expect(nibs.allSatisfy { !$0.contains("/") }, "\(symbol) \(xcode) \(target): \(nibs)")
        }
    }
}

/// A view controller that defines its presentation context archives it (mixpanel's MPSurvey
/// navigation controller, Xcode 7.3); one that does not, nothing.
@Suite struct ControllerPresentationContextTests {
    @Test(arguments: [(#"definesPresentationContext="YES" "#, true), ("", false)])
    func aControllerDefiningItsPresentationContext(attribute: String, defines: Bool) throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc1-pre-ctx",
            controller: """
                <viewController \(attribute)id="vc1-pre-ctx" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vie-pre-ctx">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
                """)
        let output = try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: CompileOptions())
        let scene = try #require(output.files.first { $0.relativePath == "UIViewController-vc1-pre-ctx.nib" })
        let graph = NibGraph(try NibArchiveReader.read(scene.contents, path: "Scene.nib"))
        // The controller, which a class swapper may archive.
        let controller = try #require(graph.objects.first { $0.value(forKey: "UINibName") != nil })
        #expect(controller.value(forKey: "UIDefinesPresentationContext") == (defines ? .bool(true) : nil))
    }

    /// One that hides the tab bar when pushed says so, as UIViewController's encoder does (only
    /// when YES); one that does not writes no key.
    @Test(arguments: [true, false])
    func aControllerHidingTheBottomBarSaysSo(hides: Bool) throws {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: "", initialController: "vc1-pre-ctx",
            controller: """
                <viewController hidesBottomBarWhenPushed="\(hides ? "YES" : "NO")" id="vc1-pre-ctx" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vie-pre-ctx">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                </viewController>
                """)
        let output = try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: CompileOptions())
        #expect(output.diagnostics.isEmpty)
        let scene = try #require(output.files.first { $0.relativePath == "UIViewController-vc1-pre-ctx.nib" })
        let graph = NibGraph(try NibArchiveReader.read(scene.contents, path: "Scene.nib"))
        let controller = try #require(graph.objects.first { $0.value(forKey: "UINibName") != nil })
        #expect(controller.value(forKey: "UIHidesBottomBarWhenPushed") == (hides ? .bool(true) : nil))
    }
}

/// A symbol iOS 13 has, in a nib that loads on iOS 13: Xcode archives the symbol's image with
/// its metrics, which the compiler does not have, so the compile is refused unless approximated;
/// a symbol of iOS 14 stays a placeholder there, as in CookAssistant's `runtime.nib` (Xcode 12.1).
@Suite struct SystemSymbolImageTests {
    @Test(
        arguments: [
            ("star", "12.1", "13.7", true), ("star", "11.3", "13.1", true), ("star", "12.1", "14.0", false),
            ("clock.arrow.circlepath", "12.1", "13.7", false), ("star", "10.3", "12.0", false),
        ] as [(String, String, String, Bool)])
    func aSymbolOfIOS13IsAnApproximationBelowIOS14(symbol: String, xcode: String, target: String, refused: Bool) throws {
        let options = CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode))
        let data = SystemSymbolFolderTests.storyboard(symbol: symbol)
        guard refused else {
            #expect(throws: Never.self) { try NibCompiler.compile(data: data, path: "Main.storyboard", options: options) }
            return
        }
        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: data, path: "Main.storyboard", options: options)
        }
        #expect(
            error.diagnostics.map(\.message) == [
                "SF Symbol \(symbol) in a nib for iOS before 14: Xcode archives the symbol's image with the symbol's own metrics, which nibcat does not have; written as a placeholder naming it, which iOS 13 cannot load"
            ])
        #expect(error.diagnostics.map(\.objectID) == ["img-sym-bol"])
    }
}

/// A controller's navigation item with bar button items, as Xcode 12.1 compiles CookAssistant's
/// (study pairs): a custom-view item, a segue its other item triggers from the scene nib, and the
/// scene nib's object list.
@Suite struct NavigationItemSegueTests {
    static let storyboard = CompilerTestSupport.iOSStoryboard(
        documentAttributes: "", initialController: "vc1-nav-itm",
        controller: """
            <viewController storyboardIdentifier="Recipe" id="vc1-nav-itm" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vie-nav-itm"/>
                <navigationItem key="navigationItem" id="nav-ite-m01">
                    <barButtonItem key="leftBarButtonItem" title="Edit" id="bbi-lef-t01">
                        <connections>
                            <segue destination="vc2-nav-itm" kind="show" identifier="edit" id="seg-edi-t01"/>
                        </connections>
                    </barButtonItem>
                    <barButtonItem key="rightBarButtonItem" style="plain" id="bbi-rig-ht1">
                        <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="btn-cus-tom">
                            <rect key="frame" x="289" y="0.0" width="70" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </button>
                    </barButtonItem>
                </navigationItem>
            </viewController>
            </objects></scene>
            <scene sceneID="sce-two-002"><objects>
            <viewController storyboardIdentifier="Editor" id="vc2-nav-itm" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vi2-nav-itm"/>
            </viewController>
            """)

    static func sceneNib() throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.1")))
        return try CompilerTestSupport.graph(at: "Recipe.nib", in: CompilerTestSupport.filesByPath(of: output))
    }

    @Test func aCustomViewItemHoldsItsViewAndNoStyle() throws {
        let graph = try Self.sceneNib()
        let items = graph.objects.filter { $0.className == "UIBarButtonItem" }
        let custom = try #require(items.first { $0.value(forKey: "UICustomView") != nil })
        #expect(graph.object(custom.value(forKey: "UICustomView"))?.object.className == "UIButton")
        #expect(custom.value(forKey: "UIStyle") == nil)
        #expect(items.first { $0.value(forKey: "UICustomView") == nil }?.value(forKey: "UIStyle") == .integer(1))
    }

    @Test func anItemsSegueIsPerformedFromTheSceneNib() throws {
        let graph = try Self.sceneNib()
        let events = graph.objects.filter { $0.className == "UIRuntimeEventConnection" }
        #expect(events.count == 1)
        let event = try #require(events.first)
        #expect(graph.string(event.value(forKey: "UILabel")) == "perform:")
        #expect(graph.object(event.value(forKey: "UISource"))?.object.className == "UIBarButtonItem")
        #expect(graph.object(event.value(forKey: "UIDestination"))?.object.className == "UIStoryboardShowSegueTemplate")
    }

    @Test func theTemplatesAreListedBeforeTheItemsBarButtonItems() throws {
        let graph = try Self.sceneNib()
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.object.className }
        #expect(
            Array(listed.suffix(5)) == [
                "UINavigationItem", "UIStoryboardShowSegueTemplate", "UIBarButtonItem", "UIBarButtonItem", "UIButton",
            ],
            "\(listed)")
    }
}

/// A navigation controller's toolbar as Xcode 6.4 and 7.3 archive QBImagePicker's: the controller
/// holds it; saved without a frame, it is as wide as the navigation bar and 44 high, with a
/// flexible width and top margin, holding the controller's toolbar items (none); Xcode 6.4 gives
/// it and the bar 16-point side margins.
@Suite struct NavigationToolbarTests {
    static let storyboard = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav-tol-bar">
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController storyboardIdentifier="Albums" id="nav-tol-bar" sceneMemberID="viewController">
                        <toolbarItems/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="nav-tlb-001">
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                    </navigationController>
                </objects></scene>
            </scenes>
        </document>
        """.utf8)

    @Test(arguments: [("7.3", false), ("6.4", true)])
    func theToolbarIsTheControllersAtTheBottom(xcode: String, hasMargins: Bool) throws {
        let output = try NibCompiler.compile(
            data: Self.storyboard, path: "Picker.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let graph = try CompilerTestSupport.graph(at: "Albums.nib", in: CompilerTestSupport.filesByPath(of: output))
        let controller = try #require(graph.objects.first { $0.value(forKey: "UINavigationBar") != nil })
        let toolbar = try #require(graph.object(controller.value(forKey: "UIToolbar"))?.object)
        #expect(toolbar.className == "UIToolbar")
        #expect(toolbar.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 320, 44]), "\(xcode)")
        #expect(toolbar.value(forKey: "UICenter") == StoryboardStructureTests.geometry([160, 22]), "\(xcode)")
        #expect(toolbar.value(forKey: "UIAutoresizingMask") == .integer(10))
        #expect(graph.members(toolbar.value(forKey: "UIItems")).isEmpty && toolbar.value(forKey: "UIItems") != nil)
        let margins = StoryboardStructureTests.geometry([0, 16, 0, 16])
        #expect((toolbar.value(forKey: "UIViewLayoutMargins") == margins) == hasMargins, "\(xcode)")
    }
}

/// A storyboard whose collection view cell keeps Xcode 8's content view: from Xcode 11 its cells
/// are pinned for iOS 12.3, every nib of it a folder below iOS 12.3 (QBImagePicker's storyboard,
/// a study pair of 11.2 at iOS 8, with an `objects-13.0+.nib` too).
@Suite struct StoryboardPinnedCellTests {
    static let storyboard = CompilerTestSupport.iOSStoryboard(
        documentAttributes: "", initialController: "vc-pin-001",
        controller: """
            <collectionViewController id="vc-pin-001" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv-pin-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl-pin-001">
                        <size key="itemSize" width="50" height="50"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Cell" id="ce-pin-001">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                        </collectionViewCell>
                    </cells>
                    <connections>
                        <outlet property="dataSource" destination="vc-pin-001" id="oc-pin-001"/>
                        <outlet property="delegate" destination="vc-pin-001" id="oc-pin-002"/>
                    </connections>
                </collectionView>
            </collectionViewController>
            """)

    /// The number of system constraints pinning the cell's content view in the view nib's cell nib.
    static func pins(in viewNib: Data) throws -> Int {
        let graph = NibGraph(try NibArchiveReader.read(viewNib, path: "View.nib"))
        let cellNibData = try #require(graph.objects.first { $0.className == "NSData" && $0.value(forKey: "NS.bytes") != nil })
        guard case .data(let bytes)? = cellNibData.value(forKey: "NS.bytes") else { return -1 }
        let cellNib = NibGraph(try NibArchiveReader.read(bytes, path: "Cell.nib"))
        return cellNib.objects.filter { cellNib.string($0.value(forKey: "NSLayoutIdentifier")) == "UIIBSystemGenerated" }.count
    }

    @Test(arguments: [
        ("11.2", "8.0", ["objects-12.3+.nib", "objects-13.0+.nib", "runtime.nib"]),
        ("12.4", "12.0", ["objects-12.3+.nib", "runtime.nib"]), ("12.4", "13.0", [""]),
    ])
    func everyNibHasTheCellsPinnedForIOS12_3(xcode: String, target: String, variants: [String]) throws {
        let output = try NibCompiler.compile(
            data: Self.storyboard, path: "Grid.storyboard",
            options: CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let files = CompilerTestSupport.filesByPath(of: output)
        for nib in ["UICollectionViewController-vc-pin-001.nib", "vc-pin-001-view-cv-pin-001.nib"] {
            #expect(variants.allSatisfy { files[$0.isEmpty ? nib : nib + "/" + $0] != nil }, "\(nib) \(files.keys.sorted())")
        }
        for variant in variants {
            let path = "vc-pin-001-view-cv-pin-001.nib" + (variant.isEmpty ? "" : "/" + variant)
            #expect(try Self.pins(in: try #require(files[path])) == (variant == "runtime.nib" ? 0 : 4), "\(path)")
        }
    }
}

/// The proxies of a view nib for objects of its scene are numbered as the nib's connections meet
/// them: its views' first, then its controller's (a study pair of Xcode 12.0, FoodTracker, whose
/// image view's gesture recognizer is `UpstreamPlaceholder-1` and its controller `-2`).
@Suite struct UpstreamPlaceholderNumberingTests {
    static let storyboard = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="MealViewController" customModule="FoodTracker" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="img">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="320"/>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="oc1"/>
                                        </connections>
                                    </imageView>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="photoImageView" destination="img" id="o1"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer id="tap"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)

    @Test func theViewsConnectionsNumberTheirProxiesFirst() throws {
        let output = try NibCompiler.compile(
            data: Self.storyboard, path: "Main.storyboard",
            options: CompileOptions(
                module: "FoodTracker", minimumDeploymentTarget: "13.7", xcodeVersion: CompileOptions.XcodeVersion("12.0")))
        let graph = try CompilerTestSupport.graph(at: "vc1-view-v1.nib", in: CompilerTestSupport.filesByPath(of: output))
        let connections = graph.members(graph.root?.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
        func identifier(_ value: NibGraph.Value?) -> String? {
            graph.string(graph.object(value)?.object.value(forKey: "UIProxiedObjectIdentifier"))
        }
        let collection = try #require(connections.first { $0.className == "UIRuntimeOutletCollectionConnection" })
        let gesture = graph.members(collection.value(forKey: "UIDestination")).first
        #expect(identifier(gesture) == "UpstreamPlaceholder-1")
        let outlet = try #require(connections.first { graph.string($0.value(forKey: "UILabel")) == "photoImageView" })
        #expect(identifier(outlet.value(forKey: "UISource")) == "UpstreamPlaceholder-2")
    }
}

/// Before Xcode 10 a collection view is archived as Interface Builder laid it out with no items:
/// its content size spans the flow layout's empty section, the section footer and header are
/// its subviews under Interface Builder's reuse identifiers, and its prototype cells take the
/// item size on the canvas's pixel grid (QBImagePicker, Xcode 6.4 and 7.3; mapbox, 9.1).
@Suite struct LaidOutCollectionViewTests {
    static func storyboard(header: Double) -> Data {
        CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"toolsVersion="7702""#, initialController: "col-co-ntr",
            controller: """
                <collectionViewController id="col-co-ntr" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="col-vi-eww">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="2" minimumInteritemSpacing="2" id="col-la-you">
                            <size key="itemSize" width="77.5" height="77.5"/>
                            <size key="headerReferenceSize" width="0.0" height="\(header)"/>
                            <size key="footerReferenceSize" width="50" height="66"/>
                            <inset key="sectionInset" minX="0.0" minY="8" maxX="0.0" maxY="2"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="col-ce-lll">
                                <rect key="frame" x="0.0" y="0.0" width="78" height="78"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                    <rect key="frame" x="0.0" y="0.0" width="78" height="78"/>
                                </view>
                            </collectionViewCell>
                        </cells>
                        <collectionReusableView key="sectionFooterView" opaque="NO" contentMode="center" reuseIdentifier="Footer" id="col-fo-ote">
                            <rect key="frame" x="0.0" y="88" width="600" height="66"/>
                        </collectionReusableView>
                    </collectionView>
                </collectionViewController>
                """)
    }

    static func compiled(header: Double = 0, xcode: String) throws -> (view: NibGraph, cell: NibGraph, output: CompiledOutput) {
        let output = try NibCompiler.compile(
            data: storyboard(header: header), path: "Main.storyboard",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: true))
        let view = try CompilerTestSupport.graph(at: "col-co-ntr-view-col-vi-eww.nib", in: CompilerTestSupport.filesByPath(of: output))
        let nibs = view.members(
            try #require(view.objects.first { $0.className == "UICollectionView" }).value(forKey: "UICollectionViewCellNibDict"))
        try #require(nibs.count == 2)
        let nib = try #require(view.object(nibs[1])?.object)
        let cell = NibGraph(try NibArchiveReader.read(try #require(CompilerTestSupport.archiveData(of: nib, in: view)), path: "Cell"))
        return (view, cell, output)
    }

    @Test(arguments: [("6.4", 78.0, false), ("7.3", 77.5, false), ("9.1", 77.5, true)])
    func olderXcodesArchiveTheLayout(xcode: String, cellSide: Double, prefetches: Bool) throws {
        let (view, cell, _) = try Self.compiled(xcode: xcode)
        let collection = try #require(view.objects.first { $0.className == "UICollectionView" })
        #expect(collection.value(forKey: "UIContentSize") == StoryboardStructureTests.geometry([600, 76]), "\(xcode)")
        let subviews = view.members(collection.value(forKey: "UISubviews")).compactMap { view.object($0)?.object }
        #expect(subviews.map(\.className) == ["UICollectionReusableView"], "\(xcode)")
        #expect(view.string(subviews.first?.value(forKey: "UIReuseIdentifier")) == "IBUICollectionViewFooterReuseIdentifier")
        #expect(subviews.first?.value(forKey: "UICenter") == StoryboardStructureTests.geometry([300, 43]), "\(xcode)")
        // The keys Xcode writes on every view: a deep draw rect from Xcode 8, as prefetching.
        #expect((subviews.first?.value(forKey: "UIDeepDrawRect") != nil) == prefetches, "\(xcode)")
        #expect((collection.value(forKey: "UICollectionViewPrefetchingEnabled") != nil) == prefetches, "\(xcode)")
        let root = try #require(cell.objects.first { cell.string($0.value(forKey: "UIReuseIdentifier")) == "Cell" })
        #expect(root.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, cellSide, cellSide]), "\(xcode)")
        // Its content view holds nothing, so it has no safe-area guide (mapbox's empty cells, 9.1).
        let content = try #require(cell.object(root.value(forKey: "UIContentView"))?.object)
        #expect(content.value(forKey: "UIViewLayoutGuides") == nil, "\(xcode)")
    }

    @Test func xcode10KeepsTheSavedCellAndNoLayout() throws {
        let (view, cell, _) = try Self.compiled(xcode: "11.2")
        let collection = try #require(view.objects.first { $0.className == "UICollectionView" })
        #expect(collection.value(forKey: "UIContentSize") == nil)
        #expect(collection.value(forKey: "UISubviews") == nil)
        let root = try #require(cell.objects.first { cell.string($0.value(forKey: "UIReuseIdentifier")) == "Cell" })
        #expect(root.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 78, 78]))
    }

    /// No pair shows a laid-out header: it is written as the footer is, and said so.
    @Test func aHeaderIsAnApproximation() throws {
        let (view, _, output) = try Self.compiled(header: 30, xcode: "7.3")
        let collection = try #require(view.objects.first { $0.className == "UICollectionView" })
        let subviews = view.members(collection.value(forKey: "UISubviews")).compactMap { view.object($0)?.object }
        #expect(
            subviews.map { view.string($0.value(forKey: "UIReuseIdentifier")) } == [
                "IBUICollectionViewHeaderReuseIdentifier", "IBUICollectionViewFooterReuseIdentifier",
            ])
        #expect(subviews.last?.value(forKey: "UICenter") == StoryboardStructureTests.geometry([300, 73]))
        #expect(output.diagnostics.contains { $0.message.contains("section header") })
    }
}

/// The connections of a view nib: a scene whose view holds a label and the gesture recognizers
/// the scene has, with the controller's and the recognizer's connections each test gives.
@Suite struct ViewNibConnectionTests {
    static func connectionLabels(controller: String, recognizer: String, xcode: String) throws -> (view: [String?], scene: [String?]) {
        let storyboard = CompilerTestSupport.iOSStoryboard(
            documentAttributes: #"toolsVersion="13529""#, initialController: "vnc-co-ntr",
            controller: """
                <viewController id="vnc-co-ntr" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vnc-vi-eww">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A" id="vnc-la-bel">
                                <rect key="frame" x="20" y="20" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="vnc-ta-ppp" appends="YES" id="vnc-co-ll1"/>
                        </connections>
                    </view>
                    <connections>\(controller)</connections>
                </viewController>
                <tapGestureRecognizer id="vnc-ta-ppp">
                    <connections>\(recognizer)</connections>
                </tapGestureRecognizer>
                """)
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let files = CompilerTestSupport.filesByPath(of: output)
        func labels(_ nib: String) throws -> [String?] {
            let graph = try CompilerTestSupport.graph(at: nib, in: files)
            let root = try #require(graph.root)
            return graph.members(root.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
                .map { graph.string($0.value(forKey: "UILabel")) }
        }
        return (try labels("vnc-co-ntr-view-vnc-vi-eww.nib"), try labels("UIViewController-vnc-co-ntr.nib"))
    }

    /// Its File's Owner's outlet collections (the controller's, a proxy there) before its own
    /// objects', whatever the document's order (OmiseSDK's credit card form, a study pair of
    /// Xcode 11.7: the controller's collections, then its view's gesture recognizers).
    @Test func theControllersCollectionsComeFirst() throws {
        let labels = try Self.connectionLabels(
            controller: #"<outletCollection property="labels" destination="vnc-la-bel" collectionClass="NSMutableArray" id="vnc-co-ll2"/>"#,
            recognizer: "", xcode: "11.7")
        #expect(labels.view.prefix(2) == ["labels", "gestureRecognizers"])
    }

    /// A scene object's connections into the view are the view nib's, from a proxy standing for
    /// the object, and its connections to the controller stay in the scene's nib, even where the
    /// view nib has a proxy for the controller (mapbox's tap gesture recognizer, Xcode 9.1: its
    /// view's delegate).
    @Test func aGestureRecognizersOutletIntoTheViewIsTheViewNibs() throws {
        let labels = try Self.connectionLabels(
            controller: #"<outlet property="label" destination="vnc-la-bel" id="vnc-ou-lab"/>"#,
            recognizer: """
                <action selector="dismiss:" destination="vnc-co-ntr" id="vnc-ac-ttt"/>
                <outlet property="delegate" destination="vnc-vi-eww" id="vnc-ou-ttt"/>
                """, xcode: "9.1")
        #expect(labels.view.contains("delegate"))
        #expect(!labels.view.contains("dismiss:"))
        #expect(labels.scene.contains("dismiss:"))
    }
}
