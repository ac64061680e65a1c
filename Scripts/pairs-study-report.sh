#!/usr/bin/env bash
# The compiler against Xcode on the study pairs of ../shared/corpus/pairs-study.json: iOS documents
# and the nibs Xcode built from them, in public repositories without a permissive licence. Their
# files are read from local git mirrors into a temporary folder laid out as ../shared/corpus/pairs
# (never into the project), and Scripts/pairs-report.sh compares them; it prints the same figures.
# A pair whose repository has no mirror is skipped and counted.
#
#   Scripts/pairs-study-report.sh            # STUDY_DIR=DIR keeps the extracted pairs and outputs
#
# Environment: MIRRORS (default /work/.mirror: one <owner>+<name>/repo git folder per repository,
#              as the session's fetch tool leaves them), STUDY (default ../shared/corpus/pairs-study.json),
#              STUDY_DIR (default: mktemp -d, deleted at exit), NIBCAT (as pairs-report.sh).
# Exit status: 0 whatever the counts (this is a report), 1 when a command fails.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
STUDY="${STUDY:-$REPO_ROOT/../shared/corpus/pairs-study.json}"
MIRRORS="${MIRRORS:-/work/.mirror}"

die() { printf '[pairs-study-report] ERROR: %s\n' "$*" >&2; exit 1; }

source "$SCRIPT_DIR/setup.sh"
nibcat_require_packages python3 git
[ -f "$STUDY" ] || die "no $STUDY (the shared corpus is missing)"
[ -d "$MIRRORS" ] || die "no mirrors at $MIRRORS"

nibcat_work_dir "${STUDY_DIR:-}" nibcat-study

# pairs/<id>/source/<document> and pairs/<id>/xcode/<output>, and a pairs.json in the shared
# corpus's shape, for every study pair whose repository is mirrored.
python3 - "$STUDY" "$MIRRORS" "$WORK/pairs" <<'PY'
import json, os, subprocess, sys
study, mirrors, out = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(out, exist_ok=True)

def git(folder, *arguments, text=False):
    return subprocess.run(["git", "--git-dir", folder, *arguments], capture_output=True, check=True, text=text).stdout

# A pair without an Xcode version is compiled for the Xcode that shipped its iOS SDK (the
# pair's "sdk"), as its build used; without either, for the newest.
XCODE_OF_SDK = {
    "12.4": "1030", "13.0": "1100", "13.1": "1110", "13.2": "1120", "13.4": "1140", "13.5": "1150",
    "13.6": "1160", "13.7": "1170", "14.0": "1200", "14.1": "1210", "14.2": "1220", "14.3": "1230",
    "14.4": "1240", "14.5": "1250", "15.0": "1300", "15.2": "1320", "15.4": "1330", "15.5": "1340",
    "16.0": "1400", "16.1": "1410", "16.2": "1420", "16.4": "1430", "17.0": "1500", "17.2": "1510",
    "17.4": "1530", "17.5": "1540", "18.0": "1600", "18.1": "1610", "18.2": "1620", "18.4": "1630",
    "18.5": "1640",
}

def xcode_of(pair):
    sdk = (pair.get("sdk") or "").removeprefix("iphonesimulator").removeprefix("iphoneos")
    return pair.get("xcode") or XCODE_OF_SDK.get(sdk)

pairs, missing, failed = [], set(), 0
for index, pair in enumerate(json.load(open(study))):
    base = os.path.join(mirrors, pair["repo"].replace("/", "+"), "repo")
    folder = base + "/.git" if os.path.isdir(base + "/.git") else base
    if not os.path.isdir(folder):
        missing.add(pair["repo"])
        continue
    identifier = f"{index:03d}-{pair['repo'].replace('/', '-')}-{os.path.basename(pair['source'])}"
    compiled = pair["compiled"].rstrip("/")
    try:
        source = git(folder, "show", f"{pair['commit']}:{pair['source']}")
        listing = git(folder, "ls-tree", "-r", "-z", "--name-only", pair["commit"], compiled + "/")
        files = [f.decode() for f in listing.split(b"\0") if f]
        if not files:  # a xib's nib is one file
            files = [compiled]
        os.makedirs(f"{out}/{identifier}/source", exist_ok=True)
        open(f"{out}/{identifier}/source/{os.path.basename(pair['source'])}", "wb").write(source)
        for name in files:
            relative = os.path.basename(compiled) + name[len(compiled):]
            target = f"{out}/{identifier}/xcode/{relative}"
            os.makedirs(os.path.dirname(target), exist_ok=True)
            open(target, "wb").write(git(folder, "show", f"{pair['commit']}:{name}"))
    except subprocess.CalledProcessError as error:
        failed += 1
        print(f"[pairs-study-report] {identifier}: cannot read from the mirror: {error.stderr.decode(errors='replace')[:200]}", file=sys.stderr)
        continue
    pairs.append({
        "id": identifier, "source": f"{identifier}/source/{os.path.basename(pair['source'])}",
        "xcode": f"{identifier}/xcode/{os.path.basename(compiled)}", "module": pair.get("module"),
        "minimumDeploymentTarget": pair.get("min_os"), "xcodeVersion": xcode_of(pair),
        "ibtoolArguments": pair.get("ibtoolArguments"),
        "sourceRepository": f"{pair['repo']} @ {pair['commit'][:10]} ({pair['source']})",
    })
json.dump(pairs, open(f"{out}/pairs.json", "w"), indent=1)
print(f"study pairs: {len(pairs)} read, {failed} unreadable, {len(missing)} repositories without a mirror", file=sys.stderr)
PY

PAIRS="$WORK/pairs" PAIRS_DIR="$WORK/outputs" bash "$SCRIPT_DIR/pairs-report.sh"
