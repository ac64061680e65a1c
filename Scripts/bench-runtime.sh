#!/usr/bin/env bash
# Benchmark for NibRuntime's look-ups (issue 6): a warm look-up at most 200 ns median and at least
# 10x faster than Foundation's Bundle.url(forResource:withExtension:) on the same bundle in the
# same run; opening a 10,000-resource bundle plus its first look-up in at most 2 ms.
#
#   1. builds nibcat and runtime-bench release (Scripts/setup.sh: release_product_binary);
#   2. generates a tree with Scripts/gen-ib-tree.py (BENCH_COUNT documents, BENCH_IMAGES images,
#      default 2,000 and 8,000), indexes it and packages it (`nibcat package`): a bundle whose
#      ResourceIndex.sqlite holds about 10,000 resources (the count is printed);
#   3. `runtime-bench lookup BUNDLE`: up to 1,000 names (nibs and 1x images at the top of the
#      bundle), each asked once of a NibRuntime ResourceBundle and of Foundation's Bundle (the
#      answers must be the same file), then BENCH_BATCHES batches (default 31) of all names,
#      alternating between the two; median of the per-look-up batch means;
#   4. `runtime-bench open BUNDLE NIB` in BENCH_OPENS fresh processes (default 21): the time from
#      before `ResourceBundle(url:)` to after its first `nib(named:)`, page cache warm; median.
#
# Environment: BENCH_DIR (default .build/bench-runtime), BENCH_COUNT, BENCH_IMAGES, BENCH_SEED (1),
#              BENCH_BATCHES, BENCH_OPENS.
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout. Exit status 0 with
# the PASS/FAIL verdicts in the report; 1 when a step fails.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-runtime python3
COUNT="${BENCH_COUNT:-2000}"
IMAGES="${BENCH_IMAGES:-8000}"
SEED="${BENCH_SEED:-1}"
BATCHES="${BENCH_BATCHES:-31}"
OPENS="${BENCH_OPENS:-21}"
WORK="${BENCH_DIR:-$REPO_ROOT/.build/bench-runtime}"

NIBCAT_BIN="$(bench_nibcat_release_binary)"
BENCH_BIN="$(bench_release_binary runtime-bench)"

mkdir -p "$WORK"
TREE="$WORK/tree"
DB="$WORK/catalog.sqlite"
OUT="$WORK/out"
log "generating $COUNT documents and $IMAGES images in $TREE"
python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "$COUNT" --seed "$SEED" --images "$IMAGES" --force >&2
rm -rf "$OUT" "$DB" "$DB-wal" "$DB-shm"
"$NIBCAT_BIN" index "$TREE" --db "$DB" >&2 || die "nibcat index failed"
"$NIBCAT_BIN" package --name Bench --version 1.0.0 --out "$OUT" --db "$DB" >"$WORK/package.log" 2>&1 \
    || { tail -5 "$WORK/package.log" >&2; die "nibcat package failed"; }
BUNDLE="$OUT/Bench/1.0.0/Bench.bundle"
RESOURCES="$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from resource").fetchone()[0])' "$BUNDLE/ResourceIndex.sqlite")"
FILES="$(find "$BUNDLE" -type f | wc -l)"
NIB="$(cd "$BUNDLE" && ls | grep '\.nib$' | grep -v '~' | sort | tail -1)"
NIB="${NIB%.nib}"
log "bundle: $RESOURCES resources, $FILES files; first look-up asks for nib $NIB"

LOAD_BEFORE="$(bench_load_average)"
log "warm look-ups: $BATCHES batches"
LOOKUP="$("$BENCH_BIN" lookup "$BUNDLE" "$BATCHES")" || die "runtime-bench lookup failed"
OURS="$(sed -n 's/^nibruntime_ns_median=//p' <<<"$LOOKUP")"
THEIRS="$(sed -n 's/^foundation_ns_median=//p' <<<"$LOOKUP")"
NAMES="$(sed -n 's/^names=\([0-9]*\).*/\1/p' <<<"$LOOKUP")"

log "open + first look-up: $OPENS processes"
OPEN_TIMES=()
for _ in $(seq "$OPENS"); do
    OPEN_TIMES+=("$("$BENCH_BIN" open "$BUNDLE" "$NIB" | sed -n 's/^open_first_lookup_us=//p')")
done
OPEN_MEDIAN="$(bench_median "${OPEN_TIMES[@]}")"
LOAD_AFTER="$(bench_load_average)"

verdict() { if awk "BEGIN { exit !($1) }"; then echo PASS; else echo FAIL; fi; }
RATIO="$(awk -v a="$THEIRS" -v b="$OURS" 'BEGIN { printf "%.1f", a / b }')"
cat <<REPORT
- measured $(date -u +%Y-%m-%d); machine: $(bench_machine); load average before: $LOAD_BEFORE (after: $LOAD_AFTER)
- code: $(bench_code Sources Benchmarks)
- toolchain: $(bench_toolchain); binaries: \`$BENCH_BIN\`, \`$NIBCAT_BIN\` (release)
- bundle: \`gen-ib-tree.py --count $COUNT --seed $SEED --images $IMAGES\` packaged by \`nibcat package\`: $RESOURCES resources in ResourceIndex.sqlite, $FILES files

\`\`\`sh
Scripts/bench-runtime.sh
runtime-bench lookup BUNDLE $BATCHES    # $NAMES names (nibs and images), alternating batches with Foundation
runtime-bench open BUNDLE $NIB          # x $OPENS fresh processes
\`\`\`

| measurement | median |
| --- | --- |
| warm look-up, NibRuntime \`ResourceBundle.resource(_:named:scale:)\` | $OURS ns |
| warm look-up, Foundation \`Bundle.url(forResource:withExtension:)\` | $THEIRS ns |
| Foundation / NibRuntime | ${RATIO}x |
| open the bundle + first look-up (fresh process) | $OPEN_MEDIAN µs (runs: ${OPEN_TIMES[*]}) |

- $(verdict "$OURS <= 200") warm look-up <= 200 ns: $OURS ns
- $(verdict "$RATIO >= 10") at least 10x faster than Foundation: ${RATIO}x
- $(verdict "$OPEN_MEDIAN <= 2000") open + first look-up <= 2 ms: $OPEN_MEDIAN µs
REPORT
