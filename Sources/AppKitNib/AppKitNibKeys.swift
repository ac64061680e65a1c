/// The keys of an AppKit nib's objects that the model and the readers use (`NibSemantics`, the
/// picture of a compiled AppKit nib), each named once.
public enum AppKitNibKey {
    /// What an AppKit nib's root holds: its `NSIBObjectData`, and the version of the system font
    /// the nib was compiled against.
    public static let objectData = "IB.objectdata"
    public static let systemFontUpdateVersion = "IB.systemFontUpdateVersion"
    /// The object data's File's Owner, and its parallel lists of objects and their parents.
    public static let root = "NSRoot"
    public static let objectsKeys = "NSObjectsKeys"
    public static let objectsValues = "NSObjectsValues"
    /// Every object with an object id, and the ids (numbers) in the same order.
    public static let oidsKeys = "NSOidsKeys"
    public static let oidsValues = "NSOidsValues"
    public static let visibleWindows = "NSVisibleWindows"
    public static let connections = "NSConnections"
    public static let accessibilityConnectors = "NSAccessibilityConnectors"
    public static let accessibilityOidsKeys = "NSAccessibilityOidsKeys"
    public static let accessibilityOidsValues = "NSAccessibilityOidsValues"
    public static let connectionSource = "NSSource"
    public static let connectionDestination = "NSDestination"
    public static let connectionLabel = "NSLabel"
    /// An outlet to a controller made by a selector (`creationSelector` in Interface Builder).
    public static let childControllerCreationSelectorName = "NSChildControllerCreationSelectorName"
    public static let binding = "NSBinding"
    public static let bindingKeyPath = "NSKeyPath"
    public static let bindingOptions = "NSOptions"
    public static let bindingPreviousConnector = "NSPreviousConnector"
    public static let bindingConnectorVersion = "NSNibBindingConnectorVersion"
    /// A help anchor: the help book's file and the marker in it.
    public static let helpFile = "NSFile"
    public static let helpMarker = "NSMarker"
    /// User-defined runtime attributes: the object, and its key paths and values in one order.
    public static let runtimeAttributesObject = "NSObject"
    public static let runtimeAttributesKeyPaths = "NSKeyPaths"
    public static let runtimeAttributesValues = "NSValues"
    /// An accessibility attribute set in Interface Builder: the object, the attribute, the value.
    public static let accessibilityAttributeDestination = "AXDestinationArchiveKey"
    public static let accessibilityAttributeType = "AXAttributeTypeArchiveKey"
    public static let accessibilityAttributeValue = "AXAttributeValueArchiveKey"
    /// An external object's identifier (`NSNibExternalObjectPlaceholder`).
    public static let externalObjectIdentifier = "NSExternalObjectPlaceholderIdentifier"
    /// A custom object's class as Interface Builder names it (`IBClassReference`).
    public static let classReference = "IBClassReference"
    public static let classReferenceClassName = "IBClassName"
    public static let classReferenceModuleName = "IBModuleName"
    public static let classReferenceModuleProvider = "IBModuleProvider"
    /// The application object's main menu (`NSCustomObject` of `NSApplication`).
    public static let mainMenu = "IBMainMenu"
    /// A class swapper's, custom object's or custom view's class, and a swapper's original class.
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

/// The classes of an AppKit nib's structure, each named once.
public enum AppKitNibClass {
    public static let root = "NSObject"
    public static let objectData = "NSIBObjectData"
    public static let customObject = "NSCustomObject"
    public static let classSwapper = "NSClassSwapper"
    public static let externalObjectPlaceholder = "NSNibExternalObjectPlaceholder"
    public static let classReference = "IBClassReference"
    public static let outletConnector = "NSNibOutletConnector"
    public static let controlConnector = "NSNibControlConnector"
    public static let bindingConnector = "NSNibBindingConnector"
    /// A connector with a label and a source only (storyboard scenes' segues).
    public static let connector = "NSNibConnector"
    public static let helpConnector = "NSIBHelpConnector"
    public static let runtimeAttributesConnector = "NSIBUserDefinedRuntimeAttributesConnector"
    public static let accessibilityAttributeConnector = "NSNibAXAttributeConnector"
}
