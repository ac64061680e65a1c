import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// Size-class variations compile to the trait storage Xcode writes. The fixture is a small
/// SwiftMessages 9.0.1 card: a stack view whose spacing is 15 in regular width (MessageView,
/// CardView), a constraint whose constant is 30 there (CenteredView), a width limit installed only
/// in regular width (CardView), and a root constraint reaching into the stack view (TabView). Each
/// expectation is what Xcode 12.5 wrote for those pairs.
@Suite struct UIKitTraitStorageTests {
    static let url = TestPaths.fixtures.appendingPathComponent("Compiler/SizeClassVariations.xib")

    /// The fixture compiled as Xcode 12.5 (or `xcodeVersion`) would, with its objects by user label
    /// and constraint id (the id is not archived, so constraints are told apart by attribute).
    struct Compiled {
        let graph: NibGraph
        let root: NibGraph.Object

        init(xcodeVersion: String = "1250") throws {
            let options = CompileOptions(
                module: "SwiftMessages", minimumDeploymentTarget: "9.0", xcodeVersion: CompileOptions.XcodeVersion(xcodeVersion))
            let output = try NibCompiler.compile(contentsOf: UIKitTraitStorageTests.url.path, options: options)
            #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
            graph = try CompilerTestSupport.firstFile(of: output, path: UIKitTraitStorageTests.url.path)
            root = try #require(graph.root)
        }

        func object(_ value: NibGraph.Value?) throws -> NibGraph.Object {
            try #require(graph.object(value)).object
        }

        func index(_ value: NibGraph.Value?) -> Int? {
            graph.object(value)?.index
        }

        func members(_ object: NibGraph.Object, _ key: String) -> [NibGraph.Value] {
            graph.members(object.value(forKey: key))
        }

        /// The listed objects of a class, in `UINibObjectsKey` order.
        func listed(_ className: String) -> [Int] {
            graph.members(root.value(forKey: "UINibObjectsKey")).compactMap { value in
                graph.object(value).flatMap { $0.object.className == className ? $0.index : nil }
            }
        }

        /// The listed constraint whose first attribute is `attribute` (NSLayoutAttribute).
        func constraint(firstAttribute attribute: Int64) throws -> Int {
            try #require(listed("NSLayoutConstraint").first { graph.objects[$0].value(forKey: "NSFirstAttribute") == .integer(attribute) })
        }

        func sizeClasses(_ value: NibGraph.Value?) throws -> [String: NibGraph.Value] {
            let traits = try object(value)
            #expect(traits.className == "UITraitCollection")
            return Dictionary(uniqueKeysWithValues: traits.entries.map { ($0.key, $0.value) })
        }
    }

    static let regularWidth: [String: NibGraph.Value] = ["UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass": .integer(2)]

    @Test func aConstraintTheDefaultConfigurationExcludesIsListedButNotInstalled() throws {
        let compiled = try Compiled()
        let widthLimit = try compiled.constraint(firstAttribute: 7)
        let card = try #require(
            compiled.graph.objects.firstIndex {
                $0.className == "UIView" && compiled.graph.members($0.value(forKey: "UISubviews")).count == 1
                    && $0.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") != nil
            })
        let installed = compiled.members(compiled.graph.objects[card], "UIViewAutolayoutConstraints").compactMap(compiled.index)
        #expect(!installed.contains(widthLimit))
        #expect(installed.count == 1)
        // The placeholder width constraint is not archived at all (mixpanel `~ipad`, Xcode 9.1).
        #expect(compiled.listed("NSLayoutConstraint").count == 4)
    }

    @Test func storagesAreGatheredAsXcodeWalksTheViews() throws {
        let compiled = try Compiled()
        let lists = compiled.graph.members(compiled.root.value(forKey: "UINibTraitStorageListsKey"))
        try #require(lists.count == 1)
        let list = try compiled.object(lists[0])
        #expect(list.className == "_UITraitStorageList")
        #expect(try compiled.object(list.value(forKey: "UITopLevelObject")).className == "UIView")
        let storages = try compiled.members(list, "UITraitStorages").map(compiled.object)
        let keyPaths = storages.map { compiled.graph.string($0.value(forKey: "UIKeyPath")) ?? "" }
        // TabView: the stack view's spacing twice for the root constraint reaching into it, then
        // once as itself; CenteredView: each varied constant twice; CardView: the card's
        // constraints relationship before them.
        #expect(keyPaths == ["spacing", "spacing", "traitStorageConstraints", "encodedConstant", "encodedConstant", "spacing"])
        #expect(
            storages.map(\.className) == [
                "_UIAttributeTraitStorage", "_UIAttributeTraitStorage", "_UIRelationshipTraitStorage", "_UIAttributeTraitStorage",
                "_UIAttributeTraitStorage", "_UIAttributeTraitStorage",
            ])
        // Each storage is its own object, even when it says the same.
        #expect(Set(compiled.members(list, "UITraitStorages").compactMap(compiled.index)).count == 6)
        // The stack view, the card and the varied constraint, each once (CenteredView also lists the
        // constraint's views).
        let descendants = compiled.members(list, "UIDescendants").compactMap(compiled.index)
        #expect(Set(descendants).count == descendants.count)
        #expect(descendants.map { compiled.graph.objects[$0].className }.sorted() == ["NSLayoutConstraint", "UIStackView", "UIView"])
        #expect(try compiled.object(list.value(forKey: "UIDescendants")).className == "NSSet")
    }

    @Test func aRelationshipStorageSaysWhatEachSizeClassAddsAndRemoves() throws {
        let compiled = try Compiled()
        let list = try compiled.object(compiled.graph.members(compiled.root.value(forKey: "UINibTraitStorageListsKey")).first)
        let storage = try #require(
            try compiled.members(list, "UITraitStorages").map(compiled.object).first { $0.className == "_UIRelationshipTraitStorage" })
        let widthLimit = try compiled.constraint(firstAttribute: 7)
        let leading = try compiled.constraint(firstAttribute: 5)
        #expect(compiled.graph.members(storage.value(forKey: "UIRecords")).count == 2)
        let records = try compiled.members(storage, "UIRecords").map(compiled.object)
        try #require(records.count == 2)
        // `default` first: nothing added, the width limit removed; then regular width adds it.
        #expect(try compiled.sizeClasses(records[0].value(forKey: "UITraitCollection")).isEmpty)
        #expect(compiled.members(records[0], "UIAddedObjects").isEmpty)
        #expect(compiled.members(records[0], "UIRemovedObjects").compactMap(compiled.index) == [widthLimit])
        #expect(try compiled.sizeClasses(records[1].value(forKey: "UITraitCollection")) == Self.regularWidth)
        #expect(compiled.members(records[1], "UIAddedObjects").compactMap(compiled.index) == [widthLimit])
        #expect(compiled.members(records[1], "UIRemovedObjects").isEmpty)
        // One empty set for the whole nib (CardView).
        #expect(compiled.index(records[0].value(forKey: "UIAddedObjects")) == compiled.index(records[1].value(forKey: "UIRemovedObjects")))
        // Every constraint of the card, in archive order: the width limit on the card alone first.
        let candidates = try compiled.object(storage.value(forKey: "UIRelationshipCandidates"))
        #expect(candidates.className == "NSOrderedSet")
        #expect(candidates.entries.map(\.key) == ["NS.object.0", "NS.object.1"])
        #expect(candidates.entries.compactMap { compiled.index($0.value) } == [widthLimit, leading])
    }

    @Test func anAttributeStorageListsEachSizeClassThenTheBaseValue() throws {
        let compiled = try Compiled()
        let list = try compiled.object(compiled.graph.members(compiled.root.value(forKey: "UINibTraitStorageListsKey")).first)
        let storages = try compiled.members(list, "UITraitStorages").map(compiled.object)
        let spacing = try #require(storages.first { compiled.graph.string($0.value(forKey: "UIKeyPath")) == "spacing" })
        #expect(try compiled.object(spacing.value(forKey: "UIObject")).className == "UIStackView")
        let spacingRecords = try compiled.members(spacing, "UIRecords").map(compiled.object)
        try #require(spacingRecords.count == 2)
        #expect(try compiled.sizeClasses(spacingRecords[0].value(forKey: "UITraitCollection")) == Self.regularWidth)
        #expect(try compiled.object(spacingRecords[0].value(forKey: "UIValue")).value(forKey: "NS.dblval") == .double(15))
        #expect(try compiled.sizeClasses(spacingRecords[1].value(forKey: "UITraitCollection")).isEmpty)
        #expect(try compiled.object(spacingRecords[1].value(forKey: "UIValue")).value(forKey: "NS.dblval") == .double(10))

        let constant = try #require(storages.first { compiled.graph.string($0.value(forKey: "UIKeyPath")) == "encodedConstant" })
        #expect(compiled.index(constant.value(forKey: "UIObject")) == (try compiled.constraint(firstAttribute: 5)))
        let constantRecords = try compiled.members(constant, "UIRecords").map(compiled.object)
        try #require(constantRecords.count == 2)
        let values = try constantRecords.map { try compiled.object($0.value(forKey: "UIValue")) }
        #expect(values.map(\.className) == ["_NSLayoutConstraintConstant", "_NSLayoutConstraintConstant"])
        #expect(values.map { $0.value(forKey: "UINumericConstant") } == [.double(30), .double(20)])
        #expect(values.allSatisfy { $0.value(forKey: "UISymbolicConstant") == .null })
        // Xcode 12.5 archives one empty trait collection for every base value and `default` record.
        #expect(
            compiled.index(spacingRecords[1].value(forKey: "UITraitCollection"))
                == compiled.index(constantRecords[1].value(forKey: "UITraitCollection")))
        // Each size-class trait collection is its own object.
        #expect(
            compiled.index(spacingRecords[0].value(forKey: "UITraitCollection"))
                != compiled.index(constantRecords[0].value(forKey: "UITraitCollection")))
    }

    /// mixpanel `~ipad` (Xcode 9.1): five base records, five empty trait collections, as Xcode 10.2
    /// and 10.3 (SwiftMessages 32d53c0 and 9d6f70b) and not 11.7 (a study pair); the descendants
    /// are the varied objects, each once.
    @Test(arguments: [("0910", false), ("1030", false), ("1170", true)])
    func olderXcodesMakeAnEmptyTraitCollectionPerRecordAndListOnlyTheVariedObjects(xcode: String, sharesEmpty: Bool) throws {
        let compiled = try Compiled(xcodeVersion: xcode)
        let list = try compiled.object(compiled.graph.members(compiled.root.value(forKey: "UINibTraitStorageListsKey")).first)
        let storages = try compiled.members(list, "UITraitStorages").map(compiled.object)
        let baseTraits = try storages.filter { $0.className == "_UIAttributeTraitStorage" }.map { storage in
            try compiled.object(compiled.members(storage, "UIRecords").last).value(forKey: "UITraitCollection")
        }
        #expect(Set(baseTraits.compactMap(compiled.index)).count == (sharesEmpty ? 1 : baseTraits.count))
        let descendants = compiled.members(list, "UIDescendants").compactMap(compiled.index)
        #expect(descendants.map { compiled.graph.objects[$0].className }.sorted() == ["NSLayoutConstraint", "UIStackView", "UIView"])
    }
}

/// The views a varied constraint, or a constraint a size class adds or removes, places are listed
/// among the descendants from Xcode 10 (the CenteredView pairs of 10.2 and 10.3 list the stack
/// view their background's varied margins place, WorkFlowTestingApp's MovieVideoCell of 13.4.1 the
/// label its compact constraints place; neither has a storage of its own), not by 9.1 (mixpanel's
/// `~ipad` takeovers).
@Suite struct UIKitTraitDescendantsTests {
    static let xib = CompilerTestSupport.iOSXIB(
        objects: """
            <view contentMode="scaleToFill" id="vie-dsc-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lab-dsc-001">
                        <rect key="frame" x="20" y="20" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-dsc-001" firstAttribute="top" secondItem="vie-dsc-001" secondAttribute="top" constant="20" id="con-dsc-001">
                        <variation key="widthClass=regular" constant="30"/>
                    </constraint>
                </constraints>
            </view>
            """)

    /// A root view whose compact height adds a constraint placing its image view, and whose label
    /// a constraint no variation names places.
    static let maskedXIB = CompilerTestSupport.iOSXIB(
        objects: """
            <view contentMode="scaleToFill" id="vie-dsc-002">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="img-dsc-002">
                        <rect key="frame" x="20" y="20" width="70" height="70"/>
                    </imageView>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lab-dsc-002">
                        <rect key="frame" x="20" y="100" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="img-dsc-002" firstAttribute="top" secondItem="vie-dsc-002" secondAttribute="top" constant="20" id="con-dsc-002"/>
                    <constraint firstItem="lab-dsc-002" firstAttribute="top" secondItem="vie-dsc-002" secondAttribute="top" constant="100" id="con-dsc-003"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="con-dsc-002"/>
                    </mask>
                </variation>
                <variation key="heightClass=compact">
                    <mask key="constraints">
                        <include reference="con-dsc-002"/>
                    </mask>
                </variation>
            </view>
            """)

    @Test(arguments: [
        ("9.1", ["NSLayoutConstraint"]), ("10.2", ["NSLayoutConstraint", "UILabel"]), ("12.5", ["NSLayoutConstraint", "UILabel"]),
    ])
    func theConstrainedViewsAreListedFromXcode10(xcode: String, listed: [String]) throws {
        #expect(try Self.descendantClasses(Self.xib, xcode: xcode) == listed)
    }

    /// Every view the varied view's constraints place, the label too, whatever the Xcode
    /// (QBImagePicker's cell, 6.4 and 7.3; a study pair of 11.2; MovieDetail of 13.4.1); the
    /// root view is the list's top-level object, not among its descendants.
    @Test(arguments: ["7.3", "9.1", "10.2", "13.4.1"])
    func theViewsAViewsMaskedConstraintsPlaceAreListed(xcode: String) throws {
        #expect(try Self.descendantClasses(Self.maskedXIB, xcode: xcode) == ["UIImageView", "UILabel"])
    }

    /// The classes of the descendants `xib`'s trait storage list names, compiled as `xcode` would.
    static func descendantClasses(_ xib: Data, xcode: String) throws -> [String] {
        let output = try NibCompiler.compile(
            data: xib, path: "Varied.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Varied.nib")
        let list = try #require(graph.objects.first { $0.className == "_UITraitStorageList" })
        let descendants = (graph.collectionMembers(list.value(forKey: "UIDescendants")) ?? []).compactMap { graph.object($0)?.object }
        return descendants.map(\.className).sorted()
    }
}

/// A subview a view's base configuration leaves out, as Xcode 10.1 archives a study pair's
/// (OneTwo's menu icon): listed, not among the view's subviews, and the view's subviews trait
/// storage, over all its subviews in document order, removes it for any size class and adds it
/// where a size class includes it.
@Suite struct UIKitSubviewVariationTests {
    static let xib = CompilerTestSupport.iOSXIB(
        objects: """
            <view contentMode="scaleToFill" id="vie-var-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lab-var-001">
                        <rect key="frame" x="20" y="20" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <imageView userInteractionEnabled="NO" contentMode="center" image="menu-icon" translatesAutoresizingMaskIntoConstraints="NO" id="img-var-001">
                        <rect key="frame" x="152" y="371" width="70" height="70"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-var-001" firstAttribute="top" secondItem="vie-var-001" secondAttribute="top" constant="20" id="con-var-001"/>
                </constraints>
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="img-var-001"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="subviews">
                        <include reference="img-var-001"/>
                    </mask>
                </variation>
            </view>
            """)

    @Test func aSubviewTheDefaultConfigurationExcludesIsListedButNotInstalled() throws {
        let output = try NibCompiler.compile(
            data: Self.xib, path: "Menu.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("10.1")))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Menu.nib")
        let view = try #require(graph.objects.first { $0.className == "UIView" })
        let image = try #require(graph.objects.firstIndex { $0.className == "UIImageView" })
        let label = try #require(graph.objects.firstIndex { $0.className == "UILabel" })
        #expect(graph.members(view.value(forKey: "UISubviews")) == [.object(label)])
        let listed = graph.members(try #require(graph.root).value(forKey: "UINibObjectsKey"))
        #expect(listed.contains(.object(image)))
        #expect(graph.objects[image].value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == nil)
        let storage = try #require(graph.objects.first { $0.className == "_UIRelationshipTraitStorage" })
        #expect(graph.string(storage.value(forKey: "UIKeyPath")) == "traitStorageSubviews")
        let candidates = try #require(graph.object(storage.value(forKey: "UIRelationshipCandidates"))?.object)
        #expect(candidates.entries.filter { $0.key.hasPrefix("NS.object.") }.map(\.value) == [.object(label), .object(image)])
        let records = graph.members(storage.value(forKey: "UIRecords")).compactMap { graph.object($0)?.object }
        #expect(records.count == 2)
        #expect(records.map { graph.members($0.value(forKey: "UIRemovedObjects")) } == [[.object(image)], []])
        #expect(records.map { graph.members($0.value(forKey: "UIAddedObjects")) } == [[], [.object(image)]])
    }

    /// A storyboard's asset-catalog colors below iOS 13, as Xcode 13.4.1 writes them in
    /// WorkFlowTestingApp's `Account` (whose pair the conformance test compares): the
    /// `runtime.nib` for the older systems resolves each property's and runtime attribute's color
    /// through a `_UIColorAttributeTraitStorage`, the views' as the walk meets them and the runtime
    /// attributes' last, with one plain fallback color; `objects-13.0+.nib` has none. The button's
    /// title color, set for a state, has a storage no pair shows: an approximation.
    @Test func catalogColorsResolveThroughTraitStoragesBelowIOS13() throws {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/CatalogColors.storyboard").path
        var options = CompileOptions(
            module: "Colors", minimumDeploymentTarget: "12.0", xcodeVersion: CompileOptions.XcodeVersion("13.4.1"))
        let refusal = #expect(throws: CompileError.self) { try NibCompiler.compile(contentsOf: path, options: options) }
        guard case .documentErrors(_, let diagnostics)? = refusal else {
            Issue.record("not refused: \(String(describing: refusal))")
            return
        }
        #expect(diagnostics.map(\.line) == [27])
        #expect(diagnostics.allSatisfy { $0.message.contains("titleColor") })
        options.allowsApproximation = true
        let files = CompilerTestSupport.filesByPath(of: try NibCompiler.compile(contentsOf: path, options: options))
        let newer = try CompilerTestSupport.graph(at: "grd-co-ntr-view-grd-vi-eww.nib/objects-13.0+.nib", in: files)
        #expect(newer.objects.allSatisfy { $0.className != "_UIColorAttributeTraitStorage" })
        let graph = try CompilerTestSupport.graph(at: "grd-co-ntr-view-grd-vi-eww.nib/runtime.nib", in: files)
        let lists = graph.members(try #require(graph.root).value(forKey: "UINibTraitStorageListsKey"))
        let list = try #require(graph.object(lists.first)?.object)
        #expect(lists.count == 1)
        #expect(graph.members(list.value(forKey: "UIDescendants")).isEmpty)
        let storages = graph.members(list.value(forKey: "UITraitStorages")).compactMap { graph.object($0)?.object }
        #expect(storages.map(\.className) == Array(repeating: "_UIColorAttributeTraitStorage", count: 3))
        #expect(storages.map { graph.string($0.value(forKey: "UIKeyPath")) } == ["tintColor", "backgroundColor", "startColor"])
        let owners = storages.compactMap { graph.object($0.value(forKey: "UIObject"))?.object.className }
        #expect(owners == ["UIImageView", "UIButton", "UIClassSwapper"])
        #expect(storages.allSatisfy { graph.members($0.value(forKey: "UIRecords")).isEmpty })
        let wrappers = storages.compactMap { graph.object($0.value(forKey: "UINamedColor"))?.object }
        #expect(wrappers.map(\.className) == Array(repeating: "_UICoreUICatalogColorWrapper", count: 3))
        #expect(wrappers.map { graph.string($0.value(forKey: "UIAssetName")) } == Array(repeating: "BrandColor", count: 3))
        #expect(wrappers.allSatisfy { $0.value(forKey: "UIAssetBundleID") == .null })
        let fallbacks = Set(wrappers.compactMap { graph.object($0.value(forKey: "UIFallbackColor"))?.index })
        let fallback = try #require(fallbacks.first.map { graph.objects[$0] })
        #expect(fallbacks.count == 1)
        #expect(fallback.value(forKey: "UIDynamicCatalogName") == nil)
        #expect(fallback.value(forKey: "UIRed") == .float(0.31))
    }
}
