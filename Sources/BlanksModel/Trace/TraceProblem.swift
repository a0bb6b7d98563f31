/// Why a trace puzzle cannot be played: the session indexes boxes by the
/// order, so the order must name each box exactly once.
public enum TraceProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case noBoxes
    case orderIsNotAPermutation

    public var description: String {
        switch self {
        case .noBoxes: return "the puzzle has no boxes"
        case .orderIsNotAPermutation: return "its order does not name each box exactly once"
        }
    }
}
