#!/usr/bin/env bash
# Builds nibcat with the Swift runtime linked in statically, so it runs on a Linux machine with no
# Swift installed (a build farm's worker), and checks that with ldd. Prints the binary's path.
#   swift build -c release --static-swift-stdlib --scratch-path .build-release-static --product nibcat
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/setup.sh
binary="$(nibcat_static_release_binary)"
if ldd "$binary" | grep -i swift >&2; then
    echo "build-static: $binary still links the Swift libraries above" >&2
    exit 1
fi
echo "build-static: $binary needs only: $(ldd "$binary" | awk '{print $1}' | sort | tr '\n' ' ')" >&2
echo "$binary"
