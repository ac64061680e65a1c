#!/usr/bin/env bash
# Builds the libFuzzer targets of the Fuzz/ package and runs them for a fixed time.
#
#   Scripts/fuzz.sh TARGET|all SECONDS
#   FUZZ_EXTRA_SOURCES=/tmp/real Scripts/fuzz.sh compile 1800   # real apps' documents as seeds too
#
# TARGET is nib, keyed (the binary nib readers), xml (the .xib/.storyboard reader), compile (xib and
# storyboard source to nibs, in memory), strings (.strings and .xcstrings), assets (an asset set's
# Contents.json), image (image headers), lint (.nibcat-lint.json), project (project.pbxproj),
# code (Swift and Objective-C declarations), config (.nibcat.yml, or an alias bomb generated from
# the bytes), nesting (Swift nested every way the parser recurses, generated from the bytes) or
# index (a packaged bundle's ResourceIndex.sqlite, seeds made by gen-resource-index-seeds.py);
# `all` runs each in turn.
# Targets whose first input byte picks a variant (compile, strings, assets, image, code, config) get
# seeds with that byte prepended.
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

all_targets=(nib keyed xml compile strings assets image lint project code config nesting index)
usage() { echo "usage: $0 $(IFS='|'; echo "${all_targets[*]}")|all SECONDS" >&2; exit 2; }
[ $# -eq 2 ] || usage
case "$1" in
    all) targets=("${all_targets[@]}") ;;
    *) [[ " ${all_targets[*]} " == *" $1 "* ]] || usage; targets=("$1") ;;
esac
[[ $2 =~ ^[1-9][0-9]*$ ]] || usage
seconds=$2
[ -d "$CORPUS" ] || { echo "fuzz: the shared corpus is missing at $CORPUS" >&2; exit 1; }

product() {
    case "$1" in
        nib) echo FuzzNibArchive ;;
        keyed) echo FuzzKeyedArchive ;;
        xml) echo FuzzIBDocument ;;
        compile) echo FuzzNibCompiler ;;
        strings) echo FuzzStringsTable ;;
        assets) echo FuzzAssetContents ;;
        image) echo FuzzImageHeader ;;
        lint) echo FuzzLintConfiguration ;;
        project) echo FuzzXcodeProject ;;
        code) echo FuzzCodeSource ;;
        config) echo FuzzProjectConfiguration ;;
        nesting) echo FuzzSwiftNesting ;;
        index) echo FuzzResourceIndex ;;
    esac
}

# The variant byte prepended to a seed of TARGET, by the seed's name; empty for targets that take
# the file as it is. Matches the selector each fuzz target reads from its first byte.
seed_prefix() {
    case "$1:$2" in
        # A compile seed allows approximations, which run the most of the compiler.
        compile:*.xib) printf '\x02' ;;
        compile:*.storyboard) printf '\x03' ;;
        strings:*.strings | image:*.png | code:*.swift | config:*.yml) printf '\x00' ;;
        config:*.aliases) printf '\x01' ;;
        strings:*.xcstrings | image:*.jpg | image:*.jpeg | code:*.[hm]) printf '\x01' ;;
        assets:*.imageset/Contents.json) printf '\x00' ;;
        assets:*.symbolset/Contents.json) printf '\x01' ;;
        assets:*) printf '\x00' ;;
    esac
}

# Interface Builder sources of the corpus (the ib/ projects and the Xcode pairs), and those under
# the folders FUZZ_EXTRA_SOURCES names (colon-separated: real apps fetched outside the project).
ib_sources() {
    local extra=()
    [ -z "${FUZZ_EXTRA_SOURCES:-}" ] || IFS=: read -r -a extra <<< "$FUZZ_EXTRA_SOURCES"
    find "$CORPUS/ib" "$CORPUS/pairs" "$CORPUS/pairs-macos" "${extra[@]}" -type f \
        \( -name '*.xib' -o -name '*.storyboard' \) -size +0 -size -64k
}

# Seeds made for the targets that generate their inputs, in $generated/TARGET: the handwritten
# configurations and alias layers for config, runs of every construct for nesting, and the
# resource indexes gen-resource-index-seeds.py writes for index.
generated="$SCRATCH/generated-seeds"
generate_seeds() {
    rm -rf "${generated:?}/$1"
    mkdir -p "$generated/$1"
    case "$1" in
        config)
            cp "$ROOT"/Fuzz/Seeds/config/*.yml "$generated/config/"
            printf '\x03\x07\x0f' > "$generated/config/three-layers.aliases"
            ;;
        nesting)
            for byte in 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f f0 f2 f4 f8; do
                printf "\\x$byte\\x$byte" > "$generated/nesting/$byte"
            done
            ;;
        index) python3 "$ROOT/Scripts/gen-resource-index-seeds.py" "$generated/index" ;;
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
        xml | compile) ib_sources ;;
        strings) find "$CORPUS" -type f \( -name '*.strings' -o -name '*.xcstrings' \) ;;
        assets) find "$CORPUS" -type f -path '*.xcassets/*' -name Contents.json ;;
        image) find "$CORPUS" -type f \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' \) ;;
        lint) find "$ROOT/Fuzz/Seeds/lint" -type f -name '*.json' ;;
        project) find "$ROOT/Tests/Fixtures" -type f -name project.pbxproj ;;
        # The corpus holds no code: the sources of the fixtures and the example app.
        code) find "$ROOT/Tests/Fixtures" "$ROOT/Examples" -type f \( -name '*.swift' -o -name '*.h' -o -name '*.m' \) ;;
        config | nesting | index) find "$generated/$1" -type f ;;
    esac
}

# The build flags: libFuzzer instrumentation and AddressSanitizer on every Swift module.
build_flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
    --package-path Fuzz --scratch-path "$SCRATCH")
# SwiftPM keeps its build plan across runs and misses source files added to the main package
# since (the build then fails on a missing member): the plan is made afresh each run.
rm -f "$SCRATCH/release.yaml" "$SCRATCH/build.db" "$SCRATCH/release/description.json"
for target in "${targets[@]}"; do
    # Retried: SwiftPM refuses to start while another build holds the scratch folder's lock.
    for attempt in 1 2 3 4 5 6; do
        swift build "${build_flags[@]}" --product "$(product "$target")" >&2 && break
        [ "$attempt" -lt 6 ] || exit 1
        sleep 10
    done
done
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

# Leaks in the toolchain's own libraries are suppressed by name; any other leak is a failure.
export LSAN_OPTIONS="suppressions=$ROOT/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
summaries=()
for target in "${targets[@]}"; do
    work="$SCRATCH/work/$target"
    generate_seeds "$target"
    rm -rf "$work/seeds" "$work/artifacts" "$work/fuzz-0.log"
    mkdir -p "$work/seeds" "$work/corpus" "$work/artifacts"
    # Named by content: real corpus files share names across storyboards.
    while IFS= read -r file; do
        seed="$work/seeds/new"
        { seed_prefix "$target" "${file,,}"; cat "$file"; } > "$seed"
        mv "$seed" "$work/seeds/$(sha1sum < "$seed" | cut -c1-16)"
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
