import Foundation
import NibArchive

/// The encoder settings `nibcat dump --raw --json` prints with.
public func json(_ archive: NibArchive) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(archive)
}
