import BlanksTestSupport
import Testing

@testable import BlanksModel

/// Which other blanks hold a word placed more often than the words offer it:
/// what the game names when a player reuses a word.
@Suite("A word placed in more blanks than offered")
struct WordReuseTests {
    @Test func aWordTheWordsOfferTwiceFitsTwoBlanksWithoutANote() throws {
        var puzzle = PuzzleFixtures.replacingAnswer(of: PuzzleFixtures.puzzle(), blank: 5, with: "the")
        puzzle.options = puzzle.options.sorted()
        var session = try GameSession(puzzle: puzzle)
        try session.fill(blank: 6, word: "the")
        try session.fill(blank: 9, word: "the")
        #expect(session.otherBlanks(sharingWordOf: 9).isEmpty)
        try session.fill(blank: 1, word: "the")
        #expect(session.otherBlanks(sharingWordOf: 1) == [6, 9])
        #expect(session.otherBlanks(sharingWordOf: 2).isEmpty, "an empty blank shares nothing")
    }

    @Test func aWordOfferedOnceInTwoBlanksNamesTheOther() throws {
        var session = try GameSession(puzzle: PuzzleFixtures.puzzle())
        try session.fill(blank: 2, word: "from")
        #expect(session.otherBlanks(sharingWordOf: 2).isEmpty, "one placement of a word offered once is fine")
        try session.fill(blank: 7, word: "from")
        #expect(session.otherBlanks(sharingWordOf: 7) == [2])
        #expect(session.otherBlanks(sharingWordOf: 2) == [7])
        try session.clear(blank: 2)
        #expect(session.otherBlanks(sharingWordOf: 7).isEmpty)
        #expect(session.otherBlanks(sharingWordOf: 11).isEmpty, "no such blank")
    }
}
