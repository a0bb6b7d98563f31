/// How well one word fits one slot (base-2 logarithms in units of 2⁻¹⁶ bit):
/// the log-probability of the slot's word and the next two words given the
/// two before, the same seen from each side, and what the model saw of the
/// word beside the slot's neighbours.
package struct SlotScore: Sendable, Equatable, Comparable {
    package var bits: Int
    /// True when the word was counted both right after the word before the
    /// slot and right before the word after it (a sentence start or end
    /// counts as a word). A word without that evidence is scored mostly on
    /// its frequency, which says little about the slot: on the labelled
    /// blanks, asking for both sides flags fewer blanks at the same recall.
    package var seen: Bool
    /// True when a trigram holding the word and the slot's neighbours was
    /// counted (the shipped model keeps trigrams seen twice or more). A
    /// content word's bigrams say little ("a book" fits after any "a"), so
    /// the one-solution rule asks content words for this evidence too.
    package var seenInTrigram: Bool

    /// log2 of how likely the word is after the slot's two left words, and
    /// of how likely the two right words are after it (bigram and trigram
    /// ratios with half a count added, so an unseen pair is unlikely, not
    /// impossible). A function word fits as well as the answer only when it
    /// does on both sides: one frequent neighbour ("known as", "known by")
    /// must not carry a word the other side rules out.
    package var left: Int
    package var right: Int

    package init(bits: Int, seen: Bool, seenInTrigram: Bool = false, left: Int = 0, right: Int = 0) {
        self.bits = bits
        self.seen = seen
        self.seenInTrigram = seenInTrigram
        self.left = left
        self.right = right
    }

    package static func < (lhs: SlotScore, rhs: SlotScore) -> Bool { lhs.bits < rhs.bits }
}
