import Foundation
import ResourceAssets
import TestSupport

/// What the image header reader's unit and conformance tests read: the example app's images, a
/// file's bytes, and the header of bytes.
public enum ImageHeaderSupport {
    public static let exampleImages = TestPaths.examples.appendingPathComponent("ExampleApp/Images")

    public static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    public static func read(_ bytes: [UInt8], _ format: ImageFormat) throws(ImageFileError) -> ImageHeader {
        try ImageHeaderReader.read(Data(bytes), format: format, path: "image")
    }
}
