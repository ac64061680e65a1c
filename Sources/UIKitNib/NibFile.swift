import Foundation
import NibArchive

/// A compiled nib as UIKit finds it on disk: one file, or a folder of variants of which UIKit
/// loads one.
public struct NibFile: Sendable {
    public enum Format: String, Sendable, Hashable {
        case nibArchive
        case keyedArchive
    }

    /// What the bytes decoded to: NIBArchive tables (whose graph is built on request, since
    /// listing a nib's tables needs none), or a keyed archive's graph.
    public enum Content: Sendable {
        case nibArchive(NibArchive)
        case keyedArchive(NibGraph)
    }

    /// The nib as named: a file, or a folder.
    public var path: String
    /// The file that was decoded: `path` itself, or the variant inside the folder.
    public var loadedFile: String
    /// For a folder nib, every variant file in it, by name.
    public var variants: [String]
    public var content: Content

    public var format: Format {
        switch content {
        case .nibArchive: .nibArchive
        case .keyedArchive: .keyedArchive
        }
    }

    /// The archive's tables, for NIBArchive files.
    public var archive: NibArchive? {
        if case .nibArchive(let archive) = content { archive } else { nil }
    }

    /// The decoded object graph; for a NIBArchive, built from its tables on each call.
    public var graph: NibGraph {
        switch content {
        case .nibArchive(let archive): NibGraph(archive)
        case .keyedArchive(let graph): graph
        }
    }
}

public enum CompiledNibReader {
    /// Reads a nib file, or the variant of a folder nib that UIKit would load.
    public static func read(path: String) throws(NibArchiveError) -> NibFile {
        try read(path: path, files: try CompiledFiles.load(path: path))
    }

    /// The nib at `path` from its already loaded files.
    public static func read(path: String, files: CompiledFiles) throws(NibArchiveError) -> NibFile {
        if let data = files[""] {
            return try decode(data, path: path)
        }
        let variants = files.members.map(\.path).filter { !$0.contains("/") && $0.hasSuffix(".nib") }
        guard let chosen = preferredVariant(among: variants), let data = files[chosen] else {
            throw NibArchiveError(path: path, message: "folder nib holds no objects*.nib, runtime.nib or keyedobjects*.nib")
        }
        var nib = try decode(data, path: path + "/" + chosen)
        nib.path = path
        nib.variants = variants
        return nib
    }

    /// Decodes NIBArchive or keyed-archive bytes, whichever they are.
    public static func decode(_ data: Data, path: String) throws(NibArchiveError) -> NibFile {
        if NibArchiveReader.hasMagic(data) {
            return NibFile(
                path: path, loadedFile: path, variants: [], content: .nibArchive(try NibArchiveReader.read(data, path: path)))
        }
        if BinaryPropertyListReader.hasMagic(data) {
            return NibFile(
                path: path, loadedFile: path, variants: [], content: .keyedArchive(try KeyedArchiveReader.read(data, path: path)))
        }
        throw NibArchiveError(path: path, offset: 0, message: "not a compiled nib: neither NIBArchive nor a binary plist")
    }

    /// A folder nib's variant for every system: the one older systems load.
    public static let runtimeVariant = "runtime.nib"

    /// A folder nib's variant for `version` and later: `objects-13.0+.nib`.
    public static func objectsVariant(since version: String) -> String {
        "objects-\(version)+.nib"
    }

    /// An AppKit folder nib's keyed archive, which every macOS loads.
    public static let keyedObjectsVariant = "keyedobjects.nib"

    /// An AppKit folder nib's variant for macOS `version` and later, written as the system's
    /// number (`101300` for 10.13): `keyedobjects-101300.nib`.
    public static func keyedObjectsVariant(since version: String) -> String {
        "keyedobjects-\(version).nib"
    }

    /// The variant UIKit loads from a folder nib: the newest `objects-<version>+.nib`, then
    /// `objects.nib`, then `runtime.nib`; AppKit folders: the newest `keyedobjects-<version>.nib`,
    /// then `keyedobjects.nib`.
    public static func preferredVariant(among names: [String]) -> String? {
        func newest(prefix: String, suffix: String) -> String? {
            names.compactMap { name -> (version: [Int], name: String)? in
                guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
                    return nil
                }
                let version = name.dropFirst(prefix.count).dropLast(suffix.count)
                let parts = version.split(separator: ".").map { Int($0) }
                guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
                return (parts.map { $0! }, name)
            }
            .max { $0.version.lexicographicallyPrecedes($1.version) }?.name
        }
        return newest(prefix: "objects-", suffix: "+.nib")
            ?? (names.contains("objects.nib") ? "objects.nib" : nil)
            ?? (names.contains(runtimeVariant) ? runtimeVariant : nil)
            ?? newest(prefix: "keyedobjects-", suffix: ".nib")
            ?? (names.contains(keyedObjectsVariant) ? keyedObjectsVariant : nil)
    }
}
