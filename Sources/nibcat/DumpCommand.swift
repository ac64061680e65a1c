import ArgumentParser
import CatalogStore
import CommandLineContract
import DocumentSummary
import Foundation
import InputFiles
import NibArchive
import UIKitNib

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Decode compiled nibs (file, folder nib, or .storyboardc).",
        discussion: """
            By default prints the object graph as a tree. --json prints the semantic view (the shape of \
            `show --json`); --raw --json the NIBArchive tables in file order, which `nibcat encode` writes \
            back byte for byte; --summary one line per nib with its table sizes and classes.
            """)

    @OptionGroup var options: CatalogOptions

    @Flag(help: "With --json: the archive's tables instead of the semantic view.")
    var raw = false

    @Flag(help: "Per nib: format, coder version, table sizes and class names.")
    var summary = false

    @Argument(help: "Compiled nibs: .nib files or folders, or .storyboardc folders.")
    var files: [String]

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("give at least one nib")
        }
        if raw && !options.json {
            throw ValidationError("--raw prints JSON: add --json")
        }
        if raw && summary {
            throw ValidationError("choose --raw or --summary")
        }
        if !summary && files.count > 1 {
            throw ValidationError("give one nib, or use --summary for several")
        }
    }

    func run() throws {
        if summary {
            try printSummaries()
            return
        }
        let nib: NibFile
        switch try CompiledDocument.read(path: files[0]) {
        case .nib(let file):
            nib = file
        case .storyboard(let storyboard):
            if raw {
                throw ValidationError("--raw dumps one nib; name a nib inside the .storyboardc")
            }
            if options.json {
                try Terminal.printJSON(SummarizedDocument(try storyboard.document(), root: ""))
            } else {
                for (name, nib) in storyboard.nibs {
                    print("== \(name).nib")
                    print(GraphOutline(nib.graph).lines.joined(separator: "\n"))
                }
            }
            return
        }
        if raw {
            guard let archive = nib.archive else {
                throw Diagnostic(path: nib.loadedFile, message: "a keyed archive has no NIBArchive tables to dump")
            }
            try Terminal.printJSON(archive)
        } else if options.json {
            try Terminal.printJSON(SummarizedDocument(try nib.document(), root: ""))
        } else {
            print(GraphOutline(nib.graph).lines.joined(separator: "\n"))
        }
    }

    /// One record per nib (each nib of a `.storyboardc`); files that fail are reported and the rest
    /// still summarised.
    private func printSummaries() throws {
        var summaries: [NibSummary] = []
        var failed = false
        for path in files {
            do {
                switch try CompiledDocument.read(path: path) {
                case .nib(let nib):
                    summaries.append(NibSummary(path: path, nib: nib))
                case .storyboard(let storyboard):
                    // A storyboard is a folder of nibs: one line for each.
                    for (name, nib) in storyboard.nibs {
                        summaries.append(NibSummary(path: path + "/" + name + ".nib", nib: nib))
                    }
                }
            } catch {
                DiagnosticPrinter.report(error.diagnostics)
                failed = true
            }
        }
        if options.json {
            try Terminal.printJSON(summaries)
        } else {
            for summary in summaries {
                print(
                    "\(summary.path): \(summary.format) v\(summary.coderVersion.map(String.init) ?? "-") "
                        + "objects=\(summary.objects) keys=\(summary.keys) values=\(summary.values) "
                        + "classes=\(summary.classNames.joined(separator: ","))")
            }
        }
        if failed {
            throw ExitCode(1)
        }
    }
}

/// `dump --summary`: what a peer decoder can be compared on.
struct NibSummary: Encodable {
    var path: String
    var format: String
    @ExplicitNull var coderVersion: UInt32?
    var objects: Int
    /// Table sizes for NIBArchive files; distinct keys for keyed archives.
    var keys: Int
    var values: Int
    /// The class-name table (NIBArchive) or the distinct classes (keyed archive), in order.
    var classNames: [String]

    init(path: String, nib: NibFile) {
        self.path = path
        format = nib.format.rawValue
        switch nib.content {
        case .nibArchive(let archive):
            coderVersion = archive.coderVersion
            objects = archive.objects.count
            keys = archive.keys.count
            values = archive.values.count
            classNames = archive.classNames.map(\.name)
        case .keyedArchive(let graph):
            coderVersion = nil
            objects = graph.objects.count
            keys = Set(graph.objects.flatMap { $0.entries.map(\.key) }).count
            values = graph.objects.reduce(0) { $0 + $1.entries.count }
            var seen = Set<String>()
            classNames = graph.objects.map(\.className).filter { seen.insert($0).inserted }
        }
    }
}

/// The readable tree of `dump`: each object once, in depth-first order from the root; a
/// reference to an object already shown (a cycle, or shared) prints as `→ #N`.
struct GraphOutline {
    let lines: [String]

    /// What is still to print: an object at a depth under a label, or a line already made (a
    /// collection's string member, kept in its place among the members).
    private enum Pending {
        case object(index: Int, depth: Int, label: String)
        case line(String)
    }

    init(_ graph: NibGraph) {
        var lines: [String] = []
        var shown = Set<Int>()
        // An explicit stack instead of recursion: archives can nest deeper than the call stack.
        var pending: [Pending] = graph.objects.isEmpty ? [] : [.object(index: 0, depth: 0, label: "")]
        while let next = pending.popLast() {
            guard case .object(let index, let depth, let label) = next else {
                if case .line(let line) = next { lines.append(line) }
                continue
            }
            let indent = OutlineIndent.indent(depth)
            let object = graph.objects[index]
            guard shown.insert(index).inserted else {
                lines.append("\(indent)\(label)→ #\(index) \(object.className)")
                continue
            }
            let fallbacks = object.fallbackClassNames.isEmpty ? "" : " (\(object.fallbackClassNames.joined(separator: ", ")))"
            lines.append("\(indent)\(label)#\(index) \(object.className)\(fallbacks)")
            // Referenced objects print after this object's own values, in entry order; so do a
            // collection's string members, so that its members keep their order.
            var children: [Pending] = []
            for entry in object.entries {
                if case .object = entry.value, let text = graph.string(entry.value) {
                    let line = "\(indent)  \(entry.key) = \"\(text)\""
                    if entry.key == NibGraph.memberKey { children.append(.line(line)) } else { lines.append(line) }
                } else if let (target, _) = graph.object(entry.value) {
                    children.append(.object(index: target, depth: depth + 1, label: "\(entry.key): "))
                } else if case .array(let members) = entry.value, members.allSatisfy({ graph.object($0) != nil }) {
                    lines.append("\(indent)  \(entry.key) = [\(members.count) objects]")
                    for (position, member) in members.enumerated() {
                        children.append(.object(index: graph.object(member)!.index, depth: depth + 1, label: "\(entry.key)[\(position)]: "))
                    }
                } else {
                    lines.append("\(indent)  \(entry.key) = \(Self.describe(entry.value))")
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        self.lines = lines
    }

    static func describe(_ value: NibGraph.Value) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .float(let number): return "\(number)f"
        case .double(let number): return "\(number)"
        case .data(let data): return GeometryText.describe(data) ?? "<\(data.count) bytes>"
        case .null: return "nil"
        case .object(let index): return "#\(index)"
        case .string(let text): return "\"\(text)\""
        case .array(let members): return "[" + members.map(describe).joined(separator: ", ") + "]"
        }
    }
}
