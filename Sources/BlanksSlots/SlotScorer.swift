import BlanksSupport
import BlanksTagger
import Foundation

/// Scores how well a word fits a slot of a sentence, with a word trigram
/// model and stupid backoff (to the bigram, then the unigram, each step
/// costing `backoff`). The one-solution rule asks it whether another option
/// fits a blank about as well as the blank's own answer: within `margin`.
///
/// Deterministic: integer arithmetic on a model whose tables are sorted, so
/// the same words give the same score on every machine.
///
///     let scorer = try SlotScorer.bundled()
///     let slot = SlotContext(words: ["He", "sat", "on", "the", "mat"], index: 2)!
///     scorer.score("on", in: slot) > scorer.score("of", in: slot)   // true
package struct SlotScorer: Sendable {
    package let model: SlotModel
    /// Eight hex digits that change whenever the model file's bytes do, so
    /// puzzle ids follow the model that judged their blanks; "memory" for a
    /// model that was never written to a file.
    package let fingerprint: String
    /// How far (in units of 2⁻¹⁶ bit) below an answer's score another word
    /// still counts as fitting its slot. Chosen with `wikiblanks text
    /// eval-slots` on the hand-labelled blank set, weighing recall of
    /// ambiguous blanks against the pages the generator must pass over.
    package let margin: Int

    /// The margin the generator and the validator use: 1 bit, a factor of 2
    /// in probability. On the labelled blanks (`make eval`) it flags 11 % of
    /// blanks and finds a quarter of the ambiguous ones; from 1.6 bits (where
    /// a pair seen once counts as much as one never seen) recall rises past
    /// half, but so many sets conflict that most pages at levels 1, 2 and 6
    /// give no puzzle from their shortest passage.
    package static let standardMargin = FixedLog2.one
    /// log2(0.4), stupid backoff's usual discount, per order given up.
    static let backoff = -86_633

    package init(model: SlotModel, margin: Int = SlotScorer.standardMargin) {
        self.model = model
        self.margin = margin
        fingerprint = "memory"
    }

    /// Loads a model file written by `wikiblanks text train-slots`.
    package init(contentsOf url: URL, margin: Int = SlotScorer.standardMargin) throws(SlotModelError) {
        let loaded = try SlotModelFile.open(url)
        model = loaded.model
        fingerprint = loaded.fingerprint
        self.margin = margin
    }

    private init(model: SlotModel, fingerprint: String, margin: Int) {
        self.model = model
        self.fingerprint = fingerprint
        self.margin = margin
    }

    /// The same model with another margin (the evaluation's sweep).
    package func with(margin: Int) -> SlotScorer {
        SlotScorer(model: model, fingerprint: fingerprint, margin: margin)
    }

    /// The model shipped in the package, loaded once per process on first use.
    package static func bundled() throws(SlotModelError) -> SlotScorer {
        try bundledResult.get()
    }

    private static let bundledResult: Result<SlotScorer, SlotModelError> = {
        guard let url = bundledModelURL else { return .failure(.bundledModelMissing) }
        do throws(SlotModelError) { return .success(try SlotScorer(contentsOf: url)) } catch { return .failure(error) }
    }()

    /// Where the shipped model lives, or nil when the resource is missing.
    package static var bundledModelURL: URL? {
        ResourceBundle.file("Resources/slots.model", inBundle: "wikiblanks_BlanksSlots")
    }

    /// The score of `word` in `slot`.
    package func score(_ word: String, in slot: SlotContext) -> SlotScore {
        score(hash: SlotGram.hash(word), in: slot)
    }

    /// The score of the word whose `SlotGram.hash` is `hash` (hashed once by a caller that scores it often).
    package func score(hash: UInt64, in slot: SlotContext) -> SlotScore {
        let first = term(slot.left2, slot.left1, hash)
        let second = term(slot.left1, hash, slot.right1)
        let third = slot.right2.map { term(hash, slot.right1, $0) }
        let leftPair = model.count(SlotGram.key(slot.left1, hash))
        let rightPair = model.count(SlotGram.key(hash, slot.right1))
        let leftHistory = model.count(SlotGram.key(slot.left2, slot.left1))
        let left =
            Self.ratio(leftPair, model.count(SlotGram.key(slot.left1)))
            + Self.ratio(model.count(SlotGram.key(slot.left2, slot.left1, hash)), leftHistory)
        var right = Self.ratio(rightPair, model.count(SlotGram.key(hash)))
        if let right2 = slot.right2 {
            right += Self.ratio(model.count(SlotGram.key(hash, slot.right1, right2)), rightPair)
        }
        return SlotScore(
            bits: first.bits + second.bits + (third?.bits ?? 0), seen: leftPair > 0 && rightPair > 0,
            seenInTrigram: first.trigram || second.trigram || third?.trigram == true, left: left, right: right)
    }

    /// log2((2n + 1) / (2d + 2)): the share n of d with half a count added.
    private static func ratio(_ part: UInt32, _ whole: UInt32) -> Int {
        FixedLog2.of(2 * UInt64(part) + 1) - FixedLog2.of(2 * UInt64(whole) + 2)
    }

    /// True when `option` fits as well as `answer`, within `margin`. In a
    /// function word's slot, on each side: the option is no more than the
    /// margin less likely than the answer after the left words, and the right
    /// words no more than the margin less likely after it. In a content
    /// word's slot (`needsTrigram`), whose counts are sparse, the option must
    /// have been seen beside both neighbours and in a trigram there, and its
    /// whole score be within the margin.
    package func fits(_ option: SlotScore, against answer: SlotScore, needsTrigram: Bool = false) -> Bool {
        guard needsTrigram else {
            return option.left - answer.left >= -margin && option.right - answer.right >= -margin
        }
        return option.seen && option.seenInTrigram && option.bits >= answer.bits - margin
    }

    /// `fits(score(hash: hash, in: slot), against: answer, needsTrigram:)`,
    /// reading only the counts the answer turns on: the one-solution check
    /// asks it of nine options in each of ten slots, most options fail on
    /// their first side or on a pair never seen, and only those that fit are
    /// scored in full (for the check's messages).
    package func fits(hash: UInt64, in slot: SlotContext, against answer: SlotScore, needsTrigram: Bool) -> Bool {
        let leftPair = model.count(SlotGram.key(slot.left1, hash))
        guard !needsTrigram else {
            guard leftPair > 0, model.count(SlotGram.key(hash, slot.right1)) > 0 else { return false }
            return fits(score(hash: hash, in: slot), against: answer, needsTrigram: true)
        }
        let left =
            Self.ratio(leftPair, model.count(SlotGram.key(slot.left1)))
            + Self.ratio(
                model.count(SlotGram.key(slot.left2, slot.left1, hash)),
                model.count(SlotGram.key(slot.left2, slot.left1)))
        guard left - answer.left >= -margin else { return false }
        let rightPair = model.count(SlotGram.key(hash, slot.right1))
        var right = Self.ratio(rightPair, model.count(SlotGram.key(hash)))
        if let right2 = slot.right2 {
            right += Self.ratio(model.count(SlotGram.key(hash, slot.right1, right2)), rightPair)
        }
        return right - answer.right >= -margin
    }

    /// True for a blank of a content class (nouns, verbs, adjectives,
    /// adverbs…), whose options must be seen in a trigram there to fit: on
    /// the labelled blanks that halves the content blanks flagged at the same
    /// recall, while function words (prepositions, determiners, pronouns,
    /// conjunctions) lose recall from it.
    package static func needsTrigram(_ answerTag: UPOS) -> Bool {
        switch answerTag {
        case .adp, .det, .pron, .cconj, .sconj, .part: false
        default: true
        }
    }

    /// log2 S(c | a b) with stupid backoff, and whether the trigram itself was counted.
    private func term(_ a: UInt64, _ b: UInt64, _ c: UInt64) -> (bits: Int, trigram: Bool) {
        let trigram = model.count(SlotGram.key(a, b, c))
        if trigram > 0 {
            let history = max(model.count(SlotGram.key(a, b)), trigram)
            return (FixedLog2.of(UInt64(trigram)) - FixedLog2.of(UInt64(history)), true)
        }
        let bigram = model.count(SlotGram.key(b, c))
        if bigram > 0 {
            let history = max(model.count(SlotGram.key(b)), bigram)
            return (Self.backoff + FixedLog2.of(UInt64(bigram)) - FixedLog2.of(UInt64(history)), false)
        }
        let unigram = UInt64(model.count(SlotGram.key(c))) + 1
        return (2 * Self.backoff + FixedLog2.of(unigram) - FixedLog2.of(max(model.tokens, unigram)), false)
    }
}
