import BlanksTagger
import Testing

@testable import BlanksSlots

/// Prepositions a word takes alike (comparison, difference, fitness), on
/// made-up sentences: the slots where the other word reads and the near
/// misses.
@Suite struct InterchangeableWordsComplementsTests {
    static func fits(_ option: String, _ sentence: String, _ tags: [UPOS], _ index: Int) -> Bool {
        InterchangeableWordsTests.fits(option, sentence, tags, index)
    }

    @Test func toAndWithSwapAfterAWordOfComparison() {
        #expect(
            Self.fits(
                "with", "The name corresponded closely to the Hebrew letter .",
                [.det, .noun, .verb, .adv, .adp, .det, .propn, .noun, .punct], 4))
        #expect(
            Self.fits(
                "to", "Its traits contrasted with those of Dionysus .",
                [.pron, .noun, .verb, .adp, .pron, .adp, .propn, .punct], 3))
        #expect(
            Self.fits(
                "to", "He was affiliated with the institute .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "to", "Studies showed the similarities with older species .",
                [.noun, .verb, .det, .noun, .adp, .adj, .noun, .punct], 4))
        #expect(
            Self.fits(
                "with", "It bears a close similarity to its cousin .",
                [.pron, .verb, .det, .adj, .noun, .adp, .pron, .noun, .punct], 5))
    }

    @Test func toAndWithKeepTheirPlaceElsewhere() {
        #expect(!Self.fits("with", "He went to the institute .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(!Self.fits("to", "It is associated with the war .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
        // Two adverbs between are too far; "from" is not of the pair.
        #expect(
            !Self.fits(
                "with", "It compared very badly to the last .", [.pron, .verb, .adv, .adv, .adp, .det, .adj, .punct], 4)
        )
        #expect(!Self.fits("from", "It compared to the last .", [.pron, .verb, .adp, .det, .adj, .punct], 2))
        // The adjective "similar" takes "to" alone.
        #expect(!Self.fits("with", "They are similar to reptiles .", [.pron, .aux, .adj, .adp, .noun, .punct], 3))
    }

    @Test func fromToAndThanSwapAfterDifferent() {
        #expect(
            Self.fits(
                "to", "Its legs are greatly different from those of adults .",
                [.pron, .noun, .aux, .adv, .adj, .adp, .pron, .adp, .noun, .punct], 5))
        #expect(
            Self.fits(
                "from", "The copy looks different to the original .",
                [.det, .noun, .verb, .adj, .adp, .det, .noun, .punct], 4))
        #expect(
            Self.fits(
                "than", "They were treated differently from the others .",
                [.pron, .aux, .verb, .adv, .adp, .det, .noun, .punct], 4))
    }

    @Test func fromToAndThanKeepTheirPlaceElsewhere() {
        // "differ" takes "from" alone.
        #expect(!Self.fits("to", "Its legs differ from those .", [.pron, .noun, .verb, .adp, .pron, .punct], 3))
        // Not after a word of difference.
        #expect(!Self.fits("to", "They came from the north .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        // "with" is not of the group.
        #expect(
            !Self.fits("with", "It is different from the rest .", [.pron, .aux, .adj, .adp, .det, .noun, .punct], 3))
    }

    @Test func forAndToSwapAfterAWordOfFitness() {
        #expect(
            Self.fits(
                "to", "a morphology not well-suited for swimming", [.det, .noun, .part, .adj, .adp, .noun], 4))
        #expect(
            Self.fits(
                "for", "The plant is adapted to dry climates .", [.det, .noun, .aux, .verb, .adp, .adj, .noun, .punct],
                4))
        #expect(
            Self.fits(
                "to", "It is ideally suited for the task .", [.pron, .aux, .adv, .verb, .adp, .det, .noun, .punct], 4))
    }

    @Test func forAndToKeepTheirPlaceElsewhere() {
        // Not after a word of fitness: "ready for" is not "ready to".
        #expect(!Self.fits("to", "They were ready for the war .", [.pron, .aux, .adj, .adp, .det, .noun, .punct], 3))
        // A compound whose last part is no word of fitness.
        #expect(
            !Self.fits("to", "a suit-maker for the king", [.det, .noun, .adp, .det, .noun], 2))
        // "at" is not of the pair.
        #expect(
            !Self.fits("at", "It is suited to the task .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
    }

    @Test func topicPrepositionsSwapAfterANounOfRules() {
        #expect(
            Self.fits(
                "on", "It sets the rules and regulations for filing appeals .",
                [.pron, .verb, .det, .noun, .cconj, .noun, .adp, .verb, .noun, .punct], 6))
        #expect(
            Self.fits("about", "They passed a law on taxes .", [.pron, .verb, .det, .noun, .adp, .noun, .punct], 4))
    }

    @Test func topicPrepositionsKeepTheirPlaceElsewhere() {
        // Not after a noun of rules: "waited for" is not "waited on".
        #expect(!Self.fits("on", "They waited for the bus .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        // "to" is not of the group.
        #expect(!Self.fits("to", "the rules for members", [.det, .noun, .adp, .noun], 2))
    }

    @Test func byAndWithSwapAfterAVerbOfShowing() {
        #expect(
            Self.fits(
                "with", "Vowels are shown by diacritics .", [.noun, .aux, .verb, .adp, .noun, .punct], 3))
        #expect(
            Self.fits(
                "by", "Each sound is denoted with a letter .",
                [.det, .noun, .aux, .verb, .adp, .det, .noun, .punct], 4))
    }

    @Test func byAndWithKeepTheirPlaceElsewhere() {
        // "marked by" also reads "characterized by".
        #expect(
            !Self.fits(
                "with", "The era was marked by a decline .", [.det, .noun, .aux, .verb, .adp, .det, .noun, .punct], 4))
        // The agent of another verb.
        #expect(!Self.fits("with", "It was written by Tolstoy .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
    }

    @Test func withInAndBySwapAfterAVerbOfCovering() {
        #expect(
            Self.fits(
                "in", "A board covered with dust .", [.det, .noun, .verb, .adp, .noun, .punct], 3))
        #expect(
            Self.fits(
                "with", "The valleys were covered by large forests .",
                [.det, .noun, .aux, .verb, .adp, .adj, .noun, .punct], 4))
        #expect(
            Self.fits(
                "by", "The walls are thickly coated in wax .", [.det, .noun, .aux, .adv, .verb, .adp, .noun, .punct],
                5))
    }

    @Test func withInAndByKeepTheirPlaceElsewhere() {
        // Another verb, and a preposition outside the three.
        #expect(!Self.fits("in", "A board made with dust .", [.det, .noun, .verb, .adp, .noun, .punct], 3))
        #expect(!Self.fits("on", "A board covered with dust .", [.det, .noun, .verb, .adp, .noun, .punct], 3))
        #expect(!Self.fits("with", "A board covered on top .", [.det, .noun, .verb, .adp, .noun, .punct], 3))
    }

    @Test func ofAndFromSwapAfterAVerbOfMaking() {
        #expect(
            Self.fits(
                "of", "Languages composed from many sources vary .",
                [.noun, .verb, .adp, .adj, .noun, .verb, .punct], 2))
        #expect(Self.fits("from", "The wall is built of stone .", [.det, .noun, .aux, .verb, .adp, .noun, .punct], 4))
        #expect(
            Self.fits(
                "of", "the materials from which they are composed", [.det, .noun, .adp, .pron, .pron, .aux, .verb],
                2))
    }

    @Test func ofAndFromKeepTheirPlaceElsewhere() {
        // "made of" also reads "made up of", and "made from" may name a source.
        #expect(!Self.fits("from", "It is made of wood .", [.pron, .aux, .verb, .adp, .noun, .punct], 3))
        // Another verb: "derived from" is not "derived of".
        #expect(!Self.fits("of", "It was derived from Latin .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
        // A relative clause of another verb: "the town from which they came".
        #expect(
            !Self.fits("of", "the town from which they came here", [.det, .noun, .adp, .pron, .pron, .verb, .adv], 2))
        // The verb of making too far into the clause.
        #expect(
            !Self.fits(
                "of", "the town from which they say that the walls were built",
                [.det, .noun, .adp, .pron, .pron, .verb, .sconj, .det, .noun, .aux, .verb], 2))
        // Not of the group: "composed by Ravel" names the composer.
        #expect(!Self.fits("from", "It was composed by Ravel .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
    }

    @Test func forAndToSwapAfterAWordOfValueOrConcern() {
        #expect(
            Self.fits(
                "to", "It became a matter of concern for key leaders .",
                [.pron, .verb, .det, .noun, .adp, .noun, .adp, .adj, .noun, .punct], 6))
        #expect(Self.fits("for", "It is useful to farmers .", [.pron, .aux, .adj, .adp, .noun, .punct], 3))
        #expect(
            Self.fits("for", "It is of interest to historians .", [.pron, .aux, .adp, .noun, .adp, .noun, .punct], 4))
        #expect(
            Self.fits(
                "to", "It is freely available for the public .", [.pron, .aux, .adv, .adj, .adp, .det, .noun, .punct], 4
            ))
    }

    @Test func forAndToKeepTheirPlaceAfterOtherWords() {
        // Before a verb "to" would open it: "useful for making tools".
        #expect(
            !Self.fits("to", "It is useful for making tools .", [.pron, .aux, .adj, .adp, .verb, .noun, .punct], 3))
        // A noun of concern alone takes "for": "concern for the welfare of others".
        #expect(
            !Self.fits(
                "to", "It is the practice of concern for others .",
                [.pron, .aux, .det, .noun, .adp, .noun, .adp, .noun, .punct], 6))
        // A word whose "to" mostly opens a verb.
        #expect(!Self.fits("to", "It is easy for children .", [.pron, .aux, .adj, .adp, .noun, .punct], 3))
        // Not a preposition this rule names.
        #expect(!Self.fits("with", "It is useful to farmers .", [.pron, .aux, .adj, .adp, .noun, .punct], 3))
    }

    @Test func asAndToSwapAfterTranslatingBeforeAGloss() {
        #expect(
            Self.fits(
                "as", "It roughly translates to \" skill \" .",
                [.pron, .adv, .verb, .adp, .punct, .noun, .punct, .punct],
                3))
        #expect(
            Self.fits(
                "to", "It is translated as ‘ craft ’ .", [.pron, .aux, .verb, .adp, .punct, .noun, .punct, .punct], 3))
    }

    @Test func asAndToKeepTheirPlaceBesideOtherWords() {
        // A language, not a gloss: "translated into/to English".
        #expect(!Self.fits("as", "It was translated to English .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
        // A gloss after another verb: "known as" is not "known to".
        #expect(
            !Self.fits(
                "to", "It is known as \" craft \" .", [.pron, .aux, .verb, .adp, .punct, .noun, .punct, .punct], 3))
    }

    @Test func overAcrossThroughoutAndAroundSwapAfterAVerbOfMovingAboutAnArea() {
        #expect(
            Self.fits(
                "around", "It roams over most of the southern plains .",
                [.pron, .verb, .adp, .adj, .adp, .det, .adj, .noun, .punct], 2))
        #expect(
            Self.fits(
                "throughout", "The seeds were scattered across the valley .",
                [.det, .noun, .aux, .verb, .adp, .det, .noun, .punct], 4))
        #expect(
            Self.fits(
                "over", "They travelled widely around Europe .", [.pron, .verb, .adv, .adp, .propn, .punct], 3))
    }

    @Test func overAcrossThroughoutAndAroundKeepTheirPlaceElsewhere() {
        // An amount or a span of time, where "around" reads as "about".
        #expect(
            !Self.fits(
                "around", "The fire spread over 300 acres .", [.det, .noun, .verb, .adp, .num, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "around", "The talks spread over three weeks .", [.det, .noun, .verb, .adp, .num, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "around", "The work was spread over the summer .",
                [.det, .noun, .aux, .verb, .adp, .det, .noun, .punct], 4))
        // Not after a verb of moving about; not a preposition of the group.
        #expect(!Self.fits("around", "It flew over the house .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(!Self.fits("into", "It roams over the plains .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
    }

    @Test func withAndAlongsideSwapAfterAVerbOfDoingSomethingTogether() {
        #expect(
            Self.fits(
                "with", "They often work alongside professional astronomers .",
                [.pron, .adv, .verb, .adp, .adj, .noun, .punct], 3))
        #expect(
            Self.fits(
                "with", "He fought alongside the rebels .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(
            Self.fits(
                "with", "It is one of two pillars ( alongside quantum mechanics ) .",
                [.pron, .aux, .num, .adp, .num, .noun, .punct, .adp, .adj, .noun, .punct, .punct], 7))
    }

    @Test func withAndAlongsideKeepTheirPlaceElsewhere() {
        // Beside a thing; after a noun whose verb would take it ("workers", not "work").
        #expect(
            !Self.fits(
                "with", "The road runs alongside the river .", [.det, .noun, .verb, .adp, .det, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "with", "Workers alongside the soldiers were paid .",
                [.noun, .adp, .det, .noun, .aux, .verb, .punct], 1))
        // "with" may name an instrument or a connection, so "alongside" never fits its blank.
        #expect(
            !Self.fits(
                "alongside", "He fought with the rebels .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "alongside", "It grew ( with some help ) .", [.pron, .verb, .punct, .adp, .det, .noun, .punct, .punct],
                3))
    }

    @Test func ofAndToSwapAfterANounOfKinship() {
        #expect(
            Self.fits(
                "to", "The closest living relatives of the aardvark are shrews .",
                [.det, .adj, .adj, .noun, .adp, .det, .noun, .aux, .noun, .punct], 4))
        #expect(
            Self.fits(
                "of", "They are the sister taxon to the crustaceans .",
                [.pron, .aux, .det, .noun, .noun, .adp, .det, .noun, .punct], 5))
        #expect(
            Self.fits("of", "It is a cousin to the horse .", [.pron, .aux, .det, .noun, .adp, .det, .noun, .punct], 4))
    }

    @Test func ofAndToKeepTheirPlaceAfterOtherNouns() {
        // An ancestor's "to" leads one thing to another; other nouns' "of" names a part or an owner.
        #expect(
            !Self.fits(
                "to", "The earliest ancestor of the letter is aleph .",
                [.det, .adj, .noun, .adp, .det, .noun, .aux, .propn, .punct], 3))
        #expect(
            !Self.fits(
                "to", "The side of the house faces north .", [.det, .noun, .adp, .det, .noun, .verb, .adv, .punct], 2))
        // "sister" itself is no head: "her sister of ten years".
        #expect(
            !Self.fits(
                "to", "She met her sister of ten years .", [.pron, .verb, .pron, .noun, .adp, .num, .noun, .punct], 4))
    }

    @Test func forAndOfSwapAfterASynonym() {
        #expect(
            Self.fits(
                "of", "It is used as the synonym for assistive technology .",
                [.pron, .aux, .verb, .adp, .det, .noun, .adp, .adj, .noun, .punct], 6))
        #expect(
            Self.fits(
                "for", "It is an antonym of egoism .", [.pron, .aux, .det, .noun, .adp, .noun, .punct], 4))
        // Another noun before the slot; not the pair.
        #expect(
            !Self.fits(
                "of", "It is the word for water .", [.pron, .aux, .det, .noun, .adp, .noun, .punct], 4))
        #expect(
            !Self.fits(
                "to", "It is a synonym for water .", [.pron, .aux, .det, .noun, .adp, .noun, .punct], 4))
    }

    @Test func amongAcrossAndBetweenSwapAfterAVerbOfVarying() {
        #expect(
            Self.fits(
                "across", "Acceptable pleas vary among jurisdictions .", [.adj, .noun, .verb, .adp, .noun, .punct], 3))
        #expect(
            Self.fits(
                "between", "Asia varies greatly across and within its regions .",
                [.propn, .verb, .adv, .adp, .cconj, .adp, .pron, .noun, .punct], 3))
        #expect(
            Self.fits(
                "among", "Customs differ between the regions .", [.noun, .verb, .adp, .det, .noun, .punct], 2))
    }

    @Test func amongAcrossAndBetweenKeepTheirPlaceElsewhere() {
        // A range of numbers, a span of time, "by", another verb.
        #expect(
            !Self.fits(
                "among", "Prices vary between 10 and 20 dollars .",
                [.noun, .verb, .adp, .num, .cconj, .num, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "between", "Rainfall varies across the year .", [.noun, .verb, .adp, .det, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "by", "Acceptable pleas vary among jurisdictions .", [.adj, .noun, .verb, .adp, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "between", "They walked across the fields .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
    }

    @Test func toAndAgainstSwapAfterANounOfOpposing() {
        #expect(
            Self.fits(
                "against", "His opposition to the war was unpopular .",
                [.pron, .noun, .adp, .det, .noun, .aux, .adj, .punct], 2))
        #expect(
            Self.fits(
                "to", "They led the resistance against the occupation .",
                [.pron, .verb, .det, .noun, .adp, .det, .noun, .punct], 4))
        // Another noun; a verb of the same sense ("opposed to" is an adjective's).
        #expect(
            !Self.fits(
                "against", "His road to the war was long .", [.pron, .noun, .adp, .det, .noun, .aux, .adj, .punct], 2))
        #expect(
            !Self.fits("against", "He went to the war .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
    }

    @Test func withStandsForInAfterAnAsThatOpensAnExample() {
        #expect(
            Self.fits(
                "with", "Vowels are shown by marks , as in Devanagari .",
                [.noun, .aux, .verb, .adp, .noun, .punct, .sconj, .adp, .propn, .punct], 7))
        #expect(
            Self.fits(
                "with", "As in the first edition , the cover is red .",
                [.sconj, .adp, .det, .adj, .noun, .punct, .det, .noun, .aux, .adj, .punct], 1))
        // "as" that compares, no "as", and never "in" for "with".
        #expect(
            !Self.fits(
                "with", "Prices are the same as in France .", [.noun, .aux, .det, .adj, .sconj, .adp, .propn, .punct], 5
            ))
        #expect(
            !Self.fits("with", "Vowels are shown in Devanagari .", [.noun, .aux, .verb, .adp, .propn, .punct], 3))
        #expect(
            !Self.fits(
                "in", "Vowels are shown by marks , as with Devanagari .",
                [.noun, .aux, .verb, .adp, .noun, .punct, .sconj, .adp, .propn, .punct], 7))
    }

    @Test func forAndTowardsSwapAfterANounOfFeeling() {
        #expect(
            Self.fits(
                "towards", "It creates sympathy for the Irish .", [.pron, .verb, .noun, .adp, .det, .propn, .punct], 3))
        #expect(
            Self.fits(
                "for", "He showed great respect towards his elders .",
                [.pron, .verb, .adj, .noun, .adp, .pron, .noun, .punct], 4))
        // An attitude takes no "for"; a verb's "for" before the feeling.
        #expect(
            !Self.fits(
                "for", "His attitude towards Persia was harsh .",
                [.pron, .noun, .adp, .propn, .aux, .adj, .punct], 2))
        #expect(
            !Self.fits(
                "towards", "He asked for sympathy .", [.pron, .verb, .adp, .noun, .punct], 2))
    }

    @Test func ofAndForSwapAfterASourceOrInSearch() {
        #expect(
            Self.fits(
                "for", "Their primary source of asphalt was the sea .",
                [.pron, .adj, .noun, .adp, .noun, .aux, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "of", "He sailed in search for India .", [.pron, .verb, .adp, .noun, .adp, .propn, .punct], 4))
        // A search that examines; another noun; a synonym's pair still reads.
        #expect(
            !Self.fits(
                "for", "The search of the house took hours .",
                [.det, .noun, .adp, .det, .noun, .verb, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "for", "It is the height of the tower .", [.pron, .aux, .det, .noun, .adp, .det, .noun, .punct], 4))
        #expect(
            Self.fits(
                "of", "It is the synonym for assistive technology .",
                [.pron, .aux, .det, .noun, .adp, .adj, .noun, .punct], 4))
    }

    @Test func betweenAndOfSwapAfterSeparationBeforeTwoThings() {
        #expect(
            Self.fits(
                "of", "There is no separation between Asia and Europe .",
                [.pron, .verb, .det, .noun, .adp, .propn, .cconj, .propn, .punct], 4))
        // One thing named; another noun.
        #expect(
            !Self.fits(
                "between", "It upholds the separation of powers .", [.pron, .verb, .det, .noun, .adp, .noun, .punct], 4)
        )
        #expect(
            !Self.fits(
                "of", "There is no road between Asia and Europe .",
                [.pron, .verb, .det, .noun, .adp, .propn, .cconj, .propn, .punct], 4))
    }
}
