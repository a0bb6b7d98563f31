import BlanksTagger

/// What the agreement rules read around one blank: its answer and tag, the
/// word after it, and the noun a determiner in the slot would go with.
package struct AgreementSlot: Sendable, Equatable {
    package var answer: String
    package var answerTag: UPOS
    /// The next token when it is a word of letters; nil at the end or before punctuation or a number.
    package var next: String?
    /// The first noun after the slot, over adjectives, adverbs and numbers
    /// only (the noun a determiner there would govern); nil when none.
    package var headNoun: String?

    package init(answer: String, answerTag: UPOS, next: String?, headNoun: String?) {
        self.answer = answer
        self.answerTag = answerTag
        self.next = next
        self.headNoun = headNoun
    }

    /// The slot at `index` of a tagged sentence.
    package init(words: [String], tags: [UPOS], index: Int) {
        answer = words.indices.contains(index) ? words[index] : ""
        answerTag = tags.indices.contains(index) ? tags[index] : .x
        let following = index + 1
        next = following < words.count && words[following].unicodeScalars.allSatisfy(\.properties.isAlphabetic)
            ? words[following] : nil
        headNoun = nil
        var position = following
        while position < min(words.count, tags.count, index + 5) {
            switch tags[position] {
            case .noun:
                headNoun = words[position]
                return
            case .adj, .adv, .num:
                position += 1
            default:
                return
            }
        }
    }
}
