#!/usr/bin/env bash
# How the time of `compile` (a storyboard of N scenes), `lint` (its duplicate-identifier rules)
# and `outlets` (a class with N outlets) grows with the input (issue 30: linearly, not
# quadratically): each at 1×, 4× and 16× the base size of Scripts/gen-scaling-inputs.py, the
# median of BENCH_RUNS runs each, and the ratio to 1×. Linear growth gives about 4 and 16; the
# quadratic passes this replaced gave about 16 and 256.
#
#   Scripts/bench-scaling.sh         # NIBCAT=BIN measures that binary (default: a release build)
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit), BENCH_BASE (default 500; at 16× the storyboard stays under the XML parser's 10 MB),
#              BENCH_RUNS (default 3), NIBCAT.
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-scaling python3
BASE="${BENCH_BASE:-500}"
RUNS="${BENCH_RUNS:-3}"
BIN="$(bench_nibcat_release_binary)"
bench_work_dir nibcat-bench-scaling
log "bench dir: $BENCH_DIR, binary: $BIN"

declare -A MEDIAN
for scale in 1 4 16; do
    dir="$BENCH_DIR/x$scale"
    python3 "$SCRIPT_DIR/gen-scaling-inputs.py" "$dir" "$scale" "$BASE"
    (cd "$dir" && "$BIN" index . >/dev/null)
    bench_timed_runs "compile x$scale" "$RUNS" /dev/null 0 \
        "$BIN" compile "$dir/Scenes.storyboard" -o "$dir/out/Scenes.storyboardc" --module App
    MEDIAN[compile,$scale]=$(bench_median "${BENCH_TIMES_MS[@]}")
    bench_timed_runs "lint x$scale" "$RUNS" /dev/null 1 \
        "$BIN" lint --db "$dir/.nibcat/catalog.sqlite" --no-refresh \
        --rule duplicate-storyboard-identifier --rule duplicate-segue-identifier
    MEDIAN[lint,$scale]=$(bench_median "${BENCH_TIMES_MS[@]}")
    bench_timed_runs "outlets x$scale" "$RUNS" /dev/null 0 \
        "$BIN" outlets BigController --db "$dir/.nibcat/catalog.sqlite" --no-refresh --json
    MEDIAN[outlets,$scale]=$(bench_median "${BENCH_TIMES_MS[@]}")
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }'; }
echo "### Growth with input size ($(bench_revision), $(bench_machine), load $(bench_load_average))"
echo
echo "\`BENCH_BASE=$BASE Scripts/bench-scaling.sh\`: median of $RUNS runs, ms (ratio to 1×)."
echo
echo "| command | 1× ($BASE) | 4× | 16× |"
echo "|---|---|---|---|"
for command in compile lint outlets; do
    one=${MEDIAN[$command,1]}
    echo "| \`$command\` | $one | ${MEDIAN[$command,4]} ($(ratio "${MEDIAN[$command,4]}" "$one")×) | ${MEDIAN[$command,16]} ($(ratio "${MEDIAN[$command,16]}" "$one")×) |"
done
