"""Renders articles through a real MediaWiki (action=parse) and writes them as
JSON Lines {"title", "html"}, in the order given: the HTML a Kiwix archive of
that wiki holds (MediaWiki's own parser output, wrapped as a page).

usage: fetch_html.py API_URL OUT.jsonl TITLE...   (or titles one a line on stdin)
"""
import json
import re
import sys
import urllib.parse
import urllib.request


def parse(api, title):
    query = urllib.parse.urlencode({
        "action": "parse", "page": title, "prop": "text|displaytitle", "formatversion": "2",
        "format": "json", "disableeditsection": "1", "disabletoc": "1",
    })
    with urllib.request.urlopen(f"{api}?{query}", timeout=120) as response:
        answer = json.load(response)
    if "error" in answer:
        raise SystemExit(f"fetch_html: {title}: {answer['error'].get('info', answer['error'])}")
    return answer["parse"]["text"]


def offline_links(html):
    """Links as an offline archive holds them: an article's path relative to
    the page, a link to a missing page (a red link) without its address."""
    html = re.sub(r' href="/index\.php\?title=[^"]*redlink=1"', "", html)
    return re.sub(r' href="/index\.php/([^"]*)"', r' href="\1"', html)


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    api, out = sys.argv[1], sys.argv[2]
    titles = sys.argv[3:] or [line.strip() for line in sys.stdin if line.strip()]
    with open(out, "w", encoding="utf-8") as sink:
        for title in titles:
            body = offline_links(parse(api, title))
            page = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>"
                    + title.replace("&", "&amp;").replace("<", "&lt;")
                    + "</title></head><body>" + body + "</body></html>")
            sink.write(json.dumps({"title": title, "html": page}, ensure_ascii=False, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
