import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Accessibility descriptions as Xcode 26 archives them (viraptor's `test-accessibility`): an
/// `NSNibAXAttributeConnector` naming the view, the attribute `AXDescription` and the text, in
/// the accessibility connectors, with ids after every other object's. The attribute's name is
/// archived as a mutable string.
extension AppKitNibBuilder {
    static let accessibilityAttributes: Set<String> = ["description"]
    static let accessibilityDescriptionAttribute = "AXDescription"

    mutating func collectAccessibility(_ element: IBElement, of view: IBElement, source: Int) {
        guard acceptsAttributes(of: element, known: Self.accessibilityAttributes, accepted: [:]), element.children.isEmpty,
            let text = element["description"]
        else {
            reject("accessibility other than a description is not known to the macOS compiler yet", at: element)
            return
        }
        accessibilityDescriptions.append((source, text, element.line))
    }

    /// An `NSMutableString` of `text`, which, unlike strings, is not shared.
    private mutating func mutableString(_ text: String) -> Int {
        add(NibCollectionClass.mutableString, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(Data(text.utf8)))]))
    }

    /// The descriptions' connectors, in the document's order (their views are met in other
    /// orders: a view's own connections after its subviews').
    mutating func accessibilityConnectors() -> [Int] {
        let ordered = accessibilityDescriptions.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        return ordered.map(\.element).map { view, text, _ in
            add(
                AppKitNibClass.accessibilityAttributeConnector,
                .connection(
                    .accessibilityAttribute(
                        destination: view, attributeType: .object(mutableString(Self.accessibilityDescriptionAttribute)),
                        attributeValue: string(text).archived)))
        }
    }
}
