#!/usr/bin/env bash
# make test-qti: a 20-puzzle batch of the embedded corpus exported as QTI
# packages (both interaction types, each twice: the copies must be identical),
# every manifest, test and item validated against the official IMS XSDs in
# scripts/qti/xsd/ with `xmlschema` (PyPI, in a .venv-qti venv this script
# creates), and tampered copies that must fail. Fails loudly when it cannot run.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${WIKIBLANKS_BIN:-.build/debug/wikiblanks}
CORPUS=${WIKIBLANKS_CORPUS:-Corpus}
VENV=.venv-qti
XMLSCHEMA_VERSION=${XMLSCHEMA_VERSION:-4.3.2}

fail() {
    {
        echo
        echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        echo "!!! QTI TESTS CANNOT RUN: $*"
        echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        echo
    } >&2
    exit 1
}

if ! "$VENV/bin/python" -c "import xmlschema" 2>/dev/null; then
    python3 -m venv "$VENV" || fail "cannot create $VENV (Debian: apt-get install python3-venv)"
    echo '*' > "$VENV/.gitignore"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "xmlschema==$XMLSCHEMA_VERSION" \
        || fail "cannot install xmlschema==$XMLSCHEMA_VERSION from PyPI into $VENV"
fi
[ -x "$BIN" ] || fail "$BIN missing; run swift build first"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
batch=$("$BIN" generate --seed qti-test --count 20 --level 0 --corpus "$CORPUS" --out "$work" --print-path 2>/dev/null)
for type in inline-choice text-entry; do
    "$BIN" export qti "$batch" --qti-type "$type" --out "$work/$type-a.zip" 2>/dev/null
    "$BIN" export qti "$batch" --qti-type "$type" --out "$work/$type-b.zip" 2>/dev/null
    cmp "$work/$type-a.zip" "$work/$type-b.zip" || { echo "test-qti: two $type exports of the same batch differ" >&2; exit 1; }
    echo "test-qti: $type package $(wc -c < "$work/$type-a.zip") bytes, identical across two runs"
done
"$VENV/bin/python" scripts/qti/test_validation.py "$work/inline-choice-a.zip" "$work/text-entry-a.zip"
