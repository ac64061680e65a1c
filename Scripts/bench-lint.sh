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
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS=5

log() { printf '[bench] %s\n' "$*" >&2; }
die() { printf '[bench] ERROR: %s\n' "$*" >&2; exit 1; }

source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages python3
command -v swift >/dev/null 2>&1 || die "swift toolchain not found on PATH (it is not installable with apt)"

cd "$REPO_ROOT"
BIN="$(nibcat_static_release_binary)" || die "swift build (nibcat) failed"

bench_work_dir nibcat-lint-bench
TREE="$BENCH_DIR/tree"
DB="$BENCH_DIR/catalog.db"
log "bench dir: $BENCH_DIR"

bench_indexed_tree "$BIN" "$TREE" "$DB" "$COUNT" "$SEED" || die "generating or indexing the tree failed"

# `nibcat lint` exits 1 when error-level findings remain (the generated tree has missing images):
# only a status above 1 is a failure here.
LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
times=()
for i in $(seq "$RUNS"); do
    start=$(date +%s%N)
    status=0
    "$BIN" lint --db "$DB" > "$BENCH_DIR/lint.out" || status=$?
    end=$(date +%s%N)
    [ "$status" -le 1 ] || die "nibcat lint failed with status $status"
    times+=("$(( (end - start) / 1000000 ))")
    log "lint run $i: ${times[-1]} ms"
done
FINDINGS="$(wc -l < "$BENCH_DIR/lint.out")"
MEDIAN_MS="$(bench_median "${times[@]}")"
VERDICT=FAIL
[ "$MEDIAN_MS" -le 1000 ] && VERDICT=PASS

echo "### nibcat lint benchmark"
echo
echo "- machine: $(nproc) CPUs (nproc), $(uname -m); load average before the runs: $LOAD_BEFORE"
echo "- code: $(git -C "$REPO_ROOT" rev-parse --short HEAD)$(git -C "$REPO_ROOT" diff --quiet HEAD || echo ' (with uncommitted changes)')"
echo "- toolchain: $(swift --version 2>/dev/null | head -n 1), \`swift build -c release --static-swift-stdlib --scratch-path .build-release-static --product nibcat\`"
echo "- tree: \`gen-ib-tree.py --count $COUNT --seed $SEED\`, indexed once; every rule; $FINDINGS findings"
echo
echo '```sh'
echo "nibcat lint --db \"\$DB\"   # $RUNS runs, wall time each"
echo '```'
echo
echo "- runs (ms): ${times[*]}"
echo "- $VERDICT lint median <= 1 s: ${MEDIAN_MS} ms"
