import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A storyboard's view controller scenes as Xcode 26 writes Aerial's `Main.storyboard`: a scene
/// nib named by the controller's identifier holding it as a class swapper, a view nib reaching it
/// as `UpstreamPlaceholder-1`, and an `Info.plist` naming both and the controller's identifier.
@Suite struct AppKitStoryboardSceneBuilderTests {
    static func storyboard(scenes: String, initial: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="24118" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES"\(initial)>
                <scenes>\(scenes)</scenes>
            </document>
            """.utf8)
    }

    static func controllerScene(id: String = "10", attributes: String = #"storyboardIdentifier="Main" title="Main""#) -> String {
        """
        <scene sceneID="S\(id)"><objects>
            <viewController \(attributes) id="\(id)" customClass="MainController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="\(id)v">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <button verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)b">
                            <rect key="frame" x="20" y="20" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <connections>
                                <action selector="go:" target="\(id)" id="\(id)a1"/>
                                <action selector="copy:" target="\(id)r" id="\(id)a2"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <outlet property="goButton" destination="\(id)b" id="\(id)o1"/>
                    <outlet property="menu" destination="\(id)m" id="\(id)o2"/>
                </connections>
            </viewController>
            <customObject id="\(id)r" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            <menu id="\(id)m"><items><menuItem title="One" id="\(id)i"/></items></menu>
        </objects></scene>
        """
    }

    static let options = CompileOptions(module: "App", minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("26.0"))

    static func compile(_ data: Data) throws -> CompiledOutput {
        try NibCompiler.compile(data: data, path: "Main.storyboard", options: options)
    }

    static func graph(_ output: CompiledOutput, _ name: String) throws -> NibGraph {
        let file = try #require(output.files.first { $0.relativePath == name })
        return try CompiledNibReader.decode(file.contents, path: name).graph
    }

    static func info(_ output: CompiledOutput) throws -> [String: Any] {
        let file = try #require(output.files.first { $0.relativePath == "Info.plist" })
        return try #require(try PropertyListSerialization.propertyList(from: file.contents, format: nil) as? [String: Any])
    }

    static func connection(_ graph: NibGraph, _ label: String) -> NibGraph.Object? {
        graph.objects.first { graph.string($0.value(forKey: "NSLabel")) == label }
    }

    @Test func aSceneNibHoldsTheControllerAndItsViewNibTheView() throws {
        let output = try Self.compile(Self.storyboard(scenes: Self.controllerScene(), initial: #" initialViewController="10""#))
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "Main.nib"])
        let info = try Self.info(output)
        #expect(info["NSViewControllerIdentifiersToNibNames"] as? [String: String] == ["Main": "Main"])
        #expect(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String == "Main")
        #expect(info["NSStoryboardMainMenu"] == nil)
        let uuid = try #require((info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?["Main"])
        #expect(UUID(uuidString: uuid) != nil && uuid == uuid.uppercased())

        let scene = try Self.graph(output, "Main.nib")
        let controller = try #require(scene.objects.first { $0.className == "NSClassSwapper" })
        #expect(scene.string(controller.value(forKey: "NSClassName")) == "_TtC3App14MainController")
        #expect(scene.string(controller.value(forKey: "NSOriginalClassName")) == "NSViewController")
        #expect(scene.string(controller.value(forKey: "NSNibName")) == "10-view-10v")
        #expect(scene.string(controller.value(forKey: "NSStoryboardIdentifier")) == "Main")
        #expect(scene.string(controller.value(forKey: "uniqueIdentifierForStoryboardCompilation")) == uuid)
        #expect(controller.value(forKey: "connectionsRequireClassSwapperForStoryboardCompilation") == .bool(true))
        let table = scene.members(controller.value(forKey: "NSExternalObjectsTableForViewLoading"))
        #expect(table.count == 2 && scene.string(table[0]) == "UpstreamPlaceholder-1" && scene.object(table[1])?.object == controller)
        #expect(scene.object(Self.connection(scene, "sceneController")?.value(forKey: "NSDestination"))?.object == controller)
        let storyboard = try #require(scene.object(Self.connection(scene, "storyboard")?.value(forKey: "NSDestination"))?.object)
        #expect(scene.string(storyboard.value(forKey: "NSExternalObjectPlaceholderIdentifier")) == "NSStoryboardPlaceholder")
        #expect(scene.object(Self.connection(scene, "menu")?.value(forKey: "NSDestination"))?.object.className == "NSMenu")
        #expect(Self.connection(scene, "goButton") == nil)

        let view = try Self.graph(output, "10-view-10v.nib")
        let root = try #require(view.object(view.object(view.root?.value(forKey: "IB.objectdata"))?.object.value(forKey: "NSRoot")))
        let viewOutlet = try #require(Self.connection(view, "view"))
        #expect(view.object(viewOutlet.value(forKey: "NSSource"))?.index == root.index)
        #expect(view.object(viewOutlet.value(forKey: "NSDestination"))?.object.className == "NSView")
        let upstream = try #require(view.object(Self.connection(view, "goButton")?.value(forKey: "NSSource"))?.object)
        #expect(view.string(upstream.value(forKey: "NSExternalObjectPlaceholderIdentifier")) == "UpstreamPlaceholder-1")
        #expect(view.object(Self.connection(view, "go:")?.value(forKey: "NSDestination"))?.object == upstream)
        // An action sent to the scene's First Responder goes to no object, as a xib's to -1.
        #expect(try #require(Self.connection(view, "copy:")).value(forKey: "NSDestination") == nil)
        #expect(Self.connection(view, "menu") == nil)
    }

    /// A controller nothing reaches (no storyboard identifier, not the entry point, no segue's
    /// destination, no window's content) is left out with a warning, as ibtool leaves out an iOS
    /// storyboard's (`StoryboardCompiler`).
    @Test func anUnreachedControllerIsLeftOutWithAWarning() throws {
        let output = try Self.compile(
            Self.storyboard(scenes: Self.controllerScene(id: "10", attributes: "") + Self.controllerScene(id: "11")))
        #expect(output.files.map(\.relativePath) == ["11-view-11v.nib", "Info.plist", "Main.nib"])
        let warning = try #require(output.diagnostics.first { $0.objectID == "10" })
        #expect(warning.severity == .warning && warning.message.contains("unreachable"))
        // A storyboard nothing of which is reached keeps its Info.plist, naming no nib.
        let alone = try Self.compile(Self.storyboard(scenes: Self.controllerScene(id: "10", attributes: "")))
        #expect(alone.files.map(\.relativePath) == ["Info.plist"])
        #expect((try Self.info(alone)["NSViewControllerIdentifiersToNibNames"] as? [String: String])?.isEmpty == true)
    }

    /// A controller without a storyboard identifier (here the entry point) is named by its class
    /// and id, and keeps no `connectionsRequireClassSwapper…` (Prune's `AboutVC`); the same source
    /// gives the same bytes.
    @Test func anUnnamedControllerAndTheSameBytesTwice() throws {
        let data = Self.storyboard(scenes: Self.controllerScene(attributes: ""), initial: #" initialViewController="10""#)
        let output = try Self.compile(data)
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "NSViewController-10.nib"])
        let controller = try #require(try Self.graph(output, "NSViewController-10.nib").objects.first { $0.className == "NSClassSwapper" })
        #expect(controller.value(forKey: "connectionsRequireClassSwapperForStoryboardCompilation") == nil)
        #expect(controller.value(forKey: "NSStoryboardIdentifier") == nil)
        #expect(try Self.compile(data).files == output.files)
        // Each controller its own identifier.
        let two = try Self.info(
            Self.compile(
                Self.storyboard(
                    scenes: Self.controllerScene() + Self.controllerScene(id: "11", attributes: ""),
                    initial: #" initialViewController="11""#)))
        let identifiers = try #require(two["NSViewControllerIdentifiersToUUIDs"] as? [String: String])
        #expect(identifiers.count == 2 && Set(identifiers.values).count == 2)
    }

    /// A controller of no custom class, which no pair shows, is refused; approximated, its class
    /// swapper names NSViewController as both its class and its original class.
    @Test func aControllerWithoutACustomClassIsApproximated() throws {
        let scene = Self.controllerScene().replacingOccurrences(of: #" customClass="MainController""#, with: "")
        let refusal = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scene)) }
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])
        var approximating = Self.options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(scenes: scene), path: "Main.storyboard", options: approximating)
        #expect(output.diagnostics.map(\.severity) == [.warning])
        let controller = try #require(try Self.graph(output, "Main.nib").objects.first { $0.className == "NSClassSwapper" })
        let graph = try Self.graph(output, "Main.nib")
        #expect(graph.string(controller.value(forKey: "NSClassName")) == "NSViewController")
        #expect(graph.string(controller.value(forKey: "NSOriginalClassName")) == "NSViewController")
    }

    /// A refusal names what every scene found: a scene's approximation (a controller without a
    /// custom class) before a later scene the compiler cannot write (a subview it does not know),
    /// whose error says that the option would not write the document either.
    @Test func aRefusalNamesWhatEveryScenesFound() throws {
        let approximated = Self.controllerScene().replacingOccurrences(of: #" customClass="MainController""#, with: "")
        let unknown = Self.controllerScene(id: "20", attributes: #"storyboardIdentifier="Other""#)
            .replacingOccurrences(of: "<subviews>", with: #"<subviews><ruler id="20x"/>"#)
        let storyboard = Self.storyboard(scenes: approximated + unknown)
        let refusal = try #require(throws: CompileError.self) { try Self.compile(storyboard) }
        #expect(!refusal.isOnlyApproximations)
        let errors = refusal.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.objectID) == ["10", "20x"])
        #expect(errors.last?.message == "even with --allow-approximation, ruler is not known to the macOS compiler yet")
        var approximating = Self.options
        approximating.allowsApproximation = true
        let approximatedRefusal = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: approximating)
        }
        #expect(approximatedRefusal.diagnostics.filter { $0.severity == .error }.map(\.objectID) == ["20x"])
    }

    /// A scene whose controller the compiler cannot write at all (a view controller without a
    /// view) is refused naming its line and id, with what the scenes before it found.
    @Test func aSceneNotWrittenAtAllIsRefusedWithWhatTheScenesBeforeFound() throws {
        let approximated = Self.controllerScene().replacingOccurrences(of: #" customClass="MainController""#, with: "")
        let viewless = #"""
            <scene sceneID="S20"><objects>
            <viewController storyboardIdentifier="Other" id="20" sceneMemberID="viewController"/>
            </objects></scene>
            """#
        for allowsApproximation in [false, true] {
            var options = Self.options
            options.allowsApproximation = allowsApproximation
            let refusal = try #require(throws: CompileError.self) {
                try NibCompiler.compile(data: Self.storyboard(scenes: approximated + viewless), path: "Main.storyboard", options: options)
            }
            #expect(!refusal.isOnlyApproximations)
            let unwritten = try #require(refusal.diagnostics.last)
            #expect(unwritten.objectID == "20")
            // Its controller's line: the third of the scene.
            #expect(unwritten.line == 3 + approximated.split(separator: "\n").count)
            #expect(unwritten.message.hasSuffix("compiling a macOS storyboard's viewController scene S20 is not supported yet"))
            #expect(refusal.diagnostics.dropLast().map(\.objectID) == ["10"])
            #expect(refusal.diagnostics.first?.severity == (allowsApproximation ? .warning : .error))
        }
    }

    /// A controller whose view is a split view (Vienna's activity panel), which no pair shows,
    /// is refused naming the split view; approximated, its view nib's view outlet reaches the
    /// split view, written as one at the top level of a xib.
    @Test func aControllersSplitViewIsApproximated() throws {
        let scene = Self.controllerScene()
            .replacingOccurrences(of: #"<view key="view" id="10v">"#, with: #"<splitView key="view" vertical="YES" id="10v">"#)
            .replacingOccurrences(of: "</subviews>\n        </view>", with: "</subviews>\n        </splitView>")
        #expect(scene.contains("</splitView>"))
        let refusal = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scene)) }
        #expect(refusal.diagnostics.map(\.objectID).contains("10v"), "\(refusal.message)")
        var approximating = Self.options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(scenes: scene), path: "Main.storyboard", options: approximating)
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "Main.nib"])
        let view = try Self.graph(output, "10-view-10v.nib")
        let viewOutlet = try #require(Self.connection(view, "view"))
        #expect(view.object(viewOutlet.value(forKey: "NSDestination"))?.object.className == "NSSplitView")
    }

    /// A scene's user defaults controller that the view binds to (Vienna's shared one,
    /// NetNewsWire's own), which no pair shows, is refused naming it; approximated, the view nib
    /// holds a controller too, which the binding's connector reaches.
    @Test(arguments: [#" representsSharedInstance="YES""#, ""])
    func aScenesUserDefaultsControllerIsInTheViewNibToo(shared: String) throws {
        let scene = Self.controllerScene()
            .replacingOccurrences(
                of: #"<action selector="copy:" target="10r" id="10a2"/>"#,
                with: #"<binding destination="10u" name="enabled" keyPath="values.go" id="10g"/>"#
            )
            .replacingOccurrences(
                of: #"<menu id="10m">"#, with: #"<userDefaultsController\#(shared) id="10u"/><menu id="10m">"#)
        let refusal = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scene)) }
        #expect(refusal.diagnostics.map(\.objectID).contains("10u"), "\(refusal.message)")
        var approximating = Self.options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(scenes: scene), path: "Main.storyboard", options: approximating)
        let view = try Self.graph(output, "10-view-10v.nib")
        let binding = try #require(view.objects.first { $0.className == "NSNibBindingConnector" })
        #expect(view.object(binding.value(forKey: "NSDestination"))?.object.className == "NSUserDefaultsController")
        #expect(try Self.graph(output, "Main.nib").objects.contains { $0.className == "NSUserDefaultsController" })
    }

    @Test func whatThePairsDoNotShowIsRefusedNamingIt() throws {
        let segue = Self.controllerScene().replacingOccurrences(
            of: #"<outlet property="menu""#, with: #"<segue destination="10" kind="show" id="sg"/><outlet property="menu""#)
        let windowController = #"""
            <scene sceneID="W"><objects><windowController id="20" sceneMemberID="viewController"/>
            <customObject id="21" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>
            """#
        let cases: [(scenes: String, initial: String, objectID: String?)] = [
            (segue, "", "sg"),
            (
                Self.controllerScene(attributes: "").replacingOccurrences(of: #" customClass="MainController""#, with: ""),
                #" initialViewController="10""#, "10"
            ),
            (Self.controllerScene() + Self.controllerScene(id: "11"), "", "11"),
            (Self.controllerScene(attributes: #"storyboardIdentifier="a/b""#), "", "10"),
            (Self.controllerScene(), #" initialViewController="99""#, "99"),
        ]
        for (scenes, initial, objectID) in cases {
            let error = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scenes, initial: initial)) }
            #expect(error.diagnostics.map(\.objectID) == [objectID], "\(error.message)")
        }
        // A controller named MainMenu takes the main menu's nib name, before or after its scene.
        let application = #"""
            <scene sceneID="A"><objects><application id="30" sceneMemberID="viewController">
            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="31"><items/></menu></application>
            <customObject id="32" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>
            """#
        let mainMenu = Self.controllerScene(attributes: #"storyboardIdentifier="MainMenu""#)
        for scenes in [mainMenu + application, application + mainMenu] {
            #expect(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scenes)) }
        }
        #expect(throws: Never.self) { try Self.compile(Self.storyboard(scenes: application + Self.controllerScene())) }
        let refused = try #require(throws: CompileError.self) {
            try Self.compile(Self.storyboard(scenes: windowController, initial: #" initialViewController="20""#))
        }
        #expect(refused.diagnostics.map(\.objectID) == ["20"], "\(refused.message)")
    }

    /// A window controller scene showing controller 10 (`window` and `connections` replaced when given).
    static func windowControllerScene(attributes: String = "", window: String? = nil) -> String {
        """
        <scene sceneID="W"><objects>
            <windowController \(attributes) id="20" sceneMemberID="viewController">
                \(window ?? """
                <window key="window" title="App" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="22">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1680" height="1027"/>
                    <connections><outlet property="delegate" destination="20" id="23"/></connections>
                </window>
                """)
                <connections>
                    <segue destination="10" kind="relationship" relationship="window.shadowedContentViewController" id="24"/>
                </connections>
            </windowController>
            <customObject id="21" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
        </objects></scene>
        """
    }

    /// A window controller scene is one nib: the controller with its window (an empty content
    /// view as large as the window's content) and the controller it shows as that controller's
    /// scene nib has it, the window's content controller set by a runtime attribute; its
    /// connections in Xcode's order (Prune's `Main.storyboard`, compared with Xcode's by
    /// `AppKitWindowControllerSceneConformanceTests`).
    /// Controller 10's scene without its menu, which a window controller's nib does not hold.
    static let shownControllerScene = controllerScene(attributes: "")
        .replacingOccurrences(of: #"<outlet property="menu" destination="10m" id="10o2"/>"#, with: "")
        .replacingOccurrences(of: #"<menu id="10m"><items><menuItem title="One" id="10i"/></items></menu>"#, with: "")

    /// The macOS app template's view controller: no storyboard identifier, no connections. Its
    /// swapper in the window controller's nib names no placeholder, and its view nib has none,
    /// as viraptor/ibtool writes them after Apple's nibs; with one outlet, both have it.
    @Test func anUnconnectedShownControllerHasNoPlaceholder() throws {
        let bare = #"""
            <scene sceneID="S10"><objects>
                <viewController id="10" customClass="MainController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" id="10v"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><autoresizingMask key="autoresizingMask"/></view>
                </viewController>
                <customObject id="10r" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            </objects></scene>
            """#
        func placeholders(_ scenes: String) throws -> (table: Int, inView: Bool) {
            let output = try Self.compile(
                Self.storyboard(scenes: Self.windowControllerScene() + scenes, initial: #" initialViewController="20""#))
            let scene = try Self.graph(output, "NSWindowController-20.nib")
            let swapper = try #require(scene.objects.first { $0.value(forKey: "NSNibName") != nil })
            let view = try Self.graph(output, "10-view-10v.nib")
            let inView = view.objects.contains {
                view.string($0.value(forKey: "NSExternalObjectPlaceholderIdentifier")) == "UpstreamPlaceholder-1"
            }
            return (scene.members(swapper.value(forKey: "NSExternalObjectsTableForViewLoading")).count, inView)
        }
        let unconnected = try placeholders(bare)
        #expect(unconnected.table == 0 && !unconnected.inView)
        let connected = try placeholders(
            bare.replacingOccurrences(
                of: "</viewController>",
                with: #"<connections><outlet property="content" destination="10v" id="10o"/></connections></viewController>"#))
        #expect(connected.table == 2 && connected.inView)
    }

    @Test func aWindowControllerHoldsItsWindowAndTheControllerItShows() throws {
        let scenes = Self.windowControllerScene() + Self.shownControllerScene
        let output = try Self.compile(Self.storyboard(scenes: scenes, initial: #" initialViewController="20""#))
        // The shown controller, which nothing else reaches, has its view nib alone.
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "NSWindowController-20.nib"])
        let info = try Self.info(output)
        #expect(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String == "NSWindowController-20")
        #expect((info["NSViewControllerIdentifiersToUUIDs"] as? [String: String]).map { Array($0.keys) } == ["NSWindowController-20"])
        let scene = try Self.graph(output, "NSWindowController-20.nib")
        let controller = try #require(scene.objects.first { $0.className == "NSWindowController" })
        let window = try #require(scene.object(controller.value(forKey: "IBWindowTemplate"))?.object)
        let contentView = try #require(scene.object(window.value(forKey: "NSWindowView"))?.object)
        #expect(scene.string(contentView.value(forKey: "NSFrameSize")) == "{480, 270}")
        #expect(window.value(forKey: "NSMinFullScreenContentSize") == nil)
        let content = try #require(scene.object(controller.value(forKey: "IBWindowTemplateContentViewController"))?.object)
        #expect(scene.string(content.value(forKey: "NSNibName")) == "10-view-10v")
        let data = try #require(scene.object(scene.root?.value(forKey: "IB.objectdata"))?.object)
        let connections = scene.members(data.value(forKey: "NSConnections")).compactMap { scene.object($0)?.object }
        #expect(
            connections.map { scene.string($0.value(forKey: "NSLabel")) } == [
                "sceneController", "storyboard", "delegate", "storyboard", "window", nil,
            ])
        #expect(scene.members(connections.last?.value(forKey: "NSKeyPaths")).map { scene.string($0) } == ["contentViewController"])
    }

    /// An application scene whose main menu's one `item` sends `action` to First Responder and
    /// shows the controller `showing`.
    static func applicationScene(item: String, action: String, showing: String) -> String {
        """
        <scene sceneID="A"><objects><application id="30" sceneMemberID="viewController">
        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="31"><items>
            <menuItem title="\(item)" id="33"><connections>
                <action selector="\(action)" target="32" id="34"/>
                <segue destination="\(showing)" kind="show" id="35"/>
            </connections></menuItem>
        </items></menu></application>
        <customObject id="32" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>
        """
    }

    /// A menu item's show segue is a top-level template naming the controller it shows and its
    /// unique identifier, which the item sends `perform:` instead of its action; the template's
    /// controller is the main menu (Prune's About item, Xcode 26.6).
    @Test func aMenuItemsShowSeguePerformsATemplate() throws {
        let application = Self.applicationScene(item: "About", action: "orderFrontStandardAboutPanel:", showing: "10")
        let output = try Self.compile(Self.storyboard(scenes: application + Self.controllerScene(attributes: "")))
        let uuid = try #require((Self.info(output)["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?["NSViewController-10"])
        let menu = try Self.graph(output, "MainMenu.nib")
        let template = try #require(menu.objects.first { $0.className == "NSStoryboardShowSegueTemplate" })
        #expect(menu.string(template.value(forKey: "NSTrigger")) == "IBSegueTriggerAction")
        #expect(menu.string(template.value(forKey: "NSDestinationControllerIdentifier")) == "NSViewController-10")
        #expect(menu.string(template.value(forKey: "NSUniqueControllerIdentifier")) == uuid)
        #expect(menu.object(Self.connection(menu, "perform:")?.value(forKey: "NSDestination"))?.object == template)
        #expect(Self.connection(menu, "orderFrontStandardAboutPanel:") == nil)
        #expect(menu.object(Self.connection(menu, "controller")?.value(forKey: "NSDestination"))?.object.className == "NSMenu")
        let data = try #require(menu.object(menu.root?.value(forKey: "IB.objectdata"))?.object)
        let topLevel = menu.members(data.value(forKey: "NSObjectsKeys")).compactMap { menu.object($0)?.object.className }
        #expect(
            Array(topLevel.prefix(4)) == [
                "NSCustomObject", "NSStoryboardShowSegueTemplate", "NSCustomObject", "NSNibExternalObjectPlaceholder",
            ])
    }

    /// A menu item showing a scene the compiler writes no template for (LyricsX's and Vienna's
    /// Preferences items, whose window controllers it cannot write) is refused, and under
    /// `--allow-approximation` the item is written without the segue, keeping its action.
    @Test func aMenuItemsSegueWithoutATemplateIsAnApproximation() throws {
        let application = Self.applicationScene(item: "Preferences…", action: "showPreferences:", showing: "99")
        let storyboard = Self.storyboard(scenes: application + Self.controllerScene(attributes: ""))
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: storyboard, path: "Main.storyboard") }
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(allowsApproximation: true))
        #expect(
            output.diagnostics.map(\.message).contains(
                "a menu item's segue to 99, which the macOS compiler has no template for, is left out"))
        let menu = try Self.graph(output, "MainMenu.nib")
        #expect(Self.connection(menu, "showPreferences:") != nil)
        #expect(!menu.objects.contains { $0.className == "NSStoryboardShowSegueTemplate" })
    }

    /// A controller's sheet segue is a template naming the controller it shows, with outlets to
    /// the controller and the storyboard (Prune's `loginView`); a window controller with a
    /// storyboard identifier (an approximation), a content view of its own or a shown controller
    /// holding more than its view (an approximation) is refused.
    @Test func sheetSeguesAndWhatWindowControllersMayNotHave() throws {
        let sheet = Self.controllerScene().replacingOccurrences(
            of: #"<outlet property="menu""#,
            with: #"<segue destination="11" kind="sheet" identifier="login" id="sg"/><outlet property="menu""#)
        let output = try Self.compile(Self.storyboard(scenes: sheet + Self.controllerScene(id: "11", attributes: "")))
        let scene = try Self.graph(output, "Main.nib")
        let template = try #require(scene.objects.first { $0.className == "NSStoryboardSheetSegueTemplate" })
        #expect(scene.string(template.value(forKey: "NSIdentifier")) == "login")
        #expect(scene.string(template.value(forKey: "NSTrigger")) == "IBSegueTriggerManual")
        #expect(scene.string(template.value(forKey: "NSDestinationControllerIdentifier")) == "NSViewController-11")
        #expect(scene.object(Self.connection(scene, "controller")?.value(forKey: "NSDestination"))?.object.className == "NSClassSwapper")

        let named = Self.windowControllerScene(attributes: #"storyboardIdentifier="Main""#) + Self.shownControllerScene
        let refusedName = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: named)) }
        #expect(refusedName.diagnostics.map(\.objectID) == ["20"])
        let withView =
            Self.windowControllerScene(
                window: """
                    <window key="window" title="App" id="22"><rect key="contentRect" x="0" y="0" width="480" height="270"/>
                    <view key="contentView" id="25"><rect key="frame" x="0" y="0" width="480" height="270"/></view></window>
                    """) + Self.shownControllerScene
        let refusedView = try #require(throws: CompileError.self) {
            try Self.compile(Self.storyboard(scenes: withView, initial: #" initialViewController="20""#))
        }
        #expect(refusedView.diagnostics.map(\.objectID) == ["25"], "\(refusedView.message)")
        // A shown controller with a menu of its own and an outlet to it: an approximation
        // (`sceneObjectsBesideTheViewsAreInTheWindowControllersNib`).
        let withMenu = Self.storyboard(
            scenes: Self.windowControllerScene() + Self.controllerScene(attributes: ""), initial: #" initialViewController="20""#)
        let refusedMenu = try #require(throws: CompileError.self) { try Self.compile(withMenu) }
        #expect(refusedMenu.diagnostics.map(\.objectID) == ["10m"], "\(refusedMenu.message)")
        var options = Self.options
        options.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: withMenu, path: "Main.storyboard", options: options)
        #expect(try Self.graph(approximated, "NSWindowController-20.nib").objects.contains { $0.className == "NSMenu" })
    }
}
