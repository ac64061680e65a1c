/// The device a look-up answers for, spelled as file names spell it (`icon~ipad.png`).
public enum DeviceIdiom: String, Sendable, CaseIterable {
    case phone = "iphone"
    case pad = "ipad"
    case mac = "mac"
    case tv = "tv"
    case watch = "watch"
    case car = "car"
    case vision = "vision"

    /// Reads `iphone`/`phone`, `ipad`/`pad`, and the other idioms by their file-name spelling.
    public init?(name: String) {
        switch name.lowercased() {
        case "iphone", "phone": self = .phone
        case "ipad", "pad": self = .pad
        default:
            guard let idiom = DeviceIdiom(rawValue: name.lowercased()) else { return nil }
            self = idiom
        }
    }
}

/// What a look-up is for: the device and the user's languages, most preferred first.
public struct ResourceTraits: Sendable, Hashable {
    public var idiom: DeviceIdiom
    /// BCP 47 or `.lproj` names: `fr-CA`, `pt_BR`, `en`.
    public var preferredLanguages: [String]

    public init(idiom: DeviceIdiom = .phone, preferredLanguages: [String] = []) {
        self.idiom = idiom
        self.preferredLanguages = preferredLanguages
    }

    /// The `.lproj` folders to try, in order, before `Base`, the development region and
    /// unlocalized files: each preferred language, then its shorter forms (`fr-CA` → `fr`).
    public var languageFallbacks: [String] {
        var result: [String] = []
        for language in preferredLanguages {
            var candidate = Substring(language)
            while !candidate.isEmpty {
                let name = String(candidate)
                if !result.contains(name) {
                    result.append(name)
                }
                guard let cut = candidate.lastIndex(where: { $0 == "-" || $0 == "_" }) else { break }
                candidate = candidate[..<cut]
            }
        }
        return result
    }
}
