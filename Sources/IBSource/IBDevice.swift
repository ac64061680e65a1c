/// A point in a document's coordinates (`<point>`).
public struct IBPoint: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and height in points.
public struct IBSize: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// The device an iOS or tvOS document is laid out for: `<device id="retina6_12" orientation="portrait"/>`.
public struct IBDevice: Sendable, Hashable, Codable {
    public var id: String
    /// `portrait` or `landscape`, as written.
    public var orientation: String?

    public init(id: String, orientation: String? = nil) {
        self.id = id
        self.orientation = orientation
    }

    /// The screen in points as the document is oriented; nil for a device id this table lacks.
    public var screenSize: IBSize? {
        guard let portrait = Self.portraitScreenSizes[id] else { return nil }
        return orientation == "landscape" ? IBSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// The width and height size classes UIKit gives a full-screen app on the device as the
    /// document is oriented: regular both ways on an iPad; on an iPhone a compact width and a
    /// regular height upright, a compact height on its side, where the phones 414 points wide
    /// and wider (the Plus, Max and XR sizes) have a regular width. Nil for a device id the
    /// screen table lacks and for the Apple TV, which has no size classes to vary.
    public var sizeClasses: (width: IBVariation.SizeClass, height: IBVariation.SizeClass)? {
        guard let portrait = Self.portraitScreenSizes[id], id != Self.appleTV else { return nil }
        if id.hasPrefix(Self.iPadPrefix) {
            return (.regular, .regular)
        }
        guard orientation == "landscape" else { return (.compact, .regular) }
        return (portrait.width >= Self.narrowestRegularWidthPhone ? .regular : .compact, .compact)
    }

    private static let iPadPrefix = "ipad"
    private static let appleTV = "appleTV"
    private static let narrowestRegularWidthPhone = 414.0

    /// Interface Builder's device ids and their portrait screens in points.
    private static let portraitScreenSizes: [String: IBSize] = [
        "retina3_5": IBSize(width: 320, height: 480),
        "retina4_0": IBSize(width: 320, height: 568),
        "retina4_7": IBSize(width: 375, height: 667),
        "retina5_5": IBSize(width: 414, height: 736),
        "retina5_9": IBSize(width: 375, height: 812),
        "retina5_4": IBSize(width: 375, height: 812),
        "retina6_1": IBSize(width: 414, height: 896),
        "retina6_5": IBSize(width: 414, height: 896),
        "retina6_0": IBSize(width: 390, height: 844),
        "retina6_7": IBSize(width: 428, height: 926),
        "retina6_12": IBSize(width: 393, height: 852),
        "retina6_72": IBSize(width: 430, height: 932),
        "ipad7_9": IBSize(width: 768, height: 1024),
        "ipad9_7": IBSize(width: 768, height: 1024),
        "ipad10_2": IBSize(width: 810, height: 1080),
        "ipad10_5": IBSize(width: 834, height: 1112),
        "ipad10_9rounded": IBSize(width: 820, height: 1180),
        "ipad11": IBSize(width: 834, height: 1194),
        "ipad11_0rounded": IBSize(width: 834, height: 1194),
        "ipad12_9": IBSize(width: 1024, height: 1366),
        "ipad12_9rounded": IBSize(width: 1024, height: 1366),
        appleTV: IBSize(width: 1920, height: 1080),
    ]
}
