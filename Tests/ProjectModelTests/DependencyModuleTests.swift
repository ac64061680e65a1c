import ProjectModel
import Testing

@Suite struct DependencyModuleTests {
    static let packages: Set<String> = ["", "Modules/RSCore", "SourcePackages/checkouts/swift-log", "Carthage/Checkouts/Charts"]

    static func module(_ path: String) -> String? {
        DependencyModule.of(sourceAt: path, hasPackageManifest: { packages.contains($0) })
    }

    @Test func swiftPackagesTargetsAreTheirSourcesFolders() {
        #expect(Self.module("Modules/RSCore/Sources/RSCore/Extensions/String+RS.swift") == "RSCore")
        #expect(Self.module("SourcePackages/checkouts/swift-log/Sources/Logging/Logger.swift") == "Logging")
        #expect(Self.module("Sources/App Kit/View.swift") == "App_Kit")
        // A Sources folder of no package, or a file directly in Sources, is no target's.
        #expect(Self.module("Other/Sources/Thing/View.swift") == nil)
        #expect(Self.module("Modules/RSCore/Sources/Loose.swift") == nil)
    }

    @Test func podsAndCarthageCheckoutsAreTheirFolders() {
        #expect(Self.module("Pods/Alamofire/Source/Session.swift") == "Alamofire")
        #expect(Self.module("Pods/SDWebImage-Swift/Sources/Image.m") == "SDWebImage_Swift")
        #expect(Self.module("Pods/Target Support Files/Pods-App/Pods-App-umbrella.h") == nil)
        #expect(Self.module("Pods/Headers/Public/Thing.h") == nil)
        #expect(Self.module("Carthage/Checkouts/Charts/Sources/DGCharts/ChartView.swift") == "DGCharts")
        #expect(Self.module("Carthage/Checkouts/Kingfisher/Sources/Image.swift") == "Kingfisher")
        #expect(Self.module("App/ViewController.swift") == nil)
        #expect(Self.module("Pods/Loose.swift") == nil)
    }
}
