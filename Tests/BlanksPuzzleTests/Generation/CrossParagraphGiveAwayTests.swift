import Foundation
import Testing

@testable import BlanksModel
@testable import BlanksPuzzle

/// The player sees the whole passage: a draw never blanks a content word
/// that the sentence just across a paragraph break shows again, although
/// the candidates, judged paragraph by paragraph as they are read, hold it.
@Suite struct CrossParagraphGiveAwayTests {
    let generator = PuzzleTestSupport.generator

    /// The noun "lighthouse" ends the first paragraph and opens the second.
    static let article = HostileArticleTests.revision(
        """
        The harbour sheltered fishing boats. Merchants sold spices at the market. Sailors repaired the old lighthouse.

        The lighthouse guided ships past the rocks. Farmers grew barley on the hills. The mill ground flour every autumn.

        A bridge crossed the river. The castle guarded the valley. Shepherds kept goats near the forest.

        The orchestra performed a symphony. Bees produce honey from nectar. The volcano erupted without warning.
        """)

    @Test func aContentWordShownAcrossABreakIsNeverBlanked() throws {
        let level = try #require(Level(4))
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(from: Self.article, level: level, extraParagraphs: 3, work: &work)
        let candidates = passage.words.flatMap { $0 }.filter { $0.key == "lighthouse" }
        #expect(candidates.count == 2, "each paragraph alone keeps its lighthouse a candidate")
        for candidate in candidates {
            let sentence = try #require(passage.words.firstIndex { $0.contains(candidate) })
            #expect(passage.givesAwayAcrossParagraphs(sentence: sentence, word: candidate))
        }
        var written = 0
        for seed in (0..<12).map({ "break-\($0)" }) {
            guard let puzzle = try? generator.puzzle(from: Self.article, seed: seed, level: level) else { continue }
            written += 1
            #expect(!puzzle.blanks.contains { $0.answer.lowercased() == "lighthouse" }, "\(seed)")
            let failures = PuzzleValidator(analyzer: generator.analyzer).validate(
                line: try PuzzleTestSupport.encode(puzzle), number: 1)
            #expect(!failures.contains { $0.rule == .giveAway }, "\(seed): \(failures)")
        }
        #expect(written > 0, "some seeds give a puzzle")
    }

    /// A preposition that the verb before it takes, shown after that verb
    /// again across a break, is the pair shown: the second look rejects it.
    /// A preposition after a noun, shown after that noun across a break,
    /// stays a candidate.
    @Test func aPrepositionItsVerbTakesShownAcrossABreakIsNeverBlanked() throws {
        let article = HostileArticleTests.revision(
            """
            The harbour sheltered boats from storms. Merchants sold spices at the market. The drought led to a famine.

            The long war led to a famine in the north. Farmers grew barley on the hills. Bees make honey from nectar.

            A bridge crossed over the river. The castle stood above the valley. Shepherds kept goats near the forest.

            The orchestra played in the hall. Children swam across the lake. The volcano erupted without warning.

            Traders travelled along the coast. Monks lived in the abbey. Geese flew over the marsh.
            """)
        let level = try #require(Level(1))
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(from: article, level: level, extraParagraphs: 3, work: &work)
        func candidates(_ key: String) -> [(sentence: Int, word: BlankCandidates.Word)] {
            passage.words.enumerated().flatMap { sentence, words in
                words.filter { $0.key == key }.map { (sentence, $0) }
            }
        }
        let led = candidates("to")
        #expect(led.count == 2, "each paragraph alone keeps its \"led to\" a candidate")
        for (sentence, word) in led {
            #expect(passage.givesAwayAcrossParagraphs(sentence: sentence, word: word))
        }
        let from = candidates("from")
        #expect(!from.isEmpty)
        for (sentence, word) in from {
            #expect(!passage.givesAwayAcrossParagraphs(sentence: sentence, word: word))
        }
    }

    /// Within one paragraph the first judgement was already the passage's:
    /// the second look never rejects there, nor a function word anywhere but
    /// a preposition its verb takes.
    @Test func oneParagraphAndFunctionWordsNeedNoSecondLook() throws {
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(from: Self.article, level: Level.all[0], work: &work)
        for (sentence, words) in passage.words.enumerated() {
            for word in words where !BlankTarget.isContent(word.tag) {
                #expect(!passage.givesAwayAcrossParagraphs(sentence: sentence, word: word))
            }
        }
        var single = passage
        single.paragraphs = Array(passage.paragraphs.prefix(1))
        for (sentence, words) in single.words.enumerated() {
            for word in words {
                #expect(!single.givesAwayAcrossParagraphs(sentence: sentence, word: word))
            }
        }
    }

    /// A noun two sentences away across a break: each paragraph keeps it a
    /// candidate, and the second look leaves it one, since across a break a
    /// noun recurs as the passage's topic.
    @Test func aContentWordTwoSentencesAwayAcrossABreakStaysACandidate() throws {
        let article = HostileArticleTests.revision(
            """
            The harbour sheltered fishing boats. Merchants sold spices at the market. Sailors repaired the old lighthouse.

            Ships passed the rocks at night. The lighthouse guided them home. The mill ground flour every autumn.

            A bridge crossed the river. The castle guarded the valley. Shepherds kept goats near the forest.

            The orchestra performed a symphony. Bees produce honey from nectar. The volcano erupted without warning.
            """)
        var work = PuzzleGenerator.GenerationWork()
        let passage = try generator.passage(
            from: article, level: try #require(Level(4)), extraParagraphs: 3, work: &work)
        let candidates = passage.words.flatMap { $0 }.filter { $0.key == "lighthouse" }
        #expect(candidates.count == 2, "each paragraph alone keeps its lighthouse a candidate")
        for candidate in candidates {
            let sentence = try #require(passage.words.firstIndex { $0.contains(candidate) })
            #expect(!passage.givesAwayAcrossParagraphs(sentence: sentence, word: candidate))
        }
    }
}
