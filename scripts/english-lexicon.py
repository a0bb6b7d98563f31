#!/usr/bin/env python3
"""Builds Data/english-lexicon.tsv.gz, the dictionary the tagger's lexical
features read: one line per lowercased word form, with the WordNet parts of
speech it can be an inflection of and how the word list writes it.

    word <TAB> wordnet <TAB> case
    paris      n             c
    runs       nv            l

wordnet: a subset of "nvar" (noun, verb, adjective, adverb) found by WordNet's
own morphology (its exception lists and suffix rules), "-" for none.
case: a subset of "lcu": the word list has the form all lowercase (l),
capitalised (c: first letter upper, the rest lower) or otherwise (u: "NASA",
"iPod"), "-" when the form is not in the word list.

Sources (Debian packages wordnet-base and wamerican-huge; their licences are
in Data/README.md): WordNet 3.0 index and exception files and the SCOWL
"huge" American English word list. Deterministic: same sources, same bytes.
Usage: english-lexicon.py WORDNET_DIR WORDLIST OUT.tsv.gz"""
import sys

from wordnet_morphology import FILES, POS, lemmas_of, read_exceptions, write_table


def is_word(text):
    return text and not any(c.isspace() for c in text) and any(c.isalpha() for c in text)


def main(wordnet_dir, wordlist, out_path):
    lemmas = {p: set() for p in POS}
    for p in POS:
        with open(f"{wordnet_dir}/index.{FILES[p]}", encoding="utf-8") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                lemma = line.split(" ", 1)[0]
                if "_" not in lemma:
                    lemmas[p].add(lemma.lower())
    exceptions = read_exceptions(wordnet_dir)

    def parts(word):
        return "".join(p for p in POS if lemmas_of(word, p, lemmas[p], exceptions)) or "-"

    cases = {}
    with open(wordlist, encoding="utf-8") as f:
        for line in f:
            form = line.strip()
            if not is_word(form) or form.endswith("'s"):
                continue
            lower = form.lower()
            if form == lower:
                kind = "l"
            elif form == form[:1].upper() + form[1:].lower():
                kind = "c"
            else:
                kind = "u"
            cases.setdefault(lower, set()).add(kind)
    words = set(cases)
    for p in POS:
        words.update(w for w in lemmas[p] if is_word(w))
        words.update(w for w in exceptions[p] if is_word(w))
    lines = []
    for word in sorted(words, key=lambda w: w.encode("utf-8")):
        case = "".join(k for k in "lcu" if k in cases.get(word, ())) or "-"
        lines.append(f"{word}\t{parts(word)}\t{case}\n")
    write_table(out_path, lines)
    print(f"{out_path}: {len(lines)} words", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("Usage: ")[1])
    main(*sys.argv[1:])
