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

    @Test func andStandsForWhileBeforeAClauseOfItsOwn() {
        #expect(
            Self.fits(
                "and", "Ice melts at zero while the boiling point ( of water ) is higher .",
                [.noun, .verb, .adp, .num, .sconj, .det, .noun, .noun, .punct, .adp, .noun, .punct, .aux, .adj, .punct],
                4))
        #expect(
            Self.fits(
                "and", "The road ran east whereas the old river turned north .",
                [.det, .noun, .verb, .adv, .sconj, .det, .adj, .noun, .verb, .adv, .punct], 4))
    }

    @Test func whileKeepsItsTimeReadingWithoutASubject() {
        // No subject of its own: "while turning" is of time.
        #expect(
            !Self.fits(
                "and", "It hit him while turning away .", [.pron, .verb, .pron, .sconj, .verb, .adv, .punct], 3))
        // A pronoun subject without a comma: "read while she slept".
        #expect(!Self.fits("and", "He read while she slept .", [.pron, .verb, .sconj, .pron, .verb, .punct], 2))
        // After another conjunction: "But while the king ruled".
        #expect(
            !Self.fits(
                "and", "It fell but while the king ruled , it grew .",
                [.pron, .verb, .cconj, .sconj, .det, .noun, .verb, .punct, .pron, .verb, .punct], 3))
        // A determiner, but no verb of its own before the next conjunction.
        #expect(
            !Self.fits(
                "and", "It sat there while the rain and wind passed .",
                [.pron, .verb, .adv, .sconj, .det, .noun, .cconj, .noun, .verb, .punct], 3))
    }

    @Test func whileStandsForAndBetweenTwoClauses() {
        #expect(
            Self.fits(
                "while", "LiF is not soluble in water , and LiOH ( a base ) is not deliquescent .",
                [
                    .propn, .aux, .part, .adj, .adp, .noun, .punct, .cconj, .propn, .punct, .det, .noun, .punct, .aux,
                    .part, .adj, .punct
                ], 7))
        #expect(
            Self.fits(
                "whereas", "The north is dry , and the south gets rain .",
                [.det, .noun, .aux, .adj, .punct, .cconj, .det, .noun, .verb, .noun, .punct], 5))
    }

    @Test func whileKeepsOutOfListsAndVerbPhrases() {
        // A list: no verb before the comma.
        #expect(
            !Self.fits(
                "while", "Iron , copper , and zinc are metals .",
                [.noun, .punct, .noun, .punct, .cconj, .noun, .aux, .noun, .punct], 4))
        // Two verb phrases of one subject: "won, and later lost".
        #expect(
            !Self.fits(
                "while", "He won the match , and later lost .",
                [.pron, .verb, .det, .noun, .punct, .cconj, .adv, .verb, .punct], 5))
        // No comma: "Lendl and Wilander".
        #expect(
            !Self.fits(
                "while", "He ranked behind Lendl and Wilander was first .",
                [.pron, .verb, .adp, .propn, .cconj, .propn, .aux, .adj, .punct], 4))
        // The last item of a list, then a relative clause.
        #expect(
            !Self.fits(
                "while", "It holds iron , and zinc that is mined .",
                [.pron, .verb, .noun, .punct, .cconj, .noun, .pron, .aux, .verb, .punct], 4))
        // Only the clause contrasts: "but" is not named here.
        #expect(
            !Self.fits(
                "but", "The north is dry , and the south gets rain .",
                [.det, .noun, .aux, .adj, .punct, .cconj, .det, .noun, .verb, .noun, .punct], 5))
    }

    @Test func andStandsForOrBetweenTwoWordsThatShareWhatFollows() {
        #expect(
            Self.fits(
                "and", "Early speech or behavioral interventions help .",
                [.adj, .noun, .cconj, .adj, .noun, .verb, .punct], 2))
        #expect(
            Self.fits(
                "and", "It is the principle or practice of concern .",
                [.pron, .aux, .det, .noun, .cconj, .noun, .adp, .noun, .punct], 4))
    }

    @Test func orKeepsItsChoiceElsewhere() {
        // Two names of one thing, a choice, a phrase of its own, one singular thing.
        #expect(
            !Self.fits(
                "and", "Altruism or selflessness is a virtue .", [.noun, .cconj, .noun, .aux, .det, .noun, .punct], 1))
        #expect(
            !Self.fits(
                "and", "It is either speech or behavioral interventions .",
                [.pron, .aux, .cconj, .noun, .cconj, .adj, .noun, .punct], 4))
        #expect(
            !Self.fits(
                "and", "It pulls an atom or a group .", [.pron, .verb, .det, .noun, .cconj, .det, .noun, .punct], 4))
        #expect(
            !Self.fits(
                "and", "It is a red or white wine .", [.pron, .aux, .det, .adj, .cconj, .adj, .noun, .punct], 4))
        #expect(
            !Self.fits(
                "and", "They do not scavenge or kill animals .",
                [.pron, .aux, .part, .verb, .cconj, .verb, .noun, .punct],
                4))
        // The other way: "or" is no option for "and".
        #expect(
            !Self.fits(
                "or", "Early speech and behavioral interventions help .",
                [.adj, .noun, .cconj, .adj, .noun, .verb, .punct], 2))
    }

    @Test func orStandsForAndBetweenTwoModifiersOfABareSingularNoun() {
        #expect(
            Self.fits(
                "or", "It has a long history in philosophical and ethical thought .",
                [.pron, .verb, .det, .adj, .noun, .adp, .adj, .cconj, .adj, .noun, .punct], 7))
        #expect(
            Self.fits(
                "or", "It shows restricted and repetitive behavior .",
                [.pron, .verb, .adj, .cconj, .adj, .noun, .punct], 3))
    }

    @Test func andKeepsItsPairWhereOrNamesAnotherThing() {
        // One thing with both properties: a determiner, a possessive or a number opens the phrase.
        #expect(
            !Self.fits(
                "or", "It is a red and white flag .", [.pron, .aux, .det, .adj, .cconj, .adj, .noun, .punct], 4))
        #expect(
            !Self.fits(
                "or", "It broke his long and happy run .", [.pron, .verb, .pron, .adj, .cconj, .adj, .noun, .punct],
                4))
        // Things that may each have both properties; a pair "both" or "between" opens.
        #expect(
            !Self.fits(
                "or", "These are intentional and voluntary actions .",
                [.det, .aux, .adj, .cconj, .adj, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "or", "It mixes both old and new music .", [.pron, .verb, .cconj, .adj, .cconj, .adj, .noun, .punct], 4)
        )
        // Not two modifiers of one noun: no noun after them, or the first a copula's complement.
        #expect(
            !Self.fits(
                "or", "It is cold and dry .", [.pron, .aux, .adj, .cconj, .adj, .punct], 3))
        #expect(
            !Self.fits(
                "or", "The soil is poor and dry weather is common .",
                [.det, .noun, .aux, .adj, .cconj, .adj, .noun, .aux, .adj, .punct], 4))
    }

    @Test func asAndSinceStandForBecause() {
        #expect(
            Self.fits(
                "as", "Priam is willing because it would end the war .",
                [.propn, .aux, .adj, .sconj, .pron, .aux, .verb, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "since", "Because it rained , they stayed .", [.sconj, .pron, .verb, .punct, .pron, .verb, .punct], 0))
    }

    @Test func becauseKeepsItsPlaceWhereItIsSingledOut() {
        // "because of", an adverb or a negation that singles the reason out, another conjunction.
        #expect(
            !Self.fits(
                "as", "They stayed because of the rain .", [.pron, .verb, .adp, .adp, .det, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "as", "They stayed partly because it rained .", [.pron, .verb, .adv, .sconj, .pron, .verb, .punct], 3))
        #expect(
            !Self.fits(
                "since", "They stayed not because it rained .", [.pron, .verb, .part, .sconj, .pron, .verb, .punct], 3))
        #expect(
            !Self.fits(
                "when", "They stayed because it rained .", [.pron, .verb, .sconj, .pron, .verb, .punct], 2))
    }

    @Test func asStandsForWhileBeforeAProgressive() {
        #expect(
            Self.fits(
                "as", "But while Priam is overseeing the marriage , Paris hides .",
                [.cconj, .sconj, .propn, .aux, .verb, .det, .noun, .punct, .propn, .verb, .punct], 1))
    }

    @Test func whileKeepsItsPlaceBeforeOtherClauses() {
        // A contrast with no progressive; a progressive past punctuation; "as" never for another word.
        #expect(
            !Self.fits(
                "as", "The north is wet , while the south is dry .",
                [.det, .noun, .aux, .adj, .punct, .sconj, .det, .noun, .aux, .adj, .punct], 5))
        #expect(
            !Self.fits(
                "as", "He read while , they said , singing .",
                [.pron, .verb, .sconj, .punct, .pron, .verb, .punct, .verb, .punct], 2))
        #expect(
            !Self.fits(
                "as", "He left when Priam was overseeing it .",
                [.pron, .verb, .sconj, .propn, .aux, .verb, .pron, .punct], 2))
    }
}
