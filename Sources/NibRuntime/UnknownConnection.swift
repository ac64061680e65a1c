import InputFiles

/// What a `NibConnectable` throws for an outlet, outlet collection or action it does not have:
/// UIKit raises "this class is not key value coding-compliant for the key …" there.
public struct UnknownConnection: DiagnosticError, Sendable, Hashable {
    /// The outlet's property name, or the action's selector.
    public var name: String

    public init(_ name: String) {
        self.name = name
    }

    /// Without the nib or the class, which the loader adds (`NibLoadError.Reason.unknownConnection`).
    public var diagnostic: Diagnostic {
        Diagnostic(path: nil, message: "not key value coding-compliant for the key '\(name)'")
    }
}
