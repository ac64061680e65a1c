import Foundation
import IBSource
import TestSupport
import Testing

@Suite struct IBDeviceTests {
    @Test func scenesKeepTheirCanvasLocation() throws {
        let document = try IBDocumentReader.read(
            contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path)
        #expect(document.device == IBDevice(id: "retina6_12", orientation: "portrait"))
        let home = try #require(document.scenes.first { $0.sceneID == "Hs2-sC-8mB" })
        #expect(home.canvasLocation == IBPoint(x: 120, y: 40))
        #expect(document.scenes.allSatisfy { $0.canvasLocation != nil })
    }

    /// UIKit's size classes for a full-screen app: an iPad's regular both ways; a phone's compact
    /// width upright and compact height on its side, where it is regular wide from 414 points.
    @Test(arguments: [
        ("ipad11_0rounded", "landscape", "regular", "regular"), ("ipad9_7", "portrait", "regular", "regular"),
        ("retina6_12", "portrait", "compact", "regular"), ("retina6_12", "landscape", "compact", "compact"),
        ("retina6_1", "landscape", "regular", "compact"), ("retina5_5", "landscape", "regular", "compact"),
        ("retina4_7", "landscape", "compact", "compact"),
    ])
    func sizeClassesAreUIKits(id: String, orientation: String, width: String, height: String) throws {
        let classes = try #require(IBDevice(id: id, orientation: orientation).sizeClasses)
        #expect(classes.width.rawValue == width && classes.height.rawValue == height)
    }

    @Test func theAppleTVAndUnknownDevicesHaveNoSizeClasses() {
        #expect(IBDevice(id: "appleTV").sizeClasses == nil)
        #expect(IBDevice(id: "watch38").sizeClasses == nil)
    }
}
