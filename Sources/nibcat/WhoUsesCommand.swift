import ArgumentParser
import CatalogStore
import InputFiles
import Suggestions

struct WhoUsesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "who-uses",
        abstract: "Every document and object that uses a class, after the sources that declare it.")

    @OptionGroup var options: CatalogOptions
    @OptionGroup var refreshOptions: RefreshOptions

    @Argument(help: "The class name, as written in the document (`ProfileHeaderView`, `UITableView`), or `Module.Class`.")
    var className: String

    static let moduleName = "module"
    static let includePlaceholdersName = "include-placeholders"

    @Option(name: .customLong(moduleName), help: "Only uses in this module.")
    var module: String?

    @Flag(name: .customLong(includePlaceholdersName), help: "Also list First Responder and Application placeholders.")
    var includePlaceholders = false

    func run() throws {
        let catalog = try options.openQueryCatalog(refresh: !refreshOptions.noRefresh)
        let usages = try catalog.whoUses(
            className: className, module: module, includePlaceholders: includePlaceholders)
        if options.json {
            try Terminal.printJSON(usages)
        } else {
            for declaration in try catalog.classDeclarations(className: className, module: module) {
                let superclass = declaration.superclass.map { ": \($0)" } ?? ""
                let module = declaration.module.map { " [\($0)]" } ?? ""
                Terminal.printLine("\(declaration.path):\(declaration.line): declared class \(declaration.name)\(superclass)\(module)")
            }
            for usage in usages {
                let module = usage.customModule.map { " [\($0)]" } ?? ""
                Terminal.printLine("\(usage.document):\(usage.line): \(usage.role) \(usage.element) \(usage.objectId)\(module)")
            }
        }
        if usages.isEmpty {
            let scope = module.map { " in module \($0)" } ?? ""
            let suggestions = try catalog.classSuggestions(className: className, module: module)
            throw Diagnostic(path: className, message: "no document uses this class\(scope)" + Suggestions.phrase(suggestions))
        }
    }
}
