import AppKitNib
import IBSource
import NibArchive

/// Number formatters of the 10.0 behavior (Quicksilver's preferences, saved by Xcode 7), which
/// no pair shows: the formatter's keys without the attributes of the 10.4 behavior, as a
/// formatter archived before Mac OS X 10.4 has them and AppKit still reads them, its formats,
/// its texts, negative text attributes, bounds, separators and switches as the document gives
/// them.
extension AppKitNibBuilder {
    static let classicNumberFormatterBehavior = "10_0"
    static let classicNumberFormatterAttributes: Set<String> = [
        "key", "id", "formatterBehavior", "positiveFormat", "negativeFormat", "localizesFormat", "hasThousandSeparators",
        "thousandSeparator", "decimalSeparator", "allowsFloats",
    ]
    static let acceptedClassicNumberFormatterValues: [String: Set<String>] = [
        "localizesFormat": ["YES", "NO"], "hasThousandSeparators": ["YES", "NO"], "allowsFloats": ["YES", "NO"],
    ]
    /// The texts shown for zero, nil and "not a number", which Interface Builder saves where a
    /// formatter archived by its older versions holds them (Colloquy's, tools 13196); unsaved,
    /// zero has none, nil the empty text and "not a number" `NaN`.
    static let zeroTextKey = "attributedStringForZero"
    static let nilTextKey = "attributedStringForNil"
    static let notANumberTextKey = "attributedStringForNotANumber"
    static let classicFormatterTextKeys: Set<String> = [zeroTextKey, nilTextKey, notANumberTextKey]
    static let classicNumberFormatterApproximation =
        "a number formatter of the 10.0 behavior, which no pair shows, is written without the 10.4 behavior's attributes, as one archived before Mac OS X 10.4"

    mutating func addClassicNumberFormatter(_ element: IBElement) -> Int? {
        approximate(Self.classicNumberFormatterApproximation, at: element)
        approximateUnknownAttributes(
            of: element, known: Self.classicNumberFormatterAttributes, accepted: Self.acceptedClassicNumberFormatterValues)
        guard let positiveFormat = element["positiveFormat"] else {
            reject("a number formatter of the 10.0 behavior without a positive format is not known to the macOS compiler", at: element)
            return nil
        }
        var texts: [String: String] = [:]
        var bounds: [String: AppKitDecimalNumber] = [:]
        var negativeAttributes: Int?
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("attributedString", let key?) where Self.classicFormatterTextKeys.contains(key) && texts[key] == nil:
                guard let text = plainText(of: child) else { return nil }
                texts[key] = text
            case ("textAttributesForNegativeValues", nil) where negativeAttributes == nil && child.attributes.isEmpty:
                guard let attributes = addTextAttributes(child) else { return nil }
                negativeAttributes = attributes
            case ("decimal", let key?) where ["minimum", "maximum"].contains(key) && bounds[key] == nil:
                // Colloquy's port fields: a decimal number from 0 to 65535.
                guard let bound = AppKitDecimalNumber(child["value"] ?? "") else {
                    reject(
                        "a formatter bound that is not a decimal number whose digits fit 64 bits is not known to the macOS compiler",
                        at: child)
                    return nil
                }
                bounds[key] = bound
            default:
                reject("\(child.name) of a number formatter of the 10.0 behavior is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        let groupsDigits = element["hasThousandSeparators"] != "NO"
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.formatterPositiveFormat, string(positiveFormat).archived)
        fields.add(AppKitNibKey.formatterNegativeFormat, string(element["negativeFormat"] ?? positiveFormat).archived)
        fields.add(AppKitNibKey.formatterPositiveAttributes, .null)
        fields.add(AppKitNibKey.formatterNegativeAttributes, negativeAttributes.map(NibGraph.Value.object) ?? .null)
        fields.add(AppKitNibKey.formatterZero, texts[Self.zeroTextKey].map { .object(addAttributedString($0, attributes: nil)) } ?? .null)
        fields.add(AppKitNibKey.formatterNil, .object(addAttributedString(texts[Self.nilTextKey] ?? "", attributes: nil)))
        fields.add(
            AppKitNibKey.formatterNotANumber,
            .object(addAttributedString(texts[Self.notANumberTextKey] ?? Self.notANumberText, attributes: emptyDictionary())))
        fields.add(AppKitNibKey.formatterMinimum, .object(addDecimalNumber(bounds["minimum"] ?? .notANumber)))
        fields.add(AppKitNibKey.formatterMaximum, .object(addDecimalNumber(bounds["maximum"] ?? .notANumber)))
        fields.add(AppKitNibKey.formatterRounding, .object(addDecimalNumberHandler()))
        fields.add(AppKitNibKey.formatterDecimal, string(element["decimalSeparator"] ?? Self.formatterSeparators.decimal).archived)
        fields.add(AppKitNibKey.formatterThousand, string(element["thousandSeparator"] ?? Self.formatterSeparators.thousand).archived)
        fields.add(AppKitNibKey.formatterHasThousands, .bool(groupsDigits))
        fields.add(AppKitNibKey.formatterLocalized, .bool(element["localizesFormat"] != "NO"))
        fields.add(AppKitNibKey.formatterAllowsFloats, .bool(element["allowsFloats"] != "NO"))
        return add(AppKitNibClass.numberFormatter, .values(NibGraph.Entries(fields.entries)))
    }

    /// The text of an attributed string of at most one fragment without attributes; any other
    /// is an error naming it.
    private mutating func plainText(of element: IBElement) -> String? {
        guard element.children.count <= 1, element.children.allSatisfy({ $0.name == "fragment" && $0.children.isEmpty }) else {
            reject("an attributed string of a number formatter with attributes is not known to the macOS compiler yet", at: element)
            return nil
        }
        return element.children.first?["content"] ?? ""
    }

    /// A dictionary of text attributes: colors by their attribute's name (`NSColor`).
    private mutating func addTextAttributes(_ element: IBElement) -> Int? {
        var members: [Int] = []
        for child in element.children {
            guard child.name == "color", let name = child["key"], let color = addColor(child) else {
                if child.name != "color" || child["key"] == nil {
                    reject("\(child.name) of a number formatter's text attributes is not known to the macOS compiler yet", at: child)
                }
                return nil
            }
            members += [stringObject(name), color]
        }
        return collection(NibCollectionClass.dictionary, members)
    }
}
