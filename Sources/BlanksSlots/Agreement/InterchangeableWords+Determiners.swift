import BlanksTagger

extension InterchangeableWords {
    /// Determiners whose slot "the" fills with the sentence still English
    /// and its meaning nearly kept: demonstratives and quantifiers ("all
    /// students"/"the students"). Not the indefinites ("a", "an",
    /// "another"), which bring in what "the" presupposes known: "was a
    /// German philosopher" is not "the".
    static let theStandsFor: Set<String> = ["this", "these", "that", "those", "any", "some", "each", "every", "all"]

    /// Words before a determiner slot that only an indefinite article or a
    /// quantifier follows: "such a", "what a", "quite a", "rather a", "many a".
    static let beforeIndefinite: Set<String> = ["such", "what", "quite", "rather", "many"]

    /// Words after a determiner slot that make it a pronoun's or a partitive's,
    /// where "the" cannot stand: "each of", "each other", "this one".
    static let pronounUses: Set<String> = ["of", "other", "one", "ones", "which", "who", "whom"]

    /// The tags of a word "the" can stand before: the start of a noun phrase.
    static let nounPhraseStarts: Set<UPOS> = [.noun, .propn, .adj, .num, .adv]

    /// The quantifiers of any one thing among many, each readable for
    /// another before a singular noun: "for each/every control character",
    /// "the shells of each/any element".
    static let singularQuantifiers: Set<String> = ["any", "each", "every"]

    /// Words before a quantifier slot that only "every" follows: "almost
    /// every", never "almost each".
    static let beforeEveryOnly: Set<String> = [
        "almost", "nearly", "virtually", "practically", "not", "just", "without"
    ]

    /// "the" in the slot of a demonstrative or quantifier that starts a
    /// noun phrase: not after a word only an indefinite follows ("such
    /// that way") or one only a quantifier follows ("nearly all"), not a
    /// pronoun's or partitive's slot ("each of").
    static func theFits(_ option: String, _ slot: Slot) -> Bool {
        guard option == "the", slot.tag == .det, theStandsFor.contains(slot.answer), opensNounPhrase(slot)
        else { return false }
        return !beforeIndefinite.contains(slot.previous) && !beforeEveryOnly.contains(slot.previous)
            && !pronounUses.contains(slot.next)
    }

    /// "the" in the slot of "a" or "an" opening a sentence before a noun
    /// phrase: a sentence that opens on an indefinite subject states what
    /// holds of a kind or brings in a thing the rest of it describes, and
    /// "The" reads there as well ("An/The adult aardwolf weighs 7–10 kg", "A/The
    /// major factor in whether … is"). Not the other way: "The World Health
    /// Organization believes" names one thing an indefinite cannot. Nor an
    /// indefinite of an amount (`amountWords`: "A few of them", "A number of
    /// towns"), which "The" turns into another meaning.
    static func openingIndefiniteFits(_ option: String, _ slot: Slot) -> Bool {
        guard option == "the", slot.answer == "a" || slot.answer == "an", slot.tag == .det, opensNounPhrase(slot),
            !pronounUses.contains(slot.next), !amountWords.contains(slot.next)
        else { return false }
        return slot.tags[..<slot.index].allSatisfy { $0 == .punct }
    }

    /// Words after "a" that make it a measure of amount, not a thing: "a
    /// few", "a number of", "a great deal", "a variety of".
    static let amountWords: Set<String> = [
        "few", "little", "lot", "lots", "number", "couple", "bit", "great", "good", "dozen", "handful", "total",
        "variety", "range", "series", "host", "majority", "minority", "fraction", "half", "third", "quarter",
        "pair", "set", "group", "wide", "large", "small", "whole"
    ]

    /// Whether the words after the slot start a noun phrase: a word of
    /// `nounPhraseStarts`, or a participle that modifies the noun or
    /// adjective after it ("some proposed negative effects", "any remaining
    /// funds").
    static func opensNounPhrase(_ slot: Slot) -> Bool {
        guard let next = slot.nextTag else { return false }
        if nounPhraseStarts.contains(next) { return true }
        let after = slot.index + 2
        return next == .verb && slot.tags.indices.contains(after) && [.noun, .adj].contains(slot.tags[after])
    }

    /// A quantifier of one thing among many in the slot of another, as the
    /// determiner of a noun phrase (the number rule keeps it to a singular
    /// noun): not a pronoun's or partitive's slot ("each of", "each
    /// other"), not a number's ("every two years"), and only "every" after
    /// a word that takes no other quantifier ("almost every"). The
    /// indefinite articles are left out, though "an element" reads as
    /// "any element" in a general statement: an article's slot mostly names
    /// one thing ("a specific set", "an actual bell"), and with "a" among
    /// nearly every determiner puzzle's options the pair cost most of them
    /// (docs/slots.md).
    static func quantifierFits(_ option: String, _ slot: Slot) -> Bool {
        guard singularQuantifiers.contains(slot.answer), singularQuantifiers.contains(option), slot.tag == .det,
            let next = slot.nextTag, [.noun, .propn, .adj].contains(next), !pronounUses.contains(slot.next)
        else { return false }
        guard beforeEveryOnly.contains(slot.previous) else { return true }
        return option == "every" && slot.answer == "each"
    }

    /// How far a quantifier's noun phrase may reach for its head noun ("any
    /// other known powers").
    static let quantifierPhraseReach = 4

    /// "all" in the slot of "any" as the determiner of a noun phrase whose
    /// head noun is plural: "was denied any/all powers of taxation". A
    /// singular head is left out, since most take "any" alone ("in any
    /// way", "any mixture of atoms"); so is "any" in the slot of "all",
    /// which reads as a choice where "all" sums up ("all known metals"), and
    /// a pronoun's or partitive's slot ("any of them"); "any other" opens a
    /// noun phrase like any adjective ("any/all other rights").
    static func allFits(_ option: String, _ slot: Slot) -> Bool {
        guard option == "all", slot.answer == "any", slot.tag == .det, let next = slot.nextTag,
            [.noun, .propn, .adj].contains(next), slot.next == "other" || !pronounUses.contains(slot.next),
            let head = phraseEnd(after: slot.index, in: slot, reach: quantifierPhraseReach, early: [])
        else { return false }
        return WordNumber.nounNumber(slot.words[head].lowercased()) == .plural
    }

    /// The indefinite determiners: the articles and "another" ("an other").
    static let indefinites: Set<String> = ["a", "an", "another"]

    /// "a" or "an" in the slot of "another" inside a sentence, as the
    /// determiner of a noun phrase whose head noun is singular: "rely on
    /// another/a person", "in another/a version of the story". Not where
    /// "one" comes before it in the sentence, which "another" answers ("one
    /// culture better than another culture"); not a pronoun's or
    /// partitive's slot ("another of them"), not before a number ("another
    /// 15 minutes"), and not a sentence's first word, left to the capital
    /// rule. The article's own sound is the agreement rules' to judge.
    static func indefiniteFits(_ option: String, _ slot: Slot) -> Bool {
        guard slot.answer == "another", option == "a" || option == "an", slot.tag == .det, slot.index > 0,
            let next = slot.nextTag, [.noun, .propn, .adj].contains(next),
            !pronounUses.contains(slot.next),
            !slot.words[..<slot.index].contains(where: { $0.lowercased() == "one" }),
            let head = phraseEnd(after: slot.index, in: slot, reach: quantifierPhraseReach, early: [])
        else { return false }
        return WordNumber.nounNumber(slot.words[head].lowercased()) == .singular
    }

    /// Demonstratives near and far, which read alike as a pronoun standing
    /// for what was just said: "modified to reflect this/that", "how
    /// this/that occurs".
    static let nearDemonstratives: [String: String] = ["this": "that", "these": "those"]

    /// "that" in the slot of "this", and "those" in the slot of "these",
    /// as a pronoun inside a sentence (tagged so, and no noun phrase
    /// after it): not as a determiner ("this method" names the one at
    /// hand), and not "this" for "that", whose slot may be a relative's or
    /// a conjunction's ("the acres that he held"). A sentence's first word
    /// is left to the capital rule.
    static func demonstrativeFits(_ option: String, _ slot: Slot) -> Bool {
        guard nearDemonstratives[slot.answer] == option, slot.tag == .pron else { return false }
        guard let next = slot.nextTag else { return true }
        return !nounPhraseStarts.contains(next)
    }
}
