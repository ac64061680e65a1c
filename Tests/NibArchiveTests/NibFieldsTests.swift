import NibArchive
import Testing

/// The writer side of `NibFields`: values added in order, nil ones left out, and a value placed
/// after the first of several keys the entries have.
@Suite struct NibFieldWriterTests {
    @Test func addLeavesNilValuesOut() {
        var fields = NibFieldWriter()
        fields.add("A", .integer(1))
        fields.add("B", nil)
        fields.add("C", .bool(true))
        #expect(fields.entries.map(\.key) == ["A", "C"])
    }

    @Test func insertGoesAfterTheFirstKeyPresentElseAtTheEnd() {
        var fields = NibFieldWriter()
        fields.add("NSFrame", .integer(1))
        fields.add("NSSuperview", .integer(2))
        fields.add("NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        fields.insert("NSNextKeyView", .integer(3), after: ["NSSuperview", "NSFrame"])
        #expect(fields.entries.map(\.key) == ["NSFrame", "NSSuperview", "NSNextKeyView", "NSViewWantsBestResolutionOpenGLSurface"])

        var withoutSuperview = NibFieldWriter()
        withoutSuperview.add("NSFrame", .integer(1))
        withoutSuperview.add("NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        withoutSuperview.insert("NSNextKeyView", .integer(3), after: ["NSSuperview", "NSFrame"])
        #expect(withoutSuperview.entries.map(\.key) == ["NSFrame", "NSNextKeyView", "NSViewWantsBestResolutionOpenGLSurface"])

        var neither = NibFieldWriter()
        neither.add("A", .integer(1))
        neither.insert("B", .integer(2), after: ["C"])
        neither.insert("D", nil, after: ["A"])
        #expect(neither.entries.map(\.key) == ["A", "B"])
    }
}
