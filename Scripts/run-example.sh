#!/usr/bin/env bash
# The main job on the example app: index Examples/, ask who uses a class and show a xib, then
# compile the app's xibs and storyboards (through the catalog's cache) into .build/example-compiled.
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
mkdir -p .build/example-compiled
"$nibcat" compile Examples/ExampleApp/Views/SegmentView.xib -o .build/example-compiled/SegmentView.nib --module ExampleApp
"$nibcat" compile Examples/ExampleApp/Base.lproj/Main.storyboard -o .build/example-compiled/Main.storyboardc --module ExampleApp
"$nibcat" dump .build/example-compiled/Main.storyboardc --json
