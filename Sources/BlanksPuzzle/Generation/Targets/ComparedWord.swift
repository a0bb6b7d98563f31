/// What the give-away rule reads of one token when it compares it with a
/// candidate or with a blank's neighbour, made once a sentence
/// (`AnalyzedSentence.compared`): the rule compares every candidate with
/// every word of its paragraph, and reading the strings each time cost more
/// than the rest of a passage's candidates.
///
/// The spelling of an ASCII token of at most `packedBytes` bytes (nearly
/// every word of prose) is held packed, ASCII letters lowercased: two packed
/// tokens are the same word (`BlankTarget.sameWord`) exactly when their
/// packed spellings are equal (`ComparedWordTests` pins that on case pairs,
/// punctuation, the longest packed words and the first ones not packed).
/// A longer token or one outside ASCII is not packed, and the rule compares
/// its text.
struct ComparedWord: Sendable, Equatable {
    /// The longest spelling held packed: eight bytes in one integer, seven
    /// in the other beside the count.
    static let packedBytes = 15

    /// Bytes 0–7 of the lowercased spelling, the first in the lowest byte.
    private let low: UInt64
    /// Bytes 8–14, then the byte count in the top byte; `notPacked` when the spelling is not held.
    private let high: UInt64
    /// The token's `WordPrefix`, which a stem shared with the answer needs too.
    let prefix: WordPrefix
    /// Whether the token has a letter or a digit (`WordRules.hasLetterOrDigit`):
    /// only such a token is a word the player reads beside a blank.
    let isReadable: Bool

    private static let notPacked = UInt64.max

    init(_ word: String) {
        // The bytes in place, a word at a time; only a word outside ASCII reads Unicode properties.
        let (prefix, packed, readable) = WordRules.withUTF8(word) { bytes in
            let packed = Self.packed(bytes)
            return (
                WordPrefix(utf8: bytes), packed,
                packed.map { Self.hasLetterOrDigit($0.low) || Self.hasLetterOrDigit($0.high) }
                    ?? Self.asciiHasLetterOrDigit(bytes)
            )
        }
        self.prefix = prefix
        (low, high) = packed ?? (0, Self.notPacked)
        isReadable = readable ?? WordRules.hasLetterOrDigit(word)
    }

    /// The packed spelling of `bytes` (ASCII letters lowercased, the count
    /// in the top byte), nil when they are too many or not all ASCII. The
    /// bytes are gathered as they are, then lowercased eight at a time.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64)? {
        guard bytes.count <= packedBytes else { return nil }
        var (low, high) = (UInt64(0), UInt64(0))
        for (offset, byte) in bytes.enumerated() {
            if offset < 8 {
                low |= UInt64(byte) << (8 * UInt64(offset))
            } else {
                high |= UInt64(byte) << (8 * UInt64(offset - 8))
            }
        }
        guard (low | high) & highBits == 0 else { return nil }
        return (lowercased(low), lowercased(high) | UInt64(bytes.count) << 56)
    }

    /// 0x80 in every byte of a word.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// 0x80 in each byte of `word`, eight ASCII bytes, that is at least
    /// `bound` (below 0x80), else 0: with the high bits set first no byte's
    /// subtraction borrows from the next.
    @inline(__always)
    private static func atLeast(_ bound: UInt8, _ word: UInt64) -> UInt64 {
        ((word | highBits) &- UInt64(bound) &* 0x0101_0101_0101_0101) & highBits
    }

    /// 0x80 in each byte of the ASCII `word` from `first` to `last`, else 0.
    @inline(__always)
    private static func within(_ first: UInt8, _ last: UInt8, _ word: UInt64) -> UInt64 {
        atLeast(first, word) & ~atLeast(last + 1, word)
    }

    /// Eight ASCII bytes with the upper-case letters lowercased: 0x80 >> 2 is the case bit, 0x20.
    @inline(__always)
    private static func lowercased(_ word: UInt64) -> UInt64 {
        word | within(UInt8(ascii: "A"), UInt8(ascii: "Z"), word) >> 2
    }

    /// Whether eight lowercased ASCII bytes hold a letter or a digit (a zero
    /// byte past the end holds neither, nor does the count, at most 15).
    @inline(__always)
    private static func hasLetterOrDigit(_ word: UInt64) -> Bool {
        within(UInt8(ascii: "a"), UInt8(ascii: "z"), word) | within(UInt8(ascii: "0"), UInt8(ascii: "9"), word) != 0
    }

    /// `WordRules.hasLetterOrDigit` of ASCII bytes, nil when a byte is outside ASCII.
    private static func asciiHasLetterOrDigit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var found = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            found = found || WordRules.isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        return found
    }

    /// Whether the two tokens are the same word ignoring case, or nil when
    /// one of them is not packed and their texts decide (`BlankTarget.sameWord`).
    func isSameWord(as other: ComparedWord) -> Bool? {
        guard high != Self.notPacked, other.high != Self.notPacked else { return nil }
        return low == other.low && high == other.high
    }
}
