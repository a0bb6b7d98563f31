/// Why one revision gave no puzzle. The batch reports it and goes on.
public enum PuzzleGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(revid: Int, reason: String)
    case notEnoughSentences(revid: Int, usable: Int)

    public var description: String {
        switch self {
        case .unreadable(let revid, let reason):
            return "revision \(revid): skipped, \(reason)"
        case .notEnoughSentences(let revid, let usable):
            return "revision \(revid): skipped, its prose has \(usable) sentences with a word to blank, 10 are needed"
        }
    }
}
