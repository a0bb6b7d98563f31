import BlanksSlots

extension PuzzleGenerator {
    /// The most draws of ten blanks for one puzzle before the page is passed over.
    static let oneSolutionAttempts = 8

    /// Ten picks (sentence, word) in text order that pass `OneSolutionCheck`.
    ///
    /// `choose` draws a set (`chooseShown`: none of its answers given away
    /// across a paragraph break); while it has conflicts, a blank in them is
    /// replaced by another candidate that makes none (`replacement`), trying
    /// first the blank in most (the slot that most options fit, then the one
    /// whose answer fits most slots, then the later). Each replacement removes
    /// a conflict and adds none, so this ends. When no blank in a conflict can
    /// be replaced, the set is drawn again without the first of them; after
    /// `oneSolutionAttempts` draws, or when the candidates run out, the page
    /// is passed over. Every choice comes from the seed.
    func oneSolutionPicks(_ passage: PuzzlePassage, rng: inout SeededGenerator) throws
        -> [(sentence: Int, word: BlankCandidates.Word)]
    {
        var words = passage.words
        let check = OneSolutionCheck(scorer: analyzer.slots, synonyms: analyzer.synonyms)
        let sentenceWords = passage.analyzed.map { $0.tokens.map(\.text) }
        for attempt in 0..<Self.oneSolutionAttempts {
            guard var picks = chooseShown(&words, passage: passage, rng: &rng) else {
                guard attempt > 0 else {
                    throw PuzzleGenerationError.notEnoughSentences(revid: passage.source.revid, usable: 0)
                }
                break
            }
            var blanks = Self.checkedBlanks(
                picks, words: words, analyzed: passage.analyzed, sentenceWords: sentenceWords)
            var slots = blanks.map(check.slot)
            while true {
                let conflicts = check.conflicts(blanks, slots: slots)
                guard !conflicts.isEmpty else {
                    return picks.map { (sentence: $0.sentence, word: words[$0.sentence][$0.word]) }
                        .sorted { $0.sentence < $1.sentence }
                }
                var involved = [(slot: Int, option: Int)](repeating: (0, 0), count: picks.count)
                for conflict in conflicts {
                    involved[conflict.blank].slot += 1
                    involved[conflict.option].option += 1
                }
                let victims = involved.indices.filter { involved[$0] != (0, 0) }.sorted {
                    (involved[$0].slot, involved[$0].option, $0) > (involved[$1].slot, involved[$1].option, $1)
                }
                var repaired = false
                for victim in victims {
                    var others = picks
                    others.remove(at: victim)
                    var otherSlots = slots
                    otherSlots.remove(at: victim)
                    guard
                        let replacement = replacement(
                            for: picks[victim], beside: others, slots: otherSlots.compactMap { $0 },
                            words: words, passage: passage, sentenceWords: sentenceWords,
                            check: check, rng: &rng)
                    else { continue }
                    picks[victim] = replacement.pick
                    blanks[victim] = replacement.blank
                    slots[victim] = replacement.slot
                    repaired = true
                    break
                }
                guard repaired else {
                    // No blank in a conflict can be replaced: draw again without the worst.
                    if let worst = victims.first {
                        words[picks[worst].sentence].remove(at: picks[worst].word)
                    }
                    break
                }
            }
        }
        throw PuzzleGenerationError.noOneSolution(revid: passage.source.revid, attempts: Self.oneSolutionAttempts)
    }

    /// Another candidate for `pick` — from a sentence none of `others` uses,
    /// with an answer none of them has, of the same standing (the level's own
    /// class or a fall-back), so the level's share does not change — that
    /// makes no conflict beside `slots`: the first in an order drawn from
    /// `rng`, with its blank and slot (kept for the next check), or nil.
    private func replacement(
        for pick: (sentence: Int, word: Int), beside others: [(sentence: Int, word: Int)],
        slots: [OneSolutionCheck.Slot], words: [[BlankCandidates.Word]], passage: PuzzlePassage,
        sentenceWords: [[String]], check: OneSolutionCheck, rng: inout SeededGenerator
    )
        -> (pick: (sentence: Int, word: Int), blank: OneSolutionCheck.Blank, slot: OneSolutionCheck.Slot)?
    {
        let ownClass = Set(passage.level.categories)
        let removed = words[pick.sentence][pick.word]
        let usedSentences = Set(others.map(\.sentence))
        let usedKeys = Set(others.map { words[$0.sentence][$0.word].key })
        var candidates: [(sentence: Int, word: Int)] = []
        for (sentence, found) in words.enumerated() where !usedSentences.contains(sentence) {
            for (index, word) in found.enumerated()
            where !usedKeys.contains(word.key) && word != removed
                && ownClass.contains(word.tag.rawValue) == ownClass.contains(removed.tag.rawValue)
            {
                candidates.append((sentence, index))
            }
        }
        rng.shuffle(&candidates)
        for candidate in candidates {
            let blank = Self.checkedBlanks(
                [candidate], words: words, analyzed: passage.analyzed, sentenceWords: sentenceWords)[0]
            if let slot = check.admittedSlot(blank, beside: slots),
                !passage.givesAwayAcrossParagraphs(
                    sentence: candidate.sentence, word: words[candidate.sentence][candidate.word])
            {
                return (candidate, blank, slot)
            }
        }
        return nil
    }

    /// `choose`, with every pick whose answer the passage gives away across a
    /// paragraph break (`PuzzlePassage.givesAwayAcrossParagraphs`) taken out
    /// of `words` and the set drawn again; nil when the candidates run out.
    /// Each round removes a word, so this ends.
    private func chooseShown(
        _ words: inout [[BlankCandidates.Word]], passage: PuzzlePassage, rng: inout SeededGenerator
    ) -> [(sentence: Int, word: Int)]? {
        while let picks = choose(words, level: passage.level, rng: &rng) {
            let givenAway = picks.filter {
                passage.givesAwayAcrossParagraphs(sentence: $0.sentence, word: words[$0.sentence][$0.word])
            }
            guard !givenAway.isEmpty else { return picks }
            for pick in givenAway.sorted(by: { ($0.sentence, $0.word) > ($1.sentence, $1.word) }) {
                words[pick.sentence].remove(at: pick.word)
            }
        }
        return nil
    }

    /// The picks as the check reads them: each blank's sentence tokens and tags, and its token's position.
    /// `sentenceWords` holds each sentence's token texts, made once per puzzle.
    static func checkedBlanks(
        _ picks: [(sentence: Int, word: Int)], words: [[BlankCandidates.Word]],
        analyzed: [AnalyzedSentence], sentenceWords: [[String]]? = nil
    ) -> [OneSolutionCheck.Blank] {
        picks.map { pick in
            let sentence = analyzed[pick.sentence]
            let start = words[pick.sentence][pick.word].range.start
            let index = sentence.tokens.firstIndex { $0.start == start } ?? 0
            return OneSolutionCheck.Blank(
                words: sentenceWords?[pick.sentence] ?? sentence.tokens.map(\.text),
                tags: sentence.tags, index: index)
        }
    }
}
