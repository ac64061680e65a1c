#!/usr/bin/env bash
# Compiles every pair in ../shared/corpus/pairs with our compiler (the pair's module and minimum
# deployment target from pairs.json, and its Xcode version once `nibcat compile` takes --xcode-version) and compares the output with Xcode's using `nibcat diff-nib`.
# Prints per pair: identical, or the number of differences grouped by kind; then the kinds over all
# pairs and "N of M pairs identical". A = our output, B = Xcode's.
#
#   Scripts/pairs-report.sh             # PAIRS_DIR=DIR keeps the compiled outputs there
#
# Environment: NIBCAT (default: the debug build, built now), PAIRS (default ../shared/corpus/pairs),
#              PAIRS_DIR (default: mktemp -d, deleted at exit).
# Exit status: 0 whatever the counts (this is a report), 1 when a command fails.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
PAIRS="${PAIRS:-$REPO_ROOT/../shared/corpus/pairs}"

die() { printf '[pairs-report] ERROR: %s\n' "$*" >&2; exit 1; }

source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages python3
[ -f "$PAIRS/pairs.json" ] || die "no pairs.json in $PAIRS (the shared corpus is missing)"

if [ -z "${NIBCAT:-}" ]; then
    (cd "$REPO_ROOT" && swift build --product nibcat >&2) || die "swift build failed"
    NIBCAT="$(cd "$REPO_ROOT" && swift build --show-bin-path)/nibcat"
fi
[ -x "$NIBCAT" ] || die "nibcat not found at $NIBCAT"

if [ -n "${PAIRS_DIR:-}" ]; then
    mkdir -p "$PAIRS_DIR"
    WORK="$(cd "$PAIRS_DIR" && pwd)"
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/nibcat-pairs.XXXXXX")"
    trap 'rm -rf -- "$WORK"' EXIT
fi

# One line per pair: id, source, xcode output, module ("-" for none), deployment target, Xcode version,
# and the .lproj folder the source was built from ("-" for none), which makes its strings localizable.
python3 - "$PAIRS/pairs.json" > "$WORK/pairs.tsv" <<'PY'
import json, re, sys
for pair in json.load(open(sys.argv[1])):
    lproj = re.search(r"/([^/]+\.lproj)/[^/]+\)$", pair.get("sourceRepository") or "")
    print("\t".join([pair["id"], pair["source"], pair["xcode"], pair.get("module") or "-",
                     pair.get("minimumDeploymentTarget") or "-", pair.get("xcodeVersion") or "-",
                     lproj.group(1) if lproj else "-"]))
PY

# The pair's Xcode version once the compiler takes one (it does not yet).
XCODE_VERSION_OPTION=0
case "$("$NIBCAT" compile --help 2>&1 || true)" in *--xcode-version*) XCODE_VERSION_OPTION=1 ;; esac

while IFS=$'\t' read -r id source xcode module target xcode_version lproj; do
    out="$WORK/$id/$(basename "$xcode")"
    mkdir -p "$WORK/$id"
    input="$PAIRS/$source"
    if [ "$lproj" != "-" ]; then
        # Compiled from the .lproj folder it was built from, as Xcode did.
        mkdir -p "$WORK/$id/source/$lproj"
        cp "$PAIRS/$source" "$WORK/$id/source/$lproj/"
        input="$WORK/$id/source/$lproj/$(basename "$source")"
    fi
    options=()
    [ "$module" != "-" ] && options+=(--module "$module")
    [ "$target" != "-" ] && options+=(--minimum-deployment-target "$target")
    [ "$XCODE_VERSION_OPTION" = 1 ] && [ "$xcode_version" != "-" ] && options+=(--xcode-version "$xcode_version")
    "$NIBCAT" compile "$input" -o "$out" "${options[@]}" > "$WORK/$id/compile.log" 2>&1 \
        || die "nibcat compile failed on $id (see $WORK/$id/compile.log)"
    status=0
    "$NIBCAT" diff-nib --json "$out" "$PAIRS/$xcode" > "$WORK/$id/diff.json" 2> "$WORK/$id/diff.err" || status=$?
    [ "$status" -le 1 ] || die "nibcat diff-nib failed on $id: $(cat "$WORK/$id/diff.err")"
    printf '%s\t%s\n' "$id" "$WORK/$id/diff.json"
done < "$WORK/pairs.tsv" > "$WORK/results.tsv"

python3 - "$WORK/results.tsv" <<'PY'
import collections, json, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
def group(difference):
    if difference["file"] == "Info.plist":
        return "Info.plist"
    return {"fileOnlyInA": "nib file only in A", "fileOnlyInB": "nib file only in B"}.get(
        difference["kind"], difference["kind"])
total = collections.Counter()
identical = 0
for pair, path in rows:
    differences = json.load(open(path))
    counts = collections.Counter(group(d) for d in differences)
    total.update(counts)
    if not differences:
        identical += 1
        print(f"{pair}: identical")
    else:
        kinds = ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items(), key=lambda k: (-k[1], k[0])))
        print(f"{pair}: {len(differences)} differences ({kinds})")
print("all pairs: " + ", ".join(f"{kind} {count}" for kind, count in sorted(total.items(), key=lambda k: (-k[1], k[0]))))
print(f"{identical} of {len(rows)} pairs identical")
PY
