"""The Python peer of `wikiblanks generate` that `make bench-peer` measures against:
what a user would write with wikiextractor (markup to text), pySBD (sentences)
and a spaCy small pipeline (part-of-speech tags).

    python peer.py DUMP.xml --count 500 --seed peer --model DIR --out puzzles.jsonl

For `count` articles drawn by the seed from the dump's main-namespace pages
(at most one puzzle each, like a wikiblanks batch on a fresh corpus), it
cleans the article, splits it into sentences, takes its first 10 sentences,
tags them, and blanks 10 content words
(NOUN, VERB, ADJ, ADV), writing one JSON line per puzzle. Only the passage is
tagged, the cheapest way a user would do it. It prints the puzzles made and
the seconds taken, start-up included, on standard error.
"""
import argparse
import json
import random
import sys
import time
import xml.etree.ElementTree as ElementTree

STARTED = time.perf_counter()

import pysbd  # noqa: E402  (the imports are part of the peer's start-up)
import spacy  # noqa: E402
from wikiextractor.extract import Extractor  # noqa: E402

# The spaCy tagger predicts Penn Treebank tags (EWT's XPOS); en_core_web_sm's
# attribute ruler maps them to universal tags the same way.
CONTENT_TAGS = {
    "NN": "NOUN", "NNS": "NOUN",
    "VB": "VERB", "VBD": "VERB", "VBG": "VERB", "VBN": "VERB", "VBP": "VERB", "VBZ": "VERB",
    "JJ": "ADJ", "JJR": "ADJ", "JJS": "ADJ",
    "RB": "ADV", "RBR": "ADV", "RBS": "ADV",
}
PASSAGE_SENTENCES = 10
BLANKS = 10


def pages(path):
    """(page id, revision id, title, wikitext) of every main-namespace page."""
    for _, element in ElementTree.iterparse(path, events=("end",)):
        if not element.tag.endswith("}page") and element.tag != "page":
            continue
        fields = {child.tag.rsplit("}", 1)[-1]: child for child in element}
        revision = fields.get("revision")
        if fields.get("ns") is not None and fields["ns"].text == "0" and revision is not None:
            parts = {child.tag.rsplit("}", 1)[-1]: child for child in revision}
            text = parts.get("text")
            if text is not None and text.text and not text.text.lstrip().lower().startswith("#redirect"):
                yield fields["id"].text, parts["id"].text, fields["title"].text, text.text
        element.clear()


def passage(segmenter, paragraphs):
    """The article's first 10 sentences, or None: paragraphs are split only
    until 10 are found."""
    sentences = []
    for paragraph in paragraphs:
        sentences += [s.strip() for s in segmenter.segment(paragraph) if s.strip()]
        if len(sentences) >= PASSAGE_SENTENCES:
            return sentences[:PASSAGE_SENTENCES]
    return None


def puzzle(nlp, segmenter, page, rng):
    page_id, revision_id, title, wikitext = page
    extractor = Extractor(page_id, revision_id, "", title, [])
    text = extractor.clean_text(wikitext, expand_templates=False)
    paragraphs = [line for line in text if line.strip()] if isinstance(text, list) else text.split("\n")
    sentences = passage(segmenter, paragraphs)
    if sentences is None:
        return None
    doc = nlp(" ".join(sentences))
    candidates = [token for token in doc if token.tag_ in CONTENT_TAGS and token.is_alpha]
    if len(candidates) < BLANKS:
        return None
    chosen = sorted(rng.sample(candidates, BLANKS), key=lambda token: token.idx)
    return {
        "page": int(page_id), "revision": int(revision_id), "title": title, "passage": doc.text,
        "blanks": [{"start": t.idx, "length": len(t.text), "answer": t.text, "pos": CONTENT_TAGS[t.tag_]} for t in chosen],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dump")
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--seed", default="peer")
    parser.add_argument("--model", required=True, help="the trained spaCy pipeline folder")
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()

    nlp = spacy.load(arguments.model)
    segmenter = pysbd.Segmenter(language="en", clean=False)
    rng = random.Random(arguments.seed)
    articles = list(pages(arguments.dump))
    rng.shuffle(articles)
    made = 0
    with open(arguments.out, "w", encoding="utf-8") as out:
        for page in articles:
            if made == arguments.count:
                break
            result = puzzle(nlp, segmenter, page, rng)
            if result is not None:
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
                made += 1
    seconds = time.perf_counter() - STARTED
    print(f"peer: {made} puzzles from {len(articles)} articles in {seconds:.2f} s", file=sys.stderr)
    return 0 if made == arguments.count else 2


if __name__ == "__main__":
    sys.exit(main())
