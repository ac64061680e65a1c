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
}
