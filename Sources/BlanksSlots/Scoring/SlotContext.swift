/// The words around one slot of a sentence, hashed once, so the ten options
/// of a blank are scored with a handful of table lookups each. `left2` and
/// `left1` are the two words before the slot (sentence starts before the
/// first word), `right1` and `right2` the two after it; `right2` is nil when
/// `right1` is the sentence end.
package struct SlotContext: Sendable, Equatable {
    let left2: UInt64
    let left1: UInt64
    let right1: UInt64
    let right2: UInt64?

    /// The slot at `index` of `words` (tokens as the tokenizer cuts them); nil
    /// when `index` is not a position of `words`.
    package init?(words: [String], index: Int) {
        guard words.indices.contains(index) else { return nil }
        left2 = index >= 2 ? SlotGram.hash(words[index - 2]) : SlotGram.start
        left1 = index >= 1 ? SlotGram.hash(words[index - 1]) : SlotGram.start
        if index + 1 < words.count {
            right1 = SlotGram.hash(words[index + 1])
            right2 = index + 2 < words.count ? SlotGram.hash(words[index + 2]) : SlotGram.end
        } else {
            right1 = SlotGram.end
            right2 = nil
        }
    }
}
