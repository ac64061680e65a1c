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
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-5}"

log() { printf '[bench] %s\n' "$*" >&2; }
die() { printf '[bench] ERROR: %s\n' "$*" >&2; exit 1; }

source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages python3
command -v swift >/dev/null 2>&1 || die "swift toolchain not found on PATH (it is not installable with apt)"

cd "$REPO_ROOT"
BIN="$(nibcat_static_release_binary)" || die "swift build (nibcat) failed"

bench_work_dir nibcat-report-bench
TREE="$BENCH_DIR/tree"
DB="$BENCH_DIR/catalog.db"
SITE="$BENCH_DIR/site"
log "bench dir: $BENCH_DIR"

bench_indexed_tree "$BIN" "$TREE" "$DB" "$COUNT" "$SEED" || die "generating or indexing the tree failed"

LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
times=()
for i in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$BIN" report --db "$DB" --no-refresh -o "$SITE" >"$BENCH_DIR/report.out" || die "nibcat report failed"
    end=$(date +%s%N)
    times+=("$(( (end - start) / 1000000 ))")
    log "report run $i: ${times[-1]} ms"
done
FILES="$(find "$SITE" -type f | wc -l)"
BYTES="$(du -sb "$SITE" | cut -f1)"
MEDIAN_MS="$(bench_median "${times[@]}")"
PER_DOCUMENT_US=$(( MEDIAN_MS * 1000 / COUNT ))
VERDICT=FAIL
[ "$PER_DOCUMENT_US" -le 2000 ] && VERDICT=PASS

echo "### nibcat report benchmark"
echo
echo "- machine: $(nproc) CPUs (nproc), $(uname -m); load average before the runs: $LOAD_BEFORE, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- code: $(git -C "$REPO_ROOT" rev-parse --short HEAD)$(git -C "$REPO_ROOT" diff --quiet HEAD || echo ' (with uncommitted changes)')"
echo "- toolchain: $(swift --version 2>/dev/null | head -n 1), \`swift build -c release --static-swift-stdlib --scratch-path .build-release-static --product nibcat\`"
echo "- tree: \`gen-ib-tree.py --count $COUNT --seed $SEED\`, indexed once; the site: $FILES files, $BYTES bytes"
echo
echo '```sh'
echo "nibcat report --db \"\$DB\" --no-refresh -o \"\$SITE\"   # $RUNS runs, wall time each, replacing the last site"
echo '```'
echo
echo "- runs (ms): ${times[*]}"
echo "- $VERDICT report median <= 2 ms per document: ${MEDIAN_MS} ms, ${PER_DOCUMENT_US} µs per document"
