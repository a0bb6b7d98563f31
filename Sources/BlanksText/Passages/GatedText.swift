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
        let decoded = Self.unitsAndScalars(of: text)
        var units = decoded.units
        var sentences: [Sentence] = []
        segmented = units.withUnsafeMutableBufferPointer { buffer in
            let units = UnsafeBufferPointer(buffer)
            let segmented = SegmentedSentence.cut(units, segmenter: segmenter, tokenizer: tokenizer)
            sentences = segmented.map { Self.sentence($0, units: units) }
            return segmented
        }
        self.units = units
        self.sentences = sentences
        scalars = decoded.scalars
    }

    /// A sentence's tokens, their lower case and their facts, read on the
    /// paragraph's UTF-16 `units`.
    private static func sentence(_ sentence: SegmentedSentence, units: UnsafeBufferPointer<UInt16>) -> Sentence {
        let count = sentence.tokens.count
        var tokens: [String] = []
        var lower: [String] = []
        var facts: [TokenFacts] = []
        tokens.reserveCapacity(count)
        lower.reserveCapacity(count)
        facts.reserveCapacity(count)
        var wordCount = 0
        for token in sentence.tokens {
            let span = UnsafeBufferPointer(rebasing: units[token.start..<(token.start + token.length)])
            let (lowered, fact) = TokenFacts.read(token.text, units: span)
            tokens.append(token.text)
            lower.append(lowered)
            facts.append(fact)
            if fact.isWord { wordCount += 1 }
        }
        return Sentence(range: sentence.range, tokens: tokens, lower: lower, facts: facts, wordCount: wordCount)
    }

    /// `Array(text.utf16)` and `Array(text.unicodeScalars)`, decoded in one
    /// pass over the string's UTF-8 (valid, as every `String`'s is).
    private static func unitsAndScalars(of text: String) -> (units: [UInt16], scalars: [Unicode.Scalar]) {
        var text = text
        return text.withUTF8 { bytes in
            var units: [UInt16] = []
            var scalars: [Unicode.Scalar] = []
            units.reserveCapacity(bytes.count)
            scalars.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                let lead = UInt32(bytes[i])
                if lead < 0x80 {
                    units.append(UInt16(lead))
                    scalars.append(Unicode.Scalar(UInt8(lead)))
                    i += 1
                    continue
                }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = lead & (0x7F >> length)
                for k in 1..<min(length, bytes.count - i) { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
                i += length
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                if value < 0x1_0000 {
                    units.append(UInt16(value))
                } else {
                    units.append(0xD800 | UInt16((value - 0x1_0000) >> 10))
                    units.append(0xDC00 | UInt16(value & 0x3FF))
                }
            }
            return (units, scalars)
        }
    }

    /// The text with its closing quotes and brackets taken off the end.
    var withoutClosers: Substring {
        var end = Substring(text)
        while let last = end.last, GatedText.closers.contains(last) || last == " " { end = end.dropLast() }
        return end
    }

    static let closers: Set<Character> = ["\"", "'", ")", "]", "\u{201D}", "\u{2019}", "\u{BB}", "\u{203A}"]
}
