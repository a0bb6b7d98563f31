import Testing

@testable import BlanksText

/// The first words that point back to a section not shown, on made-up openings.
@Suite struct PassageOpeningTests {
    @Test func demonstrativesConnectivesAndTheLatterPointBack() {
        #expect(PassageOpening.pointsBack("This meagre statistic expanded in the 20th century."))
        #expect(PassageOpening.pointsBack("These reforms failed."))
        #expect(PassageOpening.pointsBack("However, the town grew."))
        #expect(PassageOpening.pointsBack("In addition, it has a port."))
        #expect(PassageOpening.pointsBack("As a result the river flooded."))
        #expect(PassageOpening.pointsBack("On the other hand, few agreed."))
        #expect(PassageOpening.pointsBack("The latter was built in 1900."))
        #expect(PassageOpening.pointsBack("\u{201C}Such rules\u{201D} were rare."))
        #expect(PassageOpening.pointsBack("(However) it grew."))
    }

    @Test func wordsOfWhatCameNextInAStoryPointBack() {
        #expect(PassageOpening.pointsBack("Later, Lovell used the sextant."))
        #expect(PassageOpening.pointsBack("Soon after, the crew slept."))
        #expect(PassageOpening.pointsBack("Finally the treaty was signed."))
        #expect(PassageOpening.pointsBack("Then, in 1990, it closed."))
        #expect(PassageOpening.pointsBack("The rest of the army fled."))
        #expect(PassageOpening.pointsBack("In the meantime, prices rose."))
        // Words that only begin like one, and the words apart from the phrase.
        #expect(!PassageOpening.pointsBack("Laterite covers the plain."))
        #expect(!PassageOpening.pointsBack("Thenardier is a character."))
        #expect(!PassageOpening.pointsBack("Soon the river rose."))
        #expect(!PassageOpening.pointsBack("The restoration began in 1900."))
        #expect(!PassageOpening.pointsBack("In the meadow, cows graze."))
    }

    /// "Other" and "the other" open on the others of what a section before listed.
    @Test func theOthersOfWhatCameBeforePointBack() {
        #expect(PassageOpening.pointsBack("Other international standards bodies ratified it."))
        #expect(PassageOpening.pointsBack("The other members left."))
        #expect(PassageOpening.pointsBack("With the other special characters filled in, it was published."))
        // Words that begin like it, and "other" later in the sentence.
        #expect(!PassageOpening.pointsBack("Otherworldly light filled the hall."))
        #expect(!PassageOpening.pointsBack("Each team plays the other teams twice."))
        #expect(!PassageOpening.pointsBack("With other tools, it is faster."))
    }

    @Test func otherOpeningsDoNot() {
        // Longer words that begin like one.
        #expect(!PassageOpening.pointsBack("Thistle grows here."))
        #expect(!PassageOpening.pointsBack("Theseus sailed to Crete."))
        // The same words, not as the phrase.
        #expect(!PassageOpening.pointsBack("The addition of salt helps."))
        #expect(!PassageOpening.pointsBack("In Addison's time it grew."))
        #expect(!PassageOpening.pointsBack("In 1900, addition was taught."))
        #expect(!PassageOpening.pointsBack("The later years were calm."))
        // A personal pronoun names the article's subject at a section's start.
        #expect(!PassageOpening.pointsBack("He was born in 1900."))
        #expect(!PassageOpening.pointsBack("It is a town."))
        // No word at all.
        #expect(!PassageOpening.pointsBack(""))
        #expect(!PassageOpening.pointsBack("1990s were calm."))
        #expect(!PassageOpening.pointsBack("— "))
    }

    @Test func theFirstWordsStopAtAMark() {
        #expect(PassageOpening.firstWords(of: "In addition, it grew", count: 4) == ["in", "addition"])
        #expect(PassageOpening.firstWords(of: "\u{201C}This one\u{201D} is", count: 4) == ["this", "one"])
        #expect(PassageOpening.firstWords(of: "a b c d e", count: 4) == ["a", "b", "c", "d"])
    }
}
