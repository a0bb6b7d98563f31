import BlanksTagger

/// What the agreement rules read around one blank: its answer, the sound
/// the next word starts with, and the number of the noun a determiner in the
/// slot would go with.
package struct AgreementSlot: Sendable, Equatable {
    package var answer: AgreementWord
    /// Whether the next token starts with a vowel sound; nil at the end, before
    /// punctuation or a number, or when its sound is unknown.
    package var nextStartsWithVowelSound: Bool?
    /// The number of the first noun after the slot, over adjectives, adverbs
    /// and numbers only (the noun a determiner there would govern); nil when none.
    var headNounNumber: WordNumber?

    /// The slot at `index` of a tagged sentence; `answerTag` overrides the
    /// answer's tag in `tags` (a labelled blank's own).
    package init(words: [String], tags: [UPOS], index: Int, answerTag: UPOS? = nil) {
        self.init(
            words: words, tags: tags, index: index,
            answer: AgreementWord(
                words.indices.contains(index) ? words[index] : "",
                tag: answerTag ?? (tags.indices.contains(index) ? tags[index] : .x)))
    }

    /// The same slot for a caller that has read its answer already (`AgreementWord`).
    package init(words: [String], tags: [UPOS], index: Int, answer: AgreementWord) {
        self.answer = answer
        let following = index + 1
        nextStartsWithVowelSound = following < words.count ? WordSound.startsWithVowelSound(words[following]) : nil
        headNounNumber = nil
        var position = following
        while position < min(words.count, tags.count, index + 5) {
            switch tags[position] {
            case .noun:
                headNounNumber = WordNumber.nounNumber(words[position].lowercased())
                return
            case .adj, .adv, .num:
                position += 1
            default:
                return
            }
        }
    }
}
