import Testing

@testable import BlanksStats

struct GraphemeStreamDecoderTests {
    /// Texts whose characters straddle chunk boundaries in every way.
    static let trickyTexts = [
        "plain ASCII text",
        "line one\r\nline two\r\n\r\n",
        "e\u{301}te\u{301} cafe\u{301}\u{323}",  // combining marks
        "👩‍👩‍👧‍👦 family, 👍🏽 thumbs",  // ZWJ sequence, skin tone modifier
        "🇫🇷🇩🇪🇯🇵 flags side by side 🇺🇸",  // regional indicator pairs
        "日本語のテキスト、한국어 텍스트",
        "क्षत्रिय हिन्दी",  // Devanagari conjuncts
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",
        "\r\r\n\n\r"
    ]

    /// Splits `bytes` into chunks of `size` and returns the characters decoded.
    static func characters(of bytes: [UInt8], chunkSize size: Int) -> [Character] {
        var decoder = GraphemeStreamDecoder()
        var characters: [Character] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            characters += decoder.decode(Array(bytes[start..<end]))
            start = end
        }
        characters += decoder.finish()
        return characters
    }

    @Test(arguments: trickyTexts)
    func everyChunkSizeGivesTheCharactersOfTheWhole(text: String) {
        let bytes = Array(text.utf8)
        for size in 1...bytes.count {
            #expect(Self.characters(of: bytes, chunkSize: size) == Array(text), "chunk size \(size)")
        }
    }

    @Test func everySplitPointOfAnEmojiSequenceGivesOneCharacter() {
        let family = Array("👨‍👩‍👧".utf8)
        for split in 0...family.count {
            var decoder = GraphemeStreamDecoder()
            var characters = Array(decoder.decode(Array(family[..<split])))
            characters += decoder.decode(Array(family[split...]))
            characters += decoder.finish()
            #expect(characters == ["👨‍👩‍👧"], "split at \(split)")
        }
    }

    @Test func invalidUTF8DecodesAsTheWholeWouldAtEveryChunkSize() {
        // A truncated 4-byte sequence, a stray continuation byte, an overlong
        // encoding, a lone lead byte at the very end.
        let bytes: [UInt8] = [0x61, 0xF0, 0x9F, 0x98, 0x62, 0x80, 0x63, 0xC0, 0xAF, 0xE2, 0x82, 0xAC, 0x64, 0xE2]
        let expected = Array(String(decoding: bytes, as: UTF8.self))
        #expect(expected.contains("\u{FFFD}"))
        for size in 1...bytes.count {
            #expect(Self.characters(of: bytes, chunkSize: size) == expected, "chunk size \(size)")
        }
    }

    @Test func piecesEndOnlyWhereACharacterCertainlyEnds() {
        var decoder = GraphemeStreamDecoder()
        #expect(decoder.decode(Array("ab\r".utf8)) == "ab")
        #expect(decoder.decode(Array("\ncd".utf8)) == "\r\nc")
        #expect(decoder.finish() == "d")
        #expect(decoder.finish() == "")
    }

    @Test func completeLengthHoldsBackOnlyAnUnfinishedSequence() {
        #expect(GraphemeStreamDecoder.completeLength(of: []) == 0)
        #expect(GraphemeStreamDecoder.completeLength(of: [0x61]) == 1)
        #expect(GraphemeStreamDecoder.completeLength(of: [0x61, 0xE2, 0x82]) == 1)
        #expect(GraphemeStreamDecoder.completeLength(of: [0x61, 0xE2, 0x82, 0xAC]) == 4)
        #expect(GraphemeStreamDecoder.completeLength(of: [0xF0, 0x9F, 0x98]) == 0)
        #expect(GraphemeStreamDecoder.completeLength(of: [0xF0, 0x9F, 0x98, 0x80]) == 4)
        #expect(GraphemeStreamDecoder.completeLength(of: [0x80, 0x80, 0x80, 0x80]) == 4)
        #expect(GraphemeStreamDecoder.completeLength(of: [0x61, 0xFF]) == 2)
    }
}
