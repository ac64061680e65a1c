import ArgumentParser
import CatalogStore
import CommandLineContract

struct ImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Image references resolved against image files and asset catalogs.",
        discussion: """
            Each reference is resolved as UIKit would, against the images indexed under the \
            document's own folder: found, caseMismatch (only a name differing in case exists: blank \
            on a device), system (SF Symbols, AppKit's NS… images) or missing. Image names the indexed \
            Swift and Objective-C code asks for as string literals (UIImage(named:), #imageLiteral, \
            Image("…"), imageNamed:) are resolved against every image of their folder and listed \
            after the documents' ("in code"). Corrupt image files and scale variants of the wrong \
            pixel size are listed as problems.
            """)

    @OptionGroup var options: CatalogOptions
    @OptionGroup var refreshOptions: RefreshOptions

    @Flag(help: "Only references that a device would not find: missing, or differing in case.")
    var missing = false

    @Flag(help: "Only images that no document references.")
    var unused = false

    func run() throws {
        let catalog = try options.openQueryCatalog(refresh: !refreshOptions.noRefresh)
        var report = try catalog.imageReport()
        if missing || unused {
            report.references = missing ? report.references.filter(\.status.isNotFound) : []
            report.codeReferences = missing ? report.codeReferences.filter(\.status.isNotFound) : []
            report.unused = unused ? report.unused : []
            report.problems = []
        }
        if options.json {
            try Terminal.printJSON(report)
            return
        }
        for reference in report.references {
            printReference(
                at: "\(reference.document):\(reference.line)", reference.name, reference.status, reference.resolvedName,
                reference.files, asker: "object \(reference.objectId)")
        }
        for reference in report.codeReferences {
            printReference(
                at: "\(reference.source):\(reference.line)", reference.name, reference.status, reference.resolvedName,
                reference.files, asker: "in code")
        }
        for image in report.unused {
            Terminal.printLine("unused \(image.source) \(quoted(image.name)): \(image.files.joined(separator: ", "))")
        }
        DiagnosticPrinter.list(report.problems.map(\.diagnostic))
    }

    /// One reference's line; `asker` says who asks for a missing image.
    private func printReference(
        at location: String, _ name: String, _ status: ResolvedImageReference.Status, _ resolvedName: String?,
        _ files: [String], asker: String
    ) {
        switch status {
        case .found:
            Terminal.printLine("\(location): found \(quoted(name)): \(files.joined(separator: ", "))")
        case .caseMismatch:
            Terminal.printLine(
                "\(location): case mismatch \(quoted(name)): the image is named "
                    + "\(quoted(resolvedName ?? "")) (\(files.joined(separator: ", ")))")
        case .system:
            Terminal.printLine("\(location): system \(quoted(name))")
        case .embedded:
            Terminal.printLine("\(location): embedded \(quoted(name)) (in the document itself)")
        case .missing:
            Terminal.printLine("\(location): missing \(quoted(name)) (\(asker))")
        }
    }

    private func quoted(_ name: String) -> String {
        "'\(name)'"
    }
}
