#!/usr/bin/env python3
"""Reference assembler of the offline player (docs/player.md), stdlib only.

    scripts/browser/assemble-player.py BATCH_DIR... --out player.html [--template DIR]

Builds the one self-contained HTML file that `wikiblanks export html` makes:
the template player.html with its three placeholders replaced by the styles
(player.css, trace.css), the script (store.js, player.js, trace.js) and the batches as JSON, exactly per the contract in the template's
header comment. The same inputs always give the same bytes.
"""

import argparse
import hashlib
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_TEMPLATE = os.path.normpath(
    os.path.join(HERE, "..", "..", "Sources", "BlanksExport", "Resources", "player"))

STYLE = "/*WIKIBLANKS_STYLE*/"
SCRIPT = "/*WIKIBLANKS_SCRIPT*/"
DATA = "/*WIKIBLANKS_DATA*/"


# The hint wording of BlankHint (Sources/BlanksModel/Puzzle/BlankHint.swift),
# restated for this reference: the CLI test compares the two assemblers'
# bytes, so the tables cannot drift apart unnoticed.
HINT_LETTER = '{hint} starting with "{letter}"'
HINT_OTHER = "a word"
HINT_POS = [
    ("ADJ", "an adjective"), ("ADP", "a preposition"), ("ADV", "an adverb"), ("AUX", "an auxiliary verb"),
    ("CCONJ", "a conjunction"), ("DET", "a determiner"), ("INTJ", "an interjection"), ("NOUN", "a noun"),
    ("NUM", "a number"), ("PART", "a particle"), ("PRON", "a pronoun"), ("PROPN", "a proper noun"),
    ("PUNCT", "a punctuation mark"), ("SCONJ", "a conjunction"), ("SYM", "a symbol"), ("VERB", "a verb"),
]


# The rules of both games as PlayerRules writes them from BlanksModel
# (LevelRules.standard, Level.name, TraceLevels, TraceMove.points), restated
# for this reference like the hints: the tests compare the two assemblers'
# bytes, so a rule changed in the model and not here fails them.
BLANKS_RULES = (("start", 1), ("lowest", 1), ("highest", 6), ("lowScorePerTen", 4), ("lowGamesToFall", 2))
LEVEL_NAMES = ["the classic mix", "prepositions", "determiners", "verbs", "nouns", "pronouns", "conjunctions"]
TRACE_LEVELS = range(1, 11)
TRACE_REVEAL = (1, 10)
TRACE_POINTS = (("right", 1), ("wrong", -1))


def rules_json():
    blanks = ",".join(f'"{key}":{value}' for key, value in BLANKS_RULES)
    names = ",".join(json_string(name) for name in LEVEL_NAMES)
    boxes = ",".join(str(level + 2) for level in TRACE_LEVELS)
    after = ",".join(str(min(level + 1, TRACE_LEVELS[-1])) for level in TRACE_LEVELS)
    points = ",".join(f'"{key}":{value}' for key, value in TRACE_POINTS)
    return ('{"blanks":{' + blanks + ',"names":[' + names + ']},"trace":{"levels":['
            + f"{TRACE_LEVELS[0]},{TRACE_LEVELS[-1]}" + '],"boxes":[' + boxes + '],"next":[' + after
            + '],"reveal":[' + f"{TRACE_REVEAL[0]},{TRACE_REVEAL[1]}" + '],' + points + "}}")


class AssemblyError(Exception):
    pass


def json_string(value):
    """A JSON string as the generator writes them: UTF-8, "/" not escaped."""
    return json.dumps(value, ensure_ascii=False)


def batch_json(folder):
    """One batch object of the data: id, seed and level of manifest.json and
    the lines of puzzles.jsonl verbatim."""
    manifest_path = os.path.join(folder, "manifest.json")
    puzzles_path = os.path.join(folder, "puzzles.jsonl")
    try:
        with open(manifest_path, "rb") as f:
            manifest = json.loads(f.read().decode("utf-8"))
        with open(puzzles_path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise AssemblyError(f"{folder}: not a batch folder ({e.strerror}: {e.filename})")
    except ValueError as e:
        raise AssemblyError(f"{manifest_path}: not JSON ({e})")
    for key, kind in (("batch", str), ("seed", str), ("level", int)):
        if not isinstance(manifest.get(key), kind) or isinstance(manifest.get(key), bool):
            raise AssemblyError(f"{manifest_path}: no {key!r} of type {kind.__name__}")
    expected = (manifest.get("files") or {}).get("puzzles.jsonl")
    if expected is not None and hashlib.sha256(raw).hexdigest() != expected:
        raise AssemblyError(f"{puzzles_path}: SHA-256 does not match manifest.json")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise AssemblyError(f"{puzzles_path}: not UTF-8 ({e})")
    lines = []
    for number, line in enumerate(text.split("\n"), start=1):
        if line.endswith("\r"):
            raise AssemblyError(f"{puzzles_path}:{number}: carriage return at the end of the line")
        if line == "":
            continue
        try:
            value = json.loads(line)
        except ValueError as e:
            raise AssemblyError(f"{puzzles_path}:{number}: not JSON ({e})")
        if not isinstance(value, dict):
            raise AssemblyError(f"{puzzles_path}:{number}: not a JSON object")
        lines.append(line)
    return ('{"id":' + json_string(manifest["batch"]) + ',"seed":' + json_string(manifest["seed"])
            + ',"level":' + str(manifest["level"]) + ',"puzzles":[' + ",".join(lines) + "]}")


def data_json(folders):
    """The data placeholder's content: one line of JSON with every "<" as \\u003c."""
    hints = ('{"letter":' + json_string(HINT_LETTER) + ',"other":' + json_string(HINT_OTHER) + ',"pos":{'
             + ",".join(json_string(tag) + ":" + json_string(words) for tag, words in HINT_POS) + "}}")
    data = ('{"batches":[' + ",".join(batch_json(f) for f in folders) + '],"hints":' + hints
            + ',"rules":' + rules_json() + "}")
    return data.replace("<", "\\u003c")


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8")


def assemble(template_dir, folders):
    html = read_text(os.path.join(template_dir, "player.html"))
    # The files of each, joined by a newline: shared storage, blanks, the memory game.
    css = "\n".join(read_text(os.path.join(template_dir, name)) for name in ("player.css", "trace.css"))
    js = "\n".join(read_text(os.path.join(template_dir, name)) for name in ("store.js", "player.js", "trace.js"))
    if "</style" in css.lower():
        raise AssemblyError("player.css contains </style")
    for bad in ("</script", "<script", "<!--"):
        if bad in js.lower():
            raise AssemblyError(f"player.js contains {bad}")
    content = {STYLE: css, SCRIPT: js, DATA: data_json(folders)}
    lines = html.split("\n")
    for token in content:
        found = [i for i, line in enumerate(lines) if token in line]
        if len(found) != 1 or lines[found[0]].strip() != token:
            raise AssemblyError(f"player.html: {token} must occur exactly once, alone on its line")
    # One pass over the template's lines: inserted content is never searched again.
    out = []
    for line in lines:
        token = line.strip()
        out.append(line.replace(token, content[token]) if token in content else line)
    return "\n".join(out).encode("utf-8")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("batches", nargs="+", metavar="BATCH_DIR",
                        help="batch folders holding puzzles.jsonl and manifest.json")
    parser.add_argument("--out", required=True, help="the HTML file to write")
    parser.add_argument("--template", default=DEFAULT_TEMPLATE,
                        help="folder of player.html, player.css, trace.css, store.js, player.js, trace.js")
    args = parser.parse_args(argv)
    try:
        html = assemble(args.template, args.batches)
    except (AssemblyError, OSError) as e:
        print(f"assemble-player: {e}", file=sys.stderr)
        return 1
    out_dir = os.path.dirname(os.path.abspath(args.out))
    os.makedirs(out_dir, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".player-", suffix=".tmp", dir=out_dir)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(html)
        os.chmod(tmp, 0o644)
        os.replace(tmp, args.out)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    print(f"{args.out}: {len(html)} bytes, {len(args.batches)} batch(es)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
