import ArgumentParser
import CatalogReport
import CommandLineContract
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a static HTML site of the catalog: documents, pictures, outlines, lint findings, classes, images.",
        discussion: """
            The site works offline in any browser (open SITE/index.html). It is built in a hidden \
            folder beside SITE and renamed into place; an existing SITE is replaced only when it is \
            an earlier report. Exit status 1 when a document could not be drawn (its page says so).
            """)

    @OptionGroup var options: CatalogOptions
    @OptionGroup var refreshOptions: RefreshOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The site's folder.")
    var output: String

    func validate() throws {
        guard !output.isEmpty else {
            throw ValidationError("-o/--output must name a folder")
        }
    }

    func run() throws {
        let catalog = try options.openQueryCatalog(refresh: !refreshOptions.noRefresh)
        let site = try CatalogReport(pictures: RenderedDocumentPictures(catalog: catalog)).site(of: catalog)
        try SiteWriter.write(site, to: output)
        if options.json {
            try Terminal.printJSON(
                ReportSummary(output: output, files: site.files.count, failures: site.pictureFailures.map(\.diagnostic.description)))
        } else {
            print("\(output)/index.html: \(site.files.count) files")
        }
        DiagnosticPrinter.report(site.pictureFailures.map(\.diagnostic))
        if !site.pictureFailures.isEmpty {
            throw ExitCode(1)
        }
    }
}

private struct ReportSummary: Encodable {
    var output: String
    var files: Int
    var failures: [String]
}
