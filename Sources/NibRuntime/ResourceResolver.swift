import InputFiles
import ResourceAssets

/// Picks, among the files stored under one logical name, the one UIKit's look-up would load for
/// a device, a scale and a list of preferred languages.
///
/// The order of decisions: language first (the preferred languages with their shorter forms,
/// then `Base`, then the development region, then unlocalized files), then device (files for
/// the device before universal ones, never another device's), then scale (exact, else the
/// nearest higher, else the nearest lower).
struct ResourceResolver: Sendable {
    /// The language folders to try, most wanted first; nil stands for unlocalized files.
    let languageOrder: [String?]
    let device: String

    init(traits: ResourceTraits, developmentRegion: String?) {
        var order: [String?] = []
        var seen = Set<String>()
        let regional = developmentRegion.map { ResourceTraits(preferredLanguages: [$0]).languageFallbacks } ?? []
        for language in traits.languageFallbacks + [LanguageFolder.base.language] + regional where seen.insert(language).inserted {
            order.append(language)
        }
        order.append(nil)
        languageOrder = order
        device = traits.idiom.rawValue
    }

    /// - Parameter fileExtension: only files with this extension (as written) count; for an image
    ///   asked for without one, PNG files are preferred and other formats answer only when the
    ///   name has no PNG (asset-catalog PDFs, say).
    func resolve(_ candidates: [ResourceCandidate], kind: ResourceKind, fileExtension: String?, scale: Int) -> ResourceCandidate? {
        var usable = candidates.filter { $0.device == nil || $0.device == device }
        if let fileExtension {
            usable = usable.filter { Self.fileExtension(of: $0.path) == fileExtension }
        } else if kind == .image {
            let png = usable.filter { Self.fileExtension(of: $0.path) == "png" }
            if !png.isEmpty {
                usable = png
            }
        }
        guard !usable.isEmpty else { return nil }
        for language in languageOrder {
            let localized = usable.filter { $0.language == language }
            guard !localized.isEmpty else { continue }
            let forDevice = localized.filter { $0.device != nil }
            let chosen = forDevice.isEmpty ? localized : forDevice
            return kind == .image ? Self.nearestScale(chosen, to: scale) : chosen.min { $0.path < $1.path }
        }
        return nil
    }

    /// The exact scale, else the smallest higher one, else the largest lower one; a file without a
    /// scale counts as 1x. Ties (two formats at one scale) go to the first path. Candidates' scales
    /// are `ImageFileName.scales`; the asked-for scale, any `Int` a caller passes, is only compared.
    static func nearestScale(_ candidates: [ResourceCandidate], to scale: Int) -> ResourceCandidate? {
        func rank(_ candidate: ResourceCandidate) -> (Int, Int, String) {
            let value = candidate.scale ?? 1
            if value == scale {
                return (0, 0, candidate.path)
            }
            return value > scale ? (1, value, candidate.path) : (2, -value, candidate.path)
        }
        return candidates.min { rank($0) < rank($1) }
    }

    static func fileExtension(of path: String) -> String? {
        let fileName = path.split(separator: "/").last ?? Substring(path)
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        return String(fileName[fileName.index(after: dot)...])
    }

    /// `icon.png` → (`icon`, `png`); a name without an image extension is returned whole.
    static func splitImageName(_ name: String) -> (name: String, fileExtension: String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        let fileExtension = String(name[name.index(after: dot)...])
        guard ImageFileName.imageExtensions.contains(fileExtension.lowercased()) else { return (name, nil) }
        return (String(name[..<dot]), fileExtension)
    }
}
