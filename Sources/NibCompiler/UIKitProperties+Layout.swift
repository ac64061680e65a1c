import Foundation
import IBSource
import NibArchive
import UIKitNib

extension UIKitProperties {
    /// A constraint on a safe area, compiled for systems before iOS 11, which have none: its top
    /// on the top layout guide's bottom and its bottom on the bottom guide's top where the view's
    /// safe area became them (`SceneCompilation.translatesSafeArea`), its other edges on the view
    /// itself, as Xcode 9 said it backdeploys safe areas. No pair shows such a constraint, so it is
    /// an approximation; the constraint stays one UIKit can load.
    private static func onSystemsWithoutSafeAreas(_ element: IBElement, builder: inout UIKitNibBuilder) -> IBElement {
        guard !builder.archivesSafeAreaGuides else { return element }
        var translated = element
        for (item, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")] {
            guard let guide = element[item], let owner = builder.resources.safeAreaGuideOwners[guide] else { continue }
            let guides = builder.translatedSafeAreaGuides[owner]
            switch (element[attribute], guides) {
            case ("top", let guides?):
                translated.attributes[item] = guides.top
                translated.attributes[attribute] = "bottom"
            case ("bottom", let guides?):
                translated.attributes[item] = guides.bottom
                translated.attributes[attribute] = "top"
            default:
                translated.attributes[item] = owner
            }
        }
        if translated != element {
            builder.approximate(
                "a constraint on a safe area, compiled for systems before iOS 11, which have none, is placed by the view and its layout guides as no pair shows",
                at: element)
        }
        return translated
    }

    static func writeConstraint(_ saved: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let element = onSystemsWithoutSafeAreas(saved, builder: &builder)
        // `…V2` keys hold the margin-relative attributes and the constant as written; the plain keys
        // the same edge without the margin, its 8 points folded into the constant, for systems
        // without margins. Every Xcode from 9.1 on writes both (the SwiftMessages, aws-sdk, mapbox
        // pairs and the metamap nibs: `leading = superview.leadingMargin + 30` archives NSConstant 38).
        let source = LayoutConstraintSource(element)
        let first = source.firstAttribute ?? 0
        let second = source.secondAttribute
        let multiplier = source.multiplier
        let isStandardSpacing = source.isStandardSpacing
        let written = source.constant
        var plainConstant = written
        // The margins are the item's: a table header view's 16 points archive NSConstant 16
        // (OmiseSDK study pair, Xcode 11.7); Xcode 8.3.2 folds 8 whatever the view declares (a
        // study pair's view with zero margins). No pair shows 9 to 11.6: Xcode 9, which brought
        // directional margins, is taken as the change.
        let firstItem = element["firstItem"].flatMap({ builder.object(forID: $0) }) ?? builder.parent(of: object)
        let secondItem = element["secondItem"].flatMap({ builder.object(forID: $0) })
        let readsDeclaredMargins = builder.options.xcode(atLeast: 900)
        func margins(_ item: ObjectID?) -> UIKitValues.LayoutMargins {
            readsDeclaredMargins ? .init(of: item.flatMap({ builder.element(of: $0) })) : .standard
        }
        let firstMargin = UIKitValues.marginFallback(first, margins: margins(firstItem))
        plainConstant -= firstMargin.offset
        builder.graph.set(UIKitNibKey.firstAttributeV2, .integer(first), on: object)
        builder.graph.set(UIKitNibKey.firstAttribute, .integer(firstMargin.attribute), on: object)
        if let second {
            let secondMargin = UIKitValues.marginFallback(second, margins: margins(secondItem))
            plainConstant += multiplier * secondMargin.offset
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(second), on: object)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(secondMargin.attribute), on: object)
        } else if builder.archivesAbsentSecondAttribute {
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(0), on: object)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(0), on: object)
        }
        if let relation = source.relation, relation != 0 {
            builder.graph.set(UIKitNibKey.relation, .integer(relation), on: object)
        }
        if multiplier != 1 {
            builder.graph.set(UIKitNibKey.multiplier, .double(multiplier), on: object)
        }
        if written != 0 {
            builder.graph.set(UIKitNibKey.constantV2, .double(written), on: object)
        }
        if isStandardSpacing {
            builder.graph.set(UIKitNibKey.symbolicConstant, string: LayoutConstraintSource.standardSpacingSymbol, on: object)
        }
        if let priority = source.priority, priority != LayoutConstraintSource.requiredPriority {
            builder.graph.set(UIKitNibKey.priority, .integer(priority), on: object)
        }
        builder.graph.set(UIKitNibKey.constraintShouldBeArchived, .bool(true), on: object)
        if plainConstant != 0 {
            builder.graph.set(UIKitNibKey.constant, .double(plainConstant), on: object)
        }
        if let identifier = source.identifier {
            builder.graph.set(UIKitNibKey.constraintIdentifier, string: identifier, on: object)
        }
        // Unlike a connection's, a constraint's missing item is only warned about: documents that
        // were compiled before this check have them (IBLinter's DuplicateID.xib in the corpus).
        for (attribute, outcome) in [("firstItem", "it is compiled on its view"), ("secondItem", "it is compiled without one")] {
            if let id = element[attribute], builder.object(forID: id) == nil, !builder.documentHasObject(id) {
                builder.warn(
                    "constraint \(element.id ?? "") has \(attribute) \(id), which no object of the document has; \(outcome)", at: element)
            }
        }
        // Without `firstItem`, the constraint is on the view whose `<constraints>` hold it.
        if let item = firstItem {
            builder.graph.set(UIKitNibKey.firstItem, object: builder.constraintItem(item), on: object)
        }
        if let item = secondItem {
            builder.graph.set(UIKitNibKey.secondItem, object: builder.constraintItem(item), on: object)
        }
    }

    /// The safe-area guide and the four constraints that pin it inside its view.
    static func writeLayoutGuide(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let identifier = element["key"] == "safeArea" ? "UIViewSafeAreaLayoutGuide" : (element["identifier"] ?? "")
        writeLockedGuide(identifier: identifier, isArchived: true, to: object, builder: &builder)
        guard let owner = builder.parent(of: object), identifier == "UIViewSafeAreaLayoutGuide" else { return }
        var constraints: [ObjectID] = []
        for (edge, attribute, guideFirst) in [("top", Int64(3), true), ("left", 1, true), ("bottom", 4, false), ("right", 2, false)] {
            let constraint = builder.graph.add(UIKitNibClass.layoutConstraint)
            builder.graph.set(UIKitNibKey.firstAttributeV2, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.firstAttribute, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.constraintShouldBeArchived, .bool(false), on: constraint)
            builder.graph.set(UIKitNibKey.constraintIdentifier, string: "UIViewSafeAreaLayoutGuide-" + edge, on: constraint)
            builder.graph.set(UIKitNibKey.firstItem, object: guideFirst ? object : owner, on: constraint)
            builder.graph.set(UIKitNibKey.secondItem, object: guideFirst ? owner : object, on: constraint)
            constraints.append(constraint)
        }
        builder.graph.set(UIKitNibKey.layoutGuideSystemConstraints, object: builder.graph.collection("NSArray", constraints), on: object)
    }

    /// A view's keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`, iOS 15) as UIView's
    /// `keyboardLayoutGuide` makes it for a view in no window and UIKeyboardLayoutGuide's encoder
    /// writes it (iOS 26.1, decompiled; the keys are iOS 18.2's too): locked to its view and named
    /// `UIViewKeyboardLayoutGuide`, which UIKit's decoder needs to take it for the view's keyboard
    /// guide; neither archived among the view's guides nor allowed negative dimensions; no system
    /// constraints, which UIKit adds when the view joins a window; not following an undocked
    /// keyboard, no dismiss padding, and the bottom safe area switch UIKit no longer sets. The
    /// pairs' safe-area guides are UIKit's getter's likewise, for views in no window (their
    /// system constraints have no insets). No pair holds a keyboard guide: an approximation.
    static func writeKeyboardLayoutGuide(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        builder.approximate(
            "keyboard layout guide \(element.id ?? ""), which no pair shows, is written as UIKit's keyboardLayoutGuide makes it "
                + "for a view in no window (iOS 26.1)",
            at: element)
        writeLockedGuide(identifier: "UIViewKeyboardLayoutGuide", isArchived: false, to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.layoutGuideSystemConstraints, .null, on: object)
        builder.graph.set(UIKitNibKey.keyboardLayoutGuideFollowsUndocked, .bool(false), on: object)
        builder.graph.set(UIKitNibKey.keyboardLayoutGuideUsesBottomSafeArea, .bool(false), on: object)
        builder.graph.set(UIKitNibKey.keyboardLayoutGuideDismissPadding, .double(0), on: object)
    }

    /// A guide locked to the view that encloses it, as UIKit's getters make them: `isArchived`
    /// both archived among the view's guides and allowed negative dimensions (the safe-area
    /// guide), or neither (the keyboard guide). In the order of the pairs' safe-area guides.
    private static func writeLockedGuide(identifier: String, isArchived: Bool, to object: ObjectID, builder: inout UIKitNibBuilder) {
        builder.graph.set(UIKitNibKey.layoutGuideIdentifier, string: identifier, on: object)
        builder.graph.set(UIKitNibKey.layoutGuideOwningViewIsLocked, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.layoutGuideShouldBeArchived, .bool(isArchived), on: object)
        builder.graph.set(UIKitNibKey.layoutGuideAllowsNegativeDimensions, .bool(isArchived), on: object)
        if let owner = builder.parent(of: object) {
            builder.graph.set(UIKitNibKey.layoutGuideOwningView, object: owner, on: object)
        }
    }

    /// The pre-iOS 11 top and bottom layout guides: hidden views UIKit pins under the bars.
    static func writeControllerLayoutGuide(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if builder.writesDeepDrawRect {
            builder.graph.set(UIKitNibKey.deepDrawRect, .bool(true), on: object)
        }
        builder.graph.set(UIKitNibKey.opaque, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.hidden, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.autoresizesSubviews, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.doesNotTranslateAutoresizingMaskIntoConstraints, .bool(true), on: object)
        if builder.writesSemanticContentAttribute {
            builder.graph.set(UIKitNibKey.semanticContentAttribute, .integer(0), on: object)
        }
        if builder.writesLargeContentProperties {
            builder.graph.set(UIKitNibKey.largeContentStoredProperties, .null, on: object)
        }
        let isBottom = element["type"] == "bottom"
        builder.graph.set(
            UIKitNibKey.layoutSupportIdentifier, string: isBottom ? "_UIViewControllerBottom" : "_UIViewControllerTop", on: object)
        // The guide's own width, optional so it never conflicts (aws-sdk pairs, Xcode 9.1).
        let support = layoutConstraint(UIKitNibClass.layoutSupportConstraint, object, 7, priority: 999, builder: &builder)
        builder.graph.set(UIKitNibKey.constraints, object: builder.graph.collection("NSMutableArray", [support]), on: object)
    }

    /// The constraints that place a controller's layout guide in `view`, which UIKit removes and
    /// replaces with the bars' lengths: installed on the view and listed by the guide (aws-sdk
    /// pairs, Xcode 9.1).
    static func placeLayoutGuide(_ guide: ObjectID, in view: ObjectID, builder: inout UIKitNibBuilder) -> [ObjectID] {
        let isBottom = builder.element(of: guide)?["type"] == "bottom"
        let leading = layoutConstraint(UIKitNibClass.layoutConstraint, guide, 5, to: (view, 5), builder: &builder)
        let height = layoutConstraint(UIKitNibClass.layoutConstraint, guide, 8, builder: &builder)
        let placement =
            isBottom
            ? [leading, height, layoutConstraint(UIKitNibClass.layoutConstraint, view, 4, to: (guide, 4), builder: &builder)]
            : [leading, layoutConstraint(UIKitNibClass.layoutConstraint, guide, 3, to: (view, 3), builder: &builder), height]
        builder.graph.set(UIKitNibKey.layoutSupportConstraintsToRemove, object: builder.graph.array(placement), on: guide)
        return placement
    }

    /// A collection view cell whose content view is in Xcode 8's form: a `view` without id.
    static func keepsXcode8ContentView(_ cell: IBElement) -> Bool {
        cell.name == "collectionViewCell" && cell.children.contains { $0.name == "view" && $0["key"] == "contentView" && $0.id == nil }
    }

    /// The content view `cell` keeps in Xcode 11's form (a `collectionViewCellContentView` with an
    /// id), which Xcode 11 and later pin to the cell as iOS 12.3 expects, the content view
    /// then also the cell's one subview (GoogleBookAPI's and ParsingJSON's cells, study pairs of
    /// Xcode 11.0 at iOS 13.0). Below iOS 12.3, where Xcode 8's form gets a folder nib with an
    /// unpinned copy, no pair shows what Xcode writes: the compiler reports it.
    /// Nil for any other cell, and before Xcode 11.
    static func xcode11ContentView(ofCell cell: IBElement, builder: inout UIKitNibBuilder) -> ObjectID? {
        guard builder.options.xcode(atLeast: 1100), cell.name == "collectionViewCell",
            let content = cell.children.first(where: { $0.name == "collectionViewCellContentView" && $0["key"] == "contentView" }),
            let object = content.id.flatMap({ builder.object(forID: $0) })
        else { return nil }
        if builder.options.deploymentTarget(before: 12, 3) {
            builder.approximate(
                "a collection view cell's content view below iOS 12.3 is pinned to the cell as for iOS 12.3, where Xcode may write an unpinned copy too (no pair shows it)",
                at: cell)
        }
        return object
    }

    /// The content view of `cell` pinned to its edges by system constraints installed on the cell
    /// (leading, trailing, top, bottom), no longer translating its autoresizing mask; one of Xcode
    /// 11's form (`content`) also becomes the cell's subview.
    static func pinContentView(ofCell cell: ObjectID, content declared: ObjectID? = nil, builder: inout UIKitNibBuilder) {
        guard let content = declared ?? builder.contentView(ofCell: cell) else { return }
        if declared != nil {
            builder.graph.set(UIKitNibKey.subviews, object: builder.graph.collection("NSMutableArray", [content]), on: cell)
        }
        builder.graph.set(UIKitNibKey.doesNotTranslateAutoresizingMaskIntoConstraints, .bool(true), on: content)
        let pins = [5, 6, 3, 4].map { attribute in
            let pin = layoutConstraint(
                UIKitNibClass.layoutConstraint, cell, Int64(attribute), to: (content, Int64(attribute)), builder: &builder)
            builder.graph.set(UIKitNibKey.constraintIdentifier, string: "UIIBSystemGenerated", on: pin)
            return pin
        }
        builder.graph.set(UIKitNibKey.constraints, object: builder.graph.collection("NSMutableArray", pins), on: cell)
    }

    /// Xcode 7 pins a subview kept at a fixed frame without translating its autoresizing mask by
    /// four constraints of its own, after the holding view's, not listed among the nib's objects:
    /// its left and top in the holding view, its width and height (mixpanel's MPNotification image
    /// drag view, Xcode 7.3).
    static func prototypingConstraints(
        of subviews: [IBElement], in holder: ObjectID, builder: inout UIKitNibBuilder
    ) -> [ObjectID] {
        var constraints: [ObjectID] = []
        for subview in subviews where subview["fixedFrame"] == "YES" && subview["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            guard let view = subview.id.flatMap({ builder.object(forID: $0) }), let frame = subview.child("rect", key: "frame") else {
                continue
            }
            let prototyping = LayoutConstraintSource.prototypingAttributes
            let edges: [(attribute: Int64, value: String, pinned: Bool)] = [
                (prototyping.left, "x", true), (prototyping.top, "y", true), (prototyping.width, "width", false),
                (prototyping.height, "height", false),
            ]
            for edge in edges {
                let constraint = layoutConstraint(
                    UIKitNibClass.prototypingConstraint, view, edge.attribute, to: edge.pinned ? (holder, edge.attribute) : nil,
                    builder: &builder)
                if let constant = UIKitValues.number(frame[edge.value]), constant != 0 {
                    builder.graph.set(UIKitNibKey.constantV2, .double(constant), on: constraint)
                    builder.graph.set(UIKitNibKey.constant, .double(constant), on: constraint)
                }
                builder.graph.set(UIKitNibKey.constraintIdentifier, string: LayoutConstraintSource.prototypingIdentifier, on: constraint)
                constraints.append(constraint)
            }
        }
        return constraints
    }

    /// A constraint without constant between two items' attributes (`NSLayoutAttribute` values).
    private static func layoutConstraint(
        _ className: String, _ first: ObjectID, _ firstAttribute: Int64, to second: (item: ObjectID, attribute: Int64)? = nil,
        priority: Int64? = nil, builder: inout UIKitNibBuilder
    ) -> ObjectID {
        let constraint = builder.graph.add(className)
        builder.graph.set(UIKitNibKey.firstAttributeV2, .integer(firstAttribute), on: constraint)
        builder.graph.set(UIKitNibKey.firstAttribute, .integer(firstAttribute), on: constraint)
        if let second {
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(second.attribute), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(second.attribute), on: constraint)
        } else if builder.archivesAbsentSecondAttribute {
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(0), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(0), on: constraint)
        }
        builder.graph.set(UIKitNibKey.constraintShouldBeArchived, .bool(true), on: constraint)
        if let priority {
            builder.graph.set(UIKitNibKey.priority, .integer(priority), on: constraint)
        }
        builder.graph.set(UIKitNibKey.firstItem, object: first, on: constraint)
        if let second {
            builder.graph.set(UIKitNibKey.secondItem, object: second.item, on: constraint)
        }
        return constraint
    }
}
