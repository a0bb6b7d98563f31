import BlanksTagger

/// A function word that stands in for others almost anywhere its class
/// stands, which a word n-gram model underrates because the pair is rare in
/// any one context: "the" in the slot of a demonstrative or quantifier ("all
/// of these projects", "in this treaty", "denied any powers"). With both
/// words among a puzzle's options, a player who writes "the" is right too.
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

    /// True when `option` fits the slot at `index` of the tagged sentence
    /// (`words`, `tags`) as well as the answer standing there.
    package static func fits(option: String, words: [String], tags: [UPOS], index: Int) -> Bool {
        guard option.lowercased() == "the", words.indices.contains(index), index + 1 < min(words.count, tags.count),
              tags[index] == .det, theStandsFor.contains(words[index].lowercased()),
              nounPhraseStarts.contains(tags[index + 1])
        else { return false }
        let previous = index > 0 ? words[index - 1].lowercased() : ""
        return !beforeIndefinite.contains(previous) && !pronounUses.contains(words[index + 1].lowercased())
    }
}
