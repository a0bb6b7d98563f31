import BlanksSupport

/// Why one revision gave no puzzle. The batch reports it and goes on.
package enum PuzzleGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(revid: Int, reason: String)
    case notEnoughSentences(revid: Int, usable: Int)
    /// The article reached one of the generator's `PassageLimits` without
    /// giving a puzzle; `limit` names it.
    case passageLimit(revid: Int, paragraphs: Int, limit: String)
    /// The fewest leading paragraphs that could give a puzzle hold more
    /// sentences than `limit` (`PassageLimits.sentences`).
    case passageTooLong(revid: Int, sentences: Int, limit: Int)
    /// The passage has ten distinct answers but fewer than
    /// `LevelQuota.ownClassBlanks` of the level's own class.
    case ownClassShort(revid: Int, level: Int, ownClass: Int)
    /// No further draw of the page differs from its earlier ones in half its
    /// blanks (`VariantRule`).
    case variantRepeats(revid: Int, variant: Int)
    /// Every set of ten blanks drawn had an option that fits another blank
    /// as well as its answer (`OneSolutionCheck`), after `attempts` draws.
    case noOneSolution(revid: Int, attempts: Int)

    /// The revision the error is about.
    package var revid: Int {
        switch self {
        case .unreadable(let revid, _), .notEnoughSentences(let revid, _), .passageLimit(let revid, _, _),
            .passageTooLong(let revid, _, _), .ownClassShort(let revid, _, _), .variantRepeats(let revid, _),
            .noOneSolution(let revid, _):
            return revid
        }
    }

    package var description: String { "revision \(revid): \(detail)" }

    /// What happened to the revision, after its id: `skipped, …` or `used up, …`.
    package var detail: String {
        switch self {
        case .unreadable(_, let reason):
            return "skipped, \(reason)"
        case .notEnoughSentences(_, let usable):
            return "skipped, its prose has \(Plural.count(usable, "sentence")) with a word to blank, 10 are needed"
        case .passageLimit(_, let paragraphs, let limit):
            return
                "skipped, its first \(Plural.count(paragraphs, "paragraph")) give no puzzle and the generator stops there (\(limit))"
        case .passageTooLong(_, let sentences, let limit):
            return "skipped, its passage would run to \(sentences) sentences before giving a puzzle, "
                + "a passage is at most \(limit)"
        case .ownClassShort(_, let level, let ownClass):
            return "skipped, its prose gives \(Plural.count(ownClass, "distinct word")) of level \(level)'s own class, "
                + "\(LevelQuota.ownClassBlanks) are needed"
        case .variantRepeats(_, let variant):
            return "used up, no draw \(variant) differs from the page's earlier puzzles in "
                + "\(VariantRule.newBlanks) blanks"
        case .noOneSolution(_, let attempts):
            return
                "skipped, \(Plural.count(attempts, "draw")) of ten blanks each had an option that fits another blank as well as its answer"
        }
    }

    /// Why, in a few words, for a count of pages passed over (`PassOverSummary`).
    package var reason: PassOverReason {
        switch self {
        case .unreadable: .unreadable
        case .notEnoughSentences: .tooFewSentences
        case .passageLimit: .noPuzzleWithinLimits
        case .passageTooLong: .passageTooLong
        case .ownClassShort: .tooFewOfLevelClass
        case .variantRepeats: .usedUp
        case .noOneSolution: .noOneSolution
        }
    }
}
