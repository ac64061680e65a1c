#!/usr/bin/env bash
# The report in a real browser: headless Chromium (Debian's `chromium`, installed when missing)
# opens the report of Examples/ and its screenshots and DOM are checked:
#   - the index is not blank (the header band and the page in their colors);
#   - index.html?q=CLASS (a custom class one example document uses) shows that document only;
#   - a document page opened at a lint finding's #object-<id> marks that object: the outline row
#     in the highlight color (a band one row high), and, when the build draws pictures, the
#     object in the inline picture;
#   - when the build draws pictures: BadgeView.xib's BrandColor background and its white label
#     text, and a storyboard's map that is not blank.
# Screenshots are kept in $BROWSER_TEST_DIR (default: a temporary folder, removed at exit).
#
#   Scripts/browser-test.sh                 # builds nibcat (debug) unless NIBCAT names one
#
# Exit status: 0 every check passed, 1 a check failed (each failure printed).
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages chromium python3

log() { printf '[browser-test] %s\n' "$*" >&2; }
failures=0
fail() { printf '[browser-test] FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }
pass() { printf '[browser-test] ok: %s\n' "$*" >&2; }
pixels() { python3 "$SCRIPT_DIR/png-pixels.py" "$@"; }

cd "$REPO_ROOT"
if [ -n "${NIBCAT:-}" ]; then
    BIN="$NIBCAT"
else
    swift build --product nibcat >&2
    BIN="$(swift build --show-bin-path)/nibcat"
fi

if [ -n "${BROWSER_TEST_DIR:-}" ]; then
    WORK="$(mkdir -p "$BROWSER_TEST_DIR" && cd "$BROWSER_TEST_DIR" && pwd)"
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/nibcat-browser-test.XXXXXX")"
    trap 'rm -rf -- "$WORK"' EXIT
fi
DB="$WORK/catalog.sqlite"
SITE="$WORK/site"
rm -f -- "$DB" "$DB-wal" "$DB-shm"
"$BIN" index Examples --db "$DB" >/dev/null
"$BIN" report --db "$DB" -o "$SITE" >&2

WIDTH=1280
HEIGHT=900
# Chromium's own chatter (D-Bus, GPU) goes to a log; the screenshot or DOM is what counts.
browser() {
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$WORK/profile" --window-size="$WIDTH,$HEIGHT" --virtual-time-budget=3000 "$@" \
        2>>"$WORK/chromium.log"
}
screenshot() { browser --screenshot="$1" "$2" >/dev/null; }

# ---------------------------------------------------------------- the index
screenshot "$WORK/index.png" "file://$SITE/index.html"
colors="$(pixels "$WORK/index.png" colors)"
band="$(pixels "$WORK/index.png" at 5 5)"
paper="$(pixels "$WORK/index.png" at $((WIDTH - 5)) $((HEIGHT - 5)))"
if [ "$colors" -gt 20 ] && [ "$band" = "#1f2a44" ] && [ "$paper" = "#ffffff" ]; then
    pass "index: $colors colors, header band $band, page $paper"
else
    fail "index looks blank or unstyled: $colors colors, header $band (want #1f2a44), page $paper (want #ffffff); see $WORK/index.png"
fi

# ---------------------------------------------------------------- search
# A custom class exactly one document's search text holds, and that who-uses puts in that document.
read -r CLASS EXPECTED < <(python3 - "$SITE/index.html" <<'PY'
import html, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
rows = re.findall(r'<tr data-search="([^"]*)">.*?<td class="path"><a href="[^"]*">([^<]*)</a>', text)
classes = re.findall(r'<li><a href="classes/[^"]*">([^<]*)</a>', text)
for name in classes:
    holding = [html.unescape(path) for search, path in rows if name.lower() in html.unescape(search)]
    if len(holding) == 1:
        print(name, holding[0])
        break
PY
)
if [ -z "${CLASS:-}" ]; then
    fail "search: no custom class of the examples is used by exactly one document"
else
    uses="$("$BIN" who-uses "$CLASS" --db "$DB" --no-refresh --json | python3 -c 'import json,sys; print(" ".join(sorted({u["document"] for u in json.load(sys.stdin)})))')"
    [ "$uses" = "$EXPECTED" ] || fail "search: who-uses $CLASS names '$uses', the index '$EXPECTED'"
    browser --dump-dom "file://$SITE/index.html?q=$CLASS" >"$WORK/search.html"
    python3 - "$WORK/search.html" "$EXPECTED" "$CLASS" <<'PY' && pass "search: ?q=$CLASS shows $EXPECTED only" || fail "search: ?q=$CLASS (see $WORK/search.html)"
import html, re, sys
dom, expected, term = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2], sys.argv[3]
rows = re.findall(r'<tr data-search="[^"]*"( hidden="")?>.*?<td class="path"><a href="[^"]*">([^<]*)</a>', dom)
shown = [html.unescape(path) for hidden, path in rows if not hidden]
value = re.search(r'<input id="search"[^>]*>', dom)
problems = []
if len(rows) < 2:
    problems.append(f"{len(rows)} rows in the index")
if shown != [expected]:
    problems.append(f"shown: {shown}")
if f"1 of {len(rows)} documents" not in dom:
    problems.append("the count does not say 1 of %d documents" % len(rows))
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
    screenshot "$WORK/search.png" "file://$SITE/index.html?q=$CLASS"
fi

# ---------------------------------------------------------------- a lint finding's link
read -r FINDING_DOCUMENT OBJECT_ID < <("$BIN" lint --db "$DB" --no-refresh --json | python3 -c '
import json, sys
for finding in json.load(sys.stdin):
    if finding["objectId"] and finding["document"].endswith(".xib"):
        print(finding["document"], finding["objectId"])
        break
')
PAGE="$(python3 - "$SITE/index.html" "$FINDING_DOCUMENT" <<'PY'
import html, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
for href, path in re.findall(r'<td class="path"><a href="([^"]*)">([^<]*)</a>', text):
    if html.unescape(path) == sys.argv[2]:
        print(html.unescape(href))
PY
)"
ROW_COLOR="#ffd84d"
TARGET_COLOR="#ff1f8f"
screenshot "$WORK/finding.png" "file://$SITE/$PAGE#object-$OBJECT_ID"
screenshot "$WORK/finding-unlinked.png" "file://$SITE/$PAGE"
box="$(pixels "$WORK/finding.png" box "$ROW_COLOR")"
before="$(pixels "$WORK/finding-unlinked.png" count "$ROW_COLOR")"
if [ "$box" != none ] && [ "$before" -eq 0 ]; then
    read -r x0 y0 x1 y1 <<<"$box"
    if [ $((y1 - y0)) -ge 14 ] && [ $((y1 - y0)) -le 48 ] && [ $((x1 - x0)) -ge 200 ]; then
        pass "finding: $FINDING_DOCUMENT #object-$OBJECT_ID marks its outline row ($box)"
    else
        fail "finding: the highlight ($box) is not one outline row; see $WORK/finding.png"
    fi
else
    fail "finding: no outline row in $ROW_COLOR at #object-$OBJECT_ID (box $box; $before such pixels without the link); see $WORK/finding.png"
fi

# ---------------------------------------------------------------- pictures (when the build draws them)
if grep -q '<svg' "$SITE/$PAGE"; then
    count="$(pixels "$WORK/finding.png" count "$TARGET_COLOR" --tolerance 40)"
    if [ "$count" -gt 50 ] && [ "$(pixels "$WORK/finding-unlinked.png" count "$TARGET_COLOR" --tolerance 40)" -eq 0 ]; then
        pass "finding: the object is outlined in the picture ($count pixels)"
    else
        fail "finding: the object is not outlined in $TARGET_COLOR in the picture; see $WORK/finding.png"
    fi
    BADGE_PAGE="$(grep -o 'href="documents/[0-9]*\.html">ExampleApp/Views/BadgeView.xib<' "$SITE/index.html" | sed 's/href="//; s/".*//')"
    screenshot "$WORK/badge.png" "file://$SITE/$BADGE_PAGE"
    brand="$(pixels "$WORK/badge.png" box "#3366cc" --tolerance 6)"
    if [ "$brand" = none ]; then
        fail "picture: BadgeView's BrandColor background (#3366cc) is not drawn; see $WORK/badge.png"
    else
        read -r x0 y0 x1 y1 <<<"$brand"
        white="$(pixels "$WORK/badge.png" count "#ffffff" --tolerance 60 --region "$x0" "$y0" "$x1" "$y1")"
        if [ "$white" -gt 4 ]; then
            pass "picture: BadgeView's background at $brand with its white label text ($white pixels)"
        else
            fail "picture: no white label text inside BadgeView's background at $brand; see $WORK/badge.png"
        fi
    fi
    MAP="$(find "$SITE/maps" -name '*.html' 2>/dev/null | sort | head -1)"
    if [ -n "$MAP" ]; then
        screenshot "$WORK/map.png" "file://$MAP"
        colors="$(pixels "$WORK/map.png" colors --region 0 60 "$WIDTH" "$HEIGHT")"
        [ "$colors" -gt 10 ] && pass "map: ${MAP#"$SITE"/} drawn ($colors colors)" || fail "map: ${MAP#"$SITE"/} is blank; see $WORK/map.png"
    else
        fail "map: the build draws pictures but wrote no storyboard map"
    fi
else
    log "SKIP picture checks: this build of nibcat draws no pictures yet (the report's DocumentPictures is not wired to NibRender)"
fi

log "screenshots in $WORK"
[ "$failures" -eq 0 ] || { log "$failures check(s) failed"; exit 1; }
log "all checks passed"
