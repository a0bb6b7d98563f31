@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle
import Foundation
import Testing

/// The generator never writes ten blanks in which an option fits another
/// blank as well as its answer: on a made-up article whose determiners swap
/// freely ("read the book" / "read a book"), the first draw often holds a
/// conflict, and what is written never does.
@Suite struct OneSolutionGenerationTests {
    let generator = PuzzleTestSupport.generator

    static let article = HostileArticleTests.revision("""
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
        let check = OneSolutionCheck(scorer: generator.analyzer.slots)
        var naiveConflicts = 0
        var written = 0
        for seed in (0..<16).map({ "one-solution-\($0)" }) {
            var rng = SeededGenerator(seed: PuzzleKey.generatorSeed(seed: seed, revid: revision.revid, level: 0, variant: 0))
            let naive = try #require(generator.choose(passage.words, level: level, rng: &rng))
            let naiveBlanks = PuzzleGenerator.checkedBlanks(naive, words: passage.words, analyzed: passage.analyzed)
            if !check.conflicts(naiveBlanks).isEmpty { naiveConflicts += 1 }
            do {
                let puzzle = try generator.puzzle(from: revision, seed: seed, level: level)
                written += 1
                let line = try PuzzleTestSupport.encode(puzzle)
                let failures = PuzzleValidator(analyzer: generator.analyzer).validate(line: line, number: 1)
                #expect(!failures.contains { $0.rule == .oneSolution }, "\(seed): \(failures)")
            } catch PuzzleGenerationError.noOneSolution(revid: revision.revid, attempts: PuzzleGenerator.oneSolutionAttempts) {
                continue
            }
        }
        #expect(naiveConflicts > 0, "the made-up article must tempt the naive draw")
        #expect(written > 0, "some seeds still give a puzzle")
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
