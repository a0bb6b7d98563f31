import BlanksModel
import BlanksTagger

/// The words of one sentence that may be blanked at a level: the generator's
/// side of the eligibility rules (see `WordRules`).
struct BlankCandidates {
    struct Word: Equatable {
        var range: TextRange
        var text: String
        var tag: UPOS
        /// Lowercased, to keep the ten answers distinct ignoring case.
        var key: String
    }

    let level: Level
    let titleWords: Set<String>

    /// Candidates in the sentence's first category group (the level's own,
    /// then each easier level's) that has any; empty when none has.
    func words(in sentence: AnalyzedSentence, text: [UInt16]) -> [Word] {
        let firstWordIndex = sentence.tokens.firstIndex { WordRules.isLettersOnly($0.text) }
        for group in level.categoriesWithFallback {
            var found: [Word] = []
            for (index, token) in sentence.tokens.enumerated() {
                let tag = sentence.tags[index]
                guard group.contains(tag.rawValue), WordRules.isLettersOnly(token.text),
                      WordRules.isWholeWord(token.range, in: text),
                      !WordRules.looksLikeName(token.text, isSentenceInitial: index == firstWordIndex)
                else { continue }
                let key = token.text.lowercased()
                guard !titleWords.contains(key) else { continue }
                found.append(Word(range: token.range, text: token.text, tag: tag, key: key))
            }
            if !found.isEmpty { return found }
        }
        return []
    }
}
