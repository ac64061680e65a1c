/// A size-class variation of an object: `<variation key="widthClass=regular" spacing="15"/>` gives
/// a property another value under some size classes, and `<mask key="constraints">` with
/// `<include>`/`<exclude reference="…"/>` says which of a view's constraints are installed there.
/// `key="default"` is the base configuration (any width, any height).
public struct IBVariation: Sendable, Hashable {
    public enum SizeClass: String, Sendable, Hashable {
        case compact, regular
    }

    /// The `key` as written, e.g. `heightClass=regular-widthClass=regular` or `default`.
    public var key: String
    /// The width and height size classes the variation applies to; nil means any.
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    /// Properties given another value, by attribute name (`spacing`, `constant`).
    public var attributes: IBAttributes
    /// Properties given as elements (a `fontDescription`, a `color`), which have a `key`.
    public var elements: [IBElement]
    /// Relationship masks (`constraints`, `subviews`), in document order.
    public var masks: [Mask]

    public struct Mask: Sendable, Hashable {
        /// The relationship: `constraints`, `subviews`.
        public var key: String
        /// Ids of the objects the variation adds or removes, in document order.
        public var included: [String]
        public var excluded: [String]

        public init(key: String, included: [String], excluded: [String]) {
            self.key = key
            self.included = included
            self.excluded = excluded
        }
    }

    /// True for the base configuration, `key="default"`.
    public var isDefault: Bool {
        key == Self.defaultKey
    }

    /// Whether the variation holds in a configuration of these size classes: each class it names
    /// is the configuration's.
    public func holds(width: SizeClass, height: SizeClass) -> Bool {
        (widthClass ?? width) == width && (heightClass ?? height) == height
    }

    private static let defaultKey = "default"
    static let elementName = "variation"

    /// Reads a `<variation>` element; nil when its key names a trait other than the two size classes.
    init?(_ element: IBElement) {
        guard element.name == Self.elementName, let key = element["key"] else { return nil }
        self.key = key
        if key != Self.defaultKey {
            // Traits are `name=value` joined by `-`: `heightClass=compact-widthClass=regular`.
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2, let sizeClass = SizeClass(rawValue: pair[1]) else { return nil }
                switch pair[0] {
                case "widthClass": widthClass = sizeClass
                case "heightClass": heightClass = sizeClass
                default: return nil
                }
            }
        }
        attributes = element.attributes.filter { $0.key != "key" }
        elements = element.children.filter { $0.name != "mask" }
        masks = element.children.filter { $0.name == "mask" }.map { mask in
            Mask(
                key: mask["key"] ?? "",
                included: mask.children.filter { $0.name == "include" }.compactMap { $0["reference"] },
                excluded: mask.children.filter { $0.name == "exclude" }.compactMap { $0["reference"] })
        }
    }
}

extension IBElement {
    /// True when the element has `<variation>` children.
    public var hasVariations: Bool {
        children.contains { $0.name == IBVariation.elementName }
    }

    /// The ids a relationship mask (`constraints`, `subviews`) leaves out of the configuration of
    /// `sizeClasses`, or of the base configuration (any width, any height) for nil: the `default`
    /// variation's exclusions, then the variations that hold there, one naming both classes after
    /// those naming one.
    public func leftOut(
        byMask key: String, in sizeClasses: (width: IBVariation.SizeClass, height: IBVariation.SizeClass)?
    ) -> Set<String> {
        guard hasVariations else { return [] }
        let holding = variations.known.filter { variation in
            variation.isDefault || sizeClasses.map { variation.holds(width: $0.width, height: $0.height) } ?? false
        }
        func namedClasses(_ variation: IBVariation) -> Int {
            (variation.widthClass == nil ? 0 : 1) + (variation.heightClass == nil ? 0 : 1)
        }
        var leftOut = Set<String>()
        for variation in holding.sorted(by: { (namedClasses($0), $0.key) < (namedClasses($1), $1.key) }) {
            for mask in variation.masks where mask.key == key {
                leftOut.subtract(mask.included)
                leftOut.formUnion(mask.excluded)
            }
        }
        return leftOut
    }

    /// The element's size-class variations in document order, and the `<variation>` elements whose
    /// key names traits other than size classes (which no reader here understands).
    public var variations: (known: [IBVariation], unknown: [IBElement]) {
        var known: [IBVariation] = []
        var unknown: [IBElement] = []
        for child in children where child.name == IBVariation.elementName {
            if let variation = IBVariation(child) {
                known.append(variation)
            } else {
                unknown.append(child)
            }
        }
        return (known, unknown)
    }
}
