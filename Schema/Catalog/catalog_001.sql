-- Catalog schema, version 1: Interface Builder source documents and what they contain.

-- One row per indexed file. `root` is the absolute directory given to `nibcat index`;
-- `path` is relative to it. size/mtime/sha256 let a re-index skip unchanged files.
CREATE TABLE document (
    id INTEGER PRIMARY KEY,
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    platform TEXT NOT NULL,
    tools_version TEXT,
    localization TEXT,
    initial_view_controller TEXT,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    sha256 BLOB NOT NULL,
    UNIQUE (root, path)
);
CREATE INDEX document_name ON document (name);

-- Every element with an id, in document order (`ordinal`).
CREATE TABLE object (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    object_id TEXT NOT NULL,
    element TEXT NOT NULL,
    class TEXT NOT NULL,
    system_module TEXT,
    custom_class TEXT,
    custom_module TEXT,
    module_from_target INTEGER NOT NULL,
    parent_id TEXT,
    key TEXT,
    user_label TEXT,
    storyboard_identifier TEXT,
    restoration_identifier TEXT,
    reuse_identifier TEXT,
    scene_member_id TEXT,
    placeholder_role TEXT,
    placeholder_identifier TEXT,
    -- filesOwner, externalObject, viewController, cell, object, ... (see IBObject.role)
    role TEXT NOT NULL,
    -- a direct child of <objects> that is not a placeholder
    is_top_level INTEGER NOT NULL,
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, ordinal)
) WITHOUT ROWID;
-- who-uses looks classes up here.
CREATE INDEX object_class ON object (class, document_id);

CREATE TABLE connection (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    connection_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    source_id TEXT NOT NULL,
    destination_id TEXT NOT NULL,
    name TEXT,
    event_type TEXT,
    segue_kind TEXT,
    segue_relationship TEXT,
    -- for segues: the segue class (custom or UIStoryboardSegue/NSStoryboardSegue)
    class TEXT,
    system_module TEXT,
    custom_class TEXT,
    custom_module TEXT,
    module_from_target INTEGER NOT NULL DEFAULT 0,
    unwind_action TEXT,
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX connection_class ON connection (class, document_id) WHERE class IS NOT NULL;

CREATE TABLE scene (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    scene_id TEXT NOT NULL,
    controller_id TEXT,
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, ordinal)
) WITHOUT ROWID;

CREATE TABLE storyboard_reference (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    object_id TEXT NOT NULL,
    storyboard_name TEXT,
    referenced_identifier TEXT,
    bundle_identifier TEXT,
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, object_id)
) WITHOUT ROWID;

CREATE TABLE image_reference (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    ordinal INTEGER NOT NULL,
    name TEXT NOT NULL,
    object_id TEXT NOT NULL,
    attribute TEXT NOT NULL,
    is_system INTEGER NOT NULL,
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, ordinal)
) WITHOUT ROWID;
CREATE INDEX image_reference_name ON image_reference (name);

-- Images a document declares in <resources>, with their point sizes.
CREATE TABLE declared_image (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    width REAL,
    height REAL,
    is_system INTEGER NOT NULL,
    PRIMARY KEY (document_id, name)
) WITHOUT ROWID;

-- Named colors and custom fonts a document uses.
CREATE TABLE named_resource (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (document_id, kind, name)
) WITHOUT ROWID;

-- The .strings/.xcstrings files that translate a document (language NULL for a string catalog).
CREATE TABLE localization (
    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    language TEXT,
    PRIMARY KEY (document_id, path)
) WITHOUT ROWID;
