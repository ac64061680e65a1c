#!/usr/bin/env bash
# Cross-checks `nibcat compile` on every iOS .xib and .storyboard under Examples/ and the shared
# corpus (../shared/corpus/ib): each compiles (exit 0), compiles to the same bytes a second time,
# and every nib written decodes with the PyPI peer nibarchive 1.1.0 and with nibcat alike; every
# .storyboardc/Info.plist loads and names nibs that exist. See Scripts/crosscheck-compiled.py.
#
#   Scripts/crosscheck-compiled.sh                   # builds nibcat release (.build)
#   NIBCAT=/path/to/nibcat Scripts/crosscheck-compiled.sh [-v] [--keep DIR]
#
# The peer lives in a venv at .build-crosscheck/venv (shared with crosscheck-nibarchive.sh).
# Exit status: 0 every check passes, 1 any failure (the document is named), 2 set-up errors.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
CORPUS_IB="$REPO_ROOT/../shared/corpus/ib"

die() { printf 'crosscheck-compiled: error: %s\n' "$*" >&2; exit 2; }

[ -d "$CORPUS_IB" ] || die "corpus not found at $CORPUS_IB (the shared corpus must sit beside the repo: <repo>/../shared/corpus)"
CORPUS_IB="$(cd "$CORPUS_IB" && pwd)"

# ---------------------------------------------------------------- peer venv
source "$SCRIPT_DIR/setup.sh"
PY="$(nibcat_peer_python)"

# ---------------------------------------------------------------- nibcat
BIN="$(nibcat_release_binary)" || die "no nibcat to check (swift build failed, or NIBCAT is not a binary)"

cd "$REPO_ROOT"
"$PY" "$SCRIPT_DIR/crosscheck-compiled.py" --nibcat "$BIN" "$@" Examples "$CORPUS_IB"
