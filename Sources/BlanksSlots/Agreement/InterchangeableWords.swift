import BlanksTagger

/// A function word that stands in for others almost anywhere its class
/// stands, which a word n-gram model underrates because the pair is rare in
/// any one context: "the" in the slot of a demonstrative or quantifier ("all
/// of these projects", "in this treaty", "denied any powers"), and the
/// prepositions of a span of time before one ("during the 16th century", "in
/// the 16th century"), the relatives of a restrictive clause ("the acres
/// that/which he held"), "each" and "every" before a noun ("for each/every
/// control character"), and the ends of a span of years ("from 1903 to/until
/// 1908", "continued until/to 1937"). With both words among a puzzle's
/// options, a player who writes the other is right too.
///
/// The agreement rules rule options out; this rule makes one fit. An option
/// it names fits as well as the answer, whatever the scorer says, once the
/// agreement rules let it stand. A puzzle then keeps "the" or the other
/// determiner, not both: on the embedded corpus this costs determiner
/// puzzles (docs/slots.md), which a teacher prefers to blanks with two answers.
package enum InterchangeableWords {
    /// Determiners whose slot "the" fills with the sentence still English
    /// and its meaning nearly kept: demonstratives and quantifiers. Not the
    /// indefinites ("a", "an", "another"), which bring in what "the"
    /// presupposes known: "was a German philosopher" is not "the".
    static let theStandsFor: Set<String> = ["this", "these", "that", "those", "any", "some", "each", "every"]

    /// Words before a determiner slot that only an indefinite article or a
    /// quantifier follows: "such a", "what a", "quite a", "rather a", "many a".
    static let beforeIndefinite: Set<String> = ["such", "what", "quite", "rather", "many"]

    /// Words after a determiner slot that make it a pronoun's or a partitive's,
    /// where "the" cannot stand: "each of", "each other", "this one".
    static let pronounUses: Set<String> = ["of", "other", "one", "ones", "which", "who", "whom"]

    /// The tags of a word "the" can stand before: the start of a noun phrase.
    static let nounPhraseStarts: Set<UPOS> = [.noun, .propn, .adj, .num, .adv]

    /// Relative pronouns that open a restrictive clause after a noun: "that"
    /// there reads as well as "which" for a thing ("the acres that Thomas
    /// held") and "who" for a person ("reformers that regard people…").
    static let restrictiveRelatives: Set<String> = ["that", "which", "who"]

    /// Tags of the word a restrictive relative clause follows: its antecedent.
    static let antecedents: Set<UPOS> = [.noun, .propn, .num]

    /// Prepositions that place an event in a span of time, each readable
    /// where another stands before one: "in", "during", "within", "throughout".
    static let spanPrepositions: Set<String> = ["in", "during", "within", "throughout"]

    /// Prepositions of a span's whole length, each readable where another
    /// stands before one: "growth during/across/over/throughout the 20th
    /// century". Not "in" or "within", which may place a point ("built over
    /// the 16th century" is not "built in" it).
    static let durationPrepositions: Set<String> = ["during", "throughout", "across", "over"]

    /// The distributive quantifiers, each readable for the other before a
    /// singular noun: "for each/every control character".
    static let distributives: Set<String> = ["each", "every"]

    /// Words before a quantifier slot that only "every" follows: "almost
    /// every", never "almost each".
    static let beforeEveryOnly: Set<String> = [
        "almost", "nearly", "virtually", "practically", "not", "just", "without"
    ]

    /// Words that end a span of years before its last year: "from 1903
    /// to/until/till 1908".
    static let spanEnds: Set<String> = ["to", "until", "till"]

    /// How many words before a span's end its "from" may stand ("from 1903
    /// to", "from about 1903 to").
    static let spanStartReach = 4

    /// Nouns that name a span of time, the head of the phrase after a span
    /// preposition ("the Cold War", "the past century", "his reign").
    static let spanNouns: Set<String> = [
        "century", "centuries", "decade", "decades", "year", "years", "period", "periods", "era", "eras",
        "age", "ages", "war", "wars", "reign", "month", "months", "week", "weeks", "season", "seasons",
        "winter", "summer", "spring", "autumn", "millennium", "dynasty", "lifetime", "childhood", "youth",
        "campaign", "occupation", "revolution", "renaissance", "depression", "presidency", "administration",
        "career", "careers", "tenure", "stay", "visit", "tour", "voyage", "expedition"
    ]

    /// Possessive determiners, tagged pronouns, that may open a span's
    /// phrase ("during his reign", "in their long stay").
    static let possessives: Set<String> = ["his", "her", "its", "their", "our", "my", "your"]

    /// Hyphens and dashes inside a word the tokenizer splits ("mid-19th",
    /// "20-plus"): they neither end a span's phrase nor count as its words.
    static let joiners: Set<String> = ["-", "\u{2010}", "\u{2011}", "\u{2013}"]

    /// Words that hedge a span's length and may stand before it ("within about
    /// a century"), whatever their tag.
    static let approximators: Set<String> = ["about", "around", "nearly", "almost", "roughly", "approximately"]

    /// How many words after a span preposition its head noun may stand
    /// ("during about the past century": the fourth).
    static let spanReach = 4

    /// True when `option` fits the slot at `index` of the tagged sentence
    /// (`words`, `tags`) as well as the answer standing there.
    package static func fits(option: String, words: [String], tags: [UPOS], index: Int) -> Bool {
        if distributives.contains(option.lowercased()) {
            return distributiveFits(option: option.lowercased(), words: words, tags: tags, index: index)
        }
        if spanEnds.contains(option.lowercased()) {
            return spanEndFits(option: option.lowercased(), words: words, index: index)
        }
        if spanPrepositions.contains(option.lowercased()) || durationPrepositions.contains(option.lowercased()) {
            return spanFits(option: option.lowercased(), words: words, tags: tags, index: index)
        }
        if restrictiveRelatives.contains(option.lowercased()) {
            return relativeFits(option: option.lowercased(), words: words, tags: tags, index: index)
        }
        guard option.lowercased() == "the", words.indices.contains(index), index + 1 < min(words.count, tags.count),
            tags[index] == .det, theStandsFor.contains(words[index].lowercased()),
            nounPhraseStarts.contains(tags[index + 1])
        else { return false }
        let previous = index > 0 ? words[index - 1].lowercased() : ""
        return !beforeIndefinite.contains(previous) && !pronounUses.contains(words[index + 1].lowercased())
    }

    /// A span preposition in the slot of another of its group before a time span: the
    /// phrase after the slot reaches, within `spanReach` words and before
    /// any punctuation or verb, a noun of `spanNouns`; a possessive may open
    /// it, and a hyphen inside a word neither ends it nor counts. Not a year:
    /// "achieved in 1975" is a point in time, where "during" does not read as well.
    private static func spanFits(option: String, words: [String], tags: [UPOS], index: Int) -> Bool {
        let answer = words.indices.contains(index) ? words[index].lowercased() : ""
        guard index < tags.count, tags[index] == .adp, answer != option,
            (spanPrepositions.contains(answer) && spanPrepositions.contains(option))
                || (durationPrepositions.contains(answer) && durationPrepositions.contains(option))
        else { return false }
        var reached = 0
        for position in (index + 1)..<min(words.count, tags.count) {
            let word = words[position].lowercased()
            if joiners.contains(word) { continue }
            reached += 1
            if reached > spanReach { return false }
            if approximators.contains(word) || (tags[position] == .pron && possessives.contains(word)) { continue }
            switch tags[position] {
            case .punct, .verb, .aux, .adp, .sconj, .cconj, .pron: return false
            default: break
            }
            if spanNouns.contains(word) { return true }
            if tags[position] == .noun || tags[position] == .propn, position + 1 < tags.count,
                tags[position + 1] != .noun, tags[position + 1] != .propn
            {
                return false
            }
        }
        return false
    }

    /// A relative pronoun in the slot of another at the start of a
    /// restrictive clause: right after a noun (no comma, so not the
    /// non-restrictive "…, which"), tagged a pronoun (not the "that" of "said
    /// that"), and "that" for either "which" or "who", or "which" for "that".
    /// "which" never stands for "who", nor "who" for a thing's "which".
    private static func relativeFits(option: String, words: [String], tags: [UPOS], index: Int) -> Bool {
        guard words.indices.contains(index), index < tags.count, index > 0, tags[index] == .pron,
            antecedents.contains(tags[index - 1])
        else { return false }
        switch (words[index].lowercased(), option) {
        case ("which", "that"), ("who", "that"), ("that", "which"): return true
        default: return false
        }
    }

    /// "each" in the slot of "every" or the reverse, as the determiner of a
    /// noun phrase: not a pronoun's or partitive's slot ("each of", "each
    /// other"), not a number's ("every two years"), and "each" not after a
    /// word only "every" follows ("almost every").
    private static func distributiveFits(option: String, words: [String], tags: [UPOS], index: Int) -> Bool {
        guard words.indices.contains(index), index + 1 < min(words.count, tags.count), tags[index] == .det,
            distributives.contains(words[index].lowercased()), words[index].lowercased() != option,
            [.noun, .propn, .adj].contains(tags[index + 1]),
            !pronounUses.contains(words[index + 1].lowercased())
        else { return false }
        let previous = index > 0 ? words[index - 1].lowercased() : ""
        return option == "every" || !beforeEveryOnly.contains(previous)
    }

    /// A word that ends a span of years in the slot of another, before a
    /// year (a number of three or four digits): always when the answer is
    /// "until" or "till", which only end a span; for "to", only when "from"
    /// opens the span a few words before ("from 1903 to 1908"), since "grew
    /// to 2000" counts, not dates.
    private static func spanEndFits(option: String, words: [String], index: Int) -> Bool {
        guard words.indices.contains(index), index + 1 < words.count else { return false }
        let answer = words[index].lowercased()
        guard spanEnds.contains(answer), answer != option, isYear(words[index + 1]) else { return false }
        guard answer == "to" else { return true }
        let opening = max(0, index - spanStartReach)
        return words[opening..<index].contains { $0.lowercased() == "from" }
    }

    /// Three or four ASCII digits: how a year stands in prose.
    private static func isYear(_ word: String) -> Bool {
        (3...4).contains(word.utf8.count) && word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
