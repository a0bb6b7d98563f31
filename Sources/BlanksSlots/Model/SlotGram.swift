import BlanksTagger

/// How the scorer sees words: lowercased, every token with a digit one
/// number token, and the keys of word n-grams in the model's count table.
///
/// A key is 32 bits of a 64-bit hash of the n-gram (its order folded in, so
/// a unigram never shares a key with a bigram). Two n-grams of the model may
/// share a key; their counts are then summed. At a few hundred thousand keys
/// a query matches a stranger's key about once in ten thousand lookups,
/// which moves a score by a count, never the rule's outcome by much.
package enum SlotGram {
    /// The hash of the sentence start, twice before the first word.
    package static let start = TaggerHash.string("<s>")
    /// The hash of the sentence end, after the last word.
    package static let end = TaggerHash.string("</s>")

    /// The form a word is counted under.
    package static func normalized(_ word: String) -> String {
        if word.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return "<num>" }
        return word.lowercased()
    }

    /// The hash of one word as counted.
    package static func hash(_ word: String) -> UInt64 {
        TaggerHash.string(normalized(word))
    }

    @inline(__always)
    package static func key(_ a: UInt64) -> UInt32 {
        fold(TaggerHash.mix(a ^ 0x1111_1111_1111_1111))
    }

    @inline(__always)
    package static func key(_ a: UInt64, _ b: UInt64) -> UInt32 {
        fold(TaggerHash.mix(TaggerHash.mix(a ^ 0x2222_2222_2222_2222) ^ b))
    }

    @inline(__always)
    package static func key(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> UInt32 {
        fold(TaggerHash.mix(TaggerHash.mix(TaggerHash.mix(a ^ 0x3333_3333_3333_3333) ^ b) ^ c))
    }

    @inline(__always)
    private static func fold(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 32)
    }
}
