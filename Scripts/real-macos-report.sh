#!/usr/bin/env bash
# Compiles every AppKit document (a .xib or .storyboard whose targetRuntime is MacOSX.Cocoa)
# under the given folders, once strictly and once with --allow-approximation, and prints what
# each refused, the refusals by reason and the counts. Real apps have no Xcode output to compare
# with: this measures how much of them the compiler writes, not whether it is what Xcode writes
# (Scripts/pairs-report.sh does that for the pairs).
#
# Usage: PROFILES=DIR [NIBCAT=.build/debug/nibcat] Scripts/real-macos-report.sh FOLDER...
#   PROFILES  a folder of Apple's color profiles (nibcat extract-color-profiles)
#   FOLDER    checked-out sources, such as IINA's, transmission's or Rectangle's
set -euo pipefail

NIBCAT="${NIBCAT:-.build/debug/nibcat}"
PROFILES="${PROFILES:?name a folder of the color profiles in PROFILES (see nibcat extract-color-profiles)}"
RUNTIME="MacOSX.Cocoa" KIND="AppKit"
COMPILE_OPTIONS=(--target-device mac --color-profiles "$PROFILES")
source "$(dirname "${BASH_SOURCE[0]}")/real-report-common.sh"
