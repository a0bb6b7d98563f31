@testable import BlanksCorpus
import Testing

@Suite struct AttributionTests {
    static func entry(_ revid: Int, _ title: String, _ timestamp: String) -> ManifestEntry {
        ManifestEntry(revid: revid, pageid: revid, ns: 0, title: title, timestamp: timestamp,
                      sha1: String(repeating: "0", count: 40), bytes: 1)
    }

    @Test func eachRevisionCarriesTheLicenceOfItsTimestamp() {
        let page = Attribution.markdown(for: Manifest(entries: [
            Self.entry(1, "Old", "2016-04-22T10:19:33Z"), Self.entry(2, "New", "2023-06-07T00:00:00Z"),
        ]), site: "en.wikipedia.org")
        #expect(page.contains("| Old | 1 | https://en.wikipedia.org/w/index.php?oldid=1 | [CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/) |"))
        #expect(page.contains("| New | 2 | https://en.wikipedia.org/w/index.php?oldid=2 | [CC BY-SA 4.0](https://creativecommons.org/licenses/by-sa/4.0/) |"))
        #expect(page.contains("[CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/) or [CC BY-SA 4.0]"))
    }

    @Test func aCorpusOfOldRevisionsNamesOnlyVersion3() {
        let page = Attribution.markdown(for: Manifest(entries: [Self.entry(1, "Old", "2016-04-22T10:19:33Z")]),
                                        site: "en.wikipedia.org")
        #expect(page.contains("licensed under\n[CC BY-SA 3.0](https://creativecommons.org/licenses/by-sa/3.0/). Each"))
        #expect(!page.contains("4.0"))
    }
}
