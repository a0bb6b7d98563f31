#!/usr/bin/env python3
"""Checks a worksheet PDF against the batch it was printed from, by its text
(poppler's pdftotext, page by page) and page count (pdfinfo).

    check_worksheet.py BATCH WORKSHEET.pdf paged|packed [--fits-a-page]

Every puzzle's heading, each of its ten words, blank numbers (1)…(10) and its
licence are in the text, in batch order; the answer key starts on a page of
its own after the last puzzle and lists every puzzle's answers in blank order.
`paged`: each puzzle starts a page. `--fits-a-page`: each puzzle is exactly
one page, so there are (puzzles + key pages) pages.
"""
import json
import re
import subprocess
import sys
from pathlib import Path


def page_count(pdf):
    info = subprocess.run(["pdfinfo", pdf], check=True, capture_output=True, text=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))


def page_text(pdf, page):
    text = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), "-enc", "UTF-8", pdf, "-"],
                          check=True, capture_output=True, text=True).stdout
    return " ".join(text.split())


def main(argv):
    if len(argv) < 4 or argv[3] not in ("paged", "packed"):
        print(__doc__, file=sys.stderr)
        return 64
    batch, pdf, mode = Path(argv[1]), argv[2], argv[3]
    fits = "--fits-a-page" in argv[4:]
    puzzles = [json.loads(line) for line in (batch / "puzzles.jsonl").read_text(encoding="utf-8").splitlines()]
    pages = page_count(pdf)
    texts = [page_text(pdf, p) for p in range(1, pages + 1)]
    problems = []

    def heading(number, puzzle):
        return f"{number}. {' '.join(puzzle['source']['title'].split())}"

    def holds(text, number, puzzle):
        """Where the heading of puzzle `number` is in `text` (not inside "11. …" for 1), or -1."""
        match = re.search(rf"(?<![\d.]){re.escape(heading(number, puzzle))}", text)
        return match.start() if match else -1

    # Where each puzzle starts, and that the key starts a page after the last one.
    starts = []
    for number, puzzle in enumerate(puzzles, 1):
        found = next((p for p in range(len(texts)) if holds(texts[p], number, puzzle) >= 0
                      and (not starts or p >= starts[-1])), None)
        if found is None:
            problems.append(f"puzzle {number}: heading {heading(number, puzzle)!r} on no page")
            starts.append(starts[-1] if starts else 0)
            continue
        if mode == "paged" and not texts[found].startswith(heading(number, puzzle)):
            problems.append(f"puzzle {number}: does not start page {found + 1}")
        starts.append(found)
    key = next((p for p in range(len(texts)) if texts[p].startswith("Answer key")), None)
    if key is None:
        problems.append("no page starts with 'Answer key'")
        key = len(texts)
    elif starts and key <= starts[-1]:
        problems.append(f"the key (page {key + 1}) does not come after the last puzzle (page {starts[-1] + 1})")

    # Each puzzle's text: words, blank numbers, licence.
    for number, puzzle in enumerate(puzzles, 1):
        # From its heading to the next puzzle's (which may share the page when packed) or the key.
        end = starts[number] + 1 if number < len(puzzles) else key
        text = " ".join(texts[starts[number - 1]:max(end, starts[number - 1] + 1)])
        text = text[max(holds(text, number, puzzle), 0):]
        if number < len(puzzles):
            following = holds(text, number + 1, puzzles[number])
            text = text[:following] if following > 0 else text
        for word in puzzle["options"]:
            if not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text):
                problems.append(f"puzzle {number}: word {word!r} missing")
        # The blank numbers (1)…(10) in order (the passage may hold others, such as "(1946)").
        count = len(puzzle["blanks"])
        numbers = [int(n) for n in re.findall(r"\((\d+)\)", text) if 1 <= int(n) <= count]
        expected = iter(range(1, count + 1))
        wanted = next(expected)
        for n in numbers:
            if n == wanted:
                wanted = next(expected, None)
                if wanted is None:
                    break
        if wanted is not None:
            problems.append(f"puzzle {number}: blank ({wanted}) missing or out of order in {numbers}")
        if puzzle["source"]["license"] not in text or f"oldid={puzzle['source']['revid']}" not in text.replace(" ", ""):
            problems.append(f"puzzle {number}: licence or revision link missing")

    # The key: every puzzle's answers, numbered, in order.
    key_text = " ".join(texts[key:])
    position = 0
    for number, puzzle in enumerate(puzzles, 1):
        expected = heading(number, puzzle) + " " + " ".join(
            f"({i}) {blank['answer']}" for i, blank in enumerate(puzzle["blanks"], 1))
        found = key_text.find(expected, position)
        if found < 0:
            problems.append(f"key: {expected!r} missing or out of order")
        else:
            position = found + len(expected)

    key_pages = len(texts) - key
    if fits and pages != len(puzzles) + key_pages:
        problems.append(f"{pages} pages, expected {len(puzzles)} puzzle pages + {key_pages} key pages")
    if fits and starts != list(range(len(puzzles))):
        problems.append(f"puzzles start on pages {[s + 1 for s in starts]}, expected one page each")
    for line in problems:
        print(f"FAIL: {pdf}: {line}", file=sys.stderr)
    if problems:
        return 1
    print(f"ok: {pdf}: {pages} pages ({mode}), {len(puzzles)} puzzles with their words, blanks (1)…(10) and "
          f"licence; the key on {key_pages} page(s) from page {key + 1}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
