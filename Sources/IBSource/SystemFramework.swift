/// The Apple framework a class name belongs to, by its prefix: `UILabel` is UIKit's, `MKMapView`
/// MapKit's, `NSView` AppKit's on macOS (an `NS` class in an iOS document, `NSLayoutConstraint`,
/// is reported as UIKit's, which archives it there). A name qualified by its module
/// (`UIKit.UILabel`) is read without it; a prefix followed by a lowercase letter (`UIntWrapper`)
/// or any other name is no framework's: an app's or a dependency's class. The one answer for
/// `show`, the catalog's code model and lint.
public enum SystemFramework {
    /// The module name (`UIKit`, `AppKit`, `MapKit`, …) of `className` on `platform`; nil when it
    /// is no system class.
    public static func of(className: String, platform: IBDocument.Platform) -> String? {
        var name = Substring(className)
        for module in ["UIKit.", "AppKit."] where name.hasPrefix(module) {
            name = name.dropFirst(module.count)
        }
        if name.hasPrefix("NS"), name.dropFirst(2).first?.isUppercase == true {
            return platform == .macOS ? "AppKit" : "UIKit"
        }
        guard let (prefix, module) = prefixes.first(where: { name.hasPrefix($0.prefix) }),
            name.dropFirst(prefix.count).first?.isUppercase == true
        else { return nil }
        return module
    }

    private static let prefixes: [(prefix: String, module: String)] = [
        ("UI", "UIKit"), ("MK", "MapKit"), ("WK", "WebKit"), ("SCN", "SceneKit"), ("SK", "SpriteKit"),
        ("GLK", "GLKit"), ("AV", "AVKit"), ("MTK", "MetalKit"), ("PDF", "PDFKit"), ("AR", "ARKit"),
    ]
}
