@testable import BlanksSlots
import BlanksTagger
import Testing

/// "the" standing in for demonstratives and quantifiers, on made-up sentences.
@Suite struct InterchangeableWordsTests {
    static func fits(_ option: String, _ sentence: String, _ tags: [UPOS], _ index: Int) -> Bool {
        InterchangeableWords.fits(option: option, words: sentence.split(separator: " ").map(String.init),
                                  tags: tags, index: index)
    }

    @Test func theStandsForDemonstrativesAndQuantifiersBeforeANoun() {
        #expect(Self.fits("the", "She read all of these letters .", [.pron, .verb, .det, .adp, .det, .noun, .punct], 4))
        #expect(Self.fits("the", "In this old treaty , it ended .", [.adp, .det, .adj, .noun, .punct, .pron, .verb, .punct], 1))
        #expect(Self.fits("the", "They were denied any powers .", [.pron, .aux, .verb, .det, .noun, .punct], 3))
        #expect(Self.fits("the", "each 5 points", [.det, .num, .noun], 0))
    }

    @Test func theDoesNotStandForIndefinitesOrPronounUses() {
        // An indefinite brings in what "the" presupposes known.
        #expect(!Self.fits("the", "He was a German writer .", [.pron, .aux, .det, .adj, .noun, .punct], 2))
        #expect(!Self.fits("the", "It is another story .", [.pron, .aux, .det, .noun, .punct], 2))
        // A pronoun's or partitive's slot: "each of", "this one", "each other".
        #expect(!Self.fits("the", "Each of them left .", [.det, .adp, .pron, .verb, .punct], 0))
        #expect(!Self.fits("the", "They saw each other .", [.pron, .verb, .det, .adj, .punct], 2))
        #expect(!Self.fits("the", "I like this one .", [.pron, .verb, .det, .num, .punct], 2))
        // Not before a noun phrase at all: "this" standing alone.
        #expect(!Self.fits("the", "He said this .", [.pron, .verb, .det, .punct], 2))
        // Only the indefinite follows "such": "such a case", never "such the case".
        #expect(!Self.fits("the", "in such that way", [.adp, .adj, .det, .noun], 2))
        // A determiner slot only: "that" as a conjunction is not one.
        #expect(!Self.fits("the", "He said that rain fell .", [.pron, .verb, .sconj, .noun, .verb, .punct], 2))
    }

    @Test func onlyTheIsNamed() {
        #expect(!Self.fits("a", "She read all of these letters .", [.pron, .verb, .det, .adp, .det, .noun, .punct], 4))
        #expect(!Self.fits("and", "speech or play therapy", [.noun, .cconj, .noun, .noun], 1))
    }

    @Test func aSlotOutsideTheSentenceFitsNothing() {
        #expect(!Self.fits("the", "these cats", [.det, .noun], 5))
        #expect(!Self.fits("the", "these cats", [.det], 0))
    }
}
