import UIKit

final class DraftView: UIView {}
