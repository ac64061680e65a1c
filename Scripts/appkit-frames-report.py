#!/usr/bin/env python3
"""How Xcode's compiled AppKit nibs place the views of their xibs, for the macOS compiler to
come (issue 28): draws each pair of ../shared/corpus/pairs-macos twice with `nibcat render`
(the xib, and the nib Xcode compiled from it), and on the pairs whose views line up class for
class, counts per class how Xcode's frame differs from the xib's rectangle (x, width, height).

    NIBCAT=.build/debug/nibcat Scripts/appkit-frames-report.py [PAIRS_DIR]
"""
import collections, os, re, subprocess, sys, tempfile, xml.etree.ElementTree as ET

NIBCAT = os.path.abspath(os.environ.get("NIBCAT", ".build/debug/nibcat"))
PAIRS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../shared/corpus/pairs-macos")
SVG = "{http://www.w3.org/2000/svg}"


def views(path, out):
    """(class, x, y, width, height) of every object the picture draws, in drawing order."""
    if subprocess.run([NIBCAT, "render", path, "-o", out], capture_output=True).returncode:
        return None
    drawn = []
    for group in ET.parse(out).getroot().iter(SVG + "g"):
        frame = next((c for c in group if c.tag == SVG + "rect" and c.get("class") == "frame"), None)
        place = re.match(r"translate\(([-\d.e]+) ([-\d.e]+)\)", group.get("transform") or "")
        if group.get("data-object-id") is None or frame is None or not place:
            continue
        drawn.append((group.get("data-class"), float(place.group(1)), float(place.group(2)),
                      float(frame.get("width")), float(frame.get("height"))))
    return drawn


def main():
    deltas = collections.defaultdict(collections.Counter)
    lined_up = total = 0
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "picture.svg")
        for pair in sorted(os.listdir(PAIRS)):
            source, xcode = os.path.join(PAIRS, pair, "source"), os.path.join(PAIRS, pair, "xcode")
            if not os.path.isdir(source) or not os.path.isdir(xcode):
                continue
            xibs = [f for f in sorted(os.listdir(source)) if f.endswith(".xib")]
            nibs = [f for f in sorted(os.listdir(xcode)) if f.endswith(".nib")]
            if not xibs or not nibs:
                continue
            total += 1
            a, b = views(os.path.join(source, xibs[0]), out), views(os.path.join(xcode, nibs[0]), out)
            if not a or not b or [v[0] for v in a] != [v[0] for v in b]:
                continue
            lined_up += 1
            for x, y in zip(a, b):
                deltas[x[0]][(round(y[1] - x[1], 1), round(y[3] - x[3], 1), round(y[4] - x[4], 1))] += 1
    print(f"{lined_up} of {total} pairs draw the same classes in the same order")
    print("class: views; (x, width, height) of Xcode's frame minus the xib's, most common first")
    for name, counts in sorted(deltas.items(), key=lambda item: -sum(item[1].values())):
        print(f"{name}: {sum(counts.values())}; " + ", ".join(f"{d} ×{n}" for d, n in counts.most_common(5)))


if __name__ == "__main__":
    main()
