import CatalogLint
import Foundation
import FuzzerEntry

/// libFuzzer entry point for `.nibcat.yml`: the first byte picks the input. 0: the rest is the
/// file. 1: the rest generates a file of anchors, each a list of aliases to the one before (a
/// byte gives a layer's fan-out, 1 to 16), ending in `lint: *last`: an alias bomb grows
/// exponentially from a few bytes, so the parser's bounds on aliases and nodes are what keep it
/// in time and memory. Any file either fails with an error naming it or reads whole.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let body = Data(bytes.dropFirst())
    let data = bytes[0] & 1 == 0 ? body : aliasLayers(body)
    let path = "fuzz/.nibcat.yml"
    do {
        let configuration = try LintConfiguration.parse(data, path: path)
        for rule in LintRule.allCases {
            _ = configuration.isEnabled(rule, forDocument: "App/Legacy/Screens/Main.storyboard")
        }
    } catch {
        guard case .configuration(let problem) = error, problem.path == path else {
            preconditionFailure("error names another file: \(error)")
        }
    }
    return 0
}

/// `a0: &a0 [x]`, then per byte `aN: &aN [*aN-1, …]` with `byte % 16 + 1` aliases, then the
/// lint section as the last anchor.
private func aliasLayers(_ layers: Data) -> Data {
    var text = "a0: &a0 [x]\n"
    for (index, byte) in layers.enumerated() {
        let aliases = Array(repeating: "*a\(index)", count: Int(byte % 16) + 1).joined(separator: ", ")
        text += "a\(index + 1): &a\(index + 1) [\(aliases)]\n"
    }
    text += "lint: {disabled_rules: *a\(layers.count)}\n"
    return Data(text.utf8)
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
