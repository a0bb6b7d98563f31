import BlanksTestSupport
import Testing

@testable import BlanksModel

/// The sentence a player is shown while choosing a blank's word: the
/// puzzle's own sentence range when it can be trusted, never one that would
/// show part of another blank's answer.
@Suite("A blank's sentence")
struct BlankSentenceTests {
    @Test func eachBlankHasItsOwnSentence() {
        let puzzle = PuzzleFixtures.puzzle()
        for number in 1...10 {
            #expect(puzzle.sentenceRange(ofBlank: number) == puzzle.sentences[number - 1])
        }
    }

    @Test func aSentenceRangeThatCannotBeTrustedFallsBackToTheParagraph() throws {
        var puzzle = PuzzleFixtures.puzzle()
        puzzle.sentences[1] = TextRange(start: puzzle.blanks[1].start + 1, length: 3)  // cuts the blank
        #expect(puzzle.sentenceRange(ofBlank: 2) == puzzle.paragraphs[0])
        puzzle.sentences[2] = TextRange(start: puzzle.blanks[1].start + 2, length: 80)  // cuts blank 2 in two
        #expect(puzzle.sentenceRange(ofBlank: 3) == puzzle.paragraphs[0])
        puzzle.blanks[3].sentence = 99
        #expect(puzzle.sentenceRange(ofBlank: 4) == puzzle.paragraphs[0])
        puzzle.paragraphs = []
        #expect(puzzle.sentenceRange(ofBlank: 4) == TextRange(start: 0, length: puzzle.text.utf16.count))
        #expect(puzzle.sentenceRange(ofBlank: 11) == nil)
        #expect(puzzle.sentenceRange(ofBlank: 0) == nil)
        #expect(PuzzleFixtures.puzzle().sentenceRange(ofBlank: 5) == PuzzleFixtures.puzzle().sentences[4])
    }
}
