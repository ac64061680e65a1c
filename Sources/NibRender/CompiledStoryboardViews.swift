import DocumentSummary
import UIKitNib

/// The pictures of a `.storyboardc`: each scene's view nib (`<controller id>-view-<view id>`)
/// drawn as its controller's picture, in name order, with the navigation bar Xcode's canvas
/// draws over a controller in a navigation controller's stack (`SimulatedBars`), read from the
/// scene nibs: a navigation controller's `UINavigationBar` and `UIViewControllers`, each
/// controller's `UINavigationItem` and show and push segue templates.
struct CompiledStoryboardViews {
    let storyboard: CompiledStoryboard
    let colors: ColorResolver
    /// Each nib of the storyboard decoded, in name order.
    let nibs: [(name: String, nib: UIKitNib)]

    func pictures() -> [RenderedPicture] {
        let scenes = controllers()
        let bars = simulatedBars(scenes)
        var pictures: [RenderedPicture] = []
        for (name, nib) in nibs {
            guard case .view(let controllerID, _) = StoryboardNibName(name) else { continue }
            // The controller's nib is named by its storyboard identifier, else `<Class>-<controller id>`.
            let identifiers = storyboard.identifiersToNibNames.filter {
                StoryboardNibName($0.value).isGenerated(forController: controllerID)
            }.keys.sorted()
            let controllerNib = nibs.map(\.name).first { StoryboardNibName($0).isGenerated(forController: controllerID) }
            let caption = identifiers.first ?? controllerNib ?? controllerID
            let item = scenes.first { $0.id == controllerID }?.item
            for view in CompiledViews(nib: nib, colors: colors).topLevelViews() {
                pictures.append(
                    RenderedPicture(
                        id: controllerID, caption: caption, root: bars.addingBars(to: view, controllerID: controllerID, item: item),
                        aliases: [controllerID, name, view.className] + identifiers + (controllerNib.map { [$0] } ?? [])))
            }
        }
        return pictures
    }

    /// One controller archived in a scene nib: the scene's own, or a container's child.
    private struct Controller {
        /// The Interface Builder id its view nib's name gives; else its scene nib's name and
        /// archive index, which no view nib names.
        var id: String
        var nibName: String
        var item: RenderedView.Control?
        /// The nib names its show and push segue templates lead to.
        var pushes: [String]
        /// A navigation controller's bar and its children's ids.
        var bar: RenderedView?
        var children: [String]
    }

    /// Every controller of every scene nib, scene nibs in name order, each scene's controller
    /// before its children.
    private func controllers() -> [Controller] {
        var found: [Controller] = []
        for (name, nib) in nibs where !CompiledStoryboard.isViewNib(name) {
            let views = CompiledViews(nib: nib, colors: colors)
            let scene = nib.connections.first { $0.connection.label.string == UIKitNibKey.sceneViewControllerOutlet }
            guard case .object(let sceneController)? = scene?.connection.destination, nib.objects.indices.contains(sceneController)
            else { continue }
            func id(of controller: Int) -> String {
                let viewNib = nib.string(forKey: UIKitNibKey.nibName, of: controller)
                guard let viewNib, case .view(let controllerID, _) = StoryboardNibName(viewNib) else { return name + "#\(controller)" }
                return controllerID
            }
            // Children nest as deep as containers do, read breadth first without recursion; each
            // object is read once, so a crafted cycle ends.
            var pending = [sceneController]
            var visited: Set<Int> = [sceneController]
            var next = 0
            while next < pending.count {
                let controller = pending[next]
                next += 1
                let children = nib.members(forKey: UIKitNibKey.viewControllers, of: controller)
                let pushes = nib.members(forKey: UIKitNibKey.storyboardSegueTemplates, of: controller).compactMap { template -> String? in
                    guard case .segueTemplate(let segue) = nib.objects[template].content,
                        UIKitNibClass.segueTemplateKinds[nib.objects[template].className].map(SimulatedBars.pushingSegueKinds.contains)
                            == true
                    else { return nil }
                    return segue.destinationIdentifier?.string
                }
                found.append(
                    Controller(
                        id: id(of: controller), nibName: name,
                        item: nib.object(forKey: UIKitNibKey.navigationItem, of: controller).map { views.navigationBarControl($0) },
                        pushes: pushes, bar: nib.object(forKey: UIKitNibKey.navigationBar, of: controller).flatMap(views.view(at:)),
                        children: children.map(id(of:))))
                pending += children.filter { visited.insert($0).inserted }
            }
        }
        return found
    }

    private func simulatedBars(_ controllers: [Controller]) -> SimulatedBars {
        // A segue names its destination's scene nib; the scene's controller is the first read from it.
        var idsByNib: [String: String] = [:]
        for controller in controllers where idsByNib[controller.nibName] == nil {
            idsByNib[controller.nibName] = controller.id
        }
        var pushes: [String: [String]] = [:]
        var containers: [SimulatedBars.NavigationController] = []
        for controller in controllers {
            pushes[controller.id, default: []] += controller.pushes.map { idsByNib[$0] ?? $0 }
            if let bar = controller.bar {
                containers.append(SimulatedBars.NavigationController(controllerID: controller.id, bar: bar, roots: controller.children))
            }
        }
        return SimulatedBars(navigationControllers: containers, pushes: pushes)
    }
}
