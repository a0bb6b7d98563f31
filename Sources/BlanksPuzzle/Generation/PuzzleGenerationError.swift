/// Why one revision gave no puzzle. The batch reports it and goes on.
public enum PuzzleGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(revid: Int, reason: String)
    case notEnoughSentences(revid: Int, usable: Int)
    /// The article reached one of the generator's `PassageLimits` without
    /// giving a puzzle; `limit` names it.
    case passageLimit(revid: Int, paragraphs: Int, limit: String)
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
        case .noOneSolution(let revid, let attempts):
            return "revision \(revid): skipped, \(attempts) draws of ten blanks each had an option that fits another blank as well as its answer"
        }
    }
}
