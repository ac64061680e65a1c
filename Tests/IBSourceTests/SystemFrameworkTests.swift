import IBSource
import Testing

@Suite struct SystemFrameworkTests {
    @Test(arguments: [
        ("UILabel", IBDocument.Platform.iOS, "UIKit" as String?), ("UIKit.UILabel", .iOS, "UIKit"), ("MKMapView", .iOS, "MapKit"),
        ("SCNView", .iOS, "SceneKit"), ("SKView", .iOS, "SpriteKit"), ("NSView", .macOS, "AppKit"), ("AppKit.NSView", .macOS, "AppKit"),
        ("NSLayoutConstraint", .iOS, "UIKit"), ("UIntWrapper", .iOS, nil), ("Numbers", .iOS, nil), ("NSomething", .macOS, nil),
        ("ProfileView", .iOS, nil), ("UI", .iOS, nil),
    ])
    func theFrameworkOfAClassName(name: String, platform: IBDocument.Platform, module: String?) {
        #expect(SystemFramework.of(className: name, platform: platform) == module)
    }
}
