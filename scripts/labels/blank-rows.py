#!/usr/bin/env python3
"""Rows to label for Data/blanks/: every blank of the first puzzles of batches.

usage: blank-rows.py PUZZLES_PER_LEVEL BATCH/puzzles.jsonl... > rows.jsonl

From each batch (one level each), the first PUZZLES_PER_LEVEL puzzles whose
article that batch has not given yet, all ten blanks of each, with the label
fields empty (`worth`, `bad`, `posRight`, `alsoFits`, `passageDefects` on
blank 0, `note`): the layout Data/blanks/README.md describes. Offsets are
UTF-16 code units, as in the puzzles.
"""
import json
import sys


def utf16_slice(text, start, end):
    units = text.encode("utf-16-le")
    return units[2 * start:2 * end].decode("utf-16-le")


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


def rows(puzzle):
    text = puzzle["text"]
    for index, blank in enumerate(puzzle["blanks"]):
        sentence = puzzle["sentences"][blank["sentence"]]
        before = utf16_slice(text, sentence["start"], blank["start"])
        row = {
            "puzzle": puzzle["id"], "revid": puzzle["source"]["revid"], "title": puzzle["source"]["title"],
            "level": puzzle["level"], "blank": index,
            "sentence": utf16_slice(text, sentence["start"], sentence["start"] + sentence["length"]),
            "start": utf16_length(before), "length": blank["length"], "answer": blank["answer"],
            "pos": blank["pos"], "options": puzzle["options"],
            "worth": None, "bad": [], "posRight": None, "alsoFits": [],
        }
        if index == 0:
            row["passageDefects"] = []
        row["note"] = ""
        yield row


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit("usage: blank-rows.py PUZZLES_PER_LEVEL BATCH/puzzles.jsonl...")
    wanted = int(sys.argv[1])
    for path in sys.argv[2:]:
        seen = set()
        taken = 0
        with open(path, encoding="utf-8") as batch:
            for number, line in enumerate(batch, 1):
                try:
                    puzzle = json.loads(line)
                except json.JSONDecodeError as error:
                    sys.exit(f"blank-rows.py: {path}:{number}: not JSON ({error})")
                if puzzle.get("kind", "blanks") != "blanks" or puzzle["source"]["revid"] in seen:
                    continue
                seen.add(puzzle["source"]["revid"])
                for row in rows(puzzle):
                    print(json.dumps(row, ensure_ascii=False))
                taken += 1
                if taken == wanted:
                    break


if __name__ == "__main__":
    main()
