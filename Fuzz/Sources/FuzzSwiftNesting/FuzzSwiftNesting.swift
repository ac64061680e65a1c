import CodeSource
import Foundation
import FuzzerEntry

/// libFuzzer entry point for the Swift reader's bounds on nesting: every byte opens a run of one
/// construct Swift's parser recurses on (its low 4 bits pick it, its high 4 bits repeat it 1 to
/// 16 times), and the file closes what it opened in reverse. Tens of bytes nest hundreds deep, so
/// the fuzzer reaches every limit of `SwiftNestingLimit` and the mixes between them; any file
/// either reads (each declaration on one of its lines) or is refused naming a line, in time and
/// memory libFuzzer bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = nestedSource(UnsafeRawBufferPointer(start: start, count: count))
    guard let result = CodeSourceReader.declarations(in: text, path: "Fuzz.swift") else {
        preconditionFailure("Fuzz.swift is no source language")
    }
    let lines = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    switch result {
    case .success(let declarations):
        for declared in declarations.classes {
            precondition((1...lines).contains(declared.line), "class \(declared.name) at line \(declared.line) of \(lines)")
        }
    case .failure(let limit):
        precondition((1...lines).contains(limit.line), "refused at line \(limit.line) of \(lines)")
    }
    return 0
}

/// What a byte opens and, when it nests, what closes it.
private let constructs: [(open: String, close: String)] = [
    ("[", "]"),
    ("(", ")"),
    ("{ ", " }"),
    ("Array<", ">"),
    ("\"\\(", ")\""),
    ("() -> ", "Void"),
    ("try ", ""),
    ("await ", ""),
    ("if a {} else ", "{}"),
    ("\n#if A\n", "\n#endif\n"),
    ("f(", ")"),
    ("[a: ", "]"),
    ("{ x in ", " }"),
    ("(a, ", ")"),
    ("Optional<", ">"),
    ("\n", ""),
]

private func nestedSource(_ bytes: UnsafeRawBufferPointer) -> String {
    var opened = "class Fuzzed: NSObject {\n    @IBOutlet weak var label: UILabel!\n    let value = "
    var closes: [String] = []
    for byte in bytes {
        let construct = constructs[Int(byte & 0x0f)]
        for _ in 0...Int(byte >> 4) {
            opened += construct.open
            closes.append(construct.close)
        }
    }
    return opened + "x" + closes.reversed().joined() + "\n}\n"
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
