-- Catalog schema, version 9: the code's side of Interface Builder (Swift and Objective-C sources),
-- so lint can check outlets, actions, classes and images against the code that declares them.

-- A source file under a root, with the size and time it had when read (a re-index skips it when
-- both are unchanged); `module` is the module of the Xcode target it belongs to, NULL without a
-- project.
CREATE TABLE code_file (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    language TEXT NOT NULL,
    module TEXT,
    PRIMARY KEY (root, path)
) WITHOUT ROWID;

-- A class, or an extension/category adding members to one (`is_extension` 1). `superclass` is the
-- first inherited type as written (for Swift, possibly a protocol).
CREATE TABLE code_class (
    id INTEGER PRIMARY KEY,
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    module TEXT,
    name TEXT NOT NULL,
    objc_name TEXT,
    superclass TEXT,
    is_extension INTEGER NOT NULL,
    is_designable INTEGER NOT NULL,
    line INTEGER NOT NULL
);
CREATE INDEX code_class_file ON code_class (root, path);
CREATE INDEX code_class_name ON code_class (name);

-- `kind`: 'outlet', 'action' (`name` is the selector), 'inspectable'. `type_name` is the outlet's
-- class (a collection's element class) or the inspectable's type.
CREATE TABLE code_member (
    class_id INTEGER NOT NULL REFERENCES code_class (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    type_name TEXT,
    is_collection INTEGER NOT NULL DEFAULT 0,
    optionality TEXT,
    is_weak INTEGER NOT NULL DEFAULT 0,
    line INTEGER NOT NULL
);
CREATE INDEX code_member_class ON code_member (class_id);

-- An image name code asks for; `kind` 'named', 'literal' or 'asset-symbol'.
CREATE TABLE code_image (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    line INTEGER NOT NULL
);
CREATE INDEX code_image_file ON code_image (root, path);
