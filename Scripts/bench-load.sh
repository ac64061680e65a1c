#!/usr/bin/env bash
# Benchmark for NibLoader (issue 6): a 200-object nib, loaded and instantiated in-process.
#   1. Scripts/gen-load-xib.py writes an iOS xib of 14 rows (custom views, labels, image views,
#      buttons with actions, constraints, owner outlets and an outlet collection);
#   2. our own `nibcat compile --module Bench` compiles it; `nibcat load --json` counts its
#      document objects (placeholders included) and the connections it makes;
#   3. `runtime-bench load NIB` loads its bytes, in memory, again and again on one thread:
#      decode + make every object (generic) + connect + awake; the median time per load over
#      51 samples of 200 loads; BENCH_RUNS runs (default 3).
# Target: median load at most 200 µs.
#
#   Scripts/bench-load.sh            # BENCH_DIR=DIR keeps the xib and the nib there
#
# Progress goes to stderr; a markdown block for BENCHMARKS.md goes to stdout.
# Exit status: 0 whatever the PASS/FAIL verdict (this is a report), 1 when a command fails.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-load python3
RUNS="${BENCH_RUNS:-3}"
TARGET_US=200

# ---------------------------------------------------------------- builds
NIBCAT="$(bench_release_binary nibcat)"
BENCH="$(bench_release_binary runtime-bench)"

# ---------------------------------------------------------------- input
bench_work_dir nibcat-bench-load
OUT="$BENCH_DIR"
python3 "$SCRIPT_DIR/gen-load-xib.py" "$OUT/Load200.xib" || die "gen-load-xib.py failed"
(cd "$OUT" && NIBCAT_DB="" "$NIBCAT" compile Load200.xib -o Load200.nib --module Bench >&2) || die "nibcat compile failed"
"$NIBCAT" load "$OUT/Load200.nib" --owner-class Bench.ListViewController --json > "$OUT/load.json" || die "nibcat load failed"
read -r DOC_OBJECTS CONNECTIONS < <(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(len(d["objects"]), len(d["connections"]))' "$OUT/load.json")
NIB_BYTES="$(wc -c < "$OUT/Load200.nib")"
log "Load200.nib: $NIB_BYTES bytes, $DOC_OBJECTS document objects, $CONNECTIONS connections"

# ---------------------------------------------------------------- runs
LOAD_BEFORE="$(bench_load_average)"
RESULTS=()
for i in $(seq "$RUNS"); do
    line="$("$BENCH" load "$OUT/Load200.nib" | tee /dev/stderr | grep '^RESULT load ')" || die "runtime-bench printed no RESULT line"
    RESULTS+=("$line")
done

# ---------------------------------------------------------------- report
export RESULTS_TEXT="$(printf '%s\n' "${RESULTS[@]}")" DOC_OBJECTS CONNECTIONS NIB_BYTES TARGET_US LOAD_BEFORE
export MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)" DATE="$(date +%Y-%m-%d)" CODE="$(bench_code Sources Benchmarks)"
python3 - <<'PY'
import os, statistics
e = os.environ
runs = []
for line in e["RESULTS_TEXT"].split("\n"):
    if line.startswith("RESULT load "):
        runs.append(dict(field.split("=", 1) for field in line.split()[2:]))
med = statistics.median(float(r["median_us"]) for r in runs)
dec = statistics.median(float(r["decode_median_us"]) for r in runs)
target = float(e["TARGET_US"])
print("### Nib loading benchmark (200-object nib)")
print()
print("- measured %s on code %s; machine: %s; load average before the runs: %s" % (
    e["DATE"], e["CODE"], e["MACHINE"], e["LOAD_BEFORE"]))
print("- toolchain: %s; `swift build -c release --product nibcat` and `--product runtime-bench`" % e["SWIFT_VER"])
print("- input: `Scripts/gen-load-xib.py` (14 rows) compiled by `nibcat compile --module Bench`: %s bytes, %s archive objects, "
      "**%s document objects** (placeholders included), %s connections made" % (
          e["NIB_BYTES"], runs[0]["archive_objects"], e["DOC_OBJECTS"], e["CONNECTIONS"]))
print()
print("```sh")
print("Scripts/bench-load.sh   # runs: runtime-bench load Load200.nib  (x%d; 51 samples of 200 loads each, one thread)" % len(runs))
print("```")
print()
print("| run | load median (µs) | load min (µs) | decode-only median (µs) |")
print("| --- | --- | --- | --- |")
for n, r in enumerate(runs, 1):
    print("| %d | %s | %s | %s |" % (n, r["median_us"], r["min_us"], r["decode_median_us"]))
print()
print("- %s load + instantiate median %.1f µs (median of %d runs; target <= %d µs); decoding alone %.1f µs" % (
    "PASS" if med <= target else "FAIL", med, len(runs), target, dec))
PY
