import BlanksSupport

/// A bracketed author–date citation opens a sentence: "(Smith 1997) Later
/// work …", or stands as a sentence of its own. Such a citation closed the
/// sentence before it; a boundary put it on the wrong side. A bracketed
/// sentence that happens to hold a year — "(In 1997 the band split.)" —
/// passes: a citation holds only names, years, pages and linking words.
enum CitationOpeningCheck {
    /// Lowercase words a citation may hold besides names and numbers.
    static let citationWords: WordSet = [
        "and", "&", "et", "al", "al.", "p", "p.", "pp", "pp.", "ed", "ed.", "eds", "eds.", "see", "cf", "cf.",
        "vol", "vol.", "ch", "ch.", "chap.", "n", "n.", "ff", "ff.", "f.", "in", "also", "e.g.", "i.e.", "ibid",
        "ibid.", "op", "cit", "cit.", "loc", "s", "'s",
    ]

    static func finds(in text: GatedText) -> Bool {
        for sentence in text.sentences {
            let tokens = sentence.tokens
            guard tokens.first == "(" || tokens.first == "[",
                  let close = tokens.firstIndex(where: { $0 == ")" || $0 == "]" }), close > 1 else { continue }
            let inside = tokens[1..<close]
            guard inside.count <= 16, let first = inside.first, first.first?.isUppercase == true,
                  inside.contains(where: isYear) else { continue }
            let words = inside.filter { $0.contains(where: \.isLetter) }
            if words.allSatisfy({ $0.first?.isUppercase == true || citationWords.contains($0.lowercased()) }) {
                return true
            }
        }
        return false
    }

    /// "1997", "1997a", "2001–2003": four digits, perhaps a letter or range after them.
    static func isYear(_ token: String) -> Bool {
        let digits = token.prefix(while: \.isNumber)
        return digits.count == 4 && digits.allSatisfy(\.isASCII)
    }
}
