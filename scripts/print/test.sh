#!/usr/bin/env bash
# make test-print: the worksheet of a 20-puzzle batch of the embedded corpus
# printed to PDF by real headless Chromium (scripts/browser/chromium.sh makes
# sure it is there), read back with poppler's pdftotext and pdfinfo (Debian
# poppler-utils, installed with apt-get when missing and we are root): every
# puzzle's words, blank numbers and licence, the key on its own pages, the
# page count; HTML and PDF byte-identical across two runs. Page 1 is kept as
# a PNG (pdftoppm) to look at. Fails loudly when it cannot run.
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
cd "$(dirname "$0")/../.."
BIN=${WIKIBLANKS_BIN:-.build/debug/wikiblanks}
CORPUS=${WIKIBLANKS_CORPUS:-Corpus}
PAGE_IMAGE=${WORKSHEET_PAGE_IMAGE:-.build/test-print/worksheet-page-1.png}

fail() {
    {
        echo
        echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        echo "!!! WORKSHEET TESTS CANNOT RUN: $*"
        echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        echo
    } >&2
    exit 1
}

scripts/browser/chromium.sh || fail "no Chromium to print with (scripts/browser/chromium.sh said why above)"
if ! command -v pdftotext >/dev/null || ! command -v pdfinfo >/dev/null || ! command -v pdftoppm >/dev/null; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "test-print: installing poppler-utils with apt-get ..." >&2
        mkdir -p .build
        apt_install .build/poppler-apt.log poppler-utils \
            || fail "apt-get could not install poppler-utils (see .build/poppler-apt.log)"
    else
        fail "pdftotext, pdfinfo or pdftoppm missing. Install them as root with: apt-get install poppler-utils"
    fi
fi
command -v pdftotext >/dev/null || fail "no pdftotext after installing poppler-utils"
[ -x "$BIN" ] || fail "$BIN missing; run swift build first"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
batch=$("$BIN" generate --seed print-test --count 20 --level 0 --corpus "$CORPUS" --out "$work" --print-path 2>/dev/null)
for run in a b; do
    "$BIN" export print "$batch" --out "$work/$run.html" --pdf "$work/$run.pdf" 2>/dev/null
done
cmp "$work/a.html" "$work/b.html" || { echo "test-print: two worksheets of the same batch differ" >&2; exit 1; }
cmp "$work/a.pdf" "$work/b.pdf" || { echo "test-print: two PDFs of the same worksheet differ" >&2; exit 1; }
echo "test-print: worksheet $(wc -c < "$work/a.html") bytes, PDF $(wc -c < "$work/a.pdf") bytes, both identical across two runs"
"$BIN" export print "$batch" --out "$work/packed.html" --pdf "$work/packed.pdf" --packed --paper letter >/dev/null 2>&1
"$BIN" export print "$batch" --out "$work/large.html" --pdf "$work/large.pdf" --large-print >/dev/null 2>&1

check=scripts/print/check_worksheet.py
python3 "$check" "$batch" "$work/a.pdf" paged --fits-a-page
python3 "$check" "$batch" "$work/packed.pdf" packed
python3 "$check" "$batch" "$work/large.pdf" paged
pdfinfo "$work/packed.pdf" | grep -q "(letter)" || { echo "test-print: --paper letter did not give letter pages" >&2; exit 1; }
# The check can fail: packed puzzles share pages, large print spills over.
for wrong in packed large; do
    if python3 "$check" "$batch" "$work/$wrong.pdf" paged --fits-a-page 2>/dev/null; then
        echo "test-print: the $wrong worksheet passed as one puzzle per page" >&2; exit 1
    fi
done
echo "test-print: the checker refuses the packed and large-print worksheets as one puzzle per page"
mkdir -p "$(dirname "$PAGE_IMAGE")"
pdftoppm -f 1 -l 1 -r 60 -png -singlefile "$work/a.pdf" "${PAGE_IMAGE%.png}"
echo "test-print: page 1 is $PAGE_IMAGE"
