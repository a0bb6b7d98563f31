import BlanksModel

/// One paragraph as the passage gate reads it: its sentences, each with its
/// tokens, computed once and shared by every check.
struct GatedText {
    struct Sentence {
        var text: Substring
        var tokens: [String]
        /// `tokens` lowercased.
        var lower: [String]
        /// Tokens holding a letter or a digit.
        var words: [String]
    }

    let text: String
    let sentences: [Sentence]
    /// The segmenter's sentences with their tokens, as the gate hands them on.
    let segmented: [SegmentedSentence]

    /// Segments and tokenizes `text` once, on one UTF-16 copy of it.
    init(_ text: String, segmenter: SentenceSegmenter, tokenizer: Tokenizer) {
        self.text = text
        var units = Array(text.utf16)
        let segmented = units.withUnsafeMutableBufferPointer { buffer in
            SegmentedSentence.cut(UnsafeBufferPointer(buffer), segmenter: segmenter, tokenizer: tokenizer)
        }
        self.segmented = segmented
        // All ASCII exactly when every scalar takes one unit in both encodings.
        let ascii = text.utf8.count == units.count
        sentences = segmented.map { sentence in
            let range = sentence.range
            let tokens = sentence.tokens.map(\.text)
            return Sentence(
                text: ascii ? Self.slice(text, range) : Self.decoded(units, range), tokens: tokens,
                lower: tokens.map(Self.lowercased), words: tokens.filter(Self.holdsLetterOrDigit))
        }
    }

    /// `range` of an all-ASCII `text`, where UTF-16 and UTF-8 offsets agree, without a copy.
    private static func slice(_ text: String, _ range: TextRange) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.start)
        return text[start..<utf8.index(start, offsetBy: range.length)]
    }

    private static func decoded(_ units: [UInt16], _ range: TextRange) -> Substring {
        units.withUnsafeBufferPointer { units in
            Substring(String(decoding: UnsafeBufferPointer(rebasing: units[range.start..<range.end]), as: UTF16.self))
        }
    }

    /// `token.lowercased()`; an ASCII token without a capital is its own lower case.
    static func lowercased(_ token: String) -> String {
        token.utf8.allSatisfy({ $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }) ? token : token.lowercased()
    }

    /// True when a character of `token` is a letter or a number; an ASCII
    /// token's are its bytes A–Z, a–z and 0–9.
    static func holdsLetterOrDigit(_ token: String) -> Bool {
        guard token.utf8.allSatisfy({ $0 < 0x80 }) else { return token.contains { $0.isLetter || $0.isNumber } }
        return token.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 >= 0x30 && $0 <= 0x39 }
    }

    /// The text with its closing quotes and brackets taken off the end.
    var withoutClosers: Substring {
        var end = Substring(text)
        while let last = end.last, GatedText.closers.contains(last) || last == " " { end = end.dropLast() }
        return end
    }

    static let closers: Set<Character> = ["\"", "'", ")", "]", "\u{201D}", "\u{2019}", "\u{BB}", "\u{203A}"]

    /// True for a token that is one letter.
    static func isSingleLetter(_ token: String) -> Bool {
        token.count == 1 && token.first?.isLetter == true
    }

    /// True for tokens that read as numbers: "5", "1,200", "3.5", "½", "1990s".
    static func isNumber(_ token: String) -> Bool {
        token.first?.isNumber == true
    }
}
