/// The name of a nib in a `.storyboardc` folder (without `.nib`). A scene's controller nib is
/// named by the controller's storyboard identifier, else `<Class>-<controller id>`
/// (`UINavigationController-Xy1-ab-cd2`); a controller's view nib is
/// `<controller id>-view-<view id>`. The compiler writes these names and the renderer and the
/// catalog read them, all through this type.
public enum StoryboardNibName: Sendable, Hashable {
    /// A scene's controller nib, by identifier or generated name.
    case controller(String)
    /// A controller's view nib.
    case view(controllerID: String, viewID: String)

    private static let viewSeparator = "-view-"

    /// The name `name` read: a view nib's when it holds `-view-`, a controller nib's otherwise.
    public init(_ name: some StringProtocol) {
        if let separator = name.range(of: Self.viewSeparator) {
            self = .view(controllerID: String(name[..<separator.lowerBound]), viewID: String(name[separator.upperBound...]))
        } else {
            self = .controller(String(name))
        }
    }

    /// The name Xcode gives the nib of a controller without a storyboard identifier.
    public static func generated(className: String, controllerID: String) -> StoryboardNibName {
        .controller(className + "-" + controllerID)
    }

    public var text: String {
        switch self {
        case .controller(let name): name
        case .view(let controllerID, let viewID): controllerID + Self.viewSeparator + viewID
        }
    }

    public var isView: Bool {
        if case .view = self { true } else { false }
    }

    /// Whether this is the generated name of the controller `controllerID`'s nib (`<Class>-<id>`).
    public func isGenerated(forController controllerID: String) -> Bool {
        guard case .controller(let name) = self else { return false }
        return name.hasSuffix("-" + controllerID)
    }
}
