import ArgumentParser
import Foundation
import InputFiles
import NibCompiler
import UIKitNib

/// Copies the ICC profiles Xcode embedded in compiled macOS nibs into a folder that
/// `--color-profiles` can name: nibcat ships none of Apple's profiles, and a Linux build machine
/// has none, but every nib Xcode built with a system color holds them.
struct ExtractColorProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract-color-profiles",
        abstract: "Copy the ICC profiles Xcode embedded in compiled macOS nibs into a folder for --color-profiles.",
        discussion: """
            Writes "Generic Gray Gamma 2.2 Profile.icc", "sRGB Profile.icc" and "Display P3.icc" as found in \
            the nibs, the first nib holding each winning; a profile already in the folder is replaced. Fails \
            when the nibs hold none of them.
            """)

    @OptionGroup var options: CatalogOptions

    @Argument(help: "Compiled .nib files or folders that Xcode wrote for macOS.")
    var nibs: [String]

    @Option(name: .shortAndLong, help: "The folder to write the profiles in.")
    var output: String

    func run() throws {
        var found = ColorProfiles()
        for path in nibs {
            let nib: NibFile
            do {
                nib = try CompiledNibReader.read(path: path)
            } catch {
                throw error.diagnostic
            }
            let embedded = ColorProfiles.embedded(in: nib.graph)
            for kind in ColorProfiles.Kind.allCases where found[kind] == nil {
                if let data = embedded[kind] { try found.set(data, for: kind) }
            }
        }
        guard !found.profiles.isEmpty else {
            throw Diagnostic(path: nibs.first, message: "no nib named holds a color profile nibcat knows")
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw Diagnostic(path: output, message: "cannot create the folder: \(FileErrors.describe(error))")
        }
        for kind in ColorProfiles.Kind.allCases {
            guard let data = found[kind] else { continue }
            let path = (output as NSString).appendingPathComponent(kind.fileName)
            try OutputFile.write(data, to: path)
            print(path)
        }
    }
}
