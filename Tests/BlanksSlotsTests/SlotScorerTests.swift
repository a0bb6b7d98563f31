import BlanksTraining
import Testing

@testable import BlanksSlots

/// The scorer ranks words by how well they fit their slot, on made-up text
/// and on the shipped model, with integer arithmetic only.
@Suite struct SlotScorerTests {
    static let text = """
        He sat on the mat . She sat on the chair . They sat on the floor . We sat on the bench .
        A review of the trials was published . A review of the data was published .
        It is one of the best . It is one of the oldest .
        """
    static let scorer = SlotScorer(
        model: SlotModelTrainer(minimumTrigramCount: 1).train(
            text.split(separator: ".").map { $0.split(whereSeparator: \.isWhitespace).map(String.init) + ["."] }))

    static func score(_ word: String, _ sentence: String, _ index: Int, scorer: SlotScorer = scorer) throws -> SlotScore
    {
        let words = sentence.split(separator: " ").map(String.init)
        return scorer.score(word, in: try #require(SlotContext(words: words, index: index)))
    }

    @Test func theWordSeenInTheSlotRanksFirst() throws {
        let sentence = "I sat on the sofa ."
        #expect(try Self.score("on", sentence, 2) > Self.score("of", sentence, 2))
        let review = "A review of the results ."
        #expect(try Self.score("of", review, 2) > Self.score("on", review, 2))
        // Case does not matter to the counts (capitals are the `capital` rule's business).
        #expect(try Self.score("On", sentence, 2) == Self.score("on", sentence, 2))
    }

    @Test func aWordNeverSeenBesideTheSlotDoesNotFit() throws {
        let sentence = "I sat on the sofa ."
        let answer = try Self.score("on", sentence, 2)
        let unseen = try Self.score("trials", sentence, 2)
        #expect(!unseen.seen)
        #expect(!Self.scorer.fits(unseen, against: answer))
        #expect(!Self.scorer.fits(unseen, against: answer, needsTrigram: true))
        #expect(Self.scorer.fits(answer, against: answer))
    }

    @Test func theMarginDecidesWhatFitsAsWell() throws {
        let one = FixedLog2.one
        let answer = SlotScore(bits: -10 * one, seen: true, seenInTrigram: true, left: -3 * one, right: -3 * one)
        // A function word's slot: each side within the margin.
        let close = SlotScore(bits: -11 * one, seen: true, left: -4 * one, right: -3 * one)
        #expect(Self.scorer.with(margin: 2 * one).fits(close, against: answer))
        #expect(!Self.scorer.with(margin: one / 2).fits(close, against: answer))
        let oneSided = SlotScore(bits: -10 * one, seen: true, left: 0, right: -6 * one)
        #expect(
            !Self.scorer.with(margin: 2 * one).fits(oneSided, against: answer),
            "a side far below the answer's rules it out")
        // A content word's slot: the whole score, and a trigram seen there.
        #expect(!Self.scorer.with(margin: 2 * one).fits(close, against: answer, needsTrigram: true))
        var inTrigram = close
        inTrigram.seenInTrigram = true
        #expect(Self.scorer.with(margin: 2 * one).fits(inTrigram, against: answer, needsTrigram: true))
        #expect(!Self.scorer.with(margin: one / 2).fits(inTrigram, against: answer, needsTrigram: true))
    }

    @Test func slotsAtTheSentenceEdgesUseTheMarks() throws {
        #expect(SlotContext(words: ["Hello"], index: 1) == nil)
        #expect(SlotContext(words: [], index: 0) == nil)
        let first = try Self.score("He", "He sat on the mat .", 0)
        let other = try Self.score("Trials", "He sat on the mat .", 0)
        #expect(first > other)
    }

    @Test func theShippedModelPrefersTheUsualPreposition() throws {
        let scorer = try SlotScorer.bundled()
        let sentence = "It is one of the largest cities in the world ."
        #expect(try Self.score("of", sentence, 3, scorer: scorer) > Self.score("at", sentence, 3, scorer: scorer))
        #expect(try Self.score("in", sentence, 6, scorer: scorer) > Self.score("by", sentence, 6, scorer: scorer))
    }

    /// The check's shortcut reads fewer counts but decides as the full score
    /// does: every word of made-up sentences tried in every slot, as a
    /// function word's slot and a content word's, at three margins.
    @Test func theQuickFitDecidesAsTheFullScore() throws {
        let shipped = try SlotScorer.bundled()
        let sentences = [
            "It is one of the largest cities in the world .", "A review of the trials was published in 2010 .",
            "He sat on the mat and she sat on a chair .", "The river rises in the hills but flows east .",
            "They said that the bridge , which was old , would close ."
        ].map { $0.split(separator: " ").map(String.init) }
        let options = Set(sentences.joined()).sorted() + ["upon", "whose", "although", "zebra"]
        var fitting = 0
        for margin in [0, SlotScorer.standardMargin, 4 * SlotScorer.standardMargin] {
            let scorer = shipped.with(margin: margin)
            for words in sentences {
                for index in words.indices {
                    let slot = try #require(SlotContext(words: words, index: index))
                    let answer = scorer.score(words[index], in: slot)
                    for option in options {
                        let hash = SlotGram.hash(option)
                        let score = scorer.score(hash: hash, in: slot)
                        for needsTrigram in [false, true] {
                            let full = scorer.fits(score, against: answer, needsTrigram: needsTrigram)
                            #expect(
                                scorer.fits(hash: hash, in: slot, against: answer, needsTrigram: needsTrigram) == full,
                                "\(option) at \(index) of \(words), margin \(margin)")
                            if full { fitting += 1 }
                        }
                    }
                }
            }
        }
        #expect(fitting > 100, "the cases include words that fit")
    }

    @Test func fixedPointLogarithmsAreExactOnPowersOfTwo() {
        #expect(FixedLog2.of(1) == 0)
        #expect(FixedLog2.of(2) == FixedLog2.one)
        #expect(FixedLog2.of(1 << 40) == 40 * FixedLog2.one)
        #expect(FixedLog2.of(UInt64.max) < 64 * FixedLog2.one)
        // log2(3) = 1.58496…: within one unit of the last place.
        #expect(abs(FixedLog2.of(3) - 103_872) <= 1)
        let values: [UInt64] = [3, 5, 100, 1_000, 65_537, 1 << 33 + 7]
        #expect(zip(values, values.dropFirst()).allSatisfy { FixedLog2.of($0) < FixedLog2.of($1) })
    }

    /// The table of small values answers what the bit-by-bit logarithm does,
    /// up to its last entry and past it, so no score depends on which was read.
    @Test func tabulatedLogarithmsAreTheComputedOnes() {
        let last = FixedLog2.tabulated - 1
        for value in UInt64(0)...(last + 2) { #expect(FixedLog2.of(value) == FixedLog2.computed(value), "\(value)") }
        #expect(abs(FixedLog2.of(last) - 720_849) <= 1, "log2(2047) = 10.99929…")
        #expect(FixedLog2.of(last + 1) == 11 * FixedLog2.one)
    }
}
