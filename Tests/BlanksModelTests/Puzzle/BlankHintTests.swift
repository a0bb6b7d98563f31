import BlanksTestSupport
import Testing

@testable import BlanksModel

@Suite("Blank hints in words")
struct BlankHintTests {
    /// Every category a level blanks, with the words a learner reads: the
    /// exports and the terminal all take their wording from here.
    @Test(arguments: [
        ("ADP", "a preposition"), ("DET", "a determiner"), ("VERB", "a verb"), ("NOUN", "a noun"),
        ("PRON", "a pronoun"), ("CCONJ", "a conjunction"), ("SCONJ", "a conjunction"), ("ADJ", "an adjective")
    ])
    func everyLevelCategoryReadsInWords(upos: String, words: String) {
        #expect(BlankHint.words(for: upos) == words)
        #expect(BlankHint(pos: upos, answer: "under").partOfSpeech == words)
    }

    @Test func everyLevelCategoryIsListed() {
        let listed = Set(BlankHint.categories.map(\.upos))
        for level in Level.all {
            #expect(level.allowedCategories.isSubset(of: listed), "level \(level.number)")
        }
    }

    @Test func theTableIsInTagOrderWithOneEntryPerTag() {
        let tags = BlankHint.categories.map(\.upos)
        #expect(tags == tags.sorted())
        #expect(Set(tags).count == tags.count)
        for entry in BlankHint.categories {
            #expect(entry.words.hasPrefix("a ") || entry.words.hasPrefix("an "), "\(entry.upos)")
            #expect(entry.words != entry.upos)
        }
    }

    /// An unknown, lower-case or empty tag never leaks the tag itself.
    @Test(arguments: ["X", "adp", "", "NOUN ", "<b>", "ADJ\u{0}"])
    func anyOtherTagFallsBackToAWord(upos: String) {
        #expect(BlankHint.words(for: upos) == BlankHint.otherCategory)
        #expect(BlankHint.otherCategory == "a word")
    }

    @Test func theFirstLetterStepAddsTheAnswersFirstCharacterAsWritten() {
        #expect(BlankHint(pos: "ADP", answer: "under").text(.partOfSpeech) == "a preposition")
        #expect(BlankHint(pos: "ADP", answer: "under").text(.firstLetter) == "a preposition starting with \"u\"")
        #expect(BlankHint(pos: "DET", answer: "The").text(.firstLetter) == "a determiner starting with \"T\"")
        #expect(BlankHint(pos: "NOUN", answer: "Émile").firstLetter == "É")
        #expect(BlankHint(pos: "NOUN", answer: "e\u{301}tude").firstLetter == "e\u{301}")
    }

    @Test func anEmptyAnswerHasNoLetterStep() {
        let hint = BlankHint(pos: "NOUN", answer: "")
        #expect(hint.firstLetter == "")
        #expect(hint.text(.firstLetter) == "a noun")
    }

    /// The template exports receive words the letter step exactly as `text(_:)` does.
    @Test func theLetterTemplateWordsTheStepAsTextDoes() {
        let hint = BlankHint(pos: "PRON", answer: "which")
        let composed = BlankHint.letterTemplate
            .replacingOccurrences(of: "{hint}", with: hint.partOfSpeech)
            .replacingOccurrences(of: "{letter}", with: hint.firstLetter)
        #expect(composed == hint.text(.firstLetter))
        #expect(BlankHint.letterTemplate == "{hint} starting with \"{letter}\"")
    }

    @Test func stepsGoFromPartOfSpeechToFirstLetterAndStop() {
        #expect(BlankHint.Step.partOfSpeech.next == .firstLetter)
        #expect(BlankHint.Step.firstLetter.next == nil)
        #expect(BlankHint.Step.partOfSpeech < .firstLetter)
    }

    @Test func aSessionShowsOneStepMorePerRequestAndRefusesAThird() throws {
        var session = try GameSession(puzzle: PuzzleFixtures.puzzle())
        #expect(session.hintSteps == Array(repeating: nil, count: 10))
        #expect(try session.takeHint(blank: 2) == .partOfSpeech)
        #expect(session.hint(2)?.text(.partOfSpeech) == "a preposition")
        #expect(try session.takeHint(blank: 2) == .firstLetter)
        #expect(throws: GameError.noMoreHints(blank: 2, hint: "a preposition starting with \"f\"")) {
            try session.takeHint(blank: 2)
        }
        #expect(session.hintSteps[1] == .firstLetter)
        #expect(session.hint(11) == nil)
        #expect(session.hint(0) == nil)
    }

    @Test(arguments: [0, 11, -1, Int.max, Int.min])
    func aHintForNoSuchBlankIsRefusedAndChangesNothing(blank: Int) throws {
        var session = try GameSession(puzzle: PuzzleFixtures.puzzle())
        let before = session
        #expect(throws: GameError.noSuchBlank(blank, count: 10)) { try session.takeHint(blank: blank) }
        #expect(session == before)
    }

    /// Hints are recorded, not charged: a hinted right blank still scores.
    @Test func aHintedBlankStillScoresAndItsResultSaysSo() throws {
        var session = try GameSession(puzzle: PuzzleFixtures.puzzle())
        try session.takeHint(blank: 1)
        try session.takeHint(blank: 3)
        try session.takeHint(blank: 3)
        for (index, answer) in PuzzleFixtures.answers.enumerated() { try session.fill(blank: index + 1, word: answer) }
        let results = try session.submit()
        #expect(session.score == 10)
        #expect(results.map(\.hint) == [.partOfSpeech, nil, .firstLetter] + Array(repeating: nil, count: 7))
        #expect(results.allSatisfy { $0.isRight })
        #expect(throws: GameError.alreadySubmitted) { try session.takeHint(blank: 4) }
    }
}
