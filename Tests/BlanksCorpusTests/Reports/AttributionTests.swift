import Ink
import Testing

@testable import BlanksCorpus
@testable import BlanksSupport

@Suite struct AttributionTests {
    static func entry(_ revid: Int, _ title: String, _ timestamp: String) -> ManifestEntry {
        ManifestEntry(
            revid: revid, pageid: revid, ns: 0, title: title, timestamp: timestamp,
            sha1: String(repeating: "0", count: 40), bytes: 1)
    }

    @Test func eachRevisionCarriesTheLicenceOfItsTimestamp() {
        let page = Attribution.markdown(
            for: Manifest(entries: [
                Self.entry(1, "Old", "2016-04-22T10:19:33Z"), Self.entry(2, "New", "2023-06-07T00:00:00Z")
            ]), site: "en.wikipedia.org")
        #expect(
            page.contains(
                "| Old | 1 | https://en.wikipedia.org/w/index.php?oldid=1 | [CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/) |"
            ))
        #expect(
            page.contains(
                "| New | 2 | https://en.wikipedia.org/w/index.php?oldid=2 | [CC BY-SA 4.0](https://creativecommons.org/licenses/by-sa/4.0/) |"
            ))
        #expect(page.contains("[CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/) or [CC BY-SA 4.0]"))
    }

    @Test func aCorpusOfOldRevisionsNamesOnlyVersion3() {
        let page = Attribution.markdown(
            for: Manifest(entries: [Self.entry(1, "Old", "2016-04-22T10:19:33Z")]),
            site: "en.wikipedia.org")
        #expect(page.contains("licensed under\n[CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/). Each"))
        #expect(!page.contains("4.0"))
    }
}

/// Titles are data: a dump or a wiki may hold any text in one (Wikipedia's own
/// titles cannot hold `[]{}<>`, others can). Rendered by a Markdown renderer
/// that passes HTML through, the attribution page shows each such title as
/// the same words, never as a tag, an image, a script or a link.
@Suite struct AttributionMarkupTests {
    static let hostileTitles = [
        "<img src=x onerror=alert(1)>", "</script><script>alert(1)</script>", "[x](javascript:alert(1))",
        "![i](http://evil.example/p.png)", "a | b", "*bold* _it_ `code` ~~gone~~", "\\[x\\](javascript:y)",
        "Tom & Jerry", "line\u{1B}[31m red"
    ]

    @Test func hostileTitlesStayText() {
        let entries = Self.hostileTitles.enumerated().map { index, title in
            AttributionTests.entry(index + 1, title, "2016-04-22T10:19:33Z")
        }
        let markdown = Attribution.markdown(for: Manifest(entries: entries), site: "en.wikipedia.org")
        let html = MarkdownParser().html(from: markdown)
        for forbidden in [
            "<img", "<script", "</script", "javascript:alert(1)\"", "href=\"javascript", "<strong>",
            "<em>", "<code>", "<s>", "<del>", "\u{1B}"
        ] {
            #expect(!html.contains(forbidden), "\(forbidden) in \(html)")
        }
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| title") }
        #expect(rows.count == Self.hostileTitles.count)
        #expect(rows.allSatisfy { $0.components(separatedBy: " | ").count == 4 }, "a title split its row")
    }

    @Test(arguments: [
        ("a<b>&c", "a&lt;b&gt;&amp;c"), ("[x](y)", "\\[x\\](y)"), ("a|b", "a\\|b"),
        ("*_`~\\", "\\*\\_\\`\\~\\\\"), ("Plain (title), 2016", "Plain (title), 2016")
    ])
    func markdownEscapesMarkupCharacters(_ text: String, _ escaped: String) {
        #expect(MarkdownText.escape(text) == escaped)
    }
}
