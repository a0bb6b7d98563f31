import BlanksModel
import BlanksSupport

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
    /// pass over the string's UTF-8 (valid, as every `String`'s is). Neither
    /// is longer than the UTF-8, so both are written in place at that
    /// capacity; sixteen ASCII bytes (most of a paragraph) are widened into
    /// sixteen units and sixteen scalars at once.
    private static func unitsAndScalars(of text: String) -> (units: [UInt16], scalars: [Unicode.Scalar]) {
        var text = text
        return text.withUTF8 { bytes in
            var scalars: [Unicode.Scalar] = []
            let units = [UInt16](unsafeUninitializedCapacity: bytes.count) { units, unitCount in
                scalars = [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { scalars, scalarCount in
                    (unitCount, scalarCount) = decode(bytes, units: units, scalars: scalars)
                }
            }
            return (units, scalars)
        }
    }

    /// Writes the UTF-16 units and the scalars of UTF-8 `bytes`; their counts.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, units: UnsafeMutableBufferPointer<UInt16>,
        scalars: UnsafeMutableBufferPointer<Unicode.Scalar>
    ) -> (units: Int, scalars: Int) {
        guard let source = UnsafeRawPointer(bytes.baseAddress), let unitBase = units.baseAddress,
            let scalarBase = scalars.baseAddress
        else { return (0, 0) }
        var i = 0
        var unitCount = 0
        var scalarCount = 0
        /// Where the next block of sixteen is tried: past the first byte
        /// above 0x7F of the last block that held one.
        var nextBlock = 0
        while i < bytes.count {
            if i >= nextBlock, bytes.count - i >= SIMDScan.width {
                let block = source.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                if let found = SIMDScan.first(block .>= SIMDScan.splat(0x80)) {
                    nextBlock = i + found + 1
                } else {
                    UnsafeMutableRawPointer(unitBase + unitCount).storeBytes(
                        of: SIMD16<UInt16>(truncatingIfNeeded: block), as: SIMD16<UInt16>.self)
                    UnsafeMutableRawPointer(scalarBase + scalarCount).storeBytes(
                        of: SIMD16<UInt32>(truncatingIfNeeded: block), as: SIMD16<UInt32>.self)
                    i += SIMDScan.width
                    unitCount += SIMDScan.width
                    scalarCount += SIMDScan.width
                    continue
                }
            }
            let lead = UInt32(bytes[i])
            if lead < 0x80 {
                unitBase[unitCount] = UInt16(lead)
                scalarBase[scalarCount] = Unicode.Scalar(UInt8(lead))
                unitCount += 1
                scalarCount += 1
                i += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = lead & (0x7F >> length)
            for k in 1..<min(length, bytes.count - i) { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
            i += length
            scalarBase[scalarCount] = Unicode.Scalar(value) ?? "\u{FFFD}"
            scalarCount += 1
            if value < 0x1_0000 {
                unitBase[unitCount] = UInt16(value)
                unitCount += 1
            } else {
                unitBase[unitCount] = 0xD800 | UInt16((value - 0x1_0000) >> 10)
                unitBase[unitCount + 1] = 0xDC00 | UInt16(value & 0x3FF)
                unitCount += 2
            }
        }
        return (unitCount, scalarCount)
    }

    /// The text with its closing quotes and brackets taken off the end.
    var withoutClosers: Substring {
        var end = Substring(text)
        while let last = end.last, GatedText.closers.contains(last) || last == " " { end = end.dropLast() }
        return end
    }

    static let closers: Set<Character> = ["\"", "'", ")", "]", "\u{201D}", "\u{2019}", "\u{BB}", "\u{203A}"]
}
