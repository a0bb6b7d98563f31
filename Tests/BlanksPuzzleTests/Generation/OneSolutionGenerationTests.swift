import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// The generator never writes ten blanks in which an option fits another
/// blank as well as its answer: on a made-up article whose determiners swap
/// freely ("read the book" / "read a book"), the first draw often holds a
/// conflict, and what is written never does.
@Suite struct OneSolutionGenerationTests {
    let generator = PuzzleTestSupport.generator

    static let article = HostileArticleTests.revision(
        """
        She read the book slowly. He read a book aloud. The farmer planted potatoes in spring.

        Heavy rain flooded the valley yesterday. The children painted colourful pictures. Engineers designed a sturdy bridge.

        Wolves hunt deer during winter. The museum displays ancient pottery. Sailors navigated by the stars.

        The orchestra performed a symphony. Bees produce honey from nectar. The volcano erupted without warning.
        """)

    @Test func aDrawWithAConflictIsNeverWritten() throws {
        let level = Level.all[0]
        let revision = Self.article
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(from: revision, level: level, work: &work)
        let check = OneSolutionCheck(scorer: generator.analyzer.slots, synonyms: generator.analyzer.synonyms)
        var naiveConflicts = 0
        var written = 0
        for seed in (0..<16).map({ "one-solution-\($0)" }) {
            var rng = SeededGenerator(
                seed: PuzzleKey.generatorSeed(seed: seed, revid: revision.revid, level: 0, variant: 0))
            let naive = try #require(generator.choose(passage.words, level: level, rng: &rng))
            let naiveBlanks = PuzzleGenerator.checkedBlanks(naive, words: passage.words, analyzed: passage.analyzed)
            if !check.conflicts(naiveBlanks).isEmpty { naiveConflicts += 1 }
            do {
                let puzzle = try generator.puzzle(from: revision, seed: seed, level: level)
                written += 1
                let line = try PuzzleTestSupport.encode(puzzle)
                let failures = PuzzleValidator(analyzer: generator.analyzer).validate(line: line, number: 1)
                #expect(!failures.contains { $0.rule == .oneSolution }, "\(seed): \(failures)")
            } catch PuzzleGenerationError.noOneSolution(
                revid: revision.revid, attempts: PuzzleGenerator.oneSolutionAttempts)
            {
                continue
            }
        }
        #expect(naiveConflicts > 0, "the made-up article must tempt the naive draw")
        #expect(written > 0, "some seeds still give a puzzle")
    }

    /// A passage whose every draw conflicts grows into the paragraphs that
    /// follow it in its run, and is shown only up to its last blank.
    @Test func aPassageWithNoOneSolutionGrowsIntoTheNextParagraphs() throws {
        let frames = ["the", "a", "this", "that", "every", "each", "another", "any", "no", "some"]
        let conflicting = frames.map { "She read \($0) book." }.joined(separator: " ")
        let varied = Self.article.content.components(separatedBy: "\n\n").dropFirst().joined(separator: " ")
        let revision = HostileArticleTests.revision(
            conflicting + "\n\n" + varied + "\n\nThe final paragraph says nothing new.")
        var work = PuzzleGenerator.GenerationWork()
        let shortest = try generator.passage(from: revision, level: Level.all[0], work: &work)
        #expect(shortest.paragraphs.count == 1, "the frames alone complete a passage")
        let puzzle = try generator.puzzle(from: revision, seed: "grow", level: Level.all[0])
        #expect(puzzle.paragraphs.count == 2)
        let last = try #require(puzzle.paragraphs.last)
        #expect(puzzle.blanks.contains { $0.start >= last.start && $0.start < last.end })
        #expect(!puzzle.text.contains("final paragraph"))
        let failures = PuzzleValidator(analyzer: generator.analyzer).validate(
            line: try PuzzleTestSupport.encode(puzzle), number: 1)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aPassageCutToItsFirstParagraphsKeepsTheirSentencesAndWords() throws {
        let revision = HostileArticleTests.revision(Self.article.content)
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(from: revision, level: Level.all[0], extraParagraphs: 3, work: &work)
        #expect(passage.paragraphs.count == 4)
        let cut = passage.prefix(paragraphs: 3)
        #expect(cut.paragraphs == Array(passage.paragraphs.prefix(3)))
        let end = try #require(cut.paragraphs.last).end
        #expect(cut.text.utf16.count == end)
        #expect(cut.sentences.allSatisfy { $0.end <= end })
        #expect(cut.sentences.count == cut.words.count && cut.words.count == cut.analyzed.count)
        #expect(cut.sentences.count == passage.sentences.count - 3)
        #expect(passage.prefix(paragraphs: 9).paragraphs == passage.paragraphs)
    }

    @Test func aPageWhoseEveryDrawConflictsIsPassedOver() throws {
        // Ten sentences of one frame: any two determiners swap, so every draw conflicts.
        let frames = ["the", "a", "this", "that", "every", "each", "another", "any", "one", "no", "some", "my"]
        let revision = HostileArticleTests.revision(frames.map { "She read \($0) book." }.joined(separator: " "))
        #expect(throws: PuzzleGenerationError.self) {
            _ = try generator.puzzle(from: revision, seed: "s", level: try #require(Level(2)))
        }
    }
}
