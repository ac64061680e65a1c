import ArgumentParser
import CommandLineContract
import DocumentSummary
import Foundation
import NibArchive

struct DiffNibCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff-nib",
        abstract: "Compare two compiled nibs, or two .storyboardc folders, as object graphs.",
        discussion: """
            Objects are matched depth-first from the root over key-sorted values, so value order, \
            set member order, integer width and coder version do not count; nibs archived inside values are compared \
            the same way. Prints one line per difference at its object path (--json: an array of \
            {"file", "path", "kind", "a", "b"}). Exit status: 0 equal, 1 different, 2 usage error or \
            unreadable input.
            """)

    @Flag(help: "Print JSON.")
    var json = false

    @Argument(help: "A compiled nib (file or folder) or a .storyboardc folder.")
    var a: String

    @Argument(help: "The nib or .storyboardc to compare it with.")
    var b: String

    func run() throws {
        let differences: [NibDifference]
        do {
            differences = try CompiledComparison.differences(a, b)
        } catch {
            // Status 1 means "different" here, so unreadable input takes 2, as diff and cmp do.
            DiagnosticPrinter.report(error.diagnostics)
            throw ExitCode(2)
        }
        if json {
            try Terminal.printJSON(differences)
        } else {
            for difference in differences {
                print(difference.description)
            }
            print(differences.isEmpty ? "no differences" : "\(differences.count) difference\(differences.count == 1 ? "" : "s")")
        }
        if !differences.isEmpty {
            throw ExitCode(1)
        }
    }
}
