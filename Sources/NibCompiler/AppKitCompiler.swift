import AppKitNib
import Foundation
import IBSource
import NibArchive
import UIKitNib

/// Compiles macOS documents: a xib to what Xcode writes (`AppKitNibBuilder`). Since Xcode 14, one
/// NIBArchive for macOS 10.13 and later; for older systems a folder of a keyed archive
/// (`keyedobjects.nib`) and that NIBArchive (`keyedobjects-101300.nib`), the same graph in both
/// forms (Aerial's nibs for 10.12). Older Xcodes write one keyed archive whatever the system
/// (`AppKitXcodeRules.nibArchiveForNewSystems`). A nib with a table gets one more variant, for
/// macOS 11 (`keyedobjects-110000.nib`, `AppKitXcodeRules.tableStyleVariant`), in the form of
/// the others. Storyboards: `compileStoryboard`.
enum AppKitCompiler {
    /// The oldest macOS for which Xcode writes one NIBArchive, as a system and as a folder
    /// variant names it.
    static let singleArchiveSince = (major: 10, minor: 13)
    static let singleArchiveVariant = "101300"
    /// The coder version of every Xcode 26 macOS nib of the pairs.
    static let coderVersion: UInt32 = 10

    static func compile(_ document: IBDocument, options: CompileOptions) throws(CompileError) -> CompiledOutput {
        guard let savedRoot = document.root else {
            throw .missingElementTree(path: document.path)
        }
        let root = withoutEditorOnlyChildren(savedRoot)
        guard document.kind == .xib else {
            return try refusingApproximations(try compileStoryboard(document, root: root, options: options), of: document)
        }
        try NibCompiler.refuseXcode(olderThan: AppKitXcodeRules.oldestWritten, writing: "macOS xibs", of: document, options: options)
        let nib = try nibFiles(document: document, options: options) { $0.build(root) }
        return try refusingApproximations(
            CompiledOutput(isFolder: nib.isFolder, files: nib.files, diagnostics: nib.diagnostics), of: document)
    }

    /// The output, unless it approximates what the options do not allow: then all its
    /// diagnostics, each once, in document order.
    private static func refusingApproximations(_ output: CompiledOutput, of document: IBDocument) throws(CompileError) -> CompiledOutput {
        guard output.diagnostics.contains(where: { $0.severity == .error }) else { return output }
        throw .documentErrors(path: document.path, diagnostics: inDocumentOrder(output.diagnostics))
    }

    /// Diagnostics by line, those of one line in the order found, each once.
    private static func inDocumentOrder(_ diagnostics: [CompileDiagnostic]) -> [CompileDiagnostic] {
        uniqued(diagnostics).enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
    }

    /// Each diagnostic once, where first found: a prototype cell view's nib and its table's copy
    /// of the view find the same things.
    private static func uniqued(_ diagnostics: [CompileDiagnostic]) -> [CompileDiagnostic] {
        var found: Set<CompileDiagnostic> = []
        return diagnostics.filter { found.insert($0).inserted }
    }

    /// `element` without what Interface Builder keeps on any object for its editor alone: the
    /// comments for localizers (`userComments`, Vienna's note on its Preferences item), which
    /// ibtool exports with the strings and archives none (mapbox-navigation-ios's
    /// `Navigation.storyboard`, for iOS); an editor-only attribute saved as an element, as a
    /// label with a tab is (Textual's preferences, `IBElement.editorOnlyAttributes`); and the
    /// `<metadata>` older Xcodes saved in views (Adium's message view: empty) and controllers
    /// (Textual's array controller: the library item it came from), which AppKit never sees.
    static func withoutEditorOnlyChildren(_ element: IBElement) -> IBElement {
        var result = element
        result.children = element.children.filter { child in
            child["key"] != localizerCommentsKey && !isEditorOnlyText(child) && !isEditorMetadata(child)
        }.map(withoutEditorOnlyChildren)
        return result
    }

    private static func isEditorOnlyText(_ child: IBElement) -> Bool {
        child.name == "string" && child["key"].map(IBElement.editorOnlyAttributes.contains) == true
    }

    private static func isEditorMetadata(_ child: IBElement) -> Bool {
        child.name == metadataElement && child.attributes.isEmpty
            && child.children.allSatisfy { $0.name == "string" && $0["key"] == libraryAssetKey && $0.children.isEmpty }
    }

    static let metadataElement = "metadata"
    static let libraryAssetKey = "libraryAssetSourceID"

    static let localizerCommentsKey = "userComments"

    /// The files of one nib as Xcode writes it for the options' system, `build` making its graph:
    /// one file, or a folder of variants (its paths relative to the nib).
    private static func nibFiles(
        document: IBDocument, options: CompileOptions, index: AppKitDocumentIndex? = nil, build: (inout AppKitNibBuilder) -> AppKitNib
    ) throws(CompileError) -> (isFolder: Bool, files: [CompiledFile], diagnostics: [CompileDiagnostic]) {
        let index = index ?? AppKitDocumentIndex(document)
        // A nib for macOS 11 and later alone is that system's variant.
        let variant: AppKitNibVariant = options.deploymentTarget(before: macOS11System) ? .beforeMacOS11 : .macOS11
        var builder = AppKitNibBuilder(document: document, options: options, variant: variant, index: index)
        let nib = AppKitXcodeRules.removingNewerKeys(from: build(&builder), options: options, consulted: builder.consultedRules)
        var consulted = builder.consultedRules.rules.union([AppKitXcodeRules.nibArchiveForNewSystems])
        var macOS11Nib: AppKitNib?
        var found = builder.diagnostics
        if builder.needsMacOS11Variant, !builder.hasErrors {
            var variantBuilder = AppKitNibBuilder(document: document, options: options, variant: .macOS11, index: index)
            macOS11Nib = AppKitXcodeRules.removingNewerKeys(
                from: build(&variantBuilder), options: options, consulted: variantBuilder.consultedRules)
            consulted.formUnion(variantBuilder.consultedRules.rules)
            // What the variant alone approximates (its tables' layout) is reported too, once.
            found += variantBuilder.diagnostics
        }
        let diagnostics = uniqued(found + openRuleApproximations(consulted, document: document, options: options))
        // A nib with something left out is refused whatever the options, with what else was found.
        if diagnostics.contains(where: \.isErrorEvenWithApproximations) {
            throw .documentErrors(path: document.path, diagnostics: inDocumentOrder(diagnostics))
        }
        let writesNibArchive = options.follows(AppKitXcodeRules.nibArchiveForNewSystems)
        let needsKeyedArchive = writesKeyedArchive(options)
        // Built only where written: a keyed archive alone need not survive the NIBArchive's checks.
        var files: [CompiledFile] = []
        if needsKeyedArchive {
            files.append(
                CompiledFile(relativePath: CompiledNibReader.keyedObjectsVariant, contents: try keyedArchive(of: nib, document: document)))
        }
        if writesNibArchive {
            let variant = needsKeyedArchive ? singleArchiveVariant : variantName(of: options.minimumDeploymentTarget)
            files.append(
                CompiledFile(
                    relativePath: CompiledNibReader.keyedObjectsVariant(since: variant),
                    contents: try nibArchive(of: nib, document: document)))
        }
        if let macOS11Nib {
            files.append(
                CompiledFile(
                    relativePath: CompiledNibReader.keyedObjectsVariant(since: macOS11Variant),
                    contents: writesNibArchive
                        ? try nibArchive(of: macOS11Nib, document: document) : try keyedArchive(of: macOS11Nib, document: document)))
        }
        guard files.count > 1 else {
            return (false, [CompiledFile(relativePath: "", contents: files[0].contents)], diagnostics)
        }
        return (true, files, diagnostics)
    }

    /// Whether the nib for the options' system includes a keyed archive: before Xcode wrote
    /// NIBArchives, or for a system older than they serve.
    static func writesKeyedArchive(_ options: CompileOptions) -> Bool {
        !options.follows(AppKitXcodeRules.nibArchiveForNewSystems)
            || options.deploymentTarget(before: singleArchiveSince.major, singleArchiveSince.minor)
    }

    /// The folder variant of a nib for macOS 11 and later, beside the one for older systems.
    static let macOS11Variant = "110000"
    static let macOS11System = 11
    /// The system of the newest SDK the pairs show, which ibtool builds for when given no
    /// deployment target (viraptor's samples, Xcode 26).
    static let newestSDKSystem = 26

    /// A folder variant's name for a system: `10.14` is `101400` (Aerial's nibs for 10.14,
    /// Xcode 26); the oldest NIBArchive system when none is given. Each part counts two digits
    /// at most, so no version overflows the name.
    static func variantName(of system: String?) -> String {
        let parts = (system ?? "").split(separator: ".").map { max(0, min(Int($0) ?? 0, 99)) }
        guard let major = parts.first, major >= singleArchiveSince.major else { return singleArchiveVariant }
        let minor = parts.count > 1 ? parts[1] : 0
        let patch = parts.count > 2 ? parts[2] : 0
        return String(major * 10_000 + minor * 100 + patch)
    }

    private static func keyedArchive(of nib: AppKitNib, document: IBDocument) throws(CompileError) -> Data {
        let keyedGraph: NibGraph
        do {
            keyedGraph = try nib.keyedArchiveGraph()
        } catch {
            throw .unwritable(path: document.path, reason: error.description)
        }
        do {
            return try KeyedArchiveWriter.encode(keyedGraph)
        } catch {
            throw .unwritable(path: document.path, reason: error.message)
        }
    }

    /// The nib of a storyboard's application scene.
    static let mainMenuNibName = "MainMenu"
    static let storyboardVersion: Int64 = 1

    /// A macOS storyboard as Xcode writes its `.storyboardc`: the application scene's
    /// `MainMenu.nib` (LeaderKey's `Main.storyboard`, Xcode 16.4, macOS 13), each view controller
    /// scene's nib and its view's, each window controller scene's nib (`AppKitNibBuilder+Storyboard`,
    /// Xcode 26), and an `Info.plist` naming them, the initial controller and each controller's
    /// unique identifier. Window controllers with identifiers or custom classes and tab, split and
    /// page controllers are approximations; other containers and segues but sheets and menu
    /// items' show segues are refused until the compiler writes them as Xcode does.
    private static func compileStoryboard(
        _ document: IBDocument, root: IBElement, options: CompileOptions
    ) throws(CompileError) -> CompiledOutput {
        var diagnostics: [CompileDiagnostic] = []
        do throws(CompileError) {
            return try compileScenes(of: document, root: root, options: options, diagnostics: &diagnostics)
        } catch {
            // A scene refused names what the scenes before it found too.
            guard case .documentErrors(let path, let found) = error else { throw error }
            throw .documentErrors(path: path, diagnostics: inDocumentOrder(diagnostics + found))
        }
    }

    /// The storyboard's scenes, compiled in document order, what each finds added to `diagnostics`.
    private static func compileScenes(
        of document: IBDocument, root: IBElement, options: CompileOptions, diagnostics: inout [CompileDiagnostic]
    ) throws(CompileError) -> CompiledOutput {
        // What the pairs show only as other Xcodes write it: written as they show it, an
        // approximation.
        func approximateUnlessMeasured(_ measured: AppKitMeasuredXcodes, _ what: String, at element: IBElement) {
            guard !options.isMeasured(measured) else { return }
            diagnostics.append(
                .approximation(
                    measured.approximation(of: what), path: document.path, line: element.line, objectID: element.id, options: options))
        }
        approximateUnlessMeasured(AppKitXcodeRules.applicationStoryboards, "a macOS storyboard", at: root)
        var files: [CompiledFile] = []
        var nibNames: [String: PropertyListValue] = [:]
        var uniqueIdentifiers: [String: PropertyListValue] = [:]
        var hasMainMenu = false
        var entryPoint: String?
        let storyboardName = URL(fileURLWithPath: document.path).deletingPathExtension().lastPathComponent
        let index = AppKitDocumentIndex(document)
        // The controllers a segue may show, by id, named as their scene nibs are.
        var segueDestinations: [String: AppKitNibBuilder.StoryboardControllerNames] = [:]
        // Each view controller's and container controller's (tab or split view controller's)
        // scene objects, by the controller's id, for the window showing it.
        var viewControllerScenes: [String: IBElement] = [:]
        var containerScenes: [String: (objects: IBElement, controller: IBElement)] = [:]
        for objects in root.children(in: "scenes").compactMap({ $0.child("objects") }) {
            for controller in objects.children {
                guard let id = controller.id else { continue }
                if AppKitNibBuilder.storyboardViewControllerClasses[controller.name] != nil,
                    let viewID = AppKitNibBuilder.controllerView(of: controller)?.element.id
                {
                    segueDestinations[id] = viewControllerNames(controller, id: id, viewID: viewID, storyboard: storyboardName)
                    viewControllerScenes[id] = viewControllerScenes[id] ?? objects
                } else if controller.name == AppKitNibBuilder.windowControllerElement {
                    segueDestinations[id] = windowControllerNames(controller, id: id, storyboard: storyboardName)
                } else if AppKitNibBuilder.containerControllerElements.contains(controller.name) {
                    // Held by the window controller showing it, and in a nib of its own where
                    // the storyboard reaches it.
                    segueDestinations[id] = containerNames(controller, id: id, storyboard: storyboardName)
                    containerScenes[id] = containerScenes[id] ?? (objects, controller)
                }
            }
        }
        // As in iOS storyboards (`StoryboardCompiler`), only a controller a storyboard identifier,
        // the entry point or a segue reaches gets a scene nib; one only a window controller or a
        // container controller shows is held in that controller's nib, which names only its view
        // nib; one nothing reaches is left out with a warning.
        let segueDestinationIDs = StoryboardCompiler.segueDestinations(in: root).reached
        func isReached(_ controller: IBElement) -> Bool {
            controller["storyboardIdentifier"] != nil || controller.id == root["initialViewController"]
                || controller.id.map(segueDestinationIDs.contains) == true
        }
        var shownControllerIDs: Set<String> = []
        for objects in root.children(in: "scenes").compactMap({ $0.child("objects") }) {
            for windowController in objects.children where windowController.name == AppKitNibBuilder.windowControllerElement {
                guard isReached(windowController), let contentID = AppKitNibBuilder.windowContentID(of: windowController) else { continue }
                shownControllerIDs.insert(contentID)
                if let container = containerScenes[contentID] {
                    shownControllerIDs.formUnion(AppKitNibBuilder.containedControllerIDs(of: container.controller))
                }
            }
        }
        for container in containerScenes.values where isReached(container.controller) {
            shownControllerIDs.formUnion(AppKitNibBuilder.containedControllerIDs(of: container.controller))
        }
        // The view controller scenes a container's items show, by the container's id; nil where one is not.
        func containedScenes(of containerID: String) -> [(objects: IBElement, names: AppKitNibBuilder.StoryboardControllerNames)]? {
            guard let container = containerScenes[containerID] else { return nil }
            var children: [(objects: IBElement, names: AppKitNibBuilder.StoryboardControllerNames)] = []
            for childID in AppKitNibBuilder.containedControllerIDs(of: container.controller) {
                guard let childObjects = viewControllerScenes[childID], let childNames = segueDestinations[childID] else { return nil }
                children.append((childObjects, childNames))
            }
            return children
        }
        for scene in root.children(in: "scenes") {
            guard let objects = scene.child("objects") else { continue }
            if let unreached = objects.children.first(where: { $0["sceneMemberID"] == "viewController" && $0.name != "application" }),
                !isReached(unreached), !shownControllerIDs.contains(unreached.id ?? "")
            {
                diagnostics.append(StoryboardCompiler.unreachableScene(scene, controller: unreached, path: document.path))
                continue
            }
            if let application = objects.children.first(where: { $0.name == "application" }), !hasMainMenu {
                // The main menu's nib has its own name, which no controller may take.
                guard nibNames[mainMenuNibName] == nil else {
                    throw .documentErrors(
                        path: document.path,
                        diagnostics: [
                            CompileDiagnostic(
                                severity: .error, path: document.path, line: application.line, objectID: application.id,
                                message: "a view controller's storyboard identifier \(mainMenuNibName) names the main menu's nib")
                        ])
                }
                let nib = try nibFiles(document: document, options: options, index: index) {
                    $0.segueDestinations = segueDestinations
                    return $0.buildApplicationScene(objects)
                }
                files += named(nib.files, mainMenuNibName + ".nib")
                diagnostics += nib.diagnostics
                nibNames[mainMenuNibName] = .string(mainMenuNibName)
                hasMainMenu = true
                continue
            }
            if let windowController = objects.children.first(where: { $0.name == AppKitNibBuilder.windowControllerElement }),
                let controllerID = windowController.id
            {
                approximateUnlessMeasured(AppKitXcodeRules.windowControllerScenes, "a window controller scene", at: windowController)
                let contentID = AppKitNibBuilder.windowContentID(of: windowController)
                // A window controller showing nothing is the builder's to judge; one showing neither
                // a view controller scene with a view nor a container of such scenes (a storyboard
                // reference) is refused.
                var content: AppKitNibBuilder.StoryboardWindowContent?
                if let contentID {
                    let unknownContent = CompileError.documentErrors(
                        path: document.path,
                        diagnostics: [
                            CompileDiagnostic(
                                severity: .error, path: document.path, line: windowController.line, objectID: controllerID,
                                message:
                                    "a window controller that shows neither a view controller scene with a view nor a tab or split view controller of such scenes is not known to the macOS compiler yet"
                            )
                        ])
                    if let contentObjects = viewControllerScenes[contentID], let contentNames = segueDestinations[contentID] {
                        content = .viewController(objects: contentObjects, names: contentNames)
                    } else if let container = containerScenes[contentID], let containerNames = segueDestinations[contentID] {
                        guard let children = containedScenes(of: contentID) else { throw unknownContent }
                        content = .containerController(objects: container.objects, names: containerNames, children: children)
                    } else {
                        throw unknownContent
                    }
                }
                let names = windowControllerNames(windowController, id: controllerID, storyboard: storyboardName)
                let identifier = names.identifier
                try checkNibNames(names, of: windowController, in: document, taken: nibNames)
                let sceneNib = try nibFiles(document: document, options: options, index: index) {
                    $0.segueDestinations = segueDestinations
                    return $0.buildWindowControllerScene(objects, names: names, content: content)
                }
                files += named(sceneNib.files, identifier + ".nib")
                diagnostics += sceneNib.diagnostics
                nibNames[identifier] = .string(identifier)
                uniqueIdentifiers[identifier] = .string(names.uniqueIdentifier)
                if root["initialViewController"] == controllerID { entryPoint = identifier }
                continue
            }
            // A container controller a window controller shows is in that controller's nib; one
            // the storyboard reaches has a nib of its own too.
            if let container = objects.children.first(where: { AppKitNibBuilder.containerControllerElements.contains($0.name) }),
                let containerID = container.id, let names = segueDestinations[containerID]
            {
                guard isReached(container) else { continue }
                guard let children = containedScenes(of: containerID) else {
                    throw .documentErrors(
                        path: document.path,
                        diagnostics: [
                            CompileDiagnostic(
                                severity: .error, path: document.path, line: container.line, objectID: containerID,
                                message:
                                    "a \(container.name) whose items show other than view controller scenes with a view is not known to the macOS compiler yet"
                            )
                        ])
                }
                try checkNibNames(names, of: container, in: document, taken: nibNames)
                let sceneNib = try nibFiles(document: document, options: options, index: index) {
                    $0.segueDestinations = segueDestinations
                    return $0.buildContainerControllerScene(objects, names: names, children: children)
                }
                files += named(sceneNib.files, names.identifier + ".nib")
                diagnostics += sceneNib.diagnostics
                nibNames[names.identifier] = .string(names.identifier)
                uniqueIdentifiers[names.identifier] = .string(names.uniqueIdentifier)
                if root["initialViewController"] == containerID { entryPoint = names.identifier }
                continue
            }
            guard let controller = AppKitNibBuilder.storyboardViewController(in: objects),
                let controllerID = controller.id,
                let viewID = AppKitNibBuilder.controllerView(of: controller)?.element.id
            else {
                let member = objects.children.first { $0["sceneMemberID"] == "viewController" }
                throw .documentErrors(
                    path: document.path,
                    diagnostics: [
                        CompileDiagnostic(
                            severity: .error, path: document.path, line: (member ?? scene).line, objectID: member?.id ?? scene["sceneID"],
                            message:
                                "compiling a macOS storyboard's \(member?.name ?? "scene") scene \(scene["sceneID"] ?? "") is not supported yet"
                        )
                    ])
            }
            approximateUnlessMeasured(AppKitXcodeRules.viewControllerScenes, "a view controller scene", at: controller)
            let names = viewControllerNames(controller, id: controllerID, viewID: viewID, storyboard: storyboardName)
            let identifier = names.identifier
            let viewNibName = names.viewNibName
            try checkNibNames(names, of: controller, in: document, taken: nibNames)
            let viewNib = try nibFiles(document: document, options: options, index: index) {
                $0.segueDestinations = segueDestinations
                return $0.buildViewControllerView(objects)
            }
            guard isReached(controller) else {
                // Shown by a window or container controller only: its view nib alone.
                files += named(viewNib.files, viewNibName + ".nib")
                diagnostics += viewNib.diagnostics
                continue
            }
            let sceneNib = try nibFiles(document: document, options: options, index: index) {
                $0.segueDestinations = segueDestinations
                return $0.buildViewControllerScene(objects, names: names)
            }
            files += named(sceneNib.files, identifier + ".nib") + named(viewNib.files, viewNibName + ".nib")
            // Both builders read the scene's controller: what it says is reported once.
            diagnostics += sceneNib.diagnostics + viewNib.diagnostics.filter { !sceneNib.diagnostics.contains($0) }
            nibNames[identifier] = .string(identifier)
            uniqueIdentifiers[identifier] = .string(names.uniqueIdentifier)
            if root["initialViewController"] == controllerID { entryPoint = identifier }
        }
        // One whose scenes nothing reaches keeps its Info.plist, as an iOS storyboard does.
        guard !nibNames.isEmpty || root.children(in: "scenes").contains(where: { $0.child("objects") != nil }) else {
            throw .unsupportedOutput(path: document.path, reason: "a macOS storyboard without scenes is not supported yet")
        }
        if let initial = root["initialViewController"], entryPoint == nil {
            throw .documentErrors(
                path: document.path,
                diagnostics: [
                    CompileDiagnostic(
                        severity: .error, path: document.path, line: root.line, objectID: initial,
                        message: "the initial view controller \(initial) is no scene's controller")
                ])
        }
        var info: [String: PropertyListValue] = [
            AppKitStoryboardKey.identifiersToNibNames: .dictionary(nibNames),
            AppKitStoryboardKey.version: .integer(storyboardVersion),
        ]
        if hasMainMenu { info[AppKitStoryboardKey.mainMenu] = .string(mainMenuNibName) }
        if let entryPoint { info[AppKitStoryboardKey.designatedEntryPoint] = .string(entryPoint) }
        if !uniqueIdentifiers.isEmpty { info[AppKitStoryboardKey.identifiersToUniqueIdentifiers] = .dictionary(uniqueIdentifiers) }
        files.append(CompiledFile(relativePath: "Info.plist", contents: BinaryPropertyListWriter.data(.dictionary(info))))
        // Each scene's nibs report the Xcodes the pairs leave open: once is enough.
        var reported: Set<CompileDiagnostic> = []
        return CompiledOutput(
            isFolder: true, files: files.sorted { $0.relativePath < $1.relativePath },
            diagnostics: diagnostics.filter { reported.insert($0).inserted })
    }

    /// A view controller's names in the `.storyboardc`: its scene nib (its storyboard identifier,
    /// else its class and id), its view nib and its unique identifier.
    private static func viewControllerNames(
        _ controller: IBElement, id controllerID: String, viewID: String, storyboard: String
    ) -> AppKitNibBuilder.StoryboardControllerNames {
        AppKitNibBuilder.StoryboardControllerNames(
            identifier: controller["storyboardIdentifier"]
                ?? StoryboardNibName.generated(className: AppKitNibBuilder.storyboardClass(of: controller), controllerID: controllerID)
                .text,
            viewNibName: StoryboardNibName.view(controllerID: controllerID, viewID: viewID).text,
            uniqueIdentifier: controllerUniqueIdentifier(storyboard: storyboard, controllerID: controllerID))
    }

    /// Refuses a controller whose nib names cannot be file names, or whose identifier names a
    /// scene nib already written.
    private static func checkNibNames(
        _ names: AppKitNibBuilder.StoryboardControllerNames, of controller: IBElement, in document: IBDocument,
        taken: [String: PropertyListValue]
    ) throws(CompileError) {
        var errors: [CompileDiagnostic] = []
        StoryboardCompiler.checkFileName(names.identifier, what: "storyboard identifier", of: controller, in: document, into: &errors)
        if !names.viewNibName.isEmpty {
            StoryboardCompiler.checkFileName(names.viewNibName, what: "view nib name", of: controller, in: document, into: &errors)
        }
        if taken[names.identifier] != nil {
            errors.append(
                CompileDiagnostic(
                    severity: .error, path: document.path, line: controller.line, objectID: controller.id,
                    message: "storyboard identifier \(names.identifier) names an earlier scene too"))
        }
        guard errors.isEmpty else { throw .documentErrors(path: document.path, diagnostics: errors) }
    }

    /// A tab or split view controller's nib name (its storyboard identifier, else one made of
    /// its class and id) and unique identifier; it has no view nib of its own.
    private static func containerNames(
        _ controller: IBElement, id: String, storyboard: String
    ) -> AppKitNibBuilder.StoryboardControllerNames {
        let className =
            controller.name == AppKitNibBuilder.splitViewControllerElement
            ? AppKitNibClass.splitViewController : AppKitNibClass.tabViewController
        return AppKitNibBuilder.StoryboardControllerNames(
            identifier: controller["storyboardIdentifier"]
                ?? StoryboardNibName.generated(className: className, controllerID: id).text,
            viewNibName: "", uniqueIdentifier: controllerUniqueIdentifier(storyboard: storyboard, controllerID: id))
    }

    /// A window controller's names: its nib, by its storyboard identifier or else by its class
    /// and id, and its unique identifier.
    private static func windowControllerNames(
        _ controller: IBElement, id: String, storyboard: String
    ) -> AppKitNibBuilder.StoryboardControllerNames {
        AppKitNibBuilder.StoryboardControllerNames(
            identifier: controller["storyboardIdentifier"]
                ?? StoryboardNibName.generated(className: AppKitNibClass.windowController, controllerID: id).text,
            viewNibName: "", uniqueIdentifier: controllerUniqueIdentifier(storyboard: storyboard, controllerID: id))
    }

    /// A nib's files (`nibFiles`) under its name in the `.storyboardc`.
    private static func named(_ files: [CompiledFile], _ name: String) -> [CompiledFile] {
        files.map { CompiledFile(relativePath: $0.relativePath.isEmpty ? name : name + "/" + $0.relativePath, contents: $0.contents) }
    }

    /// The identifier a storyboard's `Info.plist` pairs a controller with, and its nibs record:
    /// Xcode draws a random UUID on every build (Aerial's and Prune's differ from build to build
    /// of the same source); the compiler derives one from the storyboard's name and the
    /// controller's id, so that the same input gives the same bytes. AppKit only matches them.
    static func controllerUniqueIdentifier(storyboard: String, controllerID: String) -> String {
        // Two FNV-1a hashes of the name, with different offsets, make the 128 bits.
        func fnv1a(_ offset: UInt64) -> UInt64 {
            var hash = offset
            for byte in (storyboard + "/" + controllerID).utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            return hash
        }
        var bytes =
            withUnsafeBytes(of: fnv1a(0xCBF2_9CE4_8422_2325).bigEndian, Array.init)
            + withUnsafeBytes(of: fnv1a(0x6C62_272E_07BB_0142).bigEndian, Array.init)
        // A version 4, RFC 4122 variant UUID, as Xcode's are.
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex[hex.index(hex.startIndex, offsetBy: range.lowerBound)..<hex.index(hex.startIndex, offsetBy: range.upperBound)])
        }
        return groups.joined(separator: "-")
    }

    /// Where the Xcode to match lies between the two Xcodes of a rule the compile consulted,
    /// which no pair shows, the nib is written as the older of the two wrote it: an approximation
    /// for each such rule.
    private static func openRuleApproximations(
        _ consulted: Set<AppKitXcodeRule>, document: IBDocument, options: CompileOptions
    ) -> [CompileDiagnostic] {
        guard let version = options.xcodeVersion?.number else { return [] }
        let xcode = options.xcodeVersion?.text ?? ""
        return consulted.filter { $0.leavesOpen(version) }.sorted { ($0.since, $0.evidence) < ($1.since, $1.evidence) }.map { rule in
            .approximation(
                "what this document holds changed between Xcode \(rule.lastWithout) and \(rule.since) "
                    + "(\(rule.evidenceWithout), \(rule.evidence)), and no pair shows Xcode \(xcode): written as \(rule.lastWithout) wrote it",
                path: document.path, options: options)
        }
    }

    /// The nib as a NIBArchive of Xcode's coder version.
    private static func nibArchive(of nib: AppKitNib, document: IBDocument) throws(CompileError) -> Data {
        do {
            return NibArchiveWriter.encode(try nib.nibArchive(coderVersion: coderVersion))
        } catch {
            throw .unwritable(path: document.path, reason: error.message)
        }
    }
}
