/// Why one revision gave no puzzle. The batch reports it and goes on.
public enum PuzzleGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
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

    public var description: String {
        switch self {
        case .unreadable(let revid, let reason):
            return "revision \(revid): skipped, \(reason)"
        case .notEnoughSentences(let revid, let usable):
            return "revision \(revid): skipped, its prose has \(usable) sentences with a word to blank, 10 are needed"
        case .passageLimit(let revid, let paragraphs, let limit):
            return "revision \(revid): skipped, its first \(paragraphs) paragraphs give no puzzle and the generator stops there (\(limit))"
        case .passageTooLong(let revid, let sentences, let limit):
            return "revision \(revid): skipped, its passage would run to \(sentences) sentences before giving a puzzle, "
                + "a passage is at most \(limit)"
        case .ownClassShort(let revid, let level, let ownClass):
            return "revision \(revid): skipped, its prose gives \(ownClass) distinct words of level \(level)'s own class, "
                + "\(LevelQuota.ownClassBlanks) are needed"
        case .variantRepeats(let revid, let variant):
            return "revision \(revid): used up, no draw \(variant) differs from the page's earlier puzzles in "
                + "\(VariantRule.newBlanks) blanks"
        case .noOneSolution(let revid, let attempts):
            return "revision \(revid): skipped, \(attempts) draws of ten blanks each had an option that fits another blank as well as its answer"
        }
    }
}
