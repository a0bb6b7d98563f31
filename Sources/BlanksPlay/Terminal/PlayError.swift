/// Why `play` cannot go on; each case is one line a player can act on.
package enum PlayError: Error, Equatable, Sendable, CustomStringConvertible {
    case batch(PuzzleBatchError)
    case noPuzzleSource(outputDirectory: String)
    /// The source has no puzzle at all for a player of `level`.
    case noPuzzleLeft(source: String, level: Int)
    case store(ProgressStoreError)
    case savedPuzzleUnplayable(game: Int64, reason: String)
    case puzzleSourceFailed(source: String, reason: String)

    package var description: String {
        switch self {
        case .batch(let error):
            return error.description
        case .noPuzzleSource(let output):
            return "no puzzle batch found (looked for \(output)/*/puzzles.jsonl) and no generator is available "
                + "to make puzzles on the fly; generate a batch or pass --batch DIR"
        case .noPuzzleLeft(let source, let level):
            return "\(source) has no puzzle to give; make a batch with wikiblanks generate --seed S --count N "
                + "--level \(level), or pass --batch DIR"
        case .store(let error):
            return error.description
        case .puzzleSourceFailed(let source, let reason):
            return "\(source): cannot make a puzzle: \(reason)"
        case .savedPuzzleUnplayable(let game, let reason):
            return "game \(game) in the progress database cannot be resumed: \(reason)"
        }
    }
}
