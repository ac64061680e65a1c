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
            {"file", "path", "kind", "a", "b"}). --objects prints instead, per nib file, how many objects \
            each side has and how many the walk matched (same place, class and values of their own), and the \
            object similarity: twice the matched objects over both sides' objects (--json: an array of \
            {"file", "objects": {"objectsInA", "objectsInB", "matchedObjects"}}). Exit status: 0 equal, \
            1 different, 2 usage error or unreadable input.
            """)

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "Print the objects matched per nib file and the object similarity instead of the differences.")
    var objects = false

    @Argument(help: "A compiled nib (file or folder) or a .storyboardc folder.")
    var a: String

    @Argument(help: "The nib or .storyboardc to compare it with.")
    var b: String

    func run() throws {
        let comparison: CompiledComparison.Result
        do {
            comparison = try CompiledComparison.comparison(a, b)
        } catch {
            // Status 1 means "different" here, so unreadable input takes 2, as diff and cmp do.
            DiagnosticPrinter.report(error.diagnostics)
            throw ExitCode(2)
        }
        let differences = comparison.differences
        if objects {
            try printObjects(comparison.files)
        } else if json {
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

    private func printObjects(_ files: [CompiledComparison.FileObjects]) throws {
        if json {
            try Terminal.printJSON(files)
            return
        }
        let similarity = { (match: NibObjectMatch) in String(format: "%.3f", match.similarity) }
        for entry in files {
            let match = entry.objects
            print(
                "\(entry.file.isEmpty ? "(nib)" : entry.file): \(match.matchedObjects) matched of \(match.objectsInA) in A and "
                    + "\(match.objectsInB) in B, similarity \(similarity(match))")
        }
        print("object similarity \(similarity(files.map(\.objects).reduce(.none, +)))")
    }
}
