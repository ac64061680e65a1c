import ArgumentParser
import Foundation
import InputFiles
import NibArchive
import NibCompiler

struct EncodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Write NIBArchive tables from `dump --raw --json` back to a nib.",
        discussion: "`nibcat dump --raw --json A.nib | nibcat encode - -o B.nib` gives B identical to A.")

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The raw JSON, or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "The nib to write.")
    var output: String

    func run() throws {
        let json: Data
        if input == "-" {
            json = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            json = try InputFile.read(input)
        }
        let shownInput = input == "-" ? "<stdin>" : input
        let archive: NibArchive
        do {
            archive = try JSONDecoder().decode(NibArchive.self, from: json)
        } catch {
            throw Diagnostic(path: shownInput, message: "not a raw nib dump: \(Self.describe(error))")
        }
        let bytes = NibArchiveWriter.encode(archive)
        // Tables edited by hand can point past each other; the reader's checks catch that before writing.
        do {
            _ = try NibArchiveReader.read(bytes, path: shownInput)
        } catch {
            throw Diagnostic(path: shownInput, message: "the tables do not form a valid nib: \(error.message)")
        }
        try CompiledOutput(isFolder: false, files: [CompiledFile(relativePath: "", contents: bytes)], diagnostics: []).write(to: output)
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
