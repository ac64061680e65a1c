import Foundation
import NibArchive
import Testing

/// The XML writer: Apple's layout to the byte, read back by Python's `plistlib`, byte-stable.
@Suite struct PropertyListXMLWriterTests {
    static func xml(_ value: PropertyListValue) throws -> String {
        String(decoding: try PropertyListXMLWriter.data(value), as: UTF8.self)
    }

    /// The lines of `value` written alone, between `<plist>` and `</plist>`.
    static func body(_ value: PropertyListValue) throws -> [Substring] {
        Array(try xml(value).split(separator: "\n").dropFirst(3).dropLast())
    }

    @Test func layoutMatchesApple() throws {
        // As `plutil -convert xml1` prints the same value.
        let value = PropertyListValue.dictionary([
            "name": .string("A & <B>"), "count": .integer(-3), "ratio": .real(0.1), "on": .bool(true),
            "off": .bool(false), "list": .array([.string("x"), .array([]), .dictionary([:])]),
            "blob": .data(Data("hello".utf8)), "none": .data(Data()), "when": .date(0), "ref": .uid(7), "Zebra": .integer(1),
        ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Zebra</key>
            \t<integer>1</integer>
            \t<key>blob</key>
            \t<data>
            \taGVsbG8=
            \t</data>
            \t<key>count</key>
            \t<integer>-3</integer>
            \t<key>list</key>
            \t<array>
            \t\t<string>x</string>
            \t\t<array/>
            \t\t<dict/>
            \t</array>
            \t<key>name</key>
            \t<string>A &amp; &lt;B&gt;</string>
            \t<key>none</key>
            \t<data>
            \t</data>
            \t<key>off</key>
            \t<false/>
            \t<key>on</key>
            \t<true/>
            \t<key>ratio</key>
            \t<real>0.10000000000000001</real>
            \t<key>ref</key>
            \t<dict>
            \t\t<key>CF$UID</key>
            \t\t<integer>7</integer>
            \t</dict>
            \t<key>when</key>
            \t<date>2001-01-01T00:00:00Z</date>
            </dict>
            </plist>

            """
        #expect(try Self.xml(value) == expected)
        #expect(try Self.xml(.array([])).hasSuffix("<plist version=\"1.0\">\n<array/>\n</plist>\n"))
    }

    @Test func keysSortByUTF16CodeUnits() throws {
        // U+1F600 is a surrogate pair starting 0xD83D, so it sorts before U+FF5E.
        let value = PropertyListValue.dictionary(["～": .integer(1), "😀": .integer(2), "a": .integer(3), "B": .integer(4)])
        let keys = try Self.body(value).filter { $0.contains("<key>") }
        #expect(keys == ["\t<key>B</key>", "\t<key>a</key>", "\t<key>😀</key>", "\t<key>～</key>"])
    }

    @Test func base64LinesShrinkWithIndentationDownToEightTabs() throws {
        let bytes = Data((0..<100).map { UInt8($0) })
        let base64 = bytes.base64EncodedString()  // 136 characters
        for depth in [0, 1, 2, 8, 9, 12] {
            let value = (0..<depth).reduce(PropertyListValue.data(bytes)) { inner, _ in .array([inner]) }
            let lines = try Self.body(value)
            let indent = String(repeating: "\t", count: depth)
            let open = try #require(lines.firstIndex(of: Substring(indent + "<data>")))
            #expect(lines.contains(Substring(indent + "</data>")))
            // Indentation counts 8 columns per tab against 76, and stops at 8 tabs.
            let tabs = min(depth, 8)
            let width = 76 - 8 * tabs
            let dataLines = lines[(open + 1)...].prefix { !$0.hasSuffix("</data>") }
            let expected = stride(from: 0, to: base64.count, by: width).map {
                String(repeating: "\t", count: tabs) + base64.dropFirst($0).prefix(width)
            }
            #expect(dataLines.map(String.init) == expected, "depth \(depth)")
        }
    }

    @Test func realsUseCoreFoundationSpelling() throws {
        let cases: [(Double, String)] = [
            (0.1, "0.10000000000000001"), (1, "1"), (2.5, "2.5"), (-2.25, "-2.25"), (1e300, "1.0000000000000001e+300"),
            (0, "0.0"), (-0.0, "0.0"), (.infinity, "+infinity"), (-.infinity, "-infinity"), (.nan, "nan"),
        ]
        for (number, text) in cases {
            #expect(try Self.body(.real(number)) == ["<real>\(text)</real>"])
        }
    }

    @Test func datesAreUTCWholeSeconds() throws {
        let cases: [(Double, String)] = [
            (700_000_000, "2023-03-08T20:26:40Z"), (123_456_789.999, "2004-11-29T21:33:09Z"),
            (-0.5, "2000-12-31T23:59:59Z"), (-12_649_262_400, "1600-02-29T12:00:00Z"),
            (-3_182_198_400, "1900-03-01T00:00:00Z"),
            (-63_113_904_000, "0001-01-01T00:00:00Z"), (252_423_993_599, "9999-12-31T23:59:59Z"),
        ]
        for (seconds, text) in cases {
            #expect(try Self.body(.date(seconds)) == ["<date>\(text)</date>"])
        }
    }

    @Test func valuesWithoutAnXMLFormAreRefused() throws {
        let refused: [PropertyListValue] = [
            .null, .array([.null]), .string("bell \u{7}"), .dictionary(["\u{FFFE}": .integer(1)]),
            .date(-63_113_904_001), .date(252_423_993_600), .date(.nan), .date(.infinity),
        ]
        for value in refused {
            #expect(throws: PropertyListXMLWriter.UnrepresentableValue.self, "\(value)") {
                try PropertyListXMLWriter.data(value)
            }
        }
        // Tab, line feed and carriage return are text, written as they are.
        #expect(try Self.body(.string("a\tb\rc")) == ["<string>a\tb\rc</string>"])
    }

    @Test func bytesDoNotDependOnInsertionOrder() throws {
        let keys = (0..<200).map { "key \($0)" }
        var forward: [String: PropertyListValue] = [:]
        for key in keys {
            forward[key] = .string(key)
        }
        var backward: [String: PropertyListValue] = [:]
        backward.reserveCapacity(1_000)
        for key in keys.reversed() {
            backward[key] = .string(key)
        }
        #expect(try PropertyListXMLWriter.data(.dictionary(forward)) == (try PropertyListXMLWriter.data(.dictionary(backward))))
    }

    @Test func pythonPlistlibReadsTheSameValue() throws {
        let sample = BinaryPropertyListWriterTests.sample
        #expect(try Plistlib.load(PropertyListXMLWriter.data(sample)) == sample)
        // XML has no UID: Apple writes, and plistlib reads, a `CF$UID` dictionary.
        let uid = PropertyListValue.array([.uid(7), .date(-0.5)])
        let read = PropertyListValue.array([.dictionary(["CF$UID": .integer(7)]), .date(-1)])
        #expect(try Plistlib.load(PropertyListXMLWriter.data(uid)) == read)
    }
}
