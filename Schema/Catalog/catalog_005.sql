-- Catalog schema, version 5: what lint reads: the keys of string tables, objects by id.

-- The .strings/.xcstrings files under a root whose keys are stored; size/mtime let a re-index skip
-- unchanged tables.
CREATE TABLE strings_file (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    PRIMARY KEY (root, path)
) WITHOUT ROWID;

-- One key of a table per language it translates into (`ObjectID.property` for a document's table);
-- `line` is NULL in a string catalog.
CREATE TABLE strings_key (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    language TEXT NOT NULL,
    key TEXT NOT NULL,
    line INTEGER,
    PRIMARY KEY (root, path, language, key)
) WITHOUT ROWID;

-- Objects by id within a document: lint looks up connection ends, repeated ids and the object ids
-- of translation keys.
CREATE INDEX object_document_object ON object (document_id, object_id);

-- The reader changed with this version (AppKit's system-catalog colors are no named colors), so
-- every document indexed before it is read again by the next index run: no size matches a file's,
-- and no stored hash lets an unchanged file skip parsing. Until then, `package` reports these
-- documents as changed since they were indexed.
UPDATE document SET size = -1, sha256 = X'';
