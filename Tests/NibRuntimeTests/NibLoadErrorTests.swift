import Foundation
import InputFiles
import NibArchive
import NibRuntime
import Testing

@Suite struct NibLoadErrorTests {
    @Test func isAnErrorAboutTheNib() {
        let error = NibLoadError(path: "A.nib", reason: .missingExternalObject(identifier: "Manager"))
        #expect(
            error.diagnostic
                == Diagnostic(
                    severity: .error, path: "A.nib", message: "the nib needs the external object 'Manager', which was not supplied"))
        let unknown = NibLoadError(path: "B.nib", reason: .unknownConnection(className: "App.Owner", name: "view"))
        #expect(
            unknown.diagnostic
                == Diagnostic(
                    severity: .error, path: "B.nib", message: "this class App.Owner is not key value coding-compliant for the key 'view'"))
    }

    @Test func aDecodingErrorKeepsItsPathAndOffset() throws {
        let error = try #require(throws: NibLoadError.self) {
            try NibLoader().load(data: Data("NIBArchive".utf8) + Data(repeating: 0, count: 4), path: "C.nib")
        }
        #expect(error.path == "C.nib")
        #expect(error.diagnostic.path == "C.nib" && error.diagnostic.line == nil && error.diagnostic.severity == .error)
        guard case .undecodable(let message) = error.reason else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(!message.isEmpty)
    }
}
