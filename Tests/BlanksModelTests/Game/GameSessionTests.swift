import BlanksTestSupport
import Testing

@testable import BlanksModel

@Suite("Game session rules")
struct GameSessionTests {
    let answers = PuzzleFixtures.answers

    func newSession() throws -> GameSession {
        try GameSession(puzzle: PuzzleFixtures.puzzle())
    }

    @Test func startsEmptyAndPlaying() throws {
        let session = try newSession()
        #expect(session.blankCount == 10)
        #expect(session.filledCount == 0)
        #expect(session.phase == .playing)
        #expect(session.entries == Array(repeating: nil, count: 10))
        #expect(session.options == PuzzleFixtures.optionOrder.map { answers[$0] })
        #expect(session.score == nil)
    }

    @Test func fillChangeAndClearReturnTheMovesToSave() throws {
        var session = try newSession()
        let fill = try session.fill(blank: 2, word: "from")
        #expect(fill == Move(blank: 2, word: "from", previous: nil))
        #expect(fill.kind == .fill)
        let change = try session.fill(blank: 2, option: 1)
        #expect(change == Move(blank: 2, word: session.options[0], previous: "from"))
        #expect(change.kind == .change)
        let clear = try session.clear(blank: 2)
        #expect(clear == Move(blank: 2, word: nil, previous: session.options[0]))
        #expect(clear.kind == .clear)
        #expect(session.entry(2) == nil)
        #expect(session.filledCount == 0)
    }

    @Test func wordsMatchIgnoringCaseAndSpacesButKeepTheOptionSpelling() throws {
        var session = try newSession()
        let move = try session.fill(blank: 4, word: "  ABOUT ")
        #expect(move.word == "about")
        try session.fill(blank: 6, word: "The")
        #expect(session.entry(6) == "The")
    }

    @Test func aWordMayBeUsedInSeveralBlanks() throws {
        var session = try newSession()
        try session.fill(blank: 1, word: "in")
        try session.fill(blank: 7, word: "in")
        #expect(session.entries.filter { $0 == "in" }.count == 2)
    }

    @Test(arguments: [0, 11, -1, Int.max, Int.min])
    func noSuchBlankIsRefusedAndChangesNothing(blank: Int) throws {
        var session = try newSession()
        try session.fill(blank: 1, word: "that")
        let before = session
        #expect(throws: GameError.noSuchBlank(blank, count: 10)) { try session.fill(blank: blank, word: "that") }
        #expect(throws: GameError.noSuchBlank(blank, count: 10)) { try session.fill(blank: blank, option: 1) }
        #expect(throws: GameError.noSuchBlank(blank, count: 10)) { try session.clear(blank: blank) }
        #expect(session == before)
    }

    @Test(arguments: [0, 11, -3, Int.max, Int.min])
    func noSuchOptionIsRefusedAndChangesNothing(option: Int) throws {
        var session = try newSession()
        let before = session
        #expect(throws: GameError.noSuchOption(option, count: 10)) { try session.fill(blank: 1, option: option) }
        #expect(session == before)
    }

    @Test func unknownWordIsRefused() throws {
        var session = try newSession()
        let before = session
        #expect(throws: GameError.unknownWord("banana")) { try session.fill(blank: 1, word: "banana") }
        #expect(throws: GameError.unknownWord("")) { try session.fill(blank: 1, word: "") }
        #expect(session == before)
    }

    @Test func placingTheSameWordAgainIsRefused() throws {
        var session = try newSession()
        try session.fill(blank: 3, word: "was")
        let before = session
        #expect(throws: GameError.alreadyHolds(blank: 3, word: "was")) { try session.fill(blank: 3, word: "WAS") }
        #expect(session == before)
    }

    @Test func clearingAnEmptyBlankIsRefused() throws {
        var session = try newSession()
        #expect(throws: GameError.alreadyEmpty(blank: 5)) { try session.clear(blank: 5) }
    }

    @Test func nothingChangesAfterSubmitting() throws {
        var session = try newSession()
        try session.fill(blank: 1, word: "that")
        _ = try session.submit()
        let before = session
        #expect(throws: GameError.alreadySubmitted) { try session.fill(blank: 2, word: "from") }
        #expect(throws: GameError.alreadySubmitted) { try session.fill(blank: 2, option: 1) }
        #expect(throws: GameError.alreadySubmitted) { try session.clear(blank: 1) }
        #expect(throws: GameError.alreadySubmitted) { try session.submit() }
        #expect(throws: GameError.alreadySubmitted) { try session.replay(Move(blank: 2, word: "from", previous: nil)) }
        #expect(session == before)
    }

    @Test func resultsOnlyAfterSubmitting() throws {
        let session = try newSession()
        #expect(throws: GameError.notSubmitted) { try session.results() }
    }

    @Test func allRightScoresTen() throws {
        var session = try newSession()
        for (index, answer) in answers.enumerated() { try session.fill(blank: index + 1, word: answer) }
        let results = try session.submit()
        #expect(results.allSatisfy { $0.isRight })
        #expect(session.score == 10)
        #expect(session.phase == .submitted)
    }

    @Test func emptyAndWrongBlanksScoreNothing() throws {
        var session = try newSession()
        try session.fill(blank: 1, word: "that")
        try session.fill(blank: 2, word: "in")
        try session.fill(blank: 7, word: "from")
        let results = try session.submit()
        #expect(session.score == 1)
        #expect(results[0] == BlankResult(blank: 1, given: "that", answer: "that"))
        #expect(results[1] == BlankResult(blank: 2, given: "in", answer: "from"))
        #expect(!results[1].isRight)
        #expect(results[2] == BlankResult(blank: 3, given: nil, answer: "was"))
        #expect(!results[2].isRight)
        #expect(try session.results() == results)
    }

    @Test func duplicateAnswersEachScore() throws {
        var session = try newSession()
        try session.fill(blank: 6, word: "The")
        try session.fill(blank: 9, word: "the")
        _ = try session.submit()
        #expect(session.score == 2)
    }

    @Test func replayingSavedMovesRebuildsTheSession() throws {
        var played = try newSession()
        let moves = [
            try played.fill(blank: 1, word: "that"),
            try played.fill(blank: 2, word: "in"),
            try played.fill(blank: 2, word: "from"),
            try played.fill(blank: 5, option: 1),
            try played.clear(blank: 1)
        ]
        var rebuilt = try newSession()
        for move in moves { try rebuilt.replay(move) }
        #expect(rebuilt == played)
    }

    @Test func aSavedMoveThatDoesNotFitIsRefused() throws {
        var session = try newSession()
        let wrongPrevious = Move(blank: 1, word: "that", previous: "from")
        #expect(throws: GameError.moveDoesNotFit(wrongPrevious)) { try session.replay(wrongPrevious) }
        let unknownWord = Move(blank: 1, word: "banana", previous: nil)
        #expect(throws: GameError.moveDoesNotFit(unknownWord)) { try session.replay(unknownWord) }
        let noBlank = Move(blank: 12, word: "that", previous: nil)
        #expect(throws: GameError.moveDoesNotFit(noBlank)) { try session.replay(noBlank) }
    }

    @Test func errorsReadAsInstructions() {
        #expect(GameError.noSuchBlank(11, count: 10).description == "there is no blank 11: blanks are numbered 1 to 10")
        #expect(GameError.unknownWord("banana").description.contains("type options"))
        #expect(GameError.alreadySubmitted.description.contains("replay"))
    }
}

@Suite("Puzzle playability")
struct PuzzleProblemTests {
    @Test func theFixtureIsPlayable() {
        #expect(PuzzleFixtures.puzzle().playProblem == nil)
    }

    @Test func eachProblemIsFoundAndRefusedBySession() {
        var noBlanks = PuzzleFixtures.puzzle()
        noBlanks.blanks = []
        noBlanks.options = []
        var level = PuzzleFixtures.puzzle()
        level.level = 9
        var outside = PuzzleFixtures.puzzle()
        outside.blanks[9].start = outside.text.utf16.count - 2
        var negative = PuzzleFixtures.puzzle()
        negative.blanks[0].start = -1
        var overflow = PuzzleFixtures.puzzle()
        overflow.blanks[0].length = Int.max
        var order = PuzzleFixtures.puzzle()
        order.blanks.swapAt(0, 1)
        var mismatch = PuzzleFixtures.puzzle()
        mismatch.blanks[3].start += 1
        var options = PuzzleFixtures.puzzle()
        options.options[0] = "banana"
        let cases: [(Puzzle, PuzzleProblem)] = [
            (noBlanks, .noBlanks),
            (level, .unknownLevel(9)),
            (
                outside,
                .blankOutsideText(
                    blank: 10, start: outside.text.utf16.count - 2, length: 6,
                    textLength: outside.text.utf16.count)
            ),
            (negative, .blankOutsideText(blank: 1, start: -1, length: 4, textLength: negative.text.utf16.count)),
            (
                overflow,
                .blankOutsideText(
                    blank: 1, start: overflow.blanks[0].start, length: Int.max,
                    textLength: overflow.text.utf16.count)
            ),
            (order, .blanksOutOfOrder(blank: 2)),
            (mismatch, .blankTextMismatch(blank: 4, answer: "about", found: "bout ")),
            (options, .optionsDoNotMatchAnswers)
        ]
        for (puzzle, problem) in cases {
            #expect(puzzle.playProblem == problem)
            #expect(throws: problem) { try GameSession(puzzle: puzzle) }
        }
    }
}
