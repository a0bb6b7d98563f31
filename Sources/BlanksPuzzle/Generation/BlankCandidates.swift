import BlanksModel
import BlanksSupport
import BlanksTagger

/// The words of one sentence that may be blanked at a level: the generator's
/// side of the eligibility rules (see `WordRules`) and of the rules that make
/// a word worth asking (`BlankTargetRule`).
struct BlankCandidates {
    struct Word: Equatable {
        var range: TextRange
        var text: String
        var tag: UPOS
        /// Lowercased, to keep the ten answers distinct ignoring case.
        var key: String
        /// Of the level's own categories, not the fall-back's: at least
        /// `LevelQuota.ownClassBlanks` of a puzzle's blanks must be.
        var ownClass: Bool
    }

    let level: Level
    let titleWords: WordSet
    /// `titleWords` to read in turn for their inflections (`WordRules.inflectsTitleWord`).
    let titleWordList: [String]
    /// Gives the word list `BlankTarget` reads.
    let model: TaggerModel
    /// `level.categoriesWithFallback` as bit sets of `UPOS.index`, so a token's
    /// tag is tested before its spelling, with no string comparison.
    private let groups: [UInt32]

    init(level: Level, titleWords: Set<String>, model: TaggerModel) {
        self.level = level
        self.titleWords = WordSet(titleWords)
        titleWordList = titleWords.sorted()
        self.model = model
        groups = level.categoriesWithFallback.map(PuzzleGenerator.tagMask)
    }

    /// The sentence's candidates of the level's own categories, then those
    /// of the first easier group (each easier level's in turn) that has any:
    /// the fall-back, which may fill up to `LevelQuota.fallbackAllowed`
    /// blanks of a puzzle. Empty when no group has any. `surroundings` are
    /// the sentences around it in its paragraph (`give-away`).
    func words(in sentence: AnalyzedSentence, surroundings: BlankSurroundings, text: [UInt16]) -> [Word] {
        let any = groups.reduce(UInt32(0), |)
        guard sentence.tags.contains(where: { any & 1 << UInt32($0.index) != 0 }) else { return [] }
        let firstWordIndex = BlankTarget.firstWordIndex(of: sentence)
        var found: [Word] = []
        // Room for every token, so the list is not regrown as a sentence's candidates come in.
        found.reserveCapacity(sentence.tokens.count)
        // One target for the sentence, moved from word to word, so its sentence and surroundings
        // (a dozen references) are not copied for every word.
        var target = BlankTarget(
            sentence: sentence, index: 0, firstWordIndex: firstWordIndex, surroundings: surroundings)
        for (rank, group) in groups.enumerated() {
            let before = found.count
            for (index, token) in sentence.tokens.enumerated() {
                let tag = sentence.tags[index]
                guard group & 1 << UInt32(tag.index) != 0, WordRules.isLettersOnly(token.text),
                    WordRules.isWholeWord(token.range, in: text),
                    !WordRules.looksLikeName(token.text, isSentenceInitial: index == firstWordIndex)
                else { continue }
                let key = token.text.lowercased()
                guard !titleWords.contains(key), !WordRules.inflectsTitleWord(key, titleWordList) else { continue }
                target.index = index
                guard target.brokenRule(model: model, lower: key) == nil else { continue }
                found.append(
                    Word(
                        range: token.range, text: token.text, tag: tag, key: key,
                        ownClass: rank == 0))
            }
            if rank > 0 && found.count > before { break }
        }
        return found
    }
}
