"""WordNet's own morphology, shared by the scripts that read WordNet 3.0
(english-lexicon.py, english-synonyms.py): its data files by part of speech,
the suffix rules of its morphy, tried after the exception lists, and how both
scripts write their tables (gzip, the same bytes on every run)."""
import gzip

POS = "nvar"
FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
RULES = {
    "n": [("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"),
          ("shes", "sh"), ("men", "man"), ("ies", "y")],
    "v": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
    "a": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "r": [],
}


def read_exceptions(wordnet_dir):
    """Each part of speech's exception list: form -> the lemmas it inflects."""
    exceptions = {p: {} for p in POS}
    for p in POS:
        with open(f"{wordnet_dir}/{FILES[p]}.exc", encoding="utf-8") as f:
            for line in f:
                form, *bases = line.split()
                exceptions[p].setdefault(form.lower(), set()).update(b.lower() for b in bases)
    return exceptions


def lemmas_of(word, p, known, exceptions):
    """The lemmas of part of speech `p` in `known` that `word` is a form of:
    itself, those its exception list names, those a suffix rule leaves."""
    found = {word} if word in known else set()
    found.update(b for b in exceptions[p].get(word, ()) if b in known)
    for old, new in RULES[p]:
        if word.endswith(old) and len(word) > len(old) and word[: len(word) - len(old)] + new in known:
            found.add(word[: len(word) - len(old)] + new)
    return found


def write_table(out_path, lines):
    """Writes `lines` gzip-compressed with no name and time in the header:
    the same lines give the same bytes."""
    with open(out_path, "wb") as raw:
        with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as out:
            out.write("".join(lines).encode("utf-8"))
