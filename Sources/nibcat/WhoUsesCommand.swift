import ArgumentParser
import CatalogStore

struct WhoUsesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "who-uses",
        abstract: "Every document and object that uses a class.")

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The class name, as written in the document (`ProfileHeaderView`, `UITableView`).")
    var className: String

    static let moduleName = "module"
    static let includePlaceholdersName = "include-placeholders"

    @Option(name: .customLong(moduleName), help: "Only uses in this module.")
    var module: String?

    @Flag(name: .customLong(includePlaceholdersName), help: "Also list First Responder and Application placeholders.")
    var includePlaceholders = false

    func run() throws {
        let catalog = try options.openExistingCatalog()
        let usages = try catalog.whoUses(
            className: className, module: module, includePlaceholders: includePlaceholders)
        if options.json {
            try Terminal.printJSON(usages)
            return
        }
        for usage in usages {
            let module = usage.customModule.map { " [\($0)]" } ?? ""
            print("\(usage.document):\(usage.line): \(usage.role) \(usage.element) \(usage.objectId)\(module)")
        }
    }
}
