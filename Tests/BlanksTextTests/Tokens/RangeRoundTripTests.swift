import Testing

@testable import BlanksText

/// Property: every sentence and token range, applied to its text, gives back
/// that sentence or token — on generated text mixing the hard characters
/// (é, –, “ ”, CJK, emoji, abbreviations, spaces) and on real stripped prose.
@Suite struct RangeRoundTripTests {
    /// SplitMix64, so the generated texts are the same on every run.
    struct SplitMix64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let pieces = [
        "Café", "naïve", "–", "—", "“quoted”", "‘single’", "漢字", "日本語。", "😀", "👩‍👩‍👧", "e.g.", "U.S.", "Dr.",
        "J.", "3.14", "1,000", "c.", "(see", "below)", "it's", "don't", "?", "!", "...", "…", ".", ",", "\"", "'",
        "word", "The", "he", "Ελλάδα", "جزائر", "x-ray", "well-known", "http://a.org/b", "  ", "\n", "\n\n", "\u{A0}",
        "é\u{301}", "🇫🇷"
    ]

    static func generatedText(seed: UInt64) -> String {
        var random = SplitMix64(state: seed)
        var text = ""
        for _ in 0..<(5 + Int(random.next() % 60)) {
            text += random.pick(pieces)
            if random.next() % 4 != 0 { text += " " }
        }
        return text
    }

    private func checkRoundTrip(_ text: String) {
        let units = Array(text.utf16)
        var previousEnd = 0
        for sentence in SentenceSegmenter().sentences(in: text) {
            #expect(sentence.length > 0)
            #expect(sentence.start >= previousEnd)
            previousEnd = sentence.end
            guard let sentenceText = text.substring(utf16: sentence) else {
                Issue.record(
                    "sentence range \(sentence) does not fall on character boundaries of \(text.debugDescription)")
                continue
            }
            #expect(String(decoding: units[sentence.start..<sentence.end], as: UTF16.self) == String(sentenceText))
            var previousToken = sentence.start
            for token in Tokenizer().tokens(in: text, range: sentence) {
                #expect(sentence.contains(token.range))
                #expect(token.start >= previousToken)
                previousToken = token.range.end
                #expect(
                    text.substring(utf16: token.range).map(String.init) == token.text,
                    "token \(token) in \(text.debugDescription)")
            }
        }
        // Sentences cover every non-space character.
        let covered = SentenceSegmenter().sentences(in: text).reduce(0) { sum, range in
            sum + units[range.start..<range.end].filter { !CharacterClass.isSpace($0) }.count
        }
        #expect(covered == units.filter { !CharacterClass.isSpace($0) }.count)
    }

    @Test(arguments: 0..<300)
    func generatedTextRoundTrips(seed: Int) {
        checkRoundTrip(Self.generatedText(seed: UInt64(seed)))
    }

    @Test func strippedProseRoundTrips() {
        let wikitext = """
            '''Achilles''' ({{IPAc-en|ə|ˈ|k|ɪ|l|iː|z}}; {{lang-grc|Ἀχιλλεύς}}, ''Akhilleus'') was a [[Greeks|Greek]] hero \
            of the [[Trojan War]]. Dr. Smith said “it's {{convert|5|km}} away” — or so… 😀 he wrote in 漢字。 End.
            """
        for paragraph in WikitextStripper().paragraphs(from: wikitext) {
            checkRoundTrip(paragraph.text)
        }
    }
}
