import CodeSource
import Foundation
import IBSource
import InputFiles
import ProjectModel
import ResourceAssets

/// Reading and parsing the files an index run stores. The catalog declares it and the layer
/// above supplies it (`CatalogWorkflows`' `ProjectFileReader`): storage decides what changed on
/// disk and what is kept, and parses nothing itself.
public protocol IndexFileReading: Sendable {
    /// The files a folder root holds, as its configuration (`.nibcat.yml`) selects them.
    func scanFolder(_ root: String) throws(TextFileError) -> SourceTree
    /// An Interface Builder document or a compiled nib, unless its content hashes to `knownHash`.
    func document(_ file: ScannedFile, root: String, knownHash: Data?) -> DocumentRead
    /// The modules each source file of a root compiles into, from its Xcode projects.
    func sourceModules(root: String) -> SourceModules
    /// A Swift or Objective-C source's declarations.
    func codeDeclarations(_ file: ScannedFile, root: String) -> FileRead<CodeFileDeclarations>
    /// A string table's keys.
    func stringsKeys(_ file: ScannedFile, root: String) -> FileRead<[IBStringsTable.Key]>
    /// An image file's content hash and pixel size, or why it is not an image.
    func image(_ file: ScannedFile, root: String, fileExtension: String) -> ImageFileFacts
    /// The sets of the asset catalog at `catalog` (relative to `root`) and what is wrong in it.
    func assetCatalog(_ catalog: String, root: String) -> (entries: [AssetEntry], problems: [AssetCatalogError])
}

/// A file read for the catalog: its parsed content, or why there is none.
public enum FileRead<Content: Sendable>: Sendable {
    case read(Content)
    /// Unreadable or malformed: why, with the line when one is known.
    case failure(line: Int?, message: String)
    /// A Git LFS pointer in place of the file: named once, never stored.
    case gitLFSPointer
}

/// An Interface Builder document or compiled nib read for the catalog.
public enum DocumentRead: Sendable {
    /// Its model, the hash of its content and, for a compiled document, its files (path inside
    /// the document, bytes), which the catalog keeps whole.
    case read(IBDocument, sha256: Data, compiledFiles: [CompiledMember])
    /// Unreadable or malformed; the catalog keeps what it had.
    case failure(line: Int?, message: String)
    /// The bytes hash to what the catalog already holds for this path.
    case sameContent
    /// A Git LFS pointer in place of the document: named once, never a document.
    case gitLFSPointer

    /// A file of a compiled document: its path inside the document (`""` for a single file).
    public struct CompiledMember: Sendable {
        public var path: String
        public var data: Data

        public init(path: String, data: Data) {
            self.path = path
            self.data = data
        }
    }
}

/// What reading an image file gave: its hash, its pixel size, or why it is not an image.
public struct ImageFileFacts: Sendable {
    public var sha256: Data
    public var pixelWidth: Int?
    public var pixelHeight: Int?
    public var problem: String?

    public init(sha256: Data, pixelWidth: Int? = nil, pixelHeight: Int? = nil, problem: String? = nil) {
        self.sha256 = sha256
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.problem = problem
    }
}
