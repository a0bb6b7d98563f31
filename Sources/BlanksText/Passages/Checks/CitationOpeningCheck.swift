import BlanksSupport

/// A bracketed author–date citation opens a sentence: "(Smith 1997) Later
/// work …", or stands as a sentence of its own. Such a citation closed the
/// sentence before it; a boundary put it on the wrong side. A bracketed
/// sentence that happens to hold a year — "(In 1997 the band split.)" —
/// passes: a citation holds only names, years, pages and linking words.
///
/// A sentence that is only a reference is one too: outside its brackets and
/// quotation marks it holds a number and no lowercase word ("\"Smith v.
/// Jones\", 12 F. 3d 45 (2001)."). English prose always has a lowercase word
/// outside quotes — a verb, an article, a preposition — while a case, a
/// law report, a catalogue entry or a score line is names and numbers.
enum CitationOpeningCheck {
    /// Lowercase words a citation may hold besides names and numbers.
    static let citationWords: WordSet = [
        "and", "&", "et", "al", "al.", "p", "p.", "pp", "pp.", "ed", "ed.", "eds", "eds.", "see", "cf", "cf.",
        "vol", "vol.", "ch", "ch.", "chap.", "n", "n.", "ff", "ff.", "f.", "in", "also", "e.g.", "i.e.", "ibid",
        "ibid.", "op", "cit", "cit.", "loc", "s", "'s"
    ]

    static func finds(in text: GatedText) -> Bool {
        for sentence in text.sentences {
            let tokens = sentence.tokens
            guard tokens.first == "(" || tokens.first == "[",
                let close = tokens.firstIndex(where: { $0 == ")" || $0 == "]" }), close > 1
            else { continue }
            let inside = tokens[1..<close]
            guard inside.count <= 16, let first = inside.first, first.first?.isUppercase == true,
                inside.contains(where: isYear)
            else { continue }
            let words = inside.filter { $0.contains(where: \.isLetter) }
            if words.allSatisfy({ $0.first?.isUppercase == true || citationWords.contains($0.lowercased()) }) {
                return true
            }
        }
        // Shorter ones are `ShortSentenceCheck`'s.
        return text.sentences.contains { $0.wordCount >= ShortSentenceCheck.minimumWords && isReference($0.tokens) }
    }

    /// Quotation marks that open or close a quoted title.
    static let quotes: WordSet = ["\"", "\u{201C}", "\u{201D}"]

    /// True when the words outside brackets and quotation marks include a
    /// number and none starting in lowercase.
    static func isReference(_ tokens: [String]) -> Bool {
        var depth = 0
        var quoted = false
        var hasNumber = false
        for token in tokens {
            // A token that opens with an ASCII letter or digit is no bracket or quotation mark, and that
            // byte is its first letter or number: its case is read on it, not on its characters.
            if let byte = token.utf8.first, ASCII.isAlphanumeric(byte) {
                guard depth == 0, !quoted else { continue }
                if ASCII.isLower(byte) { return false }
                if ASCII.isDigit(byte) { hasNumber = true }
                continue
            }
            switch token {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case _ where quotes.contains(token): quoted.toggle()
            default:
                guard depth == 0, !quoted, let first = token.first(where: { $0.isLetter || $0.isNumber }) else {
                    continue
                }
                if first.isLowercase { return false }
                if first.isNumber { hasNumber = true }
            }
        }
        return hasNumber
    }

    /// "1997", "1997a", "2001–2003": four digits, perhaps a letter or range after them.
    static func isYear(_ token: String) -> Bool {
        let digits = token.prefix(while: \.isNumber)
        return digits.count == 4 && digits.allSatisfy(\.isASCII)
    }
}
