#!/usr/bin/env bash
# The main job on the example app: index Examples/, ask who uses a class, list a class's outlets
# and show a xib, resolve its images, compile its xibs and storyboards (through the catalog's
# cache) into .build/example-compiled, package it as a versioned bundle in .build/example-dist, look
# resources up in that bundle, load a nib from it, draw its documents and the storyboard's map,
# write the catalog's HTML report, and lint the example.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/setup.sh
swift build --product nibcat
nibcat="$(swift build --show-bin-path)/nibcat"
export NIBCAT_DB=.build/example-catalog.sqlite
# A demo from scratch each time: a published version is never rewritten, so the bundles of an
# earlier run of a changed example would refuse this run's.
rm -rf .build/example-dist

set -x
"$nibcat" index Examples
"$nibcat" who-uses CardView
"$nibcat" who-uses ViewControllerManager --module ExampleApp
"$nibcat" outlets DetailViewController
"$nibcat" show SegmentView
"$nibcat" show Main.storyboard --json
mkdir -p .build/example-compiled
"$nibcat" compile Examples/ExampleApp/Views/SegmentView.xib -o .build/example-compiled/SegmentView.nib --module ExampleApp
"$nibcat" compile Examples/ExampleApp/Base.lproj/Main.storyboard -o .build/example-compiled/Main.storyboardc --module ExampleApp
"$nibcat" dump .build/example-compiled/Main.storyboardc --json
"$nibcat" images
"$nibcat" images --missing
mkdir -p .build/example-pictures
while IFS= read -r -d '' document; do
    name="$(basename "$document")"
    "$nibcat" render "$document" -o ".build/example-pictures/${name%.*}.svg"
done < <(find Examples/ExampleApp -name '*.xib' -print0 -o -name '*.storyboard' -print0 | sort -z)
"$nibcat" render Examples/ExampleApp/Base.lproj/Main.storyboard --map -o .build/example-pictures/Main-map.svg
"$nibcat" render .build/example-compiled/Main.storyboardc -o .build/example-pictures/Main-compiled.svg   # the same scenes, from the nibs
"$nibcat" report -o .build/example-report   # open .build/example-report/index.html
# The example keeps one missing image on purpose, so packaging needs --allow-missing.
"$nibcat" package --name ExampleKit --version 1.0.0 --out .build/example-dist --module ExampleApp --allow-missing --zip
"$nibcat" package --name ExampleKit --version 1.0.0 --out .build/example-dist --module ExampleApp --allow-missing --zip
"$nibcat" bundles
"$nibcat" who-uses NormalToolBar --db .build/example-dist/ExampleKit/1.0.0/ExampleKit.bundle
"$nibcat" lookup .build/example-dist/ExampleKit/1.0.0/ExampleKit.bundle image toolbar_edit --scale 3 --idiom ipad
"$nibcat" lookup .build/example-dist storyboard Main --language fr-CA --version ^1.0 --json
"$nibcat" load .build/example-dist/ExampleKit/1.0.0/ExampleKit.bundle/SegmentView.nib \
    --owner-class ExampleApp.SegmentViewController --external ViewControllerManager=ExampleApp.ViewControllerManager
# The example keeps a recursion trap, a missing image, a renamed outlet, a renamed action and an
# unconnected outlet on purpose: lint reports them and exits 1.
lint_status=0
"$nibcat" lint Examples || lint_status=$?
[ "$lint_status" -eq 1 ]
