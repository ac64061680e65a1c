"""Test infrastructure for Scripts/remote-build.sh: reads Bazel's --execution_log_json_file.

    python execution_log.py remote LOG WORKER_RUNS   every IB action ran remotely, on our worker
    python execution_log.py cached LOG               every IB action came from the remote cache
    python execution_log.py digests LOG              each IB action's key and its outputs' digests
    python execution_log.py timings DB WORKER_RUNS   where remote actions' time went (medians)

Bazel 4's log has no field for the action digest, so an action's key here is the SHA-256 of what
the Action message is made of: arguments, environment, platform, input digests, outputs.

Each prints one line to stdout on success, else says what is wrong on stderr and exits 1.
"""

import hashlib
import json
import sqlite3
import statistics
import sys
from datetime import datetime

# The mnemonics of Integrations/bazel/defs.bzl.
IB_MNEMONICS = {"XibCompile", "StoryboardCompile", "StoryboardLink"}


def spawns(path):
    """The log's spawns of IB actions (Bazel 4 writes concatenated JSON objects)."""
    decoder = json.JSONDecoder()
    text = open(path).read()
    position, found = 0, []
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position == len(text):
            break
        spawn, position = decoder.raw_decode(text, position)
        if spawn.get("mnemonic") in IB_MNEMONICS:
            found.append(spawn)
    if not found:
        fail(f"{path}: no IB actions")
    return found


def outputs(spawn):
    return sorted(spawn.get("listedOutputs", []))


def fail(message):
    print(f"execution log: {message}", file=sys.stderr)
    sys.exit(1)


def check_remote(log, worker_runs):
    ran = {}
    for line in open(worker_runs):
        run = json.loads(line)
        ran[tuple(sorted(run["outputs"]))] = run
    for spawn in spawns(log):
        what = f"{spawn['mnemonic']} {outputs(spawn)}"
        if spawn.get("runner") != "remote" or spawn.get("remoteCacheHit"):
            fail(f"{what} ran by {spawn.get('runner')!r} (remote cache hit: {spawn.get('remoteCacheHit', False)}), not remotely")
        run = ran.get(tuple(outputs(spawn)))
        if run is None:
            fail(f"{what} is not in the worker's log")
        if run["exit_code"] != spawn.get("exitCode", 0):
            fail(f"{what} exited {spawn.get('exitCode', 0)} in Bazel's log, {run['exit_code']} in the worker's")
    print(len(spawns(log)))


def check_cached(log):
    for spawn in spawns(log):
        if not spawn.get("remoteCacheHit"):
            fail(f"{spawn['mnemonic']} {outputs(spawn)} was not served from the remote cache (runner {spawn.get('runner')!r})")
    print(len(spawns(log)))


def action_key(spawn):
    parts = {name: spawn.get(name) for name in ("commandArgs", "environmentVariables", "platform", "inputs", "listedOutputs")}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def digests(log):
    lines = []
    for spawn in spawns(log):
        lines.append(f"{spawn['mnemonic']} action {outputs(spawn)} {action_key(spawn)}")
        for output in spawn.get("actualOutputs", []):
            lines.append(f"{spawn['mnemonic']} {output['path']} {output['digest']['hash']}")
    print("\n".join(sorted(lines)))


def timings(database, worker_runs):
    """BuildGrid's job timestamps (its SQLite scheduler) beside the worker's own measurements."""
    def seconds(text):
        return datetime.fromisoformat(text).timestamp()

    queued, on_worker = [], []
    rows = sqlite3.connect(database).execute(
        "SELECT queued_timestamp, worker_start_timestamp, worker_completed_timestamp FROM jobs"
        " WHERE worker_completed_timestamp IS NOT NULL")
    for queued_at, started_at, completed_at in rows:
        queued.append(seconds(started_at) - seconds(queued_at))
        on_worker.append(seconds(completed_at) - seconds(started_at))
    runs = [json.loads(line) for line in open(worker_runs)]

    def median_ms(values):
        return f"{statistics.median(values) * 1000:.0f} ms" if values else "n/a"

    print(f"jobs {len(queued)}: queued until a bot took it {median_ms(queued)}, "
          f"taken until completed {median_ms(on_worker)}; worker runs {len(runs)}: "
          f"fetch inputs {median_ms([run['fetch_seconds'] for run in runs])}, "
          f"nibcat ibtool {median_ms([run['execute_seconds'] for run in runs])}, "
          f"upload outputs {median_ms([run['upload_seconds'] for run in runs])}")


if __name__ == "__main__":
    verb, arguments = sys.argv[1], sys.argv[2:]
    {"remote": check_remote, "cached": check_cached, "digests": digests, "timings": timings}[verb](*arguments)
