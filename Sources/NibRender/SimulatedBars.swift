/// The bars Xcode's canvas draws over a storyboard controller that sits in a container (simulated
/// bars): a navigation bar across the top of a controller in a navigation controller's stack
/// (its root children, and every controller a show or push segue leads to from one in the
/// stack) showing the controller's navigation item, and a tab bar across the bottom of a tab bar
/// controller's tab (and of every controller in the stack of a navigation controller that is a
/// tab) showing the tabs' items. `SourceViews` and `CompiledStoryboardViews` read the
/// containers; this draws the bars the same way for both.
struct SimulatedBars {
    /// A navigation controller: its bar as drawn in its own scene, and its root children.
    struct NavigationController {
        var controllerID: String
        var bar: RenderedView
        var roots: [String]
    }

    /// A tab bar controller: its bar as drawn in its own scene showing its tabs' item titles
    /// (`.bar(title: nil, items:)`), and its tabs' controllers in order.
    struct TabBarController {
        var controllerID: String
        var bar: RenderedView
        var tabs: [String]
    }

    /// The segue kinds (as Interface Builder names them) that push their destination onto the
    /// source's navigation stack.
    static let pushingSegueKinds: Set<String> = ["show", "push"]

    /// Each controller in a stack, with the navigation controller whose stack it is.
    private var navigationControllers: [String: NavigationController] = [:]
    /// Each controller in a tab, with the tab bar controller.
    private var tabBarControllers: [String: TabBarController] = [:]

    /// The containers in document order: a controller two stacks (or two tab bar controllers)
    /// reach sits in the first one's. `pushes`: each controller's show and push segues' destinations.
    init(navigationControllers: [NavigationController], tabBarControllers: [TabBarController] = [], pushes: [String: [String]]) {
        let containers = Set(navigationControllers.map(\.controllerID))
        for container in navigationControllers {
            var pending = container.roots
            var next = 0
            // Each controller is entered once: a segue back up the stack (or round a cycle) ends there.
            while next < pending.count {
                let controller = pending[next]
                next += 1
                guard self.navigationControllers[controller] == nil, !containers.contains(controller) else { continue }
                self.navigationControllers[controller] = container
                pending += pushes[controller] ?? []
            }
        }
        // A tab bar controller is no tab of one: its scene shows its own bar already.
        let tabContainers = Set(tabBarControllers.map(\.controllerID))
        for container in tabBarControllers {
            for tab in container.tabs where !tabContainers.contains(tab) {
                let stack = self.navigationControllers.filter { $0.value.controllerID == tab }.keys
                for controller in [tab] + stack where self.tabBarControllers[controller] == nil {
                    self.tabBarControllers[controller] = container
                }
            }
        }
    }

    /// The ids of the bars drawn over a controller's view: its controller's id and a word, which
    /// no Interface Builder id (letters, digits and dashes) nor compiled `#N` id can be.
    static func navigationBarID(forController controllerID: String) -> String {
        controllerID + ".simulatedNavigationBar"
    }

    /// The height a navigation controller gives its bar in portrait at run time, whatever its nib
    /// says (Xcode 13.4 and later archive it 50 points high, its item laid out).
    static let navigationBarHeight = 44.0

    static func tabBarID(forController controllerID: String) -> String {
        controllerID + ".simulatedTabBar"
    }

    /// `view`, the view of the controller `controllerID`, with its containers' bars drawn on top:
    /// its navigation controller's bar at that bar's frame showing `item` (the controller's
    /// navigation item, as `.bar(title:items:)`), its tab bar controller's bar across the
    /// bottom. Unchanged when the controller is in no container; without the navigation bar
    /// when `showsNavigationBar` is false (simulated metrics turning it off). A bar archived
    /// zero wide (a compiled navigation controller's: the controller sizes it at run time) spans
    /// the view at UIKit's height from its archived top.
    func addingBars(to view: RenderedView, controllerID: String, item: RenderedView.Control?, showsNavigationBar: Bool = true)
        -> RenderedView
    {
        var view = view
        if showsNavigationBar, let container = navigationControllers[controllerID] {
            var bar = container.bar
            bar.objectID = Self.navigationBarID(forController: controllerID)
            bar.control = item ?? .bar(title: nil, items: [])
            bar.children = []
            if bar.frame.width <= 0 {
                bar.frame.width = view.frame.width
                bar.frame.height = Self.navigationBarHeight
            }
            view.children.append(bar)
        }
        if let container = tabBarControllers[controllerID] {
            var bar = container.bar
            bar.objectID = Self.tabBarID(forController: controllerID)
            bar.children = []
            // Interface Builder keeps the tab bar's frame at the top of its controller's scene.
            bar.frame.y = view.frame.height - bar.frame.height
            if bar.frame.width <= 0 {
                bar.frame.width = view.frame.width
            }
            view.children.append(bar)
        }
        return view
    }
}
