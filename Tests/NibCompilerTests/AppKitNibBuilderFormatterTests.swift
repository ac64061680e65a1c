import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Number formatters of the 10.4 behavior as Xcode 26 writes viraptor's `numfmt-basic` and
/// `numfmt-dedup`: a document object of its cell, the attributes by name, formats of its integer
/// digits, its bounds; the infinity symbols a `<nil>` removes; other attributes refused.
@Suite struct AppKitNumberFormatterBuilderTests {
    static func field(formatter: String) -> String {
        """
                    <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="96" height="22"/>
                        <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="10">
                            <font key="font" metaFont="system"/>
                            \(formatter)
                        </textFieldCell>
                    </textField>
        """
    }

    static let basic = """
        <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" \
        minimumIntegerDigits="0" maximumIntegerDigits="42" id="12"><real key="minimum" value="1"/><real key="maximum" value="40320"/>\
        </numberFormatter>
        """

    static func compile(_ formatter: String) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: formatter)))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// Interface Builder's 2,000,000,000 integer digits for no limit (IINA's and transmission's
    /// preferences), which no pair shows: one optional digit before the required ones.
    @Test func unboundedIntegerDigitsAreAnApproximation() throws {
        let unbounded = Self.basic.replacingOccurrences(
            of: #"minimumIntegerDigits="0" maximumIntegerDigits="42""#, with: #"minimumIntegerDigits="1" maximumIntegerDigits="2000000000""#
        )
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: unbounded)))
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message) == [
                "a number formatter of unbounded integer digits, which no pair shows, has a format of one optional digit before the required ones"
            ])
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == "#0")
    }

    @Test func aFormatterArchivesItsAttributesFormatsAndBounds() throws {
        let graph = try Self.compile(Self.basic)
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == String(repeating: "#", count: 42))
        #expect(formatter.value(forKey: "NS.allowsfloats") == .bool(true))
        #expect(graph.object(formatter.value(forKey: "NS.max"))?.object.value(forKey: "NS.dblval") == .double(40320))
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let names = stride(from: 0, to: members.count, by: 2).compactMap { graph.string(members[$0]) }
        #expect(names.count == 20 && names == names.sorted() && names.contains("positiveInfinitySymbol"))
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        #expect(cell.value(forKey: "NSContents") == nil)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == formatter })

        // Required digits are zeros; a <nil> symbol is left out.
        let custom = Self.basic.replacingOccurrences(of: #"minimumIntegerDigits="0""#, with: #"minimumIntegerDigits="1""#)
            .replacingOccurrences(of: #"id="12">"#, with: #"id="12"><nil key="negativeInfinitySymbol"/>"#)
        let customGraph = try Self.compile(custom)
        let customFormatter = try #require(customGraph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(customGraph.string(customFormatter.value(forKey: "NS.positiveformat")) == String(repeating: "#", count: 41) + "0")
        let customMembers = customGraph.members(customFormatter.value(forKey: "NS.attributes"))
        #expect(customMembers.count == 38)
        // A keyed archive for older systems names the bounds' decimal numbers' superclasses.
        let keyed = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: Self.basic))),
            path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
        #expect(keyed.files.count == 2)
    }

    /// The decimal style as the build Mac's `en_US` formatter has it, grouped by three, its fraction
    /// digits optional in the format; the cell's title is the number the formatter reads (Aerial's
    /// `CacheViewController`).
    @Test func theDecimalStyleGroupsByThreeAndItsTitleIsANumber() throws {
        let decimal = """
            <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" formatWidth="-1" \
            minimumIntegerDigits="1" maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="12">\
            <real key="minimum" value="1"/><real key="maximum" value="60"/></numberFormatter>
            """
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.field(formatter: decimal).replacingOccurrences(
                    of: #"drawsBackground="YES""#, with: #"drawsBackground="YES" title="5""#)))
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == "#,##0.###")
        #expect(formatter.value(forKey: "NS.hasthousands") == .bool(true))
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let attributes = Dictionary(
            uniqueKeysWithValues: stride(from: 0, to: members.count, by: 2).compactMap { index in
                graph.string(members[index]).map { ($0, graph.object(members[index + 1])?.object.entries.first?.value) }
            })
        // The style's 1 is the NSNumber of the minimum, 1.0, as Xcode shares them.
        #expect(attributes["numberStyle"] == .double(1))
        #expect(attributes["groupingSize"] == .integer(3))
        #expect(attributes["formatWidth"] == .integer(-1))
        #expect(attributes["usesGroupingSeparator"] == .bool(true))
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        #expect(graph.object(cell.value(forKey: "NSContents"))?.object.value(forKey: "NS.intval") == .integer(5))
    }

    /// Fraction digits without the decimal style (transmission's speed limits) are refused, and
    /// under `--allow-approximation` written in the attributes, the formats following the shown.
    @Test func fractionDigitsWithoutTheDecimalStyleAreAnApproximation() throws {
        let formatter = Self.basic.replacingOccurrences(
            of: #"maximumIntegerDigits="42""#, with: #"maximumIntegerDigits="42" minimumFractionDigits="2" maximumFractionDigits="3""#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: formatter)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
        var options = CompileOptions()
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let archived = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(archived.value(forKey: "NS.positiveformat")) == String(repeating: "#", count: 42) + ".00#")
        let members = graph.members(archived.value(forKey: "NS.attributes"))
        let attributes = Dictionary(
            uniqueKeysWithValues: stride(from: 0, to: members.count, by: 2).compactMap { index in
                graph.string(members[index]).map { ($0, graph.object(members[index + 1])?.object.entries.first?.value) }
            })
        #expect(attributes["minimumFractionDigits"] == .integer(2))
        #expect(attributes["maximumFractionDigits"] == .integer(3))
    }

    /// Formats the document gives, in the decimal style without grouping: archived as given and
    /// in the attributes, the grouping as the document says, against Xcode 26's nibs of Aerial's
    /// `CustomVideos`.
    @Test func givenFormatsAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-CustomVideos.xib", document: "CustomVideos", options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("number formatter") })
        for nib in nibs {
            let formatter = try #require(nib.xcode.objects.first { $0.className == "NSNumberFormatter" })
            #expect(nib.xcode.string(formatter.value(forKey: "NS.positiveformat")) == "0")
            let inFormatters = NibGraphComparison.differences(nib.ours, nib.xcode).filter { $0.path.contains("NSNumberFormatter") }
            #expect(inFormatters.isEmpty, "\(nib.name): \(inFormatters)")
        }
    }

    /// The decimal style without grouping and without formats given: the derived format, an
    /// approximation.
    @Test func aDecimalStyleWithoutGroupingNeedsItsFormats() throws {
        let formatter = """
            <numberFormatter key="formatter" formatterBehavior="custom10_4" numberStyle="decimal" allowsFloats="NO" \
            usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="1" maximumIntegerDigits="2000000000" id="12"/>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: formatter)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
        let given = formatter.replacingOccurrences(
            of: #"numberStyle="decimal""#, with: #"positiveFormat="0" negativeFormat="0" numberStyle="decimal""#)
        let graph = try Self.compile(given)
        let archived = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(archived.value(forKey: "NS.positiveformat")) == "0")
        #expect(archived.value(forKey: "NS.hasthousands") == .bool(false))
    }

    /// A formatter without bounds archives none among its attributes, and AppKit's "not a number"
    /// decimal for both, one object for the nib (Aerial's `DisplaysViewController`); with one bound,
    /// for the other.
    @Test func formattersWithoutBoundsShareNotANumber() throws {
        let unbounded = #"""
            <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" minimumIntegerDigits="1" \#
            maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="12"/>
            """#
        let graph = try Self.compile(unbounded)
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let names = stride(from: 0, to: members.count, by: 2).compactMap { graph.string(members[$0]) }
        #expect(!names.contains("minimum") && !names.contains("maximum") && names.contains("numberStyle"))
        let minimum = try #require(graph.object(formatter.value(forKey: "NS.min")))
        #expect(graph.object(formatter.value(forKey: "NS.max"))?.index == minimum.index)
        #expect(minimum.object.className == "NSDecimalNumberPlaceholder")
        #expect(minimum.object.value(forKey: "NS.negative") == .bool(true))
        #expect(minimum.object.value(forKey: "NS.length") == .integer(0))
        // One bound: the other is "not a number", without an attribute (Aerial's
        // `OverlaysViewController`, minimums only).
        let oneBound = try Self.compile(Self.basic.replacingOccurrences(of: #"<real key="minimum" value="1"/>"#, with: ""))
        let bounded = try #require(oneBound.objects.first { $0.className == "NSNumberFormatter" })
        let boundMembers = oneBound.members(bounded.value(forKey: "NS.attributes"))
        let boundNames = stride(from: 0, to: boundMembers.count, by: 2).compactMap { oneBound.string(boundMembers[$0]) }
        #expect(boundNames.contains("maximum") && !boundNames.contains("minimum"))
        #expect(oneBound.object(bounded.value(forKey: "NS.min"))?.object.className == "NSDecimalNumberPlaceholder")
        #expect(oneBound.object(bounded.value(forKey: "NS.max"))?.object.value(forKey: "NS.dblval") == .double(40320))
    }

    /// The separators the formatter archives are en_US's; a Mac writing numbers otherwise is
    /// refused, and one writing them the same (en_AU, viraptor's Mac) is not.
    @Test func aBuildLocaleWithOtherSeparatorsIsRefused() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: Self.basic)))
        var options = CompileOptions()
        options.buildLocale = try #require(CompileOptions.BuildLocale("de_DE"))
        let refusal = try CompilerTestSupport.refusal(xib, options: options)
        #expect(refusal.diagnostics.map(\.objectID) == ["12"])
        #expect(refusal.diagnostics.first?.message.contains("de_DE") == true)
        options.buildLocale = try #require(CompileOptions.BuildLocale("en_AU"))
        #expect(throws: Never.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: options) }
    }

    @Test func anotherNumberStyleIsRefused() throws {
        let percent = Self.basic.replacingOccurrences(
            of: #"formatterBehavior="default10_4""#, with: #"formatterBehavior="default10_4" numberStyle="percent""#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: percent)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
    }
}

/// Date formatters as Xcode 26 writes viraptor's `textfield-formatter` and `datacell-unparseable`:
/// the format the build Mac's locale gives the two styles, the attributes by name, the cell's
/// flag for it, and its title kept as text when no date can be read from it.
@Suite struct AppKitDateFormatterBuilderTests {
    static let longAndShort = #"<dateFormatter key="formatter" dateStyle="long" timeStyle="short" id="12"/>"#

    static func xib(formatter: String, title: String? = nil) -> Data {
        var field = AppKitNumberFormatterBuilderTests.field(formatter: formatter)
        if let title {
            field = field.replacingOccurrences(of: #"drawsBackground="YES""#, with: #"drawsBackground="YES" title="\#(title)""#)
        }
        return CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
    }

    static func compile(_ xib: Data, locale: String) throws -> NibGraph {
        var options = CompileOptions()
        options.buildLocale = try #require(CompileOptions.BuildLocale(locale))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    @Test func theFormatIsTheBuildLocales() throws {
        // A narrow no-break space before the day period, as Xcode 26's nibs have it.
        let formats = [
            ("en_US", "MMMM d, y 'at' h:mm\u{202F}a"), ("en_AU", "d MMMM y 'at' h:mm\u{202F}a"), ("en_GB", "d MMMM y 'at' HH:mm"),
        ]
        for (locale, format) in formats {
            let graph = try Self.compile(Self.xib(formatter: Self.longAndShort), locale: locale)
            let formatter = try #require(graph.objects.first { $0.className == "NSDateFormatter" })
            #expect(graph.string(formatter.value(forKey: "NS.format")) == format)
            #expect(formatter.value(forKey: "NS.natural") == .bool(false))
        }
    }

    @Test func theAttributesAreListedByNameAndTheCellFlagsIt() throws {
        let relative = Self.longAndShort.replacingOccurrences(of: "id=", with: #"doesRelativeDateFormatting="YES" id="#)
        let graph = try Self.compile(Self.xib(formatter: relative), locale: "en_AU")
        let formatter = try #require(graph.objects.first { $0.className == "NSDateFormatter" })
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let attributes = stride(from: 0, to: members.count, by: 2).compactMap { index in
            graph.string(members[index]).map { ($0, graph.object(members[index + 1])?.object.entries.first?.value) }
        }
        #expect(attributes.map(\.0) == ["dateStyle", "doesRelativeDateFormatting", "formatterBehavior", "timeStyle"])
        #expect(attributes.map(\.1) == [.integer(3), .bool(true), .integer(1040), .integer(1)])
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        let flags2 = try #require(cell.value(forKey: "NSCellFlags2").flatMap { if case .integer(let value) = $0 { value } else { nil } })
        #expect(flags2 & 0x8000_0000 != 0)
        #expect(graph.string(cell.value(forKey: "NSContents")) == "")
    }

    @Test func aTitleThatMayBeADateIsApproximatedAndOtherTitlesKept() throws {
        let kept = try Self.compile(Self.xib(formatter: Self.longAndShort, title: "Text Cell"), locale: "en_AU")
        let cell = try #require(kept.objects.first { $0.className == "NSTextFieldCell" })
        #expect(kept.string(cell.value(forKey: "NSContents")) == "Text Cell")
        let dated = try CompilerTestSupport.refusal(Self.xib(formatter: Self.longAndShort, title: "1 May 2020 at 9:00 am"))
        #expect(dated.diagnostics.map(\.objectID) == ["10"])
        let relative = Self.longAndShort.replacingOccurrences(of: "id=", with: #"doesRelativeDateFormatting="YES" id="#)
        #expect(try CompilerTestSupport.refusal(Self.xib(formatter: relative, title: "Today")).diagnostics.map(\.objectID) == ["10"])
        // With approximations, such a title is kept as its text (ibtool reads the date in the
        // build Mac's time zone).
        var approximating = CompileOptions(allowsApproximation: true)
        approximating.buildLocale = try #require(CompileOptions.BuildLocale("en_AU"))
        let output = try NibCompiler.compile(
            data: Self.xib(formatter: Self.longAndShort, title: "1 May 2020 at 9:00 am"), path: "Panel.xib", options: approximating)
        let approximated = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let datedCell = try #require(approximated.objects.first { $0.className == "NSTextFieldCell" })
        #expect(approximated.string(datedCell.value(forKey: "NSContents")) == "1 May 2020 at 9:00 am")
    }

    @Test func aCustomFormatOrAMissingStyleIsRefused() throws {
        let custom = #"<dateFormatter key="formatter" formatterBehavior="custom10_4" dateFormat="yyyy" id="12"/>"#
        // Its behavior and format left out (approximations), it has no style either: an error
        // --allow-approximation still meets.
        let customRefusal = try CompilerTestSupport.refusal(Self.xib(formatter: custom))
        #expect(customRefusal.diagnostics.map(\.objectID) == ["12", "12", "12"])
        #expect(
            customRefusal.diagnostics.last?.message
                == "even with --allow-approximation, a date formatter without a date or a time style is not known to the macOS compiler yet"
        )
        let noTime = #"<dateFormatter key="formatter" dateStyle="long" id="12"/>"#
        #expect(try CompilerTestSupport.refusal(Self.xib(formatter: noTime)).diagnostics.map(\.objectID) == ["12"])
    }
}
