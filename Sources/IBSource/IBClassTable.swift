/// The system class an Interface Builder element stands for, where its name does not say it.
public enum IBClassTable {
    public struct SystemClass: Sendable, Hashable {
        public var name: String
        public var module: String
    }

    /// Elements whose class is not the platform prefix plus the capitalised element name,
    /// or whose class lives outside the platform's UI framework.
    private static let exceptions: [IBDocument.Platform: [String: SystemClass]] = {
        let shared: [String: SystemClass] = [
            "mapView": SystemClass(name: "MKMapView", module: "MapKit"),
            "wkWebView": SystemClass(name: "WKWebView", module: "WebKit"),
            "skView": SystemClass(name: "SKView", module: "SpriteKit"),
            "sceneKitView": SystemClass(name: "SCNView", module: "SceneKit"),
            "mtkView": SystemClass(name: "MTKView", module: "MetalKit"),
            "pdfView": SystemClass(name: "PDFView", module: "PDFKit"),
            "arscnView": SystemClass(name: "ARSCNView", module: "ARKit"),
            "arskView": SystemClass(name: "ARSKView", module: "ARKit"),
            "glkView": SystemClass(name: "GLKView", module: "GLKit"),
            "glkViewController": SystemClass(name: "GLKViewController", module: "GLKit"),
            "avPlayerViewController": SystemClass(name: "AVPlayerViewController", module: "AVKit"),
            "customObject": SystemClass(name: "NSObject", module: "ObjectiveC"),
        ]
        let uiKit: [String: SystemClass] = [
            "constraint": SystemClass(name: "NSLayoutConstraint", module: "UIKit"),
            "viewLayoutGuide": SystemClass(name: "UILayoutGuide", module: "UIKit"),
            "viewControllerLayoutGuide": SystemClass(name: "_UILayoutGuide", module: "UIKit"),
            "containerView": SystemClass(name: "UIView", module: "UIKit"),
            "exit": SystemClass(name: "UIStoryboardUnwindSegueSource", module: "UIKit"),
            "hostingController": SystemClass(name: "UIHostingController", module: "SwiftUI"),
            "webView": SystemClass(name: "UIWebView", module: "UIKit"),
            "collectionViewCellContentView": SystemClass(name: "UIView", module: "UIKit"),
            // Interface Builder's own spelling of the long press recognizer's element.
            "pongPressGestureRecognizer": SystemClass(name: "UILongPressGestureRecognizer", module: "UIKit"),
        ]
        let appKit: [String: SystemClass] = [
            "constraint": SystemClass(name: "NSLayoutConstraint", module: "AppKit"),
            "customView": SystemClass(name: "NSView", module: "AppKit"),
            "pagecontroller": SystemClass(name: "NSPageController", module: "AppKit"),
            "hostingController": SystemClass(name: "NSHostingController", module: "SwiftUI"),
            "avPlayerView": SystemClass(name: "AVPlayerView", module: "AVKit"),
            "numberFormatter": SystemClass(name: "NSNumberFormatter", module: "Foundation"),
            "dateFormatter": SystemClass(name: "NSDateFormatter", module: "Foundation"),
            "byteCountFormatter": SystemClass(name: "NSByteCountFormatter", module: "Foundation"),
            "webView": SystemClass(name: "WebView", module: "WebKit"),
        ]
        let watchKit: [String: SystemClass] = [
            "controller": SystemClass(name: "WKInterfaceController", module: "WatchKit")
        ]
        return [
            .iOS: shared.merging(uiKit) { $1 },
            .tvOS: shared.merging(uiKit) { $1 },
            .macOS: shared.merging(appKit) { $1 },
            .watchOS: shared.merging(watchKit) { $1 },
        ]
    }()

    /// The system class of `element` on `platform`: from the table, else the platform's prefix
    /// and the capitalised element name (`tableViewCell` → `UITableViewCell`).
    public static func systemClass(forElement element: String, platform: IBDocument.Platform) -> SystemClass {
        if let known = exceptions[platform]?[element] {
            return known
        }
        let capitalised = element.prefix(1).uppercased() + element.dropFirst()
        switch platform {
        case .iOS, .tvOS:
            return SystemClass(name: "UI" + capitalised, module: "UIKit")
        case .macOS:
            return SystemClass(name: "NS" + capitalised, module: "AppKit")
        case .watchOS:
            return SystemClass(name: "WKInterface" + capitalised, module: "WatchKit")
        }
    }

    public static func segueClass(platform: IBDocument.Platform) -> SystemClass {
        platform == .macOS
            ? SystemClass(name: "NSStoryboardSegue", module: "AppKit")
            : SystemClass(name: "UIStoryboardSegue", module: "UIKit")
    }
}
