/// Whether a paragraph may open a passage that does not start the article.
///
/// A section's first paragraph that begins by pointing back — a
/// demonstrative ("This meagre statistic expanded…", "These reforms…"), a
/// connective ("However, …", "In addition, …", "As a result, …"), a word of
/// what came next in a story told before ("Later, Lovell used…", "Soon
/// after, …", "Finally, …"), "the latter", "the same", "the rest" or the
/// others of what was listed ("Other standards bodies…", "With the other
/// special characters filled in, …") — leans
/// on what the section before said, which the passage does
/// not show: a reader meets a reference to something not there. The
/// article's first paragraph opens a passage whatever its first words ("This
/// article is about…" is the page's own subject). Personal pronouns are not
/// counted: at a section's start they name the article's subject, whose
/// title every puzzle shows.
package enum PassageOpening {
    /// First words that point back to what came before.
    static let pointingBackWords: Set<String> = [
        "this", "these", "that", "those", "such", "however", "therefore", "thus", "hence", "moreover",
        "furthermore", "nevertheless", "nonetheless", "consequently", "accordingly", "likewise", "similarly",
        "instead", "also", "additionally", "besides", "otherwise", "meanwhile", "later", "afterwards", "afterward",
        "subsequently", "then", "finally", "eventually", "again", "other"
    ]

    /// Opening phrases that point back, as their lowercased words.
    static let pointingBackPhrases: [[String]] = [
        ["in", "addition"], ["in", "contrast"], ["by", "contrast"], ["as", "a", "result"],
        ["on", "the", "other", "hand"],
        ["in", "turn"], ["for", "this", "reason"], ["despite", "this"], ["because", "of", "this"], ["after", "this"],
        ["after", "that"], ["the", "latter"], ["the", "former"], ["soon", "after"], ["shortly", "after"],
        ["the", "same"], ["the", "rest"], ["in", "the", "meantime"], ["the", "other"], ["with", "the", "other"]
    ]

    /// The longest opening phrase, in words.
    static let phraseReach = 4

    /// True when `text` begins by pointing back (its first word, or its first
    /// words as a phrase, after any opening quotes or brackets).
    package static func pointsBack(_ text: String) -> Bool {
        let opening = firstWords(of: text, count: phraseReach)
        guard let first = opening.first else { return false }
        if pointingBackWords.contains(first) { return true }
        return pointingBackPhrases.contains { opening.starts(with: $0) }
    }

    /// Up to `count` lowercased words of letters from the start of `text`;
    /// stops at the first mark other than a space between them (a comma ends
    /// "However," and "In addition," alike), and skips quotes and brackets
    /// before the first word.
    static func firstWords(of text: String, count: Int) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter {
                current.append(character)
                continue
            }
            if !current.isEmpty {
                words.append(current.lowercased())
                current = ""
                if words.count == count { return words }
            }
            if character == " " { continue }
            if words.isEmpty && (character.isPunctuation || character.isWhitespace) { continue }
            return words
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return Array(words.prefix(count))
    }
}
