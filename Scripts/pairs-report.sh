#!/usr/bin/env bash
# Compiles every pair in ../shared/corpus/pairs with our compiler (the pair's module, minimum
# deployment target, Xcode version and target devices from pairs.json) and compares the output with
# Xcode's using `nibcat diff-nib`. Prints per pair: identical, or the number of differences grouped
# by kind; then the kinds over all pairs, "N of M pairs identical", the nibs identical, those
# that differ only in the upstream placeholder names Xcode 6.4 to 11.3 draws at random (the same
# storyboard built twice by one Xcode gets other names), those that differ further only in color
# components a few float32 steps from Xcode's (ColorSync's arithmetic, `IBColorSpace`), the object
# similarity (`diff-nib --objects`:
# per nib, twice the objects matched over both sides' objects, averaged over Xcode's nibs), and the
# storyboards with Xcode's files.
# A = our output, B = Xcode's.
#
#   Scripts/pairs-report.sh             # PAIRS_DIR=DIR keeps the compiled outputs there
#   PAIRS=../shared/corpus/pairs-macos Scripts/pairs-report.sh
#
# macOS pairs are compiled as AppKitCompilerConformanceTests compiles them: with Apple's color
# profiles taken from the corpus's Xcode nibs (the older gray profile for Xcodes before 12.3), the
# build Mac's scrollers from Tests/Fixtures/Compiler/pairs-macos-overlay-scrollers.txt, its
# processor from Tests/Fixtures/Compiler/pairs-macos-intel-builds.txt, and viraptor/ibtool's samples with the module TestModule and the locale en_AU they were compiled with.
#
# Environment: NIBCAT (default: the debug build, built now), PAIRS (default ../shared/corpus/pairs),
#              PAIRS_DIR (default: mktemp -d, deleted at exit).
# Exit status: 0 whatever the counts (this is a report; a document the compiler refuses is counted
# and named on stderr), 1 when a command fails.
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

nibcat_work_dir "${PAIRS_DIR:-}" nibcat-pairs

# One line per pair: id, source, xcode output, module ("-" for none), deployment target, Xcode version,
# the .lproj folder the source was built from ("-" for none), which makes its strings localizable,
# and the target devices Xcode passed ("iphone,ipad"; "-" for none).
python3 - "$PAIRS/pairs.json" "$REPO_ROOT/Tests/Fixtures/Compiler/pairs-macos-overlay-scrollers.txt" \
    "$REPO_ROOT/Tests/Fixtures/Compiler/pairs-macos-intel-builds.txt" > "$WORK/pairs.tsv" <<'PY'
import json, re, sys
overlay = {l.strip() for l in open(sys.argv[2]) if l.strip() and not l.startswith("#")}
intel = {l.strip() for l in open(sys.argv[3]) if l.strip() and not l.startswith("#")}
for pair in json.load(open(sys.argv[1])):
    macos = pair.get("platform") == "macos"
    module = pair.get("module") or ("TestModule" if macos and pair["id"].startswith("ibtool-") else "-")
    version = pair.get("xcodeVersion") or ""
    # The color profiles, scrollers and processor of the Mac that built a macOS pair ("-" for iOS,
    # and for the processor the Xcode's usual one).
    profiles = ("older" if version and int(version) < 1230 else "newer") if macos else "-"
    scrollers = ("overlay" if pair["id"] in overlay else "legacy") if macos else "-"
    architecture = "x86_64" if pair["id"] in intel else "-"
    lproj = re.search(r"/([^/]+\.lproj)/[^/]+\)$", pair.get("sourceRepository") or "")
    arguments = pair.get("ibtoolArguments") or []
    devices = [arguments[i + 1] for i, a in enumerate(arguments[:-1]) if a == "--target-device"]
    devices += [a.split("=", 1)[1] for a in arguments if a.startswith("--target-device=")]
    devices = [d for d in devices if d in ("iphone", "ipad")]
    print("\t".join([pair["id"], pair["source"], pair["xcode"], module,
                     pair.get("minimumDeploymentTarget") or "-", pair.get("xcodeVersion") or "-",
                     lproj.group(1) if lproj else "-", ",".join(devices) or "-", profiles, scrollers, architecture]))
PY

# Apple's color profiles for macOS pairs, out of the corpus's Xcode nibs (nibcat ships none).
MACOS_PAIRS="$REPO_ROOT/../shared/corpus/pairs-macos"
if cut -f9 "$WORK/pairs.tsv" | grep -qv '^-$'; then
    nibcat_macos_color_profiles "$NIBCAT" "$MACOS_PAIRS" "$WORK" || die "extracting the color profiles failed"
fi

# The options the binary measured takes (an older build may not).
COMPILE_HELP="$("$NIBCAT" compile --help 2>&1 || true)"
XCODE_VERSION_OPTION=0
case "$COMPILE_HELP" in *--xcode-version*) XCODE_VERSION_OPTION=1 ;; esac
ALLOW_APPROXIMATION_OPTION=0
case "$COMPILE_HELP" in *--allow-approximation*) ALLOW_APPROXIMATION_OPTION=1 ;; esac

while IFS=$'\t' read -r id source xcode module target xcode_version lproj devices profiles scrollers architecture; do
    out="$WORK/$id/$(basename "$xcode")"
    mkdir -p "$WORK/$id"
    input="$PAIRS/$source"
    if [ "$lproj" != "-" ]; then
        # Compiled from the .lproj folder it was built from, as Xcode did.
        mkdir -p "$WORK/$id/source/$lproj"
        cp "$PAIRS/$source" "$WORK/$id/source/$lproj/"
        input="$WORK/$id/source/$lproj/$(basename "$source")"
    fi
    # The report measures how close the output is: what the compiler approximates is compiled
    # (with warnings) and compared like the rest.
    options=()
    [ "$ALLOW_APPROXIMATION_OPTION" = 1 ] && options+=(--allow-approximation)
    [ "$module" != "-" ] && options+=(--module "$module")
    [ "$target" != "-" ] && options+=(--minimum-deployment-target "$target")
    [ "$XCODE_VERSION_OPTION" = 1 ] && [ "$xcode_version" != "-" ] && options+=(--xcode-version "$xcode_version")
    if [ "$devices" != "-" ]; then
        for device in ${devices//,/ }; do options+=(--target-device "$device"); done
    fi
    [ "$profiles" != "-" ] && options+=(--color-profiles "$WORK/profiles-$profiles")
    [ "$scrollers" != "-" ] && options+=(--scroller-style "$scrollers")
    [ "$architecture" != "-" ] && options+=(--build-architecture "$architecture")
    case "$id" in ibtool-*) [ "$scrollers" != "-" ] && options+=(--build-locale en_AU) ;; esac
    if ! "$NIBCAT" compile "$input" -o "$out" "${options[@]}" > "$WORK/$id/compile.log" 2>&1; then
        # A document the compiler refuses is a result, not the end of the report.
        # The first error, which warnings may precede; else the first line.
        reason="$(grep -m 1 ': error: ' "$WORK/$id/compile.log" || head -n 1 "$WORK/$id/compile.log")"
        printf '[pairs-report] %s: nibcat compile failed: %s\n' "$id" "$reason" >&2
        echo '[{"file": "", "path": "", "kind": "compileFailed", "a": null, "b": null}]' > "$WORK/$id/diff.json"
        echo '[]' > "$WORK/$id/objects.json"
        printf '%s\t%s\t%s\t%s\n' "$id" "$WORK/$id/diff.json" "$PAIRS/$xcode" "$WORK/$id/objects.json"
        continue
    fi
    for report in diff objects; do
        status=0
        flags=(--json)
        [ "$report" = objects ] && flags+=(--objects)
        "$NIBCAT" diff-nib "${flags[@]}" "$out" "$PAIRS/$xcode" > "$WORK/$id/$report.json" 2> "$WORK/$id/diff.err" || status=$?
        [ "$status" -le 1 ] || die "nibcat diff-nib failed on $id: $(cat "$WORK/$id/diff.err")"
    done
    printf '%s\t%s\t%s\t%s\n' "$id" "$WORK/$id/diff.json" "$PAIRS/$xcode" "$WORK/$id/objects.json"
done < "$WORK/pairs.tsv" > "$WORK/results.tsv"

python3 - "$WORK/results.tsv" <<'PY'
import collections, json, os, struct, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
def group(difference):
    if difference["file"] == "Info.plist":
        return "Info.plist"
    return {"fileOnlyInA": "nib file only in A", "fileOnlyInB": "nib file only in B"}.get(
        difference["kind"], difference["kind"])
total = collections.Counter()
identical = 0
nibs = identical_nibs = storyboards = same_files = failures = random_only_nibs = color_step_nibs = 0
def upstream(value):
    return isinstance(value, str) and value.startswith('"UpstreamPlaceholder-')
def random_only(found):
    """True when every difference comes from the upstream placeholder names Xcode 6.4 to 11.3
    draws at random: the names themselves, and the external-objects tables they order."""
    return bool(found) and all(
        (d["kind"] == "value" and upstream(d["a"]) and upstream(d["b"]))
        or "UIExternalObjectsTableForViewLoading" in d["path"] for d in found)
COMPONENTS = (".UIRed", ".UIGreen", ".UIBlue", ".UIWhite")
def float32_steps(a, b):
    """How many float32 values lie from a to b (None when either is no number or their signs differ)."""
    try:
        bits = [struct.unpack("<i", struct.pack("<f", float(v)))[0] for v in (a, b)]
    except (TypeError, ValueError, OverflowError):
        return None
    return abs(bits[0] - bits[1]) if (float(a) < 0) == (float(b) < 0) else None
def color_steps_only(found):
    """True when some difference is a color component within 8 float32 steps of Xcode's (a color
    Xcode converted through ColorSync, whose float32 arithmetic the compiler comes close to but
    does not repeat) and every other one is a random placeholder name's."""
    def color_step(d):
        steps = float32_steps(d["a"], d["b"]) if d["kind"] == "value" and d["path"].endswith(COMPONENTS) else None
        return steps is not None and steps <= 8
    return any(color_step(d) for d in found) and all(color_step(d) or random_only([d]) for d in found)
similarities = []
def similarity(entries):
    """The Dice coefficient of one nib's objects, its variants' counts summed; 0 when not compiled."""
    total = sum(e["objects"]["objectsInA"] + e["objects"]["objectsInB"] for e in entries)
    return 2 * sum(e["objects"]["matchedObjects"] for e in entries) / total if total else 0.0
for pair, path, xcode, objects_path in rows:
    differences = json.load(open(path))
    objects = json.load(open(objects_path))
    failed = any(d["kind"] == "compileFailed" for d in differences)
    failures += failed
    if xcode.endswith(".storyboardc"):
        # A nib is identical when no difference is in it (a folder nib's variants count as one nib).
        names = sorted(n for n in os.listdir(xcode) if n.endswith(".nib"))
        differing = {d["file"].split("/")[0] for d in differences}
        nibs += len(names)
        identical_nibs += 0 if failed else sum(1 for name in names if name not in differing)
        random_only_nibs += 0 if failed else sum(
            1 for name in names if random_only([d for d in differences if d["file"].split("/")[0] == name]))
        color_step_nibs += 0 if failed else sum(
            1 for name in names if color_steps_only([d for d in differences if d["file"].split("/")[0] == name]))
        similarities += [similarity([e for e in objects if e["file"].split("/")[0] == name]) for name in names]
        storyboards += 1
        same_files += not failed and not any(
            d["kind"] in ("fileOnlyInA", "fileOnlyInB", "form") or d["file"] == "Info.plist" for d in differences)
    else:
        # A xib's nib, a file or a folder of variants, is one nib.
        nibs += 1
        identical_nibs += not differences
        random_only_nibs += random_only(differences)
        color_step_nibs += color_steps_only(differences)
        similarities.append(similarity(objects))
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
print(f"{identical_nibs} of {nibs} nibs identical ({100 * identical_nibs / max(nibs, 1):.1f}%)")
print(f"{random_only_nibs} more nibs differ only in the upstream placeholder names Xcode draws at random")
print(f"{color_step_nibs} more nibs differ only in converted color components within 8 float32 steps of Xcode's (and placeholder names)")
print(f"object similarity {sum(similarities) / max(len(similarities), 1):.3f} (mean over the nibs; a refused document's nibs count 0)")
print(f"{same_files} of {storyboards} storyboards with Xcode's nib files (in Xcode's form) and an equal Info.plist")
if failures:
    print(f"{failures} documents the compiler refused")
PY
