#!/usr/bin/env bash
# Compiles every iOS document (a .xib or .storyboard whose targetRuntime is iOS.CocoaTouch)
# under the given folders, once strictly and once with --allow-approximation, for iPhone and
# iPad at a deployment target, and prints what each refused, the counts, and the refusals by
# reason. Real apps have no Xcode output to compare with: this measures how much of them the
# compiler writes, not whether it is what Xcode writes (Scripts/pairs-report.sh does that).
#
# Usage: [NIBCAT=.build/debug/nibcat] [TARGET=13.0] Scripts/real-ios-report.sh FOLDER...
#   TARGET  the minimum deployment target the documents are compiled for
#   FOLDER  checked-out sources, such as DuckDuckGo's or IQKeyboardManager's
set -euo pipefail

NIBCAT="${NIBCAT:-.build/debug/nibcat}"
TARGET="${TARGET:-13.0}"
[ "$#" -gt 0 ] || { echo "usage: $0 FOLDER..." >&2; exit 2; }
[ -x "$NIBCAT" ] || { echo "$0: no nibcat at $NIBCAT (swift build, or name one in NIBCAT)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Compiles $1 with the remaining arguments; the error lines go to $work/errors.
compile() {
    local document="$1" output="$work/out.nib"
    shift
    case "$document" in *.storyboard) output="$work/out.storyboardc" ;; esac
    rm -rf "$output"
    "$NIBCAT" compile "$document" -o "$output" --target-device iphone --target-device ipad \
        --minimum-deployment-target "$TARGET" "$@" > /dev/null 2> "$work/stderr" && return 0
    grep 'error:' "$work/stderr" > "$work/errors" || head -n 1 "$work/stderr" > "$work/errors"
    return 1
}

total=0 strict=0 approximated=0
: > "$work/reasons"
while IFS= read -r -d '' document; do
    grep -q 'targetRuntime="iOS.CocoaTouch' "$document" || continue
    total=$((total + 1))
    if compile "$document"; then
        strict=$((strict + 1))
        approximated=$((approximated + 1))
        continue
    fi
    # Each refusal once per document, without its line, ids and quoted values.
    sed -e 's/^.*error: //' -e 's/"[^"]*"/"…"/g' -e 's/[A-Za-z0-9]\{3\}-[A-Za-z0-9]\{2\}-[A-Za-z0-9]\{3\}/ID/g' "$work/errors" |
        sort -u >> "$work/reasons"
    if compile "$document" --allow-approximation; then
        approximated=$((approximated + 1))
        echo "approximated: $document"
    else
        echo "refused: $(head -n 1 "$work/errors")"
    fi
done < <(find "$@" \( -name '*.xib' -o -name '*.storyboard' \) -type f -print0 | sort -z)

echo "refusals by reason (documents):"
sort "$work/reasons" | uniq -c | sort -rn
echo "$total iOS documents: $strict compile strictly, $approximated with --allow-approximation"
