import Foundation
import InputFiles

/// How both executables, `nibcat` and `nibcat-ibtool`, say what they have to say about their
/// inputs: a line per diagnostic in the contract's form (`path[:line]: severity: message`, see
/// `Diagnostic.description`), on standard error, or on standard output when the diagnostics are
/// the command's answer. Commands hand it the library's data; none words a place itself.
public enum DiagnosticPrinter {
    /// The lines `diagnostics` print as, each ending with a newline: the contract's form, with the
    /// control characters of paths and messages escaped, so a file's name cannot forge a line or
    /// drive the terminal (`TerminalText`).
    public static func text(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var printable = diagnostic
            printable.path = diagnostic.path.map(TerminalText.escaped)
            printable.message = TerminalText.escaped(diagnostic.message)
            return printable.description + "\n"
        }.joined()
    }

    /// Says `diagnostics` on standard error, where every command reports what went wrong.
    public static func report(_ diagnostics: [Diagnostic]) {
        FileHandle.standardError.write(Data(text(diagnostics).utf8))
    }

    public static func report(_ diagnostic: Diagnostic) {
        report([diagnostic])
    }

    /// Lists `diagnostics` on standard output, for a command whose answer they are part of
    /// (`images`' problems). Through `print`, so that they keep their place among its other lines.
    public static func list(_ diagnostics: [Diagnostic]) {
        print(text(diagnostics), terminator: "")
    }

    /// Reports `error` and ends the process with status 1, the contract's "an input failed".
    public static func exit(with error: any DiagnosticError) -> Never {
        report(error.diagnostics)
        Foundation.exit(1)
    }
}
