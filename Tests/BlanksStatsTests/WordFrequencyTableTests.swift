import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksStats

struct WordFrequencyTableTests {
    /// The stand-in for the text pipeline's prose extraction: each line of
    /// the raw wikitext is a paragraph.
    static let linesAsProse: ProseExtractor = { wikitext in
        wikitext.split(separator: "\n").map(String.init)
    }

    private func revision(_ revid: Int, page: Int, _ content: String, timestamp: String = "2016-01-01T00:00:00Z")
        -> Revision
    {
        Revision(
            site: "en.wikipedia.org", pageid: page, ns: 0, title: "Page \(page)", revid: revid, parentid: 0,
            timestamp: timestamp, sha1: ContentHash.sha1Hex(of: content), contentmodel: "wikitext", content: content)
    }

    private func corpus(_ revisions: [Revision]) throws -> RevisionStore {
        let store = RevisionStore(directory: try TemporaryDirectory().url)
        let lock = try store.openForWriting()
        var manifest = Manifest()
        _ = try store.add(revisions, to: &manifest, lock: lock)
        return store
    }

    @Test func countsTheProseOfTheLatestRevisionOfEveryPage() throws {
        let store = try corpus([
            revision(10, page: 1, "The cat sat.\nThe dog didn't."),
            revision(11, page: 1, "The cat sat on the mat.\nThe dog didn’t.", timestamp: "2017-01-01T00:00:00Z"),
            revision(20, page: 2, "A cat, in 1990s Paris; the end.")
        ])
        let frequencies = try WordFrequencyTable.update(store, prose: Self.linesAsProse)
        #expect(frequencies.revisions == 2)
        let written = try Data(contentsOf: WordFrequencyTable.fileURL(corpus: store.directory))
        #expect(
            String(decoding: written, as: UTF8.self) == """
                word\tcount
                the\t4
                cat\t2
                a\t1
                didn't\t1
                dog\t1
                end\t1
                in\t1
                mat\t1
                on\t1
                paris\t1
                sat\t1

                """)
        #expect(try WordFrequencyTable.decode(written, path: "wordfreq.tsv").table == frequencies.table)
        #expect(try WordFrequencyTable.update(store, prose: Self.linesAsProse).encoded() == written)
    }

    @Test func anUnreadableRevisionIsSkippedAndTheOthersAreCounted() throws {
        let store = try corpus([revision(10, page: 1, "One two."), revision(20, page: 2, "Three.")])
        try Data("not gzip".utf8).write(to: store.fileURL(revid: 20))
        let frequencies = try WordFrequencyTable.update(store, prose: Self.linesAsProse)
        #expect(frequencies.revisions == 1)
        #expect(frequencies.skipped.count == 1)
        #expect(frequencies.skipped.first?.description.hasPrefix("revision 20: skipped, ") == true)
        let written = try Data(contentsOf: WordFrequencyTable.fileURL(corpus: store.directory))
        #expect(String(decoding: written, as: UTF8.self) == "word\tcount\none\t1\ntwo\t1\n")
        let staging = store.directory.appendingPathComponent(".staging").path
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []
        #expect(leftovers.isEmpty)
    }

    @Test func aDirectoryThatIsNotACorpusIsRefusedAndLeftUntouched() throws {
        let directory = try TemporaryDirectory().url.appendingPathComponent("typo")
        #expect(throws: CorpusError.notACorpus(path: directory.path)) {
            try WordFrequencyTable.update(RevisionStore(directory: directory), prose: Self.linesAsProse)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func malformedFilesAreRefusedWithTheirLine() {
        let cases: [(String, Int, String)] = [
            ("words\tcounts\n", 1, "expected the header \"word<TAB>count\""),
            ("word\tcount\nthe\t3\ncat\n", 3, "expected a word, a tab and a positive count"),
            ("word\tcount\nthe\tmany\n", 2, "expected a word, a tab and a positive count"),
            ("word\tcount\nthe\t0\n", 2, "expected a word, a tab and a positive count"),
            ("word\tcount\ncat\t1\nthe\t3\n", 3, "lines out of order"),
            ("word\tcount\nthe\t3\ncat\t2\nthe\t1\n", 4, "\"the\" appears twice")
        ]
        for (text, line, reason) in cases {
            #expect(throws: StatsError.malformedWordFrequencies(path: "f.tsv", line: line, reason: reason)) {
                try WordFrequencyTable.decode(Data(text.utf8), path: "f.tsv")
            }
        }
        #expect(throws: StatsError.malformedWordFrequencies(path: "f.tsv", line: 1, reason: "not UTF-8")) {
            try WordFrequencyTable.decode(Data([0x77, 0xFF, 0xFE]), path: "f.tsv")
        }
    }

    @Test func proseWordsAreLowercasedLetterRuns() {
        #expect(
            ProseWords.words(in: "The well-known café's 1990s B2 “quotes” don't O’Clock — 'tis done'.")
                == ["the", "well", "known", "café's", "quotes", "don't", "o'clock", "tis", "done"])
        #expect(ProseWords.words(in: "Ελληνικά и Русский 日本語") == ["ελληνικά", "и", "русский", "日本語"])
        #expect(ProseWords.words(in: "it''s ' x") == ["it", "s", "x"])
        #expect(ProseWords.words(in: "") == [])
    }
}
