/// Why trace puzzles could not be made: the request is out of range.
package enum TraceGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidLevel(Int)
    case invalidPosition(Int)

    package var description: String {
        switch self {
        case .invalidLevel(let level):
            return "invalid trace level \(level): expected 1 to 10"
        case .invalidPosition(let position):
            return "invalid position \(position) in the batch: expected 0 or more"
        }
    }
}
