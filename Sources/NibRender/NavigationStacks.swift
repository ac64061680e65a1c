/// Which navigation controller's stack each storyboard controller sits in, as Xcode's canvas
/// sees it: a navigation controller's root children, and every controller a show or push segue
/// leads to from a controller in the stack. The canvas draws such a controller with a navigation
/// bar across the top of its view showing its navigation item (a simulated top bar); `SourceViews`
/// and `CompiledViews` read the stacks, this draws the bar the same way for both.
struct NavigationStacks {
    /// A navigation controller: its bar as drawn in its own scene, and its root children.
    struct Container {
        var controllerID: String
        var bar: RenderedView
        var roots: [String]
    }

    /// The segue kinds (as Interface Builder names them) that push their destination onto the
    /// source's navigation stack.
    static let pushingSegueKinds: Set<String> = ["show", "push"]

    /// Each controller in a stack, with the navigation controller whose stack it is.
    private var containers: [String: Container] = [:]

    /// `containers` in document order: a controller two stacks reach sits in the first one's.
    /// `pushes`: each controller's show and push segues' destinations.
    init(containers: [Container], pushes: [String: [String]]) {
        let navigationControllers = Set(containers.map(\.controllerID))
        for container in containers {
            var pending = container.roots
            var next = 0
            // Each controller is entered once: a segue back up the stack (or round a cycle) ends there.
            while next < pending.count {
                let controller = pending[next]
                next += 1
                guard self.containers[controller] == nil, !navigationControllers.contains(controller) else { continue }
                self.containers[controller] = container
                pending += pushes[controller] ?? []
            }
        }
    }

    /// The id of the bar drawn over a controller's view: its controller's id and a word, which no
    /// Interface Builder id (letters, digits and dashes) nor compiled `#N` id can be.
    static func barID(forController controllerID: String) -> String {
        controllerID + ".simulatedNavigationBar"
    }

    /// `view`, the view of the controller `controllerID`, with its navigation controller's bar
    /// drawn on top showing `item` (the controller's navigation item, as `.bar(title:items:)`);
    /// unchanged when the controller is in no stack. A bar archived zero wide (a compiled
    /// navigation controller's: the controller sizes it at run time) spans the view.
    func addingBar(to view: RenderedView, controllerID: String, item: RenderedView.Control?) -> RenderedView {
        guard let container = containers[controllerID] else { return view }
        var bar = container.bar
        bar.objectID = Self.barID(forController: controllerID)
        bar.control = item ?? .bar(title: nil, items: [])
        bar.children = []
        if bar.frame.width <= 0 {
            bar.frame.width = view.frame.width
        }
        var view = view
        view.children.append(bar)
        return view
    }
}
