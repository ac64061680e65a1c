import ArgumentParser
import CatalogStore

struct ImagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: "Image references resolved against image files and asset catalogs.",
        discussion: """
            Each reference is resolved as UIKit would, against the images indexed under the \
            document's own folder: found, caseMismatch (only a name differing in case exists: blank \
            on a device), system (SF Symbols, AppKit's NS… images) or missing. Corrupt image files \
            and scale variants of the wrong pixel size are listed as problems.
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
            report.references = missing ? report.references.filter { $0.status == .missing || $0.status == .caseMismatch } : []
            report.unused = unused ? report.unused : []
            report.problems = []
        }
        if options.json {
            try Terminal.printJSON(report)
            return
        }
        for reference in report.references {
            let location = "\(reference.document):\(reference.line)"
            switch reference.status {
            case .found:
                print("\(location): found \(quoted(reference.name)): \(reference.files.joined(separator: ", "))")
            case .caseMismatch:
                print(
                    "\(location): case mismatch \(quoted(reference.name)): the image is named "
                        + "\(quoted(reference.resolvedName ?? "")) (\(reference.files.joined(separator: ", ")))")
            case .system:
                print("\(location): system \(quoted(reference.name))")
            case .embedded:
                print("\(location): embedded \(quoted(reference.name)) (in the document itself)")
            case .missing:
                print("\(location): missing \(quoted(reference.name)) (object \(reference.objectId))")
            }
        }
        for image in report.unused {
            print("unused \(image.source) \(quoted(image.name)): \(image.files.joined(separator: ", "))")
        }
        for problem in report.problems {
            print("\(problem.path): warning: \(problem.message)")
        }
    }

    private func quoted(_ name: String) -> String {
        "'\(name)'"
    }
}
