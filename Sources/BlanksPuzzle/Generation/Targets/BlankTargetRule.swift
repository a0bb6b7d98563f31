/// The rules that make a word worth asking, beyond being of the right
/// category: a teacher would not blank a letter, a unit, the "of" of "Bank of
/// England", a word standing alone in brackets, a typo, a word the tagger
/// could as well have tagged otherwise, a word that is not really of the
/// class its level asks for, or a word the passage shows again beside it.
///
/// Each rule has a name; the generator passes over a word that breaks one
/// (`BlankTarget.brokenRule`) and the validator reports a blank that breaks
/// one under the same name (`ValidationRule`), so a report and the docs say
/// which rule a word failed.
package enum BlankTargetRule: String, CaseIterable, Sendable, Codable {
    /// A one-letter word ("vowels such as ___"), except the article "a" and
    /// the pronoun "I", which are words of their class.
    case singleLetter = "single-letter"
    /// A unit of measure ("sq ___", "20 ___"): km, mi, kg, ft… (`UnitWords`).
    case unit
    /// A word cut short by a full stop ("approx.", "St.", "Inc."): an
    /// abbreviation the segmenter knows, or a full stop inside the sentence.
    case abbreviation
    /// A lower-case linking word between capitalised words of one name
    /// ("Ludwig van Beethoven", "Bank of England", "House of Representatives").
    case nameLink = "name-link"
    /// A word alone in brackets, slashes or quotes: a gloss, a transcription
    /// or a word mentioned rather than used.
    case bracketed
    /// A word the English word list built into the tagger does not list and
    /// the treebank never showed it: a typo, a foreign word, a transcription.
    case lexicon
    /// A word whose tag won by less than the margin chosen on held-out text
    /// (`BlankTarget.tagMarginFloor`): the tag, and so the level, is a guess.
    case tagMargin = "tag-margin"
    /// A word tagged with a class it cannot have: a closed class (ADP, DET,
    /// PRON, CCONJ, SCONJ) holds only its own words (`ClassMembers`), locative
    /// "there" is not a pronoun, and an open-class tag (NOUN, VERB, ADJ) must
    /// be one the word list gives the word, when it gives any.
    case classMember = "class-member"
    /// A word the passage shows again where the player copies it rather
    /// than reads for it ("manually propelled or electrically ___", "with
    /// five ___. The five spokes represent…"): in the same sentence or the
    /// one just before or after, the same word (ignoring case) or a regular
    /// inflection of it, tagged a content word (NOUN, VERB, ADJ, ADV) as the
    /// answer is, or standing in the same three words as the blank ("from ___
    /// is spontaneous … what is spontaneous"), which a function word needs
    /// since "the" and "of" recur in every sentence; farther off, the blank's
    /// phrase, or for a noun or adjective its two-word term
    /// (`BlankTarget.isGiveAway`).
    case giveAway = "give-away"

    /// What the rule asks, for messages.
    package var summary: String {
        switch self {
        case .singleLetter: return "a single letter"
        case .unit: return "a unit of measure"
        case .abbreviation: return "an abbreviation"
        case .nameLink: return "a linking word inside a name"
        case .bracketed: return "a word alone in brackets or quotes"
        case .lexicon: return "not an English word the tagger's word list knows"
        case .tagMargin: return "a tag the tagger is unsure of"
        case .classMember: return "not a word of the class it is tagged with"
        case .giveAway: return "a word the passage shows again beside it"
        }
    }
}
