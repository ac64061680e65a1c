import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// The array controller of Sparkle's `SUUpdatePermissionPrompt`, as every Xcode from 7.2 to
/// 14.3.1 archived it.
@Suite struct AppKitArrayControllerTests {
    /// An array controller (HandBrake's languages) and a slider cell (IINA's play slider) of the
    /// app's class are class swappers naming it over AppKit's class, as a custom button cell is.
    @Test func customControllerAndSliderCellClassesAreSwapped() throws {
        let objects =
            CompilerTestSupport.window(
                holding: """
                    <slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="96" height="28"/>
                        <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" \
                    sliderType="linear" id="10" customClass="PlaySliderCell"/>
                    </slider>
                    """) + #"<arrayController editable="NO" id="24" customClass="LanguageArrayController"/>"#
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: objects), options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1")))
        let swapped = graph.objects.filter { $0.className == "NSClassSwapper" }.map {
            [graph.string($0.value(forKey: "NSClassName")), graph.string($0.value(forKey: "NSOriginalClassName"))]
        }
        #expect(Set(swapped) == [["PlaySliderCell", "NSSliderCell"], ["LanguageArrayController", "NSArrayController"]])
    }

    @Test func anArrayControllerDeclaresItsKeysAndBindsItsContent() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <arrayController editable="NO" preservesSelection="NO" selectsInsertedObjects="NO" avoidsEmptySelection="NO" id="24">
                            <declaredKeys>
                                <string>displayKey</string>
                                <string>displayValue</string>
                            </declaredKeys>
                            <connections>
                                <binding destination="-2" name="contentArray" keyPath="profile" id="25"/>
                            </connections>
                        </arrayController>
                """)
        let asXcode12 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: asXcode12)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let controller = try #require(graph.objects.first { $0.className == AppKitNibClass.arrayController })
        #expect(controller.value(forKey: AppKitNibKey.clearsFilterPredicateOnInsertion) == .bool(true))
        #expect(controller.value(forKey: AppKitNibKey.filterRestrictsInsertion) == .bool(true))
        #expect(
            graph.members(controller.value(forKey: AppKitNibKey.declaredKeys)).compactMap { graph.string($0) } == [
                "displayKey", "displayValue",
            ])
        #expect(graph.object(controller.value(forKey: AppKitNibKey.managedProxy))?.object.className == AppKitNibClass.managedProxy)
        let binding = try #require(graph.objects.first { $0.className == AppKitNibClass.bindingConnector })
        #expect(graph.string(binding.value(forKey: "NSBinding")) == "contentArray")
        let editable = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: #"<arrayController editable="YES" id="24"/>"#))
        #expect(
            editable.diagnostics.map(\.message) == [
                #"editable="YES" of a arrayController is not known to the macOS compiler yet"#,
                "an array controller as this Xcode writes it is not known to the macOS compiler: written as "
                    + "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020-d1aa6a0 shows another Xcode wrote it",
            ])
        let encoded = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(
                objects: """
                        <arrayController editable="NO" id="24"><declaredKeys><string base64-UTF8="YES">ZGlzcGxheUtleQ</string></declaredKeys></arrayController>
                    """), options: asXcode12)
        #expect(encoded.diagnostics.first?.message == "declared keys other than plain strings are not known to the macOS compiler yet")
    }

    /// An object class, with Interface Builder's reference to it (IINA's key bindings), which no
    /// pair shows: written under AppKit's key, as Interface Builder 3's archives show it, the
    /// reference left out.
    @Test func anObjectClassIsAppKitsObjectClassName() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <arrayController objectClassName="KeyMapping" id="24">
                            <classReference key="objectClass" className="KeyMapping"/>
                        </arrayController>
                """)
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        #expect(output.diagnostics.isEmpty)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let controller = try #require(graph.objects.first { $0.className == AppKitNibClass.arrayController })
        #expect(graph.string(controller.value(forKey: AppKitNibKey.objectClassName)) == "KeyMapping")
    }

    /// A controller left editable, keeping its selection (Interface Builder's defaults, which
    /// HandBrake's and IINA's controllers keep), which no pair shows: each switch archived as
    /// AppKit's key, true, as Interface Builder 3's archives show, where the pairs' controller,
    /// all four off, archives none. A switch turned off archives nothing, as in the pairs.
    /// Compiled strictly.
    @Test func switchesLeftOnArchiveAppKitsKeys() throws {
        func controller(_ attributes: String) throws -> NibGraph.Object {
            let xib = CompilerTestSupport.macOSXIB(objects: "<arrayController \(attributes) id=\"24\"/>")
            let output = try NibCompiler.compile(
                data: xib, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1")))
            #expect(output.diagnostics.isEmpty)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            return try #require(graph.objects.first { $0.className == AppKitNibClass.arrayController })
        }
        let keys = [
            AppKitNibKey.editable, AppKitNibKey.avoidsEmptySelection, AppKitNibKey.preservesSelection, AppKitNibKey.selectsInsertedObjects,
        ]
        #expect(try keys.map(controller("").value(forKey:)) == Array(repeating: .bool(true), count: 4))
        #expect(
            try keys.map(controller(#"editable="NO" avoidsEmptySelection="NO""#).value(forKey:)) == [nil, nil, .bool(true), .bool(true)])
        let off = #"editable="NO" preservesSelection="NO" selectsInsertedObjects="NO" avoidsEmptySelection="NO""#
        #expect(try keys.map(controller(off).value(forKey:)) == [nil, nil, nil, nil])
        let rearranging = try controller(off + #" automaticallyRearrangesObjects="YES""#)
        #expect(rearranging.value(forKey: AppKitNibKey.automaticallyRearrangesObjects) == .bool(true))
        // The filter cleared on insertion, on in the pairs, turned off (Textual's lists).
        #expect(try controller(off).value(forKey: AppKitNibKey.clearsFilterPredicateOnInsertion) == .bool(true))
        let keepingFilter = try controller(off + #" clearsFilterPredicateOnInsertion="NO""#)
        #expect(keepingFilter.value(forKey: AppKitNibKey.clearsFilterPredicateOnInsertion) == nil)
        #expect(keepingFilter.value(forKey: AppKitNibKey.filterRestrictsInsertion) == .bool(true))
    }

    /// A user defaults controller of the app's class (Textual's preferences) is a class swapper
    /// over AppKit's, as an array controller of one is.
    @Test func aUserDefaultsControllersClassIsSwapped() throws {
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: #"<userDefaultsController id="30" customClass="TPCPreferencesUserDefaultsController"/>"#))
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.string(swapper.value(forKey: "NSClassName")) == "TPCPreferencesUserDefaultsController")
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == AppKitNibClass.userDefaultsController)
    }

    /// A tree controller (HandBrake's presets), which no pair shows, is refused naming it; under
    /// `--allow-approximation` an `NSTreeController` of the array controller's keys without its
    /// filter, and its key paths under AppKit's keys.
    @Test func aTreeControllerIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <treeController childrenKeyPath="children" leafKeyPath="isLeaf" editable="NO" preservesSelection="NO" \
                selectsInsertedObjects="NO" avoidsEmptySelection="NO" id="24">
                            <declaredKeys><string>name</string></declaredKeys>
                            <connections><binding destination="-2" name="contentArray" keyPath="presets" id="25"/></connections>
                        </treeController>
                """)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a tree controller, which no pair shows, is written as the pairs' array controller is, with AppKit's keys for its key paths"
            ])
        let controller = try #require(graph.objects.first { $0.className == AppKitNibClass.treeController })
        #expect(graph.string(controller.value(forKey: AppKitNibKey.treeChildrenKeyPath)) == "children")
        #expect(graph.string(controller.value(forKey: AppKitNibKey.treeLeafKeyPath)) == "isLeaf")
        #expect(controller.value(forKey: AppKitNibKey.treeCountKeyPath) == nil)
        #expect(controller.value(forKey: AppKitNibKey.filterRestrictsInsertion) == nil)
        #expect(graph.members(controller.value(forKey: AppKitNibKey.declaredKeys)).compactMap { graph.string($0) } == ["name"])
        let binding = try #require(graph.objects.first { $0.className == AppKitNibClass.bindingConnector })
        #expect(graph.object(binding.value(forKey: "NSSource"))?.object == controller)
        // Keyed archives, for systems before 10.13, know its superclasses.
        var older = CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true)
        older.xcodeVersion = CompileOptions.XcodeVersion("14.3.1")
        _ = try NibCompiler.compile(data: xib, path: "Panel.xib", options: older)
    }
}
