#!/usr/bin/env python3
"""make test-qti: a package validates, and tampered copies of it do not.

    test_validation.py GOOD.zip [MORE.zip…]

Each good package must validate (validate.py). Then, from the first one,
copies are made that each break one rule a platform relies on, and each must
fail with a message naming the file: so the validation can fail, and a
regression in the exporter that breaks the same rule would be caught.
"""
import io
import re
import sys
import zipfile

from validate import Schemas, validate


def rewrite(package, edit):
    """A copy of the zip with `edit(name, text)` applied to every entry."""
    out = io.BytesIO()
    with zipfile.ZipFile(package) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for name in source.namelist():
            target.writestr(name, edit(name, source.read(name).decode("utf-8")))
    out.seek(0)
    return out


def first_item(package):
    with zipfile.ZipFile(package) as archive:
        return next(n for n in archive.namelist() if n.startswith("items/"))


def tampered(package):
    """(what, copy, a word the error must contain) for each broken copy."""
    item = first_item(package)

    def only(name, change):
        return lambda entry, text: change(text) if entry == name else text

    def drop_first_declaration(text):
        return re.sub(r"  <responseDeclaration .*?</responseDeclaration>\n", "", text, count=1, flags=re.S)

    return [
        ("an item without its first responseDeclaration",
         rewrite(package, only(item, drop_first_declaration)), "no responseDeclaration declares"),
        ("a responseIdentifier that is not an identifier (a space)",
         rewrite(package, only(item, lambda t: t.replace('responseIdentifier="RESPONSE_1"', 'responseIdentifier="RESPONSE 1"', 1))),
         "RESPONSE 1"),
        ("an item identifier starting with a digit in the manifest",
         rewrite(package, only("imsmanifest.xml", lambda t: t.replace('identifier="wikiblanks-item-', 'identifier="1wikiblanks-item-', 1))),
         "imsmanifest.xml"),
        ("an outcome of an unknown base type",
         rewrite(package, only(item, lambda t: t.replace('baseType="float"', 'baseType="real"', 1))), item),
        ("an assessmentItemRef to a missing item",
         rewrite(package, lambda entry, text: text.replace(".xml\"/>", ".missing.xml\"/>", 1) if entry.startswith("tests/") else text),
         "missing"),
    ]


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    schemas = Schemas()
    failures = 0
    for package in argv[1:]:
        errors, counts = validate(package, schemas)
        if errors or counts["item"] == 0:
            failures += 1
            print(f"FAIL: {package} should validate:", *errors[:20], sep="\n  ", file=sys.stderr)
        else:
            print(f"ok: {package} valid: imsmanifest.xml, {counts['test']} tests, {counts['item']} items")
    for what, copy, expected in tampered(argv[1]):
        errors, _ = validate(copy, schemas)
        if not errors:
            failures += 1
            print(f"FAIL: {what}: validates, but must not", file=sys.stderr)
        elif not any(expected in line for line in errors):
            failures += 1
            print(f"FAIL: {what}: refused, but no message mentions {expected!r}:", *errors[:5], sep="\n  ", file=sys.stderr)
        else:
            print(f"ok: {what} is refused: {errors[0][:160]}")
    if failures:
        print(f"test-qti: {failures} check(s) failed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
