import Foundation
import InputFiles
import ResourceAssets
import Suggestions
import Synchronization

/// A bundle's resources by logical name: `nib(named:)`, `storyboard(named:)`, `image(named:scale:)`
/// for one device and one list of preferred languages (see `ResourceResolver` for the order).
///
/// A packaged bundle answers from its `ResourceIndex.sqlite`, read-only; a bundle without one
/// (built by Xcode, say) has its files listed once when it is opened. Every answer, and every
/// miss, is kept, so asking again costs one dictionary look-up.
public final class ResourceBundle: Sendable {
    /// Where the answers come from.
    public enum Source: Sendable {
        /// The resource index when the bundle has one, else its files.
        case automatic
        /// The bundle's files, even when it has an index.
        case files
    }

    public let url: URL
    public let traits: ResourceTraits
    /// From `bundle_info` or `Info.plist`: name, version, build, identifier, developmentRegion, …
    public let info: [String: String]
    /// Whether answers come from `ResourceIndex.sqlite`.
    public let isIndexed: Bool

    private let resolver: ResourceResolver
    private let state: Mutex<State>

    private struct Question: Hashable {
        var kind: ResourceKind
        var name: String
        var scale: Int

        /// The name's bytes folded a word at a time and fed to the hasher as one word: a warm
        /// look-up is mostly this hash, and `String`'s own hashing took most of its time.
        func hash(into hasher: inout Hasher) {
            let seed = UInt64(truncatingIfNeeded: scale &* 16 &+ kind.ordinal)
            let folded =
                name.utf8.withContiguousStorageIfAvailable { Self.fold(UnsafeRawBufferPointer($0), seed) }
                ?? Array(name.utf8).withUnsafeBytes { Self.fold($0, seed) }
            hasher.combine(folded)
        }

        private static func fold(_ bytes: UnsafeRawBufferPointer, _ seed: UInt64) -> UInt64 {
            let prime: UInt64 = 0x0000_0100_0000_01b3
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
                hash ^= hash >> 29
                offset += 8
            }
            while offset < bytes.count {
                hash = (hash ^ UInt64(bytes[offset])) &* prime
                offset += 1
            }
            return hash ^ UInt64(bytes.count)
        }
    }

    private enum Lookup {
        case index(ResourceIndexReader)
        case files(BundleFileTable)
    }

    private struct State {
        var lookup: Lookup
        var answers: [Question: URL?] = [:]
        var candidates: [BundleFileTable.Key: [ResourceCandidate]] = [:]
    }

    public init(url: URL, traits: ResourceTraits = ResourceTraits(), source: Source = .automatic) throws(ResourceBundleError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notABundle(path: url.path)
        }
        let indexPath = source == .automatic ? Self.indexPath(in: url) : nil
        let lookup: Lookup
        let info: [String: String]
        if let indexPath {
            let reader = try ResourceIndexReader(path: indexPath)
            info = try reader.info()
            lookup = .index(reader)
        } else {
            let table = try BundleFileTable(bundle: url)
            info = table.info
            lookup = .files(table)
        }
        self.url = url
        self.traits = traits
        self.info = info
        isIndexed = indexPath != nil
        resolver = ResourceResolver(traits: traits, developmentRegion: info["developmentRegion"])
        state = Mutex(State(lookup: lookup))
    }

    /// `SegmentView.nib` (or `SegmentView~ipad.nib` on an iPad) for `SegmentView`.
    public func nib(named name: String) throws(ResourceBundleError) -> URL? {
        try resource(.nib, named: name)
    }

    /// `Base.lproj/Main.storyboardc` for `Main`.
    public func storyboard(named name: String) throws(ResourceBundleError) -> URL? {
        try resource(.storyboard, named: name)
    }

    /// `icon@2x~ipad.png` for `icon` at scale 2 on an iPad. A name with an extension
    /// (`icon.jpg`) takes only files with that extension.
    public func image(named name: String, scale: Int) throws(ResourceBundleError) -> URL? {
        try resource(.image, named: name, scale: scale)
    }

    /// The names of this kind nearest to `name`, for a look-up that found nothing.
    public func suggestions(_ kind: ResourceKind, near name: String) throws(ResourceBundleError) -> [String] {
        let names = try state.withLock { (state: inout State) throws(ResourceBundleError) -> [String] in
            switch state.lookup {
            case .index(let reader):
                return try reader.names(kind: kind)
            case .files(let table):
                return table.candidates.keys.filter { $0.kind == kind }.map(\.name)
            }
        }
        return Suggestions.nearest(to: name, among: names)
    }

    /// The file answering for `name`; `scale` matters for images only.
    public func resource(_ kind: ResourceKind, named name: String, scale: Int = 1) throws(ResourceBundleError) -> URL? {
        let question = Question(kind: kind, name: name, scale: kind == .image ? scale : 0)
        // The warm path: one lock and one dictionary look-up, nothing that can throw.
        if let known = state.withLock({ $0.answers[question] }) {
            return known
        }
        return try state.withLock { (state: inout State) throws(ResourceBundleError) -> URL? in
            let answer = try answer(question, in: &state)
            state.answers[question] = answer
            return answer
        }
    }

    private func answer(_ question: Question, in state: inout State) throws(ResourceBundleError) -> URL? {
        var name = question.name
        var fileExtension: String?
        if question.kind == .image {
            (name, fileExtension) = ResourceResolver.splitImageName(name)
        }
        let key = BundleFileTable.Key(kind: question.kind, name: name)
        let candidates: [ResourceCandidate]
        if let known = state.candidates[key] {
            candidates = known
        } else {
            switch state.lookup {
            case .index(let reader):
                candidates = try reader.candidates(kind: question.kind, name: name, device: resolver.device)
            case .files(let table):
                candidates = table.candidates[key] ?? []
            }
            state.candidates[key] = candidates
        }
        let chosen = resolver.resolve(candidates, kind: question.kind, fileExtension: fileExtension, scale: question.scale)
        guard let chosen else { return nil }
        if case .index(let reader) = state.lookup {
            try Self.requireInside(chosen.path, bundle: url, index: reader.path)
        }
        return url.appendingPathComponent(chosen.path, isDirectory: question.kind == .storyboard)
    }

    /// Refuses an index path that leaves the bundle: absolute, with an empty, `.` or `..` part, or
    /// through a symbolic link out of it. A published index can be edited, and a look-up must never
    /// answer a file elsewhere (`../../etc/passwd`).
    static func requireInside(_ relative: String, bundle: URL, index: String) throws(ResourceBundleError) {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        let leaves =
            relative.hasPrefix("/") || relative.contains("\0")
            || parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
        var resolvesOutside = false
        if !leaves, let realBundle = realPath(bundle.path), let resolved = realPath(bundle.path + "/" + relative) {
            resolvesOutside = !resolved.hasPrefix(realBundle.hasSuffix("/") ? realBundle : realBundle + "/")
        }
        if leaves || resolvesOutside {
            throw .unreadableIndex(path: index, message: "the resource path '\(TerminalText.excerpt(relative))' leaves the bundle")
        }
    }

    private static func indexPath(in bundle: URL) -> String? {
        for relative in ResourceBundleLayout.resourceIndexPaths {
            let path = bundle.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path) {
                return path
            }
        }
        return nil
    }
}
