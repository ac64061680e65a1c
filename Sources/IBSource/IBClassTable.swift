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
        switch platform {
        case .iOS, .tvOS:
            return SystemClass(name: capitalised(element, after: "UI"), module: "UIKit")
        case .macOS:
            return SystemClass(name: capitalised(element, after: "NS"), module: "AppKit")
        case .watchOS:
            return SystemClass(name: capitalised(element, after: "WKInterface"), module: "WatchKit")
        }
    }

    /// `prefix` and `element` with its first letter capitalised. Element names are ASCII: their
    /// first byte is raised in place, without the Unicode case mapping `uppercased()` looks up
    /// for every element the compiler reads.
    static func capitalised(_ element: String, after prefix: String) -> String {
        guard let first = element.utf8.first, first < 0x80 else {
            return prefix + element.prefix(1).uppercased() + element.dropFirst()
        }
        return String(unsafeUninitializedCapacity: prefix.utf8.count + element.utf8.count) { buffer in
            let elementStart = buffer.initialize(fromContentsOf: prefix.utf8)
            let end = buffer[elementStart...].initialize(fromContentsOf: element.utf8)
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) {
                buffer[elementStart] = first - (UInt8(ascii: "a") - UInt8(ascii: "A"))
            }
            return end
        }
    }

    public static func segueClass(platform: IBDocument.Platform) -> SystemClass {
        platform == .macOS
            ? SystemClass(name: "NSStoryboardSegue", module: "AppKit")
            : SystemClass(name: "UIStoryboardSegue", module: "UIKit")
    }
}
