#!/usr/bin/env bash
# Benchmark for `nibcat index` and `nibcat who-uses` on two generated trees of Interface Builder
# documents (Scripts/gen-ib-tree.py), in one run:
#   generated  2,000 documents of 5-100 KB (--count 2000)
#   apps       shaped like 16 real apps (--shape apps: 1,390 files, 21 MB, median 7.6 KB,
#              largest 1.2 MB; issue 13), where per-file costs dominate
# Each tree: cold index (median of BENCH_RUNS), `who-uses` against `rg -l` with hyperfine (warm
# file cache) after checking that both name the same files; the generated tree also times the
# re-index of an unchanged tree, and `who-uses` refreshing the catalog first (what a query does
# by default, issue 15) with nothing changed and with one document edited before each run, beside
# `who-uses --no-refresh` and `rg -l` in the same hyperfine run.
#
#   Scripts/bench-index.sh            # everything in a fresh temp dir, removed afterwards
#   BENCH_DIR=/tmp/nibbench Scripts/bench-index.sh   # keep trees, DBs and JSON there
#
# Environment: BENCH_DIR (default: mktemp -d, deleted at exit unless BENCH_KEEP=1),
#              BENCH_COUNT (generated tree, default 2000), BENCH_SEED (default 1),
#              BENCH_RUNS (cold index runs per tree, default 5).
#
# Other engineers may be building on this machine: the summary gives the load average before and
# after, and medians of several runs.
#
# Progress goes to stderr; a markdown summary for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdicts (this is a report), 1 when a
# command fails or when `nibcat who-uses` and ripgrep disagree (MISMATCH).
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench ripgrep hyperfine time python3
COUNT="${BENCH_COUNT:-2000}"
SEED="${BENCH_SEED:-1}"
RUNS="${BENCH_RUNS:-5}"
CLASS="ProfileHeaderView"
PATTERN="customClass=\"$CLASS\""

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

# ---------------------------------------------------------------- build
BIN="$(bench_static_binary nibcat)"

bench_work_dir nibcat-bench
log "bench dir: $BENCH_DIR"
LOAD_BEFORE="$(bench_load_average)"

# bench_tree NAME GEN-ARGS...: generates $BENCH_DIR/NAME, indexes it cold RUNS times, checks
# who-uses against rg and times both; results in $BENCH_DIR/NAME-results.
bench_tree() {
    local name=$1
    shift
    local tree="$BENCH_DIR/$name" db="$BENCH_DIR/$name.db" out="$BENCH_DIR/$name-results"
    mkdir -p "$out"
    local gen=(python3 "$SCRIPT_DIR/gen-ib-tree.py" "$tree" "$@" --seed "$SEED" --force)
    log "[$name] generating tree: ${gen[*]}"
    "${gen[@]}" 2> "$out/gen.log" || { cat "$out/gen.log" >&2; die "gen-ib-tree.py failed"; }
    cat "$out/gen.log" >&2
    sed -n 's/.*profile_header_view_files=\([0-9]*\).*/\1/p' "$out/gen.log" | tail -n 1 > "$out/gen-phv"
    echo "gen-ib-tree.py $* --seed $SEED" > "$out/gen-args"
    sed -n 's/^gen-ib-tree: file sizes: //p' "$out/gen.log" > "$out/sizes"

    find "$tree" -type f \( -name '*.xib' -o -name '*.storyboard' \) -printf '%s\n' \
        | awk '{ n++; s += $1 } END { printf "%d %d\n", n, s }' > "$out/files"
    local n_files
    read -r n_files _ < "$out/files"
    [ "$n_files" -gt 0 ] || die "no .xib/.storyboard files in $tree"

    local index_cmd who_cmd rg_cmd
    index_cmd="$(q "$BIN") index $(q "$tree") --db $(q "$db")"
    who_cmd="$(q "$BIN") who-uses $CLASS --db $(q "$db")"
    rg_cmd="rg -l --no-ignore $(q "$PATTERN") $(q "$tree")"
    printf '%s\n' "$index_cmd" > "$out/index-cmd"
    printf '%s\n' "$who_cmd" > "$out/who-cmd"
    printf '%s\n' "$rg_cmd" > "$out/rg-cmd"

    : > "$out/cold"
    local i secs kb
    for i in $(seq 1 "$RUNS"); do
        rm -f -- "$db" "$db-wal" "$db-shm" "$db-journal"
        log "[$name] cold index run $i: $index_cmd"
        if ! /usr/bin/time -f '%e %M' -o "$out/cold-$i.time" \
                "$BIN" index "$tree" --db "$db" > "$out/cold-$i.log" 2>&1; then
            tail -n 30 "$out/cold-$i.log" >&2
            die "nibcat index failed ($name, run $i)"
        fi
        read -r secs kb < <(tail -n 1 "$out/cold-$i.time")
        log "  wall ${secs}s, max RSS ${kb} KiB"
        echo "$secs $kb" >> "$out/cold"
    done

    if [ "$name" = generated ]; then
        log "[$name] re-index: hyperfine --warmup 1 --runs 10"
        hyperfine -N --warmup 1 --runs 10 --export-json "$out/reindex.json" "$index_cmd" >&2
    fi

    log "[$name] correctness: who-uses --json vs rg -l"
    "$BIN" who-uses "$CLASS" --db "$db" --json > "$out/who-uses-out.json" || die "nibcat who-uses --json failed"
    local rc=0
    rg -l --no-ignore "$PATTERN" "$tree" > "$out/rg.txt" || rc=$?
    [ "$rc" -le 1 ] || die "rg failed with status $rc"
    python3 - "$tree" "$out/who-uses-out.json" "$out/rg.txt" "$(cat "$out/gen-phv")" > "$out/compare.txt" <<'PY' || { cat "$out/compare.txt" >&2; exit 1; }
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
    log "[$name] who-uses and rg agree on $(cat "$out/compare.txt") files"

    log "[$name] who-uses vs rg: hyperfine --warmup 3 --runs 30"
    hyperfine -N --warmup 3 --runs 30 --export-json "$out/who-uses-bench.json" "$who_cmd" "$rg_cmd" >&2

    if [ "$name" = generated ]; then
        # The edited document: the first .xib in path order; the prepare step adds or removes a
        # trailing comment, so each timed query finds one file of another size and time.
        local edited edit_cmd stale_cmd
        edited="$(find "$tree" -name '*.xib' -type f | LC_ALL=C sort | sed -n 1p)"
        cat > "$out/edit-one.sh" <<EOS
#!/bin/sh
python3 - $(q "$edited") <<'PYEOF'
import sys
path = sys.argv[1]
data = open(path, "rb").read()
marker = b"<!-- bench edit -->\n"
open(path, "wb").write(data[:-len(marker)] if data.endswith(marker) else data + marker)
PYEOF
EOS
        chmod +x "$out/edit-one.sh"
        cp -- "$edited" "$out/edited.orig"
        edit_cmd="$out/edit-one.sh"
        stale_cmd="$who_cmd --no-refresh"
        printf '%s\n' "$edited" > "$out/edited"
        printf '%s\n' "$stale_cmd" > "$out/stale-cmd"
        log "[$name] refreshing query: nothing changed / --no-refresh / rg, hyperfine --warmup 3 --runs 30"
        hyperfine -N --warmup 3 --runs 30 --export-json "$out/refresh-unchanged.json" \
            "$who_cmd" "$stale_cmd" "$rg_cmd" >&2
        log "[$name] refreshing query, one document edited before each run: hyperfine --prepare --runs 30"
        hyperfine -N --warmup 3 --runs 30 --prepare "$edit_cmd" --export-json "$out/refresh-one-changed.json" \
            "$who_cmd" >&2
        cp -- "$out/edited.orig" "$edited"
        "$BIN" who-uses "$CLASS" --db "$db" --json > "$out/who-uses-after.json" || die "who-uses after the edits failed"
        cmp -s "$out/who-uses-out.json" "$out/who-uses-after.json" || die "who-uses answers differently after the edits were undone"
    fi
}

bench_tree generated --count "$COUNT"
bench_tree apps --shape apps
LOAD_AFTER="$(bench_load_average)"

# ---------------------------------------------------------------- summary
export MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)" STATIC_BUILD_WORDS="${STATIC_RELEASE_BUILD[*]}"
export CLASS BENCH_DIR RUNS LOAD_BEFORE LOAD_AFTER
python3 - <<'PY'
import json, os, shlex, statistics
e = os.environ
base = e["BENCH_DIR"]

def read(name, what):
    with open(os.path.join(base, name + "-results", what), encoding="utf-8") as f:
        return f.read().strip()

def v(ok):
    return "PASS" if ok else "FAIL"

def ms(s):
    return "%.1f ms" % (s * 1000)

trees = {}
for name in ("generated", "apps"):
    n_files, nbytes = (int(x) for x in read(name, "files").split())
    cold = [line.split() for line in read(name, "cold").splitlines()]
    times = [float(t) for t, _ in cold]
    rss_kb = [int(k) for _, k in cold]
    median = statistics.median(times)
    wu = json.loads(read(name, "who-uses-bench.json"))["results"]
    trees[name] = dict(
        n_files=n_files, nbytes=nbytes, times=times, median=median,
        mbps=nbytes / 1e6 / median if median > 0 else float("inf"),
        rss_mb=max(rss_kb) * 1024 / 1e6, rss_mib=max(rss_kb) / 1024,
        who=wu[0], rg=wu[1], match=read(name, "compare.txt"), gen=read(name, "gen-args"),
        sizes=read(name, "sizes"), index_cmd=read(name, "index-cmd"), who_cmd=read(name, "who-cmd"),
        rg_cmd=read(name, "rg-cmd"))
reindex = json.loads(read("generated", "reindex.json"))["results"][0]
fresh, stale, fresh_rg = json.loads(read("generated", "refresh-unchanged.json"))["results"]
changed = json.loads(read("generated", "refresh-one-changed.json"))["results"][0]

print("### nibcat index / who-uses benchmark: generated and real-shaped trees")
print()
print("- machine: %s; load average (1, 5, 15 min) %s before, %s after" % (e["MACHINE"], e["LOAD_BEFORE"], e["LOAD_AFTER"]))
if e.get("SWIFT_VER"):
    print("- toolchain: %s, `%s --product nibcat`" % (e["SWIFT_VER"], e["STATIC_BUILD_WORDS"]))
for name, t in trees.items():
    print("- %s tree: %d files (.xib + .storyboard), %d bytes (%.1f MB), `%s`%s; %s files contain `customClass=\"%s\"`"
          % (name, t["n_files"], t["nbytes"], t["nbytes"] / 1e6, t["gen"],
             " (file sizes: %s)" % t["sizes"] if t["sizes"] else "", t["match"], e["CLASS"]))
print("- page cache warm (trees just generated); cold = fresh DB (DB, -wal, -shm removed); MB = 10^6 bytes;"
      " cold figures are the median of %s runs" % e["RUNS"])
print()
print("```sh")
for name, t in trees.items():
    print("# %s: cold index %s times (rm -f DB DB-wal DB-shm before each), then who-uses vs rg" % (name, e["RUNS"]))
    print("/usr/bin/time -f '%%e %%M' %s" % t["index_cmd"])
    if name == "generated":
        print("hyperfine -N --warmup 1 --runs 10 %s" % shlex.quote(t["index_cmd"]))
    print("hyperfine -N --warmup 3 --runs 30 %s %s" % (shlex.quote(t["who_cmd"]), shlex.quote(t["rg_cmd"])))
    if name == "generated":
        print("# refreshing query (who-uses refreshes first by default): nothing changed, beside --no-refresh and rg")
        print("hyperfine -N --warmup 3 --runs 30 %s %s %s" % (
            shlex.quote(t["who_cmd"]), shlex.quote(read(name, "stale-cmd")), shlex.quote(t["rg_cmd"])))
        print("# one document (%s) edited before each run by edit-one.sh (adds or removes a trailing comment)"
              % os.path.relpath(read(name, "edited"), os.path.join(base, name)))
        print("hyperfine -N --warmup 3 --runs 30 --prepare edit-one.sh %s" % shlex.quote(t["who_cmd"]))
print("```")
print()
g, a = trees["generated"], trees["apps"]
print("| measurement | generated (%d documents) | apps (real-shaped, %d documents) |" % (g["n_files"], a["n_files"]))
print("| --- | --- | --- |")
print("| cold index, median (wall) | %.2f s (runs: %s) | %.2f s (runs: %s) |"
      % (g["median"], ", ".join("%.2f" % x for x in g["times"]), a["median"], ", ".join("%.2f" % x for x in a["times"])))
print("| cold index throughput | %.1f MB/s | %.1f MB/s |" % (g["mbps"], a["mbps"]))
print("| cold index peak RSS (max) | %.1f MB | %.1f MB |" % (g["rss_mb"], a["rss_mb"]))
print("| re-index unchanged tree | mean %s, max %s | |" % (ms(reindex["mean"]), ms(reindex["max"])))
for label, key in (("`who-uses %s`" % e["CLASS"], "who"), ("`rg -l`", "rg")):
    print("| %s (mean ± σ, median) | %s ± %s, %s | %s ± %s, %s |" % (
        label, ms(g[key]["mean"]), ms(g[key]["stddev"] or 0), ms(g[key]["median"]),
        ms(a[key]["mean"]), ms(a[key]["stddev"] or 0), ms(a[key]["median"])))
for t in trees.values():
    t["ratio"] = t["who"]["median"] / t["rg"]["median"] if t["rg"]["median"] > 0 else float("inf")
print("| who-uses / rg (medians) | %.2f | %.2f |" % (g["ratio"], a["ratio"]))
for label, r in (("refreshing `who-uses`, nothing changed", fresh), ("refreshing `who-uses`, one document edited", changed),
                 ("`who-uses --no-refresh`", stale), ("`rg -l` (same run as the two above it)", fresh_rg)):
    print("| %s (mean ± σ, median, max) | %s ± %s, %s, %s | |" % (
        label, ms(r["mean"]), ms(r["stddev"] or 0), ms(r["median"]), ms(r["max"])))
print()
print("- %s generated tree: cold index >= 50 MB/s: %.1f MB/s" % (v(g["mbps"] >= 50), g["mbps"]))
print("- %s apps tree: cold index >= 50 MB/s: %.1f MB/s" % (v(a["mbps"] >= 50), a["mbps"]))
print("- %s re-index <= 0.3 s (mean): %.3f s" % (v(reindex["mean"] <= 0.3), reindex["mean"]))
print("- %s peak RSS <= 150 MB: %.1f MB" % (v(max(g["rss_mb"], a["rss_mb"]) <= 150), max(g["rss_mb"], a["rss_mb"])))
print("- %s generated tree: who-uses faster than rg: %s vs %s (%.2f)" % (
    v(g["ratio"] < 1), ms(g["who"]["median"]), ms(g["rg"]["median"]), g["ratio"]))
print("- %s apps tree: who-uses at most half of rg: %s vs %s (%.2f)" % (
    v(a["ratio"] <= 0.5), ms(a["who"]["median"]), ms(a["rg"]["median"]), a["ratio"]))
print("- PASS who-uses and rg list the same files (generated %s, apps %s)" % (g["match"], a["match"]))
print("- %s refreshing query, nothing changed, <= 60 ms (mean): %s (max %s; rg %s)" % (
    v(fresh["mean"] <= 0.060), ms(fresh["mean"]), ms(fresh["max"]), ms(fresh_rg["mean"])))
print("- %s refreshing query, one document edited, <= 60 ms (mean): %s (max %s)" % (
    v(changed["mean"] <= 0.060), ms(changed["mean"]), ms(changed["max"])))
PY
