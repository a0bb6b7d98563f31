/// Why the trace game cannot go on; each case is one line a player can act on.
package enum TracePlayError: Error, Equatable, Sendable, CustomStringConvertible {
    case batch(String)
    /// The batch named by `--batch` holds no puzzle that passes the checks.
    case noPuzzle(source: String)
    case store(ProgressStoreError)
    case unplayablePuzzle(id: String, reason: String)

    package var description: String {
        switch self {
        case .batch(let reason):
            return reason
        case .noPuzzle(let source):
            return "\(source) has no valid trace puzzle; make a batch with "
                + "wikiblanks generate --kind trace --seed S --count N --level L, "
                + "or leave out --batch to have each level's puzzle made on the fly"
        case .store(let error):
            return error.description
        case .unplayablePuzzle(let id, let reason):
            return "trace puzzle \(id) cannot be played: \(reason)"
        }
    }
}
