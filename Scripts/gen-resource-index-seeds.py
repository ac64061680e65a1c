#!/usr/bin/env python3
"""Writes seed resource indexes for the `index` fuzz target (Scripts/fuzz.sh): small SQLite files
made from the schema in Schema/, one per shape the runtime must hold up against.

    Scripts/gen-resource-index-seeds.py OUT_DIR

Shapes: a well-formed index; resource paths that leave the bundle; the resource table replaced by
a recursive view; a wrong column type; bundle_info missing; many rows for one name."""
import os
import sqlite3
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = [os.path.join(ROOT, "Schema", "Catalog", "catalog_001.sql"),
          os.path.join(ROOT, "Schema", "ResourceIndex", "resource_index_001.sql")]

INFO = [("name", "Fuzz"), ("version", "1.0.0"), ("build", "1"), ("identifier", "com.example.Fuzz"),
        ("platform", "ios"), ("developmentRegion", "en"), ("resourcesPath", "")]
RESOURCES = [("nib", "SegmentView", "SegmentView.nib", None, None, None),
             ("nib", "SegmentView", "SegmentView~ipad.nib", None, "ipad", None),
             ("storyboard", "Main", "Base.lproj/Main.storyboardc", None, None, "Base"),
             ("image", "icon", "icon.png", 1, None, None),
             ("image", "icon", "icon@2x.png", 2, None, None),
             ("image", "icon", "icon@3x.png", 3, None, None)]


def index(path, resources=RESOURCES, info=INFO, after=""):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    # The smallest pages keep a seed under libFuzzer's input length (a page a table and index).
    db.execute("PRAGMA page_size = 512")
    for schema in SCHEMA:
        with open(schema) as file:
            db.executescript(file.read())
    db.executemany("INSERT INTO bundle_info (key, value) VALUES (?, ?)", info)
    db.executemany(
        "INSERT INTO resource (kind, name, path, scale, device, language, size, sha256) VALUES (?, ?, ?, ?, ?, ?, 1, x'00')",
        resources)
    if after:
        db.executescript(after)
    db.commit()
    db.execute("VACUUM")
    db.close()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen-resource-index-seeds.py OUT_DIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    index(os.path.join(out, "well-formed.sqlite"))
    index(os.path.join(out, "escaping-paths.sqlite"), resources=[
        ("nib", "SegmentView", "../../../../etc/passwd", None, None, None),
        ("storyboard", "Main", "/etc", None, None, None),
        ("image", "icon", "Base.lproj/../../icon.png", 2, None, None)])
    index(os.path.join(out, "recursive-view.sqlite"), after="""
        DROP TABLE resource;
        CREATE VIEW resource AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
            SELECT 'nib' AS kind, 'SegmentView' AS name, 'x' || i AS path, NULL AS scale, NULL AS device,
                NULL AS language FROM n;""")
    index(os.path.join(out, "wrong-types.sqlite"), resources=[
        ("image", "icon", "icon.png", "two", 7, 3.5), ("nib", "Main", "Main.nib", None, None, None)])
    index(os.path.join(out, "no-info.sqlite"), after="DROP TABLE bundle_info;")
    index(os.path.join(out, "many-rows.sqlite"), resources=[
        ("image", "icon", "icon-%d.png" % i, i % 4, None, None) for i in range(300)])


main()
