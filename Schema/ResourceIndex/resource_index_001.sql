-- Bundle resource index, version 1: where every resource of a packaged bundle is.
-- A resource index starts with the catalog's document tables (catalog_001), holding the class
-- metadata of the bundle's nibs and storyboards under their paths in the bundle, so the catalog's
-- queries (who-uses, show) answer for a bundle too.

-- name, version, build, identifier, platform, developmentRegion, resourcesPath.
CREATE TABLE bundle_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- Every file a look-up can answer with, under its logical name.
CREATE TABLE resource (
    -- nib | storyboard | image | strings
    kind TEXT NOT NULL,
    -- `SegmentView`, `Main`, `icon`; a string table by its table name
    name TEXT NOT NULL,
    -- relative to the bundle: `icon@2x~ipad.png`, `Base.lproj/Main.storyboardc`
    path TEXT NOT NULL,
    -- images: 1, 2, 3; NULL for a file for every scale
    scale INTEGER,
    -- ipad, iphone, mac; NULL for universal
    device TEXT,
    -- the .lproj folder's language (`Base`, `fr`); NULL for an unlocalized file
    language TEXT,
    -- bytes; for a folder, of all its files
    size INTEGER NOT NULL,
    -- of the file; for a folder, over each file's path, length and bytes in order
    sha256 BLOB NOT NULL,
    pixel_width INTEGER,
    pixel_height INTEGER,
    -- nibs and storyboards: their rows in `document`
    document_id INTEGER REFERENCES document (id),
    PRIMARY KEY (kind, name, path)
) WITHOUT ROWID;
