#!/usr/bin/env bash
# Benchmark for `nibcat render` on the generated tree of Scripts/gen-ib-tree.py (the 2,000 iOS
# documents bench-index.sh and bench-compile.sh use):
#   (a) render-bench (Benchmarks/RenderBench): every document read, drawn and its SVG bytes made,
#       in one process on one thread, BENCH_RUNS timed passes (default 3) after a warm-up pass;
#       the same with every SVG written to a folder;
#   (b) `nibcat render DOC -o OUT.svg`, one process per document, over every document (xargs -P1),
#       and hyperfine (when installed) on the largest .xib and .storyboard of the tree.
# Target: at most 2 ms per document on this 2-core machine (in process).
#
#   Scripts/bench-render.sh            # BENCH_DIR=DIR keeps the tree, outputs and logs there
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit), BENCH_COUNT (default 2000),
#              BENCH_SEED (default 1), BENCH_RUNS (default 3).
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdict (this is a report), 1 when a command fails.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-render python3 findutils
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-3}"
TARGET_MS=2

BIN="$(bench_static_binary nibcat)"
RBENCH="$(bench_static_binary render-bench)"

bench_work_dir nibcat-bench-render
TREE="$BENCH_DIR/tree"
OUT="$BENCH_DIR/results"
mkdir -p "$OUT"
log "bench dir: $BENCH_DIR"
python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "$COUNT" --seed "$SEED" --force 2> "$OUT/gen.log" \
    || { cat "$OUT/gen.log" >&2; die "gen-ib-tree.py failed"; }
find "$TREE" -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z > "$OUT/docs"
N_DOCS=$(tr -cd '\0' < "$OUT/docs" | wc -c)
[ "$N_DOCS" -gt 0 ] || die "no documents in $TREE"
log "$N_DOCS documents"

# ---------------------------------------------------------------- (a) in process
log "render-bench --passes $RUNS $TREE"
"$RBENCH" --passes "$RUNS" "$TREE" | tee "$OUT/inproc.txt" >&2 || die "render-bench failed"
INPROC="$(sed -n 's/^RESULT .*ms_per_doc=\([0-9.,]*\) median_ms_per_doc=\([0-9.]*\) svg_bytes=\([0-9]*\).*/\2 \1 \3/p' "$OUT/inproc.txt")"
[ -n "$INPROC" ] || die "render-bench printed no RESULT line"
"$RBENCH" --passes "$RUNS" --output "$BENCH_DIR/svg" "$TREE" | tee "$OUT/inproc-write.txt" >&2 || die "render-bench --output failed"
INPROC_WRITE="$(sed -n 's/^RESULT .*ms_per_doc=\([0-9.,]*\) median_ms_per_doc=\([0-9.]*\).*/\2 \1/p' "$OUT/inproc-write.txt")"

# ---------------------------------------------------------------- (b) one process per document
mkdir -p "$BENCH_DIR/per-process"
start=$(bench_now_ns)
(cd "$BENCH_DIR/per-process" && xargs -0 -I{} sh -c 'exec "$0" render "$1" -o "out-$(basename "$1").svg"' "$BIN" {} < "$OUT/docs" 2> "$OUT/per-process.log") \
    || die "nibcat render failed; log: $OUT/per-process.log"
end=$(bench_now_ns)
PER_PROCESS_MS=$(awk -v s="$start" -v e="$end" -v n="$N_DOCS" 'BEGIN { printf "%.2f", (e - s) / 1e6 / n }')
log "one process per document: ${PER_PROCESS_MS} ms per document"

HYPERFINE=""
if command -v hyperfine >/dev/null 2>&1; then
    LARGEST_XIB="$(find "$TREE" -name '*.xib' -printf '%s %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)"
    LARGEST_SB="$(find "$TREE" -name '*.storyboard' -printf '%s %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)"
    hyperfine --warmup 3 --runs 30 --export-markdown "$OUT/hyperfine.md" \
        "$BIN render '$LARGEST_XIB' -o $BENCH_DIR/largest-xib.svg" \
        "$BIN render '$LARGEST_SB' -o $BENCH_DIR/largest-storyboard.svg" >&2 || die "hyperfine failed"
    HYPERFINE="$(cat "$OUT/hyperfine.md")"
else
    log "hyperfine not installed: no per-command statistics"
fi

read -r MEDIAN RUNS_MS SVG_BYTES <<< "$INPROC"
read -r MEDIAN_WRITE RUNS_WRITE_MS <<< "$INPROC_WRITE"
VERDICT=$(awk -v m="$MEDIAN" -v t="$TARGET_MS" 'BEGIN { print (m <= t) ? "PASS" : "FAIL" }')
cat <<MD
### nibcat render benchmark (generated tree)

- measured $(date +%Y-%m-%d); $(nproc) CPUs; code $(bench_code)
- tree: \`gen-ib-tree.py --count $COUNT --seed $SEED\`: $N_DOCS documents; SVG output $SVG_BYTES bytes per pass
- release builds: \`${STATIC_RELEASE_BUILD[*]} --product nibcat\`, \`--product render-bench\`

| measurement | ms per document (median) | passes |
| --- | --- | --- |
| render-bench, in process, 1 thread: read + draw + SVG bytes | $MEDIAN | $RUNS_MS |
| render-bench, in process, 1 thread: the same, SVG written | $MEDIAN_WRITE | $RUNS_WRITE_MS |
| \`nibcat render DOC -o OUT.svg\`, one process per document (xargs, sequential) | $PER_PROCESS_MS | 1 |

- $VERDICT: at most $TARGET_MS ms per document in process: $MEDIAN ms

$HYPERFINE
MD
