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
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
CORPUS_REL="../shared/corpus"
METAMAP_REL="$CORPUS_REL/nib/ios/metamap"
DECODE_RUNS=3

log() { printf '[bench-decode] %s\n' "$*" >&2; }
die() { printf '[bench-decode] ERROR: %s\n' "$*" >&2; exit 1; }

cd "$REPO_ROOT"
[ -d "$METAMAP_REL" ] || die "corpus not found: $REPO_ROOT/$METAMAP_REL (the shared corpus must sit beside the repo)"

# ---------------------------------------------------------------- dependencies
source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages hyperfine
command -v swift >/dev/null 2>&1 || die "swift toolchain not found on PATH"

# ---------------------------------------------------------------- builds
# As shipped: release, Swift runtime linked statically; the same folder as bench-index.sh.
BUILD=(swift build -c release --static-swift-stdlib --scratch-path .build-release-static)
log "${BUILD[*]} --product nibcat"
"${BUILD[@]}" --product nibcat >&2
NIBCAT="$("${BUILD[@]}" --show-bin-path)/nibcat"
[ -x "$NIBCAT" ] || die "nibcat not found at $NIBCAT"

BENCH_BUILD=(swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-bench)
log "${BENCH_BUILD[*]}"
"${BENCH_BUILD[@]}" >&2
DECODE="$("${BENCH_BUILD[@]}" --show-bin-path)/DecodeBenchmark"
[ -x "$DECODE" ] || die "DecodeBenchmark not found at $DECODE"

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

if [ -n "${BENCH_DIR:-}" ]; then
    mkdir -p "$BENCH_DIR"
    OUT="$(cd "$BENCH_DIR" && pwd)"
else
    OUT="$(mktemp -d "${TMPDIR:-/tmp}/nibcat-bench-decode.XXXXXX")"
    trap 'rm -rf -- "$OUT"' EXIT
fi

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
export NPROC="$(nproc)" ARCH="$(uname -m)" SWIFT_VER="$(swift --version 2>/dev/null | head -n 1)"
export CPU_MODEL="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
export LOAD="$(cut -d' ' -f1-3 /proc/loadavg)" DATE="$(date +%Y-%m-%d)"
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
print("- measured %s; machine: %s CPUs (nproc), %s%s; load average before the runs: %s" % (
    e["DATE"], e["NPROC"], e["ARCH"], (", " + e["CPU_MODEL"]) if e["CPU_MODEL"] else "", e["LOAD"]))
print("- toolchain: %s; nibcat: `swift build -c release --static-swift-stdlib --scratch-path .build-release-static --product nibcat`" % e["SWIFT_VER"])
print("- DecodeBenchmark: `swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-bench`")
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
