import BlanksTagger
import Testing

@testable import BlanksSlots

/// Conjunctions of contrast and concession, and "whether"/"if", on made-up
/// sentences: the slots where the other word reads and the near misses.
@Suite struct InterchangeableWordsConjunctionsTests {
    static func fits(_ option: String, _ sentence: String, _ tags: [UPOS], _ index: Int) -> Bool {
        InterchangeableWordsTests.fits(option, sentence, tags, index)
    }

    @Test func andStandsForAContrastInsideASentence() {
        #expect(
            Self.fits(
                "and", "He won the first match , but lost the second .",
                [.pron, .verb, .det, .adj, .noun, .punct, .cconj, .verb, .det, .adj, .punct], 6))
        #expect(
            Self.fits(
                "and", "It was the main route , while the strait was another .",
                [.pron, .aux, .det, .adj, .noun, .punct, .sconj, .det, .noun, .aux, .pron, .punct], 6))
        #expect(
            Self.fits(
                "but", "It grew , though slowly .", [.pron, .verb, .punct, .sconj, .adv, .punct], 3))
        #expect(
            Self.fits(
                "if", "They decide whether they will hear it .",
                [.pron, .verb, .sconj, .pron, .aux, .verb, .pron, .punct], 2))
    }

    @Test func conjunctionsKeepTheirPlaceElsewhere() {
        // At a sentence start, "While X, Y" has no "and" reading.
        #expect(
            !Self.fits("and", "While it rained , they ran .", [.sconj, .pron, .verb, .punct, .pron, .verb, .punct], 0))
        // "while" without a comma is mostly of time.
        #expect(!Self.fits("and", "He read while she slept .", [.pron, .verb, .sconj, .pron, .verb, .punct], 2))
        // "not X but Y" and "not only X but also Y".
        #expect(!Self.fits("and", "It is not red but blue .", [.pron, .aux, .part, .adj, .cconj, .adj, .punct], 4))
        #expect(!Self.fits("and", "It grew , but also fell .", [.pron, .verb, .punct, .cconj, .adv, .verb, .punct], 3))
        // A concessive without a comma, and "whether or not".
        #expect(!Self.fits("but", "It grew though it was cold .", [.pron, .verb, .sconj, .pron, .aux, .adj, .punct], 2))
        #expect(
            !Self.fits(
                "if", "They decide whether or not to go .", [.pron, .verb, .sconj, .cconj, .part, .part, .verb, .punct],
                2))
        // "whether" after a preposition: "about if" does not read.
        #expect(
            !Self.fits(
                "if", "They argued about whether it works .", [.pron, .verb, .adp, .sconj, .pron, .verb, .punct], 3))
        // Only "and" for a contrast: "or" is not named.
        #expect(
            !Self.fits(
                "or", "He won the first match , but lost the second .",
                [.pron, .verb, .det, .adj, .noun, .punct, .cconj, .verb, .det, .adj, .punct], 6))
    }
}
