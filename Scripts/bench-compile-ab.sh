#!/usr/bin/env bash
# The compile speed of two builds of the code, measured in turns: CompileBenchmark (NibCompiler in
# one process, 1 task, documents in memory) built at REVISION (in a clone of this repository) and
# at the working tree, alternately over the generated tree of Scripts/gen-ib-tree.py, which of
# the two goes first changing every round. On a machine whose speed drifts from minute to minute
# (passes of one process 50% apart), one build timed now and another timed later says nothing;
# timed in turns, each round's ratio compares the two under the same conditions.
#
#   Scripts/bench-compile-ab.sh REVISION [ROUNDS]    # ROUNDS default 8
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit: the clone, the tree, the results),
#              BENCH_COUNT (documents, default 2000), BENCH_SEED (default 1), BENCH_PASSES (timed
#              passes per run, default 5).
# Prints each round's documents/s (median of the run's passes) for both builds, then the median
# of the rounds' ratios (working tree / REVISION) with its quartiles.
# Exit status: 0 (a report), 1 when a build or a run fails, 2 usage error.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-compile-ab python3 git
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 REVISION [ROUNDS]" >&2; exit 2; }
REVISION="$1"
ROUNDS="${2:-8}"
[[ $ROUNDS =~ ^[1-9][0-9]*$ ]] || { echo "usage: $0 REVISION [ROUNDS]" >&2; exit 2; }
PASSES="${BENCH_PASSES:-5}"
git rev-parse --verify --quiet "$REVISION^{commit}" > /dev/null || die "no such revision: $REVISION"

bench_work_dir nibcat-bench-compile-ab
log "bench dir: $BENCH_DIR"

CODE="$(bench_code)"  # the working tree as it is built, before the runs
CURRENT="$(bench_benchmarks_binary CompileBenchmark)"
rm -rf -- "$BENCH_DIR/clone"
git clone --quiet "$REPO_ROOT" "$BENCH_DIR/clone" || die "cloning $REPO_ROOT failed"
git -C "$BENCH_DIR/clone" checkout --quiet "$REVISION" || die "checking out $REVISION failed"
log "building CompileBenchmark at $REVISION"
(cd "$BENCH_DIR/clone" && "${BENCHMARKS_BUILD[@]}" --product CompileBenchmark >&2) || die "building $REVISION failed"
EARLIER="$(cd "$BENCH_DIR/clone" && "${BENCHMARKS_BUILD[@]}" --show-bin-path)/CompileBenchmark"

TREE="$BENCH_DIR/tree"
python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "${BENCH_COUNT:-2000}" --seed "${BENCH_SEED:-1}" --force 2> "$BENCH_DIR/gen.log" \
    || { cat "$BENCH_DIR/gen.log" >&2; die "gen-ib-tree.py failed"; }

# One run of a build: its median documents/s over the timed passes.
rate() {
    "$1" --jobs 1 --passes "$PASSES" --in-memory "$TREE" | sed -n 's/^RESULT .*median_docs_per_s=\([0-9.]*\).*/\1/p'
}
log "load average before the runs: $(bench_load_average)"
RESULTS="$BENCH_DIR/rounds.txt"
: > "$RESULTS"
for round in $(seq "$ROUNDS"); do
    if [ $((round % 2)) = 1 ]; then
        earlier=$(rate "$EARLIER") && current=$(rate "$CURRENT")
    else
        current=$(rate "$CURRENT") && earlier=$(rate "$EARLIER")
    fi
    [ -n "$earlier" ] && [ -n "$current" ] || die "CompileBenchmark printed no RESULT line in round $round"
    log "round $round: $REVISION $earlier, working tree $current documents/s"
    echo "$earlier $current" >> "$RESULTS"
done

python3 - "$RESULTS" "$REVISION" "$CODE" <<'PY'
import statistics, sys
rows = [tuple(map(float, line.split())) for line in open(sys.argv[1]) if line.strip()]
ratios = sorted(current / earlier for earlier, current in rows)
quartiles = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else [ratios[0]] * 3
print(f"| round | {sys.argv[2]} (documents/s) | working tree {sys.argv[3]} (documents/s) | ratio |")
print("| --- | --- | --- | --- |")
for number, (earlier, current) in enumerate(rows, 1):
    print(f"| {number} | {earlier:.1f} | {current:.1f} | {current / earlier:.3f} |")
print()
print(f"median ratio {statistics.median(ratios):.3f} (quartiles {quartiles[0]:.3f}, {quartiles[2]:.3f}) over {len(rows)} rounds;"
      f" mean {statistics.mean(e for e, _ in rows):.1f} and {statistics.mean(c for _, c in rows):.1f} documents/s")
PY
