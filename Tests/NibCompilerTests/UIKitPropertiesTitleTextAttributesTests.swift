import CompilerTestSupport
import Foundation
import NibArchive
import Testing

@testable import NibCompiler

/// A navigation bar's title text attributes, as UINavigationBar's encoder writes them
/// (`UITitleTextAttributes`, `UIBarLargeTitleTextAttributes`): a color and a font strictly; a
/// text shadow, which no pair shows beside UIKit's legacy keys, named as an approximation and
/// refused without `--allow-approximation`.
@Suite struct UIKitPropertiesTitleTextAttributesTests {
    static func xib(textAttributes: String) -> Data {
        CompilerTestSupport.iOSXIB(
            objects: """
                <navigationBar contentMode="scaleToFill" id="nav-bar-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <items>
                        <navigationItem title="Title" id="nav-itm-001"/>
                    </items>
                    \(textAttributes)
                </navigationBar>
                """)
    }

    static let titleAttributes = """
        <textAttributes key="titleTextAttributes">
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            <color key="textShadowColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <offsetWrapper key="textShadowOffset" horizontal="1" vertical="2"/>
        </textAttributes>
        <textAttributes key="largeTitleTextAttributes">
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </textAttributes>
        """

    /// The attribute names and value classes of the dictionary under `key` of the bar.
    static func attributes(_ key: String, in graph: NibGraph) throws -> [String: NibGraph.Object] {
        let bar = try #require(graph.objects.first { $0.className == "UINavigationBar" })
        let members = graph.members(bar.value(forKey: key))
        #expect(members.count % 2 == 0)
        var attributes: [String: NibGraph.Object] = [:]
        for index in stride(from: 0, to: members.count - 1, by: 2) {
            let name = try #require(graph.string(members[index]))
            attributes[name] = try #require(graph.object(members[index + 1])?.object)
        }
        return attributes
    }

    @Test func titleAndLargeTitleAttributesAreArchivedAsUIKitReadsThem() throws {
        let output = try NibCompiler.compile(
            data: Self.xib(textAttributes: Self.titleAttributes), path: "Bar.xib", options: CompileOptions(allowsApproximation: true))
        let approximations = output.diagnostics.filter(\.isApproximation)
        #expect(approximations.count == 1)
        #expect(approximations.allSatisfy { $0.objectID == "nav-bar-001" && $0.line != nil })
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Bar.nib")

        let title = try Self.attributes("UITitleTextAttributes", in: graph)
        #expect(title.mapValues(\.className) == ["NSColor": "UIColor", "NSFont": "UIFont", "NSShadow": "NSShadow"])
        let shadow = try #require(title["NSShadow"])
        #expect(shadow.value(forKey: "NSShadowHoriz") == .double(1))
        // UIFoundation's NSShadow archives its height negated and negates it again when read.
        #expect(shadow.value(forKey: "NSShadowVert") == .double(-2))
        #expect(graph.object(shadow.value(forKey: "NSShadowColor"))?.object.className == "UIColor")
        #expect(title["NSFont"]?.value(forKey: "UIFontPointSize") == .double(17))

        let largeTitle = try Self.attributes("UIBarLargeTitleTextAttributes", in: graph)
        #expect(largeTitle.mapValues(\.className) == ["NSColor": "UIColor"])
    }

    @Test func aShadowAtNSShadowsDefaultsArchivesNoValues() throws {
        let output = try NibCompiler.compile(
            data: Self.xib(
                textAttributes: """
                    <textAttributes key="titleTextAttributes">
                        <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="0.0"/>
                    </textAttributes>
                    """), path: "Bar.xib", options: CompileOptions(allowsApproximation: true))
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Bar.nib")
        let shadow = try #require(try Self.attributes("UITitleTextAttributes", in: graph)["NSShadow"])
        #expect(shadow.entries.isEmpty)
    }

    @Test func anAttributeTheWriterDoesNotReadIsNamed() throws {
        let output = try NibCompiler.compile(
            data: Self.xib(
                textAttributes: """
                    <textAttributes key="titleTextAttributes">
                        <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    </textAttributes>
                    """), path: "Bar.xib", options: CompileOptions(allowsApproximation: true))
        #expect(output.diagnostics.contains { $0.message.contains("color backgroundColor of the navigation bar's titleTextAttributes") })
    }

    @Test func withoutApproximationsTheDocumentIsRefused() throws {
        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: Self.xib(textAttributes: Self.titleAttributes), path: "Bar.xib", options: CompileOptions())
        }
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("refused for \(error), not for the document's errors")
            return
        }
        #expect(diagnostics.filter { $0.severity == .error }.map(\.objectID) == ["nav-bar-001"])
    }

    /// DuckDuckGo's bookmarks title, Firebase's quickstart launch screens: a color and a font
    /// compile strictly.
    @Test func aColorAndAFontAreWrittenStrictly() throws {
        let output = try NibCompiler.compile(
            data: Self.xib(
                textAttributes: """
                    <textAttributes key="titleTextAttributes">
                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
                    </textAttributes>
                    <textAttributes key="largeTitleTextAttributes">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                    </textAttributes>
                    """), path: "Bar.xib", options: CompileOptions())
        #expect(output.diagnostics.isEmpty)
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Bar.nib")
        let title = try Self.attributes("UITitleTextAttributes", in: graph)
        #expect(title.mapValues(\.className) == ["NSColor": "UIColor", "NSFont": "UIFont"])
        #expect(graph.string(title["NSFont"]?.value(forKey: "UIFontName")) == "Avenir-Heavy")
        let largeTitle = try Self.attributes("UIBarLargeTitleTextAttributes", in: graph)
        #expect(largeTitle.mapValues(\.className) == ["NSFont": "UIFont"])
        #expect(largeTitle["NSFont"]?.value(forKey: "UIFontPointSize") == .double(34))
    }
}
