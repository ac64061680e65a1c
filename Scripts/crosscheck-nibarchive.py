#!/usr/bin/env python3
"""Cross-check nibcat's NIBArchive decoder against the PyPI package `nibarchive` (1.1.0).

Run it through Scripts/crosscheck-nibarchive.sh, which installs the peer into a venv and builds
nibcat. By hand: <venv>/bin/python Scripts/crosscheck-nibarchive.py --nibcat BIN [--corpus DIR]

For every file under <corpus>/nib whose first 10 bytes are b"NIBArchive" it compares
  - `nibcat dump --summary --json`: object, key, value and class-name counts, class names in order;
  - `nibcat dump --raw --json`: every object (class index, first value, value count), key,
    class-name fallbacks, and every value by type and content.
Known peer quirks, expected and not counted as disagreements:
  - the peer has the boolean tags swapped (it reads type 4 as true, 5 as false): its boolean is
    the negation of ours;
  - the peer reads int8 unsigned (0...255): compared modulo 256;
  - the peer reads object references as signed int32: compared modulo 2^32;
  - the peer replaces data that starts with b"NIBArchive" by a parsed archive, and 17- or 33-byte
    data starting with 0x07 by a list of float64s: compared after re-encoding.
Files the peer raises on are peer failures (reported and counted, not disagreements).
Exit status: 0 when nothing disagrees, 1 on any disagreement or nibcat failure, 2 on set-up errors.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import struct
import subprocess
import sys

try:
    from nibarchive import NIBArchiveParser, NIBValueType
except ImportError:
    sys.exit("crosscheck: error: the peer package `nibarchive` is not importable "
             "(run Scripts/crosscheck-nibarchive.sh, which installs it into a venv)")

MAGIC = b"NIBArchive"
# our type name -> the type byte in the file (DESIGN.md: 4 = false, 5 = true)
TYPE_BYTES = {"int8": 0, "int16": 1, "int32": 2, "int64": 3, "false": 4, "true": 5,
              "float32": 6, "float64": 7, "data": 8, "null": 9, "object": 10}
MAX_REPORTED = 8  # differences printed per file


def nib_files(root: str) -> list[str]:
    found = []
    for directory, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(directory, name)
            with open(path, "rb") as f:
                if f.read(10) == MAGIC:
                    found.append(path)
    return found


def peer_parse(data: bytes):
    return NIBArchiveParser(verify=True).parse(io.BytesIO(data))


def peer_type_byte(value) -> int:
    return 8 if value.type == NIBValueType.NIBARCHIVE else int(value.type)


def compare_value(i: int, ours: dict, theirs, diffs: list[str]) -> None:
    kind = ours["type"]
    if ours["key"] != theirs.key_index:
        diffs.append(f"value {i}: key {ours['key']} vs peer {theirs.key_index}")
    if TYPE_BYTES[kind] != peer_type_byte(theirs):
        diffs.append(f"value {i}: type {kind} ({TYPE_BYTES[kind]}) vs peer {theirs.type.name} ({peer_type_byte(theirs)})")
        return
    data = theirs.data
    if kind in ("true", "false"):
        if data is not (kind == "false"):  # swapped tags: the peer says True for our false
            diffs.append(f"value {i}: {kind} vs peer {data} (expected the peer's swapped {kind == 'false'})")
    elif kind == "int8":
        if (ours["value"] - data) % 256:
            diffs.append(f"value {i}: int8 {ours['value']} vs peer {data}")
    elif kind in ("int16", "int32", "int64"):
        if ours["value"] != data:
            diffs.append(f"value {i}: {kind} {ours['value']} vs peer {data}")
    elif kind == "object":
        if ours["value"] != data % (1 << 32):
            diffs.append(f"value {i}: object #{ours['value']} vs peer #{data}")
    elif kind in ("float32", "float64"):
        fmt, width = ("<I", "<f") if kind == "float32" else ("<Q", "<d")
        theirs_bits = struct.unpack(fmt, struct.pack(width, data))[0]
        if int(ours["bits"], 16) != theirs_bits:
            diffs.append(f"value {i}: {kind} bits {ours['bits']} vs peer {theirs_bits:#x} ({data!r})")
    elif kind == "data":
        mine = bytes.fromhex(ours["value"])
        if isinstance(data, (bytes, bytearray)):
            if mine != bytes(data):
                diffs.append(f"value {i}: data of {len(mine)} bytes vs peer {len(data)} bytes (or content differs)")
        elif isinstance(data, list):  # 0x07 followed by float64s
            packed = b"\x07" + struct.pack("<%dd" % len(data), *data)
            if mine != packed:
                diffs.append(f"value {i}: geometry data {mine.hex()} vs peer {data}")
        else:  # an embedded archive the peer parsed
            h = data.header
            header = (h.unknown_1, h.unknown_2, h.object_count, h.offset_objects, h.key_count,
                      h.offset_keys, h.value_count, h.offset_values, h.class_name_count, h.offset_class_names)
            if mine[:10] != MAGIC or len(mine) < 50 or struct.unpack("<10i", mine[10:50]) != header:
                diffs.append(f"value {i}: data ({len(mine)} bytes) vs a peer-parsed embedded archive {header}")
    # null: nothing more to compare


def compare(path: str, summary: dict, raw: dict, peer, diffs: list[str]) -> None:
    h = peer.header
    counts = [("objects", h.object_count, len(peer.objects)), ("keys", h.key_count, len(peer.keys)),
              ("values", h.value_count, len(peer.values))]
    for name, header_count, table_len in counts:
        if not summary[name] == header_count == table_len:
            diffs.append(f"{name}: {summary[name]} vs peer {header_count} (header) / {table_len} (table)")
    if summary["coderVersion"] != h.unknown_2:
        diffs.append(f"coder version: {summary['coderVersion']} vs peer {h.unknown_2}")
    ours_classes = summary["classNames"]
    theirs_classes = [c.name for c in peer.class_names]
    if len(ours_classes) != len(theirs_classes) or h.class_name_count != len(theirs_classes):
        diffs.append(f"class names: {len(ours_classes)} vs peer {h.class_name_count} (header) / {len(theirs_classes)}")
    for i, (a, b) in enumerate(zip(ours_classes, theirs_classes)):
        if a != b:
            diffs.append(f"class name {i}: {a!r} vs peer {b!r}")
    if raw is None:
        return
    if [c["name"] for c in raw["classNames"]] != ours_classes:
        diffs.append("nibcat itself: --raw and --summary class names differ")
    for i, (a, b) in enumerate(zip(raw["classNames"], peer.class_names)):
        if a["fallbacks"] != list(b.extras):
            diffs.append(f"class name {i} fallbacks: {a['fallbacks']} vs peer {list(b.extras)}")
    for i, (a, b) in enumerate(zip(raw["objects"], peer.objects)):
        if (a["class"], a["valuesStart"], a["valueCount"]) != (b.class_name_index, b.values_index, b.value_count):
            diffs.append(f"object {i}: {a} vs peer {b}")
    for i, (a, b) in enumerate(zip(raw["keys"], peer.keys)):
        if a != b.name:
            diffs.append(f"key {i}: {a!r} vs peer {b.name!r}")
    if len(raw["values"]) != len(peer.values):
        diffs.append(f"raw values: {len(raw['values'])} vs peer {len(peer.values)}")
    for i, (a, b) in enumerate(zip(raw["values"], peer.values)):
        compare_value(i, a, b, diffs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nibcat", required=True, help="the nibcat binary")
    default_corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus")
    parser.add_argument("--corpus", default=os.path.normpath(default_corpus), help="shared corpus (default: <repo>/../shared/corpus)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print a line for every file")
    args = parser.parse_args()

    nib_root = os.path.join(args.corpus, "nib")
    if not os.path.isdir(nib_root):
        print(f"crosscheck: error: corpus not found: {nib_root} (expected the shared corpus at <repo>/../shared/corpus)", file=sys.stderr)
        return 2
    files = nib_files(nib_root)
    if not files:
        print(f"crosscheck: error: no NIBArchive files under {nib_root}", file=sys.stderr)
        return 2

    # one nibcat process for every summary; exit 1 only means some inputs failed
    proc = subprocess.run([args.nibcat, "dump", "--summary", "--json", *files], capture_output=True, text=True)
    try:
        summaries = {entry["path"]: entry for entry in json.loads(proc.stdout or "[]")}
    except json.JSONDecodeError as error:
        print(f"crosscheck: error: `nibcat dump --summary --json` printed no JSON ({error}); stderr:\n{proc.stderr}", file=sys.stderr)
        return 2

    agree = peer_failures = disagreements = 0
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        rel = os.path.relpath(path, args.corpus)
        try:
            peer = peer_parse(data)
        except Exception as error:  # the peer's own limits: counted, not a disagreement
            peer_failures += 1
            ours = "nibcat reads it" if path in summaries else "nibcat rejects it too"
            print(f"PEER FAILURE {rel}: {type(error).__name__}: {error} ({ours})")
            continue
        summary = summaries.get(path)
        raw_proc = subprocess.run([args.nibcat, "dump", "--raw", "--json", path], capture_output=True, text=True)
        if summary is None or raw_proc.returncode != 0:
            disagreements += 1
            message = (raw_proc.stderr or proc.stderr).strip().splitlines()
            print(f"DISAGREE {rel}: nibcat failed where the peer parsed it: {message[-1] if message else 'no summary'}")
            continue
        if summary.get("format") != "nibArchive":
            disagreements += 1
            print(f"DISAGREE {rel}: nibcat says format {summary.get('format')!r}")
            continue
        diffs: list[str] = []
        compare(path, summary, json.loads(raw_proc.stdout), peer, diffs)
        if diffs:
            disagreements += 1
            print(f"DISAGREE {rel}: {len(diffs)} difference(s)")
            for line in diffs[:MAX_REPORTED]:
                print(f"    {line}")
            if len(diffs) > MAX_REPORTED:
                print(f"    ... {len(diffs) - MAX_REPORTED} more")
        else:
            agree += 1
            if args.verbose:
                print(f"agree {rel}: {summary['objects']} objects, {summary['values']} values")

    print(f"crosscheck: {len(files)} files, {agree} agree, {peer_failures} peer failures, {disagreements} disagreements")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
