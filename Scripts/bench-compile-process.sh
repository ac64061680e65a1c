#!/usr/bin/env bash
# One document compiled in its own process, as Bazel and Buck2 run ibtool: the lean
# `nibcat-ibtool --compile`, `nibcat ibtool --compile` and `nibcat compile`, against the peer
# XMLParsePeer (Benchmarks/), a static Swift program that only parses the same document with
# Foundation's XMLParser and writes a file. hyperfine, all in the same run, the document in the
# page cache, each output written over the last.
# Targets (issue 27): nibcat-ibtool's median <= 7 ms, and <= 3x the peer's.
#
#   Scripts/bench-compile-process.sh [DOCUMENT]   # default: Examples/ExampleApp/Views/BlueView.xib
#
# Environment: BENCH_RUNS (default 300 per command). A markdown block for BENCHMARKS.md goes to stdout.
source "$(dirname "${BASH_SOURCE[0]}")/bench-common.sh" bench-compile-process hyperfine python3
DOC="$(cd "$(dirname "${1:-Examples/ExampleApp/Views/BlueView.xib}")" && pwd)/$(basename "${1:-BlueView.xib}")"
[ -f "$DOC" ] || die "no document at $DOC"
RUNS="${BENCH_RUNS:-300}"

IBTOOL="$(bench_static_binary nibcat-ibtool)"
NIBCAT="$(bench_static_binary nibcat)"
PEER_BUILD=(swift build -c release --static-swift-stdlib --package-path Benchmarks --scratch-path Benchmarks/.build-bench-static)
log "${PEER_BUILD[*]} --product XMLParsePeer"
"${PEER_BUILD[@]}" --product XMLParsePeer >&2 || die "swift build (XMLParsePeer) failed"
PEER="$("${PEER_BUILD[@]}" --show-bin-path)/XMLParsePeer"

bench_work_dir nibcat-bench-compile-process
cd "$BENCH_DIR"
for command in "$IBTOOL --compile a.nib $DOC" "$NIBCAT ibtool --compile b.nib $DOC" "$NIBCAT compile $DOC -o c.nib" "$PEER $DOC d.txt"; do
    $command > /dev/null || die "$command failed"
done
cmp -s a.nib b.nib && cmp -s a.nib c.nib || die "nibcat-ibtool, nibcat ibtool and nibcat compile wrote different bytes"

hyperfine -N --warmup 20 --runs "$RUNS" --export-json times.json \
    -n nibcat-ibtool "$IBTOOL --compile a.nib $DOC" \
    -n "nibcat ibtool" "$NIBCAT ibtool --compile b.nib $DOC" \
    -n "nibcat compile" "$NIBCAT compile $DOC -o c.nib" \
    -n XMLParsePeer "$PEER $DOC d.txt" >&2 || die "hyperfine failed"

export DOC RUNS MACHINE="$(bench_machine)" SWIFT_VER="$(bench_toolchain)" DATE="$(date +%Y-%m-%d)"
export REVISION="$(bench_revision)" STATIC_BUILD_WORDS="${STATIC_RELEASE_BUILD[*]}" PEER_BUILD_WORDS="${PEER_BUILD[*]}"
export DOC_BYTES="$(wc -c < "$DOC")" REPO_ROOT
python3 - <<'PY'
import json, os, statistics
e = os.environ
results = {r["command"]: r for r in json.load(open("times.json"))["results"]}
ms = {name: statistics.median(r["times"]) * 1000 for name, r in results.items()}
doc = os.path.relpath(e["DOC"], e["REPO_ROOT"])
print("### One document compiled in its own process")
print()
print("- measured %s; machine: %s; toolchain: %s; code: %s" % (e["DATE"], e["MACHINE"], e["SWIFT_VER"], e["REVISION"]))
print("- builds: `%s --product nibcat-ibtool` and `--product nibcat`; peer: `%s --product XMLParsePeer`" % (
    e["STATIC_BUILD_WORDS"], e["PEER_BUILD_WORDS"]))
print("- document: `%s` (%s bytes); the three nibcat commands write the same bytes (checked with `cmp`)" % (doc, e["DOC_BYTES"]))
print()
print("```sh")
print("hyperfine -N --warmup 20 --runs %s \\" % e["RUNS"])
print("  '.build-release-static/release/nibcat-ibtool --compile a.nib %s' \\" % doc)
print("  '.build-release-static/release/nibcat ibtool --compile b.nib %s' \\" % doc)
print("  '.build-release-static/release/nibcat compile %s -o c.nib' \\" % doc)
print("  'Benchmarks/.build-bench-static/release/XMLParsePeer %s d.txt'" % doc)
print("```")
print()
print("| command | median ms | mean ms | min ms |")
print("| --- | --- | --- | --- |")
for name, r in results.items():
    print("| %s | %.2f | %.2f | %.2f |" % (name, ms[name], r["mean"] * 1000, r["min"] * 1000))
print()
lean, peer = ms["nibcat-ibtool"], ms["XMLParsePeer"]
print("- %s nibcat-ibtool median <= 7 ms: %.2f ms" % ("PASS" if lean <= 7 else "FAIL", lean))
print("- %s nibcat-ibtool <= 3x the XMLParser peer: %.2f x (%.2f ms / %.2f ms)" % (
    "PASS" if lean <= 3 * peer else "FAIL", lean / peer, lean, peer))
PY
