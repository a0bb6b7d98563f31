import BlanksCorpus
import BlanksTestSupport
import Foundation
import Testing

/// `stats` on hostile text ends quickly with bounded output, and
/// `stats --word-frequencies` skips a revision it cannot read and goes on.
/// The timeouts are watchdogs far above the expected time.
@Suite struct HostileStatsCommandTests {
    private static let watchdog: Duration = .seconds(120)

    private func file(_ name: String, _ text: String) throws -> URL {
        let url = try TemporaryDirectory("cli").url.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func textWithoutWhiteSpaceIsOneWordCountedByItsPrefix() throws {
        let url = try file("nowhite.txt", String(repeating: "Ab", count: 5_000_000))
        let result = try CommandRunner.run(["stats", "--json", url.path], timeout: Self.watchdog)
        #expect(result.status == 0, "\(result.stderr)")
        let words = try #require(result.stdout.split(separator: "\n").first { $0.contains("\"wordCounts\"") })
        #expect(words.contains("\"totalWords\":1"))
        #expect(words.contains(String(repeating: "ab", count: 2048) + "\u{2026}\""))
        #expect(words.utf8.count < 10_000)
    }

    @Test func oneEnormousGraphemeClusterIsOneCharacterKeptToItsFirstBytes() throws {
        let url = try file("cluster.txt", "e" + String(repeating: "\u{301}", count: 5_000_000) + " word")
        let result = try CommandRunner.run(["stats", url.path], timeout: Self.watchdog)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("): none, the text has fewer than 10 characters\n"))
        #expect(result.stdout.contains(": 2 words, 2 distinct\n"))
        #expect(result.stdout.utf8.count < 200_000)
    }

    @Test func anUnreadableRevisionIsSkippedAndTheOthersAreCounted() throws {
        let dump = TinyDump(pages: [
            TinyDump.Page(id: 1, revid: 10, title: "Good", text: "The cat sat on the mat."),
            TinyDump.Page(id: 2, revid: 20, title: "Damaged", text: "The dog barked.")
        ])
        let (corpus, imported) = try dump.imported()
        #expect(imported.status == 0, "\(imported.stderr)")
        try Data("not gzip".utf8).write(to: RevisionStore(directory: URL(fileURLWithPath: corpus)).fileURL(revid: 20))

        let result = try CommandRunner.run(["stats", "--word-frequencies", "--corpus", corpus], timeout: Self.watchdog)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("revision 20: skipped, ") == true)
        #expect(lines.last?.hasPrefix("wikiblanks: 1 revisions skipped; ") == true)
        #expect(result.stdout.contains("6 words, 5 distinct, from 1 revisions"))
        let table = try String(contentsOfFile: corpus + "/wordfreq.tsv", encoding: .utf8)
        #expect(table == "word\tcount\nthe\t2\ncat\t1\nmat\t1\non\t1\nsat\t1\n")
    }
}
