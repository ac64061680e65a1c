#!/usr/bin/env bash
# The main job on the example app: index Examples/, then ask who uses a class and show a xib.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/setup.sh
swift build --product nibcat
nibcat="$(swift build --show-bin-path)/nibcat"
export NIBCAT_DB=.build/example-catalog.sqlite

set -x
"$nibcat" index Examples
"$nibcat" who-uses CardView
"$nibcat" who-uses SegmentDelegate --module ExampleApp
"$nibcat" show SegmentView
"$nibcat" show Main.storyboard --json
