/// What Interface Builder leaves out of an AppKit element when it holds its default, read with
/// that default: each default is written here once, for the compiler and the renderer.
extension IBElement {
    /// A cell's text alignment (`alignment`); natural when left out.
    public var cellAlignment: String { self["alignment"] ?? "natural" }
    /// A cell's line break mode (`lineBreakMode`); word wrapping when left out.
    public var cellLineBreakMode: String { self["lineBreakMode"] ?? "wordWrapping" }
    /// A cell's image scaling (`imageScaling`); proportionally down when left out.
    public var cellImageScaling: String { self["imageScaling"] ?? "proportionallyDown" }
    /// A button cell's type (`type`); a push button when left out.
    public var buttonCellType: String { self["type"] ?? "push" }
    /// A scroll view's border (`borderType`); the bezel when left out.
    public var scrollViewBorderType: String { self["borderType"] ?? "bezel" }

    /// The line break modes that wrap a cell's text onto more lines; the others keep one line.
    public static let wrappingLineBreakModes: Set<String> = ["wordWrapping", "charWrapping"]
}
