import Foundation
import Testing

@testable import BlanksCorpus
@testable import BlanksModel
@testable import BlanksPuzzle
@testable import BlanksSlots

/// The draw prefers function-word blanks no option comes within
/// `preferredFunctionMargin` of, while a replacement allows: its puzzles
/// hold fewer such near fits than draws without the preference, still pass
/// the standard check, and no page is lost to it.
@Suite struct PreferredMarginTests {
    let generator = PuzzleTestSupport.generator

    /// How many (blank, option) pairs of `picks` the preferred check finds, and the standard one.
    func nearFits(_ picks: [(sentence: Int, word: BlankCandidates.Word)], in passage: PuzzlePassage) -> (Int, Int) {
        let check = OneSolutionCheck(scorer: generator.analyzer.slots, synonyms: generator.analyzer.synonyms)
        let preferred = check.preferring(functionMargin: PuzzleGenerator.preferredFunctionMargin)
        let indices = picks.map { pick in
            (sentence: pick.sentence, word: passage.words[pick.sentence].firstIndex(of: pick.word) ?? 0)
        }
        let blanks = PuzzleGenerator.checkedBlanks(indices, words: passage.words, analyzed: passage.analyzed)
        return (preferred.conflicts(blanks).count, check.conflicts(blanks).count)
    }

    @Test func preferredDrawsHoldFewerNearFits() throws {
        let level = try #require(Level(1))
        var (withPreference, without, drawn) = (0, 0, 0)
        // Long articles of the embedded corpus, two of them (Adobe, Asphalt) ones its level-1 batches draw from.
        for revid in [PuzzleTestSupport.anarchism, PuzzleTestSupport.atlasShruggedCharacters, 717_932_551, 717_932_698]
        {
            var work = PuzzleGenerator.GenerationWork()
            let passage = try generator.passage(
                from: try PuzzleTestSupport.revision(revid), level: level, extraParagraphs: 3, work: &work)
            for seed in 0..<12 {
                var first = SeededGenerator(seed: UInt64(seed))
                var second = SeededGenerator(seed: UInt64(seed))
                guard let preferred = try? generator.oneSolutionPicks(passage, rng: &first, preferring: true),
                    let plain = try? generator.oneSolutionPicks(passage, rng: &second, preferring: false)
                else { continue }
                drawn += 1
                let (near, conflicts) = nearFits(preferred, in: passage)
                #expect(conflicts == 0, "the standard check passes")
                withPreference += near
                without += nearFits(plain, in: passage).0
            }
        }
        #expect(drawn > 0)
        #expect(withPreference < without, "\(withPreference) near fits with the preference, \(without) without")
    }

    /// The preference widens the margin of function-word slots only: a
    /// content word's slot is judged as by the standard check.
    @Test func thePreferenceLeavesContentSlotsAlone() throws {
        let check = OneSolutionCheck(scorer: generator.analyzer.slots, synonyms: generator.analyzer.synonyms)
        let preferred = check.preferring(functionMargin: 40 * FixedLog2.one)
        let text = "The farmer planted potatoes in the valley ."
        let sentence = generator.analyzer.analyze(sentence: TextRange(start: 0, length: text.utf16.count), in: text)
        let words = sentence.tokens.map(\.text)
        let noun = try #require(words.firstIndex(of: "potatoes"))
        let preposition = try #require(words.firstIndex(of: "in"))
        let otherText = "Bees gather nectar from the hives ."
        let other = generator.analyzer.analyze(
            sentence: TextRange(start: 0, length: otherText.utf16.count), in: otherText)
        let otherWords = other.tokens.map(\.text)
        let blanks = [
            OneSolutionCheck.Blank(words: words, tags: sentence.tags, index: noun),
            OneSolutionCheck.Blank(words: words, tags: sentence.tags, index: preposition),
            OneSolutionCheck.Blank(
                words: otherWords, tags: other.tags, index: try #require(otherWords.firstIndex(of: "nectar"))),
            OneSolutionCheck.Blank(
                words: otherWords, tags: other.tags, index: try #require(otherWords.firstIndex(of: "from")))
        ]
        let wide = preferred.conflicts(blanks)
        // At forty bits "from" fits the slot of "in" on both sides; nothing fits a noun's slot any more than before.
        #expect(wide.contains { $0.blank == 1 && $0.option == 3 })
        #expect(
            wide.filter { $0.blank == 0 || $0.blank == 2 }.count
                == check.conflicts(blanks).filter { $0.blank == 0 || $0.blank == 2 }.count)
    }
}
