#!/usr/bin/env bash
# Benchmark for `nibcat report` (issue 16) on the generated 2,000-document tree
# (Scripts/gen-ib-tree.py): build release, generate, index, then write the report 5 times
# (`--no-refresh`, so indexing is not timed; each run replaces the last report) and report the
# median per document against the 2 ms target.
#
#   Scripts/bench-report.sh            # everything in a fresh temp dir, removed afterwards
#   BENCH_DIR=/tmp/reportbench Scripts/bench-report.sh   # keep tree, DB and site there
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit unless BENCH_KEEP=1),
#              BENCH_COUNT (default 2000), BENCH_SEED (default 1), BENCH_RUNS (default 5).
#
# Progress goes to stderr; a markdown summary for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdict (this is a report), 1 when a command fails.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench python3
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-5}"

BIN="$(bench_static_binary nibcat)"
bench_work_dir nibcat-report-bench
SITE="$BENCH_DIR/site"
log "bench dir: $BENCH_DIR"
bench_indexed_tree "$BIN" "$COUNT" "$SEED"

LOAD_BEFORE="$(bench_load_average)"
bench_timed_runs report "$RUNS" "$BENCH_DIR/report.out" 0 "$BIN" report --db "$DB" --no-refresh -o "$SITE"
FILES="$(find "$SITE" -type f | wc -l)"
BYTES="$(du -sb "$SITE" | cut -f1)"
MEDIAN_MS="$(bench_median "${BENCH_TIMES_MS[@]}")"
PER_DOCUMENT_US=$(( MEDIAN_MS * 1000 / COUNT ))
VERDICT=FAIL
[ "$PER_DOCUMENT_US" -le 2000 ] && VERDICT=PASS

echo "### nibcat report benchmark"
echo
echo "- machine: $(bench_machine); load average before the runs: $LOAD_BEFORE, after: $(bench_load_average)"
echo "- code: $(bench_code)"
echo "- toolchain: $(bench_toolchain), \`${STATIC_RELEASE_BUILD[*]} --product nibcat\`"
echo "- tree: \`gen-ib-tree.py --count $COUNT --seed $SEED\`, indexed once; the site: $FILES files, $BYTES bytes"
echo
echo '```sh'
echo "nibcat report --db \"\$DB\" --no-refresh -o \"\$SITE\"   # $RUNS runs, wall time each, replacing the last site"
echo '```'
echo
echo "- runs (ms): ${BENCH_TIMES_MS[*]}"
echo "- $VERDICT report median <= 2 ms per document: ${MEDIAN_MS} ms, ${PER_DOCUMENT_US} µs per document"
