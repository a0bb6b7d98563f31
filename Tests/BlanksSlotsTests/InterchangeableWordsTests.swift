import BlanksTagger
import Testing

@testable import BlanksSlots

/// "the" standing in for demonstratives and quantifiers, and the prepositions
/// of a span of time for one another, on made-up sentences.
@Suite struct InterchangeableWordsTests {
    static func fits(_ option: String, _ sentence: String, _ tags: [UPOS], _ index: Int) -> Bool {
        InterchangeableWords.fits(
            option: option, words: sentence.split(separator: " ").map(String.init),
            tags: tags, index: index)
    }

    @Test func theStandsForDemonstrativesAndQuantifiersBeforeANoun() {
        #expect(Self.fits("the", "She read all of these letters .", [.pron, .verb, .det, .adp, .det, .noun, .punct], 4))
        #expect(
            Self.fits(
                "the", "In this old treaty , it ended .", [.adp, .det, .adj, .noun, .punct, .pron, .verb, .punct], 1))
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

    /// An indefinite opening a sentence before a noun phrase reads as "The":
    /// a kind, or a thing the sentence goes on to describe. Only there, and
    /// not "a" for "The".
    @Test func theStandsForAnIndefiniteOpeningASentence() {
        let weighs: [UPOS] = [.det, .adj, .noun, .verb, .num, .noun, .punct]
        #expect(Self.fits("the", "An adult aardwolf weighs 10 kg .", weighs, 0))
        #expect(Self.fits("the", "A major factor is the law .", [.det, .adj, .noun, .aux, .det, .noun, .punct], 0))
        // After an opening quote or bracket too.
        #expect(Self.fits("the", "\" A factor is the law .", [.punct, .det, .noun, .aux, .det, .noun, .punct], 1))
        // Not inside the sentence, not the other way, not a pronoun's slot.
        #expect(!Self.fits("the", "It is a major factor .", [.pron, .aux, .det, .adj, .noun, .punct], 2))
        #expect(!Self.fits("a", "The adult aardwolf weighs 10 kg .", weighs, 0))
        #expect(!Self.fits("the", "A few of them left .", [.det, .adj, .adp, .pron, .verb, .punct], 0))
        #expect(!Self.fits("the", "Another factor is the law .", [.det, .noun, .aux, .det, .noun, .punct], 0))
    }

    @Test func spanPrepositionsSwapBeforeATimeSpan() {
        #expect(
            Self.fits("in", "It grew during the 16th century .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        #expect(
            Self.fits(
                "during", "Work on it in the Cold War began .",
                [.noun, .adp, .pron, .adp, .det, .propn, .propn, .verb, .punct], 3))
        #expect(Self.fits("in", "only within about the past century", [.adv, .adp, .adv, .det, .adj, .noun], 1))
        #expect(
            Self.fits(
                "throughout", "They farmed in his long reign .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        #expect(Self.fits("in", "only within about the past century", [.adv, .adp, .adp, .det, .adj, .noun], 1))
        // A possessive, tagged a pronoun, opens the span's phrase.
        #expect(Self.fits("in", "They farmed during his reign .", [.pron, .verb, .adp, .pron, .noun, .punct], 2))
        #expect(Self.fits("during", "In her career , she won .", [.adp, .pron, .noun, .punct, .pron, .verb, .punct], 0))
        // A hyphen inside a word neither ends the phrase nor counts as one of its words.
        #expect(
            Self.fits(
                "during", "It grew in the mid - 19th century .",
                [.pron, .verb, .adp, .det, .adj, .punct, .adj, .noun, .punct], 2))
        #expect(
            Self.fits(
                "in", "During his 20 - plus year tour career , he won .",
                [.adp, .pron, .num, .punct, .adj, .noun, .noun, .noun, .punct, .pron, .verb, .punct], 0))
    }

    @Test func inReadsAsDuringBeforeAnEvent() {
        #expect(
            Self.fits(
                "in", "Troops arrived during the border conflict .", [.noun, .verb, .adp, .det, .noun, .noun, .punct], 2
            ))
        #expect(
            Self.fits(
                "in", "Houses were damaged during earthquakes .", [.noun, .aux, .verb, .adp, .noun, .punct], 3))
        #expect(
            Self.fits(
                "in", "It happened during that same time frame .",
                [.pron, .verb, .adp, .det, .adj, .noun, .noun, .punct], 2))
    }

    @Test func inAndDuringKeepTheirPlaceBesideAnEventOtherwise() {
        // Not "during" for "in", which a word may take; not before what is no event.
        #expect(
            !Self.fits(
                "during", "They were involved in the conflict .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
        #expect(
            !Self.fits(
                "in", "He spoke during the meal of state .", [.pron, .verb, .adp, .det, .noun, .adp, .noun, .punct], 2))
        // Another preposition of the span group is not "in".
        #expect(
            !Self.fits("within", "Troops arrived during the conflict .", [.noun, .verb, .adp, .det, .noun, .punct], 2))
    }

    /// After a participle of harm, "by" names the event as the cause and
    /// "during" as the time: both read before an event that may harm.
    @Test func byAndDuringSwapAfterHarmBeforeAnEvent() {
        let damaged: [UPOS] = [.noun, .aux, .adv, .verb, .adp, .noun, .punct]
        #expect(Self.fits("by", "Houses were widely damaged during earthquakes .", damaged, 4))
        #expect(Self.fits("during", "Houses were widely damaged by earthquakes .", damaged, 4))
        #expect(
            Self.fits(
                "during", "The town was destroyed by the long war .",
                [
                    .det, .noun, .aux, .verb, .adp, .det, .adj,
                    .noun, .punct
                ], 4))
        // Not before a person, not after a verb of no harm, not another preposition.
        #expect(!Self.fits("during", "Ten were killed by soldiers .", [.num, .aux, .verb, .adp, .noun, .punct], 3))
        #expect(!Self.fits("by", "He was elected during the war .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 3))
        #expect(
            !Self.fits("with", "Houses were damaged by earthquakes .", [.noun, .aux, .verb, .adp, .noun, .punct], 3))
        // The event must be the phrase's head: "by fire crews" names people.
        #expect(
            !Self.fits(
                "during", "Houses were damaged by fire crews .", [.noun, .aux, .verb, .adp, .noun, .noun, .punct], 3))
    }

    @Test func spanPrepositionsKeepTheirPlaceElsewhere() {
        // A place, not a span of time.
        #expect(
            !Self.fits("during", "They lived in the old house .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        // The head noun is not a span, though a span noun comes later.
        #expect(!Self.fits("during", "in the town of his youth", [.adp, .det, .noun, .adp, .pron, .noun], 0))
        // A year is a point: "achieved during 1975" does not read as "achieved in 1975".
        #expect(!Self.fits("during", "It was achieved in 1975 .", [.pron, .aux, .verb, .adp, .num, .punct], 3))
        // The answer must itself be a span preposition, and the option another one.
        #expect(
            !Self.fits("during", "It came from the 16th century .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        #expect(!Self.fits("in", "It grew in the 16th century .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        // Beyond the reach, or across a verb.
        #expect(!Self.fits("in", "during which they say the war", [.adp, .pron, .pron, .verb, .det, .noun], 0))
        #expect(
            !Self.fits(
                "in", "during the five long cold dark winters", [.adp, .det, .num, .adj, .adj, .adj, .noun], 0))
        // A possessive before a place, and a pronoun that is not a possessive.
        #expect(!Self.fits("during", "They met in his house .", [.pron, .verb, .adp, .pron, .noun, .punct], 2))
        #expect(!Self.fits("during", "in them the war", [.adp, .pron, .det, .noun], 0))
        // A dash between words that is punctuation, spaced, still ends nothing here: the head decides.
        #expect(!Self.fits("during", "in the town - a war", [.adp, .det, .noun, .punct, .det, .noun], 0))
    }

    @Test func relativesSwapInARestrictiveClause() {
        #expect(
            Self.fits(
                "which", "Of the acres that he held , most were lost",
                [.adp, .det, .noun, .pron, .pron, .verb, .punct, .adj, .aux, .verb], 3))
        #expect(
            Self.fits(
                "that", "It built a kingdom which came under their rule",
                [.pron, .verb, .det, .noun, .pron, .verb, .adp, .pron, .noun], 4))
        #expect(
            Self.fits(
                "that", "It targets reformers who regard people as goods",
                [.pron, .verb, .noun, .pron, .verb, .noun, .adp, .noun], 3))
    }

    @Test func relativesKeepTheirPlaceElsewhere() {
        // After a comma the clause is non-restrictive: "that" cannot open it.
        #expect(
            !Self.fits(
                "that", "It built a kingdom , which came under their rule",
                [.pron, .verb, .det, .noun, .punct, .pron, .verb, .adp, .pron, .noun], 5))
        // "which" is for things, never for the person of "who"; "who" never for a thing.
        #expect(
            !Self.fits(
                "which", "It targets reformers who regard people as goods",
                [.pron, .verb, .noun, .pron, .verb, .noun, .adp, .noun], 3))
        #expect(!Self.fits("who", "Of the acres that he held", [.adp, .det, .noun, .pron, .pron, .verb], 3))
        // The conjunction "that" of a reported clause is no relative.
        #expect(
            !Self.fits(
                "which", "Scholars argued that the episode inspired it",
                [.noun, .verb, .sconj, .det, .noun, .verb, .pron], 2))
        // After a preposition "which" stays: "in that" is no relative.
        #expect(!Self.fits("that", "the house in which he lived", [.det, .noun, .adp, .pron, .pron, .verb], 3))
    }

    @Test func durationPrepositionsSwapBeforeATimeSpan() {
        #expect(
            Self.fits(
                "across", "Growth during the 20th century slowed .", [.noun, .adp, .det, .adj, .noun, .verb, .punct],
                1))
        #expect(
            Self.fits("during", "It grew over the past decade .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
        // "in" may place a point in the span: "over" does not read as well there.
        #expect(
            !Self.fits(
                "over", "It was built in the 16th century .", [.pron, .aux, .verb, .adp, .det, .adj, .noun, .punct], 3))
        // A place, not a span of time.
        #expect(
            !Self.fits(
                "during", "They walked across the old bridge .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
    }

    @Test func eachAndEverySwapBeforeANoun() {
        #expect(
            Self.fits(
                "every", "It used short phrases for each control character .",
                [.pron, .verb, .adj, .noun, .adp, .det, .noun, .noun, .punct], 5))
        #expect(Self.fits("each", "Every new member signs .", [.det, .adj, .noun, .verb, .punct], 0))
    }

    @Test func eachAndEveryKeepTheirPlaceElsewhere() {
        // A partitive or a pronoun's slot: "each of", "each other".
        #expect(!Self.fits("every", "Each of them left .", [.det, .adp, .pron, .verb, .punct], 0))
        #expect(!Self.fits("every", "They saw each other .", [.pron, .verb, .det, .adj, .punct], 2))
        // Before a number: "every two years" is not "each two years".
        #expect(!Self.fits("each", "It meets every two years .", [.pron, .verb, .det, .num, .noun, .punct], 2))
        // Only "every" follows "almost".
        #expect(!Self.fits("each", "Almost every town has one .", [.adv, .det, .noun, .verb, .num, .punct], 1))
        #expect(Self.fits("every", "Almost each town has one .", [.adv, .det, .noun, .verb, .num, .punct], 1))
        // Not a quantifier's slot at all.
        #expect(!Self.fits("every", "They each left .", [.pron, .adv, .verb, .punct], 1))
    }

    @Test func allStandsForAnyBeforeAPluralNoun() {
        #expect(Self.fits("all", "They were denied any powers .", [.pron, .aux, .verb, .det, .noun, .punct], 3))
        #expect(
            Self.fits(
                "all", "It lacked any other known rights .", [.pron, .verb, .det, .adj, .adj, .noun, .punct], 2))
        #expect(Self.fits("all", "It sold any tax records .", [.pron, .verb, .det, .noun, .noun, .punct], 2))
    }

    @Test func allKeepsOutOfAnySlotElsewhere() {
        // A singular head: "in all way" does not read.
        #expect(
            !Self.fits(
                "all", "It did not matter in any way .", [.pron, .aux, .part, .verb, .adp, .det, .noun, .punct], 5))
        #expect(!Self.fits("all", "It is any mixture of atoms .", [.pron, .aux, .det, .noun, .adp, .noun, .punct], 2))
        // A partitive: "any of them".
        #expect(!Self.fits("all", "Any of the towns left .", [.det, .adp, .det, .noun, .verb, .punct], 0))
        // The other way: "all known metals" sums up, "any" offers a choice.
        #expect(!Self.fits("any", "All known metals react .", [.det, .adj, .noun, .verb, .punct], 0))
        // Not a determiner's slot.
        #expect(!Self.fits("all", "If any , they were few .", [.sconj, .pron, .punct, .pron, .aux, .adj, .punct], 1))
    }

    @Test func theStandsForAQuantifierBeforeAParticipleThatModifiesANoun() {
        #expect(
            Self.fits(
                "the", "Some proposed negative effects were studied .",
                [.det, .verb, .adj, .noun, .aux, .verb, .punct], 0))
        #expect(Self.fits("the", "They spent any remaining funds .", [.pron, .verb, .det, .verb, .noun, .punct], 2))
        // A verb that no noun phrase follows is no modifier: "some" is then a pronoun's slot.
        #expect(!Self.fits("the", "Some proposed that it stay .", [.det, .verb, .sconj, .pron, .verb, .punct], 0))
    }

    @Test func anArticleStandsForAnotherBeforeASingularNoun() {
        #expect(
            Self.fits(
                "a", "They may rely on another person .", [.pron, .aux, .verb, .adp, .det, .noun, .punct], 4))
        #expect(
            Self.fits(
                "a", "In another version of the story , he hid .",
                [.adp, .det, .noun, .adp, .det, .noun, .punct, .pron, .verb, .punct], 1))
        #expect(
            Self.fits("an", "It helps another third-party individual .", [.pron, .verb, .det, .adj, .noun, .punct], 2))
    }

    @Test func anArticleKeepsOutOfAnotherSlotElsewhere() {
        // "one" before it: "another" answers it.
        #expect(
            !Self.fits(
                "a", "One culture is not worse than another culture .",
                [.num, .noun, .aux, .part, .adj, .adp, .det, .noun, .punct], 6))
        // A pronoun's slot, a partitive's and a number's.
        #expect(!Self.fits("a", "It was proposed by another .", [.pron, .aux, .verb, .adp, .pron, .punct], 4))
        #expect(!Self.fits("a", "They chose another of them .", [.pron, .verb, .det, .adp, .pron, .punct], 2))
        #expect(!Self.fits("a", "It took another 15 minutes .", [.pron, .verb, .det, .num, .noun, .punct], 2))
        // A plural head: "another two sides" is a count.
        #expect(!Self.fits("a", "It has another two sides .", [.pron, .verb, .det, .num, .noun, .punct], 2))
        // A sentence's first word is the capital rule's.
        #expect(!Self.fits("a", "Another problem is cost .", [.det, .noun, .aux, .noun, .punct], 0))
        // Not the other way round: "another" adds one more.
        #expect(!Self.fits("another", "They rely on a person .", [.pron, .verb, .adp, .det, .noun, .punct], 3))
    }

    @Test func theEndsOfASpanOfYearsSwap() {
        #expect(
            Self.fits(
                "until", "He trained there from 1903 to 1908 .", [.pron, .verb, .adv, .adp, .num, .adp, .num, .punct],
                5))
        #expect(Self.fits("to", "The association continued until 1937 .", [.det, .noun, .verb, .adp, .num, .punct], 3))
        #expect(Self.fits("till", "It lasted until 1937 .", [.pron, .verb, .adp, .num, .punct], 2))
    }

    @Test func theEndsOfASpanOfYearsKeepTheirPlaceElsewhere() {
        // "to" before a number without a "from" may be a count: "grew to 2000".
        #expect(!Self.fits("until", "The town grew to 2000 .", [.det, .noun, .verb, .adp, .num, .punct], 3))
        // Not before a year.
        #expect(!Self.fits("to", "He waited until dawn .", [.pron, .verb, .adp, .noun, .punct], 2))
        #expect(!Self.fits("to", "He waited until 12000 .", [.pron, .verb, .adp, .num, .punct], 2))
        // The answer must end a span itself.
        #expect(!Self.fits("until", "It came from 1903 by 1908 .", [.pron, .verb, .adp, .num, .adp, .num, .punct], 4))
    }

    @Test func onlyTheIsNamed() {
        #expect(!Self.fits("a", "She read all of these letters .", [.pron, .verb, .det, .adp, .det, .noun, .punct], 4))
        #expect(!Self.fits("and", "speech or play therapy", [.noun, .cconj, .noun, .noun], 1))
    }

    @Test func aSlotOutsideTheSentenceFitsNothing() {
        #expect(!Self.fits("the", "these cats", [.det, .noun], 5))
        #expect(!Self.fits("the", "these cats", [.det], 0))
        #expect(!Self.fits("during", "He stayed in", [.pron, .verb, .adp], 2))
        #expect(!Self.fits("during", "in the war", [.adp], 0))
        #expect(!Self.fits("every", "each cat", [.det, .noun], 1))
        #expect(!Self.fits("every", "each", [.det], 0))
        #expect(!Self.fits("to", "until", [.adp], 0))
        #expect(!Self.fits("to", "until 1937", [.adp, .num], 3))
    }

    /// Every rule reads the words after and before its slot: cut short at
    /// any word, a sentence whose full form holds a hit never traps, and a
    /// rule that needs the words cut off no longer fits.
    @Test func aSentenceCutShortAtAnyWordNeverTraps() {
        let sentences: [(String, [UPOS], index: Int, option: String)] = [
            (
                "It is bounded on the east by the sea .",
                [.pron, .aux, .verb, .adp, .det, .noun, .adp, .det, .noun, .punct], 3, "to"
            ),
            (
                "He left near the beginning of his career .",
                [.pron, .verb, .adp, .det, .noun, .adp, .pron, .noun, .punct], 2, "in"
            ),
            (
                "He was taken at the Battle of Poltava .",
                [.pron, .aux, .verb, .adp, .det, .propn, .adp, .propn, .punct], 3, "in"
            ),
            (
                "But while Priam is overseeing it , Paris hides .",
                [.cconj, .sconj, .propn, .aux, .verb, .pron, .punct, .propn, .verb, .punct], 1, "as"
            ),
            (
                "It grew in philosophical and ethical thought .",
                [.pron, .verb, .adp, .adj, .cconj, .adj, .noun, .punct], 4, "or"
            ),
            (
                "There is no separation between Asia and Europe .",
                [.pron, .verb, .det, .noun, .adp, .propn, .cconj, .propn, .punct], 4, "of"
            ),
            (
                "It grew during the latter part of that period .",
                [.pron, .verb, .adp, .det, .adj, .noun, .adp, .det, .noun, .punct], 2, "in"
            ),
            (
                "Houses were damaged during the earthquakes .",
                [.noun, .aux, .verb, .adp, .det, .noun, .punct], 3, "by"
            )
        ]
        for (sentence, tags, index, option) in sentences {
            let words = sentence.split(separator: " ").map(String.init)
            #expect(Self.fits(option, sentence, tags, index), "\(sentence)")
            for count in 0...words.count {
                for position in 0..<max(count, 1) {
                    for word in [
                        "to", "in", "on", "at", "of", "or", "and", "as", "while", "between", "through", "by", "during"
                    ] {
                        _ = InterchangeableWords.fits(
                            option: word, words: Array(words.prefix(count)), tags: Array(tags.prefix(count)),
                            index: position)
                    }
                }
            }
            // Cut right after the slot's next word, none of the rules above has what it reads.
            let cut = index + 2
            #expect(
                !InterchangeableWords.fits(
                    option: option, words: Array(words.prefix(cut)), tags: Array(tags.prefix(cut)), index: index),
                "\(sentence) cut after \(cut) words")
        }
    }

    @Test func stretchPrepositionsSwapBeforeACountedSpan() {
        #expect(
            Self.fits(
                "in", "Over the next two decades , some grew .",
                [.adp, .det, .adj, .num, .noun, .punct, .pron, .verb, .punct], 0))
        #expect(
            Self.fits(
                "over", "It grew in the past decade .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
    }

    @Test func stretchPrepositionsNeedACountingWord() {
        // A point, not a stretch counted from one: "built over/in the 16th century".
        #expect(
            !Self.fits(
                "over", "It was built in the 16th century .", [.pron, .aux, .verb, .adp, .det, .adj, .noun, .punct], 3))
        // A counting word, but no span: "in the next room".
        #expect(
            !Self.fits("over", "He slept in the next room .", [.pron, .verb, .adp, .det, .adj, .noun, .punct], 2))
    }

    @Test func ofAndFromDateAThingMadeInASpan() {
        #expect(
            Self.fits(
                "from", "Works of this period included novels .", [.noun, .adp, .det, .noun, .verb, .noun, .punct], 1))
        #expect(
            Self.fits(
                "of", "Coins from the 3rd century survive .", [.noun, .adp, .det, .adj, .noun, .verb, .punct], 1))
    }

    @Test func ofAndFromKeepTheirPlaceAfterOtherNouns() {
        // A part of the span: "the end of the century".
        #expect(
            !Self.fits(
                "from", "At the end of the century , it fell .",
                [.adp, .det, .noun, .adp, .det, .noun, .punct, .pron, .verb, .punct], 3))
        // A dated thing, but no span: "works of Homer".
        #expect(!Self.fits("from", "He read works of Homer .", [.pron, .verb, .noun, .adp, .propn, .punct], 3))
    }

    @Test func inAndFromSwapAfterAStartingWord() {
        #expect(
            Self.fits(
                "in", "Starting from this period , he wrote .",
                [.verb, .adp, .det, .noun, .punct, .pron, .verb, .punct], 1))
        #expect(Self.fits("from", "beginning in 1990", [.verb, .adp, .num], 1))
    }

    @Test func inAndFromKeepTheirPlaceElsewhere() {
        // A verb of origin: "came from this period".
        #expect(
            !Self.fits("in", "It came from this period .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
        // A starting word, but no time after: "starting from scratch".
        #expect(!Self.fits("in", "starting from scratch", [.verb, .adp, .noun], 1))
    }

    @Test func thatStandsForThisAsAPronoun() {
        #expect(
            Self.fits("that", "It was changed to reflect this .", [.pron, .aux, .verb, .part, .verb, .pron, .punct], 5))
        #expect(Self.fits("that", "How this occurs is unclear .", [.adv, .pron, .verb, .aux, .adj, .punct], 1))
        #expect(Self.fits("those", "He kept these for later .", [.pron, .verb, .pron, .adp, .adv, .punct], 2))
    }

    @Test func thatKeepsOutOfOtherSlotsOfThis() {
        // A determiner: "this method" names the one at hand.
        #expect(!Self.fits("that", "He used this method .", [.pron, .verb, .det, .noun, .punct], 2))
        // The other way: the slot of "that" may be a relative's.
        #expect(!Self.fits("this", "The acres that he held .", [.det, .noun, .pron, .pron, .verb, .punct], 2))
        // Only the near and far pair: "those" is not "this".
        #expect(
            !Self.fits(
                "those", "It was changed to reflect this .", [.pron, .aux, .verb, .part, .verb, .pron, .punct], 5))
    }

    @Test func toAndFromSwapAfterDateBeforeATime() {
        // "dates" read as written, whatever its tag.
        #expect(
            Self.fits(
                "from", "The abacus dates to the 5th century BC .",
                [.det, .noun, .noun, .adp, .det, .adj, .noun, .propn, .punct], 3))
        #expect(Self.fits("to", "The walls were dated from 1200 .", [.det, .noun, .aux, .verb, .adp, .num, .punct], 4))
    }

    @Test func toAndFromKeepTheirPlaceAwayFromADate() {
        // "back to"; no time after; another verb.
        #expect(
            !Self.fits(
                "from", "It dates back to the 5th century .",
                [.pron, .verb, .adv, .adp, .det, .adj, .noun, .punct], 3))
        #expect(
            !Self.fits("from", "He dated to impress her .", [.pron, .verb, .part, .verb, .pron, .punct], 2))
        #expect(
            !Self.fits(
                "from", "It moved to the 5th century site .", [.pron, .verb, .adp, .det, .adj, .noun, .noun, .punct], 2)
        )
    }

    @Test func atAndDuringSwapBeforeATimeAlreadyNamed() {
        #expect(
            Self.fits(
                "during", "At that time he was referring to it .",
                [.adp, .det, .noun, .pron, .aux, .verb, .adp, .pron, .punct], 0))
        #expect(
            Self.fits("at", "During this time , prices rose .", [.adp, .det, .noun, .punct, .noun, .verb, .punct], 0))
    }

    @Test func atAndDuringKeepTheirPlaceBesideOtherTimes() {
        // "the time of", "in" for a stretch, another noun.
        #expect(
            !Self.fits(
                "during", "He was ill at that time of year .",
                [.pron, .aux, .adj, .adp, .det, .noun, .adp, .noun, .punct], 3))
        #expect(
            !Self.fits("in", "At that time he wrote .", [.adp, .det, .noun, .pron, .verb, .punct], 0))
        #expect(
            !Self.fits("during", "At that point he left .", [.adp, .det, .noun, .pron, .verb, .punct], 0))
    }

    @Test func aPartOfASpanNamesTheSpan() {
        #expect(
            Self.fits(
                "in", "However , during the latter part of that period , he left .",
                [.adv, .punct, .adp, .det, .adj, .noun, .adp, .det, .noun, .punct, .pron, .verb, .punct], 2))
        #expect(
            Self.fits(
                "during", "It grew in the first half of the century .",
                [.pron, .verb, .adp, .det, .adj, .noun, .adp, .det, .noun, .punct], 2))
        // A part of a place or a thing names no span.
        #expect(
            !Self.fits(
                "during", "It lies in the northern part of the city .",
                [.pron, .verb, .adp, .det, .adj, .noun, .adp, .det, .noun, .punct], 2))
    }

    @Test func throughStandsForTheEndOfASpanOfYears() {
        #expect(
            Self.fits("through", "It continued until 1937 .", [.pron, .verb, .adp, .num, .punct], 2))
        #expect(
            Self.fits(
                "through", "He studied there from 1903 to 1908 .",
                [.pron, .verb, .adv, .adp, .num, .adp, .num, .punct], 5))
        // Never the other way, nor "to" without "from", nor before a word.
        #expect(
            !Self.fits("until", "They passed through 2000 villages .", [.pron, .verb, .adp, .num, .noun, .punct], 2))
        #expect(!Self.fits("through", "It grew to 2000 .", [.pron, .verb, .adp, .num, .punct], 2))
        #expect(
            !Self.fits("through", "It continued until the war .", [.pron, .verb, .adp, .det, .noun, .punct], 2))
    }
}
