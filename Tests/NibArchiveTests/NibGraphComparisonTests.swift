import Foundation
import NibArchive
import Testing

/// `NibGraphComparison`: equal graphs whatever their tables look like, and each hand-made change
/// found once, at its path.
@Suite struct NibGraphComparisonTests {
    typealias Entry = NibGraph.Entry

    /// root → UINibObjectsKey: [UILabel {UIText "Foo", UIFont}, UIView {UIBackgroundColor, UITintColor: the same color}].
    static func sample(
        text: String = "Foo", labelClass: String = "UILabel", font: Bool = true, alpha: NibGraph.Value = .float(1),
        sharedColor: Bool = true, extraMember: Bool = false
    ) -> NibGraph {
        var members: [Entry] = [
            Entry(key: "NSInlinedValue", value: .bool(true)),
            Entry(key: "UINibEncoderEmptyKey", value: .object(2)), Entry(key: "UINibEncoderEmptyKey", value: .object(5)),
        ]
        if extraMember {
            members.append(Entry(key: "UINibEncoderEmptyKey", value: .object(8)))
        }
        var label = [Entry(key: "UIText", value: .object(3))]
        if font {
            label.append(Entry(key: "UIFont", value: .object(4)))
        }
        let color: [Entry] = [Entry(key: "UIAlpha", value: alpha), Entry(key: "UIColorComponentCount", value: .integer(2))]
        return NibGraph(objects: [
            .init(className: "NSObject", entries: [Entry(key: "UINibObjectsKey", value: .object(1))]),
            .init(className: "NSArray", entries: members),
            .init(className: labelClass, entries: label),
            .init(className: "NSString", entries: [Entry(key: "NS.bytes", value: .data(Data(text.utf8)))]),
            .init(className: "UIFont", fallbackClassNames: ["NSFont"], entries: [Entry(key: "UIFontPointSize", value: .double(17))]),
            .init(
                className: "UIView",
                entries: [
                    Entry(key: "UITintColor", value: .object(sharedColor ? 6 : 7)),
                    Entry(key: "UIBackgroundColor", value: .object(6)),
                ]),
            .init(className: "UIColor", entries: color),
            .init(className: "UIColor", entries: color),
            .init(className: "UIView"),
        ])
    }

    @Test func aGraphEqualsItself() {
        #expect(NibGraphComparison.differences(Self.sample(), Self.sample()).isEmpty)
    }

    @Test func eachChangeIsOneDifferenceAtItsPath() {
        let cases: [(NibGraph, NibDifference)] = [
            (Self.sample(text: "Bar"), NibDifference(path: "UINibObjectsKey[0] UILabel.UIText", kind: .value, a: #""Foo""#, b: #""Bar""#)),
            (Self.sample(font: false), NibDifference(path: "UINibObjectsKey[0] UILabel.UIFont", kind: .onlyInA, a: "UIFont", b: nil)),
            (Self.sample(labelClass: "UIButton"), NibDifference(path: "UINibObjectsKey[0]", kind: .class, a: "UILabel", b: "UIButton")),
            (Self.sample(extraMember: true), NibDifference(path: "UINibObjectsKey[2]", kind: .onlyInB, a: nil, b: "UIView")),
            (
                Self.sample(sharedColor: false),
                NibDifference(
                    path: "UINibObjectsKey[1] UIView.UITintColor", kind: .sharing,
                    a: "the same object as UINibObjectsKey[1] UIView.UIBackgroundColor", b: "a separate object")
            ),
            (
                Self.sample(alpha: .double(1)),
                NibDifference(
                    path: "UINibObjectsKey[1] UIView.UIBackgroundColor UIColor.UIAlpha", kind: .value, a: "float32 1.0", b: "float64 1.0")
            ),
            (
                Self.sample(alpha: .integer(1)),
                NibDifference(
                    path: "UINibObjectsKey[1] UIView.UIBackgroundColor UIColor.UIAlpha", kind: .value, a: "float32 1.0", b: "integer 1")
            ),
        ]
        for (changed, expected) in cases {
            #expect(NibGraphComparison.differences(Self.sample(), changed) == [expected])
        }
        // A duplicated object is the same difference seen from the other side.
        #expect(NibGraphComparison.differences(Self.sample(sharedColor: false), Self.sample()).map(\.kind) == [.sharing])
    }

    /// A difference costs the object whose own value it is, not the objects that hold that object.
    @Test func aChangeUnmatchesOnlyTheObjectItIsIn() {
        func objects(_ a: NibGraph, _ b: NibGraph) -> NibObjectMatch {
            NibGraphComparison.comparison(a, b).objects
        }
        // The sample reaches 7 of its 9 objects: the second color is shared away, the last view unused.
        let all = NibObjectMatch(objectsInA: 7, objectsInB: 7, matchedObjects: 7)
        #expect(objects(Self.sample(), Self.sample()) == all)
        #expect(objects(Self.sample(), Self.sample()).similarity == 1)
        // The string changes, not the label holding it.
        #expect(objects(Self.sample(), Self.sample(text: "Bar")) == NibObjectMatch(objectsInA: 7, objectsInB: 7, matchedObjects: 6))
        // The label changes class; its string and font still match.
        #expect(
            objects(Self.sample(), Self.sample(labelClass: "UIButton"))
                == NibObjectMatch(objectsInA: 7, objectsInB: 7, matchedObjects: 6))
        // The label lacks its font: the label and the font count against the match.
        let withoutFont = objects(Self.sample(), Self.sample(font: false))
        #expect(withoutFont == NibObjectMatch(objectsInA: 7, objectsInB: 6, matchedObjects: 5))
        #expect(withoutFont.similarity == 10.0 / 13.0)
        // A color the view shares on one side and not on the other: the view differs, both colors match.
        #expect(
            objects(Self.sample(), Self.sample(sharedColor: false))
                == NibObjectMatch(objectsInA: 7, objectsInB: 8, matchedObjects: 6))
    }

    @Test func floatsCompareByBitPattern() {
        #expect(NibGraphComparison.differences(Self.sample(alpha: .float(.nan)), Self.sample(alpha: .float(.nan))).isEmpty)
        #expect(NibGraphComparison.differences(Self.sample(alpha: .float(0)), Self.sample(alpha: .float(-0.0))).count == 1)
    }

    @Test func dataIsDescribedAsTextGeometryOrHex() {
        func geometry(_ numbers: [Double]) -> Data {
            var bytes: [UInt8] = [7]
            for number in numbers {
                withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
            return Data(bytes)
        }
        func difference(_ left: Data, _ right: Data) -> [String?] {
            let graph = { (data: Data) in
                NibGraph(objects: [.init(className: "NSObject", entries: [Entry(key: "UIBounds", value: .data(data))])])
            }
            let found = NibGraphComparison.differences(graph(left), graph(right))
            return found.flatMap { [$0.path, $0.a, $0.b] }
        }
        #expect(difference(geometry([0, 0, 320, 44]), geometry([0, 0, 375, 44])) == ["UIBounds", "{0, 0, 320, 44}", "{0, 0, 375, 44}"])
        #expect(difference(Data("1 0 0".utf8), Data("0 0 1".utf8)) == ["UIBounds", #""1 0 0""#, #""0 0 1""#])
        #expect(difference(Data([0x01, 0xFF]), Data([0x02])) == ["UIBounds", "<01ff>", "<02>"])
    }

    /// The walks keep their own stacks: a chain deeper than any call stack is compared to its end.
    /// root → UINibObjectsKey: [UILabel, UIView], UIDescendants: a set or an array of them in `order`.
    static func collection(_ className: String, order: [Int]) -> NibGraph {
        NibGraph(objects: [
            .init(
                className: "NSObject",
                entries: [
                    Entry(key: "UINibObjectsKey", value: .object(1)), Entry(key: "UIDescendants", value: .object(4)),
                ]),
            .init(
                className: "NSArray",
                entries: [
                    Entry(key: "UINibEncoderEmptyKey", value: .object(2)), Entry(key: "UINibEncoderEmptyKey", value: .object(3)),
                ]),
            .init(className: "UILabel", entries: [Entry(key: "UITag", value: .integer(1))]),
            .init(className: "UIView", entries: [Entry(key: "UITag", value: .integer(2))]),
            .init(
                className: className,
                entries: [Entry(key: "NSInlinedValue", value: .bool(true))]
                    + order.map { Entry(key: "UINibEncoderEmptyKey", value: .object($0)) }),
        ])
    }

    @Test func aSetsMembersMatchWhateverTheirOrder() {
        // Xcode writes a set in the order of a hash of memory addresses (SwiftMessages 9.0.1
        // CenteredView): the same members in another order are the same set, not the same array.
        #expect(NibGraphComparison.differences(Self.collection("NSSet", order: [2, 3]), Self.collection("NSSet", order: [3, 2])).isEmpty)
        #expect(
            NibGraphComparison.differences(Self.collection("NSArray", order: [2, 3]), Self.collection("NSArray", order: [3, 2])).isEmpty
                == false)
        #expect(
            NibGraphComparison.differences(Self.collection("NSSet", order: [2, 3]), Self.collection("NSSet", order: [2])).contains {
                $0.kind == .onlyInA
            })
    }

    /// A keyed archive holds a set's members in an `NS.objects` array (an image view's drag
    /// types in Sparkle's `SUStatus` as Xcode 12.5 wrote it): their order does not matter either,
    /// an array's does.
    @Test func aKeyedSetsMembersMatchWhateverTheirOrder() {
        func keyed(_ className: String, _ members: [String]) -> NibGraph {
            NibGraph(objects: [
                .init(className: "NSObject", entries: [Entry(key: "NSDragTypes", value: .object(1))]),
                .init(className: className, entries: [Entry(key: "NS.objects", value: .array(members.map(NibGraph.Value.string)))]),
            ])
        }
        let types = ["Apple PDF pasteboard type", "NSFilenamesPboardType", "NeXT TIFF v4.0 pasteboard type"]
        #expect(NibGraphComparison.differences(keyed("NSMutableSet", types), keyed("NSMutableSet", types.reversed())).isEmpty)
        #expect(!NibGraphComparison.differences(keyed("NSMutableArray", types), keyed("NSMutableArray", types.reversed())).isEmpty)
        #expect(!NibGraphComparison.differences(keyed("NSMutableSet", types), keyed("NSMutableSet", Array(types.dropLast()))).isEmpty)
    }

    /// A dictionary's entries have no order either: Xcode 12.1 lists one navigation controller's
    /// external objects `UpstreamPlaceholder-2` first and three others' `-1` first (a study pair's
    /// tab bar controller), by its hash table. The same entries in another order match; the same
    /// keys holding swapped values do not.
    @Test func aDictionarysEntriesMatchWhateverTheirOrder() {
        func inlined(_ entries: [(key: String, value: String)]) -> NibGraph {
            NibGraph(objects: [
                .init(className: "NSObject", entries: [Entry(key: "UIExternalObjectsTableForViewLoading", value: .object(1))]),
                .init(
                    className: "NSDictionary",
                    entries: [Entry(key: "NSInlinedValue", value: .bool(true))]
                        + entries.flatMap {
                            [
                                Entry(key: "UINibEncoderEmptyKey", value: .string($0.key)),
                                Entry(key: "UINibEncoderEmptyKey", value: .string($0.value)),
                            ]
                        }),
            ])
        }
        let entries = [(key: "UpstreamPlaceholder-1", value: "controller"), (key: "UpstreamPlaceholder-2", value: "segue")]
        #expect(NibGraphComparison.differences(inlined(entries), inlined(entries.reversed())).isEmpty)
        let swapped = [(key: "UpstreamPlaceholder-1", value: "segue"), (key: "UpstreamPlaceholder-2", value: "controller")]
        #expect(!NibGraphComparison.differences(inlined(entries), inlined(swapped)).isEmpty)
        #expect(!NibGraphComparison.differences(inlined(entries), inlined(Array(entries.dropLast()))).isEmpty)
    }

    /// A keyed archive's dictionary holds its keys in `NS.keys` and its values in `NS.objects`.
    @Test func aKeyedDictionarysEntriesMatchWhateverTheirOrder() {
        func keyed(_ keys: [String], _ values: [String]) -> NibGraph {
            NibGraph(objects: [
                .init(className: "NSObject", entries: [Entry(key: "NSAttributes", value: .object(1))]),
                .init(
                    className: "NSMutableDictionary",
                    entries: [
                        Entry(key: "NS.keys", value: .array(keys.map(NibGraph.Value.string))),
                        Entry(key: "NS.objects", value: .array(values.map(NibGraph.Value.string))),
                    ]),
            ])
        }
        #expect(
            NibGraphComparison.differences(
                keyed(["NSColor", "NSFont"], ["red", "Helvetica"]), keyed(["NSFont", "NSColor"], ["Helvetica", "red"])
            ).isEmpty)
        #expect(
            !NibGraphComparison.differences(
                keyed(["NSColor", "NSFont"], ["red", "Helvetica"]), keyed(["NSColor", "NSFont"], ["Helvetica", "red"])
            ).isEmpty)
    }

    /// Members of one class told apart only by data (a frame) are matched by those bytes: the
    /// three provider buttons of aws-sdk's SignIn, Xcode 9.1, in a trait storage's descendants.
    @Test func setMembersToldApartByBytesMatchWhateverTheirOrder() {
        func buttons(_ order: [Int]) -> NibGraph {
            NibGraph(objects: [
                .init(
                    className: "NSObject",
                    entries: [
                        Entry(key: "UINibObjectsKey", value: .object(1)), Entry(key: "UIDescendants", value: .object(4)),
                    ]),
                .init(
                    className: "NSArray",
                    entries: [
                        Entry(key: "UINibEncoderEmptyKey", value: .object(2)), Entry(key: "UINibEncoderEmptyKey", value: .object(3)),
                    ]),
                .init(className: "UIButton", entries: [Entry(key: "UICenter", value: .data(Data([7, 1])))]),
                .init(className: "UIButton", entries: [Entry(key: "UICenter", value: .data(Data([7, 2])))]),
                .init(className: "NSSet", entries: order.map { Entry(key: "UINibEncoderEmptyKey", value: .object($0)) }),
            ])
        }
        #expect(NibGraphComparison.differences(buttons([2, 3]), buttons([3, 2])).isEmpty)
    }

    @Test func aDeepChainIsComparedWithoutRecursion() {
        func chain(last: Int64) -> NibGraph {
            let depth = 100_000
            var objects = (0..<depth).map { index in
                NibGraph.Object(className: "NSObject", entries: [Entry(key: "next", value: .object(index + 1))])
            }
            objects.append(NibGraph.Object(className: "NSObject", entries: [Entry(key: "end", value: .integer(last))]))
            return NibGraph(objects: objects)
        }
        #expect(NibGraphComparison.differences(chain(last: 1), chain(last: 1)).isEmpty)
        let found = NibGraphComparison.differences(chain(last: 1), chain(last: 2))
        #expect(found.count == 1)
        #expect(found.first?.path.hasSuffix("next NSObject.next NSObject.end") == true)
    }

    @Test func nestedNibsAreComparedAsGraphs() throws {
        func outer(_ inner: NibGraph) throws -> NibGraph {
            let data = NibArchiveWriter.encode(try Self.archive(inner))
            return NibGraph(objects: [
                .init(className: "NSObject", entries: [Entry(key: "UINibObjectsKey", value: .object(1))]),
                .init(className: "UINib", entries: [Entry(key: "archiveData", value: .data(data))]),
            ])
        }
        let found = NibGraphComparison.differences(try outer(Self.sample()), try outer(Self.sample(text: "Bar")))
        #expect(
            found == [
                NibDifference(
                    path: "UINibObjectsKey UINib.archiveData → UINibObjectsKey[0] UILabel.UIText", kind: .value,
                    a: #""Foo""#, b: #""Bar""#)
            ])
        // The nested nib's objects count beside the outer ones, changed or not.
        #expect(
            NibGraphComparison.comparison(try outer(Self.sample()), try outer(Self.sample(text: "Bar"))).objects
                == NibObjectMatch(objectsInA: 9, objectsInB: 9, matchedObjects: 7))
        #expect(
            NibGraphComparison.comparison(try outer(Self.sample()), try outer(Self.sample())).objects
                == NibObjectMatch(objectsInA: 9, objectsInB: 9, matchedObjects: 9))
    }

    /// A keyed archive stores one data entry once however many objects hold it, so a nib nested in
    /// it can be held a hundred times at each of three levels: compared once per level, not 100³
    /// times, its difference reported where the walk first meets it and named at the other places.
    @Test func aNestedNibHeldManyTimesIsComparedOnce() throws {
        let holders = 100
        func holding(_ data: Data) throws -> Data {
            var objects: [NibGraph.Object] = [
                .init(className: "NSObject", entries: [Entry(key: "UINibObjectsKey", value: .object(1))]),
                .init(
                    className: "NSArray",
                    entries: [Entry(key: "NSInlinedValue", value: .bool(true))]
                        + (0..<holders).map { Entry(key: "UINibEncoderEmptyKey", value: .object(3 + $0)) }),
                .init(className: "NSData", entries: [Entry(key: NibGraph.bytesKey, value: .data(data))]),
            ]
            objects += (0..<holders).map { _ in .init(className: "UINib", entries: [Entry(key: "archiveData", value: .object(2))]) }
            return try KeyedArchiveWriter.encode(NibGraph(objects: objects))
        }
        let (innermostA, innermostB) = (
            try KeyedArchiveWriter.encode(Self.sample()), try KeyedArchiveWriter.encode(Self.sample(text: "Bar"))
        )
        let a = try KeyedArchiveReader.read(try holding(try holding(innermostA)), path: "A.nib")
        let b = try KeyedArchiveReader.read(try holding(try holding(innermostB)), path: "B.nib")
        let result = NibGraphComparison.comparison(a, b)
        // One difference per holder at each level, the first holder's the way down to the label.
        #expect(result.differences.count == 2 * holders - 1)
        let deepest = try #require(result.differences.first)
        #expect(deepest.path.hasSuffix("UILabel.UIText"))
        #expect(deepest.path.components(separatedBy: " → ").count == 3)
        #expect(
            result.differences.last?.description
                == "UINibObjectsKey NSArray.NS.objects[99] UINib.archiveData: a nib of 2145 bytes, differing as at "
                + "UINibObjectsKey NSArray.NS.objects[0] UINib.archiveData ≠ a nib of 2145 bytes")
        // Every nested copy counts: 102 objects at each of the two outer levels, 6 in each sample
        // (the keyed form holds the label's text inline), 70,302 in all. Unmatched: each copy's
        // label, whose text changed, and every holder, whose nib changed.
        let outer = NibGraphComparison.comparison(a, a).objects.objectsInA
        #expect(outer == 102 + holders * 102 + holders * holders * 6)
        #expect(result.objects.objectsInA == outer)
        #expect(result.objects.matchedObjects == outer - holders * holders - holders * holders - holders)
    }

    /// The same graph as NIBArchive tables, objects in graph order.
    static func archive(_ graph: NibGraph) throws -> NibArchive {
        var keys: [String] = []
        var classes: [NibArchive.ClassName] = []
        var objects: [NibArchive.Object] = []
        var values: [NibArchive.Value] = []
        for object in graph.objects {
            if !classes.contains(where: { $0.name == object.className }) {
                classes.append(NibArchive.ClassName(name: object.className))
            }
            objects.append(
                NibArchive.Object(
                    classIndex: classes.firstIndex { $0.name == object.className }!, valuesStart: values.count,
                    valueCount: object.entries.count))
            for entry in object.entries {
                if !keys.contains(entry.key) {
                    keys.append(entry.key)
                }
                let content: NibArchive.Content
                switch entry.value {
                case .integer(let number): content = .int64(number)
                case .bool(let flag): content = .bool(flag)
                case .float(let number): content = .float32(number)
                case .double(let number): content = .float64(number)
                case .data(let data): content = .data(data)
                case .null: content = .null
                case .object(let index): content = .object(UInt32(index))
                case .string, .array: throw NibArchiveError(path: "", message: "not a NIBArchive value")
                }
                values.append(NibArchive.Value(keyIndex: keys.firstIndex(of: entry.key)!, content: content))
            }
        }
        return NibArchive(objects: objects, keys: keys, values: values, classNames: classes)
    }
}
