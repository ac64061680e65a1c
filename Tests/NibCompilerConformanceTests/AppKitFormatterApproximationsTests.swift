import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// What real apps give their formatters and no pair shows (a rounding increment, lenient parsing,
/// one date style alone, the 10.0 behavior), against viraptor's `numfmt-basic` and
/// `textfield-formatter`, whose nibs Xcode wrote: the edited document compiles to Xcode's nib but
/// for the values the edit sets, only as an approximation.
@Suite struct AppKitFormatterApproximationsTests {
    static let numberPairID = "ibtool-1c4e662-numfmt-basic.xib"
    static let datePairID = "ibtool-1c4e662-textfield-formatter.xib"

    /// The graph of the edited pair as compiled, and Xcode's, with the one formatter of each.
    static func formatters(
        _ pairID: String, className: String, replacing replacements: KeyValuePairs<String, String>
    ) throws -> (ours: NibGraph, formatter: NibGraph.Object, xcode: NibGraph, xcodeFormatter: NibGraph.Object, warnings: [String]) {
        let (output, xcode) = try AppKitControlApproximationsTests.compile(pairID, replacing: replacements)
        let compiled = try output.get()
        let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Edited.nib").graph
        let formatter = try #require(ours.objects.first { $0.className == className })
        let xcodeFormatter = try #require(xcode.objects.first { $0.className == className })
        return (ours, formatter, xcode, xcodeFormatter, compiled.diagnostics.map(\.message))
    }

    /// A formatter's `NS.attributes` by name, each number as its entries.
    static func attributes(of formatter: NibGraph.Object, in graph: NibGraph) -> [String: NibGraph.Entries] {
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        var found: [String: NibGraph.Entries] = [:]
        for index in stride(from: 0, to: members.count - 1, by: 2) {
            guard let name = graph.string(members[index]), let value = graph.object(members[index + 1])?.object else { continue }
            found[name] = value.entries
        }
        return found
    }

    @Test func aRoundingIncrementAndLenientParsingAreInTheAttributes() throws {
        let edited = try Self.formatters(
            Self.numberPairID, className: "NSNumberFormatter",
            replacing: [
                #"maximumIntegerDigits="42" id="12">"#:
                    #"maximumIntegerDigits="42" lenient="YES" id="12"><real key="roundingIncrement" value="0.5"/>"#
            ])
        var ours = Self.attributes(of: edited.formatter, in: edited.ours)
        let xcode = Self.attributes(of: edited.xcodeFormatter, in: edited.xcode)
        #expect(ours.removeValue(forKey: "roundingIncrement") == [NibGraph.Entry(key: "NS.dblval", value: .double(0.5))])
        #expect(ours["lenient"] != xcode["lenient"])
        ours["lenient"] = xcode["lenient"]
        #expect(ours == xcode)
        #expect(edited.warnings.count == 2)
    }

    /// A 10.4 formatter not localizing its format (HandBrake's picture settings) is Xcode's
    /// formatter with `NS.localized` off, as a 10.0 formatter archives it.
    @Test func anUnlocalizedFormatIsNotLocalized() throws {
        let edited = try Self.formatters(
            Self.numberPairID, className: "NSNumberFormatter",
            replacing: [#"maximumIntegerDigits="42" id="12">"#: #"maximumIntegerDigits="42" localizesFormat="NO" id="12">"#])
        #expect(edited.xcodeFormatter.value(forKey: "NS.localized") == .bool(true))
        #expect(edited.formatter.value(forKey: "NS.localized") == .bool(false))
        let ours = edited.formatter.entries.filter { $0.key != "NS.localized" }
        #expect(ours.map(\.key) == edited.xcodeFormatter.entries.filter { $0.key != "NS.localized" }.map(\.key))
        #expect(Self.attributes(of: edited.formatter, in: edited.ours) == Self.attributes(of: edited.xcodeFormatter, in: edited.xcode))
        #expect(edited.warnings.count == 1)
    }

    /// A date formatter naming its date style alone formats no time: a time style of 0 and the
    /// date style's format; the rest is Xcode's.
    @Test func aDateFormatterNamingOneStyleHasNoOther() throws {
        let edited = try Self.formatters(
            Self.datePairID, className: "NSDateFormatter", replacing: [#"dateStyle="long" timeStyle="short""#: #"dateStyle="long""#])
        var ours = Self.attributes(of: edited.formatter, in: edited.ours)
        let xcode = Self.attributes(of: edited.xcodeFormatter, in: edited.xcode)
        #expect(ours.removeValue(forKey: "timeStyle") == [NibGraph.Entry(key: "NS.intval", value: .integer(0))])
        #expect(xcode["timeStyle"] != nil && ours == xcode.filter { $0.key != "timeStyle" })
        let format = try #require(edited.ours.string(edited.formatter.value(forKey: "NS.format")))
        let xcodeFormat = try #require(edited.xcode.string(edited.xcodeFormatter.value(forKey: "NS.format")))
        #expect(xcodeFormat.hasPrefix(format) && !format.contains("h"))
        #expect(edited.warnings.count == 1)
    }

    /// A date formatter at the top level (Quicksilver's plug-in pane keeps one for its table's
    /// bindings) is Xcode's formatter of the pair's cell, in the document's objects; and a
    /// number formatter there (HexFiend's range dialog) likewise.
    @Test func aTopLevelFormatterIsTheCellsFormatterAmongTheObjects() throws {
        let cases = [
            (
                Self.datePairID, "NSDateFormatter",
                #"<dateFormatter dateStyle="long" timeStyle="short" doesRelativeDateFormatting="YES" id="40"/>"#
            ),
            (
                Self.numberPairID, "NSNumberFormatter",
                #"<numberFormatter formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="40"><real key="minimum" value="1"/><real key="maximum" value="40320"/></numberFormatter>"#
            ),
        ]
        for (pairID, className, formatter) in cases {
            let (output, xcode) = try AppKitControlApproximationsTests.compile(
                pairID, replacing: ["    </objects>": formatter + "</objects>"])
            let compiled = try output.get()
            #expect(compiled.diagnostics.map(\.objectID) == ["40"])
            let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Edited.nib").graph
            let data = try #require(ours.object(ours.root?.value(forKey: "IB.objectdata"))?.object)
            let topLevel = ours.members(data.value(forKey: "NSObjectsKeys")).compactMap { ours.object($0)?.object }
            let added = try #require(topLevel.first { $0.className == className })
            let xcodeFormatter = try #require(xcode.objects.first { $0.className == className })
            #expect(Self.attributes(of: added, in: ours) == Self.attributes(of: xcodeFormatter, in: xcode))
            #expect(added.entries.map(\.key) == xcodeFormatter.entries.map(\.key))
            let format = added.value(forKey: "NS.format") ?? added.value(forKey: "NS.positiveformat")
            let xcodeFormat = xcodeFormatter.value(forKey: "NS.format") ?? xcodeFormatter.value(forKey: "NS.positiveformat")
            #expect(ours.string(format) == xcode.string(xcodeFormat))
        }
    }

    /// A number formatter of the 10.0 behavior has the keys of Xcode's 10.4 one but its
    /// attributes, with the document's formats, zero, negative color and switches.
    @Test func aClassicNumberFormatterHasNoAttributes() throws {
        let edited = try Self.formatters(
            Self.numberPairID, className: "NSNumberFormatter",
            replacing: [
                #"<numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="12">"#:
                    ##"<numberFormatter key="formatter" formatterBehavior="10_0" positiveFormat="#,##0.0 s" negativeFormat="-#,##0 s" localizesFormat="NO" hasThousandSeparators="NO" thousandSeparator="," id="12"><textAttributesForNegativeValues><color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/></textAttributesForNegativeValues><attributedString key="attributedStringForZero"><fragment content="0 s"/></attributedString>"##,
                #"<real key="minimum" value="1"/>"#: #"<decimal key="minimum" value="NaN"/>"#,
                #"<real key="maximum" value="40320"/>"#: #"<decimal key="maximum" value="NaN"/>"#,
            ])
        let (graph, formatter) = (edited.ours, edited.formatter)
        #expect(formatter.value(forKey: "NS.attributes") == nil)
        #expect(Set(formatter.entries.map(\.key)) == Set(edited.xcodeFormatter.entries.map(\.key)).subtracting(["NS.attributes"]))
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == "#,##0.0 s")
        #expect(graph.string(formatter.value(forKey: "NS.negativeformat")) == "-#,##0 s")
        let zero = try #require(graph.object(formatter.value(forKey: "NS.zero"))?.object)
        #expect(graph.string(zero.value(forKey: "NSString")) == "0 s")
        let negative = graph.members(formatter.value(forKey: "NS.negativeattrs"))
        #expect(negative.count == 2 && graph.string(negative.first) == "NSColor")
        #expect(graph.object(negative.last)?.object.className == "NSColor")
        #expect(formatter.value(forKey: "NS.hasthousands") == .bool(false))
        #expect(formatter.value(forKey: "NS.localized") == .bool(false))
        for key in ["NS.decimal", "NS.thousand"] {
            #expect(graph.string(formatter.value(forKey: key)) == edited.xcode.string(edited.xcodeFormatter.value(forKey: key)))
        }
        #expect(formatter.value(forKey: "NS.allowsfloats") == edited.xcodeFormatter.value(forKey: "NS.allowsfloats"))
        #expect(edited.warnings.count == 1)
    }

    /// Colloquy's port fields (tools 13196): a formatter of the 10.0 behavior saving its nil and
    /// "not a number" texts, which are Xcode's defaults, and decimal bounds.
    @Test func aClassicNumberFormatterKeepsItsSavedTextsAndDecimalBounds() throws {
        let edited = try Self.formatters(
            Self.numberPairID, className: "NSNumberFormatter",
            replacing: [
                #"<numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="0" maximumIntegerDigits="42" id="12">"#:
                    ##"<numberFormatter key="formatter" formatterBehavior="10_0" positiveFormat="#" negativeFormat="#" localizesFormat="NO" thousandSeparator="," id="12"><attributedString key="attributedStringForNil"/><attributedString key="attributedStringForNotANumber"><fragment content="NaN"/></attributedString>"##,
                #"<real key="minimum" value="1"/>"#: #"<decimal key="minimum" value="0"/>"#,
                #"<real key="maximum" value="40320"/>"#: #"<decimal key="maximum" value="65535"/>"#,
            ])
        let (graph, formatter, xcode) = (edited.ours, edited.formatter, edited.xcode)
        for key in ["NS.nil", "NS.nan"] {
            let ours = try #require(graph.object(formatter.value(forKey: key))?.object)
            let xcodes = try #require(xcode.object(edited.xcodeFormatter.value(forKey: key))?.object)
            #expect(graph.string(ours.value(forKey: "NSString")) == xcode.string(xcodes.value(forKey: "NSString")), "\(key)")
            let attributes = (ours.value(forKey: "NSAttributes"), xcodes.value(forKey: "NSAttributes"))
            #expect((attributes.0 == nil) == (attributes.1 == nil), "\(key)")
            #expect(graph.members(attributes.0).count == xcode.members(attributes.1).count, "\(key)")
        }
        let minimum = try #require(graph.object(formatter.value(forKey: "NS.min"))?.object)
        let maximum = try #require(graph.object(formatter.value(forKey: "NS.max"))?.object)
        #expect(minimum.className == "NSDecimalNumberPlaceholder" && maximum.className == "NSDecimalNumberPlaceholder")
        #expect(minimum.value(forKey: "NS.length") == .integer(0) && minimum.value(forKey: "NS.negative") == .bool(false))
        #expect(maximum.value(forKey: "NS.length") == .integer(1))
        #expect(maximum.value(forKey: "NS.mantissa") == .data(Data([0xFF, 0xFF] + Array(repeating: 0, count: 14))))
        #expect(edited.warnings.count == 1)
    }
}
