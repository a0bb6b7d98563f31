/// The `WordPrefix` fingerprints of one sentence's words, summed up in 128
/// bits, each fingerprint setting one bit, and whether a word opens outside
/// ASCII (a fingerprint that matches every other).
///
/// The give-away rule looks for the answer in every sentence of its
/// paragraph; most sentences hold no word that could match it, and this
/// summary, made once a sentence, says so without reading their words.
/// It may answer yes for a sentence with no match (two fingerprints that
/// share a bit), never no for one that has a match (`WordPrefixSetTests`).
struct WordPrefixSet: Sendable, Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var holdsOutsideASCII = false

    init(_ prefixes: some Sequence<WordPrefix>) {
        for prefix in prefixes { insert(prefix) }
    }

    private mutating func insert(_ prefix: WordPrefix) {
        if prefix.isOutsideASCII { holdsOutsideASCII = true }
        let bit = prefix.setBit
        if bit < 64 {
            low |= 1 << UInt64(bit)
        } else {
            high |= 1 << UInt64(bit - 64)
        }
    }

    /// False only when no fingerprint of the set `mayMatch` `prefix`.
    func mayHoldMatch(of prefix: WordPrefix) -> Bool {
        if holdsOutsideASCII || prefix.isOutsideASCII { return true }
        let bit = prefix.setBit
        return (bit < 64 ? low >> UInt64(bit) : high >> UInt64(bit - 64)) & 1 != 0
    }
}
