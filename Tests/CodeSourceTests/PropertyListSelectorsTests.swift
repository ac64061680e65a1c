import Testing

@testable import CodeSource

@Suite struct PropertyListSelectorsTests {
    @Test func stringsShapedAsSelectorsWithTheirLines() {
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
        let found = PropertyListSelectors.scan(plist)
        #expect(found.map { "\($0.line) \($0.selector)" } == ["4 navigateToTimeline:", "5 tapped:forEvent:", "7 https:", "11 last:"])
        #expect(CodeLanguage(path: "Shortcuts.plist") == .propertyList)
        #expect(PropertyListSelectors.scan("bplist00\u{0}\u{1}").isEmpty)
    }
}
