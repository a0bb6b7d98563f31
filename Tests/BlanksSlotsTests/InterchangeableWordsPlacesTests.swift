import BlanksTagger
import Testing

@testable import BlanksSlots

/// Prepositions of a place or a whole, and the
/// quantifiers of one thing among many, on made-up sentences: each rule's
/// hits and the near misses it must leave alone.
@Suite struct InterchangeableWordsPlacesTests {
    static func fits(_ option: String, _ sentence: String, _ tags: [UPOS], _ index: Int) -> Bool {
        InterchangeableWordsTests.fits(option, sentence, tags, index)
    }

    @Test func extentPrepositionsSwapBeforeAPlaceOrABody() {
        #expect(Self.fits("in", "It was practiced throughout Europe .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
        #expect(
            Self.fits(
                "within", "It caused controversy in the discipline .",
                [.pron, .verb, .noun, .adp, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "across", "Farms are common throughout the dry north .",
                [.noun, .aux, .adj, .adp, .det, .adj, .noun, .punct], 3))
        #expect(
            Self.fits("throughout", "They traded in their country .", [.pron, .verb, .adp, .pron, .noun, .punct], 2))
    }

    @Test func extentPrepositionsKeepTheirPlaceElsewhere() {
        // A date, a fixed phrase, a span of time (the span rules judge those).
        #expect(!Self.fits("within", "It ended in 1975 .", [.pron, .verb, .adp, .num, .punct], 2))
        #expect(
            !Self.fits(
                "throughout", "It grew in the same way .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        #expect(
            !Self.fits("within", "He spoke in order to win .", [.pron, .verb, .adp, .noun, .part, .verb, .punct], 2))
        #expect(
            !Self.fits(
                "across", "It was built in the 16th century .", [.pron, .aux, .verb, .adp, .det, .adj, .noun, .punct],
                3))
        // A word that takes "in" for what it is about, not where.
        #expect(
            !Self.fits(
                "throughout", "They were engaged in a long dispute .",
                [.pron, .aux, .verb, .adp, .det, .adj, .noun, .punct],
                3))
        // A verb after the slot, or no noun within reach.
        #expect(!Self.fits("within", "It lies in making tools .", [.pron, .verb, .adp, .verb, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "within", "in the very old and wide", [.adp, .det, .adv, .adj, .cconj, .adj], 0))
        // Both words must be of the group.
        #expect(!Self.fits("at", "It was practiced in Europe .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
        #expect(!Self.fits("in", "It was practiced near Europe .", [.pron, .aux, .verb, .adp, .propn, .punct], 3))
    }

    @Test func ofStandsForInBetweenAThingAndItsWhole() {
        #expect(
            Self.fits(
                "of", "It is the smallest nation in Europe .", [.pron, .aux, .det, .adj, .noun, .adp, .propn, .punct],
                5))
        #expect(
            Self.fits(
                "of", "Tourist destinations in the province include Banff .",
                [.noun, .noun, .adp, .det, .noun, .verb, .propn, .punct], 2))
    }

    @Test func ofKeepsOutOfOtherSlotsOfIn() {
        // After a verb, a name or a noun about something: "lived in", "Tanabe in", "an increase in".
        #expect(!Self.fits("of", "They lived in the province .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(!Self.fits("of", "He met Ward in Boston .", [.pron, .verb, .propn, .adp, .propn, .punct], 3))
        #expect(
            !Self.fits(
                "of", "It saw an increase in the price .", [.pron, .verb, .det, .noun, .adp, .det, .noun, .punct], 4))
        // A date after the slot.
        #expect(!Self.fits("of", "The war in 1812 ended .", [.det, .noun, .adp, .num, .verb, .punct], 2))
        // Only "of" for "in", never "in" for "of".
        #expect(!Self.fits("in", "the smallest nation of Europe", [.det, .adj, .noun, .adp, .propn], 3))
    }

    @Test func quantifiersOfOneThingSwapBeforeASingularNoun() {
        #expect(
            Self.fits(
                "each", "The shells of any element differ .", [.det, .noun, .adp, .det, .noun, .verb, .punct], 3))
        #expect(Self.fits("any", "Each town has one .", [.det, .noun, .verb, .num, .punct], 0))
        #expect(
            Self.fits(
                "the", "All students must sign .", [.det, .noun, .aux, .verb, .punct], 0))
    }

    @Test func quantifiersKeepTheirPlaceElsewhere() {
        // The articles are left out either way.
        #expect(
            !Self.fits(
                "each", "It has a specific set of rules .", [.pron, .verb, .det, .adj, .noun, .adp, .noun, .punct], 2))
        #expect(!Self.fits("an", "Any element can be defined so .", [.det, .noun, .aux, .aux, .verb, .adv, .punct], 0))
        // A partitive, a word only "every" follows.
        #expect(!Self.fits("each", "Any of them may go .", [.det, .adp, .pron, .aux, .verb, .punct], 0))
        #expect(!Self.fits("any", "Almost every town has one .", [.adv, .det, .noun, .verb, .num, .punct], 1))
        #expect(!Self.fits("the", "Nearly all scholars agree .", [.adv, .det, .noun, .verb, .punct], 1))
        // "all" before a determiner or "of" is a predeterminer's or partitive's slot.
        #expect(!Self.fits("the", "All the students left .", [.det, .det, .noun, .verb, .punct], 0))
        #expect(!Self.fits("the", "All of them left .", [.det, .adp, .pron, .verb, .punct], 0))
    }

    @Test func atAndInSwapBeforeThePartOfAPlaceThatOfNames() {
        #expect(
            Self.fits(
                "at", "Alaska is situated in the northwest extremity of the Americas .",
                [.propn, .aux, .verb, .adp, .det, .adj, .noun, .adp, .det, .propn, .punct], 3))
        #expect(
            Self.fits(
                "in", "The market stands at the heart of the old town .",
                [.det, .noun, .verb, .adp, .det, .noun, .adp, .det, .adj, .noun, .punct], 3))
        // A point, where the other reads otherwise; no place named; not the pair.
        #expect(
            !Self.fits(
                "in", "They met at the end of the war .", [.pron, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct],
                2))
        #expect(!Self.fits("in", "It sits at the centre .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "on", "It lies in the heart of the city .",
                [.pron, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct], 2))
    }

    @Test func atAndInSwapBeforeAPlaceOfStudyOnAndInBeforeAStreet() {
        #expect(
            Self.fits(
                "in", "He continued his studies at his old school .",
                [.pron, .verb, .pron, .noun, .adp, .pron, .adj, .noun, .punct], 4))
        #expect(
            Self.fits(
                "at", "She taught in the village college .", [.pron, .verb, .adp, .det, .noun, .noun, .punct], 2))
        #expect(
            Self.fits(
                "in", "The family lived on Shchipok Street .", [.det, .noun, .verb, .adp, .propn, .propn, .punct], 3))
    }

    @Test func atAndOnKeepTheirPlaceElsewhere() {
        // A learned body, not a place of study.
        #expect(
            !Self.fits(
                "in", "He was a professor at the Berlin Academy .",
                [.pron, .aux, .det, .noun, .adp, .det, .propn, .propn, .punct], 4))
        // A place of study that is not the phrase's head.
        #expect(
            !Self.fits(
                "in", "They met at the school gate .", [.pron, .verb, .adp, .det, .noun, .noun, .punct], 2))
        // "at" and "on" are not a pair here.
        #expect(
            !Self.fits("at", "They lived on Baker Street .", [.pron, .verb, .adp, .propn, .propn, .punct], 2))
        // A time, not a place.
        #expect(!Self.fits("in", "They met at noon .", [.pron, .verb, .adp, .noun, .punct], 2))
    }

    @Test func ofInAndWithinSwapBeforeARankOfClassification() {
        #expect(
            Self.fits(
                "within", "Frogs are vertebrates of the class Amphibia .",
                [.noun, .aux, .noun, .adp, .det, .noun, .propn, .punct], 3))
        #expect(
            Self.fits(
                "of", "It is a genus in the family Felidae .",
                [.pron, .aux, .det, .noun, .adp, .det, .noun, .propn, .punct], 4))
    }

    @Test func ranksNeedANameAndANounBefore() {
        // No name after the rank: "the order of events".
        #expect(
            !Self.fits(
                "in", "It is a list of the order of events .",
                [.pron, .aux, .det, .noun, .adp, .det, .noun, .adp, .noun, .punct], 4))
        // After a verb, "of" does not read: "belongs to/in the family".
        #expect(
            !Self.fits(
                "of", "It belongs in the family Felidae .", [.pron, .verb, .adp, .det, .noun, .propn, .punct], 2))
        // Not a rank: "a suburb of/within the city Paris" says something else.
        #expect(
            !Self.fits(
                "within", "It is a suburb of the city Paris .",
                [.pron, .aux, .det, .noun, .adp, .det, .noun, .propn, .punct], 4))
    }

    @Test func byAndInSwapBeforeAMeasure() {
        #expect(
            Self.fits(
                "in", "It is the largest state by area .", [.pron, .aux, .det, .adj, .noun, .adp, .noun, .punct], 5))
        #expect(
            Self.fits(
                "by", "It ranks fifth in population , after Ohio .",
                [.pron, .verb, .adj, .adp, .noun, .punct, .adp, .propn, .punct], 3))
    }

    @Test func byAndInKeepTheirPlaceBesideOtherMeasures() {
        // A word that takes "in" for what it is about.
        #expect(
            !Self.fits(
                "by", "It saw an increase in population .", [.pron, .verb, .det, .noun, .adp, .noun, .punct], 4))
        // A count: "in number of seats".
        #expect(
            !Self.fits(
                "by", "It led in number of seats .", [.pron, .verb, .adp, .noun, .adp, .noun, .punct], 2))
        // The measure opens a longer phrase: "by area codes".
        #expect(
            !Self.fits("in", "They sort calls by area codes .", [.pron, .verb, .noun, .adp, .noun, .noun, .punct], 3))
        // Not a measure: "by train".
        #expect(!Self.fits("in", "They came by train .", [.pron, .verb, .adp, .noun, .punct], 2))
    }

    @Test func atAndOnSwapBeforeALevelOrAScale() {
        #expect(
            Self.fits(
                "on", "It is ambiguous at the semantic level .", [.pron, .aux, .adj, .adp, .det, .adj, .noun, .punct],
                3))
        #expect(
            Self.fits(
                "at", "They study structures on a microscopic scale .",
                [.pron, .verb, .noun, .adp, .det, .adj, .noun, .punct], 3))
    }

    @Test func atAndOnKeepTheirPlaceAwayFromALevel() {
        // A rating scale: "on a scale of 1 to 10".
        #expect(
            !Self.fits(
                "at", "Pain is rated on a scale of 1 to 10 .",
                [.noun, .aux, .verb, .adp, .det, .noun, .adp, .num, .adp, .num, .punct], 3))
        // Another head noun: "at the station" is not "on the station".
        #expect(!Self.fits("on", "They met at the station .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        // "in" is not of the pair.
        #expect(
            !Self.fits(
                "in", "It is ambiguous at the semantic level .", [.pron, .aux, .adj, .adp, .det, .adj, .noun, .punct], 3
            ))
    }

    /// Modifiers joined by "and" or "or" count as one word before the head:
    /// a long list still reaches its noun.
    @Test func aListOfModifiersReachesItsHeadNoun() {
        #expect(
            Self.fits(
                "in", "Most species live within terrestrial , fossorial , arboreal or freshwater aquatic ecosystems .",
                [.adj, .noun, .verb, .adp, .adj, .punct, .adj, .punct, .adj, .cconj, .noun, .adj, .noun, .punct], 3))
        #expect(
            Self.fits(
                "during", "They became dominant in the Carboniferous and Permian periods .",
                [.pron, .verb, .adj, .adp, .det, .propn, .cconj, .propn, .noun, .punct], 3))
        #expect(
            Self.fits(
                "in", "It spread throughout the northern , eastern , and central provinces .",
                [.pron, .verb, .adp, .det, .adj, .punct, .adj, .punct, .cconj, .adj, .noun, .punct], 2))
    }

    @Test func aCommaAloneOrAWholePhraseAfterAndJoinsNothing() {
        // A comma with no "and" or "or" ends the phrase: the war, not the peace, is its head.
        #expect(
            Self.fits(
                "in", "It grew during the war , peace returned .",
                [.pron, .verb, .adp, .det, .noun, .punct, .noun, .verb, .punct], 2))
        // A determiner after "and" opens a phrase of its own: the head stays "war".
        #expect(
            Self.fits(
                "in", "It grew during the war and the years after .",
                [.pron, .verb, .adp, .det, .noun, .cconj, .det, .noun, .adv, .punct], 2))
        // A list that never reaches a noun names nothing.
        #expect(
            !Self.fits(
                "in", "It was within the old and the wide .",
                [.pron, .aux, .adp, .det, .adj, .cconj, .det, .adj, .punct],
                2))
        #expect(
            !Self.fits("within", "in old , wide or", [.adp, .adj, .punct, .adj, .cconj], 0))
    }

    @Test func onAndToSwapBeforeTheSideABoundaryLiesOn() {
        #expect(
            Self.fits(
                "to", "It is bounded on the east by the Pacific Ocean .",
                [.pron, .aux, .verb, .adp, .det, .noun, .adp, .det, .propn, .propn, .punct], 3))
        #expect(
            Self.fits(
                "on", "It is bordered by Namibia to the south , and Zambia to the east .",
                [
                    .pron, .aux, .verb, .adp, .propn, .adp, .det, .noun, .punct, .cconj, .propn, .adp, .det, .noun,
                    .punct
                ], 5))
        #expect(
            Self.fits(
                "on", "It is bordered by Zambia to the east", [.pron, .aux, .verb, .adp, .propn, .adp, .det, .noun], 5))
    }

    @Test func onAndToKeepTheirPlaceAwayFromASide() {
        // A direction from a place; a part of a place the point modifies; a clause after it.
        #expect(
            !Self.fits(
                "on", "It lies to the north of the city .",
                [.pron, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct],
                2))
        #expect(
            !Self.fits(
                "to", "It lies on the east coast .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "on", "To the north are the Chukchi .", [.adp, .det, .noun, .aux, .det, .propn, .punct], 0))
        // Not the pair, and not a point of the compass.
        #expect(
            !Self.fits(
                "in", "It is bounded on the east by the sea .",
                [.pron, .aux, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "to", "It is bounded on the left by a wall .",
                [.pron, .aux, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct], 3))
    }

    @Test func prepositionsOfTheBeginningOrEndOfASpanSwap() {
        #expect(
            Self.fits(
                "in", "Near the beginning of his career , he moved .",
                [.adp, .det, .noun, .adp, .pron, .noun, .punct, .pron, .verb, .punct], 0))
        #expect(
            Self.fits(
                "at", "It appeared around the end of the Paleocene .",
                [.pron, .verb, .adp, .det, .noun, .adp, .det, .propn, .punct], 2))
        #expect(
            Self.fits(
                "toward", "It fell near the end of the war .",
                [.pron, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct], 2))
        #expect(
            Self.fits(
                "near", "He was ill at the start of the tour .",
                [.pron, .aux, .adj, .adp, .det, .noun, .adp, .det, .noun, .punct], 3))
    }

    @Test func prepositionsOfTheBeginningOrEndKeepTheirPlaceElsewhere() {
        // "in" only at the beginning, "toward" only at an end.
        #expect(
            !Self.fits(
                "in", "It appeared around the end of the Paleocene .",
                [.pron, .verb, .adp, .det, .noun, .adp, .det, .propn, .punct], 2))
        #expect(
            !Self.fits(
                "toward", "He was ill at the start of the tour .",
                [.pron, .aux, .adj, .adp, .det, .noun, .adp, .det, .noun, .punct], 3))
        // No "of" after the part ("in the end" is "at last"), or another noun.
        #expect(
            !Self.fits("at", "In the end , he won .", [.adp, .det, .noun, .punct, .pron, .verb, .punct], 0))
        #expect(
            !Self.fits(
                "near", "It sits at the top of the hill .",
                [.pron, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct],
                2))
    }

    @Test func atAndInSwapBeforeANamedFight() {
        #expect(
            Self.fits(
                "in", "He was taken at the Battle of Poltava .",
                [.pron, .aux, .verb, .adp, .det, .propn, .adp, .propn, .punct], 3))
        #expect(
            Self.fits(
                "at", "They died in the siege of Leningrad .",
                [.pron, .verb, .adp, .det, .noun, .adp, .propn, .punct], 2))
        // No "of" and name; another noun; not the pair.
        #expect(
            !Self.fits("at", "Many died in the battle .", [.adj, .verb, .adp, .det, .noun, .punct], 2))
        #expect(
            !Self.fits(
                "at", "They met in the city of Rome .", [.pron, .verb, .adp, .det, .noun, .adp, .propn, .punct], 2))
        #expect(
            !Self.fits(
                "on", "He was taken at the Battle of Poltava .",
                [.pron, .aux, .verb, .adp, .det, .propn, .adp, .propn, .punct], 3))
    }
}
