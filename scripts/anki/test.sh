#!/usr/bin/env bash
# make test-anki: the .apkg of a real batch, imported by the real Anki backend
# (PyPI `anki`) in a venv this script creates. Fails loudly when it cannot.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${WIKIBLANKS_BIN:-.build/debug/wikiblanks}
CORPUS=${WIKIBLANKS_CORPUS:-Corpus}
VENV=.venv-anki
ANKI_VERSION=${ANKI_VERSION:-26.9.3}

if ! "$VENV/bin/python" -c "import anki" 2>/dev/null; then
    python3 -m venv "$VENV" || { echo "test-anki: cannot create $VENV (install python3-venv)" >&2; exit 1; }
    "$VENV/bin/pip" install --quiet "anki==$ANKI_VERSION" \
        || { echo "test-anki: cannot install anki==$ANKI_VERSION from PyPI into $VENV" >&2; exit 1; }
fi
[ -x "$BIN" ] || { echo "test-anki: $BIN missing; run swift build first" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
batch=$("$BIN" generate --seed anki-test --count 12 --level 1 --corpus "$CORPUS" --out "$work" --print-path 2>/dev/null)
"$BIN" export anki "$batch" --out "$work/a.apkg"
"$BIN" export anki "$batch" --out "$work/b.apkg"
cmp "$work/a.apkg" "$work/b.apkg" || { echo "test-anki: two exports of the same batch differ" >&2; exit 1; }
"$VENV/bin/python" scripts/anki/test_import.py "$work/a.apkg" "$batch"
