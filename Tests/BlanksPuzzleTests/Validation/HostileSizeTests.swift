import BlanksTestSupport
import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// A puzzle line of any size costs work bounded by its size, and a puzzle's
/// structural checks stop at their first failure. The
/// time limit is only a watchdog, far above the expected time.
@Suite(.timeLimit(.minutes(5))) struct HostileSizeTests {
    static let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer)

    /// `count` paragraphs of one sentence each, tiling the text as a generator would.
    static func manyParagraphs(_ count: Int, blanks: Int = 10) -> Puzzle {
        let paragraph = "Cats sat."
        let text = Array(repeating: paragraph, count: count).joined(separator: "\n\n")
        let ranges = (0..<count).map {
            TextRange(start: $0 * (paragraph.utf16.count + 2), length: paragraph.utf16.count)
        }
        let blankList = (0..<blanks).map { index in
            Puzzle.Blank(
                start: ranges[index % count].start, length: 4, answer: "Cats", pos: "NOUN", sentence: index % count)
        }
        return Puzzle(
            id: "x", seed: "s", level: 0, generator: .init(name: "wikiblanks", version: "1.x"),
            source: .init(
                site: "en.wikipedia.org", pageid: 1, revid: 1001, title: "T",
                timestamp: "2016-01-01T00:00:00Z", sha1: "0", url: "u", license: "CC BY-SA 3.0"),
            text: text, paragraphs: ranges, sentences: ranges, blanks: blankList,
            options: Array(repeating: "Cats", count: blanks))
    }

    static func failures(_ puzzle: Puzzle) throws -> [ValidationFailure] {
        validator.validate(line: try PuzzleTestSupport.encode(puzzle), number: 1)
    }

    @Test func twentyThousandParagraphRangesAreCheckedInOnePass() throws {
        let failures = try Self.failures(Self.manyParagraphs(20_000))
        // The ranges, paragraphs and sentences hold; the blanks then fail on their own rules.
        #expect(failures.first?.rule == .id)
        #expect(!failures.contains { [.ranges, .paragraphs, .sentences, .sentenceBoundaries].contains($0.rule) })
        #expect(failures.contains { $0.rule == .distinctAnswers })
    }

    @Test func sentencesOutsideTheirParagraphsGiveOneFailure() throws {
        var puzzle = Self.manyParagraphs(2_000)
        // Each runs into the blank line after its paragraph.
        for index in puzzle.sentences.indices.dropLast() { puzzle.sentences[index].length += 1 }
        let failures = try Self.failures(puzzle)
        #expect(failures.map(\.rule) == [.id, .sentences], "\(failures)")
    }

    @Test func twentyThousandBlanksGiveOneFailureAndAreNotRetagged() throws {
        let failures = try Self.failures(Self.manyParagraphs(20_000, blanks: 20_000))
        #expect(failures.map(\.rule) == [.id, .blankCount], "\(failures.prefix(5))")
        #expect(failures.last?.message == "20000 blanks, expected 10")
    }

    @Test func twentyThousandRangesOverTheWholeTextFailOnce() throws {
        var puzzle = Self.manyParagraphs(2_000)
        let whole = TextRange(start: 0, length: puzzle.text.utf16.count)
        puzzle.paragraphs = Array(repeating: whole, count: 20_000)
        puzzle.sentences = Array(repeating: whole, count: 20_000)
        let failures = try Self.failures(puzzle)
        #expect(failures.map(\.rule) == [.id, .paragraphs], "\(failures)")
    }

    @Test func theQuotaMatchingOfManySentencesStaysLinear() {
        let distinct = (0..<30_000).map { [(key: "w\($0)", word: 0)] }
        let none = Array(repeating: [(key: String, word: Int)](), count: 30_000)
        #expect(QuotaMatching.picks(own: distinct, fallback: none).count == 30_000)
        let two = Array(repeating: [(key: "a", word: 0), (key: "b", word: 1)], count: 30_000)
        #expect(QuotaMatching.picks(own: two, fallback: two).count == 2)
    }

    @Test func anUnreadableSourceRevisionIsReportedAsSkipped() throws {
        let folder = try TemporaryDirectory("hostile-validate").url
        let corpusFolder = folder.appendingPathComponent("Corpus")
        try FileManager.default.copyItem(at: PuzzleTestSupport.corpus.directory, to: corpusFolder)
        let corpus = RevisionStore(directory: corpusFolder)
        let puzzle = try PuzzleTestSupport.generator.puzzle(
            from: PuzzleTestSupport.revision(), seed: "damaged",
            level: Level.all[0])
        try Data("not gzip".utf8).write(to: corpus.fileURL(revid: PuzzleTestSupport.anarchism))
        let validator = PuzzleValidator(analyzer: PuzzleTestSupport.analyzer, corpus: corpus)
        let failures = validator.validate(
            line: try PuzzleTestSupport.encode(puzzle), number: 1,
            corpusManifest: try corpus.loadManifest())
        #expect(failures.map(\.rule) == [.sourceRevision])
        #expect(failures.first?.message.hasPrefix("revision \(PuzzleTestSupport.anarchism): skipped, ") == true)
    }
}
