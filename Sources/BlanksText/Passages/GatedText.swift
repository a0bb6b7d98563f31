import BlanksModel

/// One paragraph as the passage gate reads it: its scalars, its sentences,
/// each with its tokens and what the checks ask of each token
/// (`TokenFacts`), computed once and shared by every check.
struct GatedText {
    struct Sentence {
        /// UTF-16 range of the sentence in the paragraph.
        var range: TextRange
        var tokens: [String]
        /// `tokens` lowercased.
        var lower: [String]
        /// The facts of each token, in `tokens` order.
        var facts: [TokenFacts]
        /// How many tokens hold a letter or a digit.
        var wordCount: Int
    }

    let text: String
    /// `text`'s UTF-16 code units, which sentence ranges index.
    let units: [UInt16]
    /// `Array(text.unicodeScalars)`, for the checks that read scalars and
    /// their neighbours.
    let scalars: [Unicode.Scalar]
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
        self.units = units
        self.segmented = segmented
        scalars = Self.scalars(of: text, count: units.count)
        sentences = segmented.map { sentence in
            let tokens = sentence.tokens.map(\.text)
            let lower = tokens.map(Self.lowercased)
            let facts = zip(tokens, lower).map { TokenFacts($0, lower: $1) }
            return Sentence(
                range: sentence.range, tokens: tokens, lower: lower, facts: facts,
                wordCount: facts.count(where: \.isWord))
        }
    }

    /// The scalars of `text`, which has `count` UTF-16 units (no fewer scalars than that).
    private static func scalars(of text: String, count: Int) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(count)
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        return scalars
    }

    /// `token.lowercased()`; an ASCII token without a capital is its own lower case.
    static func lowercased(_ token: String) -> String {
        token.utf8.allSatisfy({ $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) }) ? token : token.lowercased()
    }

    /// The text with its closing quotes and brackets taken off the end.
    var withoutClosers: Substring {
        var end = Substring(text)
        while let last = end.last, GatedText.closers.contains(last) || last == " " { end = end.dropLast() }
        return end
    }

    static let closers: Set<Character> = ["\"", "'", ")", "]", "\u{201D}", "\u{2019}", "\u{BB}", "\u{203A}"]
}
