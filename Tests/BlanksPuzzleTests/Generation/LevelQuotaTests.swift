import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksSupport

/// The honest level (at least seven blanks of the level's own class), the
/// readable length (at most twenty sentences) and the variant rule, on
/// made-up articles whose words are plain.
@Suite struct LevelQuotaTests {
    /// The made-up articles repeat one frame, so their words fit each other's
    /// slots: the one-solution check (tested on its own) is set aside here.
    let generator = PuzzleTestSupport.generatorAdmittingAnySet

    static func revision(_ content: String, revid: Int = 4242) -> Revision {
        Revision(
            site: "en.wikipedia.org", pageid: 42, ns: 0, title: "Made up", revid: revid, parentid: 0,
            timestamp: "2016-01-01T00:00:00Z", sha1: ContentHash.sha1Hex(of: content),
            contentmodel: "wikitext", content: content)
    }

    static let nouns = [
        "river", "valley", "bridge", "castle", "forest", "harbour", "market", "tower", "garden",
        "village", "meadow", "island", "orchard", "chapel", "quarry", "mill", "pond", "barn",
        "cottage", "road", "field", "lake"
    ]

    /// Sentences each with one preposition and nouns: level 1's own class in every one.
    static func prepositionSentences(_ count: Int) -> [String] {
        let prepositions = [
            "near", "behind", "under", "beside", "across", "beyond", "above", "below", "along",
            "inside", "around", "past", "toward", "against", "among", "through", "within", "outside",
            "upon", "over", "into", "onto"
        ]
        return (0..<count).map {
            "The \(nouns[$0 % nouns.count]) stood \(prepositions[$0 % prepositions.count]) the old wall."
        }
    }

    @Test(arguments: 1...6)
    func everyLevelPuzzleHoldsItsQuota(level: Int) throws {
        let level = try #require(Level(level))
        for revid in try PuzzleTestSupport.corpus.loadManifest().latestEntries.prefix(12).map(\.revid) {
            guard
                let puzzle = try? PuzzleTestSupport.generator.puzzle(
                    from: PuzzleTestSupport.revision(revid), seed: "quota", level: level)
            else { continue }
            let own = puzzle.blanks.filter { level.categories.contains($0.pos) }.count
            #expect(own >= LevelQuota.ownClassBlanks, "revision \(revid) level \(level.number)")
            #expect(puzzle.sentences.count <= LevelQuota.maxSentences)
        }
    }

    @Test func aPassageLongerThanTwentySentencesIsPassedOver() throws {
        // 21 sentences in one paragraph, only one with a word to give: the
        // passage would have to run past the cap.
        let filler = Array(repeating: "Heavy rain fell.", count: 21).joined(separator: " ")
        let revision = Self.revision(filler + "\n\n" + Self.prepositionSentences(12).joined(separator: " "))
        #expect(throws: PuzzleGenerationError.passageTooLong(revid: 4242, sentences: 21, limit: 20)) {
            try generator.puzzle(from: revision, seed: "s", level: Level(1)!)
        }
        // Twenty sentences that give a puzzle are fine.
        let fits = Self.revision(Self.prepositionSentences(20).joined(separator: " "))
        #expect(try generator.puzzle(from: fits, seed: "s", level: Level(1)!).sentences.count == 20)
    }

    @Test func aPageWithoutTheLevelsOwnClassIsPassedOver() throws {
        // Prepositions in every sentence, conjunctions in none: level 6 would be all fall-back.
        let revision = Self.revision(Self.prepositionSentences(12).joined(separator: " "))
        #expect(throws: PuzzleGenerationError.ownClassShort(revid: 4242, level: 6, ownClass: 0)) {
            try generator.puzzle(from: revision, seed: "s", level: Level(6)!)
        }
        // Level 1 asks for prepositions, which it has.
        let puzzle = try generator.puzzle(from: revision, seed: "s", level: Level(1)!)
        #expect(puzzle.blanks.allSatisfy { $0.pos == "ADP" })
    }

    @Test func theFallBackFillsAtMostThreeBlanks() throws {
        // Seven sentences with a conjunction, five with prepositions only:
        // level 6 takes all seven conjunctions and three prepositions.
        // None stands in for another ("and" does for "whereas" and "while" before a clause).
        let conjunctions = ["and", "if", "or", "because", "although", "nor", "unless"]
        let own = conjunctions.enumerated().map { index, word in
            "The \(Self.nouns[index]) fell \(word) the \(Self.nouns[index + 7]) stood."
        }
        let revision = Self.revision((own + Self.prepositionSentences(5)).joined(separator: " "))
        for seed in ["a", "b", "c", "d"] {
            let puzzle = try generator.puzzle(from: revision, seed: seed, level: Level(6)!)
            let fallBack = puzzle.blanks.filter { !["CCONJ", "SCONJ"].contains($0.pos) }
            #expect(fallBack.count <= 3, "seed \(seed): \(puzzle.blanks.map(\.answer))")
        }
    }

    @Test func variantsDifferInHalfTheirBlanksOrThePageIsUsedUp() throws {
        let wide = Self.revision(Self.prepositionSentences(20).joined(separator: " "))
        let drafts = try (0..<3).map { try generator.puzzle(from: wide, seed: "v", level: Level(1)!, variant: $0) }
        for (later, puzzle) in drafts.enumerated() {
            for earlier in drafts[..<later] {
                #expect(VariantRule.differs(puzzle.blanks.map(\.range), from: earlier.blanks.map(\.range)))
            }
        }
        // Ten sentences with one word each: every draw is the same puzzle.
        let narrow = Self.revision(Self.prepositionSentences(10).joined(separator: " "))
        _ = try generator.puzzle(from: narrow, seed: "v", level: Level(1)!)
        #expect(throws: PuzzleGenerationError.variantRepeats(revid: 4242, variant: 1)) {
            try generator.puzzle(from: narrow, seed: "v", level: Level(1)!, variant: 1)
        }
    }

    @Test func theVariantRuleCountsNewRanges() {
        let ten = (0..<10).map { TextRange(start: $0 * 10, length: 3) }
        var half = ten
        for i in 0..<5 { half[i].start += 1 }
        var four = ten
        for i in 0..<4 { four[i].start += 1 }
        #expect(VariantRule.newBlanks(half, comparedWith: ten) == 5)
        #expect(VariantRule.differs(half, from: ten))
        #expect(!VariantRule.differs(four, from: ten))
        #expect(!VariantRule.differs(ten, from: ten))
    }
}
