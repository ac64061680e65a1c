import InputFiles

/// A graph that is not a UIKit nib the model knows: the object (archive index and class) and what
/// is wrong with it. In a nested nib, `enclosing` lists the `UINib` objects passed on the way in.
public struct UIKitNibError: DiagnosticError, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        /// The object lacks a key its class requires.
        case missingKey(String)
        /// The object holds a key its class never has.
        case unexpectedKey(String)
        /// The value under a key is not of the kind the class requires.
        case wrongValue(key: String, expected: String)
        /// An object in a root list is not of a class that list may hold.
        case unexpectedMember(list: String)
        /// The graph has no objects, or its root is not a UIKit nib's root.
        case notAUIKitNib(String)
    }

    public var index: Int
    public var className: String
    public var problem: Problem
    public var enclosing: [Int]

    public init(index: Int, className: String, problem: Problem, enclosing: [Int] = []) {
        self.index = index
        self.className = className
        self.problem = problem
        self.enclosing = enclosing
    }

    public var message: String {
        switch problem {
        case .missingKey(let key): "has no \(key)"
        case .unexpectedKey(let key): "has an unexpected \(key)"
        case .wrongValue(let key, let expected): "its \(key) is not \(expected)"
        case .unexpectedMember(let list): "is in \(list), which holds no \(className)"
        case .notAUIKitNib(let why): why
        }
    }

    /// The object and what is wrong with it; the file is the caller's to name.
    public var description: String {
        let nesting = enclosing.map { "in the nib archived by #\($0): " }.joined()
        return "\(nesting)#\(index) \(className) \(message)"
    }

    /// Without a path: a graph in memory has no file; `NibLoadError` and the readers add it.
    public var diagnostic: Diagnostic {
        Diagnostic(path: nil, message: description)
    }
}
