import Testing

@testable import BlanksPuzzle

/// `ComparedWord` decides "the same word" exactly as `BlankTarget.sameWord`
/// whenever it decides at all, packs every ASCII word up to its limit and no
/// longer one, and reads a token as a word exactly when
/// `WordRules.hasLetterOrDigit` does.
@Suite struct ComparedWordTests {
    static let words =
        WordPrefixTests.words + [
            "", "-", "–", "@", "`", "[", "{", "a@", "a`", "A-B", "a-b", "x_y", "X_Y", "1", "12", "abcdefgh", "ABCDEFGH",
            "abcdefghi", "ABCDEFGHI", "abcdefghijklmno", "ABCDEFGHIJKLMNO", "abcdefghijklmnp", "abcdefghijklmnop",
            "ABCDEFGHIJKLMNOP", "\u{037E}", ";", "\u{1FEF}", "`"
        ]

    @Test func aDecidedPairIsDecidedAsSameWordDecidesIt() {
        var decided = 0
        for a in Self.words {
            for b in Self.words {
                guard let same = ComparedWord(a).isSameWord(as: ComparedWord(b)) else { continue }
                decided += 1
                #expect(same == BlankTarget.sameWord(a, b), "\(a) / \(b)")
            }
        }
        #expect(decided > Self.words.count * Self.words.count / 2)
    }

    @Test func asciiWordsUpToTheLimitArePackedAndLongerOnesAreNot() {
        let limit = String(repeating: "a", count: ComparedWord.packedBytes)
        #expect(ComparedWord(limit).isSameWord(as: ComparedWord(limit.uppercased())) == true)
        #expect(ComparedWord(limit).isSameWord(as: ComparedWord(limit + "a")) == nil)
        #expect(ComparedWord("Run").isSameWord(as: ComparedWord("rUN")) == true)
        #expect(ComparedWord("run").isSameWord(as: ComparedWord("runs")) == false)
        #expect(ComparedWord("@b").isSameWord(as: ComparedWord("`b")) == false)
        // Outside ASCII the text decides: the Kelvin sign lowercases to "k".
        #expect(ComparedWord("\u{212A}").isSameWord(as: ComparedWord("k")) == nil)
        #expect(BlankTarget.sameWord("\u{212A}", "k"))
    }

    /// Every ASCII byte, at the first, a middle and the last place of words
    /// of each length the packing reads differently: the bytes around the
    /// letters and digits ("@", "[", "`", "{", "/", ":") are neither letters
    /// nor lowercased, and each packed word is the same word as its other
    /// case and not as the word with the byte's case bit flipped.
    @Test func everyASCIIByteIsPackedAndReadAsItsScalar() {
        for length in [1, 3, 4, 7, 8, 9, 15] {
            for place in Set([0, length / 2, length - 1]) {
                for value in UInt8(0)..<0x80 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "."), count: length)
                    bytes[place] = value
                    let word = String(decoding: bytes, as: UTF8.self)
                    bytes[place] = value ^ 0x20
                    let flipped = String(decoding: bytes, as: UTF8.self)
                    let compared = ComparedWord(word)
                    #expect(
                        compared.isReadable == WordRules.hasLetterOrDigit(word), "\(value) at \(place) of \(length)")
                    for other in [word.uppercased(), word.lowercased(), flipped] {
                        #expect(
                            compared.isSameWord(as: ComparedWord(other)) == BlankTarget.sameWord(word, other),
                            "\(value) at \(place) of \(length)")
                    }
                }
            }
        }
    }

    @Test func aTokenReadsAsAWordWhenItHasALetterOrADigit() {
        for word in Self.words {
            #expect(ComparedWord(word).isReadable == WordRules.hasLetterOrDigit(word), "\(word)")
        }
        #expect(ComparedWord("1st").isReadable)
        #expect(!ComparedWord("–").isReadable)
        #expect(ComparedWord("–é").isReadable)
    }
}
