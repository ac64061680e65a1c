import Foundation
import NibArchive
import Testing
import UIKitNib

@Suite struct UIKitNibArchivingTests {
    private static func object(_ className: String, _ entries: [(String, NibGraph.Value)] = []) -> NibGraph.Object {
        NibGraph.Object(
            className: className, fallbackClassNames: UIKitNibClass.fallbackClassNames[className] ?? [],
            entries: entries.map { NibGraph.Entry(key: $0.0, value: $0.1) })
    }

    private static func classes(_ archive: NibArchive) -> [String] {
        archive.objects.map { archive.classNames[$0.classIndex].name }
    }

    @Test func equalNumbersAreOneObjectWrittenAsTheFirstMet() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("A", .object(1)), ("B", .object(2)), ("C", .object(3)), ("D", .object(4))]),
            Self.object("NSNumber", [("NS.intval", .integer(0))]),
            Self.object("NSNumber", [("NS.dblval", .double(0))]),
            Self.object("NSNumber", [("NS.dblval", .double(30))]),
            Self.object("NSNumber", [("NS.dblval", .double(30))]),
        ])
        let archive = try UIKitNib.archive(graph)
        // @NO and @0.0 are equal numbers: one object, the integer met first.
        #expect(archive.objects.count == 3)
        #expect(archive.values.prefix(4).map(\.content) == [.object(1), .object(1), .object(2), .object(2)])
        #expect(archive.values[archive.objects[1].valuesStart].content == .int8(0))
    }

    /// The sharing key was the number as a `Double`: integers above 2^53 that differ collided and
    /// the second was archived with the first's value.
    @Test func largeIntegersThatDifferAreNotShared() throws {
        let large: Int64 = 1 << 53
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("A", .object(1)), ("B", .object(2)), ("C", .object(3))]),
            Self.object("NSNumber", [("NS.intval", .integer(large))]),
            Self.object("NSNumber", [("NS.intval", .integer(large + 1))]),
            Self.object("NSNumber", [("NS.dblval", .double(Double(large)))]),
        ])
        let archive = try UIKitNib.archive(graph)
        // 2^53 as an integer and as a double are equal numbers and stay one object.
        #expect(archive.values.prefix(3).map(\.content) == [.object(1), .object(2), .object(1)])
        #expect(archive.values[archive.objects[1].valuesStart].content == .int64(large))
        #expect(archive.values[archive.objects[2].valuesStart].content == .int64(large + 1))
    }

    @Test func equalColorsAreSharedButDynamicTypeFontsAndStringsByTextAreNot() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("A", .object(1)), ("B", .object(2)), ("C", .object(3)), ("D", .object(4))]),
            Self.object("UIColor", [("UIWhite", .float(1))]),
            Self.object("UIColor", [("UIWhite", .float(1))]),
            Self.object("UIFont", [("UIIBTextStyle", .object(5))]),
            Self.object("UIFont", [("UIIBTextStyle", .object(5))]),
            Self.object("NSString", [(NibGraph.bytesKey, .data(Data("UICTFontTextStyleBody".utf8)))]),
        ])
        let archive = try UIKitNib.archive(graph)
        let classes = Self.classes(archive)
        #expect(classes.filter { $0 == "UIColor" }.count == 1)
        #expect(classes.filter { $0 == "UIFont" }.count == 2)
        // UIKit's fallback classes follow the classes the objects use.
        #expect(archive.classNames.map(\.name).suffix(2) == ["NSColor", "NSFont"])
    }

    /// Before iOS 13's SDK a system color equals any color of its components: the first met is
    /// archived, named or not (aws-sdk 9.1, DYModal 10.2); later, the name tells them apart.
    @Test(arguments: [false, true])
    func aSystemColorsNameCountsOnlyFromDynamicColors(byComponents: Bool) throws {
        let named = NibGraph.Value.object(3)
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("A", .object(1)), ("B", .object(2))]),
            Self.object("UIColor", [("UISystemColorName", named), ("UIRed", .float(1)), ("UIGreen", .float(1)), ("UIBlue", .float(1))]),
            Self.object("UIColor", [("UIRed", .float(1)), ("UIGreen", .float(1)), ("UIBlue", .float(1))]),
            Self.object("NSString", [(NibGraph.bytesKey, .data(Data("tableBackgroundColor".utf8)))]),
        ])
        let archive = try UIKitNib.archive(graph, colorsEqualByComponents: byComponents)
        #expect(Self.classes(archive).filter { $0 == "UIColor" }.count == (byComponents ? 1 : 2))
    }

    /// Colors equal in their archive but made from other float64 values are two objects; the same
    /// values, one.
    @Test func colorsMadeFromOtherValuesAreNotShared() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("A", .object(1)), ("B", .object(2)), ("C", .object(3))]),
            Self.object("UIColor", [("UIWhite", .float(Float(0.5921568627)))]),
            Self.object("UIColor", [("UIWhite", .float(Float(0.592156862745098)))]),
            Self.object("UIColor", [("UIWhite", .float(Float(0.5921568627)))]),
        ])
        let archive = try UIKitNib.archive(graph, valueIdentities: [1: [0.5921568627], 2: [0.592156862745098], 3: [0.5921568627]])
        #expect(archive.values.prefix(3).map(\.content) == [.object(1), .object(2), .object(1)])
    }
}
