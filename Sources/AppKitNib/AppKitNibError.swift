import InputFiles
import NibArchive

/// A graph that is not an AppKit nib the model knows: the object (archive index and class) and
/// what is wrong with it.
public struct AppKitNibError: DiagnosticError, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        case field(NibFieldProblem)
        /// An object in a list of the object data is not of a class that list may hold.
        case unexpectedMember(list: String)
        /// Two lists that pair their members by position differ in length.
        case unpairedLists(String, String)
        /// The graph has no objects, or its root is not an AppKit nib's root.
        case notAnAppKitNib(String)
        /// A keyed archive names each class's superclasses, and the model knows none for it.
        case unknownSuperclasses
    }

    public var index: Int
    public var className: String
    public var problem: Problem

    public init(index: Int, className: String, problem: Problem) {
        self.index = index
        self.className = className
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .field(.missingKey(let key)): "has no \(key)"
        case .field(.unexpectedKey(let key)): "has an unexpected \(key)"
        case .field(.wrongValue(let key, let expected)): "its \(key) is not \(expected)"
        case .unexpectedMember(let list): "is in \(list), which holds no \(className)"
        case .unpairedLists(let keys, let values): "its \(keys) and \(values) differ in length"
        case .notAnAppKitNib(let why): why
        case .unknownSuperclasses: "is of a class whose superclasses are not known"
        }
    }

    /// The object and what is wrong with it; the file is the caller's to name.
    public var description: String {
        "#\(index) \(className) \(message)"
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: nil, message: description)
    }
}
