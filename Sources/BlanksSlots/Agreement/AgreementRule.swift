import BlanksTagger

/// Agreement a word n-gram model may miss, stated as named rules: an option
/// that breaks one cannot be a right answer of the blank, however well the
/// scorer rates it. Each rule only rules options out; it never makes one fit.
///
/// - `a-an`: "a" only before a consonant sound, "an" only before a vowel sound.
/// - `number`: at a determiner blank, a determiner that marks number
///   ("this", "these", "each", "many") only before a noun of that number; a noun option only where the
///   answer noun has its number.
/// - `verb-form`: a verb option only where the answer verb has its form
///   (the "-s" of the third person, the "-ing" participle).
/// - `capital`: an option only fits where its case does: a capitalised
///   option at a capitalised answer (a sentence start), a lower-case one elsewhere.
/// - `word-class`: an option only fits a blank of its own word class (as
///   tagged where it was taken from), with determiners and pronouns one
///   class ("this", "that" are either) and the two kinds of conjunction one;
///   "that", which the treebank tags as determiner, pronoun and subordinating
///   conjunction alike (and the tagger confuses), belongs to both classes.
///   A player reads a preposition's slot as a preposition's: the n-gram
///   counts, which see two words each side, do not.
package enum AgreementRule: String, CaseIterable, Sendable {
    case wordClass = "word-class"
    case articleSound = "a-an"
    case number
    case verbForm = "verb-form"
    case capital

    /// The first rule that rules `option` (tagged `optionTag` where it was
    /// taken from) out of `slot`, or nil when none does.
    package static func excluding(option: String, optionTag: UPOS, at slot: AgreementSlot) -> AgreementRule? {
        excluding(option: AgreementWord(option, tag: optionTag), at: slot)
    }

    /// The same for a word read once (the check's inner loop).
    package static func excluding(option: AgreementWord, at slot: AgreementSlot) -> AgreementRule? {
        allCases.first { !$0.allows(option: option, at: slot) }
    }

    /// The class `word-class` compares: a tag, or the first tag of its group.
    static func wordClass(_ tag: UPOS) -> UPOS {
        switch tag {
        case .pron: .det
        case .sconj: .cconj
        case .propn: .noun
        default: tag
        }
    }

    static func bit(_ tag: UPOS) -> UInt32 { 1 << UInt32(tag.index) }

    /// True when this rule lets `option` stand in `slot`.
    func allows(option: AgreementWord, at slot: AgreementSlot) -> Bool {
        let answer = slot.answer
        switch self {
        case .wordClass:
            return option.classes & answer.classes != 0
        case .articleSound:
            guard option.lower == "a" || option.lower == "an", let vowel = slot.nextStartsWithVowelSound else {
                return true
            }
            return vowel == (option.lower == "an")
        case .number:
            if answer.tag == .det, let marked = option.determinerNumber, let noun = slot.headNounNumber {
                return marked == noun
            }
            guard option.tag == .noun, answer.tag == .noun else { return true }
            return option.nounNumber == answer.nounNumber
        case .verbForm:
            guard option.tag == .verb, answer.tag == .verb else { return true }
            return option.verbForm == answer.verbForm
        case .capital:
            return option.capitalised == answer.capitalised
        }
    }
}
