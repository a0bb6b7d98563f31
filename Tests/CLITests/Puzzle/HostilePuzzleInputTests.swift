import BlanksCorpus
import BlanksTestSupport
import Foundation
import Testing

/// `generate` and `validate` on hostile input: a long article ends with one
/// line, a huge puzzle line is checked in time bounded by its size, and a
/// damaged revision is reported the same way by both and skipped.
/// The timeouts are watchdogs far above the expected time, not measurements.
@Suite
struct HostilePuzzleInputTests {
    static let watchdog: Duration = .seconds(240)

    /// Twelve sentences, each with a word to blank of its own.
    /// Twelve sentences about `subject`, each its own frame, so a page gives a puzzle with one solution.
    static func prose(_ subject: String) -> String {
        """
        The \(subject) flows past the old mill. Farmers water their fields from the \(subject). \
        Children swim in the \(subject) every summer. Barges once carried coal along the \(subject). \
        Floods damaged the wooden bridge twice. Tourists photograph the mill from the road. \
        A small museum opened inside the granary. Ducks nest among the reeds near the \(subject). \
        The council restored the tower recently. Visitors can buy bread baked on site. \
        Anglers catch trout in spring. The market sells local cheese on Saturdays.
        """
    }

    static func damage(revid: Int, in corpus: String) throws {
        let file = URL(fileURLWithPath: corpus).appendingPathComponent(RevisionStore.relativePath(revid: revid))
        try Data("not gzip".utf8).write(to: file)
    }

    @Test func anArticleOfThirtyThousandParagraphsIsGivenUpWithOneLine() throws {
        let storm = Array(repeating: "The cat sat.", count: 30_000).joined(separator: "\n\n")
        let (corpus, imported) = try TinyDump(pages: [.init(id: 1, revid: 1001, title: "Paragraph storm", text: storm)])
            .imported()
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = try TemporaryDirectory().url
        let result = try CommandRunner.run(
            [
                "generate", "--seed", "s", "--count", "1", "--corpus", corpus,
                "--out", out.path, "--verbose"
            ], timeout: Self.watchdog)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderrLines.contains {
                $0.contains(
                    "revision 1001 (Paragraph storm): skipped, its passage would run to 21 sentences before giving a puzzle"
                )
            }, "\(result.stderr)")
    }

    @Test func aLineOfTwentyThousandParagraphRangesIsValidatedInTime() throws {
        let paragraph = "Cats sat."
        let count = 20_000
        let ranges = (0..<count).map { "{\"start\":\($0 * 11),\"length\":9}" }.joined(separator: ",")
        let blanks = (0..<10).map {
            "{\"start\":\($0 * 11),\"length\":4,\"answer\":\"Cats\",\"pos\":\"NOUN\",\"sentence\":\($0)}"
        }
        let text = Array(repeating: paragraph, count: count).joined(separator: "\\n\\n")
        let line = """
            {"schema":1,"id":"x","seed":"s","level":0,"generator":{"name":"wikiblanks","version":"1.x"},\
            "source":{"site":"en.wikipedia.org","pageid":1,"revid":1001,"title":"T","timestamp":"2016-01-01T00:00:00Z",\
            "sha1":"0","url":"u","license":"CC BY-SA 3.0"},"text":"\(text)","paragraphs":[\(ranges)],\
            "sentences":[\(ranges)],"blanks":[\(blanks.joined(separator: ","))],"options":[\(Array(repeating: "\"Cats\"", count: 10).joined(separator: ","))]}

            """
        let file = try TemporaryDirectory().url.appendingPathComponent("puzzles.jsonl")
        try Data(line.utf8).write(to: file)
        let result = try CommandRunner.run(["validate", file.path], timeout: Self.watchdog)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("1 puzzles,"))
        #expect(!result.stderr.contains("ranges:") && !result.stderr.contains("sentences:"), "\(result.stderr)")
    }

    @Test func aDamagedRevisionIsSkippedAlikeByGenerateAndValidate() throws {
        let (corpus, imported) = try TinyDump(pages: [
            .init(id: 1, revid: 2001, title: "Aa", text: Self.prose("river")),
            .init(id: 2, revid: 2002, title: "Bb", text: Self.prose("canal"))
        ]).imported()
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = try TemporaryDirectory().url
        let first = try CommandRunner.run(
            [
                "generate", "--seed", "s", "--count", "2", "--corpus", corpus,
                "--out", out.path, "--print-path"
            ], timeout: Self.watchdog)
        #expect(first.status == 0, "\(first.stderr)")
        let batch = first.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        try Self.damage(revid: 2001, in: corpus)
        let validate = try CommandRunner.run(["validate", batch, "--corpus", corpus], timeout: Self.watchdog)
        #expect(validate.status == 1)
        #expect(validate.stderrLines.count == 1, "\(validate.stderr)")
        #expect(validate.stderr.contains("source-revision: revision 2001: skipped, "), "\(validate.stderr)")
        #expect(validate.stdout.contains("2 puzzles, 1 failures"))

        let again = try CommandRunner.run(
            [
                "generate", "--seed", "t", "--count", "2", "--corpus", corpus,
                "--out", out.path, "--verbose"
            ], timeout: Self.watchdog)
        // The job goes on: the other page gives both puzzles (the second a new draw).
        #expect(again.status == 0, "\(again.stderr)")
        // A revision whose file cannot be read is named by its id and file: its title is in that file.
        #expect(
            again.stderrLines.contains { $0.hasPrefix("revision 2001: skipped, ") && $0.contains("2001.json.gz") },
            "\(again.stderr)")
        #expect(again.stdout.contains(": 2 puzzles"), "\(again.stdout)")
    }
}
