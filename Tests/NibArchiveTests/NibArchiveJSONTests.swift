import Foundation
import NibArchive
import NibArchiveTestSupport
import Testing

@Suite struct NibArchiveJSONTests {
    @Test func floatsKeepTheirBitsAndDataReadsAsHex() throws {
        let archive = NibArchive(
            objects: [.init(classIndex: 0, valuesStart: 0, valueCount: 4)], keys: ["a", "b", "c", "d"],
            values: [
                .init(keyIndex: 0, content: .float64(.nan)), .init(keyIndex: 1, content: .float32(-0.0)),
                .init(keyIndex: 2, content: .data(Data([7, 0, 255]))), .init(keyIndex: 3, content: .bool(false)),
            ],
            classNames: [.init(name: "NSObject")])
        let text = String(decoding: try json(archive), as: UTF8.self)
        #expect(text.contains("\"value\" : \"0700ff\""))
        #expect(text.contains("\"type\" : \"false\""))
        let decoded = try JSONDecoder().decode(NibArchive.self, from: Data(text.utf8))
        #expect(NibArchiveWriter.encode(decoded) == NibArchiveWriter.encode(archive))
    }

    @Test func badJSONIsRejected() {
        let noTables = Data(
            #"{"formatVersion":1,"coderVersion":10,"objects":[],"keys":[],"values":[],"classNames":[],"tableOrder":["objects","objects","values","classNames"]}"#
                .utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NibArchive.self, from: noTables) }
        let badHex = Data(
            #"{"formatVersion":1,"coderVersion":10,"objects":[],"keys":["k"],"values":[{"key":0,"type":"data","value":"0g"}],"classNames":[]}"#
                .utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NibArchive.self, from: badHex) }
        let badType = Data(
            #"{"formatVersion":1,"coderVersion":10,"objects":[],"keys":["k"],"values":[{"key":0,"type":"int128","value":1}],"classNames":[]}"#
                .utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NibArchive.self, from: badType) }
        let negative = Data(
            #"{"formatVersion":1,"coderVersion":10,"objects":[{"class":-1,"valuesStart":0,"valueCount":0}],"keys":[],"values":[],"classNames":[]}"#
                .utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NibArchive.self, from: negative) }
        let negativeKey = Data(
            #"{"formatVersion":1,"coderVersion":10,"objects":[],"keys":[],"values":[{"key":-5,"type":"null"}],"classNames":[]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NibArchive.self, from: negativeKey) }
        // A version out of UInt32's range is named as such, not as JSON that is not valid.
        for (formatVersion, coderVersion) in [("-1", "10"), ("1", "10000000000")] {
            let outOfRange = Data(
                #"{"formatVersion":\#(formatVersion),"coderVersion":\#(coderVersion),"objects":[],"keys":[],"values":[],"classNames":[]}"#
                    .utf8)
            let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(NibArchive.self, from: outOfRange) }
            guard case .dataCorrupted(let context)? = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(context.debugDescription.hasSuffix("is not a version of 0 to 4294967295"))
            #expect(context.codingPath.map(\.stringValue) == [formatVersion == "-1" ? "formatVersion" : "coderVersion"])
        }
    }
}

@Suite struct SharedValuesTests {
    @Test func objectsMayNotShareTheirValues() throws {
        let archive = NibArchive(
            objects: Array(repeating: .init(classIndex: 0, valuesStart: 0, valueCount: 2), count: 3), keys: ["k"],
            values: [.init(keyIndex: 0, content: .null), .init(keyIndex: 0, content: .null)],
            classNames: [.init(name: "NSObject")])
        let error = #expect(throws: NibArchiveError.self) {
            try NibArchiveReader.read(NibArchiveWriter.encode(archive), path: "shared.nib")
        }
        #expect(error?.message == "objects claim more values than the 2 in the table")
        #expect(error?.path == "shared.nib")
    }
}
