import Foundation

/// An "Object" instantiated by SegmentView.xib itself.
final class SegmentDelegate: NSObject {}
