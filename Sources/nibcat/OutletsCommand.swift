import ArgumentParser
import CatalogStore
import InputFiles
import Suggestions

struct OutletsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outlets",
        abstract: "A class's outlets, outlet collections and actions, with the documents that connect them.",
        discussion: """
            Members are those the Swift and Objective-C sources declare on the class and its \
            declared superclasses (an inherited one names the class that declares it), and those \
            documents connect on objects of the class. A name marked '!' is connected but declared \
            nowhere along the class's superclasses: the nib crashes or the control sends an \
            unrecognized selector.
            """)

    @OptionGroup var options: CatalogOptions
    @OptionGroup var refreshOptions: RefreshOptions

    @Argument(help: "The class name (its Swift or @objc name), or `Module.Class`.")
    var className: String

    @Option(name: .customLong(WhoUsesCommand.moduleName), help: "Only the class in this module.")
    var module: String?

    func run() throws {
        let catalog = try options.openQueryCatalog(refresh: !refreshOptions.noRefresh)
        let answers = try catalog.classOutlets(className: className, module: module)
        if answers.isEmpty {
            let scope = module.map { " in module \($0)" } ?? ""
            let suggestions = try catalog.classSuggestions(className: className, module: module, includingSources: true)
            throw Diagnostic(
                path: className,
                message: "no source declares this class and no document uses it\(scope)" + Suggestions.phrase(suggestions))
        }
        if options.json {
            try Terminal.printJSON(answers)
            return
        }
        for answer in answers {
            Terminal.printLine(heading(answer))
            if answer.members.isEmpty {
                Terminal.printLine("  no outlets or actions")
            }
            for member in answer.members {
                Terminal.printLine(describe(member, of: answer))
                for connection in member.connections {
                    let event = connection.eventType.map { " (\($0))" } ?? ""
                    let subclass = connection.objectClass.flatMap { $0 == answer.className ? nil : " on a \($0)" } ?? ""
                    let unwind = connection.kind == "segue" ? " unwind segue" : ""
                    Terminal.printLine(
                        "    \(connection.document):\(connection.line):\(unwind) \(connection.source) → \(connection.destination)"
                            + event + subclass)
                }
                if member.connections.isEmpty {
                    Terminal.printLine("    connected by no document")
                }
            }
        }
    }

    private func heading(_ answer: ClassOutlets) -> String {
        let module = answer.module.map { " [\($0)]" } ?? ""
        let superclasses = answer.superclasses.isEmpty ? "" : ": " + answer.superclasses.joined(separator: " → ")
        guard let path = answer.path, let line = answer.line else {
            return "class \(answer.className)\(module): declared by no indexed source, so nothing is checked"
        }
        return "\(path):\(line): class \(answer.className)\(superclasses)\(module)"
    }

    private func describe(_ member: ConnectedMember, of answer: ClassOutlets) -> String {
        let kind =
            switch member.kind {
            case .outlet: "outlet"
            case .outletCollection: "outlet collection"
            case .action: "action"
            }
        let type = member.typeName.map { ": \($0)" } ?? ""
        let place = member.path.map { path in member.line.map { "\(path):\($0)" } ?? path } ?? ""
        switch member.status {
        case .declared:
            return "  \(kind) \(member.name)\(type)  \(place)"
        case .inherited:
            return "  \(kind) \(member.name)\(type)  \(place), inherited from \(member.declaredBy ?? "")"
        case .system:
            return "  \(kind) \(member.name)  declared by the UIKit or AppKit base class"
        case .undeclared:
            return "! \(kind) \(member.name)  declared by neither \(answer.className) nor its superclasses"
        case .unchecked:
            guard answer.path != nil, let unknown = answer.superclasses.last else { return "  \(kind) \(member.name)" }
            return "  \(kind) \(member.name)  not in the sources, perhaps declared by \(unknown)"
        }
    }
}
