import Foundation
import InputFiles

/// Writing to the terminal: JSON with stable bytes, errors on stderr, progress only on a terminal.
enum Terminal {
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    /// One line of human-readable output, control characters of the inputs it quotes escaped.
    static func printLine(_ line: String) {
        print(TerminalText.escaped(line))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static var stderrIsTerminal: Bool {
        isatty(STDERR_FILENO) != 0
    }

    /// Rewrites the current stderr line.
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }

    static func clearProgress() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
