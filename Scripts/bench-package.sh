#!/usr/bin/env bash
# Benchmark for `nibcat package` (issue 5): packaging a generated project of 2,000 documents and
# 3,000 images, with compiled nibs cached, in at most 2x the time `cp -r` takes to copy the
# resulting files (measured in the same run); re-publishing an unchanged version in at most 0.2 s.
#
#   1. builds nibcat release (Scripts/setup.sh: nibcat_release_binary; NIBCAT=path skips the build);
#   2. generates the tree with Scripts/gen-ib-tree.py --images: the 2,000 documents (1,700 .xib,
#      300 .storyboard) of bench-index.sh/bench-compile.sh and 3,000 PNG files they name;
#   3. `nibcat index TREE`, then a cold `nibcat package` (compiles everything, fills the cache);
#   4. makes sure BENCH_SETTLE seconds (default 370) have passed since this script last deleted
#      files (see "deleting" below), then BENCH_RUNS times (default 5), alternating, each timed
#      on its own after a `sync` (so that the writeback of one run's 100 MB is not charged to
#      the next):
#        a. `nibcat package` of a new version (1.0.R) with the cache warm -> "published";
#        b. `cp -r` of that version's Bench.bundle to a fresh folder (the peer);
#        c. the same `nibcat package` command again -> "unchanged" (re-publishing);
#      and reports the median of each and the ratio a / b;
#   5. packages 1.0.0 again into another folder and checks it is byte-identical to the cold one.
#
# Deleting: this machine's ext4 has no journal, and without one the kernel's inode allocator
# skips inodes freed in the last 60 s (360 s while their inode-table block is dirty), scanning
# past each (ext4 recently_deleted()). After deleting ~36,000 files (five bundles), creating
# files stayed slow for minutes: `cp -r` of the bundle took 2.4-3.9 s instead of 0.4 s until
# 370 s after the deletion. So the script deletes nothing before it measures: it moves the
# previous run's files aside (a rename), deletes them after the measurements, and notes when in
# BENCH_DIR/.deleted-at; the next run waits until BENCH_SETTLE seconds after that. Deletions by
# other processes on the same disk in the minutes before a run slow it down the same way.
#
# Environment: BENCH_DIR (default .build/bench-package; the tree, catalog and this run's outputs,
#              about 1.5 GB, stay there until the next run), BENCH_COUNT (2000), BENCH_IMAGES
#              (3000), BENCH_SEED (1), BENCH_RUNS (5), BENCH_SETTLE (370), NIBCAT (a built nibcat).
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdicts (this is a report), 1 when a command fails
# (index, package, cp), a package run gives the wrong outcome, or the bundles differ.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-package python3 coreutils findutils
COUNT="${BENCH_COUNT:-2000}"
IMAGES="${BENCH_IMAGES:-3000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-5}"
SETTLE="${BENCH_SETTLE:-370}"
NAME=Bench
TARGET_RATIO=2
TARGET_REPUBLISH=0.2

# ---------------------------------------------------------------- build
nibcat=$(bench_nibcat_release_binary)
log "nibcat: $nibcat"

# ---------------------------------------------------------------- tree
BENCH_DIR="${BENCH_DIR:-$REPO_ROOT/.build/bench-package}"
mkdir -p "$BENCH_DIR"
BENCH_DIR="$(cd "$BENCH_DIR" && pwd)"
TREE="$BENCH_DIR/tree"
DB="$BENCH_DIR/catalog.sqlite"
OUT1="$BENCH_DIR/out-cold"          # the cold package, 1.0.0
OUT2="$BENCH_DIR/out"               # the measured packages, 1.0.1 ... 1.0.RUNS
OUT3="$BENCH_DIR/out-again"         # 1.0.0 again, for the byte-identity check
COPIES="$BENCH_DIR/copies"          # cp -r destinations
RES="$BENCH_DIR/results"
# The previous run's files go aside now (renames) and are deleted after the measurements.
TRASH="$BENCH_DIR/.trash-$$"
mkdir -p "$TRASH"
for old in "$TREE" "$OUT1" "$OUT2" "$OUT3" "$COPIES" "$RES" "$DB" "$DB-wal" "$DB-shm" "$BENCH_DIR"/.trash-*; do
    [ "$old" = "$TRASH" ] || [ ! -e "$old" ] || mv -- "$old" "$TRASH/"
done
mkdir -p "$COPIES" "$RES"
log "bench dir: $BENCH_DIR"

GEN_CMD=(python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "$COUNT" --seed "$SEED" --images "$IMAGES" --force)
log "generating tree: ${GEN_CMD[*]}"
"${GEN_CMD[@]}" 2> "$RES/gen.log" || { cat "$RES/gen.log" >&2; die "gen-ib-tree.py failed"; }
tail -n 2 "$RES/gen.log" >&2
read -r N_DOCS N_XIB DOC_BYTES < <(find "$TREE" -type f \( -name '*.xib' -o -name '*.storyboard' \) -printf '%f %s\n' \
    | awk '{ n++; s += $NF; if ($0 ~ /\.xib /) x++ } END { printf "%d %d %d\n", n, x, s }')
read -r N_PNG PNG_BYTES < <(find "$TREE" -type f -name '*.png' -printf '%s\n' | awk '{ n++; s += $1 } END { printf "%d %d\n", n, s }')
N_SETS=$(find "$TREE" -type d -name '*.imageset' | wc -l)
N_IMAGE_NAMES=$(sed -n 's/.* image_names=\([0-9]*\).*/\1/p' "$RES/gen.log" | tail -n 1)
[ "$N_DOCS" -eq "$COUNT" ] || die "the tree holds $N_DOCS documents, expected $COUNT"
[ "$N_PNG" -eq "$IMAGES" ] || die "the tree holds $N_PNG PNG files, expected $IMAGES"
log "tree: $N_DOCS documents ($N_XIB .xib), $DOC_BYTES bytes; $N_PNG PNG files ($N_IMAGE_NAMES images, $N_SETS image sets), $PNG_BYTES bytes"

# ---------------------------------------------------------------- index and cold package
start=$(bench_now_ns)
"$nibcat" index "$TREE" --db "$DB" > "$RES/index.log" 2>&1 || { tail -n 30 "$RES/index.log" >&2; die "nibcat index failed"; }
INDEX_S=$(bench_seconds "$start" "$(bench_now_ns)")
log "index: ${INDEX_S}s: $(tail -n 1 "$RES/index.log")"

# package VERSION OUT LOG: runs `nibcat package`, prints "OUTCOME SECONDS"; a failure stops the benchmark.
package() {
    local version=$1 out=$2 log_file=$3 start end status=0
    start=$(bench_now_ns)
    "$nibcat" package --name "$NAME" --version "$version" --out "$out" --db "$DB" > "$log_file.out" 2> "$log_file" || status=$?
    end=$(bench_now_ns)
    if [ "$status" -ne 0 ]; then
        grep -v ': warning: ' "$log_file" | head -n 30 >&2
        die "nibcat package --version $version --out $out failed (exit $status); log: $log_file"
    fi
    printf '%s %s\n' "$(cut -d' ' -f1 "$log_file.out")" "$(bench_seconds "$start" "$end")"
}

sync
read -r outcome COLD_S < <(package 1.0.0 "$OUT1" "$RES/package-cold.log")
[ "$outcome" = published ] || die "cold package: outcome \"$outcome\", expected published"
N_WARNINGS=$(grep -c ': warning: ' "$RES/package-cold.log" || true)
log "cold package (compiles all $N_DOCS documents, fills the cache): ${COLD_S}s, $N_WARNINGS compiler warnings"

BUNDLE1="$OUT1/$NAME/1.0.0/$NAME.bundle"
read -r N_FILES BUNDLE_BYTES < <(find "$BUNDLE1" -type f -printf '%s\n' | awk '{ n++; s += $1 } END { printf "%d %d\n", n, s }')
N_BUNDLE_PNG=$(find "$BUNDLE1" -type f -name '*.png' | wc -l)
N_NIB_FILES=$(find "$BUNDLE1" -type f -name '*.nib' | wc -l)
N_SB=$(find "$BUNDLE1" -type d -name '*.storyboardc' | wc -l)
INDEX_BYTES=$(stat -c %s "$BUNDLE1/ResourceIndex.sqlite")
[ "$N_BUNDLE_PNG" -eq "$N_PNG" ] || die "the bundle holds $N_BUNDLE_PNG PNG files, the tree $N_PNG"
log "bundle: $N_FILES files, $BUNDLE_BYTES bytes ($N_BUNDLE_PNG PNG, $N_NIB_FILES .nib files, $N_SB .storyboardc, ResourceIndex.sqlite $INDEX_BYTES bytes)"

# ---------------------------------------------------------------- measured runs
WAITED=0
if [ -r "$BENCH_DIR/.deleted-at" ]; then
    WAITED=$(( $(cat "$BENCH_DIR/.deleted-at") + SETTLE - $(date +%s) ))
    if [ "$WAITED" -gt 0 ]; then
        log "waiting ${WAITED}s: the last run deleted its files less than $SETTLE s ago (see \"Deleting\" in this script)"
        sleep "$WAITED"
    else
        WAITED=0
    fi
fi
LOAD_BEFORE="$(bench_load_average)"
log "load average before the runs: $LOAD_BEFORE"
pkg_times=() cp_times=() rep_times=()
for r in $(seq "$RUNS"); do
    version="1.0.$r"
    sync
    read -r outcome t < <(package "$version" "$OUT2" "$RES/package-$r.log")
    [ "$outcome" = published ] || die "run $r: package $version: outcome \"$outcome\", expected published"
    pkg_times+=("$t")

    bundle="$OUT2/$NAME/$version/$NAME.bundle"
    sync
    start=$(bench_now_ns)
    cp -r "$bundle" "$COPIES/$r"
    end=$(bench_now_ns)
    ct=$(bench_seconds "$start" "$end")
    cp_times+=("$ct")

    sync
    read -r outcome rt < <(package "$version" "$OUT2" "$RES/republish-$r.log")
    [ "$outcome" = unchanged ] || die "run $r: package $version again: outcome \"$outcome\", expected unchanged"
    rep_times+=("$rt")
    log "run $r: package ${t}s, cp -r ${ct}s, re-publish ${rt}s (load $(bench_load_average))"
done
LOAD_END="$(bench_load_average)"
diff -r -q "$OUT2/$NAME/1.0.1/$NAME.bundle" "$COPIES/1" > /dev/null || die "cp -r copy differs from the bundle"

# ---------------------------------------------------------------- same inputs, same bytes
sync
read -r outcome AGAIN_S < <(package 1.0.0 "$OUT3" "$RES/package-again.log")
[ "$outcome" = published ] || die "package 1.0.0 into $OUT3: outcome \"$outcome\", expected published"
(cd "$BUNDLE1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) > "$RES/sha-cold.txt"
(cd "$OUT3/$NAME/1.0.0/$NAME.bundle" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum) > "$RES/sha-again.txt"
if cmp -s "$RES/sha-cold.txt" "$RES/sha-again.txt"; then
    IDENTICAL=yes
else
    IDENTICAL=no
    diff "$RES/sha-cold.txt" "$RES/sha-again.txt" | head -n 20 >&2
fi
log "1.0.0 packaged again into $OUT3 (${AGAIN_S}s): byte-identical to the cold package: $IDENTICAL"

# ---------------------------------------------------------------- report
export COUNT SEED IMAGES RUNS N_DOCS N_XIB DOC_BYTES N_PNG PNG_BYTES N_SETS N_IMAGE_NAMES INDEX_S COLD_S AGAIN_S N_WARNINGS
export N_FILES BUNDLE_BYTES N_BUNDLE_PNG N_NIB_FILES N_SB INDEX_BYTES IDENTICAL LOAD_BEFORE LOAD_END TARGET_RATIO TARGET_REPUBLISH
export SETTLE WAITED
export PKG_TIMES="${pkg_times[*]}" CP_TIMES="${cp_times[*]}" REP_TIMES="${rep_times[*]}" BIN="$nibcat"
export MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)" DATE="$(date +%Y-%m-%d)" BIN_REL="${nibcat#"$REPO_ROOT"/}"
export REVISION="$(bench_revision)" DIRTY="$(bench_uncommitted_files Sources Package.swift)"
python3 - <<'PY'
import os, statistics
e = os.environ
fl = lambda key: [float(x) for x in e[key].split()]
pkg, cp, rep = fl("PKG_TIMES"), fl("CP_TIMES"), fl("REP_TIMES")
mp, mc, mr = statistics.median(pkg), statistics.median(cp), statistics.median(rep)
ratio = mp / mc
target_ratio, target_rep = float(e["TARGET_RATIO"]), float(e["TARGET_REPUBLISH"])
v = lambda ok: "PASS" if ok else "FAIL"
runs = lambda xs: ", ".join("%.3f" % x for x in xs)
mb = lambda n: int(n) / 1e6
print("### nibcat package benchmark (generated tree with images)")
print()
print("- measured %s; machine: %s; load average before the runs: %s (after: %s)" % (
    e["DATE"], e["MACHINE"], e["LOAD_BEFORE"], e["LOAD_END"]))
print("- code: %s%s" % (e["REVISION"], " plus %s uncommitted file(s) under Sources/ or Package.swift" % e["DIRTY"] if int(e["DIRTY"]) else ""))
print("- toolchain: %s; nibcat: `%s` (`Scripts/setup.sh` `nibcat_release_binary`: `swift build -c release --product nibcat`)" % (
    e["SWIFT_VER"] or "?", e["BIN_REL"]))
print("- tree: `gen-ib-tree.py --count %s --seed %s --images %s`: %d documents (%d .xib, %d .storyboard), %d bytes (%.1f MB); "
      "%d PNG files (%d images, %d of them asset-catalog image sets), %d bytes (%.1f MB), every one named by a document" % (
    e["COUNT"], e["SEED"], e["IMAGES"], int(e["N_DOCS"]), int(e["N_XIB"]), int(e["N_DOCS"]) - int(e["N_XIB"]),
    int(e["DOC_BYTES"]), mb(e["DOC_BYTES"]), int(e["N_PNG"]), int(e["N_IMAGE_NAMES"] or 0), int(e["N_SETS"]),
    int(e["PNG_BYTES"]), mb(e["PNG_BYTES"])))
print("- bundle (`Bench.bundle`): %d files, %d bytes (%.1f MB): %d PNG, %d .nib files (%d .storyboardc among them), "
      "Info.plist, ResourceIndex.sqlite (%d bytes)" % (
    int(e["N_FILES"]), int(e["BUNDLE_BYTES"]), mb(e["BUNDLE_BYTES"]), int(e["N_BUNDLE_PNG"]), int(e["N_NIB_FILES"]),
    int(e["N_SB"]), int(e["INDEX_BYTES"])))
print("- `nibcat index` %.2f s; cold `nibcat package` (compiles every document, fills the cache) %.2f s, %s compiler warnings; "
      "1.0.0 packaged again (from the cache) into another folder: byte-identical to the cold one: %s (%.2f s)" % (
    float(e["INDEX_S"]), float(e["COLD_S"]), e["N_WARNINGS"], e["IDENTICAL"], float(e["AGAIN_S"])))
print("- page cache warm (tree just generated and indexed); nothing deleted by the script in the %s s before the runs "
      "(waited %s s); each command timed alone, whole process, after a `sync`; %s runs, alternating package / cp -r / "
      "re-publish; medians" % (e["SETTLE"], e["WAITED"], e["RUNS"]))
print()
print("```sh")
print("python3 Scripts/gen-ib-tree.py TREE --count %s --seed %s --images %s --force" % (e["COUNT"], e["SEED"], e["IMAGES"]))
print("nibcat index TREE --db DB")
print("nibcat package --name Bench --version 1.0.0 --out OUT1 --db DB        # cold: fills the compile cache")
print("# then for R in 1..%s, each after a sync:" % e["RUNS"])
print("nibcat package --name Bench --version 1.0.$R --out OUT2 --db DB       # measured: published, cache warm")
print("cp -r OUT2/Bench/1.0.$R/Bench.bundle COPIES/$R                         # peer")
print("nibcat package --name Bench --version 1.0.$R --out OUT2 --db DB       # re-publish: unchanged")
print("```")
print()
print("| measurement | median | runs (s) |")
print("| --- | --- | --- |")
print("| `nibcat package`, cache warm (new version, %d files) | %.3f s | %s |" % (int(e["N_FILES"]), mp, runs(pkg)))
print("| `cp -r` of the resulting bundle | %.3f s | %s |" % (mc, runs(cp)))
print("| package / cp -r | %.2fx | |" % ratio)
print("| re-publish unchanged version (`unchanged`) | %.3f s | %s |" % (mr, runs(rep)))
print()
print("- %s package (cached) <= %gx cp -r: %.2fx (%.3f s vs %.3f s)" % (v(ratio <= target_ratio), target_ratio, ratio, mp, mc))
print("- %s re-publish <= %g s: %.3f s" % (v(mr <= target_rep), target_rep, mr))
print("- %s same inputs into two folders give byte-identical bundles" % ("PASS" if e["IDENTICAL"] == "yes" else "FAIL"))
PY

log "deleting the previous run's files ($TRASH)"
rm -rf -- "$TRASH"
date +%s > "$BENCH_DIR/.deleted-at"
[ "$IDENTICAL" = yes ] || die "packaging the same inputs twice gave different bytes"
