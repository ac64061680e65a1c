#!/usr/bin/env bash
# Cross-checks nibcat's NIBArchive decoder against the PyPI package nibarchive 1.1.0 on every
# NIBArchive file of the shared corpus (see Scripts/crosscheck-nibarchive.py for what is compared
# and which peer quirks are expected).
#
#   Scripts/crosscheck-nibarchive.sh                 # builds nibcat release (.build)
#   NIBCAT=/path/to/nibcat Scripts/crosscheck-nibarchive.sh [-v]
#
# The peer lives in a venv at .build-crosscheck/venv (created on first use).
# Exit status: 0 all agree (peer failures allowed), 1 any disagreement or failed command.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"
CORPUS="$REPO_ROOT/../shared/corpus"

die() { printf 'crosscheck: error: %s\n' "$*" >&2; exit 1; }

[ -d "$CORPUS/nib" ] || die "corpus not found at $CORPUS/nib (the shared corpus must sit beside the repo: <repo>/../shared/corpus)"
CORPUS="$(cd "$CORPUS" && pwd)"

# ---------------------------------------------------------------- peer venv
source "$SCRIPT_DIR/setup.sh"
PY="$(nibcat_peer_python)"

# ---------------------------------------------------------------- nibcat
BIN="$(nibcat_release_binary)" || die "no nibcat to check (swift build failed, or NIBCAT is not a binary)"

"$PY" "$SCRIPT_DIR/crosscheck-nibarchive.py" --nibcat "$BIN" --corpus "$CORPUS" "$@"
