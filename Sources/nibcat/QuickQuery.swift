import ArgumentParser

/// `who-uses` parsed without ArgumentParser when its arguments are plain.
///
/// A query's time is mostly process start, and ArgumentParser's first parse is most of that: it
/// reflects over the commands' properties (and two completion-script pseudo-commands), and in a
/// static binary every first protocol-conformance look-up scans all of its conformance records.
/// Anything this does not recognise (help, `--db=PATH`, an unknown option, a repeated one) is
/// left to ArgumentParser, so errors and help read the same.
enum QuickQuery {
    /// The command `arguments` (without the program name) ask for, or nil to parse them fully.
    static func parse(_ arguments: some Collection<String>) -> (any ParsableCommand)? {
        guard arguments.first == WhoUsesCommand.configuration.commandName else { return nil }
        var className: String?
        var db: String?
        var module: String?
        var json = false
        var includePlaceholders = false
        var noRefresh = false
        var rest = arguments.dropFirst()[...]
        while let word = rest.popFirst() {
            switch word {
            case "--" + CatalogOptions.dbName where db == nil:
                guard let value = rest.popFirst(), isValue(value) else { return nil }
                db = value
            case "--" + WhoUsesCommand.moduleName where module == nil:
                guard let value = rest.popFirst(), isValue(value) else { return nil }
                module = value
            case "--" + CatalogOptions.jsonName where !json:
                json = true
            case "--" + WhoUsesCommand.includePlaceholdersName where !includePlaceholders:
                includePlaceholders = true
            case "--" + RefreshOptions.noRefreshName where !noRefresh:
                noRefresh = true
            default:
                guard className == nil, isValue(word) else { return nil }
                className = word
            }
        }
        guard let className else { return nil }
        var options = CatalogOptions()
        options.db = db
        options.json = json
        var command = WhoUsesCommand()
        command.options = options
        command.className = className
        command.module = module
        command.includePlaceholders = includePlaceholders
        var refreshOptions = RefreshOptions()
        refreshOptions.noRefresh = noRefresh
        command.refreshOptions = refreshOptions
        guard (try? options.validate()) != nil, (try? command.validate()) != nil else { return nil }
        return command
    }

    /// A word ArgumentParser reads as a value, not as an option.
    private static func isValue(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-")
    }
}
