import Foundation
import NibArchive
import UIKitNib

/// A `UIKitNib` being built. Ordinary objects (views, strings, colors…) and class swappers take
/// their values one at a time (`add`, `set`); the nib's structure (placeholders, connections,
/// runtime attributes, trait storage, nested nibs…) is added whole through the model's typed
/// cases. Equal strings are one `NSString` object, as in Xcode's nibs. Object 0 is the root,
/// whose lists `model(root:)` sets. Object indices are not archive indices: `UIKitNib.archive()`
/// numbers the objects as Xcode does.
struct UIKitNibDraft {
    struct ObjectID: Sendable, Hashable {
        let index: Int
    }

    private(set) var objects: [UIKitNib.Object] = [
        UIKitNib.Object(className: UIKitNibClass.root, content: .root(UIKitNib.Root()))
    ]
    /// The values set so far on each object; an ordinary object's or class swapper's values once
    /// the model is made, empty for every other object.
    private var values: [[NibGraph.Entry]] = [[]]
    private var strings: [String: ObjectID] = [:]
    private var sharedEmptyArray: ObjectID?
    private var sharedNull: ObjectID?
    /// `UIKitNib.valueIdentities`.
    private var valueIdentities: [Int: [Double]] = [:]

    var root: ObjectID { ObjectID(index: 0) }

    /// An ordinary object of `className`, with the fallback classes UIKit gives it.
    mutating func add(_ className: String) -> ObjectID {
        add(className, .values([]))
    }

    /// An object of UIKit's nib structure, made whole.
    mutating func add(_ className: String, _ content: UIKitNib.Content) -> ObjectID {
        objects.append(
            UIKitNib.Object(
                className: className, fallbackClassNames: UIKitNibClass.fallbackClassNames[className] ?? [], content: content))
        values.append([])
        return ObjectID(index: objects.count - 1)
    }

    /// A `UIClassSwapper`: an object of `originalClassName` made as `className`; its values are set as an ordinary object's.
    mutating func addClassSwapper(className: String, originalClassName: String) -> ObjectID {
        add(
            UIKitNibClass.classSwapper,
            .classSwapper(UIKitNib.ClassSwapper(className: text(className), originalClassName: text(originalClassName), values: [])))
    }

    /// Archives a class swapper's names after the values set so far (Xcode: after all of them).
    mutating func placeClassNames(on id: ObjectID) {
        guard case .classSwapper(let swapper) = objects[id.index].content else { return }
        set(UIKitNibKey.className, swapper.className.archived, on: id)
        set(UIKitNibKey.originalClassName, swapper.originalClassName.archived, on: id)
    }

    mutating func set(_ key: String, _ value: NibGraph.Value, on id: ObjectID) {
        assert(Self.takesValues(objects[id.index].content), "\(objects[id.index].className) is made whole")
        values[id.index].append(NibGraph.Entry(key: key, value: value))
    }

    mutating func set(_ key: String, object: ObjectID, on id: ObjectID) {
        set(key, .object(object.index), on: id)
    }

    mutating func set(_ key: String, string: String, on id: ObjectID) {
        set(key, .object(self.string(string).index), on: id)
    }

    /// Sets `key` only when there is a string to set.
    mutating func set(_ key: String, optionalString: String?, on id: ObjectID) {
        if let optionalString {
            set(key, string: optionalString, on: id)
        }
    }

    /// Makes `id` equal only to value objects made from the same `values` (`UIKitNib.valueIdentities`).
    mutating func identify(_ id: ObjectID, by values: [Double]) {
        valueIdentities[id.index] = values
    }

    /// The value last set under `key` on `id`, if any.
    func value(_ key: String, of id: ObjectID) -> NibGraph.Value? {
        values[id.index].last { $0.key == key }?.value
    }

    mutating func removeValues(_ key: String, of id: ObjectID) {
        values[id.index].removeAll { $0.key == key }
    }

    /// Gives `key` of `id` the one value `value`, where the key already stands in the object's
    /// values (Xcode's order), else after them.
    mutating func replace(_ key: String, _ value: NibGraph.Value, on id: ObjectID) {
        guard let first = values[id.index].firstIndex(where: { $0.key == key }) else {
            set(key, value, on: id)
            return
        }
        values[id.index] = values[id.index].enumerated().compactMap { index, entry in
            guard entry.key == key else { return entry }
            return index == first ? NibGraph.Entry(key: key, value: value) : nil
        }
    }

    /// Sets the root's lists.
    mutating func setRoot(_ root: UIKitNib.Root) {
        objects[0].content = .root(root)
    }

    /// The model: each ordinary object's and class swapper's values as set.
    func model() -> UIKitNib {
        var model = objects
        for index in model.indices where !values[index].isEmpty || Self.takesValues(model[index].content) {
            switch model[index].content {
            case .classSwapper(var swapper):
                let names: Set = [UIKitNibKey.className, UIKitNibKey.originalClassName]
                swapper.values = values[index].filter { !names.contains($0.key) }
                swapper.namePosition = values[index].firstIndex { $0.key == UIKitNibKey.className }
                if swapper.namePosition == swapper.values.count {
                    swapper.namePosition = nil
                }
                model[index].content = .classSwapper(swapper)
            default:
                model[index].content = .values(NibGraph.Entries(values[index]))
            }
        }
        var nib = UIKitNib(objects: model)
        nib.valueIdentities = valueIdentities
        return nib
    }

    private static func takesValues(_ content: UIKitNib.Content) -> Bool {
        switch content {
        case .values, .classSwapper: true
        default: false
        }
    }

    mutating func string(_ text: String) -> ObjectID {
        if let id = strings[text] {
            return id
        }
        let id = add("NSString")
        set(NibGraph.bytesKey, .data(Data(text.utf8)), on: id)
        strings[text] = id
        return id
    }

    /// `NSNull`, a singleton: one object per nib.
    mutating func null() -> ObjectID {
        if let sharedNull {
            return sharedNull
        }
        let id = add(UIKitNibClass.null)
        sharedNull = id
        return id
    }

    /// A string value of the model: one `NSString` object per text.
    mutating func text(_ text: String) -> UIKitNib.Text {
        UIKitNib.Text(string: text, archived: .object(string(text).index))
    }

    /// A list value of the model: `collection` holding `members`.
    static func list(_ collection: ObjectID, of members: [ObjectID]) -> UIKitNib.List {
        UIKitNib.List(members: members.map(\.index), archived: .object(collection.index))
    }

    /// An inlined collection (`NSArray`, `NSMutableArray`, `NSSet`, …): one empty key per element.
    mutating func collection(_ className: String, _ elements: [ObjectID]) -> ObjectID {
        let id = add(className)
        set(NibGraph.inlinedValueKey, .bool(true), on: id)
        for element in elements {
            set(NibGraph.memberKey, .object(element.index), on: id)
        }
        return id
    }

    /// A collection archived with one `NS.object.<i>` key per element: how UIKit's nibs hold an
    /// `NSOrderedSet`, and an `NSSet` from Xcode 13 on.
    mutating func numberedCollection(_ className: String, _ elements: [ObjectID]) -> ObjectID {
        let id = add(className)
        for (position, element) in elements.enumerated() {
            set(NibGraph.numberedMemberPrefix + "\(position)", .object(element.index), on: id)
        }
        return id
    }

    /// An `NSArray`; every empty one is the same object, as Xcode writes it.
    mutating func array(_ elements: [ObjectID]) -> ObjectID {
        if elements.isEmpty {
            if let sharedEmptyArray {
                return sharedEmptyArray
            }
            let id = collection("NSArray", [])
            sharedEmptyArray = id
            return id
        }
        return collection("NSArray", elements)
    }

    /// An inlined `NSDictionary`: keys and values alternate under the empty key.
    mutating func dictionary(_ pairs: [(ObjectID, ObjectID)], className: String = "NSDictionary") -> ObjectID {
        let id = add(className)
        set(NibGraph.inlinedValueKey, .bool(true), on: id)
        for (key, value) in pairs {
            set(NibGraph.memberKey, .object(key.index), on: id)
            set(NibGraph.memberKey, .object(value.index), on: id)
        }
        return id
    }

    mutating func number(_ value: Double) -> ObjectID {
        let id = add("NSNumber")
        set(NibGraph.numberDoubleKey, .double(value), on: id)
        return id
    }

    mutating func number(_ value: Int64) -> ObjectID {
        let id = add("NSNumber")
        set(NibGraph.numberIntegerKey, .integer(value), on: id)
        return id
    }

    mutating func number(_ value: Bool) -> ObjectID {
        let id = add("NSNumber")
        set(NibGraph.numberIntegerKey, .integer(value ? 1 : 0), on: id)
        return id
    }

    /// An `NSValue` holding a rect: `NS.special` 3 and the rect as `NSStringFromCGRect` spells it
    /// (metamap ConsentCheckBox, Xcode 13 or later: a text view's `textContainerInset` runtime
    /// attribute of type rect is `NS.special = 3`, `NS.rectval = "{{0, 0}, {0, 0}}"`).
    mutating func rectValue(x: Double, y: Double, width: Double, height: Double) -> ObjectID {
        geometryValue(kind: 3, key: UIKitNibKey.rectValue, GeometryString.rect(x: x, y: y, width: width, height: height))
    }

    /// An `NSValue` holding a point, as Xcode archives a user-defined runtime attribute's (a
    /// study pair of Xcode 15.1: `startPoint` {0, 1} as kind 1 and `NS.pointval`).
    mutating func pointValue(x: Double, y: Double) -> ObjectID {
        geometryValue(kind: 1, key: UIKitNibKey.pointValue, GeometryString.point(x: x, y: y))
    }

    /// An `NSValue` holding a size (the same study pair's `shadowOffset`: kind 2, `NS.sizeval`).
    mutating func sizeValue(width: Double, height: Double) -> ObjectID {
        geometryValue(kind: 2, key: UIKitNibKey.sizeValue, GeometryString.size(width: width, height: height))
    }

    private mutating func geometryValue(kind: Int64, key: String, _ text: String) -> ObjectID {
        let id = add("NSValue")
        set(UIKitNibKey.valueKind, .integer(kind), on: id)
        set(key, object: string(text), on: id)
        return id
    }
}

extension NibGraph.Value {
    /// A reference to an object of the draft.
    static func object(_ id: UIKitNibDraft.ObjectID) -> Self {
        .object(id.index)
    }
}
