-- Catalog schema, version 7: the line of a named color's first use, so that a lint finding about
-- it points somewhere (a GitHub annotation needs a line). NULL for fonts.
ALTER TABLE named_resource ADD COLUMN line INTEGER;

-- Whether a declared image's pixels are in the document itself (`<image>` in `<resources>` with
-- `<mutableData>` or `<data>`, as IB stores an image pasted or dropped into it): such a
-- reference is found, not missing.
ALTER TABLE declared_image ADD COLUMN is_embedded INTEGER NOT NULL DEFAULT 0;

-- Documents indexed before this version have neither: the next index reads every document
-- again (as catalog_005 did for string keys), so that their colors get lines and their embedded
-- images are known.
UPDATE document SET size = -1, sha256 = X'';
