import NibArchive

/// Typed reads of an ordinary object's archived values (a view's `UIBounds`, a label's `UIText`…),
/// every index checked: a value of another type, or a reference out of the graph, reads as nil.
extension UIKitNib {
    /// The class an object is made as: a class swapper's original (system) class, else its own.
    public func systemClassName(of index: Int) -> String? {
        guard objects.indices.contains(index) else { return nil }
        if case .classSwapper(let swapper) = objects[index].content {
            return swapper.originalClassName.string
        }
        return objects[index].className
    }

    /// A class swapper's custom class as the source names it (Swift names demangled).
    public func customClassName(of index: Int) -> String? {
        guard objects.indices.contains(index), case .classSwapper(let swapper) = objects[index].content else { return nil }
        return swapper.swiftClassName.name
    }

    /// The value under `key`, if `index` is an object of the graph.
    public func checkedValue(forKey key: String, of index: Int) -> NibGraph.Value? {
        objects.indices.contains(index) ? value(forKey: key, of: index) : nil
    }

    /// The object a value under `key` refers to.
    public func object(forKey key: String, of index: Int) -> Int? {
        guard case .object(let target) = checkedValue(forKey: key, of: index), objects.indices.contains(target) else {
            return nil
        }
        return target
    }

    /// The members of a collection value (also an inlined dictionary's keys and values, alternating),
    /// as values.
    public func memberValues(forKey key: String, of index: Int) -> [NibGraph.Value] {
        members(checkedValue(forKey: key, of: index))
    }

    /// The objects a collection under `key` holds, in order; members that are not objects are left out.
    public func members(forKey key: String, of index: Int) -> [Int] {
        memberValues(forKey: key, of: index).compactMap { member in
            if case .object(let target) = member, objects.indices.contains(target) { target } else { nil }
        }
    }

    /// A number archived as an integer, a float, a double, or an `NSNumber` object.
    public func number(forKey key: String, of index: Int) -> Double? {
        number(checkedValue(forKey: key, of: index))
    }

    /// A number that is a whole `Int` (an enum's case, a count); nil for a fraction, an infinity,
    /// NaN or a value out of range, which a file may hold.
    public func integer(forKey key: String, of index: Int) -> Int? {
        number(forKey: key, of: index).flatMap { Int(exactly: $0) }
    }

    public func number(_ value: NibGraph.Value?) -> Double? {
        if let scalar = Self.scalar(value) {
            return scalar
        }
        guard case .object(let target) = value, objects.indices.contains(target),
            case .values(let entries) = objects[target].content
        else { return nil }
        return [NibGraph.numberIntegerKey, NibGraph.numberDoubleKey, NibGraph.numberFloatKey].lazy.compactMap {
            Self.scalar(entries.value(forKey: $0))
        }.first
    }

    private static func scalar(_ value: NibGraph.Value?) -> Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .float(let float): Double(float)
        case .double(let double): double
        default: nil
        }
    }

    public func bool(forKey key: String, of index: Int) -> Bool? {
        if case .bool(let flag) = checkedValue(forKey: key, of: index) { flag } else { nil }
    }

    public func string(forKey key: String, of index: Int) -> String? {
        string(checkedValue(forKey: key, of: index))
    }

    /// A geometry value (`UIBounds`, `UICenter`): its one to four numbers.
    public func geometry(forKey key: String, of index: Int) -> [Double]? {
        guard case .data(let data) = checkedValue(forKey: key, of: index) else { return nil }
        return GeometryText.numbers(data)
    }
}
