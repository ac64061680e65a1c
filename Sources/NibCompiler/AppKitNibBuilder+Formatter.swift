import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Date formatters of text cells as Xcode 26 archives them (viraptor's `textfield-formatter` and
/// `datacell-unparseable`): an `NSDateFormatter` of the 10.4 behavior with a date and a time
/// style, its attributes, and the format the build Mac's locale gives those styles. A custom
/// format, another behavior or other attributes are refused: the pairs show none.
extension AppKitNibBuilder {
    static let dateFormatterAttributes: Set<String> = [
        "key", "id", "formatterBehavior", "dateStyle", "timeStyle", "doesRelativeDateFormatting",
    ]
    static let dateFormatterStyles: [String: DateFormatter.Style] = [
        "none": .none, "short": .short, "medium": .medium, "long": .long, "full": .full,
    ]
    /// The style of a date formatter that names only the other, which no pair shows: none,
    /// `DateFormatter`'s own.
    static let unsavedDateFormatterStyle = DateFormatter.Style.none
    static let dateFormatterOneStyleApproximation =
        "a date formatter naming only its date or its time style, which no pair shows, is written with no style for the other"
    static let acceptedDateFormatterValues: [String: Set<String>] = [
        "formatterBehavior": ["default10_4"], "doesRelativeDateFormatting": ["YES"],
        "dateStyle": Set(dateFormatterStyles.keys), "timeStyle": Set(dateFormatterStyles.keys),
    ]

    /// The date formatter of a text cell, or nil with an error naming what is not known.
    mutating func addDateFormatter(_ element: IBElement) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.dateFormatters, "a date formatter", at: element)
        approximateUnknownAttributes(of: element, known: Self.dateFormatterAttributes, accepted: Self.acceptedDateFormatterValues)
        rejectChildren(element.children, of: element)
        guard element["dateStyle"] != nil || element["timeStyle"] != nil else {
            reject("a date formatter without a date or a time style is not known to the macOS compiler yet", at: element)
            return nil
        }
        // One style alone (Quicksilver's plug-in dates): the other is DateFormatter's default.
        if element["dateStyle"] == nil || element["timeStyle"] == nil {
            approximate(Self.dateFormatterOneStyleApproximation, at: element)
        }
        let dateStyle = element["dateStyle"].flatMap { Self.dateFormatterStyles[$0] } ?? Self.unsavedDateFormatterStyle
        let timeStyle = element["timeStyle"].flatMap { Self.dateFormatterStyles[$0] } ?? Self.unsavedDateFormatterStyle
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: options.buildLocale.identifier)
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        // The attributes in the order of their names, as the formatter lists them.
        var attributes: [(name: String, value: Int)] = [
            ("dateStyle", numberObject(.integer(Int64(dateStyle.rawValue)))),
            ("formatterBehavior", numberObject(.integer(Self.tigerFormatterBehavior))),
            ("timeStyle", numberObject(.integer(Int64(timeStyle.rawValue)))),
        ]
        if element["doesRelativeDateFormatting"] == "YES" {
            attributes.append(("doesRelativeDateFormatting", numberObject(.bool(true))))
        }
        attributes.sort { $0.name < $1.name }
        let dictionary = collection(
            NibCollectionClass.mutableDictionary, attributes.flatMap { [stringObject($0.name), $0.value] })
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.formatterAttributes, .object(dictionary))
        fields.add(AppKitNibKey.dateFormat, string(formatter.dateFormat).archived)
        fields.add(AppKitNibKey.dateFormatterNaturalLanguage, .bool(false))
        return add(AppKitNibClass.dateFormatter, .values(NibGraph.Entries(fields.entries)))
    }
}

/// Number formatters of text cells as Xcode 26 archives them (viraptor's `numfmt-basic` and
/// `numfmt-dedup`): an `NSNumberFormatter` of the 10.4 behavior and no number style, its
/// attributes as the build Mac's `en_US` formatter has them, its bounds, and the formats its
/// integer digits make; or of the decimal style with one integer digit at least (Aerial's
/// `CacheViewController`), grouped by three, its fraction digits in the format. Other number
/// styles and attributes are refused: what ibtool derives from them the pairs do not show.
extension AppKitNibBuilder {
    static let numberFormatterAttributes: Set<String> = [
        "key", "id", "formatterBehavior", "allowsFloats", "usesGroupingSeparator", "groupingSize", "minimumIntegerDigits",
        "maximumIntegerDigits", "numberStyle", "formatWidth", "maximumFractionDigits", "minimumFractionDigits",
        "positiveFormat", "negativeFormat", "lenient", "localizesFormat",
    ]
    static let acceptedNumberFormatterValues: [String: Set<String>] = [
        "formatterBehavior": ["default10_4", "custom10_4"], "allowsFloats": ["YES", "NO"], "usesGroupingSeparator": ["NO"],
        "groupingSize": ["0"], "numberStyle": ["decimal"], "formatWidth": ["-1"], "lenient": ["YES"], "localizesFormat": ["NO"],
    ]
    /// `NSNumberFormatterDecimalStyle`, and how `en_US` groups its integer digits.
    static let decimalNumberStyle: Int64 = 1
    static let decimalGroupingSize: Int64 = 3
    /// The decimal style's format before its fraction digits: grouped by three, one digit at least.
    static let decimalIntegerFormat = "#,##0"
    /// `NSNumberFormatterBehavior10_4`, which both 10.4 behaviors archive.
    static let tigerFormatterBehavior: Int64 = 1040
    /// What the formatter's attributes hold that the document does not set, and the symbols a
    /// `<nil key=…/>` removes.
    static let defaultRoundingMode: Int64 = 4
    static let infinitySymbols = (negative: "-∞", positive: "+∞")
    static let removableFormatterSymbols = ["negativeInfinitySymbol", "positiveInfinitySymbol"]
    /// The separators and the not-a-number text of the build Mac's locale.
    static let formatterSeparators = (decimal: ".", thousand: ",")
    static let notANumberText = "NaN"
    /// What of a 10.4 formatter no pair shows, written in its attributes under the name of
    /// `NSNumberFormatter`'s property (Sequel Ace's pagination and preferences fields).
    static let roundingIncrementKey = "roundingIncrement"
    static let roundingIncrementApproximation =
        "a number formatter's rounding increment, which no pair shows, is written in its attributes as roundingIncrement"
    static let lenientApproximation = "a lenient number formatter, which no pair shows, is written with lenient true in its attributes"
    /// A 10.4 formatter not localizing its format (HandBrake's picture settings): the 10.0 behavior's
    /// property, archived in the same `NS.localized` (`addClassicNumberFormatter`).
    static let unlocalizedFormatApproximation =
        "a number formatter of the 10.4 behavior not localizing its format, which no pair shows, is written with NS.localized false as one of the 10.0 behavior"
    /// `NS.rounding`: an `NSDecimalNumberHandler` rounding the banker's way and raising on every
    /// error, whatever the attributes' rounding mode.
    static let decimalHandlerRoundingMode: Int64 = 3

    /// The number formatter of a text cell, or nil with an error naming what is not known.
    mutating func addNumberFormatter(_ element: IBElement) -> Int? {
        if element["formatterBehavior"] == Self.classicNumberFormatterBehavior { return addClassicNumberFormatter(element) }
        approximateUnlessMeasured(AppKitXcodeRules.numberFormatters, "a number formatter", at: element)
        let locale = Locale(identifier: options.buildLocale.identifier)
        guard locale.decimalSeparator == Self.formatterSeparators.decimal, locale.groupingSeparator == Self.formatterSeparators.thousand
        else {
            reject(
                "a number formatter built where \(options.buildLocale) numbers are written is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        approximateUnknownAttributes(of: element, known: Self.numberFormatterAttributes, accepted: Self.acceptedNumberFormatterValues)
        let isDecimal = element["numberStyle"] == "decimal"
        guard let minimumDigits = element["minimumIntegerDigits"].flatMap({ Int($0) }),
            let maximumDigits = element["maximumIntegerDigits"].flatMap({ Int($0) }), 0 <= minimumDigits, minimumDigits <= maximumDigits,
            isDecimal || minimumDigits <= Self.largestFormatDigits
        else {
            reject("a number formatter without a few integer digits is not known to the macOS compiler yet", at: element)
            return nil
        }
        // As many integer digits as a format cannot spell (Interface Builder's 2,000,000,000 for
        // no limit, IINA's and transmission's preferences): one optional digit before the
        // required ones, as a pattern says no limit.
        let unbounded = !isDecimal && maximumDigits > Self.largestFormatDigits
        if unbounded {
            approximate(
                "a number formatter of unbounded integer digits, which no pair shows, has a format of one optional digit before the required ones",
                at: element)
        }
        // Fraction digits only in the decimal style, each optional in its format.
        let fractionDigits = element["maximumFractionDigits"].flatMap { Int($0) } ?? 0
        let requiredFractionDigits = element["minimumFractionDigits"].flatMap { Int($0) } ?? 0
        guard 0 <= requiredFractionDigits, requiredFractionDigits <= fractionDigits, fractionDigits <= Self.largestFormatDigits else {
            reject("a number formatter's fraction digits are not known to the macOS compiler", at: element)
            return nil
        }
        // Formats the document gives are archived as given, and in the attributes too (Aerial's
        // `CustomVideos`, Xcode 26: "0" for both, in the decimal style without grouping).
        let givenFormats = (positive: element["positiveFormat"], negative: element["negativeFormat"] ?? element["positiveFormat"])
        if givenFormats.positive == nil, element["negativeFormat"] != nil {
            reject("a number formatter with a negative format alone is not known to the macOS compiler yet", at: element)
            return nil
        }
        if givenFormats.positive != nil, element["negativeFormat"] == nil {
            approximate(
                "a number formatter with a positive format alone, which no pair shows, has it as its negative format too", at: element)
        }
        // What the pairs do not show: the decimal style with other integer digits, fraction digits
        // or a width without it, required fraction digits. The attributes say them, which the
        // formatter reads; the formats follow the shown ones.
        // A decimal style without grouping is shown only with its formats given.
        let shown =
            givenFormats.positive != nil
            || (isDecimal
                ? minimumDigits == 1 && element["usesGroupingSeparator"] != "NO"
                : element["maximumFractionDigits"] == nil && element["formatWidth"] == nil)
        if !shown || requiredFractionDigits != 0 {
            approximate(
                "a number formatter with these integer, fraction digits or width, which no pair shows, is written with them in its attributes and formats following the shown ones",
                at: element)
        }
        var bounds: [String: NibGraph.Value] = [:]
        var removedSymbols: Set<String> = []
        var roundingIncrement: NibGraph.Value?
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("nil", let key?) where Self.removableFormatterSymbols.contains(key):
                removedSymbols.insert(key)
            case ("real", let key?) where ["minimum", "maximum"].contains(key):
                guard let value = number(child, "value"), value.isFinite else {
                    reject("a formatter bound that is not a number is not known to the macOS compiler yet", at: child)
                    return nil
                }
                bounds[key] = .double(value)
            case ("decimal", let key?) where ["minimum", "maximum"].contains(key) && child["value"] != AppKitDecimalNumber.notANumberText:
                // Clipy's preferences: a bound AppKit reads as any number.
                guard let value = number(child, "value") else {
                    reject("a formatter bound that is not a number is not known to the macOS compiler yet", at: child)
                    return nil
                }
                approximate(
                    "a formatter bound saved as a decimal number, which no pair shows other than NaN, is archived as a real bound is",
                    at: child)
                bounds[key] = .double(value)
            case ("integer", let key?) where ["minimum", "maximum"].contains(key):
                guard let value = child["value"].flatMap({ Int64($0) }) else {
                    reject("a formatter bound that is not a number is not known to the macOS compiler yet", at: child)
                    return nil
                }
                bounds[key] = .integer(value)
            case ("real", Self.roundingIncrementKey), ("integer", Self.roundingIncrementKey):
                guard let value = number(child, "value"), value.isFinite, value > 0 else {
                    reject("a rounding increment that is not a positive number is not known to the macOS compiler", at: child)
                    return nil
                }
                approximate(Self.roundingIncrementApproximation, at: child)
                roundingIncrement = child.name == "integer" ? .integer(Int64(value)) : .double(value)
            default:
                reject("\(child.name) of a numberFormatter is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        let allowsFloats = element["allowsFloats"] != "NO"
        // Grouping as the document says, else as the style groups.
        let groupsDigits = element["usesGroupingSeparator"] == "NO" ? false : isDecimal
        let groupingSize = element["groupingSize"].flatMap { Int64($0) } ?? (isDecimal ? Self.decimalGroupingSize : 0)
        // The attributes in the order of their names, as the formatter lists them.
        var attributes: [(name: String, value: Int)] = [
            ("allowsFloats", numberObject(.bool(allowsFloats))),
            ("alwaysShowsDecimalSeparator", numberObject(.bool(false))),
            ("formatWidth", numberObject(.integer(element["formatWidth"].flatMap { Int64($0) } ?? 0))),
            ("formatterBehavior", numberObject(.integer(Self.tigerFormatterBehavior))),
            ("generatesDecimalNumbers", numberObject(.bool(false))),
            ("groupingSize", numberObject(.integer(groupingSize))),
            ("lenient", numberObject(.bool(element["lenient"] == "YES"))),
            ("maximumFractionDigits", numberObject(.integer(Int64(fractionDigits)))),
            ("maximumIntegerDigits", numberObject(.integer(Int64(maximumDigits)))),
            ("minimumFractionDigits", numberObject(.integer(Int64(requiredFractionDigits)))),
            ("minimumIntegerDigits", numberObject(.integer(Int64(minimumDigits)))),
            ("nilSymbol", stringObject("")),
            ("paddingPosition", numberObject(.integer(0))),
            ("roundingMode", numberObject(.integer(Self.defaultRoundingMode))),
            ("secondaryGroupingSize", numberObject(.integer(0))),
            ("usesGroupingSeparator", numberObject(.bool(groupsDigits))),
        ]
        if let positive = givenFormats.positive, let negative = givenFormats.negative {
            attributes.append(("positiveFormat", stringObject(positive)))
            attributes.append(("negativeFormat", stringObject(negative)))
        }
        if isDecimal {
            attributes.append(("numberStyle", numberObject(.integer(Self.decimalNumberStyle))))
        }
        if let roundingIncrement {
            attributes.append((Self.roundingIncrementKey, numberObject(roundingIncrement)))
        }
        if element["lenient"] == "YES" {
            approximate(Self.lenientApproximation, at: element)
        }
        for name in ["maximum", "minimum"] {
            if let bound = bounds[name] { attributes.append((name, numberObject(bound))) }
        }
        if !removedSymbols.contains("negativeInfinitySymbol") {
            attributes.append(("negativeInfinitySymbol", stringObject(Self.infinitySymbols.negative)))
        }
        if !removedSymbols.contains("positiveInfinitySymbol") {
            attributes.append(("positiveInfinitySymbol", stringObject(Self.infinitySymbols.positive)))
        }
        attributes.sort { $0.name < $1.name }
        let dictionary = collection(
            NibCollectionClass.mutableDictionary, attributes.flatMap { [stringObject($0.name), $0.value] })
        // "#" for each optional digit, "0" for each required one.
        let fraction =
            fractionDigits == 0
            ? ""
            : "." + String(repeating: "0", count: requiredFractionDigits)
                + String(repeating: "#", count: fractionDigits - requiredFractionDigits)
        let derivedFormat =
            (isDecimal
                ? Self.decimalIntegerFormat
                : String(repeating: "#", count: unbounded ? 1 : maximumDigits - minimumDigits)
                    + String(repeating: "0", count: minimumDigits))
            + fraction
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.formatterAttributes, .object(dictionary))
        fields.add(AppKitNibKey.formatterPositiveFormat, string(givenFormats.positive ?? derivedFormat).archived)
        fields.add(AppKitNibKey.formatterNegativeFormat, string(givenFormats.negative ?? derivedFormat).archived)
        fields.add(AppKitNibKey.formatterPositiveAttributes, .null)
        fields.add(AppKitNibKey.formatterNegativeAttributes, .null)
        fields.add(AppKitNibKey.formatterZero, .null)
        fields.add(AppKitNibKey.formatterNil, .object(addAttributedString("", attributes: nil)))
        fields.add(AppKitNibKey.formatterNotANumber, .object(addAttributedString(Self.notANumberText, attributes: emptyDictionary())))
        // A bound the document leaves out is "not a number", with no attribute (Aerial's
        // `DisplaysViewController` has neither, its `OverlaysViewController` a minimum only).
        fields.add(AppKitNibKey.formatterMinimum, .object(bounds["minimum"].map { numberObject($0) } ?? addDecimalNumber(.notANumber)))
        fields.add(AppKitNibKey.formatterMaximum, .object(bounds["maximum"].map { numberObject($0) } ?? addDecimalNumber(.notANumber)))
        fields.add(AppKitNibKey.formatterRounding, .object(addDecimalNumberHandler()))
        fields.add(AppKitNibKey.formatterDecimal, string(Self.formatterSeparators.decimal).archived)
        fields.add(AppKitNibKey.formatterThousand, string(Self.formatterSeparators.thousand).archived)
        fields.add(AppKitNibKey.formatterHasThousands, .bool(groupsDigits))
        let localizesFormat = element["localizesFormat"] != "NO"
        if !localizesFormat { approximate(Self.unlocalizedFormatApproximation, at: element) }
        fields.add(AppKitNibKey.formatterLocalized, .bool(localizesFormat))
        fields.add(AppKitNibKey.formatterAllowsFloats, .bool(allowsFloats))
        return add(AppKitNibClass.numberFormatter, .values(NibGraph.Entries(fields.entries)))
    }

    /// The most integer digits a format the compiler writes has: the formats are that long.
    static let largestFormatDigits = 1000

    mutating func addAttributedString(_ text: String, attributes: Int?) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.attributedStringText, string(text).archived)
        fields.add(AppKitNibKey.attributedStringAttributes, attributes.map(NibGraph.Value.object))
        return add(AppKitNibClass.attributedString, .values(NibGraph.Entries(fields.entries)))
    }

    /// An `NSDecimalNumber`; "not a number" is one object for the nib, as AppKit's is (Aerial's
    /// `DisplaysViewController`: both formatters share it).
    mutating func addDecimalNumber(_ decimal: AppKitDecimalNumber) -> Int {
        if decimal == .notANumber, let notANumberDecimal { return notANumberDecimal }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.decimalExponent, .integer(decimal.exponent))
        fields.add(AppKitNibKey.decimalLength, .integer(decimal.length))
        fields.add(AppKitNibKey.decimalNegative, .bool(decimal.isNegative))
        fields.add(AppKitNibKey.decimalCompact, .bool(decimal.isCompact))
        fields.add(AppKitNibKey.decimalMantissaByteOrder, .integer(AppKitDecimalNumber.littleEndianMantissa))
        fields.add(AppKitNibKey.decimalMantissa, .data(decimal.mantissaBytes))
        let made = add(AppKitNibClass.decimalNumberPlaceholder, .values(NibGraph.Entries(fields.entries)))
        if decimal == .notANumber { notANumberDecimal = made }
        return made
    }

    mutating func addDecimalNumberHandler() -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.decimalRoundingMode, .integer(Self.decimalHandlerRoundingMode))
        fields.add(AppKitNibKey.decimalRaiseOnOverflow, .bool(true))
        fields.add(AppKitNibKey.decimalRaiseOnUnderflow, .bool(true))
        fields.add(AppKitNibKey.decimalRaiseOnDivideByZero, .bool(true))
        return add(AppKitNibClass.decimalNumberHandler, .values(NibGraph.Entries(fields.entries)))
    }

    /// A formatter of the app's class (pinentry-mac's passphrase length, CotEditor's shortcut
    /// cells), which no pair shows: a custom object the nib makes with -init, as the pairs'
    /// other objects of an app's class are.
    mutating func addCustomFormatter(_ element: IBElement) -> Int? {
        approximate(
            "a formatter of a custom class, which no pair shows, is written as a custom object the nib makes with -init", at: element)
        return addCustomObject(element)
    }

    /// A byte count formatter (MacPass's database settings), whose keys no pair or public source
    /// shows: a custom object of Foundation's class the nib makes with -init, formatting as
    /// Foundation's defaults do; what the document sets is lost, and the warning names it.
    mutating func addByteCountFormatter(_ element: IBElement) -> Int? {
        let settings = element.attributes.keys.filter { !["key", "id"].contains($0) }.sorted()
        approximate(
            "a byte count formatter, whose keys no pair shows, is written as a custom object of its class the nib makes with -init, with Foundation's defaults"
                + (settings.isEmpty ? "" : " for its \(settings.joined(separator: ", "))"),
            at: element)
        rejectChildren(element.children, of: element)
        return add(
            AppKitNibClass.customObject,
            .customObject(AppKitNib.CustomObject(className: string(AppKitNibClass.byteCountFormatter), classReference: nil)))
    }
}
