-- Catalog schema, version 10: what lint needs to check user-defined runtime attributes against
-- the code, and each source file's modules from its project's targets.

-- A `<userDefinedRuntimeAttribute>`: UIKit sets `key_path` on the object when the nib loads.
CREATE TABLE runtime_attribute (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    object_id TEXT NOT NULL,
    key_path TEXT NOT NULL,
    type TEXT,
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, ordinal)
) WITHOUT ROWID;

-- code_member gains kind 'property' (every property, instance variable or Objective-C `setKey:`
-- setter: a key key-value coding may set); `is_objc` says whether the Objective-C runtime sees it
-- (only then can key-value coding set it). 1 for the other kinds.
ALTER TABLE code_member ADD COLUMN is_objc INTEGER NOT NULL DEFAULT 1;

-- The modules a source file compiles into: one row per Xcode target whose sources phase (or
-- synchronized folder) holds it, none when no target does. Replaces code_file.module, which could
-- hold one. code_class.module is then one of them: a class of a file in two targets has a row
-- per module.
CREATE TABLE code_file_module (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    module TEXT NOT NULL,
    PRIMARY KEY (root, path, module)
) WITHOUT ROWID;
ALTER TABLE code_file DROP COLUMN module;

-- Documents and sources indexed before this version have neither runtime attributes nor
-- properties: the next index reads every one of them again.
UPDATE document SET size = -1, sha256 = X'';
DELETE FROM code_member;
DELETE FROM code_class;
DELETE FROM code_image;
DELETE FROM code_file;
