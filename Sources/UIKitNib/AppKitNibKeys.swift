/// The keys of an AppKit nib's objects that the readers use (`NibSemantics`, the picture of a
/// compiled AppKit nib), each named once.
public enum AppKitNibKey {
    /// What an AppKit nib's root holds: its `NSIBObjectData`.
    public static let objectData = UIKitNibKey.appKitObjectData
    /// The object data's File's Owner, and its parallel lists of objects and their parents.
    public static let root = "NSRoot"
    public static let objectsKeys = "NSObjectsKeys"
    public static let objectsValues = "NSObjectsValues"
    public static let connections = "NSConnections"
    public static let connectionSource = "NSSource"
    public static let connectionDestination = "NSDestination"
    public static let connectionLabel = "NSLabel"
    public static let binding = "NSBinding"
    /// A class swapper's or custom object's class, and a swapper's original class.
    public static let className = "NSClassName"
    public static let originalClassName = "NSOriginalClassName"
    public static let resourceName = "NSResourceName"
    public static let catalogName = "NSCatalogName"
    /// A view's frame (`{{x, y}, {w, h}}`) or, at the origin, its size (`{w, h}`).
    public static let frame = "NSFrame"
    public static let frameSize = "NSFrameSize"
    public static let subviews = "NSSubviews"
    public static let viewFlags = "NSvFlags"
    public static let windowView = "NSWindowView"
    public static let cell = "NSCell"
    public static let cellFlags = "NSCellFlags"
    public static let contents = "NSContents"
    public static let placeholder = "NSPlaceholderString"
    public static let alternateImage = "NSAlternateImage"
    public static let imageName = "NSImageName"
    public static let menuItem = "NSMenuItem"
    public static let title = "NSTitle"
    public static let titleCell = "NSTitleCell"
    public static let titlePosition = "NSTitlePosition"
    public static let boxType = "NSBoxType"
    public static let bezelStyle = "NSBezelStyle"
    public static let buttonFlags = "NSButtonFlags"
}
