-- Catalog schema, version 12: what a refresh compares before it walks a folder root again.

-- Every folder the last walk listed (its own size and modification time change when an entry is
-- added, removed or renamed in it), every `.gitignore` and `.nibcat.yml` it read, and every
-- folder and file of the root's asset catalogs, relative to the root ("." for the root itself).
-- When these and the indexed files' rows all match the disk, the root is unchanged and is not
-- walked; when any differs, or a root has none, the root is walked as before.
CREATE TABLE tree_stamp (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    PRIMARY KEY (root, path)
) WITHOUT ROWID;
