#!/usr/bin/env bash
# Installs the Debian packages NibCatalog builds against, when they are missing, and defines
# the helpers the other scripts share. Sourced by them; safe to run on its own.
set -euo pipefail

nibcat_require_packages() {
    local missing=()
    local package
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$package")
        fi
    done
    [ "${#missing[@]}" -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "setup: installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -qq >&2
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

# The peer decoder, PyPI nibarchive 1.1.0, in a venv under .build-crosscheck; prints its python.
nibcat_peer_python() {
    local venv
    venv="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build-crosscheck/venv"
    nibcat_require_packages python3-venv
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
    if ! "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(m.version("nibarchive") != "1.1.0")' \
        >/dev/null 2>&1; then
        "$venv/bin/python" -m pip install --quiet "nibarchive==1.1.0" >&2
    fi
    echo "$venv/bin/python"
}

# The nibcat to check: $NIBCAT when set, else a release build made now; prints its path.
nibcat_release_binary() {
    if [ -n "${NIBCAT:-}" ]; then
        echo "$NIBCAT"
        return
    fi
    release_product_binary nibcat
}

# A product built for release with the Swift runtime linked in statically (process start is most
# of a short query), in the one scratch folder every benchmark shares (.build-release-static), so
# the debug build stays intact and later builds recompile only what changed; prints its path.
static_release_binary() {
    local root bin
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    local build=(swift build -c release --static-swift-stdlib --scratch-path "$root/.build-release-static")
    echo "setup: ${build[*]} --product $1" >&2
    (cd "$root" && "${build[@]}" --product "$1" >&2) || return 1
    bin="$(cd "$root" && "${build[@]}" --show-bin-path)/$1"
    [ -x "$bin" ] || { echo "setup: $1 binary not found at $bin" >&2; return 1; }
    echo "$bin"
}

# nibcat as it ships.
nibcat_static_release_binary() {
    static_release_binary nibcat
}

# The generated tree (`gen-ib-tree.py`) of COUNT documents from SEED at TREE, indexed by NIBCAT
# into a new catalog DB: the catalog the lint and report benchmarks ask.
# Usage: bench_indexed_tree NIBCAT TREE DB COUNT SEED
bench_indexed_tree() {
    local root
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
    python3 "$root/gen-ib-tree.py" "$2" --count "$4" --seed "$5" --force >&2 || return 1
    rm -f -- "$3" "$3-wal" "$3-shm"
    "$1" index "$2" --db "$3" >&2
}

# The median of whole numbers given as arguments (the lower middle one of an even count).
bench_median() {
    printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"
}

# Sets BENCH_DIR for a benchmark: $BENCH_DIR made absolute and kept, else a new temporary folder
# named after $1, removed when the script exits unless BENCH_KEEP=1.
bench_work_dir() {
    if [ -n "${BENCH_DIR:-}" ]; then
        mkdir -p "$BENCH_DIR"
        BENCH_DIR="$(cd "$BENCH_DIR" && pwd)"
    else
        BENCH_DIR="$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")"
        if [ "${BENCH_KEEP:-0}" != 1 ]; then
            trap 'rm -rf -- "$BENCH_DIR"' EXIT
        fi
    fi
}

# Builds one product of the package in release mode and prints its path.
release_product_binary() {
    local root
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    echo "setup: swift build -c release --product $1" >&2
    (cd "$root" && swift build -c release --product "$1" >&2)
    echo "$(cd "$root" && swift build -c release --show-bin-path)/$1"
}

nibcat_require_packages libsqlite3-dev zlib1g-dev
