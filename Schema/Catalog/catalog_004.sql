-- Catalog schema, version 4: image files and asset catalogs, and published bundles.

-- The images under an indexed root: loose `name[@Nx][~device].ext` files and the files of
-- asset-catalog image and symbol sets (a file listed twice in a set has a row per listing).
-- size/mtime/sha256 let a re-index skip unchanged files; `problem` says why a file cannot be
-- read as the image its extension promises (a PNG chunk's CRC, a truncated JPEG).
CREATE TABLE image_file (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    -- `icon` for `icon@2x.png`; the set's name, with its namespaces, for an asset
    name TEXT NOT NULL,
    -- file | imageset | symbolset
    source TEXT NOT NULL,
    -- the .imageset/.symbolset folder; NULL for a loose file
    folder TEXT,
    extension TEXT NOT NULL,
    -- NULL: one file for every scale (a vector asset, a symbol)
    scale INTEGER,
    -- NULL: universal
    device TEXT,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha256 BLOB NOT NULL,
    pixel_width INTEGER,
    pixel_height INTEGER,
    problem TEXT
);
CREATE INDEX image_file_root ON image_file (root, name);

-- Asset-catalog entries by name, with or without files (an empty image set, a color).
-- The key's columns come first: SQLite 3.40's integrity_check misreads a WITHOUT ROWID table
-- whose key columns are declared after others.
CREATE TABLE asset (
    root TEXT NOT NULL,
    folder TEXT NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (root, folder)
) WITHOUT ROWID;

-- Every bundle version `nibcat package` published, and its files.
CREATE TABLE bundle_version (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    version TEXT NOT NULL,
    platform TEXT NOT NULL,
    identifier TEXT NOT NULL,
    -- the absolute path of the .bundle
    path TEXT NOT NULL,
    -- SHA-256 over the published files' paths and hashes
    content_sha256 BLOB NOT NULL,
    -- SHA-256 over what it was built from (sources, images, options), to recognise a re-publish
    input_sha256 BLOB NOT NULL,
    UNIQUE (name, version)
);

CREATE TABLE bundle_entry (
    bundle_version_id INTEGER NOT NULL REFERENCES bundle_version (id) ON DELETE CASCADE,
    -- relative to the .bundle
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 BLOB NOT NULL,
    PRIMARY KEY (bundle_version_id, path)
) WITHOUT ROWID;
