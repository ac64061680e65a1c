-- Catalog schema, version 6: resource-index templates.

-- A bundle's ResourceIndex.sqlite starts as a database holding the index's schema and the
-- rows of the bundle's documents (exportDocuments). Copying those rows costs more than
-- writing all of the bundle's other files, so the bytes they make are kept here, under a
-- key over the schema, the SQLite version and the documents exported (catalog id, id and
-- path in the bundle, source SHA-256), and reused by the next version with the same
-- documents.
CREATE TABLE resource_index_template (
    id INTEGER PRIMARY KEY,
    key BLOB NOT NULL UNIQUE,
    bytes BLOB NOT NULL
);
-- A document's rows are written only with its `document` row (inserted after it, deleted
-- with it by cascade): any change to the documents drops every template.
CREATE TRIGGER resource_index_template_document_insert AFTER INSERT ON document
BEGIN
    DELETE FROM resource_index_template;
END;
CREATE TRIGGER resource_index_template_document_delete AFTER DELETE ON document
BEGIN
    DELETE FROM resource_index_template;
END;
-- A touched but unedited file moves only its mtime, which templates do not hold.
CREATE TRIGGER resource_index_template_document_update AFTER UPDATE ON document
WHEN OLD.id IS NOT NEW.id OR OLD.root IS NOT NEW.root OR OLD.path IS NOT NEW.path
    OR OLD.name IS NOT NEW.name OR OLD.kind IS NOT NEW.kind OR OLD.platform IS NOT NEW.platform
    OR OLD.tools_version IS NOT NEW.tools_version OR OLD.localization IS NOT NEW.localization
    OR OLD.initial_view_controller IS NOT NEW.initial_view_controller OR OLD.size IS NOT NEW.size
    OR OLD.sha256 IS NOT NEW.sha256
BEGIN
    DELETE FROM resource_index_template;
END;
