import BlanksTagger
import BlanksTraining
import Testing

@testable import BlanksPuzzle
@testable import BlanksSlots

/// The one-solution check on made-up blanks, with a scorer counted from
/// made-up text, so each case says which rule or score decides it.
@Suite struct OneSolutionCheckTests {
    static let scorer: SlotScorer = {
        let text = """
            He read the book . He read a book . She read the book . She read a book .
            She ate an apple . He ate an orange . He ate the apple . She ate a pear .
            He sat on the chair . She sat on the bench . It is one of the best .
            The dogs barked loudly . The dog barked loudly .
            """
        let sentences = text.split(separator: ".").map {
            $0.split(whereSeparator: \.isWhitespace).map(String.init) + ["."]
        }
        // A wide margin: these cases are about the rules and the pairs, not the margin.
        return SlotScorer(model: SlotModelTrainer(minimumTrigramCount: 1).train(sentences), margin: 3 * FixedLog2.one)
    }()

    static func blank(_ sentence: String, _ tags: [UPOS], _ index: Int) -> OneSolutionCheck.Blank {
        OneSolutionCheck.Blank(words: sentence.split(separator: " ").map(String.init), tags: tags, index: index)
    }

    static let readTheBook = blank("He read the book .", [.pron, .verb, .det, .noun, .punct], 2)
    static let readABook = blank("She read a book .", [.pron, .verb, .det, .noun, .punct], 2)
    static let anApple = blank("She ate an apple .", [.pron, .verb, .det, .noun, .punct], 2)
    static let sitOn = blank("He sat on the chair .", [.pron, .verb, .adp, .det, .noun, .punct], 2)

    @Test func twoInterchangeableAnswersConflictBothWays() {
        let conflicts = OneSolutionCheck(scorer: Self.scorer, synonyms: .empty).conflicts([
            Self.readTheBook, Self.readABook, Self.sitOn
        ])
        #expect(conflicts.map(\.blank) == [0, 1])
        #expect(conflicts.map(\.option) == [1, 0])
    }

    /// After one blank is replaced the repair makes again only the conflicts
    /// that involve it: they must be those the full check finds with it, as
    /// slot and as option, also beside a blank that has no slot.
    @Test func theConflictsOfOneBlankAreThoseTheFullCheckFindsWithIt() {
        let check = OneSolutionCheck(scorer: Self.scorer, synonyms: .empty)
        let blanks = [Self.readTheBook, Self.readABook, Self.sitOn, Self.anApple]
        func ordered(_ conflicts: [OneSolutionCheck.Conflict]) -> [OneSolutionCheck.Conflict] {
            conflicts.sorted { ($0.blank, $0.option) < ($1.blank, $1.option) }
        }
        var slots = blanks.map(check.slot)
        for slotless in [nil, 1] {
            if let slotless { slots[slotless] = nil }
            let all = check.conflicts(blanks, slots: slots)
            #expect(all.contains { $0.blank == 0 && $0.option == 1 })
            #expect(all.contains { $0.blank == 1 && $0.option == 0 } == (slotless == nil))
            for index in blanks.indices {
                #expect(
                    ordered(check.conflicts(involving: index, blanks, slots: slots))
                        == ordered(all.filter { $0.blank == index || $0.option == index }))
            }
        }
    }

    @Test func anAgreementRuleRulesAnOptionOut() {
        // "the" fits "ate ___ apple" by the counts, but "a" is ruled out by its sound.
        let check = OneSolutionCheck(scorer: Self.scorer, synonyms: .empty)
        #expect(check.conflicts([Self.anApple, Self.readABook]).allSatisfy { $0.blank != 0 })
        #expect(check.conflicts([Self.anApple, Self.readTheBook]).contains { $0.blank == 0 && $0.option == 1 })
    }

    @Test func capitalsAndNumberKeepApartWhatTheCountsJoin() {
        let check = OneSolutionCheck(scorer: Self.scorer, synonyms: .empty)
        let dogs = Self.blank("The dogs barked loudly .", [.det, .noun, .verb, .adv, .punct], 1)
        let dog = Self.blank("The dog barked loudly .", [.det, .noun, .verb, .adv, .punct], 1)
        #expect(check.conflicts([dogs, dog]).isEmpty)
        let start = Self.blank("The dog barked loudly .", [.det, .noun, .verb, .adv, .punct], 0)
        #expect(check.conflicts([start, Self.readABook]).isEmpty)
    }

    @Test func answersNeverSeenInEachOthersSlotsDoNotConflict() {
        let oneOf = Self.blank("It is one of the best .", [.pron, .aux, .num, .adp, .det, .adj, .punct], 3)
        #expect(OneSolutionCheck(scorer: Self.scorer, synonyms: .empty).conflicts([Self.sitOn, oneOf]).isEmpty)
    }

    @Test func twoSynonymsOfOneTagConflictWhateverTheCountsSay() throws {
        let synonyms = try SynonymTable(
            text: Array("answer\tn\tanswer\t3,7\nreply\tn\treply\t7\nreply\tv\treply\t2\n".utf8), source: "made up")
        let reply = Self.blank("He sent a reply today .", [.pron, .verb, .det, .noun, .noun, .punct], 3)
        let answer = Self.blank("She read the answer aloud .", [.pron, .verb, .det, .noun, .adv, .punct], 3)
        let check = OneSolutionCheck(scorer: Self.scorer, synonyms: synonyms)
        #expect(check.conflicts([reply, answer]).map(\.blank) == [0, 1])
        // Without the table the counts, which never saw either word, keep them apart.
        #expect(OneSolutionCheck(scorer: Self.scorer, synonyms: .empty).conflicts([reply, answer]).isEmpty)
        // The verb "reply" is not the noun "answer"'s synonym.
        let replied = Self.blank("They reply today .", [.pron, .verb, .noun, .punct], 1)
        #expect(check.conflicts([replied, answer]).isEmpty)
    }
}
