import BlanksSlots
import BlanksTagger

extension PuzzleGenerator {
    /// The most draws of ten blanks for one puzzle before the page is passed over.
    static let oneSolutionAttempts = 8

    /// Ten picks (sentence, word) in text order that pass `OneSolutionCheck`.
    ///
    /// `choose` draws a set (`chooseShown`: none of its answers given away
    /// across a paragraph break); `repair` replaces blanks first, when
    /// `preferring`, while the preferred check (`preferredFunctionMargin`)
    /// finds conflicts it can repair, then until the standard check finds
    /// none; when the preferred blanks leave the standard check stuck, the
    /// draw is repaired again as drawn. When no blank in a
    /// conflict of the standard check can be replaced, the set is drawn again
    /// without the first of them; after
    /// `oneSolutionAttempts` draws, or when the candidates run out, the page
    /// is passed over. Every choice comes from the seed.
    func oneSolutionPicks(_ passage: PuzzlePassage, rng: inout SeededGenerator, preferring: Bool = true) throws
        -> [(sentence: Int, word: BlankCandidates.Word)]
    {
        var words = passage.words
        let check = OneSolutionCheck(scorer: analyzer.slots, synonyms: analyzer.synonyms)
        let preferred = preferring ? check.preferring(functionMargin: Self.preferredFunctionMargin) : nil
        let sentenceWords = passage.analyzed.map { $0.tokens.map(\.text) }
        for attempt in 0..<Self.oneSolutionAttempts {
            guard let picks = chooseShown(&words, passage: passage, rng: &rng) else {
                guard attempt > 0 || words.map(\.count) != passage.words.map(\.count) else {
                    throw PuzzleGenerationError.notEnoughSentences(revid: passage.source.revid, usable: 0)
                }
                break
            }
            let blanks = Self.checkedBlanks(
                picks, words: words, analyzed: passage.analyzed, sentenceWords: sentenceWords)
            // A slot does not depend on the margin: the two checks share them.
            let drawn = RepairedSet(picks: picks, blanks: blanks, slots: blanks.map(check.slot))
            var set = drawn
            if let preferred {
                _ = repair(
                    &set, check: preferred, words: words, passage: passage, sentenceWords: sentenceWords, rng: &rng)
            }
            var stuck = repair(
                &set, check: check, words: words, passage: passage, sentenceWords: sentenceWords, rng: &rng)
            if stuck != nil, preferred != nil {
                // The preferred blanks led where the standard check is stuck: repair the draw as drawn.
                set = drawn
                stuck = repair(
                    &set, check: check, words: words, passage: passage, sentenceWords: sentenceWords, rng: &rng)
            }
            guard let worst = stuck else {
                return set.picks.map { (sentence: $0.sentence, word: words[$0.sentence][$0.word]) }
                    .sorted { $0.sentence < $1.sentence }
            }
            // No blank in a conflict can be replaced: draw again without the worst.
            words[set.picks[worst].sentence].remove(at: set.picks[worst].word)
        }
        throw PuzzleGenerationError.noOneSolution(revid: passage.source.revid, attempts: Self.oneSolutionAttempts)
    }

    /// The margin the draw prefers in a function word's slot (3 bits): a
    /// blank another option comes nearer than this is replaced while a
    /// candidate that keeps clear of it exists, and kept otherwise, so the
    /// preference never fails a draw (docs/slots.md says why 3 bits).
    static let preferredFunctionMargin = 3 * FixedLog2.one

    /// A drawn set as the repairs change it: each pick with its blank and slot.
    private struct RepairedSet {
        var picks: [(sentence: Int, word: Int)]
        var blanks: [OneSolutionCheck.Blank]
        var slots: [OneSolutionCheck.Slot?]
    }

    /// Repairs `set` under `check`: while it has conflicts, a blank in them
    /// is replaced by another candidate that makes none (`replacement`),
    /// trying first the blank in most (the slot that most options fit, then
    /// the one whose answer fits most slots, then the later). Each
    /// replacement removes a conflict and adds none, so this ends. Nil when
    /// no conflict is left; else the index of the first blank in a conflict,
    /// when none of them can be replaced.
    ///
    /// A conflict depends on its two blanks alone, so after a replacement
    /// only those of the replaced blank are made again; the choice reads
    /// only how many conflicts each blank is in, never their order.
    private func repair(
        _ set: inout RepairedSet, check: OneSolutionCheck, words: [[BlankCandidates.Word]], passage: PuzzlePassage,
        sentenceWords: [[String]], rng: inout SeededGenerator
    ) -> Int? {
        var conflicts = check.conflicts(set.blanks, slots: set.slots)
        while true {
            guard !conflicts.isEmpty else { return nil }
            var involved = [(slot: Int, option: Int)](repeating: (0, 0), count: set.picks.count)
            for conflict in conflicts {
                involved[conflict.blank].slot += 1
                involved[conflict.option].option += 1
            }
            let victims = involved.indices.filter { involved[$0] != (0, 0) }.sorted {
                (involved[$0].slot, involved[$0].option, $0) > (involved[$1].slot, involved[$1].option, $1)
            }
            var repaired = false
            for victim in victims {
                var others = set.picks
                others.remove(at: victim)
                var otherSlots = set.slots
                otherSlots.remove(at: victim)
                guard
                    let replacement = replacement(
                        for: set.picks[victim], beside: others, slots: otherSlots.compactMap { $0 },
                        words: words, passage: passage, sentenceWords: sentenceWords,
                        check: check, rng: &rng)
                else { continue }
                set.picks[victim] = replacement.pick
                set.blanks[victim] = replacement.blank
                set.slots[victim] = replacement.slot
                conflicts.removeAll { $0.blank == victim || $0.option == victim }
                conflicts += check.conflicts(involving: victim, set.blanks, slots: set.slots)
                repaired = true
                break
            }
            guard repaired else { return victims.first }
        }
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
        let ownClass = Self.tagMask(passage.level.categories)
        let removed = words[pick.sentence][pick.word]
        let removedIsOwn = ownClass & 1 << UInt32(removed.tag.index) != 0
        let usedSentences = Set(others.map(\.sentence))
        // Nine answers: compared in turn, they cost less than hashing each candidate's key.
        let usedKeys = others.map { words[$0.sentence][$0.word].key }
        var candidates: [(sentence: Int, word: Int)] = []
        for (sentence, found) in words.enumerated() where !usedSentences.contains(sentence) {
            for (index, word) in found.enumerated()
            where (ownClass & 1 << UInt32(word.tag.index) != 0) == removedIsOwn && !usedKeys.contains(word.key)
                && word != removed
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

    /// The tags named in `categories` as a bit set of `UPOS.index`, so a
    /// word's class is told by its tag, with no string hashed.
    static func tagMask(_ categories: [String]) -> UInt32 {
        categories.reduce(UInt32(0)) { mask, name in mask | (UPOS(rawValue: name).map { 1 << UInt32($0.index) } ?? 0) }
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
