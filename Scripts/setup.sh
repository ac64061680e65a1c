#!/usr/bin/env bash
# Installs the Debian packages NibCatalog builds against, when they are missing.
# Sourced by the other scripts; safe to run on its own.
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

nibcat_require_packages libsqlite3-dev zlib1g-dev
