#!/usr/bin/env bash
# Compiles every iOS document (a .xib or .storyboard whose targetRuntime is iOS.CocoaTouch)
# under the given folders, once strictly and once with --allow-approximation, for iPhone and
# iPad at a deployment target, and prints what each refused, the counts, and the refusals by
# reason. Real apps have no Xcode output to compare with: this measures how much of them the
# compiler writes, not whether it is what Xcode writes (Scripts/pairs-report.sh does that).
#
# Usage: [NIBCAT=.build/debug/nibcat] [TARGET=13.0] [XCODE=9.1] Scripts/real-ios-report.sh FOLDER...
#   TARGET  the minimum deployment target the documents are compiled for
#   XCODE   the Xcode version compiled for (default: nibcat's, the newest)
#   FOLDER  checked-out sources, such as DuckDuckGo's or IQKeyboardManager's
set -euo pipefail

NIBCAT="${NIBCAT:-.build/debug/nibcat}"
RUNTIME="iOS.CocoaTouch" KIND="iOS"
COMPILE_OPTIONS=(--target-device iphone --target-device ipad --minimum-deployment-target "${TARGET:-13.0}")
[ -n "${XCODE:-}" ] && COMPILE_OPTIONS+=(--xcode-version "$XCODE")
source "$(dirname "${BASH_SOURCE[0]}")/real-report-common.sh"
