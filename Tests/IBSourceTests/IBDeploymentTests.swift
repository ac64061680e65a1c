import Foundation
import Testing

@testable import IBSource

/// The system a document builds for, as Interface Builder writes it in `<dependencies>`.
@Suite struct IBDeploymentTests {
    private static func deployment(_ element: String) throws -> IBDeployment? {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <dependencies>
                    \(element)
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="13173"/>
                </dependencies>
                <objects/>
            </document>
            """.utf8)
        let document = try IBDocumentReader.read(data: data, path: "Test.xib", keepingElements: true)
        return try IBDeployment(document: #require(document.root))
    }

    /// The versions of real documents: airbitz-ios-gui's OAuth view before and after it was
    /// raised for Xcode 9 (4.0, 7.0), the SwiftMessages pairs' (9.0, 9.1), Xcode 15's 17.0.
    @Test(arguments: [(1024, 4, 0), (1792, 7, 0), (2304, 9, 0), (2320, 9, 1), (4352, 17, 0)])
    func anIOSVersionIsItsMajorTimes256PlusItsMinorTimes16(_ encoded: Int, _ major: Int, _ minor: Int) throws {
        let deployment = try #require(try Self.deployment(#"<deployment version="\#(encoded)" identifier="iOS"/>"#))
        #expect(deployment.identifier == "iOS" && deployment.version == encoded && deployment.line == 4)
        let version = try #require(deployment.iOSVersion)
        #expect(version.major == major && version.minor == minor)
    }

    /// Without a `version` the document builds for its target's deployment target: mixpanel's
    /// storyboards (Xcode 7.3 pairs) record only the `defaultVersion` they were saved with.
    @Test func aDocumentNamingNoVersionBuildsForItsTarget() throws {
        let recorded = try #require(try Self.deployment(#"<deployment defaultVersion="1536" identifier="iOS"/>"#))
        #expect(recorded.version == nil && recorded.iOSVersion == nil)
        let target = try #require(try Self.deployment(#"<deployment identifier="iOS"/>"#))
        #expect(target.version == nil && target.iOSVersion == nil)
        #expect(try Self.deployment("") == nil)
    }

    /// macOS versions are written another way (`1070` is 10.7): not read as iOS's.
    @Test func anotherSystemHasNoIOSVersion() throws {
        let macOS = try #require(try Self.deployment(#"<deployment version="1070" identifier="macosx"/>"#))
        #expect(macOS.version == 1070 && macOS.iOSVersion == nil)
        #expect(IBDeployment.iOSVersion(encoded: 0) == nil)
    }
}
