import Foundation
import InputFiles

/// The settings of an `.xcconfig` file a build configuration is based on: `KEY = value` lines,
/// `//` comments, and `#include "other.xcconfig"` (`#include?` when it may be missing) relative to
/// the including file. A setting with a condition (`KEY[sdk=iphoneos*] = …`) is left out, and so is
/// a file outside `root` or one that cannot be read: the settings are what the reader can be sure
/// of. `$(inherited)` (the level below, not an earlier line) is kept for `BuildSettings.merged`.
enum BuildConfigurationFile {
    /// Deeper than real configurations include, few enough that a cycle or a chain of files ends.
    static let deepestInclude = 16
    /// More files than a real configuration includes in all.
    static let mostFiles = 256

    static func settings(at path: String, inside root: String) -> [String: String] {
        var settings: [String: String] = [:]
        var filesRead = 0
        read(path, inside: root, depth: 0, filesRead: &filesRead, into: &settings)
        return settings
    }

    private static func read(_ path: String, inside root: String, depth: Int, filesRead: inout Int, into settings: inout [String: String]) {
        guard depth < deepestInclude, filesRead < mostFiles, let data = try? InputFile.read(path, inside: root) else { return }
        filesRead += 1
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") {
                line = line[..<comment.lowerBound]
            }
            line = line.drop(while: \.isWhitespace)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
                    continue
                }
                let included = String(line[line.index(after: open)..<close])
                let target = included.hasPrefix("/") ? included : folder + "/" + included
                read(target, inside: root, depth: depth + 1, filesRead: &filesRead, into: &settings)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            // As in Xcode, a later line replaces an earlier one: `$(inherited)` is the level below.
            settings[key] = value
        }
    }
}

/// Build settings as Xcode resolves them for a target: the project's configuration file, the
/// project's settings, the target's configuration file, the target's settings, each level's
/// `$(inherited)` standing for the one below, then `$(NAME)` and `${NAME}` references to other
/// settings (and `TARGET_NAME`, `PROJECT_NAME`) replaced, a bounded number of times.
enum BuildSettings {
    static let substitutionRounds = 8
    /// Longer than any real setting: a value that grows past it by substitution stays as it is.
    static let longestValue = 4096

    static func merged(_ levels: [[String: String]], builtIns: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for level in levels {
            for (key, value) in level {
                result[key] = value.replacingOccurrences(of: "$(inherited)", with: result[key] ?? "")
            }
        }
        for (key, value) in result where value.contains("$(inherited)") {
            result[key] = value.replacingOccurrences(of: "$(inherited)", with: "")
        }
        let known = builtIns.merging(result) { _, setting in setting }
        for key in result.keys {
            var value = result[key]!
            for _ in 0..<substitutionRounds {
                guard value.contains("$(") || value.contains("${") else { break }
                let substituted = substitute(value, known)
                guard substituted != value, substituted.utf8.count <= longestValue else { break }
                value = substituted
            }
            result[key] = value
        }
        return result
    }

    /// `value` with each `$(NAME)` or `${NAME}` of a known setting replaced; references with an
    /// operator (`$(PRODUCT_NAME:c99extidentifier)`) or to unknown settings are kept.
    private static func substitute(_ value: String, _ known: [String: String]) -> String {
        var output = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            output += rest[..<dollar]
            let afterDollar = rest[rest.index(after: dollar)...]
            guard let open = afterDollar.first, open == "(" || open == "{" else {
                output += "$"
                rest = afterDollar
                continue
            }
            let close: Character = open == "(" ? ")" : "}"
            let nameStart = afterDollar.index(after: afterDollar.startIndex)
            guard let end = afterDollar[nameStart...].firstIndex(of: close),
                let replacement = known[String(afterDollar[nameStart..<end])]
            else {
                output += "$"
                rest = afterDollar
                continue
            }
            output += replacement
            rest = afterDollar[afterDollar.index(after: end)...]
        }
        return output + rest
    }
}
