import Foundation
import TestSupport
import Testing

@testable import IBSource

@Suite struct IBDocumentReaderTests {
    private func fixture(_ name: String) throws -> IBDocument {
        try IBDocumentReader.read(contentsOf: TestPaths.fixtures.appendingPathComponent("IB/\(name)").path)
    }

    private func example(_ relative: String) throws -> IBDocument {
        try IBDocumentReader.read(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/\(relative)").path)
    }

    @Test func filesOwnerUnsetViewIsTopLevelObjectZero() throws {
        let document = try example("Views/BlueView.xib")
        #expect(document.kind == .xib)
        #expect(document.platform == .iOS)
        let owner = try #require(document.filesOwner)
        #expect(owner.customClass == nil)
        #expect(owner.id == "-1")
        #expect(document.topLevelObjectIDs == ["Bq4-xR-2hT"])
        let view = try #require(document.object(withID: "Bq4-xR-2hT"))
        #expect(view.resolvedClass == "BlueView")
        #expect(view.customModule == "ExampleApp")
        #expect(view.moduleFromTarget)
        #expect(view.parentID == nil)
    }

    @Test func ownerOutletsAndActionsFromAViewControllerXib() throws {
        let document = try example("Controllers/GrayViewController.xib")
        #expect(document.filesOwner?.customClass == "GrayViewController")
        let outlets = document.connections.filter { $0.kind == .outlet }
        #expect(
            Set(outlets.map { "\($0.sourceID).\($0.name ?? "")→\($0.destinationID)" }) == [
                "-1.titleLabel→gL5-Ti-2rP", "-1.view→Gy3-vQ-8sD",
            ])
        let collection = document.connections.filter { $0.kind == .outletCollection }
        #expect(collection.map(\.destinationID) == ["Cd1-aX-7wK", "Cd2-bY-4eM"])
        #expect(collection.allSatisfy { $0.name == "cards" && $0.sourceID == "-1" })
        let actions = document.connections.filter { $0.kind == .action }
        #expect(
            Set(actions.map { "\($0.sourceID) \($0.name ?? "") \($0.eventType ?? "")" }) == [
                "Sw6-oN-3hB valueChanged: valueChanged", "Gb8-Tn-5pQ didTapButton: touchUpInside",
            ])
        #expect(actions.allSatisfy { $0.destinationID == "-1" })
    }

    @Test func runtimeAttributesOnTheirObjects() throws {
        let card = try example("Views/CardView.xib")
        #expect(
            card.runtimeAttributes == [
                IBRuntimeAttribute(objectID: "cV4-rD-9wQ", keyPath: "layer.cornerRadius", type: "number", line: 38)
            ])
        let segues = try fixture("Segues.storyboard")
        #expect(segues.runtimeAttributes == [IBRuntimeAttribute(objectID: "bt1-aa-111", keyPath: "badge", type: "image", line: 25)])
    }

    @Test func twoTopLevelViewsKeepTheirOrder() throws {
        let document = try example("Views/ToolBar.xib")
        #expect(document.topLevelObjectIDs == ["nT4-bR-6aL", "eT7-bR-1mC"])
        #expect(
            document.topLevelObjectIDs.compactMap { document.object(withID: $0)?.resolvedClass }
                == ["NormalToolBar", "EditToolBar"])
        let images = document.imageReferences.map { "\($0.objectID) \($0.attribute) \($0.name)" }
        #expect(images.contains("eD1-tB-8nW normal.image toolbar_edit"))
    }

    @Test func externalObjectsAndCustomObjects() throws {
        let document = try example("Views/SegmentView.xib")
        let external = try #require(document.externalObjects.first)
        #expect(document.externalObjects.count == 1)
        #expect(external.placeholderIdentifier == "ViewControllerManager")
        #expect(external.resolvedClass == "ViewControllerManager")
        #expect(external.role == "externalObject")
        #expect(!document.topLevelObjectIDs.contains(external.id))
        let delegate = try #require(document.object(withID: "pX6-sD-1eL"))
        #expect(delegate.element == "customObject")
        #expect(delegate.resolvedClass == "SegmentDelegate")
        #expect(document.topLevelObjectIDs == ["sG2-vW-5tN", "pX6-sD-1eL"])
        let targets = document.connections.filter { $0.kind == .action }.map(\.destinationID)
        #expect(Set(targets) == ["-1", "sG2-vW-5tN", "vM9-cO-3gR"])
    }

    @Test func storyboardScenesSeguesAndReferences() throws {
        let document = try fixture("Segues.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.initialViewControllerID == "vc1-aa-111")
        #expect(document.scenes.map(\.sceneID) == ["sc1-aa-111", "sc2-aa-111", "sc3-aa-111", "sc4-aa-111"])
        #expect(document.scenes.map(\.controllerID) == ["vc1-aa-111", "vc2-aa-111", "vc3-aa-111", "ref-aa-111"])
        // First Responder and Exit placeholders are not top-level objects.
        #expect(document.topLevelObjectIDs == ["vc1-aa-111", "vc2-aa-111", "vc3-aa-111", "ref-aa-111"])
        #expect(document.object(withID: "ex2-aa-111")?.placeholderRole == .exit)
        #expect(document.object(withID: "vc3-aa-111")?.resolvedClass == "GLKViewController")
        #expect(document.object(withID: "vc3-aa-111")?.module == "GLKit")

        let segues = document.connections.filter { $0.kind == .segue }
        // The nested commit/preview segues repeat the show segue and are not connections of their own.
        #expect(segues.map(\.id) == ["sg1-aa-111", "sg4-aa-111", "sg5-aa-111", "sg6-aa-111"])
        let show = segues[0]
        #expect(show.sourceID == "ce1-aa-111")
        #expect(show.name == "ShowItem")
        #expect(show.segue?.kind == "show")
        #expect(show.segue?.resolvedClass == "UIStoryboardSegue")
        #expect(show.segue?.module == "UIKit")
        #expect(segues[1].segue?.resolvedClass == "FadeSegue")
        #expect(segues[1].segue?.module == "Transitions")
        #expect(segues[3].segue?.unwindAction == "unwindToList:")
        #expect(segues[3].destinationID == "ex2-aa-111")

        #expect(
            document.storyboardReferences == [
                IBStoryboardReference(
                    objectID: "ref-aa-111", storyboardName: "Account", referencedIdentifier: "Login",
                    bundleIdentifier: "com.example.Account", line: document.storyboardReferences.first?.line ?? 0)
            ])
        let cell = try #require(document.object(withID: "ce1-aa-111"))
        #expect(cell.reuseIdentifier == "ItemCell")
        #expect(cell.role == "cell")
        #expect(cell.parentID == "tv1-aa-111")
        #expect(document.object(withID: "vc1-aa-111")?.role == "viewController")
    }

    @Test func imageUseSitesButNotAccessibilityTraits() throws {
        let document = try fixture("Segues.storyboard")
        let uses = document.imageReferences.map { "\($0.objectID) \($0.attribute) \($0.name) \($0.isSystem)" }
        #expect(
            uses == [
                "iv1-aa-111 image cart true",
                "iv1-aa-111 highlightedImage cart.fill true",
                "bt1-aa-111 normal.image buy false",
                "bt1-aa-111 normal.backgroundImage buy_bg false",
                "bt1-aa-111 highlighted.image buy_pressed false",
                "bt1-aa-111 runtime:badge badge_icon false",
            ])
        #expect(document.declaredImages.map(\.name) == ["cart", "cart.fill", "buy"])
        #expect(document.declaredImages[2].width == 24)
    }

    @Test func appKitPlaceholdersTargetsAndBindings() throws {
        let document = try fixture("AppKitWindow.xib")
        #expect(document.platform == .macOS)
        #expect(document.filesOwner?.id == "-2")
        #expect(document.filesOwner?.resolvedClass == "InspectorController")
        #expect(document.object(withID: "-1")?.placeholderRole == .firstResponder)
        #expect(document.object(withID: "-3")?.placeholderRole == .application)
        #expect(document.topLevelObjectIDs == ["wn1-aa-111", "uc1-aa-111", "pc1-aa-111"])
        #expect(document.object(withID: "pc1-aa-111")?.resolvedClass == "NSPageController")
        #expect(document.object(withID: "bt1-aa-111")?.resolvedClass == "NSButton")
        let action = try #require(document.connections.first { $0.kind == .action })
        #expect(action.sourceID == "bt1-aa-111")
        #expect(action.destinationID == "-2")
        #expect(action.name == "apply:")
        let binding = try #require(document.connections.first { $0.kind == .binding })
        #expect(binding.destinationID == "uc1-aa-111")
        // AppKit's built-in NS… images are system images.
        #expect(document.imageReferences.map(\.name) == ["NSActionTemplate"])
        #expect(document.imageReferences.allSatisfy { $0.isSystem })
        #expect(document.fonts == ["Menlo-Regular"])
    }

    @Test func watchAndTVDocumentsAndUnknownElements() throws {
        let watch = try fixture("WatchInterface.storyboard")
        #expect(watch.platform == .watchOS)
        #expect(watch.object(withID: "lb1-aa-111")?.resolvedClass == "WKInterfaceLabel")
        #expect(watch.object(withID: "ic1-aa-111")?.resolvedClass == "InterfaceController")
        let tv = try fixture("TVShelf.xib")
        #expect(tv.platform == .tvOS)
        // An element no table knows is kept, with a class guessed from its name.
        let unknown = try #require(tv.object(withID: "fw1-aa-111"))
        #expect(unknown.resolvedClass == "UIFutureWidget")
        #expect(unknown.parentID == "cv1-aa-111")
        #expect(tv.object(withID: "cl1-aa-111")?.role == "cell")
    }

    @Test func namedColorsAreCollected() throws {
        let document = try example("Views/BadgeView.xib")
        #expect(document.namedColors == ["BrandColor"])
    }

    @Test func appKitSystemCatalogColorsAreNotNamedColors() throws {
        let document = try example("Mac/PreferencesWindow.xib")
        #expect(document.namedColors == [])
    }

    @Test func malformedXMLNamesFileAndLine() throws {
        let path = TestPaths.fixtures.appendingPathComponent("IB/Malformed.xib").path
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(contentsOf: path) }
        guard case .malformedXML(let errorPath, let line, _, _) = error else {
            Issue.record("expected malformedXML, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(line == 8)
        #expect(error?.diagnostic.path == path && error?.diagnostic.line == 8 && error?.diagnostic.severity == .error)
    }

    @Test(arguments: ["EntityBomb.xib", "ExternalEntity.xib"])
    func entityDeclarationsAreRefused(name: String) throws {
        let path = TestPaths.fixtures.appendingPathComponent("IB/\(name)").path
        #expect(throws: IBReadError.entityDeclarationRefused(path: path, line: 3)) {
            try IBDocumentReader.read(contentsOf: path)
        }
    }

    @Test func utf16IsRefusedBeforeAnyEntityCanExpand() throws {
        let path = TestPaths.fixtures.appendingPathComponent("IB/EntityBombUTF16.xib").path
        #expect(throws: IBReadError.notUTF8(path: path)) { try IBDocumentReader.read(contentsOf: path) }
        #expect(throws: IBReadError.notUTF8(path: "x.xib")) {
            try IBDocumentReader.read(data: Data("<\0d\0".utf8), path: "x.xib")
        }
    }

    @Test func emptyAndForeignFilesAreErrors() throws {
        let empty = TestPaths.fixtures.appendingPathComponent("IB/Empty.xib").path
        #expect(throws: IBReadError.emptyDocument(path: empty)) { try IBDocumentReader.read(contentsOf: empty) }
        let plist = TestPaths.fixtures.appendingPathComponent("IB/NotInterfaceBuilder.xib").path
        #expect(throws: IBReadError.notAnInterfaceBuilderDocument(path: plist, line: 2, rootElement: "plist")) {
            try IBDocumentReader.read(contentsOf: plist)
        }
        let missing = TestPaths.fixtures.appendingPathComponent("IB/DoesNotExist.xib").path
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(contentsOf: missing) }
        #expect(error?.path == missing)
    }

    /// A document in Interface Builder 3's archive format (KIF's, saved by Xcode 4.5 to build for
    /// iOS 6.0) is refused naming its format and the system it builds for, which both readers
    /// find without reading the rest; so are macOS archives and an archive without a target.
    @Test(arguments: [IBDocumentReader.XMLReader.automatic, .libxml2])
    func anInterfaceBuilder3ArchiveIsRefusedWithTheSystemItBuildsFor(_ reader: IBDocumentReader.XMLReader) throws {
        let path = TestPaths.fixtures.appendingPathComponent("IB/Legacy/AboutViewController.xib").path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        for keepingElements in [true, false] {
            #expect(
                throws: IBReadError.interfaceBuilder3Archive(
                    path: path, line: 2, format: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", platform: .iOS, systemTarget: 1536)
            ) { try IBDocumentReader.read(data: data, path: path, keepingElements: keepingElements, limit: nil, reader: reader) }
        }
        let macOS = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00">
                <data>
                    <string key="IBDocument.SystemVersion">12E55</string>
                    <int key="IBDocument.SystemTarget">
            1080 </int>
                </data>
            </archive>
            """.utf8)
        #expect(
            throws: IBReadError.interfaceBuilder3Archive(
                path: "M.xib", line: 2, format: "com.apple.InterfaceBuilder3.Cocoa.XIB", platform: .macOS, systemTarget: 1080)
        ) { try IBDocumentReader.read(data: macOS, path: "M.xib", keepingElements: true, limit: nil, reader: reader) }
        let untargeted = Data(
            #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="7.10"><data><int key="other">1</int></data></archive>"#
                .utf8)
        let error = #expect(throws: IBReadError.self) {
            try IBDocumentReader.read(data: untargeted, path: "P.xib", keepingElements: false, limit: nil, reader: reader)
        }
        #expect(
            error
                == .interfaceBuilder3Archive(
                    path: "P.xib", line: 1, format: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", platform: .iOS, systemTarget: nil))
        #expect(error?.message.contains("Interface Builder 3 archive (com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB)") == true)
    }

    @Test func truncatedDocumentsNeverCrash() throws {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard"))
        for length in stride(from: 0, to: data.count, by: 97) {
            do {
                _ = try IBDocumentReader.read(data: data.prefix(length), path: "cut.storyboard")
                Issue.record("a document cut at \(length) bytes parsed")
            } catch {
                #expect(error.path == "cut.storyboard")
            }
        }
    }

    /// Found by the `xml` and `compile` fuzz targets: a byte that is not UTF-8 in an attribute name
    /// trapped Foundation's XMLParser (libxml2 hands such names on unchecked).
    @Test(arguments: [
        ("xml-attribute-name-not-utf8.storyboard", 3, 56, "0xFF"),
        ("compile-attribute-name-not-utf8.xib", 15, 69, "0xE5"),
    ])
    func aNameThatIsNotUTF8IsMalformedNotATrap(name: String, line: Int, column: Int, byte: String) throws {
        let path = TestPaths.fixtures.appendingPathComponent("Malformed/fuzz/\(name)").path
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(contentsOf: path, keepingElements: true) }
        guard case .malformedXML(let named, let foundLine, let foundColumn, let reason) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(named == path)
        #expect(foundLine == line && foundColumn == column)
        #expect(reason == "byte \(byte) is not UTF-8")
    }

    @Test(arguments: [
        Array("<document a".utf8) + [0xFF] + Array("b=\"x\"/>".utf8),
        Array("<docu".utf8) + [0xFF] + Array("ment/>".utf8),
    ])
    func anElementOrAttributeNameThatIsNotUTF8IsMalformed(bytes: [UInt8]) throws {
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(data: Data(bytes), path: "names.xib") }
        #expect(error?.line == 1)
        #expect(error?.path == "names.xib")
    }

    /// Found by the `xml` and `compile` fuzz targets: `<?name?>` reached Foundation's XMLParser as
    /// an instruction with a null data pointer, which it dereferenced (a crash of index and compile).
    @Test(arguments: [
        ("xml-instruction-without-data.xib", 1, 1),
        ("compile-instruction-without-data.storyboard", 1, 1),
    ])
    func anInstructionWithoutDataIsMalformedNotACrash(name: String, line: Int, column: Int) throws {
        let path = TestPaths.fixtures.appendingPathComponent("Malformed/fuzz/\(name)").path
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(contentsOf: path, keepingElements: true) }
        guard case .malformedXML(let named, let foundLine, let foundColumn, _) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(named == path)
        #expect(foundLine == line && foundColumn == column)
    }

    @Test(arguments: [
        ("<!-- <?a?> -->\n<document/>", 1),
        ("<?xml version=\"1.0\"?>\n<document>\n  <x/><?pi?>\n</document>", 3),
    ])
    func anInstructionWithoutDataIsRefusedWhereverItStands(text: String, line: Int) throws {
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(data: Data(text.utf8), path: "pi.xib") }
        #expect(error?.path == "pi.xib")
        #expect(error?.line == line)
    }

    /// Xcode 8.0's `<frame key="frameInset">` (ChatSecure's OTRUsernameCell, SwiftyJSON's example)
    /// is read as the `<rect key="frame">` of other Xcodes; an inset from the far edges is kept.
    @Test func anXcode8FrameInsetIsReadAsTheFrame() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="vie-ins-001">
                        <frame key="frameInset" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Name" id="lbl-ins-001">
                                <frame key="frameInset" minX="8" minY="12" width="75" height="20"/>
                            </label>
                            <label opaque="NO" text="Wide" id="lbl-ins-002">
                                <frame key="frameInset" minX="8" maxX="8" minY="12" height="20"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocumentReader.read(data: Data(text.utf8), path: "Inset.xib", keepingElements: true)
        let view = try #require(document.root?.child("objects")?.children.first)
        #expect(view.child("rect", key: "frame")?.attributes == ["key": "frame", "x": "0.0", "y": "0.0", "width": "320", "height": "44"])
        let labels = try #require(view.child("subviews")).children
        #expect(labels[0].child("rect", key: "frame")?.attributes == ["key": "frame", "x": "8", "y": "12", "width": "75", "height": "20"])
        #expect(labels[0].child("frame", key: "frameInset") == nil)
        #expect(labels[1].child("rect", key: "frame") == nil)
        #expect(labels[1].child("frame", key: "frameInset")?["maxX"] == "8")
    }
}
