-- Catalog schema, version 7: the line of a named color's first use, so that a lint finding about
-- it points somewhere (a GitHub annotation needs a line). NULL for fonts, and for documents
-- indexed before this version until they change.
ALTER TABLE named_resource ADD COLUMN line INTEGER;

-- Whether a declared image's pixels are in the document itself (`<image>` in `<resources>` with
-- `<mutableData>` or `<data>`, as IB stores an image pasted or dropped into it): such a
-- reference is found, not missing.
ALTER TABLE declared_image ADD COLUMN is_embedded INTEGER NOT NULL DEFAULT 0;
