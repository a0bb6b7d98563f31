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
/// the locale. A word longer than `WordPrefix.maximumBytes` is counted by
/// its first bytes, so text without white space costs linear time and
/// bounded memory.
package struct WordCounts: TextAnalysis {
    package let name = "wordCounts"
    private var tally = WordTally()
    /// The start of a word that the previous piece ended inside.
    private var unfinishedWord = WordPrefix()

    package init() {}

    package mutating func consume(_ text: Substring) -> Bool {
        var wordStart: Substring.Index? = unfinishedWord.isEmpty ? nil : text.startIndex
        var index = text.startIndex
        for character in text {
            let next = text.utf8.index(index, offsetBy: character.utf8.count)
            if WhiteSpace.starts(character) {
                if let start = wordStart {
                    tally.add(unfinishedWord.finish(with: text[start..<index]))
                    wordStart = nil
                }
            } else if wordStart == nil {
                wordStart = index
            }
            index = next
        }
        if let start = wordStart { unfinishedWord.append(text[start...]) }
        return true
    }

    package func result() -> AnalysisOutcome {
        var tally = tally
        var unfinishedWord = unfinishedWord
        if !unfinishedWord.isEmpty { tally.add(unfinishedWord.finish()) }
        return .wordCounts(tally.table())
    }
}
