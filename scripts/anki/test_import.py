"""Imports a wikiblanks .apkg with the real Anki backend (the `anki` package
from PyPI, the desktop app's own Rust core) and checks it as a user would see it.

Usage: python test_import.py PACKAGE.apkg BATCH_DIR...

Checks: one note per puzzle, ten cards per note, the cloze answers of each
note are the puzzle's answers in text order with their part of speech in words
as the hint ("a preposition", never the tag), the front of a card shows that
hint and offers the first letter (the answer in Anki's data-cloze, the button),
the back does not, the deck is named from seed and level, a second import
adds nothing, and a collection holding an older package's copy of the notes
(older text and template, older times) gets this package's.
Prints 'N passed, 0 failed' and exits 0, or names each failure and exits 1.
"""
import json
import pathlib
import re
import sys
import tempfile

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest

CLOZE = re.compile(r"\{\{c(\d+)::(.*?)::(.*?)\}\}")

# The words of BlankHint (Sources/BlanksModel/Puzzle/BlankHint.swift) for the
# tags the levels blank; the Swift tests hold the whole table.
HINT_WORDS = {
    "ADP": "a preposition", "DET": "a determiner", "VERB": "a verb", "NOUN": "a noun", "PRON": "a pronoun",
    "CCONJ": "a conjunction", "SCONJ": "a conjunction", "ADJ": "an adjective",
}


def escape(text):
    """HTML as the exporter escapes a field's text (Markup/HTML.swift)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def load_batches(paths):
    batches = []
    for path in paths:
        folder = pathlib.Path(path)
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        lines = (folder / "puzzles.jsonl").read_text(encoding="utf-8").splitlines()
        batches.append((manifest, [json.loads(line) for line in lines]))
    return batches


def import_package(col, package):
    request = ImportAnkiPackageRequest(
        package_path=str(package),
        options=ImportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False),
    )
    return col.import_anki_package(request).log


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 64
    package = pathlib.Path(argv[1]).resolve()
    batches = load_batches(argv[2:])
    puzzles = {p["id"]: (manifest, p) for manifest, ps in batches for p in ps}
    passed, failures = 0, []

    def check(condition, message):
        nonlocal passed
        if condition:
            passed += 1
        else:
            failures.append(message)

    with tempfile.TemporaryDirectory() as folder:
        col = Collection(str(pathlib.Path(folder) / "fresh.anki2"))
        try:
            log = import_package(col, package)
            check(len(log.new) == len(puzzles), f"first import: {len(log.new)} new notes, expected {len(puzzles)}")
            note_ids = col.find_notes("")
            check(len(note_ids) == len(puzzles), f"{len(note_ids)} notes in the collection, expected {len(puzzles)}")
            for note_id in note_ids:
                note = col.get_note(note_id)
                manifest, puzzle = puzzles.get(note.guid, (None, None))
                check(puzzle is not None, f"note {note.guid}: no puzzle with this id")
                if puzzle is None:
                    continue
                cards = note.cards()
                check(len(cards) == 10, f"note {note.guid}: {len(cards)} cards, expected 10")
                check(sorted(c.ord for c in cards) == list(range(10)), f"note {note.guid}: card ordinals")
                found = [(int(n), answer, hint) for n, answer, hint in CLOZE.findall(note["Text"])]
                expected = [(i + 1, escape(b["answer"]), HINT_WORDS.get(b["pos"], "a word"))
                            for i, b in enumerate(puzzle["blanks"])]
                check(found == expected, f"note {note.guid}: clozes {found} differ from the puzzle's {expected}")
                check(note["PuzzleID"] == puzzle["id"], f"note {note.guid}: PuzzleID field")
                check(f"oldid={puzzle['source']['revid']}" in note["Source"], f"note {note.guid}: no revision link")
                check("action=history" in note["Source"], f"note {note.guid}: no history link")
                check(f"level::{manifest['level']}" in note.tags and "wikiblanks" in note.tags,
                      f"note {note.guid}: tags {note.tags}")
                deck = col.decks.name(cards[0].did)
                check(deck.startswith("wikiblanks::") and f"level {manifest['level']}" in deck,
                      f"note {note.guid}: deck {deck!r}")
                answer = cards[0].answer()
                check(puzzle["blanks"][0]["answer"] in answer, f"note {note.guid}: card 1's answer side lacks its answer")
                first = sorted(cards, key=lambda c: c.ord)[0]
                question = first.question()
                blank = puzzle["blanks"][0]
                words = HINT_WORDS.get(blank["pos"], "a word")
                check(f">[{words}]</span>" in question, f"note {note.guid}: card 1's front lacks the hint [{words}]")
                cloze = f'data-cloze="{blank["answer"]}"' if blank["answer"].isalpha() else "data-cloze="
                check(cloze in question,
                      f"note {note.guid}: card 1's front has no {cloze} for the first-letter button")
                check("wikiblanksLetter" in question and "First letter" in question,
                      f"note {note.guid}: card 1's front has no first-letter button")
                check("wikiblanksLetter" not in first.answer(), f"note {note.guid}: the back offers the first letter")
            cards_before = col.card_count()
            again = import_package(col, package)
            check(len(again.new) == 0, f"second import added {len(again.new)} notes")
            check(len(col.find_notes("")) == len(puzzles), "second import changed the note count")
            check(col.card_count() == cards_before, "second import changed the card count")
        finally:
            col.close()

        # A collection holding an older package's copy of these notes (older
        # text, older template, older times) is updated by this package.
        path = str(pathlib.Path(folder) / "older.anki2")
        col = Collection(path)
        try:
            import_package(col, package)
            stamp = col.get_note(col.find_notes("")[0]).mod
            notetype = col.models.by_name("wikiblanks cloze")
            notetype["tmpls"][0]["qfmt"] = "{{cloze:Text}}"
            col.models.update_dict(notetype)
            for note_id in col.find_notes(""):
                note = col.get_note(note_id)
                note["Text"] = "older text " + note["Text"]
                col.update_note(note)
            for table in ("notes", "notetypes", "templates"):
                column = "mod" if table == "notes" else "mtime_secs"
                col.db.execute(f"update {table} set {column} = ?", stamp - 1)
        finally:
            col.close()
        col = Collection(path)
        try:
            log = import_package(col, package)
            check(len(log.updated) == len(puzzles) and len(log.new) == 0,
                  f"import over an older copy: {len(log.updated)} updated, {len(log.new)} new, expected {len(puzzles)} updated")
            texts = [col.get_note(n)["Text"] for n in col.find_notes("")]
            check(not any(t.startswith("older text ") for t in texts), "import over an older copy kept the older text")
            qfmt = col.models.by_name("wikiblanks cloze")["tmpls"][0]["qfmt"]
            check("wikiblanksLetter" in qfmt, "import over an older copy kept the older template")
        finally:
            col.close()

    for failure in failures:
        print(f"FAIL: {failure}")
    print(f"anki: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
