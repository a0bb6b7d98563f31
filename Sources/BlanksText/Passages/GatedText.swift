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

    /// Segments and tokenizes `text` once, on one UTF-16 copy of it.
    init(_ text: String, segmenter: SentenceSegmenter, tokenizer: Tokenizer) {
        self.text = text
        var units = Array(text.utf16)
        sentences = units.withUnsafeMutableBufferPointer { buffer in
            let whole = UnsafeBufferPointer(buffer)
            return segmenter.sentences(in: whole).map { range in
                let tokens = tokenizer.tokens(in: whole, range.start..<range.end).map(\.text)
                let slice = String(decoding: UnsafeBufferPointer(rebasing: whole[range.start..<range.end]), as: UTF16.self)
                return Sentence(text: Substring(slice), tokens: tokens, lower: tokens.map { $0.lowercased() },
                                words: tokens.filter { $0.contains(where: { $0.isLetter || $0.isNumber }) })
            }
        }
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
