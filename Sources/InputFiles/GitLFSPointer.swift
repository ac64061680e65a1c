import Foundation

/// A Git LFS pointer: the small text file a repository holds in place of a large file (of any
/// extension) until `git lfs pull` fetches it. Not the file it stands for, and not a broken one.
public enum GitLFSPointer {
    /// The first line of every pointer (the Git LFS specification, version 1).
    private static let firstLine = Data("version https://git-lfs.github.com/spec/v1\n".utf8)
    /// Pointers are small; a file this large is content whatever it starts with.
    private static let maximumSize = 1024

    public static func isPointer(_ data: Data) -> Bool {
        data.count <= maximumSize && data.starts(with: firstLine)
    }

    /// What to say about a pointer where its file was expected.
    public static let message = "a Git LFS pointer, not the file's content: not indexed (run `git lfs pull`)"
}
