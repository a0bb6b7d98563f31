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
    /// `level.categoriesWithFallback` as bit sets of `UPOS.index`, so a token's
    /// tag is tested before its spelling, with no string comparison.
    private let groups: [UInt32]

    init(level: Level, titleWords: Set<String>) {
        self.level = level
        self.titleWords = titleWords
        groups = level.categoriesWithFallback.map { group in
            group.reduce(UInt32(0)) { mask, name in mask | (UPOS(rawValue: name).map { 1 << UInt32($0.index) } ?? 0) }
        }
    }

    /// Candidates in the sentence's first category group (the level's own,
    /// then each easier level's) that has any; empty when none has.
    func words(in sentence: AnalyzedSentence, text: [UInt16]) -> [Word] {
        let any = groups.reduce(UInt32(0), |)
        guard sentence.tags.contains(where: { any & 1 << UInt32($0.index) != 0 }) else { return [] }
        let firstWordIndex = sentence.tokens.firstIndex { WordRules.isLettersOnly($0.text) }
        for group in groups {
            var found: [Word] = []
            for (index, token) in sentence.tokens.enumerated() {
                let tag = sentence.tags[index]
                guard group & 1 << UInt32(tag.index) != 0, WordRules.isLettersOnly(token.text),
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
