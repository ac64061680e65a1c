import Foundation
import IBSource
import TestSupport
import Testing

@Suite struct IBDeviceConformanceTests {
    /// In the corpus, the frame Interface Builder gives a view controller's root view is the device's
    /// screen, for each device the corpus lays storyboards out for.
    @Test func screenSizesAreTheRootViewFramesInterfaceBuilderWrites() throws {
        var frames: [String: [IBSize: Int]] = [:]
        for url in TestPaths.interfaceBuilderDocuments(under: try TestPaths.corpus()) where url.pathExtension == "storyboard" {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let document = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
            guard let device = document.device, let root = document.root else { continue }
            for scene in root.children(in: "scenes") {
                for controller in scene.children(in: "objects") where controller.name == "viewController" {
                    // Under an opaque simulated bar the view starts below the bar (the MovieDetail pair).
                    let opaqueTopBar = controller.children.contains { $0["key"] == "simulatedTopBarMetrics" && $0["translucent"] == "NO" }
                    guard controller.child("size", key: "freeformSize") == nil, !opaqueTopBar,
                        let frame = controller.child("view", key: "view")?.child("rect", key: "frame"),
                        let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init)
                    else { continue }
                    frames[device.id + " " + (device.orientation ?? ""), default: [:]][IBSize(width: width, height: height), default: 0] +=
                        1
                }
            }
        }
        #expect(frames.count >= 5)
        for (key, sizes) in frames {
            let parts = key.split(separator: " ").map(String.init)
            let device = IBDevice(id: parts[0], orientation: parts.count > 1 ? parts[1] : nil)
            let common = try #require(sizes.max { ($0.value, $0.key.width) < ($1.value, $1.key.width) }?.key)
            #expect(device.screenSize == common, "\(key): \(sizes)")
        }
    }

    @Test func landscapeTurnsTheScreenAndUnknownDevicesHaveNoSize() throws {
        let xib = try TestPaths.corpus(
            "pairs/mixpanel-swift-v2.2.2-TakeoverNotificationViewController~iphonelandscape.xib/source/TakeoverNotificationViewController~iphonelandscape.xib"
        )
        let document = try IBDocumentReader.read(contentsOf: xib.path)
        #expect(document.device == IBDevice(id: "retina3_5", orientation: "landscape"))
        #expect(document.device?.screenSize == IBSize(width: 480, height: 320))
        #expect(IBDevice(id: "watch38").screenSize == nil)
    }
}
