-- Catalog schema, version 3: compiled outputs cached by what determines them.

-- One compilation: `key` is the SHA-256 of the source bytes, the compile options and the compiler
-- version; `diagnostics` is the JSON array of the warnings and notices it gave.
CREATE TABLE compilation (
    key TEXT PRIMARY KEY,
    is_folder INTEGER NOT NULL,
    diagnostics TEXT NOT NULL
) WITHOUT ROWID;

-- The files of a compilation by their path inside the output ("" for a single nib); the bytes
-- are shared blobs.
CREATE TABLE compilation_blob (
    key TEXT NOT NULL REFERENCES compilation (key) ON DELETE CASCADE,
    member TEXT NOT NULL,
    sha256 BLOB NOT NULL,
    PRIMARY KEY (key, member)
) WITHOUT ROWID;
CREATE INDEX compilation_blob_sha256 ON compilation_blob (sha256);
