#!/usr/bin/env bash
# Compiles every AppKit document (a .xib or .storyboard whose targetRuntime is MacOSX.Cocoa)
# under the given folders, once strictly and once with --allow-approximation, and prints what
# each refused and the counts. Real apps have no Xcode output to compare with: this measures how
# much of them the compiler writes, not whether it is what Xcode writes (Scripts/pairs-report.sh
# does that for the pairs).
#
# Usage: PROFILES=DIR [NIBCAT=.build/debug/nibcat] Scripts/real-macos-report.sh FOLDER...
#   PROFILES  a folder of Apple's color profiles (nibcat extract-color-profiles)
#   FOLDER    checked-out sources, such as IINA's, transmission's or Rectangle's
set -euo pipefail

NIBCAT="${NIBCAT:-.build/debug/nibcat}"
PROFILES="${PROFILES:?name a folder of the color profiles in PROFILES (see nibcat extract-color-profiles)}"
[ "$#" -gt 0 ] || { echo "usage: PROFILES=DIR $0 FOLDER..." >&2; exit 2; }
[ -x "$NIBCAT" ] || { echo "$0: no nibcat at $NIBCAT (swift build, or name one in NIBCAT)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Compiles $1 with the remaining arguments; the first error line goes to $work/error.
compile() {
    local document="$1" output="$work/out.nib"
    shift
    case "$document" in *.storyboard) output="$work/out.storyboardc" ;; esac
    rm -rf "$output"
    "$NIBCAT" compile "$document" -o "$output" --target-device mac --color-profiles "$PROFILES" "$@" \
        > /dev/null 2> "$work/stderr" && return 0
    grep -m 1 'error:' "$work/stderr" > "$work/error" || head -n 1 "$work/stderr" > "$work/error"
    return 1
}

total=0 strict=0 approximated=0
while IFS= read -r -d '' document; do
    grep -q 'targetRuntime="MacOSX.Cocoa' "$document" || continue
    total=$((total + 1))
    if compile "$document"; then
        strict=$((strict + 1))
        approximated=$((approximated + 1))
        continue
    fi
    if compile "$document" --allow-approximation; then
        approximated=$((approximated + 1))
        echo "approximated: $document"
    else
        echo "refused: $(cat "$work/error")"
    fi
done < <(find "$@" \( -name '*.xib' -o -name '*.storyboard' \) -type f -print0 | sort -z)

echo "$total AppKit documents: $strict compile strictly, $approximated with --allow-approximation"
