-- Catalog schema, version 8: the roots given to `nibcat index`, so queries can refresh them and
-- `nibcat forget` can remove one.

-- `is_folder` 1: a folder scanned whole (new files are found); 0: the folder of files named one by
-- one (only those files are looked at again). `assets_signature` is a SHA-256 over the path, size
-- and modification time of every file in the root's asset catalogs (`Contents.json` included), so
-- a refresh sees an asset catalog edit without reading it; NULL for a root of named files.
CREATE TABLE indexed_root (
    path TEXT NOT NULL PRIMARY KEY,
    is_folder INTEGER NOT NULL,
    assets_signature BLOB
) WITHOUT ROWID;

-- Roots indexed before this version: only folders leave image, asset or string-table rows; a root
-- with documents alone may have been a single file's folder, so only its files are refreshed
-- until it is indexed again as a folder.
INSERT INTO indexed_root (path, is_folder)
SELECT root, 1 FROM image_file UNION SELECT root, 1 FROM asset UNION SELECT root, 1 FROM strings_file;
INSERT OR IGNORE INTO indexed_root (path, is_folder) SELECT DISTINCT root, 0 FROM document;

-- Files under a root that `index` read and could not store (malformed, a Git LFS pointer), with the
-- size and time they had then: a query's refresh takes them as known until they change, instead of
-- reading them again and repeating their message on every query.
CREATE TABLE unindexed_file (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    PRIMARY KEY (root, path)
) WITHOUT ROWID;
