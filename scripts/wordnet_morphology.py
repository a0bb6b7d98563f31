"""WordNet's own morphology, shared by the scripts that read WordNet 3.0
(english-lexicon.py, english-synonyms.py): its data files by part of speech
and the suffix rules of its morphy, tried after the exception lists."""

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
