import Foundation

/// The language a source file is written in, which decides how its declarations are read.
public enum CodeLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    case swift
    case objectiveC = "objc"
    /// An XML property list: it declares nothing, but may name selectors code sends (keyboard
    /// shortcuts, menus built from data) and images (`CFBundleIconFile`), which count as uses.
    case propertyList = "plist"

    /// The language of a file named `path`, by its extension; nil for files that declare nothing
    /// Interface Builder connects to.
    public init?(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "swift": self = .swift
        case "h", "m", "mm": self = .objectiveC
        case "plist": self = .propertyList
        default: return nil
        }
    }
}

/// How an outlet's property holds its value: `UILabel?`, `UILabel!` or a plain `UILabel`.
public enum OutletOptionality: String, Sendable, Hashable, Codable {
    case optional
    case implicitlyUnwrapped
    case nonOptional
}

/// An `@IBOutlet` (or Objective-C `IBOutlet`/`IBOutletCollection`) property.
public struct CodeOutlet: Sendable, Hashable, Codable {
    public var name: String
    /// The class the outlet holds (for a collection, the class of its elements); nil when the
    /// source leaves it out.
    public var typeName: String?
    public var isCollection: Bool
    public var optionality: OutletOptionality
    public var isWeak: Bool
    public var line: Int

    public init(
        name: String, typeName: String?, isCollection: Bool, optionality: OutletOptionality, isWeak: Bool,
        line: Int
    ) {
        self.name = name
        self.typeName = typeName
        self.isCollection = isCollection
        self.optionality = optionality
        self.isWeak = isWeak
        self.line = line
    }
}

/// An `@IBAction` method, named by its Objective-C selector as Interface Builder writes it
/// (`buttonTapped:`).
public struct CodeAction: Sendable, Hashable, Codable {
    public var selector: String
    public var line: Int

    public init(selector: String, line: Int) {
        self.selector = selector
        self.line = line
    }
}

/// An `@IBInspectable` property: a key the attributes inspector (and user-defined runtime
/// attributes) may set.
public struct CodeInspectable: Sendable, Hashable, Codable {
    public var name: String
    public var typeName: String?
    public var line: Int

    public init(name: String, typeName: String?, line: Int) {
        self.name = name
        self.typeName = typeName
        self.line = line
    }
}

/// A property (or, in Objective-C, an instance variable or a `setKey:` method): a key that
/// key-value coding may set, which is how user-defined runtime attributes are applied.
public struct CodeProperty: Sendable, Hashable, Codable {
    /// The key: the property's name, or the name `@objc(name)` gives it.
    public var name: String
    /// Whether the Objective-C runtime sees it (every Objective-C property; a Swift one that is
    /// `@objc`, `@IBOutlet`, `@IBInspectable`, `@NSManaged`, `dynamic`, an `override` or in an
    /// `@objcMembers` class): key-value coding can set only those.
    public var isExposedToObjC: Bool
    public var line: Int

    public init(name: String, isExposedToObjC: Bool, line: Int) {
        self.name = name
        self.isExposedToObjC = isExposedToObjC
        self.line = line
    }
}

/// A class declaration, or an extension (Swift) or category/class extension (Objective-C) that
/// adds members to a class declared elsewhere.
public struct CodeClass: Sendable, Hashable, Codable {
    /// The class's name in the source; nested Swift classes are qualified (`Outer.Inner`).
    public var name: String
    /// The Objective-C runtime name `@objc(Name)` gives the class, when it renames it.
    public var objcName: String?
    /// The first inherited type of a Swift class (a superclass or, when it has none, a
    /// protocol: the source alone cannot tell), or an Objective-C class's superclass.
    public var superclass: String?
    public var isExtension: Bool
    public var isDesignable: Bool
    public var line: Int
    public var outlets: [CodeOutlet]
    public var actions: [CodeAction]
    public var inspectables: [CodeInspectable]
    /// Every property, outlets and inspectables included.
    public var properties: [CodeProperty]
    /// Every instance method the Objective-C runtime sees (`@IBAction`s among them): a control
    /// may send any of them, whether Interface Builder shows it or not.
    public var methods: [CodeAction]

    public init(
        name: String, objcName: String? = nil, superclass: String? = nil, isExtension: Bool = false,
        isDesignable: Bool = false, line: Int, outlets: [CodeOutlet] = [], actions: [CodeAction] = [],
        inspectables: [CodeInspectable] = [], properties: [CodeProperty] = [], methods: [CodeAction] = []
    ) {
        self.name = name
        self.objcName = objcName
        self.superclass = superclass
        self.isExtension = isExtension
        self.isDesignable = isDesignable
        self.line = line
        self.outlets = outlets
        self.actions = actions
        self.inspectables = inspectables
        self.properties = properties
        self.methods = methods
    }
}

/// How code names an image.
public enum ImageReferenceKind: String, Sendable, Hashable, Codable {
    /// A string: `UIImage(named:)`, `NSImage(named:)`, `[UIImage imageNamed:]`, SwiftUI `Image("…")`.
    case named
    /// `#imageLiteral(resourceName:)`.
    case literal
    /// A symbol Xcode generates for an asset catalog image: `UIImage(resource: .logo)`,
    /// `Image(.logo)`; `name` is the symbol, see `ImageReference.assetSymbolKey`.
    case assetSymbol = "asset-symbol"
    /// Any short string literal of the file (`StringLiteralMentions`): it may name an image, so an
    /// image it names is not unused, but it is no reference that must resolve.
    case mention
}

/// An image name code asks for.
public struct ImageReference: Sendable, Hashable, Codable {
    public var name: String
    public var kind: ImageReferenceKind
    public var line: Int

    public init(name: String, kind: ImageReferenceKind, line: Int) {
        self.name = name
        self.kind = kind
        self.line = line
    }

    /// The key under which an image name and the asset symbol Xcode generates for it compare
    /// equal: Xcode drops separators and camel-cases the rest (`app-icon` and `App Icon` become
    /// `appIcon`), so the key keeps letters and digits, lowercased.
    public static func assetSymbolKey(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }))
            .lowercased()
    }
}

/// A selector code names (`#selector(tapped(_:))`, `@selector(tapped:)`,
/// `NSSelectorFromString("tapped:")`): the method is called or connected in code.
public struct SelectorReference: Sendable, Hashable, Codable {
    /// The full selector; for a Swift `#selector(name)` without argument labels, only the base name.
    public var selector: String
    public var line: Int

    public init(selector: String, line: Int) {
        self.selector = selector
        self.line = line
    }
}

/// The selectors a body of code names, for asking whether it names a method's.
public struct SelectorReferences: Sendable {
    private var selectors: Set<String> = []
    private var baseNames: Set<String> = []

    /// `named`: the `selector` of each reference.
    public init(_ named: some Sequence<String>) {
        for selector in named {
            if selector.contains(":") {
                selectors.insert(selector)
            } else {
                baseNames.insert(selector)
            }
        }
    }

    /// Whether the code names `selector`: itself, or by a Swift base name without labels (`tapped`
    /// for `tapped`, `tapped:` or `tappedWithSender:`).
    public func contains(_ selector: String) -> Bool {
        if selectors.contains(selector) || baseNames.contains(selector) { return true }
        let utf8 = Array(selector.utf8)
        // The base name ends at the first colon, or before a `With` that Swift put after it.
        for end in utf8.indices {
            let isColon = utf8[end] == UInt8(ascii: ":")
            let isWith = end > 0 && utf8[end...].starts(with: "With".utf8)
            if isColon || isWith, baseNames.contains(String(decoding: utf8[..<end], as: UTF8.self)) {
                return true
            }
            if isColon { break }
        }
        return false
    }
}

/// What one source file declares that Interface Builder connects to.
public struct CodeFileDeclarations: Sendable, Hashable, Codable {
    public var language: CodeLanguage
    public var classes: [CodeClass]
    public var images: [ImageReference]
    public var selectors: [SelectorReference]

    public init(
        language: CodeLanguage, classes: [CodeClass] = [], images: [ImageReference] = [], selectors: [SelectorReference] = []
    ) {
        self.language = language
        self.classes = classes
        self.images = images
        self.selectors = selectors
    }
}

/// Reading a source file's declarations, in the language its extension says.
public enum CodeSourceReader {
    /// The declarations in `text`, a file named `path` (only its extension is used); nil when the
    /// extension is no source language. A Swift file nested too deep for the parser is refused.
    public static func declarations(in text: String, path: String) -> Result<CodeFileDeclarations, SwiftNestingLimit>? {
        switch CodeLanguage(path: path) {
        case .swift:
            if let limit = SwiftNestingLimit.exceeded(in: Array(text.utf8)) {
                return .failure(limit)
            }
            var declarations = SwiftDeclarationReader.declarations(in: text)
            declarations.images += StringLiteralMentions.scan(text, language: .swift)
            return .success(declarations)
        case .objectiveC:
            var declarations = ObjectiveCDeclarationReader.declarations(in: text)
            declarations.images += StringLiteralMentions.scan(text, language: .objectiveC)
            return .success(declarations)
        case .propertyList:
            return .success(PropertyListStrings.declarations(in: text))
        case nil: return nil
        }
    }
}
