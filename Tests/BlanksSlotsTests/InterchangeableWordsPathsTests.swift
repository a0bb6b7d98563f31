import BlanksTagger
import Testing

@testable import BlanksSlots

/// Prepositions of one word in two spellings or registers, of a goal after
/// a verb of motion, and of naming, on made-up sentences: the slots where
/// the other word reads and the near misses.
@Suite struct InterchangeableWordsPathsTests {
    static func fits(_ option: String, _ sentence: String, _ tags: [UPOS], _ index: Int) -> Bool {
        InterchangeableWordsTests.fits(option, sentence, tags, index)
    }

    @Test func variantsSwapBeforeANounPhrase() {
        #expect(
            Self.fits(
                "upon", "It had an impact on the field .", [.pron, .verb, .det, .noun, .adp, .det, .noun, .punct], 4))
        #expect(
            Self.fits("on", "It is predicated upon social ties .", [.pron, .aux, .verb, .adp, .adj, .noun, .punct], 3))
        #expect(Self.fits("to", "They worked toward a landing .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(
            Self.fits("towards", "the others to whom it is owed", [.det, .noun, .adp, .pron, .pron, .aux, .verb], 2))
    }

    @Test func variantsKeepTheirPlaceElsewhere() {
        // A particle that ends its verb's phrase: no noun phrase follows.
        #expect(!Self.fits("upon", "He went on to win .", [.pron, .verb, .adp, .part, .verb, .punct], 2))
        #expect(!Self.fits("upon", "They carried on .", [.pron, .verb, .adp, .punct], 2))
        // Five words between are in reach.
        #expect(
            Self.fits(
                "into", "They moved the very old heavy box to the hall .",
                [.pron, .verb, .det, .adv, .adj, .adj, .noun, .adp, .det, .noun, .punct], 7))
        // Not a pair: "on" and "to" are different words.
        #expect(
            !Self.fits(
                "to", "It had an impact on the field .", [.pron, .verb, .det, .noun, .adp, .det, .noun, .punct], 4))
    }

    @Test func goalPrepositionsSwapAfterAVerbOfMotion() {
        #expect(
            Self.fits(
                "to", "He was moved from the crew into parallel training .",
                [.pron, .aux, .verb, .adp, .det, .noun, .adp, .adj, .noun, .punct], 6))
        #expect(
            Self.fits(
                "into", "The branch was moved to the claws .", [.det, .noun, .aux, .verb, .adp, .det, .noun, .punct], 4)
        )
        #expect(
            Self.fits(
                "into", "They sent the crew to the base .", [.pron, .verb, .det, .noun, .adp, .det, .noun, .punct], 4))
        // Regular forms, a doubled consonant among them.
        #expect(
            Self.fits(
                "into", "He was transferred to the backup crew .",
                [.pron, .aux, .verb, .adp, .det, .noun, .noun, .punct], 3))
        #expect(
            Self.fits(
                "to", "They are carrying it into the hall .", [.pron, .aux, .verb, .pron, .adp, .det, .noun, .punct], 4)
        )
    }

    @Test func goalPrepositionsKeepTheirPlaceElsewhere() {
        // Not after a verb of motion: "turned into" is not "turned to".
        #expect(!Self.fits("to", "The talk turned into a lesson .", [.det, .noun, .verb, .adp, .det, .noun, .punct], 3))
        // A verb too far back, behind more than five words.
        #expect(
            !Self.fits(
                "into", "They moved the very old heavy brown box to the hall .",
                [.pron, .verb, .det, .adv, .adj, .adj, .adj, .noun, .adp, .det, .noun, .punct], 8))
        // A verb that only begins like one of motion: "governed" is no form of "go",
        // "sentenced" none of "sent".
        #expect(
            !Self.fits(
                "into", "The island was governed to the end .", [.det, .noun, .aux, .verb, .adp, .det, .noun, .punct],
                4))
        #expect(
            !Self.fits(
                "into", "He was sentenced to prison .", [.pron, .aux, .verb, .adp, .noun, .punct], 3))
        // The infinitive "to" is no preposition.
        #expect(!Self.fits("into", "They moved to win .", [.pron, .verb, .part, .verb, .punct], 2))
    }

    @Test func afterAndForSwapAfterAVerbOfNaming() {
        #expect(Self.fits("for", "It was named after the bird .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "after", "They called it Eagle for the bird .",
                [.pron, .verb, .pron, .propn, .adp, .det, .noun, .punct], 4))
        #expect(!Self.fits("for", "It was built after the war .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "for", "They are naming it after the bird .", [.pron, .aux, .verb, .pron, .adp, .det, .noun, .punct], 4)
        )
    }
}
