import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

@Suite struct UIKitColorsConformanceTests {
    /// Xcode 11.0 to 14.3 archive the Xcode 11 name with the fixed color's white (ten launch screens
    /// of the study pairs); Xcode 10 knows only the fixed color.
    /// The system colors compiled without a `<resources>` entry take the components Interface
    /// Builder saves for them: every entry of the pairs' documents agrees with the table, and so
    /// does every color element that saves them beside the name.
    @Test func knownSystemColorsAreTheOnesInterfaceBuilderSaves() throws {
        var checked = Set<String>()
        for url in TestPaths.interfaceBuilderDocuments(under: try TestPaths.corpus("pairs"))
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let document = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
            for (name, color) in IBResources(document: document.root).systemColors {
                guard let known = UIKitColors.systemColorComponents[name] else { continue }
                for attribute in ["red", "green", "blue", "alpha"] {
                    #expect(
                        UIKitValues.number(known[attribute]) == UIKitValues.number(color[attribute]),
                        "\(name).\(attribute) in \(url.lastPathComponent)")
                }
                checked.insert(name)
            }
            // A color element that names a system color and saves its components beside the name
            // saves them to ten decimals.
            for color in Self.colorElements(under: document.root) {
                guard let name = color["systemColor"], color["red"] != nil, let known = UIKitColors.systemColorComponents[name] else {
                    continue
                }
                for attribute in ["red", "green", "blue", "alpha"] {
                    let difference = abs((UIKitValues.number(known[attribute]) ?? -1) - (UIKitValues.number(color[attribute]) ?? 1))
                    #expect(difference < 1e-9, "\(name).\(attribute) in \(url.lastPathComponent)")
                }
                checked.insert(name)
            }
        }
        #expect(checked == Set(UIKitColors.systemColorComponents.keys))
    }

    static func colorElements(under element: IBElement?) -> [IBElement] {
        guard let element else { return [] }
        return (element.name == "color" ? [element] : []) + element.children.flatMap { colorElements(under: $0) }
    }
}
