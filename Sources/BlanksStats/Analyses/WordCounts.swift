/// Counts every word of the text, case-insensitively.
///
/// A word is anything between white space, markup and punctuation included.
/// White space is a character whose first scalar has the Unicode
/// `White_Space` property (`WhiteSpace`, as `Character.isWhitespace`): space, tab, the line
/// breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029), no-break spaces
/// (U+00A0, U+202F), the other spaces of category Zs (U+1680, U+2000–U+200A,
/// U+205F, U+3000). Zero-width space (U+200B) and the byte-order mark are not
/// white space, so they stay inside words. Words are lowercased with
/// `String.lowercased()`, the Unicode default case mapping, which ignores
/// the locale.
public struct WordCounts: TextAnalysis {
    public let name = "wordCounts"
    private var tally = WordTally()
    /// The start of a word that the previous piece ended inside.
    private var unfinishedWord = ""

    public init() {}

    public mutating func consume(_ text: Substring) -> Bool {
        var wordStart: Substring.Index? = unfinishedWord.isEmpty ? nil : text.startIndex
        var index = text.startIndex
        for character in text {
            let next = text.utf8.index(index, offsetBy: character.utf8.count)
            if WhiteSpace.starts(character) {
                if let start = wordStart {
                    count(text[start..<index])
                    wordStart = nil
                }
            } else if wordStart == nil {
                wordStart = index
            }
            index = next
        }
        if let start = wordStart {
            let tail = text[start...]
            unfinishedWord = unfinishedWord.isEmpty ? String(tail) : unfinishedWord + tail
        }
        return true
    }

    public func result() -> AnalysisOutcome {
        var tally = tally
        if !unfinishedWord.isEmpty { tally.add(unfinishedWord.lowercased()) }
        return .wordCounts(tally.table())
    }

    private mutating func count(_ piece: Substring) {
        if unfinishedWord.isEmpty {
            tally.add(piece.lowercased())
        } else {
            tally.add((unfinishedWord + piece).lowercased())
            unfinishedWord = ""
        }
    }
}
