-- Catalog schema, version 11: what code calls and connects by selector, and every method the
-- Objective-C runtime sees, so that lint counts actions made in code.

-- code_member gains kind 'method': an instance method the Objective-C runtime sees that is no
-- `@IBAction` (`@objc func`, an override, an Objective-C method of an interface, implementation
-- or category); `name` is its selector. A control may send it.

-- A selector code names: `#selector(tapped(_:))`, `Selector("tapped:")`, `@selector(tapped:)`,
-- `NSSelectorFromString(@"tapped:")`. `selector` is a Swift `#selector(name)` without argument
-- labels as its base name only.
CREATE TABLE code_selector (
    root TEXT NOT NULL,
    path TEXT NOT NULL,
    selector TEXT NOT NULL,
    line INTEGER NOT NULL
);
CREATE INDEX code_selector_file ON code_selector (root, path);

-- Sources indexed before this version have neither: the next index reads every one again.
DELETE FROM code_member;
DELETE FROM code_class;
DELETE FROM code_image;
DELETE FROM code_file_module;
DELETE FROM code_file;
