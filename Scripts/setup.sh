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

# Sets WORK for a report: the folder $1 (made, kept, absolute) when given, else a new temporary
# folder named after $2, removed when the script exits.
nibcat_work_dir() {
    if [ -n "$1" ]; then
        mkdir -p "$1"
        WORK="$(cd "$1" && pwd)"
    else
        WORK="$(mktemp -d "${TMPDIR:-/tmp}/$2.XXXXXX")"
        trap 'rm -rf -- "$WORK"' EXIT
    fi
}

# Apple's color profiles that macOS system colors embed (nibcat ships none), taken out of the
# Xcode nibs of the macOS pairs in PAIRS with NIBCAT: DIR/profiles-newer, and DIR/profiles-older
# with the gray profile of the macOS that Xcodes before 12.3 ran on. Fails when either does.
nibcat_macos_color_profiles() {
    local nibcat="$1" pairs="$2" dir="$3" srgb="$2/Aerial-29101a6-TimeViewController.xib/xcode/TimeViewController.nib"
    local p3="$2/Aerial-29101a6-CompanionPopoverViewController.xib/xcode/CompanionPopoverViewController.nib"
    "$nibcat" extract-color-profiles "$pairs/ibtool-1c4e662-test1.xib/xcode/test1.nib" "$srgb" "$p3" -o "$dir/profiles-newer" > /dev/null \
        && "$nibcat" extract-color-profiles "$pairs/Sparkle-d01298c-SUStatus.xib/xcode/SUStatus.nib" "$srgb" "$p3" \
            -o "$dir/profiles-older" > /dev/null
}

# The nibcat to check: $NIBCAT when set, else a release build made now; prints its path.
nibcat_release_binary() {
    if [ -n "${NIBCAT:-}" ]; then
        [ -x "$NIBCAT" ] || { echo "setup: NIBCAT=$NIBCAT is not an executable file" >&2; return 1; }
        echo "$NIBCAT"
        return
    fi
    release_product_binary nibcat
}

# Builds PRODUCT with the `swift build` command that follows it, in the package folder; prints
# the path of the binary.
built_product_binary() {
    local product=$1 root bin
    shift
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    echo "setup: $* --product $product" >&2
    (cd "$root" && "$@" --product "$product" >&2) || return 1
    bin="$(cd "$root" && "$@" --show-bin-path)/$product"
    [ -x "$bin" ] || { echo "setup: $product binary not found at $bin" >&2; return 1; }
    echo "$bin"
}

# How static_release_binary builds, run in the package folder (the benchmarks' summaries quote it).
STATIC_RELEASE_BUILD=(swift build -c release --static-swift-stdlib --scratch-path .build-release-static)

# A product built for release with the Swift runtime linked in statically (process start is most
# of a short query), in the one scratch folder every benchmark shares (.build-release-static), so
# the debug build stays intact and later builds recompile only what changed; prints its path.
static_release_binary() {
    built_product_binary "$1" "${STATIC_RELEASE_BUILD[@]}"
}

# nibcat as it ships.
nibcat_static_release_binary() {
    static_release_binary nibcat
}

# Builds one product of the package in release mode and prints its path.
release_product_binary() {
    built_product_binary "$1" swift build -c release
}

nibcat_require_packages libsqlite3-dev zlib1g-dev
