#!/usr/bin/env bash
# The remote-execution test: builds Examples/ with Bazel through a Remote Execution API server on
# loopback and checks what the README's "Build farms" section promises.
#
# Installs Debian's bazel-bootstrap (Bazel 4.2.3, offline) and BuildGrid 0.1.2 from PyPI (in a
# venv under .build-remote), builds the static nibcat (Scripts/build-static.sh; $NIBCAT skips
# that), starts BuildGrid and the test worker (Tests/RemoteExecution/worker.py) on 127.0.0.1, then:
#   1. a local, sandboxed Bazel build of Examples/;
#   2. a remote build with the cache disabled: every IB action must run on the worker, and the
#      outputs must be byte-identical to the local build's and to `nibcat compile`'s;
#   3. REMOTE_BUILD_REPEATS (default 5) such builds after `bazel clean`: the same action
#      digests and output digests each time;
#   4. after `bazel clean`, a build served entirely from the remote cache (its outputs stay in
#      Examples/bazel-bin);
#   5. a xib with an error, built remotely: the action fails with ibtool's diagnostic, which
#      names the object (`BrokenView.xib:<object id>: error: …`).
# REMOTE_BUILD_BENCH_COUNT=N adds the timings of N generated documents (see the end).
# Everything it starts is stopped by its process id. Prints, last,
#   remote build: N actions remote, N from the remote cache, outputs identical
# Timings go to .build-remote/last-run/timings.txt.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$(pwd)"
source Scripts/setup.sh
nibcat_require_packages bazel-bootstrap python3-venv
script_started=$(date +%s.%N)

state="$root/.build-remote"
venv="$state/venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
if ! "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(m.version("buildgrid") != "0.1.2")' >/dev/null 2>&1; then
    echo "remote-build: installing buildgrid 0.1.2" >&2
    "$venv/bin/python" -m pip install --quiet "buildgrid==0.1.2" >&2
fi

if [ -z "${NIBCAT:-}" ]; then
    NIBCAT="$(bash Scripts/build-static.sh)"
fi
export NIBCAT

run="$state/last-run"
rm -rf "$run"
mkdir -p "$run/server" "$run/worker"
timings="$run/timings.txt"
: >"$timings"

port="$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
server_pid=""
worker_pid=""
stop_everything() {
    [ -n "$worker_pid" ] && kill "$worker_pid" 2>/dev/null && wait "$worker_pid" 2>/dev/null
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    return 0
}
trap stop_everything EXIT

NIBCAT_REMOTE_PORT="$port" NIBCAT_REMOTE_STATE="$run/server" \
    "$venv/bin/bgd" server start "$root/Tests/RemoteExecution/buildgrid.yml" >"$run/server/log" 2>&1 &
server_pid=$!
"$venv/bin/python" "$root/Tests/RemoteExecution/worker.py" --server "127.0.0.1:$port" \
    --work-dir "$run/worker" --log "$run/worker/runs.jsonl" >"$run/worker/log" 2>&1 &
worker_pid=$!
: >"$run/worker/runs.jsonl"

# Bazel in batch mode: no server stays behind. Two jobs and nice, since the machine is shared.
bazel_in() {
    local workspace="$1"
    shift
    (cd "$workspace" && nice -n 10 bazel --batch --batch_cpu_scheduling "$@")
}
remote=(--remote_executor="grpc://127.0.0.1:$port" --remote_timeout=300)
timed() {
    local label="$1"
    shift
    local started
    started=$(date +%s.%N)
    "$@"
    awk -v label="$label" -v started="$started" -v ended="$(date +%s.%N)" \
        'BEGIN { printf "%s %.2f s\n", label, ended - started }' | tee -a "$timings" >&2
}
ib_outputs() { # copies the IB outputs of Examples/bazel-bin (links resolved) to $1
    mkdir -p "$1"
    cp -rL "$root/Examples/bazel-bin/xibs" "$root/Examples/bazel-bin/storyboards" "$1/"
}
log_check() { "$venv/bin/python" "$root/Tests/RemoteExecution/execution_log.py" "$@"; }

examples="$root/Examples"
build=(build --jobs=2 //...)

echo "remote-build: local sandboxed build" >&2
bazel_in "$examples" clean
timed "local bazel build" bazel_in "$examples" "${build[@]}" --spawn_strategy=sandboxed
ib_outputs "$run/local"

echo "remote-build: remote builds, cache disabled" >&2
repeats="${REMOTE_BUILD_REPEATS:-5}"
for attempt in $(seq 1 "$repeats"); do
    bazel_in "$examples" clean
    : >"$run/worker/runs.jsonl"
    timed "remote build $attempt (cache disabled)" bazel_in "$examples" "${build[@]}" "${remote[@]}" \
        --noremote_accept_cached --execution_log_json_file="$run/remote-$attempt.json"
    remote_actions="$(log_check remote "$run/remote-$attempt.json" "$run/worker/runs.jsonl")"
    log_check digests "$run/remote-$attempt.json" >"$run/digests-$attempt.txt"
    if [ "$attempt" -gt 1 ] && ! diff -u "$run/digests-1.txt" "$run/digests-$attempt.txt" >&2; then
        echo "remote-build: remote build $attempt wrote other outputs than build 1" >&2
        exit 1
    fi
done
cp "$run/worker/runs.jsonl" "$run/worker-runs-last.jsonl"
log_check timings "$run/server/scheduler.db" "$run/worker/runs.jsonl" | tee -a "$timings" >&2
ib_outputs "$run/remote"
diff -r "$run/local" "$run/remote" >&2 || { echo "remote-build: remote and local Bazel outputs differ" >&2; exit 1; }

# The same documents through `nibcat compile`, in a folder with no catalog above it.
direct="$run/direct"
mkdir -p "$direct"
sources=()
while IFS= read -r document; do sources+=("$root/Examples/$document"); done < <(
    cd "$root/Examples" && find ExampleApp -name '*.xib' -not -path 'ExampleApp/Mac/*' | sort)
(cd "$direct" && "$NIBCAT" compile --module ExampleApp --minimum-deployment-target 15.0 "${sources[@]}" -o xibs >&2)
(cd "$direct" && "$NIBCAT" compile --module ExampleApp --minimum-deployment-target 15.0 \
    "$root"/Examples/ExampleApp/Base.lproj/*.storyboard -o storyboards >&2)
for document in "${sources[@]}"; do
    relative="${document#"$root/Examples/"}"
    name="$(basename "$document" .xib)"
    cmp "$direct/xibs/$name.nib" "$run/remote/xibs/${relative%.xib}/$name.nib" >&2 \
        || { echo "remote-build: $relative differs from nibcat compile's" >&2; exit 1; }
done
for storyboard in "$direct"/storyboards/*.storyboardc; do
    diff -r "$storyboard" "$run/remote/storyboards/linked/Base.lproj/$(basename "$storyboard")" >&2 \
        || { echo "remote-build: $(basename "$storyboard") differs from nibcat compile's" >&2; exit 1; }
done

echo "remote-build: rebuild after bazel clean, from the remote cache" >&2
bazel_in "$examples" clean
runs_before="$(wc -l <"$run/worker/runs.jsonl")"
timed "rebuild from the remote cache" bazel_in "$examples" "${build[@]}" "${remote[@]}" \
    --execution_log_json_file="$run/cached.json"
cached_actions="$(log_check cached "$run/cached.json")"
[ "$(wc -l <"$run/worker/runs.jsonl")" -eq "$runs_before" ] \
    || { echo "remote-build: the worker ran actions during the cached rebuild" >&2; exit 1; }
ib_outputs "$run/cached"
diff -r "$run/local" "$run/cached" >&2 || { echo "remote-build: cached outputs differ" >&2; exit 1; }

echo "remote-build: a xib with an error, built remotely" >&2
broken="$run/broken-workspace"
mkdir -p "$broken"
cp "$root/Tests/RemoteExecution/BrokenView.xib" "$broken/"
sed -e "s#\"\\.\\./#\"$root/#" "$root/Examples/WORKSPACE" >"$broken/WORKSPACE"
cat >"$broken/BUILD" <<'EOF'
load("@nibcat_rules//:defs.bzl", "ib_xibs")

ib_xibs(name = "broken", srcs = ["BrokenView.xib"])
EOF
if bazel_in "$broken" "${build[@]}" "${remote[@]}" >"$run/broken.log" 2>&1; then
    echo "remote-build: the broken xib built" >&2
    exit 1
fi
# BrokenView.xib's outlet oT4-Lb-7wE points at an id no object has: ibtool's form names the
# outlet, `path:objectID: error: message`.
if ! grep -E '^BrokenView\.xib:oT4-Lb-7wE: error: outlet titleLabel points at Gn3-xX-9qQ' "$run/broken.log" >&2; then
    echo "remote-build: no 'BrokenView.xib:oT4-Lb-7wE: error:' diagnostic in Bazel's output ($run/broken.log)" >&2
    exit 1
fi
bazel_in "$broken" clean --expunge >/dev/null 2>&1

# Opt-in benchmark: REMOTE_BUILD_BENCH_COUNT=N times a local, a remote and a cached build of N
# documents of the generated tree (Scripts/gen-ib-tree.py), one storyboard link per storyboard
# since the tree repeats storyboard names.
if [ -n "${REMOTE_BUILD_BENCH_COUNT:-}" ]; then
    generated="$run/generated"
    python3 "$root/Scripts/gen-ib-tree.py" "$generated" --count "$REMOTE_BUILD_BENCH_COUNT" --seed 1 >&2
    cp "$broken/WORKSPACE" "$generated/WORKSPACE"
    cat >"$generated/BUILD" <<'END'
load("@nibcat_rules//:defs.bzl", "ib_storyboards", "ib_xibs")

ib_xibs(name = "xibs", srcs = glob(["**/*.xib"]), minimum_os_version = "15.0", module = "App")

[
    ib_storyboards(name = "storyboard_%d" % index, srcs = [storyboard], minimum_os_version = "15.0", module = "App")
    for index, storyboard in enumerate(glob(["**/*.storyboard"]))
]
END
    label="$REMOTE_BUILD_BENCH_COUNT generated documents"
    bazel_in "$generated" clean
    timed "$label: local bazel build" bazel_in "$generated" "${build[@]}" --spawn_strategy=sandboxed
    bazel_in "$generated" clean
    timed "$label: remote build (cache disabled)" bazel_in "$generated" "${build[@]}" "${remote[@]}" --noremote_accept_cached
    bazel_in "$generated" clean
    timed "$label: rebuild from the remote cache" bazel_in "$generated" "${build[@]}" "${remote[@]}"
    bazel_in "$generated" clean --expunge >/dev/null 2>&1
fi

stop_everything
trap - EXIT
awk -v started="$script_started" -v ended="$(date +%s.%N)" 'BEGIN { printf "whole script %.0f s\n", ended - started }' \
    | tee -a "$timings" >&2
echo "remote build: $remote_actions actions remote, $cached_actions from the remote cache, outputs identical"
