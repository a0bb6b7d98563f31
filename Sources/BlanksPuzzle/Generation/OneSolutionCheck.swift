import BlanksSlots
import BlanksTagger

/// The one-solution rule: with the passage and the ten options, no option
/// fits another blank as well as that blank's own answer. An option fits a
/// blank when the slot scorer rates it within its margin of the answer (a
/// content word also seen in a trigram there) and no agreement rule
/// (`AgreementRule`: word class, a/an, number, verb form, capital) rules it
/// out; or when it is a function word that stands in for the answer almost
/// anywhere (`InterchangeableWords`: "the" for "these", "and" for "or"), or a
/// synonym of it with its tag (`SynonymTable`: "reply" for "response"). The
/// generator repairs or redraws a set until it passes; the
/// validator's `one-solution` rule runs the same check on a written puzzle,
/// rebuilt from its text and options alone.
struct OneSolutionCheck {
    /// One blank: its sentence's tokens and tags, and its token's position;
    /// its answer as an option, read once for the nine slots it is tried in.
    /// Its parts sit in one shared, immutable box: the check hands every
    /// blank to every other's slot, and a copy then retains one reference
    /// rather than each of its arrays and strings.
    struct Blank {
        private let parts: Parts

        var words: [String] { parts.words }
        var tags: [UPOS] { parts.tags }
        var index: Int { parts.index }
        var option: AgreementWord { parts.option }
        var hash: UInt64 { parts.hash }

        /// `index` must be a position of `words` and `tags`.
        init(words: [String], tags: [UPOS], index: Int) {
            parts = Parts(
                words: words, tags: tags, index: index, option: AgreementWord(words[index], tag: tags[index]),
                hash: SlotGram.hash(words[index]))
        }

        var answer: String { words[index] }
        var tag: UPOS { tags[index] }

        /// Never changed once made, so sharing it between copies is sound.
        private final class Parts: Sendable {
            let words: [String]
            let tags: [UPOS]
            let index: Int
            let option: AgreementWord
            let hash: UInt64

            init(words: [String], tags: [UPOS], index: Int, option: AgreementWord, hash: UInt64) {
                self.words = words
                self.tags = tags
                self.index = index
                self.option = option
                self.hash = hash
            }
        }
    }

    /// The answer of blank `option` fits blank `blank` as well as its own;
    /// `rule` names the rule that makes it fit whatever the counts say, or
    /// `score` and `answerScore` say by how much (for messages).
    struct Conflict: Equatable {
        var blank: Int
        var option: Int
        var score: SlotScore
        var answerScore: SlotScore
        var rule: FitRule?
    }

    /// The rules that make an option fit a slot whatever the slot model says.
    enum FitRule: String, Equatable {
        case interchangeable = "a word that stands in for it there"
        case synonym = "its synonym"
    }

    /// A blank's slot, read once for all the options scored in it.
    struct Slot {
        var blank: Blank
        var context: SlotContext
        var agreement: AgreementSlot
        var answerScore: SlotScore
        var needsTrigram: Bool
        /// The synonym table's entry of the blank's answer with its tag, read
        /// once for the nine options compared with it and the nine slots it is tried in.
        var synonyms: SynonymTable.Entry?
    }

    let scorer: SlotScorer
    let synonyms: SynonymTable
    /// The scorer that judges a function word's slot in its place, at a
    /// wider margin (`preferring(functionMargin:)`); nil for `scorer`'s own.
    var functionWordScorer: SlotScorer? = nil

    /// The same check with the slots of function words (prepositions,
    /// determiners, pronouns, conjunctions) judged at `margin`: the
    /// generator's preference, which it follows while it can, for blanks
    /// whose options all fall well short. On the labelled sets, the
    /// function-word blanks another option came within 1.5–3 bits of were
    /// ambiguous 15 % of the time, those no option came within 3 bits of, 4 %.
    func preferring(functionMargin margin: Int) -> OneSolutionCheck {
        var preferring = self
        preferring.functionWordScorer = scorer.with(margin: margin)
        return preferring
    }

    func slot(_ blank: Blank) -> Slot? {
        guard let context = SlotContext(words: blank.words, index: blank.index) else { return nil }
        return Slot(
            blank: blank, context: context,
            agreement: AgreementSlot(words: blank.words, tags: blank.tags, index: blank.index, answer: blank.option),
            answerScore: scorer.score(hash: blank.hash, in: context), needsTrigram: SlotScorer.needsTrigram(blank.tag),
            synonyms: synonymEntry(blank))
    }

    /// The synonym table's entry of `blank`'s answer with its tag.
    private func synonymEntry(_ blank: Blank) -> SynonymTable.Entry? {
        synonyms.entry(blank.option.lower, tag: blank.tag)
    }

    /// The synonym entry of blank `index`: its slot's, read once, when it has one.
    private func synonymEntry(of index: Int, _ blanks: [Blank], slots: [Slot?]) -> SynonymTable.Entry? {
        slots.indices.contains(index) && slots[index] != nil ? slots[index]?.synonyms : synonymEntry(blanks[index])
    }

    /// The score of `option`'s answer in `slot` when it fits there as well as
    /// the slot's own answer (the answer's own score when a rule makes it
    /// fit, with that rule); nil otherwise. `optionSynonyms` is the option's
    /// `synonymEntry`.
    private func fit(of option: Blank, synonyms optionSynonyms: SynonymTable.Entry?, in slot: Slot)
        -> (score: SlotScore, rule: FitRule?)?
    {
        guard option.option.lower != slot.blank.option.lower,
            AgreementRule.excluding(option: option.option, at: slot.agreement) == nil
        else { return nil }
        if InterchangeableWords.fits(
            option: option.option.lower, words: slot.blank.words, tags: slot.blank.tags,
            index: slot.blank.index)
        {
            return (slot.answerScore, .interchangeable)
        }
        if option.tag == slot.blank.tag, let optionSynonyms, let answerSynonyms = slot.synonyms,
            SynonymTable.areSynonyms(optionSynonyms, answerSynonyms)
        {
            return (slot.answerScore, .synonym)
        }
        let judge = (slot.needsTrigram ? nil : functionWordScorer) ?? scorer
        guard
            judge.fits(hash: option.hash, in: slot.context, against: slot.answerScore, needsTrigram: slot.needsTrigram)
        else { return nil }
        return (scorer.score(hash: option.hash, in: slot.context), nil)
    }

    /// Every conflict among `blanks` (whose answers are the options), blank by
    /// blank, then option by option. O(n²) scores of a few lookups each.
    func conflicts(_ blanks: [Blank]) -> [Conflict] {
        conflicts(blanks, slots: blanks.map(slot))
    }

    /// The same with each blank's slot already read (`slot(_:)`), as a caller
    /// that replaces one blank at a time keeps them: a slot costs a score of
    /// its answer, some twenty lookups in a model too large for the cache.
    func conflicts(_ blanks: [Blank], slots: [Slot?]) -> [Conflict] {
        var found: [Conflict] = []
        let entries = blanks.indices.map { synonymEntry(of: $0, blanks, slots: slots) }
        for (index, slot) in slots.enumerated() {
            guard let slot else { continue }
            for (other, option) in blanks.enumerated() where other != index {
                if let fit = fit(of: option, synonyms: entries[other], in: slot) {
                    found.append(
                        Conflict(
                            blank: index, option: other, score: fit.score, answerScore: slot.answerScore, rule: fit.rule
                        ))
                }
            }
        }
        return found
    }

    /// The conflicts of `conflicts(_:slots:)` that involve blank `index`, as
    /// its slot or as an option: those to make again after that one blank
    /// changes, the others staying as they were. O(n) scores.
    func conflicts(involving index: Int, _ blanks: [Blank], slots: [Slot?]) -> [Conflict] {
        var found: [Conflict] = []
        let own = synonymEntry(of: index, blanks, slots: slots)
        for (other, slot) in slots.enumerated() where other != index {
            guard let slot, let fit = fit(of: blanks[index], synonyms: own, in: slot) else { continue }
            found.append(
                Conflict(blank: other, option: index, score: fit.score, answerScore: slot.answerScore, rule: fit.rule))
        }
        if slots.indices.contains(index), let slot = slots[index] {
            for (other, option) in blanks.enumerated() where other != index {
                guard let fit = fit(of: option, synonyms: synonymEntry(of: other, blanks, slots: slots), in: slot)
                else { continue }
                found.append(
                    Conflict(
                        blank: index, option: other, score: fit.score, answerScore: slot.answerScore, rule: fit.rule))
            }
        }
        return found
    }

    /// The slot of `candidate` when adding it to the blanks of `slots` makes
    /// no conflict that involves it; nil when it does (or has no slot).
    func admittedSlot(_ candidate: Blank, beside slots: [Slot]) -> Slot? {
        guard let own = slot(candidate) else { return nil }
        for slot in slots {
            if fit(of: slot.blank, synonyms: slot.synonyms, in: own) != nil
                || fit(of: candidate, synonyms: own.synonyms, in: slot) != nil
            {
                return nil
            }
        }
        return own
    }
}
