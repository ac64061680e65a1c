import Foundation
import IBSource
import NibArchive
import UIKitNib

/// A storyboard as a `.storyboardc` folder: per scene, a nib holding the controller and its segue
/// templates, and a nib for the controller's view, whose references to the controller go through
/// `UpstreamPlaceholder-N` proxies the scene nib fills in.
enum StoryboardCompiler {
    /// Xcode 13 lists a storyboard nib's proxies first, as in a xib, and puts a scene's other
    /// objects (gesture recognizers) before its controller (metamap). Xcode 9.1 lists the nib's
    /// top-level document objects first and the controller before the scene's other objects
    /// (aws-sdk and mapbox pairs).
    static func ordersAsXcode13(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1300)
    }

    /// Xcode 15.1 and later give a nib the root key `IBUINibLNEVersionKey = 1` when every object
    /// in it is of a class of `lineEditEligibleClasses` (a class swapper counting as its
    /// original class): 37 nibs of the pairs and study pairs of 15.1 to 26.3, xibs, scene and
    /// view nibs, launch screens or not, each marked exactly when this holds. A launch screen's
    /// plain scene nib has it; its view nib, with labels or images, has not; a table view
    /// controller's scene nib has not where a plain controller's beside it has. Not 14.3.
    static func marksLineEditEligibleNibs(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1510)
    }

    /// The classes every marked nib is made of. A class not here has not been seen in a marked
    /// nib: `UILabel`, `UIImageView`, `UIFont`, `NSNumber`, `UITableView`, navigation and tab bars,
    /// `_UILayoutGuide`, segue templates, `UIRuntimeEventConnection`…
    static let lineEditEligibleClasses: Set<String> = [
        UIKitNibClass.root, "NSArray", "NSMutableArray", "NSDictionary", "NSString", UIKitNibClass.proxy,
        UIKitNibClass.outletConnection, "UIViewController", "UIView", UIKitNibClass.color, UIKitNibClass.layoutGuide,
        UIKitNibClass.layoutConstraint,
    ]

    /// The screen Xcode lays a root view out on when the document gives neither a device nor the
    /// view's frame (Xcode 8.3's launch screen template): 393 × 852 from Xcode 14 (study pairs of
    /// 14.1 and 16.3), 414 × 896 in the runtime.nib of Xcode 11.0 to 11.3, whose objects-13.0+.nib
    /// keeps the 1000-point square of an unplaced view (11.3). None known for 11.4 to 13.
    static func defaultScreen(forUnplacedRootOf options: CompileOptions, runtimeVariant: Bool) -> IBSize? {
        if options.xcode(atLeast: 1400) { return IBSize(width: 393, height: 852) }
        return runtimeVariant ? IBSize(width: 414, height: 896) : nil
    }

    /// Xcode 11.0 to 11.3 write every nib of a storyboard built for a deployment target below
    /// iOS 13 as a folder of two copies, `objects-13.0+.nib` and `runtime.nib` (DYModal f51d453,
    /// 11.3; study pairs of 11.0, 11.2 and 11.3); not 11.6 (DYModal 209f818), not at iOS 13. A
    /// xib's nib too: XLPagerTabStrip's ButtonCell (a study pair of 11.2 at iOS 9.3) has the
    /// `objects-13.0+.nib` beside its pinned cell's `objects-12.3+.nib`, the same bytes.
    static func writesNibFolders(_ options: CompileOptions) -> Bool {
        options.xcode(in: 1100..<1140) && options.deploymentTarget(before: 13)
    }

    /// From Xcode 11, a storyboard whose collection view cells keep Xcode 8's content view has them
    /// pinned for iOS 12.3 (`XibCompiler.pinnedCellVariant`), and below iOS 12.3 every nib of it is
    /// a folder of `objects-12.3+.nib` (the pinned cells), `runtime.nib` (the unpinned), and with
    /// Xcode 11.0 to 11.3 an `objects-13.0+.nib` like the first: QBImagePicker's storyboard, a
    /// study pair of 11.2 at iOS 8, whose navigation controller's nib holds no cell.
    static func pinsCellContentViews(_ options: CompileOptions, document root: IBElement?) -> Bool {
        guard options.xcode(atLeast: 1100), let root else { return false }
        return contains(root, where: UIKitProperties.keepsXcode8ContentView)
    }

    /// Whether `root` or an element under it satisfies `predicate`.
    static func contains(_ root: IBElement, where predicate: (IBElement) -> Bool) -> Bool {
        var pending = [root]
        while let element = pending.popLast() {
            if predicate(element) {
                return true
            }
            pending += element.children
        }
        return false
    }

    /// Xcode 13.4 writes every nib of a document that declares an asset-catalog color as such a
    /// folder below iOS 13, for each nib (storyboard or xib) whether or not it uses the color:
    /// WorkFlowTestingApp 13.4.1's Account and MovieDetail storyboards and MovieListCell xib at
    /// iOS 12, where its documents without one are single nibs. The two copies differ only where
    /// a view uses the color: `runtime.nib` adds a `_UIColorAttributeTraitStorage` for it, which
    /// iOS 12 resolves the color through (Account's sign-in view). No pair of 11.4 to 13.3 has
    /// such a color below iOS 13.
    static func writesNamedColorNibFolders(_ options: CompileOptions, document root: IBElement?) -> Bool {
        guard options.xcode(atLeast: 1340), options.deploymentTarget(before: 13) else { return false }
        return root?.child("resources")?.children.contains { $0.name == "namedColor" } == true
    }

    /// From Xcode 12, every nib of a document that uses an SF Symbol newer than its deployment
    /// target is a folder of `objects-<that iOS>+.nib` and `runtime.nib`, the same nib twice but
    /// for the symbols iOS 13 has, which `runtime.nib` holds as images
    /// (`UIKitXcodeRules.archivesSymbolImage`; CookAssistant, 12.1 at iOS 13.7: text.book.closed
    /// and two more symbols of iOS 14). The
    /// newest such symbol's iOS names the variant; nil when no symbol is newer.
    static func systemSymbolNibFolderVersion(_ options: CompileOptions, document root: IBElement?) -> String? {
        guard options.xcode(atLeast: 1200), let resources = root?.child("resources") else { return nil }
        let newest = resources.children
            .filter { $0.name == "image" && $0["catalog"] == "system" }
            .compactMap { $0["name"].flatMap(SystemSymbolAvailability.introduction(of:)) }
            .max()
        guard let newest, options.deploymentTarget(before: newest.major, newest.minor) else { return nil }
        return newest.text
    }

    /// From Xcode 10, below iOS 11, every nib of a document with a table that estimates its row
    /// heights is a folder of `objects-11.0+.nib` and `runtime.nib`: the older systems' decoders
    /// read no estimate, so their `runtime.nib` sets each such table's by key path, 44 points for
    /// iOS 11's automatic one (`estimatedRowHeight="-1"`) and the document's otherwise (study
    /// pairs: NYTSample, 10.0 at iOS 10; ChartageDemo's OmiseSDK, 11.7 at iOS 8, with three
    /// automatic tables and one of 64 points, and its documents without such a table, single
    /// nibs). No pair of Xcode 9 shows it.
    static func writesRowEstimateFolders(_ options: CompileOptions, document root: IBElement?) -> Bool {
        guard options.xcode(atLeast: 1000), options.deploymentTarget(before: 11), let root else { return false }
        return contains(root, where: { olderSystemsRowEstimate(of: $0) != nil })
    }

    /// Each of `files` as a folder nib: the file as `objects-<version>+.nib`, and the file of the
    /// same path in `runtime` as `runtime.nib`.
    static func folders(of files: [CompiledFile], objectsSince version: String, runtime: [CompiledFile]) -> [CompiledFile] {
        folders(of: files, objectsSince: [version], runtime: runtime)
    }

    /// Each of `files` as a folder nib with a copy of the file for each of `versions`.
    static func folders(of files: [CompiledFile], objectsSince versions: [String], runtime: [CompiledFile]) -> [CompiledFile] {
        files.flatMap { file in
            versions.map { version in
                CompiledFile(
                    relativePath: file.relativePath + "/" + CompiledNibReader.objectsVariant(since: version), contents: file.contents)
            } + [
                CompiledFile(
                    relativePath: file.relativePath + "/" + CompiledNibReader.runtimeVariant,
                    contents: runtime.first { $0.relativePath == file.relativePath }?.contents ?? file.contents)
            ]
        }
    }

    /// The row height estimate iOS 10 and older get by key path for a table element, or nil for
    /// an element that is no table or a table without an estimate.
    static func olderSystemsRowEstimate(of element: IBElement) -> Double? {
        guard element.name == "tableView", let estimate = UIKitValues.number(element["estimatedRowHeight"]), estimate != 0 else {
            return nil
        }
        return estimate == automaticRowEstimate ? olderSystemsAutomaticRowEstimate : estimate
    }

    /// iOS 11's automatic estimate, as documents save it.
    static let automaticRowEstimate = -1.0

    /// What the older systems get for an automatic estimate.
    static let olderSystemsAutomaticRowEstimate = 44.0

    /// Xcode 11 and later list a scene nib's `storyboard` outlets first, in the order made, then
    /// sort the rest as a xib's (outlets by name, `sceneViewController` among them, then actions by
    /// selector: every scene nib of three connections or more in the study pairs of 11.0 to 15.1
    /// and in DYModal 11.3 and 11.6, WorkFlowTestingApp 13.4.1, TestDemo 16.4); Xcode 10.2 sorts
    /// `storyboard` with the others (DYModal 10.2), as 9.1 does (aws-sdk, mapbox).
    static func leadsWithStoryboardOutlets(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1100)
    }

    /// Xcode 11 and later archive a scene's controller without a custom class through a class
    /// swapper naming its own class when the storyboard can instantiate it (the initial
    /// controller, or one with a storyboard identifier): DYModal 11.3 and 11.6, WorkFlowTestingApp
    /// 13.4.1, TestDemo 16.4, and 45 such nibs of the study pairs. Xcode 10.2 never does (DYModal
    /// 10.2, swift-circleCI); controllers reached only by segues and relationship children stay plain.
    static func swapsPlainSceneControllers(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1100)
    }

    /// The size of a tab bar controller's bar, which the controller lays out whatever the
    /// document's frame (1000 × 1000 in most documents), keeping only the frame's y: 49 points high
    /// and no width in Xcode 11 (study pairs of 11.0 and 11.3, one at y 975), 50 high from 12
    /// (CookAssistant 12.1, WorkFlowTestingApp 13.4.1); 320 × 50 in Xcode 10.1 (the MarvelCharacters
    /// study pair, whose document's device is 375 wide), the one older Xcode a pair shows.
    static func tabBarSize(_ options: CompileOptions) -> (width: Double, height: Double) {
        options.xcode(atLeast: 1200) ? (0, 50) : options.xcode(atLeast: 1100) ? (0, 49) : (320, 50)
    }

    /// Xcode 15 and later mark a navigation controller's bar `UIIsLocked` (TestDemo 16.4 and the
    /// study pairs of 15 and 16); 13.4.1 does not (WorkFlowTestingApp).
    static func locksNavigationBars(_ options: CompileOptions) -> Bool {
        options.xcode(atLeast: 1500)
    }

    static func compile(_ document: IBDocument, root: IBElement, options: CompileOptions) throws(CompileError) -> CompiledOutput {
        let resources = IBResources(document: root)
        let scenes = root.children(in: "scenes").filter { $0.name == "scene" }
        var controllers: [(scene: IBElement, controller: IBElement)] = []
        var diagnostics: [CompileDiagnostic] = []
        let (destinations, embeddedControllerIDs) = segueDestinations(in: root)
        for scene in scenes {
            guard let controller = scene.children(in: "objects").first(where: { $0["sceneMemberID"] == "viewController" }) else {
                diagnostics.append(
                    CompileDiagnostic(
                        severity: .notice, path: document.path, line: scene.line, objectID: scene["sceneID"],
                        message: "scene \(scene["sceneID"] ?? "") has no view controller; nothing compiled for it"))
                continue
            }
            controllers.append((scene, controller))
        }
        var nibNames: [String: String] = [:]
        var takenIdentifiers: Set<String> = []
        for (_, controller) in controllers {
            guard let id = controller.id else { continue }
            checkFileName(id, what: "view controller id", of: controller, in: document, into: &diagnostics)
            if let identifier = controller["storyboardIdentifier"] {
                checkFileName(identifier, what: "storyboard identifier", of: controller, in: document, into: &diagnostics)
            }
            if let view = controllerView(of: controller), let viewID = view.id {
                checkFileName(viewID, what: "view id", of: view, in: document, into: &diagnostics)
            }
            let generated = StoryboardNibName.generated(
                className: controller.name == "viewControllerPlaceholder" ? "UIViewController" : systemClass(of: controller, in: document),
                controllerID: id
            ).text
            if let identifier = controller["storyboardIdentifier"], !takenIdentifiers.insert(identifier).inserted {
                diagnostics.append(
                    CompileDiagnostic(
                        severity: .warning, path: document.path, line: controller.line, objectID: controller.id,
                        message:
                            "storyboard identifier \(identifier) is used by an earlier view controller; this one is compiled as \(generated)"
                    ))
                nibNames[id] = generated
            } else {
                nibNames[id] = controller["storyboardIdentifier"] ?? generated
            }
        }
        // Every name that cannot name a file is reported at once, before any is used as one.
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw .documentErrors(path: document.path, diagnostics: diagnostics)
        }

        // Typed with the labels the scenes take: an unlabeled tuple type would make Swift copy the
        // whole dictionary for every scene, quadratic in scenes.
        let scenesByController: [String: (scene: IBElement, controller: IBElement)] = Dictionary(
            controllers.compactMap { scene, controller in controller.id.map { ($0, (scene: scene, controller: controller)) } },
            uniquingKeysWith: { first, _ in first })
        // Nothing can reach a scene without storyboard identifier that is neither the entry point
        // nor a segue's destination: ibtool leaves it out (and warns so). Its names were checked
        // all the same, as the document's. A container's relationship child is no such
        // destination: it is archived inside the container's scene nib, where UIKit makes it, so
        // a nib of its own could only be reached through a storyboard identifier; it is no reason
        // for a warning either.
        func isReached(_ controller: IBElement) -> Bool {
            controller["storyboardIdentifier"] != nil || controller.id == document.initialViewControllerID
                || controller.id.map(destinations.contains) == true
        }
        let children = Self.relationshipChildren(of: controllers.map(\.controller).filter(isReached), in: scenesByController)
        var references: [String: PropertyListValue] = [:]
        controllers.removeAll { scene, controller in
            guard !isReached(controller) else { return false }
            guard let id = controller.id, children.contains(id) else {
                diagnostics.append(Self.unreachableScene(scene, controller: controller, path: document.path))
                return true
            }
            if controller.name == "viewControllerPlaceholder", let nibName = nibNames[id] {
                references[nibName] = Self.storyboardReference(controller)
            }
            return true
        }
        var files: [CompiledFile] = []
        var written: [String: Data] = [:]
        var reported = Set(diagnostics)
        var identifiers: [String: PropertyListValue] = [:]
        // Document-wide rules, decided once rather than for every scene.
        let splitsForRowEstimates = StoryboardCompiler.writesRowEstimateFolders(options, document: document.root)
        let splitsForNamedColors = StoryboardCompiler.writesNamedColorNibFolders(options, document: document.root)
        let symbolFolderVersion = StoryboardCompiler.systemSymbolNibFolderVersion(options, document: document.root)
        let writesNibFolders = StoryboardCompiler.writesNibFolders(options)
        var pinnedOptions = options
        pinnedOptions.pinsCellContentViews = StoryboardCompiler.pinsCellContentViews(options, document: document.root)
        // Below iOS 12.3 the pinned cells are a folder's variant; from 12.3 the only nib.
        let pinsInVariant = pinnedOptions.pinsCellContentViews && options.deploymentTarget(before: 12, 3)
        for (scene, controller) in controllers {
            guard let id = controller.id, let nibName = nibNames[id] else { continue }
            func compilation(_ options: CompileOptions) -> SceneCompilation {
                SceneCompilation(
                    document: document, resources: resources, options: options, scene: scene, controller: controller,
                    nibName: nibName, nibNames: nibNames, scenesByController: scenesByController,
                    embeddedControllerIDs: embeddedControllerIDs)
            }
            var sceneNib = compilation(pinsInVariant ? options : pinnedOptions)
            var output = sceneNib.compile()
            if pinsInVariant {
                let pinned = compilation(pinnedOptions).compile().files
                var runtime = output.files
                if writesNibFolders {
                    sceneNib.archivesRuntimeVariant = true
                    runtime = sceneNib.compile().files
                }
                output.files = Self.folders(of: pinned, objectsSince: ["12.3"] + (writesNibFolders ? ["13.0"] : []), runtime: runtime)
            } else if splitsForRowEstimates {
                var runtimeOptions = options
                runtimeOptions.compilesRuntimeVariant = true
                output.files = Self.folders(of: output.files, objectsSince: "11.0", runtime: compilation(runtimeOptions).compile().files)
            } else if let symbolFolderVersion {
                output.files = Self.folders(of: output.files, objectsSince: symbolFolderVersion, runtime: output.files)
            } else if writesNibFolders || splitsForNamedColors {
                sceneNib.archivesRuntimeVariant = !splitsForNamedColors
                let runtime: [CompiledFile]
                if splitsForNamedColors {
                    // The runtime.nib resolves the scene's catalog colors through trait storages,
                    // and says which of them it cannot.
                    var namedColorOptions = pinnedOptions
                    namedColorOptions.compilesNamedColorRuntimeVariant = true
                    let variant = compilation(namedColorOptions).compile()
                    runtime = variant.files
                    let known = Set(output.diagnostics)
                    output.diagnostics += variant.diagnostics.filter { !known.contains($0) }
                } else {
                    runtime = sceneNib.compile().files
                }
                output.files = Self.folders(of: output.files, objectsSince: "13.0", runtime: runtime)
            }
            // A child's view nib is written by each scene nib that holds the child, the same bytes
            // and the same warnings: each once. Another nib under a name already written is a
            // storyboard identifier spelled like a generated name (`B1-view-V1`): it would replace
            // that nib, so it is an error.
            for file in output.files {
                guard let earlier = written[file.relativePath] else {
                    written[file.relativePath] = file.contents
                    files.append(file)
                    continue
                }
                guard earlier == file.contents else {
                    throw .documentErrors(
                        path: document.path,
                        diagnostics: [
                            CompileDiagnostic(
                                severity: .error, path: document.path, line: controller.line, objectID: controller.id,
                                message: "this scene compiles to \(file.relativePath), the name of another scene's nib; "
                                    + "choose a storyboard identifier unlike the generated names (<Class>-<id>, <controller>-view-<view>)")
                        ])
                }
            }
            let new = output.diagnostics.filter { !reported.contains($0) }
            diagnostics += new
            reported.formUnion(new)
            identifiers[nibName] = .string(nibName)
            if controller.name == "viewControllerPlaceholder" {
                references[nibName] = Self.storyboardReference(controller)
            }
        }
        var info: [String: PropertyListValue] = [
            UIKitNibKey.storyboardNibNames: .dictionary(identifiers),
            UIKitNibKey.storyboardVersion: .integer(1),
        ]
        if !references.isEmpty {
            info[UIKitNibKey.storyboardReferences] = .dictionary(references)
        }
        if let initial = document.initialViewControllerID, let name = nibNames[initial] {
            info[UIKitNibKey.storyboardEntryPoint] = .string(name)
        }
        files.append(CompiledFile(relativePath: "Info.plist", contents: BinaryPropertyListWriter.data(.dictionary(info))))
        files.sort { $0.relativePath < $1.relativePath }
        return CompiledOutput(isFolder: true, files: files, diagnostics: diagnostics)
    }

    /// A storyboard reference's Info.plist entry: the storyboard it opens and, when given, the
    /// controller there.
    private static func storyboardReference(_ placeholder: IBElement) -> PropertyListValue {
        var reference: [String: PropertyListValue] = [:]
        reference[UIKitNibKey.referencedStoryboardName] = placeholder["storyboardName"].map(PropertyListValue.string)
        reference[UIKitNibKey.referencedControllerIdentifier] = placeholder["referencedIdentifier"].map(PropertyListValue.string)
        return .dictionary(reference)
    }

    /// The ids every segue other than a relationship leads to, and those embed segues lead to
    /// (they keep their container view's size). A relationship segue's destination is archived
    /// in the container's scene nib (`relationshipChildren(of:in:)`).
    static func segueDestinations(in root: IBElement) -> (reached: Set<String>, embedded: Set<String>) {
        var destinations: Set<String> = []
        var embedded: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "segue", let destination = element["destination"], element["kind"] != "relationship" {
                destinations.insert(destination)
                if element["kind"] == "embed" {
                    embedded.insert(destination)
                }
            }
            pending += element.children
        }
        return (destinations, embedded)
    }

    /// The warning for a scene nothing reaches (no storyboard identifier, not the entry point, no
    /// segue's destination, no container's child), which ibtool leaves out, iOS's and macOS's alike.
    static func unreachableScene(_ scene: IBElement, controller: IBElement, path: String) -> CompileDiagnostic {
        CompileDiagnostic(
            severity: .warning, path: path, line: controller.line, objectID: controller.id,
            message:
                "scene \(scene["sceneID"] ?? "") is unreachable: no storyboard identifier, not the initial view controller, no segue leads to it and no container holds it; left out"
        )
    }

    /// The ids of the controllers the compiled `containers` hold through relationship segues,
    /// children's children included. A storyboard reference among them is its container nib's
    /// placeholder, which UIKit resolves through the Info.plist's references alone: Xcode writes
    /// no scene nib for it (EntertainmentWorld's tab bar and navigation controllers, 11.3), where
    /// a show or embed segue's reference has one (WorkFlowTestingApp 13.4.1, constructionHelper
    /// 15.1).
    static func relationshipChildren(
        of containers: [IBElement], in scenesByController: [String: (scene: IBElement, controller: IBElement)]
    ) -> Set<String> {
        var children: Set<String> = []
        var pending = containers
        while let container = pending.popLast() {
            for segue in container.children(in: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
                guard let id = segue["destination"], children.insert(id).inserted, let child = scenesByController[id] else { continue }
                pending.append(child.controller)
            }
        }
        return children
    }

    /// Storyboard identifiers and object ids name the nibs of a `.storyboardc`: each must be one
    /// file name, or the nib would be written outside the folder.
    /// The view a controller's view nib is made of (and named after): its first `key="view"` child
    /// with an id. The name check and the compiler ask this one question so they see the same view.
    static func controllerView(of controller: IBElement) -> IBElement? {
        controller.children.first { $0["key"] == "view" && $0.id != nil }
    }

    static func checkFileName(
        _ name: String, what: String, of element: IBElement, in document: IBDocument, into diagnostics: inout [CompileDiagnostic]
    ) {
        guard !OutputPaths.isFileName(name) else { return }
        let shown = name.unicodeScalars.map { $0 == "\u{0}" ? "\\0" : String($0) }.joined()
        diagnostics.append(
            CompileDiagnostic(
                severity: .error, path: document.path, line: element.line, objectID: element.id,
                message: "\(what) \"\(shown)\" cannot name a compiled file: it must be one file name, without `/`, `\\`, `..` or NUL"))
    }

    static func systemClass(of element: IBElement, in document: IBDocument) -> String {
        IBClassTable.systemClass(forElement: element.name, platform: document.platform).name
    }
}

/// One scene: its controller nib and, if the controller has a view, the view nib.
private struct SceneCompilation {
    let document: IBDocument
    let resources: IBResources
    let options: CompileOptions
    let scene: IBElement
    let controller: IBElement
    let nibName: String
    let nibNames: [String: String]
    /// Every scene of the storyboard by its controller's id: where a relationship segue's child is.
    let scenesByController: [String: (scene: IBElement, controller: IBElement)]
    /// The controllers embed segues lead to, which keep their container view's size.
    let embeddedControllerIDs: Set<String>
    /// Whether this compiles the `runtime.nib` of a folder nib (`writesNibFolders`), which Xcode
    /// 11.0 to 11.3 archive at the base size where the document has no device (DYModal f51d453's
    /// launch screen: runtime.nib 600 × 600, objects-13.0+.nib the document's 375 × 667).
    var archivesRuntimeVariant = false
    /// Ids of every object of the scene. Only these reach the view and cell nibs through
    /// placeholders: Xcode drops a connection to another scene's object (the aws-sdk AWSUserPools
    /// pair's buttons whose action targets another scene's controller are not connected).
    func sceneObjectIDs() -> Set<String> {
        Set(scene.children(in: "objects").flatMap(Self.objectIDs(in:)))
    }

    /// Whether the controller's view trades its safe area for the top and bottom layout guides
    /// of systems before iOS 11, which have no safe areas: a view controller's view with a
    /// safe-area guide, compiled for them into a nib of its own (NYTSample's launch screen, a
    /// study pair of Xcode 10.0 at iOS 10.0: the view holds both guides, and the nib lists an
    /// empty guide in the safe area's place). A nib folder's `objects-11.0+.nib` keeps the safe
    /// area. Only a `<viewController>`'s view has layout guides in the documents of the pairs.
    var translatesSafeArea: Bool {
        controller.name == "viewController" && controller.children(in: "layoutGuides").isEmpty
            && options.deploymentTarget(before: 11)
            && (options.compilesRuntimeVariant || !StoryboardCompiler.writesRowEstimateFolders(options, document: document.root))
            && StoryboardCompiler.controllerView(of: controller)?.children.contains {
                $0.name == "viewLayoutGuide" && $0["key"] == "safeArea"
            }
                == true
    }

    /// Whether a view controller's plain view of a document with safe areas has one the document
    /// does not save: Xcode lists its empty guide all the same (a study pair's launch screen,
    /// 15.1, whose view has no `<viewLayoutGuide>`); not for another kind of view (a study
    /// launch screen of 16.0 whose controller's view is an image view).
    func hasImplicitSafeArea(_ view: IBElement, builder: UIKitNibBuilder) -> Bool {
        controller.name == "viewController" && view.name == "view" && document.root?["useSafeAreas"] == "YES"
            && !translatesSafeArea
            && builder.listsSafeAreaGuidesEmpty && builder.archivesSafeAreaGuides
            && !view.children.contains { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }
    }

    /// The ids of the top and bottom layout guides the view's safe area becomes
    /// (`translatesSafeArea`), named after the controller.
    var translatedGuideIDs: (top: String, bottom: String)? {
        guard translatesSafeArea, let id = controller.id else { return nil }
        return ("\(id)-topLayoutGuide", "\(id)-bottomLayoutGuide")
    }

    /// The controller's top and bottom layout guides: the document's, or the two its view's safe
    /// area becomes.
    var controllerLayoutGuides: [IBElement] {
        guard let ids = translatedGuideIDs else { return controller.children(in: "layoutGuides") }
        return [("top", ids.top), ("bottom", ids.bottom)].map { type, id in
            IBElement(name: "viewControllerLayoutGuide", attributes: ["type": type, "id": id], line: controller.line)
        }
    }

    /// Other objects of the scene (gesture recognizers, …) stay in the scene nib, kept alive by the controller.
    private var sceneObjects: [IBElement] {
        scene.children(in: "objects").filter {
            $0.id != controller.id && $0.name != "placeholder" && $0.name != "exit" && $0["sceneMemberID"] == nil
        }
    }

    /// Segue kinds and the template class and presenting selector each compiles to.
    private static let templates: [String: (className: String, action: String?)] = [
        "show": (UIKitNibClass.showSegueTemplate, "showViewController:sender:"),
        "showDetail": (UIKitNibClass.showDetailSegueTemplate, "showDetailViewController:sender:"),
        "push": (UIKitNibClass.pushSegueTemplate, nil),
        "presentation": (UIKitNibClass.presentationSegueTemplate, nil),
        "modal": (UIKitNibClass.presentationSegueTemplate, nil),
        "popoverPresentation": (UIKitNibClass.popoverPresentationSegueTemplate, nil),
        "embed": (UIKitNibClass.embedSegueTemplate, nil),
        "unwind": (UIKitNibClass.unwindSegueTemplate, nil),
        "custom": (UIKitNibClass.customSegueTemplate, nil),
        "replace": (UIKitNibClass.replaceSegueTemplate, nil),
    ]

    /// The controller's view as its view nib holds it: with the controller's layout guides, and a
    /// table view controller's refresh control, which UIKit keeps in the table view.
    private var viewOfViewNib: IBElement? {
        StoryboardCompiler.controllerView(of: controller).map { view in
            var view = view.adding(controllerLayoutGuides)
            if let refreshControl = controller.child("refreshControl", key: "refreshControl"), view.name == "tableView" {
                view.children.append(refreshControl)
            }
            return view
        }
    }

    func compile() -> (files: [CompiledFile], diagnostics: [CompileDiagnostic]) {
        if controller.name == "viewControllerPlaceholder" {
            return compileReference()
        }
        let view = viewOfViewNib
        let viewIDs = view.map(Self.objectIDs(in:)) ?? []
        let (segues, relationships) = collectSegues()
        let (viewNib, viewDiagnostics) = compileViewNib(view, segues: segues)
        var diagnostics = viewDiagnostics

        let isXcode13 = StoryboardCompiler.ordersAsXcode13(options)
        var builder = UIKitNibBuilder(document: document, resources: resources, options: options)
        builder.actionsBeforeOutlets = XibCompiler.putsActionsFirst(options)
        builder.proxiesLead = isXcode13
        let sceneOwner = builder.addProxy(identifier: UIKitPlaceholderIdentifier.filesOwner, element: nil)
        let responder = builder.addProxy(identifier: UIKitPlaceholderIdentifier.firstResponder, element: firstResponder)
        let storyboard = builder.addProxy(identifier: UIKitPlaceholderIdentifier.storyboard, element: nil)
        builder.elsewhereIDs = Set(viewIDs)
        if let controllerID = controller.id, StoryboardCompiler.swapsPlainSceneControllers(options),
            controllerID == document.initialViewControllerID || controller["storyboardIdentifier"] != nil
        {
            builder.swapsSystemClassIDs = [controllerID]
        }
        if !isXcode13 {
            builder.addTopLevel(controller.removingView())
        }
        // Xcode 13 lists the scene's other objects last first, before the controller (the four
        // tap recognizers of WorkFlowTestingApp 13.4.1's MovieDetail scene); the controller keeps
        // them alive in document order.
        for object in isXcode13 ? sceneObjects.reversed() : sceneObjects {
            builder.addTopLevel(object)
        }
        if isXcode13 {
            builder.addTopLevel(controller.removingView())
        }
        guard let controllerID = controller.id, let controllerObject = builder.object(forID: controllerID) else {
            return ([], diagnostics + builder.diagnostics)
        }
        let templates = writeControllerKeys(
            controllerObject, viewNib: viewNib, segues: segues, sceneObjects: sceneObjects, builder: &builder)
        builder.addOutlet(
            "storyboard", from: controllerObject, to: storyboard, leading: StoryboardCompiler.leadsWithStoryboardOutlets(options))
        var context = ChildContext(firstResponder: responder)
        archiveChildren(relationships, of: controllerObject, ancestors: [controllerID], context: &context, builder: &builder)
        // After the children's `storyboard` outlets (WorkFlowTestingApp 13.4.1, TestDemo 16.4).
        builder.addOutlet(UIKitNibKey.sceneViewControllerOutlet, from: sceneOwner, to: controllerObject)
        for template in templates.reversed() {
            builder.addOutlet("viewController", from: template, to: controllerObject)
        }
        builder.fillObjects()
        // After the objects' own keys, which it overrides for a navigation controller's bar.
        writeContainerKeys(controllerObject, builder: &builder)
        for (child, object) in context.containers {
            child.writeContainerKeys(object, builder: &builder)
        }
        let data = builder.finishedData()
        diagnostics += context.diagnostics + builder.diagnostics
        var files = [CompiledFile(relativePath: nibName + ".nib", contents: data)]
        if let viewNib {
            files.append(CompiledFile(relativePath: viewNib.name + ".nib", contents: viewNib.data))
        }
        return (files + context.files, diagnostics)
    }

    /// What archiving a container's children gathers for its scene nib.
    private struct ChildContext {
        let firstResponder: UIKitNibDraft.ObjectID
        /// The children's view nibs.
        var files: [CompiledFile] = []
        var diagnostics: [CompileDiagnostic] = []
        /// Each child with its object, for the container keys written once the objects are filled.
        var containers: [(SceneCompilation, UIKitNibDraft.ObjectID)] = []
    }

    /// A split view controller's children in `viewControllers` order, whatever the document's
    /// order: the master (primary) before the detail (secondary), as UIKit documents the array;
    /// the column style's supplementary between them and its compact column last. Other
    /// relationships (a root, tabs) keep the document's order.
    private static let relationshipRanks: [String: Int] = [
        "masterViewController": 0, "primaryViewController": 0, "supplementaryViewController": 1,
        "detailViewController": 2, "secondaryViewController": 2, "compactViewController": 3,
    ]

    /// Archives the destinations of the container's relationship segues inside the container's
    /// scene nib, as Xcode does: each child controller is a document object (not top-level) with
    /// its own storyboard keys (item, `UINibName` and external-objects table of its view nib,
    /// segue templates, storyboard identifier), its `storyboard` outlet and
    /// `UIParentViewController`; the container lists them in `UIChildViewControllers` and
    /// `UIViewControllers`. A child that is itself a container brings its own children.
    private func archiveChildren(
        _ relationships: [IBElement], of container: UIKitNibDraft.ObjectID, ancestors: Set<String>,
        context: inout ChildContext, builder: inout UIKitNibBuilder
    ) {
        let ordered = relationships.enumerated().sorted {
            (Self.relationshipRanks[$0.element["relationship"] ?? ""] ?? 0, $0.offset)
                < (Self.relationshipRanks[$1.element["relationship"] ?? ""] ?? 0, $1.offset)
        }.map(\.element)
        var children: [UIKitNibDraft.ObjectID] = []
        var creationSelectors: [String?] = []
        var referenceItems: [(item: IBElement, placeholder: UIKitNibDraft.ObjectID)] = []
        for relationship in ordered {
            Self.reportUnwrittenAttributes(of: relationship, written: Self.writtenRelationshipAttributes, builder: &builder)
            guard let destination = relationship["destination"], let (scene, controller) = scenesByController[destination] else {
                let name = relationship["relationship"] ?? ""
                if let id = relationship["destination"], builder.documentHasObject(id) {
                    builder.warn(
                        "relationship segue \(name) leads to \(id), which is no view controller of this storyboard; the container starts without this child",
                        at: relationship)
                } else {
                    builder.reject(
                        "relationship segue \(name) leads to \(relationship["destination"].map { "\($0), which no object of the document has" } ?? "no destination")",
                        at: relationship)
                }
                continue
            }
            guard !ancestors.contains(destination) else {
                builder.warn(
                    "relationship segue \(relationship.id ?? "") makes \(destination) its own ancestor; left out", at: relationship)
                continue
            }
            let child = SceneCompilation(
                document: document, resources: resources, options: options, scene: scene, controller: controller,
                nibName: nibNames[destination] ?? destination, nibNames: nibNames, scenesByController: scenesByController,
                embeddedControllerIDs: embeddedControllerIDs, archivesRuntimeVariant: archivesRuntimeVariant)
            if controller.name == "viewControllerPlaceholder" {
                // A reference child is its placeholder, with a parent and a storyboard proxy of
                // its own (no outlet to it); its bar item goes to the container's bar, listed
                // in the placeholder's tree, a level below every child (EntertainmentWorld 11.3).
                let placeholder = child.addReferencePlaceholder(builder: &builder)
                builder.alias(destination, to: placeholder)
                builder.addListedTree(placeholder)
                builder.listAsChild(placeholder, of: container)
                builder.graph.set(UIKitNibKey.parentViewController, object: container, on: placeholder)
                builder.addProxy(identifier: UIKitPlaceholderIdentifier.storyboard, element: nil, first: true)
                referenceItems += controller.children.filter { $0["key"] == "tabBarItem" || $0["key"] == "navigationItem" }
                    .map { ($0, placeholder) }
                children.append(placeholder)
                creationSelectors.append(relationship["destinationCreationSelector"])
            } else if let object = child.archiveAsChild(
                of: container, ancestors: ancestors.union([destination]), context: &context, builder: &builder)
            {
                builder.listAsChild(object, of: container)
                children.append(object)
                creationSelectors.append(relationship["destinationCreationSelector"])
            }
        }
        for (item, placeholder) in referenceItems {
            if let object = builder.declare(item) {
                builder.listAsChild(object, of: placeholder)
            }
        }
        guard !children.isEmpty else { return }
        Self.archiveCreationSelectors(creationSelectors, of: container, builder: &builder)
        builder.graph.set(UIKitNibKey.childViewControllers, object: builder.graph.collection("NSMutableArray", children), on: container)
        builder.graph.set(UIKitNibKey.viewControllers, object: builder.graph.collection("NSMutableArray", children), on: container)
    }

    /// The `@IBSegueAction`s of a container's relationship segues (`destinationCreationSelector`),
    /// by which the source of the segue that loads the scene makes each child: one entry per
    /// child in the children's order, `NSNull` for a child without, as a study pair of Xcode 11.0
    /// shows (GoogleBook's tab bar: `[NSNull, "FavoriteSegue"]` for its navigation controller and
    /// its favorites) and UIKit's decoder reads them (entry k for the k-th child decoded, iOS
    /// 18.2's and 26.1's UIViewController and UIClassSwapper).
    private static func archiveCreationSelectors(
        _ selectors: [String?], of container: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder
    ) {
        guard selectors.contains(where: { $0 != nil }) else { return }
        let entries = selectors.map { selector in selector.map { builder.graph.string($0) } ?? builder.graph.null() }
        builder.graph.set(UIKitNibKey.childViewControllerSelectors, object: builder.graph.collection("NSArray", entries), on: container)
    }

    /// This scene's controller as a child of `parent`, in the parent's scene nib.
    private func archiveAsChild(
        of parent: UIKitNibDraft.ObjectID, ancestors: Set<String>, context: inout ChildContext, builder: inout UIKitNibBuilder
    ) -> UIKitNibDraft.ObjectID? {
        let view = viewOfViewNib
        let (segues, relationships) = collectSegues()
        let (viewNib, viewDiagnostics) = compileViewNib(view, segues: segues)
        context.diagnostics += viewDiagnostics
        if let viewNib {
            context.files.append(CompiledFile(relativePath: viewNib.name + ".nib", contents: viewNib.data))
        }
        builder.elsewhereIDs.formUnion(view.map(Self.objectIDs(in:)) ?? [])
        if let responderID = firstResponder?.id {
            builder.alias(responderID, to: context.firstResponder)
        }
        guard let object = builder.declare(controller.removingView()) else { return nil }
        let sceneObjects = self.sceneObjects
        let declaredSceneObjects = sceneObjects.compactMap { builder.declare($0) }
        let templates = writeControllerKeys(object, viewNib: viewNib, segues: segues, sceneObjects: sceneObjects, builder: &builder)
        builder.graph.set(UIKitNibKey.parentViewController, object: parent, on: object)
        // Each child has a storyboard placeholder of its own, listed before the nib's others, the
        // last archived first (QBImagePicker 6.4, WorkFlowTestingApp 13.4.1, TestDemo 16.4).
        let storyboard = builder.addProxy(identifier: UIKitPlaceholderIdentifier.storyboard, element: nil, first: true)
        // The child's scene objects are top-level objects before its placeholder (a tap
        // recognizer: food-tracker 7.2, FoodTracker 12.0; views: whatsapp_sample 11.3, study pairs).
        builder.addLeadingTopLevelObjects(declaredSceneObjects)
        builder.addOutlet("storyboard", from: object, to: storyboard, leading: StoryboardCompiler.leadsWithStoryboardOutlets(options))
        for template in templates.reversed() {
            builder.addOutlet("viewController", from: template, to: object)
        }
        context.containers.append((self, object))
        archiveChildren(relationships, of: object, ancestors: ancestors, context: &context, builder: &builder)
        return object
    }

    /// The nib of the controller's view, if it has one: the view's objects, with the scene's
    /// other objects and segue templates as `UpstreamPlaceholder-N` proxies.
    private func compileViewNib(_ view: IBElement?, segues: [Segue]) -> (ViewNib?, [CompileDiagnostic]) {
        let viewIDs = view.map(Self.objectIDs(in:)) ?? []
        var viewNib: ViewNib?
        var diagnostics: [CompileDiagnostic] = []
        if let view, let viewID = view.id, let controllerID = controller.id {
            let (strippedView, prototypes) = view.removingPrototypeCells()
            var viewElement = strippedView.tinted(by: document.root?.child("color", key: "tintColor"))
            let sceneIDs = sceneObjectIDs()
            var builder = UIKitNibBuilder(document: document, resources: resources, options: options)
            if hasImplicitSafeArea(viewElement, builder: builder) {
                viewElement.children.append(
                    IBElement(name: "viewLayoutGuide", attributes: ["key": "safeArea", "id": viewID + "-safeArea"], line: view.line))
            }
            builder.proxiesLead = StoryboardCompiler.ordersAsXcode13(options)
            builder.actionsBeforeOutlets = XibCompiler.putsActionsFirst(options)
            builder.upstreamPlaceholderScope = UIKitXcodeRules.numbersUpstreamPlaceholders(options) ? nil : viewID
            builder.translatedSafeAreaGuides[viewID] = translatedGuideIDs
            let owner = builder.addProxy(identifier: UIKitPlaceholderIdentifier.filesOwner, element: nil)
            builder.addProxy(identifier: UIKitPlaceholderIdentifier.firstResponder, element: nil, forID: firstResponder?.id)
            builder.upstreamIDs = sceneIDs.subtracting(viewIDs).union(segues.map(\.id))
                .subtracting(firstResponder?.id.map { [$0] } ?? [])
            builder.addTopLevel(viewElement)
            let staticDataSource = addStaticDataSource(of: viewElement, to: &builder)
            // The controller stands in its view's nib only when the nib connects to it: Xcode 10.2
            // to 16.4 write no placeholder in launch screens without outlets (DYModal,
            // swift-circleCI and WorkFlowTestingApp pairs, study pairs); no pair of any Xcode
            // writes one that nothing uses.
            let viewIDSet = Set(viewIDs)
            let controllerConnects = controller.children(in: "connections").contains { viewIDSet.contains($0["destination"] ?? "") }
            if controllerConnects || Self.connectionDestinations(in: viewElement).contains(controllerID) {
                builder.addUpstreamConnectionSource(controller, forID: controllerID)
            }
            // The scene's other objects' connections into the view are the view nib's too, from
            // a proxy standing for each: mapbox's tap gesture recognizer (Xcode 9.1) is its
            // view's delegate there, where its action to the controller stays in the scene's nib.
            for object in scene.children(in: "objects") where object.id != controllerID && object.id != firstResponder?.id {
                guard let objectID = object.id,
                    object.children(in: "connections").contains(where: { viewIDSet.contains($0["destination"] ?? "") })
                else { continue }
                builder.addUpstreamConnectionSource(object, forID: objectID)
            }
            builder.fillObjects()
            if let staticDataSource {
                builder.addOutlet("staticDataSource", from: owner, to: staticDataSource, leading: true)
            }
            if let viewObject = builder.object(forID: viewID) {
                builder.addOutlet("view", from: owner, to: viewObject)
                archiveAtBaseSize(viewObject, builder: &builder)
            }
            for segue in segues where segue.sourceID != controllerID {
                connect(segue, builder: &builder)
            }
            for prototype in prototypes {
                diagnostics += addPrototypeCells(prototype, segues: segues, sceneIDs: sceneIDs, to: &builder)
            }
            let data = builder.finishedData()
            diagnostics += builder.diagnostics
            viewNib = ViewNib(
                name: StoryboardNibName.view(controllerID: controllerID, viewID: viewID).text, data: data,
                upstream: builder.upstreamPlaceholders)
        }
        return (viewNib, diagnostics)
    }

    /// A static table's content: a `UITableViewDataSource` holding its sections, top-level in the
    /// table's nib; the controller's `staticDataSource` outlet holds it and the table asks the
    /// controller for its rows (OmiseSDK study pair, Xcode 11.7: three static tables).
    private func addStaticDataSource(of view: IBElement, to builder: inout UIKitNibBuilder) -> UIKitNibDraft.ObjectID? {
        guard view.name == "tableView", view["dataMode"] == "static" else { return nil }
        let dataSource = builder.addMadeTopLevelObject(UIKitNibClass.tableViewDataSource)
        let sections = UIKitProperties.objects(view.children(in: "sections"), builder)
        builder.graph.set(UIKitNibKey.tableSections, object: builder.graph.collection("NSArray", sections), on: dataSource)
        return dataSource
    }

    /// Wires a segue whose source is an object of the nib being built (not the controller) to its
    /// template, which lives in the scene nib.
    private func connect(_ segue: Segue, builder: inout UIKitNibBuilder) {
        guard let source = builder.object(forID: segue.sourceID) else { return }
        let template = builder.upstreamProxy(for: segue.id)
        switch segue.kind {
        case "embed":
            builder.addOutlet("containerView", from: template, to: source)
        case _ where segue.isAccessoryAction:
            builder.addOutlet("accessoryActionSegueTemplate", from: source, to: template)
        case _ where segue.sourceElement == "tableViewCell" || segue.sourceElement == "collectionViewCell":
            builder.addOutlet("selectionSegueTemplate", from: source, to: template)
        default:
            builder.addAction("perform:", from: source, to: template, mask: ControlEventNames.mask(forType: "touchUpInside"))
        }
    }

    /// Xcode archives each prototype cell as a nib of its own, inside the view nib: the table or
    /// collection view holds the nibs and, per nib, the table of the view nib's objects its
    /// `UpstreamPlaceholder` proxies stand for, both by reuse identifier (aws-sdk and mapbox pairs),
    /// so `dequeueReusableCell(withIdentifier:)` instantiates the cell's nib. A collection view's
    /// section header and footer views are archived the same way, by element kind and reuse
    /// identifier (the QBImagePicker pairs, 6.4 and 7.3; LeadsBoosters', a study pair of 11.2).
    private func addPrototypeCells(
        _ prototype: PrototypeCells, segues: [Segue], sceneIDs: Set<String>, to viewBuilder: inout UIKitNibBuilder
    ) -> [CompileDiagnostic] {
        guard let owner = viewBuilder.object(forID: prototype.ownerID) else { return [] }
        var diagnostics: [CompileDiagnostic] = []
        var nibs: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)] = []
        var externalTables: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)] = []
        var supplementaryNibs: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)] = []
        var supplementaryTables: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)] = []
        for cell in prototype.cells + prototype.supplementaryViews {
            guard let reuseIdentifier = cell["reuseIdentifier"] else {
                viewBuilder.warn("prototype cell \(cell.id ?? "") has no reuse identifier; left out", at: cell)
                continue
            }
            let cellIDs = Set(Self.objectIDs(in: cell))
            var builder = UIKitNibBuilder(document: document, resources: resources, options: options)
            builder.proxiesLead = StoryboardCompiler.ordersAsXcode13(options)
            builder.actionsBeforeOutlets = XibCompiler.putsActionsFirst(options)
            builder.upstreamPlaceholderScope = UIKitXcodeRules.numbersUpstreamPlaceholders(options) ? nil : cell.id
            builder.addProxy(identifier: UIKitPlaceholderIdentifier.filesOwner, element: nil)
            builder.addProxy(identifier: UIKitPlaceholderIdentifier.firstResponder, element: nil, forID: firstResponder?.id)
            builder.upstreamIDs = sceneIDs.subtracting(cellIDs).union(segues.map(\.id))
                .subtracting(firstResponder?.id.map { [$0] } ?? [])
            builder.addTopLevel(cell)
            builder.fillObjects()
            if let cellObject = cell.id.flatMap({ builder.object(forID: $0) }) {
                placeAtOrigin(cellObject, cell, builder: &builder)
                if cell.name == "collectionViewCell", let layout = viewBuilder.element(of: owner) {
                    sizeAsLaidOut(cellObject, in: layout, builder: &builder)
                }
                if options.pinsCellContentViews, UIKitProperties.keepsXcode8ContentView(cell) {
                    UIKitProperties.pinContentView(ofCell: cellObject, builder: &builder)
                } else if let content = UIKitProperties.xcode11ContentView(ofCell: cell, builder: &builder) {
                    UIKitProperties.pinContentView(ofCell: cellObject, content: content, builder: &builder)
                }
            }
            for segue in segues where cellIDs.contains(segue.sourceID) {
                connect(segue, builder: &builder)
            }
            diagnostics += builder.diagnostics
            var table: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)] = []
            for (identifier, id) in builder.upstreamPlaceholders {
                let object = viewBuilder.object(forID: id) ?? viewBuilder.upstreamProxy(for: id)
                table.append((viewBuilder.graph.string(identifier), object))
            }
            guard let nib = viewBuilder.addNestedNib(builder.finish()) else { continue }
            let externalTable = viewBuilder.unsharedDictionary(table)
            // A section header or footer view goes by its element kind and reuse identifier
            // (LeadsBoosters' QBImagePicker, a study pair of 11.2:
            // `UICollectionElementKindSectionFooter/FooterView`).
            if PrototypeCells.isSupplementaryView(cell), let kind = PrototypeCells.supplementaryElementKinds[cell["key"] ?? ""] {
                let key = viewBuilder.graph.string(kind + "/" + reuseIdentifier)
                supplementaryNibs.append((key, nib))
                supplementaryTables.append((key, externalTable))
            } else {
                let key = viewBuilder.graph.string(reuseIdentifier)
                nibs.append((key, nib))
                externalTables.append((key, externalTable))
            }
        }
        let isTable = prototype.ownerElement == "tableView"
        if !nibs.isEmpty {
            viewBuilder.graph.set(
                isTable ? UIKitNibKey.tableViewCellPrototypeNibs : UIKitNibKey.collectionViewCellNibs,
                object: viewBuilder.graph.dictionary(nibs, className: "NSMutableDictionary"), on: owner)
            viewBuilder.graph.set(
                isTable ? UIKitNibKey.tableViewCellPrototypeNibExternalObjects : UIKitNibKey.collectionViewCellPrototypeNibExternalObjects,
                object: viewBuilder.graph.dictionary(externalTables, className: "NSMutableDictionary"), on: owner)
        }
        if !supplementaryNibs.isEmpty {
            viewBuilder.graph.set(
                UIKitNibKey.collectionViewSupplementaryViewNibs,
                object: viewBuilder.graph.dictionary(supplementaryNibs, className: "NSMutableDictionary"), on: owner)
            viewBuilder.graph.set(
                UIKitNibKey.collectionViewSupplementaryViewPrototypeNibExternalObjects,
                object: viewBuilder.graph.dictionary(supplementaryTables, className: "NSMutableDictionary"), on: owner)
        }
        return diagnostics
    }

    /// The size Xcode archives a controller's root view at, from what the document says and the
    /// Xcode (the DYModal, swift-circleCI, WorkFlowTestingApp pairs; study pairs of 10.0 to 16.4):
    /// - a freeform controller keeps its size (the mapbox maneuver controller's 343 × 185);
    /// - a document with size classes and no `<device>` is laid out on Interface Builder's default
    ///   device, which the document does not record
    ///   (`UIKitXcodeRules.laysOutDeviceFreeDocumentsAtBaseSize`); the document's frame is kept otherwise;
    /// - a document with size classes but no safe areas (saved in Xcode 8's format) is archived at
    ///   the 600 × 600 points of the any-width, any-height base size by Xcode 9 and 10 (every view
    ///   nib of the aws-sdk and mapbox pairs, Xcode 9.1, embedded controllers too; swift-circleCI,
    ///   10.2); Xcode 8.2 and 8.3 keep the document's frame (study pairs at 375 × 667 and
    ///   414 × 736), and so does 11.7 (a study pair's nine view nibs at its iPhone X's 375 × 812);
    ///   so is the runtime.nib for systems before safe areas of a document with them (NYTSample,
    ///   10.0: its objects-11.0+.nib keeps the device's 375 × 667; 11.7 keeps 375 × 812 in both);
    /// - from Xcode 11, a view with a `<device>` fills the device's screen even where the document
    ///   gives it less, below an opaque bar (WorkFlowTestingApp's MovieList 375 × 623 → 667, 13.4.1;
    ///   OmiseSDK's authorizing-payment view 375 × 724 → 812, a study pair of 11.7), unless its
    ///   controller is embedded; Xcode 10 keeps the document's frame.
    private func archiveAtBaseSize(_ view: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder) {
        guard controller.child("size", key: "freeformSize") == nil, let root = document.root else { return }
        let traitCollections = root["useTraitCollections"] == "YES"
        let size: IBSize?
        let rootFrame = builder.element(of: view)?.child("rect", key: "frame")
        if document.device == nil, rootFrame == nil {
            size = StoryboardCompiler.defaultScreen(forUnplacedRootOf: options, runtimeVariant: archivesRuntimeVariant)
        } else if document.device == nil {
            let defaultDeviceIsBase = archivesRuntimeVariant || UIKitXcodeRules.laysOutDeviceFreeDocumentsAtBaseSize(options)
            size = traitCollections && defaultDeviceIsBase ? UIKitXcodeRules.baseSize : nil
        } else if traitCollections, root["useSafeAreas"] != "YES" || options.compilesRuntimeVariant, options.xcode(in: 900..<1100) {
            size = UIKitXcodeRules.baseSize
        } else if options.xcode(atLeast: 1100), !embeddedControllerIDs.contains(controller.id ?? "") {
            // An embedded controller keeps its container view's size (the example app's chart).
            size = document.device?.screenSize
        } else {
            size = nil
        }
        guard let size else { return }
        builder.graph.replace(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, size.width, size.height]), on: view)
        builder.graph.replace(UIKitNibKey.center, UIKitValues.geometry([size.width / 2, size.height / 2]), on: view)
    }

    /// A prototype cell is its nib's root view: Xcode 9.1 and 10.2 put it at the origin, and before
    /// Xcode 10 a table view cell's content view above its separator
    /// (`UIKitXcodeRules.separatorSpaceBelowCellContent`).
    private func placeAtOrigin(_ object: UIKitNibDraft.ObjectID, _ cell: IBElement, builder: inout UIKitNibBuilder) {
        guard let frame = cell.child("rect", key: "frame") else { return }
        let width = UIKitValues.number(frame["width"]) ?? 0
        let height = UIKitValues.number(frame["height"]) ?? 0
        // Xcode 11 and later keep the cell where the document puts it (DYModal's, 28 points down,
        // with 11.3 and 11.6; 10.2 moves it).
        if !options.xcode(atLeast: 1100) {
            builder.graph.removeValues(UIKitNibKey.center, of: object)
            builder.graph.set(UIKitNibKey.center, UIKitValues.geometry([width / 2, height / 2]), on: object)
        }
        guard cell.name == "tableViewCell", let content = cell.children.first(where: { $0["key"] == "contentView" }),
            let contentObject = content.id.flatMap({ builder.object(forID: $0) }), let contentFrame = content.child("rect", key: "frame")
        else { return }
        let contentWidth =
            UIKitXcodeRules.laidOutDisclosureContentInset(options).flatMap { inset in
                cell["accessoryType"] == "disclosureIndicator" ? width - inset : nil
            } ?? UIKitValues.number(contentFrame["width"]) ?? 0
        let savedHeight = UIKitValues.number(contentFrame["height"]) ?? 0
        let contentHeight = UIKitXcodeRules.separatorSpaceBelowCellContent(options).map { min(savedHeight, height - $0) } ?? savedHeight
        let x = UIKitValues.number(contentFrame["x"]) ?? 0
        let y = UIKitValues.number(contentFrame["y"]) ?? 0
        builder.graph.removeValues(UIKitNibKey.bounds, of: contentObject)
        builder.graph.removeValues(UIKitNibKey.center, of: contentObject)
        builder.graph.set(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, contentWidth, contentHeight]), on: contentObject)
        builder.graph.set(UIKitNibKey.center, UIKitValues.geometry([x + contentWidth / 2, y + contentHeight / 2]), on: contentObject)
    }

    /// A collection view cell at the size its collection view's flow layout gives it, on the pixel
    /// grid of Interface Builder's canvas (`UIKitXcodeRules.collectionCellLayoutScale`), with
    /// its content view, at the origin.
    private func sizeAsLaidOut(_ cell: UIKitNibDraft.ObjectID, in collectionView: IBElement, builder: inout UIKitNibBuilder) {
        guard let scale = UIKitXcodeRules.collectionCellLayoutScale(options),
            let itemSize = collectionView.child("collectionViewFlowLayout", key: "collectionViewLayout")?.child("size", key: "itemSize")
        else { return }
        let width = ((UIKitValues.number(itemSize["width"]) ?? 0) * scale).rounded() / scale
        let height = ((UIKitValues.number(itemSize["height"]) ?? 0) * scale).rounded() / scale
        for view in [cell] + (builder.contentView(ofCell: cell).map { [$0] } ?? []) {
            builder.graph.replace(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, width, height]), on: view)
            builder.graph.replace(UIKitNibKey.center, UIKitValues.geometry([width / 2, height / 2]), on: view)
        }
    }

    /// A storyboard reference: a placeholder UIKit replaces with the referenced storyboard's controller.
    private func compileReference() -> (files: [CompiledFile], diagnostics: [CompileDiagnostic]) {
        var builder = UIKitNibBuilder(document: document, resources: resources, options: options)
        builder.sortsConnections = false
        let owner = builder.addProxy(identifier: UIKitPlaceholderIdentifier.filesOwner, element: nil)
        builder.addProxy(identifier: UIKitPlaceholderIdentifier.firstResponder, element: firstResponder)
        builder.addProxy(identifier: UIKitPlaceholderIdentifier.storyboard, element: nil)
        let placeholder = addReferencePlaceholder(builder: &builder)
        builder.addTopLevelObject(placeholder)
        // Xcode 13 lists the placeholder among the nib's objects too (WorkFlowTestingApp
        // 13.4.1's MovieList and Account references).
        if StoryboardCompiler.ordersAsXcode13(options) {
            builder.addListedObject(placeholder)
        }
        builder.addOutlet(UIKitNibKey.sceneViewControllerOutlet, from: owner, to: placeholder)
        let data = builder.finishedData()
        return ([CompiledFile(relativePath: nibName + ".nib", contents: data)], builder.diagnostics)
    }

    /// The object UIKit replaces with the referenced storyboard's controller: it names this
    /// scene's nib, whose `Info.plist` entry says which storyboard and controller (metamap).
    private func addReferencePlaceholder(builder: inout UIKitNibBuilder) -> UIKitNibDraft.ObjectID {
        let placeholder = builder.graph.add(UIKitNibClass.storyboardViewControllerPlaceholder)
        builder.graph.set(UIKitNibKey.storyboardIdentifier, string: nibName, on: placeholder)
        return placeholder
    }

    private struct ViewNib {
        var name: String
        var data: Data
        var upstream: [(identifier: String, id: String)]
    }

    private var firstResponder: IBElement? {
        scene.children(in: "objects").first {
            $0.name == "placeholder" && $0["placeholderIdentifier"] == UIKitPlaceholderIdentifier.firstResponder
        }
    }

    private struct Segue {
        var id: String
        var kind: String
        var sourceID: String
        var sourceElement: String
        var element: IBElement

        /// Whether a table view cell's accessory button (`trigger="accessoryAction"`) performs
        /// the segue rather than selecting the cell: UITableViewCell holds such a template as its
        /// `accessoryActionSegueTemplate` (a property beside `selectionSegueTemplate` in iOS
        /// 18.2's and 26.1's UIKitCore, decompiled), set through the cell's outlet as a selection
        /// segue's is (the pairs).
        var isAccessoryAction: Bool {
            sourceElement == "tableViewCell" && element["trigger"] == "accessoryAction"
        }
    }

    /// Every segue of the scene, from the controller or from a control inside its view, and the
    /// relationship segues that give containers their children.
    private func collectSegues() -> (segues: [Segue], relationships: [IBElement]) {
        var segues: [Segue] = []
        var relationships: [IBElement] = []
        func walk(_ element: IBElement) {
            for connection in element.children(in: "connections") where connection.name == "segue" {
                guard connection["key"] == nil, connection["reference"] == nil, let id = connection.id,
                    let source = element.id
                else { continue }
                if connection["kind"] == "relationship" {
                    relationships.append(connection)
                    continue
                }
                segues.append(
                    Segue(id: id, kind: connection["kind"] ?? "custom", sourceID: source, sourceElement: element.name, element: connection))
            }
            for child in element.children where child.name != "connections" {
                walk(child)
            }
        }
        for object in scene.children(in: "objects") {
            walk(object)
        }
        return (segues, relationships)
    }

    /// The toolbar items of a controller other than a navigation controller (whose own items its
    /// toolbar holds), as `UIToolbarItems`, the key UIViewController's coder reads and its encoder
    /// writes when there are some (iOS 18.2 and 26.1, decompiled; Rocket.Chat's drawing
    /// controller, NetNewsWire's timeline); an empty list writes none (EntertainmentWorld's tab
    /// bar controller, study pairs of 11.3). Xcode archives controllers its own way (their
    /// `UIKeyAutomaticallyAdjustsScrollViewInsets`, 0 in the pairs, is a value UIKit's encoder
    /// never writes), so the key's place is the encoder's, not a pair's.
    private func writeToolbarItems(of controller: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder) {
        guard self.controller.name != "navigationController", let list = self.controller.child("toolbarItems") else { return }
        let items = UIKitProperties.objects(list.children, builder)
        guard !items.isEmpty else { return }
        builder.graph.set(UIKitNibKey.toolbarItems, object: builder.graph.array(items), on: controller)
    }

    /// The controller's storyboard keys, in Xcode's order; returns the segue templates.
    private func writeControllerKeys(
        _ controller: UIKitNibDraft.ObjectID, viewNib: ViewNib?, segues: [Segue], sceneObjects: [IBElement],
        builder: inout UIKitNibBuilder
    ) -> [UIKitNibDraft.ObjectID] {
        if let item = self.controller.children.first(where: { $0.name == "navigationItem" && $0["key"] == "navigationItem" }),
            let itemID = item.id, let itemObject = builder.object(forID: itemID)
        {
            builder.graph.set(UIKitNibKey.navigationItem, object: itemObject, on: controller)
        }
        // A scene's own controller keeps its tab bar item as a child does (WorkFlowTestingApp
        // 13.4.1's UpcomingMovies navigation controller).
        if let item = self.controller.children.first(where: { $0.name == "tabBarItem" && $0["key"] == "tabBarItem" }),
            let itemObject = item.id.flatMap({ builder.object(forID: $0) })
        {
            builder.graph.set(UIKitNibKey.tabBarItem, object: itemObject, on: controller)
        }
        writeToolbarItems(of: controller, builder: &builder)
        var templates: [UIKitNibDraft.ObjectID] = []
        for segue in segues {
            let template = segueTemplate(segue, builder: &builder)
            builder.alias(segue.id, to: template)
            builder.addListedObject(template, under: controller)
            templates.append(template)
        }
        // A segue a bar button item of the controller's navigation item triggers: the item is in
        // this nib, so its `perform:` is too (CookAssistant's edit and back items, study pairs of
        // 12.1); a control of the view triggers its segue from the view nib (`connect`).
        for (segue, template) in zip(segues, templates) where segue.sourceID != self.controller.id {
            if let source = builder.object(forID: segue.sourceID), !builder.elsewhereIDs.contains(segue.sourceID) {
                builder.addAction("perform:", from: source, to: template, mask: nil)
            }
        }
        if let title = self.controller.text("title") {
            builder.graph.set(UIKitNibKey.title, object: builder.userString(title, property: "title", of: self.controller), on: controller)
        }
        // Only a controller whose view is a nib of its own has the table (a navigation controller
        // in the aws-sdk pair, a page view controller in metamap have none).
        if let viewNib {
            var table: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)] = []
            for (identifier, upstreamID) in viewNib.upstream {
                guard let object = builder.object(forID: upstreamID) else { continue }
                table.append((builder.graph.string(identifier), object))
            }
            builder.graph.set(UIKitNibKey.externalObjectsForViewLoading, object: builder.graph.dictionary(table), on: controller)
            builder.graph.set(UIKitNibKey.nibName, string: viewNib.name, on: controller)
        }
        builder.graph.set(UIKitNibKey.storyboardIdentifier, optionalString: self.controller["storyboardIdentifier"], on: controller)
        // Xcode 6.4 to 7.3 write a table or collection view controller's selection clearing
        // (QBImagePicker pairs; food-tracker study pairs, 7.2); 9.1 does not (mapbox's table
        // controller), nor any later Xcode of the pairs.
        if !options.xcode(atLeast: 800), ["tableViewController", "collectionViewController"].contains(self.controller.name) {
            builder.graph.set(
                UIKitNibKey.clearsSelectionOnViewWillAppear, .bool(self.controller["clearsSelectionOnViewWillAppear"] != "NO"),
                on: controller)
        }
        let restoration =
            self.controller["useStoryboardIdentifierAsRestorationIdentifier"] == "YES"
            ? self.controller["storyboardIdentifier"] : self.controller["restorationIdentifier"]
        builder.graph.set(UIKitNibKey.restorationIdentifier, optionalString: restoration, on: controller)
        if !templates.isEmpty {
            builder.graph.set(UIKitNibKey.storyboardSegueTemplates, object: builder.graph.array(templates), on: controller)
        }
        if let transition = self.controller["modalTransitionStyle"].flatMap({ Self.modalTransitionStyles[$0] }) {
            builder.graph.set(UIKitNibKey.modalTransitionStyle, .integer(transition), on: controller)
        }
        let kept = sceneObjects.compactMap { $0.id.flatMap({ builder.object(forID: $0) }) }
        if !kept.isEmpty {
            builder.graph.set(UIKitNibKey.topLevelObjectsToKeepAlive, object: builder.graph.array(kept), on: controller)
        }
        if let presentation = self.controller["modalPresentationStyle"].flatMap({ Self.modalPresentationStyles[$0] }) {
            builder.graph.set(UIKitNibKey.modalPresentationStyle, .integer(presentation), on: controller)
        }
        // mixpanel's MPSurvey navigation controller (Xcode 7.3).
        if self.controller["definesPresentationContext"] == "YES" {
            builder.graph.set(UIKitNibKey.definesPresentationContext, .bool(true), on: controller)
        }
        return templates
    }

    /// Keys of `UIViewController` and its container subclasses that Interface Builder sets as
    /// attributes of the controller (aws-sdk and mapbox pairs, Xcode 9.1; metamap's page view
    /// controller, Xcode 13).
    private func writeContainerKeys(_ object: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder) {
        let element = self.controller
        if element["autoresizesArchivedViewToFullSize"] == "NO" {
            builder.graph.set(UIKitNibKey.autoresizesArchivedViewToFullSize, .bool(false), on: object)
        }
        if element["automaticallyAdjustsScrollViewInsets"] == "NO" {
            builder.graph.set(UIKitNibKey.automaticallyAdjustsScrollViewInsets, .integer(0), on: object)
        }
        // OmiseSDK's controllers (study pair, Xcode 11.7): the opaque-bars switch, and the popover
        // size Interface Builder saves as `contentSizeForViewInPopover`.
        if element["extendedLayoutIncludesOpaqueBars"] == "YES" {
            builder.graph.set(UIKitNibKey.extendedLayoutIncludesOpaqueBars, .integer(1), on: object)
        }
        if let size = element.children.first(where: { $0.name == "value" && $0["key"] == "contentSizeForViewInPopover" }),
            let width = UIKitValues.number(size["width"]), let height = UIKitValues.number(size["height"])
        {
            builder.graph.set(UIKitNibKey.preferredContentSize, UIKitValues.geometry([width, height]), on: object)
        }
        if element.name == "pageViewController" {
            let styles: [String: Int64] = ["pageCurl": 0, "scroll": 1]
            let orientations: [String: Int64] = ["horizontal": 0, "vertical": 1]
            let spines: [String: Int64] = ["none": 0, "min": 1, "mid": 2, "max": 3]
            builder.graph.set(UIKitNibKey.pageTransitionStyle, .integer(element["transitionStyle"].flatMap { styles[$0] } ?? 0), on: object)
            builder.graph.set(
                UIKitNibKey.pageNavigationOrientation, .integer(element["navigationOrientation"].flatMap { orientations[$0] } ?? 0),
                on: object)
            builder.graph.set(UIKitNibKey.spineLocation, .integer(element["spineLocation"].flatMap { spines[$0] } ?? 0), on: object)
            builder.graph.set(UIKitNibKey.pageSpacing, .integer(element["pageSpacing"].flatMap { Int64($0) } ?? 0), on: object)
        }
        // A navigation controller's bar: the controller sizes it, so Xcode archives it zero wide,
        // flexible in width, translucent and with the controller as delegate.
        if element.name == "navigationController",
            let barID = element.children.first(where: { $0["key"] == "navigationBar" })?.id, let bar = builder.object(forID: barID)
        {
            builder.graph.set(UIKitNibKey.navigationBar, object: bar, on: object)
            // Its toolbar, when the document gives it one (QBImagePicker, Xcode 6.4 and 7.3).
            if let toolbar = element.children.first(where: { $0.name == "toolbar" && $0["key"] == "toolbar" })?.id
                .flatMap({ builder.object(forID: $0) })
            {
                builder.graph.set(UIKitNibKey.navigationToolbar, object: toolbar, on: object)
            }
            // The root controller's item, pushed on the bar, which it names back.
            let rootItem = element.children(in: "connections")
                .first { $0.name == "segue" && $0["relationship"] == "rootViewController" }
                .flatMap { $0["destination"] }.flatMap { scenesByController[$0]?.controller }
                .flatMap { $0.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }?.id }
                .flatMap({ builder.object(forID: $0) })
            // The bar stays at the document's y: 22, 66 and 84 points down for bars at 0, 44 and 59
            // (study pairs of 9.1 to 16.4).
            let frame = builder.element(of: bar)?.child("rect", key: "frame")
            let height =
                UIKitXcodeRules.navigationBarLayoutHeight(options, documentHasDevice: document.device != nil)
                ?? frame.flatMap { UIKitValues.number($0["height"]) } ?? 44
            let width = UIKitXcodeRules.navigationBarWidth(options)
            let centerY = (frame.flatMap { UIKitValues.number($0["y"]) } ?? 0) + height / 2
            for key in [UIKitNibKey.bounds, UIKitNibKey.center, UIKitNibKey.opaque, UIKitNibKey.autoresizingMask] {
                builder.graph.removeValues(key, of: bar)
            }
            builder.graph.set(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, width, height]), on: bar)
            builder.graph.set(UIKitNibKey.center, UIKitValues.geometry([width / 2, centerY]), on: bar)
            builder.graph.set(UIKitNibKey.autoresizingMask, .integer(2), on: bar)
            let archivesIOS12Bar = UIKitXcodeRules.archivesIOS12NavigationBar(options)
            builder.graph.set(UIKitNibKey.contentHuggingPriority, string: archivesIOS12Bar ? "{250, 750}" : "{250, 250}", on: bar)
            if StoryboardCompiler.locksNavigationBars(options) {
                builder.graph.set(UIKitNibKey.isLocked, .bool(true), on: bar)
            }
            builder.graph.set(UIKitNibKey.barPosition, .integer(2), on: bar)
            // An opaque bar (OmiseSDK 11.7, constructionHelper 15.1; study pairs).
            let isTranslucent = builder.element(of: bar)?["translucent"] != "NO"
            builder.graph.set(UIKitNibKey.barTranslucence, .integer(isTranslucent ? 1 : 2), on: bar)
            if !isTranslucent {
                builder.graph.set(UIKitNibKey.opaque, .bool(true), on: bar)
            }
            if let rootItem {
                let items = builder.graph.collection(archivesIOS12Bar ? "NSArray" : "NSMutableArray", [rootItem])
                builder.graph.set(UIKitNibKey.items, object: items, on: bar)
                builder.graph.set(UIKitNibKey.navigationBar, object: bar, on: rootItem)
            }
            builder.graph.set(UIKitNibKey.delegate, object: object, on: bar)
        }
        if element.name == "tabBarController",
            let barID = element.children.first(where: { $0["key"] == "tabBar" })?.id, let bar = builder.object(forID: barID)
        {
            writeTabBar(bar, of: object, builder: &builder)
        }
        // UISplitViewController's encoders (iOS 26.1, both its implementations) write its primary
        // edge, gesture and column settings whatever their values, and no pair shows a split view
        // controller: written without them, which is a difference, not silence.
        if element.name == "splitViewController" {
            builder.approximate(
                "a split view controller, which no pair shows, is written without UISplitViewController's own keys "
                    + "(its primary edge, presentation gesture and column settings)",
                at: element)
        }
    }

    /// A tab bar controller's bar and children (WorkFlowTestingApp 13.4.1): the bar flexible in
    /// width and pinned to the bottom, translucent, with the controller as delegate and the
    /// children's items; every child customizable in the "More" list.
    private func writeTabBar(_ bar: UIKitNibDraft.ObjectID, of object: UIKitNibDraft.ObjectID, builder: inout UIKitNibBuilder) {
        builder.graph.set(UIKitNibKey.tabBar, object: bar, on: object)
        let children = controller.children(in: "connections")
            .filter { $0.name == "segue" && $0["relationship"] == "viewControllers" }
            .compactMap { $0["destination"] }.compactMap { scenesByController[$0]?.controller }
        let items = children.compactMap { child in
            child.children.first { $0.name == "tabBarItem" && $0["key"] == "tabBarItem" }?.id.flatMap({ builder.object(forID: $0) })
        }
        let frame = builder.element(of: bar)?.child("rect", key: "frame")
        let size = StoryboardCompiler.tabBarSize(options)
        let top = frame.flatMap { UIKitValues.number($0["y"]) } ?? 0
        for key in [UIKitNibKey.bounds, UIKitNibKey.center, UIKitNibKey.autoresizingMask] {
            builder.graph.removeValues(key, of: bar)
        }
        builder.graph.set(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, size.width, size.height]), on: bar)
        builder.graph.set(UIKitNibKey.center, UIKitValues.geometry([size.width / 2, top + size.height / 2]), on: bar)
        builder.graph.set(UIKitNibKey.autoresizingMask, .integer(10), on: bar)
        builder.graph.set(UIKitNibKey.contentHuggingPriority, string: "{250, 250}", on: bar)
        // Opaque where the document says so (the MarvelCharacters study pair, Xcode 10.1).
        let isTranslucent = builder.element(of: bar)?["translucent"] != "NO"
        builder.graph.set(UIKitNibKey.barTranslucence, .integer(isTranslucent ? 1 : 2), on: bar)
        builder.graph.set(UIKitNibKey.delegate, object: object, on: bar)
        builder.graph.set(UIKitNibKey.items, object: builder.graph.collection("NSArray", items), on: bar)
        let childObjects = children.compactMap { $0.id.flatMap({ builder.object(forID: $0) }) }
        if !childObjects.isEmpty {
            builder.graph.set(
                UIKitNibKey.customizableViewControllers, object: builder.graph.collection("NSMutableArray", childObjects), on: object)
        }
    }

    /// `UIModalTransitionStyle` and `UIModalPresentationStyle` by Interface Builder's names: a
    /// controller's own, and a modal segue's.
    static let modalTransitionStyles: [String: Int64] = ["coverVertical": 0, "flipHorizontal": 1, "crossDissolve": 2, "partialCurl": 3]
    static let modalPresentationStyles: [String: Int64] = [
        "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4, "overFullScreen": 5,
        "overCurrentContext": 6, "popover": 7, "none": -1, "automatic": -2,
    ]

    /// The attributes of a segue the template writes; of a relationship segue, those its
    /// container's child needs.
    private static let writtenSegueAttributes: Set<String> = [
        "id", "kind", "destination", "identifier", "customClass", "customModule", "customModuleProvider", "unwindAction", "animates",
        "destinationCreationSelector",
    ]
    /// A modal segue's styles, which its template writes.
    private static let writtenModalSegueAttributes = writtenSegueAttributes.union(["modalPresentationStyle", "modalTransitionStyle"])
    /// A popover's anchors, which its template writes.
    private static let writtenPopoverSegueAttributes = writtenSegueAttributes.union(["popoverAnchorBarButtonItem", "popoverAnchorView"])
    /// `<popoverArrowDirection>`'s switches, UIPopoverArrowDirection's bits.
    static let popoverArrowDirections: [(attribute: String, bit: Int64)] = [("up", 1), ("down", 2), ("left", 4), ("right", 8)]
    private static let writtenRelationshipAttributes: Set<String> = [
        "id", "kind", "destination", "relationship", "destinationCreationSelector",
    ]

    /// Reports each attribute of `segue` outside `written`, such as a popover's anchor, which no
    /// pair shows Xcode's keys for.
    private static func reportUnwrittenAttributes(of segue: IBElement, written: Set<String>, builder: inout UIKitNibBuilder) {
        for name in segue.attributes.keys.sorted() where !written.contains(name) {
            builder.approximate(
                "attribute \(name)=\"\(segue[name] ?? "")\" of segue \(segue.id ?? "") is left out: no pair shows what Xcode writes for it",
                at: segue)
        }
    }

    private func segueTemplate(_ segue: Segue, builder: inout UIKitNibBuilder) -> UIKitNibDraft.ObjectID {
        let element = segue.element
        let kind = element["kind"] ?? "custom"
        // A custom class makes the template UIKit's plain one, which reads no styles.
        let isModal = ["presentation", "modal"].contains(kind) && element["customClass"].map(\.isEmpty) != false
        let isPopover = kind == "popoverPresentation" && element["customClass"].map(\.isEmpty) != false
        let written =
            isModal ? Self.writtenModalSegueAttributes : isPopover ? Self.writtenPopoverSegueAttributes : Self.writtenSegueAttributes
        Self.reportUnwrittenAttributes(
            of: element, written: segue.isAccessoryAction ? written.union(["trigger"]) : written, builder: &builder)
        let customClass = element["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        var spec = Self.templates[kind] ?? (UIKitNibClass.customSegueTemplate, nil)
        if Self.templates[kind] == nil {
            builder.approximate("segue kind \(kind) is not known to the compiler; compiled as a custom segue", at: element)
        }
        if customClass != nil, kind != "unwind" {
            spec = (UIKitNibClass.customSegueTemplate, nil)
        }
        // The values no typed field holds, in the order they are archived.
        var template = UIKitNib.SegueTemplate(identifier: element["identifier"].map { builder.graph.text($0) })
        func add(_ key: String, _ value: NibGraph.Value) {
            template.values.append(NibGraph.Entry(key: key, value: value))
        }
        if kind == "unwind" {
            add(UIKitNibKey.destinationViewControllerIdentifier, .null)
            template.unwindAction = element["unwindAction"].map { builder.graph.text($0) }
        } else {
            let destination = element["destination"].flatMap { nibNames[$0] }
            if let destination {
                template.destinationIdentifier = builder.graph.text(destination)
            } else if let id = element["destination"], builder.documentHasObject(id) {
                builder.warn("segue \(element.id ?? "") leads to \(id), which is no view controller of this storyboard", at: element)
                add(UIKitNibKey.destinationViewControllerIdentifier, .null)
            } else {
                builder.reject(
                    "segue \(element.id ?? "") leads to \(element["destination"].map { "\($0), which no object of the document has" } ?? "no destination")",
                    at: element)
                add(UIKitNibKey.destinationViewControllerIdentifier, .null)
            }
        }
        if element["animates"] == "NO" {
            add(UIKitNibKey.animates, .bool(false))
        }
        // An `@IBSegueAction`'s selector, by which the source makes the destination: metamap's
        // show segue templates hold it between animates and the action name (Xcode 13 or later).
        if let selector = element["destinationCreationSelector"] {
            add(UIKitNibKey.destinationCreationSelectorName, .object(builder.graph.string(selector)))
        }
        if kind == "embed" {
            add(UIKitNibKey.performOnViewLoad, .bool(true))
            add(UIKitNibKey.containerView, .null)
        }
        if let customClass {
            template.segueClassName = builder.graph.text(
                SwiftClassName(name: customClass, module: builder.module(of: element)).runtimeName)
        }
        if let action = spec.action {
            add(UIKitNibKey.actionName, .object(builder.graph.string(action)))
        }
        // A modal segue's own styles, where it does not take its destination's (UIKit's
        // presentation segue template archives a style only when one is set).
        if isModal {
            for (attribute, key, styles) in [
                ("modalPresentationStyle", UIKitNibKey.modalPresentationStyle, Self.modalPresentationStyles),
                ("modalTransitionStyle", UIKitNibKey.modalTransitionStyle, Self.modalTransitionStyles),
            ] {
                if let style = UIKitProperties.value(of: attribute, in: element, from: styles, builder: &builder) {
                    add(key, .integer(style))
                }
            }
        }
        if isPopover {
            for (key, value) in popoverValues(element, builder: &builder) {
                add(key, value)
            }
        }
        return builder.graph.add(spec.className, .segueTemplate(template))
    }

    /// What UIStoryboardPopoverPresentationSegueTemplate's encoder adds, each always: the arrow
    /// directions `<popoverArrowDirection>` allows, no passthrough views, and the bar button item
    /// or view the popover points at (Rocket.Chat's drawing tools). A view anchor lives in the
    /// view's nib, not beside the template: no pair shows what Xcode writes for it, reported.
    private func popoverValues(_ element: IBElement, builder: inout UIKitNibBuilder) -> [(String, NibGraph.Value)] {
        var directions: Int64 = 0
        if let arrows = element.child("popoverArrowDirection", key: "popoverArrowDirection") {
            for (attribute, bit) in Self.popoverArrowDirections where arrows[attribute] == "YES" {
                directions |= bit
            }
        } else {
            builder.approximate(
                "popover segue \(element.id ?? "") saves no arrow directions: written with none, as no pair shows Interface Builder's default",
                at: element)
        }
        for child in element.children where child.name != "popoverArrowDirection" {
            builder.leaveOut("\(child.name) of popover segue \(element.id ?? "")", line: child.line, objectID: element.id)
        }
        func anchor(_ attribute: String) -> NibGraph.Value {
            guard let id = element[attribute] else { return .null }
            guard let object = builder.object(forID: id) else {
                builder.approximate(
                    "popover segue \(element.id ?? ""): its anchor \(id), which is not in the controller's nib, is left out; no pair shows what Xcode writes for it",
                    at: element)
                return .null
            }
            return .object(object.index)
        }
        return [
            (UIKitNibKey.permittedArrowDirections, .integer(directions)), (UIKitNibKey.passthroughViews, .null),
            (UIKitNibKey.anchorBarButtonItem, anchor("popoverAnchorBarButtonItem")), (UIKitNibKey.anchorView, anchor("popoverAnchorView")),
        ]
    }

    /// The ids the connections under `element` point at, at any depth.
    static func connectionDestinations(in element: IBElement) -> Set<String> {
        var destinations: Set<String> = []
        var pending = [element]
        while let next = pending.popLast() {
            for connection in next.children(in: "connections") {
                if let destination = connection["destination"] {
                    destinations.insert(destination)
                }
            }
            pending += next.children.filter { $0.name != "connections" }
        }
        return destinations
    }

    /// Ids of `element` and every object element under it.
    static func objectIDs(in element: IBElement) -> [String] {
        var ids: [String] = []
        func walk(_ element: IBElement) {
            if let id = element.id, UIKitNibBuilder.isObjectElement(element.name) {
                ids.append(id)
            }
            for child in element.children where !UIKitNibBuilder.skippedContainers.contains(child.name) {
                walk(child)
            }
        }
        walk(element)
        return ids
    }
}

/// The prototype cells of one table or collection view.
struct PrototypeCells {
    var ownerID: String
    var ownerElement: String
    var cells: [IBElement]
    /// A collection view's section header and footer views (`collectionReusableView`s keyed
    /// `sectionHeaderView` and `sectionFooterView`).
    var supplementaryViews: [IBElement] = []

    /// The element kind UIKit registers a collection view's section header or footer view by,
    /// by the key Interface Builder saves it under.
    static let supplementaryElementKinds = [
        "sectionHeaderView": "UICollectionElementKindSectionHeader", "sectionFooterView": "UICollectionElementKindSectionFooter",
    ]

    static func isSupplementaryView(_ element: IBElement) -> Bool {
        element.name == "collectionReusableView" && supplementaryElementKinds[element["key"] ?? ""] != nil
    }
}

extension IBElement {
    /// The view with its controller's top and bottom layout guides, which Xcode 9.1 archives as
    /// the view's last subviews, listed before its other subviews (aws-sdk and mapbox pairs).
    func adding(_ layoutGuides: [IBElement]) -> IBElement {
        guard !layoutGuides.isEmpty else { return self }
        var copy = self
        copy.children.insert(IBElement(name: "layoutGuides", children: layoutGuides, line: line), at: 0)
        return copy
    }

    /// The element without the prototype cells of the table and collection views under it (a
    /// table view's `<prototypes>`, a collection view's `<cells>` and section header and footer
    /// views), which compile into nibs of
    /// their own, and those cells by view.
    func removingPrototypeCells() -> (element: IBElement, prototypes: [PrototypeCells]) {
        var prototypes: [PrototypeCells] = []
        func strip(_ element: IBElement) -> IBElement {
            var copy = element
            let container = ["tableView": "prototypes", "collectionView": "cells"][element.name]
            if let container, let id = element.id {
                let cells = element.children(in: container)
                let supplementaryViews = element.name == "collectionView" ? element.children.filter(PrototypeCells.isSupplementaryView) : []
                if !cells.isEmpty || !supplementaryViews.isEmpty {
                    prototypes.append(
                        PrototypeCells(ownerID: id, ownerElement: element.name, cells: cells, supplementaryViews: supplementaryViews))
                }
                copy.children.removeAll { $0.name == container || PrototypeCells.isSupplementaryView($0) }
            }
            copy.children = copy.children.map(strip)
            return copy
        }
        let stripped = strip(self)
        return (stripped, prototypes)
    }

    /// The scene's root view with the storyboard's global tint (`<document>`'s own `tintColor`)
    /// where it has none of its own: Xcode 13.4.1 archives it on the root view of each view nib
    /// of WorkFlowTestingApp's Account storyboard, and on no other view.
    func tinted(by globalTint: IBElement?) -> IBElement {
        guard let globalTint, child("color", key: "tintColor") == nil else { return self }
        var copy = self
        copy.children.append(globalTint)
        return copy
    }

    /// The controller without its view, which compiles into a nib of its own, without the top
    /// and bottom layout guides, which Xcode 9.1 archives in the view nib (aws-sdk pairs), and
    /// without a table view controller's refresh control, which the view nib's table view holds.
    func removingView() -> IBElement {
        var copy = self
        copy.children.removeAll {
            ($0["key"] == "view" && $0.id != nil) || $0.name == "layoutGuides"
                || ($0.name == "refreshControl" && $0["key"] == "refreshControl" && name == "tableViewController")
        }
        return copy
    }
}
