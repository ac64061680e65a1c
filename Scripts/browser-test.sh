#!/usr/bin/env bash
# The report in a real browser: headless Chromium (Debian's `chromium`, installed when missing)
# opens the report of Examples/ and its screenshots and DOM are checked:
#   - the index is not blank (the header band and the page in their colors);
#   - index.html?q=CLASS (a custom class one example document uses) shows that document only;
#   - a document page opened at a lint finding's #object-<id> marks that object: the outline row
#     in the highlight color (a band one row high), and the object in the inline picture (the
#     outline around the element's box, which a script in a copy of the page writes into the DOM);
#   - BadgeView.xib's BrandColor background and its white label text at the frames the document
#     gives, where the page lays the picture out; and its view, scaled whole, in its thumbnail;
#   - YellowView.xib's image of a PDF in the asset catalog drawn in its image view, not hatched;
#   - a storyboard's map that is not blank, with a scene in its own color where the map puts it;
#   - a class page, the images page and a storyboard's page are not blank.
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

# probe PAGE URL-SUFFIX OUT SELECTOR...: a copy of the site's PAGE beside it whose script writes
# the box (getBoundingClientRect, CSS pixels = screenshot pixels) of every element each SELECTOR
# matches into the DOM; OUT gets one line per element: selector-number fill x0 y0 x1 y1. The
# script measures where the URL scrolled the page (lines `scrolled-N …`, and `scroll - 0 scrollY 0
# innerHeight`), then scrolls to the top and measures again: the copy, screenshotted at $OUT.png,
# is at the top then, so the boxes are where the pixels are.
probe() {
    local page="$1" suffix="$2" out="$3"
    shift 3
    local copy="${page%.html}-probe.html"
    python3 - "$SITE/$page" "$SITE/$copy" "$@" <<'PY'
import json, sys
source, copy, selectors = sys.argv[1], sys.argv[2], sys.argv[3:]
script = """<script>
window.addEventListener("load", function () { setTimeout(function () {
  var lines = [];
  var measure = function (tag) {
    %s.forEach(function (selector, number) {
      document.querySelectorAll(selector).forEach(function (element) {
        var box = element.getBoundingClientRect();
        lines.push([tag + number, element.getAttribute("fill") || "-", Math.round(box.left), Math.round(box.top),
          Math.round(box.right), Math.round(box.bottom)].join(" "));
      });
    });
  };
  measure("scrolled-");
  lines.push(["scroll", "-", 0, Math.round(window.scrollY), 0, window.innerHeight].join(" "));
  window.scrollTo(0, 0);
  measure("");
  var pre = document.createElement("pre");
  pre.id = "probe-rects";
  pre.textContent = lines.join("\\n");
  document.body.appendChild(pre);
}, 50); });
</script>""" % json.dumps(selectors)
text = open(source, encoding="utf-8").read()
open(copy, "w", encoding="utf-8").write(text.replace("</body>", script + "</body>"))
PY
    browser --dump-dom "file://$SITE/$copy$suffix" | python3 -c '
import html, re, sys
found = re.search(r"<pre id=\"probe-rects\">(.*?)</pre>", sys.stdin.read(), re.S)
print(html.unescape(found.group(1)) if found else "")' >"$out"
    screenshot "$out.png" "file://$SITE/$copy$suffix"
}
# The box of selector N's first element in a probe's output: x0 y0 x1 y1, or nothing.
box_of() { awk -v n="$2" '$1 == n { print $3, $4, $5, $6; exit }' "$1"; }

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
probe "$PAGE" "#object-$OBJECT_ID" "$WORK/finding" "svg #object-$OBJECT_ID"
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

# ---------------------------------------------------------------- pictures
# The finding's object, outlined in the picture where the picture draws it.
if grep -q '<svg' "$SITE/$PAGE"; then
    object_box="$(box_of "$WORK/finding" 0)"
    read -r scrolled_top scrolled_bottom < <(awk '$1 == "scrolled-0" { print $4, $6; exit }' "$WORK/finding")
    read -r scroll_y view_height < <(awk '$1 == "scroll" { print $4, $6; exit }' "$WORK/finding")
    if [ "${scroll_y:-0}" -gt 0 ] && [ "${scrolled_top:--1}" -ge 0 ] && [ "${scrolled_bottom:-0}" -le "$view_height" ]; then
        pass "finding: #object-$OBJECT_ID scrolls the page ($scroll_y px) to the object in the picture (at $scrolled_top-$scrolled_bottom)"
    else
        fail "finding: #object-$OBJECT_ID does not scroll the object into view (scrollY ${scroll_y:-?}, object at ${scrolled_top:-?}-${scrolled_bottom:-?})"
    fi
    target_box="$(pixels "$WORK/finding.png" box "$TARGET_COLOR" --tolerance 40)"
    count="$(pixels "$WORK/finding.png" count "$TARGET_COLOR" --tolerance 40)"
    if [ -z "$object_box" ] || [ "$target_box" = none ]; then
        fail "finding: no outline in $TARGET_COLOR (object box '$object_box'); see $WORK/finding.png"
    elif python3 - "$object_box" "$target_box" <<'PY'
import sys
object_box = [int(v) for v in sys.argv[1].split()]
target_box = [int(v) for v in sys.argv[2].split()]
# The outline (3 px, 2 px off, a drop shadow) hugs the object: within 12 px outside its box.
inside = target_box[0] >= object_box[0] - 12 and target_box[1] >= object_box[1] - 12 \
    and target_box[2] <= object_box[2] + 12 and target_box[3] <= object_box[3] + 12
around = target_box[0] <= object_box[0] and target_box[1] <= object_box[1] \
    and target_box[2] >= object_box[2] and target_box[3] >= object_box[3]
sys.exit(0 if inside and around else 1)
PY
    then
        [ "$(pixels "$WORK/finding-unlinked.png" count "$TARGET_COLOR" --tolerance 40)" -eq 0 ] \
            && pass "finding: the object (at $object_box) is outlined in the picture ($count pixels at $target_box)" \
            || fail "finding: $TARGET_COLOR drawn without the link; see $WORK/finding-unlinked.png"
    else
        fail "finding: the outline ($target_box) is not around the object ($object_box); see $WORK/finding.png"
    fi
else
    fail "picture: $PAGE has no inline picture"
fi

# BadgeView.xib: its BrandColor background (the catalog's color set) with its white label text,
# at the frames the document gives, where the page lays the picture out.
BADGE_XIB=Examples/ExampleApp/Views/BadgeView.xib
BADGE_PAGE="$(grep -o 'href="documents/[0-9]*\.html">ExampleApp/Views/BadgeView.xib<' "$SITE/index.html" | sed 's/href="//; s/".*//')"
read -r VIEW_ID VIEW_SIZE LABEL_ID LABEL_FRAME LABEL_TEXT < <(python3 - "$BADGE_XIB" <<'PY'
import sys
import xml.etree.ElementTree as ET
objects = ET.parse(sys.argv[1]).getroot().find("objects")
view = objects.find("view")
label = view.find("subviews/label")
def frame(element):
    rect = element.find("rect[@key='frame']")
    return [float(rect.get(key)) for key in ("x", "y", "width", "height")]
print(view.get("id"), "%gx%g" % tuple(frame(view)[2:]), label.get("id"), ",".join("%g" % v for v in frame(label)), label.get("text"))
PY
)
probe "$BADGE_PAGE" "" "$WORK/badge-probe" "svg #object-$VIEW_ID > rect.frame" "svg #object-$LABEL_ID > rect.frame"
view_box="$(box_of "$WORK/badge-probe" 0)"
label_box="$(box_of "$WORK/badge-probe" 1)"
if [ -z "$view_box" ] || [ -z "$label_box" ]; then
    fail "picture: BadgeView's view or label is not in the picture; see $WORK/badge-probe"
elif python3 - "$WORK/badge-probe.png" "$view_box" "$VIEW_SIZE" "$label_box" "$LABEL_FRAME" <<PY
import sys
sys.path.insert(0, "$SCRIPT_DIR")
png = __import__("png-pixels")
image = png.read_png(sys.argv[1])
view = [int(v) for v in sys.argv[2].split()]
width, height = (float(v) for v in sys.argv[3].split("x"))
label = [int(v) for v in sys.argv[4].split()]
lx, ly, lw, lh = (float(v) for v in sys.argv[5].split(","))
problems = []
# One point is one CSS pixel: the boxes are the document's frames, the label at its place in the view.
if abs(view[2] - view[0] - width) > 1 or abs(view[3] - view[1] - height) > 1:
    problems.append(f"the view is drawn {view[2] - view[0]}x{view[3] - view[1]}, the document says {width:g}x{height:g}")
if abs(label[0] - view[0] - lx) > 1 or abs(label[1] - view[1] - ly) > 1 or abs(label[2] - label[0] - lw) > 1:
    problems.append(f"the label is drawn at {label}, the document puts it at {lx:g},{ly:g} {lw:g}x{lh:g} in the view at {view}")
brand = png.parse_color("#3366cc")
close = lambda value, color, tolerance: all(abs(value[c] - color[c]) <= tolerance for c in range(3))
corners = [(view[0] + 2, view[1] + 2), (view[2] - 3, view[1] + 2), (view[0] + 2, view[3] - 3), (view[2] - 3, view[3] - 3)]
for x, y in corners:
    if not close(png.pixel(image, x, y), brand, 6):
        problems.append("(%d, %d) is #%02x%02x%02x, not BrandColor #3366cc" % ((x, y) + png.pixel(image, x, y)))
white = list(png.matching(image, (255, 255, 255), (view[0], view[1], view[2], view[3]), 60))
if len(white) < 5:
    problems.append(f"{len(white)} white text pixels in the view")
elif not all(label[0] - 1 <= x < label[2] + 1 and label[1] - 1 <= y < label[3] + 1 for x, y in white):
    problems.append("white pixels outside the label's frame")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
then
    pass "picture: BadgeView's BrandColor background at $view_box ($VIEW_SIZE), its label \"$LABEL_TEXT\" in white inside $label_box"
else
    fail "picture: BadgeView is not drawn as the document says; see $WORK/badge-probe.png"
fi

# The index's thumbnail of BadgeView.xib (a cell of a shared sheet, the link's background): the
# view's BrandColor, scaled whole into the link's box, with the view's proportions.
probe index.html "?q=BadgeView" "$WORK/thumbnail-probe" 'tr[data-search^="exampleapp/views/badgeview.xib "] a.sheet'
thumbnail_box="$(box_of "$WORK/thumbnail-probe" 0)"
if [ -z "$thumbnail_box" ]; then
    fail "thumbnail: no thumbnail in BadgeView's row of the index; see $WORK/thumbnail-probe"
else
    brand_box="$(pixels "$WORK/thumbnail-probe.png" box "#3366cc" --region $thumbnail_box --tolerance 8)"
    if python3 - "$thumbnail_box" "$brand_box" "$VIEW_SIZE" <<'PY'
import sys
link = [int(v) for v in sys.argv[1].split()]
brand = sys.argv[2].split()
width, height = (float(v) for v in sys.argv[3].split("x"))
if brand == ["none"]:
    sys.exit("no BrandColor pixels in the thumbnail")
x0, y0, x1, y1 = (int(v) for v in brand)
if x1 - x0 < 20 or y1 - y0 < 5:
    sys.exit(f"the BrandColor region {brand} is too small")
drawn, document = (x1 - x0) / (y1 - y0), width / height
if abs(drawn - document) > 0.15 * document:
    sys.exit(f"the BrandColor region is {x1 - x0}x{y1 - y0}, not in the view's proportions {width:g}x{height:g}")
PY
    then
        pass "thumbnail: BadgeView's BrandColor at $brand_box inside its link at $thumbnail_box, in the view's proportions"
    else
        fail "thumbnail: BadgeView's thumbnail does not show its view; see $WORK/thumbnail-probe.png"
    fi
fi

# YellowView.xib's image view shows seal, a PDF in the asset catalog: drawn (its orange disc and
# white check mark inside the image view's frame), not the hatching of a missing image.
YELLOW_PAGE="$(grep -o 'href="documents/[0-9]*\.html">ExampleApp/Views/YellowView.xib<' "$SITE/index.html" | sed 's/href="//; s/".*//')"
SEAL_VIEW="$(python3 -c 'import sys, xml.etree.ElementTree as ET; print(ET.parse(sys.argv[1]).find(".//imageView[@image=\"seal\"]").get("id"))' \
    Examples/ExampleApp/Views/YellowView.xib)"
probe "$YELLOW_PAGE" "" "$WORK/seal-probe" "svg #object-$SEAL_VIEW > rect.frame" 'svg .missing-image[data-image-name="seal"]'
seal_box="$(box_of "$WORK/seal-probe" 0)"
if [ -z "$seal_box" ]; then
    fail "vector image: YellowView's image view is not in the picture; see $WORK/seal-probe"
elif [ -n "$(box_of "$WORK/seal-probe" 1)" ]; then
    fail "vector image: seal.pdf is drawn as missing; see $WORK/seal-probe.png"
elif python3 - "$WORK/seal-probe.png" "$seal_box" <<PY
import sys
sys.path.insert(0, "$SCRIPT_DIR")
png = __import__("png-pixels")
image = png.read_png(sys.argv[1])
x0, y0, x1, y1 = (int(v) for v in sys.argv[2].split())
width, height = image[0], image[1]
# seal.pdf's disc is 1 0.584 0 (#ff9500): most of the frame's area, and nowhere else on the page.
inside = list(png.matching(image, (255, 149, 0), (x0, y0, x1, y1), 12))
everywhere = list(png.matching(image, (255, 149, 0), (0, 0, width, height), 12))
white = list(png.matching(image, (255, 255, 255), (x0 + 8, y0 + 8, x1 - 8, y1 - 8), 30))
area = (x1 - x0) * (y1 - y0)
problems = []
if len(inside) < area * 0.6:
    problems.append(f"{len(inside)} orange pixels in the {area}-pixel frame")
if len(everywhere) > len(inside):
    problems.append(f"{len(everywhere) - len(inside)} orange pixels outside the frame")
if len(white) < 10:
    problems.append(f"no check mark ({len(white)} white pixels in the disc)")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
PY
then
    pass "vector image: seal.pdf drawn in YellowView's image view at $seal_box, not hatched"
else
    fail "vector image: seal.pdf is not drawn in its image view; see $WORK/seal-probe.png"
fi

# A storyboard's map: not blank, and a scene drawn in its color where the map puts the scene.
MAP="$(find "$SITE/maps" -name '*.html' 2>/dev/null | sort | head -1)"
if [ -z "$MAP" ]; then
    fail "map: no storyboard map in the report"
else
    MAP="${MAP#"$SITE"/}"
    # A scene shows its background, or its views over it: each root view's frame is probed.
    probe "$MAP" "" "$WORK/map-probe" "svg rect.scene-background" "svg g[id^=scene-] > svg > g > rect.frame"
    colors="$(pixels "$WORK/map-probe.png" colors --region 0 60 "$WIDTH" "$HEIGHT")"
    scene="$(python3 - "$WORK/map-probe.png" "$WORK/map-probe" "$WIDTH" "$HEIGHT" <<PY
import sys
sys.path.insert(0, "$SCRIPT_DIR")
png = __import__("png-pixels")
image = png.read_png(sys.argv[1])
width, height = int(sys.argv[3]), int(sys.argv[4])
for line in open(sys.argv[2]):
    _, fill, x0, y0, x1, y1 = line.split()
    # A scene in a color of its own (white is the page's too), inside the screenshot. The scene
    # draws its views over the background, so any of a few points inside it may show the color.
    if not fill.startswith("#") or fill.lower() == "#ffffff" or int(x1) - int(x0) <= 20:
        continue
    points = [(int(x0) + (int(x1) - int(x0)) * i // 4, int(y0) + (int(y1) - int(y0)) * j // 4) for i in (1, 2, 3) for j in (1, 2, 3)]
    found = [(x, y) for x, y in points if 0 <= x < width and 0 <= y < height
             and all(abs(png.pixel(image, x, y)[c] - png.parse_color(fill)[c]) <= 3 for c in range(3))]
    if found:
        print(fill, *found[0])
        break
PY
)"
    if [ "$colors" -gt 10 ] && [ -n "$scene" ]; then
        pass "map: $MAP drawn ($colors colors), a scene's $scene"
    else
        fail "map: $MAP blank or no scene in its color ($colors colors, scene '$scene'); see $WORK/map-probe.png"
    fi
fi

# Pages a person looks at (kept for that; not blank).
CLASS_PAGE="$(grep -o 'href="classes/[^"]*"' "$SITE/index.html" | head -1 | sed 's/href="//; s/"$//')"
STORYBOARD_PAGE="$(grep -o 'href="documents/[0-9]*\.html">[^<]*\.storyboard<' "$SITE/index.html" | head -1 | sed 's/href="//; s/".*//')"
for page in "$CLASS_PAGE" images.html "$STORYBOARD_PAGE"; do
    shot="$WORK/page-$(basename "$page" .html).png"
    screenshot "$shot" "file://$SITE/$page"
    colors="$(pixels "$shot" colors)"
    [ "$colors" -gt 20 ] && pass "page: $page ($colors colors)" || fail "page: $page is blank; see $shot"
done

log "screenshots in $WORK"
[ "$failures" -eq 0 ] || { log "$failures check(s) failed"; exit 1; }
log "all checks passed"
