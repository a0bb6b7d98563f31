"""Writes the hostile-input ZIM of the tests (Tests/Fixtures/zim/hostile-articles.zim)
with the real libzim writer: one plain article, then articles that must each be
skipped or read without a trap, a hang or unbounded memory — nesting 200,000 deep,
a 1 MiB attribute, entities that decode to control characters, script and style
holding markup, an unterminated tag, and HTML that is not UTF-8.

usage: make_hostile_zim.py OUT.zim
"""
import sys

from libzim.writer import Creator, Hint, Item, StringProvider


class Entry(Item):
    def __init__(self, path, content):
        super().__init__()
        self.path, self.content = path, content

    def get_path(self):
        return self.path

    def get_title(self):
        return self.path.replace("_", " ")

    def get_mimetype(self):
        return "text/html"

    def get_contentprovider(self):
        return StringProvider(self.content)

    def get_hints(self):
        return {Hint.FRONT_ARTICLE: True, Hint.COMPRESS: True}


PROSE = ("<p>The river rises in the northern hills and flows south through a wide valley. "
         "Farmers along its banks grow wheat, barley and beans in the summer months. "
         "Several small towns grew up where the old roads crossed the water.</p>")


def page(body):
    return "<html><head><title>t</title></head><body>" + body + "</body></html>"


def main():
    out = sys.argv[1]
    articles = {
        "Plain_river": page(PROSE * 3),
        "Deep_nesting": page(PROSE + "<div>" * 200_000 + PROSE),
        "Huge_attribute": page(PROSE + '<p data-mw="' + "x" * (1 << 20) + '">lost</p>'),
        "Control_entities": page("<p>Bells &#7; and &#x1B;[31m escapes &#0; stay out of the text.</p>" + PROSE),
        "Script_and_style": page("<script>document.write('<p>fake</p>')</script><style>p{}</style>" + PROSE),
        "Unterminated_tag": page(PROSE + '<p class="never closed'),
    }
    with Creator(out).config_indexing(False, "eng") as creator:
        creator.set_mainpath("Plain_river")
        for path, html in articles.items():
            creator.add_item(Entry(path, html.encode("utf-8")))
        creator.add_item(Entry("Not_utf8", page("<p>caf\xe9</p>").encode("latin-1")))
        for key, value in [("Name", "wikipedia_en_hostile"), ("Title", "Hostile"), ("Date", "2024-01-01"),
                           ("Language", "eng"), ("Creator", "wikiblanks tests"), ("Publisher", "wikiblanks tests"),
                           ("Description", "Hostile articles")]:
            creator.add_metadata(key, value)


if __name__ == "__main__":
    main()
