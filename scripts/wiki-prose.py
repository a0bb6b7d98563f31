#!/usr/bin/env python3
"""Prints the prose of a MediaWiki XML dump as tokenized sentences, one per
line, tokens separated by spaces: the unlabelled text `make train-tagger`
clusters words on. Crude on purpose (templates, references, tables, links and
markup are dropped or unwrapped); it only has to give words in their contexts.
Deterministic: same dump, same output.

Usage: wiki-prose.py DUMP.xml[.gz] [--leave-out LABELS.jsonl ...]
--leave-out skips the articles whose titles a labelled set names (JSON Lines
with a "title" field): a slot model trained without them scores their
sentences as it scores an article it never saw."""
import argparse
import gzip
import html
import json
import re
import sys
import xml.etree.ElementTree as ET

COMMENT = re.compile(r"<!--.*?-->", re.S)
REF = re.compile(r"<ref[^>/]*/>|<ref[^>]*>.*?</ref>", re.S | re.I)
TAG_BLOCK = re.compile(r"<(math|gallery|timeline|score|syntaxhighlight|source|pre)[^>]*>.*?</\1>", re.S | re.I)
TEMPLATE = re.compile(r"\{\{[^{}]*\}\}")
TABLE = re.compile(r"\{\|[^{}]*?\|\}", re.S)
FILE_LINK = re.compile(r"\[\[(?:File|Image|Category|[a-z-]{2,12}):[^\[\]]*\]\]", re.I)
LINK = re.compile(r"\[\[(?:[^|\[\]]*\|)?([^\[\]]*)\]\]")
EXTERNAL = re.compile(r"\[(?:https?:)?//[^\s\]]+\s*([^\]]*)\]")
URL = re.compile(r"https?://\S+")
HTML_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[A-Z\"'(\[])")
TOKEN = re.compile(
    r"\d+(?:[.,]\d+)+"            # 10,000 3.5
    r"|(?:[A-Za-z]\.){2,}"        # U.S.
    r"|[^\W_]+(?=n't)"            # do|n't
    r"|n't"
    r"|'(?:s|re|ve|ll|d|m)\b"     # clitics
    r"|[^\W_]+(?:'[^\W_]+)*"      # words (o'clock)
    r"|\.\.\.|--|[^\w\s]",
    re.I)


def strip(text):
    text = COMMENT.sub("", text)
    text = TAG_BLOCK.sub("", text)
    text = REF.sub("", text)
    previous = None
    while previous != text:
        previous = text
        text = TEMPLATE.sub("", text)
        text = TABLE.sub("", text)
        text = FILE_LINK.sub("", text)
    text = LINK.sub(r"\1", text)
    text = EXTERNAL.sub(r"\1", text)
    text = URL.sub("", text)
    text = text.replace("'''", "").replace("''", "")
    text = HTML_TAG.sub("", text)
    return html.unescape(text)


def sentences(text):
    for line in strip(text).split("\n"):
        line = line.strip()
        if len(line) < 40 or line[0] in "=*#:;|!{}[<":
            continue
        for sentence in SENTENCE_END.split(line):
            tokens = TOKEN.findall(sentence)
            if len(tokens) >= 4:
                yield " ".join(tokens)


def left_out_titles(paths):
    titles = set()
    for path in paths:
        with open(path, encoding="utf-8") as labels:
            for number, line in enumerate(labels, 1):
                if not line.strip():
                    continue
                try:
                    titles.add(json.loads(line)["title"])
                except (ValueError, KeyError, TypeError):
                    sys.exit(f"{path}:{number}: not a JSON object with a title")
    return titles


def main(path, leave_out):
    opener = gzip.open if path.endswith(".gz") else open
    out = sys.stdout
    with opener(path, "rb") as stream:
        namespace = ""
        for _, element in ET.iterparse(stream, events=("end",)):
            tag = element.tag
            if tag.startswith("{"):
                namespace, tag = tag[1:].split("}")
            if tag != "page":
                continue
            ns = element.findtext(f"{{{namespace}}}ns")
            text = element.findtext(f"{{{namespace}}}revision/{{{namespace}}}text") or ""
            title = element.findtext(f"{{{namespace}}}title") or ""
            if ns == "0" and title not in leave_out and not text.lstrip().upper().startswith("#REDIRECT"):
                for sentence in sentences(text):
                    out.write(sentence + "\n")
            element.clear()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Prose of a MediaWiki XML dump, one tokenized sentence per line.")
    parser.add_argument("dump")
    parser.add_argument("--leave-out", nargs="+", default=[], metavar="LABELS.jsonl")
    arguments = parser.parse_args()
    main(arguments.dump, left_out_titles(arguments.leave_out))
