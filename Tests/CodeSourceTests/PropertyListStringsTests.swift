import Testing

@testable import CodeSource

@Suite struct PropertyListStringsTests {
    @Test func selectorsAndNamesWithTheirLines() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
                <dict><key>action</key><string>navigateToTimeline:</string></dict>
                <dict><key>action</key><string>tapped:forEvent:</string><key>title</key><string>Go to:</string></dict>
                <string>plain</string>
                <string>https:</string>
                <string>a::</string>
                <string>
                multi:</string>
                <string>last:</string>
            </array>
            </plist>
            """
        let found = PropertyListStrings.declarations(in: plist)
        #expect(
            found.selectors.map { "\($0.line) \($0.selector)" } == ["4 navigateToTimeline:", "5 tapped:forEvent:", "7 https:", "11 last:"])
        // The other short one-line strings may be images' names.
        #expect(
            found.images.map { "\($0.line) \($0.kind.rawValue) \($0.name)" } == ["5 mention Go to:", "6 mention plain", "8 mention a::"])
        #expect(CodeLanguage(path: "Shortcuts.plist") == .propertyList)
        #expect(
            try CodeSourceReader.declarations(in: "bplist00\u{0}\u{1}", path: "Info.plist")?.get()
                == CodeFileDeclarations(language: .propertyList))
    }
}
