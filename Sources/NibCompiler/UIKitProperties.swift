import Foundation
import IBSource
import NibArchive
import UIKitNib

/// The keys each UIKit class reads in `init(coder:)`, written from Interface Builder's attributes.
/// Defaults Interface Builder leaves out are left out here too, as Xcode does. This file holds
/// the table of each element family's writers; the writers live by family in
/// `UIKitProperties+View`, `+Text`, `+Controls`, `+Containers`, `+Layout` and
/// `+ItemsAndRecognizers`.
enum UIKitProperties {
    typealias ObjectID = UIKitNibDraft.ObjectID

    /// A writer of some of an element's keys.
    typealias Writer = @Sendable (IBElement, ObjectID, inout UIKitNibBuilder) -> Void

    /// Each family of elements, its writers, in the order they write (every view's keys first,
    /// then its class's), and what those writers read of Interface Builder's XML.
    private static let families: [(elements: [String], writers: [Writer], reads: [InterfaceBuilderReads])] = [
        (
            [
                "view", "containerView", "collectionViewCellContentView", "tableViewCellContentView", "mapView",
            ], [writeView], [viewReads]
        ),
        (["visualEffectView"], [writeView, writeVisualEffectView], [viewReads, visualEffectViewReads]),
        (["webView"], [writeView, writeLegacyWebView], [viewReads, legacyWebViewReads]),
        (["wkWebView"], [writeView, WebKitWebView.write], [viewReads, webViewReads]),
        (["label"], [writeView, writeLabel], [viewReads, labelReads]),
        (["button"], [writeView, writeButton], [viewReads, controlReads, buttonReads]),
        (["imageView"], [writeView, writeImageView, writeOwnFlags], [viewReads, imageViewReads]),
        (["textField"], [writeView, writeTextField], [viewReads, controlReads, textFieldReads]),
        (
            ["textView"], [writeView, writeScrollView, writeTextView, writeOwnFlags],
            [viewReads, scrollViewReads, textViewReads]
        ),
        (["switch", "stepper", "segmentedControl", "pageControl"], [writeView, writeOwnControl], [viewReads, controlReads]),
        (["slider"], [writeView, writeOwnControl], [viewReads, controlReads, sliderReads]),
        (["datePicker"], [writeView, writeOwnControl], [viewReads, controlReads, datePickerReads]),
        (["refreshControl"], [writeView, writeRefreshControl], [viewReads, controlReads]),
        (["activityIndicatorView", "progressView", "pickerView", "searchBar"], [writeView, writeBar], [viewReads, barReads]),
        (["toolbar", "tabBar"], [writeView, writeBar, writeBarAppearances], [viewReads, barReads, barAppearanceReads]),
        (
            ["navigationBar"], [writeView, writeBar, writeNavigationBarTitleAttributes, writeBarAppearances],
            [viewReads, barReads, navigationBarReads, barAppearanceReads]
        ),
        (
            ["scrollView", "tableView", "collectionView"], [writeView, writeScrollView, writeCollectionView],
            [viewReads, scrollViewReads, collectionViewReads]
        ),
        (
            ["tableViewCell", "collectionViewCell", "collectionReusableView"], [writeView, writeCell],
            [viewReads, cellReads]
        ),
        (["stackView"], [writeView, writeStackView], [viewReads, stackViewReads]),
        (["constraint"], [writeConstraint], [constraintReads]),
        (["viewLayoutGuide"], [writeLayoutGuide], [layoutGuideReads]),
        (["keyboardLayoutGuide"], [writeKeyboardLayoutGuide], []),
        (["viewControllerLayoutGuide"], [writeControllerLayoutGuide], [controllerLayoutGuideReads]),
        (["navigationItem", "barButtonItem", "tabBarItem"], [writeBarItem, writeTabBarItemTag], [barItemReads]),
        (["collectionViewFlowLayout"], [writeFlowLayout], [flowLayoutReads]),
        (["tableViewSection"], [writeTableSection], [tableSectionReads]),
        (["customObject"], [], []),
        // A collection view's layout of the app's own class: UICollectionViewLayout archives
        // nothing of its own but the decoration views a layout registers, which a document cannot
        // (iOS 26.1's encoder), so its class is all there is.
        (["collectionViewLayout"], [], []),
        (["window"], [writeView, writeWindow], [viewReads, windowReads]),
    ]

    /// Writes a control's keys, and those of its class (a switch, slider, stepper, segmented
    /// control, page control or date picker).
    private static let writeOwnControl: Writer = { element, object, builder in
        writeControl(element, to: object, builder: &builder)
    }

    /// A table view controller's refresh control (IVPN's server list, Alamofire's example), which
    /// its storyboard's view nib holds in the table view (`UIRefreshControl`, apart from the
    /// subviews, as UIScrollView's coders keep it): a control's keys, then the style
    /// UIRefreshControl's encoder always writes, 2, what its decoder makes of none (iOS 18.2's and
    /// 26.1's UIKitCore, decompiled). No pair holds one, so it is an approximation.
    private static let writeRefreshControl: Writer = { element, object, builder in
        writeControl(element, to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.refreshControlStyle, .integer(2), on: object)
        builder.approximate(
            "refresh control \(element.id ?? ""), which no pair shows, is written as UIRefreshControl's encoder writes it (iOS 26.1)",
            at: element)
    }

    /// Writes the element's `encoderRuleFlags` after its other keys (labels and buttons place
    /// theirs among them).
    private static let writeOwnFlags: Writer = { element, object, builder in
        writeEncoderRuleFlags(element, to: object, builder: &builder)
    }

    /// The writers of each element the compiler knows, by its name.
    static let writers: [String: [Writer]] = Dictionary(
        uniqueKeysWithValues: families.flatMap { family in family.elements.map { ($0, family.writers) } })

    /// What the writers of each element read, by its name.
    static let reads: [String: InterfaceBuilderReads] = Dictionary(
        uniqueKeysWithValues: families.flatMap { family in
            family.elements.map { name in
                (name, (family.reads + [encoderRuleReads[name]].compactMap { $0 }).reduce(interfaceBuilderReads) { $0.union($1) })
            }
        })

    /// Writes `element`'s properties; false when the compiler does not know the element.
    static func write(_ element: IBElement, systemClass: String, to object: ObjectID, builder: inout UIKitNibBuilder) -> Bool {
        if let writers = writers[element.name] {
            for writer in writers { writer(element, object, &builder) }
        } else if element.name.hasSuffix("Controller") {
            // A storyboard writes its controllers' storyboard keys itself; the edges the view
            // extends under bars are the controller's own (Earth's MainWindow: none).
            writeExtendedEdges(element, to: object, builder: &builder)
            writeControllerFlags(element, to: object, builder: &builder)
        } else if systemClass.hasSuffix("GestureRecognizer") {
            writeGestureRecognizer(element, to: object, builder: &builder)
        } else {
            return false
        }
        return true
    }

    /// A window fills the screen it is shown on unless it says not (Earth's MainWindow, study
    /// pairs of 11.3 and 11.5).
    private static func writeWindow(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        builder.graph.set(UIKitNibKey.resizesToFullScreen, .bool(element["resizesToFullScreen"] != "NO"), on: object)
    }

    /// `<extendedEdge key="edgesForExtendedLayout" top="YES" …/>` as a `UIRectEdge` mask; none
    /// saved means all edges, UIKit's default, left out.
    private static func writeExtendedEdges(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        guard let edges = element.child("extendedEdge", key: "edgesForExtendedLayout") else { return }
        let bits: [(String, Int64)] = [("top", 1), ("left", 2), ("bottom", 4), ("right", 8)]
        let mask = bits.reduce(Int64(0)) { mask, edge in edges[edge.0] == "YES" ? mask | edge.1 : mask }
        builder.graph.set(UIKitNibKey.edgesForExtendedLayout, .integer(mask), on: object)
    }
}
