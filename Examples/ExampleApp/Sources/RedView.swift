import UIKit

/// Top-level view class in RedView.xib; the nib's owner is RedViewOwner.
final class RedView: UIView {}
