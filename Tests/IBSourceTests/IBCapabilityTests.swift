import Foundation
import Testing

@testable import IBSource

/// The features of Interface Builder a document declares it uses, with the first Xcode that reads each.
@Suite struct IBCapabilityTests {
    /// The capabilities of an Xcode 14 document in document order, with their lines; the
    /// deployment and plug-in beside them are not capabilities.
    @Test func aDocumentsCapabilitiesAreReadInOrder() throws {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21701"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                    <capability name="a capability without its version"/>
                </dependencies>
                <objects/>
            </document>
            """.utf8)
        let root = try #require(try IBDocumentReader.read(data: data, path: "Test.xib", keepingElements: true).root)
        #expect(
            IBCapability.all(in: root) == [
                IBCapability(name: "Safe area layout guides", minimumToolsVersion: "9.0", line: 6),
                IBCapability(name: "System colors in document resources", minimumToolsVersion: "11.0", line: 7),
                IBCapability(name: "documents saved in the Xcode 8 format", minimumToolsVersion: "8.0", line: 8),
            ])
        #expect(IBCapability.all(in: IBElement(name: "document", attributes: [:], line: 1)).isEmpty)
    }
}
