import IBSource
import NibArchive
import UIKitNib

extension CompiledStoryboard {
    /// One document for the whole storyboard: each nib's objects with ids `<nib name>#N`, a scene
    /// per controller nib, and the entry point's controller as the initial view controller.
    public func document() throws(NibArchiveError) -> IBDocument {
        var document = IBDocument(path: path, kind: .storyboardc, platform: .iOS)
        var controllerByNib: [String: String] = [:]
        for (name, nib) in nibs {
            let isScene = !Self.isViewNib(name)
            let part = try nib.document(kind: .storyboardc, idPrefix: name, isSceneNib: isScene)
            document.platform = part.platform
            document.objects += part.objects
            document.connections += part.connections
            document.imageReferences += part.imageReferences
            if isScene, let controller = part.objects.first(where: { $0.sceneMemberID == "viewController" }) {
                controllerByNib[name] = controller.id
                document.scenes.append(IBScene(sceneID: name, controllerID: controller.id))
            }
        }
        if let entryPoint = entryPointIdentifier, let nibName = identifiersToNibNames[entryPoint] {
            document.initialViewControllerID = controllerByNib[nibName]
        }
        return document
    }
}
