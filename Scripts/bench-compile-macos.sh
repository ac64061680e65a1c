#!/usr/bin/env bash
# macOS compile speed beside viraptor/ibtool (issue 28), in the same hyperfine run: every xib of
# ../shared/corpus/pairs-macos that nibcat compiles (the xibs of Tests/Fixtures/Compiler/pairs-macos-identical.txt),
# one process per xib, as a Makefile runs `ibtool --compile OUT.nib IN.xib`:
#   nibcat:    `nibcat ibtool --compile OUT.nib IN.xib --module M --minimum-deployment-target T
#              --xcode-version X` (the static release build), with Apple's color profiles taken from
#              the corpus's Xcode nibs by `nibcat extract-color-profiles` (nibcat ships none; Xcodes
#              before 12.3 ran on a macOS with another gray profile), a Base.lproj xib compiled from
#              a Base.lproj folder as its project holds it, `--scroller-style overlay` for the pairs
#              built on a Mac with overlay scrollers (Tests/Fixtures/Compiler/pairs-macos-overlay-scrollers.txt)
#              and `--build-architecture x86_64` for those built on an Intel Mac (…/pairs-macos-intel-builds.txt);
#   viraptor:  `python3 -m ibtool --compile OUT.nib IN.xib` from a checkout of github:viraptor/ibtool.
# Before timing, each tool's nibs are compared with Xcode's (`nibcat diff-nib`): the block says how
# many are graph-identical, since a fast wrong nib is no peer.
#
#   VIRAPTOR_IBTOOL=/path/to/ibtool-checkout Scripts/bench-compile-macos.sh
#
# Environment: VIRAPTOR_IBTOOL (required: a folder holding viraptor's `ibtool` package; only its
# code is used, never its samples), PAIRS (default ../shared/corpus/pairs-macos), BENCH_RUNS
# (default 20), BENCH_DIR (default: mktemp -d, deleted at exit), VIRAPTOR_REV (the revision to
# print when the checkout has no git). A markdown block goes to stdout.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-compile-macos hyperfine python3
PAIRS="${PAIRS:-$REPO_ROOT/../shared/corpus/pairs-macos}"
RUNS="${BENCH_RUNS:-20}"
[ -f "$PAIRS/pairs.json" ] || die "no pairs.json in $PAIRS (the shared corpus is missing)"
[ -n "${VIRAPTOR_IBTOOL:-}" ] && [ -d "$VIRAPTOR_IBTOOL/ibtool" ] \
    || die "set VIRAPTOR_IBTOOL to a checkout of github:viraptor/ibtool (the folder holding its ibtool package)"
VIRAPTOR_IBTOOL="$(cd "$VIRAPTOR_IBTOOL" && pwd)"

NIBCAT="$(bench_static_binary nibcat)"
bench_work_dir nibcat-bench-compile-macos
# Emptied first: a BENCH_DIR kept from an earlier run must not count its nibs.
rm -rf "$BENCH_DIR/nibcat" "$BENCH_DIR/viraptor"
mkdir -p "$BENCH_DIR/nibcat" "$BENCH_DIR/viraptor"

# One line per listed pair, fields split by `|` (a tab is whitespace to `read`, which would
# merge empty fields): id, source (a copy under its .lproj folder when it has one), Xcode's
# nib, module (viraptor's samples: TestModule, as AppKitCompilerTests compiles them), deployment
# target, Xcode version, color profiles folder, scroller style, build Mac's region (viraptor's
# samples: en_AU, as AppKitCompilerTests compiles them), its processor (x86_64 for the pairs of
# pairs-macos-intel-builds.txt, else empty: the Xcode's usual one).
export PAIRS BENCH_DIR LISTED="$REPO_ROOT/Tests/Fixtures/Compiler/pairs-macos-identical.txt"
export OVERLAY="$REPO_ROOT/Tests/Fixtures/Compiler/pairs-macos-overlay-scrollers.txt"
export INTEL="$REPO_ROOT/Tests/Fixtures/Compiler/pairs-macos-intel-builds.txt"
python3 - > "$BENCH_DIR/pairs.tsv" <<'PY' || die "reading the pairs failed"
import json, os, re, shutil
e = os.environ
listed = [l.strip() for l in open(e["LISTED"]) if l.strip() and not l.startswith("#")]
overlay = {l.strip() for l in open(e["OVERLAY"]) if l.strip() and not l.startswith("#")}
intel = {l.strip() for l in open(e["INTEL"]) if l.strip() and not l.startswith("#")}
pairs = {p["id"]: p for p in json.load(open(os.path.join(e["PAIRS"], "pairs.json")))}
for pair_id in listed:
    p = pairs[pair_id]
    if not p["source"].endswith(".xib"):
        continue  # ibtool --compile OUT.nib IN.xib is what Makefiles run; storyboards are left out
    module = p["module"] or ("TestModule" if pair_id.startswith("ibtool-") else "")
    target = p.get("minimumDeploymentTarget") or ""
    xcode = p.get("xcodeVersion") or ""
    source = os.path.join(e["PAIRS"], p["source"])
    where = re.search(r"\(([^)]*)\)$", p.get("sourceRepository") or "")
    folders = where.group(1).split("/")[:-1] if where else []
    if folders and folders[-1].endswith(".lproj"):
        copy = os.path.join(e["BENCH_DIR"], "lproj", pair_id, folders[-1])
        os.makedirs(copy, exist_ok=True)
        source = shutil.copy(source, copy)
    profiles = os.path.join(e["BENCH_DIR"], "profiles-older" if xcode and int(xcode) < 1230 else "profiles-newer")
    scrollers = "overlay" if pair_id in overlay else "legacy"
    region = "en_AU" if pair_id.startswith("ibtool-") else "en_US"
    architecture = "x86_64" if pair_id in intel else ""
    print("|".join([pair_id, source, os.path.join(e["PAIRS"], p["xcode"]), module, target, xcode, profiles, scrollers, region,
                    architecture]))
PY
COUNT="$(wc -l < "$BENCH_DIR/pairs.tsv")"
[ "$COUNT" -gt 0 ] || die "no listed pairs"

nibcat_macos_color_profiles "$NIBCAT" "$PAIRS" "$BENCH_DIR" || die "extracting the color profiles failed"

# The two loops hyperfine times, written as scripts so that the command lines stay short.
{
    echo 'set -e'
    while IFS='|' read -r id source xcode module target version profiles scrollers region architecture; do
        printf '"%s" ibtool --compile "%s/nibcat/%s.nib" "%s"%s%s%s%s --color-profiles "%s" --scroller-style %s --build-locale %s > /dev/null\n' \
            "$NIBCAT" "$BENCH_DIR" "$id" "$source" "${module:+ --module $module}" \
            "${target:+ --minimum-deployment-target $target}" "${version:+ --xcode-version $version}" \
            "${architecture:+ --build-architecture $architecture}" "$profiles" "$scrollers" "$region"
    done < "$BENCH_DIR/pairs.tsv"
} > "$BENCH_DIR/nibcat.sh"
# viraptor/ibtool stops with a Python error on some xibs (an array controller): the loop goes on,
# and those count as written by neither tool's standard.
{
    echo "cd \"$VIRAPTOR_IBTOOL\""
    while IFS='|' read -r id source xcode module target version profiles scrollers region architecture; do
        printf 'python3 -m ibtool --compile "%s/viraptor/%s.nib" "%s" > /dev/null 2>&1 || true\n' "$BENCH_DIR" "$id" "$source"
    done < "$BENCH_DIR/pairs.tsv"
} > "$BENCH_DIR/viraptor.sh"
sh "$BENCH_DIR/nibcat.sh" || die "nibcat failed on a listed xib"
sh "$BENCH_DIR/viraptor.sh" || die "the viraptor/ibtool loop failed"

identical() {
    local tool="$1" same=0
    while IFS='|' read -r id source xcode module target version profiles scrollers region architecture; do
        if [ -e "$BENCH_DIR/$tool/$id.nib" ] && "$NIBCAT" diff-nib "$BENCH_DIR/$tool/$id.nib" "$xcode" | grep -qx 'no differences'; then
            same=$((same + 1))
        fi
    done < "$BENCH_DIR/pairs.tsv"
    echo "$same"
}
written() { find "$BENCH_DIR/$1" -maxdepth 1 -name '*.nib' | wc -l; }
NIBCAT_SAME="$(identical nibcat)"
VIRAPTOR_SAME="$(identical viraptor)"
NIBCAT_WRITTEN="$(written nibcat)"
VIRAPTOR_WRITTEN="$(written viraptor)"

hyperfine --warmup 2 --runs "$RUNS" --export-json "$BENCH_DIR/times.json" \
    -n nibcat "sh $BENCH_DIR/nibcat.sh" -n viraptor/ibtool "sh $BENCH_DIR/viraptor.sh" >&2 || die "hyperfine failed"

export BENCH_DIR COUNT RUNS NIBCAT_SAME VIRAPTOR_SAME NIBCAT_WRITTEN VIRAPTOR_WRITTEN MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)"
export DATE="$(date +%Y-%m-%d)" REVISION="$(bench_revision)" PYTHON_VER="$(python3 --version 2>&1)"
export VIRAPTOR_REV="${VIRAPTOR_REV:-$(git -C "$VIRAPTOR_IBTOOL" rev-parse --short HEAD 2>/dev/null || echo "a copy without git")}"
python3 - <<'PY'
import json, os, statistics
e = os.environ
results = {r["command"]: r for r in json.load(open(os.path.join(e["BENCH_DIR"], "times.json")))["results"]}
count = int(e["COUNT"])
print("### macOS xibs compiled one process each, beside viraptor/ibtool")
print()
print("- measured %s; machine: %s; toolchain: %s; code: %s; %s; viraptor/ibtool: %s" % (
    e["DATE"], e["MACHINE"], e["SWIFT_VER"], e["REVISION"], e["PYTHON_VER"], e["VIRAPTOR_REV"]))
print("- inputs: the %d xibs of `pairs-macos` that nibcat compiles (`Tests/Fixtures/Compiler/pairs-macos-identical.txt`)" % count)
print("- command: `VIRAPTOR_IBTOOL=DIR Scripts/bench-compile-macos.sh` (hyperfine, %s runs of each loop)" % e["RUNS"])
print()
print("| tool | nibs written | nibs graph-identical to Xcode's | loop median ms | per xib ms |")
print("| --- | --- | --- | --- | --- |")
for name, written, same in (
    ("nibcat", e["NIBCAT_WRITTEN"], e["NIBCAT_SAME"]), ("viraptor/ibtool", e["VIRAPTOR_WRITTEN"], e["VIRAPTOR_SAME"])
):
    median = statistics.median(results[name]["times"]) * 1000
    print("| %s | %s of %d | %s of %d | %.1f | %.2f |" % (name, written.strip(), count, same, count, median, median / count))
PY
