import UIKit

final class AppView: UIView {}
