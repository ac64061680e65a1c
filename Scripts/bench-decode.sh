#!/usr/bin/env bash
# Benchmark for NIBArchive decoding on every metamap nib of the shared corpus
# (../shared/corpus/nib/ios/metamap/**.nib, .storyboardc contents included):
#   (a) whole process: `nibcat dump --summary --json FILES` vs the PyPI peer nibarchive 1.1.0
#       (Scripts/peer-nibarchive-summary.py, same FILES, same summary), with hyperfine;
#       target: nibcat at least 30x faster;
#   (b) DecodeBenchmark (Benchmarks/): NibArchiveReader + NibGraph on one thread, MB/s;
#       target: >= 200 MB/s (MB = 10^6 bytes).
#
#   Scripts/bench-decode.sh            # BENCH_DIR=DIR keeps hyperfine's JSON there
#
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdicts (this is a report), 1 when a command fails.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-decode hyperfine
CORPUS_REL="../shared/corpus"
METAMAP_REL="$CORPUS_REL/nib/ios/metamap"
DECODE_RUNS=3

[ -d "$METAMAP_REL" ] || die "corpus not found: $REPO_ROOT/$METAMAP_REL (the shared corpus must sit beside the repo)"

# ---------------------------------------------------------------- builds
# As shipped: release, Swift runtime linked statically; the same folder as bench-index.sh.
NIBCAT="$(bench_static_binary nibcat)"
DECODE="$(bench_benchmarks_binary DecodeBenchmark)"

# ---------------------------------------------------------------- peer venv (shared with crosscheck)
PY="$(nibcat_peer_python)"

# ---------------------------------------------------------------- files
FIND_CMD="find $METAMAP_REL -type f -name '*.nib' | LC_ALL=C sort"
FILES=()
while IFS= read -r f; do
    [ "$(head -c 10 -- "$f")" = "NIBArchive" ] && FILES+=("$f")
done < <(find "$METAMAP_REL" -type f -name '*.nib' | LC_ALL=C sort)
[ "${#FILES[@]}" -gt 0 ] || die "no NIBArchive .nib files under $METAMAP_REL"
for f in "${FILES[@]}"; do
    [[ $f =~ ^[A-Za-z0-9_./+-]+$ ]] || die "unexpected character in a corpus path (hyperfine -N splits on spaces): $f"
done
TOTAL_BYTES="$(cat -- "${FILES[@]}" | wc -c)"
log "${#FILES[@]} NIBArchive files, $TOTAL_BYTES bytes"

bench_work_dir nibcat-bench-decode
OUT="$BENCH_DIR"

# ---------------------------------------------------------------- same output?
"$NIBCAT" dump --summary --json "${FILES[@]}" > "$OUT/nibcat.json" || die "nibcat dump --summary --json failed"
"$PY" "$SCRIPT_DIR/peer-nibarchive-summary.py" "${FILES[@]}" > "$OUT/peer.json" || die "peer-nibarchive-summary.py failed"
SAME="$(python3 -c 'import json, sys; print("yes" if json.load(open(sys.argv[1])) == json.load(open(sys.argv[2])) else "no")' "$OUT/nibcat.json" "$OUT/peer.json")"
log "nibcat and peer summaries identical: $SAME"

# ---------------------------------------------------------------- (a) whole process
NIBCAT_CMD="$NIBCAT dump --summary --json ${FILES[*]}"
PEER_CMD="$PY Scripts/peer-nibarchive-summary.py ${FILES[*]}"
log "hyperfine: nibcat vs peer"
hyperfine -N --style basic --warmup 2 --min-runs 10 --output=null --export-json "$OUT/hyperfine.json" \
    -n nibcat "$NIBCAT_CMD" -n peer "$PEER_CMD" >&2

# ---------------------------------------------------------------- (b) DecodeBenchmark
DECODE_MBPS=()
for i in $(seq "$DECODE_RUNS"); do
    line="$("$DECODE" "${FILES[@]}" | tee /dev/stderr | sed -n 's/^RESULT .*mbps=\([0-9.]*\).*/\1/p')"
    [ -n "$line" ] || die "DecodeBenchmark printed no RESULT line"
    DECODE_MBPS+=("$line")
done

# ---------------------------------------------------------------- report
export OUT SAME TOTAL_BYTES FIND_CMD NIBCAT PY
export N_FILES="${#FILES[@]}" DECODE_MBPS_LIST="${DECODE_MBPS[*]}"
export MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)" LOAD="$(bench_load_average)" DATE="$(date +%Y-%m-%d)"
export STATIC_BUILD_WORDS="${STATIC_RELEASE_BUILD[*]}" BENCHMARKS_BUILD_WORDS="${BENCHMARKS_BUILD[*]}"
python3 - <<'PY'
import json, os, statistics
e = os.environ
res = {r["command"]: r for r in json.load(open(os.path.join(e["OUT"], "hyperfine.json")))["results"]}
nib, peer = res["nibcat"], res["peer"]
ratio = peer["mean"] / nib["mean"]
mbps = [float(x) for x in e["DECODE_MBPS_LIST"].split()]
med = statistics.median(mbps)
nbytes = int(e["TOTAL_BYTES"])
verdict = lambda ok: "PASS" if ok else "FAIL"
ms = lambda s: "%.1f ms" % (s * 1000)
print("### NIBArchive decode benchmark (metamap nibs)")
print()
print("- measured %s; machine: %s; load average before the runs: %s" % (e["DATE"], e["MACHINE"], e["LOAD"]))
print("- toolchain: %s; nibcat: `%s --product nibcat`" % (e["SWIFT_VER"], e["STATIC_BUILD_WORDS"]))
print("- DecodeBenchmark: `%s --product DecodeBenchmark`" % e["BENCHMARKS_BUILD_WORDS"])
print("- peer: PyPI `nibarchive==1.1.0` (`NIBArchiveParser().parse`) in `.build-crosscheck/venv`, driven by `Scripts/peer-nibarchive-summary.py`")
print("- files: %d NIBArchive nibs (coder version 10; .storyboardc contents included), %d bytes (%.2f MB); page cache warm; MB = 10^6 bytes" % (
    int(e["N_FILES"]), nbytes, nbytes / 1e6))
print("- nibcat and peer print the same summary JSON for these files: %s" % e["SAME"])
print()
print("```sh")
print("FILES=$(%s)   # all start with b\"NIBArchive\"" % e["FIND_CMD"])
print("hyperfine -N --warmup 2 --min-runs 10 --output=null \\")
print("  -n nibcat \"%s dump --summary --json $FILES\" \\" % os.path.relpath(e["NIBCAT"]))
print("  -n peer \"%s Scripts/peer-nibarchive-summary.py $FILES\"" % os.path.relpath(e["PY"]))
print("Benchmarks/.build-bench/release/DecodeBenchmark $FILES   # x3, >= 2 s each, one thread")
print("```")
print()
print("| measurement | result |")
print("| --- | --- |")
print("| `nibcat dump --summary --json` (whole process) | mean %s ± %s (%d runs) |" % (ms(nib["mean"]), ms(nib["stddev"] or 0), len(nib["times"])))
print("| peer `nibarchive` 1.1.0 (whole process) | mean %s ± %s (%d runs) |" % (ms(peer["mean"]), ms(peer["stddev"] or 0), len(peer["times"])))
print("| peer / nibcat | %.1fx |" % ratio)
print("| DecodeBenchmark (reader + NibGraph, 1 thread) | median %.1f MB/s (runs: %s) |" % (med, ", ".join("%.1f" % x for x in mbps)))
print()
print("- %s nibcat >= 30x faster than the peer (whole process): %.1fx" % (verdict(ratio >= 30), ratio))
print("- %s DecodeBenchmark >= 200 MB/s: %.1f MB/s (median of %d)" % (verdict(med >= 200), med, len(mbps)))
print("- %s nibcat and peer summaries identical" % verdict(e["SAME"] == "yes"))
PY
