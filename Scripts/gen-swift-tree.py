#!/usr/bin/env python3
"""Generate a tree of Swift sources shaped like an iOS app's, for Scripts/bench-code.sh.

Each file declares one or two UIKit classes (view controllers, views, cells) with @IBOutlets,
outlet collections, @IBActions, @IBInspectables, image names, and method bodies of ordinary
code; sizes follow a log-normal spread (median about 4 KB, 0.4-80 KB), as app sources do.

    Scripts/gen-swift-tree.py OUT [--count 2000] [--seed 1]

Deterministic for a seed. Prints the number of files and bytes written.
"""
import argparse
import math
import os
import random

KINDS = [
    ("ViewController", "UIViewController"),
    ("View", "UIView"),
    ("Cell", "UITableViewCell"),
    ("CollectionCell", "UICollectionViewCell"),
]
WORDS = ["profile", "settings", "feed", "photo", "message", "account", "search", "detail", "order", "cart",
         "payment", "map", "friend", "story", "comment", "banner", "header", "footer", "avatar", "badge"]
VIEW_TYPES = ["UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UIStackView", "UIView",
              "UITableView", "UISlider", "UISegmentedControl"]


def camel(words, upper=True):
    text = "".join(w.capitalize() for w in words)
    return text if upper else text[0].lower() + text[1:]


def method_body(rng, lines):
    out = []
    for i in range(lines):
        choice = rng.random()
        name = camel([rng.choice(WORDS), rng.choice(WORDS)], upper=False)
        if choice < 0.25:
            out.append(f"        let {name}{i} = items.filter {{ $0.isEnabled }}.map(\\.title)")
        elif choice < 0.45:
            out.append(f"        if {name}{i}Count > {rng.randint(0, 99)} {{ reload(animated: true) }}")
        elif choice < 0.6:
            out.append(f"        // Keep the {rng.choice(WORDS)} list in step with the {rng.choice(WORDS)} state.")
        elif choice < 0.75:
            out.append(f"        view.layer.cornerRadius = {rng.randint(2, 20)}.0")
        elif choice < 0.85:
            out.append(f"        imageView?.image = UIImage(named: \"{rng.choice(WORDS)}_{rng.randint(1, 40)}\")")
        else:
            out.append(f"        analytics.track(\"{name}\", properties: [\"index\": {i}, \"source\": \"{rng.choice(WORDS)}\"])")
    return out


def make_class(rng, index, target_bytes):
    suffix, superclass = rng.choice(KINDS)
    name = camel([rng.choice(WORDS), rng.choice(WORDS)]) + suffix + str(index)
    lines = []
    if rng.random() < 0.1:
        lines.append("@IBDesignable")
    lines.append(f"final class {name}: {superclass} {{")
    for _ in range(rng.randint(2, 12)):
        outlet = camel([rng.choice(WORDS), rng.choice(WORDS)], upper=False) + str(rng.randint(1, 9))
        kind = rng.choice(VIEW_TYPES)
        weak = "weak " if rng.random() < 0.7 else ""
        mark = rng.choice(["!", "!", "?"])
        lines.append(f"    @IBOutlet {weak}var {outlet}: {kind}{mark}")
    if rng.random() < 0.2:
        lines.append(f"    @IBOutlet var {rng.choice(WORDS)}Buttons: [UIButton]!")
    if rng.random() < 0.2:
        lines.append(f"    @IBInspectable var {rng.choice(WORDS)}Radius: CGFloat = {rng.randint(0, 16)}")
    lines.append("")
    lines.append("    private var items: [Item] = []")
    lines.append("")
    size = sum(len(l) + 1 for l in lines)
    method = 0
    while size < target_bytes:
        method += 1
        if rng.random() < 0.3:
            lines.append(f"    @IBAction func {camel([rng.choice(WORDS), 'tapped'], upper=False)}{method}(_ sender: Any) {{")
        else:
            lines.append(f"    func {camel(['update', rng.choice(WORDS)], upper=False)}{method}(animated: Bool) {{")
        body = method_body(rng, rng.randint(3, 25))
        lines.extend(body)
        lines.append("    }")
        lines.append("")
        size += sum(len(l) + 1 for l in body) + 80
    lines.append("}")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    total = 0
    for i in range(args.count):
        target = int(min(80_000, max(400, math.exp(rng.gauss(math.log(4_000), 0.9)))))
        folder = os.path.join(args.out, "App", rng.choice(WORDS).capitalize())
        os.makedirs(folder, exist_ok=True)
        lines = ["import UIKit", ""]
        classes = 2 if rng.random() < 0.15 else 1
        for c in range(classes):
            lines += make_class(rng, i * 2 + c, target // classes)
            lines.append("")
        text = "\n".join(lines)
        with open(os.path.join(folder, f"Source{i:05d}.swift"), "w") as f:
            f.write(text)
        total += len(text.encode())
    print(f"{args.count} files, {total} bytes")


if __name__ == "__main__":
    main()
