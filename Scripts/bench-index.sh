#!/usr/bin/env bash
# Benchmark for `nibcat index` and `nibcat who-uses` on a generated tree of
# Interface Builder documents (Scripts/gen-ib-tree.py).
#
#   Scripts/bench-index.sh            # everything in a fresh temp dir, removed afterwards
#   BENCH_DIR=/tmp/nibbench Scripts/bench-index.sh   # keep tree, DB and JSON there
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit unless BENCH_KEEP=1),
#              BENCH_COUNT (default 2000), BENCH_SEED (default 1).
#
# Progress goes to stderr; a markdown summary for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdicts (this is a report), 1 when a
# command fails or when `nibcat who-uses` and ripgrep disagree (MISMATCH).
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
CLASS="ProfileHeaderView"
PATTERN="customClass=\"$CLASS\""

log() { printf '[bench] %s\n' "$*" >&2; }
die() { printf '[bench] ERROR: %s\n' "$*" >&2; exit 1; }
# quote a word (only when needed) for sh and for hyperfine -N (shell-words),
# with double quotes so that the whole command can be shown in single quotes
q() {
    if [[ $1 =~ ^[A-Za-z0-9_./:=+@%,-]+$ ]]; then
        printf '%s' "$1"
    else
        local s=${1//\\/\\\\}
        s=${s//\"/\\\"}
        s=${s//\$/\\\$}
        s=${s//\`/\\\`}
        printf '"%s"' "$s"
    fi
}

# ---------------------------------------------------------------- dependencies
source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages ripgrep hyperfine time python3
command -v swift >/dev/null 2>&1 || die "swift toolchain not found on PATH (it is not installable with apt)"

# ---------------------------------------------------------------- build
cd "$REPO_ROOT"
BIN="$(nibcat_static_release_binary)" || die "swift build (nibcat) failed"

# ---------------------------------------------------------------- tree
bench_work_dir nibcat-bench
TREE="$BENCH_DIR/tree"
DB="$BENCH_DIR/catalog.db"
OUT="$BENCH_DIR/results"
mkdir -p "$OUT"
log "bench dir: $BENCH_DIR"

GEN_CMD=(python3 "$SCRIPT_DIR/gen-ib-tree.py" "$TREE" --count "$COUNT" --seed "$SEED" --force)
log "generating tree: ${GEN_CMD[*]}"
"${GEN_CMD[@]}" 2> "$OUT/gen.log" || { cat "$OUT/gen.log" >&2; die "gen-ib-tree.py failed"; }
cat "$OUT/gen.log" >&2
GEN_PHV="$(sed -n 's/.*profile_header_view_files=\([0-9]*\).*/\1/p' "$OUT/gen.log" | tail -n 1)"

read -r N_FILES TREE_BYTES < <(find "$TREE" -type f \( -name '*.xib' -o -name '*.storyboard' \) -printf '%s\n' \
    | awk '{ n++; s += $1 } END { printf "%d %d\n", n, s }')
[ "$N_FILES" -gt 0 ] || die "no .xib/.storyboard files in $TREE"
log "tree: $N_FILES files, $TREE_BYTES bytes"

INDEX_CMD="$(q "$BIN") index $(q "$TREE") --db $(q "$DB")"
WHO_CMD="$(q "$BIN") who-uses $CLASS --db $(q "$DB")"
RG_CMD="rg -l --no-ignore $(q "$PATTERN") $(q "$TREE")"

# ---------------------------------------------------------------- cold index x3
cold_times=()
cold_rss_kb=()
for i in 1 2 3; do
    rm -f -- "$DB" "$DB-wal" "$DB-shm" "$DB-journal"
    log "cold index run $i: $INDEX_CMD"
    if ! /usr/bin/time -f '%e %M' -o "$OUT/cold-$i.time" \
            "$BIN" index "$TREE" --db "$DB" > "$OUT/cold-$i.log" 2>&1; then
        tail -n 30 "$OUT/cold-$i.log" >&2
        die "nibcat index failed (run $i)"
    fi
    read -r secs kb < <(tail -n 1 "$OUT/cold-$i.time")
    log "  wall ${secs}s, max RSS ${kb} KiB"
    cold_times+=("$secs")
    cold_rss_kb+=("$kb")
done

# ---------------------------------------------------------------- re-index (unchanged tree)
log "re-index: hyperfine --warmup 1 --runs 10"
hyperfine -N --warmup 1 --runs 10 --export-json "$OUT/reindex.json" "$INDEX_CMD" >&2

# ---------------------------------------------------------------- who-uses vs ripgrep
log "correctness: who-uses --json vs rg -l"
"$BIN" who-uses "$CLASS" --db "$DB" --json > "$OUT/who-uses-out.json" || die "nibcat who-uses --json failed"
rc=0
rg -l --no-ignore "$PATTERN" "$TREE" > "$OUT/rg.txt" || rc=$?
[ "$rc" -le 1 ] || die "rg failed with status $rc"

python3 - "$TREE" "$OUT/who-uses-out.json" "$OUT/rg.txt" "${GEN_PHV:-}" > "$OUT/compare.txt" <<'PY' || { cat "$OUT/compare.txt"; cat "$OUT/compare.txt" >&2; exit 1; }
import json, os, sys
tree, who_path, rg_path, gen = sys.argv[1:5]
def norm(p):
    if os.path.isabs(p):
        p = os.path.relpath(p, tree)
    return os.path.normpath(p)
try:
    data = json.load(open(who_path, encoding="utf-8"))
    nib = {norm(o["document"]) for o in data}
except Exception as e:  # not the documented shape: an array of objects with "document"
    print("MISMATCH: cannot read `nibcat who-uses --json` output (%s: %s)" % (type(e).__name__, e))
    sys.exit(1)
rg = {norm(os.path.relpath(l.rstrip("\n"), tree)) for l in open(rg_path, encoding="utf-8") if l.strip()}
ok = nib == rg
if gen and int(gen) != len(rg):
    print("MISMATCH: rg found %d files, the generator reported %s" % (len(rg), gen))
    ok = False
if not ok:
    if nib != rg:
        print("MISMATCH: nibcat who-uses found %d documents, rg found %d" % (len(nib), len(rg)))
        for p in sorted(nib - rg):
            print("  only nibcat: %s" % p)
        for p in sorted(rg - nib):
            print("  only rg:     %s" % p)
    sys.exit(1)
print(len(rg))
PY
N_MATCH="$(cat "$OUT/compare.txt")"
log "who-uses and rg agree on $N_MATCH files"

log "who-uses vs rg: hyperfine --warmup 3 --runs 30"
hyperfine -N --warmup 3 --runs 30 --export-json "$OUT/who-uses-bench.json" "$WHO_CMD" "$RG_CMD" >&2

# ---------------------------------------------------------------- summary
CPU_MODEL="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
SWIFT_VER="$(swift --version 2>/dev/null | head -n 1)"
NPROC="$(nproc)"
ARCH="$(uname -m)"
export NPROC ARCH CPU_MODEL SWIFT_VER N_FILES TREE_BYTES N_MATCH COUNT SEED \
    TREE DB BIN SCRIPT_DIR INDEX_CMD WHO_CMD RG_CMD CLASS OUT
export COLD_TIMES="${cold_times[*]}" COLD_RSS_KB="${cold_rss_kb[*]}"
python3 - <<'PY'
import json, os, shlex
e = os.environ
times = [float(x) for x in e["COLD_TIMES"].split()]
rss_kb = [int(x) for x in e["COLD_RSS_KB"].split()]
nbytes = int(e["TREE_BYTES"])
best = min(times)
mbps = nbytes / 1e6 / best if best > 0 else float("inf")
rss_mb = max(rss_kb) * 1024 / 1e6
re_ = json.load(open(os.path.join(e["OUT"], "reindex.json")))["results"][0]
wu = json.load(open(os.path.join(e["OUT"], "who-uses-bench.json")))["results"]
who, rg = wu[0], wu[1]
ratio = rg["mean"] / who["mean"] if who["mean"] > 0 else float("inf")

def v(ok):
    return "PASS" if ok else "FAIL"

def ms(s):
    return "%.1f ms" % (s * 1000)

print("### nibcat index / who-uses benchmark")
print()
print("- machine: %s CPUs (nproc), %s%s" % (e["NPROC"], e["ARCH"], (", " + e["CPU_MODEL"]) if e.get("CPU_MODEL") else ""))
if e.get("SWIFT_VER"):
    print("- toolchain: %s, `swift build -c release --static-swift-stdlib --product nibcat`" % e["SWIFT_VER"])
print("- tree: %d files (.xib + .storyboard), %d bytes (%.1f MB), `gen-ib-tree.py --count %s --seed %s`; %s files contain `customClass=\"%s\"`"
      % (int(e["N_FILES"]), nbytes, nbytes / 1e6, e["COUNT"], e["SEED"], e["N_MATCH"], e["CLASS"]))
print("- page cache warm (tree just generated); cold = fresh DB (DB, -wal, -shm removed); MB = 10^6 bytes")
print()
print("```sh")
print("TREE=%s" % shlex.quote(e["TREE"]))
print("DB=%s" % shlex.quote(e["DB"]))
print("python3 Scripts/gen-ib-tree.py \"$TREE\" --count %s --seed %s" % (e["COUNT"], e["SEED"]))
print("# cold index, 3 times:")
print("rm -f \"$DB\" \"$DB-wal\" \"$DB-shm\"; /usr/bin/time -f '%%e %%M' %s" % e["INDEX_CMD"])
print("hyperfine -N --warmup 1 --runs 10 --export-json reindex.json %s" % shlex.quote(e["INDEX_CMD"]))
print("hyperfine -N --warmup 3 --runs 30 --export-json who-uses.json %s %s" % (shlex.quote(e["WHO_CMD"]), shlex.quote(e["RG_CMD"])))
print("```")
print()
print("| measurement | result |")
print("| --- | --- |")
print("| cold index, best of 3 (wall) | %.2f s (runs: %s) |" % (best, ", ".join("%.2f" % t for t in times)))
print("| cold index throughput | %.1f MB/s |" % mbps)
print("| cold index peak RSS (max of 3) | %.1f MB (%.1f MiB) |" % (rss_mb, max(rss_kb) / 1024))
print("| re-index unchanged tree | mean %s, max %s |" % (ms(re_["mean"]), ms(re_["max"])))
print("| `who-uses %s` | mean %s ± %s |" % (e["CLASS"], ms(who["mean"]), ms(who["stddev"] or 0)))
print("| `rg -l` | mean %s ± %s |" % (ms(rg["mean"]), ms(rg["stddev"] or 0)))
print("| rg / who-uses | %.2fx |" % ratio)
print()
print("- %s cold index >= 50 MB/s: %.1f MB/s" % (v(mbps >= 50), mbps))
print("- %s re-index <= 0.3 s (mean): %.3f s" % (v(re_["mean"] <= 0.3), re_["mean"]))
print("- %s peak RSS <= 150 MB: %.1f MB" % (v(rss_mb <= 150), rss_mb))
print("- %s who-uses faster than rg: %s vs %s (%.2fx)" % (v(who["mean"] < rg["mean"]), ms(who["mean"]), ms(rg["mean"]), ratio))
print("- PASS who-uses and rg list the same %s files" % e["N_MATCH"])
PY
