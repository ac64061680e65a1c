#!/usr/bin/env bash
# Benchmark for indexing Swift sources (issue 17): `nibcat index` over a generated tree of 2,000
# Swift files of app-like sizes (Scripts/gen-swift-tree.py), cold (median of BENCH_RUNS fresh
# catalogs), and the re-index of the unchanged tree; beside `rg '@IBOutlet'` over the same tree
# in the same run, as the peer a shell user would reach for.
#
#   Scripts/bench-code.sh
#   BENCH_DIR=/tmp/codebench Scripts/bench-code.sh   # keep the tree and catalogs there
#
# Environment: BENCH_DIR, BENCH_KEEP=1, BENCH_COUNT (default 2000), BENCH_SEED (default 1),
#              BENCH_RUNS (default 5).
# Targets: at least 20 MB/s cold, at most 0.3 s for an unchanged tree.
# Progress goes to stderr; a markdown summary for BENCHMARKS.md goes to stdout.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench ripgrep hyperfine python3
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-5}"

BIN="$(bench_static_binary nibcat)"
bench_work_dir nibcat-bench-code

TREE="$BENCH_DIR/swift-tree"
rm -rf "$TREE"
log "generating $COUNT Swift files (seed $SEED) in $TREE"
python3 "$SCRIPT_DIR/gen-swift-tree.py" "$TREE" --count "$COUNT" --seed "$SEED" >&2
BYTES=$(find "$TREE" -name '*.swift' -printf '%s\n' | awk '{ s += $1 } END { print s }')
LOAD_BEFORE=$(bench_load_average)

seconds() { python3 -c 'import sys, time, subprocess; t = time.perf_counter(); subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); print(f"{time.perf_counter() - t:.3f}")' "$@"; }

cold=()
for run in $(seq 1 "$RUNS"); do
    rm -f "$BENCH_DIR/catalog.sqlite"*
    cold+=("$(seconds "$BIN" index --db "$BENCH_DIR/catalog.sqlite" "$TREE")")
    log "cold index run $run: ${cold[-1]} s"
done
COLD=$(bench_median "${cold[@]}")
CLASSES=$(sqlite3 "$BENCH_DIR/catalog.sqlite" 'SELECT count(*) FROM code_class' 2>/dev/null || echo "?")
OUTLETS=$(sqlite3 "$BENCH_DIR/catalog.sqlite" "SELECT count(*) FROM code_member WHERE kind = 'outlet'" 2>/dev/null || echo "?")

hyperfine -N --warmup 2 --runs 10 --export-json "$BENCH_DIR/warm.json" \
    "$BIN index --db $BENCH_DIR/catalog.sqlite $TREE" \
    "rg -c @IBOutlet $TREE" >&2
read -r WARM RG < <(python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"]; print("%.3f %.3f" % (r[0]["median"], r[1]["median"]))' "$BENCH_DIR/warm.json")
RG_OUTLETS=$(rg -c '@IBOutlet' "$TREE" | awk -F: '{ s += $NF } END { print s }')
LOAD_AFTER=$(bench_load_average)

RATE=$(python3 -c "print(f'{$BYTES / 1e6 / $COLD:.1f}')")
verdict() { python3 -c "print('PASS' if $1 else 'FAIL')"; }
cat <<SUMMARY
### Indexing Swift sources (\`Scripts/bench-code.sh\`, $(date -u +%Y-%m-%d))

Tree: \`Scripts/gen-swift-tree.py --count $COUNT --seed $SEED\`: $COUNT files, $BYTES bytes,
$CLASSES classes, $OUTLETS outlets (\`rg\` counts $RG_OUTLETS \`@IBOutlet\` lines). Load average $LOAD_BEFORE before, $LOAD_AFTER after.

| measure | time | target | verdict |
|---|---|---|---|
| cold \`nibcat index\` (median of $RUNS) | $COLD s = $RATE MB/s | ≥ 20 MB/s | $(verdict "$BYTES / 1e6 / $COLD >= 20") |
| re-index, unchanged (hyperfine median) | $WARM s | ≤ 0.3 s | $(verdict "$WARM <= 0.3") |
| peer: \`rg -c @IBOutlet\` over the same tree (hyperfine median) | $RG s | | |
SUMMARY
