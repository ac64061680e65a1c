#!/usr/bin/env python3
"""Cross-check what `nibcat compile` writes: every iOS document under the given folders is compiled
twice, and the nibs are decoded by the PyPI peer `nibarchive` (1.1.0) and by nibcat itself.

Run it through Scripts/crosscheck-compiled.sh, which installs the peer into a venv and builds nibcat.
By hand: <venv>/bin/python Scripts/crosscheck-compiled.py --nibcat BIN [--keep DIR] [-v] FOLDER...

Documents: every `.xib` and `.storyboard` under the folders, except 0-byte files and macOS ones
(their <document> has targetRuntime="MacOSX.Cocoa" or a type containing ".Cocoa."). For each:
  - `nibcat compile DOC -o OUT` must exit 0 (its warnings are counted, not failures); a .xib gives
    one .nib file, a .storyboard a .storyboardc folder;
  - a second `nibcat compile`, in another process into another folder, must write byte-identical
    output (the same files, the same bytes: what `diff -r` / `cmp` would check);
  - every .nib written must be parsed by the peer, and `nibcat dump --summary --json` and
    `nibcat dump --raw --json` must agree with it: object, key, value and class-name counts, class
    names, and every object, key and value (the comparison, and the peer quirks it allows for, are
    those of Scripts/crosscheck-nibarchive.py, imported from it);
  - every .storyboardc/Info.plist must be a binary property list that python3 plistlib loads, with
    UIStoryboardVersion == 1, UIViewControllerIdentifiersToNibNames a dictionary of strings, and
    <name>.nib in the folder for every nib name it lists; when present,
    UIStoryboardDesignatedEntryPointIdentifier must be one of its identifiers. A storyboard without
    any <scene> may give an Info.plist alone (an empty map); any other output without a nib fails.
A peer failure on a compiled nib is a failure here (unlike in the corpus cross-check).
Exit status: 0 when every check passes, 1 on any failure (each printed with the document named),
2 on set-up errors.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# The per-file comparison of the corpus cross-check, reused as is (the module needs the peer).
_spec = importlib.util.spec_from_file_location("crosscheck_nibarchive", os.path.join(HERE, "crosscheck-nibarchive.py"))
crosscheck = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(crosscheck)

DOCUMENT_TAG = re.compile(rb"<document\b[^>]*>", re.DOTALL)
ATTRIBUTE = re.compile(rb'\b(type|targetRuntime)\s*=\s*"([^"]*)"')
MAX_REPORTED = crosscheck.MAX_REPORTED


def find_documents(roots: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """iOS documents to compile, and (path, reason) for the ones skipped."""
    documents, skipped = [], []
    for root in roots:
        for directory, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith((".xib", ".storyboard")):
                    continue
                path = os.path.join(directory, name)
                if os.path.getsize(path) == 0:
                    skipped.append((path, "empty"))
                    continue
                with open(path, "rb") as f:
                    head = f.read(64 * 1024)
                tag = DOCUMENT_TAG.search(head)
                attributes = dict(ATTRIBUTE.findall(tag.group(0))) if tag else {}
                if (attributes.get(b"targetRuntime") == b"MacOSX.Cocoa"
                        or b".Cocoa." in attributes.get(b"type", b"")):
                    skipped.append((path, "macOS"))
                    continue
                documents.append(path)
    return documents, skipped


def output_name(index: int, document: str) -> str:
    stem, extension = os.path.splitext(os.path.basename(document))
    return f"{index:04d}-{stem}" + (".storyboardc" if extension == ".storyboard" else ".nib")


def files_under(path: str) -> dict[str, bytes]:
    """Relative path -> contents of the file at `path`, or of every file under the folder `path`."""
    if os.path.isfile(path):
        with open(path, "rb") as f:
            return {"": f.read()}
    found = {}
    for directory, dirs, files in os.walk(path):
        dirs.sort()
        for name in sorted(files):
            full = os.path.join(directory, name)
            with open(full, "rb") as f:
                found[os.path.relpath(full, path)] = f.read()
    return found


def nibs_in(output: str) -> list[str]:
    if os.path.isfile(output):
        return [output]
    return [os.path.join(output, rel) for rel in sorted(files_under(output)) if rel.endswith(".nib")]


def check_info_plist(folder: str, problems: list[str]) -> None:
    path = os.path.join(folder, "Info.plist")
    if not os.path.isfile(path):
        problems.append("no Info.plist")
        return
    with open(path, "rb") as f:
        data = f.read()
    if not data.startswith(b"bplist00"):
        problems.append("Info.plist is not a binary property list (no bplist00 header)")
    try:
        info = plistlib.loads(data)
    except Exception as error:
        problems.append(f"Info.plist: plistlib cannot load it: {type(error).__name__}: {error}")
        return
    if not isinstance(info, dict):
        problems.append(f"Info.plist: top level is {type(info).__name__}, not a dictionary")
        return
    version = info.get("UIStoryboardVersion")
    if version != 1 or isinstance(version, bool):
        problems.append(f"Info.plist: UIStoryboardVersion is {version!r}, not 1")
    names = info.get("UIViewControllerIdentifiersToNibNames")
    if not isinstance(names, dict):
        problems.append(f"Info.plist: UIViewControllerIdentifiersToNibNames is {type(names).__name__}, not a dictionary")
        return
    listed = list(names.values())
    entry = info.get("UIStoryboardDesignatedEntryPointIdentifier")
    if entry is not None:
        if entry not in names:
            problems.append(f"Info.plist: entry point {entry!r} is not in UIViewControllerIdentifiersToNibNames")
    for identifier, nib in names.items():
        if not isinstance(nib, str):
            problems.append(f"Info.plist: identifier {identifier!r} maps to {type(nib).__name__}, not a nib name")
        elif not os.path.exists(os.path.join(folder, nib + ".nib")):
            problems.append(f"Info.plist: identifier {identifier!r} names {nib!r}, but there is no {nib}.nib")


def compile_once(nibcat: str, document: str, output: str) -> tuple[int, str]:
    proc = subprocess.run([nibcat, "compile", document, "-o", output], capture_output=True, text=True)
    return proc.returncode, proc.stderr


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nibcat", required=True, help="the nibcat binary")
    parser.add_argument("--keep", metavar="DIR", help="write the outputs under DIR (kept) instead of a temp dir")
    parser.add_argument("-v", "--verbose", action="store_true", help="print a line for every document")
    parser.add_argument("folders", nargs="+", help="folders to search for .xib and .storyboard files")
    args = parser.parse_args()

    for folder in args.folders:
        if not os.path.isdir(folder):
            print(f"crosscheck-compiled: error: not a folder: {folder}", file=sys.stderr)
            return 2
    documents, skipped = find_documents(args.folders)
    if not documents:
        print(f"crosscheck-compiled: error: no iOS documents under {' '.join(args.folders)}", file=sys.stderr)
        return 2

    if args.keep:
        work = os.path.abspath(args.keep)
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
    else:
        work = tempfile.mkdtemp(prefix="nibcat-crosscheck-compiled.")
    first, second = os.path.join(work, "run1"), os.path.join(work, "run2")
    os.makedirs(first)
    os.makedirs(second)

    failures: dict[str, list[str]] = {}  # document -> problems, in document order
    def fail(document: str, problem: str) -> None:
        failures.setdefault(document, []).append(problem)

    try:
        # ---------------------------------------------------------- compile twice
        compiled: list[tuple[str, str]] = []  # (document, output of the first run)
        warnings = identical = 0
        for index, document in enumerate(documents):
            name = output_name(index, document)
            outputs = []
            for run in (first, second):
                output = os.path.join(run, name)
                status, stderr = compile_once(args.nibcat, document, output)
                if status != 0:
                    lines = stderr.strip().splitlines()
                    fail(document, f"`nibcat compile` exited {status}: {lines[-1] if lines else '(no message)'}")
                    break
                if not os.path.exists(output):
                    fail(document, f"`nibcat compile` exited 0 but wrote nothing at {output}")
                    break
                outputs.append(output)
                if run is first:
                    warnings += sum(1 for line in stderr.splitlines() if ": warning: " in line)
            if len(outputs) != 2:
                continue
            compiled.append((document, outputs[0]))
            a, b = files_under(outputs[0]), files_under(outputs[1])
            if a == b:
                identical += 1
            else:
                differing = sorted(set(a) ^ set(b)) + sorted(k for k in set(a) & set(b) if a[k] != b[k])
                fail(document, f"two compilations differ: {', '.join(k or '(the nib)' for k in differing[:MAX_REPORTED])}")

        # ---------------------------------------------------------- decode every nib two ways
        nib_owner: dict[str, str] = {}
        for document, output in compiled:
            found = nibs_in(output)
            if not found:
                # A storyboard without scenes compiles to an Info.plist alone.
                with open(document, "rb") as f:
                    has_scenes = b"<scene " in f.read()
                if has_scenes or not os.path.isdir(output):
                    fail(document, "no .nib in the output")
            for nib in found:
                nib_owner[nib] = document
        nibs = list(nib_owner)
        summaries: dict[str, dict] = {}
        if nibs:
            proc = subprocess.run([args.nibcat, "dump", "--summary", "--json", *nibs], capture_output=True, text=True)
            try:
                summaries = {entry["path"]: entry for entry in json.loads(proc.stdout or "[]")}
            except json.JSONDecodeError as error:
                print(f"crosscheck-compiled: error: `nibcat dump --summary --json` printed no JSON ({error}); stderr:\n{proc.stderr}",
                      file=sys.stderr)
                return 2
        agree = 0
        for nib in nibs:
            document = nib_owner[nib]
            label = os.path.relpath(nib, first)
            with open(nib, "rb") as f:
                data = f.read()
            try:
                peer = crosscheck.peer_parse(data)
            except Exception as error:
                fail(document, f"{label}: the peer cannot parse it: {type(error).__name__}: {error}")
                continue
            summary = summaries.get(nib)
            raw_proc = subprocess.run([args.nibcat, "dump", "--raw", "--json", nib], capture_output=True, text=True)
            if summary is None or raw_proc.returncode != 0:
                message = raw_proc.stderr.strip().splitlines()
                fail(document, f"{label}: nibcat dump fails: {message[-1] if message else 'no summary'}")
                continue
            if summary.get("format") != "nibArchive":
                fail(document, f"{label}: nibcat dump says format {summary.get('format')!r}")
                continue
            diffs: list[str] = []
            crosscheck.compare(nib, summary, json.loads(raw_proc.stdout), peer, diffs)
            if diffs:
                more = f" (+{len(diffs) - MAX_REPORTED} more)" if len(diffs) > MAX_REPORTED else ""
                fail(document, f"{label}: nibcat and the peer disagree: {'; '.join(diffs[:MAX_REPORTED])}{more}")
                continue
            agree += 1
            if args.verbose:
                print(f"agree {label}: {summary['objects']} objects, {summary['values']} values")

        # ---------------------------------------------------------- Info.plist
        plists = plists_ok = 0
        for document, output in compiled:
            if not os.path.isdir(output):
                continue
            plists += 1
            problems: list[str] = []
            check_info_plist(output, problems)
            for problem in problems:
                fail(document, f"{os.path.relpath(output, first)}: {problem}")
            plists_ok += not problems
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    for document, problems in failures.items():
        for problem in problems:
            print(f"FAIL {document}: {problem}")
    if args.verbose:
        for path, reason in skipped:
            print(f"skip {path}: {reason}")
    xibs = sum(1 for d in documents if d.endswith(".xib"))
    macos = sum(1 for _, reason in skipped if reason == "macOS")
    print(f"crosscheck-compiled: {len(documents)} documents ({xibs} xib, {len(documents) - xibs} storyboard; "
          f"skipped {macos} macOS, {len(skipped) - macos} empty), {len(compiled)} compiled twice, "
          f"{identical} byte-identical recompiles, {len(nibs)} nibs, {agree} agree with the peer, "
          f"{plists_ok}/{plists} Info.plists valid, {warnings} compiler warnings, "
          f"{len(failures)} documents failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
