#!/usr/bin/env python3
"""Builds Sources/BlanksSlots/Resources/synonyms.tsv.gz, the table the
one-solution rule reads to tell two answers of a puzzle that mean the same
("reply" and "response", "perform" and "do"): one line per lowercased word
form and WordNet part of speech,

    form <TAB> pos <TAB> bases <TAB> senses
    replies    n       reply      4,17
    replies    v       reply      9051

pos: one of "nvar" (noun, verb, adjective, adverb). bases: the WordNet lemmas
the form is an inflection of (WordNet's own morphology: its exception lists
and suffix rules), comma-separated. senses: the synsets among each base's
first SENSES (3) senses, WordNet's most frequent, that some other lemma also
holds among its first SENSES; numbered densely in the order of their WordNet
offsets within each part of speech. A form with no such synset has no line.

Two forms of one part of speech are synonyms when their senses meet and their
bases do not (inflections of one word are the agreement rules' to judge). A
rarer sense is left out: "form" and "shape" share one far down their lists.

Sources: Debian's wordnet-base (WordNet 3.0, its licence in
Sources/BlanksSlots/Resources/synonyms.NOTICE) and the forms of
Data/english-lexicon.tsv.gz that its word list writes lower-case.
Deterministic: same sources, same bytes.
Usage: english-synonyms.py WORDNET_DIR LEXICON.tsv.gz OUT.tsv.gz"""
import collections
import gzip
import sys

from wordnet_morphology import FILES, POS, lemmas_of, read_exceptions, write_table

SENSES = 3


def is_plain(word):
    return word.isascii() and word.isalpha() and word == word.lower()


def main(wordnet_dir, lexicon, out_path):
    first = {p: {} for p in FILES}
    for p, name in FILES.items():
        with open(f"{wordnet_dir}/index.{name}", encoding="utf-8") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                fields = line.split()
                lemma, count = fields[0], int(fields[2])
                if is_plain(lemma):
                    first[p][lemma] = fields[len(fields) - count:][:SENSES]
    holders = collections.Counter((p, o) for p in FILES for offsets in first[p].values() for o in offsets)
    shared = {p: sorted({o for (q, o), n in holders.items() if q == p and n >= 2}, key=int) for p in FILES}
    number = {p: {o: i for i, o in enumerate(shared[p])} for p in FILES}
    exceptions = read_exceptions(wordnet_dir)

    def bases(word, p):
        return sorted(lemmas_of(word, p, first[p], exceptions))

    forms = set()
    with gzip.open(lexicon, "rt", encoding="utf-8") as f:
        for line in f:
            word, _, case = line.rstrip("\n").split("\t")
            if "l" in case and is_plain(word):
                forms.add(word)
    for p in FILES:
        forms.update(first[p])
    lines = []
    for word in sorted(forms):
        for p in POS:
            found = bases(word, p)
            senses = sorted({number[p][o] for b in found for o in first[p][b] if o in number[p]})
            if senses:
                lines.append(f"{word}\t{p}\t{','.join(found)}\t{','.join(map(str, senses))}\n")
    write_table(out_path, lines)
    print(f"{out_path}: {len(lines)} forms", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__.split("Usage: ")[1])
    main(*sys.argv[1:])
