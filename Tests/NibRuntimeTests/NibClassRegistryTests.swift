import NibArchive
import NibRuntime
import NibRuntimeTestSupport
import Testing

@Suite struct NibClassRegistryTests {
    private func registry(_ names: String...) -> NibClassRegistry {
        var registry = NibClassRegistry()
        for name in names {
            registry.register(name) { _ in NibObject(className: name) }
        }
        return registry
    }

    /// Which registration a nib's class name finds, by the name the factory was registered under.
    private func match(_ registry: NibClassRegistry, _ className: String) -> String? {
        let graph = NibGraph(objects: [NibGraph.Object(className: "NSObject")])
        return (registry.factory(forClassNamed: className)?(ArchivedObject(graph: graph, index: 0)) as? NibObject)?.className
    }

    @Test func aQualifiedRegistrationMatchesTheMangledAndQualifiedNames() {
        let registry = registry("ExampleApp.BlueView")
        #expect(match(registry, "_TtC10ExampleApp8BlueView") == "ExampleApp.BlueView")
        #expect(match(registry, "ExampleApp.BlueView") == "ExampleApp.BlueView")
        #expect(match(registry, "OtherApp.BlueView") == nil)
        #expect(match(registry, "_TtC8OtherApp8BlueView") == nil)
    }

    @Test func aMangledRegistrationMatchesTheQualifiedName() {
        #expect(match(registry("_TtC10ExampleApp8BlueView"), "ExampleApp.BlueView") == "_TtC10ExampleApp8BlueView")
    }

    @Test func anUnqualifiedRegistrationMatchesOnlyUnqualifiedNames() {
        let registry = registry("BlueView")
        #expect(match(registry, "BlueView") == "BlueView")
        #expect(match(registry, "_TtC10ExampleApp8BlueView") == nil)
        #expect(match(registry, "ExampleApp.BlueView") == nil)
    }

    @Test func nestedClassesAndLaterRegistrationsWin() {
        var registry = registry("App.Outer.Inner", "UIView")
        registry.register("UIView") { _ in NibObject(className: "second") }
        #expect(match(registry, "_TtCC3App5Outer5Inner") == "App.Outer.Inner")
        #expect(match(registry, "UIView") == "second")
        #expect(!registry.isEmpty && NibClassRegistry().isEmpty)
    }

    @Test func theLoaderFallsBackToTheArchivedClass() throws {
        // A custom class nobody registered: the registration of the class it swapped in for.
        let swapper = NibGraph.Object(
            className: "UIClassSwapper",
            entries: [
                .init(key: "UIClassName", value: .string("_TtC3App4Card")), .init(key: "UIOriginalClassName", value: .string("UIView")),
            ])
        let graph = syntheticNib([swapper], documentObjects: [1], topLevel: [1])
        let loaded = try NibLoader(registry: registry("UIView")).instantiate(graph, path: "Card.nib")
        #expect((loaded.topLevelObjects.first as? NibObject)?.className == "UIView")
        let generic = try NibLoader().instantiate(graph, path: "Card.nib")
        #expect((generic.topLevelObjects.first as? NibObject)?.swiftClassName.qualified == "App.Card")
    }
}
