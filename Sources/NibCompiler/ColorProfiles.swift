import AppKitNib
import Foundation
import InputFiles
import NibArchive

/// The ICC profiles Xcode embeds in AppKit nibs: a system color's fallback names its color space
/// with the profile's bytes (`NSColorSpace` with `NSID` and `NSICC`), taken from the Mac that
/// built the nib. They are Apple's data, so nibcat ships none: the compiler writes such colors
/// only with profiles the user supplies, from a Mac's `/System/Library/ColorSync/Profiles` or
/// from any nib Xcode built (`nibcat extract-color-profiles`); otherwise it refuses them, or with
/// approximations writes each space by its id alone (`AppKitNibBuilder.colorSpace`).
public struct ColorProfiles: Sendable, Hashable {
    /// A profile the compiler can embed: its file name in a profiles folder, the `NSID` of the
    /// color space it describes, its ICC color space and its description.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case genericGrayGamma22
        case sRGB
        case displayP3

        public var fileName: String {
            switch self {
            case .genericGrayGamma22: "Generic Gray Gamma 2.2 Profile.icc"
            case .sRGB: "sRGB Profile.icc"
            case .displayP3: "Display P3.icc"
            }
        }

        /// `NSID` of the color space in a nib (`NSColorSpace`).
        public var colorSpaceID: Int64 {
            switch self {
            case .genericGrayGamma22: 9
            case .sRGB: 7
            case .displayP3: 12
            }
        }

        /// The key of `colorSpaceID` in the color space: `NSID`, or `NSSpaceID` for Display P3
        /// (Aerial's `CompanionPopoverViewController`, Xcode 26).
        public var colorSpaceIDKey: String {
            self == .displayP3 ? AppKitNibKey.colorSpaceSpaceID : AppKitNibKey.colorSpaceID
        }

        /// The ICC header's data color space.
        var iccColorSpace: String {
            switch self {
            case .genericGrayGamma22: "GRAY"
            case .sRGB, .displayP3: "RGB "
            }
        }

        /// The start of the profile's description, as Apple's profiles write it.
        var descriptionPrefix: String {
            switch self {
            case .genericGrayGamma22: "Generic Gray Gamma 2.2"
            case .sRGB: "sRGB IEC61966-2.1"
            case .displayP3: "Display P3"
            }
        }
    }

    public private(set) var profiles: [Kind: Data] = [:]

    public init() {}

    public subscript(kind: Kind) -> Data? {
        profiles[kind]
    }

    /// A short text that changes with the profiles' bytes, for cache keys: each kind given with an
    /// FNV-1a hash of its bytes.
    public var fingerprint: String {
        Kind.allCases.compactMap { kind in
            profiles[kind].map { data in
                let hash = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
                return "\(kind.rawValue):\(String(hash, radix: 16))"
            }
        }.joined(separator: ",")
    }

    /// Sets a profile, if its bytes are an ICC profile of that kind.
    public mutating func set(_ data: Data, for kind: Kind) throws(ColorProfileError) {
        try Self.check(data, as: kind)
        profiles[kind] = data
    }

    /// The profiles found in `folder` under their file names; a kind without a file is left out,
    /// a file that is not that profile is an error naming it.
    public static func read(from folder: String) throws(ColorProfileError) -> ColorProfiles {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ColorProfileError(path: folder, reason: "is not a folder")
        }
        var found = ColorProfiles()
        for kind in Kind.allCases {
            let path = (folder as NSString).appendingPathComponent(kind.fileName)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ColorProfileError(path: path, reason: "cannot be read")
            }
            do {
                try found.set(data, for: kind)
            } catch {
                throw ColorProfileError(path: path, reason: error.reason)
            }
        }
        return found
    }

    /// The profiles a compiled nib embeds: each color space with an `NSID` of a known kind and
    /// `NSICC` bytes that are a profile of that kind.
    public static func embedded(in graph: NibGraph) -> ColorProfiles {
        var found = ColorProfiles()
        for object in graph.objects where object.className == "NSColorSpace" {
            guard
                let kind = Kind.allCases.first(where: { kind in
                    object.entries.first(where: { $0.key == kind.colorSpaceIDKey })?.value == .integer(kind.colorSpaceID)
                }), found[kind] == nil,
                let icc = object.entries.first(where: { $0.key == AppKitNibKey.iccProfile })?.value, let data = bytes(of: icc, in: graph)
            else { continue }
            try? found.set(data, for: kind)
        }
        return found
    }

    /// The bytes of an `NSICC` value: inline data, or an `NSData` object's (`NS.bytes`).
    private static func bytes(of value: NibGraph.Value, in graph: NibGraph) -> Data? {
        switch value {
        case .data(let data): return data
        case .object(let index) where graph.objects.indices.contains(index):
            guard case .data(let data)? = graph.objects[index].entries.first(where: { $0.key == NibGraph.bytesKey })?.value else {
                return nil
            }
            return data
        default: return nil
        }
    }

    /// An ICC profile's header (`acsp` at 36, the data color space at 16) and the description
    /// tag (`desc`, in its `desc` or `mluc` form) name `kind`.
    static func check(_ data: Data, as kind: Kind) throws(ColorProfileError) {
        let bytes = [UInt8](data)
        guard bytes.count >= 132, String(decoding: bytes[36..<40], as: UTF8.self) == "acsp" else {
            throw ColorProfileError(path: "", reason: "is not an ICC profile")
        }
        guard String(decoding: bytes[16..<20], as: UTF8.self) == kind.iccColorSpace,
            description(of: bytes)?.hasPrefix(kind.descriptionPrefix) == true
        else {
            throw ColorProfileError(path: "", reason: "is not Apple's \(kind.descriptionPrefix) profile")
        }
    }

    /// The text of the profile's `desc` tag, ASCII (`desc` type) or the first record (`mluc`).
    static func description(of bytes: [UInt8]) -> String? {
        func integer(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let count = integer(128), count <= (bytes.count - 132) / 12 else { return nil }
        for tag in 0..<count {
            let entry = 132 + 12 * tag
            guard String(decoding: bytes[entry..<entry + 4], as: UTF8.self) == "desc", let offset = integer(entry + 4),
                let size = integer(entry + 8), offset + size <= bytes.count, size >= 12
            else { continue }
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            if type == "desc", let length = integer(offset + 8), offset + 12 + length <= bytes.count {
                return String(decoding: bytes[(offset + 12)..<(offset + 12 + length)].prefix { $0 != 0 }, as: UTF8.self)
            }
            if type == "mluc", let records = integer(offset + 8), records > 0, let textLength = integer(offset + 20),
                let textOffset = integer(offset + 24), offset + textOffset + textLength <= bytes.count
            {
                let text = Array(bytes[(offset + textOffset)..<(offset + textOffset + textLength)])
                let units = stride(from: 0, to: text.count - 1, by: 2).map { UInt16(text[$0]) << 8 | UInt16(text[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
        }
        return nil
    }
}

/// A color profile that cannot be used: the file and why.
public struct ColorProfileError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: "color profile: \(reason)")
    }
}
