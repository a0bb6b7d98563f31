/// An illegal move: the game is unchanged and the message tells the player
/// what to do instead.
public enum GameError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchBlank(Int, count: Int)
    case noSuchOption(Int, count: Int)
    case unknownWord(String)
    case alreadyHolds(blank: Int, word: String)
    case alreadyEmpty(blank: Int)
    case alreadySubmitted
    case notSubmitted
    /// Every hint step of the blank is shown already; `hint` is the whole hint.
    case noMoreHints(blank: Int, hint: String)
    /// A saved move that does not fit the game it belongs to.
    case moveDoesNotFit(Move)

    public var description: String {
        switch self {
        case .noSuchBlank(let number, let count):
            return "there is no blank \(number): blanks are numbered 1 to \(count)"
        case .noSuchOption(let number, let count):
            return "there is no word \(number): words are numbered 1 to \(count)"
        case .unknownWord(let word):
            return "\"\(word)\" is not one of the words; type options to list them"
        case .alreadyHolds(let blank, let word):
            return "blank \(blank) already holds \"\(word)\""
        case .alreadyEmpty(let blank):
            return "blank \(blank) is already empty"
        case .alreadySubmitted:
            return "this game is already submitted: type result to see the answers or replay for another article"
        case .notSubmitted:
            return "submit first: the answers are shown after the game is submitted"
        case .noMoreHints(let blank, let hint):
            return "blank \(blank) has no more hints: it is \(hint)"
        case .moveDoesNotFit(let move):
            return "saved move on blank \(move.blank) does not fit this game"
        }
    }
}
