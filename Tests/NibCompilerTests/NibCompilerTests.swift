import CompilerTestSupport
import DocumentSummary
import Foundation
import IBSource
import InputFiles
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// The compiler's output read back through the decoder and the semantic view must say what the
/// source says: top-level objects, classes and modules, placeholders, connections, images.
@Suite struct NibCompilerTests {
    /// The compiler builds the typed model of the nib, read here before it is archived: the
    /// source's placeholders, class swappers, outlets, actions with their event mask and runtime
    /// attributes are the model's typed objects, and the nib `compile` writes is the model archived.
    @Test func aXibCompilesToTheTypedModelOfItsNib() throws {
        let url = TestPaths.fixtures.appendingPathComponent("CodeCrossCheck/Profile.xib")
        let source = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
        let model = try NibCompiler.compileModel(source, options: CompilerTestSupport.exampleAppOptions).model

        func placeholder(_ index: Int) -> UIKitNib.Placeholder? {
            if case .placeholder(let placeholder) = model.objects[index].content { placeholder } else { nil }
        }
        let placeholders = model.topLevelObjects.compactMap(placeholder)
        #expect(placeholders.map(\.identifier.string) == ["IBFilesOwner", "IBFirstResponder", "Coordinator"])
        #expect(placeholders.map(\.role) == [.filesOwner, .firstResponder, .externalObject])

        let connections = model.connections.map(\.connection)
        let outlets = connections.filter { $0.kind == .outlet }
        #expect(Set(outlets.map(\.label.string)) == ["view", "nameLabel", "avatarView", "titleLabl", "coordinator"])
        #expect(outlets.allSatisfy { placeholder($0.source)?.role == .filesOwner && $0.eventMask == nil })
        let actions = connections.filter { $0.kind == .action }
        #expect(Set(actions.map(\.label.string)) == ["goBack:", "shareTapped:", "didTap:", "gone:"])
        let touchUpInside = try #require(ControlEventNames.mask(forType: "touchUpInside"))
        #expect(actions.allSatisfy { $0.eventMask == touchUpInside && model.objects[$0.source].className == "UIButton" })
        let goBack = try #require(actions.first { $0.label.string == "goBack:" })
        #expect(goBack.destinations.first.flatMap(placeholder)?.role == .filesOwner)

        let pairs = (model.root.keyValuePairs?.members ?? []).compactMap { index -> UIKitNib.KeyValuePair? in
            if case .keyValuePair(let pair) = model.objects[index].content { pair } else { nil }
        }
        let cornerRadius = try #require(pairs.first { $0.keyPath.string == "cornerRadius" })
        guard case .classSwapper(let card) = model.objects[cornerRadius.object].content else {
            Issue.record("the runtime attribute is not set on the CardView class swapper")
            return
        }
        #expect(card.swiftClassName == SwiftClassName(name: "CardView", module: "ExampleApp"))
        #expect(card.originalClassName.string == "UIView")
        guard case .object(let numberIndex) = cornerRadius.value, case .values(let number) = model.objects[numberIndex].content else {
            Issue.record("the runtime attribute's value is not an ordinary object")
            return
        }
        #expect(number.value(forKey: "NS.dblval") == .double(8))

        // What `compile` writes is the model archived (equal values shared, objects renumbered);
        // decoding it gives the model's structure again, and a graph equal to the archive's.
        let archive = try model.archive()
        #expect(
            try NibCompiler.compile(source, options: CompilerTestSupport.exampleAppOptions).files.first?.contents
                == NibArchiveWriter.encode(archive))
        let decoded = try UIKitNib(NibGraph(archive))
        func summary(_ nib: UIKitNib) -> [String] {
            nib.connections.map { "\($0.connection.kind) \($0.connection.label.string) \($0.connection.eventMask ?? -1)" }
        }
        #expect(summary(decoded) == summary(model))
        #expect(decoded.root.keyValuePairs?.members.count == pairs.count)
        let differences = NibGraphComparison.differences(try decoded.graph(), NibGraph(archive))
        #expect(differences.isEmpty, "\(differences.prefix(3))")
    }

    @Test func aStoryboardHasNoSingleModel() throws {
        let url = try #require(TestPaths.interfaceBuilderDocuments(under: TestPaths.examples).first { $0.pathExtension == "storyboard" })
        let source = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
        #expect(throws: CompileError.notAXib(path: source.path)) { try NibCompiler.compileModel(source) }
    }

    /// Xcode up to 10.1 lists a nib's actions before its outlets, Xcode 11.0 and later after them
    /// (the study pairs' nibs with both: 7.2 to 10.1, and 80 of 11.0 to 15.0.1).
    @Test(arguments: [
        ("10.1", ["UIRuntimeEventConnection", "UIRuntimeOutletConnection"]),
        ("11.0", ["UIRuntimeOutletConnection", "UIRuntimeEventConnection"]),
    ])
    func actionsAndOutletsAreOrderedByXcodeVersion(xcode: String, classes: [String]) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                    <connections>
                        <outlet property="view" destination="roo-tvi-ew1" id="out-let-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="roo-tvi-ew1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="but-ton-001">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="30"/>
                            <connections>
                                <action selector="tapped:" destination="-1" eventType="touchUpInside" id="act-ion-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Actions", xcode: xcode)
        let connections = graph.members(graph.root?.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
        #expect(connections.map(\.className) == classes, "\(xcode)")
    }

    /// By default what the compiler cannot write as Xcode would is an error naming the element's
    /// line and id, and nothing is compiled; allowed, it is the warning below.
    @Test func anApproximationIsAnErrorUnlessAllowed() throws {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/UnknownElement.xib")
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(contentsOf: url.path, options: CompileOptions(module: "ExampleApp"))
        }
        guard case .documentErrors(let path, let diagnostics)? = error else {
            Issue.record("expected document errors, got \(String(describing: error))")
            return
        }
        #expect(path == url.path)
        let approximation = try #require(diagnostics.first { $0.severity == .error })
        #expect(approximation.isApproximation)
        #expect(approximation.line == 15)
        #expect(approximation.message.contains("gaugeView"))
        #expect(error?.isOnlyApproximations == true)
    }

    @Test func anUnknownElementIsEncodedGenericallyWithAWarningNamingFileAndLine() throws {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/UnknownElement.xib")
        let output = try NibCompiler.compile(contentsOf: url.path, options: CompilerTestSupport.exampleAppOptions)
        let warning = try #require(output.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.path == url.path)
        #expect(warning.line == 15)
        #expect(warning.message.contains("gaugeView"))
        let graph = try CompilerTestSupport.firstFile(of: output, path: url.path)
        let gauge = try #require(graph.objects.first { $0.className == "UIGaugeView" })
        #expect(gauge.value(forKey: "maximumValue") == .integer(240))
        #expect(gauge.value(forKey: "animated") == .bool(true))
        #expect(graph.string(gauge.value(forKey: "unitName")) == "km/h")
        #expect(gauge.value(forKey: "UIBounds") != nil)
    }

    @Test func aDocumentNestedTooDeeplyIsRefusedNamingFileAndLine() throws {
        let depth = 5_000
        var xml =
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\">\n<objects>\n"
        for index in 0..<depth {
            xml += "<view id=\"v\(index)\"><subviews>\n"
        }
        xml += String(repeating: "</subviews></view>\n", count: depth) + "</objects>\n</document>\n"
        let limit = 256
        #expect(throws: CompileError.unreadable(.nestedTooDeeply(path: "Deep.xib", line: 3 + limit / 2, limit: limit))) {
            try NibCompiler.compile(data: Data(xml.utf8), path: "Deep.xib")
        }
    }

    @Test func writingReplacesAnEarlierOutputWhole() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib")
        let nib = folder.appendingPathComponent("BlueView.nib").path
        let output = try NibCompiler.compile(contentsOf: source.path, options: CompilerTestSupport.exampleAppOptions)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: nib))
        try output.write(to: nib)
        #expect(FileManager.default.contents(atPath: nib) == output.files[0].contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["BlueView.nib"])
    }

    @Test func writingNeverReplacesAFolderOfOtherThings() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = folder.appendingPathComponent("Build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: build.appendingPathComponent("keep.txt"))
        let xib = try NibCompiler.compile(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path)
        let storyboard = try NibCompiler.compile(contentsOf: TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard").path)
        for (output, path) in [(xib, build.path), (xib, build.path + "/"), (storyboard, build.path), (xib, folder.path + "/.")] {
            #expect(throws: CompileError.self) { try output.write(to: path) }
            do {
                try output.write(to: path)
            } catch {
                guard case .outputInTheWay(let named, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(named == path)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: build.path) == ["keep.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Build"])
        // An earlier storyboard output is replaced whole.
        let storyboardc = folder.appendingPathComponent("Segues.storyboardc").path
        try storyboard.write(to: storyboardc)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: storyboardc + "/Stale.nib"))
        try storyboard.write(to: storyboardc)
        #expect(try FileManager.default.contentsOfDirectory(atPath: storyboardc).sorted() == storyboard.files.map(\.relativePath).sorted())
    }

    @Test(arguments: ["../Escaped.nib", "./../Escaped.nib"])
    func aFolderOutputNeverWritesOutsideItself(relativePath: String) throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = CompiledOutput(
            isFolder: true, files: [CompiledFile(relativePath: relativePath, contents: Data("x".utf8))], diagnostics: [])
        let path = folder.appendingPathComponent("Main.storyboardc").path
        #expect(throws: CompileError.self) { try output.write(to: path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func writingRemovesWhatKilledWritersLeftBeside() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let leftover = folder.appendingPathComponent(".Main.storyboardc.nibcat-staging-\(try HostileInputs.exitedProcessID())-1")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: leftover.appendingPathExtension("previous"), withIntermediateDirectories: true)
        let output = try NibCompiler.compile(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path)
        try output.write(to: folder.appendingPathComponent("BlueView.nib").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["BlueView.nib"])
    }

    /// The sweep once took any hidden name holding `.nibcat-` and digits for a staging entry;
    /// names close to a staging name are kept too.
    @Test func writingLeavesLookAlikesOfStagingNamesAlone() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pid = try HostileInputs.exitedProcessID()
        let lookAlikes = [
            ".foo.nibcat-\(pid)-backup", ".foo.nibcat-\(pid)", ".nibcat-\(pid)-1", ".foo.nibcat-\(pid)-1.bak",
            ".foo.nibcat-\(pid)-1-2", ".foo.nibcat-\(pid)-1", ".foo.nibcat-staging-\(pid)-backup", ".foo.nibcat-staging-\(pid)",
            ".nibcat-staging-\(pid)-1", ".foo.nibcat-staging-\(pid)-1.bak", ".foo.nibcat-staging-\(pid)-1-2",
        ]
        for name in lookAlikes {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        let output = try NibCompiler.compile(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path)
        try output.write(to: folder.appendingPathComponent("BlueView.nib").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == (lookAlikes + ["BlueView.nib"]).sorted())
    }
}

/// A xib's collection view cell whose content view is in Xcode 8's form (no id): from Xcode 11
/// its content view is pinned to the cell for iOS 12.3, as a folder beside the unpinned nib below
/// iOS 12.3 (WorkFlowTestingApp's cells, 13.4.1) and as the only nib from 12.3 (a study pair of
/// 12.4 at iOS 14.4).
@Suite struct PinnedCellContentViewTests {
    static let xib = CompilerTestSupport.iOSXIB(
        objects: """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel-pin-001">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </view>
            </collectionViewCell>
            """)

    /// Xcode 11.0 to 11.3 add an `objects-13.0+.nib`, the pinned nib again, below iOS 13 (a study
    /// pair of 11.2 at iOS 9.3, XLPagerTabStrip's ButtonCell).
    @Test(arguments: [
        ("12.4", "12.0", ["objects-12.3+.nib", "runtime.nib"]), ("12.4", "14.4", [""]),
        ("11.2", "9.3", ["objects-12.3+.nib", "objects-13.0+.nib", "runtime.nib"]),
    ])
    func theContentViewIsPinnedForIOS12_3(xcode: String, target: String, files: [String]) throws {
        let output = try NibCompiler.compile(
            data: Self.xib, path: "Cell.xib",
            options: CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        #expect(output.files.map(\.relativePath).sorted() == files)
        let pinned = try #require(output.files.first { $0.relativePath == files[0] })
        let graph = NibGraph(try NibArchiveReader.read(pinned.contents, path: "Cell.nib"))
        let cell = try #require(graph.objects.first { $0.className == "UICollectionViewCell" })
        let pins = graph.members(cell.value(forKey: "UIViewAutolayoutConstraints")).compactMap { graph.object($0)?.object }
        #expect(pins.count == 4)
        #expect(pins.allSatisfy { graph.string($0.value(forKey: "NSLayoutIdentifier")) == "UIIBSystemGenerated" })
        if files.count == 3 {
            #expect(output.files[0].contents == output.files[1].contents)
        }
    }
}

/// A collection view cell whose content view is in Xcode 11's form is pinned to it from Xcode 11:
/// the content view becomes the cell's subview, stops translating its autoresizing mask and is
/// held by four system constraints (GoogleBookAPI's and ParsingJSON's cells, study pairs of 11.0
/// at iOS 13.0); Xcode 10.3 knows no such content view and pins nothing; below iOS 12.3 the pin
/// is an approximation.
@Suite struct Xcode11ContentViewPinTests {
    static let xib = CompilerTestSupport.iOSXIB(
        objects: """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel-new-001">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="con-new-001">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </collectionViewCellContentView>
            </collectionViewCell>
            """)

    static func compiled(xcode: String, target: String, allowsApproximation: Bool = false) throws -> (NibGraph, CompiledOutput) {
        let output = try NibCompiler.compile(
            data: xib, path: "Cell.xib",
            options: CompileOptions(
                minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: allowsApproximation)
        )
        return (try CompilerTestSupport.firstFile(of: output, path: "Cell.nib"), output)
    }

    @Test(arguments: [("11.0", true), ("16.4", true), ("10.3", false)])
    func theContentViewIsPinnedFromXcode11(xcode: String, pinned: Bool) throws {
        let (graph, output) = try Self.compiled(xcode: xcode, target: "13.0")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let cell = try #require(graph.objects.first { $0.className == "UICollectionViewCell" })
        let content = try #require(graph.object(cell.value(forKey: "UIContentView")))
        let pins = graph.members(cell.value(forKey: "UIViewAutolayoutConstraints")).compactMap { graph.object($0)?.object }
        if pinned {
            #expect(graph.members(cell.value(forKey: "UISubviews")) == [.object(content.index)])
            #expect(content.object.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == .bool(true))
            #expect(pins.map { $0.value(forKey: "NSFirstAttribute") } == [5, 6, 3, 4].map { .integer($0) })
            #expect(pins.allSatisfy { graph.string($0.value(forKey: "NSLayoutIdentifier")) == "UIIBSystemGenerated" })
        } else {
            #expect(cell.value(forKey: "UISubviews") == nil)
            #expect(pins.isEmpty)
        }
    }

    @Test func belowIOS12_3ThePinIsAnApproximation() throws {
        #expect(throws: CompileError.self) { try Self.compiled(xcode: "11.0", target: "12.0") }
        let (_, output) = try Self.compiled(xcode: "11.0", target: "12.0", allowsApproximation: true)
        #expect(output.diagnostics.map(\.objectID) == ["cel-new-001"])
    }
}

/// Xcode 11.0 to 11.3 write a xib's nib below iOS 13 as a folder of two copies, as they do a
/// storyboard's nibs; from iOS 13, or with Xcode 11.4, one nib.
@Suite struct IOS13CopyFolderTests {
    @Test(arguments: [
        ("11.2", "9.3", ["objects-13.0+.nib", "runtime.nib"]), ("11.2", "13.0", [""]), ("11.4", "9.3", [""]),
    ])
    func aXibBelowIOS13IsAFolderOfTwoCopies(xcode: String, target: String, files: [String]) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw-cpy-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </view>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Copy.xib",
            options: CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        #expect(output.files.map(\.relativePath) == files)
        #expect(Set(output.files.map(\.contents)).count == 1)
    }
}

@Suite struct CompileErrorTests {
    /// A document refused on its errors is each of them with its place, and the warnings found with
    /// them; its one diagnostic names the document with the errors' messages.
    @Test func documentErrorsAreEachADiagnostic() {
        let warning = CompileDiagnostic(severity: .warning, path: "A.xib", line: 3, message: "a warning")
        let error = CompileDiagnostic(severity: .error, path: "A.xib", line: 9, objectID: "oTl-aa-001", message: "an error")
        let failure = CompileError.documentErrors(path: "A.xib", diagnostics: [warning, error])
        #expect(failure.diagnostics == [warning.diagnostic, error.diagnostic])
        #expect(failure.diagnostic == Diagnostic(path: "A.xib", message: "an error"))
    }

    @Test func anUnreadableDocumentIsTheReadersDiagnostic() {
        let unreadable = CompileError.unreadable(.malformedXML(path: "B.xib", line: 2, column: 1, reason: "'>' expected"))
        #expect(unreadable.diagnostics == [Diagnostic(path: "B.xib", line: 2, message: "malformed XML at column 1: '>' expected")])
        let blocked = CompileError.outputInTheWay(path: "Out.nib", reason: "a folder is there")
        #expect(blocked.diagnostics == [Diagnostic(path: "Out.nib", message: "cannot write output: a folder is there")])
    }
}

/// ibtool's refusal of documents that build for a system before iOS 7, since Xcode 9
/// (`UIKitXcodeRules.earliestBuildTarget`): the message Xcode's build logs quote, about the whole
/// document, and nothing written.
@Suite struct BuildTargetRefusalTests {
    static func xib(deployment: String) -> Data {
        CompilerTestSupport.iOSXIB(
            objects: #"<view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>"#,
            beforeObjects: "<dependencies>\(deployment)</dependencies>")
    }

    static func options(xcode: String, target: String? = nil) -> CompileOptions {
        var options = CompileOptions()
        options.xcodeVersion = CompileOptions.XcodeVersion(xcode)
        options.minimumDeploymentTarget = target
        return options
    }

    static func refusal(_ data: Data, path: String = "Old.xib", _ options: CompileOptions) -> CompileError? {
        do {
            _ = try NibCompiler.compile(data: data, path: path, options: options)
            return nil
        } catch {
            return error
        }
    }

    /// airbitz-ios-gui's OAuth view built for iOS 4.0 until it was raised to 7.0 for Xcode 9: the
    /// `<deployment>` line is named; Xcode 8 still compiled it, and so does the compiler for it.
    @Test func aDocumentBuildingForIOS4IsRefusedFromXcode9() throws {
        let old = Self.xib(deployment: #"<deployment version="1024" identifier="iOS"/>"#)
        let refusal = try #require(Self.refusal(old, Self.options(xcode: "9.0", target: "8.0")))
        guard case .documentErrors(let path, let diagnostics) = refusal else {
            Issue.record("\(refusal)")
            return
        }
        #expect(path == "Old.xib")
        #expect(diagnostics.map(\.message) == ["Compiling IB documents for earlier than iOS 7 is no longer supported."])
        #expect(diagnostics.first?.line == 3 && diagnostics.first?.objectID == nil && diagnostics.first?.severity == .error)
        #expect(Self.refusal(old, Self.options(xcode: "26", target: "15.0")) != nil)
        #expect(Self.refusal(old, Self.options(xcode: "8.3", target: "8.0")) == nil)
        let raised = Self.xib(deployment: #"<deployment version="1792" identifier="iOS"/>"#)
        // Builds for 7.0 whatever the target: what the document names decides.
        #expect(Self.refusal(raised, Self.options(xcode: "9.0", target: "6.0")) == nil)
    }

    /// A document naming no version builds for the deployment target: RTSP-Server-iOS's and
    /// UAProgressView's storyboards failed with Xcode 13 in targets of iOS 6.0 until the target
    /// was raised. The refusal is about the whole document (ibtool's `global`).
    @Test func aDocumentOfATargetBeforeIOS7IsRefused() throws {
        for deployment in [#"<deployment identifier="iOS"/>"#, #"<deployment defaultVersion="1536" identifier="iOS"/>"#, ""] {
            let document = Self.xib(deployment: deployment)
            let refusal = try #require(Self.refusal(document, Self.options(xcode: "13.0", target: "6.0")))
            #expect(refusal.diagnostics.map(\.line) == [nil] && refusal.message == UIKitXcodeRules.earliestBuildTargetRefusal)
            #expect(
                IbtoolReport(failure: refusal).text(including: [.error])
                    == "/* com.apple.ibtool.document.errors */\nOld.xib:global: error: \(UIKitXcodeRules.earliestBuildTargetRefusal)\n")
            #expect(Self.refusal(document, Self.options(xcode: "13.0", target: "7.0")) == nil)
            #expect(Self.refusal(document, Self.options(xcode: "13.0")) == nil)
        }
    }

    /// An Xcode older than the oldest of the pairs (6.4) is refused for the whole document: no pair
    /// shows what it wrote.
    @Test func anXcodeOlderThanThePairsIsRefused() throws {
        let document = Self.xib(deployment: "")
        let refusal = try #require(Self.refusal(document, Self.options(xcode: "6.3", target: "8.0")))
        #expect(refusal.message == "compiling iOS documents as Xcode 6.3 does is not supported; only as Xcode 6.4 and later")
        #expect(refusal.diagnostics.map(\.path) == ["Old.xib"])
        #expect(Self.refusal(document, Self.options(xcode: "6.4", target: "8.0")) == nil)
    }

    /// KIF's Interface Builder 3 archive builds for iOS 6.0: refused as ibtool refuses it from
    /// Xcode 9; for an older Xcode, which read the format, refused as a format nibcat does not read.
    @Test func anInterfaceBuilder3ArchiveForIOS6GetsIbtoolsRefusal() throws {
        let path = TestPaths.fixtures.appendingPathComponent("IB/Legacy/AboutViewController.xib").path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let refusal = try #require(Self.refusal(data, path: path, Self.options(xcode: "26")))
        #expect(
            refusal
                == .documentErrors(
                    path: path,
                    diagnostics: [
                        CompileDiagnostic(severity: .error, path: path, message: UIKitXcodeRules.earliestBuildTargetRefusal)
                    ]))
        #expect(throws: CompileError.self) { try NibCompiler.compile(contentsOf: path, options: Self.options(xcode: "26")) }
        let older = try #require(Self.refusal(data, path: path, Self.options(xcode: "8.3")))
        guard case .unreadable(.interfaceBuilder3Archive(_, _, _, .iOS, 1536)) = older else {
            Issue.record("\(older)")
            return
        }
    }
}

/// An Xcode's ibtool refuses a document using a feature of Interface Builder it cannot read
/// (`NibCompiler.refuseCapabilities`): a tool error naming the capability's line.
@Suite struct RequiresNewerXcodeTests {
    static let document = CompilerTestSupport.iOSXIB(
        objects: #"<view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>"#,
        beforeObjects: """
            <dependencies>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
            """)

    static func options(xcode: String?) -> CompileOptions {
        var options = CompileOptions()
        options.xcodeVersion = xcode.flatMap(CompileOptions.XcodeVersion.init)
        return options
    }

    /// Compiled as Xcode 10.1, the document's system colors (Xcode 11) stop it, at their line.
    @Test func theCapabilityNeedingTheNewestXcodeIsNamed() throws {
        let refusal = #expect(throws: CompileError.self) {
            try NibCompiler.compile(data: Self.document, path: "New.xib", options: Self.options(xcode: "10.1"))
        }
        guard case .requiresNewerXcode(let path, let line, let capability, let xcode) = refusal else {
            Issue.record("\(String(describing: refusal))")
            return
        }
        #expect(path == "New.xib" && line == 5 && capability.name == "System colors in document resources" && xcode.release == "10.1")
        #expect(refusal?.diagnostic.line == 5)
        #expect(
            refusal?.message
                == "the document requires Xcode 11.0 or later: Xcode 10.1 does not support System colors in document resources")
        // ibtool reports it as the tool's own failure, as Xcode 7.3's did in RetroArch's build.
        #expect(refusal.map { IbtoolReport(failure: $0).toolErrors.count } == 1)
        #expect(refusal.map { IbtoolReport(failure: $0).errors.isEmpty } == true)
    }

    /// From the newest capability's Xcode on, and for the newest Xcode when none is named, it compiles.
    @Test(arguments: ["11.0", "1240", "26.1", nil])
    func anXcodeThatReadsEveryCapabilityCompilesIt(_ xcode: String?) throws {
        let output = try NibCompiler.compile(data: Self.document, path: "New.xib", options: Self.options(xcode: xcode))
        #expect(!output.files.isEmpty)
    }

    @Test(arguments: [("7.3", "7.3"), ("0810", "8.1"), ("16.4.1", "16.4.1"), ("26", "26.0")])
    func anXcodeVersionIsNamedAsItsRelease(_ text: String, _ release: String) throws {
        #expect(CompileOptions.XcodeVersion(text)?.release == release)
    }
}
