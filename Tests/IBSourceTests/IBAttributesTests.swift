import Foundation
import IBSource
import Testing

@Suite struct IBAttributesTests {
    @Test func keepsTheOrderGivenAndReplacesAValueInPlace() {
        var attributes: IBAttributes = ["key": "frame", "x": "0", "y": "1"]
        #expect(attributes.keys == ["key", "x", "y"])
        attributes["x"] = "5"
        attributes["width"] = "10"
        attributes["key"] = nil
        #expect(attributes.map(\.key) == ["x", "y", "width"])
        #expect(attributes["x"] == "5")
        #expect(attributes["key"] == nil)
        #expect(attributes.count == 3)
        #expect(attributes.filter { $0.value != "1" }.keys == ["x", "width"])
    }

    @Test func aDictionaryGivesItsAttributesByName() {
        #expect(IBAttributes(["b": "2", "a": "1"]).keys == ["a", "b"])
    }

    /// Equal as dictionaries are: the same values under the same names, in any order, and hashed
    /// alike.
    @Test func orderDoesNotCountInEqualityOrHashing() {
        let one: IBAttributes = ["a": "1", "b": "2"]
        let other: IBAttributes = ["b": "2", "a": "1"]
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != ["a": "1", "b": "3"])
        #expect(one != ["a": "1"])
        #expect(one != ["a": "1", "c": "2"])
    }

    @Test func mergingPicksTheValueOfANameBothHold() {
        let merged = IBAttributes(["a": "1", "b": "2"]).merging(["b": "3", "c": "4"]) { $1 }
        #expect(merged == ["a": "1", "b": "3", "c": "4"])
        #expect(merged.keys == ["a", "b", "c"])
    }

    /// Encoded as the dictionary it stands for, so what was saved before reads back.
    @Test func encodesAsADictionary() throws {
        let attributes: IBAttributes = ["y": "2", "x": "1"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(attributes)
        #expect(String(decoding: data, as: UTF8.self) == #"{"x":"1","y":"2"}"#)
        #expect(try JSONDecoder().decode(IBAttributes.self, from: data) == attributes)
    }

    /// Past a handful, names are found through an index: thousands of attributes, set, read and
    /// removed, stay linear.
    @Test func manyAttributesAreFoundThroughAnIndex() {
        var attributes = IBAttributes()
        let count = 20_000
        for number in 0..<count {
            attributes["a\(number)"] = "\(number)"
        }
        #expect(attributes.count == count)
        #expect((0..<count).allSatisfy { attributes["a\($0)"] == "\($0)" })
        attributes["a7"] = nil
        #expect(attributes["a7"] == nil)
        #expect(attributes["a8"] == "8")
        #expect(attributes["a\(count - 1)"] == "\(count - 1)")
        var reversed = IBAttributes()
        for number in (0..<count).reversed() where number != 7 {
            reversed["a\(number)"] = "\(number)"
        }
        #expect(reversed == attributes)
    }
}
