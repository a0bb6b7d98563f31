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
        // One pass over the bytes in place; only a word outside ASCII reads Unicode properties.
        let (prefix, packed, readable) = WordRules.withUTF8(word) { bytes in
            (WordPrefix(utf8: bytes), Self.packed(bytes), Self.asciiHasLetterOrDigit(bytes))
        }
        self.prefix = prefix
        (low, high) = packed ?? (0, Self.notPacked)
        isReadable = readable ?? WordRules.hasLetterOrDigit(word)
    }

    /// The packed spelling of `bytes`, nil when they are too many or not all ASCII.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        guard bytes.count <= packedBytes else { return nil }
        var (low, high) = (UInt64(0), UInt64(bytes.count) << 56)
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let lowered = UInt64(WordRules.isASCIILetter(byte) ? byte | 0x20 : byte)
            if offset < 8 {
                low |= lowered << (8 * UInt64(offset))
            } else {
                high |= lowered << (8 * UInt64(offset - 8))
            }
        }
        return (low, high)
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
