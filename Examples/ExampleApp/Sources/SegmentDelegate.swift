import Foundation

/// Created in code and passed to the nib as an External Object.
final class SegmentDelegate: NSObject {}
