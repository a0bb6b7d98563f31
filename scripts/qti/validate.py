#!/usr/bin/env python3
"""Validates a QTI 2.1 content package (a zip) as a learning platform reads it.

Every file is checked against the official XSDs in scripts/qti/xsd/ (see its
README): imsmanifest.xml against IMS Content Packaging 1.1, every resource of
type imsqti_item_xmlv2p1 or imsqti_test_xmlv2p1 against IMS QTI 2.1. Then the
rules of QTI 2.1 that an XSD cannot express, which platforms enforce on import:
every interaction's responseIdentifier and every variable used in response
processing is declared in its item; every assessmentItemRef and resource file
is in the package; every dependency names a resource.

    validate.py PACKAGE.zip      prints one line per file problem, exit 1 if any
"""
import posixpath
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import xmlschema

XSD = Path(__file__).resolve().parent / "xsd"
QTI = "{http://www.imsglobal.org/xsd/imsqti_v2p1}"
CP = "{http://www.imsglobal.org/xsd/imscp_v1p1}"
RESOURCE_TYPES = {"imsqti_item_xmlv2p1": "item", "imsqti_test_xmlv2p1": "test"}


class Schemas:
    """The two schemas, loaded once (loading the QTI one takes seconds)."""

    def __init__(self):
        self.qti = xmlschema.XMLSchema(str(XSD / "qtiv2p1" / "imsqti_v2p1.xsd"))
        self.cp = xmlschema.XMLSchema(str(XSD / "imscp_v1p1.xsd"))


def schema_errors(schema, name, data):
    """Every XSD violation of one file, as 'name: reason' lines."""
    try:
        tree = ElementTree.fromstring(data)
    except ElementTree.ParseError as error:
        return [f"{name}: not well-formed XML ({error})"]
    return [f"{name}: {error.reason} (at {error.path})" for error in schema.iter_errors(tree)]


def item_reference_errors(name, root):
    """Identifiers an item uses but does not declare."""
    declared = {d.get("identifier") for tag in ("responseDeclaration", "outcomeDeclaration", "templateDeclaration")
                for d in root.iter(QTI + tag)}
    declared.update({"completionStatus", "duration", "numAttempts"})
    errors = []
    for element in root.iter():
        used = element.get("responseIdentifier")
        if used is not None and used not in declared:
            errors.append(f"{name}: {element.tag.replace(QTI, '')} answers {used!r}, which no responseDeclaration declares")
    processing = root.find(QTI + "responseProcessing")
    if processing is not None:
        for tag in ("variable", "correct", "setOutcomeValue"):
            for element in processing.iter(QTI + tag):
                used = element.get("identifier")
                if used not in declared:
                    errors.append(f"{name}: response processing uses {used!r}, which is not declared")
    for tag in ("responseDeclaration", "outcomeDeclaration"):
        seen = set()
        for element in root.iter(QTI + tag):
            identifier = element.get("identifier")
            if identifier in seen:
                errors.append(f"{name}: {identifier!r} declared twice")
            seen.add(identifier)
    return errors


def validate(path, schemas):
    """Every problem of the package at `path` (a path or a file object), one line each,
    and how many items and tests were checked."""
    errors = []
    counts = {"item": 0, "test": 0}
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        if "imsmanifest.xml" not in names:
            return ["imsmanifest.xml: missing"], counts
        manifest = archive.read("imsmanifest.xml")
        errors += schema_errors(schemas.cp, "imsmanifest.xml", manifest)
        try:
            root = ElementTree.fromstring(manifest)
        except ElementTree.ParseError:
            return errors, counts
        resources = root.findall(f"{CP}resources/{CP}resource")
        identifiers = {r.get("identifier") for r in resources}
        for resource in resources:
            kind = RESOURCE_TYPES.get(resource.get("type"))
            if kind is None:
                errors.append(f"imsmanifest.xml: resource {resource.get('identifier')!r} of unknown type {resource.get('type')!r}")
                continue
            for dependency in resource.findall(CP + "dependency"):
                if dependency.get("identifierref") not in identifiers:
                    errors.append(f"imsmanifest.xml: {resource.get('identifier')!r} depends on "
                                  f"{dependency.get('identifierref')!r}, which is not a resource")
            href = resource.get("href")
            files = [f.get("href") for f in resource.findall(CP + "file")]
            if href not in files:
                errors.append(f"imsmanifest.xml: resource {resource.get('identifier')!r} does not list its file {href!r}")
            if href not in names:
                errors.append(f"{href}: listed in imsmanifest.xml, missing from the package")
                continue
            data = archive.read(href)
            counts[kind] += 1
            problems = schema_errors(schemas.qti, href, data)
            errors += problems
            if problems:
                continue
            document = ElementTree.fromstring(data)
            if document.get("identifier") != resource.get("identifier"):
                errors.append(f"{href}: identifier {document.get('identifier')!r} differs from its resource's")
            if kind == "item":
                errors += item_reference_errors(href, document)
            else:
                for ref in document.iter(QTI + "assessmentItemRef"):
                    target = posixpath.normpath(posixpath.join(posixpath.dirname(href), ref.get("href")))
                    if target not in names:
                        errors.append(f"{href}: assessmentItemRef {ref.get('identifier')!r} points to missing {target}")
    return errors, counts


def main(argv):
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 64
    schemas = Schemas()
    errors, counts = validate(argv[1], schemas)
    for line in errors:
        print(f"invalid: {line}", file=sys.stderr)
    if errors:
        return 1
    print(f"{argv[1]}: valid (imsmanifest.xml against imscp_v1p1.xsd; {counts['test']} tests and "
          f"{counts['item']} items against imsqti_v2p1.xsd; identifiers declared, references present)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
