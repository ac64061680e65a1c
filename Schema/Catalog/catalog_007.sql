-- Catalog schema, version 7: the line of a named color's first use, so that a lint finding about
-- it points somewhere (a GitHub annotation needs a line). NULL for fonts, and for documents
-- indexed before this version until they change.
ALTER TABLE named_resource ADD COLUMN line INTEGER;
