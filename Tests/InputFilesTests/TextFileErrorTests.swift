import InputFiles
import Testing

@Suite struct TextFileErrorTests {
    @Test func namesTheFileAndTheLineWhenThereIsOne() {
        #expect(
            TextFileError(path: "r/.nibcat.yml", line: 3, message: "unknown key").diagnostic
                == Diagnostic(severity: .error, path: "r/.nibcat.yml", line: 3, message: "unknown key"))
        #expect(
            TextFileError(path: "p.pbxproj", line: nil, message: "no objects").diagnostic
                == Diagnostic(severity: .error, path: "p.pbxproj", line: nil, message: "no objects"))
    }

    @Test func anUnreadableFileSaysWhy() {
        let error = TextFileError(unreadable: InputFileError(path: "r/.nibcat.yml", reason: "permission denied"))
        #expect(error == TextFileError(path: "r/.nibcat.yml", line: nil, message: "cannot read file: permission denied"))
    }
}
