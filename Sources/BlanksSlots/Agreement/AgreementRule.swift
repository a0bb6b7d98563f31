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
        allCases.first { !$0.allows(option: option, optionTag: optionTag, at: slot) }
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

    /// The classes `word` may stand for, as tagged `tag`.
    static func classes(of word: String, tag: UPOS) -> Set<UPOS> {
        word.lowercased() == "that" ? [.det, .cconj] : [wordClass(tag)]
    }

    /// True when this rule lets `option` stand in `slot`.
    package func allows(option: String, optionTag: UPOS, at slot: AgreementSlot) -> Bool {
        switch self {
        case .articleSound:
            let lower = option.lowercased()
            guard lower == "a" || lower == "an", let next = slot.next,
                  let vowel = WordSound.startsWithVowelSound(next) else { return true }
            return vowel == (lower == "an")
        case .number:
            if slot.answerTag == .det, let marked = WordNumber.determinerNumber(option), let noun = slot.headNoun {
                return marked == WordNumber.nounNumber(noun)
            }
            guard optionTag == .noun, slot.answerTag == .noun else { return true }
            return WordNumber.nounNumber(option) == WordNumber.nounNumber(slot.answer)
        case .verbForm:
            guard optionTag == .verb, slot.answerTag == .verb else { return true }
            return WordNumber.verbForm(option) == WordNumber.verbForm(slot.answer)
        case .capital:
            return WordSound.isCapitalised(option) == WordSound.isCapitalised(slot.answer)
        case .wordClass:
            return !Self.classes(of: option, tag: optionTag).isDisjoint(with: Self.classes(of: slot.answer, tag: slot.answerTag))
        }
    }
}
