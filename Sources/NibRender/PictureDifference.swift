/// What changed between two versions of a document's pictures, object by object: views added,
/// removed, moved (frame or superview) and changed (class, text, colors, font, image, hidden…).
/// Objects are matched by their Interface Builder id, or, when either version is a compiled nib
/// (whose `#N` ids shift with every insertion), by their position in the view tree.
public struct PictureDifference: Sendable, Hashable {
    public enum Matching: Sendable, Hashable {
        case objectID
        /// Picture index, then subview index at each level.
        case position
    }

    public struct Change: Sendable, Hashable, Encodable, CustomStringConvertible {
        public enum Kind: String, Sendable, Hashable, Encodable {
            /// Only in the new version; its subviews are not listed apart.
            case added
            /// Only in the old version; its subviews are not listed apart.
            case removed
            /// Its frame or its superview changed.
            case moved
            /// Anything else drawn changed.
            case changed
        }

        /// One property's value in each version; nil where the object is not in that version.
        public struct Property: Sendable, Hashable, Encodable {
            public var name: String
            public var old: String?
            public var new: String?

            public init(name: String, old: String?, new: String?) {
                self.name = name
                self.old = old
                self.new = new
            }
        }

        public var kind: Kind
        /// The object's id in the new version (in the old one when it was removed).
        public var objectID: String
        /// Its id in the old version when that is another (compiled nibs matched by position).
        public var oldObjectID: String?
        public var className: String
        /// The picture (top-level view or scene controller) the object is drawn in, and its caption.
        public var pictureID: String
        public var pictureCaption: String
        public var properties: [Property]
        /// The match key of the object and of its picture's root view, the same in both versions.
        var key: String
        var pictureKey: String

        enum CodingKeys: String, CodingKey {
            case kind, objectID, oldObjectID
            case className = "class"
            case pictureID = "picture"
            case pictureCaption, properties
        }

        /// `changed UILabel wL9-hL-2cT in HomeViewController · Home: text "Hi" → "Hello"`.
        public var description: String {
            let values = properties.map { property in
                switch (property.old, property.new) {
                case (let old?, let new?): "\(property.name) \(old) → \(new)"
                case (let old?, nil): "\(property.name) \(old)"
                case (nil, let new?): "\(property.name) \(new)"
                case (nil, nil): property.name
                }
            }
            return "\(kind.rawValue) \(className) \(objectID) in \(pictureCaption)"
                + (values.isEmpty ? "" : ": " + values.joined(separator: ", "))
        }
    }

    public var old: [RenderedPicture]
    public var new: [RenderedPicture]
    public var matching: Matching
    /// Moved and changed objects in the new version's drawing order, then the removed ones in the old's.
    public var changes: [Change]

    public init(old: [RenderedPicture], new: [RenderedPicture], matching: Matching) {
        self.old = old
        self.new = new
        self.matching = matching
        let (before, after) = PlacedView.flatten(old: old, new: new, matching: matching)
        let beforeByKey = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let afterKeys = Set(after.map(\.key))
        var changes: [Change] = []
        for view in after {
            guard let previous = beforeByKey[view.key] else {
                // Only the topmost added view: its subviews came with it.
                if view.parentKey.map({ beforeByKey[$0] != nil }) ?? true {
                    changes.append(Self.change(.added, view, nil, properties: []))
                }
                continue
            }
            let moved = Self.differing(previous.placement, view.placement)
            if !moved.isEmpty {
                changes.append(Self.change(.moved, view, previous, properties: moved))
            }
            let changed = Self.differing(previous.drawn, view.drawn)
            if !changed.isEmpty {
                changes.append(Self.change(.changed, view, previous, properties: changed))
            }
        }
        for view in before where !afterKeys.contains(view.key) && view.parentKey.map(afterKeys.contains) ?? true {
            changes.append(Self.change(.removed, view, nil, properties: []))
        }
        self.changes = changes
    }

    private static func change(_ kind: Change.Kind, _ view: PlacedView, _ previous: PlacedView?, properties: [Change.Property]) -> Change {
        Change(
            kind: kind, objectID: view.view.objectID,
            oldObjectID: previous.map(\.view.objectID).flatMap { $0 == view.view.objectID ? nil : $0 }, className: view.view.className,
            pictureID: view.picture.id, pictureCaption: view.picture.caption, properties: properties, key: view.key,
            pictureKey: view.pictureKey)
    }

    private static func differing(_ old: [(String, String)], _ new: [(String, String)]) -> [Change.Property] {
        zip(old, new).compactMap { old, new in
            old.1 == new.1 ? nil : Change.Property(name: old.0, old: old.1, new: new.1)
        }
    }
}

/// A view with where it sits: its match key, its superview's, its picture, and its frame in the
/// picture (the root view at the origin).
struct PlacedView {
    var key: String
    var parentKey: String?
    /// The picture's id and caption.
    var picture: (id: String, caption: String)
    /// The key of the picture's root view: changes are drawn on the picture with this root.
    var pictureKey: String
    var view: RenderedView
    var frameInPicture: RenderRect

    /// Both versions' views. Matching by position, a picture whose id is in each version once (a
    /// storyboard scene's controller id, the same in its source and its `.storyboardc`) is
    /// matched by that id, the others by position: a scene only in one version shifts no other.
    static func flatten(old: [RenderedPicture], new: [RenderedPicture], matching: PictureDifference.Matching)
        -> (old: [PlacedView], new: [PlacedView])
    {
        func once(_ pictures: [RenderedPicture]) -> Set<String> {
            Set(Dictionary(grouping: pictures, by: \.id).filter { $0.value.count == 1 }.keys)
        }
        let shared = once(old).intersection(once(new))
        return (flatten(old, matching: matching, sharedIDs: shared), flatten(new, matching: matching, sharedIDs: shared))
    }

    private static func flatten(_ pictures: [RenderedPicture], matching: PictureDifference.Matching, sharedIDs: Set<String>) -> [PlacedView]
    {
        var placed: [PlacedView] = []
        func visit(
            _ view: RenderedView, key: String, parentKey: String?, picture: RenderedPicture, pictureKey: String, x: Double, y: Double
        ) {
            var bare = view
            bare.children = []
            let frame = RenderRect(x: x, y: y, width: view.frame.width, height: view.frame.height)
            placed.append(
                PlacedView(
                    key: key, parentKey: parentKey, picture: (picture.id, picture.caption), pictureKey: pictureKey, view: bare,
                    frameInPicture: frame))
            for (position, child) in view.children.enumerated() {
                let childKey = matching == .objectID ? child.objectID : key + "/\(position)"
                visit(
                    child, key: childKey, parentKey: key, picture: picture, pictureKey: pictureKey, x: x + child.frame.x,
                    y: y + child.frame.y)
            }
        }
        for (position, picture) in pictures.enumerated() {
            let key = matching == .objectID ? picture.root.objectID : sharedIDs.contains(picture.id) ? "=" + picture.id : "\(position)"
            visit(picture.root, key: key, parentKey: nil, picture: picture, pictureKey: key, x: 0, y: 0)
        }
        return placed
    }

    /// Where the view is: a change here is a move.
    var placement: [(String, String)] {
        let frame = view.frame
        return [
            ("frame", [frame.x, frame.y, frame.width, frame.height].map(SVGElement.number).joined(separator: " ")),
            ("superview", parentKey ?? "none"),
        ]
    }

    /// What is drawn of the view: a change here is a change.
    var drawn: [(String, String)] {
        func color(_ color: RenderColor?) -> String {
            guard let color else { return "none" }
            return color.alpha < 1 ? color.hex + " alpha " + SVGElement.number(color.alpha) : color.hex
        }
        let text = view.text
        return [
            ("class", view.className),
            ("text", text.map { "\"\($0.string)\"" } ?? "none"),
            ("font", text.map { SVGElement.number($0.font.pointSize) + ($0.font.isBold ? " bold" : "") } ?? "none"),
            ("textColor", color(text?.color)),
            ("alignment", text?.alignment.rawValue ?? "none"),
            ("placeholder", view.placeholder.map { "\"\($0)\"" } ?? "none"),
            ("backgroundColor", color(view.backgroundColor)),
            ("tintColor", color(view.tintColor)),
            ("borderWidth", SVGElement.number(view.borderWidth)),
            ("borderColor", color(view.borderColor)),
            ("cornerRadius", SVGElement.number(view.cornerRadius)),
            ("hidden", view.isHidden ? "yes" : "no"),
            ("alpha", SVGElement.number(view.alpha)),
            ("image", view.imageName ?? "none"),
            ("contentMode", view.contentMode.rawValue),
            ("control", view.control.map { "\($0)" } ?? "none"),
        ]
    }
}
