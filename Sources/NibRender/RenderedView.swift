import UIKitNib

/// What is drawn of one view: read from a source document (`SourceViews`) or a compiled nib
/// (`CompiledViews`), drawn by `SVGDrawing` alone, so both give the same picture.
public struct RenderedView: Sendable, Hashable {
    /// The object's id: the Interface Builder id in a source document, `#N` (its archive index)
    /// in a compiled nib.
    public var objectID: String
    /// The class the object is at run time: its custom class, else `systemClass`.
    public var className: String
    /// The UIKit class the object is made as (`UILabel`), which says how it is drawn.
    public var systemClass: String
    public var kind: Kind
    /// In the superview's coordinates.
    public var frame: RenderRect
    public var backgroundColor: RenderColor?
    public var tintColor: RenderColor?
    public var borderWidth: Double = 0
    public var borderColor: RenderColor?
    public var cornerRadius: Double = 0
    public var isHidden = false
    public var alpha: Double = 1
    /// A label's or text field's text, a button's normal title.
    public var text: RenderText?
    public var placeholder: String?
    /// The image an image view (or a button) shows, by the name the document gives.
    public var imageName: String?
    /// The image is one the system provides by that name (AppKit's `NSFolder`), not the project.
    public var isSystemImage = false
    /// How an image fills the view.
    public var contentMode: ContentMode = .scaleToFill
    public var control: Control?
    public var children: [RenderedView] = []

    public init(objectID: String, className: String, systemClass: String, frame: RenderRect) {
        self.objectID = objectID
        self.className = className
        self.systemClass = systemClass
        self.kind = Kind(systemClass: systemClass)
        self.frame = frame
    }

    /// How a view is drawn, from its UIKit class.
    public enum Kind: String, Sendable, Hashable {
        case view, label, button, imageView, textField, textView, switchControl, slider, segmentedControl
        case navigationBar, tabBar, toolbar, searchBar, tableView, collectionView, tableViewCell, collectionViewCell
        case stackView, scrollView, activityIndicator, progressView, pageControl, stepper, datePicker, pickerView
        case visualEffectView, webView, mapView
        // AppKit's own: a scroll view's content area and scroll bars, a table's header and its columns, a titled box, a pop-up
        // button, a combo box.
        case clipView, scroller, tableHeaderView, tableColumn, box, popUpButton, comboBox

        static let byClass: [String: Kind] = [
            "UILabel": .label, "UIButton": .button, "UIImageView": .imageView, "UITextField": .textField,
            "UITextView": .textView, "UISwitch": .switchControl, "UISlider": .slider,
            "UISegmentedControl": .segmentedControl, "UINavigationBar": .navigationBar, "UITabBar": .tabBar,
            "UIToolbar": .toolbar, "UISearchBar": .searchBar, "UITableView": .tableView,
            "UICollectionView": .collectionView, "UITableViewCell": .tableViewCell,
            "UICollectionViewCell": .collectionViewCell, "UICollectionReusableView": .collectionViewCell,
            "UIStackView": .stackView, "UIScrollView": .scrollView, "UIActivityIndicatorView": .activityIndicator,
            "UIProgressView": .progressView, "UIPageControl": .pageControl, "UIStepper": .stepper,
            "UIDatePicker": .datePicker, "UIPickerView": .pickerView, "UIVisualEffectView": .visualEffectView,
            "WKWebView": .webView, "UIWebView": .webView, "MKMapView": .mapView,
            // AppKit's controls: their cells hold what they show (`SourceViews`).
            "NSTextField": .textField, "NSSecureTextField": .textField, "NSSearchField": .textField,
            "NSTokenField": .textField, "NSComboBox": .comboBox, "NSButton": .button, "NSPopUpButton": .popUpButton,
            "NSImageView": .imageView,
            "NSSlider": .slider, "NSProgressIndicator": .progressView, "NSTextView": .textView, "NSBox": .box,
            "NSScrollView": .scrollView, "NSClipView": .clipView, "NSScroller": .scroller, "NSTableView": .tableView,
            "NSOutlineView": .tableView,
            "NSTableHeaderView": .tableHeaderView, "NSTableColumn": .tableColumn,
        ]

        /// AppKit views of this kind count their subviews' frames from the top (`isFlipped`); a
        /// clip view as the table or text view it scrolls.
        var isFlippedInAppKit: Bool {
            [.scrollView, .clipView, .tableView, .tableHeaderView, .textView].contains(self)
        }

        public init(systemClass: String) {
            self = Self.byClass[systemClass] ?? .view
        }
    }

    /// What a system control shows besides text and colors.
    public enum Control: Sendable, Hashable {
        case switchControl(isOn: Bool)
        case slider(value: Double, minimum: Double, maximum: Double)
        case segments(titles: [String], selected: Int?)
        case progress(Double)
        case pages(count: Int, current: Int)
        /// A navigation bar's title and its bar button items; a tab bar's or toolbar's items.
        case bar(title: String?, items: [BarItem])
        /// An AppKit button's bezel: a push button's rounded one, or a square button's.
        case bezel(isSquare: Bool)
        case checkbox(isOn: Bool)
        case radio(isOn: Bool)
        /// An AppKit table's rows, each `height` high (with the spacing between rows), striped or ruled.
        case tableRows(height: Double, isAlternating: Bool)
    }

    /// `UIView.ContentMode`, named as Interface Builder writes it; the case order is UIKit's numbering.
    public enum ContentMode: String, Sendable, Hashable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// `UIContentMode` as a nib archives it.
        public init?(number: Int) {
            guard Self.allCases.indices.contains(number) else { return nil }
            self = Self.allCases[number]
        }
    }

    /// The layer properties documents set as user-defined runtime attributes.
    enum LayerKeyPath: String {
        case cornerRadius = "layer.cornerRadius"
        case borderWidth = "layer.borderWidth"
        case borderColor = "layer.borderColor"
        /// The usual `@IBInspectable` stand-in: `layer.borderColor` takes a `CGColor`, which IB cannot set.
        case borderUIColor = "layer.borderUIColor"
    }

    /// A table's or collection's prototype cells as the running app shows its first rows: one
    /// under the other from the top (a collection's side by side, wrapping at `width`). Documents
    /// place them under Interface Builder's "Prototype Cells" header, and nibs at the origin.
    static func laidOutPrototypes(_ cells: [RenderedView], in container: Kind, width: Double) -> [RenderedView] {
        var (x, y, rowHeight) = (0.0, 0.0, 0.0)
        return cells.map { cell in
            var cell = cell
            if container == .collectionView {
                if x > 0, x + cell.frame.width > width {
                    (x, y, rowHeight) = (0, y + rowHeight, 0)
                }
                (cell.frame.x, cell.frame.y) = (x, y)
                x += cell.frame.width
                rowHeight = max(rowHeight, cell.frame.height)
            } else {
                (cell.frame.x, cell.frame.y) = (0, y)
                y += cell.frame.height
            }
            return cell
        }
    }

    /// This view and every view below it, depth-first in drawing order.
    public var allViews: [RenderedView] {
        [self] + children.flatMap(\.allViews)
    }
}

/// A bar button item or tab bar item as a bar shows it: its title (or its system item's) and
/// its image, by the name the document gives.
public struct BarItem: Sendable, Hashable {
    public var title: String?
    public var imageName: String?

    public init(title: String?, imageName: String? = nil) {
        self.title = title
        self.imageName = imageName
    }

    /// What a bar's text shows of it: its title, else its image's name.
    var caption: String {
        title ?? imageName ?? ""
    }
}

/// An sRGB color, components from 0 to 1.
public struct RenderColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamped(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamped(red)
        self.green = clamped(green)
        self.blue = clamped(blue)
        self.alpha = clamped(alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Drawn where a color is set but cannot be resolved (an unknown named color): a loud magenta.
    public static let unresolved = RenderColor(red: 1, green: 0, blue: 1)

    /// `#rrggbb`, the alpha apart.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}

public struct RenderFont: Sendable, Hashable {
    public var pointSize: Double
    public var isBold: Bool

    public init(pointSize: Double, isBold: Bool = false) {
        self.pointSize = pointSize
        self.isBold = isBold
    }

    public static let standard = RenderFont(pointSize: 17)
}

public struct RenderText: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable {
        case natural, left, center, right, justified

        public init(_ alignment: UIKitTextAlignment) {
            switch alignment {
            case .left: self = .left
            case .center: self = .center
            case .right: self = .right
            case .justified: self = .justified
            case .natural: self = .natural
            }
        }
    }

    public var string: String
    public var font: RenderFont
    public var color: RenderColor
    public var alignment: Alignment
    /// How many lines the text wraps to (`UILabel.numberOfLines`): 1 keeps it on one line, cut
    /// with "…"; 0 takes as many as the view's height holds.
    public var numberOfLines = 1

    public init(string: String, font: RenderFont = .standard, color: RenderColor = RenderColor(white: 0), alignment: Alignment = .natural) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

/// One picture of a document: a top-level view of a xib, a storyboard scene's view.
public struct RenderedPicture: Sendable, Hashable {
    /// The top-level view's object id; for a storyboard scene, the scene's controller id.
    public var id: String
    /// Shown under the picture: the view's class, or the scene's controller class and title.
    public var caption: String
    public var root: RenderedView
    /// What `--scene` may name the picture by: scene id, controller id, storyboard identifier,
    /// class, title, label.
    public var aliases: [String]

    public init(id: String, caption: String, root: RenderedView, aliases: [String] = []) {
        self.id = id
        self.caption = caption
        self.root = root
        self.aliases = aliases
    }
}
