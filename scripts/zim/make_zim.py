"""Writes a Kiwix ZIM archive with the real writer (PyPI libzim's Creator)
from JSON Lines {"title", "html"} (fetch_html.py's output): one HTML article
per line at path Title_With_Underscores, plus what a real archive also holds
and an import must skip: a redirect, a stylesheet and an illustration.

usage: make_zim.py ARTICLES.jsonl OUT.zim NAME DATE
"""
import json
import re
import sys
import urllib.parse

from libzim.writer import Creator, Hint, Item, StringProvider


class Entry(Item):
    def __init__(self, path, title, mimetype, content, front):
        super().__init__()
        self.path, self.title, self.mimetype = path, title, mimetype
        self.content, self.front = content, front

    def get_path(self):
        return self.path

    def get_title(self):
        return self.title

    def get_mimetype(self):
        return self.mimetype

    def get_contentprovider(self):
        return StringProvider(self.content)

    def get_hints(self):
        return {Hint.FRONT_ARTICLE: self.front, Hint.COMPRESS: True}


# A 1×1 PNG: the archive's illustration (mandatory for a Kiwix library entry).
PIXEL = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000030000000300806000000570299"
    "870000001549444154789cedc1010d000000c2a0f74f6d0e37a00000007c0300"
    "308001a1b01d8b0000000049454e44ae426082")


def local_links_only(html, paths):
    """Drops the address of a link to a page the archive does not hold, as
    mwoffliner does, so every link left resolves (zimcheck checks them)."""
    def keep(match):
        target = urllib.parse.unquote(match.group(1).split("#", 1)[0])
        return match.group(0) if not target or "://" in target or target in paths else ""
    return re.sub(r' href="([^"]*)"', keep, html)


def main():
    if len(sys.argv) != 5:
        raise SystemExit(__doc__)
    source, out, name, date = sys.argv[1:]
    articles = [json.loads(line) for line in open(source, encoding="utf-8") if line.strip()]
    with Creator(out).config_indexing(False, "eng").config_clustersize(256 << 10) as creator:
        first = articles[0]["title"].replace(" ", "_")
        creator.set_mainpath(first)
        paths = {article["title"].replace(" ", "_") for article in articles}
        for article in articles:
            path = article["title"].replace(" ", "_")
            html = local_links_only(article["html"], paths)
            creator.add_item(Entry(path, article["title"], "text/html", html, True))
        creator.add_redirection("Main_Page", "Main Page", first, {Hint.FRONT_ARTICLE: False})
        creator.add_item(Entry("style.css", "", "text/css", "p { margin: 0 }", False))
        creator.add_illustration(48, PIXEL)
        for key, value in [("Name", name), ("Title", "Wikipedia sample"), ("Date", date), ("Language", "eng"),
                           ("Creator", "Wikipedia"), ("Publisher", "wikiblanks tests"),
                           ("Description", "Articles of the wikiblanks sample, rendered by MediaWiki"),
                           ("Source", "en.wikipedia.org"), ("License", "CC BY-SA 3.0")]:
            creator.add_metadata(key, value)


if __name__ == "__main__":
    main()
