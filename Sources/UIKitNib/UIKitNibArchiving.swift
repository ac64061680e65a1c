import NibArchive

extension UIKitNib {
    /// The nib's NIBArchive as current Xcode lays it out: objects numbered depth-first from the
    /// root in value order (`NibArchive(depthFirst:)`, which knows no UIKit), equal values
    /// archived once (`SharedValues`), fallback classes as the objects name them.
    /// `colorsEqualByComponents`: a system color's name takes no part in its equality, as
    /// before iOS 13's SDK (`SharedValues`).
    public func archive(coderVersion: UInt32 = 10, colorsEqualByComponents: Bool = false) throws(UIKitNibError) -> NibArchive {
        try Self.archive(
            graph(), coderVersion: coderVersion, colorsEqualByComponents: colorsEqualByComponents, unsharedObjects: unsharedObjects,
            valueIdentities: valueIdentities)
    }

    /// A UIKit nib graph's NIBArchive as current Xcode lays it out (see `archive(coderVersion:)`).
    public static func archive(
        _ graph: NibGraph, coderVersion: UInt32 = 10, colorsEqualByComponents: Bool = false, unsharedObjects: Set<Int> = [],
        valueIdentities: [Int: [Double]] = [:]
    ) throws(UIKitNibError) -> NibArchive {
        var sharing = SharedValues(
            graph: graph, colorsEqualByComponents: colorsEqualByComponents, unshared: unsharedObjects, identities: valueIdentities)
        do {
            return try NibArchive(depthFirst: graph, coderVersion: coderVersion) { sharing.canonical($0) }
        } catch {
            throw UIKitNibError(
                index: 0, className: graph.root?.className ?? "", problem: .notAUIKitNib("cannot be archived: \(error.message)"))
        }
    }
}

/// Xcode archives equal values once: numbers (by numeric value, so `@NO`, `@0` and `@0.0` are
/// one object, written as the first one met), colors, fonts with their descriptors and
/// attribute dictionaries. Seen in every pair, e.g. SwiftMessages 9.0.1 StatusLine: two runtime
/// attributes of 30 and an accessibility `isElement` NO with three runtime attributes of 0.
/// Strings are compared by object: a model holds one `NSString` object per text.
/// Before iOS 13's SDK a system color was a plain color that knew its name, equal to any color
/// of its components: Xcode 9.1 and 10.2 archive a table's `tableBackgroundColor` (RGB white) and
/// a view's sRGB white as one object, named or not as the first met is (aws-sdk, mapbox and
/// DYModal pairs); with `colorsEqualByComponents` the name takes no part in equality.
/// Some colors Xcode compares by the values it made them from, not by their float32 archive
/// (`identities`, which the compiler gives: `UIKitColors`).
struct SharedValues {
    let graph: NibGraph
    let colorsEqualByComponents: Bool
    /// The object that stands for each object once asked, by index: itself or an equal one met
    /// earlier (`unknown` until asked).
    private var replacement: [Int]
    /// The first object met for each value, by the value's key number.
    private var first: [Int] = []
    /// Key numbers of the values met, and each object's key number by index (`notAValue`,
    /// `unknown` until asked).
    private var keyNumbers: [Key: Int] = [:]
    private var keys: [Int]
    private static let unknown = -1
    private static let notAValue = -2

    /// A value's class and contents, its objects given by their own key numbers; strings by
    /// their index (negative, so never a key number).
    private struct Key: Hashable {
        var className: String
        var parts: [Part]
    }

    private enum Part: Hashable {
        case name(String)
        case value(NibGraph.Value)
        case child(Int)
        case number(NumberKey)
        case identity([Double])
    }

    /// A number by value, as `NSNumber` compares them (@NO, @0 and @0.0 are equal), exact for
    /// every integer: a `Double` key made 2^53 + 1 equal to 2^53.
    private enum NumberKey: Hashable {
        case integer(Int64)
        case double(Double)

        init(_ number: Double) {
            self = Int64(exactly: number).map(NumberKey.integer) ?? .double(number)
        }
    }

    static let valueClasses: Set<String> = [
        "NSNumber", UIKitNibClass.color, UIKitNibClass.font, UIKitNibClass.fontDescriptor, "NSDictionary", "NSMutableDictionary",
    ]

    /// Objects made anew for each use: no value, though equal to one (`UIKitNib.unsharedObjects`).
    let unshared: Set<Int>

    /// The values objects were made from where their archive loses them (`UIKitNib.valueIdentities`).
    let identities: [Int: [Double]]

    init(graph: NibGraph, colorsEqualByComponents: Bool = false, unshared: Set<Int> = [], identities: [Int: [Double]] = [:]) {
        self.graph = graph
        self.colorsEqualByComponents = colorsEqualByComponents
        self.unshared = unshared
        self.identities = identities
        replacement = Array(repeating: Self.unknown, count: graph.objects.count)
        keys = Array(repeating: Self.unknown, count: graph.objects.count)
    }

    /// The object that stands for `index`: itself, or an equal value met earlier.
    mutating func canonical(_ index: Int) -> Int {
        guard graph.objects.indices.contains(index) else { return index }
        if replacement[index] != Self.unknown {
            return replacement[index]
        }
        guard let key = key(index, depth: 0) else {
            replacement[index] = index
            return index
        }
        // Values met only inside others have key numbers too, and no first object yet.
        if key >= first.count {
            first += repeatElement(Self.unknown, count: key + 1 - first.count)
        }
        if first[key] == Self.unknown {
            first[key] = index
        }
        replacement[index] = first[key]
        return first[key]
    }

    /// The key number of a value object; nil for objects that are not values.
    private mutating func key(_ index: Int, depth: Int) -> Int? {
        switch keys[index] {
        case Self.unknown: break
        case Self.notAValue: return nil
        case let known: return known
        }
        let object = graph.objects[index]
        // Value objects nest a few levels (font, descriptor, dictionary, number). A Dynamic Type
        // font is made anew for each use (SwiftMessages MessageView's label and button subhead
        // fonts are two objects in Xcode 9.4's and 12.5's nibs).
        guard depth < 8, Self.valueClasses.contains(object.className), !unshared.contains(index),
            !object.entries.contains(where: { $0.key == UIKitNibKey.textStyle })
        else {
            keys[index] = Self.notAValue
            return nil
        }
        var key = Key(className: object.className, parts: [])
        if object.className == "NSNumber" {
            for entry in object.entries {
                switch entry.value {
                case .integer(let number): key.parts.append(.number(.integer(number)))
                case .float(let number): key.parts.append(.number(NumberKey(Double(number))))
                case .double(let number): key.parts.append(.number(NumberKey(number)))
                case .bool(let flag): key.parts.append(.number(.integer(flag ? 1 : 0)))
                default: key.parts.append(.value(entry.value))
                }
            }
        } else {
            if object.className == "NSMutableDictionary" {
                key.className = "NSDictionary"
            }
            key.parts.reserveCapacity(object.entries.count * 2)
            for entry in object.entries {
                if colorsEqualByComponents, object.className == UIKitNibClass.color, entry.key == UIKitNibKey.systemColorName {
                    continue
                }
                key.parts.append(.name(entry.key))
                guard case .object(let child) = entry.value, graph.objects.indices.contains(child) else {
                    key.parts.append(.value(entry.value))
                    continue
                }
                if graph.objects[child].className == "NSString" {
                    key.parts.append(.child(-1 - child))
                } else if let childKey = self.key(child, depth: depth + 1) {
                    key.parts.append(.child(childKey))
                } else {
                    keys[index] = Self.notAValue
                    return nil
                }
            }
        }
        if let identity = identities[index] {
            key.parts.append(.identity(identity))
        }
        let number: Int
        if let known = keyNumbers[key] {
            number = known
        } else {
            number = keyNumbers.count
            keyNumbers[key] = number
        }
        keys[index] = number
        return number
    }
}
