import UIKitNib

/// The Swift types the loader instantiates, by class name: the Objective-C runtime's
/// `NSClassFromString` for a process that has no Objective-C runtime.
///
/// Names are compared module-qualified: a registration as `ExampleApp.BlueView` or as
/// `_TtC10ExampleApp8BlueView` matches a nib naming either. An unqualified registration
/// (`BlueView`) matches only an unqualified name in the nib, as an `@objc(BlueView)` class
/// would: a Swift class of one module is not another module's class of the same name.
public struct NibClassRegistry: Sendable {
    /// Makes the instance for one archived object; the object's values are there to read.
    public typealias Factory = @Sendable (ArchivedObject) -> any NibConnectable

    private var factories: [String: Factory] = [:]

    public init() {}

    /// Registers `factory` for `className`, replacing an earlier registration of the same name.
    public mutating func register(_ className: String, factory: @escaping Factory) {
        factories[Self.key(className)] = factory
    }

    /// The factory for a class as the nib names it: mangled, module-qualified or plain.
    public func factory(forClassNamed className: String) -> Factory? {
        factories.isEmpty ? nil : factories[Self.key(className)]
    }

    public var isEmpty: Bool {
        factories.isEmpty
    }

    private static func key(_ className: String) -> String {
        SwiftClassName(runtimeName: className).qualified
    }
}
