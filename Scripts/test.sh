#!/usr/bin/env bash
# Runs every test: installs what the build needs, builds, and runs the suites.
# The conformance tests read ../shared/corpus beside the project and fail if it is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/setup.sh
swift build --build-tests
swift test --skip-build
