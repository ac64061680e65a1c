#!/usr/bin/env bash
# The prologue and the helpers of the benchmarks (Scripts/bench-*.sh), each of which starts with
#
#   source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" TAG [DEBIAN-PACKAGE...]
#
# That sets SCRIPT_DIR and REPO_ROOT, defines log and die (lines "[TAG] ..." on stderr), installs
# the packages when missing (Scripts/setup.sh, whose helpers it also brings) and moves to REPO_ROOT.
# Kept apart from setup.sh, which the scripts that are no benchmarks source too.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    echo "usage: source Scripts/bench-common.sh TAG [DEBIAN-PACKAGE...] (from a benchmark script)" >&2
    exit 2
fi
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
BENCH_TAG="$1"
shift

log() { printf '[%s] %s\n' "$BENCH_TAG" "$*" >&2; }
die() { printf '[%s] ERROR: %s\n' "$BENCH_TAG" "$*" >&2; exit 1; }

source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages "$@"
cd "$REPO_ROOT"

# ---------------------------------------------------------------- builds
# Stops the benchmark when there is no Swift toolchain to build with.
bench_require_swift() {
    command -v swift >/dev/null 2>&1 || die "swift toolchain not found on PATH (it is not installable with apt)"
}

# PRODUCT as it ships (setup.sh: static_release_binary); prints its path.
bench_static_binary() {
    bench_require_swift
    static_release_binary "$1" || die "swift build ($1) failed"
}

# PRODUCT built by `swift build -c release` (setup.sh: release_product_binary); prints its path.
bench_release_binary() {
    bench_require_swift
    release_product_binary "$1" || die "swift build ($1) failed"
}

# nibcat: $NIBCAT when set, else built by `swift build -c release` (setup.sh: nibcat_release_binary);
# prints its path.
bench_nibcat_release_binary() {
    [ -n "${NIBCAT:-}" ] || bench_require_swift
    nibcat_release_binary || die "no nibcat to measure"
}

# How the executables of the Benchmarks/ package are built, run in REPO_ROOT.
BENCHMARKS_BUILD=(swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-bench)

# PRODUCT of the Benchmarks/ package, built for release; prints its path.
bench_benchmarks_binary() {
    local bin
    bench_require_swift
    log "${BENCHMARKS_BUILD[*]} --product $1"
    "${BENCHMARKS_BUILD[@]}" --product "$1" >&2 || die "swift build ($1) failed"
    bin="$("${BENCHMARKS_BUILD[@]}" --show-bin-path)/$1"
    [ -x "$bin" ] || die "$1 not found at $bin"
    echo "$bin"
}

# ---------------------------------------------------------------- inputs
# Sets BENCH_DIR for a benchmark: $BENCH_DIR made absolute and kept, else a new temporary folder
# named after $1, removed when the script exits unless BENCH_KEEP=1.
bench_work_dir() {
    if [ -n "${BENCH_DIR:-}" ]; then
        mkdir -p "$BENCH_DIR"
        BENCH_DIR="$(cd "$BENCH_DIR" && pwd)"
    else
        BENCH_DIR="$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")"
        if [ "${BENCH_KEEP:-0}" != 1 ]; then
            trap 'rm -rf -- "$BENCH_DIR"' EXIT
        fi
    fi
}

# The catalog the lint and report benchmarks ask: the generated tree (`gen-ib-tree.py`) of COUNT
# documents from SEED at TREE ($BENCH_DIR/tree), indexed by NIBCAT into a new catalog DB
# ($BENCH_DIR/catalog.db).
# Usage: bench_indexed_tree NIBCAT COUNT SEED
bench_indexed_tree() {
    TREE="$BENCH_DIR/tree"
    DB="$BENCH_DIR/catalog.db"
    python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "$2" --seed "$3" --force >&2 \
        || die "generating the tree failed"
    rm -f -- "$DB" "$DB-wal" "$DB-shm"
    "$1" index "$TREE" --db "$DB" >&2 || die "indexing the tree failed"
}

# ---------------------------------------------------------------- measuring
bench_now_ns() { date +%s%N; }

# The seconds from START to END (bench_now_ns values), to the millisecond.
bench_seconds() { awk -v s="$1" -v e="$2" 'BEGIN { printf "%.3f\n", (e - s) / 1e9 }'; }

# Runs COMMAND... RUNS times, its standard output into OUTPUT, and sets BENCH_TIMES_MS to the wall
# time of each run in milliseconds; an exit status above MAX-STATUS stops the benchmark.
# Usage: bench_timed_runs NAME RUNS OUTPUT MAX-STATUS COMMAND...
bench_timed_runs() {
    local name=$1 runs=$2 output=$3 max_status=$4 run start end status
    shift 4
    BENCH_TIMES_MS=()
    for run in $(seq "$runs"); do
        start=$(bench_now_ns)
        status=0
        "$@" > "$output" || status=$?
        end=$(bench_now_ns)
        [ "$status" -le "$max_status" ] || die "nibcat $name failed with status $status"
        BENCH_TIMES_MS+=("$(( (end - start) / 1000000 ))")
        log "$name run $run: ${BENCH_TIMES_MS[-1]} ms"
    done
}

# The median of the numbers given as arguments (the lower middle one of an even count).
bench_median() {
    printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"
}

# ---------------------------------------------------------------- the summary's context
# Other engineers may be building on this machine: every summary gives the load average.
bench_load_average() { cut -d' ' -f1-3 /proc/loadavg; }

bench_machine() {
    local cpu
    cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
    echo "$(nproc) CPUs (nproc), $(uname -m)${cpu:+, $cpu}"
}

bench_toolchain() { swift --version 2>/dev/null | head -n 1 || true; }

# The code measured: $BENCH_REVISION when set (the repo may be an export, not a git checkout),
# else HEAD's short hash.
bench_revision() {
    echo "${BENCH_REVISION:-$(git -C "$REPO_ROOT" rev-parse --short HEAD 2>/dev/null || echo "unknown (not a git checkout)")}"
}

# bench_revision, with " (with uncommitted changes)" when PATH... (default: every file) differ from HEAD.
bench_code() {
    local status=0
    git -C "$REPO_ROOT" diff --quiet HEAD -- "$@" 2>/dev/null || status=$?
    echo "$(bench_revision)$([ "$status" -eq 1 ] && echo ' (with uncommitted changes)')"
}

# How many files under PATH... differ from HEAD, untracked ones included.
bench_uncommitted_files() {
    git -C "$REPO_ROOT" status --porcelain -- "$@" 2>/dev/null | wc -l
}
