import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle

/// An article built to be expensive costs work for each paragraph's own
/// sentences, and the generator gives up on it at a documented bound.
/// Work is counted, not timed; the time limit is only a
/// watchdog far above the expected time.
@Suite(.timeLimit(.minutes(5))) struct HostileArticleTests {
    /// Without the readable-length cap, which would stop every storm at its
    /// 21st sentence: these tests bound what lies behind it.
    let generator = PuzzleGenerator(
        analyzer: PuzzleTestSupport.analyzer,
        limits: PassageLimits(
            units: PassageLimits.standard.units,
            redrawnWords: PassageLimits.standard.redrawnWords,
            sentences: .max))

    static func revision(_ content: String, revid: Int = 1001) -> Revision {
        Revision(
            site: "en.wikipedia.org", pageid: 1, ns: 0, title: "Paragraph storm", revid: revid, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
    }

    /// Paragraphs of one sentence with the same three words to blank: never ten distinct answers.
    static func storm(_ paragraphs: Int) -> Revision {
        revision(Array(repeating: "The cat sat.", count: paragraphs).joined(separator: "\n\n"))
    }

    /// The error `generator` throws for `revision`, and the work it did.
    static func failure(_ generator: PuzzleGenerator, _ revision: Revision)
        -> (error: PuzzleGenerationError?, work: PuzzleGenerator.GenerationWork)
    {
        var work = PuzzleGenerator.GenerationWork()
        do {
            _ = try generator.puzzle(from: revision, seed: "s", level: Level.all[0], variant: 0, work: &work)
            return (nil, work)
        } catch {
            return (error as? PuzzleGenerationError, work)
        }
    }

    @Test func thirtyThousandParagraphsStopAtALimit() throws {
        let (error, work) = Self.failure(generator, Self.storm(30_000))
        guard case .passageLimit(revid: 1001, paragraphs: let paragraphs, limit: let limit)? = error else {
            Issue.record("expected a passage limit, got \(String(describing: error))")
            return
        }
        // From the tenth paragraph on, each fails with three words owed per
        // sentence ("The", "cat" and the sentence itself; "sat" is tagged
        // too unsurely to be asked).
        #expect(limit == "at most \(PassageLimits.standard.redrawnWords) words redrawn")
        #expect(paragraphs == 817)
        #expect(work.paragraphs == paragraphs)
        #expect(work.redrawnWords == 0)
    }

    @Test func aPassagePastItsLengthLimitIsGivenUp() throws {
        let short = PuzzleGenerator(
            analyzer: PuzzleTestSupport.analyzer,
            limits: PassageLimits(units: 1_000, redrawnWords: .max, sentences: .max))
        let (error, _) = Self.failure(short, Self.storm(30_000))
        // "The cat sat." and its separator: 14 UTF-16 units a paragraph.
        #expect(
            error == .passageLimit(revid: 1001, paragraphs: 1_002 / 14, limit: "a passage is at most 1000 UTF-16 units")
        )
    }

    @Test func eachParagraphCostsMatchingWorkForItsOwnSentencesOnly() throws {
        let unlimited = PuzzleGenerator(
            analyzer: PuzzleTestSupport.analyzer,
            limits: PassageLimits(units: .max, redrawnWords: .max, sentences: .max))
        let (error, work) = Self.failure(unlimited, Self.storm(3_000))
        #expect(error == .notEnoughSentences(revid: 1001, usable: 2))
        #expect(work.sentences == 3_000)
        // Two keys tried per new sentence, not a re-match of all earlier ones.
        #expect(work.matchingSteps <= 2 * work.sentences)
        // An article that never gives a puzzle redraws nothing.
        #expect(work.redrawnWords == 0)
    }

    @Test func theRedrawsOfAnArticleThatFailsLongAreBounded() throws {
        let tight = PuzzleGenerator(
            analyzer: PuzzleTestSupport.analyzer,
            limits: PassageLimits(units: .max, redrawnWords: 500, sentences: .max))
        let (error, _) = Self.failure(tight, Self.storm(1_000))
        guard case .passageLimit(revid: 1001, paragraphs: let paragraphs, limit: let limit)? = error else {
            Issue.record("expected the redraw limit, got \(String(describing: error))")
            return
        }
        #expect(limit == "at most 500 words redrawn")
        #expect(paragraphs < 1_000)
        #expect(error?.description.hasPrefix("revision 1001: skipped, ") == true)
    }

    /// Paragraphs that fail first and an article that succeeds later: the
    /// draws owed to the failed attempts are made, so the puzzle keeps the
    /// bytes of a generator that redraws every failed attempt in full (golden
    /// values pinned from this generator; the places each have their own
    /// frame, so the set has one solution).
    @Test func aPuzzleAfterFailedAttemptsKeepsItsDraws() throws {
        let places = [
            "A dog ran past the bridge.", "Monks built the church slowly.", "Sheep graze on the farm.",
            "Pupils walk to school daily.",
            "Cars crowd the narrow road.", "Poppies cover the field.", "Owls hunt in the forest.",
            "Knights defended the castle.",
            "Trains leave the station hourly.", "Traders fill the market."
        ]
        let stuck = Array(repeating: "The cat sat.", count: 12)
        let content = (stuck + places).joined(separator: "\n\n")
        var work = PuzzleGenerator.GenerationWork()
        let puzzle = try generator.puzzle(
            from: Self.revision(content), seed: "golden", level: Level.all[0],
            variant: 0, work: &work)
        #expect(work.redrawnWords > 0)
        #expect(puzzle.blanks.map(\.answer) == Self.goldenAnswers)
        #expect(puzzle.options == Self.goldenOptions)
    }

    static let goldenAnswers = ["The", "ran", "built", "on", "walk", "narrow", "cover", "forest", "defended", "leave"]
    static let goldenOptions = ["forest", "narrow", "The", "walk", "ran", "leave", "built", "cover", "on", "defended"]

    @Test func theCounterAgreesWithTheFullMatchingUpToTen() {
        var rng = SeededGenerator(seed: 14)
        for _ in 0..<200 {
            let keys = (0..<rng.next(below: 30)).map { _ in
                (0..<rng.next(below: 4)).map { _ in "k\(rng.next(below: 12))" }
            }
            var counter = DistinctAnswerCounter(target: 10)
            for sentence in keys { counter.add(keys: sentence) }
            let full = AnswerMatching.maximumMatching(keys).compactMap { $0 }.count
            #expect(counter.count == min(full, 10), "\(keys)")
        }
    }

    /// A sentence's repeated keys are dropped as a set of strings drops
    /// them, first occurrences in order, whether the sentence has few keys
    /// (compared pairwise) or many (hashed); canonically equal spellings are one key.
    @Test func theCounterDropsRepeatedKeysAsASetWould() {
        var rng = SeededGenerator(seed: 29)
        let spellings = ["of", "in", "\u{E9}t\u{E9}", "e\u{301}te\u{301}", "K", "\u{212A}", "the"]
        for _ in 0..<300 {
            let keys = (0..<rng.next(below: 40)).map { _ in spellings[rng.next(below: spellings.count)] }
            var seen = Set<String>()
            #expect(DistinctAnswerCounter.distinct(keys) == keys.filter { seen.insert($0).inserted }, "\(keys)")
        }
    }

    @Test func theCounterDoesBoundedWorkPerSentence() {
        var counter = DistinctAnswerCounter(target: 10)
        let keys = (0..<9).map { "k\($0)" }
        for _ in 0..<30_000 { counter.add(keys: keys + keys) }
        #expect(counter.count == 9)
        // Each new sentence tries its nine distinct keys once; earlier sentences are not searched again.
        #expect(counter.steps <= 9 * 30_000 + 100)
    }
}
