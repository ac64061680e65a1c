/// Class names as the Objective-C runtime sees them: Swift classes arrive mangled
/// (`_TtC9COVIDSafe18HomeViewController`) or module-qualified (`COVIDSafe.HomeViewController`).
public struct SwiftClassName: Sendable, Hashable {
    /// `HomeViewController`; nested classes as `Outer.Inner`.
    public var name: String
    public var module: String?

    /// `COVIDSafe.HomeViewController`, or just the name without a module.
    public var qualified: String {
        module.map { $0 + "." + name } ?? name
    }

    public init(name: String, module: String? = nil) {
        self.name = name
        self.module = module
    }

    /// Reads `_TtC<len><module><len><name>` (and `_TtCC…` for nested classes) and `Module.Name`;
    /// anything else is an Objective-C name without a module.
    public init(runtimeName: String) {
        if let demangled = Self.demangle(runtimeName) {
            self = demangled
        } else if let dot = runtimeName.firstIndex(of: "."), dot != runtimeName.startIndex,
            runtimeName.index(after: dot) != runtimeName.endIndex
        {
            self.init(name: String(runtimeName[runtimeName.index(after: dot)...]), module: String(runtimeName[..<dot]))
        } else {
            self.init(name: runtimeName)
        }
    }

    /// The name the Objective-C runtime knows the class by: mangled when it has a module
    /// (`_TtC9COVIDSafe18HomeViewController`), else the plain name.
    public var runtimeName: String {
        guard let module, !module.isEmpty, !name.isEmpty else { return name }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return name }
        let moduleName = module == "Swift" ? "s" : module
        return "_Tt" + String(repeating: "C", count: parts.count) + "\(moduleName.utf8.count)\(moduleName)"
            + parts.map { "\($0.utf8.count)\($0)" }.joined()
    }

    private static func demangle(_ mangled: String) -> SwiftClassName? {
        var rest = Substring(mangled)
        guard rest.hasPrefix("_Tt") else { return nil }
        rest = rest.dropFirst(3)
        var depth = 0
        while rest.first == "C" {
            depth += 1
            rest = rest.dropFirst()
        }
        guard depth > 0 else { return nil }
        var identifiers: [Substring] = []
        for _ in 0...depth {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, length <= rest.count - digits.count else { return nil }
            rest = rest.dropFirst(digits.count)
            identifiers.append(rest.prefix(length))
            rest = rest.dropFirst(length)
        }
        guard rest.isEmpty else { return nil }
        // `s` is how the mangling names the standard library module.
        let module = identifiers[0] == "s" ? "Swift" : String(identifiers[0])
        return SwiftClassName(name: identifiers.dropFirst().joined(separator: "."), module: module)
    }
}
