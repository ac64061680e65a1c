import InputFiles
import NibArchive
import UIKitNib

/// Why a nib did not load; every error names the file (for a folder nib, the variant read).
public struct NibLoadError: DiagnosticError, Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// The bytes are not a nib the decoders can read (message from the decoder).
        case undecodable(String)
        /// The graph decodes but lacks what a UIKit nib holds (an AppKit nib, or keys missing).
        case notAUIKitNib(String)
        /// The nib declares an External Object the caller did not supply.
        case missingExternalObject(identifier: String)
        /// A connection object of a class the loader does not know.
        case unsupportedConnection(className: String, index: Int)
        /// A connection whose source, destination or name is not what its class requires.
        case malformedConnection(index: Int, String)
        /// The object receiving an outlet or action does not adopt `NibConnectable`.
        case notConnectable(className: String, name: String)
        /// The receiving object has no such outlet or action (it threw `UnknownConnection`).
        case unknownConnection(className: String, name: String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A graph the UIKit model does not accept: a connection list holding another class, a
    /// connection without its label, source or destination, or any other shape the model refuses.
    init(path: String, _ error: UIKitNibError) {
        let isConnection = UIKitNib.Connection.Kind.allCases.contains { $0.className == error.className }
        switch error.problem {
        case _ where !error.enclosing.isEmpty:
            self.init(path: path, reason: .notAUIKitNib(error.description))
        case .unexpectedMember(let list) where list == UIKitNibKey.connections:
            self.init(path: path, reason: .unsupportedConnection(className: error.className, index: error.index))
        case .missingKey, .unexpectedKey, .wrongValue:
            self.init(
                path: path,
                reason: isConnection
                    ? .malformedConnection(index: error.index, error.message) : .notAUIKitNib(error.description))
        case .unexpectedMember, .notAUIKitNib:
            self.init(path: path, reason: .notAUIKitNib(error.description))
        }
    }

    init(_ error: NibArchiveError) {
        self.init(path: error.path, reason: .undecodable(error.diagnostic.message))
    }

    public var message: String {
        switch reason {
        case .undecodable(let message), .notAUIKitNib(let message):
            message
        case .missingExternalObject(let identifier):
            "the nib needs the external object '\(identifier)', which was not supplied"
        case .unsupportedConnection(let className, let index):
            "connection #\(index) is a \(className), which the loader does not know"
        case .malformedConnection(let index, let problem):
            "connection #\(index): \(problem)"
        case .notConnectable(let className, let name):
            "\(className) cannot receive '\(name)': it does not adopt NibConnectable"
        case .unknownConnection(let className, let name):
            "this class \(className) is not key value coding-compliant for the key '\(name)'"
        }
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: message)
    }
}
