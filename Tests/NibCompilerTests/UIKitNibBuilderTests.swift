import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// `UINibObjectsKey` and the constraints the builder archives, on the size-class fixture (a root
/// view, a card inside it, a stack view inside the card).
@Suite struct UIKitNibBuilderTests {
    static func compiledGraph() throws -> NibGraph {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/SizeClassVariations.xib")
        let output = try NibCompiler.compile(contentsOf: url.path, options: CompileOptions(module: "SwiftMessages"))
        return NibGraph(try NibArchiveReader.read(try #require(output.files.first?.contents), path: url.path))
    }

    @Test func aViewConstrainedFromAboveItsSuperviewIsListedBeforeItsSuperviewsConstraints() throws {
        // SwiftMessages 4.1.4 and 9.0.1 TabView (Xcode 9.4, 12.5): the root view pins the stack
        // view inside the corner rounding view, and Xcode lists that stack view right after the
        // rounding view, before the rounding view's own constraints.
        let graph = try Self.compiledGraph()
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.object }
        let classes = listed.map(\.className).filter { $0 != "UIProxyObject" }
        #expect(classes == ["UIView", "NSLayoutConstraint", "NSLayoutConstraint", "UIView", "UIStackView", "NSLayoutConstraint", "NSLayoutConstraint"])
    }

    @Test func anObjectAViewHoldsUnderAKeyIsListedBeforeTheViewsConstraints() throws {
        // Fusuma FSAlbumView (Xcode 8.1) lists the collection view's flow layout before the
        // collection view's height constraint.
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/KeyedObjectBeforeConstraints.xib")
        let output = try NibCompiler.compile(contentsOf: url.path, options: CompileOptions())
        let graph = NibGraph(try NibArchiveReader.read(try #require(output.files.first?.contents), path: url.path))
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.object }
        let classes = listed.map(\.className).filter { $0 != "UIProxyObject" }
        #expect(classes == ["UIView", "UICollectionView", "UICollectionViewFlowLayout", "NSLayoutConstraint"])
    }

    @Test func anImageIsOnePlaceholderPerNib() throws {
        // Fusuma FusumaViewController (Xcode 8.1): five placeholders for its buttons' fifteen state
        // images, one per name, the same one in two buttons.
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/ButtonStateImages.xib")
        let output = try NibCompiler.compile(contentsOf: url.path, options: CompileOptions())
        let graph = NibGraph(try NibArchiveReader.read(try #require(output.files.first?.contents), path: url.path))
        let names = graph.objects.filter { $0.className == "UIImageNibPlaceholder" }.compactMap { graph.string($0.value(forKey: "UIResourceName")) }
        #expect(names.sorted() == ["ic_photo_camera", "ic_videocam"])
    }

    @Test func placeholderConstraintsAreNotArchived() throws {
        // mixpanel `~ipad` (Xcode 9.1): the image view's width and height placeholders are gone.
        let graph = try Self.compiledGraph()
        let constants = graph.objects.filter { $0.className == "NSLayoutConstraint" }.compactMap { $0.value(forKey: "NSConstantV2") }
        #expect(constants.count == 4)
        #expect(!constants.contains(.double(360)))
    }

    /// The diagnostics compiling `Compiler/DanglingReferences.xib` refuses it with.
    static func danglingReferenceDiagnostics() throws -> [CompileDiagnostic] {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/DanglingReferences.xib").path
        let error = #expect(throws: CompileError.self) { try NibCompiler.compile(contentsOf: path) }
        guard case .documentErrors(let documentPath, let diagnostics) = error else {
            Issue.record("not refused with document errors: \(String(describing: error))")
            return []
        }
        #expect(documentPath == path)
        #expect(diagnostics.allSatisfy { $0.path == path })
        return diagnostics
    }

    @Test func aConnectionToNoObjectOrWithoutItsNameIsAnErrorAboutTheConnection() throws {
        // Interface Builder cannot open a document whose connection names an id no object has
        // (a bad merge): the compile fails, and the error names the connection by id and line.
        let errors = try Self.danglingReferenceDiagnostics().filter { $0.severity == .error }
        let places = errors.map { "\($0.objectID ?? "-"):\($0.line ?? 0)" }
        #expect(places.sorted() == ["aGn-aa-005:23", "oNp-aa-003:11", "oTl-aa-001:9"], "\(errors)")
        #expect(errors.contains { $0.objectID == "oTl-aa-001" && $0.message == "outlet titleLabel points at tLb-Gn-0ne, which no object of the document has" })
        #expect(errors.contains { $0.objectID == "aGn-aa-005" && $0.message == "action gone: points at Gon-e0-000, which no object of the document has" })
        #expect(errors.contains { $0.objectID == "oNp-aa-003" && $0.message == "outlet oNp-aa-003 has no property" })
    }
}
