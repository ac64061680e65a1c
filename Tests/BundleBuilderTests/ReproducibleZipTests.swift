import BundleBuilder
import Foundation
import TestSupport
import Testing

@Suite struct ReproducibleZipTests {
    /// Files, a folder, a non-ASCII name, an empty file, and `Resources-old` which sorts before `Resources/`.
    static let entries: [ZipEntry] = [
        ZipEntry(path: "Info.plist", contents: Data("<plist version=\"1.0\"><dict/></plist>\n".utf8)),
        ZipEntry(path: "Resources", contents: nil),
        ZipEntry(path: "Resources/Main.nib", contents: Data(repeating: 0x4E, count: 5_000)),
        ZipEntry(path: "Resources/Résumé.txt", contents: Data("accents in a UTF-8 name\n".utf8)),
        ZipEntry(path: "Resources/empty", contents: Data()),
        ZipEntry(path: "Resources-old.txt", contents: Data("x".utf8)),
    ]

    @Test func sameBytesForAnyInputOrder() throws {
        let forward = try ReproducibleZip.archive(Self.entries)
        let backward = try ReproducibleZip.archive(Self.entries.reversed())
        let shuffled = try ReproducibleZip.archive([3, 0, 5, 1, 4, 2].map { Self.entries[$0] })
        #expect(forward == backward)
        #expect(forward == shuffled)
    }

    @Test func pythonZipfileAndUnzipReadItBack() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Bundle.zip")
        try ReproducibleZip.archive(Self.entries).write(to: file)

        let listing = try PythonZipListing.read(file)
        #expect(listing.bad == nil)
        #expect(
            listing.entries.map(\.name) == [
                "Info.plist", "Resources-old.txt", "Resources/", "Resources/Main.nib", "Resources/Résumé.txt",
                "Resources/empty",
            ])
        let byName = Dictionary(uniqueKeysWithValues: Self.entries.map { ($0.contents == nil ? $0.path + "/" : $0.path, $0) })
        for read in listing.entries {
            let entry = try #require(byName[read.name], "\(read.name) is not an input entry")
            #expect(read.contents == (entry.contents ?? Data()), "\(read.name)")
            #expect(read.dateTime == [1980, 1, 1, 0, 0, 0], "\(read.name)")
            #expect(read.mode == (entry.contents == nil ? 0o40755 : 0o100644), "\(read.name)")
            #expect(read.createSystem == 3 && read.createVersion == 20, "\(read.name)")
            #expect(read.flags & 0x800 != 0, "\(read.name): the UTF-8 name flag")
            #expect(read.extraLength == 0, "\(read.name)")
        }

        let unzip = try ExternalTool.run("unzip", ["-t", file.path], package: "unzip")
        #expect(unzip.status == 0, "unzip -t: \(unzip.stdout)\(unzip.stderr)")
    }

    @Test func deflatesWhatShrinksAndStoresTheRest() throws {
        let text = Data(String(repeating: "<object class=\"UIView\"/>\n", count: 4_000).utf8)
        let compressible = try ReproducibleZip.archive([ZipEntry(path: "a.xml", contents: text)])
        #expect(compressible.count < text.count)
        #expect(Self.method(compressible) == 8)

        var generator = SeededGenerator(seed: 0x5EED)
        let noise = Data((0..<8_192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        let incompressible = try ReproducibleZip.archive([ZipEntry(path: "noise.bin", contents: noise)])
        #expect(Self.method(incompressible) == 0)
        #expect(incompressible.count > noise.count)
    }

    @Test(arguments: [
        ("a/../b", "'..'"), ("..", "'..'"), ("./a", "'.'"), ("/etc/passwd", "absolute"), ("a//b", "empty"),
        ("a/", "empty"), ("", "empty"),
    ])
    func refusesPathsThatCouldEscape(path: String, reason: String) throws {
        let error = #expect(throws: ZipError.self) {
            try ReproducibleZip.archive([ZipEntry(path: path, contents: Data("x".utf8))])
        }
        #expect(error?.diagnostic.path == nil && error?.diagnostic.severity == .error)
        #expect(error?.diagnostic.message.hasPrefix("zip: ") == true)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    @Test func refusesDuplicatePaths() throws {
        for second in [ZipEntry(path: "a/b", contents: Data("2".utf8)), ZipEntry(path: "a/b", contents: nil)] {
            let error = #expect(throws: ZipError.self) {
                try ReproducibleZip.archive([ZipEntry(path: "a/b", contents: Data("1".utf8)), second])
            }
            #expect(error?.message.contains("a/b") == true)
        }
    }

    @Test func emptyListIsAnEmptyZip() throws {
        let empty = try ReproducibleZip.archive([])
        #expect(empty == Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)))

        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Empty.zip")
        try empty.write(to: file)
        let listing = try PythonZipListing.read(file)
        #expect(listing.bad == nil)
        #expect(listing.entries.isEmpty)
    }

    /// The compression method in the first local header.
    static func method(_ archive: Data) -> UInt16 {
        UInt16(archive[archive.startIndex + 8]) | UInt16(archive[archive.startIndex + 9]) << 8
    }
}

/// What Python's `zipfile`, a reader written independently of ours, makes of an archive.
private struct PythonZipListing: Decodable {
    struct Entry: Decodable {
        var name: String
        var contents: Data
        var dateTime: [Int]
        var mode: Int
        var createSystem: Int
        var createVersion: Int
        var flags: Int
        var extraLength: Int
    }

    /// `testzip()`: the first entry whose CRC or data is bad.
    var bad: String?
    var entries: [Entry]

    static let script = """
        import base64, json, sys, zipfile
        with zipfile.ZipFile(sys.argv[1]) as z:
            print(json.dumps({"bad": z.testzip(), "entries": [{
                "name": i.filename, "contents": base64.b64encode(z.read(i)).decode(),
                "dateTime": list(i.date_time), "mode": i.external_attr >> 16,
                "createSystem": i.create_system, "createVersion": i.create_version,
                "flags": i.flag_bits, "extraLength": len(i.extra),
            } for i in z.infolist()]}))
        """

    static func read(_ file: URL) throws -> PythonZipListing {
        let python = try ExternalTool.run("python3", ["-c", script, file.path], package: "python3")
        guard python.status == 0 else { throw ToolFailed(tool: "python3 zipfile", output: python.stderr) }
        return try JSONDecoder().decode(PythonZipListing.self, from: Data(python.stdout.utf8))
    }
}

private struct ToolFailed: Error, CustomStringConvertible {
    var tool: String
    var output: String
    var description: String { "\(tool) failed: \(output)" }
}
