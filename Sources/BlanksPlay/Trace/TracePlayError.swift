/// Why the trace game cannot go on; each case is one line a player can act on.
public enum TracePlayError: Error, Equatable, Sendable, CustomStringConvertible {
    case batch(String)
    case noTraceBatch(outputDirectory: String)
    case noPuzzle(level: Int, source: String)
    case store(ProgressStoreError)
    case unplayablePuzzle(id: String, reason: String)

    public var description: String {
        switch self {
        case let .batch(reason):
            return reason
        case let .noTraceBatch(output):
            return "no trace batch found under \(output); make one with "
                + "wikiblanks generate --kind trace --seed S --count N --level L, or pass --batch DIR"
        case let .noPuzzle(level, source):
            return "\(source) has no valid trace puzzle of level \(level); make one with "
                + "wikiblanks generate --kind trace --seed S --count N --level \(level)"
        case let .store(error):
            return error.description
        case let .unplayablePuzzle(id, reason):
            return "trace puzzle \(id) cannot be played: \(reason)"
        }
    }
}
