import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Menu items as LeaderKey's storyboard (Xcode 16.4) archives its Writing Direction menu: a
/// disabled heading, and titles that begin with a tab, saved as `<string>` children.
@Suite struct AppKitMenuBuilderTests {
    /// The nib of a xib holding `menu`, and its menu items.
    static func compiledItems(of menu: String) throws -> (graph: NibGraph, items: [NibGraph.Object]) {
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: menu), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        return (graph, graph.objects.filter { $0.className == "NSMenuItem" })
    }

    /// LeaderKey's `Main.storyboard` with `object` added to its application scene, compiled
    /// strictly (refused, naming `objectID`) and with approximations: the graph of its
    /// `MainMenu.nib`.
    static func applicationSceneMainMenu(adding object: String, refusedAt objectID: String) throws -> NibGraph {
        let url = try TestPaths.corpus("pairs-macos").appendingPathComponent("LeaderKey.app-e605226-Main.storyboard/source/Main.storyboard")
        let source = try String(contentsOf: url, encoding: .utf8)
        let edited = try #require(source.range(of: "            </objects>")).lowerBound
        let storyboard = Data((String(source[..<edited]) + object + "\n" + String(source[edited...])).utf8)
        var options = CompileOptions(module: "Leader_Key")
        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: options)
        }
        #expect(error.diagnostics.map(\.objectID) == [objectID])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: options)
        let mainMenu = try #require(output.files.first { $0.relativePath.hasSuffix("MainMenu.nib") })
        return try CompiledNibReader.decode(mainMenu.contents, path: "MainMenu.nib").graph
    }

    /// A status item's menu beside the main menu of a storyboard's application scene (as
    /// Rectangle's) is refused, as no pair shows one; with `--allow-approximation` it is a
    /// top-level menu of `MainMenu.nib`.
    @Test func anApplicationScenesOtherMenuIsAnApproximation() throws {
        let statusMenu = #"<menu id="st1-me-nu1"><items><menuItem title="Status Quit" id="st1-me-nu2"/></items></menu>"#
        let graph = try Self.applicationSceneMainMenu(adding: statusMenu, refusedAt: "st1-me-nu1")
        let titles = graph.objects.filter { $0.className == "NSMenuItem" }.compactMap { graph.string($0.value(forKey: AppKitNibKey.title)) }
        #expect(titles.contains("Status Quit"))
    }

    /// The shared user defaults controller in an application scene (as FSNotes's), which no pair
    /// shows, is refused; with `--allow-approximation` it is a top-level object of `MainMenu.nib`.
    @Test func anApplicationScenesUserDefaultsControllerIsAnApproximation() throws {
        let controller = #"<userDefaultsController representsSharedInstance="YES" id="ud1-co-nt1"/>"#
        let graph = try Self.applicationSceneMainMenu(adding: controller, refusedAt: "ud1-co-nt1")
        let controllers = graph.objects.filter { $0.className == AppKitNibClass.userDefaultsController }
        #expect(controllers.map { $0.value(forKey: AppKitNibKey.sharedInstance) } == [.bool(true)])
    }

    @Test func disabledItemsAndTitlesSavedAsStrings() throws {
        let menu = """
                <menu title="Writing Direction" id="9">
                    <items>
                        <menuItem title="Paragraph" enabled="NO" id="10">
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                        <menuItem id="11">
                            <string key="title">	Default</string>
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                    </items>
                </menu>
            """
        let (graph, items) = try Self.compiledItems(of: menu)
        #expect(items.map { graph.string($0.value(forKey: AppKitNibKey.title)) } == ["Paragraph", "\tDefault"])
        #expect(items.map { $0.value(forKey: AppKitNibKey.menuItemIsDisabled) } == [.bool(true), nil])
    }

    /// An alternate item's flag leads its values, as in transmission's `MainMenu` (Xcode 26); a key
    /// equivalent saved as base64 is archived decoded (IINA's Delete, a backspace); a hidden
    /// alternate item, which no pair shows, is refused.
    @Test func alternateItemsAndKeyEquivalentsSavedAsBase64() throws {
        let menu = """
                <menu title="Edit" id="9">
                    <items>
                        <menuItem title="Open With Options Window…" alternate="YES" keyEquivalent="o" id="10">
                            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                        </menuItem>
                        <menuItem title="Delete" id="11">
                            <string key="keyEquivalent" base64-UTF8="YES">
            CA
            </string>
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                    </items>
                </menu>
            """
        let (graph, items) = try Self.compiledItems(of: menu)
        try #require(items.count == 2)
        #expect(items[0].entries.prefix(3).map(\.key) == ["NSMenu", "NSIsAlternate", "NSAllowsKeyEquivalentLocalization"])
        #expect(items[0].value(forKey: "NSKeyEquivModMask") == .integer(1_572_864))
        #expect(items[1].value(forKey: "NSIsAlternate") == nil)
        #expect(graph.string(items[1].value(forKey: "NSKeyEquiv")) == "\u{8}")
        let hidden = menu.replacingOccurrences(of: #"alternate="YES""#, with: #"alternate="YES" hidden="YES""#)
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: hidden)).diagnostics.map(\.description) == [
                "Panel.xib:12: error: a hidden alternate menu item, which no pair shows, is written with the hidden flag before the alternate one"
            ])
        var approximating = CompileOptions()
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: hidden), path: "Panel.xib", options: approximating)
        let hiddenGraph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let hiddenItem = try #require(hiddenGraph.objects.first { $0.value(forKey: "NSIsAlternate") != nil })
        #expect(hiddenItem.value(forKey: "NSIsHidden") == .bool(true))
    }

    /// Menu items with an SF Symbol after their title, as transmission's `MainMenu` (Xcode 26)
    /// archives them: each item's values in Xcode's order, its image resource the same; an image
    /// that is no symbol is an approximation.
    @Test func secondaryImagesAreXcodes() throws {
        let menu = """
                <menu title="File" id="9">
                    <items>
                        <menuItem title="Open Torrent File…" secondaryImage="folder" catalog="system" keyEquivalent="o" id="72"/>
                        <menuItem title="Open With Options Window…" secondaryImage="folder.badge.gear" catalog="system" tag="501" \
            alternate="YES" keyEquivalent="o" id="1680">
                            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                        </menuItem>
                        <menuItem title="Open Torrent Address…" secondaryImage="globe" catalog="system" keyEquivalent="u" id="1846"/>
                    </items>
                </menu>
            """
        let resources = """
            <image name="folder" catalog="system" width="18" height="14"/>
            <image name="folder.badge.gear" catalog="system" width="21" height="15"/>
            <image name="globe" catalog="system" width="15" height="15"/>
            """
        let graph = try CompilerTestSupport.compiledMacOSGraph(CompilerTestSupport.macOSXIB(objects: menu, resources: resources))
        let xcode = try CompilerTestSupport.xcodeMacOSGraph("ibtool-1c4e662-transmission-MainMenu.xib/xcode/transmission_MainMenu.nib")
        for title in ["Open Torrent File…", "Open With Options Window…", "Open Torrent Address…"] {
            func item(_ graph: NibGraph) throws -> NibGraph.Object {
                try #require(graph.objects.first { $0.className == "NSMenuItem" && graph.string($0.value(forKey: "NSTitle")) == title })
            }
            let (ours, theirs) = (try item(graph), try item(xcode))
            let ignored: Set = ["NSAction", "NSTarget"]
            #expect(ours.entries.map { $0.key }.filter { !ignored.contains($0) } == theirs.entries.map { $0.key }, "\(title)")
            let image = try #require(graph.object(ours.value(forKey: "NSActionImage"))?.object)
            let expected = try #require(xcode.object(theirs.value(forKey: "NSActionImage"))?.object)
            #expect(image.entries.map { $0.key } == expected.entries.map { $0.key }, "\(title)")
            #expect(graph.string(image.value(forKey: "NSResourceName")) == xcode.string(expected.value(forKey: "NSResourceName")))
        }
        // A project's image (CotEditor's tab width item), which no pair shows there, is refused;
        // with `--allow-approximation` it is the item's action image, at its declared size.
        let asset = menu.replacingOccurrences(of: #"secondaryImage="globe" catalog="system""#, with: #"secondaryImage="tab.forward""#)
        let assetXIB = CompilerTestSupport.macOSXIB(
            objects: asset, resources: resources + #"<image name="tab.forward" width="12" height="10"/>"#)
        let approximated = try CompilerTestSupport.approximatedMacOSGraph(
            assetXIB,
            refusedWith: [
                "a menu item's secondary image other than an SF Symbol, which no pair shows, is archived as an image view's, where the pairs' symbols are"
            ])
        let item = try #require(
            approximated.objects.first { approximated.string($0.value(forKey: "NSTitle")) == "Open Torrent Address…" })
        let image = try #require(approximated.object(item.value(forKey: "NSActionImage"))?.object)
        #expect(approximated.string(image.value(forKey: "NSResourceName")) == "tab.forward")
        #expect(
            approximated.string(approximated.object(image.value(forKey: "IBDesignSize"))?.object.value(forKey: "NS.sizeval")) == "{12, 10}")
    }

    /// A menu's identifier follows its items (Aerial's `MenuView`, Xcode 26).
    @Test func aMenusIdentifierFollowsItsItems() throws {
        let menu = #"<menu identifier="AUMenu" id="9"><items><menuItem title="Aerial" id="10"/></items></menu>"#
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: menu), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let archived = try #require(graph.objects.first { $0.className == "NSMenu" })
        #expect(archived.entries.map(\.key) == ["NSTitle", "NSMenuItems", "NSMenuIdentifier"])
        #expect(graph.string(archived.value(forKey: "NSMenuIdentifier")) == "AUMenu")
    }

    /// An item's identifier follows its title (Aerial's `AdvancedViewController`, Xcode 26: a
    /// pop-up's language items, `ar` after "Arabic").
    @Test func anItemsIdentifierFollowsItsTitle() throws {
        let menu = #"<menu id="9"><items><menuItem title="Arabic" identifier="ar" id="10"/></items></menu>"#
        let (graph, items) = try Self.compiledItems(of: menu)
        let item = try #require(items.first)
        let keys = item.entries.map(\.key)
        #expect(keys.firstIndex(of: "NSMenuItemIdentifier") == keys.firstIndex(of: "NSTitle").map { $0 + 1 })
        #expect(graph.string(item.value(forKey: "NSMenuItemIdentifier")) == "ar")
    }

    /// A menu that enables no item itself and shows no state column says so; an item's title in
    /// a font with a plain paragraph style is an attributed title beside its plain one (Aerial's
    /// `MenuView`, Xcode 26); a title with any other attribute is refused.
    @Test func aMenuWithoutAutoenablingAndAnAttributedTitle() throws {
        func menu(_ attributes: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: """
                            <menu autoenablesItems="NO" showsStateColumn="NO" id="9">
                                <items>
                                    <menuItem title="Updater" id="10">
                                        <attributedString key="attributedTitle">
                                            <fragment content="Updater">
                                                <attributes>
                                                    <font key="NSFont" size="11" name="LucidaGrande-Bold"/>
                                                    \(attributes)
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                    </menuItem>
                                </items>
                            </menu>
                    """)
        }
        let style =
            #"<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>"#
        let output = try NibCompiler.compile(data: menu(style), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let archivedMenu = try #require(graph.objects.first { $0.className == "NSMenu" })
        #expect(archivedMenu.value(forKey: AppKitNibKey.menuNoAutoenable) == .bool(true))
        #expect(archivedMenu.value(forKey: AppKitNibKey.menuExcludeMarkColumn) == .bool(true))
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        let title = try #require(graph.object(item.value(forKey: AppKitNibKey.attributedTitle))?.object)
        #expect(graph.string(title.value(forKey: "NSString")) == "Updater")
        let paragraph = try #require(graph.objects.first { $0.className == "NSParagraphStyle" })
        #expect(paragraph.value(forKey: AppKitNibKey.allowsTighteningForTruncation) == .integer(1))

        let centered = try CompilerTestSupport.refusal(menu(style.replacingOccurrences(of: "left", with: "center")))
        #expect(
            centered.diagnostics.map(\.description) == [
                "Panel.xib:13: error: a menu item's title of several fragments or other attributes, which no pair shows, is archived as a text view's runs are"
            ])
    }

    /// A title of several fragments with colors, a strikethrough and a background color
    /// (Textual's formatting menu), which no pair shows: refused, and with
    /// `--allow-approximation` its runs as a text view's text archives them (the distinct
    /// dictionaries, each in the order of its keys' names, and which run has which), without a
    /// color where a fragment gives none. An image shown while off is AppKit's `NSOffImage`
    /// between the state images.
    @Test func aTitleOfSeveralFragmentsAndAnOffImageAreApproximations() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <menu id="9">
                            <items>
                                <menuItem title="RG" offStateImage="Swatch" id="10">
                                    <attributedString key="attributedTitle">
                                        <fragment content="R">
                                            <attributes>
                                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                                <font key="NSFont" metaFont="system"/>
                                                <integer key="NSStrikethrough" value="1"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="G">
                                            <attributes>
                                                <color key="NSBackgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                                <font key="NSFont" metaFont="system"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </menuItem>
                            </items>
                        </menu>
                """, resources: #"<image name="Swatch" width="16" height="16"/>"#)
        let messages = try CompilerTestSupport.refusal(xib).diagnostics.map(\.message)
        #expect(
            messages.contains(
                "a menu item's title of several fragments or other attributes, which no pair shows, is archived as a text view's runs are"))
        #expect(
            messages.contains(
                "a menu item's image while off, which no pair shows, is archived as AppKit's NSOffImage between its on and mixed images"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        #expect(
            output.diagnostics.map(\.message).contains(
                "a strikethrough of text, which no pair shows, is written among its attributes in the order of their names"))
        #expect(
            output.diagnostics.map(\.message).contains(
                "a background color of text, which no pair shows, is written among its attributes in the order of their names"))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        let keys = item.entries.map(\.key)
        #expect(keys.firstIndex(of: AppKitNibKey.offImage).map { $0 - 1 } == keys.firstIndex(of: AppKitNibKey.onImage))
        #expect(keys.firstIndex(of: AppKitNibKey.offImage).map { $0 + 1 } == keys.firstIndex(of: AppKitNibKey.mixedImage))
        let title = try #require(graph.object(item.value(forKey: AppKitNibKey.attributedTitle))?.object)
        #expect(graph.string(title.value(forKey: "NSString")) == "RG")
        // A dictionary's members are its keys and values in turn.
        let keyNames = graph.members(title.value(forKey: AppKitNibKey.attributedStringAttributes)).map { dictionary in
            graph.members(dictionary).enumerated().filter { $0.offset.isMultiple(of: 2) }.compactMap { graph.string($0.element) }
        }
        #expect(keyNames == [["NSColor", "NSFont", "NSStrikethrough"], ["NSBackgroundColor", "NSFont"]])
        let info = try #require(graph.object(title.value(forKey: AppKitNibKey.attributeInfo))?.object)
        #expect(info.value(forKey: NibGraph.bytesKey) == .data(Data([1, 0, 1, 1])))
    }

    /// An SF Symbol an item names is in the system catalog at 32 × 32 whatever size the document
    /// declares, before the state images (viraptor's `catalog-image`, transmission's and Aerial's
    /// menus); an item naming a catalog its image is not declared in is refused.
    @Test func anItemsSymbolIsInTheSystemCatalogBeforeItsStateImages() throws {
        let menu = """
                <menu id="9">
                    <items>
                        <menuItem title="Favorites" image="star" catalog="system" id="10"/>
                    </items>
                </menu>
            """
        let resources = #"<image name="star" catalog="system" width="17" height="16"/>"#
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: menu, resources: resources), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        let image = try #require(graph.object(item.value(forKey: AppKitNibKey.menuItemImage))?.object)
        #expect(graph.string(image.value(forKey: "NSCatalogName")) == "system")
        #expect(CompilerTestSupport.images(in: graph).first == ["star", "system", "{32, 32}"])
        let keys = item.entries.map(\.key)
        #expect(keys.firstIndex(of: AppKitNibKey.menuItemImage)! < keys.firstIndex(of: AppKitNibKey.onImage)!)
        let undeclared = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: menu))
        #expect(undeclared.diagnostics.map(\.objectID) == ["10"])
    }

    /// A project image named as a symbol is declared beside it, and each element names its own
    /// by its catalog (Aerial's `VideosViewController`: the `star` symbol 17 × 16 in a menu, the
    /// project's `star` 154 × 166 in an image view).
    @Test func aSymbolAndAProjectImageOfOneName() throws {
        let objects = """
                <menu id="9">
                    <items>
                        <menuItem title="Favorites" image="star" catalog="system" id="10"/>
                    </items>
                </menu>
                <imageView id="11">
                    <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="star" id="12"/>
                </imageView>
            """
        let resources = """
            <image name="star" catalog="system" width="17" height="16"/>
            <image name="star" width="154" height="166"/>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: objects, resources: resources), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let stars = CompilerTestSupport.images(in: graph).filter { $0.first == "star" }
        #expect(Set(stars) == [["star", "system", "{32, 32}"], ["star", nil, "{154, 166}"]])
    }

    /// An empty attributed title is an attributed string of no text and no attributes (Aerial's
    /// `VideosViewController`, Xcode 26).
    @Test func anEmptyAttributedTitle() throws {
        let menu = """
                <menu id="9">
                    <items>
                        <menuItem title="Source" id="10">
                            <attributedString key="attributedTitle"/>
                        </menuItem>
                    </items>
                </menu>
            """
        let (graph, items) = try Self.compiledItems(of: menu)
        let item = try #require(items.first)
        let title = try #require(graph.object(item.value(forKey: AppKitNibKey.attributedTitle))?.object)
        #expect(title.className == "NSAttributedString")
        #expect(title.entries.map(\.key) == ["NSString"])
        #expect(graph.string(title.value(forKey: "NSString")) == "")
    }
}

/// A hidden menu item says so first of its values, as Xcode 26 archived a pop-up's item of
/// Aerial's `OverlaysViewController`.
@Suite struct AppKitHiddenMenuItemBuilderTests {
    @Test func aHiddenItemIsArchivedHidden() throws {
        let menu = """
            <menu id="9"><items>
                <menuItem title="Shown" id="10"/>
                <menuItem title="Hidden" hidden="YES" id="11"/>
            </items></menu>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: menu)
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Menu.xib").files[0].contents, path: "Menu.nib")
            .graph
        let items = graph.objects.filter { $0.className == "NSMenuItem" }
        #expect(items.map { $0.value(forKey: "NSIsHidden") } == [nil, .bool(true)])
    }

    /// A menu item at the top level (SameBoy's `Document`), which no pair shows, is refused; with
    /// `--allow-approximation` it is a top-level object of the nib, an item of no menu.
    @Test func aTopLevelItemIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: #"<menuItem title="Cartridge RAM" id="9"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        #expect(graph.string(item.value(forKey: "NSTitle")) == "Cartridge RAM")
        #expect(item.value(forKey: "NSMenu") == nil)
        let data = try #require(graph.objects.first { $0.className == "NSIBObjectData" })
        let topLevel = graph.members(data.value(forKey: "NSVisibleWindows")) + graph.members(data.value(forKey: "NSObjectsKeys"))
        #expect(topLevel.contains(.object(try #require(graph.objects.firstIndex(of: item)))))
    }
}
