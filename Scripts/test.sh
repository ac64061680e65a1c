#!/usr/bin/env bash
# Runs every test: installs what the build needs, builds, and runs the suites.
# The conformance tests read ../shared/corpus beside the project and fail if it is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/setup.sh
# The tests check our plists with Debian's plistutil and our zips with unzip and Python's zipfile;
# `render --png` needs a rasterizer (rsvg-convert) and PDF images poppler's pdftocairo.
nibcat_require_packages libplist-utils unzip python3 poppler-utils librsvg2-bin
# The code's format (.swift-format: today's style, 4 spaces, 140 columns); `swift format format -i`
# with the same paths fixes what it finds.
swift format lint --strict --recursive --parallel Sources Tests Package.swift Benchmarks/Sources Benchmarks/RenderBench \
    Benchmarks/RuntimeBench Benchmarks/Package.swift Fuzz/Sources Fuzz/Package.swift Plugins
swift build --build-tests
swift test --skip-build
# The DocC catalogs of the libraries apps link and of the stages the compiler stands on: every
# symbol link must resolve.
swift package generate-documentation --target IBSource --target NibArchive --target UIKitNib --target AppKitNib \
    --target NibCompiler --target NibRuntime --warnings-as-errors > /dev/null
# The HTML report in headless Chromium (installs Debian's chromium when missing).
Scripts/browser-test.sh
