# The loop of Scripts/real-ios-report.sh and Scripts/real-macos-report.sh, sourced by them: every
# document under the folders ("$@") whose targetRuntime starts with $RUNTIME, compiled by $NIBCAT
# with ${COMPILE_OPTIONS[@]}, strictly and with --allow-approximation. Prints each document only
# approximated or refused, the refusals by reason, how many documents refused strictly did not say
# that --allow-approximation writes them, and "N $KIND documents: ..." last.

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
    "$NIBCAT" compile "$document" -o "$output" "${COMPILE_OPTIONS[@]}" "$@" > /dev/null 2> "$work/stderr" && return 0
    grep 'error:' "$work/stderr" > "$work/errors" || head -n 1 "$work/stderr" > "$work/errors"
    return 1
}

total=0 strict=0 approximated=0 unnoted=0
: > "$work/reasons"
while IFS= read -r -d '' document; do
    grep -q "targetRuntime=\"$RUNTIME" "$document" || continue
    total=$((total + 1))
    if compile "$document"; then
        strict=$((strict + 1))
        approximated=$((approximated + 1))
        continue
    fi
    # Each refusal once per document, without its line, ids (Interface Builder's, and the
    # numbers of documents saved before them) and quoted values.
    sed -e 's/^.*error: //' -e 's/"[^"]*"/"…"/g' -e 's/[A-Za-z0-9]\{3\}-[A-Za-z0-9]\{2\}-[A-Za-z0-9]\{3\}/ID/g' \
        -e 's/selecting [0-9]\{1,\}\([ ,]\)/selecting ID\1/g' "$work/errors" |
        sort -u >> "$work/reasons"
    cp "$work/stderr" "$work/strict-stderr"
    if compile "$document" --allow-approximation; then
        approximated=$((approximated + 1))
        echo "approximated: $document"
        # The strict refusal of such a document must say that the option would write it.
        if ! grep -q -- '--allow-approximation compiles them' "$work/strict-stderr"; then
            unnoted=$((unnoted + 1))
            echo "approximated, but refused strictly without saying so: $document"
        fi
    else
        echo "refused: $(head -n 1 "$work/errors")"
    fi
done < <(find "$@" \( -name '*.xib' -o -name '*.storyboard' \) -type f -print0 | sort -z)

echo "refusals by reason (documents):"
sort "$work/reasons" | uniq -c | sort -rn
echo "$unnoted refused strictly without the note that --allow-approximation writes them"
echo "$total $KIND documents: $strict compile strictly, $approximated with --allow-approximation"
