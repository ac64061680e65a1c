import AppKitNib
import IBSource
import NibArchive

/// Cocoa bindings as Xcode archives them (`NSNibBindingConnector`, after the outlets and actions):
/// Aerial's `CustomVideos` for Xcode 26, and the 14 bindings of Sparkle's Xcode 14.3 NIBArchives,
/// which archive them the same way.
extension AppKitNibBuilder {
    static let bindingAttributes: Set<String> = ["destination", "name", "keyPath", "id", "previousBinding"]
    /// The version every binding connector of the pairs records.
    static let bindingConnectorVersion: Int64 = 2
    /// The kinds of option values the pairs' bindings use.
    static let bindingOptionKinds: Set<String> = ["string", "integer", "bool", "real", "decimal"]

    /// The bindings' connectors, sorted by their source's id in the reverse of the order outlets
    /// are sorted in (Sparkle's `SUStatus`, sources 16, 12, 11, 8, 7, and
    /// `SUUpdatePermissionPrompt`, `tgW…` to `24`; Aerial's `CustomVideos`); a source's bindings
    /// by name, last first, each followed by the bindings that follow it (`SUStatus`: value
    /// before hidden whatever the document's order, maxValue then the value that follows it;
    /// `SUUpdatePermissionPrompt` and `SUUpdateAlert`: value before hidden). A binding names its
    /// label `binding: keyPath`, its options as a dictionary, and the binding it follows
    /// (`previousBinding`, the multi-value bindings of `SUStatus`).
    mutating func bindingConnectors() -> [Int] {
        let chains = Self.bindingChains(bindings.map(\.element))
        let sorted = bindings.enumerated().sorted { lhs, rhs in
            let (left, right) = (Self.idOrder(lhs.element.sourceID, ""), Self.idOrder(rhs.element.sourceID, ""))
            if left != right { return right < left }
            let (first, second) = (chains[lhs.offset], chains[rhs.offset])
            if first.rootName != second.rootName {
                return Array(second.rootName.utf8).lexicographicallyPrecedes(Array(first.rootName.utf8))
            }
            let (firstPlace, secondPlace) = (first.position ?? 0, second.position ?? 0)
            return firstPlace != secondPlace ? firstPlace < secondPlace : lhs.offset < rhs.offset
        }
        var connectorsByID: [String: Int] = [:]
        var accepted: [(connector: Int, source: Int, element: IBElement)] = []
        for (offset, binding) in sorted {
            let element = binding.element
            guard chains[offset].position != nil else {
                reject("binding \(element["name"] ?? "") follows itself through previousBinding", at: element)
                continue
            }
            guard Set(element.attributes.keys).isSubset(of: Self.bindingAttributes), element["name"] != nil,
                element["keyPath"] != nil
            else {
                reject("a binding with attributes \(element.attributes.keys.sorted()) is not known to the macOS compiler yet", at: element)
                continue
            }
            let connector = add(AppKitNibClass.bindingConnector, .values([]))
            connectorsByID[element.id ?? ""] = connector
            accepted.append((connector, binding.source, element))
        }
        for (connector, source, element) in accepted {
            let name = element["name"] ?? ""
            let keyPath = element["keyPath"] ?? ""
            let destinationID = element["destination"] ?? ""
            guard let destination = objectsByID[destinationID] else {
                rejectUnwritten(
                    "binding \(name) goes to \(destinationID), which the macOS compiler does not write", destinationID, at: element)
                continue
            }
            var previous: Int?
            if let previousID = element["previousBinding"] {
                guard let known = connectorsByID[previousID] else {
                    reject("binding \(name) follows \(previousID), which is not a binding of the document", at: element)
                    continue
                }
                previous = known
            }
            guard let options = bindingOptions(of: element) else { continue }
            objects[connector].content = .connection(
                .binding(
                    AppKitNib.Binding(
                        source: source, destination: destination, label: string("\(name): \(keyPath)"), binding: string(name),
                        keyPath: string(keyPath), options: options, previousConnector: previous,
                        version: Self.bindingConnectorVersion)))
        }
        return accepted.map(\.connector)
    }

    /// For each binding, the name of the first binding of the chain of `previousBinding`s it
    /// belongs to and its place in that chain; no place for a binding in a cycle.
    static func bindingChains(_ elements: [IBElement]) -> [(rootName: String, position: Int?)] {
        let byID = Dictionary(elements.map { ($0.id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        return elements.map { element in
            var current = element
            var position = 0
            while let previousID = current["previousBinding"], let previous = byID[previousID] {
                // A chain longer than the bindings goes round a cycle.
                guard position < elements.count else { return ("", nil) }
                current = previous
                position += 1
            }
            return (current["name"] ?? "", position)
        }
    }

    /// The options dictionary of a binding (nil when it has none), `.some(nil)` when the
    /// options are refused.
    private mutating func bindingOptions(of element: IBElement) -> Int?? {
        guard !element.children.isEmpty else { return .some(nil) }
        guard element.children.count == 1, let dictionary = element.children.first, dictionary.name == "dictionary",
            dictionary["key"] == "options"
        else {
            rejectChildren(element.children, of: element)
            return nil
        }
        var members: [Int] = []
        for option in dictionary.children {
            guard let key = option["key"], Self.bindingOptionKinds.contains(option.name) else {
                reject("option \(option.name) of a binding is not known to the macOS compiler yet", at: option)
                return nil
            }
            let value: Int?
            switch option.name {
            case "string":
                value = stringObject(option.text ?? "")
            case "integer":
                value = option["value"].flatMap { Int64($0) }.map { numberObject(.integer($0)) }
            case "real":
                // No pair shows a real option (transmission's preferences save one as 1).
                approximate(
                    "a binding option saved as a real number, which no pair shows, is archived as a number of its value", at: option)
                value = number(option, "value").map { numberObject(.double($0)) }
            case "decimal":
                // Colloquy's placeholders of a pop-up's selected tag, saved by tools 13196.
                approximate(
                    "a binding option saved as a decimal number, which no pair shows, is archived as an NSDecimalNumber of its value",
                    at: option)
                value = AppKitDecimalNumber(option["value"] ?? "").map { addDecimalNumber($0) }
            default:
                value = ["YES": true, "NO": false][option["value"] ?? ""].map { numberObject(.bool($0)) }
            }
            guard let value else {
                reject("option \(key) of a binding has a value the macOS compiler does not know", at: option)
                return nil
            }
            members += [stringObject(key), value]
        }
        // An inlined dictionary alternates key and value (Sparkle's `SUUpdatePermissionPrompt`).
        return .some(collection(NibCollectionClass.dictionary, members))
    }
}
