-- Catalog schema, version 2: compiled nibs and storyboards keep their bytes.

-- zlib-compressed file contents, stored once per SHA-256 however many documents share them.
CREATE TABLE blob (
    sha256 BLOB PRIMARY KEY,
    size INTEGER NOT NULL,
    compressed BLOB NOT NULL
) WITHOUT ROWID;

-- The files of a compiled document: the nib file itself, or each file of a folder nib or
-- .storyboardc, by its path inside the document ("" for a single file).
CREATE TABLE document_blob (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    member TEXT NOT NULL,
    sha256 BLOB NOT NULL,
    PRIMARY KEY (document_id, member)
) WITHOUT ROWID;
CREATE INDEX document_blob_sha256 ON document_blob (sha256);
