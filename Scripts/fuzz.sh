#!/usr/bin/env bash
# Builds the libFuzzer targets of the Fuzz/ package and runs them for a fixed time.
#
#   Scripts/fuzz.sh nib|keyed|all SECONDS
#
# Each target gets a work dir under Fuzz/.build-fuzz/work/TARGET: `seeds` (copied afresh from
# ../shared/corpus on every run), `corpus` (inputs libFuzzer found, kept between runs),
# `artifacts` (crashing inputs) and `fuzz-0.log` (libFuzzer's output).
# Prints one final line per target: target, seconds, executions, result.
# Exit status: 0 no crash, 1 a crash (or a failed build), 2 usage error.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"
CORPUS="$ROOT/../shared/corpus"
SCRATCH="$ROOT/Fuzz/.build-fuzz"

usage() { echo "usage: $0 nib|keyed|all SECONDS" >&2; exit 2; }
[ $# -eq 2 ] || usage
case "$1" in
    nib) targets=(nib) ;;
    keyed) targets=(keyed) ;;
    all) targets=(nib keyed) ;;
    *) usage ;;
esac
[[ $2 =~ ^[1-9][0-9]*$ ]] || usage
seconds=$2
[ -d "$CORPUS" ] || { echo "fuzz: the shared corpus is missing at $CORPUS" >&2; exit 1; }

product() {
    case "$1" in
        nib) echo FuzzNibArchive ;;
        keyed) echo FuzzKeyedArchive ;;
    esac
}

# Seed files for TARGET, one path a line.
seed_files() {
    case "$1" in
        nib)
            find "$CORPUS/nib" -type f -print0 | while IFS= read -r -d '' file; do
                cmp -s -n 10 <(printf NIBArchive) "$file" && printf '%s\n' "$file"
            done
            ;;
        keyed)
            printf '%s\n' "$CORPUS/nib/keyed/MainWindow.nib" \
                "$CORPUS/nib/macos/caffeine/English.lproj/MainMenu.nib/keyedobjects.nib"
            find "$CORPUS" -type f -path '*.storyboardc/Info.plist'
            ;;
    esac
}

# The build flags: libFuzzer instrumentation and AddressSanitizer on every Swift module.
build_flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
    --package-path Fuzz --scratch-path "$SCRATCH")
for target in "${targets[@]}"; do
    # Retried: SwiftPM refuses to start while another build holds the scratch folder's lock.
    for attempt in 1 2 3 4 5 6; do
        swift build "${build_flags[@]}" --product "$(product "$target")" >&2 && break
        [ "$attempt" -lt 6 ] || exit 1
        sleep 10
    done
done
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

status=0
summaries=()
for target in "${targets[@]}"; do
    work="$SCRATCH/work/$target"
    rm -rf "$work/seeds" "$work/artifacts" "$work/fuzz-0.log"
    mkdir -p "$work/seeds" "$work/corpus" "$work/artifacts"
    # Named by content: real corpus files share names across storyboards.
    while IFS= read -r file; do
        cp "$file" "$work/seeds/$(sha1sum < "$file" | cut -c1-16)"
    done < <(seed_files "$target")
    echo "fuzz: $target: $(ls "$work/seeds" | wc -l) seeds, $seconds s" >&2

    # With -jobs=1 libFuzzer runs one child and writes its output to fuzz-0.log in the cwd;
    # -timeout=10 turns a hang into a failure instead of a silent stall.
    (cd "$work" && "$bin/$(product "$target")" corpus seeds \
        -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -timeout=10 \
        -jobs=1 -workers=1 -print_final_stats=1 -artifact_prefix="$work/artifacts/" >&2) || true
    executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/fuzz-0.log" | tail -1)"
    crash="$(find "$work/artifacts" -type f | head -1)"
    if [ -n "$crash" ]; then
        tail -40 "$work/fuzz-0.log" >&2
        result="crash $crash"
        status=1
    elif [ -z "$executions" ]; then
        tail -40 "$work/fuzz-0.log" >&2
        result="no final stats, see $work/fuzz-0.log"
        status=1
    else
        result="no crash"
    fi
    summaries+=("fuzz: target=$target seconds=$seconds executions=${executions:-0} result=$result")
done
printf '%s\n' "${summaries[@]}"
exit "$status"
