#!/usr/bin/env bash
# Benchmark for `nibcat compile` on the generated tree of Scripts/gen-ib-tree.py (the 2,000 iOS
# documents bench-index.sh uses: about 85% .xib, 15% .storyboard, 5-100 KB each):
#   (a) `nibcat compile DOC -o OUT`, one process per document, driven by xargs: sequential (-P1)
#       and 2 workers (-P2); the whole loop is timed, BENCH_RUNS times each (default 3);
#   (c) `nibcat compile DOC... -o DIR`: every document in one process, as a build step would;
#   (b) CompileBenchmark (Benchmarks/): NibCompiler in one process on 2 concurrent tasks, with the
#       work of `nibcat compile` (read + compile + write), without the write, and on documents
#       already in memory; and in memory on 1 task (one core's rate).
# Every compile passes --allow-approximation: the generated documents hold features the compiler
# reports as approximations (a third of them a switch's onTintColor); it does the same work and
# warns instead of failing. Target: >= 500 documents/s on this 2-core machine. ibtool cannot run on Linux: its figure in
# BENCHMARKS.md is a published one, not measured here.
#
#   Scripts/bench-compile.sh            # BENCH_DIR=DIR keeps the tree, outputs and logs there
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit), BENCH_COUNT (default 2000),
#              BENCH_SEED (default 1), BENCH_RUNS (default 3).
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdicts (this is a report), 1 when a command fails,
# including `nibcat compile` failing on a document (each one is listed with its message).
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-compile python3 findutils diffutils
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-3}"
TARGET_RATE=500

# ---------------------------------------------------------------- builds
BIN="$(bench_static_binary nibcat)"
CBENCH="$(bench_benchmarks_binary CompileBenchmark)"

# The usage line, for the record.
COMPILE_USAGE="$("$BIN" compile --help 2>&1 | sed -n 's/^USAGE: *//p' | head -n 1)"
log "nibcat compile usage: $COMPILE_USAGE"

# ---------------------------------------------------------------- tree (as bench-index.sh makes it)
bench_work_dir nibcat-bench-compile
TREE="$BENCH_DIR/tree"
OUT="$BENCH_DIR/results"
mkdir -p "$OUT"
log "bench dir: $BENCH_DIR"

GEN_CMD=(python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "$COUNT" --seed "$SEED" --force)
log "generating tree: ${GEN_CMD[*]}"
"${GEN_CMD[@]}" 2> "$OUT/gen.log" || { cat "$OUT/gen.log" >&2; die "gen-ib-tree.py failed"; }
tail -n 1 "$OUT/gen.log" >&2

# The documents, sorted, NUL-separated (the tree has names with spaces), and the xargs input:
# one "DOC -o OUTPUT" triple per document, OUTPUT relative to the run's folder.
export TREE OUT
python3 - <<'PY' || die "listing the tree failed"
import os, re
tree, out = os.environ["TREE"], os.environ["OUT"]
docs = []
for d, dirs, files in os.walk(tree):
    dirs.sort()
    docs += [os.path.join(d, f) for f in sorted(files) if f.endswith((".xib", ".storyboard"))]
ios = re.compile(rb'<document\b[^>]*\btargetRuntime="iOS\.CocoaTouch[^"]*"', re.S)
not_ios = []
with open(os.path.join(out, "triples"), "wb") as triples:
    for i, doc in enumerate(docs):
        with open(doc, "rb") as f:
            if not ios.search(f.read(4096)):
                not_ios.append(doc)
        name = "%04d%s" % (i, ".storyboardc" if doc.endswith(".storyboard") else ".nib")
        triples.write(doc.encode() + b"\0-o\0" + name.encode() + b"\0")
with open(os.path.join(out, "stats"), "w") as f:
    f.write("%d %d %d %d\n" % (len(docs), sum(d.endswith(".xib") for d in docs),
                               sum(os.path.getsize(d) for d in docs), len(not_ios)))
with open(os.path.join(out, "not-ios.txt"), "w") as f:
    f.writelines(d + "\n" for d in not_ios)
PY
read -r N_DOCS N_XIB TREE_BYTES N_NOT_IOS < "$OUT/stats"
[ "$N_DOCS" -gt 0 ] || die "no .xib/.storyboard files in $TREE"
if [ "$N_NOT_IOS" -gt 0 ]; then
    log "NOTE: $N_NOT_IOS generated documents are not iOS documents (no targetRuntime=\"iOS.CocoaTouch...\"): see $OUT/not-ios.txt"
else
    log "all $N_DOCS generated documents are iOS documents (targetRuntime=\"iOS.CocoaTouch\")"
fi

# ---------------------------------------------------------------- (a) one process per document
# Runs `xargs -P JOBS nibcat compile DOC -o OUT` over every document into a fresh folder; prints
# the wall seconds. A failed compile stops the benchmark, naming the documents and messages.
compile_all() {
    local jobs=$1 dir=$2 log_file=$3 start end status=0
    rm -rf -- "$dir"
    mkdir -p "$dir"
    start=$(bench_now_ns)
    (cd "$dir" && xargs -0 -n 3 -P "$jobs" "$BIN" compile --allow-approximation < "$OUT/triples" 2> "$log_file") || status=$?
    end=$(bench_now_ns)
    if [ "$status" -ne 0 ]; then
        log "nibcat compile failed (xargs status $status); errors:"
        grep -v ': warning: ' "$log_file" | head -n 50 >&2
        die "nibcat compile failed on $(grep -c ': error: ' "$log_file" || true) document(s); log: $log_file"
    fi
    local written
    written=$(find "$dir" -mindepth 1 -maxdepth 1 | wc -l)
    [ "$written" -eq "$N_DOCS" ] || die "nibcat compile wrote $written outputs for $N_DOCS documents in $dir"
    bench_seconds "$start" "$end"
}

# The floor of one process per document: starting nibcat and parsing its arguments, nothing else.
LOAD_BEFORE="$(bench_load_average)"
log "load average before the runs: $LOAD_BEFORE"
STARTS=500
for _ in $(seq "$STARTS"); do printf -- "--help\n"; done > "$OUT/help-args"
start=$(bench_now_ns)
xargs -n 1 -P 1 "$BIN" < "$OUT/help-args" > /dev/null || die "nibcat --help failed"
end=$(bench_now_ns)
START_MS=$(awk -v s="$start" -v e="$end" -v n="$STARTS" 'BEGIN { printf "%.2f\n", (e - s) / 1e6 / n }')
log "process start floor: \`nibcat --help\` x$STARTS sequential: ${START_MS} ms each"

declare -A SECONDS_BY_JOBS
for jobs in 1 2; do
    times=()
    for run in $(seq "$RUNS"); do
        secs=$(compile_all "$jobs" "$BENCH_DIR/out-P$jobs-$run" "$OUT/compile-P$jobs-$run.log")
        log "xargs -P$jobs, run $run: $N_DOCS documents in ${secs}s (load $(bench_load_average))"
        times+=("$secs")
    done
    SECONDS_BY_JOBS[$jobs]="${times[*]}"
done
N_WARNINGS=$(grep -c ': warning: ' "$OUT/compile-P1-1.log" || true)

# ---------------------------------------------------------------- (c) one process for the whole tree
# `nibcat compile DOC... -o DIR` names each output after its document, so the documents are given
# through links named NNNN.xib / NNNN.storyboard: the outputs then match the per-process runs'.
# A document in an `.lproj` folder keeps that folder (links/Base.lproj/NNNN.storyboard): its
# strings are localizable, and a link outside the folder would compile to another nib.
mkdir -p "$OUT/links"
python3 - <<'PY' || die "linking the documents failed"
import os
out = os.environ["OUT"]
fields = open(os.path.join(out, "triples"), "rb").read().split(b"\0")[:-1]
for doc, _, name in zip(fields[0::3], fields[1::3], fields[2::3]):
    ext = ".storyboard" if name.endswith(b".storyboardc") else ".xib"
    folder = os.path.join(out.encode(), b"links")
    parent = os.path.basename(os.path.dirname(doc))
    if parent.endswith(b".lproj"):
        folder = os.path.join(folder, parent)
        os.makedirs(folder, exist_ok=True)
    os.symlink(doc, os.path.join(folder, name.rsplit(b".", 1)[0] + ext.encode()))
PY
mapfile -d '' LINKS < <(find "$OUT/links" \( -type l \) -print0 | sort -z)
batch_times=()
for run in $(seq "$RUNS"); do
    dir="$BENCH_DIR/out-batch-$run"
    rm -rf -- "$dir"
    start=$(bench_now_ns)
    "$BIN" compile --allow-approximation "${LINKS[@]}" -o "$dir" 2> "$OUT/compile-batch-$run.log" || die "nibcat compile (one process) failed; log: $OUT/compile-batch-$run.log"
    end=$(bench_now_ns)
    secs=$(bench_seconds "$start" "$end")
    log "one process, run $run: $N_DOCS documents in ${secs}s (load $(bench_load_average))"
    batch_times+=("$secs")
done

# Same bytes whatever the run and the number of workers?
IDENTICAL=yes
for dir in "$BENCH_DIR"/out-P* "$BENCH_DIR"/out-batch-*; do
    diff -r -q "$BENCH_DIR/out-P1-1" "$dir" > "$OUT/diff.txt" 2>&1 || { IDENTICAL=no; log "outputs differ: $BENCH_DIR/out-P1-1 vs $dir"; head "$OUT/diff.txt" >&2; }
done
read -r N_OUT_FILES OUT_BYTES < <(find "$BENCH_DIR/out-P1-1" -type f -printf '%s\n' | awk '{ n++; s += $1 } END { printf "%d %d\n", n, s }')

# ---------------------------------------------------------------- (b) in process
declare -A INPROC
run_inproc() {  # key, then CompileBenchmark arguments
    local key=$1; shift
    log "CompileBenchmark $* $TREE"
    "$CBENCH" --passes "$RUNS" "$@" "$TREE" | tee "$OUT/inproc-$key.txt" >&2 || die "CompileBenchmark $* failed"
    INPROC[$key]="$(sed -n 's/^RESULT .*docs_per_s=\([0-9.,]*\) median_docs_per_s=\([0-9.]*\).*/\2 \1/p' "$OUT/inproc-$key.txt")"
    [ -n "${INPROC[$key]}" ] || die "CompileBenchmark printed no RESULT line"
}
run_inproc write2 --jobs 2 --output "$BENCH_DIR/inproc-out"
run_inproc nowrite2 --jobs 2 --no-write
run_inproc memory2 --jobs 2 --in-memory
run_inproc memory1 --jobs 1 --in-memory

# ---------------------------------------------------------------- report
export N_DOCS N_XIB TREE_BYTES N_NOT_IOS N_WARNINGS N_OUT_FILES OUT_BYTES IDENTICAL COUNT SEED RUNS TARGET_RATE
export COMPILE_USAGE BIN CBENCH TREE
export P1_TIMES="${SECONDS_BY_JOBS[1]}" P2_TIMES="${SECONDS_BY_JOBS[2]}" BATCH_TIMES="${batch_times[*]}" LOAD_BEFORE START_MS STARTS
export IN_WRITE2="${INPROC[write2]}" IN_NOWRITE2="${INPROC[nowrite2]}" IN_MEMORY2="${INPROC[memory2]}" IN_MEMORY1="${INPROC[memory1]}"
export MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)" DATE="$(date +%Y-%m-%d)" LOAD_END="$(bench_load_average)"
export REVISION="$(bench_revision)" DIRTY="$(bench_uncommitted_files Sources Package.swift)"
export STATIC_BUILD_WORDS="${STATIC_RELEASE_BUILD[*]}" BENCHMARKS_BUILD_WORDS="${BENCHMARKS_BUILD[*]}"
python3 - <<'PY'
import os, statistics
e = os.environ
n = int(e["N_DOCS"])
target = float(e["TARGET_RATE"])
verdict = lambda ok: "PASS" if ok else "FAIL"

def per_process(times):
    secs = [float(t) for t in times.split()]
    best = statistics.median(secs)
    return n / best, best * 1000 / n, secs

def inproc(field):
    median, runs = field.split()
    return float(median), [float(r) for r in runs.split(",")]

p1_rate, p1_ms, p1 = per_process(e["P1_TIMES"])
p2_rate, p2_ms, p2 = per_process(e["P2_TIMES"])
batch_rate, batch_ms, batch = per_process(e["BATCH_TIMES"])
rows = [
    ("`nibcat compile DOC... -o DIR`, all documents in one process (compiled on both cores, outputs written)", batch_rate, batch_ms,
     "wall %s s" % ", ".join("%.2f" % s for s in batch)),
    ("`nibcat compile`, 1 process per document, sequential (`xargs -P1`)", p1_rate, p1_ms,
     "wall %s s" % ", ".join("%.2f" % s for s in p1)),
    ("`nibcat compile`, 1 process per document, 2 workers (`xargs -P2`)", p2_rate, p2_ms,
     "wall %s s" % ", ".join("%.2f" % s for s in p2)),
]
labels = [
    ("IN_WRITE2", "CompileBenchmark, 2 tasks: read + compile + write (what `nibcat compile` does, no process start)"),
    ("IN_NOWRITE2", "CompileBenchmark, 2 tasks: read + compile, nothing written"),
    ("IN_MEMORY2", "CompileBenchmark, 2 tasks: compile only, documents in memory"),
    ("IN_MEMORY1", "CompileBenchmark, 1 task: compile only, documents in memory"),
]
for key, label in labels:
    rate, runs = inproc(e[key])
    rows.append((label, rate, 1000 / rate, "docs/s %s" % ", ".join("%.1f" % r for r in runs)))

xib = int(e["N_XIB"])
print("### nibcat compile benchmark (generated tree)")
print()
print("- measured %s; machine: %s; load average before the runs: %s (at the end, the runs' own load included: %s)" % (
    e["DATE"], e["MACHINE"], e["LOAD_BEFORE"], e["LOAD_END"]))
print("- code: %s%s" % (e["REVISION"], " plus %s uncommitted file(s) under Sources/ (edits in progress)" % e["DIRTY"] if int(e["DIRTY"]) else ""))
print("- toolchain: %s; nibcat: `%s --product nibcat`" % (e["SWIFT_VER"], e["STATIC_BUILD_WORDS"]))
print("- CompileBenchmark: `%s --product CompileBenchmark`" % e["BENCHMARKS_BUILD_WORDS"])
print("- tree: `gen-ib-tree.py --count %s --seed %s`: %d documents (%d .xib, %d .storyboard), %d bytes (%.1f MB); %s" % (
    e["COUNT"], e["SEED"], n, xib, n - xib, int(e["TREE_BYTES"]), int(e["TREE_BYTES"]) / 1e6,
    "all iOS (`targetRuntime=\"iOS.CocoaTouch\"`)" if e["N_NOT_IOS"] == "0" else "%s NOT iOS documents" % e["N_NOT_IOS"]))
print("- every document compiled (exit 0) in every run, %s warnings per run; output: %d files, %d bytes; identical bytes across all %d runs (one process per document with 1 and 2 workers, and one process for all): %s" % (
    e["N_WARNINGS"], int(e["N_OUT_FILES"]), int(e["OUT_BYTES"]), 3 * int(e["RUNS"]), e["IDENTICAL"]))
print("- `nibcat compile` usage: `%s`" % e["COMPILE_USAGE"])
print("- page cache warm (tree just generated); each `xargs` run writes into a fresh folder; CompileBenchmark: 1 warm-up pass, then %s timed passes of all %d documents" % (e["RUNS"], n))
print()
print("```sh")
print("python3 Scripts/gen-ib-tree.py \"$TREE\" --count %s --seed %s --force" % (e["COUNT"], e["SEED"]))
print("# DOC -o NNNN.nib|NNNN.storyboardc for every document, NUL-separated, run in a fresh folder; x%s each:" % e["RUNS"])
print("xargs -0 -n 3 -P 1 .build-release-static/x86_64-unknown-linux-gnu/release/nibcat compile --allow-approximation < triples")
print("xargs -0 -n 3 -P 2 .build-release-static/x86_64-unknown-linux-gnu/release/nibcat compile --allow-approximation < triples")
print(".build-release-static/x86_64-unknown-linux-gnu/release/nibcat compile --allow-approximation links/NNNN.xib links/Base.lproj/NNNN.storyboard … -o DIR   # a link to each document, in its .lproj folder if it has one")
print("seq %s | sed 's/.*/--help/' | xargs -n 1 -P 1 .build-release-static/x86_64-unknown-linux-gnu/release/nibcat > /dev/null" % e["STARTS"])
print("Benchmarks/.build-bench/release/CompileBenchmark --passes %s --jobs 2 --output DIR \"$TREE\"" % e["RUNS"])
print("Benchmarks/.build-bench/release/CompileBenchmark --passes %s --jobs 2 --no-write \"$TREE\"" % e["RUNS"])
print("Benchmarks/.build-bench/release/CompileBenchmark --passes %s --jobs 2 --in-memory \"$TREE\"" % e["RUNS"])
print("Benchmarks/.build-bench/release/CompileBenchmark --passes %s --jobs 1 --in-memory \"$TREE\"" % e["RUNS"])
print("```")
print()
print("| measurement | documents/s (median) | ms per document | runs |")
print("| --- | --- | --- | --- |")
for label, rate, ms, runs in rows:
    print("| %s | %.1f | %.2f | %s |" % (label, rate, ms, runs))
print("| floor of one process per document: `nibcat --help` (start + argument parsing), sequential x%s | %.1f | %.2f | |" % (
    e["STARTS"], 1000 / float(e["START_MS"]), float(e["START_MS"])))
print()
for label, rate, ms, runs in rows:
    print("- %s >= %d documents/s: %.1f: %s" % (verdict(rate >= target), int(target), rate, label))
PY
