#!/usr/bin/env bash
# Benchmark for `nibcat lint` (issue 7) on the generated 2,000-document tree
# (Scripts/gen-ib-tree.py): build release, generate, index, then time `nibcat lint`
# (every rule) 5 times and report the median against the 1 s target.
#
#   Scripts/bench-lint.sh            # everything in a fresh temp dir, removed afterwards
#   BENCH_DIR=/tmp/lintbench Scripts/bench-lint.sh   # keep tree, DB and output there
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit unless BENCH_KEEP=1),
#              BENCH_COUNT (default 2000), BENCH_SEED (default 1).
#
# Progress goes to stderr; a markdown summary for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdict (this is a report), 1 when a command fails.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench python3
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS=5

BIN="$(bench_static_binary nibcat)"
bench_work_dir nibcat-lint-bench
log "bench dir: $BENCH_DIR"
bench_indexed_tree "$BIN" "$COUNT" "$SEED"

# `nibcat lint` exits 1 when error-level findings remain (the generated tree has missing images):
# only a status above 1 is a failure here.
LOAD_BEFORE="$(bench_load_average)"
bench_timed_runs lint "$RUNS" "$BENCH_DIR/lint.out" 1 "$BIN" lint --db "$DB"
FINDINGS="$(wc -l < "$BENCH_DIR/lint.out")"
MEDIAN_MS="$(bench_median "${BENCH_TIMES_MS[@]}")"
VERDICT=FAIL
[ "$MEDIAN_MS" -le 1000 ] && VERDICT=PASS

echo "### nibcat lint benchmark"
echo
echo "- machine: $(bench_machine); load average before the runs: $LOAD_BEFORE"
echo "- code: $(bench_code)"
echo "- toolchain: $(bench_toolchain), \`${STATIC_RELEASE_BUILD[*]} --product nibcat\`"
echo "- tree: \`gen-ib-tree.py --count $COUNT --seed $SEED\`, indexed once; every rule; $FINDINGS findings"
echo
echo '```sh'
echo "nibcat lint --db \"\$DB\"   # $RUNS runs, wall time each"
echo '```'
echo
echo "- runs (ms): ${BENCH_TIMES_MS[*]}"
echo "- $VERDICT lint median <= 1 s: ${MEDIAN_MS} ms"
