import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Accessibility descriptions as Xcode 26 archives them (viraptor's `test-accessibility`): an
/// `NSNibAXAttributeConnector` naming the view, the attribute `AXDescription` and the text, in
/// the accessibility connectors, with ids after every other object's. The attribute's name is
/// archived as a mutable string. Help and identifiers, which no pair shows, are approximated
/// the same way.
extension AppKitNibBuilder {
    static let accessibilityAttributes: Set<String> = ["description", "help", "identifier"]
    static let accessibilityDescriptionAttribute = "AXDescription"
    static let accessibilityHelpAttribute = "AXHelp"
    static let accessibilityIdentifierAttribute = "AXIdentifier"
    /// The accessibility attribute of each of Interface Builder's, in the order they are written.
    static let accessibilityAttributeNames: KeyValuePairs<String, String> = [
        "description": accessibilityDescriptionAttribute, "help": accessibilityHelpAttribute,
        "identifier": accessibilityIdentifierAttribute,
    ]

    mutating func collectAccessibility(_ element: IBElement, of view: IBElement, source: Int) {
        guard element.children.isEmpty, !element.attributes.isEmpty else {
            reject("accessibility other than a description, help or identifier is not known to the macOS compiler yet", at: element)
            return
        }
        approximateUnknownAttributes(of: element, known: Self.accessibilityAttributes, accepted: [:])
        // Help and identifiers are archived as a description is, by AppKit's attribute name: no
        // pair shows them.
        for (name, attribute) in Self.accessibilityAttributeNames where name != "description" && element[name] != nil {
            approximate("accessibility \(name), which no pair shows, is archived as a description is, as \(attribute)", at: element)
        }
        for (name, attribute) in Self.accessibilityAttributeNames {
            if let text = element[name] { accessibilityDescriptions.append((source, attribute, text, element.line)) }
        }
    }

    /// An `NSMutableString` of `text`, which, unlike strings, is not shared.
    private mutating func mutableString(_ text: String) -> Int {
        add(NibCollectionClass.mutableString, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(text.utf8)))]))
    }

    /// The descriptions' connectors, in the document's order (their views are met in other
    /// orders: a view's own connections after its subviews').
    mutating func accessibilityConnectors() -> [Int] {
        let ordered = accessibilityDescriptions.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        return ordered.map(\.element).map { view, attribute, text, _ in
            add(
                AppKitNibClass.accessibilityAttributeConnector,
                .connection(
                    .accessibilityAttribute(
                        destination: view, attributeType: .object(mutableString(attribute)), attributeValue: string(text).archived)))
        }
    }
}
