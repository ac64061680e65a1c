import Foundation
import NibArchive
import Testing

/// Keyed archives written from graphs: a graph built for a NIBArchive is written with a keyed
/// archive's conventions.
@Suite struct KeyedArchiveWriterTests {
    @Test func nibArchiveObjectsBecomeTheKeyedArchivesPlainEntries() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(
                className: "NSObject",
                entries: [
                    .init(key: "Title", value: .object(1)), .init(key: "Items", value: .object(2)), .init(key: "Flags", value: .integer(7)),
                ]),
            NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data("Hello".utf8)))]),
            NibGraph.Object(
                className: "NSArray",
                entries: [
                    .init(key: "NSInlinedValue", value: .bool(true)), .init(key: "UINibEncoderEmptyKey", value: .object(3)),
                    .init(key: "UINibEncoderEmptyKey", value: .object(1)),
                ]),
            NibGraph.Object(className: "NSNumber", entries: [.init(key: "NS.intval", value: .integer(42))]),
        ])
        let archive = try BinaryPropertyListReader.read(try KeyedArchiveWriter.encode(graph), path: "x.nib")
        guard case .array(let objects)? = archive["$objects"], case .dictionary(let top)? = archive["$top"],
            case .uid(let title)? = top["Title"], case .uid(let items)? = top["Items"]
        else {
            Issue.record("not a keyed archive: \(archive)")
            return
        }
        #expect(top["Flags"] == .integer(7))
        #expect(objects[Int(title)] == .string("Hello"))
        guard case .dictionary(let array) = objects[Int(items)], case .array(let members)? = array["NS.objects"] else {
            Issue.record("the array is not NS.objects: \(objects[Int(items)])")
            return
        }
        #expect(members.count == 2)
        if case .uid(let number) = members[0] { #expect(objects[Int(number)] == .integer(42)) }
        // The string is stored once, whichever object refers to it.
        #expect(members[1] == .uid(title))
        let read = try KeyedArchiveReader.read(try KeyedArchiveWriter.encode(graph), path: "x.nib")
        #expect(read.string(read.root?.value(forKey: "Title")) == "Hello")
        #expect(read.members(read.root?.value(forKey: "Items")) == [.integer(42), .string("Hello")])
    }

    /// A NIBArchive dictionary alternates key and value; a keyed archive's holds them under
    /// `NS.keys` and `NS.objects`, as Sparkle's keyed nibs hold binding options.
    @Test func aDictionarySplitsIntoKeysAndObjects() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSObject", entries: [.init(key: "Options", value: .object(1))]),
            NibGraph.Object(
                className: "NSDictionary",
                entries: [
                    .init(key: "NSInlinedValue", value: .bool(true)), .init(key: "UINibEncoderEmptyKey", value: .object(2)),
                    .init(key: "UINibEncoderEmptyKey", value: .object(3)), .init(key: "UINibEncoderEmptyKey", value: .object(4)),
                    .init(key: "UINibEncoderEmptyKey", value: .object(5)),
                ]),
            NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data("NSValueTransformerName".utf8)))]),
            NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data("NSIsNil".utf8)))]),
            NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data("NSNullPlaceholder".utf8)))]),
            NibGraph.Object(className: "NSNumber", entries: [.init(key: "NS.intval", value: .integer(1))]),
        ])
        let archive = try BinaryPropertyListReader.read(try KeyedArchiveWriter.encode(graph), path: "x.nib")
        guard case .array(let objects)? = archive["$objects"], case .dictionary(let top)? = archive["$top"],
            case .uid(let options)? = top["Options"], case .dictionary(let dictionary) = objects[Int(options)],
            case .array(let keys)? = dictionary["NS.keys"], case .array(let values)? = dictionary["NS.objects"],
            case .uid(let key)? = keys.first, case .uid(let value)? = values.first
        else {
            Issue.record("not a keyed dictionary: \(archive)")
            return
        }
        #expect(objects[Int(key)] == .string("NSValueTransformerName"))
        #expect(objects[Int(value)] == .string("NSIsNil"))
        if case .uid(let secondKey) = keys.last, case .uid(let secondValue) = values.last {
            #expect(objects[Int(secondKey)] == .string("NSNullPlaceholder"))
            #expect(objects[Int(secondValue)] == .integer(1))
        }
        #expect(keys.count == 2 && values.count == 2)
        var odd = graph
        odd.objects[1].entries = NibGraph.Entries(Array(graph.objects[1].entries.dropLast()))
        #expect(throws: NibArchiveError.self) { try KeyedArchiveWriter.encode(odd) }
    }

    /// A NIBArchive's mutable string holds UTF-8 bytes; a keyed archive's, its text under
    /// `NS.string` (an accessibility attribute's name, in a nib for macOS 10.12).
    @Test func aMutableStringKeepsItsTextInline() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSObject", entries: [.init(key: "Name", value: .object(1))]),
            NibGraph.Object(
                className: "NSMutableString", fallbackClassNames: ["NSString", "NSObject"],
                entries: [.init(key: "NS.bytes", value: .data(Data("AXDescription".utf8)))]),
        ])
        let archive = try BinaryPropertyListReader.read(try KeyedArchiveWriter.encode(graph), path: "x.nib")
        guard case .array(let objects)? = archive["$objects"], case .dictionary(let top)? = archive["$top"],
            case .uid(let name)? = top["Name"], case .dictionary(let string) = objects[Int(name)]
        else {
            Issue.record("not a keyed archive: \(archive)")
            return
        }
        #expect(string["NS.string"] == .string("AXDescription"))
        #expect(string["NS.bytes"] == nil)
    }

    /// The walk keeps its own stack: a chain of 100,000 objects, each first met through the one
    /// before, is written and read back whole.
    @Test func aDeepChainIsWrittenWithoutRecursion() throws {
        let count = 100_000
        let objects = (0..<count).map { index in
            NibGraph.Object(className: "Link", entries: index + 1 < count ? [.init(key: "Next", value: .object(index + 1))] : [])
        }
        let graph = NibGraph(objects: objects)
        let read = try KeyedArchiveReader.read(try KeyedArchiveWriter.encode(graph), path: "chain.nib")
        #expect(read.objects.count == count)
        #expect(read.objects.dropFirst().allSatisfy { $0.className == "Link" })
    }
}
