import InputFiles
import Testing

@Suite struct DocumentKindTests {
    @Test func aPathsExtensionNamesItsKind() {
        #expect(DocumentKind(path: "App/Base.lproj/Main.storyboard") == .storyboard)
        #expect(DocumentKind(path: "Build/Main.storyboardc") == .storyboardc)
        #expect(DocumentKind(path: "Views/Card.xib") == .xib)
        #expect(DocumentKind(path: "Card.nib") == .nib)
        // Only the last component's extension, as written.
        #expect(DocumentKind(path: "Folder.xib/Card") == nil)
        #expect(DocumentKind(path: "Card.XIB") == nil)
        #expect(DocumentKind(path: "README") == nil)
    }

    @Test func sourcesCompileToTheirCompiledKind() {
        #expect(DocumentKind.allCases.map(\.compiled) == [.nib, .storyboardc, .nib, .storyboardc])
        #expect(DocumentKind.allCases.filter(\.isCompiled) == [.nib, .storyboardc])
    }
}
