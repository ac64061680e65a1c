#!/usr/bin/env python3
"""Lint's recall on real repositories: plants one bug per rule it can find a place for in a copy
of each checkout, then checks that `nibcat lint` reports each planted bug (its rule, at the file
planted, or, for a renamed outlet property or action method, one more finding of that rule).

    NIBCAT=.build/debug/nibcat Scripts/lint-recall.py /path/to/checkout...

The plants: an @IBAction method and an @IBOutlet property a document connects, renamed in code;
a new @IBAction no document connects; a document's image, custom class, outlet destination, an
object's id and a named color (of an asset catalog) changed to ones that do not exist or clash.
The checkouts are only read; the copies live in a temporary folder. Exit status 1 when a plant
is missed."""
import json, os, re, shutil, subprocess, sys, tempfile

NIBCAT = os.path.abspath(os.environ.get("NIBCAT", ".build/debug/nibcat"))


def lint(folder):
    db = folder + ".sqlite"
    subprocess.run([NIBCAT, "index", ".", "--db", db], cwd=folder, capture_output=True)
    out = subprocess.run([NIBCAT, "lint", "--db", db, "--format", "json"], cwd=folder, capture_output=True, text=True).stdout
    return json.loads(out)


def files(root, extensions):
    found = []
    for base, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(base, n) for n in sorted(names) if n.endswith(extensions)]
    return found


def read(path):
    return open(path, encoding="utf-8", errors="ignore").read()


def targeted(method, documents):
    """Whether a document connects `method:` to an object of its own rather than to First
    Responder (a nil-targeted action no responder implements disables its menu item; no bug)."""
    responders = set(re.findall(r'<(?:placeholder placeholderIdentifier="IBFirstResponder"|customObject) id="([^"]+)"[^>]*'
                                r'(?:First Responder|firstResponder|UIResponder)', documents)) | {"-2"}
    targets = re.findall(r'<action selector="' + re.escape(method) + r':" target="([^"]+)"', documents)
    targets += re.findall(r'<action selector="' + re.escape(method) + r':" destination="([^"]+)"', documents)
    return any(target not in responders for target in targets)


def plant(copy):
    plants, done = [], set()

    def edit(path, old, new, rule, why):
        text = read(path)
        open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))
        plants.append((rule, os.path.relpath(path, copy), why))

    documents = files(copy, (".xib", ".storyboard"))
    connected = "\n".join(read(d) for d in documents)
    for source in files(copy, (".swift",)):
        text = read(source)
        action = re.search(r"@IBAction (?:public |private |internal )?func (\w+)\(", text)
        outlet = re.search(r"@IBOutlet (?:weak )?(?:private )?var (\w+): (\w+)", text)
        loaded = re.search(r"\n(\s*)(?:override )?func viewDidLoad\(\)", text)
        if "action" not in done and action and targeted(action.group(1), connected):
            edit(source, f"func {action.group(1)}(", f"func {action.group(1)}Renamed(", "action-without-method", "method renamed")
            done.add("action")
        elif "outlet" not in done and outlet and f'property="{outlet.group(1)}"' in connected:
            edit(source, f"var {outlet.group(1)}:", f"var {outlet.group(1)}Renamed:", "outlet-without-property", "property renamed")
            done.add("outlet")
        elif "unused" not in done and loaded:
            edit(source, loaded.group(0), f"\n{loaded.group(1)}@IBAction func plantedNeverConnected(_ sender: Any) {{}}" + loaded.group(0),
                 "unused-ib-declaration", "an action no document connects")
            done.add("unused")
    for document in documents:
        text = read(document)
        image = re.search(r' image="([^"]+)"', text)
        custom = re.search(r'customClass="(\w+)" customModule="(\w+)" customModuleProvider="target"', text)
        outlet = re.search(r'<outlet property="\w+" destination="([^"]+)"', text)
        ids = re.findall(r'<(?:view|label|button|textField|imageView) [^>]*id="([^"]+)"', text)
        color = re.search(r'<color key="\w+" name="([^"]+)"/>', text)
        if "image" not in done and image:
            edit(document, image.group(0), ' image="planted_missing_image"', "missing-image", "image renamed")
            done.add("image")
        elif "class" not in done and custom:
            edit(document, custom.group(0), custom.group(0).replace(custom.group(1), custom.group(1) + "Typo"),
                 "undeclared-custom-class", "class name misspelt")
            done.add("class")
        elif "dangling" not in done and outlet:
            edit(document, outlet.group(0), outlet.group(0).replace(outlet.group(1), "zzz-zz-zzz"), "dangling-connection",
                 "outlet to no object")
            done.add("dangling")
        elif "duplicate" not in done and len(ids) >= 2:
            edit(document, f'id="{ids[1]}"', f'id="{ids[0]}"', "duplicate-id", "two objects, one id")
            done.add("duplicate")
        elif "color" not in done and color:
            edit(document, color.group(0), color.group(0).replace(color.group(1), "PlantedMissingColor"), "missing-named-color",
                 "named color renamed")
            done.add("color")
    return plants


def main(checkouts):
    found = total = 0
    with tempfile.TemporaryDirectory(prefix="nibcat-recall-") as work:
        for checkout in checkouts:
            name = os.path.basename(os.path.normpath(checkout))
            copy = os.path.join(work, name)
            shutil.copytree(checkout, copy, symlinks=True, ignore=shutil.ignore_patterns(".git", ".nibcat"))
            before = lint(copy)
            plants = plant(copy)
            after = lint(copy)
            reported = {(f["rule"], f["document"]) for f in after}
            for rule, path, why in plants:
                hit = (rule, path) in reported or (
                    rule in ("action-without-method", "outlet-without-property")
                    and sum(f["rule"] == rule for f in after) > sum(f["rule"] == rule for f in before))
                found += hit
                total += 1
                print(f"{name}: {'found ' if hit else 'MISSED'} {rule} in {path} ({why})")
    print(f"recall: {found} of {total} planted bugs found")
    return 0 if found == total else 1


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1:]))
