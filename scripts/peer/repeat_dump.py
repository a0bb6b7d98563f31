"""Writes a MediaWiki dump's pages `copies` times over, every <id> of copy k
raised by k × 10⁹ (so each copy is new pages and revisions), as the bench's
real-article input is made (Sources/wikiblanks-bench/RealArticleDumps.swift).

    python repeat_dump.py Data/enwiki-sample-2016.xml.gz 10 real10.xml
"""
import gzip
import re
import sys

ID = re.compile(r"<id>(\d+)</id>")


def main(source, copies, target):
    with gzip.open(source, "rt", encoding="utf-8") as handle:
        xml = handle.read()
    first, last = xml.find("  <page>"), xml.rfind("</mediawiki>")
    if first < 0 or last < first:
        print(f"repeat_dump: {source}: no <page> before </mediawiki>", file=sys.stderr)
        return 1
    body = xml[first:last]
    with open(target, "w", encoding="utf-8") as out:
        out.write(xml[:first])
        for copy in range(copies):
            shift = copy * 1_000_000_000
            out.write(ID.sub(lambda m: f"<id>{int(m.group(1)) + shift}</id>", body) if shift else body)
        out.write(xml[last:])
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4 or not sys.argv[2].isdigit():
        print("usage: repeat_dump.py SOURCE.xml.gz COPIES TARGET.xml", file=sys.stderr)
        sys.exit(64)
    sys.exit(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
