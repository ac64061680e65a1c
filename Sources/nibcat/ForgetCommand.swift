import ArgumentParser
import CatalogStore

struct ForgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget",
        abstract: "Remove an indexed root (a folder given to `index`) and its documents from the catalog.")

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The folder, as given to `index` (relative or absolute).")
    var path: String

    func run() throws {
        let removed = try options.openExistingCatalog(writable: true).forget(path: path)
        if options.json {
            try Terminal.printJSON(["removed": removed])
        } else {
            print("forgot \(path): \(removed) documents removed")
        }
    }
}
