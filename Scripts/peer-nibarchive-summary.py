#!/usr/bin/env python3
"""The peer's side of Scripts/bench-decode.sh: parses NIBArchive files with the PyPI package
`nibarchive` (1.1.0) and prints what `nibcat dump --summary --json FILE...` prints for them:
a JSON array of {"path", "format", "coderVersion", "objects", "keys", "values", "classNames"}.

    <venv>/bin/python Scripts/peer-nibarchive-summary.py FILE...

Exit status: 0, or 1 when some file could not be parsed (reported on stderr, the others still
printed), like nibcat.
"""
import json
import sys

from nibarchive import NIBArchiveParser


def summary(path: str) -> dict:
    with open(path, "rb") as f:
        archive = NIBArchiveParser(verify=True).parse(f)
    header = archive.header
    return {
        "classNames": [c.name for c in archive.class_names],
        "coderVersion": header.unknown_2,
        "format": "nibArchive",
        "keys": len(archive.keys),
        "objects": len(archive.objects),
        "path": path,
        "values": len(archive.values),
    }


def main(paths: list[str]) -> int:
    if not paths:
        print("usage: peer-nibarchive-summary.py FILE...", file=sys.stderr)
        return 2
    results, status = [], 0
    for path in paths:
        try:
            results.append(summary(path))
        except Exception as error:  # the peer's own errors, reported like nibcat's
            print(f"{path}: error: {type(error).__name__}: {error}", file=sys.stderr)
            status = 1
    json.dump(results, sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
