#!/usr/bin/env bash
# Benchmark for a query's refresh on a real tree (issue 29): `who-uses CLASS`, which first brings
# the catalog up to date with the disk (nothing changed here), against `rg -l CLASS` over the same
# tree, in the same hyperfine run; `who-uses --no-refresh` beside them shows what the refresh costs.
# Target: the refreshing query at most half of `rg -l`'s mean time.
#
#   TREE=/path/to/checkout CLASS=SomeViewController Scripts/bench-refresh.sh
#
# TREE is any folder of real code (a checkout of an app you fetched); it is indexed into a new
# catalog under $BENCH_DIR (default: a temporary folder), and the tree itself is only read. NIBCAT
# names the binary to time; the default is the static release build nibcat ships as.
# Exit status: 0 PASS, 1 FAIL or an error.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-refresh hyperfine ripgrep python3

[ -n "${TREE:-}" ] && [ -d "$TREE" ] || die "TREE must name a folder to index"
[ -n "${CLASS:-}" ] || die "CLASS must name a class to look up"
RUNS="${BENCH_RUNS:-30}"
BIN="${NIBCAT:-$(bench_static_binary nibcat)}"
nibcat_work_dir "${BENCH_DIR:-}" nibcat-bench-refresh
DB="$WORK/catalog.sqlite"
rm -f -- "$DB" "$DB-wal" "$DB-shm"

files="$(rg --files --no-ignore --hidden "$TREE" | wc -l)"
log "indexing $TREE ($files files)"
"$BIN" index "$TREE" --db "$DB" >"$WORK/index.txt" 2>"$WORK/index-errors.txt" || true
tail -1 "$WORK/index.txt" >&2
# A first query stamps what an index could not (a tree the walk saw change as it went).
"$BIN" who-uses "$CLASS" --db "$DB" >/dev/null

hyperfine -N --warmup 5 --runs "$RUNS" --export-json "$WORK/hyperfine.json" \
    "$BIN who-uses $CLASS --db $DB" \
    "$BIN who-uses $CLASS --db $DB --no-refresh" \
    "rg -l $CLASS $TREE" >&2 || die "hyperfine failed"

python3 - "$WORK/hyperfine.json" "$files" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
mean = {i: r["mean"] * 1000 for i, r in enumerate(results)}
sd = {i: r["stddev"] * 1000 for i, r in enumerate(results)}
ratio = mean[0] / mean[2]
print(f"| command | mean ± σ |\n| --- | --- |")
for i, name in enumerate(["`who-uses` (refreshing, nothing changed)", "`who-uses --no-refresh`", "`rg -l`"]):
    print(f"| {name} | {mean[i]:.1f} ms ± {sd[i]:.1f} ms |")
verdict = "PASS" if ratio <= 0.5 else "FAIL"
print(f"\n- {verdict} refreshing `who-uses` at most half of `rg -l` on {sys.argv[2]} files: {ratio:.2f}×")
sys.exit(0 if ratio <= 0.5 else 1)
PY
